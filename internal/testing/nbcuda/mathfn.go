package nbcuda

import (
	"math"

	"github.com/kernlab/kern"
)

// test_math.py's and test_frexp_ldexp.py's kernels: package math's
// functions (numba's math module) on x[i] and y[i], in float64 and in the
// float32 form float32(math.F(float64(x))).

// MathUnaryNames and MathBinaryNames name MathFuncs' results, in order
// (the tests' names; no kernel reads them).
var MathUnaryNames = [...]string{"Sqrt", "Exp", "Exp2", "Expm1", "Log", "Log2", "Log10", "Log1p",
	"Sin", "Cos", "Tan", "Asin", "Acos", "Atan", "Sinh", "Cosh", "Tanh", "Asinh", "Acosh", "Atanh",
	"Erf", "Erfc", "Gamma", "Lgamma", "Cbrt", "Floor", "Ceil", "Trunc", "Round", "RoundToEven", "Abs",
	"Frexp.frac", "Frexp.exp", "Modf.int", "Modf.frac", "Ldexp(x, 3)", "Ldexp(x, -1074)", "IsNaN", "IsInf", "Signbit"}

var MathBinaryNames = [...]string{"Atan2", "Pow", "Hypot", "Mod", "Remainder", "Copysign", "Max", "Min", "Dim"}

// MathFuncs writes the unary functions of x[i] to u[len(MathUnaryNames)·i…]
// and the binary ones of x[i], y[i] to b[len(MathBinaryNames)·i…].
//
//kern:kernel
func MathFuncs[F float32 | float64](t *kern.Thread, u, b, x, y []F) {
	i := t.Grid1()
	if i >= len(x) {
		return
	}
	v, w := float64(x[i]), float64(y[i])
	o := u[40*i : 40*i+40]
	o[0] = F(math.Sqrt(v))
	o[1] = F(math.Exp(v))
	o[2] = F(math.Exp2(v))
	o[3] = F(math.Expm1(v))
	o[4] = F(math.Log(v))
	o[5] = F(math.Log2(v))
	o[6] = F(math.Log10(v))
	o[7] = F(math.Log1p(v))
	o[8] = F(math.Sin(v))
	o[9] = F(math.Cos(v))
	o[10] = F(math.Tan(v))
	o[11] = F(math.Asin(v))
	o[12] = F(math.Acos(v))
	o[13] = F(math.Atan(v))
	o[14] = F(math.Sinh(v))
	o[15] = F(math.Cosh(v))
	o[16] = F(math.Tanh(v))
	o[17] = F(math.Asinh(v))
	o[18] = F(math.Acosh(v))
	o[19] = F(math.Atanh(v))
	o[20] = F(math.Erf(v))
	o[21] = F(math.Erfc(v))
	o[22] = F(math.Gamma(v))
	lg, _ := math.Lgamma(v)
	o[23] = F(lg)
	o[24] = F(math.Cbrt(v))
	o[25] = F(math.Floor(v))
	o[26] = F(math.Ceil(v))
	o[27] = F(math.Trunc(v))
	o[28] = F(math.Round(v))
	o[29] = F(math.RoundToEven(v))
	o[30] = F(math.Abs(v))
	fr, ex := math.Frexp(v)
	o[31], o[32] = F(fr), F(ex)
	ip, fp := math.Modf(v)
	o[33], o[34] = F(ip), F(fp)
	o[35] = F(math.Ldexp(v, 3))
	o[36] = F(math.Ldexp(v, -1074))
	o[37] = bf[F](math.IsNaN(v))
	o[38] = bf[F](math.IsInf(v, 0))
	o[39] = bf[F](math.Signbit(v))
	p := b[9*i : 9*i+9]
	p[0] = F(math.Atan2(v, w))
	p[1] = F(math.Pow(v, w))
	p[2] = F(math.Hypot(v, w))
	p[3] = F(math.Mod(v, w))
	p[4] = F(math.Remainder(v, w))
	p[5] = F(math.Copysign(v, w))
	p[6] = F(math.Max(v, w))
	p[7] = F(math.Min(v, w))
	p[8] = F(math.Dim(v, w))
}

func bf[F float32 | float64](b bool) F {
	if b {
		return 1
	}
	return 0
}
