package accept

import (
	"math"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/half"
)

// FP8Narrow rounds x and d to both FP8 formats: kern.ToFloat8E4M3(x),
// ToFloat8E5M2(x) and half's From64 forms of d, packed from the low byte
// up.
//
//kern:vectorize
func FP8Narrow(x float32, d float64) uint32 {
	return uint32(kern.ToFloat8E4M3(x)) | uint32(kern.ToFloat8E5M2(x))<<8 |
		uint32(half.ToFloat8E4M3From64(d))<<16 | uint32(half.ToFloat8E5M2From64(d))<<24
}

// FP8Wide widens pattern b in both formats: the E4M3 value's float32
// bits in the high word, the E5M2 value's (through a generic helper and
// Float64) in the low.
//
//kern:vectorize
func FP8Wide(b uint8) uint64 {
	e4, e5 := kern.Float8E4M3(b), half.Float8E5M2FromBits(b)
	return uint64(math.Float32bits(e4.Float32()))<<32 | uint64(math.Float32bits(widen(e5)))
}

// widen is x.Float32() through float64, for either FP8 format.
func widen[T interface {
	kern.Float8E4M3 | kern.Float8E5M2
	Float64() float64
}](x T) float32 {
	return float32(x.Float64())
}

// fp8 is the FP8 formats with the methods a generic helper may call.
type fp8 interface {
	kern.Float8E4M3 | kern.Float8E5M2
	Float32() float32
	IsNaN() bool
}

// dequant is an unmarked helper generic over the FP8 formats: a marked
// function takes one format, and the helper's instance is compiled for
// it.
func dequant[T fp8](x T, s float32) float32 {
	if x.IsNaN() {
		return 0
	}
	return x.Float32() * s
}

// FP8Scale dequantizes both formats through the generic helper and
// requantizes the sum to E5M2.
//
//kern:kernel
func FP8Scale(t *kern.Thread, s float32, x []kern.Float8E4M3, y []kern.Float8E5M2, out []kern.Float8E5M2) {
	if i := t.Grid1(); i < len(out) {
		out[i] = kern.ToFloat8E5M2(dequant(x[i], s) + dequant(y[i], s))
	}
}
