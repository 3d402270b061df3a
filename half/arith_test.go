package half

import (
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
)

// The arithmetic reference: the operation computed exactly (or, for / and
// sqrt, to 2048 bits, far past where a quotient or root of 16-bit values
// can sit beside a halfway point without being on it) in big.Float, then
// rounded by bigRound. Operands that are not finite, and results that are
// not (x/0, 0/0, sqrt of a negative), take IEEE 754's answer from float64
// arithmetic on the exactly widened operands: for those cases it is exact.

type op int

const (
	opAdd op = iota
	opSub
	opMul
	opDiv
	opSqrt
	opFma
)

var opNames = []string{"HAdd", "HSub", "HMul", "HDiv", "HSqrt", "HFma"}

// refOp returns the correctly rounded pattern of o applied to the values
// x, y, z (y, z unused by some operations), and whether it is a NaN (any
// NaN pattern then matches).
func refOp(f format, o op, x, y, z float64) (uint64, bool) {
	var r float64
	switch o {
	case opAdd:
		r = x + y
	case opSub:
		r = x - y
	case opMul:
		r = x * y
	case opDiv:
		r = x / y
	case opSqrt:
		r = math.Sqrt(x)
	case opFma:
		r = math.FMA(x, y, z)
	}
	finite := !math.IsInf(x, 0) && !math.IsNaN(x) && !math.IsInf(y, 0) && !math.IsNaN(y) && !math.IsInf(z, 0) && !math.IsNaN(z)
	if math.IsNaN(r) {
		return 0, true
	}
	if math.IsInf(r, 0) || !finite || o == opSqrt && x == 0 {
		return tableOf(f).round(r), false // ±Inf and ±0 are exact
	}
	a, b, c := exact(x), exact(y), exact(z)
	v := new(big.Float).SetPrec(2048)
	switch o {
	case opAdd:
		v.Add(a, b)
	case opSub:
		v.Sub(a, b)
	case opMul:
		v.Mul(a, b)
	case opDiv:
		v.Quo(a, b)
	case opSqrt:
		v.Sqrt(a)
	case opFma:
		v.Mul(a, b)
		v.Add(v, c)
	}
	return f.bigRound(v), false
}

func apply[T Half](o op, a, b, c T) T {
	switch o {
	case opAdd:
		return HAdd(a, b)
	case opSub:
		return HSub(a, b)
	case opMul:
		return HMul(a, b)
	case opDiv:
		return HDiv(a, b)
	case opSqrt:
		return HSqrt(a)
	}
	return HFma(a, b, c)
}

// pairs returns how many random operand sets each test draws:
// KERN_HALF_PAIRS overrides it for a longer run.
func pairs(t *testing.T, n int) int {
	if s := os.Getenv("KERN_HALF_PAIRS"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if testing.Short() {
		return n / 10
	}
	return n
}

func checkArith[T Half](t *testing.T, f format, o op, a, b, c T) {
	t.Helper()
	x, y, z := f.value(uint64(a), false), f.value(uint64(b), false), f.value(uint64(c), false)
	want, wantNaN := refOp(f, o, x, y, z)
	got := uint64(apply(o, a, b, c))
	if wantNaN && f.isNaN(got) || !wantNaN && got == want {
		return
	}
	args := strconv.FormatFloat(x, 'g', -1, 64)
	if o != opSqrt {
		args += ", " + strconv.FormatFloat(y, 'g', -1, 64)
	}
	if o == opFma {
		args += ", " + strconv.FormatFloat(z, 'g', -1, 64)
	}
	t.Fatalf("%s[%s](%s) (patterns %#x %#x %#x) = %#x (%v); want %#x (%v, NaN %v)",
		opNames[o], f.name, args, uint64(a), uint64(b), uint64(c), got, f.value(got, false), want, f.value(want, false), wantNaN)
}

// near returns a pattern close to p: same sign and exponent give or take a
// little, random low fraction bits, so that sums cancel and products and
// quotients land near halfway points.
func near(r *rand.Rand, f format, p uint64) uint64 {
	d := uint64(r.IntN(5)) << f.mbits
	q := p + d - 2<<f.mbits ^ uint64(r.IntN(1<<f.mbits))
	if r.IntN(2) == 0 {
		q ^= f.signBit()
	}
	return q & (f.patterns() - 1)
}

func testArith[T Half](t *testing.T, f format) {
	n := pairs(t, 300_000)
	r := rand.New(rand.NewPCG(5, uint64(f.width())+f.signBit()))
	mask := f.patterns() - 1
	for _, o := range []op{opAdd, opSub, opMul, opDiv, opSqrt, opFma} {
		for i := range n {
			a := r.Uint64() & mask
			b := r.Uint64() & mask
			c := r.Uint64() & mask
			switch i % 4 {
			case 1: // close operands
				b = near(r, f, a)
			case 2: // c nearly cancels a×b, or is tiny beside it
				b = near(r, f, b)
				pv := f.value(a, false) * f.value(b, false)
				if i%8 == 2 && pv == pv {
					p := tableOf(f).round(pv)
					c = near(r, f, p^f.signBit())
				} else if i%8 == 6 {
					c = c &^ (mask >> 3 << (f.mbits - 1)) // small exponent
				}
			case 3: // operands of moderate size: nothing overflows
				a = a&^(1<<(f.ebits-1)<<f.mbits) | 1<<(f.ebits-2)<<f.mbits
				b = b&^(1<<(f.ebits-1)<<f.mbits) | 1<<(f.ebits-2)<<f.mbits
			}
			checkArith(t, f, o, T(a), T(b), T(c))
		}
	}
}

// Millions of operand sets (300000 per operation and type; set
// KERN_HALF_PAIRS for more) against the big.Float reference.
func TestArithRandomFloat16(t *testing.T)  { testArith[Float16](t, fmtF16) }
func TestArithRandomBFloat16(t *testing.T) { testArith[BFloat16](t, fmtBF16) }

// Every special operand against every special operand: zeros, infinities,
// NaNs, the extremes of each range.
func TestArithSpecials(t *testing.T) {
	specials := func(f format) []uint64 {
		s := []uint64{0, 1, 2, 1 << f.mbits, 1<<f.mbits - 1, f.maxFinite(), f.maxFinite() + 1, f.maxFinite() + 2,
			uint64(f.bias) << f.mbits, uint64(f.bias)<<f.mbits + 1, uint64(f.bias+1) << f.mbits}
		for _, p := range s[:len(s):len(s)] {
			s = append(s, p|f.signBit())
		}
		return s
	}
	run := func(f format, call func(o op, a, b, c uint64)) {
		sp := specials(f)
		for _, o := range []op{opAdd, opSub, opMul, opDiv, opSqrt, opFma} {
			for _, a := range sp {
				for _, b := range sp {
					for _, c := range sp {
						call(o, a, b, c)
					}
				}
			}
		}
	}
	run(fmtF16, func(o op, a, b, c uint64) { checkArith(t, fmtF16, o, Float16(a), Float16(b), Float16(c)) })
	run(fmtBF16, func(o op, a, b, c uint64) { checkArith(t, fmtBF16, o, BFloat16(a), BFloat16(b), BFloat16(c)) })
}

// A bfloat16 FMA that double rounding gets wrong: (1+2^-7)×1.5 is exactly
// halfway between two bfloat16 values and -2^-100 takes it just below, but
// the float64 sum is the halfway point itself, which ties-to-even rounds
// up. HFma's round-to-odd keeps the answer down.
func TestHFmaDoubleRoundingCase(t *testing.T) {
	a, b, c := ToBFloat16(1+0x1p-7), ToBFloat16(1.5), ToBFloat16(-0x1p-100)
	naive := ToBFloat16From64(math.FMA(a.Float64(), b.Float64(), c.Float64()))
	want, _ := refOp(fmtBF16, opFma, a.Float64(), b.Float64(), c.Float64())
	if uint64(naive) == want {
		t.Fatalf("the case does not double-round (naive %#x, want %#x)", uint16(naive), want)
	}
	if got := HFma(a, b, c); uint64(got) != want || want != 0x3fc1 {
		t.Fatalf("HFma = %#x (%v); want %#x", uint16(got), got, want)
	}
	// The mirror image, and the other direction.
	if got := HFma(HNeg(a), b, HNeg(c)); got != 0xbfc1 {
		t.Fatalf("HFma negated = %#x; want 0xbfc1", uint16(got))
	}
	if got := HFma(ToBFloat16(1+0x1p-7), ToBFloat16(1.5+0x1p-6), ToBFloat16(0x1p-100)); got != ToBFloat16From64((1+0x1p-7)*(1.5+0x1p-6)+0x1p-90) {
		t.Fatalf("HFma up = %#x", uint16(got))
	}
}

// HMin and HMax agree with Go's min and max on float32, bit for bit up to
// NaN payloads, over all pairs of a set of patterns that covers signed
// zeros, NaNs and infinities; the comparisons agree with float32's.
func TestMinMaxCompare(t *testing.T) {
	var ps []uint16
	for _, p := range []uint16{0, 0x8000, 1, 0x8001, 0x3c00, 0xbc00, 0x3c01, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7c01, 0x7f80, 0xff80, 0x7fc0, 0x3f80} {
		ps = append(ps, p)
	}
	r := rand.New(rand.NewPCG(7, 8))
	for range 200 {
		ps = append(ps, uint16(r.Uint32()))
	}
	same := func(got, want float32) bool {
		return got != got && want != want || math.Float32bits(got) == math.Float32bits(want)
	}
	for _, p := range ps {
		for _, q := range ps {
			{
				a, b := Float16(p), Float16(q)
				x, y := a.Float32(), b.Float32()
				if !same(HMin(a, b).Float32(), min(x, y)) || !same(HMax(a, b).Float32(), max(x, y)) {
					t.Fatalf("Float16 min/max(%v, %v) = %v, %v", x, y, HMin(a, b), HMax(a, b))
				}
				if HEq(a, b) != (x == y) || HNe(a, b) != (x != y) || HLt(a, b) != (x < y) || HLe(a, b) != (x <= y) ||
					HGt(a, b) != (x > y) || HGe(a, b) != (x >= y) {
					t.Fatalf("Float16 comparisons of %v and %v disagree with float32", x, y)
				}
			}
			{
				a, b := BFloat16(p), BFloat16(q)
				x, y := a.Float32(), b.Float32()
				if !same(HMin(a, b).Float32(), min(x, y)) || !same(HMax(a, b).Float32(), max(x, y)) {
					t.Fatalf("BFloat16 min/max(%v, %v) = %v, %v", x, y, HMin(a, b), HMax(a, b))
				}
				if HEq(a, b) != (x == y) || HNe(a, b) != (x != y) || HLt(a, b) != (x < y) || HLe(a, b) != (x <= y) ||
					HGt(a, b) != (x > y) || HGe(a, b) != (x >= y) {
					t.Fatalf("BFloat16 comparisons of %v and %v disagree with float32", x, y)
				}
			}
		}
	}
}

// HNeg and HAbs only touch the sign bit, on every pattern.
func TestNegAbsExhaustive(t *testing.T) {
	for p := range 1 << 16 {
		h, b := Float16(p), BFloat16(p)
		if HNeg(h) != h^0x8000 || HAbs(h) != h&0x7fff || HNeg(b) != b^0x8000 || HAbs(b) != b&0x7fff {
			t.Fatalf("%#x: HNeg %#x %#x, HAbs %#x %#x", p, HNeg(h), HNeg(b), HAbs(h), HAbs(b))
		}
		if f := h.Float32(); !h.IsNaN() && HNeg(h).Float32() != -f {
			t.Fatalf("%#x: -%v = %v", p, f, HNeg(h))
		}
	}
}

// TestMathMargin checks what makes the math functions (HExp … HTanh,
// HExp2, HExp10, HLog2, HLog10, HRsqrt) correctly rounded and the same on
// every target: for every input of both types, every float64 within
// 2^-48 (relative) of Go's result rounds to the same 16-bit value, so an
// implementation a few ULP from Go's (or from the exact value) cannot
// round differently. The exceptions are exact results, which every
// implementation computes exactly: HExp2 of an integer is a power of two,
// and 2^-25 (binary16) and 2^-134 (bfloat16) are ties between zero and
// the smallest subnormal, rounding to zero.
func TestMathMargin(t *testing.T) {
	fns := []struct {
		name string
		f    func(float64) float64
		h16  func(Float16) Float16
		hbf  func(BFloat16) BFloat16
	}{
		{"Exp", math.Exp, HExp[Float16], HExp[BFloat16]},
		{"Log", math.Log, HLog[Float16], HLog[BFloat16]},
		{"Sin", math.Sin, HSin[Float16], HSin[BFloat16]},
		{"Cos", math.Cos, HCos[Float16], HCos[BFloat16]},
		{"Tanh", math.Tanh, HTanh[Float16], HTanh[BFloat16]},
		{"Exp2", math.Exp2, HExp2[Float16], HExp2[BFloat16]},
		{"Exp10", func(x float64) float64 { return math.Pow(10, x) }, HExp10[Float16], HExp10[BFloat16]},
		{"Log2", math.Log2, HLog2[Float16], HLog2[BFloat16]},
		{"Log10", math.Log10, HLog10[Float16], HLog10[BFloat16]},
		{"Rsqrt", func(x float64) float64 { return 1 / math.Sqrt(x) }, HRsqrt[Float16], HRsqrt[BFloat16]},
		{"Rcp", func(x float64) float64 { return 1 / x }, HRcp[Float16], HRcp[BFloat16]},
	}
	for _, fn := range fns {
		for _, bf := range []bool{false, true} {
			round := func(v float64) uint16 {
				if bf {
					return uint16(ToBFloat16From64(v))
				}
				return uint16(ToFloat16From64(v))
			}
			for u := range 1 << 16 {
				x, got := Float16(u).Float64(), uint16(fn.h16(Float16(u)))
				if bf {
					x, got = BFloat16(u).Float64(), uint16(fn.hbf(BFloat16(u)))
				}
				r := fn.f(x)
				if want := round(r); got != want {
					t.Fatalf("H%s(%v) (bfloat16 %v) = %#04x, want %#04x", fn.name, x, bf, got, want)
				}
				lo, hi := round(r*(1-0x1p-48)), round(r*(1+0x1p-48))
				exact := fn.name == "Exp2" && x == math.Trunc(x) && r == math.Ldexp(1, int(x))
				if r == r && !exact && (lo != got || hi != got) {
					t.Errorf("%s(%v) (bfloat16 %v) = %v lies within 2^-48 of a rounding boundary", fn.name, x, bf, r)
				}
			}
		}
	}
}

// TestIntegerRoundingExhaustive checks HCeil, HFloor, HTrunc and HRint on
// every pattern of both types from their definitions (the least integer
// value ≥ x, and so on, with the sign of x kept for zero results and NaN
// staying NaN), and HRcp against HDiv(1, x).
func TestIntegerRoundingExhaustive(t *testing.T) {
	testIntegerRounding[Float16](t)
	testIntegerRounding[BFloat16](t)
}

func testIntegerRounding[T Half](t *testing.T) {
	one := narrow[T](1)
	for u := range 1 << 16 {
		a := T(u)
		x := float64(wide(a))
		if got, want := HRcp(a), HDiv(one, a); got != want && !(wide(got) != wide(got) && wide(want) != wide(want)) {
			t.Fatalf("HRcp(%v) = %#04x, HDiv(1, x) %#04x", x, uint16(got), uint16(want))
		}
		for _, c := range []struct {
			name string
			f    func(T) T
			ok   func(x, r float64) bool
		}{
			{"HCeil", HCeil[T], func(x, r float64) bool { return r >= x && r-1 < x }},
			{"HFloor", HFloor[T], func(x, r float64) bool { return r <= x && r+1 > x }},
			{"HTrunc", HTrunc[T], func(x, r float64) bool { return math.Abs(r) <= math.Abs(x) && math.Abs(r)+1 > math.Abs(x) }},
			{"HRint", HRint[T], func(x, r float64) bool {
				d := math.Abs(x - r)
				return d < 0.5 || d == 0.5 && math.Mod(r, 2) == 0
			}},
		} {
			g := c.f(a)
			r := float64(wide(g))
			switch {
			case x != x:
				if r == r {
					t.Fatalf("%s(NaN %#04x) = %v", c.name, u, r)
				}
			case math.IsInf(x, 0) || x == math.Trunc(x): // integers (all of bfloat16's from 2^8) stay
				if g != a {
					t.Fatalf("%s(%v) = %v", c.name, x, r)
				}
			case r != math.Trunc(r) || !c.ok(x, r) || math.Signbit(r) != math.Signbit(x):
				t.Fatalf("%s(%v) = %v", c.name, x, r)
			}
		}
	}
}
