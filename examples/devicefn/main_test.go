package main

import (
	"io"
	"math"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// The ufunc on every CPU target equals the plain Go loop exactly.
func TestDeviceFnOnCPUTargets(t *testing.T) {
	for _, tgt := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		t.Run(tgt.String(), func(t *testing.T) {
			for _, n := range []int{1, 33, 50000} {
				x, y, z, err := inputs(n)
				if err != nil {
					t.Fatal(err)
				}
				got, err := compute(tgt, x, y, z)
				if err != nil {
					t.Fatal(err)
				}
				if err := check(got, plain(x, y, z), 0); err != nil {
					t.Errorf("n=%d: %v", n, err)
				}
			}
		})
	}
}

// Known values of x**y/z, including broadcast scalars and the edge cases
// of pow: 0**0 = 1, x**0.5 = sqrt(x), 2**-1 = 0.5, division by zero = +Inf.
func TestDeviceFnValues(t *testing.T) {
	x := nd.Must(nd.FromSlice([]float32{2, 0, 4, 2, 3}, 5))
	y := nd.Must(nd.FromSlice([]float32{3, 0, 0.5, -1, 2}, 5))
	z := nd.Must(nd.FromSlice([]float32{4, 1, 2, 1, 0}, 5))
	want := []float32{2, 1, 1, 0.5, float32(math.Inf(1))}
	for _, tgt := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		got, err := compute(tgt, x, y, z)
		if err != nil {
			t.Fatal(err)
		}
		for i, w := range want {
			if g := got.At(i); g != w {
				t.Errorf("%v: %v**%v/%v = %v, want %v", tgt, x.At(i), y.At(i), z.At(i), g, w)
			}
		}
		// A scalar divisor broadcasts: (x**y)/2.
		half, err := kern.As[float32](rocUfunc.Call(tgt, x, y, float32(2)))
		if err != nil {
			t.Fatal(err)
		}
		if half.At(0) != 4 {
			t.Errorf("%v: 2**3/2 = %v, want 4", tgt, half.At(0))
		}
	}
}

// A float64 operand has no loop: a clear error, not a conversion.
func TestWrongDType(t *testing.T) {
	x := nd.Must(nd.Random[float64](1, 3))
	if _, err := rocUfunc.Call(kern.CPU, x, x, x); err == nil {
		t.Fatal("float64 operands were accepted by a float32-only ufunc")
	}
}

func TestRun(t *testing.T) {
	var out strings.Builder
	if err := run(&out, "auto", 3000, 2); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "check: all 3000 elements") {
		t.Fatalf("output lacks the check:\n%s", out.String())
	}
	if err := run(io.Discard, "sim", 100, 1); err != nil {
		t.Fatal(err)
	}
	if err := run(io.Discard, "gpu", 10, 1); err == nil {
		t.Fatal("an unknown target was accepted")
	}
}

// kern gen compiled the loop (and its device function) under the identity
// the program computes. A test binary names package main's functions by
// import path, the program by "main": the identity is mapped first.
// Skipped when kern_gen.go is absent.
func TestGeneratedCodeFound(t *testing.T) {
	const path = "github.com/kernlab/kern/examples/devicefn"
	p, ok := kern.Generated().Package(path)
	if !ok {
		t.Skip("no kern_gen.go: run go generate ./examples/devicefn")
	}
	id := kern.Identity(strings.Replace(string(rocUfunc.Loops()[0].ID), path+".", "main.", 1))
	if _, f, ok := kern.Generated().Lookup(id); !ok || f.Kind != kern.GenVectorize {
		t.Fatalf("kern_gen.go holds no vectorize loop %s", id)
	}
	// The device functions (rocDeviceFn, and math.Pow under it) are
	// compiled into the module beside the ufunc's kernels: inlined or
	// called, pow's code is there.
	if !strings.Contains(p.PTX, ".entry") || !strings.Contains(p.PTX, "pow") {
		t.Fatal("the generated PTX lacks the ufunc's kernels or pow")
	}
}
