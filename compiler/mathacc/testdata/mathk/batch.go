package mathk

// The batch functions apply one vectorize function to every element: the
// accuracy tests call them on thousands of inputs at a time, so that the
// interpreter's per-call setup (verifying the module) is paid once per batch
// rather than once per input. Each calls the vectorize function as a device
// function, as a ufunc loop does. They are guvectorize functions rather than
// kernels so that this package needs nothing but math.

// SqrtN sets out[i] = Sqrt(x[i]).
//
//kern:guvectorize (n)->(n)
func SqrtN[T Float](x, out []T) {
	for i := range out {
		out[i] = Sqrt(x[i])
	}
}

// ExpN sets out[i] = Exp(x[i]).
//
//kern:guvectorize (n)->(n)
func ExpN[T Float](x, out []T) {
	for i := range out {
		out[i] = Exp(x[i])
	}
}

// Exp2N sets out[i] = Exp2(x[i]).
//
//kern:guvectorize (n)->(n)
func Exp2N[T Float](x, out []T) {
	for i := range out {
		out[i] = Exp2(x[i])
	}
}

// Expm1N sets out[i] = Expm1(x[i]).
//
//kern:guvectorize (n)->(n)
func Expm1N[T Float](x, out []T) {
	for i := range out {
		out[i] = Expm1(x[i])
	}
}

// LogN sets out[i] = Log(x[i]).
//
//kern:guvectorize (n)->(n)
func LogN[T Float](x, out []T) {
	for i := range out {
		out[i] = Log(x[i])
	}
}

// Log2N sets out[i] = Log2(x[i]).
//
//kern:guvectorize (n)->(n)
func Log2N[T Float](x, out []T) {
	for i := range out {
		out[i] = Log2(x[i])
	}
}

// Log10N sets out[i] = Log10(x[i]).
//
//kern:guvectorize (n)->(n)
func Log10N[T Float](x, out []T) {
	for i := range out {
		out[i] = Log10(x[i])
	}
}

// Log1pN sets out[i] = Log1p(x[i]).
//
//kern:guvectorize (n)->(n)
func Log1pN[T Float](x, out []T) {
	for i := range out {
		out[i] = Log1p(x[i])
	}
}

// SinN sets out[i] = Sin(x[i]).
//
//kern:guvectorize (n)->(n)
func SinN[T Float](x, out []T) {
	for i := range out {
		out[i] = Sin(x[i])
	}
}

// CosN sets out[i] = Cos(x[i]).
//
//kern:guvectorize (n)->(n)
func CosN[T Float](x, out []T) {
	for i := range out {
		out[i] = Cos(x[i])
	}
}

// TanN sets out[i] = Tan(x[i]).
//
//kern:guvectorize (n)->(n)
func TanN[T Float](x, out []T) {
	for i := range out {
		out[i] = Tan(x[i])
	}
}

// AsinN sets out[i] = Asin(x[i]).
//
//kern:guvectorize (n)->(n)
func AsinN[T Float](x, out []T) {
	for i := range out {
		out[i] = Asin(x[i])
	}
}

// AcosN sets out[i] = Acos(x[i]).
//
//kern:guvectorize (n)->(n)
func AcosN[T Float](x, out []T) {
	for i := range out {
		out[i] = Acos(x[i])
	}
}

// AtanN sets out[i] = Atan(x[i]).
//
//kern:guvectorize (n)->(n)
func AtanN[T Float](x, out []T) {
	for i := range out {
		out[i] = Atan(x[i])
	}
}

// SinhN sets out[i] = Sinh(x[i]).
//
//kern:guvectorize (n)->(n)
func SinhN[T Float](x, out []T) {
	for i := range out {
		out[i] = Sinh(x[i])
	}
}

// CoshN sets out[i] = Cosh(x[i]).
//
//kern:guvectorize (n)->(n)
func CoshN[T Float](x, out []T) {
	for i := range out {
		out[i] = Cosh(x[i])
	}
}

// TanhN sets out[i] = Tanh(x[i]).
//
//kern:guvectorize (n)->(n)
func TanhN[T Float](x, out []T) {
	for i := range out {
		out[i] = Tanh(x[i])
	}
}

// AsinhN sets out[i] = Asinh(x[i]).
//
//kern:guvectorize (n)->(n)
func AsinhN[T Float](x, out []T) {
	for i := range out {
		out[i] = Asinh(x[i])
	}
}

// AcoshN sets out[i] = Acosh(x[i]).
//
//kern:guvectorize (n)->(n)
func AcoshN[T Float](x, out []T) {
	for i := range out {
		out[i] = Acosh(x[i])
	}
}

// AtanhN sets out[i] = Atanh(x[i]).
//
//kern:guvectorize (n)->(n)
func AtanhN[T Float](x, out []T) {
	for i := range out {
		out[i] = Atanh(x[i])
	}
}

// ErfN sets out[i] = Erf(x[i]).
//
//kern:guvectorize (n)->(n)
func ErfN[T Float](x, out []T) {
	for i := range out {
		out[i] = Erf(x[i])
	}
}

// ErfcN sets out[i] = Erfc(x[i]).
//
//kern:guvectorize (n)->(n)
func ErfcN[T Float](x, out []T) {
	for i := range out {
		out[i] = Erfc(x[i])
	}
}

// GammaN sets out[i] = Gamma(x[i]).
//
//kern:guvectorize (n)->(n)
func GammaN[T Float](x, out []T) {
	for i := range out {
		out[i] = Gamma(x[i])
	}
}

// LgammaN sets out[i] = Lgamma(x[i]).
//
//kern:guvectorize (n)->(n)
func LgammaN[T Float](x, out []T) {
	for i := range out {
		out[i] = Lgamma(x[i])
	}
}

// CbrtN sets out[i] = Cbrt(x[i]).
//
//kern:guvectorize (n)->(n)
func CbrtN[T Float](x, out []T) {
	for i := range out {
		out[i] = Cbrt(x[i])
	}
}

// FloorN sets out[i] = Floor(x[i]).
//
//kern:guvectorize (n)->(n)
func FloorN[T Float](x, out []T) {
	for i := range out {
		out[i] = Floor(x[i])
	}
}

// CeilN sets out[i] = Ceil(x[i]).
//
//kern:guvectorize (n)->(n)
func CeilN[T Float](x, out []T) {
	for i := range out {
		out[i] = Ceil(x[i])
	}
}

// TruncN sets out[i] = Trunc(x[i]).
//
//kern:guvectorize (n)->(n)
func TruncN[T Float](x, out []T) {
	for i := range out {
		out[i] = Trunc(x[i])
	}
}

// RoundN sets out[i] = Round(x[i]).
//
//kern:guvectorize (n)->(n)
func RoundN[T Float](x, out []T) {
	for i := range out {
		out[i] = Round(x[i])
	}
}

// AbsN sets out[i] = Abs(x[i]).
//
//kern:guvectorize (n)->(n)
func AbsN[T Float](x, out []T) {
	for i := range out {
		out[i] = Abs(x[i])
	}
}

// PowN sets out[i] = Pow(x[i], y[i]).
//
//kern:guvectorize (n),(n)->(n)
func PowN[T Float](x, y, out []T) {
	for i := range out {
		out[i] = Pow(x[i], y[i])
	}
}

// Atan2N sets out[i] = Atan2(x[i], y[i]).
//
//kern:guvectorize (n),(n)->(n)
func Atan2N[T Float](x, y, out []T) {
	for i := range out {
		out[i] = Atan2(x[i], y[i])
	}
}

// HypotN sets out[i] = Hypot(x[i], y[i]).
//
//kern:guvectorize (n),(n)->(n)
func HypotN[T Float](x, y, out []T) {
	for i := range out {
		out[i] = Hypot(x[i], y[i])
	}
}

// CopysignN sets out[i] = Copysign(x[i], y[i]).
//
//kern:guvectorize (n),(n)->(n)
func CopysignN[T Float](x, y, out []T) {
	for i := range out {
		out[i] = Copysign(x[i], y[i])
	}
}

// ModN sets out[i] = Mod(x[i], y[i]).
//
//kern:guvectorize (n),(n)->(n)
func ModN[T Float](x, y, out []T) {
	for i := range out {
		out[i] = Mod(x[i], y[i])
	}
}

// RemainderN sets out[i] = Remainder(x[i], y[i]).
//
//kern:guvectorize (n),(n)->(n)
func RemainderN[T Float](x, y, out []T) {
	for i := range out {
		out[i] = Remainder(x[i], y[i])
	}
}

// FMAN sets out[i] = FMA(x[i], y[i], z[i]).
//
//kern:guvectorize (n),(n),(n)->(n)
func FMAN[T Float](x, y, z, out []T) {
	for i := range out {
		out[i] = FMA(x[i], y[i], z[i])
	}
}
