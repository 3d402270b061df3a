package arm64

import (
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// Math functions in NEON loops. A call of one of these (by the front
// end's name for the Go source function) is lowered to vector code that
// gives, lane by lane, the bits of Go's math package on arm64: math.Exp
// is exp_arm64.s there, its FMADD/FMSUB/FNMSUB as FMLA/FMLS; Log, Sin,
// Cos, Tan, Atan and Tanh are Go source, which gc compiles with x*y+z
// fused wherever ARM64.rules fuse it — including where fuse.go refuses
// for lack of an order (R = t1 + t2, two products) and where a product
// is also used elsewhere (zz + Q with zz = z*z becomes FMADD z, z, Q).
// Each function below was read off `go tool objdump` of package math
// built by Go 1.26 for arm64, instruction for instruction; the comments
// give the scalar instruction each fused step mirrors (Go's operand
// order: FMADDD Rm, Ra, Rn, Rd is Rd = Ra + Rn·Rm).
//
// Inlining the Go source instead would leave the fusion to fuse.go,
// which cannot decide an add of two products (log's t1 + t2) and would
// if-convert the special cases and math.Frexp's branches; a lowering per
// function keeps gc's choices explicit and its special cases blends.
// Special arguments take blends where that is exact, as compiler/amd64
// does; Sin, Cos and Tan leave the group to the Go core for |x| ≥ 2^29
// and ±Inf (Payne–Hanek), exactly where the AVX2 loop does.
var mathCalls = map[string]func(l *lowering, x int) int{
	"math.exp":  (*lowering).exp,
	"math.log":  (*lowering).log,
	"math.sin":  func(l *lowering, x int) int { return l.trig(x, false) },
	"math.cos":  func(l *lowering, x int) int { return l.trig(x, true) },
	"math.tan":  (*lowering).tan,
	"math.atan": (*lowering).atan,
	"math.tanh": (*lowering).tanh,
}

// MathCall reports that Compile lowers a call of the function with IR
// name name itself (mathCalls).
func MathCall(name string) bool { _, ok := mathCalls[name]; return ok }

// mathCall lowers a call of a mathCalls function on float64 lanes.
func (l *lowering) mathCall(in *ir.Instr, srcs []int) (int, error) {
	c := in.Callee()
	if c == nil {
		return 0, opRefusal(in)
	}
	lower, ok := mathCalls[c.Name]
	if !ok {
		return 0, refusef("call of %s", c.Name)
	}
	if t, _ := in.Typ.(*ir.Basic); l.w != 8 || len(srcs) != 1 || t == nil || t.Kind != ir.Float64 {
		return 0, refusef("call of %s on other than float64 lanes", c.Name)
	}
	return lower(l, srcs[0]), nil
}

func (l *lowering) f64(v float64) int { return l.splat(math.Float64bits(v)) }

// int64 is the register holding v in every 64-bit lane.
func (l *lowering) int64(v int64) int { return l.splat(uint64(v)) }

func (l *lowering) fadd(x, y int) int { return l.op2(opFADD, x, y) }
func (l *lowering) fsub(x, y int) int { return l.op2(opFSUB, x, y) }
func (l *lowering) fmul(x, y int) int { return l.op2(opFMUL, x, y) }
func (l *lowering) fdiv(x, y int) int { return l.op2(opFDIV, x, y) }

// madd is a + x·y rounded once: FMADDD y, a, x (FMLA into a copy of a).
func (l *lowering) madd(a, x, y int) int {
	return l.emit([]int{a, x, y}, ins{op: opORR, d: rd, n: 0, m: 0}, ins{op: opFMLA, d: rd, n: 1, m: 2})
}

// msub is a − x·y rounded once: FMSUBD y, a, x (FMLS).
func (l *lowering) msub(a, x, y int) int {
	return l.emit([]int{a, x, y}, ins{op: opORR, d: rd, n: 0, m: 0}, ins{op: opFMLS, d: rd, n: 1, m: 2})
}

// nmsub is x·y − a rounded once: FNMSUBD y, a, x, which is FPMulAdd of
// −a, as FNEG and FMLA.
func (l *lowering) nmsub(a, x, y int) int {
	return l.emit([]int{a, x, y}, ins{op: opFNEG, d: rd, n: 0}, ins{op: opFMLA, d: rd, n: 1, m: 2})
}

// lt is the lane mask of x < y (false for NaN).
func (l *lowering) lt(x, y int) int { return l.op2(opFCMGT, y, x) }

// horner is c[0], then p = c[k] + zz·p for the rest, each FMADDD.
func (l *lowering) horner(c []float64, zz int) int {
	p := l.f64(c[0])
	for _, k := range c[1:] {
		p = l.madd(l.f64(k), zz, p)
	}
	return p
}

// The constants of exp_arm64.s.
const (
	expLn2Hi     = 6.93147180369123816490e-01
	expLn2Lo     = 1.90821492927058770002e-10
	expLog2e     = 1.44269504088896338700e+00
	expOverflow  = 7.09782712893383973096e+02
	expUnderflow = -7.45133219101941108420e+02
	expNearZero  = 0x3e30000000000000 // 2^-28
	expFracMask  = 1<<52 - 1
	expC1        = 0x3cb0000000000000 // 2^-52
)

// expP are exp_arm64.s's P5, P4, ..., P1, in Horner order.
var expP = []float64{4.13813679705723846039e-08, -1.65339022054652515390e-06, 6.61375632143793436117e-05,
	-2.77777777770155933842e-03, 1.66666666666666657415e-01}

// exp is exp_arm64.s's archExp on 2 lanes, step for step: k = int(x·log2e
// ± 0.5) by FNMSUBD/FMADDD and FCVTZSD (truncation), the reduction and
// polynomial fused where the assembly fuses, and its inline Ldexp on the
// integer bits (an exponent below 1 takes 52 more and a factor 2^-52).
// Its branches are blends in its order: NaN gives x, x > Overflow +Inf,
// x < Underflow 0, |x| < 2^-28 gives 1 + x.
func (l *lowering) exp(x int) int {
	lg := l.f64(expLog2e)
	kf := l.sel(l.lt(x, l.splat(0)), l.madd(l.f64(-0.5), lg, x), l.madd(l.f64(0.5), lg, x))
	ki := l.op1(opFCVTZS, kf)
	kf = l.op1(opSCVTF, ki)
	hi := l.msub(x, kf, l.f64(expLn2Hi)) // FMSUBD F3, F0, F4, F4
	lo := l.fmul(l.f64(expLn2Lo), kf)    // FMULD F3, F5
	r := l.fsub(hi, lo)                  // FSUBD F5, F4, F6
	t := l.fmul(r, r)                    // FMULD F6, F6, F7
	c := l.horner(expP, t)               // FMADDD F7, Fk, F13, F13
	c = l.msub(r, c, t)                  // FMSUBD F7, F6, F13, F13
	q := l.fdiv(l.fmul(c, r), l.fsub(l.f64(2), c))
	q = l.fsub(l.fsub(lo, q), hi)
	y := l.fsub(l.f64(1), q)
	// Ldexp(y, k): y is positive, so its exponent field is bits >> 52.
	frac := l.op2(opAND, y, l.splat(expFracMask))
	e := l.op2(opADD, l.emit([]int{y}, ins{op: opUSHR, d: rd, n: 0, imm: 52}), ki)
	low := l.op2(opCMGT, l.splat(1), e) // e < 1
	e = l.sel(low, l.op2(opADD, e, l.splat(52)), e)
	m := l.sel(low, l.splat(expC1), l.f64(1))
	y = l.fmul(l.op2(opORR, l.emit([]int{e}, ins{op: opSHL, d: rd, n: 0, imm: 52}), frac), m)

	ax := l.op1(opFABS, x)
	y = l.sel(l.lt(ax, l.splat(expNearZero)), l.fadd(x, l.f64(1)), y)
	y = l.sel(l.lt(x, l.f64(expUnderflow)), l.splat(0), y)
	y = l.sel(l.lt(l.f64(expOverflow), x), l.f64(math.Inf(1)), y)
	return l.sel(l.op2(opFCMEQ, x, x), y, x)
}

// The constants of log.go.
const (
	logLn2Hi = 6.93147180369123816490e-01
	logLn2Lo = 1.90821492927058770002e-10
	logL1    = 6.666666666666735130e-01
	logL2    = 3.999999999940941908e-01
	logL3    = 2.857142874366239149e-01
	logL4    = 2.222219843214978396e-01
	logL5    = 1.818357216161805012e-01
	logL6    = 1.531383769920937332e-01
	logL7    = 1.479819860511658591e-01
	// mathNaN is math.NaN()'s bits, which Log gives for negative
	// arguments and Cos for NaN.
	mathNaN = 0x7ff8000000000001
)

// log is log.go's log as gc compiles it for arm64, on 2 lanes: Frexp on
// the bits (a subnormal multiplied by 2^52 first, as its normalize does),
// f1 doubled (FADDD f1, f1) and ki less one below √2/2, then
//
//	s = f/(2+f), s2, s4 unfused
//	p1 = L1 + s4·(L3 + s4·(L5 + s4·L7))   three FMADDD
//	t2 = s4·(L2 + s4·(L4 + s4·L6))        two FMADDD, FMULD
//	R = t2 + s2·p1                        FMADDD: gc fused t1 into t2
//	hf = 0.5·f; hfsq+R = R + hf·f         FMADDD
//	u = k·Ln2Lo + s·(hfsq+R)              FMADDD
//	k·Ln2Hi − ((hf·f − u) − f)            FNMSUBD, FSUBD, FNMSUBD
//
// Special cases are blends in its order: NaN and +Inf give x, x < 0 (−Inf
// too) NaN(), ±0 −Inf.
func (l *lowering) log(x int) int {
	sub := l.lt(x, l.f64(0x1p-1022))
	xn := l.sel(sub, l.fmul(x, l.f64(1<<52)), x)
	ki := l.op2(opADD, l.emit([]int{xn}, ins{op: opUSHR, d: rd, n: 0, imm: 52}), l.sel(sub, l.int64(-52-1022), l.int64(-1022)))
	f1 := l.op2(opORR, l.op2(opAND, xn, l.splat(expFracMask)), l.splat(0x3fe<<52))
	small := l.lt(f1, l.f64(math.Sqrt2/2))
	f1 = l.sel(small, l.fadd(f1, f1), f1)
	ki = l.op2(opADD, ki, small) // the mask is −1 where f1 < √2/2
	f := l.fsub(f1, l.f64(1))
	k := l.op1(opSCVTF, ki)
	s := l.fdiv(f, l.fadd(l.f64(2), f))
	s2 := l.fmul(s, s)
	s4 := l.fmul(s2, s2)
	p1 := l.madd(l.f64(logL5), s4, l.f64(logL7))
	p1 = l.madd(l.f64(logL3), s4, p1)
	p1 = l.madd(l.f64(logL1), s4, p1)
	p2 := l.madd(l.f64(logL4), s4, l.f64(logL6))
	p2 = l.madd(l.f64(logL2), s4, p2)
	t2 := l.fmul(p2, s4)
	r := l.madd(t2, s2, p1)
	hf := l.fmul(l.f64(0.5), f)
	hr := l.madd(r, hf, f)
	u := l.madd(l.fmul(l.f64(logLn2Lo), k), s, hr)
	w := l.fsub(l.nmsub(u, hf, f), f)
	y := l.nmsub(w, k, l.f64(logLn2Hi))

	y = l.sel(l.op2(opFCMEQ, x, l.splat(0)), l.f64(math.Inf(-1)), y)
	y = l.sel(l.lt(x, l.splat(0)), l.splat(mathNaN), y)
	return l.sel(l.lt(l.f64(math.MaxFloat64), x), x, l.sel(l.op2(opFCMEQ, x, x), y, x))
}

// The constants of sin.go and tan.go.
const (
	trigPI4A   = 7.85398125648498535156e-1
	trigPI4B   = 3.77489470793079817668e-8
	trigPI4C   = 2.69515142907905952645e-15
	trigReduce = 1 << 29 // trig_reduce.go's reduceThreshold
)

var (
	trigSin = []float64{1.58962301576546568060e-10, -2.50507477628578072866e-8, 2.75573136213857245213e-6,
		-1.98412698295895385996e-4, 8.33333333332211858878e-3, -1.66666666666666307295e-1}
	trigCos = []float64{-1.13585365213876817300e-11, 2.08757008419747316778e-9, -2.75573141792967388112e-7,
		2.48015872888517045348e-5, -1.38888888888730564116e-3, 4.16666666666665929218e-2}
)

// octant is the reduction sin.go and tan.go share below the threshold,
// on |x|: j = uint64(|x|·4/π) (FCVTZUD), made even (j&1 added), and
// z = ((|x| − y·PI4A) − y·PI4B) − y·PI4C, three FMSUBD, with y = float64(j)
// (UCVTFD; gc's y+1 for odd j is the same integer, exact below 2^31). It
// first leaves the group to the Go core when a lane under the block's
// mask is at or above the threshold or ±Inf, as the AVX2 loop does.
func (l *lowering) octant(ax int) (j, z int) {
	far := l.op2(opFCMGE, ax, l.f64(trigReduce))
	if l.mask != all {
		far = l.op2(opAND, far, l.mask)
	}
	l.leaveIf(far)
	j = l.op1(opFCVTZU, l.fmul(ax, l.f64(4/math.Pi)))
	j = l.op2(opADD, j, l.op2(opAND, j, l.splat(1)))
	y := l.op1(opUCVTF, j)
	z = l.msub(ax, y, l.f64(trigPI4A))
	z = l.msub(z, y, l.f64(trigPI4B))
	return j, l.msub(z, y, l.f64(trigPI4C))
}

// trig is sin.go's sin (cos: its cos) as gc compiles it for arm64, on 2
// lanes: both polynomials, each a chain of FMADDD from _sin[0]·zz + _sin[1]
// on, then z + (z·zz)·ps (FMADDD) and (1 − zz·0.5) + (zz·zz)·pc (FMSUBD,
// FMADDD); bit 1 of the even octant j picks one, bits 1 and 2 (and x's
// sign for sin) the sign. sin(±0) and sin(NaN) are x, cos(NaN) NaN()
// (blends); ±Inf and |x| ≥ 2^29 leave the group (octant).
func (l *lowering) trig(x int, cos bool) int {
	ax := l.op1(opFABS, x)
	j, z := l.octant(ax)
	zz := l.fmul(z, z)
	ys := l.madd(z, l.fmul(z, zz), l.horner(trigSin, zz))
	yc := l.madd(l.msub(l.f64(1), zz, l.f64(0.5)), l.fmul(zz, zz), l.horner(trigCos, zz))
	bit1 := l.emit([]int{j}, ins{op: opSHL, d: rd, n: 0, imm: 62}) // j&2 in the sign bit
	bit2 := l.emit([]int{j}, ins{op: opSHL, d: rd, n: 0, imm: 61}) // j&4 in the sign bit
	b1 := l.emit([]int{j}, ins{op: opSHL, d: rd, n: 0, imm: 62}, ins{op: opSSHR, d: rd, n: rd, imm: 63})
	sign := l.splat(1 << 63)
	var r, flip int
	if cos {
		r = l.sel(b1, ys, yc)
		flip = l.op2(opEOR, bit1, bit2)
	} else {
		r = l.sel(b1, yc, ys)
		flip = l.op2(opEOR, bit2, x) // x < 0 in the sign bit (±0 and NaN are blended below)
	}
	r = l.op2(opEOR, r, l.op2(opAND, flip, sign))
	if cos {
		return l.sel(l.op2(opFCMEQ, x, x), r, l.splat(mathNaN))
	}
	return l.sel(l.op2(opFCMEQ, x, l.splat(0)), x, l.sel(l.op2(opFCMEQ, x, x), r, x))
}

var (
	tanP = []float64{-1.30936939181383777646e4, 1.15351664838587416140e6, -1.79565251976484877988e7}
	tanQ = []float64{1.36812963470692954678e4, -1.32089234440210967447e6, 2.50083801823357915839e7, -5.38695755929454629881e7}
)

// tan is tan.go's tan as gc compiles it for arm64, on 2 lanes, on
// octant's reduction: where zz > 1e-14, z + (zz·P)/Q·z (FMADDD) with P a
// chain of FMADDD times zz and Q = ((z·z + Q1)·zz + ...) — gc fuses zz +
// Q1 with zz's own product, FMADDD z, z, Q1 — else z; −1/y where j&2;
// x's sign. tan(±0) and tan(NaN) are x (blends).
func (l *lowering) tan(x int) int {
	ax := l.op1(opFABS, x)
	j, z := l.octant(ax)
	zz := l.fmul(z, z)
	p := l.fmul(zz, l.horner(tanP, zz))
	q := l.madd(l.f64(tanQ[0]), z, z)
	for _, c := range tanQ[1:] {
		q = l.madd(l.f64(c), zz, q)
	}
	y := l.madd(z, l.fdiv(p, q), z)
	y = l.sel(l.lt(l.f64(1e-14), zz), y, z)
	b1 := l.emit([]int{j}, ins{op: opSHL, d: rd, n: 0, imm: 62}, ins{op: opSSHR, d: rd, n: rd, imm: 63})
	y = l.sel(b1, l.fdiv(l.f64(-1), y), y)
	y = l.sel(l.lt(x, l.splat(0)), l.op1(opFNEG, y), y)
	return l.sel(l.op2(opFCMEQ, x, l.splat(0)), x, l.sel(l.op2(opFCMEQ, x, x), y, x))
}

// The constants of atan.go.
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

// atan is atan.go's atan as gc compiles it for arm64, on 2 lanes: satan
// of |x| with x's sign (atan's −satan(−x) for x < 0, NaN included, flips
// the sign twice), whose three branches are one xatan of the blended
// argument — |x| up to 0.66, 1/|x| above tan(3π/8), else (|x|−1)/(|x|+1)
// — and blends of their sums. xatan as gc compiles it: z = a·a, P a chain
// of FMADDD times z, Q from FMADDD a, a, Q0 (z + Q0 fused with z's own
// product) on, then a + (zP/Q)·a (FMADDD).
func (l *lowering) atan(x int) int {
	a := l.op1(opFABS, x)
	one := l.f64(1)
	low := l.op2(opFCMGE, l.f64(0.66), a)
	high := l.lt(l.f64(atanTan3pio8), a)
	arg := l.sel(high, l.fdiv(one, a), l.fdiv(l.fsub(a, one), l.fadd(a, one)))
	arg = l.sel(low, a, arg)
	z := l.fmul(arg, arg)
	p := l.fmul(z, l.horner(atanP, z))
	q := l.madd(l.f64(atanQ[0]), arg, arg)
	for _, c := range atanQ[1:] {
		q = l.madd(l.f64(c), z, q)
	}
	t := l.madd(arg, l.fdiv(p, q), arg)
	r := l.sel(high, l.fadd(l.fsub(l.f64(math.Pi/2), t), l.f64(atanMorebits)),
		l.fadd(l.fadd(l.f64(math.Pi/4), t), l.f64(0.5*atanMorebits)))
	r = l.sel(low, t, r)
	return l.op2(opEOR, r, l.op2(opAND, x, l.splat(1<<63))) // x's sign
}

// The constants of tanh.go.
var (
	tanhP = []float64{-9.64399179425052238628e-1, -9.92877231001918586564e1, -1.61468768441708447952e3}
	tanhQ = []float64{1.12811678491632931402e2, 2.23548839060100448583e3, 4.84406305325125486048e3}
)

const tanhMaxLog = 8.8029691931113054295988e+01

// tanh is tanh.go's tanh as gc compiles it for arm64, on 2 lanes, its
// three cases blended in its order: |x| > MAXLOG/2 gives ±1 by x's sign;
// |x| ≥ 0.625 gives 1 − 2/(Exp(|x|+|x|)+1) (exp above: Go's arm64
// math.Exp), negated where x < 0; else x + (x·s)·P/Q with s = x·x, P a
// chain of FMADDD and Q from FMADDD x, x, Q0 (s + Q0 fused with s's own
// product) on, and x itself where x == 0. NaN takes the last case.
func (l *lowering) tanh(x int) int {
	z := l.op1(opFABS, x)
	one := l.f64(1)
	neg := l.lt(x, l.splat(0))
	e := l.exp(l.fadd(z, z))
	big := l.fsub(one, l.fdiv(l.f64(2), l.fadd(e, one)))
	big = l.sel(neg, l.op1(opFNEG, big), big)
	s := l.fmul(x, x)
	p := l.fmul(l.fmul(x, s), l.horner(tanhP, s))
	q := l.madd(l.f64(tanhQ[0]), x, x)
	for _, c := range tanhQ[1:] {
		q = l.madd(l.f64(c), s, q)
	}
	small := l.fadd(x, l.fdiv(p, q))
	small = l.sel(l.op2(opFCMEQ, x, l.splat(0)), x, small)
	r := l.sel(l.op2(opFCMGE, z, l.f64(0.625)), big, small)
	return l.sel(l.lt(l.f64(0.5*tanhMaxLog), z), l.sel(neg, l.f64(-1), one), r)
}
