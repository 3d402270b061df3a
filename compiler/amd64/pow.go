package amd64

import (
	"fmt"
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// powUnroll is how many iterations of pow.go's squaring loop the vector
// code runs, one per bit of yi < 2^powUnroll, on every lane. A lane with
// more bits whose loop has not broken off by then (x's exponent about
// doubles each iteration, and the loop breaks past ±4096: by the 9th
// test for |x| beyond about 2^±16) leaves the group to the Go core. An
// iteration is about 22 instructions.
const powUnroll = 8

// andnot is a with the bits of b cleared.
func (l *lowering) andnot(a, b int) int { return l.emit("VANDNPD {0}, {1}, {d}", a, b) }

func (l *lowering) and(a, b int) int { return l.emit("VANDPD {1}, {0}, {d}", a, b) }
func (l *lowering) or(a, b int) int  { return l.emit("VORPD {1}, {0}, {d}", a, b) }

// expField is float64(bits(x)>>52 & 0x7ff) − bias, exactly (through
// 2^52's bits).
func (l *lowering) expField(x int, bias float64) int {
	e := l.emit("VPSRLQ $52, {0}, {d}", x)
	e = l.emit("VPAND {1}, {0}, {d}", e, l.splat(0x7ff))
	e = l.emit("VPOR {1}, {0}, {d}", e, l.f64(1<<52))
	return l.fsub(e, l.f64(1<<52+bias))
}

// pow is pow.go's pow (pure Go on amd64) on 4 lanes, step for step and
// unfused: Modf(|y|) by truncation; the yf > 0.5 adjustment; a1 =
// Exp(yf·Log(x)) with exp and log above (Go's amd64 assembly), 1 where
// yf == 0; Frexp(x) on the bits (subnormals scaled by 2^52 first); the
// squaring loop over yi's bits unrolled powUnroll times, each lane
// running an iteration while it has bits left and has not broken off at
// |xe| > 4096, the bits read from yi mod 2^powUnroll + 2^52; 1/a1 and −ae
// for y < 0; Ldexp(a1, ae) with its overflow, underflow and subnormal
// rounding (a1 is normal there). Exponents are exact integers in float64
// lanes. pow's special cases are blends in its order of precedence (the
// later blend wins); lanes still in the loop after powUnroll iterations
// leave the group to the Go core. Integer xe and ae would need 64-bit
// shifts and compares by lane; the float64 ones are single instructions.
func (l *lowering) pow(x, y int) int {
	sign := l.sign()
	zero := l.splat(0)
	one := l.f64(1)
	half := l.f64(0.5)
	inf := l.f64(math.Inf(1))
	nan := l.f64(math.Float64frombits(trigNaN))
	eq := func(a, b int) int { return l.vcmp(floatPred[ir.OpEq], a, b) }
	ax := l.andnot(x, sign)
	ay := l.andnot(y, sign)

	// yi, yf := Modf(Abs(y)), unadjusted: pow's special cases read them.
	yi := l.emit("VROUNDPD $3, {0}, {d}", ay)
	yf := l.fsub(ay, yi)

	// The lanes of the squaring loop: not those that would stay in it to
	// the end and leave the group for nothing, x == 1 or NaN or |y| ≥
	// 2^63, whose results are blended below. Those of pow's other special
	// cases break off at once (x = ±0, ±Inf) or have no bits (NaN y).
	// (0x07: ordered; 0x10: equal, as 0x00 but another template, which
	// the repeated-steps rule does not merge with the one below: that
	// would keep it live through the loop.)
	act := l.andnot(l.vcmp(0x07, x, x), l.or(l.vcmp(0x10, x, one), l.vcmp(floatPred[ir.OpGe], ay, l.f64(1<<63))))

	// if yf > 0.5 { yf--; yi++ }
	adj := l.vcmp(floatPred[ir.OpGt], yf, half)
	yf = l.blend(adj, l.fsub(yf, one), yf)
	yi = l.blend(adj, l.fadd(yi, one), yi)

	// i := int64(yi) as 2^52 + v, v = yi mod 2^powUnroll + 2^powUnroll·(yi
	// ≥ 2^powUnroll): v's low bits are i's, and v ≥ 2^k where i>>k != 0,
	// for k up to powUnroll.
	const top = 1 << powUnroll
	q := l.emit("VROUNDPD $3, {0}, {d}", l.fmul(yi, l.f64(1.0/top)))
	v := l.fma(q, l.f64(-top), yi)
	v = l.fadd(v, l.and(l.vcmp(floatPred[ir.OpGe], yi, l.f64(top)), l.f64(top)))
	i := l.fadd(v, l.f64(1<<52))

	// a1 := Exp(yf*Log(x)) where yf != 0, else 1.
	a1 := l.blend(l.vcmp(floatPred[ir.OpNe], yf, zero), l.exp(l.fmul(yf, l.log(x))), one)

	// x1, xe := Frexp(x).
	sub := l.vcmp(floatPred[ir.OpLt], ax, l.f64(0x1p-1022))
	xn := l.blend(sub, l.fmul(x, l.f64(1<<52)), x)
	xe := l.fsub(l.expField(xn, 1022), l.and(sub, l.f64(52)))
	x1 := l.emit("VPAND {1}, {0}, {d}", xn, l.splat(^uint64(0x7ff<<52)))
	x1 = l.emit("VPOR {1}, {0}, {d}", x1, half)

	ae := zero
	big := func() int { return l.vcmp(floatPred[ir.OpGt], l.andnot(xe, sign), l.f64(1<<12)) }
	for k := range powUnroll {
		act = l.and(act, l.vcmp(floatPred[ir.OpGe], i, l.f64(1<<52+float64(uint64(1)<<k)))) // i>>k != 0
		b := big()
		brk := l.and(act, b) // ae += xe; break
		act = l.andnot(act, b)
		m := l.and(act, l.emit(fmt.Sprintf("VPSLLQ $%d, {0}, {d}", 63-k), i)) // i&1 == 1 in the sign bit
		ae = l.fadd(ae, l.blend(l.or(brk, m), xe, zero))
		a1 = l.blend(m, l.fmul(a1, x1), a1)
		if k == powUnroll-1 {
			xe = l.fadd(xe, xe) // x1 is not read again
			continue
		}
		x1 = l.fmul(x1, x1)
		xe = l.fadd(xe, xe)
		lt := l.vcmp(floatPred[ir.OpLt], x1, half)
		x1 = l.blend(lt, l.fadd(x1, x1), x1)
		xe = l.fsub(xe, l.and(lt, one))
	}
	// The next iteration's test: a lane that breaks off there adds xe; one
	// that would go on leaves the group.
	act = l.and(act, l.vcmp(floatPred[ir.OpGe], i, l.f64(1<<52+top)))
	b := big()
	ae = l.fadd(ae, l.blend(l.and(act, b), xe, zero))
	esc := l.andnot(act, b)
	if l.mask != all {
		esc = l.emit("VPAND {1}, {0}, {d}", esc, l.mask)
	}
	l.leaveIf(esc, esc)
	l.guards++

	// y < 0: a1 = 1/a1, ae = −ae.
	neg := l.vcmp(floatPred[ir.OpLt], y, zero)
	a1 = l.blend(neg, l.emit("VDIVPD {1}, {0}, {d}", one, a1), a1)
	ae = l.blend(neg, l.fsub(zero, ae), ae)

	// Ldexp(a1, ae): a1 is normal here.
	e := l.fadd(ae, l.expField(a1, 1023))
	den := l.vcmp(floatPred[ir.OpLt], e, l.f64(-1022))
	eb := l.blend(den, l.fadd(e, l.f64(53+1023)), l.fadd(e, l.f64(1023)))
	eb = l.emit("VPSLLQ $52, {0}, {d}", l.fadd(eb, l.f64(1<<52)))
	r := l.emit("VPAND {1}, {0}, {d}", a1, l.splat(^uint64(0x7ff<<52)))
	r = l.fmul(l.blend(den, l.f64(0x1p-53), one), l.emit("VPOR {1}, {0}, {d}", r, eb))
	as := l.and(a1, sign)
	r = l.blend(l.vcmp(floatPred[ir.OpGt], e, l.f64(1023)), l.or(as, inf), r)
	r = l.blend(l.vcmp(floatPred[ir.OpLt], e, l.f64(-1075)), as, r)
	// pow's special cases, blended from the last in its order to the first
	// (the later blend wins). |x|, |y|, yi and yf are computed again, by
	// other templates: the repeated-steps rule would otherwise keep the
	// first ones live through the loop.
	ax = l.and(x, l.splat(1<<63-1))
	ay = l.and(y, l.splat(1<<63-1))
	yi = l.emit("VROUNDPD $11, {0}, {d}", ay) // 11: truncate, inexact not signalled
	yf = l.fsub(ay, yi)
	r = l.blend(l.and(l.vcmp(floatPred[ir.OpNe], yf, zero), l.vcmp(floatPred[ir.OpLt], x, zero)), nan, r)
	sq := l.emit("VSQRTPD {0}, {d}", x)
	r = l.blend(eq(y, l.f64(-0.5)), l.emit("VDIVPD {1}, {0}, {d}", one, sq), r)
	r = l.blend(eq(y, half), sq, r)
	// ±Inf x: Pow(+Inf, y) is +Inf for y > 0, else +0; Pow(−Inf, y) =
	// Pow(−0, −y), the same but −Inf and −0 for odd integer y. ±0 x: the
	// same with y's sign flipped.
	t := l.fmul(yi, half)
	odd := l.and(eq(yf, zero), l.vcmp(floatPred[ir.OpNe], l.emit("VROUNDPD $3, {0}, {d}", t), t))
	oddSign := l.and(l.and(x, odd), sign)
	ypos := l.vcmp(floatPred[ir.OpGt], y, zero)
	r = l.blend(eq(ax, inf), l.or(l.blend(ypos, inf, zero), oddSign), r)
	// IsInf(y) and yi ≥ 1<<63 in one: 1 for x == −1, else 0 where (|x| <
	// 1) == (y > 0), else +Inf. For finite y pow tests it after ±Inf x
	// and y = ±0.5, which give the same there or cannot meet it.
	h := l.blend(l.emit("VXORPD {1}, {0}, {d}", l.vcmp(floatPred[ir.OpLt], ax, one), ypos), inf, zero)
	r = l.blend(l.vcmp(floatPred[ir.OpGe], ay, l.f64(1<<63)), l.blend(eq(x, l.f64(-1)), one, h), r)
	r = l.blend(eq(x, zero), l.or(l.blend(ypos, zero, inf), oddSign), r)
	r = l.blend(l.vcmp(cmpUnord, x, y), nan, r)
	r = l.blend(eq(y, one), x, r)
	return l.blend(l.or(eq(y, zero), eq(x, one)), one, r)
}
