package half

import (
	"unsafe"

	"github.com/kernlab/kern/simd"
)

// The vector loops of slices_amd64.s. Each converts n elements, n a
// positive multiple of its block. The …Vec functions run the longest run
// of whole blocks the CPU allows and return its length: 0 without AVX2 or
// (for the loops that use VCVTPS2PH or VCVTPH2PS) without F16C, so that
// GODEBUG=cpu.avx2=off runs the Go loops alone. The float64 narrowings
// have an AVX-512 loop too (…V512), run where the CPU has AVX-512F, and
// the AVX2 one (…V256) elsewhere, and so do float32 ↔ E4M3, float32 →
// E5M2, E4M3 → float64 and E5M2 → float32 and float64; tests run both.
//
// Each wrapper is spelled out: one generic helper taking the loop as a
// func value is too large to inline, and the call through the value would
// make dst and src escape, moving callers' stack slices to the heap.

// streamBytes is the output size from which the loops store around the
// caches (VMOVNTDQ): far past the last-level cache, where ordinary stores'
// reading of each line before overwriting it only costs memory bandwidth.
// kern gen's streaming loops use the same threshold (docs/simd.md).
const streamBytes = 16 << 20

// streams reports whether the loops should store d with VMOVNTDQ: it is
// at least streamBytes long and 32-byte aligned (Go allocates large slices
// page-aligned).
func streams[T any](d []T) bool {
	var z T
	return uintptr(len(d))*unsafe.Sizeof(z) >= streamBytes && uintptr(unsafe.Pointer(unsafe.SliceData(d)))%32 == 0
}

//go:noescape
func f32sToF16sF16C(dst *Float16, src *uint32, n int, nt bool)

func f32sToF16sVec(dst []Float16, src []uint32) int {
	n := blocks(len(src), 16, simd.AVX2 && simd.F16C)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		f32sToF16sF16C(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

//go:noescape
func f16sToF32sF16C(dst *uint32, src *Float16, n int, nt bool)

func f16sToF32sVec(dst []uint32, src []Float16) int {
	n := blocks(len(src), 16, simd.AVX2 && simd.F16C)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		f16sToF32sF16C(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

//go:noescape
func f32sToBF16sAVX2(dst *BFloat16, src *uint32, n int, nt bool)

func f32sToBF16sVec(dst []BFloat16, src []uint32) int {
	n := blocks(len(src), 16, simd.AVX2)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		f32sToBF16sAVX2(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

//go:noescape
func bf16sToF32sAVX2(dst *uint32, src *BFloat16, n int, nt bool)

func bf16sToF32sVec(dst []uint32, src []BFloat16) int {
	n := blocks(len(src), 16, simd.AVX2)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		bf16sToF32sAVX2(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

//go:noescape
func f16sToF64sF16C(dst *float64, src *Float16, n int, nt bool)

func f16sToF64sVec(dst []float64, src []Float16) int {
	n := blocks(len(src), 8, simd.AVX2 && simd.F16C)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		f16sToF64sF16C(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

//go:noescape
func bf16sToF64sAVX2(dst *float64, src *BFloat16, n int, nt bool)

func bf16sToF64sVec(dst []float64, src []BFloat16) int {
	n := blocks(len(src), 8, simd.AVX2)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		bf16sToF64sAVX2(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

//go:noescape
func e4m3sToF32sAVX2(dst *uint32, src *Float8E4M3, n int, nt bool)

//go:noescape
func e4m3sToF32s512(dst *uint32, src *Float8E4M3, n int, nt bool)

func e4m3sToF32sVec(dst []uint32, src []Float8E4M3) int {
	if simd.AVX512 {
		return e4m3sToF32sV512(dst, src)
	}
	return e4m3sToF32sV256(dst, src)
}

func e4m3sToF32sV256(dst []uint32, src []Float8E4M3) int {
	n := blocks(len(src), 16, simd.AVX2)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		e4m3sToF32sAVX2(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

func e4m3sToF32sV512(dst []uint32, src []Float8E4M3) int {
	n := blocks(len(src), 32, simd.AVX2 && simd.AVX512)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		e4m3sToF32s512(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

//go:noescape
func e5m2sToF32sF16C(dst *uint32, src *Float8E5M2, n int, nt bool)

//go:noescape
func e5m2sToF32s512(dst *uint32, src *Float8E5M2, n int, nt bool)

func e5m2sToF32sVec(dst []uint32, src []Float8E5M2) int {
	if simd.AVX512 {
		return e5m2sToF32sV512(dst, src)
	}
	return e5m2sToF32sV256(dst, src)
}

func e5m2sToF32sV256(dst []uint32, src []Float8E5M2) int {
	n := blocks(len(src), 16, simd.AVX2 && simd.F16C)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		e5m2sToF32sF16C(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

func e5m2sToF32sV512(dst []uint32, src []Float8E5M2) int {
	n := blocks(len(src), 32, simd.AVX2 && simd.F16C && simd.AVX512)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		e5m2sToF32s512(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

//go:noescape
func e4m3sToF64sAVX2(dst *float64, src *Float8E4M3, n int, nt bool)

//go:noescape
func e4m3sToF64s512(dst *float64, src *Float8E4M3, n int, nt bool)

func e4m3sToF64sVec(dst []float64, src []Float8E4M3) int {
	if simd.AVX512 {
		return e4m3sToF64sV512(dst, src)
	}
	return e4m3sToF64sV256(dst, src)
}

func e4m3sToF64sV256(dst []float64, src []Float8E4M3) int {
	n := blocks(len(src), 8, simd.AVX2)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		e4m3sToF64sAVX2(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

func e4m3sToF64sV512(dst []float64, src []Float8E4M3) int {
	n := blocks(len(src), 16, simd.AVX2 && simd.AVX512)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		e4m3sToF64s512(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

//go:noescape
func e5m2sToF64sF16C(dst *float64, src *Float8E5M2, n int, nt bool)

//go:noescape
func e5m2sToF64s512(dst *float64, src *Float8E5M2, n int, nt bool)

func e5m2sToF64sVec(dst []float64, src []Float8E5M2) int {
	if simd.AVX512 {
		return e5m2sToF64sV512(dst, src)
	}
	return e5m2sToF64sV256(dst, src)
}

func e5m2sToF64sV256(dst []float64, src []Float8E5M2) int {
	n := blocks(len(src), 8, simd.AVX2 && simd.F16C)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		e5m2sToF64sF16C(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

func e5m2sToF64sV512(dst []float64, src []Float8E5M2) int {
	n := blocks(len(src), 16, simd.AVX2 && simd.F16C && simd.AVX512)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		e5m2sToF64s512(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

//go:noescape
func f64sToF16sF16C(dst *Float16, src *uint64, n int, nt bool)

//go:noescape
func f64sToF16s512(dst *Float16, src *uint64, n int, nt bool)

func f64sToF16sVec(dst []Float16, src []uint64) int {
	if simd.AVX512 {
		return f64sToF16sV512(dst, src)
	}
	return f64sToF16sV256(dst, src)
}

func f64sToF16sV256(dst []Float16, src []uint64) int {
	n := blocks(len(src), 16, simd.AVX2 && simd.F16C)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		f64sToF16sF16C(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

func f64sToF16sV512(dst []Float16, src []uint64) int {
	n := blocks(len(src), 16, simd.AVX2 && simd.F16C && simd.AVX512)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		f64sToF16s512(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

//go:noescape
func f64sToBF16sAVX2(dst *BFloat16, src *uint64, n int, nt bool)

//go:noescape
func f64sToBF16s512(dst *BFloat16, src *uint64, n int, nt bool)

func f64sToBF16sVec(dst []BFloat16, src []uint64) int {
	if simd.AVX512 {
		return f64sToBF16sV512(dst, src)
	}
	return f64sToBF16sV256(dst, src)
}

func f64sToBF16sV256(dst []BFloat16, src []uint64) int {
	n := blocks(len(src), 16, simd.AVX2)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		f64sToBF16sAVX2(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

func f64sToBF16sV512(dst []BFloat16, src []uint64) int {
	n := blocks(len(src), 16, simd.AVX2 && simd.AVX512)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		f64sToBF16s512(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

//go:noescape
func f32sToE4M3sAVX2(dst *Float8E4M3, src *uint32, n int, nt bool)

//go:noescape
func f32sToE4M3s512(dst *Float8E4M3, src *uint32, n int, nt bool)

//go:noescape
func f32sToE4M3s512x2(dst *Float8E4M3, src *uint32, dst2 *Float8E4M3, src2 *uint32, n int, nt bool)

func f32sToE4M3sVec(dst []Float8E4M3, src []uint32) int {
	if simd.AVX512 {
		return f32sToE4M3sV512(dst, src)
	}
	return f32sToE4M3sV256(dst, src)
}

func f32sToE4M3sV256(dst []Float8E4M3, src []uint32) int {
	n := blocks(len(src), 32, simd.AVX2)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		f32sToE4M3sAVX2(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

func f32sToE4M3sV512(dst []Float8E4M3, src []uint32) int {
	n := blocks(len(src), 32, simd.AVX2 && simd.AVX512)
	nt := streams(dst[:n])
	h := n / 2 &^ 31
	for i := 0; i < h; i += chunk / 2 {
		f32sToE4M3s512x2(&dst[i], &src[i], &dst[h+i], &src[h+i], min(chunk/2, h-i), nt)
	}
	if 2*h < n {
		f32sToE4M3s512(&dst[2*h], &src[2*h], n-2*h, nt)
	}
	return n
}

//go:noescape
func f32sToE5M2sAVX2(dst *Float8E5M2, src *uint32, n int, nt bool)

//go:noescape
func f32sToE5M2s512(dst *Float8E5M2, src *uint32, n int, nt bool)

//go:noescape
func f32sToE5M2s512x2(dst *Float8E5M2, src *uint32, dst2 *Float8E5M2, src2 *uint32, n int, nt bool)

func f32sToE5M2sVec(dst []Float8E5M2, src []uint32) int {
	if simd.AVX512 {
		return f32sToE5M2sV512(dst, src)
	}
	return f32sToE5M2sV256(dst, src)
}

func f32sToE5M2sV256(dst []Float8E5M2, src []uint32) int {
	n := blocks(len(src), 32, simd.AVX2)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		f32sToE5M2sAVX2(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

func f32sToE5M2sV512(dst []Float8E5M2, src []uint32) int {
	n := blocks(len(src), 32, simd.AVX2 && simd.AVX512)
	nt := streams(dst[:n])
	h := n / 2 &^ 31
	for i := 0; i < h; i += chunk / 2 {
		f32sToE5M2s512x2(&dst[i], &src[i], &dst[h+i], &src[h+i], min(chunk/2, h-i), nt)
	}
	if 2*h < n {
		f32sToE5M2s512(&dst[2*h], &src[2*h], n-2*h, nt)
	}
	return n
}

//go:noescape
func f64sToE4M3sAVX2(dst *Float8E4M3, src *uint64, n int, nt bool)

//go:noescape
func f64sToE4M3s512(dst *Float8E4M3, src *uint64, n int, nt bool)

//go:noescape
func f64sToE4M3s512x2(dst *Float8E4M3, src *uint64, dst2 *Float8E4M3, src2 *uint64, n int, nt bool)

func f64sToE4M3sVec(dst []Float8E4M3, src []uint64) int {
	if simd.AVX512 {
		return f64sToE4M3sV512(dst, src)
	}
	return f64sToE4M3sV256(dst, src)
}

func f64sToE4M3sV256(dst []Float8E4M3, src []uint64) int {
	n := blocks(len(src), 32, simd.AVX2)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		f64sToE4M3sAVX2(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

func f64sToE4M3sV512(dst []Float8E4M3, src []uint64) int {
	n := blocks(len(src), 32, simd.AVX2 && simd.AVX512)
	nt := streams(dst[:n])
	h := n / 2 &^ 31
	for i := 0; i < h; i += chunk / 2 {
		f64sToE4M3s512x2(&dst[i], &src[i], &dst[h+i], &src[h+i], min(chunk/2, h-i), nt)
	}
	if 2*h < n {
		f64sToE4M3s512(&dst[2*h], &src[2*h], n-2*h, nt)
	}
	return n
}

//go:noescape
func f64sToE5M2sAVX2(dst *Float8E5M2, src *uint64, n int, nt bool)

//go:noescape
func f64sToE5M2s512(dst *Float8E5M2, src *uint64, n int, nt bool)

//go:noescape
func f64sToE5M2s512x2(dst *Float8E5M2, src *uint64, dst2 *Float8E5M2, src2 *uint64, n int, nt bool)

func f64sToE5M2sVec(dst []Float8E5M2, src []uint64) int {
	if simd.AVX512 {
		return f64sToE5M2sV512(dst, src)
	}
	return f64sToE5M2sV256(dst, src)
}

func f64sToE5M2sV256(dst []Float8E5M2, src []uint64) int {
	n := blocks(len(src), 32, simd.AVX2)
	nt := streams(dst[:n])
	for i := 0; i < n; i += chunk {
		f64sToE5M2sAVX2(&dst[i], &src[i], min(chunk, n-i), nt)
	}
	return n
}

func f64sToE5M2sV512(dst []Float8E5M2, src []uint64) int {
	n := blocks(len(src), 32, simd.AVX2 && simd.AVX512)
	nt := streams(dst[:n])
	h := n / 2 &^ 31
	for i := 0; i < h; i += chunk / 2 {
		f64sToE5M2s512x2(&dst[i], &src[i], &dst[h+i], &src[h+i], min(chunk/2, h-i), nt)
	}
	if 2*h < n {
		f64sToE5M2s512(&dst[2*h], &src[2*h], n-2*h, nt)
	}
	return n
}
