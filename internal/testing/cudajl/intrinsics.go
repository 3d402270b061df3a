package cudajl

import "github.com/kernlab/kern"

// ClockNanosleep is CUDA.jl's "clock and nanosleep" (test/core/device/
// intrinsics.jl: clock(UInt64) and nanosleep(UInt32(16)) on the device):
// each thread reads the clock, sleeps ns nanoseconds and writes the
// clock's advance to out[i]. kern.Clock64 is the only clock (CUDA.jl's
// clock(UInt32) is its low half).
//
//kern:kernel
func ClockNanosleep(t *kern.Thread, out []int64, ns uint32) {
	i := t.Grid1()
	if i >= len(out) {
		return
	}
	start := kern.Clock64(t)
	kern.Nanosleep(t, ns)
	out[i] = kern.Clock64(t) - start
}
