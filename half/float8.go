package half

import "math"

// Float8E4M3 is an OCP FP8 E4M3FN value held as its bit pattern: 1 sign
// bit, 4 exponent bits (bias 7), 3 fraction bits. It has no infinities: the
// top exponent holds normal numbers up to 448, and only S.1111.111 is NaN.
// It is ml_dtypes' float8_e4m3fn and CUDA's __nv_fp8_e4m3.
type Float8E4M3 uint8

// Float8E5M2 is an OCP FP8 E5M2 value held as its bit pattern: 1 sign bit,
// 5 exponent bits (bias 15), 2 fraction bits, with IEEE-style infinities and
// NaNs; the largest finite value is 57344. Its patterns are the top bytes
// of the binary16 patterns. It is ml_dtypes' float8_e5m2 and CUDA's
// __nv_fp8_e5m2.
type Float8E5M2 uint8

// Float8E4M3FromBits returns the Float8E4M3 with bit pattern b.
func Float8E4M3FromBits(b uint8) Float8E4M3 { return Float8E4M3(b) }

// Float8E5M2FromBits returns the Float8E5M2 with bit pattern b.
func Float8E5M2FromBits(b uint8) Float8E5M2 { return Float8E5M2(b) }

// Bits returns x's bit pattern.
func (x Float8E4M3) Bits() uint8 { return uint8(x) }

// Bits returns x's bit pattern.
func (x Float8E5M2) Bits() uint8 { return uint8(x) }

// ToFloat8E4M3 rounds f to the nearest Float8E4M3, ties to even. The
// format has no infinities: as ml_dtypes' float8_e4m3fn (and the OCP
// specification's non-saturating conversion) do, a magnitude that rounds
// past 448 — anything above 464 — and ±Inf become NaN with f's sign.
// Saturate first (clamp to ±448) where that is wanted.
func ToFloat8E4M3(f float32) Float8E4M3 { return ToFloat8E4M3From64(float64(f)) }

// ToFloat8E4M3From64 is ToFloat8E4M3 for a float64, rounded once.
func ToFloat8E4M3From64(f float64) Float8E4M3 {
	b := math.Float64bits(f)
	sign := uint8(b>>56) & 0x80
	a := b &^ (1 << 63)
	if a >= 0x7ff0000000000000 {
		return Float8E4M3(sign | 0x7f) // NaN and Inf alike: no Inf to give
	}
	r := roundMag(a, 3, 7)
	if r > 0x7e {
		r = 0x7f
	}
	return Float8E4M3(sign | uint8(r))
}

// ToFloat8E5M2 rounds f to the nearest Float8E5M2, ties to even, in one
// step (not through Float16, which would round twice). Magnitudes of 61440
// and above become ±Inf; a NaN becomes the quiet NaN with f's sign.
func ToFloat8E5M2(f float32) Float8E5M2 { return ToFloat8E5M2From64(float64(f)) }

// ToFloat8E5M2From64 is ToFloat8E5M2 for a float64, rounded once.
func ToFloat8E5M2From64(f float64) Float8E5M2 {
	b := math.Float64bits(f)
	sign := uint8(b>>56) & 0x80
	a := b &^ (1 << 63)
	if a >= 0x7ff0000000000000 {
		if a > 0x7ff0000000000000 {
			return Float8E5M2(sign | 0x7e)
		}
		return Float8E5M2(sign | 0x7c)
	}
	r := roundMag(a, 2, 15)
	if r >= 0x7c {
		r = 0x7c
	}
	return Float8E5M2(sign | uint8(r))
}

// Float32 returns x as a float32, exactly.
func (x Float8E4M3) Float32() float32 { return math.Float32frombits(e4m3ToF32(uint8(x))) }

// Float64 returns x as a float64, exactly.
func (x Float8E4M3) Float64() float64 { return float64(x.Float32()) }

// IsNaN reports whether x is a NaN (S.1111.111).
func (x Float8E4M3) IsNaN() bool { return x&0x7f == 0x7f }

// IsInf reports false: Float8E4M3 has no infinities. It is here so the FP8
// types answer the same questions.
func (x Float8E4M3) IsInf(sign int) bool { return false }

// String formats x as strconv formats its float32 value.
func (x Float8E4M3) String() string { return format32(x.Float32()) }

// Float32 returns x as a float32, exactly.
func (x Float8E5M2) Float32() float32 { return Float16(uint16(x) << 8).Float32() }

// Float64 returns x as a float64, exactly.
func (x Float8E5M2) Float64() float64 { return float64(x.Float32()) }

// IsNaN reports whether x is a NaN.
func (x Float8E5M2) IsNaN() bool { return x&0x7f > 0x7c }

// IsInf reports whether x is an infinity, as math.IsInf does.
func (x Float8E5M2) IsInf(sign int) bool {
	return x == 0x7c && sign >= 0 || x == 0xfc && sign <= 0
}

// String formats x as strconv formats its float32 value.
func (x Float8E5M2) String() string { return format32(x.Float32()) }
