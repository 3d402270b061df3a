package ptx

import (
	"github.com/kernlab/kern/compiler/ir"
)

var roundModes = map[ir.MathFn]string{
	ir.MathFloor: "rmi", ir.MathCeil: "rpi", ir.MathTrunc: "rzi", ir.MathRoundEven: "rni",
}

var approxOps = map[ir.MathFn]string{
	ir.MathApproxExp2: "ex2", ir.MathApproxLog2: "lg2", ir.MathApproxSin: "sin", ir.MathApproxCos: "cos",
}

// math writes ir.OpMath: exact IEEE operations, integer bit functions, and
// the approximate forms (FastMath only).
func (e *fn) math(in *ir.Instr) {
	fnc := ir.MathFn(in.AuxInt)
	want := 1
	switch fnc {
	case ir.MathFMA:
		want = 3
	case ir.MathCopysign:
		want = 2
	}
	if len(in.Args) != want {
		e.fail(ErrInvalid, "math.%s needs %d operands", fnc, want)
		return
	}
	t := e.basicOf(in.Typ)
	d := e.dst(in)
	x := e.scalar(in.Args[0])
	switch fnc {
	case ir.MathPopCount, ir.MathClz, ir.MathCtz, ir.MathBitRev, ir.MathByteSwap:
		e.bitsFn(fnc, e.basicOf(in.Args[0].Type()), t, d, x)
		return
	}
	if !t.IsFloat() {
		e.fail(ErrInvalid, "math.%s on %s", fnc, t)
		return
	}
	ot := opType(t)
	switch fnc {
	case ir.MathSqrt:
		e.ins("sqrt.rn.%s %s, %s", ot, d, x)
	case ir.MathFMA:
		e.ins("fma.rn.%s %s, %s, %s, %s", ot, d, x, e.scalar(in.Args[1]), e.scalar(in.Args[2]))
	case ir.MathFloor, ir.MathCeil, ir.MathTrunc, ir.MathRoundEven:
		e.ins("cvt.%s.%s.%s %s, %s", roundModes[fnc], ot, ot, d, x)
	case ir.MathRound:
		e.round(t, d, x)
	case ir.MathAbs:
		e.signBits(t, d, x, "and", true)
	case ir.MathCopysign:
		e.copysign(t, d, x, e.scalar(in.Args[1]))
	case ir.MathApproxRcp:
		switch {
		case !e.md.opts.FastMath:
			e.ins("div.rn.%s %s, %s, %s", ot, d, fimm(t, 1), x)
		case t.Kind == ir.Float32:
			e.ins("rcp.approx.f32 %s, %s", d, x)
		default:
			e.ins("rcp.approx.ftz.f64 %s, %s", d, x)
		}
	case ir.MathApproxSqrt:
		if e.md.opts.FastMath && t.Kind == ir.Float32 {
			e.ins("sqrt.approx.f32 %s, %s", d, x)
		} else {
			e.ins("sqrt.rn.%s %s, %s", ot, d, x)
		}
	case ir.MathApproxExp2, ir.MathApproxLog2, ir.MathApproxSin, ir.MathApproxCos:
		if !e.md.opts.FastMath {
			e.fail(ErrUnsupported, "math.%s needs Options.FastMath", fnc)
			return
		}
		op := approxOps[fnc]
		if t.Kind == ir.Float32 {
			e.ins("%s.approx.f32 %s, %s", op, d, x)
			return
		}
		// PTX has these only in f32.
		a, r := e.newReg(clsF32), e.newReg(clsF32)
		e.ins("cvt.rn.f32.f64 %s, %s", a, x)
		e.ins("%s.approx.f32 %s, %s", op, r, a)
		e.ins("cvt.f64.f32 %s, %s", d, r)
	default:
		e.fail(ErrUnsupported, "math function %d", in.AuxInt)
	}
}

// round is Go's math.Round (half away from zero): t = trunc(x); if
// |x - t| >= 0.5 the result is t ± 1 with x's sign. x - t is exact, so
// there is no double rounding (0.49999999999999994 stays 0), and NaN, ±Inf
// and ±0 come out as trunc leaves them.
func (e *fn) round(b *ir.Basic, d, x string) {
	ot := opType(b)
	c := classOf(b)
	t, diff, ad, one, r := e.newReg(c), e.newReg(c), e.newReg(c), e.newReg(c), e.newReg(c)
	e.ins("cvt.rzi.%s.%s %s, %s", ot, ot, t, x)
	e.ins("sub.rn.%s %s, %s, %s", ot, diff, x, t)
	e.signBits(b, ad, diff, "and", true)
	p := e.newReg(clsPred)
	e.ins("setp.ge.%s %s, %s, %s", ot, p, ad, fimm(b, 0.5))
	e.copysign(b, one, e.floatConst(b, 1), x)
	e.ins("add.rn.%s %s, %s, %s", ot, r, t, one)
	e.ins("selp.%s %s, %s, %s, %s", ot, d, r, t, p)
}

// floatConst materializes a float constant in a register.
func (e *fn) floatConst(b *ir.Basic, v float64) string {
	r := e.newReg(classOf(b))
	e.mov(classOf(b), r, fimm(b, v))
	return r
}

// copysign is x's magnitude with y's sign, in bits.
func (e *fn) copysign(b *ir.Basic, d, x, y string) {
	ic, bt, mag, sign := cls32, "b32", "0x7FFFFFFF", "0x80000000"
	if b.Size() == 8 {
		ic, bt, mag, sign = cls64, "b64", "0x7FFFFFFFFFFFFFFF", "0x8000000000000000"
	}
	xb, yb := e.newReg(ic), e.newReg(ic)
	e.ins("mov.%s %s, %s", bt, xb, x)
	e.ins("mov.%s %s, %s", bt, yb, y)
	e.ins("and.%s %s, %s, %s", bt, xb, xb, mag)
	e.ins("and.%s %s, %s, %s", bt, yb, yb, sign)
	e.ins("or.%s %s, %s, %s", bt, xb, xb, yb)
	e.ins("mov.%s %s, %s", bt, d, xb)
}

// bitsFn writes the math/bits functions on operand type x (any integer;
// 8/16-bit operands are masked to their width first). popc, clz and ctz
// count into a u32 and convert to the result type t; brev and bswap keep x's
// type.
func (e *fn) bitsFn(fnc ir.MathFn, xb, t *ir.Basic, d, x string) {
	if !xb.IsInteger() || !t.IsInteger() {
		e.fail(ErrInvalid, "math.%s on %s", fnc, xb)
		return
	}
	w := xb.Bits()
	src := x
	if w < 32 && fnc != ir.MathBitRev && fnc != ir.MathByteSwap {
		src = e.newReg(cls32)
		e.ins("and.b32 %s, %s, %d", src, x, uint32(1)<<w-1)
	}
	bt := "b32"
	if w == 64 {
		bt = "b64"
	}
	count := func(r string) {
		if t.Size() == 8 {
			e.ins("cvt.u64.u32 %s, %s", d, r)
			return
		}
		e.ins("mov.b32 %s, %s", d, r)
		e.normalize(t, d)
	}
	switch fnc {
	case ir.MathPopCount:
		r := e.newReg(cls32)
		e.ins("popc.%s %s, %s", bt, r, src)
		count(r)
	case ir.MathClz:
		r := e.newReg(cls32)
		e.ins("clz.%s %s, %s", bt, r, src)
		if w < 32 {
			e.ins("sub.u32 %s, %s, %d", r, r, 32-w)
		}
		count(r)
	case ir.MathCtz:
		// ctz(x) = clz(brev(x)); a bit just above the width makes ctz(0) = w.
		if w < 32 {
			e.ins("or.b32 %s, %s, %d", src, src, 1<<w)
		}
		rv, r := e.newReg(classOf(xb)), e.newReg(cls32)
		e.ins("brev.%s %s, %s", bt, rv, src)
		e.ins("clz.%s %s, %s", bt, r, rv)
		count(r)
	case ir.MathBitRev:
		e.ins("brev.%s %s, %s", bt, d, src)
		if w < 32 {
			e.ins("shr.u32 %s, %s, %d", d, d, 32-w)
			e.normalize(t, d)
		}
	case ir.MathByteSwap:
		switch w {
		case 8:
			e.ins("mov.b32 %s, %s", d, x)
		case 16:
			e.ins("prmt.b32 %s, %s, 0, 0x4401", d, x)
			e.normalize(t, d)
		case 32:
			e.ins("prmt.b32 %s, %s, 0, 0x0123", d, x)
		case 64:
			lo, hi, nlo, nhi := e.newReg(cls32), e.newReg(cls32), e.newReg(cls32), e.newReg(cls32)
			e.ins("mov.b64 {%s, %s}, %s", lo, hi, x)
			e.ins("prmt.b32 %s, %s, 0, 0x0123", nlo, hi)
			e.ins("prmt.b32 %s, %s, 0, 0x0123", nhi, lo)
			e.ins("mov.b64 %s, {%s, %s}", d, nlo, nhi)
		}
	}
}
