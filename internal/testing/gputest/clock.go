package gputest

import "github.com/kernlab/kern"

// ClockSpan has each thread read the clock, sleep ns nanoseconds and read
// it again: out[i] is the difference, and the second read must not fold
// into the first.
//
//kern:kernel
func ClockSpan(t *kern.Thread, out []int64, ns uint32) {
	i := t.Grid1()
	if i >= len(out) {
		return
	}
	start := kern.Clock64(t)
	kern.Nanosleep(t, ns)
	out[i] = kern.Clock64(t) - start
}
