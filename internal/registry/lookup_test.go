package registry

import (
	"testing"

	"github.com/kernlab/kern/abi"
)

// kern gen writes "main.F" for a main package, whose functions a test
// binary names by import path; both spellings find the code.
func TestLookupGeneratedSpellings(t *testing.T) {
	var r Registry
	p := &abi.Package{Path: "example.com/app", Funcs: []abi.Func{
		{ID: "main.Disc[float32]", Kind: abi.KindVectorize},
		{ID: "main.K[float32]", Kind: abi.KindKernel, Params: []abi.Param{{DType: "float32", Rank: 2}}},
		{ID: "main.K[int32]", Kind: abi.KindKernel, Params: []abi.Param{{DType: "int32", Rank: 2}}},
		{ID: "main.S", Kind: abi.KindKernel, Params: []abi.Param{{DType: "float64", Rank: 1, Slice: true}}},
	}}
	if err := r.Register(p); err != nil {
		t.Fatal(err)
	}
	for _, id := range []abi.Identity{"main.Disc[float32]", "example.com/app.Disc[float32]"} {
		if _, f, ok := r.Lookup(id); !ok || f.ID != "main.Disc[float32]" {
			t.Errorf("Lookup(%q) = %v, %v", id, f, ok)
		}
	}
	if _, _, ok := r.Lookup("example.com/app.Other"); ok {
		t.Error("found a function that is not there")
	}
	if _, _, ok := r.Lookup("example.com/other.Disc[float32]"); ok {
		t.Error("found a function of another package")
	}
	// match stands for the launch's parameter check: one parameter of
	// this element type and rank.
	match := func(dtype string, rank int) func(*abi.Func) bool {
		return func(f *abi.Func) bool {
			return len(f.Params) == 1 && f.Params[0].DType == dtype && f.Params[0].Rank == rank
		}
	}
	if _, f := r.LookupKernel("example.com/app.K[...]", match("int32", 2)); f == nil || f.ID != "main.K[int32]" {
		t.Errorf("generic kernel: %v", f)
	}
	if _, f := r.LookupKernel("example.com/app.S", match("float64", 1)); f == nil || f.ID != "main.S" {
		t.Errorf("kernel: %v", f)
	}
	if _, f := r.LookupKernel("example.com/app.K[...]", match("float64", 1)); f != nil {
		t.Errorf("generic kernel with the wrong parameters: %v", f)
	}
	if _, f := r.LookupKernel("example.com/app.Disc[float32]", match("float32", 0)); f != nil {
		t.Errorf("a vectorize function found as a kernel: %v", f)
	}
}
