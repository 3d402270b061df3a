package gputest

import (
	"math/cmplx"

	"github.com/kernlab/kern"
)

// The complex ufunc cores: vectorize over complex64 and complex128 (a
// complex element is {re, im} floats, a broadcast complex scalar two
// kernel parameters), mixed with real operands, and Ufunc.Reduce of the
// binary ones.

// VComp is numba-cuda's test_vectorize_complex core.
//
//kern:vectorize
func VComp[T complex64 | complex128](a T) T { return a*a + 1 }

//kern:vectorize
func CAdd[T complex64 | complex128](a, b T) T { return a + b }

//kern:vectorize
func CMul[T complex64 | complex128](a, b T) T { return a * b }

// CArith is every complex operator at once, Go's division included
// (three operands: a func(T, T) T would get reduce stages too).
//
//kern:vectorize
func CArith[T complex64 | complex128](a, b, c T) T { return (a-b)*c + a/b - -c }

// CMulAdd mixes complex and real operands of both widths.
//
//kern:vectorize
func CMulAdd(a complex128, s float32, b complex64) complex128 {
	return a*complex(float64(s), 0) + complex128(b)
}

// CAbs takes a complex and returns a real.
//
//kern:vectorize
func CAbs(a complex128) float64 { return cmplx.Abs(a) }

// CRect makes a complex of two reals.
//
//kern:vectorize
func CRect(r, theta float64) complex128 { return cmplx.Rect(r, theta) }

// CMath is math/cmplx on complex operands.
//
//kern:vectorize
func CMath(a complex128) complex128 { return cmplx.Sqrt(a) + cmplx.Conj(cmplx.Exp(a)) }

// CMatVec is a complex matrix-vector product, "(m,n),(n)->(m)".
//
//kern:guvectorize (m,n),(n)->(m)
func CMatVec[T complex64 | complex128](a kern.Array2[T], x, y kern.Array1[T]) {
	for i := range y.Dim(0) {
		var acc T
		for j := range x.Dim(0) {
			acc += a.At(i, j) * x.At(j)
		}
		y.Set(i, acc)
	}
}

// CScaleSum is "(n),()->()" over a slice, a complex scalar and a slice
// output: out[0] = s * (x[0] + x[1] + ...).
//
//kern:guvectorize (n),()->()
func CScaleSum(x []complex128, s complex128, out []complex128) {
	var acc complex128
	for _, v := range x {
		acc += v
	}
	out[0] = s * acc
}

// CSum is a //kern:reduce core over complex numbers.
//
//kern:reduce
func CSum[T complex64 | complex128](a, b T) T { return a + b }

// CConj conjugates a 2-d complex view in place (a kernel's kern.ArrayN of
// complex numbers).
//
//kern:kernel
func CConj(t *kern.Thread, a kern.Array2[complex64]) {
	i, j := t.Grid2()
	if i < a.Dim(0) && j < a.Dim(1) {
		a.Set(i, j, complex(real(a.At(i, j)), -imag(a.At(i, j))))
	}
}
