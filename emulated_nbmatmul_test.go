package kern_test

// numba-cuda's test_matmul.py, test_montecarlo.py and test_freevar.py
// ported to kern (kernels in internal/testing/nbcuda/matmul.go), run on
// every place. test_globals.py's kernels are test_sync.py's
// (TestNumbaSharedMemory's SimpleSmem and CoopSmem2D).

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

// TestNumbaMatmul is test_cuda_matmul: a tiled float32 matmul through
// device arrays on a stream (numba's auto_synchronize), against Go's loop
// in the kernel's order (nbcuda is generated with -fmad=false: bit for
// bit), and within numba's rtol=1e-5 of a float64 product.
func TestNumbaMatmul(t *testing.T) {
	const n = nbcuda.MatN
	r := rand.New(rand.NewPCG(42, 0))
	a, b := make([]float32, n*n), make([]float32, n*n)
	for i := range a {
		a[i], b[i] = r.Float32(), r.Float32()
	}
	want := make([]float32, n*n)
	for y := range n {
		for x := range n {
			var acc float32
			for k := range n {
				acc += a[y*n+k] * b[k*n+x]
			}
			want[y*n+x] = acc
		}
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			c := make([]float32, n*n)
			A, _ := kern.MakeArray2(a, n, n)
			B, _ := kern.MakeArray2(b, n, n)
			C, _ := kern.MakeArray2(c, n, n)
			err := kern.NewKernel3(nbcuda.SquareMatrixMul).Launch(p.on, kern.D2(nbcuda.MatBPG, nbcuda.MatBPG), kern.D2(nbcuda.MatTPB, nbcuda.MatTPB), A, B, C)
			if err != nil {
				t.Fatal(err)
			}
			for i := range c {
				if math.Float32bits(c[i]) != math.Float32bits(want[i]) {
					t.Fatalf("C[%d] = %v, Go %v", i, c[i], want[i])
				}
				var exact float64
				y, x := i/n, i%n
				for k := range n {
					exact += float64(a[y*n+k]) * float64(b[k*n+x])
				}
				if math.Abs(float64(c[i])-exact) > 1e-5*math.Abs(exact) {
					t.Fatalf("C[%d] = %v, float64 %v", i, c[i], exact)
				}
			}
		})
	}
}

// TestNumbaMonteCarlo runs test_montecarlo.py's step (numba only compiles
// it): within 2 ULP of Go (math.Exp is Go's algorithm on the device, the
// host's assembly: docs/math-accuracy.md).
func TestNumbaMonteCarlo(t *testing.T) {
	const n, dt, c0, c1 = 1000, 0.01, 0.05, 0.2
	r := rand.New(rand.NewPCG(1, 2))
	last, norm := make([]float64, n), make([]float64, n)
	for i := range last {
		last[i], norm[i] = 10+r.Float64(), r.NormFloat64()
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			paths := make([]float64, n)
			if err := kern.NewKernel6(nbcuda.MonteCarloStep).Launch(p.on, (n+127)/128, 128, last, paths, dt, c0, c1, norm); err != nil {
				t.Fatal(err)
			}
			for i := range paths {
				want := last[i] * math.Exp(c0*dt+c1*norm[i])
				if d := nbULP(paths[i], want); d > 2 {
					t.Fatalf("paths[%d] = %v, Go %v (%d ULP)", i, paths[i], want, d)
				}
			}
		})
	}
}

// TestNumbaFreeVar is test_freevar.py: a shared array sized by a
// constant, launched with numba's foo[1, 1](A, 0), then with i = 1.
func TestNumbaFreeVar(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a := []float32{0, 1}
			for i := range a {
				if err := kern.NewKernel2(nbcuda.FreeVar).Launch(p.on, 1, 1, a, i); err != nil {
					t.Fatal(err)
				}
			}
			if a[0] != 1 || a[1] != 2 {
				t.Fatalf("A = %v, want [1 2]", a)
			}
		})
	}
}
