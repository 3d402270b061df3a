package accept

import "github.com/kernlab/kern"

// cops applies every complex operator to x and y; the results are laid out
// in out[0:8].
func cops128(x, y complex128, out []complex128) {
	out[0] = x + y
	out[1] = x - y
	out[2] = x * y
	out[3] = x / y
	out[4] = -x
	out[5] = complex(real(x)*imag(y), imag(x)-real(y))
	if x == y {
		out[6] = 1
	}
	if x != y {
		out[7] = 2i
	}
}

func cops64(x, y complex64, out []complex64) {
	out[0] = x + y
	out[1] = x - y
	out[2] = x * y
	out[3] = x / y
	out[4] = -x
	out[5] = complex(real(x)*imag(y), imag(x)-real(y))
	if x == y {
		out[6] = 1
	}
	if x != y {
		out[7] = 2i
	}
}

// ComplexOps128 applies the operators to every pair (x[i], y[i]).
//
//kern:kernel
func ComplexOps128(t *kern.Thread, x, y, out []complex128) {
	i := t.Grid1()
	if i < len(x) {
		cops128(x[i], y[i], out[8*i:8*i+8])
	}
}

// ComplexOps64 is ComplexOps128 on complex64.
//
//kern:kernel
func ComplexOps64(t *kern.Thread, x, y, out []complex64) {
	i := t.Grid1()
	if i < len(x) {
		cops64(x[i], y[i], out[8*i:8*i+8])
	}
}

// ComplexConvert converts between the complex types and mixes constants.
//
//kern:kernel
func ComplexConvert(t *kern.Thread, x []complex128, y []complex64) {
	i := t.Grid1()
	if i < len(x) {
		a := complex64(x[i])
		b := complex128(y[i])
		x[i] = b*(1.5-2i) + 0.25i
		y[i] = a*a + complex(float32(real(b)), 3)
	}
}
