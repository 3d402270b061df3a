package jitc

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/gencheck"
	"github.com/kernlab/kern/internal/gen"
)

func TestGenArgs(t *testing.T) {
	for _, c := range []struct {
		line string
		args []string
		ok   bool
	}{
		{"//go:generate go tool kern gen", []string{}, true},
		{"//go:generate go tool kern gen -fmad=false -mcpu none", []string{"-fmad=false", "-mcpu", "none"}, true},
		{"//go:generate go run github.com/kernlab/kern/cmd/kern gen -debug", []string{"-debug"}, true},
		{"//go:generate stringer -type T", nil, false},
		{"// go:generate go tool kern gen", nil, false},
	} {
		args, ok := genArgs(c.line)
		if ok != c.ok || !slices.Equal(args, c.args) {
			t.Errorf("genArgs(%q) = %q, %v; want %q, %v", c.line, args, ok, c.args, c.ok)
		}
	}
}

// The JIT compiles with the options of the package's go:generate line.
func TestGenerateOptions(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\n//go:generate go tool kern gen -fmad=false -debug -mcpu gfx1030 -arch sm_80\n"
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	opts, err := generateOptions(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !opts.Compiler.NoFMA || !opts.Compiler.Debug || opts.Arch != "sm_80" || !slices.Equal(opts.MCPUs, []string{"gfx1030"}) {
		t.Errorf("options %+v", opts)
	}
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte("package p\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if opts, _ = generateOptions(dir); opts.Compiler.NoFMA || opts.Arch != gen.DefaultArch || len(opts.MCPUs) != 2 {
		t.Errorf("without a go:generate line: %+v, want kern gen's defaults", opts)
	}
}

// Compile compiles the fixture package, records the fingerprints the
// runtime checks, and serves the second compilation from the disk cache.
func TestCompileAndCache(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	dir, err := filepath.Abs("../gen/testdata/fixture")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Compile(dir)
	if err != nil {
		t.Fatal(err)
	}
	srcs, err := gencheck.ParseDir(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	if p.PTX == "" || p.LLVM == "" || len(p.Funcs) == 0 || p.SourceDir != dir {
		t.Fatalf("compiled package: PTX %d bytes, LLVM %d bytes, %d functions, dir %q", len(p.PTX), len(p.LLVM), len(p.Funcs), p.SourceDir)
	}
	for _, f := range p.Funcs {
		if f.CPU != nil || len(f.Entries) == 0 {
			t.Errorf("%s: CPU loop %v, entries %v; want none and some", f.ID, f.CPU != nil, f.Entries)
		}
	}
	for _, name := range srcs.Marked() {
		fp, _ := srcs.Fingerprint(name)
		if !slices.ContainsFunc(p.Funcs, func(f abi.Func) bool { return f.Source == fp }) {
			t.Errorf("no compiled function records %s's fingerprint", name)
		}
	}
	cache, _ := CacheDir()
	files, _ := filepath.Glob(filepath.Join(cache, "*.json"))
	if len(files) != 1 {
		t.Fatalf("%d files in the cache, want 1", len(files))
	}
	again, err := Compile(dir)
	if err != nil {
		t.Fatal(err)
	}
	if again.Generator != "kern jit (cached)" || again.PTX != p.PTX || len(again.Funcs) != len(p.Funcs) || again.Funcs[0].Source != p.Funcs[0].Source {
		t.Errorf("the second compilation did not come from the cache (generator %q)", again.Generator)
	}
}
