// Package jitc is the JIT's compiler: it compiles the marked functions of
// one Go package directory with kern gen's pipeline into an abi.Package of
// GPU code, cached on disk. Package jit links it into programs; `kern jit`
// runs it for programs that do not (KERN_JIT=1).
package jitc

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/gencheck"
	"github.com/kernlab/kern/internal/gen"
)

// Compile compiles the marked functions of the Go package in dir into a
// package of GPU code (no CPU loops), using the disk cache. A package
// without marked functions gives a package without functions.
func Compile(dir string) (*abi.Package, error) {
	srcs, err := gencheck.ParseDir(dir, "")
	if err != nil {
		return nil, err
	}
	marked := srcs.Marked()
	if len(marked) == 0 {
		return &abi.Package{SourceDir: dir}, nil
	}
	opts, err := generateOptions(dir)
	if err != nil {
		return nil, err
	}
	// AMD code comes as LLVM IR for the first processor only, optimized
	// by opt when it is found: the runtime builds code objects from it
	// with amd_comgr (and the emulated device runs it), which saves the JIT
	// an llc and ld.lld run per processor.
	opts.Tools = amdgpu.Tools{Opt: amdgpu.ToolsFromEnv().Opt}
	opts.MCPUs = opts.MCPUs[:min(len(opts.MCPUs), 1)]
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
func compile(dir string, opts gen.Options) (*abi.Package, error) {
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
		return nil, fmt.Errorf("kern: JIT: %s compiled to %d packages, want 1", dir, len(pkgs))
	}
	g := pkgs[0]
	p := &abi.Package{
		Path: g.Path, SourceDir: dir, Generator: opts.Generator,
		PTX: string(g.PTX), PTXArch: g.PTXArch, AMDGPU: g.AMDGPU, LLVM: string(g.LLVM), Traps: g.Traps,
		Prints: g.Prints,
	}
	for mcpu, ll := range g.LLVMFor {
		if p.LLVMFor == nil {
			p.LLVMFor = map[string]string{}
		}
		if p.LLVMFor[mcpu] = string(ll); p.LLVMFor[mcpu] == p.LLVM {
			p.LLVMFor[mcpu] = p.LLVM // one copy of the first processor's text
		}
	}
	for _, f := range g.Funcs {
		gf := abi.Func{
			ID: abi.Identity(f.ID), Kind: f.Kind, Layout: f.Layout, Results: f.Results,
			Entries: f.Entries, UsesBarrier: f.UsesBarrier, Prints: f.Prints, GridSync: f.GridSync, MaxThreads: f.MaxThreads, Source: f.Source,
		}
		for _, prm := range f.Params {
			gf.Params = append(gf.Params, abi.Param{Name: prm.Name, DType: prm.DType, Rank: prm.Rank, Slice: prm.Slice})
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
				return opts, fmt.Errorf("kern: JIT: %s: %s: %w", file, strings.TrimSpace(line), err)
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
