package wrap

import (
	"math"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
)

const fixturePkg = "github.com/kernlab/kern/internal/gen/testdata/fixture"

// frontEnd compiles kern gen's fixture package with the real front end.
func frontEnd(t *testing.T) *ir.Module {
	t.Helper()
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	prog, err := compiler.Load(".", "../../internal/gen/testdata/fixture")
	if err != nil {
		t.Fatal(err)
	}
	m, diags := compiler.CompilePackage(prog, fixturePkg, compiler.Options{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	return m
}

func coreOf(t *testing.T, m *ir.Module, name string) *ir.Function {
	t.Helper()
	f := m.Func(fixturePkg + "." + name)
	if f == nil {
		t.Fatalf("no %s in the module", name)
	}
	return f
}

// TestFrontEndCores wraps cores as the front end lowers them (views in
// its address spaces, math calls) and runs the wrappers in the
// interpreter after the standard passes.
func TestFrontEndCores(t *testing.T) {
	m := frontEnd(t)
	disc := coreOf(t, m, "Discriminant[float64]")
	mm := coreOf(t, m, "MatMul[float32]")
	sum := coreOf(t, m, "Sum[int64]")
	pc, _, err := vectorizePlans(disc)
	if err != nil {
		t.Fatal(err)
	}
	pg, err := guPlan(mm, "(m,n),(n,p)->(m,p)")
	if err != nil {
		t.Fatal(err)
	}
	dsh, gsh := shim(t, m, disc, pc), shim(t, m, mm, pg)
	s1, s2 := shim(t, m, sum, stage1Plan(i64T)), shim(t, m, sum, stage2Plan(i64T))
	optimized(t, m)

	a, b := []float64{1, 2, 0.5, 3}, []float64{5, 6, 7, 1}
	out := make([]float64, 4)
	launch(t, dsh, 1, 2, int64(4), a, 0.0, b, 0.0, []float64{}, -1.0, out)
	for i := range out {
		if want := math.Sqrt(b[i]*b[i] - 4*a[i]*-1); out[i] != want {
			t.Errorf("Discriminant[%d] = %v, want %v", i, out[i], want)
		}
	}

	// Two 2x3 @ 3x2 products.
	x := seq[float32](12, 3, 1)
	y := seq[float32](6, 5, 2)
	z := make([]float32, 8)
	args := []any{int64(2), int64(1)}
	args = append(args, loop4(2)...)
	args = append(args, x, int64(2), int64(3), int64(3), int64(1))
	args = append(args, loop4(6)...)
	args = append(args, y, int64(3), int64(2), int64(2), int64(1))
	args = append(args, loop4(0)...)
	args = append(args, z, int64(2), int64(2), int64(2), int64(1))
	args = append(args, loop4(4)...)
	launch(t, gsh, 1, 32, args...)
	for l := range 2 {
		for i := range 2 {
			for j := range 2 {
				var want float32
				for k := range 3 {
					want += x[l*6+i*3+k] * y[k*2+j]
				}
				if got := z[l*4+i*2+j]; got != want {
					t.Errorf("MatMul loop %d (%d,%d) = %v, want %v", l, i, j, got, want)
				}
			}
		}
	}

	in := seq[int64](1001, 7, 3)
	var want int64 = 5
	for _, v := range in {
		want += v
	}
	got, ok := runReduce(t, s1, s2, in, 3, int64(5), true)
	if !ok || got != want {
		t.Errorf("Sum = %d (%v), want %d", got, ok, want)
	}
}
