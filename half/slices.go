package half

import (
	"math"
	"unsafe"
)

// The bulk conversions work like copy: they convert
// min(len(dst), len(src)) elements and return that count. Each runs a
// vector loop over the longest run of whole blocks where the CPU has one
// (slices_amd64.s: AVX2, and F16C for the binary16 ones; the …Vec
// functions return how many elements they did, 0 where there is none) and
// a Go loop over the rest. Both give the scalar conversion's result, bit
// for bit.
//
// The Go loops use the scalar conversions, which select rather than branch
// (so the speed does not depend on the data) and which the compiler
// inlines. They read and write the float32 side as bits, sparing a move
// through a float register per element, and the busiest go four elements
// at a time, which lets the compiler drop the bounds checks and the loop
// overhead.

// blocks returns the length of the longest run of whole blocks of n
// elements, or 0 when ok is false.
func blocks(n, block int, ok bool) int {
	if !ok {
		return 0
	}
	return n &^ (block - 1)
}

// chunk is the most elements one call of a loop converts: assembly is
// not preempted, so a call runs for tens of microseconds at most, not for
// as long as a huge slice takes. A multiple of every block, and of 32
// bytes of every output type, so each call's output stays aligned.
const chunk = 1 << 16

// bitsOf views a []float32 as its bit patterns.
func bitsOf(s []float32) []uint32 {
	return unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// bitsOf64 views a []float64 as its bit patterns.
func bitsOf64(s []float64) []uint64 {
	return unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// Float32sToFloat16s rounds each src[i] to dst[i] as ToFloat16 does.
func Float32sToFloat16s(dst []Float16, src []float32) int {
	n := min(len(dst), len(src))
	d, s := dst[:n], bitsOf(src[:n])
	i := f32sToF16sVec(d, s)
	f32sToF16sGo(d[i:], s[i:])
	return n
}

// Float16sToFloat32s widens each src[i] to dst[i], exactly.
func Float16sToFloat32s(dst []float32, src []Float16) int {
	n := min(len(dst), len(src))
	d, s := bitsOf(dst[:n]), src[:n]
	i := f16sToF32sVec(d, s)
	f16sToF32sGo(d[i:], s[i:])
	return n
}

// Float32sToBFloat16s rounds each src[i] to dst[i] as ToBFloat16 does.
func Float32sToBFloat16s(dst []BFloat16, src []float32) int {
	n := min(len(dst), len(src))
	d, s := dst[:n], bitsOf(src[:n])
	i := f32sToBF16sVec(d, s)
	f32sToBF16sGo(d[i:], s[i:])
	return n
}

// BFloat16sToFloat32s widens each src[i] to dst[i], exactly.
func BFloat16sToFloat32s(dst []float32, src []BFloat16) int {
	n := min(len(dst), len(src))
	d, s := bitsOf(dst[:n]), src[:n]
	i := bf16sToF32sVec(d, s)
	bf16sToF32sGo(d[i:], s[i:])
	return n
}

// Float16sToFloat64s widens each src[i] to dst[i], exactly.
func Float16sToFloat64s(dst []float64, src []Float16) int {
	n := min(len(dst), len(src))
	d, s := dst[:n], src[:n]
	i := f16sToF64sVec(d, s)
	f16sToF64sGo(d[i:], s[i:])
	return n
}

// BFloat16sToFloat64s widens each src[i] to dst[i], exactly.
func BFloat16sToFloat64s(dst []float64, src []BFloat16) int {
	n := min(len(dst), len(src))
	d, s := dst[:n], src[:n]
	i := bf16sToF64sVec(d, s)
	bf16sToF64sGo(d[i:], s[i:])
	return n
}

// Float8E4M3sToFloat32s widens each src[i] to dst[i], exactly.
func Float8E4M3sToFloat32s(dst []float32, src []Float8E4M3) int {
	n := min(len(dst), len(src))
	d, s := bitsOf(dst[:n]), src[:n]
	i := e4m3sToF32sVec(d, s)
	e4m3sToF32sGo(d[i:], s[i:])
	return n
}

// Float8E5M2sToFloat32s widens each src[i] to dst[i], exactly.
func Float8E5M2sToFloat32s(dst []float32, src []Float8E5M2) int {
	n := min(len(dst), len(src))
	d, s := bitsOf(dst[:n]), src[:n]
	i := e5m2sToF32sVec(d, s)
	e5m2sToF32sGo(d[i:], s[i:])
	return n
}

// Float8E4M3sToFloat64s widens each src[i] to dst[i], exactly.
func Float8E4M3sToFloat64s(dst []float64, src []Float8E4M3) int {
	n := min(len(dst), len(src))
	d, s := dst[:n], src[:n]
	i := e4m3sToF64sVec(d, s)
	e4m3sToF64sGo(d[i:], s[i:])
	return n
}

// Float8E5M2sToFloat64s widens each src[i] to dst[i], exactly.
func Float8E5M2sToFloat64s(dst []float64, src []Float8E5M2) int {
	n := min(len(dst), len(src))
	d, s := dst[:n], src[:n]
	i := e5m2sToF64sVec(d, s)
	e5m2sToF64sGo(d[i:], s[i:])
	return n
}

// Float64sToFloat16s rounds each src[i] to dst[i] as ToFloat16From64 does.
func Float64sToFloat16s(dst []Float16, src []float64) int {
	n := min(len(dst), len(src))
	d, s := dst[:n], bitsOf64(src[:n])
	i := f64sToF16sVec(d, s)
	f64sToF16sGo(d[i:], s[i:])
	return n
}

// Float64sToBFloat16s rounds each src[i] to dst[i] as ToBFloat16From64
// does.
func Float64sToBFloat16s(dst []BFloat16, src []float64) int {
	n := min(len(dst), len(src))
	d, s := dst[:n], bitsOf64(src[:n])
	i := f64sToBF16sVec(d, s)
	f64sToBF16sGo(d[i:], s[i:])
	return n
}

// Float32sToFloat8E4M3s rounds each src[i] to dst[i] as ToFloat8E4M3 does.
func Float32sToFloat8E4M3s(dst []Float8E4M3, src []float32) int {
	n := min(len(dst), len(src))
	d, s := dst[:n], bitsOf(src[:n])
	i := f32sToE4M3sVec(d, s)
	f32sToE4M3sGo(d[i:], s[i:])
	return n
}

// Float32sToFloat8E5M2s rounds each src[i] to dst[i] as ToFloat8E5M2 does.
func Float32sToFloat8E5M2s(dst []Float8E5M2, src []float32) int {
	n := min(len(dst), len(src))
	d, s := dst[:n], bitsOf(src[:n])
	i := f32sToE5M2sVec(d, s)
	f32sToE5M2sGo(d[i:], s[i:])
	return n
}

// Float64sToFloat8E4M3s rounds each src[i] to dst[i] as ToFloat8E4M3From64
// does.
func Float64sToFloat8E4M3s(dst []Float8E4M3, src []float64) int {
	n := min(len(dst), len(src))
	d, s := dst[:n], bitsOf64(src[:n])
	i := f64sToE4M3sVec(d, s)
	f64sToE4M3sGo(d[i:], s[i:])
	return n
}

// Float64sToFloat8E5M2s rounds each src[i] to dst[i] as ToFloat8E5M2From64
// does.
func Float64sToFloat8E5M2s(dst []Float8E5M2, src []float64) int {
	n := min(len(dst), len(src))
	d, s := dst[:n], bitsOf64(src[:n])
	i := f64sToE5M2sVec(d, s)
	f64sToE5M2sGo(d[i:], s[i:])
	return n
}

// The Go loops. Each takes slices of equal length.

func f32sToF16sGo(dst []Float16, src []uint32) {
	i := 0
	for ; i+4 <= len(src); i += 4 {
		s, d := src[i:i+4:i+4], dst[i:i+4:i+4]
		d[0] = Float16(f32ToF16(s[0]))
		d[1] = Float16(f32ToF16(s[1]))
		d[2] = Float16(f32ToF16(s[2]))
		d[3] = Float16(f32ToF16(s[3]))
	}
	for ; i < len(src); i++ {
		dst[i] = Float16(f32ToF16(src[i]))
	}
}

func f16sToF32sGo(dst []uint32, src []Float16) {
	i := 0
	for ; i+4 <= len(src); i += 4 {
		s, d := src[i:i+4:i+4], dst[i:i+4:i+4]
		d[0] = f16ToF32(uint16(s[0]))
		d[1] = f16ToF32(uint16(s[1]))
		d[2] = f16ToF32(uint16(s[2]))
		d[3] = f16ToF32(uint16(s[3]))
	}
	for ; i < len(src); i++ {
		dst[i] = f16ToF32(uint16(src[i]))
	}
}

func f32sToBF16sGo(dst []BFloat16, src []uint32) {
	i := 0
	for ; i+4 <= len(src); i += 4 {
		s, d := src[i:i+4:i+4], dst[i:i+4:i+4]
		d[0] = BFloat16(f32ToBF16(s[0]))
		d[1] = BFloat16(f32ToBF16(s[1]))
		d[2] = BFloat16(f32ToBF16(s[2]))
		d[3] = BFloat16(f32ToBF16(s[3]))
	}
	for ; i < len(src); i++ {
		dst[i] = BFloat16(f32ToBF16(src[i]))
	}
}

func bf16sToF32sGo(dst []uint32, src []BFloat16) {
	dst = dst[:len(src)]
	for i, h := range src {
		dst[i] = uint32(h) << 16
	}
}

func f16sToF64sGo(dst []float64, src []Float16) {
	dst = dst[:len(src)]
	for i, h := range src {
		dst[i] = float64(math.Float32frombits(f16ToF32(uint16(h))))
	}
}

func bf16sToF64sGo(dst []float64, src []BFloat16) {
	dst = dst[:len(src)]
	for i, h := range src {
		dst[i] = float64(math.Float32frombits(uint32(h) << 16))
	}
}

func e4m3sToF32sGo(dst []uint32, src []Float8E4M3) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = e4m3ToF32(uint8(x))
	}
}

func e5m2sToF32sGo(dst []uint32, src []Float8E5M2) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = f16ToF32(uint16(x) << 8)
	}
}

func e4m3sToF64sGo(dst []float64, src []Float8E4M3) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = float64(math.Float32frombits(e4m3ToF32(uint8(x))))
	}
}

func e5m2sToF64sGo(dst []float64, src []Float8E5M2) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = float64(math.Float32frombits(f16ToF32(uint16(x) << 8)))
	}
}

func f64sToF16sGo(dst []Float16, src []uint64) {
	dst = dst[:len(src)]
	for i, b := range src {
		dst[i] = Float16(f32ToF16(f64ToF32Odd(b)))
	}
}

func f64sToBF16sGo(dst []BFloat16, src []uint64) {
	dst = dst[:len(src)]
	for i, b := range src {
		dst[i] = BFloat16(f32ToBF16(f64ToF32Odd(b)))
		if a := b &^ (1 << 63); a-1 < minNormal32-1 {
			// Below float32's normal range bfloat16 still has subnormals,
			// which the odd rounding to a float32 subnormal cannot keep.
			dst[i] = ToBFloat16From64(math.Float64frombits(b))
		}
	}
}

func f32sToE4M3sGo(dst []Float8E4M3, src []uint32) {
	dst = dst[:len(src)]
	for i, b := range src {
		dst[i] = Float8E4M3(f32ToE4M3(b))
	}
}

func f32sToE5M2sGo(dst []Float8E5M2, src []uint32) {
	dst = dst[:len(src)]
	for i, b := range src {
		dst[i] = Float8E5M2(f32ToE5M2(b))
	}
}

func f64sToE4M3sGo(dst []Float8E4M3, src []uint64) {
	dst = dst[:len(src)]
	for i, b := range src {
		dst[i] = Float8E4M3(f32ToE4M3(f64ToF32Odd(b)))
	}
}

func f64sToE5M2sGo(dst []Float8E5M2, src []uint64) {
	dst = dst[:len(src)]
	for i, b := range src {
		dst[i] = Float8E5M2(f32ToE5M2(f64ToF32Odd(b)))
	}
}

// minNormal32 is the float64 bits of 2^-126, float32's smallest normal.
const minNormal32 = 897 << 52

// f64ToF32Odd narrows float64 bits to float32 bits rounded to odd:
// truncated, with the last bit set when a dropped bit was. The 24 bits it
// keeps are at least two more than any of the reduced types has, and
// rounding a round-to-odd value with two spare bits to nearest gives what
// rounding the float64 once would, so the bulk float64 conversions can
// run the branch-free float32 ones. Outside float32's normal range it
// gives what those need: a non-zero value below 2^-126 becomes the
// smallest float32 subnormal (every reduced type but bfloat16, which the
// caller handles, rounds that to zero), one of 2^128 or more Inf, and a
// NaN keeps its sign and top payload bits, as the scalar conversions do.
func f64ToF32Odd(b uint64) uint32 {
	a := b &^ (1 << 63)
	sticky := uint32((a&(1<<29-1) + 1<<29 - 1) >> 29)
	t := uint32(a>>29-896<<23) | sticky // rebias the exponent 1023 → 127
	if a < minNormal32 {
		t = uint32((a | -a) >> 63) // 0 stays 0; anything else is 2^-149
	}
	if a >= 1151<<52 { // 2^128 and up, Inf included
		t = 0x7f800000
	}
	if a > 0x7ff0000000000000 {
		t = 0x7fc00000 | uint32(a>>29)&0x3fffff
	}
	return t | uint32(b>>32)&0x80000000
}

// f32ToE4M3 narrows float32 bits to E4M3FN bits, rounding to nearest
// even, selecting among the normal, subnormal, overflow and NaN results
// as f32ToF16 does.
func f32ToE4M3(b uint32) uint8 {
	sign := b >> 24 & 0x80
	a := b & 0x7fffffff
	// Normal: rebias the exponent (127 → 7) and round at bit 20; a carry
	// past 448 lands on 0x7f (NaN) or above, which is NaN here too.
	r := (a + (a>>20)&1 - (120<<23 - (1<<19 - 1))) >> 20
	if r > 0x7f {
		r = 0x7f
	}
	// Subnormal results: 2^14's float32 quantum is E4M3's smallest
	// subnormal, 2^-9, so the float32 addition rounds at the right bit.
	s := math.Float32bits(math.Float32frombits(a)+0x1p14) - math.Float32bits(0x1p14)
	if a < 0x3c800000 { // below 2^-6, the smallest normal E4M3
		r = s
	}
	if a >= 0x7f800000 { // Inf and NaN
		r = 0x7f
	}
	return uint8(r | sign)
}

// f32ToE5M2 narrows float32 bits to E5M2 bits, rounding to nearest even.
func f32ToE5M2(b uint32) uint8 {
	sign := b >> 24 & 0x80
	a := b & 0x7fffffff
	// Normal: rebias the exponent (127 → 15) and round at bit 21; a carry
	// into exponent 31 is the overflow to Inf.
	r := (a + (a>>21)&1 - (112<<23 - (1<<20 - 1))) >> 21
	if r > 0x7c {
		r = 0x7c
	}
	// Subnormal: 2^7's float32 quantum is E5M2's smallest subnormal, 2^-16.
	s := math.Float32bits(math.Float32frombits(a)+0x1p7) - math.Float32bits(0x1p7)
	if a < 0x38800000 { // below 2^-14
		r = s
	}
	if a > 0x7f800000 { // NaN
		r = 0x7e
	}
	return uint8(r | sign)
}

// e4m3ToF32 widens E4M3FN bits to float32 bits, selecting rather than
// branching between the normal, subnormal and NaN forms.
func e4m3ToF32(x uint8) uint32 {
	sign := uint32(x&0x80) << 24
	a := uint32(x & 0x7f)
	r := a<<20 + 120<<23 // normal: rebias the exponent 7 → 127
	s := math.Float32bits(float32(a) * 0x1p-9)
	if a < 0x08 {
		r = s // subnormal: a × 2^-9, exact
	}
	if a == 0x7f {
		r = 0x7fc00000
	}
	return r | sign
}
