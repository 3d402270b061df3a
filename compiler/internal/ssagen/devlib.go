package ssagen

import (
	"go/types"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// The device library: kern functions written in kernel Go (random number
// generators, RoundDigits) that are compiled from their source like math's, rather
// than lowered as intrinsics.

// deviceLibFuncs are the exported kern functions compiled from source.
var deviceLibFuncs = map[string]bool{
	"Philox4x32": true, "NewRand": true, "RoundDigits": true,
	"XoroshiroNext": true, "XoroshiroUniformFloat32": true, "XoroshiroUniformFloat64": true,
	"XoroshiroNormalFloat32": true, "XoroshiroNormalFloat64": true,
}

// regVarTypes are the kern types whose pointer methods a kernel calls on
// a local variable: each pointer method M is lowered as a call of the
// value method m (returning its results and the new value) on the
// variable's value, and a store of the new value.
var regVarTypes = map[string]bool{"Rand": true}

// deviceLib reports a kern function compiled from its Go source: one of
// deviceLibFuncs, or an unexported function or method, which only the
// library's own bodies can call.
func deviceLib(fn *ssa.Function) bool {
	name := baseName(fn)
	if fn.Signature.Recv() == nil && deviceLibFuncs[name] {
		return true
	}
	return !isExported(name)
}

// regVarPtr reports whether t is *kern.T for a register-variable type T,
// and returns T.
func regVarPtr(t types.Type) (types.Type, bool) {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return nil, false
	}
	name, n := kernNamed(p.Elem())
	if n == nil || !regVarTypes[name] {
		return nil, false
	}
	return n, true
}

// regVarAlloc reports whether a local whose address escapes (in go/ssa's
// terms) is a register variable: a kern.Rand (say) whose address only
// loads, stores and receivers of its pointer methods use.
func regVarAlloc(a *ssa.Alloc) bool {
	if _, ok := regVarPtr(a.Type()); !ok || a.Referrers() == nil {
		return false
	}
	for _, r := range *a.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr != a {
				return false
			}
		case *ssa.UnOp: // a load
		case *ssa.DebugRef:
		case *ssa.Call:
			c := r.Common()
			fn, ok := c.Value.(*ssa.Function)
			if !ok || c.IsInvoke() || fn.Signature.Recv() == nil || len(c.Args) == 0 || c.Args[0] != a {
				return false
			}
			for _, x := range c.Args[1:] {
				if x == a {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// regVarMethod lowers (*kern.T).M(&v, args...) as
//
//	s := v; (results..., s') := T.m(s, args...); v = s'
//
// where v is a local variable (an alloca the backends keep in registers).
func (fs *fnState) regVarMethod(callee *ssa.Function, args []ssa.Value, in *ssa.Call) ir.Value {
	name := baseName(callee)
	t, _ := regVarPtr(callee.Signature.Recv().Type())
	if a, ok := args[0].(*ssa.Alloc); !ok || (a.Heap && !regVarAlloc(a)) {
		fs.errorf(in.Pos(), CodePointer, "%s.%s needs its generator in a local variable (r := kern.NewRand(...); r.%s()): kernel code has no pointers to a %s in arrays, structs or parameters; pass it by value and return it",
			typeName(t), name, name, typeName(t))
		return nil
	}
	lower := strings.ToLower(name[:1]) + name[1:]
	sel := types.NewMethodSet(t).Lookup(callee.Pkg.Pkg, lower)
	if sel == nil {
		fs.errorf(in.Pos(), CodeKernAPI, "(*%s).%s is not supported in kernel code", typeName(t), name)
		return nil
	}
	valFn := callee.Prog.MethodValue(sel)
	f := fs.g.function(valFn, ir.Device, "", in.Pos(), fs.exact)
	if f == nil || len(f.Results) == 0 {
		return nil
	}
	p := fs.val(args[0])
	pt, ok := p.Type().(*ir.Pointer)
	if !ok {
		return nil
	}
	irArgs := []ir.Value{fs.emit(ir.OpLoad, pt.Elem, p)}
	for k, a := range args[1:] {
		x := fs.val(a)
		if k+1 < len(f.Params) {
			x = fs.coerce(x, f.Params[k+1].Typ)
		}
		irArgs = append(irArgs, x)
	}
	n := len(f.Results)
	if n == 1 {
		fs.emit(ir.OpStore, nil, p, fs.emitAux(ir.OpCall, f.ResultType(), 0, f, irArgs...))
		return nil
	}
	res := fs.emitAux(ir.OpCall, f.ResultType(), 0, f, irArgs...)
	fs.emit(ir.OpStore, nil, p, fs.emitAux(ir.OpExtract, f.Results[n-1], int64(n-1), nil, res))
	if n == 2 {
		return fs.emitAux(ir.OpExtract, f.Results[0], 0, nil, res)
	}
	var vals []ir.Value
	for k := range n - 1 {
		vals = append(vals, fs.emitAux(ir.OpExtract, f.Results[k], int64(k), nil, res))
	}
	return fs.tuple(vals...)
}
