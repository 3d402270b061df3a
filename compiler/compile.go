package compiler

import (
	"fmt"
	"go/token"
	"slices"
	"sort"

	"github.com/kernlab/kern/compiler/internal/ssagen"
	"github.com/kernlab/kern/compiler/ir"
)

// Options change the generated code; they are part of a Job's identity.
type Options struct {
	// Debug checks every index, view access, integer division and signed
	// shift count; a failure traps with the source position.
	Debug bool
	// FastMath allows approximate math (reserved for the passes).
	FastMath bool
	// NoFMA keeps x*y+z a multiply and an add in GPU code (kern gen
	// -fmad=false), giving the CPU's bits; by default GPU code fuses them
	// (passes.Contract), as nvcc and Numba do.
	NoFMA bool
}

// Job names one instance of one marked function to compile. It is a
// comparable value, so it can key a cache of compiled code.
type Job struct {
	Pkg  string // import path
	Func string // Go name without type arguments
	// TypeArgs are the instance's type arguments, comma-separated
	// ("float32", "float32,int64"); empty for a non-generic function.
	TypeArgs string
	Options
}

// Name is the IR name of the job's function: "pkg/path.Func[float32]".
func (j Job) Name() string { return j.Pkg + "." + sourceName(j.Func, j.TypeArgs) }

func jobKey(pkg, name, targ string) string { return pkg + "." + sourceName(name, targ) }

// Jobs lists a job per instance of every marked function, with opts.
func (p *Program) Jobs(opts Options) []Job {
	var out []Job
	for _, m := range p.Marked {
		for _, targ := range m.Instances {
			out = append(out, Job{Pkg: m.Pkg, Func: m.Name, TypeArgs: targ, Options: opts})
		}
	}
	return out
}

// Lookup returns the marked function a job names, or nil.
func (p *Program) Lookup(j Job) *Marked {
	for _, m := range p.Marked {
		if m.Pkg == j.Pkg && m.Name == j.Func {
			return m
		}
	}
	return nil
}

// Compile lowers one job's function and every device function it calls
// into a module of its own. The module is nil when there are diagnostics.
func Compile(p *Program, j Job) (*ir.Module, Diagnostics) {
	m := p.Lookup(j)
	if m == nil || !hasInstance(m, j.TypeArgs) {
		return nil, Diagnostics{{Kernel: sourceName(j.Func, j.TypeArgs), Code: string(ssagen.CodeDirective),
			Msg: fmt.Sprintf("%v: %s", ErrNoFunc, j.Name())}}
	}
	g := ssagen.New(p.Fset, j.Name(), ssagen.Options{Debug: j.Debug, FastMath: j.FastMath, Rounded: p.rounded, HalfConsts: p.halfConsts})
	ds := p.lower(g, m, j.TypeArgs)
	if len(ds) > 0 {
		return nil, ds
	}
	return g.Mod, nil
}

// CompilePackage compiles every marked function of a loaded package into
// one module and reports every problem of the package.
func CompilePackage(p *Program, pkgPath string, opts Options) (*ir.Module, Diagnostics) {
	g := ssagen.New(p.Fset, pkgPath, ssagen.Options{Debug: opts.Debug, FastMath: opts.FastMath, Rounded: p.rounded, HalfConsts: p.halfConsts})
	var ds Diagnostics
	for _, d := range p.diags {
		if p.fileOf(d.Pos) == pkgPath {
			ds = append(ds, d)
		}
	}
	for _, m := range p.Marked {
		if m.Pkg != pkgPath {
			continue
		}
		if len(m.Instances) == 0 {
			ds = append(ds, m.diags...)
		}
		for _, targ := range m.Instances {
			ds = append(ds, p.lower(g, m, targ)...)
		}
	}
	ds = dedupe(ds)
	ds.sort()
	if len(ds) > 0 {
		return g.Mod, ds
	}
	return g.Mod, nil
}

func hasInstance(m *Marked, targ string) bool {
	for _, t := range m.Instances {
		if t == targ {
			return true
		}
	}
	return false
}

// lower lowers one instance into g's module.
func (p *Program) lower(g *ssagen.Gen, m *Marked, targ string) Diagnostics {
	var ds Diagnostics
	src := sourceName(m.Name, targ)
	for _, d := range m.diags {
		if d.Kernel == src || d.Kernel == m.Name {
			d.Kind = m.Kind
			ds = append(ds, d)
		}
	}
	if len(ds) > 0 {
		return ds
	}
	fn := p.fns[jobKey(m.Pkg, m.Name, targ)]
	if fn == nil {
		return Diagnostics{{Pos: m.Pos, Kernel: src, Kind: m.Kind, Code: string(ssagen.CodeInternal), Msg: "internal compiler error: no SSA instance for " + src}}
	}
	kind := ir.Device
	if m.Kind == KindKernel {
		kind = ir.Kernel
	}
	before := len(g.Diags)
	if f := g.Lower(ssagen.Entry{Fn: fn, Kind: kind, Name: jobKey(m.Pkg, m.Name, targ), Source: src}); f != nil && kind == ir.Kernel {
		f.MaxThreads, f.MaxRegs = m.MaxThreads, m.MaxRegs
	}
	for _, d := range g.Diags[before:] {
		ds = append(ds, Diagnostic{Pos: p.position(d.Pos, m.Pos), Kernel: d.Func, Kind: m.Kind, Code: string(d.Code), Msg: d.Msg})
	}
	ds.sort()
	return ds
}

func (p *Program) position(pos token.Pos, fallback token.Position) token.Position {
	if pos.IsValid() {
		return p.Fset.Position(pos)
	}
	return fallback
}

// fileOf is the package a directive diagnostic belongs to.
func (p *Program) fileOf(pos token.Position) string {
	for path, src := range p.srcs {
		for _, f := range src.files {
			if p.Fset.Position(f.Pos()).Filename == pos.Filename {
				return path
			}
		}
		if slices.Contains(src.testFiles, pos.Filename) {
			return path
		}
	}
	return ""
}

// Packages lists the loaded packages that were scanned for directives
// (those the patterns named), sorted by import path.
func (p *Program) Packages() []string {
	var out []string
	for path, src := range p.srcs {
		if src.user {
			out = append(out, path)
		}
	}
	sort.Strings(out)
	return out
}
