package ssagen

import (
	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// viewMethod lowers a method of kern.ArrayN[T]: the view is
// {ptr, shape0..n-1, stride0..n-1} with strides in elements.
func (fs *fnState) viewMethod(n int, name string, args []ssa.Value, in *ssa.Call) ir.Value {
	i64 := ir.Typ[ir.Int64]
	v := fs.val(args[0])
	vt, ok := v.Type().(*ir.Struct)
	if !ok || len(vt.Fields) != 1+2*n {
		return nil
	}
	field := func(k int) ir.Value { return fs.emitAux(ir.OpExtract, vt.Fields[k].Type, int64(k), nil, v) }
	shape := func(k int) ir.Value { return field(1 + k) }
	stride := func(k int) ir.Value { return field(1 + n + k) }
	pack := func(get func(int) ir.Value) ir.Value {
		at := &ir.Array{Elem: i64, Len: n}
		var r ir.Value = ir.Zero(at)
		for k := range n {
			r = fs.emitAux(ir.OpInsert, at, int64(k), nil, r, get(k))
		}
		return r
	}
	switch name {
	case "Len":
		return shape(0)
	case "Stride":
		return stride(0)
	case "Shape":
		return pack(shape)
	case "Strides":
		return pack(stride)
	case "Dim":
		return fs.dim(n, args[1], shape, in)
	case "At", "Set", "Ptr":
		if len(args) < 1+n {
			return nil
		}
		off := ir.Value(nil)
		for k := range n {
			i := fs.toI64(fs.val(args[1+k]))
			fs.boundsCheck(i, func() ir.Value { return shape(k) })
			term := fs.emit(ir.OpMul, i64, i, stride(k))
			if off == nil {
				off = term
			} else {
				off = fs.emit(ir.OpAdd, i64, off, term)
			}
		}
		p := field(0)
		addr := fs.emit(ir.OpPtrAdd, p.Type(), p, off)
		elem := p.Type().(*ir.Pointer).Elem
		switch name {
		case "At":
			return fs.emit(ir.OpLoad, elem, addr)
		case "Set":
			fs.emit(ir.OpStore, nil, addr, fs.val(args[1+n]))
			return nil
		}
		return addr
	case "Data":
		fs.errorf(in.Pos(), CodeKernAPI, "Data is host-side API: kernel code reads a kern array with At, Set and Ptr")
		return nil
	}
	fs.errorf(in.Pos(), CodeKernAPI, "kern array method %s is not supported in kernel code", name)
	return nil
}

// dim is Dim(k): a constant axis picks the extent; a variable one selects.
func (fs *fnState) dim(n int, k ssa.Value, shape func(int) ir.Value, in *ssa.Call) ir.Value {
	if c, ok := k.(*ssa.Const); ok && c.Value != nil {
		ax := c.Int64()
		if ax < 0 || ax >= int64(n) {
			fs.errorf(in.Pos(), CodeKernAPI, "axis %d out of range for a %d-d kern array", ax, n)
			return nil
		}
		return shape(int(ax))
	}
	kv := fs.toI64(fs.val(k))
	if fs.g.Opts.Debug {
		fs.check(fs.emit(ir.OpLt, ir.Typ[ir.Bool], fs.emit(ir.OpConvert, ir.Typ[ir.Uint64], kv), fs.emit(ir.OpConvert, ir.Typ[ir.Uint64], ir.ConstInt(ir.Typ[ir.Int64], int64(n)))), ir.TrapBounds, "axis out of range")
	}
	r := shape(n - 1)
	for ax := n - 2; ax >= 0; ax-- {
		eq := fs.emit(ir.OpEq, ir.Typ[ir.Bool], kv, ir.ConstInt(ir.Typ[ir.Int64], int64(ax)))
		r = fs.emit(ir.OpSelect, ir.Typ[ir.Int64], eq, shape(ax), r)
	}
	return r
}
