package gputest

import (
	"math/cmplx"

	"github.com/kernlab/kern"
)

// ComplexOps applies every complex operator to (x[i], y[i]); the results
// go to out[8i:8i+8]. Division is Go's runtime algorithm, Inf/NaN cases
// included; the products must not be fused into fma.
//
//kern:kernel
func ComplexOps(t *kern.Thread, x, y, out []complex128) {
	i := t.Grid1()
	if i < len(x) {
		a, b := x[i], y[i]
		o := out[8*i : 8*i+8]
		o[0], o[1], o[2], o[3] = a+b, a-b, a*b, a/b
		o[4] = complex(real(a)*imag(b), -imag(a))
		if a == b {
			o[5] = 1
		}
		o[6] = cmplx.Sqrt(a)
		o[7] = cmplx.Exp(b)
	}
}

// ComplexOps64 is the complex64 arithmetic of ComplexOps, and conversions.
//
//kern:kernel
func ComplexOps64(t *kern.Thread, x, y, out []complex64) {
	i := t.Grid1()
	if i < len(x) {
		a, b := x[i], y[i]
		o := out[8*i : 8*i+8]
		o[0], o[1], o[2], o[3] = a+b, a-b, a*b, a/b
		o[4] = -a
		if a != b {
			o[5] = 2i
		}
		o[6] = complex64(complex128(a) * complex128(b))
		o[7] = complex(real(a)*imag(b)+imag(a), 0.5)
	}
}

// ComplexScale scales x by complex scalars passed by value: x[i] = a*x[i]+b.
//
//kern:kernel
func ComplexScale(t *kern.Thread, a complex128, b complex64, x []complex128) {
	if i := t.Grid1(); i < len(x) {
		x[i] = a*x[i] + complex128(b)
	}
}
