package main

import (
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// The seed's programs on every CPU target, compared with plain Go.
func TestSeedOnCPUTargets(t *testing.T) {
	dev := kern.HostDevice()
	for _, tgt := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		t.Run(tgt.String(), func(t *testing.T) {
			for _, shape := range [][]int{{3, 3}, {17, 40}} {
				arr := nd.Must(nd.Random[float32](5, shape...))
				want := plainDoubled(arr)
				if shape[0]*shape[1] <= 1024 {
					a := arr.Copy(nd.C)
					if err := runDoubled(tgt, a); err != nil {
						t.Fatal(err)
					}
					if err := check("doubled", a, want); err != nil {
						t.Fatal(err)
					}
				}
				a := arr.Copy(nd.C)
				if err := runDoubledAutoGrid(tgt, a); err != nil {
					t.Fatal(err)
				}
				if err := check("doubled_auto_grid", a, want); err != nil {
					t.Fatal(err)
				}
				got, err := runDoubledManCopy(dev, arr)
				if err != nil {
					t.Fatal(err)
				}
				if err := check("doubled_man_copy", got, want); err != nil {
					t.Fatal(err)
				}
				if got, err = runUfunc(tgt, arr); err != nil {
					t.Fatal(err)
				}
				if err := check("doubled_ufunc", got, want); err != nil {
					t.Fatal(err)
				}
				if got, err = runGufunc(tgt, dev, arr); err != nil {
					t.Fatal(err)
				}
				if err := check("doubled_gufunc", got, want); err != nil {
					t.Fatal(err)
				}
				sum, err := runReduce(tgt, arr)
				if err != nil {
					t.Fatal(err)
				}
				// The parallel and sim folds combine partial sums in another
				// order than the plain loop: compare within rounding.
				if p := plainSum(arr); sum-p > 1e-4*p || p-sum > 1e-4*p {
					t.Fatalf("reduce: got %v, plain Go %v", sum, p)
				}
			}
		})
	}
}

// The whole program runs on the auto target.
func TestRun(t *testing.T) {
	if err := run("auto", 64); err != nil {
		t.Fatal(err)
	}
	if err := run("nope", 64); err == nil {
		t.Fatal("an unknown target was accepted")
	}
}
