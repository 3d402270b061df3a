package registry

import (
	"fmt"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/kernlab/kern/abi"
)

// Registry holds generated packages by function identity. The zero value
// is ready to use.
type Registry struct {
	mu    sync.RWMutex
	pkgs  map[string]*abi.Package
	funcs map[abi.Identity]genRef
	// The staleness checks' caches, filled at first use.
	srcs   map[*abi.Package]*srcState
	checks map[*abi.Func]*funcCheck
	// The JIT: the registered compiler, its setting and its
	// compilations by source directory.
	compiler Compiler
	jitCfg   jitConfig
	jits     map[string]*jitState
}

type genRef struct {
	pkg *abi.Package
	fn  *abi.Func
}

// Register adds a package's generated code. Registering the same package
// twice, or two packages claiming one identity, is an error.
func (r *Registry) Register(p *abi.Package) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.pkgs == nil {
		r.pkgs = map[string]*abi.Package{}
		r.funcs = map[abi.Identity]genRef{}
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
// see PackageOf).
func (r *Registry) Lookup(id abi.Identity) (*abi.Package, *abi.Func, bool) {
	r.mu.RLock()
	ref, ok := r.funcs[id]
	r.mu.RUnlock()
	if ok {
		return ref.pkg, ref.fn, true
	}
	p, short := r.PackageOf(string(id))
	if p == nil {
		return nil, nil, false
	}
	for i := range p.Funcs {
		if ShortID(p, p.Funcs[i].ID) == short {
			return p, &p.Funcs[i], true
		}
	}
	return nil, nil, false
}

// Package returns a registered package by import path.
func (r *Registry) Package(path string) (*abi.Package, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	p, ok := r.pkgs[path]
	return p, ok
}

// Finding generated code by a function's runtime name. `kern gen` names
// a function of a main package "main.F", as the runtime of a built program
// does; under `go test` the runtime uses the package's import path instead
// ("example.com/app.F"). Lookups accept both spellings.

// mainPath is the import path of the program's main package.
var mainPath = sync.OnceValue(func() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		return bi.Path
	}
	return ""
})

// PackageOf returns the generated package of a runtime function name
// and the name's part after the package.
func (r *Registry) PackageOf(name string) (*abi.Package, string) {
	pkg, short := abi.SplitRuntimeName(name)
	if pkg == "main" {
		pkg = mainPath()
	}
	p, ok := r.Package(pkg)
	if !ok {
		return nil, short
	}
	return p, short
}

// ShortID is a generated function's ID without its package qualifier
// ("main." or the package path).
func ShortID(p *abi.Package, id abi.Identity) string {
	s := string(id)
	if rest, ok := strings.CutPrefix(s, p.Path+"."); ok {
		return rest
	}
	if rest, ok := strings.CutPrefix(s, "main."); ok {
		return rest
	}
	return s
}

// LookupKernel finds a kernel's generated code by its runtime name. A
// generic kernel's runtime name hides its type arguments ("pkg.K[...]"),
// so its instantiation is the first kernel of that name whose parameters
// match (match compares them with the launch's).
func (r *Registry) LookupKernel(name string, match func(*abi.Func) bool) (*abi.Package, *abi.Func) {
	base, generic := strings.CutSuffix(name, "[...]")
	if !generic {
		if p, f, ok := r.Lookup(abi.Identity(name)); ok && f.Kind == abi.KindKernel {
			return p, f
		}
		return nil, nil
	}
	p, short := r.PackageOf(base)
	if p == nil {
		return nil, nil
	}
	for i := range p.Funcs {
		f := &p.Funcs[i]
		if f.Kind == abi.KindKernel && strings.HasPrefix(ShortID(p, f.ID), short+"[") && match(f) {
			return p, f
		}
	}
	return nil, nil
}
