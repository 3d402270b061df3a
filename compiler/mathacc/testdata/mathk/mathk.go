// Package mathk holds one //kern:vectorize function per math function that
// kernel Go accepts (docs/design.md), for the accuracy tests of package
// compiler/mathacc. Each is generic over float32 | float64 and written the
// way users write math on float32: T(math.F(float64(x))). The float64
// instance is math.F itself (the conversions are no-ops).
package mathk

import "math"

// Float is the element types every function is compiled for.
type Float interface{ float32 | float64 }

// Sqrt is math.Sqrt.
//
//kern:vectorize
func Sqrt[T Float](x T) T { return T(math.Sqrt(float64(x))) }

// Exp is math.Exp.
//
//kern:vectorize
func Exp[T Float](x T) T { return T(math.Exp(float64(x))) }

// Exp2 is math.Exp2.
//
//kern:vectorize
func Exp2[T Float](x T) T { return T(math.Exp2(float64(x))) }

// Expm1 is math.Expm1.
//
//kern:vectorize
func Expm1[T Float](x T) T { return T(math.Expm1(float64(x))) }

// Log is math.Log.
//
//kern:vectorize
func Log[T Float](x T) T { return T(math.Log(float64(x))) }

// Log2 is math.Log2.
//
//kern:vectorize
func Log2[T Float](x T) T { return T(math.Log2(float64(x))) }

// Log10 is math.Log10.
//
//kern:vectorize
func Log10[T Float](x T) T { return T(math.Log10(float64(x))) }

// Log1p is math.Log1p.
//
//kern:vectorize
func Log1p[T Float](x T) T { return T(math.Log1p(float64(x))) }

// Sin is math.Sin.
//
//kern:vectorize
func Sin[T Float](x T) T { return T(math.Sin(float64(x))) }

// Cos is math.Cos.
//
//kern:vectorize
func Cos[T Float](x T) T { return T(math.Cos(float64(x))) }

// Tan is math.Tan.
//
//kern:vectorize
func Tan[T Float](x T) T { return T(math.Tan(float64(x))) }

// Asin is math.Asin.
//
//kern:vectorize
func Asin[T Float](x T) T { return T(math.Asin(float64(x))) }

// Acos is math.Acos.
//
//kern:vectorize
func Acos[T Float](x T) T { return T(math.Acos(float64(x))) }

// Atan is math.Atan.
//
//kern:vectorize
func Atan[T Float](x T) T { return T(math.Atan(float64(x))) }

// Sinh is math.Sinh.
//
//kern:vectorize
func Sinh[T Float](x T) T { return T(math.Sinh(float64(x))) }

// Cosh is math.Cosh.
//
//kern:vectorize
func Cosh[T Float](x T) T { return T(math.Cosh(float64(x))) }

// Tanh is math.Tanh.
//
//kern:vectorize
func Tanh[T Float](x T) T { return T(math.Tanh(float64(x))) }

// Asinh is math.Asinh.
//
//kern:vectorize
func Asinh[T Float](x T) T { return T(math.Asinh(float64(x))) }

// Acosh is math.Acosh.
//
//kern:vectorize
func Acosh[T Float](x T) T { return T(math.Acosh(float64(x))) }

// Atanh is math.Atanh.
//
//kern:vectorize
func Atanh[T Float](x T) T { return T(math.Atanh(float64(x))) }

// Erf is math.Erf.
//
//kern:vectorize
func Erf[T Float](x T) T { return T(math.Erf(float64(x))) }

// Erfc is math.Erfc.
//
//kern:vectorize
func Erfc[T Float](x T) T { return T(math.Erfc(float64(x))) }

// Gamma is math.Gamma.
//
//kern:vectorize
func Gamma[T Float](x T) T { return T(math.Gamma(float64(x))) }

// Cbrt is math.Cbrt.
//
//kern:vectorize
func Cbrt[T Float](x T) T { return T(math.Cbrt(float64(x))) }

// Floor is math.Floor.
//
//kern:vectorize
func Floor[T Float](x T) T { return T(math.Floor(float64(x))) }

// Ceil is math.Ceil.
//
//kern:vectorize
func Ceil[T Float](x T) T { return T(math.Ceil(float64(x))) }

// Trunc is math.Trunc.
//
//kern:vectorize
func Trunc[T Float](x T) T { return T(math.Trunc(float64(x))) }

// Round is math.Round.
//
//kern:vectorize
func Round[T Float](x T) T { return T(math.Round(float64(x))) }

// Abs is math.Abs.
//
//kern:vectorize
func Abs[T Float](x T) T { return T(math.Abs(float64(x))) }

// Pow is math.Pow.
//
//kern:vectorize
func Pow[T Float](x, y T) T { return T(math.Pow(float64(x), float64(y))) }

// Atan2 is math.Atan2.
//
//kern:vectorize
func Atan2[T Float](x, y T) T { return T(math.Atan2(float64(x), float64(y))) }

// Hypot is math.Hypot.
//
//kern:vectorize
func Hypot[T Float](x, y T) T { return T(math.Hypot(float64(x), float64(y))) }

// Copysign is math.Copysign.
//
//kern:vectorize
func Copysign[T Float](x, y T) T { return T(math.Copysign(float64(x), float64(y))) }

// Mod is math.Mod.
//
//kern:vectorize
func Mod[T Float](x, y T) T { return T(math.Mod(float64(x), float64(y))) }

// Remainder is math.Remainder.
//
//kern:vectorize
func Remainder[T Float](x, y T) T { return T(math.Remainder(float64(x), float64(y))) }

// FMA is math.FMA.
//
//kern:vectorize
func FMA[T Float](x, y, z T) T { return T(math.FMA(float64(x), float64(y), float64(z))) }

// Lgamma is the first result of math.Lgamma.
//
//kern:vectorize
func Lgamma[T Float](x T) T {
	l, _ := math.Lgamma(float64(x))
	return T(l)
}
