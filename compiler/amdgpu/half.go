package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// half lowers ir.OpHalf. A 16-bit float is an i16. The code is integer
// and float32/float64 arithmetic, bit for bit package half's algorithms:
// widening and narrowing are half's branch-free conversions (selects),
// add, sub and mul compute in float32 and round once (correct rounding:
// docs/half.md), and fma computes in float64, rounds the sum to odd with
// its exact error (TwoSum), then to float32 to odd, then once to 16 bits,
// as half.HFma does. (gfx90a's v_*_f16 instructions would do binary16 in
// one instruction each; LLVM's half type is left for when the ROC
// emulator interprets it.) Packed pairs (the *2 operations on i32) run
// the same code on each element.
func (e *fn) half(in *ir.Instr) error {
	op, bf := in.Half()
	elem, packed := op.Packed()
	n := 2
	switch elem {
	case ir.HalfFMA:
		n = 3
	case ir.HalfToF32, ir.HalfFromF32:
		n = 1
	}
	a, err := e.args(in, n)
	if err != nil {
		return err
	}
	var r string
	if packed {
		r, err = e.halfPair(elem, a, bf)
	} else {
		r, err = e.halfScalar(op, a, bf)
	}
	if err != nil {
		return fmt.Errorf("%w: half operation %d", ErrBadIR, in.AuxInt)
	}
	e.set(in, r)
	return nil
}

// halfPair computes a packed-pair operation (i32 operands, element 0 in
// the low half) as the scalar operation on each element, the scalar
// path's code twice.
func (e *fn) halfPair(op ir.HalfOp, a []string, bf bool) (string, error) {
	var r [2]string
	for k := range r {
		xs := make([]string, len(a))
		for j, x := range a {
			if k == 1 {
				x = e.def("lshr i32 %s, 16", x)
			}
			xs[j] = e.def("trunc i32 %s to i16", x)
		}
		h, err := e.halfScalar(op, xs, bf)
		if err != nil {
			return "", err
		}
		r[k] = e.def("zext i16 %s to i32", h)
	}
	hi := e.def("shl i32 %s, 16", r[1])
	return e.def("or i32 %s, %s", r[0], hi), nil
}

// halfScalar computes a scalar OpHalf operation on registers a.
func (e *fn) halfScalar(op ir.HalfOp, a []string, bf bool) (string, error) {
	var r string
	switch op {
	case ir.HalfToF32:
		r = e.halfWiden(a[0], bf)
	case ir.HalfFromF32:
		r = e.halfNarrow(a[0], bf)
	case ir.HalfAdd, ir.HalfSub, ir.HalfMul:
		ins := map[ir.HalfOp]string{ir.HalfAdd: "fadd", ir.HalfSub: "fsub", ir.HalfMul: "fmul"}[op]
		s := e.def("%s float %s, %s", ins, e.halfWiden(a[0], bf), e.halfWiden(a[1], bf))
		r = e.halfNarrow(s, bf)
	case ir.HalfFMA:
		r = e.halfFMA(a, bf)
	default:
		return "", ErrBadIR
	}
	return r, nil
}

// halfWiden returns the float of 16-bit pattern x (an i16), exactly.
func (e *fn) halfWiden(x string, bf bool) string {
	w := e.def("zext i16 %s to i32", x)
	if bf {
		s := e.def("shl i32 %s, 16", w)
		return e.def("bitcast i32 %s to float", s)
	}
	sign := e.def("and i32 %s, 32768", w)
	sign = e.def("shl i32 %s, 16", sign)
	m := e.def("and i32 %s, 32767", w)
	m = e.def("shl i32 %s, 13", m)
	normal := e.def("add i32 %s, %d", m, 112<<23)
	infNaN := e.def("add i32 %s, %d", m, 224<<23)
	isInf := e.def("icmp uge i32 %s, %d", m, 0x7c00<<13)
	r := e.def("select i1 %s, i32 %s, i32 %s", isInf, infNaN, normal)
	// Subnormal: the fraction under 2^-14's exponent, less 2^-14 (exact).
	sb := e.def("add i32 %s, %d", m, 113<<23)
	sf := e.def("bitcast i32 %s to float", sb)
	sf = e.def("fsub float %s, %s", sf, f64Hex(0x1p-14))
	si := e.def("bitcast float %s to i32", sf)
	isSub := e.def("icmp ult i32 %s, %d", m, 0x400<<13)
	r = e.def("select i1 %s, i32 %s, i32 %s", isSub, si, r)
	r = e.def("or i32 %s, %s", r, sign)
	return e.def("bitcast i32 %s to float", r)
}

// halfNarrow rounds float f to a 16-bit pattern (i16), to nearest even.
func (e *fn) halfNarrow(f string, bf bool) string {
	b := e.def("bitcast float %s to i32", f)
	abs := e.def("and i32 %s, 2147483647", b)
	nan := e.def("icmp ugt i32 %s, 2139095040", abs)
	var r string
	if bf {
		lsb := e.def("lshr i32 %s, 16", b)
		lsb = e.def("and i32 %s, 1", lsb)
		s := e.def("add i32 %s, 32767", b)
		s = e.def("add i32 %s, %s", s, lsb)
		s = e.def("lshr i32 %s, 16", s)
		q := e.def("lshr i32 %s, 16", b)
		q = e.def("or i32 %s, 64", q)
		r = e.def("select i1 %s, i32 %s, i32 %s", nan, q, s)
	} else {
		sign := e.def("lshr i32 %s, 16", b)
		sign = e.def("and i32 %s, 32768", sign)
		lsb := e.def("lshr i32 %s, 13", abs)
		lsb = e.def("and i32 %s, 1", lsb)
		n := e.def("add i32 %s, %s", abs, lsb)
		n = e.def("sub i32 %s, %d", n, 112<<23-0xfff)
		n = e.def("lshr i32 %s, 13", n)
		// Subnormal results: adding 0.5 makes the float32 addition round
		// at binary16's smallest subnormal; the low bits are the result.
		af := e.def("bitcast i32 %s to float", abs)
		sf := e.def("fadd float %s, %s", af, f64Hex(0.5))
		si := e.def("bitcast float %s to i32", sf)
		tiny := e.def("icmp ult i32 %s, %d", abs, 0x38800000)
		n = e.def("select i1 %s, i32 %s, i32 %s", tiny, si, n)
		big := e.def("icmp uge i32 %s, %d", abs, 0x47800000)
		n = e.def("select i1 %s, i32 31744, i32 %s", big, n)
		q := e.def("lshr i32 %s, 13", abs)
		q = e.def("and i32 %s, 1023", q)
		q = e.def("or i32 %s, 32256", q)
		n = e.def("select i1 %s, i32 %s, i32 %s", nan, q, n)
		r = e.def("or i32 %s, %s", n, sign)
	}
	return e.def("trunc i32 %s to i16", r)
}

// halfFMA is x*y+z rounded once to 16 bits.
func (e *fn) halfFMA(a []string, bf bool) string {
	var x [3]string
	for k := range x {
		x[k] = e.def("fpext float %s to double", e.halfWiden(a[k], bf))
	}
	p := e.def("fmul double %s, %s", x[0], x[1]) // exact: at most 22 bits
	s := e.def("fadd double %s, %s", p, x[2])
	bv := e.def("fsub double %s, %s", s, p)
	t := e.def("fsub double %s, %s", s, bv)
	t = e.def("fsub double %s, %s", p, t)
	er := e.def("fsub double %s, %s", x[2], bv)
	er = e.def("fadd double %s, %s", t, er)
	// Inexact (ordered: a NaN error means s is Inf or NaN) with s even:
	// the odd neighbour on the error's side.
	u := e.def("bitcast double %s to i64", s)
	inexact := e.def("fcmp one double %s, 0.0", er)
	low := e.def("and i64 %s, 1", u)
	even := e.def("icmp eq i64 %s, 0", low)
	fix := e.def("and i1 %s, %s", inexact, even)
	pe := e.def("fcmp ogt double %s, 0.0", er)
	ps := e.def("fcmp ogt double %s, 0.0", s)
	diff := e.def("xor i1 %s, %s", pe, ps)
	step := e.def("select i1 %s, i64 -1, i64 1", diff)
	step = e.def("select i1 %s, i64 %s, i64 0", fix, step)
	u = e.def("add i64 %s, %s", u, step)
	s = e.def("bitcast i64 %s to double", u)
	// To float32, to odd: round to nearest, step back toward zero if that
	// went away from zero, and set the last bit if inexact.
	f := e.def("fptrunc double %s to float", s)
	back := e.def("fpext float %s to double", f)
	inexact = e.def("fcmp une double %s, %s", back, s)
	ab := e.def("call double %s(double %s)", e.intrinsic("llvm.fabs.f64", "double", "double"), back)
	as := e.def("call double %s(double %s)", e.intrinsic("llvm.fabs.f64", "double", "double"), s)
	away := e.def("fcmp ogt double %s, %s", ab, as)
	fb := e.def("bitcast float %s to i32", f)
	dn := e.def("add i32 %s, -1", fb)
	fb = e.def("select i1 %s, i32 %s, i32 %s", away, dn, fb)
	odd := e.def("or i32 %s, 1", fb)
	fb = e.def("select i1 %s, i32 %s, i32 %s", inexact, odd, fb)
	f = e.def("bitcast i32 %s to float", fb)
	return e.halfNarrow(f, bf)
}
