package amd64

import (
	"fmt"
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// Math functions in SIMD loops. A call of one of these (by the front
// end's name for the Go source function that computes it) is lowered to
// vector code that gives, lane by lane, the bits of Go's math package on
// amd64: the same operations in the same order, rounded alike, on 4
// float64 lanes. Special arguments take blends where that is cheap and
// exact; arguments the vector code does not reduce (math.Sin's and
// math.Cos's |x| ≥ 2^29 and ±Inf, which Go reduces by Payne–Hanek) leave
// the group to the Go core, which calls package math itself.
//
// Compiling the call rather than the inlined Go source drops what
// if-conversion would run on every lane: the rare special-case paths,
// the emulated float64↔uint64 conversions (the octant here fits in 32
// bits) and the register pressure of both.
var mathCalls = map[string]struct {
	lower func(l *lowering, x int) int
	// lower2 lowers a function of two arguments (lower is nil then).
	lower2 func(l *lowering, x, y int) int
	// scalar is about the number of instructions gc's code runs for a
	// call on the common path: the Go loop's side of the cost model.
	scalar int
}{
	// math.Exp runs exp_amd64.s on amd64; with FMA (which the SIMD loops
	// require, simd.AVX2), its avxfma path.
	"math.exp": {lower: (*lowering).exp, scalar: 45},
	// math.Log runs log_amd64.s on amd64 (so do Log10 and Log2, through it).
	"math.log": {lower: (*lowering).log, scalar: 50},
	"math.sin": {lower: func(l *lowering, x int) int { return l.trig(x, false) }, scalar: 55},
	"math.cos": {lower: func(l *lowering, x int) int { return l.trig(x, true) }, scalar: 55},
	"math.tan": {lower: (*lowering).tan, scalar: 50},
	// math.Atan is Go source on amd64 (atan.go); Asin, Acos and Atan2
	// call it.
	"math.atan": {lower: (*lowering).atan, scalar: 35},
	// math.Tanh is Go source on amd64 (tanh.go), calling math.Exp.
	"math.tanh": {lower: (*lowering).tanh, scalar: 65},
	// math.Pow is Go source on amd64 (pow.go), calling math.Exp and Log:
	// about 150 instructions for a fractional y, the squaring loop's
	// iterations (a dozen each) on top.
	"math.pow": {lower2: (*lowering).pow, scalar: 180},
}

// MathCall reports that Compile lowers a call of the function with IR
// name name itself (see mathCalls): a caller that inlines a core's calls
// keeps these.
func MathCall(name string) bool { _, ok := mathCalls[name]; return ok }

// mathArity is the number of arguments of mathCalls' function name.
func mathArity(name string) int {
	if mathCalls[name].lower2 != nil {
		return 2
	}
	return 1
}

// mathCall lowers a call of a mathCalls function on float64 lanes.
func (l *lowering) mathCall(in *ir.Instr, srcs []int) (int, error) {
	c := in.Callee()
	if c == nil {
		return 0, opRefusal(in)
	}
	m, ok := mathCalls[c.Name]
	if !ok {
		return 0, refusef("call of %s", c.Name)
	}
	if t, _ := in.Typ.(*ir.Basic); l.w != 8 || len(srcs) != mathArity(c.Name) || t == nil || t.Kind != ir.Float64 {
		return 0, refusef("call of %s on other than float64 lanes", c.Name)
	}
	if m.lower2 != nil {
		return m.lower2(l, srcs[0], srcs[1]), nil
	}
	return m.lower(l, srcs[0]), nil
}

// f64 is the register holding v in every lane.
func (l *lowering) f64(v float64) int { return l.splat(math.Float64bits(v)) }

// vcmp is the lane mask of x PRED y for a VCMPPD predicate.
func (l *lowering) vcmp(pred int, x, y int) int {
	return l.emit(fmt.Sprintf("VCMPPD $0x%02x, {1}, {0}, {d}", pred), x, y)
}

// VCMPPD predicates beyond floatPred's.
const (
	cmpUnord = 0x03 // either is NaN
	cmpEqUQ  = 0x08 // equal or either is NaN
)

// fma is x*y+z rounded once (VFMADD231PD).
func (l *lowering) fma(x, y, z int) int {
	return l.emit("VMOVUPD {2}, {d}\n\tVFMADD231PD {1}, {0}, {d}", x, y, z)
}

func (l *lowering) fadd(x, y int) int { return l.emit("VADDPD {1}, {0}, {d}", x, y) }
func (l *lowering) fsub(x, y int) int { return l.emit("VSUBPD {1}, {0}, {d}", x, y) }
func (l *lowering) fmul(x, y int) int { return l.emit("VMULPD {1}, {0}, {d}", x, y) }

// The constants of exp_amd64.s, as it spells them.
const (
	expLog2e    = 1.4426950408889634073599246810018920
	expLn2U     = 0.69314718055966295651160180568695068359375
	expLn2L     = 0.28235290563031577122588448175013436025525412068e-12
	expOverflow = 7.09782712893384e+02
)

// expTaylor are exp_amd64.s's coefficients in the order its Horner
// steps add them (exprodata +64, +56, ..., +0, +8).
var expTaylor = []float64{
	2.4801587301587301587e-5, 1.9841269841269841270e-4, 1.3888888888888888889e-3,
	8.3333333333333333333e-3, 4.1666666666666666667e-2, 1.6666666666666666667e-1, 0.5, 1.0,
}

// exp is exp_amd64.s's avxfma path on 4 lanes, step for step: k is
// CVTSD2SL of x·log2e (VCVTPD2DQ, the same rounding and the same
// 0x80000000 out of range), the reduction and Taylor series fused where
// the assembly fuses, four squarings, then the scale 2^k, through two
// products below 2^-1022 as the assembly's denormal path does. Its
// branches become blends, in the assembly's order of precedence: NaN
// gives x; x > Overflow or k ≥ 1024 gives +Inf (so does +Inf); k < −1075
// gives +0 (so does −Inf, whose k is 0x80000000).
func (l *lowering) exp(x int) int {
	t := l.fmul(x, l.f64(expLog2e))
	kf := l.emit("VCVTPD2DQY {0}, X14\n\tVCVTDQ2PD X14, {d}", t)
	kq := l.emit("VCVTPD2DQY {0}, X14\n\tVPMOVSXDQ X14, {d}", t)
	r := l.emit("VMOVUPD {0}, {d}\n\tVFNMADD231PD {2}, {1}, {d}", x, kf, l.f64(expLn2U))
	r = l.emit("VMOVUPD {0}, {d}\n\tVFNMADD231PD {2}, {1}, {d}", r, kf, l.f64(expLn2L))
	r = l.fmul(r, l.f64(0.0625))
	p := l.f64(expTaylor[0])
	for _, c := range expTaylor[1:] {
		p = l.fma(p, r, l.f64(c))
	}
	r = l.fmul(r, p)
	two := l.f64(2)
	for range 3 {
		r = l.fmul(r, l.fadd(r, two))
	}
	r = l.fma(l.fadd(r, two), r, l.f64(1))
	e := l.emit("VPADDQ {1}, {0}, {d}", kq, l.splat(0x3ff))
	normal := l.fmul(r, l.emit("VPSLLQ $52, {0}, {d}", e))
	low := l.emit("VPADDQ {1}, {0}, {d}\n\tVPSLLQ $52, {d}, {d}", e, l.splat(0x3fe))
	denormal := l.fmul(l.fmul(r, low), l.splat(1<<52))
	y := l.blend(l.vcmp(floatPred[ir.OpLe], kf, l.f64(-1023)), denormal, normal)
	y = l.blend(l.vcmp(floatPred[ir.OpLt], kf, l.f64(-1075)), l.splat(0), y)
	over := l.emit("VPOR {1}, {0}, {d}", l.vcmp(floatPred[ir.OpGe], kf, l.f64(1024)), l.vcmp(floatPred[ir.OpGt], x, l.f64(expOverflow)))
	y = l.blend(over, l.f64(math.Inf(1)), y)
	return l.blend(l.vcmp(cmpUnord, x, x), x, y)
}

// The constants of log_amd64.s, as it spells them.
const (
	logHSqrt2 = 7.07106781186547524401e-01
	logLn2Hi  = 6.93147180369123816490e-01
	logLn2Lo  = 1.90821492927058770002e-10
	logL1     = 6.666666666666735130e-01
	logL2     = 3.999999999940941908e-01
	logL3     = 2.857142874366239149e-01
	logL4     = 2.222219843214978396e-01
	logL5     = 1.818357216161805012e-01
	logL6     = 1.531383769920937332e-01
	logL7     = 1.479819860511658591e-01
)

// log is log_amd64.s on 4 lanes, step for step: its Frexp takes the
// exponent field as it is (subnormals are not normalized: Go's amd64
// math.Log gives what the assembly gives there), k = field − 0x3FE
// through 2^52's bits (exact), then the same products and sums, none
// fused. Its special cases become blends in its order: ±0 gives −Inf,
// another negative sign bit (−Inf, negative NaNs) NaN(), +Inf and NaN x.
func (l *lowering) log(x int) int {
	f1 := l.emit("VPAND {1}, {0}, {d}", x, l.splat(1<<52-1))
	f1 = l.emit("VPOR {1}, {0}, {d}", f1, l.f64(0.5))
	ke := l.emit("VPSRLQ $52, {0}, {d}", x)
	ke = l.emit("VPAND {1}, {0}, {d}", ke, l.splat(0x7ff))
	k := l.emit("VPOR {1}, {0}, {d}", ke, l.f64(1<<52))
	k = l.fsub(k, l.f64(1<<52+0x3fe))
	// if !(HSqrt2 < f1) { k -= 1; f1 *= 2 }, as the assembly computes it:
	// a mask ANDed with 1.0, subtracted from k, 1 added, multiplied in.
	m := l.vcmp(0x05, l.f64(logHSqrt2), f1) // not less than
	one := l.f64(1)
	m = l.emit("VANDPD {1}, {0}, {d}", m, one)
	k = l.fsub(k, m)
	f1 = l.fmul(f1, l.fadd(m, one))
	f := l.fsub(f1, one)
	s := l.emit("VDIVPD {1}, {0}, {d}", f, l.fadd(l.f64(2), f))
	s2 := l.fmul(s, s)
	s4 := l.fmul(s2, s2)
	t1 := l.fmul(l.f64(logL7), s4)
	t1 = l.fmul(l.fadd(t1, l.f64(logL5)), s4)
	t1 = l.fmul(l.fadd(t1, l.f64(logL3)), s4)
	t1 = l.fmul(l.fadd(t1, l.f64(logL1)), s2)
	t2 := l.fmul(l.f64(logL6), s4)
	t2 = l.fmul(l.fadd(t2, l.f64(logL4)), s4)
	t2 = l.fmul(l.fadd(t2, l.f64(logL2)), s4)
	r := l.fadd(t1, t2)
	hfsq := l.fmul(l.fmul(l.f64(0.5), f), f)
	u := l.fmul(s, l.fadd(r, hfsq))
	u = l.fadd(u, l.fmul(k, l.f64(logLn2Lo)))
	w := l.fsub(l.fsub(hfsq, u), f)
	y := l.fsub(l.fmul(k, l.f64(logLn2Hi)), w)
	y = l.blend(l.vcmp(0x15, x, l.f64(math.Inf(1))), x, y) // not less than +Inf: +Inf, NaN
	y = l.blend(x, l.splat(trigNaN), y)                    // the sign bit
	return l.blend(l.vcmp(floatPred[ir.OpEq], x, l.splat(0)), l.f64(math.Inf(-1)), y)
}

// The constants of sin.go, as it spells them.
const (
	trigPI4A = 7.85398125648498535156e-1
	trigPI4B = 3.77489470793079817668e-8
	trigPI4C = 2.69515142907905952645e-15
	// trigReduce is trig_reduce.go's reduceThreshold: from it on (and for
	// ±Inf) math.Sin and math.Cos reduce by Payne–Hanek.
	trigReduce = 1 << 29
	// trigNaN is math.NaN()'s bits, which Cos gives for NaN (and Log for
	// negative arguments).
	trigNaN = 0x7ff8000000000001
)

var (
	trigSin = []float64{1.58962301576546568060e-10, -2.50507477628578072866e-8, 2.75573136213857245213e-6,
		-1.98412698295895385996e-4, 8.33333333332211858878e-3, -1.66666666666666307295e-1}
	trigCos = []float64{-1.13585365213876817300e-11, 2.08757008419747316778e-9, -2.75573141792967388112e-7,
		2.48015872888517045348e-5, -1.38888888888730564116e-3, 4.16666666666665929218e-2}
)

// octant is the reduction sin.go, tan.go share below the threshold: j,
// after "j&1 == 1 → j++" (in 64-bit lanes), and z, x's remainder. It
// first leaves the group to the Go core when a lane (under the block's
// mask) is at or above the threshold or ±Inf.
func (l *lowering) octant(x int) (j, z int) {
	ax := l.emit("VANDNPD {0}, {1}, {d}", x, l.sign()) // |x|: x with the sign bit cleared
	far := l.vcmp(floatPred[ir.OpGe], ax, l.f64(trigReduce))
	if l.mask != all {
		far = l.emit("VPAND {1}, {0}, {d}", far, l.mask)
	}
	l.leaveIf(far, far)
	l.guards++
	q := l.fmul(ax, l.f64(4/math.Pi))
	j = l.emit("VCVTTPD2DQY {0}, X14\n\tVPMOVZXDQ X14, {d}", q)
	j = l.emit("VPADDQ {1}, {0}, {d}", j, l.emit("VPAND {1}, {0}, {d}", j, l.splat(1)))
	two52 := l.splat(math.Float64bits(1 << 52))
	y := l.fsub(l.emit("VPOR {1}, {0}, {d}", j, two52), two52)
	z = l.fsub(ax, l.fmul(y, l.f64(trigPI4A)))
	z = l.fsub(z, l.fmul(y, l.f64(trigPI4B)))
	return j, l.fsub(z, l.fmul(y, l.f64(trigPI4C)))
}

// trig is sin.go's sin (cos: its cos) on 4 lanes, step for step and
// unfused as gc compiles it. j = uint64(x·4/π) is below 2^31 under the
// threshold, so CVTTPD2DQ gives it and 2^52's bits give float64(j)
// exactly; after "j&1 == 1 → j++" j is even, so the octant's tests are
// its bits 1 and 2. Both polynomials are computed and bit 1 picks one.
// Groups with a lane at or above the threshold (±Inf too) go to the Go
// core; the other special cases are blends: sin(±0) and sin(NaN) are x,
// cos(NaN) is NaN().
func (l *lowering) trig(x int, cos bool) int {
	sign := l.sign()
	j, z := l.octant(x)
	zz := l.fmul(z, z)
	poly := func(c []float64) int {
		p := l.fmul(l.f64(c[0]), zz)
		for i, k := range c[1:] {
			p = l.fadd(p, l.f64(k))
			if i < len(c)-2 {
				p = l.fmul(p, zz)
			}
		}
		return p
	}
	// z + z·zz·(…) and 1 − 0.5·zz + zz·zz·(…), left to right.
	ys := l.fadd(z, l.fmul(l.fmul(z, zz), poly(trigSin)))
	yc := l.fadd(l.fsub(l.f64(1), l.fmul(l.f64(0.5), zz)), l.fmul(l.fmul(zz, zz), poly(trigCos)))
	bit1 := l.emit("VPSLLQ $62, {0}, {d}", j) // j&2 in the sign bit: j&3 == 2 after j -= 4
	bit2 := l.emit("VPSLLQ $61, {0}, {d}", j) // j&4 in the sign bit: j > 3
	var r, flip int
	if cos {
		r = l.blend(bit1, ys, yc)
		flip = l.emit("VPXOR {1}, {0}, {d}", bit1, bit2)
	} else {
		r = l.blend(bit1, yc, ys)
		flip = l.emit("VPXOR {1}, {0}, {d}", bit2, x) // x < 0 in the sign bit (±0 and NaN are blended below)
	}
	r = l.emit("VPAND {1}, {0}, Y14\n\tVPXOR Y14, {2}, {d}", flip, sign, r)
	if cos {
		return l.blend(l.vcmp(cmpUnord, x, x), l.splat(trigNaN), r)
	}
	return l.blend(l.vcmp(cmpEqUQ, x, l.splat(0)), x, r)
}

var (
	tanP = []float64{-1.30936939181383777646e4, 1.15351664838587416140e6, -1.79565251976484877988e7}
	tanQ = []float64{1.36812963470692954678e4, -1.32089234440210967447e6, 2.50083801823357915839e7, -5.38695755929454629881e7}
)

// tan is tan.go's tan on 4 lanes, step for step and unfused, on octant's
// reduction: z + z·(zz·P/Q) where zz > 1e-14, else z; −1/y where j&2;
// the sign of x. tan(±0) and tan(NaN) are x (blends).
func (l *lowering) tan(x int) int {
	j, z := l.octant(x)
	zz := l.fmul(z, z)
	p := l.fmul(l.f64(tanP[0]), zz)
	p = l.fmul(l.fadd(p, l.f64(tanP[1])), zz)
	p = l.fadd(p, l.f64(tanP[2]))
	q := l.fadd(zz, l.f64(tanQ[0]))
	for _, c := range tanQ[1:] {
		q = l.fadd(l.fmul(q, zz), l.f64(c))
	}
	y := l.fadd(z, l.fmul(z, l.emit("VDIVPD {1}, {0}, {d}", l.fmul(zz, p), q)))
	y = l.blend(l.vcmp(floatPred[ir.OpGt], zz, l.f64(1e-14)), y, z)
	inv := l.emit("VDIVPD {1}, {0}, {d}", l.f64(-1), y)
	y = l.blend(l.emit("VPSLLQ $62, {0}, {d}", j), inv, y) // j&2 in the sign bit
	y = l.emit("VPAND {1}, {0}, Y14\n\tVPXOR Y14, {2}, {d}", x, l.sign(), y)
	return l.blend(l.vcmp(cmpEqUQ, x, l.splat(0)), x, y)
}

// The constants of atan.go, as it spells them.
var (
	atanP = []float64{-8.750608600031904122785e-01, -1.615753718733365076637e+01, -7.500855792314704667340e+01,
		-1.228866684490136173410e+02, -6.485021904942025371773e+01}
	atanQ = []float64{+2.485846490142306297962e+01, +1.650270098316988542046e+02, +4.328810604912902668951e+02,
		+4.853903996359136964868e+02, +1.945506571482613964425e+02}
)

const (
	atanMorebits = 6.123233995736765886130e-17
	atanTan3pio8 = 2.41421356237309504880
)

// atan is atan.go's atan on 4 lanes, step for step and unfused: satan of
// |x| (atan's -satan(-x) for x < 0, NaN included: -x is |x| with the sign
// bit flipped back at the end), whose three branches are one xatan of the
// blended argument — x where x ≤ 0.66, 1/x above tan(3π/8), else
// (x−1)/(x+1) — and blends of their sums. atan(±0) = satan(0) with x's
// sign = x.
func (l *lowering) atan(x int) int {
	a := l.emit("VANDNPD {0}, {1}, {d}", x, l.sign()) // |x|
	one := l.f64(1)
	low := l.vcmp(floatPred[ir.OpLe], a, l.f64(0.66))
	high := l.vcmp(floatPred[ir.OpGt], a, l.f64(atanTan3pio8))
	mid := l.emit("VDIVPD {1}, {0}, {d}", l.fsub(a, one), l.fadd(a, one))
	arg := l.blend(high, l.emit("VDIVPD {1}, {0}, {d}", one, a), mid)
	arg = l.blend(low, a, arg)
	// xatan(arg): z·P(z)/Q(z) with z = arg², then arg·z + arg.
	z := l.fmul(arg, arg)
	p := l.fmul(l.f64(atanP[0]), z)
	for i, c := range atanP[1:] {
		p = l.fadd(p, l.f64(c))
		if i < len(atanP)-2 {
			p = l.fmul(p, z)
		}
	}
	q := l.fadd(z, l.f64(atanQ[0]))
	for _, c := range atanQ[1:] {
		q = l.fadd(l.fmul(q, z), l.f64(c))
	}
	z = l.emit("VDIVPD {1}, {0}, {d}", l.fmul(z, p), q)
	t := l.fadd(l.fmul(arg, z), arg)
	r := l.blend(high, l.fadd(l.fsub(l.f64(math.Pi/2), t), l.f64(atanMorebits)), l.fadd(l.fadd(l.f64(math.Pi/4), t), l.f64(0.5*atanMorebits)))
	r = l.blend(low, t, r)
	return l.emit("VPAND {1}, {0}, Y14\n\tVPXOR Y14, {2}, {d}", x, l.sign(), r) // x's sign
}

// The constants of tanh.go, as it spells them.
var (
	tanhP = []float64{-9.64399179425052238628e-1, -9.92877231001918586564e1, -1.61468768441708447952e3}
	tanhQ = []float64{1.12811678491632931402e2, 2.23548839060100448583e3, 4.84406305325125486048e3}
)

const tanhMaxLog = 8.8029691931113054295988e+01

// tanh is tanh.go's tanh on 4 lanes, step for step and unfused, its three
// cases blended in its order: |x| > MAXLOG/2 gives ±1 by x's sign; |x| ≥
// 0.625 gives 1 − 2/(Exp(2|x|)+1) (exp above: Go's amd64 math.Exp),
// negated where x < 0; else x + x·s·P(s)/Q(s) with s = x², and x itself
// where x == 0. NaN takes the last case, as in the Go code.
func (l *lowering) tanh(x int) int {
	sign := l.sign()
	z := l.emit("VANDNPD {0}, {1}, {d}", x, sign) // |x|
	one := l.f64(1)
	neg := l.vcmp(floatPred[ir.OpLt], x, l.splat(0))
	e := l.exp(l.fmul(l.f64(2), z))
	big := l.fsub(one, l.emit("VDIVPD {1}, {0}, {d}", l.f64(2), l.fadd(e, one)))
	big = l.blend(neg, l.emit("VXORPD {1}, {0}, {d}", big, sign), big)
	s := l.fmul(x, x)
	p := l.fmul(l.fadd(l.fmul(l.f64(tanhP[0]), s), l.f64(tanhP[1])), s)
	p = l.fadd(p, l.f64(tanhP[2]))
	q := l.fadd(l.fmul(l.fadd(s, l.f64(tanhQ[0])), s), l.f64(tanhQ[1]))
	q = l.fadd(l.fmul(q, s), l.f64(tanhQ[2]))
	small := l.fadd(x, l.emit("VDIVPD {1}, {0}, {d}", l.fmul(l.fmul(x, s), p), q))
	small = l.blend(l.vcmp(floatPred[ir.OpEq], x, l.splat(0)), x, small)
	r := l.blend(l.vcmp(floatPred[ir.OpGe], z, l.f64(0.625)), big, small)
	return l.blend(l.vcmp(floatPred[ir.OpGt], z, l.f64(0.5*tanhMaxLog)), l.blend(neg, l.f64(-1), one), r)
}
