package kern_test

import (
	"testing"

	"github.com/kernlab/kern"
)

func TestRegistry(t *testing.T) {
	var r kern.Registry
	p := &kern.GenPackage{Path: "example.com/app", Funcs: []kern.GenFunc{
		{ID: "main.Disc[float32]", Kind: kern.GenVectorize},
		{ID: "main.Doubled", Kind: kern.GenKernel},
	}}
	if err := r.Register(p); err != nil {
		t.Fatal(err)
	}
	for _, id := range []kern.Identity{"main.Disc[float32]", "example.com/app.Disc[float32]", "example.com/app.Doubled"} {
		if _, f, ok := r.Lookup(id); !ok || f == nil {
			t.Errorf("Lookup(%s) found nothing", id)
		}
	}
	if _, _, ok := r.Lookup("example.com/app.Missing"); ok {
		t.Error("Lookup of an unknown identity succeeded")
	}
	if got, ok := r.Package("example.com/app"); !ok || got != p {
		t.Error("Package lookup failed")
	}
	if err := r.Register(p); err == nil {
		t.Error("registering a package twice succeeded")
	}
	q := &kern.GenPackage{Path: "example.com/other", Funcs: []kern.GenFunc{{ID: "main.Disc[float32]"}}}
	if err := r.Register(q); err == nil {
		t.Error("two packages claiming one identity registered")
	}
}
