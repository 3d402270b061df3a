package gencheck

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func write(t *testing.T, dir, name, body string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestSourceHash(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.go", "package p\n")
	write(t, dir, "b.go", "package p\nfunc F() {}\n")
	base, err := SourceHash(dir, "kern_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(base, "sha256:") || len(base) != 7+64 {
		t.Fatalf("hash %q is not sha256:HEX", base)
	}
	// Ignored: tests, the generated file, non-Go files, directories.
	write(t, dir, "a_test.go", "package p\n")
	write(t, dir, "kern_gen.go", "package p\n// generated\n")
	write(t, dir, "kern_gen.ptx", "ptx")
	os.Mkdir(filepath.Join(dir, "sub.go"), 0o755)
	if h, _ := SourceHash(dir, "kern_gen.go"); h != base {
		t.Fatalf("ignored files changed the hash")
	}
	changes := []struct {
		name string
		do   func()
	}{
		{"edit", func() { write(t, dir, "b.go", "package p\nfunc F() { _ = 1 }\n") }},
		{"add", func() { write(t, dir, "c.go", "package p\n") }},
		{"rename", func() { os.Rename(filepath.Join(dir, "c.go"), filepath.Join(dir, "d.go")) }},
		{"move bytes between files", func() {
			write(t, dir, "a.go", "package p\nfunc F() { _ = 1 }\n")
			write(t, dir, "b.go", "package p\n")
		}},
	}
	seen := map[string]string{base: "base"}
	for _, c := range changes {
		c.do()
		h, err := SourceHash(dir, "kern_gen.go")
		if err != nil {
			t.Fatal(err)
		}
		if prev, dup := seen[h]; dup {
			t.Fatalf("%s: hash equals the one after %s", c.name, prev)
		}
		seen[h] = c.name
	}
}

func TestSourceHashErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := SourceHash(dir); !errors.Is(err, ErrNoSources) {
		t.Errorf("empty dir: %v, want ErrNoSources", err)
	}
	if _, err := SourceHash(filepath.Join(dir, "missing")); err == nil {
		t.Errorf("missing dir: no error")
	}
}

func TestCheckLLVM(t *testing.T) {
	ir := "; kern module example.com/p (wave32, gfx1030)\ntarget triple = \"amdgcn-amd-amdhsa\"\n"
	if err := CheckLLVM(ir, "gfx1030"); err != nil {
		t.Errorf("gfx1030's IR for gfx1030: %v", err)
	}
	for _, c := range []struct{ ir, mcpu string }{
		{ir, "gfx90a"}, {ir, "gfx103"}, {"; ModuleID = 'x'\n", "gfx1030"}, {"", "gfx1030"},
	} {
		if err := CheckLLVM(c.ir, c.mcpu); !errors.Is(err, ErrWrongIR) {
			t.Errorf("CheckLLVM(%.30q, %s) = %v, want ErrWrongIR", c.ir, c.mcpu, err)
		}
	}
}
