package kern_test

// numba-cuda's test_sync.py and test_sm.py ported to kern (kernels in
// internal/testing/nbcuda), run on every place, syncthreads_count/_and/_or
// and threadfence/_block/_system included. Not ported, as kern lacks
// them: shared-array size checks (Go's len of an array type is a
// constant). test_issue_953's shared array in a device function is
// emulated_devshared_test.go's (internal/testing/devshared).

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

func TestNumbaSync(t *testing.T) {
	for _, p := range places() {
		t.Run("useless/"+p.name, func(t *testing.T) {
			for which := range 3 {
				ary := make([]int32, 10)
				if err := kern.NewKernel2(nbcuda.UselessSync).Launch(p.on, 1, 10, ary, which); err != nil {
					t.Fatal(err)
				}
				for i, v := range ary {
					if v != int32(i) {
						t.Fatalf("barrier %d: ary[%d] = %d", which, i, v)
					}
				}
			}
		})
		t.Run("coop_syncwarp/"+p.name, func(t *testing.T) {
			res := make([]int32, 1)
			if err := kern.NewKernel1(nbcuda.CoopSyncWarp).Launch(p.on, 1, 32, res); err != nil {
				t.Fatal(err)
			}
			if res[0] != 496 {
				t.Fatalf("sum %d, want 496", res[0])
			}
		})
		t.Run("simple_smem/"+p.name, func(t *testing.T) {
			ary := make([]int32, 100)
			if err := kern.NewKernel1(nbcuda.SimpleSmem).Launch(p.on, 1, 100, ary); err != nil {
				t.Fatal(err)
			}
			for i, v := range ary {
				if v != int32(i) {
					t.Fatalf("ary[%d] = %d", i, v)
				}
			}
		})
		t.Run("coop_smem2d/"+p.name, func(t *testing.T) {
			data := make([]float32, 200)
			a, _ := kern.MakeArray2(data, 10, 20)
			if err := kern.NewKernel1(nbcuda.CoopSmem2D).Launch(p.on, 1, kern.D2(10, 20), a); err != nil {
				t.Fatal(err)
			}
			for i := range 10 {
				for j := range 20 {
					if w := float32(float64(i+1) / float64(j+1)); data[i*20+j] != w {
						t.Fatalf("(%d, %d) = %v, want %v", i, j, data[i*20+j], w)
					}
				}
			}
		})
		t.Run("dyn_shared_memory/"+p.name, func(t *testing.T) {
			ary := make([]float32, 50)
			if err := kern.NewKernel1(nbcuda.DynSharedMemory).Launch(p.on, 1, 50, ary, kern.SharedMem(50*4)); err != nil {
				t.Fatal(err)
			}
			for i, v := range ary {
				if v != float32(2*i) {
					t.Fatalf("ary[%d] = %v", i, v)
				}
			}
		})
		t.Run("dynshared_slices/"+p.name, func(t *testing.T) {
			x := make([]int32, 13)
			if err := kern.NewKernel1(nbcuda.DynSharedSlices).Launch(p.on, 1, 1, x, kern.SharedMem(8*4)); err != nil {
				t.Fatal(err)
			}
			if want := []int32{1, 2, 1, 2, 2, 3, 4, 0, 0, 0, 0, 2, 4}; !slices.Equal(x, want) {
				t.Fatalf("%v, want %v", x, want)
			}
		})
		t.Run("issue_2393/"+p.name, func(t *testing.T) {
			costs := make([]float64, 48)
			if err := kern.NewKernel1(nbcuda.SharedAlign).Launch(p.on, 48, 1, costs); err != nil {
				t.Fatal(err)
			}
			for b, c := range costs {
				if w := float64(6+b) + 0.5 + 1.5 + float64(int8(b)); c != w {
					t.Fatalf("block %d: %v, want %v", b, c, w)
				}
			}
		})
	}
}

// TestNumbaSharedDtypes is test_sm's _test_shared: blocks of 16 copy
// their chunk through shared memory, for bool (numba's test_shared_bool,
// 1024 elements), a struct holding a (3, 2) float32 array (its
// test_shared_recarray, 128), and beyond numba int8, uint16, int64,
// float64 (NaNs and −0 bit for bit), complex128 and Float16. A launch
// passes slices of numbers only (K038), so bools travel as uint8 and the
// records as their fields; the shared arrays hold bool and the struct.
func TestNumbaSharedDtypes(t *testing.T) {
	r := rand.New(rand.NewPCG(0, 9))
	testNumbaShared(t, "bool", nbcuda.SmChunkCopyBool, func(int) uint8 { return uint8(r.IntN(2)) }, 1024)
	testNumbaShared(t, "int8", nbcuda.SmChunkCopy[int8], func(int) int8 { return int8(r.Uint32()) }, 160)
	testNumbaShared(t, "uint16", nbcuda.SmChunkCopy[uint16], func(int) uint16 { return uint16(r.Uint32()) }, 160)
	testNumbaShared(t, "int64", nbcuda.SmChunkCopy[int64], func(int) int64 { return int64(r.Uint64()) }, 160)
	testNumbaShared(t, "float64", nbcuda.SmChunkCopy[float64], func(i int) float64 {
		return []float64{math.NaN(), math.Copysign(0, -1), math.Float64frombits(r.Uint64())}[i%3]
	}, 160)
	testNumbaShared(t, "complex128", nbcuda.SmChunkCopy[complex128], func(i int) complex128 { return complex(float64(i), -r.Float64()) }, 160)
	testNumbaShared(t, "float16", nbcuda.SmChunkCopy[kern.Float16], func(int) kern.Float16 { return kern.Float16(r.Uint32()) }, 160)
	// The records as their fields: I = x, J = arange(6).reshape(3, 2)·x.
	xi, xj := make([]int32, 128), make([]float32, 6*128)
	for x := range xi {
		xi[x] = int32(x)
		for k := range 6 {
			xj[6*x+k] = float32(k * x)
		}
	}
	for _, p := range places() {
		t.Run("record/"+p.name, func(t *testing.T) {
			yi, yj := make([]int32, 128), make([]float32, 6*128)
			if err := kern.NewKernel4(nbcuda.SmChunkCopyRec).Launch(p.on, 128/16, 16, xi, yi, xj, yj); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(yi, xi) || !slices.Equal(yj, xj) {
				t.Fatalf("records %v %v, want %v %v", yi[:4], yj[:24], xi[:4], xj[:24])
			}
		})
	}
}

func testNumbaShared[T comparable](t *testing.T, name string, f func(*kern.Thread, []T, []T), gen func(int) T, n int) {
	x := make([]T, n)
	for i := range x {
		x[i] = gen(i)
	}
	same := func(a, b T) bool { return a == b || fmt.Sprintf("%#v", a) == fmt.Sprintf("%#v", b) }
	if v, ok := any(x[0]).(float64); ok {
		same = func(a, b T) bool { return math.Float64bits(any(a).(float64)) == math.Float64bits(any(b).(float64)) }
		_ = v
	}
	for _, p := range places() {
		t.Run(name+"/"+p.name, func(t *testing.T) {
			y := make([]T, n)
			if err := kern.NewKernel2(f).Launch(p.on, n/16, 16, x, y); err != nil {
				t.Fatal(err)
			}
			for i := range x {
				if !same(y[i], x[i]) {
					t.Fatalf("y[%d] = %v, want %v", i, y[i], x[i])
				}
			}
		})
	}
}

// TestNumbaSyncThreadsVotes is test_syncthreads_count, _and and _or (one
// block of 72 or 100 threads: not a whole number of warps or wavefronts),
// then beyond numba: BlockVotes runs the three votes four times in a row
// on several blocks of 1-, 2- and 3-D shapes with random predicates (true
// on a scattered subset, or on every or no thread), some with threads
// that return before voting (the last ones, or the first) or after the
// first round, compared with the counts in plain Go; then once more on
// the emulated devices with their shared-memory race checker on and
// shared memory that starts as garbage.
func TestNumbaSyncThreadsVotes(t *testing.T) {
	count := func(t *testing.T, p place, in []int32) []int32 {
		t.Helper()
		out := make([]int32, len(in))
		if err := kern.NewKernel2(nbcuda.SyncThreadsCount).Launch(p.on, 1, len(in), in, out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	all := func(out []int32, want int32) bool {
		return !slices.ContainsFunc(out, func(v int32) bool { return v != want })
	}
	for _, p := range places() {
		t.Run("count/"+p.name, func(t *testing.T) {
			in := make([]int32, 72)
			for i := range in {
				in[i] = 1
			}
			in[31], in[42] = 0, 0
			if out := count(t, p, in); !all(out, 70) {
				t.Fatalf("%v, want 70 everywhere", out)
			}
		})
		for _, k := range []struct {
			name string
			f    func(*kern.Thread, []int32, []int32)
			base int32 // every input; then in[31] flips
		}{{"and", nbcuda.SyncThreadsAnd, 1}, {"or", nbcuda.SyncThreadsOr, 0}} {
			t.Run(k.name+"/"+p.name, func(t *testing.T) {
				in, out := make([]int32, 100), make([]int32, 100)
				for i := range in {
					in[i] = k.base
				}
				for round, want := range []int32{k.base, 1 - k.base} {
					if err := kern.NewKernel2(k.f).Launch(p.on, 1, 100, in, out); err != nil {
						t.Fatal(err)
					}
					if !all(out, want) {
						t.Fatalf("round %d: %v, want %d everywhere", round, out, want)
					}
					in[31] = 1 - k.base
				}
			})
		}
	}
	const rounds = 4
	r := rand.New(rand.NewPCG(3, 7))
	// The emulated devices again with the race checker on and shared
	// memory starting as garbage, as on a GPU: AMD's vote slots of
	// wavefronts that never vote must still read 0.
	ps := places()
	checked := []emu.Option{emu.WithRacecheck(true), emu.WithSharedFill(0xa5)}
	for _, p := range places(checked...) {
		if p.gpu {
			p.name += "-checked"
			ps = append(ps, p)
		}
	}
	ps = append(ps, place{"roc-emulated-gfx1030-checked", kern.NewDevice(amdDevice(append(checked, emu.WithArch("gfx1030"))...)), true})
	for _, c := range []struct {
		block                   kern.Dim3
		first, live, stay, grid int
	}{
		{kern.Dim3{X: 72, Y: 1, Z: 1}, 0, 72, 72, 3},
		{kern.Dim3{X: 7, Y: 9, Z: 1}, 0, 63, 63, 2},
		{kern.Dim3{X: 16, Y: 5, Z: 1}, 0, 70, 70, 2},
		{kern.Dim3{X: 4, Y: 4, Z: 4}, 0, 64, 64, 2},
		// Wavefronts (of 32 or 64) that vote once and leave, or never
		// vote: their slots must count 0.
		{kern.Dim3{X: 32, Y: 3, Z: 2}, 0, 150, 100, 2},
		{kern.Dim3{X: 1024, Y: 1, Z: 1}, 0, 1000, 40, 1},
		{kern.Dim3{X: 256, Y: 1, Z: 1}, 0, 100, 100, 2},
		// The first lanes leave: another lane writes the first slot.
		{kern.Dim3{X: 96, Y: 1, Z: 1}, 3, 96, 50, 2},
	} {
		size := c.block.X * c.block.Y * c.block.Z
		in := make([]int32, c.grid*size)
		for i := range in {
			in[i] = int32(r.Uint32())
		}
		// Round 0 true everywhere, round 1 nowhere; rounds 2 and 3 random.
		for i := range in {
			in[i] = in[i]&^3 | 1
		}
		want := make([]int32, 3*rounds*len(in))
		for b := range c.grid {
			for k := range rounds {
				hi := c.live // the voters are [first, hi)
				if k > 0 {
					hi = c.stay
				}
				yes, n := 0, hi-c.first
				for i := c.first; i < hi; i++ {
					yes += int(in[b*size+i] >> k & 1)
				}
				for i := c.first; i < hi; i++ {
					o := 3 * (rounds*(b*size+i) + k)
					want[o], want[o+1], want[o+2] = int32(yes), b2i(yes == n), b2i(yes > 0)
				}
			}
		}
		for _, p := range ps {
			t.Run(fmt.Sprintf("block_votes/%dx%dx%d-%d-%d-%d/%s", c.block.X, c.block.Y, c.block.Z, c.first, c.live, c.stay, p.name), func(t *testing.T) {
				out := make([]int32, len(want))
				if err := kern.NewKernel6(nbcuda.BlockVotes).Launch(p.on, c.grid, c.block, in, out, rounds, c.first, c.live, c.stay); err != nil {
					t.Fatal(err)
				}
				for i := range want {
					if out[i] != want[i] {
						t.Fatalf("out[%d] (thread %d of block %d, round %d, %s) = %d, want %d", i, i/(3*rounds)%size, i/(3*rounds*size),
							i/3%rounds, []string{"count", "and", "or"}[i%3], out[i], want[i])
					}
				}
			})
		}
	}
}

func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// TestNumbaThreadFence is test_threadfence_codegen, _block_codegen and
// _system_codegen: ary[0] += 123, a fence, += 321 gives 444 everywhere,
// and the PTX fences with membar.gl, membar.cta and membar.sys (the
// instruction is what numba's tests check). Then the last-block-done
// pattern: blocks publish partial sums with ThreadFence and an atomic
// ticket, and the last block adds them up, twice in a row (it resets the
// ticket counter).
func TestNumbaThreadFence(t *testing.T) {
	fences := []struct {
		name, membar string
		f            func(*kern.Thread, []int32)
	}{
		{"UseThreadFence", "membar.gl;", nbcuda.UseThreadFence},
		{"UseThreadFenceBlock", "membar.cta;", nbcuda.UseThreadFenceBlock},
		{"UseThreadFenceSystem", "membar.sys;", nbcuda.UseThreadFenceSystem},
	}
	src, err := os.ReadFile("internal/testing/nbcuda/kern_gen.ptx")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fences {
		const prefix = ".visible .entry github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2e"
		body, ok := strings.CutPrefix(string(src)[max(strings.Index(string(src), prefix+f.name+"("), 0):], prefix+f.name+"(")
		if !ok {
			t.Fatalf("no entry %s in kern_gen.ptx", f.name)
		}
		if j := strings.Index(body, ".visible .entry"); j >= 0 {
			body = body[:j]
		}
		for _, m := range []string{"membar.gl;", "membar.cta;", "membar.sys;"} {
			if strings.Contains(body, m) != (m == f.membar) {
				t.Errorf("%s: has %s: %v, want only %s", f.name, m, strings.Contains(body, m), f.membar)
			}
		}
	}
	x := make([]int32, 1000)
	for i := range x {
		x[i] = int32(i*7%13 - 6)
	}
	var sum int32
	for _, v := range x {
		sum += v
	}
	for _, p := range places() {
		for _, f := range fences {
			t.Run(f.name+"/"+p.name, func(t *testing.T) {
				ary := make([]int32, 10)
				if err := kern.NewKernel1(f.f).Launch(p.on, 1, 1, ary); err != nil {
					t.Fatal(err)
				}
				if ary[0] != 123+321 {
					t.Fatalf("ary[0] = %d, want 444", ary[0])
				}
			})
		}
		t.Run("last_block_sum/"+p.name, func(t *testing.T) {
			nb := (len(x) + 127) / 128
			partial, count := make([]int32, nb), make([]uint32, 1)
			for round := range 2 {
				total := make([]int32, 1)
				if err := kern.NewKernel4(nbcuda.LastBlockSum).Launch(p.on, nb, 128, x, partial, count, total); err != nil {
					t.Fatal(err)
				}
				if total[0] != sum || count[0] != 0 {
					t.Fatalf("round %d: total %d, count %d; want %d, 0", round, total[0], count[0], sum)
				}
			}
		})
	}
}
