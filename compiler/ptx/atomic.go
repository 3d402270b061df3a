package ptx

import (
	"github.com/kernlab/kern/compiler/ir"
)

// nativeAtom returns the PTX atom operation and type for op on b, or ok =
// false when PTX has no such atom (float min/max, 8/16-bit integers, f64
// add before sm_60).
// Signedness does not matter for add's wrap-around, so it uses .u32/.u64;
// min/max keep the sign.
func nativeAtom(op ir.AtomicOp, b *ir.Basic, sm int) (name, typ string, ok bool) {
	switch {
	case b.Kind == ir.Bool || isSub(b):
		return "", "", false
	case op == ir.AtomicAdd && b.Kind == ir.Float64 && sm < 60:
		return "", "", false
	case op == ir.AtomicAdd && b.IsFloat():
		return "add", opType(b), true
	case b.IsFloat() && op == ir.AtomicExch:
		return "exch", bitType(b), true
	case b.IsFloat():
		return "", "", false
	}
	switch op {
	case ir.AtomicNanMax, ir.AtomicNanMin: // integers have no NaN
		return nativeAtom(map[ir.AtomicOp]ir.AtomicOp{ir.AtomicNanMax: ir.AtomicMax, ir.AtomicNanMin: ir.AtomicMin}[op], b, sm)
	case ir.AtomicInc, ir.AtomicDec:
		if b.Size() == 4 {
			return op.String(), "u32", true
		}
		return "", "", false // no 64-bit atom.inc/dec: a CAS loop
	}
	switch op {
	case ir.AtomicAdd:
		if b.Size() == 8 {
			return "add", "u64", true
		}
		return "add", "u32", true
	case ir.AtomicMax, ir.AtomicMin:
		return op.String(), opType(b), true
	case ir.AtomicExch, ir.AtomicAnd, ir.AtomicOr, ir.AtomicXor:
		return op.String(), bitType(b), true
	}
	return "", "", false
}

// atomic writes atomic.OP and atomic.cas. Native atom instructions where PTX
// has them for the type; sub as add of the negation; a compare-and-swap loop
// otherwise (float min/max with Go's NaN and ±0 rules; 8/16-bit integers via
// a 32-bit CAS on the aligned word that contains them). Local memory is
// private to the thread, so an ordinary read-modify-write is atomic there.
func (e *fn) atomic(in *ir.Instr) {
	isCAS := in.Op == ir.OpAtomicCAS
	want := 2
	if isCAS {
		want = 3
	}
	if len(in.Args) != want {
		e.fail(ErrInvalid, "%s needs %d operands", in.Op, want)
		return
	}
	b := e.basicOf(in.Typ)
	if b.Kind == ir.Bool {
		e.fail(ErrUnsupported, "atomic on bool")
		return
	}
	pt := e.pointerOf(in.Args[0])
	p := e.scalar(in.Args[0])
	d := e.dst(in)
	op := ir.AtomicOp(in.AuxInt)
	if !isCAS && (in.AuxInt < 0 || in.AuxInt > int64(ir.AtomicAddBF16)) {
		e.fail(ErrInvalid, "atomic op %d", in.AuxInt)
		return
	}
	if !isCAS && (b.IsFloat() && (op == ir.AtomicAnd || op == ir.AtomicOr || op == ir.AtomicXor) ||
		(op == ir.AtomicInc || op == ir.AtomicDec) && (!b.IsInteger() || b.IsSigned())) {
		e.fail(ErrInvalid, "atomic %s on %s", op, b)
		return
	}
	var cmp string
	if isCAS {
		cmp = e.scalar(in.Args[1])
	}
	v := e.scalar(in.Args[want-1])
	sp := spaceSuffix(pt.Space)
	switch pt.Space {
	case ir.SpaceLocal:
		e.localRMW(isCAS, op, b, p, d, cmp, v)
		return
	case ir.SpaceGlobal, ir.SpaceShared, ir.SpaceGeneric:
	default:
		e.fail(ErrUnsupported, "atomic on %s memory", pt.Space)
		return
	}
	if !isCAS && (op == ir.AtomicAddF16 && e.md.sm >= 70 || op == ir.AtomicAddBF16 && e.md.sm >= 90) {
		// Native 16-bit float adds, rounded as HAdd: .noftz keeps
		// subnormals (the f16 form flushes them without it).
		h := e.newReg(clsB16)
		e.md.atomF16 = true
		e.ins("atom%s.add.noftz.%s %s, [%s], %s", sp, halfType(op == ir.AtomicAddBF16), h, p, e.toB16(v))
		e.ins("cvt.u32.u16 %s, %s", d, h)
		return
	}
	if isSub(b) {
		e.subwordLoop(sp, isCAS, op, b, p, d, cmp, v)
		return
	}
	if isCAS {
		e.ins("atom%s.cas.%s %s, [%s], %s, %s", sp, bitType(b), d, p, cmp, v)
		return
	}
	if op == ir.AtomicSub {
		n := e.newReg(classOf(b))
		if b.IsFloat() {
			e.signBits(b, n, v, "xor", false) // x - v is x + (-v) in IEEE
		} else {
			e.ins("neg.%s %s, %s", signedType(b), n, v)
		}
		v, op = n, ir.AtomicAdd
	}
	if name, typ, ok := nativeAtom(op, b, e.md.sm); ok {
		e.ins("atom%s.%s.%s %s, [%s], %s", sp, name, typ, d, p, v)
		return
	}
	e.casLoop(sp, op, b, p, d, v)
}

// rmw computes the new value of an atomic op from the current one.
func (e *fn) rmw(op ir.AtomicOp, b *ir.Basic, cur, v string) string {
	n := e.newReg(classOf(b))
	ot := opType(b)
	switch op {
	case ir.AtomicAdd:
		if b.IsFloat() {
			e.ins("add.rn.%s %s, %s, %s", ot, n, cur, v)
		} else {
			e.ins("add.%s %s, %s, %s", ot, n, cur, v)
		}
	case ir.AtomicSub:
		if b.IsFloat() {
			e.ins("sub.rn.%s %s, %s, %s", ot, n, cur, v)
		} else {
			e.ins("sub.%s %s, %s, %s", ot, n, cur, v)
		}
	case ir.AtomicMax, ir.AtomicMin:
		if b.IsFloat() {
			e.fminmax(b, op == ir.AtomicMax, n, cur, v)
		} else {
			e.ins("%s.%s %s, %s, %s", op, ot, n, cur, v)
		}
	case ir.AtomicExch:
		e.mov(classOf(b), n, v)
	case ir.AtomicAnd, ir.AtomicOr, ir.AtomicXor:
		e.ins("%s.%s %s, %s, %s", op, bitType(b), n, cur, v)
	case ir.AtomicInc: // cur >= v ? 0 : cur+1
		ge, inc := e.newReg(clsPred), e.newReg(classOf(b))
		e.ins("setp.ge.%s %s, %s, %s", ot, ge, cur, v)
		e.ins("add.%s %s, %s, 1", ot, inc, cur)
		e.ins("selp.%s %s, 0, %s, %s", bitType(b), n, inc, ge)
	case ir.AtomicDec: // cur == 0 || cur > v ? v : cur-1
		z, gt, dec := e.newReg(clsPred), e.newReg(clsPred), e.newReg(classOf(b))
		e.ins("setp.eq.%s %s, %s, 0", ot, z, cur)
		e.ins("setp.gt.%s %s, %s, %s", ot, gt, cur, v)
		e.ins("or.pred %s, %s, %s", z, z, gt)
		e.ins("sub.%s %s, %s, 1", ot, dec, cur)
		e.ins("selp.%s %s, %s, %s, %s", bitType(b), n, v, dec, z)
	case ir.AtomicAddF16, ir.AtomicAddBF16:
		e.halfOp(ir.HalfAdd, op == ir.AtomicAddBF16, n, []string{cur, v})
	case ir.AtomicNanMax, ir.AtomicNanMin:
		isMax := op == ir.AtomicNanMax
		if !b.IsFloat() {
			e.ins("%s.%s %s, %s, %s", map[bool]string{true: "max", false: "min"}[isMax], ot, n, cur, v)
			break
		}
		// A NaN v is missing (keep cur); a NaN cur takes v; else Go's max/min.
		m, t := e.newReg(classOf(b)), e.newReg(classOf(b))
		e.fminmax(b, isMax, m, cur, v)
		vn, cn := e.newReg(clsPred), e.newReg(clsPred)
		e.ins("setp.nan.%s %s, %s, %s", ot, cn, cur, cur)
		e.ins("selp.%s %s, %s, %s, %s", ot, t, v, m, cn)
		e.ins("setp.nan.%s %s, %s, %s", ot, vn, v, v)
		e.ins("selp.%s %s, %s, %s, %s", ot, n, cur, t, vn)
	}
	return n
}

// casLoop retries atom.cas on the whole 32/64-bit value until no other
// thread wrote between the read and the swap; it compares bits, so NaNs
// and -0 cannot make it spin or stop early.
func (e *fn) casLoop(sp string, op ir.AtomicOp, b *ir.Basic, p, d, v string) {
	ic, bt := cls32, "b32"
	if b.Size() == 8 {
		ic, bt = cls64, "b64"
	}
	old, prev := e.newReg(ic), e.newReg(ic)
	cur := e.newReg(classOf(b))
	pc := e.newReg(clsPred)
	loop := e.newLabel()
	e.ins("ld%s.%s %s, [%s]", sp, bt, old, p)
	e.body.WriteString(loop + ":\n")
	e.ins("mov.%s %s, %s", bt, cur, old)
	n := e.rmw(op, b, cur, v)
	nb := e.newReg(ic)
	e.ins("mov.%s %s, %s", bt, nb, n)
	e.ins("atom%s.cas.%s %s, [%s], %s, %s", sp, bt, prev, p, old, nb)
	e.ins("setp.ne.%s %s, %s, %s", bt, pc, prev, old)
	e.ins("mov.%s %s, %s", bt, old, prev)
	e.ins("@%s bra %s", pc, loop)
	e.ins("mov.%s %s, %s", bt, d, old)
}

// subwordLoop does an 8/16-bit atomic with a 32-bit CAS on the aligned word
// containing it (little-endian: the value sits at bit 8*(addr&3)).
func (e *fn) subwordLoop(sp string, isCAS bool, op ir.AtomicOp, b *ir.Basic, p, d, cmp, v string) {
	w, a := e.newReg(cls64), e.newReg(cls32)
	sh, mask, nmask := e.newReg(cls32), e.newReg(cls32), e.newReg(cls32)
	wmask := uint32(1)<<b.Bits() - 1
	e.ins("and.b64 %s, %s, -4", w, p)
	e.ins("cvt.u32.u64 %s, %s", a, p)
	e.ins("and.b32 %s, %s, 3", a, a)
	e.ins("shl.b32 %s, %s, 3", sh, a)
	e.ins("shl.b32 %s, %d, %s", mask, wmask, sh)
	e.ins("not.b32 %s, %s", nmask, mask)
	old, prev, cur := e.newReg(cls32), e.newReg(cls32), e.newReg(cls32)
	pc := e.newReg(clsPred)
	loop, done := e.newLabel(), e.newLabel()
	e.ins("ld%s.b32 %s, [%s]", sp, old, w)
	e.body.WriteString(loop + ":\n")
	e.ins("shr.u32 %s, %s, %s", cur, old, sh)
	e.ins("and.b32 %s, %s, %d", cur, cur, wmask)
	e.normalize(b, cur)
	var n string
	if isCAS {
		pne := e.newReg(clsPred)
		e.ins("setp.ne.s32 %s, %s, %s", pne, cur, cmp)
		e.ins("@%s bra %s", pne, done)
		n = v
	} else {
		n = e.rmw(op, b, cur, v)
	}
	nb, nw := e.newReg(cls32), e.newReg(cls32)
	e.ins("and.b32 %s, %s, %d", nb, n, wmask)
	e.ins("shl.b32 %s, %s, %s", nb, nb, sh)
	e.ins("and.b32 %s, %s, %s", nw, old, nmask)
	e.ins("or.b32 %s, %s, %s", nw, nw, nb)
	e.ins("atom%s.cas.b32 %s, [%s], %s, %s", sp, prev, w, old, nw)
	e.ins("setp.ne.b32 %s, %s, %s", pc, prev, old)
	e.ins("mov.b32 %s, %s", old, prev)
	e.ins("@%s bra %s", pc, loop)
	e.body.WriteString(done + ":\n")
	e.ins("mov.b32 %s, %s", d, cur)
}

// localRMW is an atomic on thread-private local memory: load, compute,
// store. CAS compares bits, as atom.cas does.
func (e *fn) localRMW(isCAS bool, op ir.AtomicOp, b *ir.Basic, p, d, cmp, v string) {
	mt := memType(b)
	e.ins("ld.local.%s %s, [%s]", mt, d, p)
	if !isCAS {
		n := e.rmw(op, b, d, v)
		e.ins("st.local.%s [%s], %s", mt, p, n)
		return
	}
	ic, bt := cls32, "b32"
	if b.Size() == 8 {
		ic, bt = cls64, "b64"
	}
	db, cb := e.newReg(ic), e.newReg(ic)
	e.ins("mov.%s %s, %s", bt, db, d)
	e.ins("mov.%s %s, %s", bt, cb, cmp)
	eq := e.newReg(clsPred)
	e.ins("setp.eq.%s %s, %s, %s", bt, eq, db, cb)
	e.ins("@%s st.local.%s [%s], %s", eq, mt, p, v)
}
