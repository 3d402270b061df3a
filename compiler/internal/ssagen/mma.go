package ssagen

import (
	"fmt"
	"go/constant"
	"go/types"

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
	c, ok := args[li].(*ssa.Const)
	if !ok || c.Value == nil {
		fs.errorf(in.Pos(), CodeMMA, "the layout of kern.%s must be a constant (kern.RowMajor or kern.ColMajor)", name)
		return nil
	}
	layout, _ := constant.Int64Val(c.Value)
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
