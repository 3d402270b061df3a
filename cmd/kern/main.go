package main

import (
	"fmt"
	"io"
	"os"
)

// command is one subcommand: it gets its arguments (without the name) and
// returns the exit status.
type command struct {
	name, summary string
	run           func(args []string, stdout, stderr io.Writer) int
}

func commands() []command {
	return []command{
		{"gen", "compile marked functions and write kern_gen.go (go:generate)", cmdGen},
		{"ptx", "write a PTX module per package", cmdPTX},
		{"amdgpu", "write AMD GPU LLVM IR or a code object per package", cmdAMDGPU},
		{"ir", "print kern IR: the module kern gen compiles (-front: the front end's)", cmdIR},
		{"devices", "list CUDA and ROC devices", cmdDevices},
		{"jit", "compile one package for the run-time JIT (KERN_JIT=1 runs it)", cmdJIT},
		{"prof", "print a GPU profile's top kernels and copies (KERN_GPUPROFILE)", cmdProf},
	}
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: kern COMMAND [ARGS...]")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "kern help COMMAND (or kern COMMAND -h) prints a command's flags.")
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 2 && args[0] == "help" {
		// As go help build: the command's own usage, not the list.
		for _, c := range commands() {
			if c.name == args[1] {
				return c.run([]string{"-h"}, stdout, stderr)
			}
		}
		fmt.Fprintf(stderr, "kern help: unknown command %q\n", args[1])
		usage(stderr)
		return 2
	}
	if len(args) == 0 || args[0] == "-h" || args[0] == "help" || args[0] == "--help" {
		usage(stderr)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "kern: unknown command %q\n", args[0])
	usage(stderr)
	return 2
}
