package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/compiler/ptx"
	"github.com/kernlab/kern/internal/gen"
)

// cmdGen compiles the marked functions of each package ahead of time and
// writes kern_gen.go beside them:
//
//	kern gen [-arch sm_70] [-mcpu gfx90a,gfx1030] [-o kern_gen.go] [-debug] [-fastmath] [-fmad=false] [PACKAGES...]
//
// It is meant for go:generate, which runs in the package's directory:
//
//	//go:generate go tool kern gen
//
// With no packages it compiles ".". The PTX targets sm_70 by default: the
// driver JIT-compiles it for every newer GPU, so one module serves them
// all. Each -mcpu processor's LLVM IR (kern_gen.ll for the first,
// kern_gen_<mcpu>.ll for each other whose text differs) is optimized by
// opt-15 -O3 when it is found (KERN_OPT, or PATH), and its AMD code
// object built from it when llc-15 and ld.lld-15 are found too (KERN_LLC /
// KERN_LLD); without opt-15 the IR is written unoptimized and no code
// objects are built, as without llc-15 (-mcpu none writes no AMD code);
// a warning on stderr says so. A tool that is found but fails is an
// error naming its command line and giving its messages, never a
// fallback to other output. Diagnostics are printed as file:line:col:
// kernel NAME: msg (Kxxx) and make the status 1; nothing is written
// after an error or a diagnostic.
func cmdGen(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("kern gen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	arch := fs.String("arch", gen.DefaultArch, "PTX target (newer GPUs JIT it forward): "+strings.Join(ptx.Archs(), ", "))
	mcpu := fs.String("mcpu", strings.Join(amdgpu.DefaultTargets(), ","), "comma-separated AMD processors, or none")
	out := fs.String("o", gen.DefaultOut, "name of the generated Go `file` in each package")
	debugOpt := fs.Bool("debug", false, "checked indexing and division in the generated kernels")
	fast := fs.Bool("fastmath", false, "AMD code: LLVM's contract/afn/arcp flags on float arithmetic; the PTX is unchanged (docs/kernels.md)")
	fmad := fs.Bool("fmad", true, "fuse x*y+z into one multiply-add in GPU code (false: the CPU's bits)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: kern gen [-arch sm_XX] [-mcpu gfxA,gfxB|none] [-o kern_gen.go] [-debug] [-fastmath] [-fmad=false] [PACKAGES...]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if filepath.Base(*out) != *out || filepath.Ext(*out) != ".go" || strings.HasSuffix(*out, "_test.go") {
		fmt.Fprintf(stderr, "kern gen: -o %q: want a file name ending in .go (not _test.go), without a directory\n", *out)
		return 2
	}
	var mcpus []string
	if *mcpu != "none" && *mcpu != "" {
		mcpus = strings.Split(*mcpu, ",")
	}
	tools := toolsFromEnv()
	if len(mcpus) > 0 && (tools.Opt == "" || tools.LLC == "" || tools.LLD == "") {
		what := "LLVM IR"
		if tools.Opt == "" {
			what = "unoptimized LLVM IR"
		}
		fmt.Fprintf(stderr, "kern gen: opt-15/llc-15/ld.lld-15 not all found (set KERN_OPT, KERN_LLC and KERN_LLD): writing %s without AMD code objects\n", what)
	}
	opts := gen.Options{
		Dir: ".", Patterns: fs.Args(), Arch: *arch, MCPUs: mcpus, Tools: tools, Out: *out,
		Compiler: compiler.Options{Debug: *debugOpt, FastMath: *fast, NoFMA: !*fmad}, Generator: generator(),
	}
	// Load without the generated files, which may be stale (see
	// gen.BuildTag); kern gen is its own process, so setting its
	// environment affects only the go commands it runs.
	if err := os.Setenv("GOFLAGS", gen.GoFlagsWithTag(os.Getenv("GOFLAGS"))); err != nil {
		fmt.Fprintf(stderr, "kern gen: %v\n", err)
		return 1
	}
	pkgs, diags, err := gen.Generate(opts)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if len(diags) > 0 {
		for _, d := range diags {
			fmt.Fprintln(stderr, d.Error())
		}
		return 1
	}
	if len(pkgs) == 0 {
		fmt.Fprintln(stderr, "kern gen: no marked functions (//kern:vectorize, guvectorize, kernel or reduce): nothing written")
		return 0
	}
	for _, p := range pkgs {
		if err := p.Write(*out); err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		fmt.Fprintf(stdout, "kern gen: %s: %s -> %s\n", p.Path, plural(len(p.Funcs), "function"), filepath.Join(p.Dir, *out))
	}
	return 0
}

// generator names this kern in generated files.
func generator() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		m := &bi.Main
		if m.Path != "github.com/kernlab/kern" {
			m = nil
			for _, d := range bi.Deps {
				if d.Path == "github.com/kernlab/kern" {
					m = d
				}
			}
		}
		if m != nil && m.Replace != nil {
			// The replacement is what was built: a directory (bench's
			// go.mod, a workspace) reports (devel), not the require
			// line's placeholder version.
			m = m.Replace
		}
		if m != nil && m.Version != "" && m.Version != "(devel)" {
			return "kern gen " + m.Version
		}
	}
	return "kern gen (devel)"
}

// plural is "1 function", "2 functions".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
