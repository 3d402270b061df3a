// Package jit links kern's compiler into a program so that kernels and
// ufunc cores are compiled from their Go source at run time when their
// generated code is stale or missing: edit a kernel and run, without
// go generate.
//
//	import _ "github.com/kernlab/kern/jit"
//
// Importing the package turns the JIT on (KERN_JIT=0 turns it off again).
// Then, at the first use of a function whose kern_gen.go code does not
// match its source (or that kern gen never compiled), kern compiles the
// function's package in process, with the pipeline kern gen runs and the
// options of the package's `//go:generate go tool kern gen` line, and
// runs the new PTX (CUDA) or LLVM IR (ROC: amd_comgr builds the code
// object, as for a processor kern gen built none for); the CPU targets run
// the Go loop. Up-to-date functions keep their generated code.
//
// Without this package, KERN_JIT=1 does the same through the module's
// kern tool (`go tool kern jit DIR`, one process per package): the
// program stays lean, and the first use pays for starting the tool.
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
	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/jitc"
)

func init() { kern.RegisterCompiler(jitc.Compile) }
