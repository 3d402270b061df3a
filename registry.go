package kern

import (
	"io"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/internal/registry"
)

// The registry of generated code. `kern gen` writes one kern_gen.go per
// package whose init calls RegisterGenerated; lookups happen lazily at the
// first GPU call, so package-level ufunc variables (initialized before any
// init function runs) still find their code. The registry is written only
// during program initialization, like image.RegisterFormat.

// The registration types and names are package abi's, the contract
// between kern gen and this runtime; generated files and users spell them
// here.

// GenKind says what a generated function is.
type GenKind = abi.Kind

// The kinds of generated functions.
const (
	GenVectorize   = abi.KindVectorize   // a //kern:vectorize core and its element-wise wrapper kernels
	GenGUVectorize = abi.KindGUVectorize // a //kern:guvectorize core and its loop wrapper kernel
	GenKernel      = abi.KindKernel      // a //kern:kernel
	GenReduce      = abi.KindReduce      // a //kern:reduce binary function and its reduction kernels
)

// Entry roles: the kernel symbols a GenFunc may carry in Entries.
const (
	RoleKernel  = abi.RoleKernel  // the //kern:kernel itself
	RoleContig  = abi.RoleContig  // element-wise over contiguous operands
	RoleStrided = abi.RoleStrided // element-wise over broadcast/strided operands
	RoleGU      = abi.RoleGU      // guvectorize: one thread per loop index
	RoleStage1  = abi.RoleStage1  // reduce: grid-stride + block tree, one partial per block
	RoleStage2  = abi.RoleStage2  // reduce: one block combines the partials
)

// GenParam describes one source-level parameter (abi.Param).
type GenParam = abi.Param

// GenFunc is one compiled instantiation of a marked function (abi.Func).
type GenFunc = abi.Func

// GenPackage is everything `kern gen` compiled for one Go package
// (abi.Package).
type GenPackage = abi.Package

// GenPrintFormat is one kern.Printf call site of generated code: the
// format table entry its print records name.
type GenPrintFormat = abi.PrintFormat

// GenGlobal is a package-level variable whose value generated GPU code
// holds as constant data (GenPackage.Globals).
type GenGlobal = abi.Global

// Registry holds generated packages by function identity. The zero value
// is ready to use; programs use the one RegisterGenerated writes to.
type Registry struct {
	impl registry.Registry
}

// Register adds a package's generated code. Registering the same package
// twice, or two packages claiming one identity, is an error.
func (r *Registry) Register(p *GenPackage) error { return r.impl.Register(p) }

// Lookup finds the generated code of a function instantiation by the
// identity the CPU side computes, in either spelling of a main package's
// functions ("main.F" in a program, "example.com/app.F" in its test
// binary).
func (r *Registry) Lookup(id Identity) (*GenPackage, *GenFunc, bool) { return r.impl.Lookup(id) }

// Package returns a registered package by import path.
func (r *Registry) Package(path string) (*GenPackage, bool) { return r.impl.Package(path) }

// generated is the process's registry of `kern gen` output, written only by
// the init functions of generated files.
var generated Registry

// genRegistry is the registry the runtime looks code up in.
func genRegistry() *registry.Registry { return &generated.impl }

// RegisterGenerated is called by the init function of a kern_gen.go file.
// It panics on a duplicate registration, which is a build mistake (two
// copies of one generated package), at program start. Unless p has a
// SourceDir, the directory of the calling file becomes it: that is where
// the staleness check finds the package's sources.
func RegisterGenerated(p *GenPackage) {
	if p.SourceDir == "" {
		p.SourceDir = registry.SourceDirOf(1)
	}
	if p.Name == "" {
		p.Name = registry.PackageNameOf(1)
	}
	if err := generated.Register(p); err != nil {
		panic(err)
	}
}

// SetWarnings makes w the writer of kern's warnings, which are about
// slow paths taken silently otherwise: a function whose generated code is
// stale (its source changed since kern gen) runs on the CPU targets as
// its Go function — a kernel on the simulator instead of its block
// function, often 100× slower — and each such function is named once,
// with the go generate to run and its package directory. The default
// writer is os.Stderr; nil discards warnings.
func SetWarnings(w io.Writer) { registry.SetWarnings(w) }

// Generated returns the registry that generated files register into.
func Generated() *Registry { return &generated }

// Compiling at run time (the JIT). When the JIT is on, a function whose
// generated code is stale or missing is compiled from its package's
// source at its first use, and its GPU code comes from that compilation
// (the CPU targets run its Go loop). The compiler is either linked in
// (programs that import github.com/kernlab/kern/jit register it here) or
// the module's kern tool, run as `go tool kern jit DIR`. The root package
// never imports the compiler, so programs stay lean and deployed binaries
// need no Go toolchain.
//
// KERN_JIT=1 turns the JIT on, KERN_JIT=0 off; unset, it is on exactly
// when package jit is linked in.

// Compiler compiles the marked functions of the Go package in dir, as
// kern gen would, into a package of GPU code whose functions carry the
// fingerprints of the sources they were compiled from. Package jit
// provides kern's.
type Compiler func(dir string) (*GenPackage, error)

// RegisterCompiler makes c the JIT's compiler. Package jit calls it from
// its init function; a second registration panics, as a second
// registration of generated code does.
func RegisterCompiler(c Compiler) {
	if err := generated.impl.SetCompiler(c); err != nil {
		panic(err)
	}
}
