package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/gen"
)

// cmdIR prints the IR of the named packages, or their diagnostics (exit
// status 1): by default the module kern gen compiles to PTX and AMD code
// (every marked function's wrapper kernels after the passes, unused
// device functions pruned); with -front, each marked function as the
// front end lowered it, before wrapping and passes.
func cmdIR(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("kern ir", flag.ContinueOnError)
	fl.SetOutput(stderr)
	debug := fl.Bool("debug", false, "check indices, divisions and shifts, trapping with the position")
	front := fl.Bool("front", false, "print the front end's IR, before wrappers, passes and pruning")
	dir := fl.String("C", ".", "resolve package patterns relative to `dir`")
	fmad := fl.Bool("fmad", true, "fuse x*y+z into one multiply-add in GPU code (false: the CPU's bits)")
	// kern gen's targets, which decide what it compiles (tensor-core
	// kernels need sm_80; the PTX module folds the warp size).
	arch := fl.String("arch", gen.DefaultArch, "PTX target, as kern gen's -arch")
	mcpu := fl.String("mcpu", "none", "comma-separated AMD processors, as kern gen's -mcpu (their refusals, K042, show; the IR printed is the PTX's)")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: kern ir [-arch sm_XX] [-mcpu gfxA,gfxB|none] [-debug] [-fmad=false] [-front] [-C dir] PACKAGES...")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	patterns := fl.Args()
	if len(patterns) == 0 {
		// Unlike kern gen (run by go:generate in the package), kern ir is
		// typed by a person: name what to print.
		fmt.Fprintln(stderr, "kern ir: no packages named")
		fl.Usage()
		return 2
	}
	copts := compiler.Options{Debug: *debug, NoFMA: !*fmad}
	var mods []*ir.Module
	if *front {
		prog, err := compiler.Load(*dir, patterns...)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		if len(prog.Packages()) == 0 {
			fmt.Fprintf(stderr, "kern ir: no packages match %v\n", patterns)
			return 1
		}
		for _, pkg := range prog.Packages() {
			mod, diags := compiler.CompilePackage(prog, pkg, copts)
			if len(diags) > 0 {
				fmt.Fprintln(stderr, diags.Error())
				return 1
			}
			mods = append(mods, mod)
		}
	} else {
		if err := os.Setenv("GOFLAGS", gen.GoFlagsWithTag(os.Getenv("GOFLAGS"))); err != nil {
			fmt.Fprintf(stderr, "kern ir: %v\n", err)
			return 1
		}
		var mcpus []string
		if *mcpu != "none" && *mcpu != "" {
			mcpus = strings.Split(*mcpu, ",")
		}
		pkgs, diags, err := gen.Generate(gen.Options{Dir: *dir, Patterns: patterns, Arch: *arch, MCPUs: mcpus, Compiler: copts, Generator: "kern ir", NoFiles: true})
		if err != nil {
			fmt.Fprintf(stderr, "kern ir: %v\n", err)
			return 1
		}
		if len(diags) > 0 {
			fmt.Fprintln(stderr, diags.Error())
			return 1
		}
		if len(pkgs) == 0 {
			fmt.Fprintf(stderr, "kern ir: no marked functions in %v\n", patterns)
			return 1
		}
		for _, p := range pkgs {
			mods = append(mods, p.Module)
		}
	}
	for _, m := range mods {
		if _, err := m.WriteTo(stdout); err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
	}
	return 0
}
