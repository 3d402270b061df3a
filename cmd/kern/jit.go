package main

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"

	"github.com/kernlab/kern/internal/jitc"
)

// cmdJIT compiles the marked functions of the package in one directory for
// the run-time JIT and writes the result (abi.Package as JSON, without CPU
// loops) to stdout:
//
//	kern jit DIR
//
// Programs run with KERN_JIT=1 that do not link package jit run it as
// `go tool kern jit DIR`. It uses and fills the JIT's disk cache.
func cmdJIT(args []string, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
		fmt.Fprintln(stderr, "usage: kern jit DIR")
		return 0
	}
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: kern jit DIR")
		return 2
	}
	dir, err := filepath.Abs(args[0])
	if err != nil {
		fmt.Fprintf(stderr, "kern jit: %v\n", err)
		return 1
	}
	p, err := jitc.Compile(dir)
	if err != nil {
		fmt.Fprintf(stderr, "kern jit: %v\n", err)
		return 1
	}
	if err := json.NewEncoder(stdout).Encode(p); err != nil {
		fmt.Fprintf(stderr, "kern jit: %v\n", err)
		return 1
	}
	return 0
}
