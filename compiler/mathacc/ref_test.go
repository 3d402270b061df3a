package mathacc

import (
	"math"
	"math/big"
	"testing"
)

// Correct references for the inputs where the host's assembly is wrong
// (see mfunc.hostWrong).

// logScaled is log(x) for subnormal x without the host's assembly Log,
// which treats subnormals as the smallest normal on amd64. x·2^64 is
// exact and normal.
func logScaled(x float64) float64 { return math.Log(x*0x1p64) - 64*math.Ln2 }

// refPrec is the precision of bigExp: far beyond float64's, so that the
// result rounds correctly.
const refPrec = 320

func bf(x float64) *big.Float { return new(big.Float).SetPrec(refPrec).SetFloat64(x) }

func f64(b *big.Float) float64 {
	v, _ := b.Float64()
	return v
}

// bigExp is e^x to refPrec bits: exp(x/2^11) by its Taylor series, squared
// 11 times (the squarings lose 11 bits of the 320).
func bigExp(x float64) *big.Float { return bigExpB(bf(x)) }

func bigExpB(x *big.Float) *big.Float {
	r := new(big.Float).SetPrec(refPrec).Set(x)
	r.SetMantExp(r, -11)
	sum := new(big.Float).SetPrec(refPrec).SetInt64(1)
	term := new(big.Float).SetPrec(refPrec).SetInt64(1)
	for k := int64(1); k < 80; k++ {
		term.Mul(term, r)
		term.Quo(term, new(big.Float).SetPrec(refPrec).SetInt64(k))
		sum.Add(sum, term)
	}
	for range 11 {
		sum.Mul(sum, sum)
	}
	return sum
}

// expRef is e^x correctly rounded to float64 (±Inf beyond the range).
func expRef(x float64) float64 { return f64(bigExp(x)) }

// The correctly rounded references below are only used on the worst
// input of a measurement, to tell whether the IR or the host is closer to
// the true value (report_test.go).

func sinhRef(x float64) float64 {
	s := new(big.Float).SetPrec(refPrec).Sub(bigExp(x), bigExp(-x))
	return f64(s.SetMantExp(s, -1))
}

func coshRef(x float64) float64 {
	s := new(big.Float).SetPrec(refPrec).Add(bigExp(x), bigExp(-x))
	return f64(s.SetMantExp(s, -1))
}

func tanhRef(x float64) float64 {
	if math.Abs(x) > 40 {
		return math.Copysign(1, x)
	}
	e := bigExp(2 * x)
	one := bf(1)
	num := new(big.Float).SetPrec(refPrec).Sub(e, one)
	return f64(num.Quo(num, new(big.Float).SetPrec(refPrec).Add(e, one)))
}

// powRef is x^y = e^(y·ln x) for finite x > 0 and finite y whose result
// is finite and nonzero (NaN otherwise): ln x by Newton's iteration
// l += x/e^l - 1 from float64's log.
func powRef(a []float64) float64 {
	x, y := a[0], a[1]
	if !(x > 0) || math.IsInf(x, 0) || math.IsInf(y, 0) || math.IsNaN(y) {
		return math.NaN()
	}
	l := bf(math.Log(x*0x1p64) - 64*math.Ln2)
	for range 4 {
		q := new(big.Float).SetPrec(refPrec).Quo(bf(x), bigExpB(l))
		l.Add(l, q.Sub(q, bf(1)))
	}
	yl := new(big.Float).SetPrec(refPrec).Mul(l, bf(y))
	if v := f64(yl); v > 710 || v < -746 {
		return math.NaN()
	}
	return f64(bigExpB(yl))
}

// halfExpRef is e^|x|/2 with x's sign, correctly rounded: sinh(x) and
// cosh(x) (with the sign dropped) for |x| > 21, where e^-|x| is below half
// an ULP of e^|x|.
func halfExpRef(x float64) float64 {
	e := bigExp(math.Abs(x))
	e.SetMantExp(e, -1)
	f, _ := e.Float64()
	return math.Copysign(f, x)
}

// expOverflowsEarly reports |x| where amd64's assembly Exp returns +Inf
// although e^|x| is finite: it overflows once round(x·log2 e) reaches
// 1024, from x ≈ 709.44 instead of log(MaxFloat64) ≈ 709.7827. (Beyond
// that, Go's portable Sinh and Cosh overflow too, through Exp, up to
// 710.4758 where they would be finite: host and IR agree there.)
func expOverflowsEarly(a []float64) bool {
	x := math.Abs(a[0])
	return x >= 709 && x < 709.782712893384
}

// TestRefs checks the correct references against known values.
func TestRefs(t *testing.T) {
	cases := []struct {
		name      string
		got, want float64
	}{
		{"expRef(1)", expRef(1), math.E},
		{"expRef(0)", expRef(0), 1},
		{"expRef(-1)", expRef(-1), 1 / math.E},
		{"expRef(log(MaxFloat64))", expRef(709.782712893384), 1.7976931348622732e308},
		{"expRef(709.79)", expRef(709.79), math.Inf(1)},
		{"halfExpRef(-30)", halfExpRef(-30), math.Sinh(-30)},
		{"logScaled(2^-1074)", logScaled(5e-324), -1074 * math.Ln2},
		{"logScaled(2^-1030)", logScaled(0x1p-1030), -1030 * math.Ln2},
		{"sinhRef(0.5)", sinhRef(0.5), 0.5210953054937474},
		{"coshRef(-1)", coshRef(-1), 1.5430806348152437},
		{"tanhRef(0.25)", tanhRef(0.25), 0.24491866240370913},
		{"powRef(2, 10)", powRef([]float64{2, 10}), 1024},
		{"powRef(9, 0.5)", powRef([]float64{9, 0.5}), 3},
		{"powRef(10, -3)", powRef([]float64{10, -3}), 0.001},
		{"powRef(1e-300, 0.5)", powRef([]float64{1e-300, 0.5}), 1e-150},
	}
	for _, c := range cases {
		if d := dist(c.got, c.want, false); d > 1 {
			t.Errorf("%s = %v, want %v (%d ULP)", c.name, c.got, c.want, d)
		}
	}
}
