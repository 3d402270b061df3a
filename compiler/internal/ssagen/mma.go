package ssagen

import (
	"fmt"
	"go/types"
	"math/bits"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/mma"
	"golang.org/x/tools/go/ssa"
)

// isFrag reports whether t is one of kern's MMA fragment types (FragA,
// FragB, FragAcc and its alias FragC).
func isFrag(t types.Type) bool {
	switch name, _ := kernNamed(t); name {
	case "FragA", "FragB", "FragAcc", "FragC":
		return true
	}
	return false
}

// fragElemError is the diagnostic for a fragment stored where a lane's
// registers cannot be: in memory.
func fragElemError(elem types.Type) error {
	if !isFrag(elem) {
		return nil
	}
	return &typeError{CodeMMA, "an MMA fragment (" + typeName(elem) + ") is a lane's share of a tile in registers: keep it in a local variable, not in a slice, array, pointer or shared memory"}
}

// mmaFormat is the ir.MMA* format of an MMA input type.
func mmaFormat(t types.Type) int {
	switch halfOf(t) {
	case halfF16:
		return ir.MMAF16
	case halfBF16:
		return ir.MMABF16
	case halfFP8:
		if HalfDType(t) == "float8_e4m3fn" {
			return ir.MMAE4M3
		}
		return ir.MMAE5M2
	}
	if b, ok := types.Unalias(t).Underlying().(*types.Basic); ok {
		switch b.Kind() {
		case types.Int8:
			return ir.MMAS8
		case types.Uint8:
			return ir.MMAU8
		}
	}
	return ir.MMATF32
}

// mmaAcc is the ir.MMAAcc* type of an accumulator element type.
func mmaAcc(t types.Type) int {
	if halfOf(t) == halfF16 {
		return ir.MMAAccF16
	}
	if b, ok := types.Unalias(t).Underlying().(*types.Basic); ok && b.Kind() == types.Int32 {
		return ir.MMAAccS32
	}
	return ir.MMAAccF32
}

// mmaK is the inner dimension of a format's 16×16×K shape.
func mmaK(format int) int64 {
	switch format {
	case ir.MMATF32:
		return 8
	case ir.MMAE4M3, ir.MMAE5M2, ir.MMAS8, ir.MMAU8:
		return 32
	}
	return 16
}

// mmaCall lowers the tensor-core API (kern.LoadA … kern.MMA) to OpMMA.
func (fs *fnState) mmaCall(name string, callee *ssa.Function, args []ssa.Value, in *ssa.Call) ir.Value {
	// One type argument (LoadA, LoadB, MMAShape: the input type;
	// LoadC, StoreC, FillAcc: the accumulator's), or MMA's three: A's and
	// B's input types and the accumulator's. The accumulator's ops keep
	// format 0.
	format, formatB, acc := 0, 0, ir.MMAAccF32
	ta := callee.TypeArgs()
	switch {
	case name == "LoadC" || name == "StoreC" || name == "FillAcc":
		if len(ta) == 1 {
			acc = mmaAcc(ta[0])
		}
	case len(ta) >= 1:
		format, formatB = mmaFormat(ta[0]), mmaFormat(ta[0])
	}
	if len(ta) == 3 {
		formatB, acc = mmaFormat(ta[1]), mmaAcc(ta[2])
	}
	if name == "MMAShape" {
		i64 := ir.Typ[ir.Int64]
		return fs.tuple(ir.ConstInt(i64, 16), ir.ConstInt(i64, 16), ir.ConstInt(i64, mmaK(format)))
	}
	fs.fn.UsesBarrier = true // warp-wide: the sim target needs cooperative threads
	rt := func() ir.Type { return fs.typ(in.Type(), in.Pos()) }
	switch name {
	case "FillC", "FillAcc":
		return fs.emitAux(ir.OpMMA, rt(), ir.MMAWithAcc(ir.MMAAux(ir.MMAFill, 0, 0), acc), nil, fs.val(args[1]))
	case "MMA":
		if !mma.Mixable(mma.Format(format), mma.Format(formatB)) {
			fs.errorf(in.Pos(), CodeMMA, "kern.MMA of A %s and B %s: the inputs must be of one type, kern.Float8E4M3 and kern.Float8E5M2 (either order) or int8 and uint8 (either order); load both operands as one type", typeName(ta[0]), typeName(ta[1]))
			return nil
		}
		if !mma.Accumulates(mma.Format(format), mma.Format(formatB), mma.Acc(acc)) {
			fs.errorf(in.Pos(), CodeMMA, "kern.MMA: %s", mma.AccMismatch(mma.Format(format), typeName(ta[0]), mma.Acc(acc)))
			return nil
		}
		return fs.emitAux(ir.OpMMA, rt(), ir.MMAWithAcc(ir.MMAComputeAux(format, formatB), acc), nil, fs.val(args[1]), fs.val(args[2]), fs.val(args[3]))
	}
	// LoadA/B/C(t, src, off, ld, layout), StoreC(t, dst, off, ld, c, layout).
	li := 4
	if name == "StoreC" {
		li = 5
	}
	layout, ok := constInt(args[li])
	if !ok {
		fs.errorf(in.Pos(), CodeMMA, "the layout of kern.%s must be a constant (kern.RowMajor or kern.ColMajor)", name)
		return nil
	}
	if layout != 0 && layout != 1 {
		fs.errorf(in.Pos(), CodeMMA, "the layout of kern.%s must be kern.RowMajor or kern.ColMajor, not %d", name, layout)
		return nil
	}
	k := mmaK(format)
	rows, cols := int64(16), int64(16)
	op := ir.MMALoadC
	switch name {
	case "LoadA":
		op, cols = ir.MMALoadA, k
	case "LoadB":
		op, rows = ir.MMALoadB, k
	case "StoreC":
		op = ir.MMAStore
	}
	if layout == 1 {
		rows, cols = cols, rows
	}
	s := fs.val(args[1])
	off, ld := fs.toI64(fs.val(args[2])), fs.toI64(fs.val(args[3]))
	fs.mmaBounds(s, off, ld, rows, cols)
	st, ok := s.Type().(*ir.Struct)
	if !ok {
		return nil
	}
	ptr := fs.emitAux(ir.OpExtract, st.Fields[0].Type, 0, nil, s)
	p := fs.emit(ir.OpPtrAdd, ptr.Type(), ptr, off)
	aux := ir.MMAWithAcc(ir.MMAAux(op, format, int(layout)), acc)
	if op == ir.MMAStore {
		fs.emitAux(ir.OpMMA, nil, aux, nil, p, fs.val(args[4]), ld)
		return nil
	}
	return fs.emitAux(ir.OpMMA, rt(), aux, nil, p, ld)
}

// mmaBounds checks (debug mode only) that a rows×cols tile at off with
// leading dimension ld lies inside the slice s, as the CPU targets do.
func (fs *fnState) mmaBounds(s, off, ld ir.Value, rows, cols int64) {
	if !fs.g.Opts.Debug {
		return
	}
	i64, b := ir.Typ[ir.Int64], ir.Typ[ir.Bool]
	n := fs.emitAux(ir.OpExtract, i64, 1, nil, s)
	end := fs.emit(ir.OpAdd, i64, fs.emit(ir.OpAdd, i64, off, fs.emit(ir.OpMul, i64, ld, ir.ConstInt(i64, rows-1))), ir.ConstInt(i64, cols))
	// One check a bound, so that the trap says which one failed.
	fs.check(fs.emit(ir.OpGe, b, off, ir.ConstInt(i64, 0)), ir.TrapBounds, "MMA tile out of range: offset < 0")
	fs.check(fs.emit(ir.OpGe, b, ld, ir.ConstInt(i64, cols)), ir.TrapBounds,
		fmt.Sprintf("MMA tile out of range: leading dimension < %d, a line's length", cols))
	fs.check(fs.emit(ir.OpLe, b, end, n), ir.TrapBounds,
		fmt.Sprintf("MMA tile out of range: it ends past the slice (off+%d*ld+%d > len)", rows-1, cols))
}

// fragMethod lowers the element access of a fragment (Len, At, With, and
// Pos, which the backends lower as OpMMA's pos forms) to
// ordinary IR on the fragment's registers: every backend keeps a lane's
// elements in the fragment type's first registers, packed as
// internal/mma.Get reads them (16-bit elements two to a register, the
// even one low; FP8 four; tf32 one), and the count a lane holds is the
// tile's elements over the warp's lanes, so the code is target-neutral.
// A dynamic index becomes a select over the registers; the backends
// unroll a loop to Len (a constant there) and fold it.
func (fs *fnState) fragMethod(name string, recv types.Type, args []ssa.Value, in *ssa.Call) ir.Value {
	kind, n := kernNamed(recv)
	i64, u32, b := ir.Typ[ir.Int64], ir.Typ[ir.Uint32], ir.Typ[ir.Bool]
	acc := kind == "FragAcc" || kind == "FragC"
	format, tile := 0, int64(mma.M*mma.N)
	if !acc {
		format = mmaFormat(n.TypeArgs().At(0))
		tile = mma.M * mmaK(format)
	}
	ws := fs.special(ir.WarpSize)
	count := fs.emitAux(ir.OpDiv, i64, ir.DivSafe, nil, ir.ConstInt(i64, tile), ws)
	if name == "Len" {
		return count
	}
	if name != "At" && name != "With" && name != "Pos" {
		fs.errorf(in.Pos(), CodeMMA, "kern.%s.%s cannot be called in kernel code", kind, name)
		return nil
	}
	if name == "With" {
		if refs := in.Referrers(); refs == nil || len(*refs) == 0 {
			fs.errorf(in.Pos(), CodeMMA, "the result of kern.%s.With is unused: fragments are values, so With returns the changed fragment; write f = f.With(e, v) and use f", kind)
			return nil
		}
	}
	frag := fs.val(args[0])
	ei := 1
	if name == "Pos" {
		ei = 2 // after t
	}
	if k, ok := constInt(args[ei]); ok {
		// Past the count a lane holds on a 32-lane warp, the most any
		// target gives, the index is out of range everywhere.
		if k < 0 || k >= tile/mma.Lanes {
			fs.errorf(in.Pos(), CodeMMA, "kern.%s.%s: element %d is out of range: a lane holds %d elements on a 32-lane warp and %d on a 64-lane wavefront; index from a loop to Len()", kind, name, k, tile/mma.Lanes, tile/(2*mma.Lanes))
			return nil
		}
		if k >= tile/(2*mma.Lanes) {
			fs.fn.Wave32Elems = append(fs.fn.Wave32Elems, ir.ElemIndex{
				Pos: fs.g.irPos(in.Pos()), Call: "kern." + kind + "." + name, Index: k, Len32: tile / mma.Lanes, Len64: tile / (2 * mma.Lanes),
			})
		}
	}
	e := fs.toI64(fs.val(args[ei]))
	if fs.g.Opts.Debug {
		u64 := ir.Typ[ir.Uint64]
		fs.check(fs.emit(ir.OpLt, b, fs.emit(ir.OpConvert, u64, e), fs.emit(ir.OpConvert, u64, count)), ir.TrapBounds,
			fmt.Sprintf("kern.%s.%s: element out of range (need 0 <= e < Len())", kind, name))
	}
	if name == "Pos" {
		// Where the element lies depends on the backend's layout: the
		// backends lower it.
		op := map[string]ir.MMAOp{"FragA": ir.MMAPosA, "FragB": ir.MMAPosB, "FragAcc": ir.MMAPosC, "FragC": ir.MMAPosC}[kind]
		row := fs.emitAux(ir.OpMMA, i64, ir.MMAAux(op, format, 0), nil, e)
		col := fs.emitAux(ir.OpMMA, i64, ir.MMAAux(op, format, 1), nil, e)
		return fs.tuple(row, col)
	}
	ft, ok := frag.Type().(*ir.Struct)
	if !ok || len(ft.Fields) != 1 {
		fs.errorf(in.Pos(), CodeMMA, "kern.%s has no register form", kind)
		return nil
	}
	arrT := ft.Fields[0].Type.(*ir.Array)
	regs := fs.emitAux(ir.OpExtract, arrT, 0, nil, frag)
	reg := func(k int) ir.Value { return fs.emitAux(ir.OpExtract, arrT.Elem, int64(k), nil, regs) }
	// pick is regs[idx] by a chain of selects (the last register for an
	// index out of range, which -debug traps).
	pick := func(idx ir.Value) ir.Value {
		v := reg(arrT.Len - 1)
		for k := arrT.Len - 2; k >= 0; k-- {
			v = fs.emit(ir.OpSelect, arrT.Elem, fs.emit(ir.OpEq, b, idx, ir.ConstInt(idx.Type().(*ir.Basic), int64(k))), reg(k), v)
		}
		return v
	}
	// put returns frag with regs[idx] replaced by v.
	put := func(idx, v ir.Value) ir.Value {
		var out ir.Value = regs
		for k := range arrT.Len {
			sel := fs.emit(ir.OpSelect, arrT.Elem, fs.emit(ir.OpEq, b, idx, ir.ConstInt(idx.Type().(*ir.Basic), int64(k))), v, reg(k))
			out = fs.emitAux(ir.OpInsert, arrT, int64(k), nil, out, sel)
		}
		return fs.emitAux(ir.OpInsert, ft, 0, nil, frag, out)
	}
	if acc {
		if name == "At" {
			return pick(e)
		}
		return put(e, fs.val(args[2]))
	}
	// An input element: register e/per, bits (e%per)·width up.
	width := 8 * mma.Format(format).ElemBytes()
	per := 32 / width
	e32 := fs.emit(ir.OpConvert, u32, e)
	idx := fs.emit(ir.OpShr, u32, e32, ir.ConstInt(u32, int64(bits.TrailingZeros(uint(per)))))
	sh := fs.emit(ir.OpMul, u32, fs.emit(ir.OpAnd, u32, e32, ir.ConstInt(u32, int64(per-1))), ir.ConstInt(u32, int64(width)))
	r := pick(idx)
	if name == "At" {
		rt := fs.typ(in.Type(), in.Pos())
		if width == 32 {
			return fs.emit(ir.OpBitcast, rt, r)
		}
		return fs.emit(ir.OpConvert, rt, fs.emit(ir.OpShr, u32, r, sh))
	}
	v := fs.val(args[2])
	if width == 32 {
		return put(idx, fs.tf32Bits(v))
	}
	// The element's bits only: an int8 converts sign-extended.
	bitsV := fs.emit(ir.OpAnd, u32, fs.emit(ir.OpConvert, u32, v), ir.ConstInt(u32, 1<<width-1))
	mask := fs.emit(ir.OpShl, u32, ir.ConstInt(u32, 1<<width-1), sh)
	nv := fs.emit(ir.OpOr, u32, fs.emit(ir.OpAndNot, u32, r, mask), fs.emit(ir.OpShl, u32, bitsV, sh))
	return put(idx, nv)
}

// tf32Bits is the float32 x rounded to tf32, as bits (internal/mma.ToTF32:
// to nearest, ties away from zero; a NaN canonical, ±Inf kept).
func (fs *fnState) tf32Bits(x ir.Value) ir.Value {
	u32, b := ir.Typ[ir.Uint32], ir.Typ[ir.Bool]
	c := func(v int64) ir.Value { return ir.ConstInt(u32, v) }
	bx := fs.emit(ir.OpBitcast, u32, x)
	nan := fs.emit(ir.OpGt, b, fs.emit(ir.OpAnd, u32, bx, c(0x7fffffff)), c(0x7f800000))
	inf := fs.emit(ir.OpEq, b, fs.emit(ir.OpAnd, u32, bx, c(0x7f800000)), c(0x7f800000))
	rounded := fs.emit(ir.OpAndNot, u32, fs.emit(ir.OpAdd, u32, bx, c(0x1000)), c(0x1fff))
	return fs.emit(ir.OpSelect, u32, nan, c(0x7fffffff), fs.emit(ir.OpSelect, u32, inf, bx, rounded))
}
