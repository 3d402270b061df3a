package hostmath

import "math"

// The constants of exp_amd64.s, spelled as it spells them.
const (
	log2e    = 1.4426950408889634073599246810018920
	ln2U     = 0.69314718055966295651160180568695068359375
	ln2L     = 0.28235290563031577122588448175013436025525412068e-12
	overflow = 7.09782712893384e+02
)

// Exp is math.Exp as Go's amd64 assembly computes it on a CPU with FMA
// (math.useFMA: AVX and FMA, which simd.AVX2 requires), step for step.
//
//kern:vectorize
func Exp(x float64) float64 {
	b := math.Float64bits(x)
	if b&^(1<<63) >= 0x7FF0000000000000 { // NaN or ±Inf
		if b == 0xFFF0000000000000 {
			return 0
		}
		return x
	}
	if x > overflow {
		return math.Inf(1)
	}
	// CVTSD2SL rounds to nearest even; below -1075 the assembly returns
	// +0 (and out of int32's range CVTSD2SL's 0x80000000 is below it too).
	k := math.RoundToEven(log2e * x)
	if k < -1075 {
		return 0
	}
	r := math.FMA(-k, ln2U, x) // VFNMADD231SD
	r = math.FMA(-k, ln2L, r)
	r *= 0.0625
	// Taylor series of e^r − 1 over r, by VFMADD213SD.
	t := 2.4801587301587301587e-5
	t = math.FMA(t, r, 1.9841269841269841270e-4)
	t = math.FMA(t, r, 1.3888888888888888889e-3)
	t = math.FMA(t, r, 8.3333333333333333333e-3)
	t = math.FMA(t, r, 4.1666666666666666667e-2)
	t = math.FMA(t, r, 1.6666666666666666667e-1)
	t = math.FMA(t, r, 0.5)
	t = math.FMA(t, r, 1.0)
	r *= t
	// (1+r)^16 − 1 by four squarings of 1+r, the last fused with the +1.
	r *= r + 2
	r *= r + 2
	r *= r + 2
	r = math.FMA(r, r+2, 1)
	// r · 2^k, through a subnormal scale below 2^-1022.
	e := int64(k) + 0x3FF
	if e <= 0 {
		r *= math.Float64frombits(uint64(e+0x3FE) << 52)
		e = 1
	} else if e >= 0x7FF {
		return math.Inf(1)
	}
	return r * math.Float64frombits(uint64(e)<<52)
}
