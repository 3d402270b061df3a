package kern

import (
	"fmt"
	"sync"
	"unsafe"
)

// The registry of generated code. `kern gen` writes one kern_gen.go per
// package whose init calls RegisterGenerated; lookups happen lazily at the
// first GPU call, so package-level ufunc variables (initialized before any
// init function runs) still find their code. The registry is written only
// during program initialization, like image.RegisterFormat.

// GenKind says what a generated function is.
type GenKind uint8

const (
	GenVectorize   GenKind = iota + 1 // a //kern:vectorize core and its element-wise wrapper kernels
	GenGUVectorize                    // a //kern:guvectorize core and its loop wrapper kernel
	GenKernel                         // a //kern:kernel
	GenReduce                         // a //kern:reduce binary function and its reduction kernels
)

// Entry roles: the kernel symbols a GenFunc may carry in Entries.
const (
	RoleKernel  = "kernel"  // the //kern:kernel itself
	RoleContig  = "contig"  // element-wise over contiguous operands: (n, ptrs...)
	RoleStrided = "strided" // element-wise over broadcast/strided operands
	RoleGU      = "gu"      // guvectorize: one thread per loop index
	RoleStage1  = "stage1"  // reduce: grid-stride + block tree, one partial per block
	RoleStage2  = "stage2"  // reduce: one block combines the partials
)

// GenParam describes one source-level parameter (after *kern.Thread for a
// kernel): a scalar, a slice ([]T), or a view (kern.ArrayN[T], Rank N).
type GenParam struct {
	Name  string
	DType string // nd dtype name: "float32", "int64", ...
	// Rank is 0 for a scalar, 1 for a slice, N for kern.ArrayN; Slice tells
	// a []T from an Array1[T].
	Rank  int
	Slice bool
}

// GenFunc is one compiled instantiation of a marked function.
type GenFunc struct {
	// ID is the identity the CPU side computes (see Identity):
	// "example.com/app.Discriminant[float32]".
	ID     Identity
	Kind   GenKind
	Layout string // guvectorize layout, e.g. "(m,n),(n,p)->(m,p)"
	Params []GenParam
	// Results are the dtypes of a vectorize/reduce core's results.
	Results []string
	// Entries maps a role (RoleKernel, RoleContig, ...) to the kernel's
	// symbol in the package's modules.
	Entries map[string]string
	// UsesBarrier: the kernel synchronizes threads (the sim target then
	// runs it cooperatively).
	UsesBarrier bool
	// CPU is a typed CPU loop with the core inlined by the Go compiler, with
	// Loop.Run's contract; CPU targets prefer it to the loop LoopN builds.
	// Nil for kernels.
	CPU func(n int, args []unsafe.Pointer, steps []int)
	// Fold is a reduce core's fold with the core inlined, with Loop.Fold's
	// contract (*acc = f(*acc, x[i]) left to right); nil for the others.
	Fold func(acc unsafe.Pointer, n int, x unsafe.Pointer, step int)
}

// GenPackage is everything `kern gen` compiled for one Go package.
type GenPackage struct {
	Path string // import path
	// SourceHash fingerprints the sources the code was generated from; the
	// generated test compares it with the current sources.
	SourceHash string
	// Generator is the kern version that wrote the file.
	Generator string
	// PTX is one module holding every kernel, for PTXArch and later (the
	// driver JITs it forward).
	PTX     string
	PTXArch string
	// AMDGPU maps a gfx target ("gfx90a") to a code object; LLVM is the
	// LLVM IR from which other targets are compiled at run time.
	AMDGPU map[string][]byte
	LLVM   string
	Funcs  []GenFunc
	// Traps is the trap-site table of a package generated in debug mode
	// (kern gen -debug): Traps[id] is "file:line:col: message" for the
	// site id a failed check writes into the PTX module's trap record.
	// Nil otherwise; a non-nil table makes every launch check the record.
	Traps []string
}

// Registry holds generated packages by function identity. The zero value
// is ready to use; programs use the one RegisterGenerated writes to.
type Registry struct {
	mu    sync.RWMutex
	pkgs  map[string]*GenPackage
	funcs map[Identity]genRef
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
// copies of one generated package), at program start.
func RegisterGenerated(p *GenPackage) {
	if err := generated.Register(p); err != nil {
		panic(err)
	}
}

// Generated returns the registry that generated files register into.
func Generated() *Registry { return &generated }
