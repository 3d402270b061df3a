package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/kernlab/kern/compiler"
)

// cmdIR prints the IR of every marked function of the named packages, or
// their diagnostics (exit status 1).
func cmdIR(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("kern ir", flag.ContinueOnError)
	fl.SetOutput(stderr)
	debug := fl.Bool("debug", false, "check indices, divisions and shifts, trapping with the position")
	dir := fl.String("C", ".", "resolve package patterns relative to `dir`")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: kern ir [-debug] [-C dir] PACKAGES...")
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
	prog, err := compiler.Load(*dir, patterns...)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if len(prog.Packages()) == 0 {
		fmt.Fprintf(stderr, "kern ir: no packages match %v\n", patterns)
		return 1
	}
	status := 0
	for _, pkg := range prog.Packages() {
		mod, diags := compiler.CompilePackage(prog, pkg, compiler.Options{Debug: *debug})
		if len(diags) > 0 {
			fmt.Fprintln(stderr, diags.Error())
			status = 1
			continue
		}
		if _, err := mod.WriteTo(stdout); err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
	}
	return status
}
