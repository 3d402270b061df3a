package accept

import (
	"math"

	"github.com/kernlab/kern"
)

// Discriminant is seed 000/001 §1: sqrt(b² - 4ac).
//
//kern:vectorize
func Discriminant[T float32 | float64](a, b, c T) T {
	return T(math.Sqrt(float64(b*b - 4*a*c)))
}

// powDiv is seed §2's device function x**y/z.
func powDiv(x, y, z float32) float32 {
	return float32(math.Pow(float64(x), float64(y))) / z
}

// DeviceFn is seed §2's ufunc calling a device function.
//
//kern:vectorize
func DeviceFn(x, y, z float32) float32 { return powDiv(x, y, z) }

// MatMul is seed §3's matmulcore.
//
//kern:guvectorize (m,n),(n,p)->(m,p)
func MatMul[T float32 | float64](a, b, c kern.Array2[T]) {
	for i := range c.Dim(0) {
		for j := range c.Dim(1) {
			var acc T
			for k := range a.Dim(1) {
				acc += a.At(i, k) * b.At(k, j)
			}
			c.Set(i, j, acc)
		}
	}
}

// Doubled is seed 004's doubled: indices from threadIdx.
//
//kern:kernel
func Doubled(t *kern.Thread, arr kern.Array2[float32]) {
	x, y := t.ThreadIdx().X, t.ThreadIdx().Y
	arr.Set(x, y, arr.At(x, y)*2)
}

// DoubledAutoGrid is seed 004's doubled_auto_grid.
//
//kern:kernel
func DoubledAutoGrid(t *kern.Thread, arr kern.Array2[float32]) {
	x, y := t.Grid2()
	if x < arr.Dim(0) && y < arr.Dim(1) {
		arr.Set(x, y, arr.At(x, y)*2)
	}
}

// DoubledManCopy is seed 004's doubled_man_copy.
//
//kern:kernel
func DoubledManCopy(t *kern.Thread, arr, out kern.Array2[float32]) {
	x, y := t.Grid2()
	if x < arr.Dim(0) && y < arr.Dim(1) {
		out.Set(x, y, arr.At(x, y)*2)
	}
}

// Sum is seed 004's reduce.
//
//kern:reduce
func Sum[T float32 | float64 | int32 | int64](a, b T) T { return a + b }

// DoubledUfunc is seed 004's vectorize doubled_ufunc.
//
//kern:vectorize
func DoubledUfunc(x float32) float32 { return x * 2 }

// DoubledGufunc is seed 004's guvectorize doubled_gufunc.
//
//kern:guvectorize (m,n)->(m,n)
func DoubledGufunc(arr, out kern.Array2[float32]) {
	for i := range arr.Dim(0) {
		for j := range arr.Dim(1) {
			out.Set(i, j, arr.At(i, j)*2)
		}
	}
}
