package registry

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
)

// The JIT's choices: fresh code stays, stale and missing code is
// replaced by the compiler's, once per directory, and every failure keeps
// saying what is wrong.
func TestWithJIT(t *testing.T) {
	const id = abi.Identity("example.com/app.F[float32]")
	src := t.TempDir()
	if err := os.WriteFile(filepath.Join(src, "f.go"), []byte("package app\n\n//kern:vectorize\nfunc F[T float32](x T) T { return x }\n\nfunc G(x float32) float32 { return x }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stale := &staleError{"kern: the generated code of example.com/app.F[float32] is stale"}
	old := &abi.Package{Path: "example.com/app", SourceDir: src, Funcs: []abi.Func{{ID: id}}}
	find := func(jr *Registry) (*abi.Package, *abi.Func) {
		p, f, _ := jr.Lookup(id)
		return p, f
	}
	compiles := 0
	compiler := func(dir string) (*abi.Package, error) {
		compiles++
		if dir != src {
			return nil, errors.New("no sources in " + dir)
		}
		return &abi.Package{Path: "example.com/app", Funcs: []abi.Func{{ID: id, Source: "new"}}}, nil
	}

	t.Setenv("KERN_JIT", "")
	var r Registry
	if r.JITOn() {
		t.Fatal("the JIT is on without a compiler and without KERN_JIT")
	}
	if _, _, err := r.WithJIT(id, old, &old.Funcs[0], stale, "", find); err != stale {
		t.Fatalf("JIT off: %v, want the stale error", err)
	}

	var on Registry
	if err := on.SetCompiler(compiler); err != nil {
		t.Fatal(err)
	}
	if err := on.SetCompiler(compiler); err == nil {
		t.Error("a second compiler was accepted")
	}
	if !on.JITOn() {
		t.Fatal("the JIT is off with a compiler linked")
	}
	if p, f, err := on.WithJIT(id, old, &old.Funcs[0], nil, "", find); err != nil || p != old || f != &old.Funcs[0] {
		t.Error("fresh code was replaced")
	}
	p, f, err := on.WithJIT(id, old, &old.Funcs[0], stale, "", find)
	if err != nil || f == nil || f.Source != "new" || p.SourceDir != src {
		t.Fatalf("stale code: %v, %+v, %v; want the JIT's function", p, f, err)
	}
	// A missing function of the same directory: no second compilation.
	if _, f, err := on.WithJIT(id, nil, nil, nil, src, find); err != nil || f == nil || compiles != 1 {
		t.Errorf("missing function: %+v, %v after %d compilations; want the JIT's, 1", f, err, compiles)
	}
	// A function without a //kern: directive is not compiled.
	var fresh Registry
	fresh.SetCompiler(compiler)
	if _, f, err := fresh.WithJIT("example.com/app.G", nil, nil, nil, src, find); f != nil || err != nil || compiles != 1 {
		t.Errorf("unmarked function: %+v, %v after %d compilations; want nothing, 1", f, err, compiles)
	}
	// A failed compilation keeps the stale error and adds why.
	_, _, err = on.WithJIT(id, &abi.Package{SourceDir: "/elsewhere"}, &abi.Func{ID: id}, stale, "", find)
	if !errors.Is(err, ErrStale) || !strings.Contains(err.Error(), "no sources in /elsewhere") {
		t.Errorf("failed JIT: %v, want ErrStale and the compiler's error", err)
	}

	t.Setenv("KERN_JIT", "0")
	var off Registry
	off.SetCompiler(compiler)
	if off.JITOn() {
		t.Error("KERN_JIT=0 with a compiler: the JIT is on")
	}
	// Without package jit, KERN_JIT=1 runs the module's kern tool; where
	// that fails, the error says what the JIT needs.
	t.Setenv("KERN_JIT", "1")
	var unlinked Registry
	_, _, err = unlinked.WithJIT(id, old, &old.Funcs[0], stale, "", find)
	if !errors.Is(err, ErrStale) || !strings.Contains(err.Error(), "go tool kern jit: ") || !strings.Contains(err.Error(), `_ "github.com/kernlab/kern/jit"`) {
		t.Errorf("KERN_JIT=1 without a compiler: %v, want ErrStale saying what the JIT needs", err)
	}
}
