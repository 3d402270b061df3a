package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/internal/gen"
)

// cmdAMDGPU compiles the marked functions of each package for an AMD GPU:
//
//	kern amdgpu [-mcpu gfxNNN] [-wave 32|64] [-debug] [-fastmath] [-fmad=false] [-o FILE | -d DIR [-hsaco]] PACKAGES...
//
// It writes LLVM IR (amdgcn-amd-amdhsa; optimized by opt-15 -O3 from
// KERN_OPT or PATH when found, as kern gen ships it), or an HSA code object
// when -o names a .hsaco or .co file (or with -d and -hsaco), built with
// opt-15, llc-15 and ld.lld-15 from KERN_OPT / KERN_LLC / KERN_LLD (or
// PATH). Without -o or -d the IR goes to stdout. Without opt-15 the IR is
// written unoptimized, as kern gen writes it then, and a warning on
// stderr says so: it is not the kern_gen.ll that kern gen writes with
// opt-15. A tool that fails is an error naming its command line and
// giving its messages (status 1, nothing written). Diagnostics are
// printed as file:line:col: kernel NAME: msg (Kxxx); any makes the
// status 1.
func cmdAMDGPU(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("kern amdgpu", flag.ContinueOnError)
	fs.SetOutput(stderr)
	mcpu := fs.String("mcpu", "gfx90a", "target processor (default targets: "+strings.Join(amdgpu.DefaultTargets(), ", ")+")")
	wave := fs.Int("wave", 0, "wavefront size 32 or 64 (0: the processor's native size)")
	out := fs.String("o", "", "write the module to `FILE` (one package only); .hsaco or .co writes a code object")
	dir := fs.String("d", "", "write one module per package into `DIR`")
	hsaco := fs.Bool("hsaco", false, "with -d, write code objects instead of LLVM IR")
	debug := fs.Bool("debug", false, "checked indexing, division and shifts")
	fast := fs.Bool("fastmath", false, "allow contraction and approximate math")
	fmad := fs.Bool("fmad", true, "fuse x*y+z into one multiply-add in GPU code (false: the CPU's bits)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: kern amdgpu [-mcpu gfxNNN] [-wave 32|64] [-debug] [-fastmath] [-fmad=false] [-o FILE | -d DIR [-hsaco]] PACKAGES...")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	if *out != "" && *dir != "" {
		fmt.Fprintln(stderr, "kern amdgpu: -o and -d are exclusive")
		return 2
	}
	aopts := amdgpu.Options{MCPU: *mcpu, WaveSize: *wave, FastMath: *fast}
	if *hsaco && *dir == "" {
		fmt.Fprintln(stderr, "kern amdgpu: -hsaco goes with -d DIR")
		return 2
	}
	// Check the options before the slow package load.
	if err := aopts.Check(); err != nil {
		fmt.Fprintf(stderr, "kern amdgpu: %v\n", err)
		return 2
	}
	object := *hsaco || strings.HasSuffix(*out, ".hsaco") || strings.HasSuffix(*out, ".co")
	tools := toolsFromEnv()
	if object && (tools.Opt == "" || tools.LLC == "" || tools.LLD == "") {
		fmt.Fprintln(stderr, "kern amdgpu: code objects need opt-15, llc-15 and ld.lld-15: set KERN_OPT, KERN_LLC and KERN_LLD")
		return 1
	}
	// The same pipeline as kern gen (gen.Generate: wrappers, passes,
	// pruning, kernels under their entry names), so the module written is
	// the one kern gen ships; stale generated files are left out of the
	// load.
	if err := os.Setenv("GOFLAGS", gen.GoFlagsWithTag(os.Getenv("GOFLAGS"))); err != nil {
		fmt.Fprintf(stderr, "kern amdgpu: %v\n", err)
		return 1
	}
	gopts := gen.Options{
		Dir: ".", Patterns: fs.Args(), MCPUs: []string{*mcpu}, WaveSize: *wave,
		Compiler: compiler.Options{Debug: *debug, FastMath: *fast, NoFMA: !*fmad}, Generator: "kern amdgpu",
	}
	if object {
		gopts.Tools = tools
	} else {
		// The IR printed is the IR kern gen ships: optimized when opt is there.
		gopts.Tools = amdgpu.Tools{Opt: tools.Opt}
	}
	pkgs, diags, err := gen.Generate(gopts)
	if err != nil {
		fmt.Fprintf(stderr, "kern amdgpu: %v\n", err)
		return 1
	}
	if len(diags) > 0 {
		for _, d := range diags {
			fmt.Fprintln(stderr, d.Error())
		}
		return 1
	}
	if len(pkgs) == 0 {
		fmt.Fprintf(stderr, "kern amdgpu: no marked functions in %s\n", strings.Join(fs.Args(), " "))
		return 1
	}
	if *out != "" && len(pkgs) > 1 {
		fmt.Fprintf(stderr, "kern amdgpu: -o names one file but %d packages match (use -d DIR)\n", len(pkgs))
		return 2
	}
	if tools.Opt == "" {
		fmt.Fprintln(stderr, "kern amdgpu: opt-15 not found (set KERN_OPT): writing unoptimized LLVM IR, unlike the kern_gen.ll kern gen writes with opt-15")
	}
	status := 0
	for _, p := range pkgs {
		data, ext := p.LLVM, ".ll"
		if object {
			data, ext = p.AMDGPU[*mcpu], ".hsaco"
		}
		if err := writeAMDGPU(p.Path, data, *out, *dir, ext, stdout); err != nil {
			fmt.Fprintf(stderr, "kern amdgpu: %v\n", err)
			status = 1
		}
	}
	return status
}

// toolsFromEnv finds opt-15, llc-15 and ld.lld-15 for kern amdgpu and
// kern gen (a variable so that tests can take them away).
var toolsFromEnv = amdgpu.ToolsFromEnv

// writeAMDGPU puts one package's module where the flags say.
func writeAMDGPU(pkg string, data []byte, out, dir, ext string, stdout io.Writer) error {
	switch {
	case out != "":
		return os.WriteFile(out, data, 0o644)
	case dir != "":
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, strings.ReplaceAll(pkg, "/", "_")+ext), data, 0o644)
	}
	_, err := stdout.Write(data)
	return err
}
