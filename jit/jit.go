// Package jit links kern's compiler into a program so that kernels and
// ufunc cores are compiled from their Go source at run time when their
// generated code is stale or missing: edit a kernel and run, without
// go generate.
//
//	import _ "github.com/kernlab/kern/jit"
//
// Importing the package turns the JIT on (KERN_JIT=0 turns it off again);
// KERN_JIT=1 turns it on in programs that import it. Then, at the first use
// of a function whose kern_gen.go code does not match its source (or that
// kern gen never compiled), kern compiles the function's package in
// process, with the pipeline kern gen runs and the options of the
// package's `//go:generate go tool kern gen` line, and runs the new PTX
// (CUDA) or LLVM IR and code objects (ROC); the CPU targets run the Go
// loop. Up-to-date functions keep their generated code.
//
// Compiling needs the package's sources and the go command, which loads
// them (with the kern_gen build tag, so a stale kern_gen.go is left out):
// it is for development. Results are cached on disk under
// os.UserCacheDir()/kern/jit, keyed by the fingerprints of the package's
// marked functions, the compile options and kern's version, so a second
// run of unchanged sources compiles nothing. Deployed binaries should not
// import this package: it links go/packages, go/ssa and the backends.
package jit

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/gencheck"
	"github.com/kernlab/kern/internal/gen"
)

func init() { kern.RegisterCompiler(Compile) }

// Compile compiles the marked functions of the Go package in dir into a
// package of GPU code (no CPU loops), using the disk cache. A package
// without marked functions gives a package without functions.
func Compile(dir string) (*kern.GenPackage, error) {
	srcs, err := gencheck.ParseDir(dir, "")
	if err != nil {
		return nil, err
	}
	marked := srcs.Marked()
	if len(marked) == 0 {
		return &kern.GenPackage{SourceDir: dir}, nil
	}
	opts, err := generateOptions(dir)
	if err != nil {
		return nil, err
	}
	opts.Tools = amdgpu.ToolsFromEnv()
	key, err := cacheKey(srcs, marked, opts)
	if err != nil {
		return nil, err
	}
	if p, ok := readCache(key); ok {
		p.SourceDir = dir
		return p, nil
	}
	p, err := compile(dir, opts)
	if err != nil {
		return nil, err
	}
	p.SourceHash = "jit:" + key // distinct from the generated package's (comgr's cache key)
	writeCache(key, p)
	return p, nil
}

// compile runs kern gen's pipeline on the package in dir.
func compile(dir string, opts gen.Options) (*kern.GenPackage, error) {
	opts.Dir, opts.Patterns, opts.NoFiles = dir, []string{"."}, true
	opts.Generator = "kern jit"
	// The go command must not see a stale kern_gen.go (gen.BuildTag);
	// its environment is set for it alone.
	opts.Env = append(os.Environ(), "GOFLAGS="+gen.GoFlagsWithTag(os.Getenv("GOFLAGS")))
	pkgs, diags, err := gen.Generate(opts)
	if err != nil {
		return nil, err
	}
	if len(diags) > 0 {
		return nil, diags
	}
	if len(pkgs) != 1 {
		return nil, fmt.Errorf("kern jit: %s compiled to %d packages, want 1", dir, len(pkgs))
	}
	g := pkgs[0]
	p := &kern.GenPackage{
		Path: g.Path, SourceDir: dir, Generator: opts.Generator,
		PTX: string(g.PTX), PTXArch: g.PTXArch, AMDGPU: g.AMDGPU, LLVM: string(g.LLVM), Traps: g.Traps,
	}
	for _, f := range g.Funcs {
		gf := kern.GenFunc{
			ID: abi.Identity(f.ID), Kind: f.Kind, Layout: f.Layout, Results: f.Results,
			Entries: f.Entries, UsesBarrier: f.UsesBarrier, Source: f.Source,
		}
		for _, prm := range f.Params {
			gf.Params = append(gf.Params, kern.GenParam{Name: prm.Name, DType: prm.DType, Rank: prm.Rank, Slice: prm.Slice})
		}
		p.Funcs = append(p.Funcs, gf)
	}
	return p, nil
}

// generateOptions are the options of the package's `//go:generate ... kern
// gen` line, so that the JIT compiles as kern gen did (-fmad=false,
// -debug, -arch, -mcpu); kern gen's defaults without one.
func generateOptions(dir string) (gen.Options, error) {
	opts := gen.Options{Arch: gen.DefaultArch, MCPUs: amdgpu.DefaultTargets()}
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return opts, err
	}
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		b, err := os.ReadFile(file)
		if err != nil {
			return opts, err
		}
		for line := range strings.Lines(string(b)) {
			args, ok := genArgs(line)
			if !ok {
				continue
			}
			fs := flag.NewFlagSet("kern gen", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			arch := fs.String("arch", gen.DefaultArch, "")
			mcpu := fs.String("mcpu", strings.Join(amdgpu.DefaultTargets(), ","), "")
			fs.String("o", gen.DefaultOut, "")
			dbg := fs.Bool("debug", false, "")
			fast := fs.Bool("fastmath", false, "")
			fmad := fs.Bool("fmad", true, "")
			if err := fs.Parse(args); err != nil {
				return opts, fmt.Errorf("kern jit: %s: %s: %w", file, strings.TrimSpace(line), err)
			}
			opts.Arch = *arch
			opts.MCPUs = nil
			if *mcpu != "none" && *mcpu != "" {
				opts.MCPUs = strings.Split(*mcpu, ",")
			}
			opts.Compiler = compiler.Options{Debug: *dbg, FastMath: *fast, NoFMA: !*fmad}
			return opts, nil
		}
	}
	return opts, nil
}

// genArgs returns the arguments after "kern gen" of a //go:generate line
// that runs kern gen ("go tool kern gen -fmad=false", "go run .../cmd/kern
// gen").
func genArgs(line string) ([]string, bool) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(line), "//go:generate ")
	if !ok {
		return nil, false
	}
	fields := strings.Fields(rest)
	for i := 1; i < len(fields); i++ {
		if fields[i] == "gen" && (fields[i-1] == "kern" || strings.HasSuffix(fields[i-1], "/kern")) {
			return fields[i+1:], true
		}
	}
	return nil, false
}
