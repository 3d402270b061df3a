package kern

import (
	"fmt"
	"sync"

	"github.com/kernlab/kern/abi"
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

// Registry holds generated packages by function identity. The zero value
// is ready to use; programs use the one RegisterGenerated writes to.
type Registry struct {
	mu    sync.RWMutex
	pkgs  map[string]*GenPackage
	funcs map[Identity]genRef
	// The staleness checks' caches (stale.go), filled at first use.
	srcs   map[*GenPackage]*srcState
	checks map[*GenFunc]*funcCheck
	// The JIT (jit.go): the registered compiler, its setting and its
	// compilations by source directory.
	compiler Compiler
	jitCfg   jitConfig
	jits     map[string]*jitState
}

type genRef struct {
	pkg *GenPackage
	fn  *GenFunc
}

// Register adds a package's generated code. Registering the same package
// twice, or two packages claiming one identity, is an error.
func (r *Registry) Register(p *GenPackage) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.pkgs == nil {
		r.pkgs = map[string]*GenPackage{}
		r.funcs = map[Identity]genRef{}
	}
	if _, dup := r.pkgs[p.Path]; dup {
		return fmt.Errorf("kern: generated code for %s registered twice", p.Path)
	}
	for i := range p.Funcs {
		f := &p.Funcs[i]
		if old, dup := r.funcs[f.ID]; dup {
			return fmt.Errorf("kern: %s is generated in both %s and %s", f.ID, old.pkg.Path, p.Path)
		}
	}
	r.pkgs[p.Path] = p
	for i := range p.Funcs {
		r.funcs[p.Funcs[i].ID] = genRef{p, &p.Funcs[i]}
	}
	return nil
}

// Lookup finds the generated code of a function instantiation by the
// identity the CPU side computes, in either spelling of a main package's
// functions ("main.F" in a program, "example.com/app.F" in its test binary;
// see genlookup.go).
func (r *Registry) Lookup(id Identity) (*GenPackage, *GenFunc, bool) {
	r.mu.RLock()
	ref, ok := r.funcs[id]
	r.mu.RUnlock()
	if ok {
		return ref.pkg, ref.fn, true
	}
	p, short := genPackageOf(r, string(id))
	if p == nil {
		return nil, nil, false
	}
	for i := range p.Funcs {
		if shortID(p, p.Funcs[i].ID) == short {
			return p, &p.Funcs[i], true
		}
	}
	return nil, nil, false
}

// Package returns a registered package by import path.
func (r *Registry) Package(path string) (*GenPackage, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	p, ok := r.pkgs[path]
	return p, ok
}

// generated is the process's registry of `kern gen` output, written only by
// the init functions of generated files.
var generated Registry

// RegisterGenerated is called by the init function of a kern_gen.go file.
// It panics on a duplicate registration, which is a build mistake (two
// copies of one generated package), at program start. Unless p has a
// SourceDir, the directory of the calling file becomes it: that is where
// the staleness check (stale.go) finds the package's sources.
func RegisterGenerated(p *GenPackage) {
	if p.SourceDir == "" {
		p.SourceDir = sourceDirOf(1)
	}
	if err := generated.Register(p); err != nil {
		panic(err)
	}
}

// Generated returns the registry that generated files register into.
func Generated() *Registry { return &generated }
