package half

import "unsafe"

// The bulk conversions work like copy: they convert
// min(len(dst), len(src)) elements and return that count. They use the
// scalar conversions, which select rather than branch (so the speed does
// not depend on the data) and which the compiler inlines. The loops read
// and write the float32 side as bits, sparing a move through a float
// register per element, and go four elements at a time, which lets the
// compiler drop the bounds checks and the loop overhead.

// bitsOf views a []float32 as its bit patterns.
func bitsOf(s []float32) []uint32 {
	return unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// Float32sToFloat16s rounds each src[i] to dst[i] as ToFloat16 does.
func Float32sToFloat16s(dst []Float16, src []float32) int {
	n := min(len(dst), len(src))
	u := bitsOf(src[:n])
	i := 0
	for ; i+4 <= n; i += 4 {
		s, d := u[i:i+4:i+4], dst[i:i+4:i+4]
		d[0] = Float16(f32ToF16(s[0]))
		d[1] = Float16(f32ToF16(s[1]))
		d[2] = Float16(f32ToF16(s[2]))
		d[3] = Float16(f32ToF16(s[3]))
	}
	for ; i < n; i++ {
		dst[i] = Float16(f32ToF16(u[i]))
	}
	return n
}

// Float16sToFloat32s widens each src[i] to dst[i], exactly.
func Float16sToFloat32s(dst []float32, src []Float16) int {
	n := min(len(dst), len(src))
	u := bitsOf(dst[:n])
	i := 0
	for ; i+4 <= n; i += 4 {
		s, d := src[i:i+4:i+4], u[i:i+4:i+4]
		d[0] = f16ToF32(uint16(s[0]))
		d[1] = f16ToF32(uint16(s[1]))
		d[2] = f16ToF32(uint16(s[2]))
		d[3] = f16ToF32(uint16(s[3]))
	}
	for ; i < n; i++ {
		u[i] = f16ToF32(uint16(src[i]))
	}
	return n
}

// Float32sToBFloat16s rounds each src[i] to dst[i] as ToBFloat16 does.
func Float32sToBFloat16s(dst []BFloat16, src []float32) int {
	n := min(len(dst), len(src))
	u := bitsOf(src[:n])
	i := 0
	for ; i+4 <= n; i += 4 {
		s, d := u[i:i+4:i+4], dst[i:i+4:i+4]
		d[0] = BFloat16(f32ToBF16(s[0]))
		d[1] = BFloat16(f32ToBF16(s[1]))
		d[2] = BFloat16(f32ToBF16(s[2]))
		d[3] = BFloat16(f32ToBF16(s[3]))
	}
	for ; i < n; i++ {
		dst[i] = BFloat16(f32ToBF16(u[i]))
	}
	return n
}

// BFloat16sToFloat32s widens each src[i] to dst[i], exactly: a shift,
// which runs at the speed of memory as it is.
func BFloat16sToFloat32s(dst []float32, src []BFloat16) int {
	n := min(len(dst), len(src))
	u, src := bitsOf(dst[:n]), src[:n]
	for i, h := range src {
		u[i] = uint32(h) << 16
	}
	return n
}
