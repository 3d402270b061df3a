package nbcuda

import (
	"math"

	"github.com/kernlab/kern"
)

// test_minmax.py's kernels: Python's max and min of two arrays' elements
// stored as float64, for float32 and float64 operands mixed (numba widens
// the float32 one; in Go the conversion is written). numba's max and min
// compile to PTX max.f64 and min.f64 (max.f32 for two float32s), which
// return the operand that is not NaN; Go's builtin max and min return NaN
// when either operand is NaN and order -0 below +0, and kern keeps Go's
// rule (BuiltinMax's results on NaN and signed zeros differ from numba's
// on purpose).

// BuiltinMax is builtin_max over two float64 arrays.
//
//kern:kernel
func BuiltinMax(t *kern.Thread, a, b, c []float64) {
	i := t.Grid1()
	if i >= len(c) {
		return
	}
	c[i] = max(a[i], b[i])
}

// BuiltinMin is builtin_min over two float64 arrays.
//
//kern:kernel
func BuiltinMin(t *kern.Thread, a, b, c []float64) {
	i := t.Grid1()
	if i >= len(c) {
		return
	}
	c[i] = min(a[i], b[i])
}

// BuiltinMaxMixed is builtin_max of a float32 and a float64 array
// (f4f8; f8f4 is the operands swapped).
//
//kern:kernel
func BuiltinMaxMixed(t *kern.Thread, a []float32, b, c []float64) {
	i := t.Grid1()
	if i >= len(c) {
		return
	}
	c[i] = max(float64(a[i]), b[i])
}

// BuiltinMinMixed is builtin_min of a float64 and a float32 array (f8f4).
//
//kern:kernel
func BuiltinMinMixed(t *kern.Thread, a []float64, b []float32, c []float64) {
	i := t.Grid1()
	if i >= len(c) {
		return
	}
	c[i] = min(a[i], float64(b[i]))
}

// BuiltinMaxMin32 is builtin_max and builtin_min of two float32 arrays
// (f4f4): the float32 result widened to float64.
//
//kern:kernel
func BuiltinMaxMin32(t *kern.Thread, a, b []float32, cmax, cmin []float64) {
	i := t.Grid1()
	if i >= len(cmax) {
		return
	}
	cmax[i] = float64(max(a[i], b[i]))
	cmin[i] = float64(min(a[i], b[i]))
}

// FMax is what numba's max is on a NaN: math.Max-like ordering, except
// that the operand that is not NaN wins — PTX max.f64's rule, written
// out by a Go user who wants it.
//
//kern:kernel
func FMax(t *kern.Thread, a, b, c []float64) {
	i := t.Grid1()
	if i >= len(c) {
		return
	}
	x, y := a[i], b[i]
	switch {
	case math.IsNaN(x):
		c[i] = y
	case math.IsNaN(y):
		c[i] = x
	default:
		c[i] = max(x, y)
	}
}
