package mathcores

import "math"

//kern:vectorize
func Exp(x float64) float64 { return math.Exp(x) }

//kern:vectorize
func Sin(x float64) float64 { return math.Sin(x) }

//kern:vectorize
func Cos(x float64) float64 { return math.Cos(x) }

//kern:vectorize
func Tan(x float64) float64 { return math.Tan(x) }

//kern:vectorize
func Log(x float64) float64 { return math.Log(x) }

//kern:vectorize
func Log10(x float64) float64 { return math.Log10(x) }

//kern:vectorize
func Atan(x float64) float64 { return math.Atan(x) }

// Atan2 calls Atan (lowered) between its own branches.
//
//kern:vectorize
func Atan2(x float64) float64 { return math.Atan2(x, 0.75) }

//kern:vectorize
func Tanh(x float64) float64 { return math.Tanh(x) }

//kern:vectorize
func ExpSin(x float64) float64 { return math.Exp(-x*x) * math.Sin(x) }

//kern:vectorize
func Branchy(x float64) float64 {
	if x < 100 {
		return math.Sin(x) + math.Exp(x)
	}
	return math.Cos(x)
}

//kern:vectorize
func Pow(x, y float64) float64 { return math.Pow(x, y) }

//kern:vectorize
func PowBranchy(x, y float64) float64 {
	if x < 5 {
		return math.Pow(x, y)
	}
	return x * y
}

//kern:vectorize
func PowF32(x, y float32) float32 { return float32(math.Pow(float64(x), float64(y))) }

//kern:vectorize
func ExpF32(x float32) float32 { return float32(math.Exp(float64(x))) }

//kern:vectorize
func SinF32(x float32) float32 { return float32(math.Sin(float64(x))) }

//kern:vectorize
func CosF32(x float32) float32 { return float32(math.Cos(float64(x))) }

//kern:vectorize
func TanF32(x float32) float32 { return float32(math.Tan(float64(x))) }

//kern:vectorize
func LogF32(x float32) float32 { return float32(math.Log(float64(x))) }

//kern:vectorize
func AtanF32(x float32) float32 { return float32(math.Atan(float64(x))) }

//kern:vectorize
func TanhF32(x float32) float32 { return float32(math.Tanh(float64(x))) }

//kern:vectorize
func Log10F32(x float32) float32 { return float32(math.Log10(float64(x))) }

// ExpSinF32 combines two calls in float32, MixedF32 in float64.
//
//kern:vectorize
func ExpSinF32(x float32) float32 { return float32(math.Exp(float64(-x*x))) * float32(math.Sin(float64(x))) }

//kern:vectorize
func MixedF32(x float32) float32 {
	d := float64(x)
	return float32(math.Exp(d)*math.Cos(d) + math.Sqrt(math.Abs(d))/3)
}

// ManyF32 holds more float64 halves than 14 registers: it spills.
//
//kern:vectorize
func ManyF32(x float32) float32 {
	a := float64(x)
	b := a*0.5 - 1
	return float32(math.Exp(a)*math.Sin(b) + math.Cos(a)*math.Tan(b) + math.Atan(a*b)*math.Tanh(a-b) + math.Log(a))
}

//kern:vectorize
func BranchyF32(x float32) float32 {
	if x < 100 {
		return float32(math.Sin(float64(x))) + float32(math.Exp(float64(x)))
	}
	return float32(math.Cos(float64(x)))
}
