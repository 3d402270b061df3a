package kern

import (
	"runtime/debug"
	"strings"
	"sync"

	"github.com/kernlab/kern/abi"
)

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

// genPackageOf returns the generated package of a runtime function name
// and the name's part after the package.
func genPackageOf(r *Registry, name string) (*GenPackage, string) {
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

// shortID is a generated function's ID without its package qualifier
// ("main." or the package path).
func shortID(p *GenPackage, id Identity) string {
	s := string(id)
	if rest, ok := strings.CutPrefix(s, p.Path+"."); ok {
		return rest
	}
	if rest, ok := strings.CutPrefix(s, "main."); ok {
		return rest
	}
	return s
}

// lookupKernel finds a kernel's generated code. A generic kernel's runtime
// name hides its type arguments ("pkg.K[...]"), so its instantiation is
// found by its parameters' element types and ranks.
func lookupKernel(r *Registry, name string, params []paramSpec) (*GenPackage, *GenFunc) {
	base, generic := strings.CutSuffix(name, "[...]")
	if !generic {
		if p, f, ok := r.Lookup(Identity(name)); ok && f.Kind == GenKernel {
			return p, f
		}
		return nil, nil
	}
	p, short := genPackageOf(r, base)
	if p == nil {
		return nil, nil
	}
	for i := range p.Funcs {
		f := &p.Funcs[i]
		if f.Kind == GenKernel && strings.HasPrefix(shortID(p, f.ID), short+"[") && paramsMatch(f.Params, params) {
			return p, f
		}
	}
	return nil, nil
}
