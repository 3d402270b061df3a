package half

import "math"

// Float16 is an IEEE 754 binary16 value held as its bit pattern: 1 sign
// bit, 5 exponent bits (bias 15) and 10 fraction bits. It is NumPy's
// float16 and CUDA's __half.
type Float16 uint16

// BFloat16 is a bfloat16 value held as its bit pattern: the top 16 bits of
// a float32 (1 sign bit, 8 exponent bits, 7 fraction bits), so it has
// float32's range with 8 bits of precision.
type BFloat16 uint16

// Float16FromBits returns the Float16 with bit pattern b.
func Float16FromBits(b uint16) Float16 { return Float16(b) }

// BFloat16FromBits returns the BFloat16 with bit pattern b.
func BFloat16FromBits(b uint16) BFloat16 { return BFloat16(b) }

// Bits returns h's bit pattern.
func (h Float16) Bits() uint16 { return uint16(h) }

// Bits returns h's bit pattern.
func (h BFloat16) Bits() uint16 { return uint16(h) }

// ToFloat16 rounds f to the nearest Float16, ties to even. Magnitudes of
// 65520 and above become ±Inf; a NaN stays NaN (made quiet, sign and top
// payload bits kept).
func ToFloat16(f float32) Float16 { return Float16(f32ToF16(math.Float32bits(f))) }

// ToFloat16From64 rounds f to the nearest Float16, ties to even, in one
// step: float32(f) first would round twice.
func ToFloat16From64(f float64) Float16 {
	b := math.Float64bits(f)
	sign := uint16(b>>48) & 0x8000
	a := b &^ (1 << 63)
	if a >= 0x7ff0000000000000 {
		if a > 0x7ff0000000000000 {
			return Float16(sign | 0x7e00 | uint16(a>>42)&0x3ff)
		}
		return Float16(sign | 0x7c00)
	}
	r := roundMag(a, 10, 15)
	if r >= 0x7c00 {
		r = 0x7c00
	}
	return Float16(sign | uint16(r))
}

// ToBFloat16 rounds f to the nearest BFloat16, ties to even. Magnitudes
// that round past the largest finite BFloat16 become ±Inf; a NaN stays NaN
// (made quiet, sign and top payload bits kept).
func ToBFloat16(f float32) BFloat16 { return BFloat16(f32ToBF16(math.Float32bits(f))) }

// ToBFloat16From64 rounds f to the nearest BFloat16, ties to even, in one
// step: float32(f) first would round twice.
func ToBFloat16From64(f float64) BFloat16 {
	b := math.Float64bits(f)
	sign := uint16(b>>48) & 0x8000
	a := b &^ (1 << 63)
	if a >= 0x7ff0000000000000 {
		if a > 0x7ff0000000000000 {
			return BFloat16(sign | 0x7fc0 | uint16(a>>45)&0x7f)
		}
		return BFloat16(sign | 0x7f80)
	}
	r := roundMag(a, 7, 127)
	if r >= 0x7f80 {
		r = 0x7f80
	}
	return BFloat16(sign | uint16(r))
}

// f32ToF16 narrows float32 bits to binary16 bits, rounding to nearest even.
// Each case's result is computed unconditionally and the right one selected,
// so the compiler can use conditional moves: the bulk conversions do not
// stall on data-dependent branches.
func f32ToF16(b uint32) uint16 {
	sign := b >> 16 & 0x8000
	a := b & 0x7fffffff
	// Normal results: rebias the exponent (127 → 15) and round at bit 13;
	// a carry into the exponent is the right answer, including 65520 and
	// up carrying into the Inf pattern. Wraps harmlessly for small a.
	r := (a + (a>>13)&1 - (112<<23 - 0xfff)) >> 13
	// Subnormal results: adding 0.5 puts the float32's binary point where
	// binary16's smallest subnormal is, so the float32 addition itself
	// rounds to nearest even at the right bit. The low 16 bits of the sum
	// are the result (0.5's exponent bits lie above them).
	s := math.Float32bits(math.Float32frombits(a) + 0.5)
	if a < 0x38800000 { // below 2^-14, the smallest normal binary16
		r = s
	}
	if a >= 0x47800000 { // 2^16 and up, Inf included
		r = 0x7c00
	}
	if a > 0x7f800000 { // NaN: quiet, top payload bits kept
		r = 0x7e00 | a>>13&0x3ff
	}
	return uint16(r | sign)
}

// f16ToF32 widens binary16 bits to float32 bits, exactly.
func f16ToF32(h uint16) uint32 {
	sign := uint32(h&0x8000) << 16
	a := uint32(h&0x7fff) << 13
	r := a + 112<<23 // normal: rebias the exponent 15 → 127
	if a >= 0x7c00<<13 {
		r = a + 224<<23 // Inf and NaN: exponent 31 → 255, payload kept
	}
	// Subnormal: place the fraction under the exponent of 2^-14 and take
	// away the implicit 2^-14; the float32 subtraction is exact.
	s := math.Float32bits(math.Float32frombits(a+113<<23) - 0x1p-14)
	if a < 0x400<<13 {
		r = s
	}
	return r | sign
}

// f32ToBF16 narrows float32 bits to bfloat16 bits, rounding to nearest
// even: the discarded low half decides, and a carry runs into the exponent
// (up to the Inf pattern) as it should.
func f32ToBF16(b uint32) uint16 {
	r := (b + 0x7fff + (b>>16)&1) >> 16
	if b&0x7fffffff > 0x7f800000 {
		r = b>>16 | 0x40 // NaN: quiet, sign and top payload bits kept
	}
	return uint16(r)
}

// Float32 returns h as a float32, exactly.
func (h Float16) Float32() float32 { return math.Float32frombits(f16ToF32(uint16(h))) }

// Float64 returns h as a float64, exactly.
func (h Float16) Float64() float64 { return float64(h.Float32()) }

// IsNaN reports whether h is a NaN.
func (h Float16) IsNaN() bool { return h&0x7fff > 0x7c00 }

// IsInf reports whether h is an infinity, as math.IsInf does: +Inf if
// sign > 0, -Inf if sign < 0, either if sign == 0.
func (h Float16) IsInf(sign int) bool {
	return h == 0x7c00 && sign >= 0 || h == 0xfc00 && sign <= 0
}

// String formats h as strconv formats its float32 value: the shortest
// decimal that reads back as that float32.
func (h Float16) String() string { return format32(h.Float32()) }

// Float32 returns h as a float32, exactly.
func (h BFloat16) Float32() float32 { return math.Float32frombits(uint32(h) << 16) }

// Float64 returns h as a float64, exactly.
func (h BFloat16) Float64() float64 { return float64(h.Float32()) }

// IsNaN reports whether h is a NaN.
func (h BFloat16) IsNaN() bool { return h&0x7fff > 0x7f80 }

// IsInf reports whether h is an infinity, as math.IsInf does: +Inf if
// sign > 0, -Inf if sign < 0, either if sign == 0.
func (h BFloat16) IsInf(sign int) bool {
	return h == 0x7f80 && sign >= 0 || h == 0xff80 && sign <= 0
}

// String formats h as strconv formats its float32 value.
func (h BFloat16) String() string { return format32(h.Float32()) }
