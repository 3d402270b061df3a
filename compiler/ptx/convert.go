package ptx

import (
	"github.com/kernlab/kern/compiler/ir"
)

// convert writes Go's numeric conversions (ir.OpConvert).
func (e *fn) convert(in *ir.Instr) {
	if len(in.Args) != 1 {
		e.fail(ErrInvalid, "convert needs 1 operand")
		return
	}
	s, t := e.basicOf(in.Args[0].Type()), e.basicOf(in.Typ)
	x := e.scalar(in.Args[0])
	d := e.dst(in)
	switch {
	case s.Kind == t.Kind:
		e.mov(classOf(t), d, x)
	case s.IsInteger() && t.IsInteger() && t.Size() == 8 && nonNeg32(in.Args[0]):
		// A special register is below 2^31: zero-extend (ptxas then
		// needs no high-word arithmetic for it).
		e.ins("cvt.u64.u32 %s, %s", d, x)
	case s.IsInteger() && t.IsInteger():
		e.intToInt(s, t, d, x)
	case s.IsInteger() && t.IsFloat():
		// Correctly rounded, as CVTSI2SD and Go's uint64 sequence on amd64.
		e.ins("cvt.rn.%s.%s %s, %s", opType(t), opType(s), d, x)
	case s.IsFloat() && t.IsFloat():
		if t.Kind == ir.Float64 {
			e.ins("cvt.f64.f32 %s, %s", d, x)
		} else {
			e.ins("cvt.rn.f32.f64 %s, %s", d, x)
		}
	case s.IsFloat() && t.IsInteger() && in.AuxInt == ir.ConvInRange:
		// Known to be a number that fits: the truncation alone.
		switch {
		case t.Size() < 4 || t.Kind == ir.Int32:
			e.ins("cvt.rzi.s32.%s %s, %s", opType(s), d, x)
			e.normalize(t, d)
		case t.Kind == ir.Uint32:
			r := e.newReg(cls64)
			e.ins("cvt.rzi.s64.%s %s, %s", opType(s), r, x)
			e.ins("cvt.u32.u64 %s, %s", d, r)
		default:
			e.ins("cvt.rzi.s64.%s %s, %s", opType(s), d, x)
		}
	case s.IsFloat() && t.IsInteger():
		e.floatToInt(s, t, d, x)
	case s.Kind == ir.Bool && t.IsInteger():
		e.ins("selp.%s %s, 1, 0, %s", bitType(t), d, x)
	case s.IsInteger() && t.Kind == ir.Bool:
		e.ins("setp.ne.%s %s, %s, 0", opType(s), d, x)
	default:
		e.fail(ErrInvalid, "convert %s to %s", s, t)
	}
}

// intToInt truncates or extends by the source's signedness. Sources up to
// 32 bits are already extended to 32 (normalized), so only widening to 64
// and re-normalizing to the target's width remain.
func (e *fn) intToInt(s, t *ir.Basic, d, x string) {
	switch {
	case t.Size() == 8 && s.Size() == 8:
		e.ins("mov.b64 %s, %s", d, x)
	case t.Size() == 8:
		e.ins("cvt.%s.%s %s, %s", map[bool]string{true: "s64", false: "u64"}[s.IsSigned()], opType(s), d, x)
	case s.Size() == 8:
		e.ins("cvt.u32.u64 %s, %s", d, x)
		e.normalize(t, d)
	default:
		e.ins("mov.b32 %s, %s", d, x)
		e.normalize(t, d)
	}
}

// floatToInt reproduces Go on amd64 (verified against native Go; see the
// table in doc.go). cvt.rzi saturates and maps NaN to 0, so the range is
// checked and the x86 "integer indefinite" value substituted:
//
//	int64, and uint32 via int64:   out of [-2^63, 2^63) or NaN → 1<<63
//	int32, and 8/16-bit via int32: out of (-2^31-1, 2^31) or NaN → 1<<31
//	uint64: x < 2^63 ? int64(x) : int64(x-2^63) | 1<<63
func (e *fn) floatToInt(s, t *ir.Basic, d, x string) {
	switch {
	case t.Size() < 4 || t.Kind == ir.Int32:
		e.cvtI32(s, d, x)
		e.normalize(t, d)
	case t.Kind == ir.Uint32:
		r := e.newReg(cls64)
		e.cvtI64(s, r, x)
		e.ins("cvt.u32.u64 %s, %s", d, r)
	case t.Kind == ir.Int64:
		e.cvtI64(s, d, x)
	case t.Kind == ir.Uint64:
		ot := opType(s)
		lo := e.newReg(cls64)
		e.cvtI64(s, lo, x)
		x2 := e.newReg(classOf(s))
		e.ins("sub.rn.%s %s, %s, %s", ot, x2, x, fimm(s, 9223372036854775808.0))
		hi := e.newReg(cls64)
		e.cvtI64(s, hi, x2)
		e.ins("or.b64 %s, %s, 0x8000000000000000", hi, hi)
		p := e.newReg(clsPred)
		e.ins("setp.lt.%s %s, %s, %s", ot, p, x, fimm(s, 9223372036854775808.0))
		e.ins("selp.b64 %s, %s, %s, %s", d, lo, hi, p)
	}
}

// cvtI32 is CVTTSS2SL/CVTTSD2SL: truncation, 0x80000000 when out of range.
func (e *fn) cvtI32(s *ir.Basic, d, x string) {
	ot := opType(s)
	e.ins("cvt.rzi.s32.%s %s, %s", ot, d, x)
	p, q := e.newReg(clsPred), e.newReg(clsPred)
	if s.Kind == ir.Float64 {
		e.ins("setp.gt.f64 %s, %s, %s", p, x, f64imm(-2147483649.0))
	} else {
		e.ins("setp.ge.f32 %s, %s, %s", p, x, f32imm(-2147483648.0))
	}
	e.ins("setp.lt.and.%s %s, %s, %s, %s", ot, q, x, fimm(s, 2147483648.0), p)
	e.ins("selp.b32 %s, %s, 0x80000000, %s", d, d, q)
}

// cvtI64 is CVTTSS2SQ/CVTTSD2SQ: truncation, 1<<63 when out of range.
func (e *fn) cvtI64(s *ir.Basic, d, x string) {
	ot := opType(s)
	e.ins("cvt.rzi.s64.%s %s, %s", ot, d, x)
	p, q := e.newReg(clsPred), e.newReg(clsPred)
	e.ins("setp.ge.%s %s, %s, %s", ot, p, x, fimm(s, -9223372036854775808.0))
	e.ins("setp.lt.and.%s %s, %s, %s, %s", ot, q, x, fimm(s, 9223372036854775808.0), p)
	e.ins("selp.b64 %s, %s, 0x8000000000000000, %s", d, d, q)
}

// bitcast reinterprets bits of the same size (math.Float32bits, ...).
func (e *fn) bitcast(in *ir.Instr) {
	if len(in.Args) != 1 {
		e.fail(ErrInvalid, "bitcast needs 1 operand")
		return
	}
	st, tt := in.Args[0].Type(), in.Typ
	if st.Size() != tt.Size() || leafCount(st) != 1 || leafCount(tt) != 1 {
		e.fail(ErrInvalid, "bitcast %s to %s", st, tt)
		return
	}
	x := e.scalar(in.Args[0])
	d := e.dst(in)
	sc, tc := classOf(st), classOf(tt)
	switch {
	case sc == clsPred || tc == clsPred:
		if sc != tc {
			e.fail(ErrInvalid, "bitcast %s to %s", st, tt)
			return
		}
		e.mov(sc, d, x)
	case st.Size() == 8:
		e.ins("mov.b64 %s, %s", d, x)
	case st.Size() == 4:
		e.ins("mov.b32 %s, %s", d, x)
	default:
		// 8/16-bit: the same bits, re-extended for the target's signedness.
		e.ins("mov.b32 %s, %s", d, x)
		e.normalize(basic(tt), d)
	}
}

// selectOp writes c ? x : y leaf by leaf.
func (e *fn) selectOp(in *ir.Instr) {
	if len(in.Args) != 3 {
		e.fail(ErrInvalid, "select needs 3 operands")
		return
	}
	c := e.scalar(in.Args[0])
	xs, ys := e.leaves(in.Args[1]), e.leaves(in.Args[2])
	ds := e.regs[in]
	if len(xs) != len(ds) || len(ys) != len(ds) {
		e.fail(ErrInvalid, "select operands do not match its type")
		return
	}
	for i, l := range ir.Leaves(in.Typ, nil) {
		e.selectLeaf(classOf(l), ds[i], xs[i], ys[i], c)
	}
}

// selectLeaf writes d = c ? x : y for one register of class cl.
func (e *fn) selectLeaf(cl class, d, x, y, c string) {
	switch cl {
	case clsPred:
		t, nc, u := e.newReg(clsPred), e.newReg(clsPred), e.newReg(clsPred)
		e.ins("and.pred %s, %s, %s", t, c, x)
		e.ins("not.pred %s, %s", nc, c)
		e.ins("and.pred %s, %s, %s", u, nc, y)
		e.ins("or.pred %s, %s, %s", d, t, u)
	case clsF32:
		e.ins("selp.f32 %s, %s, %s, %s", d, x, y, c)
	case clsF64:
		e.ins("selp.f64 %s, %s, %s, %s", d, x, y, c)
	case cls64:
		e.ins("selp.b64 %s, %s, %s, %s", d, x, y, c)
	default:
		e.ins("selp.b32 %s, %s, %s, %s", d, x, y, c)
	}
}
