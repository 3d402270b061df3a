package kern

import (
	"reflect"
	"testing"
)

// kern gen writes "main.F" for a main package, whose functions a test
// binary names by import path; both spellings find the code.
func TestLookupGeneratedSpellings(t *testing.T) {
	var r Registry
	p := &GenPackage{Path: "example.com/app", Funcs: []GenFunc{
		{ID: "main.Disc[float32]", Kind: GenVectorize},
		{ID: "main.K[float32]", Kind: GenKernel, Params: []GenParam{{DType: "float32", Rank: 2}}},
		{ID: "main.K[int32]", Kind: GenKernel, Params: []GenParam{{DType: "int32", Rank: 2}}},
		{ID: "main.S", Kind: GenKernel, Params: []GenParam{{DType: "float64", Rank: 1, Slice: true}}},
	}}
	if err := r.Register(p); err != nil {
		t.Fatal(err)
	}
	for _, id := range []Identity{"main.Disc[float32]", "example.com/app.Disc[float32]"} {
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
	i32 := []paramSpec{must1(classifyParam(reflect.TypeFor[Array2[int32]]()))}
	if _, f := lookupKernel(&r, "example.com/app.K[...]", i32); f == nil || f.ID != "main.K[int32]" {
		t.Errorf("generic kernel: %v", f)
	}
	f64 := []paramSpec{must1(classifyParam(reflect.TypeFor[[]float64]()))}
	if _, f := lookupKernel(&r, "example.com/app.S", f64); f == nil || f.ID != "main.S" {
		t.Errorf("kernel: %v", f)
	}
	if _, f := lookupKernel(&r, "example.com/app.K[...]", f64); f != nil {
		t.Errorf("generic kernel with the wrong parameters: %v", f)
	}
}

func must1[V any](v V, err error) V {
	if err != nil {
		panic(err)
	}
	return v
}
