package gputest

import "math/cmplx"

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
