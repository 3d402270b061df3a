package arm64

import (
	"math/bits"

	"github.com/kernlab/kern/compiler/internal/lanes"
	"github.com/kernlab/kern/compiler/ir"
)

// instr lowers one instruction to the operation gc compiles it to on
// arm64 (ARM64.rules), so that every lane has the Go loop's bits: the
// same IEEE operation under the same FPCR (round to nearest, no flush to
// zero, NaNs propagated), fused where gc fuses (fusions).
func (l *lowering) instr(in *ir.Instr) error {
	switch in.Op {
	case ir.OpIndexAddr:
		if _, ok := lanes.ConstElem(in); ok {
			return nil // its loads are constants
		}
	case ir.OpLoad:
		if bits, ok := lanes.ConstElem(in.Args[0]); ok && lanes.IsBasic(in.Typ) && in.Typ.Size() == lanes.ElemSize(in.Args[0]) {
			l.vals[in] = l.splat(bits)
			return nil
		}
	}
	if fu, ok := l.fused[in]; ok {
		return l.fma(in, fu)
	}
	srcs := make([]int, len(in.Args))
	for k, a := range in.Args {
		r, err := l.get(a)
		if err != nil {
			return err
		}
		srcs[k] = r
	}
	t, _ := in.Typ.(*ir.Basic)
	var at *ir.Basic // the first operand's type
	if len(in.Args) > 0 {
		at, _ = in.Args[0].Type().(*ir.Basic)
	}
	if t == nil || at == nil {
		return opRefusal(in)
	}
	fl := t.IsFloat()
	r := -1
	switch in.Op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv:
		var op *opcode
		switch {
		case fl:
			op = map[ir.Op]*opcode{ir.OpAdd: opFADD, ir.OpSub: opFSUB, ir.OpMul: opFMUL, ir.OpDiv: opFDIV}[in.Op]
		case in.Op == ir.OpAdd:
			op = opADD
		case in.Op == ir.OpSub:
			op = opSUB
		case in.Op == ir.OpMul && l.w == 4:
			op = opMUL
		case in.Op == ir.OpMul:
			if r, ok := l.mulConst(in, srcs); ok {
				l.vals[in] = r
				return nil
			}
			return refusef("64-bit integer multiplication other than by ±2^k or ±(2^k+1) (NEON has none)")
		case in.Op == ir.OpDiv:
			var err error
			if r, err = l.intDiv(in, t, srcs); err != nil {
				return err
			}
			l.vals[in] = r
			return nil
		default:
			return opRefusal(in)
		}
		r = l.op2(op, srcs[0], srcs[1])
	case ir.OpRem:
		if fl {
			return opRefusal(in)
		}
		var err error
		if r, err = l.intDiv(in, t, srcs); err != nil {
			return err
		}
	case ir.OpAnd:
		r = l.op2(opAND, srcs[0], srcs[1])
	case ir.OpOr:
		r = l.op2(opORR, srcs[0], srcs[1])
	case ir.OpXor:
		r = l.op2(opEOR, srcs[0], srcs[1])
	case ir.OpAndNot:
		r = l.op2(opBIC, srcs[0], srcs[1]) // x &^ y
	case ir.OpShl, ir.OpShr:
		var err error
		if r, err = l.shift(in, t, srcs[0]); err != nil {
			return err
		}
	case ir.OpMin, ir.OpMax:
		var err error
		if r, err = l.minMax(in.Op == ir.OpMin, t, srcs[0], srcs[1]); err != nil {
			return err
		}
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
		var err error
		if r, err = l.compare(in.Op, at, srcs[0], srcs[1]); err != nil {
			return err
		}
	case ir.OpNeg:
		if fl {
			r = l.op1(opFNEG, srcs[0])
		} else {
			r = l.op1(opNEG, srcs[0])
		}
	case ir.OpNot, ir.OpCompl:
		r = l.op1(opNOT, srcs[0])
	case ir.OpSelect:
		r = l.sel(srcs[0], srcs[1], srcs[2])
	case ir.OpBitcast:
		r = srcs[0]
	case ir.OpConvert:
		switch {
		case t.IsInteger() && at.IsInteger(): // same width: the bits stay
			r = srcs[0]
		case t.IsInteger() && at.IsFloat() && t.IsSigned():
			r = l.op1(opFCVTZS, srcs[0]) // saturating, NaN to 0, as FCVTZS(S|D)(W)
		case t.IsInteger() && at.IsFloat():
			r = l.op1(opFCVTZU, srcs[0])
		case t.IsFloat() && at.IsInteger() && at.IsSigned():
			r = l.op1(opSCVTF, srcs[0])
		case t.IsFloat() && at.IsInteger():
			r = l.op1(opUCVTF, srcs[0])
		default:
			return refusef("conversion %v to %v", at, t)
		}
	case ir.OpMath:
		var err error
		if r, err = l.math(in, t, srcs); err != nil {
			return err
		}
	case ir.OpCall:
		var err error
		if r, err = l.mathCall(in, srcs); err != nil {
			return err
		}
	default:
		return opRefusal(in)
	}
	l.vals[in] = r
	return nil
}

// sel is m ? x : y lane by lane for a lane mask m (all ones or zero).
func (l *lowering) sel(m, x, y int) int {
	if x == y {
		return x
	}
	return l.emit([]int{m, x, y}, ins{op: opORR, d: rd, n: 0, m: 0}, ins{op: opBSL, d: rd, n: 1, m: 2})
}

// fma lowers an add or subtract gc fuses (fusion) to FMLA or FMLS into a
// copy of the accumulator (or its negation).
func (l *lowering) fma(in *ir.Instr, fu fusion) error {
	acc, err := l.get(fu.acc)
	if err != nil {
		return err
	}
	x, err := l.get(fu.x)
	if err != nil {
		return err
	}
	var y int
	if fu.hasRecip {
		y = l.splat(fu.recip)
	} else if y, err = l.get(fu.y); err != nil {
		return err
	}
	first := ins{op: opORR, d: rd, n: 0, m: 0}
	if fu.negAcc {
		first = ins{op: opFNEG, d: rd, n: 0}
	}
	op := opFMLA
	if fu.sub {
		op = opFMLS // acc + (-x)·y, as FMSUB and FNMADD
	}
	l.vals[in] = l.emit([]int{acc, x, y}, first, ins{op: op, d: rd, n: 1, m: 2})
	return nil
}

// compare is a lane mask of x OP y for operands of type t: ordered
// float comparisons (false for NaN) but !=, which is true for NaN.
func (l *lowering) compare(op ir.Op, t *ir.Basic, x, y int) (int, error) {
	var eq, gt, ge *opcode
	switch {
	case t.IsFloat():
		eq, gt, ge = opFCMEQ, opFCMGT, opFCMGE
	case t.Kind == ir.Bool:
		eq = opCMEQ
	case t.IsUnsigned():
		eq, gt, ge = opCMEQ, opCMHI, opCMHS
	default:
		eq, gt, ge = opCMEQ, opCMGT, opCMGE
	}
	switch op {
	case ir.OpEq:
		return l.op2(eq, x, y), nil
	case ir.OpNe:
		return l.op2not(eq, x, y), nil
	}
	if gt == nil {
		return 0, refusef("ordered comparison of bools")
	}
	switch op {
	case ir.OpLt:
		return l.op2(gt, y, x), nil
	case ir.OpLe:
		return l.op2(ge, y, x), nil
	case ir.OpGt:
		return l.op2(gt, x, y), nil
	}
	return l.op2(ge, x, y), nil
}

// minMax is Go's min or max: FMIN and FMAX for floats, as gc compiles
// them on arm64 (NaN if either is, -0 below +0); SMIN and the like for
// 32-bit integers, a comparison and a select for 64-bit ones.
func (l *lowering) minMax(isMin bool, t *ir.Basic, x, y int) (int, error) {
	switch {
	case t.IsFloat() && isMin:
		return l.op2(opFMIN, x, y), nil
	case t.IsFloat():
		return l.op2(opFMAX, x, y), nil
	case l.w == 4:
		op := map[[2]bool]*opcode{{true, true}: opSMIN, {true, false}: opSMAX, {false, true}: opUMIN, {false, false}: opUMAX}[[2]bool{t.IsSigned(), isMin}]
		return l.op2(op, x, y), nil
	}
	gt := opCMGT
	if t.IsUnsigned() {
		gt = opCMHI
	}
	m := l.op2(gt, x, y) // x > y
	if isMin {
		return l.sel(m, y, x), nil
	}
	return l.sel(m, x, y), nil
}

func (l *lowering) math(in *ir.Instr, t *ir.Basic, srcs []int) (int, error) {
	fn := ir.MathFn(in.AuxInt)
	if !t.IsFloat() {
		return 0, refusef("math.%v of %v", fn, t)
	}
	one := map[ir.MathFn]*opcode{ir.MathSqrt: opFSQRT, ir.MathAbs: opFABS, ir.MathFloor: opFRINTM,
		ir.MathCeil: opFRINTP, ir.MathTrunc: opFRINTZ, ir.MathRoundEven: opFRINTN, ir.MathRound: opFRINTA}
	if op, ok := one[fn]; ok {
		return l.op1(op, srcs[0]), nil
	}
	switch fn {
	case ir.MathCopysign: // the sign bit of y, the rest of x
		return l.sel(l.splat(1<<(8*l.w-1)), srcs[1], srcs[0]), nil
	case ir.MathFMA: // FMADDD z x y
		return l.emit(srcs, ins{op: opORR, d: rd, n: 2, m: 2}, ins{op: opFMLA, d: rd, n: 0, m: 1}), nil
	}
	return 0, refusef("math.%v", fn)
}

// mulConst lowers a 64-bit product by a constant c where c or -c is 2^k
// or 2^k+1 to a shift, an add and a negation (exact: all are arithmetic
// mod 2^64); false for any other product.
func (l *lowering) mulConst(in *ir.Instr, srcs []int) (int, bool) {
	j := -1
	for k, a := range in.Args {
		if _, ok := a.(*ir.Const); ok {
			j = k
		}
	}
	if j < 0 {
		return 0, false
	}
	c, x := in.Args[j].(*ir.Const).Bits, srcs[1-j]
	form := func(c uint64) (k int, plus, ok bool) {
		switch {
		case c != 0 && c&(c-1) == 0:
			return bits.TrailingZeros64(c), false, true
		case c > 2 && (c-1)&(c-2) == 0:
			return bits.TrailingZeros64(c - 1), true, true
		}
		return 0, false, false
	}
	neg := false
	k, plus, ok := form(c)
	if !ok {
		if k, plus, ok = form(-c); !ok {
			return 0, false
		}
		neg = true
	}
	v := x
	if k > 0 {
		v = l.emit([]int{x}, ins{op: opSHL, d: rd, n: 0, imm: k})
	}
	if plus {
		v = l.op2(opADD, v, x)
	}
	if neg {
		v = l.op1(opNEG, v)
	}
	return v, true
}

// shift lowers a shift by a constant count (Go's: a count of the width or
// more gives 0, or the sign for a signed right shift); a variable or
// negative one is varShift's.
func (l *lowering) shift(in *ir.Instr, t *ir.Basic, x int) (int, error) {
	c, ok := in.Args[1].(*ir.Const)
	if !ok || in.ShiftMayPanic() {
		return l.varShift(in, t, x)
	}
	width := uint64(8 * l.w)
	n := c.Bits
	if cb, ok := c.Typ.(*ir.Basic); ok && cb.Size() < 8 {
		n &= 1<<(8*cb.Size()) - 1
	}
	switch {
	case n == 0:
		return x, nil
	case in.Op == ir.OpShr && t.IsSigned():
		return l.emit([]int{x}, ins{op: opSSHR, d: rd, n: 0, imm: int(min(n, width))}), nil
	case n >= width:
		return l.splat(0), nil
	case in.Op == ir.OpShl:
		return l.emit([]int{x}, ins{op: opSHL, d: rd, n: 0, imm: int(n)}), nil
	}
	return l.emit([]int{x}, ins{op: opUSHR, d: rd, n: 0, imm: int(n)}), nil
}

// opRefusal says why the lowering does not take in, in a user's words.
func opRefusal(in *ir.Instr) error {
	switch in.Op {
	case ir.OpTrap:
		msg, _ := in.Aux.(string)
		return refusef("a path that panics (%s)", msg)
	case ir.OpCall:
		return refusef("call")
	}
	return refusef("%v", in.Op)
}
