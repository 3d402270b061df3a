package main

import (
	"io"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// The gufunc on every CPU target equals the plain Go triple loop exactly,
// for square, rectangular and degenerate (1×1, vector) cores.
func TestMatMulOnCPUTargets(t *testing.T) {
	shapes := []dims{{1, 1, 1, 1}, {3, 2, 3, 4}, {5, 7, 1, 3}, {17, 8, 8, 8}}
	for _, tgt := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		t.Run(tgt.String(), func(t *testing.T) {
			for _, d := range shapes {
				if err := checkTarget[float32](tgt, d); err != nil {
					t.Errorf("float32 %+v: %v", d, err)
				}
				if err := checkTarget[float64](tgt, d); err != nil {
					t.Errorf("float64 %+v: %v", d, err)
				}
			}
		})
	}
}

func checkTarget[T float32 | float64](tgt kern.Target, d dims) error {
	a, b, err := inputs[T](d)
	if err != nil {
		return err
	}
	c, err := compute(tgt, a, b)
	if err != nil {
		return err
	}
	_, err = check(c, plain(a, b), a, b, false) // CPU targets: exact
	return err
}

// A known product, and the loop axis broadcasting: one B for a stack of A.
func TestMatMulValues(t *testing.T) {
	a := nd.Must(nd.FromSlice([]float64{1, 2, 3, 4, 5, 6, 0, 1, 1, 0, 2, 2}, 2, 2, 3))
	b := nd.Must(nd.FromSlice([]float64{1, 0, 0, 1, 1, 1}, 3, 2))
	want := []float64{4, 5, 10, 11, 1, 2, 2, 4}
	for _, tgt := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		c, err := compute(tgt, a, b)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.ToSlice(); !slices.Equal(got, want) || nd.ShapeString(c.Shape()) != "(2, 2, 2)" {
			t.Errorf("%v: C = %v %v, want %v (2, 2, 2)", tgt, got, c.Shape(), want)
		}
	}
}

// Mismatched inner dimensions are an error naming them, not a panic.
func TestMatMulBadShapes(t *testing.T) {
	a := nd.Must(nd.Random[float32](1, 2, 3, 4))
	b := nd.Must(nd.Random[float32](2, 2, 5, 4))
	if _, err := compute(kern.CPU, a, b); err == nil {
		t.Fatal("(2,3,4) @ (2,5,4) was accepted")
	}
	v := nd.Must(nd.Random[float32](3, 4))
	if _, err := compute(kern.CPU, v, v); err == nil {
		t.Fatal("1-d operands were accepted for a (m,n) core")
	}
}

// check names the first differing element, and a shape mismatch; fused,
// it takes differences within the summation bound and no more.
func TestCheck(t *testing.T) {
	a := nd.Must(nd.FromSlice([]float32{1, 2, 3, 4}, 1, 2, 2))
	b := nd.Must(nd.FromSlice([]float32{1, 2, 3, 5}, 1, 2, 2))
	if _, err := check(a, a.Copy(nd.C), a, a, false); err != nil {
		t.Error(err)
	}
	if _, err := check(a, b, a, a, false); err == nil || !strings.Contains(err.Error(), "[3]") {
		t.Errorf("check = %v, want an error naming element 3", err)
	}
	if _, err := check(a, nd.Must(a.Reshape(1, 4)), a, a, false); err == nil || !strings.Contains(err.Error(), "shape") {
		t.Errorf("check = %v, want a shape error", err)
	}
	// |A|·|B| = [[7 10] [15 22]]: an ULP of 22 is within 2·γ2·22.
	want := plain(a, a)
	near := want.Copy(nd.C)
	near.Apply(func(v float32) float32 { return math.Nextafter32(v, 100) })
	if exact, err := check(near, want, a, a, true); exact || err != nil {
		t.Errorf("1 ULP fused: %v, %v", exact, err)
	}
	if _, err := check(near, want, a, a, false); err == nil {
		t.Error("1 ULP apart passed without fusion")
	}
	if _, err := check(b, want, a, a, true); err == nil {
		t.Error("a wrong product passed as fused")
	}
}

func TestRun(t *testing.T) {
	// The CPU targets give Go's bits; auto may pick a GPU (KERN_EMULATE, or
	// a real one), whose fused multiply-adds the check holds to the
	// rounding bound instead.
	for _, c := range []struct{ target, want string }{
		{"cpu", "check: C equals"},
		{"auto", "check: C "},
	} {
		var out strings.Builder
		if err := run(&out, c.target, "float32", dims{4, 5, 6, 7}, 1); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), c.want) {
			t.Fatalf("%s: output lacks %q:\n%s", c.target, c.want, out.String())
		}
	}
	if err := run(io.Discard, "sim", "float64", dims{2, 3, 3, 3}, 1); err != nil {
		t.Fatal(err)
	}
	if err := run(io.Discard, "cpu", "int32", dims{1, 1, 1, 1}, 1); err == nil {
		t.Fatal("dtype int32 was accepted")
	}
	if err := run(io.Discard, "cpu", "float32", dims{0, 1, 1, 1}, 1); err == nil {
		t.Fatal("an empty stack size was accepted")
	}
}

// kern gen compiled every loop under the identity the program computes.
// A test binary names package main's functions by import path, the
// program by "main", so the loops' identities are mapped to the
// program's before the lookup (skipped when kern_gen.go is absent).
func TestGeneratedCodeFound(t *testing.T) {
	const path = "github.com/kernlab/kern/examples/matmul"
	if _, ok := kern.Generated().Package(path); !ok {
		t.Skip("no kern_gen.go: run go generate ./examples/matmul")
	}
	for _, l := range []kern.GULoop{kern.GULoop3(MatMul[float32]), kern.GULoop3(MatMul[float64])} {
		id := kern.Identity(strings.Replace(string(l.ID), path+".", "main.", 1))
		if _, f, ok := kern.Generated().Lookup(id); !ok || f.Kind != kern.GenGUVectorize || f.Layout != matmul.Layout() {
			t.Errorf("kern_gen.go holds no guvectorize %s %s", id, matmul.Layout())
		}
	}
}
