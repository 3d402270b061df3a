package accept

import "math"

// The math functions compiled from Go's own pure-Go source.

// MathExp is math.Exp.
//
//kern:vectorize
func MathExp(x float64) float64 { return math.Exp(x) }

// MathExp2 is math.Exp2.
//
//kern:vectorize
func MathExp2(x float64) float64 { return math.Exp2(x) }

// MathExpm1 is math.Expm1.
//
//kern:vectorize
func MathExpm1(x float64) float64 { return math.Expm1(x) }

// MathLog is math.Log.
//
//kern:vectorize
func MathLog(x float64) float64 { return math.Log(x) }

// MathLog2 is math.Log2.
//
//kern:vectorize
func MathLog2(x float64) float64 { return math.Log2(x) }

// MathLog10 is math.Log10.
//
//kern:vectorize
func MathLog10(x float64) float64 { return math.Log10(x) }

// MathLog1p is math.Log1p.
//
//kern:vectorize
func MathLog1p(x float64) float64 { return math.Log1p(x) }

// MathSin is math.Sin.
//
//kern:vectorize
func MathSin(x float64) float64 { return math.Sin(x) }

// MathCos is math.Cos.
//
//kern:vectorize
func MathCos(x float64) float64 { return math.Cos(x) }

// MathTan is math.Tan.
//
//kern:vectorize
func MathTan(x float64) float64 { return math.Tan(x) }

// MathAsin is math.Asin.
//
//kern:vectorize
func MathAsin(x float64) float64 { return math.Asin(x) }

// MathAcos is math.Acos.
//
//kern:vectorize
func MathAcos(x float64) float64 { return math.Acos(x) }

// MathAtan is math.Atan.
//
//kern:vectorize
func MathAtan(x float64) float64 { return math.Atan(x) }

// MathSinh is math.Sinh.
//
//kern:vectorize
func MathSinh(x float64) float64 { return math.Sinh(x) }

// MathCosh is math.Cosh.
//
//kern:vectorize
func MathCosh(x float64) float64 { return math.Cosh(x) }

// MathTanh is math.Tanh.
//
//kern:vectorize
func MathTanh(x float64) float64 { return math.Tanh(x) }

// MathAsinh is math.Asinh.
//
//kern:vectorize
func MathAsinh(x float64) float64 { return math.Asinh(x) }

// MathAcosh is math.Acosh.
//
//kern:vectorize
func MathAcosh(x float64) float64 { return math.Acosh(x) }

// MathAtanh is math.Atanh.
//
//kern:vectorize
func MathAtanh(x float64) float64 { return math.Atanh(x) }

// MathErf is math.Erf.
//
//kern:vectorize
func MathErf(x float64) float64 { return math.Erf(x) }

// MathErfc is math.Erfc.
//
//kern:vectorize
func MathErfc(x float64) float64 { return math.Erfc(x) }

// MathGamma is math.Gamma.
//
//kern:vectorize
func MathGamma(x float64) float64 { return math.Gamma(x) }

// MathCbrt is math.Cbrt.
//
//kern:vectorize
func MathCbrt(x float64) float64 { return math.Cbrt(x) }

// MathPow is math.Pow.
//
//kern:vectorize
func MathPow(x, y float64) float64 { return math.Pow(x, y) }

// MathAtan2 is math.Atan2.
//
//kern:vectorize
func MathAtan2(x, y float64) float64 { return math.Atan2(x, y) }

// MathHypot is math.Hypot.
//
//kern:vectorize
func MathHypot(x, y float64) float64 { return math.Hypot(x, y) }

// MathMod is math.Mod.
//
//kern:vectorize
func MathMod(x, y float64) float64 { return math.Mod(x, y) }

// MathRemainder is math.Remainder.
//
//kern:vectorize
func MathRemainder(x, y float64) float64 { return math.Remainder(x, y) }

// MathLgamma is math.Lgamma (two results).
//
//kern:vectorize
func MathLgamma(x float64) float64 {
	l, s := math.Lgamma(x)
	return l * float64(s)
}

// MathExact covers the operations every target does exactly.
//
//kern:vectorize
func MathExact(x, y float64) float64 {
	return math.Sqrt(math.Abs(x)) + math.Floor(x)*2 + math.Ceil(y)*3 + math.Trunc(x*y) +
		math.Round(x)*5 + math.RoundToEven(y)*7 + math.Copysign(x, y) + math.FMA(x, y, 1)
}

// MathFloat32 uses math on float32 values through float64.
//
//kern:vectorize
func MathFloat32(x float32) float32 {
	return float32(math.Exp(float64(x))) + float32(math.Sqrt(float64(x)))
}

// MathClassify covers Inf, NaN, IsNaN, IsInf, Signbit and MaxFloat*.
//
//kern:vectorize
func MathClassify(x float64) int32 {
	r := int32(0)
	if math.IsNaN(x) {
		r |= 1
	}
	if math.IsInf(x, 1) {
		r |= 2
	}
	if math.IsInf(x, -1) {
		r |= 4
	}
	if math.Signbit(x) {
		r |= 8
	}
	if x > math.MaxFloat32 {
		r |= 16
	}
	if x == math.MaxFloat64 || x == math.Inf(1) {
		r |= 32
	}
	if math.IsNaN(math.NaN()) && math.SmallestNonzeroFloat64 > 0 {
		r |= 64
	}
	return r
}

// Bits32 reinterprets float32 bits both ways.
//
//kern:vectorize
func Bits32(x float32) float32 {
	return math.Float32frombits(math.Float32bits(x) ^ 0x80000001)
}

// Bits64 reinterprets float64 bits both ways.
//
//kern:vectorize
func Bits64(x float64) float64 {
	return math.Float64frombits(math.Float64bits(x) + 1)
}
