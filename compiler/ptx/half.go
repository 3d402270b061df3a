package ptx

import (
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// half writes ir.OpHalf. A 16-bit float is a u16 IR value, zero-extended
// in a 32-bit register; the .f16/.bf16 instructions take .b16 registers,
// so operands are truncated into them and results widened back.
//
// binary16 is native from sm_53: cvt.f32.f16, cvt.rn.f16.f32 and the .rn
// forms of add, sub, mul and fma, each rounded once as package half
// rounds. bfloat16 widens by a shift everywhere. From sm_80 it narrows
// with cvt.rn.bf16.f32 and computes with fma.rn.bf16: a+b is fma(a, 1, b),
// a-b fma(b, -1, a), a×b fma(a, b, -0), all exact before the one rounding
// (add.rn.bf16 and mul.rn.bf16 need sm_90). Before sm_80 (kern gen's
// default target is sm_70) bfloat16 is software: add, sub and mul compute
// in float32 and round once (correct: docs/half.md), narrowing rounds the
// float32 bits to nearest even with integer instructions, and fma computes
// in float64 and rounds to odd before the last rounding, as half.HFma does.
//
// Packed pairs (the *2 operations, a u32 with element 0 in the low half)
// are one instruction where the scalar operation is: add, sub, mul and
// fma.rn.f16x2 everywhere, fma.rn.bf16x2 from sm_80 with the scalar
// path's constants in both halves. bfloat16 pairs before sm_80 run the
// software code on each element and pack the two with mov.b32 {lo, hi}.
func (e *fn) half(in *ir.Instr) {
	op, bf := in.Half()
	xs := make([]string, len(in.Args))
	for k, a := range in.Args {
		xs[k] = e.scalar(a)
	}
	if elem, packed := op.Packed(); packed {
		e.halfPair(elem, bf, e.dst(in), xs)
		return
	}
	e.halfOp(op, bf, e.dst(in), xs)
}

// halfPair writes the packed form of add, sub, mul or fma (op) into d.
func (e *fn) halfPair(op ir.HalfOp, bf bool, d string, xs []string) {
	if bf && e.md.sm < 80 {
		// bf16Soft widens with a left shift, which drops the high
		// element, and its results have zero high halves.
		var r [2]string
		for k := range r {
			ys := xs
			if k == 1 {
				ys = make([]string, len(xs))
				for j, x := range xs {
					ys[j] = e.newReg(cls32)
					e.ins("shr.u32 %s, %s, 16", ys[j], x)
				}
			}
			w := e.newReg(cls32)
			e.bf16Soft(op, ys, w)
			r[k] = e.newReg(clsB16)
			e.ins("cvt.u16.u32 %s, %s", r[k], w)
		}
		e.ins("mov.b32 %s, {%s, %s}", d, r[0], r[1])
		return
	}
	rs := make([]string, len(xs))
	for k, x := range xs {
		rs[k] = e.b32Reg(x)
	}
	switch {
	case op == ir.HalfFMA:
		e.ins("fma.rn.%sx2 %s, %s, %s, %s", halfType(bf), d, rs[0], rs[1], rs[2])
	case !bf:
		e.ins("%s.rn.f16x2 %s, %s, %s", halfNames[op], d, rs[0], rs[1])
	case op == ir.HalfAdd:
		e.ins("fma.rn.bf16x2 %s, %s, %s, %s", d, rs[0], e.b32Reg("0x3f803f80"), rs[1])
	case op == ir.HalfSub:
		e.ins("fma.rn.bf16x2 %s, %s, %s, %s", d, rs[1], e.b32Reg("0xbf80bf80"), rs[0])
	case op == ir.HalfMul:
		e.ins("fma.rn.bf16x2 %s, %s, %s, %s", d, rs[0], rs[1], e.b32Reg("0x80008000"))
	default:
		e.fail(ErrInvalid, "half pair operation %d", op)
	}
}

// b32Reg is x in a .b32 register: the packed instructions take no
// immediates.
func (e *fn) b32Reg(x string) string {
	if strings.HasPrefix(x, "%") {
		return x
	}
	r := e.newReg(cls32)
	e.ins("mov.b32 %s, %s", r, x)
	return r
}

// halfOp writes op into register d from registers xs: 16-bit values in
// 32-bit registers, float32 for HalfFromF32's operand.
func (e *fn) halfOp(op ir.HalfOp, bf bool, d string, xs []string) {
	switch op {
	case ir.HalfToF32:
		x := xs[0]
		if bf {
			r := e.newReg(cls32)
			e.ins("shl.b32 %s, %s, 16", r, x)
			e.ins("mov.b32 %s, %s", d, r)
			return
		}
		e.ins("cvt.f32.f16 %s, %s", d, e.toB16(x))
		return
	case ir.HalfFromF32:
		x := xs[0]
		if bf && e.md.sm < 80 {
			e.bf16Round(d, x)
			return
		}
		h := e.newReg(clsB16)
		e.ins("cvt.rn.%s.f32 %s, %s", halfType(bf), h, x)
		e.ins("cvt.u32.u16 %s, %s", d, h)
		return
	}
	if bf && e.md.sm < 80 {
		e.bf16Soft(op, xs, d)
		return
	}
	hs := make([]string, len(xs))
	for k, x := range xs {
		hs[k] = e.toB16(x)
	}
	h := e.newReg(clsB16)
	switch {
	case op == ir.HalfFMA:
		e.ins("fma.rn.%s %s, %s, %s, %s", halfType(bf), h, hs[0], hs[1], hs[2])
	case !bf:
		e.ins("%s.rn.f16 %s, %s, %s", halfNames[op], h, hs[0], hs[1])
	case op == ir.HalfAdd:
		e.ins("fma.rn.bf16 %s, %s, %s, %s", h, hs[0], e.b16Const(0x3f80), hs[1])
	case op == ir.HalfSub:
		e.ins("fma.rn.bf16 %s, %s, %s, %s", h, hs[1], e.b16Const(0xbf80), hs[0])
	case op == ir.HalfMul:
		e.ins("fma.rn.bf16 %s, %s, %s, %s", h, hs[0], hs[1], e.b16Const(0x8000))
	default:
		e.fail(ErrInvalid, "half operation %d", op)
		return
	}
	e.ins("cvt.u32.u16 %s, %s", d, h)
}

var halfNames = map[ir.HalfOp]string{ir.HalfAdd: "add", ir.HalfSub: "sub", ir.HalfMul: "mul"}

func halfType(bf bool) string {
	if bf {
		return "bf16"
	}
	return "f16"
}

// toB16 truncates a u16 held in a 32-bit register into a .b16 register.
func (e *fn) toB16(r string) string {
	h := e.newReg(clsB16)
	e.ins("cvt.u16.u32 %s, %s", h, r)
	return h
}

func (e *fn) b16Const(bits uint16) string {
	h := e.newReg(clsB16)
	e.mov(clsB16, h, constOperand(ir.Typ[ir.Uint16], uint64(bits)))
	return h
}

// bf16Round rounds the float32 in register x to a bfloat16 in d (a u32
// register), to nearest even: add 0x7fff plus the kept part's low bit and
// keep the top half, which carries into the exponent (up to Inf) exactly
// when rounding should. A NaN keeps its top bits with the quiet bit set.
func (e *fn) bf16Round(d, x string) {
	u, lsb, nan := e.newReg(cls32), e.newReg(cls32), e.newReg(clsPred)
	e.ins("mov.b32 %s, %s", u, x)
	e.ins("shr.u32 %s, %s, 16", lsb, u)
	e.ins("and.b32 %s, %s, 1", lsb, lsb)
	e.ins("add.u32 %s, %s, %s", lsb, lsb, u)
	e.ins("add.u32 %s, %s, 32767", lsb, lsb)
	e.ins("shr.u32 %s, %s, 16", lsb, lsb)
	e.ins("shr.u32 %s, %s, 16", u, u)
	e.ins("or.b32 %s, %s, 64", u, u)
	e.ins("setp.nan.f32 %s, %s, %s", nan, x, x)
	e.ins("selp.b32 %s, %s, %s, %s", d, u, lsb, nan)
}

// bf16Soft computes a bfloat16 add, sub, mul or fma without the sm_80
// instructions.
func (e *fn) bf16Soft(op ir.HalfOp, xs []string, d string) {
	wide := func(x string) string {
		r, f := e.newReg(cls32), e.newReg(clsF32)
		e.ins("shl.b32 %s, %s, 16", r, x)
		e.ins("mov.b32 %s, %s", f, r)
		return f
	}
	if op != ir.HalfFMA {
		r := e.newReg(clsF32)
		e.ins("%s.rn.f32 %s, %s, %s", halfNames[op], r, wide(xs[0]), wide(xs[1]))
		e.bf16Round(d, r)
		return
	}
	// The product is exact in float64 (16 bits); the sum may not be. Its
	// exact error (TwoSum) decides the round-to-odd sum, which then
	// rounds to float32 to odd (toward zero, the last bit set if inexact)
	// and last to bfloat16: each rounding to odd keeps p+2 bits or more,
	// so the last rounding to nearest is the correct one.
	x := [3]string{}
	for k := range x {
		x[k] = e.newReg(clsF64)
		e.ins("cvt.f64.f32 %s, %s", x[k], wide(xs[k]))
	}
	p, s, bv, t, er := e.newReg(clsF64), e.newReg(clsF64), e.newReg(clsF64), e.newReg(clsF64), e.newReg(clsF64)
	e.ins("mul.rn.f64 %s, %s, %s", p, x[0], x[1])
	e.ins("add.rn.f64 %s, %s, %s", s, p, x[2])
	e.ins("sub.rn.f64 %s, %s, %s", bv, s, p)
	e.ins("sub.rn.f64 %s, %s, %s", t, s, bv)
	e.ins("sub.rn.f64 %s, %s, %s", t, p, t)
	e.ins("sub.rn.f64 %s, %s, %s", er, x[2], bv)
	e.ins("add.rn.f64 %s, %s, %s", er, t, er)
	// Inexact (an ordered er != 0: NaN er means s is Inf or NaN) and s
	// even: step to the odd neighbour on er's side.
	u, low := e.newReg(cls64), e.newReg(cls64)
	inexact, fixp, diff, pe, ps := e.newReg(clsPred), e.newReg(clsPred), e.newReg(clsPred), e.newReg(clsPred), e.newReg(clsPred)
	e.ins("mov.b64 %s, %s", u, s)
	e.ins("setp.ne.f64 %s, %s, 0d0000000000000000", inexact, er)
	e.ins("and.b64 %s, %s, 1", low, u)
	e.ins("setp.eq.and.b64 %s, %s, 0, %s", fixp, low, inexact)
	e.ins("setp.gt.f64 %s, %s, 0d0000000000000000", pe, er)
	e.ins("setp.gt.f64 %s, %s, 0d0000000000000000", ps, s)
	e.ins("xor.pred %s, %s, %s", diff, pe, ps)
	e.ins("selp.b64 %s, -1, 1, %s", low, diff) // er and s of opposite signs: toward zero
	e.ins("@%s add.s64 %s, %s, %s", fixp, u, u, low)
	r, back, bits := e.newReg(clsF32), e.newReg(clsF64), e.newReg(cls32)
	e.ins("mov.b64 %s, %s", s, u)
	e.ins("cvt.rz.f32.f64 %s, %s", r, s)
	e.ins("cvt.f64.f32 %s, %s", back, r)
	e.ins("setp.ne.f64 %s, %s, %s", inexact, back, s)
	e.ins("mov.b32 %s, %s", bits, r)
	e.ins("@%s or.b32 %s, %s, 1", inexact, bits, bits)
	e.ins("mov.b32 %s, %s", r, bits)
	e.bf16Round(d, r)
}
