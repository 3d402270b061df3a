package nbcuda

import "github.com/kernlab/kern"

// test_random.py's kernels: numba.cuda.random's xoroshiro128p functions
// are kern.Xoroshiro*, over a []uint64 of two words per generator. Not
// ported: create_xoroshiro128p_states's stream argument (kern's
// NewXoroshiro128pStates takes a target, a device or a stream alike).

// The distributions RngFloat32 and RngFloat64 draw.
const (
	Uniform = 1
	Normal  = 2
)

// RngFloat32 is rng_kernel_float32: count draws of thread_id's generator.
//
//kern:kernel
func RngFloat32(t *kern.Thread, states []uint64, out []float32, count, distribution int) {
	id := t.Grid1()
	for i := range count {
		idx := id*count + i
		if distribution == Uniform {
			out[idx] = kern.XoroshiroUniformFloat32(states, id)
		} else if distribution == Normal {
			out[idx] = kern.XoroshiroNormalFloat32(states, id)
		}
	}
}

// RngFloat64 is rng_kernel_float64.
//
//kern:kernel
func RngFloat64(t *kern.Thread, states []uint64, out []float64, count, distribution int) {
	id := t.Grid1()
	for i := range count {
		idx := id*count + i
		if distribution == Uniform {
			out[idx] = kern.XoroshiroUniformFloat64(states, id)
		} else if distribution == Normal {
			out[idx] = kern.XoroshiroNormalFloat64(states, id)
		}
	}
}
