package amdgpu

// Correctly rounded square roots. LLVM 15 lowers llvm.sqrt.f32/f64 on
// AMDGPU to one v_sqrt_f32/v_sqrt_f64 (about 1 ulp), so kern writes the
// sequences that later LLVM releases (17+) use for IEEE-exact sqrt; the
// test file checks both algorithms against math.Sqrt with a perturbed
// hardware estimate.

// sqrtF32 refines v_sqrt_f32 (≤ 1 ulp): with s the estimate, the true root
// is below the midpoint of s and its predecessor when x - pred(s)*s ≤ 0,
// and above the midpoint of s and its successor when x - succ(s)*s > 0
// (fma computes both residuals exactly enough to keep their signs).
// Inputs below 2^-96 are scaled by 2^32 (the root by 2^-16) so that no
// residual underflows; ±0 and +Inf pass through.
func (e *fn) sqrtF32(x string) string {
	fma := e.intrinsic("llvm.fma.f32", "float", "float", "float", "float")
	hw := e.intrinsic("llvm.amdgcn.sqrt.f32", "float", "float")
	need := e.def("fcmp olt float %s, %s", x, f64Hex(0x1p-96))
	xs0 := e.def("fmul float %s, %s", x, f64Hex(0x1p32))
	xs := e.def("select i1 %s, float %s, float %s", need, xs0, x)
	s := e.def("call float %s(float %s)", hw, xs)
	si := e.def("bitcast float %s to i32", s)
	dni := e.def("add i32 %s, -1", si)
	dn := e.def("bitcast i32 %s to float", dni)
	ndn := e.def("fneg float %s", dn)
	vp := e.def("call float %s(float %s, float %s, float %s)", fma, ndn, s, xs)
	upi := e.def("add i32 %s, 1", si)
	up := e.def("bitcast i32 %s to float", upi)
	nup := e.def("fneg float %s", up)
	vs := e.def("call float %s(float %s, float %s, float %s)", fma, nup, s, xs)
	le := e.def("fcmp ole float %s, 0.0", vp)
	s1 := e.def("select i1 %s, float %s, float %s", le, dn, s)
	gt := e.def("fcmp ogt float %s, 0.0", vs)
	s2 := e.def("select i1 %s, float %s, float %s", gt, up, s1)
	s3m := e.def("fmul float %s, %s", s2, f64Hex(0x1p-16))
	s3 := e.def("select i1 %s, float %s, float %s", need, s3m, s2)
	return e.zeroOrInf("float", xs, s3)
}

// zeroOrInf returns xs when it is ±0 or +Inf (whose roots are themselves),
// else r.
func (e *fn) zeroOrInf(t, xs, r string) string {
	z := e.def("fcmp oeq %s %s, 0.0", t, xs)
	inf := e.def("fcmp oeq %s %s, 0x7FF0000000000000", t, xs)
	zi := e.def("or i1 %s, %s", z, inf)
	return e.def("select i1 %s, %s %s, %s %s", zi, t, xs, t, r)
}

// sqrtF64 is Goldschmidt's iteration from v_rsq_f64 (the ISA documents
// 2^29 ulp, about 2^-23 relative; the tests allow 2^-22) with two
// fma-corrected Newton steps, as ROCm's OCML and LLVM 17+ do: correctly
// rounded. Inputs below 2^-767 are scaled by 2^256 (the root
// by 2^-128); ±0 and +Inf pass through.
func (e *fn) sqrtF64(x string) string {
	fma := e.intrinsic("llvm.fma.f64", "double", "double", "double", "double")
	rsq := e.intrinsic("llvm.amdgcn.rsq.f64", "double", "double")
	call := func(a, b, c string) string {
		return e.def("call double %s(double %s, double %s, double %s)", fma, a, b, c)
	}
	half := f64Hex(0.5)
	need := e.def("fcmp olt double %s, %s", x, f64Hex(0x1p-767))
	xs0 := e.def("fmul double %s, %s", x, f64Hex(0x1p256))
	xs := e.def("select i1 %s, double %s, double %s", need, xs0, x)
	y := e.def("call double %s(double %s)", rsq, xs)
	s0 := e.def("fmul double %s, %s", xs, y)
	h0 := e.def("fmul double %s, %s", y, half)
	nh0 := e.def("fneg double %s", h0)
	r0 := call(nh0, s0, half)
	h1 := call(h0, r0, h0)
	s1 := call(s0, r0, s0)
	ns1 := e.def("fneg double %s", s1)
	d0 := call(ns1, s1, xs)
	s2 := call(d0, h1, s1)
	ns2 := e.def("fneg double %s", s2)
	d1 := call(ns2, s2, xs)
	r := call(d1, h1, s2)
	rm := e.def("fmul double %s, %s", r, f64Hex(0x1p-128))
	rs := e.def("select i1 %s, double %s, double %s", need, rm, r)
	return e.zeroOrInf("double", xs, rs)
}
