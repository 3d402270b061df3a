package nbcuda

import "github.com/kernlab/kern"

// test_gufunc_scalar.py's and test_vectorize_scalar_arg.py's cores. A
// numba "()" input is a Go scalar parameter (or a one-element
// kern.Array1: GufuncOldStyle), a "()" output a one-element kern.Array1.

// SumRow is sum_row, (n)->() on int32 (numba sums into a float, tmp =
// 0.0, and stores it back into the int32 output).
//
//kern:guvectorize (n)->()
func SumRow(inp, out kern.Array1[int32]) {
	tmp := 0.0
	for i := range inp.Len() {
		tmp += float64(inp.At(i))
	}
	out.Set(0, int32(tmp))
}

// Twice is test_gufunc_scalar_output_bug's twice, ()->().
//
//kern:guvectorize ()->()
func Twice(inp int32, out kern.Array1[int32]) {
	out.Set(0, inp*2)
}

// GuSaxpy is test_gufunc_scalar_input_saxpy's saxpy, (),(t),(t)->(t).
//
//kern:guvectorize (),(t),(t)->(t)
func GuSaxpy(a float32, x, y, out kern.Array1[float32]) {
	for i := range out.Len() {
		out.Set(i, a*x.At(i)+y.At(i))
	}
}

// GuScalarCast is test_gufunc_scalar_cast's foo, (),(t)->(t) on int32.
//
//kern:guvectorize (),(t)->(t)
func GuScalarCast(a int32, b, out kern.Array1[int32]) {
	for i := range b.Len() {
		out.Set(i, a*b.At(i))
	}
}

// GufuncOldStyle is test_gufunc_old_style_scalar_as_array's gufunc,
// (n),()->(n), its scalar read as y[0].
//
//kern:guvectorize (n),()->(n)
func GufuncOldStyle(x, y, res kern.Array1[int32]) {
	for i := range x.Len() {
		res.Set(i, x.At(i)+y.At(0))
	}
}

// VectorAdd is test_vectorize_scalar_arg's vector_add.
//
//kern:vectorize
func VectorAdd(a, b float64) float64 { return a + b }
