package half

import "github.com/kernlab/kern/simd"

// The NEON loops of slices_arm64.s, one for every conversion. Each
// converts n elements, n a positive multiple of its block; the …Vec
// functions run the longest run of whole blocks and return its length.

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

//go:noescape
func f16sToF64sNEON(dst *float64, src *Float16, n int)

func f16sToF64sVec(dst []float64, src []Float16) int {
	n := blocks(len(src), 8, simd.NEON)
	for i := 0; i < n; i += chunk {
		f16sToF64sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func bf16sToF64sNEON(dst *float64, src *BFloat16, n int)

func bf16sToF64sVec(dst []float64, src []BFloat16) int {
	n := blocks(len(src), 8, simd.NEON)
	for i := 0; i < n; i += chunk {
		bf16sToF64sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func e5m2sToF32sNEON(dst *uint32, src *Float8E5M2, n int)

func e5m2sToF32sVec(dst []uint32, src []Float8E5M2) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		e5m2sToF32sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func e5m2sToF64sNEON(dst *float64, src *Float8E5M2, n int)

func e5m2sToF64sVec(dst []float64, src []Float8E5M2) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		e5m2sToF64sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func e4m3sToF32sNEON(dst *uint32, src *Float8E4M3, n int)

func e4m3sToF32sVec(dst []uint32, src []Float8E4M3) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		e4m3sToF32sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func e4m3sToF64sNEON(dst *float64, src *Float8E4M3, n int)

func e4m3sToF64sVec(dst []float64, src []Float8E4M3) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		e4m3sToF64sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func f32sToE4M3sNEON(dst *Float8E4M3, src *uint32, n int)

func f32sToE4M3sVec(dst []Float8E4M3, src []uint32) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		f32sToE4M3sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func f32sToE5M2sNEON(dst *Float8E5M2, src *uint32, n int)

func f32sToE5M2sVec(dst []Float8E5M2, src []uint32) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		f32sToE5M2sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func f64sToF16sNEON(dst *Float16, src *uint64, n int)

func f64sToF16sVec(dst []Float16, src []uint64) int {
	n := blocks(len(src), 8, simd.NEON)
	for i := 0; i < n; i += chunk {
		f64sToF16sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func f64sToBF16sNEON(dst *BFloat16, src *uint64, n int)

func f64sToBF16sVec(dst []BFloat16, src []uint64) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		f64sToBF16sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func f64sToE4M3sNEON(dst *Float8E4M3, src *uint64, n int)

func f64sToE4M3sVec(dst []Float8E4M3, src []uint64) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		f64sToE4M3sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}

//go:noescape
func f64sToE5M2sNEON(dst *Float8E5M2, src *uint64, n int)

func f64sToE5M2sVec(dst []Float8E5M2, src []uint64) int {
	n := blocks(len(src), 16, simd.NEON)
	for i := 0; i < n; i += chunk {
		f64sToE5M2sNEON(&dst[i], &src[i], min(chunk, n-i))
	}
	return n
}
