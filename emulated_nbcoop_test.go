package kern_test

// numba-cuda's test_cooperative_groups.py and test_random.py ported to
// kern (kernels in internal/testing/nbcuda/cooperative.go and random.go),
// run on every place.

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

func TestNumbaCooperativeGroups(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			// test_sync_group; numba launches it cooperatively by itself,
			// kern refuses a GridSync kernel launched without the option.
			a := []float64{math.NaN()}
			sync := kern.NewKernel1(nbcuda.SyncGroup)
			if err := sync.Launch(p.on, 1, 1, a); !errors.Is(err, kern.ErrLaunchConfig) || !math.IsNaN(a[0]) {
				t.Errorf("GridSync without CooperativeLaunch: %v, A = %v", err, a)
			}
			if err := sync.Launch(p.on, 1, 1, a, kern.CooperativeLaunch()); err != nil || a[0] != 1 {
				t.Errorf("sync_group: %v, A = %v", err, a)
			}
			// no_sync needs no cooperative launch.
			a[0] = math.NaN()
			if err := kern.NewKernel1(nbcuda.NoSync).Launch(p.on, 1, 1, a); err != nil || a[0] != 0 {
				t.Errorf("no_sync: %v, A = %v", err, a)
			}
			// test_sync_at_matrix_row: 64 rows of 256 columns, blocks of 32.
			const rows, cols, block = 64, 256, 32
			rowsK := kern.NewKernel1(nbcuda.SequentialRows)
			if mb, err := rowsK.MaxCooperativeBlocks(p.on, block); err != nil || mb < cols/block {
				t.Fatalf("max cooperative blocks %d, %v: fewer than %d", mb, err, cols/block)
			}
			data := make([]int32, rows*cols)
			m, err := kern.MakeArray2(data, rows, cols)
			if err != nil {
				t.Fatal(err)
			}
			if err := rowsK.Launch(p.on, cols/block, block, m, kern.CooperativeLaunch()); err != nil {
				t.Fatal(err)
			}
			for i, v := range data {
				if v != int32(i/cols) {
					t.Fatalf("M[%d, %d] = %d, want %d", i/cols, i%cols, v, i/cols)
				}
			}
			// test_max_cooperative_grid_blocks: 256 threads as 1-, 2- and
			// 3-D blocks give one bound.
			b1, err1 := rowsK.MaxCooperativeBlocks(p.on, 256)
			b2, err2 := rowsK.MaxCooperativeBlocks(p.on, kern.D2(16, 16))
			b3, err3 := rowsK.MaxCooperativeBlocks(p.on, kern.D3(16, 4, 4))
			if err := errors.Join(err1, err2, err3); err != nil || b1 != b2 || b1 != b3 || b1 < 1 {
				t.Errorf("max cooperative blocks of 256, 16×16, 16×4×4: %d, %d, %d, %v", b1, b2, b3, err)
			}
		})
	}
}

// nbRandStats is the minimum, maximum, mean and standard deviation of x.
func nbRandStats[F float32 | float64](x []F) (lo, hi, mean, std float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, v := range x {
		lo, hi, mean = min(lo, float64(v)), max(hi, float64(v)), mean+float64(v)
	}
	mean /= float64(len(x))
	for _, v := range x {
		std += (float64(v) - mean) * (float64(v) - mean)
	}
	return lo, hi, mean, math.Sqrt(std / float64(len(x)))
}

func TestNumbaRandom(t *testing.T) {
	// test_create and test_create_subsequence_start: 10 distinct states;
	// starting 3 subsequences on is the same states shifted by 3.
	s1, s2 := kern.Xoroshiro128pStates(10, 1, 0), kern.Xoroshiro128pStates(10, 1, 3)
	seen := map[[2]uint64]bool{}
	for i := range 10 {
		seen[[2]uint64{s1[2*i], s1[2*i+1]}] = true
	}
	if len(seen) != 10 || fmt.Sprint(s1[6:]) != fmt.Sprint(s2[:len(s2)-6]) {
		t.Fatalf("states %v, from subsequence 3 %v", s1, s2)
	}
	const threads, count = 64, 32
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			ds, err := kern.NewXoroshiro128pStates(p.on, threads, 1)
			if err != nil {
				t.Fatal(err)
			}
			h, err := ds.CopyToHost()
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(h.ToSlice()) != fmt.Sprint(kern.Xoroshiro128pStates(threads, 1, 0)) {
				t.Fatalf("create_xoroshiro128p_states: %v", h.ToSlice())
			}
			for _, dist := range []int{nbcuda.Uniform, nbcuda.Normal} {
				st32, st64 := kern.Xoroshiro128pStates(threads, 1, 0), kern.Xoroshiro128pStates(threads, 1, 0)
				out32, out64 := make([]float32, threads*count), make([]float64, threads*count)
				if err := kern.NewKernel4(nbcuda.RngFloat32).Launch(p.on, 2, 32, st32, out32, count, dist); err != nil {
					t.Fatal(err)
				}
				if err := kern.NewKernel4(nbcuda.RngFloat64).Launch(p.on, 2, 32, st64, out64, count, dist); err != nil {
					t.Fatal(err)
				}
				// Plain Go draws the same numbers: uniforms exactly, normals
				// within 4 ULP (the device's log and cos are Go's algorithms,
				// the host's amd64 assembly).
				w32, w64 := kern.Xoroshiro128pStates(threads, 1, 0), kern.Xoroshiro128pStates(threads, 1, 0)
				for id := range threads {
					for i := range count {
						k := id*count + i
						var a32 float32
						var a64 float64
						if dist == nbcuda.Uniform {
							a32, a64 = kern.XoroshiroUniformFloat32(w32, id), kern.XoroshiroUniformFloat64(w64, id)
						} else {
							a32, a64 = kern.XoroshiroNormalFloat32(w32, id), kern.XoroshiroNormalFloat64(w64, id)
						}
						bound := uint64(0)
						if dist == nbcuda.Normal {
							bound = 4
						}
						if nbULP(out32[k], a32) > bound || nbULP(out64[k], a64) > bound {
							t.Fatalf("thread %d draw %d: %v, %v; Go %v, %v", id, i, out32[k], out64[k], a32, a64)
						}
					}
				}
				if fmt.Sprint(st32) != fmt.Sprint(w32) || fmt.Sprint(st64) != fmt.Sprint(w64) {
					t.Fatalf("states after the draws differ from Go's")
				}
				// numba's statistics.
				for _, s := range [][4]float64{func() (r [4]float64) { r[0], r[1], r[2], r[3] = nbRandStats(out32); return }(),
					func() (r [4]float64) { r[0], r[1], r[2], r[3] = nbRandStats(out64); return }()} {
					lo, hi, mean, std := s[0], s[1], s[2], s[3]
					if dist == nbcuda.Uniform && (lo > 1e-3 || hi < 1-1e-3 || math.Abs(mean-0.5) > 1.5e-2 || math.Abs(std-1/(2*math.Sqrt(3))) > 6e-3) {
						t.Errorf("uniform: min %v max %v mean %v std %v", lo, hi, mean, std)
					}
					if dist == nbcuda.Normal && (math.Abs(mean) > 4e-3 || math.Abs(std-1) > 2e-3) {
						t.Errorf("normal: mean %v std %v", mean, std)
					}
				}
			}
		})
	}
}
