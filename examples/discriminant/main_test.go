package main

import (
	"errors"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

var cpuTargets = []kern.Target{kern.CPU, kern.Parallel, kern.Sim}

// The ufunc on every CPU target equals the plain Go loop bit for bit, for
// both signatures, at sizes around the parallel and sim chunking.
func TestDiscriminantOnCPUTargets(t *testing.T) {
	for _, tgt := range cpuTargets {
		t.Run(tgt.String(), func(t *testing.T) {
			for _, n := range []int{1, 7, 1000, 70001} {
				if err := checkTarget[float32](tgt, n); err != nil {
					t.Errorf("float32, n=%d: %v", n, err)
				}
				if err := checkTarget[float64](tgt, n); err != nil {
					t.Errorf("float64, n=%d: %v", n, err)
				}
			}
		})
	}
}

func checkTarget[T float32 | float64](tgt kern.Target, n int) error {
	a, b, c, err := inputs[T](n)
	if err != nil {
		return err
	}
	d, err := compute(tgt, a, b, c)
	if err != nil {
		return err
	}
	_, err = check(d, plain(a, b, c), false) // CPU targets: exact
	return err
}

// The plain loop itself is right: sqrt(10² − 0) = 10 and sqrt(1 − 4·0.25·0) = 1.
func TestPlain(t *testing.T) {
	a := nd.Must(nd.FromSlice([]float64{0, 0.25, 1}, 3))
	b := nd.Must(nd.FromSlice([]float64{10, 1, 3}, 3))
	c := nd.Must(nd.FromSlice([]float64{7, 0, 2}, 3))
	got := plain(a, b, c).ToSlice()
	want := []float64{10, 1, 1}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("plain = %v, want %v", got, want)
		}
	}
}

// check finds a single differing element.
func TestCheckReportsDifference(t *testing.T) {
	a := nd.Must(nd.FromSlice([]float32{1, 2, 3}, 3))
	b := nd.Must(nd.FromSlice([]float32{1, 2, 4}, 3))
	if _, err := check(a, b, false); err == nil || !strings.Contains(err.Error(), "D[2]") {
		t.Fatalf("check = %v, want an error naming D[2]", err)
	}
	// Fused: within pick.FusedULP passes, beyond it names the element.
	c := nd.Must(nd.FromSlice([]float32{1, 2, math.Nextafter32(3, 4)}, 3))
	if exact, err := check(c, a, true); exact || err != nil {
		t.Fatalf("check(1 ULP, fused) = %v, %v", exact, err)
	}
	if _, err := check(b, a, true); err == nil {
		t.Fatal("check(3 vs 4, fused) passed")
	}
}

// Bad calls are errors, not panics: mixed dtypes, mismatched shapes.
func TestBadCalls(t *testing.T) {
	a32 := nd.Must(nd.Random[float32](1, 4))
	a64 := nd.Must(nd.Random[float64](1, 4))
	if _, err := discriminant.Call(kern.CPU, a32, a64, a32); err == nil {
		t.Error("mixed float32/float64 operands were accepted")
	}
	b := nd.Must(nd.Random[float32](2, 5))
	if _, err := discriminant.Call(kern.Parallel, a32, b, a32); err == nil {
		t.Error("shapes (4,) and (5,) were accepted")
	}
}

// The whole program, on the auto target and on the CPU targets.
func TestRun(t *testing.T) {
	// The CPU targets give Go's bits; auto may pick a GPU (KERN_EMULATE, or
	// a real one), whose fused multiply-adds the check holds to 2 ULP.
	for _, c := range []struct{ target, want string }{
		{"cpu", "check: all 2000 elements equal"},
		{"auto", "check: all 2000 elements "},
	} {
		var out strings.Builder
		if err := run(&out, c.target, "both", 2000, 2); err != nil {
			t.Fatal(err)
		}
		if s := out.String(); strings.Count(s, c.want) != 2 {
			t.Fatalf("%s: output lacks the checks %q:\n%s", c.target, c.want, s)
		}
	}
	for _, tgt := range cpuTargets {
		if err := run(io.Discard, tgt.String(), "float32", 100, 1); err != nil {
			t.Errorf("%v: %v", tgt, err)
		}
	}
	for _, bad := range []struct{ target, dtype string }{{"nope", "float32"}, {"cpu", "int8"}} {
		if err := run(io.Discard, bad.target, bad.dtype, 10, 1); err == nil {
			t.Errorf("run(%q, %q) succeeded", bad.target, bad.dtype)
		}
	}
	if err := run(io.Discard, "nope", "float32", 10, 1); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("unknown target: %v, want kern.ErrTarget", err)
	}
}

// kern gen compiled both loops under the identity the program computes
// (pick.Target's lookup). A test binary names package main's functions by
// import path, the program by "main": the identities are mapped first.
// Skipped when kern_gen.go is absent.
func TestGeneratedCodeFound(t *testing.T) {
	const path = "github.com/kernlab/kern/examples/discriminant"
	if _, ok := kern.Generated().Package(path); !ok {
		t.Skip("no kern_gen.go: run go generate ./examples/discriminant")
	}
	for _, l := range discriminant.Loops() {
		id := kern.Identity(strings.Replace(string(l.ID), path+".", "main.", 1))
		if _, f, ok := kern.Generated().Lookup(id); !ok || f.Kind != kern.GenVectorize || f.CPU == nil {
			t.Errorf("kern_gen.go holds no vectorize loop %s", id)
		}
	}
}
