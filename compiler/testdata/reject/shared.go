package reject

import "github.com/kernlab/kern"

//kern:kernel
func SharedInLoop(t *kern.Thread, out []float32) {
	for i := range 2 {
		s := kern.Shared[[32]float32](t) // ERROR "K030"
		s[i] = 1
		out[i] = s[0]
	}
}

//kern:kernel
func SharedTooLarge(t *kern.Thread, out []float32) {
	a := kern.Shared[[8192]float32](t)
	b := kern.Shared[[4097]float32](t) // ERROR "K030"
	a[t.ThreadIdx().X] = 1
	b[t.ThreadIdx().X] = 2
	out[0] = a[0] + b[0]
}

//kern:kernel
func SharedAtLimit(t *kern.Thread, out []float32) {
	a := kern.Shared[[12288]float32](t)
	a[t.ThreadIdx().X] = 1
	out[0] = a[0]
}

// Each shared array is 16-byte aligned, as ptxas lays them out: 12 bytes
// take 16.
//
//kern:kernel
func SharedPadding(t *kern.Thread, out []float32) {
	a := kern.Shared[[3]float32](t)
	b := kern.Shared[[12285]float32](t) // ERROR "K030"
	a[t.ThreadIdx().X] = 1
	b[t.ThreadIdx().X] = 2
	out[0] = a[0] + b[0]
}

// Past the limit, only the array that crosses it is reported.
//
//kern:kernel
func SharedReportedOnce(t *kern.Thread, out []float32) {
	a := kern.Shared[[8192]float32](t)
	b := kern.Shared[[8192]float32](t) // ERROR "K030"
	c := kern.Shared[[8192]float32](t)
	out[0] = a[0] + b[0] + c[0]
}
