package registry

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
)

// WarnStale writes one line per stale function, however often it is
// called; current code gives none, and a nil writer none at all.
func TestWarnStaleOnce(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte("package p\n\nfunc F() {}\n\nfunc G() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p := &abi.Package{Path: "example.com/p", SourceDir: dir, Funcs: []abi.Func{
		{ID: "example.com/p.F", Source: "sha256:old"},
		{ID: "example.com/p.G", Source: "sha256:old"},
	}}
	var r Registry
	if err := r.Register(p); err != nil {
		t.Fatal(err)
	}
	f, g := &p.Funcs[0], &p.Funcs[1]
	var buf bytes.Buffer
	SetWarnings(&buf)
	defer SetWarnings(os.Stderr)
	r.WarnStale(p, f, "unchecked") // not checked yet: nothing to say
	if err := r.Stale(p, f); !errors.Is(err, ErrStale) {
		t.Fatalf("Stale = %v", err)
	}
	for range 3 {
		r.WarnStale(p, f, "the CPU targets run F slowly")
	}
	want := "kern: warning: the generated code of example.com/p.F is stale (its source changed after kern gen): run go generate . (package directory " + dir + "); until then the CPU targets run F slowly\n"
	if buf.String() != want {
		t.Errorf("warnings:\n%q\nwant\n%q", buf.String(), want)
	}
	SetWarnings(nil)
	if err := r.Stale(p, g); !errors.Is(err, ErrStale) {
		t.Fatalf("Stale = %v", err)
	}
	r.WarnStale(p, g, "the CPU targets run G slowly")
	if strings.Contains(buf.String(), "G slowly") {
		t.Error("a nil writer still got a warning")
	}
}

// A stale instance of a generic kernel is named as its source spells it
// (its entry's name), not by its identity's list of parameter dtypes.
func TestStaleNamesKernelInstance(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte("package p\n\nfunc K[T any](x []T, y []float32) {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p := &abi.Package{Path: "example.com/p", SourceDir: dir, Funcs: []abi.Func{{
		ID: "example.com/p.K[float16,float32]", Kind: abi.KindKernel, Source: "sha256:old",
		Entries: map[string]string{abi.RoleKernel: abi.Mangle("example.com/p.K[kern.Float16]")},
	}}}
	var r Registry
	if err := r.Register(p); err != nil {
		t.Fatal(err)
	}
	err := r.Stale(p, &p.Funcs[0])
	if want := "kern: the generated code of example.com/p.K[kern.Float16] is stale"; !errors.Is(err, ErrStale) || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("Stale = %v, want an error that starts %q", err, want)
	}
}
