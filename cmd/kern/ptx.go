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
	"github.com/kernlab/kern/compiler/ptx"
	"github.com/kernlab/kern/internal/gen"
)

// cmdPTX compiles the marked functions of each package to one PTX module:
//
//	kern ptx [-arch sm_XX] [-debug] [-fastmath] [-fmad=false] [-o FILE | -d DIR] PACKAGES...
//
// Without -o or -d the module is written to stdout (one package at a time
// makes a file ptxas accepts). -d writes DIR/<import path with '/' as
// '_'>.ptx per package. Diagnostics are printed as
// file:line:col: kernel NAME: msg (Kxxx); any makes the status 1.
func cmdPTX(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("kern ptx", flag.ContinueOnError)
	fs.SetOutput(stderr)
	arch := fs.String("arch", "sm_70", "target architecture: "+strings.Join(ptx.Archs(), ", "))
	out := fs.String("o", "", "write the module to `FILE` (one package only)")
	dir := fs.String("d", "", "write one module per package into `DIR`")
	debug := fs.Bool("debug", false, "checked indexing and division, line information")
	fast := fs.Bool("fastmath", false, "allow approximate math instructions")
	fmad := fs.Bool("fmad", true, "fuse x*y+z into one multiply-add in GPU code (false: the CPU's bits)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: kern ptx [-arch sm_XX] [-debug] [-fastmath] [-fmad=false] [-o FILE | -d DIR] PACKAGES...")
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
		fmt.Fprintln(stderr, "kern ptx: -o and -d are exclusive")
		return 2
	}
	if _, err := ptx.ISAVersion(*arch); err != nil {
		fmt.Fprintf(stderr, "kern ptx: %v\n", err)
		return 2
	}
	// The same pipeline as kern gen (gen.Generate: wrappers, passes,
	// pruning), so the module printed is the one kern gen ships; the
	// generated files, which may be stale, are left out of the load.
	if err := os.Setenv("GOFLAGS", gen.GoFlagsWithTag(os.Getenv("GOFLAGS"))); err != nil {
		fmt.Fprintf(stderr, "kern ptx: %v\n", err)
		return 1
	}
	pkgs, diags, err := gen.Generate(gen.Options{
		Dir: ".", Patterns: fs.Args(), Arch: *arch,
		Compiler: compiler.Options{Debug: *debug, FastMath: *fast, NoFMA: !*fmad}, Generator: "kern ptx",
	})
	if err != nil {
		fmt.Fprintf(stderr, "kern ptx: %v\n", err)
		return 1
	}
	if len(diags) > 0 {
		for _, d := range diags {
			fmt.Fprintln(stderr, d.Error())
		}
		return 1
	}
	if len(pkgs) == 0 {
		fmt.Fprintf(stderr, "kern ptx: no marked functions in %s\n", strings.Join(fs.Args(), " "))
		return 1
	}
	if *out != "" && len(pkgs) > 1 {
		fmt.Fprintf(stderr, "kern ptx: -o names one file but %d packages match (use -d DIR)\n", len(pkgs))
		return 2
	}
	status := 0
	for _, p := range pkgs {
		if err := writePTX(p.Path, p.PTX, *out, *dir, stdout); err != nil {
			fmt.Fprintf(stderr, "kern ptx: %v\n", err)
			status = 1
		}
	}
	return status
}

// writePTX puts one package's module where the flags say.
func writePTX(pkg string, src []byte, out, dir string, stdout io.Writer) error {
	switch {
	case out != "":
		return os.WriteFile(out, src, 0o644)
	case dir != "":
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, strings.ReplaceAll(pkg, "/", "_")+".ptx"), src, 0o644)
	}
	_, err := stdout.Write(src)
	return err
}
