package ptx

import (
	"github.com/kernlab/kern/compiler/ir"
)

// instr writes one non-phi instruction.
func (e *fn) instr(in *ir.Instr) {
	if in.Op < ir.OpJump && in.Op != ir.OpStore && in.Op != ir.OpCall && in.Op != ir.OpBarrier &&
		in.Op != ir.OpWarpSync && in.Op != ir.OpFence && in.Typ == nil {
		e.fail(ErrInvalid, "%s without a result type", in.Op)
		return
	}
	switch in.Op {
	case ir.OpPhi:
		// Assigned on the incoming edges (phiMoves).
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpRem, ir.OpAnd, ir.OpOr, ir.OpXor,
		ir.OpAndNot, ir.OpShl, ir.OpShr, ir.OpMin, ir.OpMax:
		if len(in.Args) != 2 {
			e.fail(ErrInvalid, "%s needs 2 operands", in.Op)
			return
		}
		e.binary(in)
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
		if len(in.Args) != 2 {
			e.fail(ErrInvalid, "%s needs 2 operands", in.Op)
			return
		}
		if e.dropped[in] {
			return // made at each branch on it (sinkcmp.go)
		}
		e.compare(in)
	case ir.OpNeg, ir.OpNot, ir.OpCompl:
		if len(in.Args) != 1 {
			e.fail(ErrInvalid, "%s needs 1 operand", in.Op)
			return
		}
		e.unary(in)
	case ir.OpConvert:
		e.convert(in)
	case ir.OpBitcast:
		e.bitcast(in)
	case ir.OpSelect:
		e.selectOp(in)
	case ir.OpAlloca, ir.OpShared, ir.OpDynShared:
		e.alloc(in)
	case ir.OpLoad:
		e.load(in)
	case ir.OpStore:
		e.store(in)
	case ir.OpFieldAddr, ir.OpIndexAddr, ir.OpPtrAdd:
		e.address(in)
	case ir.OpExtract, ir.OpInsert:
		e.aggregate(in)
	case ir.OpAddrSpace:
		e.addrSpace(in)
	case ir.OpCall:
		e.call(in)
	case ir.OpSpecial:
		e.special(in)
	case ir.OpBarrier:
		if in.AuxInt == ir.BarrierGrid {
			e.gridSync()
			break
		}
		// bar.sync orders shared and global accesses among the block's
		// threads, which is what both fence flags ask for (see doc.go).
		e.ins("bar.sync 0")
	case ir.OpBarrierRed:
		// bar.red is bar.sync 0 that also reduces the predicate over
		// the block's threads (exited ones are left out).
		switch ir.BarrierRedOp(in.AuxInt) {
		case ir.BarrierPopc:
			e.ins("bar.red.popc.u32 %s, 0, %s", e.dst(in), e.scalar(in.Args[0]))
		case ir.BarrierAnd:
			e.ins("bar.red.and.pred %s, 0, %s", e.dst(in), e.scalar(in.Args[0]))
		case ir.BarrierOr:
			e.ins("bar.red.or.pred %s, 0, %s", e.dst(in), e.scalar(in.Args[0]))
		default:
			e.fail(ErrInvalid, "barrier reduction %d", in.AuxInt)
		}
	case ir.OpWarpSync:
		e.ins("bar.warp.sync -1")
	case ir.OpFence:
		switch in.AuxInt {
		case 0:
			e.ins("membar.cta")
		case 1:
			e.ins("membar.gl")
		case 2:
			e.ins("membar.sys")
		default:
			e.fail(ErrInvalid, "fence scope %d", in.AuxInt)
		}
	case ir.OpAtomic, ir.OpAtomicCAS:
		e.atomic(in)
	case ir.OpShfl:
		e.shfl(in)
	case ir.OpVote:
		e.vote(in)
	case ir.OpClock:
		e.clock(in)
	case ir.OpAsync:
		e.async(in)
	case ir.OpPrint:
		e.print(in)
	case ir.OpMath:
		e.math(in)
	case ir.OpHalf:
		e.half(in)
	case ir.OpMMA:
		e.mma(in)
	case ir.OpJump, ir.OpIf, ir.OpReturn, ir.OpTrap, ir.OpUnreachable:
		e.terminator(in)
	default:
		e.fail(ErrUnsupported, "op %s", in.Op)
	}
}

// basicOf returns v's Basic type (pointers as u64), failing otherwise.
func (e *fn) basicOf(t ir.Type) *ir.Basic {
	b := basic(t)
	if b == nil {
		e.fail(ErrInvalid, "type %s is not a scalar", t)
		return ir.Typ[ir.Int32]
	}
	return b
}

// normalize re-extends an 8/16-bit integer after an operation that may
// have carried bits past its width (Go's wrap-around).
func (e *fn) normalize(b *ir.Basic, r string) {
	switch b.Kind {
	case ir.Int8:
		e.ins("cvt.s32.s8 %s, %s", r, r)
	case ir.Int16:
		e.ins("cvt.s32.s16 %s, %s", r, r)
	case ir.Uint8:
		e.ins("and.b32 %s, %s, 255", r, r)
	case ir.Uint16:
		e.ins("and.b32 %s, %s, 65535", r, r)
	}
}

var floatOps = map[ir.Op]string{ir.OpAdd: "add.rn", ir.OpSub: "sub.rn", ir.OpMul: "mul.rn", ir.OpDiv: "div.rn"}
var intOps = map[ir.Op]string{ir.OpAdd: "add", ir.OpSub: "sub", ir.OpMul: "mul.lo", ir.OpDiv: "div", ir.OpRem: "rem"}
var bitOps = map[ir.Op]string{ir.OpAnd: "and", ir.OpOr: "or", ir.OpXor: "xor"}

// binary writes the two-operand arithmetic ops.
func (e *fn) binary(in *ir.Instr) {
	b := e.basicOf(in.Typ)
	d := e.dst(in)
	a0, a1 := in.Args[0], in.Args[1]
	if _, c := a0.(*ir.Const); c && ir.OpInfo[in.Op].Commutative {
		a0, a1 = a1, a0
	}
	x := e.scalar(a0)
	y := e.operand(a1)
	if !immOps[in.Op] || b.Kind == ir.Bool {
		y = e.scalar(a1)
	}
	ot := opType(b)
	switch {
	case b.Kind == ir.Bool:
		switch in.Op {
		case ir.OpAnd, ir.OpOr, ir.OpXor:
			e.ins("%s.pred %s, %s, %s", bitOps[in.Op], d, x, y)
		case ir.OpAndNot:
			t := e.newReg(clsPred)
			e.ins("not.pred %s, %s", t, y)
			e.ins("and.pred %s, %s, %s", d, x, t)
		default:
			e.fail(ErrInvalid, "%s on bool", in.Op)
		}
		return
	case b.IsFloat():
		switch in.Op {
		case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv:
			// Explicit .rn: ptxas never contracts mul+add into fma, so the
			// result is the CPU's, bit for bit.
			e.ins("%s.%s %s, %s, %s", floatOps[in.Op], ot, d, x, y)
		case ir.OpMin, ir.OpMax:
			e.fminmax(b, in.Op == ir.OpMax, d, x, y)
		default:
			e.fail(ErrInvalid, "%s on %s", in.Op, b)
		}
		return
	case !b.IsInteger():
		e.fail(ErrInvalid, "%s on %s", in.Op, b)
		return
	}
	if in.Op == ir.OpMul && b.Size() == 8 {
		if x32, ok := e.zext32(in.Args[0]); ok {
			if y32, ok := e.zext32(in.Args[1]); ok {
				// blockIdx*blockDim and the like: one 32×32→64 multiply.
				e.ins("mul.wide.u32 %s, %s, %s", d, x32, y32)
				return
			}
		}
	}
	switch in.Op {
	case ir.OpAdd, ir.OpSub, ir.OpMul:
		e.ins("%s.%s %s, %s, %s", intOps[in.Op], ot, d, x, y)
	case ir.OpAnd, ir.OpOr, ir.OpXor:
		e.ins("%s.%s %s, %s, %s", bitOps[in.Op], bitType(b), d, x, y)
	case ir.OpAndNot:
		if c, ok := a1.(*ir.Const); ok {
			e.ins("and.%s %s, %s, %s", bitType(b), d, x, constOperand(c.Typ, ^c.Bits))
			break
		}
		t := e.newReg(classOf(b))
		e.ins("not.%s %s, %s", bitType(b), t, y)
		e.ins("and.%s %s, %s, %s", bitType(b), d, x, t)
	case ir.OpMin:
		e.ins("min.%s %s, %s, %s", ot, d, x, y)
	case ir.OpMax:
		e.ins("max.%s %s, %s, %s", ot, d, x, y)
	case ir.OpDiv, ir.OpRem:
		c, ok := a1.(*ir.Const)
		if (in.AuxInt == ir.DivSafe || ok && c.Bits != 0 && !(b.IsSigned() && c.Int() == -1)) && !e.md.opts.Debug {
			// A divisor known to need no fix-up. (A debug build keeps the
			// check: its trap sites are numbered alike in the AMD code.)
			if ok {
				y = constOperand(c.Typ, c.Bits)
			}
			e.ins("%s.%s %s, %s, %s", intOps[in.Op], ot, d, x, y)
			break
		}
		e.divRem(in.Op == ir.OpRem, b, d, x, y)
	case ir.OpShl, ir.OpShr:
		e.shift(in, b, d, x)
	}
	e.normalize(b, d)
}

// divRem writes Go's integer / and %. The PTX instructions leave x/0 and
// MinInt/-1 unspecified, so the divisor is replaced by 1 in both cases and
// the result fixed up: MinInt/-1 = MinInt (= -x wrapped), MinInt%-1 = 0,
// x/0 = all bits set (-1, or MaxUint) and x%0 = x, as the interpreter
// (eval.DivZero) and PTX div.u do, or a trap under Options.Debug.
// 8/16-bit values divide in 32 bits, where MinInt8/-1 = 128 re-normalizes
// to MinInt8 as Go requires.
func (e *fn) divRem(rem bool, b *ir.Basic, d, x, y string) {
	ot, bt, c := opType(b), bitType(b), classOf(b)
	pz := e.newReg(clsPred)
	e.ins("setp.eq.%s %s, %s, 0", ot, pz, y)
	if e.md.opts.Debug {
		e.trapIf(pz, "integer divide by zero")
	}
	safe := e.newReg(c)
	pm := ""
	if b.IsSigned() {
		pm = e.newReg(clsPred)
		e.ins("setp.eq.%s %s, %s, -1", ot, pm, y)
		ps := e.newReg(clsPred)
		e.ins("or.pred %s, %s, %s", ps, pz, pm)
		e.ins("selp.%s %s, 1, %s, %s", bt, safe, y, ps)
	} else {
		e.ins("selp.%s %s, 1, %s, %s", bt, safe, y, pz)
	}
	if rem {
		// y = ±1 gives 0 by itself; only x%0 = x needs fixing.
		e.ins("rem.%s %s, %s, %s", ot, d, x, safe)
		e.ins("selp.%s %s, %s, %s, %s", bt, d, x, d, pz)
		return
	}
	e.ins("div.%s %s, %s, %s", ot, d, x, safe)
	if pm != "" {
		n := e.newReg(c)
		e.ins("neg.%s %s, %s", ot, n, x)
		e.ins("selp.%s %s, %s, %s, %s", bt, d, n, d, pm)
	}
	e.ins("selp.%s %s, -1, %s, %s", bt, d, d, pz)
}

// shift writes Go's << and >>: the count is unsigned (or non-negative) of
// any width, and counts >= the width give 0, or all sign bits for a signed
// >>, which PTX's own clamping of counts gives.
func (e *fn) shift(in *ir.Instr, b *ir.Basic, d, x string) {
	width := 32
	if b.Size() == 8 {
		width = 64
	}
	op := "shl"
	if in.Op == ir.OpShr {
		op = "shr"
	}
	if c, ok := in.Args[1].(*ir.Const); ok && !in.ShiftMayPanic() {
		// A constant count needs no clamping: past the width, a left or
		// unsigned shift gives 0 and a signed one the sign bits.
		switch k := c.Bits; {
		case k < uint64(b.Bits()):
			e.ins("%s.%s %s, %s, %d", op, shiftType(in.Op, b), d, x, k)
		case in.Op == ir.OpShr && b.IsSigned():
			e.ins("shr.%s %s, %s, %d", opType(b), d, x, width-1)
		default:
			e.ins("mov.%s %s, 0", bitType(b), d)
		}
		return
	}
	sb := e.basicOf(in.Args[1].Type())
	s := e.scalar(in.Args[1])
	cnt := s
	if sb.Size() == 8 {
		// The 32-bit count PTX takes, saturated first so that no count
		// wraps to a small one.
		t := e.newReg(cls64)
		e.ins("min.u64 %s, %s, %d", t, s, width)
		cnt = e.newReg(cls32)
		e.ins("cvt.u32.u64 %s, %s", cnt, t)
	} else if sb.Kind == ir.Bool || !sb.IsInteger() {
		e.fail(ErrInvalid, "shift count of type %s", sb)
		return
	}
	// PTX clamps a count past the register width to the width (PTX ISA,
	// shl and shr): 0 for a left or unsigned shift, the sign bits for a
	// signed one, as Go gives. (An 8- or 16-bit value sits normalized in
	// a 32-bit register, where shifting by its own width or more gives the
	// same.)
	e.ins("%s.%s %s, %s, %s", op, shiftType(in.Op, b), d, x, cnt)
}

// shiftType is the PTX type of a shift: arithmetic for a signed right
// shift, else the bits.
func shiftType(op ir.Op, b *ir.Basic) string {
	if op == ir.OpShr && b.IsSigned() {
		return opType(b)
	}
	return bitType(b)
}

// fminmax writes Go's min/max for floats (runtime fmin/fmax): a NaN
// operand gives NaN (y's if y is NaN, else x's), and min(-0, +0) = -0,
// max(-0, +0) = +0. PTX min/max return the non-NaN operand, so both cases
// are patched after the instruction.
func (e *fn) fminmax(b *ir.Basic, isMax bool, d, x, y string) {
	ot, bt, ic := opType(b), bitType(b), cls32
	if b.Size() == 8 {
		ic = cls64
	}
	op, bits := "min", "or"
	if isMax {
		op, bits = "max", "and"
	}
	m := e.newReg(classOf(b))
	e.ins("%s.%s %s, %s, %s", op, ot, m, x, y)
	// Equal operands: only ±0 differ in bits; or/and of the bits picks -0/+0.
	xb, yb := e.newReg(ic), e.newReg(ic)
	e.ins("mov.%s %s, %s", bt, xb, x)
	e.ins("mov.%s %s, %s", bt, yb, y)
	e.ins("%s.%s %s, %s, %s", bits, bt, xb, xb, yb)
	z := e.newReg(classOf(b))
	e.ins("mov.%s %s, %s", bt, z, xb)
	pe := e.newReg(clsPred)
	e.ins("setp.eq.%s %s, %s, %s", ot, pe, x, y)
	e.ins("selp.%s %s, %s, %s, %s", ot, m, z, m, pe)
	px, py := e.newReg(clsPred), e.newReg(clsPred)
	e.ins("setp.nan.%s %s, %s, %s", ot, px, x, x)
	e.ins("selp.%s %s, %s, %s, %s", ot, m, x, m, px)
	e.ins("setp.nan.%s %s, %s, %s", ot, py, y, y)
	e.ins("selp.%s %s, %s, %s, %s", ot, d, y, m, py)
}

// compare writes the comparisons into a predicate.
func (e *fn) compare(in *ir.Instr) { e.compareTo(in, e.dst(in)) }

// compareTo writes the comparison in into predicate d.
func (e *fn) compareTo(in *ir.Instr, d string) {
	b := e.basicOf(in.Args[0].Type())
	if b.Kind == ir.Bool {
		x, y := e.scalar(in.Args[0]), e.scalar(in.Args[1])
		switch in.Op {
		case ir.OpEq:
			t := e.newReg(clsPred)
			e.ins("xor.pred %s, %s, %s", t, x, y)
			e.ins("not.pred %s, %s", d, t)
		case ir.OpNe:
			e.ins("xor.pred %s, %s, %s", d, x, y)
		default:
			e.fail(ErrInvalid, "%s on bool", in.Op)
		}
		return
	}
	op, a0, a1 := in.Op, in.Args[0], in.Args[1]
	if _, c := a0.(*ir.Const); c {
		// 3 < n as n > 3: the constant becomes an immediate.
		op, a0, a1 = swapped[op], a1, a0
	}
	x, y := e.scalar(a0), e.operand(a1)
	cmp := map[ir.Op]string{ir.OpEq: "eq", ir.OpNe: "ne", ir.OpLt: "lt", ir.OpLe: "le", ir.OpGt: "gt", ir.OpGe: "ge"}[op]
	if b.IsFloat() && op == ir.OpNe {
		cmp = "neu" // x != y is true when either is NaN
	}
	e.ins("setp.%s.%s %s, %s, %s", cmp, opType(b), d, x, y)
}

// unary writes neg, not and compl.
func (e *fn) unary(in *ir.Instr) {
	b := e.basicOf(in.Typ)
	d := e.dst(in)
	x := e.scalar(in.Args[0])
	switch {
	case in.Op == ir.OpNot && b.Kind == ir.Bool:
		e.ins("not.pred %s, %s", d, x)
	case in.Op == ir.OpNeg && b.IsFloat():
		// Flip the sign bit, as Go does (PTX neg may canonicalize NaNs).
		e.signBits(b, d, x, "xor", false)
	case in.Op == ir.OpNeg && b.IsInteger():
		e.ins("neg.%s %s, %s", signedType(b), d, x)
		e.normalize(b, d)
	case in.Op == ir.OpCompl && b.IsInteger():
		e.ins("not.%s %s, %s", bitType(b), d, x)
		e.normalize(b, d)
	default:
		e.fail(ErrInvalid, "%s on %s", in.Op, b)
	}
}

// signBits applies op ("xor" flips, "and" with invert clears) with the
// float's sign mask to x's bits.
func (e *fn) signBits(b *ir.Basic, d, x, op string, invert bool) {
	ic, bt, mask := cls32, "b32", "0x80000000"
	if b.Size() == 8 {
		ic, bt, mask = cls64, "b64", "0x8000000000000000"
	}
	if invert {
		mask = "0x7FFFFFFF"
		if b.Size() == 8 {
			mask = "0x7FFFFFFFFFFFFFFF"
		}
	}
	t := e.newReg(ic)
	e.ins("mov.%s %s, %s", bt, t, x)
	e.ins("%s.%s %s, %s, %s", op, bt, t, t, mask)
	e.ins("mov.%s %s, %s", bt, d, t)
}

// nonNeg32 reports a 32-bit-or-narrower integer known to be non-negative:
// an unsigned value, or a special register (thread and block indices and
// sizes are below 2^31), so its sign and zero extensions agree.
func nonNeg32(v ir.Value) bool {
	b, ok := v.Type().(*ir.Basic)
	if !ok || !b.IsInteger() || b.Size() > 4 {
		return false
	}
	if b.IsUnsigned() {
		return true
	}
	in, ok := v.(*ir.Instr)
	return ok && in.Op == ir.OpSpecial
}

// zext32 is the 32-bit register of v when v is a 64-bit integer converted
// from a non-negative 32-bit one.
func (e *fn) zext32(v ir.Value) (string, bool) {
	c, ok := v.(*ir.Instr)
	if !ok || c.Op != ir.OpConvert || len(c.Args) != 1 || !nonNeg32(c.Args[0]) {
		return "", false
	}
	return e.scalar(c.Args[0]), true
}

// immOps take their second operand as an immediate when it is constant.
var immOps = map[ir.Op]bool{ir.OpAdd: true, ir.OpSub: true, ir.OpMul: true, ir.OpAnd: true, ir.OpOr: true, ir.OpXor: true}

// swapped is the comparison with its operands exchanged.
var swapped = map[ir.Op]ir.Op{ir.OpEq: ir.OpEq, ir.OpNe: ir.OpNe, ir.OpLt: ir.OpGt, ir.OpGt: ir.OpLt, ir.OpLe: ir.OpGe, ir.OpGe: ir.OpLe}

// operand is v as a source operand: an immediate for a scalar constant
// (PTX takes one in place of a register, saving the mov), else its
// register.
func (e *fn) operand(v ir.Value) string {
	if c, ok := v.(*ir.Const); ok {
		if b := basic(c.Typ); b != nil && b.Kind != ir.Bool {
			return constOperand(c.Typ, c.Bits)
		}
	}
	return e.scalar(v)
}
