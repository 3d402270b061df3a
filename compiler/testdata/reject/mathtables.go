package reject

import "math"

// Bessel functions read package-level tables through pointers: the
// problem is reported at the call, naming the function.
//
//kern:vectorize
func BesselJ0(x float64) float64 {
	return math.J0(x) // ERROR "K015" col=16
}
