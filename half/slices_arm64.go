package half

import "github.com/kernlab/kern/simd"

// The NEON loops of slices_arm64.s, for the float32 ↔ binary16 and
// float32 ↔ bfloat16 conversions. Each converts n elements, n a positive
// multiple of 16; the …Vec functions run the longest run of whole blocks
// and return its length.

//go:noescape
func f32sToF16sNEON(dst *Float16, src *uint32, n int)

func f32sToF16sVec(dst []Float16, src []uint32) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		f32sToF16sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func f16sToF32sNEON(dst *uint32, src *Float16, n int)

func f16sToF32sVec(dst []uint32, src []Float16) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		f16sToF32sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func f32sToBF16sNEON(dst *BFloat16, src *uint32, n int)

func f32sToBF16sVec(dst []BFloat16, src []uint32) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		f32sToBF16sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func bf16sToF32sNEON(dst *uint32, src *BFloat16, n int)

func bf16sToF32sVec(dst []uint32, src []BFloat16) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		bf16sToF32sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}
