package tensorcore

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/half"
)

var (
	matmul      = kern.NewKernel6(MatmulF16)
	matmulAsync = kern.NewKernel6(MatmulF16Async)
)

// TestMatmulF16 runs MatmulF16 and MatmulF16Async on 2×3 blocks and 5 steps (each block's
// first, middle and last slab, both stages twice) on every CPU target and
// on emulated sm_80 and gfx90a devices, and
// compares every element of C bit for bit with kern.MMA's documented
// float32 accumulation in plain Go (products rounded to float32, added in
// k order), which those targets compute exactly.
func TestMatmulF16(t *testing.T) {
	const m, n, k = 2 * Tile, 3 * Tile, 5 * Step
	r := rand.New(rand.NewPCG(3, 4))
	a, b := make([]kern.Float16, m*k), make([]kern.Float16, k*n)
	for i := range a {
		a[i] = half.ToFloat16(float32(r.NormFloat64()))
	}
	for i := range b {
		b[i] = half.ToFloat16(float32(r.NormFloat64()))
	}
	want := make([]float32, m*n)
	for i := range m {
		for j := range n {
			var acc float32
			for p := range k {
				acc += a[i*k+p].Float32() * b[p*n+j].Float32()
			}
			want[i*n+j] = acc
		}
	}
	roc, err := emu.NewROC() // gfx90a, wave64
	if err != nil {
		t.Fatal(err)
	}
	places := []struct {
		name string
		on   any
		warp int
	}{
		{"cpu", kern.CPU, 32}, {"parallel", kern.Parallel, 32}, {"sim", kern.Sim, 32},
		{"emulated sm_80", kern.NewDevice(emu.New(emu.WithArch("sm_80"))), 32},
		{"emulated gfx90a", kern.NewDevice(roc), 64},
	}
	for _, p := range places {
		for _, mm := range []struct {
			name string
			k    *kern.Kernel6[[]kern.Float16, []kern.Float16, []float32, int, int, int]
		}{{"MatmulF16", matmul}, {"MatmulF16Async", matmulAsync}} {
			on := p.name + " " + mm.name
			c := make([]float32, m*n)
			if err := mm.k.Launch(p.on, kern.D2(n/Tile, m/Tile), 4*p.warp, a, b, c, m, n, k); err != nil {
				t.Fatalf("%v: %v", on, err)
			}
			bad := 0
			for i := range c {
				if math.Float32bits(c[i]) != math.Float32bits(want[i]) {
					if bad++; bad <= 5 {
						t.Errorf("%v: C[%d,%d] = %v, want %v", on, i/n, i%n, c[i], want[i])
					}
				}
			}
			if bad > 0 {
				t.Errorf("%v: %d of %d elements differ", on, bad, len(c))
			} else {
				t.Logf("%v: %d elements equal", on, len(c))
			}
		}
	}
}
