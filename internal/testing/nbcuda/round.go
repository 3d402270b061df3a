package nbcuda

import "github.com/kernlab/kern"

// test_intrinsics.py's simple_round_to, round(c, ndigits), is
// kern.RoundDigits(c, ndigits); here over arrays of values and digit
// counts, and also through a device function and as a ufunc core.

// RoundTo writes RoundDigits(c[i], nd[i]) to ary[i] and the same through
// the device function roundVia to via[i].
//
//kern:kernel
func RoundTo[F float32 | float64](t *kern.Thread, ary, via, c []F, nd []int32) {
	i := t.Grid1()
	if i < len(c) {
		ary[i] = kern.RoundDigits(c[i], int(nd[i]))
		via[i] = roundVia(c[i], nd[i])
	}
}

// roundVia is a device function that rounds.
func roundVia[F float32 | float64](x F, nd int32) F {
	return kern.RoundDigits(x, int(nd))
}

// RoundToCore is round(x, ndigits) as a ufunc core (numba's
// @vectorize of the same call).
//
//kern:vectorize
func RoundToCore[F float32 | float64](x F, nd int32) F {
	return kern.RoundDigits(x, int(nd))
}
