package ssagen

import (
	"go/token"
	"go/types"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// call lowers a call: a builtin, an intrinsic (kern, math, math/bits) or
// a device function compiled from Go source.
func (fs *fnState) call(c *ssa.CallCommon, in *ssa.Call) ir.Value {
	pos := c.Pos()
	if c.IsInvoke() {
		fs.errorf(pos, CodeInterface, "method call through an interface: kernel code needs concrete types")
		return nil
	}
	switch callee := c.Value.(type) {
	case *ssa.Builtin:
		return fs.builtin(callee, c.Args, in)
	case *ssa.Function:
		return fs.staticCall(callee, c.Args, in)
	case *ssa.MakeClosure:
		return nil // reported at the closure
	}
	fs.errorf(pos, CodeDynCall, "call through a function value: kernel code can only call functions directly")
	return nil
}

func (fs *fnState) staticCall(callee *ssa.Function, args []ssa.Value, in *ssa.Call) ir.Value {
	pkg := pkgOf(callee)
	path := ""
	if pkg != nil {
		path = pkg.Path()
	}
	switch path {
	case abi.KernPath:
		return fs.kernCall(callee, args, in)
	case "math":
		if v, ok := fs.mathCall(callee, args, in); ok {
			return v
		}
	case "math/bits":
		if v, ok := fs.bitsCall(callee, args, in); ok {
			return v
		}
	case "math/cmplx":
		// Compiled from Go's source, as the rest of package math.
	case HalfPath:
		return fs.halfCall(callee, args, in)
	default:
		if !fs.callable(callee) {
			hint := ""
			if path == "fmt" || path == "log" {
				hint = "; to print from a kernel use kern.Printf(t, format, args...)"
			}
			fs.errorf(in.Pos(), CodeForeignCall, "call of %s: kernel code can only call functions of its own package, math, math/bits, math/cmplx, half and kern%s", funcName(callee), hint)
			return nil
		}
	}
	return fs.deviceCall(callee, args, in)
}

// callable reports whether a callee's Go source is compiled for the GPU:
// functions of the calling package (and of math and math/bits, which are
// handled before this).
func (fs *fnState) callable(callee *ssa.Function) bool {
	cp, mine := pkgOf(callee), pkgOf(fs.sfn)
	if cp == nil || mine == nil {
		return callee.Pkg == nil && callee.Parent() != nil // an anonymous function without free variables
	}
	return cp == mine || cp.Path() == mine.Path()
}

// deviceCall calls a device function, casting pointers to the generic
// space that device functions take.
func (fs *fnState) deviceCall(callee *ssa.Function, args []ssa.Value, in *ssa.Call) ir.Value {
	if len(callee.Blocks) == 0 {
		fs.errorf(in.Pos(), CodeForeignCall, "%s has no Go body (assembly or external): it cannot be compiled for the GPU", funcName(callee))
		return nil
	}
	f := fs.g.function(callee, ir.Device, "", in.Pos(), fs.exact)
	if f == nil {
		// Past math's recursion bound: Go never gets here.
		fs.check(ir.ConstInt(ir.Typ[ir.Bool], 0), ir.TrapUnreachable, "recursion bound of "+callee.Name())
		t, _ := Type(in.Type(), fs.space)
		if t == nil {
			return nil
		}
		return ir.Zero(t)
	}
	if f.UsesBarrier {
		fs.fn.UsesBarrier = true
	}
	var irArgs []ir.Value
	k := 0
	for _, a := range args {
		if IsThread(a.Type()) {
			continue
		}
		x := fs.val(a)
		if k < len(f.Params) {
			x = fs.coerce(x, f.Params[k].Typ)
		}
		irArgs = append(irArgs, x)
		k++
	}
	t := f.ResultType()
	if len(f.Results) == 0 && len(f.Blocks) == 0 {
		// The callee failed to lower; the call's type still follows Go.
		if tt, err := Type(in.Type(), fs.space); err == nil {
			t = tt
		}
	}
	return fs.emitAux(ir.OpCall, t, 0, f, irArgs...)
}

func (fs *fnState) builtin(b *ssa.Builtin, args []ssa.Value, in *ssa.Call) ir.Value {
	pos := in.Pos()
	i64 := ir.Typ[ir.Int64]
	switch b.Name() {
	case "len", "cap":
		x := fs.val(args[0])
		switch xt := x.Type().(type) {
		case *ir.Struct:
			if xt.Tag == "slice" {
				k := int64(1)
				if b.Name() == "cap" {
					k = 2
				}
				return fs.emitAux(ir.OpExtract, i64, k, nil, x)
			}
		case *ir.Array:
			return ir.ConstInt(i64, int64(xt.Len))
		case *ir.Pointer:
			if at, ok := xt.Elem.(*ir.Array); ok {
				return ir.ConstInt(i64, int64(at.Len))
			}
		}
		if t, ok := args[0].Type().Underlying().(*types.Basic); ok && t.Info()&types.IsString != 0 {
			fs.errorf(pos, CodeString, "strings are not supported in kernel code")
			return nil
		}
		fs.errorf(pos, CodeUnsupported, "%s of %s is not supported in kernel code", b.Name(), typeName(args[0].Type()))
		return nil
	case "min", "max":
		op := ir.OpMin
		if b.Name() == "max" {
			op = ir.OpMax
		}
		acc := fs.val(args[0])
		if _, ok := acc.Type().(*ir.Basic); !ok {
			fs.errorf(pos, CodeUnsupported, "%s of %s", b.Name(), typeName(args[0].Type()))
			return nil
		}
		for _, a := range args[1:] {
			acc = fs.emit(op, acc.Type(), acc, fs.val(a))
		}
		return acc
	case "ssa:wrapnilchk":
		return fs.val(args[0])
	case "copy":
		return fs.copySlices(pos, args)
	case "append":
		fs.errorf(pos, CodeAlloc, "append allocates memory: kernel code cannot allocate; write into a slice parameter or a local array")
	case "new":
		fs.errorf(pos, CodeAlloc, "new allocates memory: kernel code cannot allocate; use a local variable")
	case "recover":
		fs.errorf(pos, CodeRecover, "recover is not supported in kernel code")
	case "delete", "clear":
		if _, ok := args[0].Type().Underlying().(*types.Map); ok {
			fs.errorf(pos, CodeMap, "maps are not supported in kernel code")
			return nil
		}
		fs.errorf(pos, CodeUnsupported, "builtin %s is not supported in kernel code", b.Name())
	case "print", "println":
		fs.errorf(pos, CodeUnsupported, "builtin %s is not supported in kernel code; use kern.Printf(t, format, args...)", b.Name())
	case "close":
		fs.errorf(pos, CodeChan, "channels are not supported in kernel code")
	case "complex", "real", "imag":
		return fs.complexBuiltin(b.Name(), args, in)
	default:
		fs.errorf(pos, CodeUnsupported, "builtin %s is not supported in kernel code", b.Name())
	}
	return nil
}

// copySlices lowers copy(dst, src): a loop over min(len(dst), len(src))
// elements, run backwards when dst starts after src in the same kind of
// memory, so that overlapping slices copy as Go's memmove does.
func (fs *fnState) copySlices(pos token.Pos, args []ssa.Value) ir.Value {
	if t, ok := args[1].Type().Underlying().(*types.Basic); ok && t.Info()&types.IsString != 0 {
		fs.errorf(pos, CodeString, "strings are not supported in kernel code")
		return nil
	}
	i64, b := ir.Typ[ir.Int64], ir.Typ[ir.Bool]
	dst, src := fs.val(args[0]), fs.val(args[1])
	if dst == nil || src == nil {
		return nil
	}
	dt, ok1 := dst.Type().(*ir.Struct)
	st, ok2 := src.Type().(*ir.Struct)
	if !ok1 || !ok2 {
		fs.internal(pos, "copy of a non-slice")
		return nil
	}
	dp := fs.emitAux(ir.OpExtract, dt.Fields[0].Type, 0, nil, dst)
	sp := fs.emitAux(ir.OpExtract, st.Fields[0].Type, 0, nil, src)
	n := fs.emit(ir.OpMin, i64, fs.emitAux(ir.OpExtract, i64, 1, nil, dst), fs.emitAux(ir.OpExtract, i64, 1, nil, src))
	var back ir.Value = ir.ConstInt(b, 0)
	if ir.Identical(dp.Type(), sp.Type()) {
		back = fs.emit(ir.OpGt, b, dp, sp)
	}
	head, body, done := fs.fn.NewBlock("copy.head"), fs.fn.NewBlock("copy.body"), fs.fn.NewBlock("copy.done")
	fs.b.Jump(head)
	fs.b.SetBlock(head)
	k := fs.emit(ir.OpPhi, i64)
	fs.b.If(fs.emit(ir.OpLt, b, k, n), body, done)
	fs.b.SetBlock(body)
	one := ir.ConstInt(i64, 1)
	i := fs.emit(ir.OpSelect, i64, back, fs.emit(ir.OpSub, i64, fs.emit(ir.OpSub, i64, n, one), k), k)
	pt := dp.Type().(*ir.Pointer)
	v := fs.emit(ir.OpLoad, pt.Elem, fs.emit(ir.OpPtrAdd, sp.Type(), sp, i))
	fs.emit(ir.OpStore, nil, fs.emit(ir.OpPtrAdd, pt, dp, i), v)
	next := fs.emit(ir.OpAdd, i64, k, one)
	fs.b.Jump(head)
	// head's predecessors: the block before the loop, then the body.
	k.Args = []ir.Value{ir.ConstInt(i64, 0), next}
	fs.b.SetBlock(done)
	return n
}
