package reject

import "github.com/kernlab/kern"

func drawFrom(r *kern.Rand) float32 { return r.Float32() } // ERROR "K011"

// RandInArray draws from a generator that is not a local variable.
//
//kern:kernel
func RandInArray(t *kern.Thread, out []float32) {
	var rs [2]kern.Rand // ERROR "K010"
	rs[1] = kern.NewRand(1, 0)
	out[0] = rs[1].Float32() // ERROR "K011"
}

// RandByPointer passes a generator's address to a device function.
//
//kern:kernel
func RandByPointer(t *kern.Thread, out []float32) {
	r := kern.NewRand(1, 0) // ERROR "K010"
	out[0] = drawFrom(&r)
}

// RandHostAPI makes numba-style states in kernel code.
//
//kern:kernel
func RandHostAPI(t *kern.Thread, out []uint64) {
	s := kern.Xoroshiro128pStates(4, 1, 0) // ERROR "K033"
	out[0] = s[0]
}
