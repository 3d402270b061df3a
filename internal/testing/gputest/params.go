package gputest

import "github.com/kernlab/kern"

// Params7 and Params8 take seven and eight parameters of mixed kinds
// (kern.NewKernel7, NewKernel8): each scalar must reach every thread
// unchanged, as the plain-Go loop in the test computes.
//
//kern:kernel
func Params7(t *kern.Thread, a []int64, b int64, c int32, d uint16, e float64, f int8, out []int64) {
	if i := t.Grid1(); i < len(out) {
		out[i] = a[i]*b + int64(c) + int64(d) + int64(e) + int64(f)
	}
}

// Params8: see Params7.
//
//kern:kernel
func Params8(t *kern.Thread, a, b []float32, c float32, d int32, e uint8, f int64, g bool, out []float32) {
	if i := t.Grid1(); i < len(out) {
		v := a[i]*c - b[i] + float32(d) + float32(e) + float32(f)
		if g {
			v = -v
		}
		out[i] = v
	}
}
