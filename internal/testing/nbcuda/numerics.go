package nbcuda

import (
	"math"
	"math/cmplx"

	"github.com/kernlab/kern"
)

// test_idiv.py's, test_powi.py's and test_boolean.py's kernels.

// InplaceDiv is test_inplace_div (float32) and test_inplace_div_double
// (float64): grid[x, y] /= 2.0 through the element's pointer.
//
//kern:kernel
func InplaceDiv[F float32 | float64](t *kern.Thread, grid kern.Array2[F], lx, ly int32) {
	for x := range lx {
		for y := range ly {
			*grid.Ptr(int(x), int(y)) /= 2.0
		}
	}
}

// MatPower is cu_mat_power (binop false: math.pow(A[y, x], int32(power)))
// and cu_mat_power_binop (A[y, x] ** power: Go has no **, math.Pow is
// both), power an int8.
//
//kern:kernel
func MatPower(t *kern.Thread, a kern.Array2[float64], power int8, powerA kern.Array2[float64]) {
	y, x := t.Grid2()
	m, n := powerA.Dim(0), powerA.Dim(1)
	if x >= n || y >= m {
		return
	}
	powerA.Set(y, x, math.Pow(a.At(y, x), float64(int32(power))))
}

// VecPow is vec_pow and vec_pow_binop: pow(x[i], y[i]) on complex numbers,
// cmplx.Pow.
//
//kern:kernel
func VecPow[C complex64 | complex128](t *kern.Thread, r, x, y []C) {
	i := t.Grid1()
	if i < len(r) {
		r[i] = C(cmplx.Pow(complex128(x[i]), complex128(y[i])))
	}
}

// VecPowInplace is vec_pow_inplace_binop: r[i] **= x[i].
//
//kern:kernel
func VecPowInplace[C complex64 | complex128](t *kern.Thread, r, x []C) {
	i := t.Grid1()
	if i < len(r) {
		r[i] = C(cmplx.Pow(complex128(r[i]), complex128(x[i])))
	}
}

// BooleanFunc is boolean_func.
//
//kern:kernel
func BooleanFunc(t *kern.Thread, a []float64, vertial bool) {
	if vertial {
		a[0] = 123
	} else {
		a[0] = 321
	}
}
