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

// MethodExprs widens pattern b with method expressions
// (kern.Float8E4M3.Float32(x), …), whose synthetic thunks call the
// methods: E4M3's float32 bits in the high word, E5M2's in the low, bit
// 62 flipped where the E5M2 value is an infinity and bit 61 where the
// float16 with b as its top byte is negative.
//
//kern:vectorize
func MethodExprs(b uint8) uint64 {
	e4, e5 := kern.Float8E4M3(b), kern.Float8E5M2(b)
	r := uint64(math.Float32bits(kern.Float8E4M3.Float32(e4)))<<32 | uint64(math.Float32bits(kern.Float8E5M2.Float32(e5)))
	if kern.Float8E5M2.IsInf(e5, 0) {
		r ^= 1 << 62
	}
	if kern.Float16.Float32(kern.Float16(uint16(b)<<8)) < 0 {
		r ^= 1 << 61
	}
	return r
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

// HalfPatterns builds and reads bit patterns of the reduced types the
// ways kern gen accepts as meaning a pattern: Go's conversions to and
// from their uint16 and uint8 forms, an explicit conversion of a
// constant, a typed constant, zero, == against a pattern and bitwise
// operators. The result packs, from the low bit: h is 1.0 or 2.0, h with
// its sign flipped, h plus the smallest subnormal (kern.Float16(1)), the
// low byte as E4M3 bits, and b as bfloat16 bits without the sign.
//
//kern:vectorize
func HalfPatterns(b uint16) uint64 {
	const one kern.Float16 = 0x3c00
	var zero kern.BFloat16 = 0
	h := kern.Float16(b)
	neg := h ^ 0x8000
	e := kern.Float8E4M3(uint8(b))
	var r uint64
	if h == one || h == kern.Float16(0x4000) {
		r = 1
	}
	s := kern.HAdd(h, kern.Float16(1))
	return r | uint64(uint16(neg))<<8 | uint64(uint16(s))<<24 | uint64(uint8(e))<<40 | uint64(uint16(zero)|uint16(kern.BFloat16(b)&0x7fff))<<48
}
