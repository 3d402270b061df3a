package kernels

//go:generate go tool kern gen

import (
	"math"

	"github.com/kernlab/kern"
)

// Discriminant is seed 000's ufunc core: sqrt(b² - 4ac).
//
//kern:vectorize
func Discriminant(a, b, c float32) float32 {
	return float32(math.Sqrt(float64(b*b - 4*a*c)))
}

// ExpSin is a compute-bound ufunc: two calls of Go's math library per
// element. Its SIMD loop computes both as vector code of compiler/amd64
// (math.Exp as Go's amd64 assembly does, math.Sin as its Go source) and
// leaves the rare huge arguments of math.Sin to the Go core, so it gives
// the Go loop's bits.
//
//kern:vectorize
func ExpSin(x float64) float64 { return math.Exp(-x*x) * math.Sin(x) }

// ExpSin32 is ExpSin on float32, written as Go has it: through float64
// math calls. Its SIMD loop widens the 8 float32 lanes into two float64
// halves for the calls and narrows the results, so it gives the Go
// loop's bits too.
//
//kern:vectorize
func ExpSin32(x float32) float32 {
	return float32(math.Exp(float64(-x*x))) * float32(math.Sin(float64(x)))
}

// Triage is an integer ufunc with branches: its SIMD loop computes every
// path on every lane and blends under the branch masks.
//
//kern:vectorize
func Triage(x int32) int32 {
	if x < 0 {
		return -2 * x
	}
	if x > 1000 {
		return 1000 + x&7
	}
	return 3*x + 1
}

// Sum is the binary function of a sum reduction (cuda.reduce).
//
//kern:reduce
func Sum(a, b float32) float32 { return a + b }

// SumF64 is Sum in float64 (kerngpu's reduce-f64).
//
//kern:reduce
func SumF64(a, b float64) float64 { return a + b }

// HalfFma is a·b + c rounded once in binary16 (kerngpu's half-fma: a
// half-precision ufunc on device arrays, 8 bytes an element).
//
//kern:vectorize
func HalfFma(a, b, c kern.Float16) kern.Float16 { return kern.HFma(a, b, c) }

// Dequant widens an E4M3 value and scales it (kerngpu's fp8-dequant: 5
// bytes an element).
//
//kern:vectorize
func Dequant(x kern.Float8E4M3, scale float32) float32 { return x.Float32() * scale }

// Quant scales a float32 and rounds it to E4M3, saturating at ±448 as a
// quantizer does rather than giving NaN (kerngpu's fp8-quant).
//
//kern:vectorize
func Quant(x, inv float32) kern.Float8E4M3 {
	return kern.ToFloat8E4M3(min(max(x*inv, -448), 448))
}

// TPB is the side of the square thread block and of the shared tiles of
// MatMulTiled (Numba's TPB).
const TPB = 16

// MatMulTiled is Numba's "fast_matmul" (C = A·B with TPB×TPB tiles of A and
// B staged in shared memory), with two changes: the thread's x index runs
// along C's columns, so a warp reads consecutive addresses of B and writes
// consecutive addresses of C (Numba's example maps x to rows, which strides
// its global loads by a row), and edge tiles are padded with zeros so any
// shape works. Launch it with block (TPB, TPB) and a grid covering C
// (x: columns, y: rows).
//
//kern:kernel
func MatMulTiled(t *kern.Thread, a, b, c kern.Array2[float32]) {
	sA := kern.Shared[[TPB][TPB]float32](t)
	sB := kern.Shared[[TPB][TPB]float32](t)
	col, row := t.Grid2()
	tx, ty := t.ThreadIdx().X, t.ThreadIdx().Y
	n, k, m := c.Dim(0), a.Dim(1), c.Dim(1)
	var acc float32
	for i := 0; i < k; i += TPB {
		// Every thread loads one element of each tile (zero outside) and
		// takes part in both barriers, even when it computes no output.
		var va, vb float32
		if row < n && i+tx < k {
			va = a.At(row, i+tx)
		}
		if i+ty < k && col < m {
			vb = b.At(i+ty, col)
		}
		sA[ty][tx] = va
		sB[ty][tx] = vb
		t.SyncThreads()
		for j := 0; j < TPB; j++ {
			acc += sA[ty][j] * sB[j][tx]
		}
		t.SyncThreads()
	}
	if row < n && col < m {
		c.Set(row, col, acc)
	}
}

// Axpy is a one-element 1-D kernel, y[i] = a·x[i] + y[i] at the thread's
// grid index (bench/static compares its code with clang's). Launch one
// thread per element of y; x is at least as long.
//
//kern:kernel
func Axpy(t *kern.Thread, a float32, x, y []float32) {
	i := t.Grid1()
	if i < len(y) {
		y[i] = a*x[i] + y[i]
	}
}
