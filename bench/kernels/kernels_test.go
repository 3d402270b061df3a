package kernels

import (
	"math"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// TestMatMulTiled runs the kernel on the sim target (barriers included)
// for shapes that are and are not multiples of TPB, against a float64
// triple loop.
func TestMatMulTiled(t *testing.T) {
	mm := kern.NewKernel3(MatMulTiled)
	for _, tc := range []struct{ n, k, m int }{{16, 16, 16}, {32, 48, 16}, {17, 5, 33}, {1, 1, 1}} {
		a, err := nd.Random[float32](1, tc.n, tc.k)
		if err != nil {
			t.Fatal(err)
		}
		b, err := nd.Random[float32](2, tc.k, tc.m)
		if err != nil {
			t.Fatal(err)
		}
		c, err := nd.Zeros[float32](tc.n, tc.m)
		if err != nil {
			t.Fatal(err)
		}
		grid := kern.D2((tc.m+TPB-1)/TPB, (tc.n+TPB-1)/TPB)
		if err := mm.Launch(kern.Sim, grid, kern.D2(TPB, TPB), a, b, c); err != nil {
			t.Fatalf("%v: %v", tc, err)
		}
		for i := range tc.n {
			for j := range tc.m {
				var want float64
				for k := range tc.k {
					want += float64(a.At(i, k)) * float64(b.At(k, j))
				}
				if got := float64(c.At(i, j)); math.Abs(got-want) > 1e-5*math.Max(1, math.Abs(want)) {
					t.Fatalf("%v: C[%d,%d] = %v, want %v", tc, i, j, got, want)
				}
			}
		}
	}
}

func TestDiscriminantAndSum(t *testing.T) {
	for _, tc := range []struct{ a, b, c, want float32 }{{1, 10, 1, float32(math.Sqrt(96))}, {0, 3, 5, 3}, {1, 0, 1, float32(math.NaN())}} {
		got := Discriminant(tc.a, tc.b, tc.c)
		if got != tc.want && !(math.IsNaN(float64(got)) && math.IsNaN(float64(tc.want))) {
			t.Errorf("Discriminant(%v, %v, %v) = %v, want %v", tc.a, tc.b, tc.c, got, tc.want)
		}
	}
	sum := kern.Reduce("sum", kern.Loop2(Sum))
	x := []float32{1, 2, 3, 4.5}
	got, err := kern.Value[float32](sum.Call(kern.CPU, x))
	if err != nil || got != 10.5 {
		t.Errorf("sum = %v, %v; want 10.5", got, err)
	}
}

// TestGeneratedLoops checks that kern gen registered the CPU loops the
// benchmarks use and that the discriminant's computes the core exactly.
func TestGeneratedLoops(t *testing.T) {
	l := kern.Loop3(Discriminant)
	_, f, ok := kern.Generated().Lookup(l.ID)
	if !ok || f.CPU == nil {
		t.Fatalf("no generated CPU loop for %s", l.ID)
	}
	l.Run = f.CPU
	u := kern.Vectorize("disc", l)
	a, b, c := []float32{0.5, 0.25, 1}, []float32{10, 10.5, 11}, []float32{0.75, 0, 1}
	got := make([]float32, 3)
	if err := u.Into(kern.CPU, got, a, b, c); err != nil {
		t.Fatal(err)
	}
	for i := range got {
		if want := Discriminant(a[i], b[i], c[i]); got[i] != want {
			t.Errorf("element %d = %v, want %v", i, got[i], want)
		}
	}
	if _, f, ok := kern.Generated().Lookup(kern.Loop2(Sum).ID); !ok || f.Kind != kern.GenReduce {
		t.Errorf("Sum is not registered as a reduction: %+v", f)
	}
}

// TestAxpy runs the kernel on the sim target with a grid longer than y.
func TestAxpy(t *testing.T) {
	x, y := []float32{1, 2, 3, 4, 5}, []float32{10, 20, 30, 40, 50}
	if err := kern.NewKernel3(Axpy).Launch(kern.Sim, kern.D1(2), kern.D1(4), float32(2), x, y); err != nil {
		t.Fatal(err)
	}
	for i, want := range []float32{12, 24, 36, 48, 60} {
		if y[i] != want {
			t.Errorf("y[%d] = %v, want %v", i, y[i], want)
		}
	}
}

// TestMatMulTiledBlockFunction: on CPU and Parallel the tiled product
// runs through the block function kern gen wrote and gives the
// simulator's bits.
func TestMatMulTiledBlockFunction(t *testing.T) {
	mm := kern.NewKernel3(MatMulTiled)
	const n, k, m = 45, 70, 33
	a, b := nd.Must(nd.Random[float32](1, n, k)), nd.Must(nd.Random[float32](2, k, m))
	grid := kern.D2((m+TPB-1)/TPB, (n+TPB-1)/TPB)
	var ref []float32
	for _, on := range []kern.Target{kern.Sim, kern.CPU, kern.Parallel} {
		c := nd.Must(nd.Zeros[float32](n, m))
		if got, _, err := mm.Where(on, a, b, c); err != nil || got != on {
			t.Errorf("Where(%v) = %v, %v", on, got, err)
		}
		if err := mm.Launch(on, grid, kern.D2(TPB, TPB), a, b, c); err != nil {
			t.Fatalf("%v: %v", on, err)
		}
		if on == kern.Sim {
			ref = c.ToSlice()
			continue
		}
		for i, v := range c.ToSlice() {
			if math.Float32bits(v) != math.Float32bits(ref[i]) {
				t.Fatalf("%v: C[%d] = %v, sim %v", on, i, v, ref[i])
			}
		}
	}
}
