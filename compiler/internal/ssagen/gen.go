package ssagen

import (
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// Options change how functions are lowered. They are part of a compile
// job's identity.
type Options struct {
	// Debug checks every index, view access, division and signed shift
	// count, trapping with the source position.
	Debug bool
	// FastMath allows approximate math forms (reserved for passes).
	FastMath bool
	// Rounded holds the operator positions of the float multiplies an
	// explicit conversion rounds, T(x*y): they are emitted ir.NoContract,
	// since the Go specification forbids fusing them into a multiply-add.
	Rounded map[token.Pos]bool
	// HalfConsts holds, in position order, the untyped constants Go
	// converts implicitly to a reduced-precision type (or to a type
	// parameter that may be one) as a bit pattern: those inside a
	// function being compiled are reported, since the code means the
	// value.
	HalfConsts []HalfConst
}

// HalfConst is an untyped constant converted implicitly to a reduced-
// precision type: where it is, its source text and the type it is given
// (a type parameter in generic code, resolved by each instance).
type HalfConst struct {
	Pos  token.Pos
	Text string
	Type types.Type
	// Var is the package-level variable whose initial value holds the
	// constant, or nil.
	Var types.Object
}

// Diag is one problem found while lowering.
type Diag struct {
	Pos token.Pos
	// Func is the Go name of the marked function being compiled
	// ("Discriminant[float32]").
	Func string
	Code Code
	Msg  string
}

// Entry is a marked function to lower.
type Entry struct {
	Fn   *ssa.Function
	Kind ir.FuncKind
	// Name is the IR name, "pkg/path.Func[float32]"; Source the Go name
	// used in messages.
	Name, Source string
}

// Gen lowers functions into one module. It is not safe for concurrent use.
type Gen struct {
	Fset  *token.FileSet
	Opts  Options
	Mod   *ir.Module
	Diags []Diag

	funcs   map[funcKey]*ir.Function
	busy    map[*ssa.Function]int  // active lowerings (more than one only for math's bounded recursion)
	done    map[*ssa.Function]bool // lowered (successfully or not)
	globals map[*ssa.Global]*ir.Global
	writes  map[*ssa.Global]token.Pos // globals code may change after their initialisation (written)
	seen    map[lineKey]bool
	fmuls   map[*ssa.Function]bool // multipliesFloats, memoized
	entry   string                 // Source of the entry being lowered, for messages
	stack   []frame                // the functions being lowered, outermost first
	// sharedAt is where each OpShared's kern.Shared call is, for the
	// messages of checkShared.
	sharedAt map[*ir.Instr]token.Pos
}

// frame is a function being lowered and where it was called from.
type frame struct {
	fn   *ssa.Function
	call token.Pos
}

type funcKey struct {
	fn    *ssa.Function
	kind  ir.FuncKind
	depth int
	exact bool
}

// alwaysExact reports the functions lowered exact, with everything they
// call: every float multiply ir.NoContract, so the GPU's FMA contraction
// leaves them as Go rounds them. Go's math/cmplx algorithms cancel (Asin
// of a large argument subtracts nearly equal parts): an fma in a math
// function they call moves a result tens of ULP from Go's, where package
// math's own results move one or two. math.Log2 ends in Log(frac)/ln2 +
// exp, which cancels next to 1: fused, Log2(1+2^-52) is 10% from Go's.
func alwaysExact(fn *ssa.Function) bool {
	p := pkgOf(fn)
	if p == nil {
		return false
	}
	// math.Log2 calls log2 (archFallback) where amd64 would call archLog2.
	return p.Path() == "math/cmplx" || p.Path() == "math" && (fn.Name() == "Log2" || fn.Name() == "log2")
}

// mathRecursion is how deep package math may recurse: Go's pow calls
// itself once (Pow(-Inf, y) = Pow(-0, -y)); each level is a copy of the
// function, and a deeper call traps.
const mathRecursion = 2

// New returns a Gen writing into a fresh module named name.
func New(fset *token.FileSet, name string, opts Options) *Gen {
	return &Gen{
		Fset:    fset,
		Opts:    opts,
		Mod:     &ir.Module{Name: name},
		funcs:   map[funcKey]*ir.Function{},
		busy:    map[*ssa.Function]int{},
		done:    map[*ssa.Function]bool{},
		globals: map[*ssa.Global]*ir.Global{},
		seen:    map[lineKey]bool{},
		fmuls:   map[*ssa.Function]bool{},

		sharedAt: map[*ir.Instr]token.Pos{},
	}
}

// Lower lowers an entry function and everything it calls. It returns nil
// when the entry could not be lowered; the reasons are in g.Diags.
func (g *Gen) Lower(e Entry) *ir.Function {
	g.entry = e.Source
	before := len(g.Diags)
	f := g.function(e.Fn, e.Kind, e.Name, token.NoPos, false)
	if len(g.Diags) > before {
		return nil
	}
	if e.Kind == ir.Kernel {
		if g.checkShared(f); len(g.Diags) > before {
			return nil
		}
	}
	return f
}

func (g *Gen) report(pos token.Pos, code Code, format string, args ...any) {
	d := Diag{Pos: pos, Func: g.entry, Code: code, Msg: fmt.Sprintf(format, args...)}
	g.blameCaller(&d)
	// One diagnostic per code and source line (a map literal is several
	// ssa instructions), and a device function reached from two entries
	// is reported once.
	k := lineKey{code: code}
	if d.Pos.IsValid() && g.Fset != nil {
		p := g.Fset.Position(d.Pos)
		k.file, k.line = p.Filename, p.Line
	} else {
		k.msg = d.Msg
	}
	if g.seen[k] {
		return
	}
	g.seen[k] = true
	g.Diags = append(g.Diags, d)
}

// blameCaller moves a problem found inside a standard library function
// (math.J0 reads tables the GPU cannot have) to the user's call of it,
// naming the function and where in its source the problem is: the user can
// change the call, not GOROOT.
func (g *Gen) blameCaller(d *Diag) {
	for _, f := range g.stack {
		p := pkgOf(f.fn)
		if p == nil || (p.Path() != "math" && p.Path() != "math/bits" && p.Path() != "math/cmplx") || !f.call.IsValid() {
			continue
		}
		where := ""
		if d.Pos.IsValid() && g.Fset != nil {
			pp := g.Fset.Position(d.Pos)
			where = fmt.Sprintf(" at %s:%d", filepath.Base(pp.Filename), pp.Line)
		}
		d.Msg = fmt.Sprintf("%s is not supported in kernel code (docs/math-accuracy.md lists the math functions that are): in its Go source%s, %s", funcName(f.fn), where, d.Msg)
		d.Pos = f.call
		return
	}
}

type lineKey struct {
	file string
	line int
	code Code
	msg  string
}

// multipliesFloats reports whether fn, or a function it calls, has a float
// multiply: only those need an exact copy. A function already being
// scanned (math's bounded recursion) counts as multiplying: at worst an
// exact copy too many.
func (g *Gen) multipliesFloats(fn *ssa.Function) bool {
	if v, ok := g.fmuls[fn]; ok {
		return v
	}
	g.fmuls[fn] = true
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.BinOp:
				if t, ok := x.X.Type().Underlying().(*types.Basic); ok && x.Op == token.MUL && t.Info()&types.IsFloat != 0 {
					return true
				}
			case ssa.CallInstruction:
				switch c := x.Common().Value.(type) {
				case *ssa.Function:
					if g.multipliesFloats(c) {
						return true
					}
				case *ssa.MakeClosure:
					if g.multipliesFloats(c.Fn.(*ssa.Function)) {
						return true
					}
				}
			}
		}
	}
	g.fmuls[fn] = false
	return false
}

// function returns the IR function for fn, lowering it on first use.
// callPos is where it is called from (NoPos for entries), for the
// recursion message. exact asks for the copy whose float multiplies are
// never contracted (the callee of exact code); alwaysExact's functions
// are exact for every caller.
func (g *Gen) function(fn *ssa.Function, kind ir.FuncKind, name string, callPos token.Pos, exact bool) *ir.Function {
	if exact && !g.multipliesFloats(fn) {
		exact = false // nothing to keep unfused: share the ordinary copy
	}
	exactName := exact // a copy of a function not exact by itself
	if alwaysExact(fn) {
		exact, exactName = true, false
	}
	depth := g.busy[fn]
	if depth > 0 {
		if p := pkgOf(fn); p == nil || p.Path() != "math" {
			g.report(callPos, CodeRecursion, "recursive call of %s: kernel code cannot recurse (the GPU has no call stack for it); rewrite it as a loop", fn.Name())
			return g.funcs[funcKey{fn, kind, 0, exact}]
		}
		if depth > mathRecursion {
			return nil
		}
	}
	key := funcKey{fn, kind, depth, exact}
	if f, ok := g.funcs[key]; ok {
		return f
	}
	if name == "" {
		name = funcName(fn)
	}
	if exactName {
		name += "·exact"
	}
	if depth > 0 {
		name += "·" + itoa(depth)
	}
	if m := g.Mod.Func(name); m != nil && m.Kind != kind {
		name += "·device"
	}
	f := &ir.Function{Name: name, Kind: kind, Source: fn.Name(), Pos: g.irPos(fn.Pos())}
	g.funcs[key] = f
	g.Mod.Funcs = append(g.Mod.Funcs, f)
	g.busy[fn]++
	g.stack = append(g.stack, frame{fn, callPos})
	g.lowerSafely(fn, f, exact)
	g.stack = g.stack[:len(g.stack)-1]
	g.busy[fn]--
	return f
}

func itoa(n int) string { return fmt.Sprint(n) }

// lowerSafely turns an internal panic into a K999 diagnostic, unless the
// function already has a real error (which the panic is a consequence of).
func (g *Gen) lowerSafely(fn *ssa.Function, f *ir.Function, exact bool) {
	before := len(g.Diags)
	defer func() {
		if r := recover(); r != nil {
			if len(g.Diags) == before {
				g.report(fn.Pos(), CodeInternal, "internal compiler error lowering %s: %v", fn.Name(), r)
			}
			f.Blocks = nil
		}
	}()
	fs := newFnState(g, fn, f)
	fs.exact = exact
	fs.lower()
}

// funcName is the module-unique IR name of a Go function:
// "pkg/path.Name", "pkg/path.Name[float32]", "pkg/path.T.Method".
func funcName(fn *ssa.Function) string {
	var b strings.Builder
	if p := pkgOf(fn); p != nil {
		b.WriteString(p.Path())
		b.WriteString(".")
	}
	if recv := fn.Signature.Recv(); recv != nil {
		b.WriteString(strings.TrimPrefix(types.TypeString(recv.Type(), func(p *types.Package) string { return p.Name() }), "*"))
		b.WriteString(".")
	}
	b.WriteString(fn.Name())
	return b.String()
}

func (g *Gen) irPos(p token.Pos) ir.Pos {
	if !p.IsValid() || g.Fset == nil {
		return ir.Pos{}
	}
	q := g.Fset.Position(p)
	return ir.Pos{File: q.Filename, Line: q.Line, Col: q.Column}
}
