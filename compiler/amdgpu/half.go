package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// half lowers ir.OpHalf. A 16-bit float is an i16. binary16 is LLVM's
// half, bitcast from and to the i16: add, sub, mul and fma are fadd,
// fsub, fmul and llvm.fma.f16 (v_add_f16, v_fma_f16... on gfx9 and gfx10:
// IEEE, correctly rounded to nearest even, subnormals kept, since
// "denormal-fp-math"="ieee,ieee" covers f16), widening is
// llvm.convert.from.fp16 (exact) and narrowing a float fptrunc (round to
// nearest even). Packed pairs
// (the *2 operations on i32) are <2 x half> (v_pk_add_f16...). bfloat16
// has no arithmetic on gfx90a: its code is integer and float32/float64
// arithmetic, bit for bit package half's algorithms: widening a shift,
// narrowing half's rounding on the bits, add, sub and mul in float32
// rounded once (correct rounding: docs/half.md), and fma in float64,
// rounded to odd with its exact error (TwoSum), then to float32 to odd,
// then once to 16 bits, as half.HFma does; its pairs run that code on
// each element.
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
	switch {
	case !bf && packed:
		r, err = e.halfNative(elem, a, "<2 x half>", "i32")
	case !bf:
		r, err = e.halfNative(elem, a, "half", "i16")
	case packed:
		r, err = e.halfPair(elem, a)
	default:
		r, err = e.bfScalar(op, a)
	}
	if err != nil {
		return fmt.Errorf("%w: half operation %d", ErrBadIR, in.AuxInt)
	}
	e.set(in, r)
	return nil
}

// halfNative computes a binary16 operation with LLVM's half type: ty is
// half or <2 x half>, bits the integer type holding its bits.
func (e *fn) halfNative(op ir.HalfOp, a []string, ty, bits string) (string, error) {
	hs := make([]string, len(a))
	for i, x := range a {
		if op != ir.HalfFromF32 && op != ir.HalfToF32 {
			hs[i] = e.def("bitcast %s %s to %s", bits, x, ty)
		}
	}
	var r string
	switch op {
	case ir.HalfToF32:
		// Not fpext: opt would narrow fptrunc(fdiv(fpext a, fpext b)) to
		// an fdiv on half, which llc-15 computes through an approximate
		// v_rcp_f32, not guaranteed to round correctly. This is
		// v_cvt_f32_f16 all the same.
		return e.def("call float %s(i16 %s)", e.intrinsic("llvm.convert.from.fp16.f32", "float", "i16"), a[0]), nil
	case ir.HalfFromF32:
		r = e.def("fptrunc float %s to half", a[0])
	case ir.HalfAdd, ir.HalfSub, ir.HalfMul:
		ins := map[ir.HalfOp]string{ir.HalfAdd: "fadd", ir.HalfSub: "fsub", ir.HalfMul: "fmul"}[op]
		r = e.def("%s %s %s, %s", ins, ty, hs[0], hs[1])
	case ir.HalfFMA:
		name := "llvm.fma.f16"
		if ty != "half" {
			name = "llvm.fma.v2f16"
		}
		r = e.def("call %s %s(%s %s, %s %s, %s %s)", ty, e.intrinsic(name, ty, ty, ty, ty), ty, hs[0], ty, hs[1], ty, hs[2])
	default:
		return "", ErrBadIR
	}
	return e.def("bitcast %s %s to %s", ty, r, bits), nil
}

// halfWidened returns the binary16 values, as half registers, of x and y
// when both are widened binary16 values (HEq, HLt... and HMin, HMax compare
// those): comparing them is exact, one v_cmp_*_f16 instead of two
// conversions and a float32 comparison.
func (e *fn) halfWidened(x, y ir.Value) (string, string, bool) {
	var r [2]string
	for i, v := range [2]ir.Value{x, y} {
		in, ok := v.(*ir.Instr)
		if !ok || in.Op != ir.OpHalf || len(in.Args) != 1 {
			return "", "", false
		}
		if op, bf := in.Half(); op != ir.HalfToF32 || bf {
			return "", "", false
		}
		s, err := e.val(in.Args[0])
		if err != nil {
			return "", "", false
		}
		r[i] = s
	}
	for i := range r {
		r[i] = e.def("bitcast i16 %s to half", r[i])
	}
	return r[0], r[1], true
}

// halfPair computes a bfloat16 packed-pair operation (i32 operands,
// element 0 in the low half) as the scalar operation on each element, the
// scalar path's code twice.
func (e *fn) halfPair(op ir.HalfOp, a []string) (string, error) {
	var r [2]string
	for k := range r {
		xs := make([]string, len(a))
		for j, x := range a {
			if k == 1 {
				x = e.def("lshr i32 %s, 16", x)
			}
			xs[j] = e.def("trunc i32 %s to i16", x)
		}
		h, err := e.bfScalar(op, xs)
		if err != nil {
			return "", err
		}
		r[k] = e.def("zext i16 %s to i32", h)
	}
	hi := e.def("shl i32 %s, 16", r[1])
	return e.def("or i32 %s, %s", r[0], hi), nil
}

// bfScalar computes a scalar bfloat16 OpHalf operation on registers a.
func (e *fn) bfScalar(op ir.HalfOp, a []string) (string, error) {
	var r string
	switch op {
	case ir.HalfToF32:
		r = e.bfWiden(a[0])
	case ir.HalfFromF32:
		r = e.bfNarrow(a[0])
	case ir.HalfAdd, ir.HalfSub, ir.HalfMul:
		ins := map[ir.HalfOp]string{ir.HalfAdd: "fadd", ir.HalfSub: "fsub", ir.HalfMul: "fmul"}[op]
		s := e.def("%s float %s, %s", ins, e.bfWiden(a[0]), e.bfWiden(a[1]))
		r = e.bfNarrow(s)
	case ir.HalfFMA:
		r = e.bfFMA(a)
	default:
		return "", ErrBadIR
	}
	return r, nil
}

// bfWiden returns the float of bfloat16 pattern x (an i16), exactly.
func (e *fn) bfWiden(x string) string {
	w := e.def("zext i16 %s to i32", x)
	s := e.def("shl i32 %s, 16", w)
	return e.def("bitcast i32 %s to float", s)
}

// halfNarrow rounds float f to a bfloat16 pattern (i16), to nearest even.
func (e *fn) bfNarrow(f string) string {
	b := e.def("bitcast float %s to i32", f)
	abs := e.def("and i32 %s, 2147483647", b)
	nan := e.def("icmp ugt i32 %s, 2139095040", abs)
	lsb := e.def("lshr i32 %s, 16", b)
	lsb = e.def("and i32 %s, 1", lsb)
	s := e.def("add i32 %s, 32767", b)
	s = e.def("add i32 %s, %s", s, lsb)
	s = e.def("lshr i32 %s, 16", s)
	q := e.def("lshr i32 %s, 16", b)
	q = e.def("or i32 %s, 64", q)
	r := e.def("select i1 %s, i32 %s, i32 %s", nan, q, s)
	return e.def("trunc i32 %s to i16", r)
}

// bfFMA is x*y+z rounded once to bfloat16.
func (e *fn) bfFMA(a []string) string {
	var x [3]string
	for k := range x {
		x[k] = e.def("fpext float %s to double", e.bfWiden(a[k]))
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
	return e.bfNarrow(f)
}
