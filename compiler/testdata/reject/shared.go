package reject

import "github.com/kernlab/kern"

//kern:kernel
func SharedInLoop(t *kern.Thread, out []float32) {
	for i := range 2 {
		s := kern.Shared[[32]float32](t) // ERROR "K030: outside loops and conditionals"
		s[i] = 1
		out[i] = s[0]
	}
}

// After a loop, at the top of the body, a shared array is declared once
// per call: accepted.
//
//kern:kernel
func SharedAfterLoop(t *kern.Thread, out []float32) {
	var tx int
	for range 2 {
		tx = t.ThreadIdx().X
	}
	s := kern.Shared[[32]float32](t)
	s[tx] = 1
	out[tx] = s[tx]
}

// After an early return it is not reached by every thread.
//
//kern:kernel
func SharedAfterReturn(t *kern.Thread, out []float32) {
	if t.ThreadIdx().X > 4 {
		return
	}
	s := kern.Shared[[32]float32](t) // ERROR "K030: outside loops and conditionals"
	out[0] = s[0]
}

//kern:kernel
func SharedTooLarge(t *kern.Thread, out []float32) {
	a := kern.Shared[[8192]float32](t)
	b := kern.Shared[[4097]float32](t) // ERROR "K030: the kernel's kern.Shared arrays take 49156 bytes"
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

//kern:kernel
func SharedInDeviceTooLarge(t *kern.Thread, out []float32) {
	a := kern.Shared[[8192]float32](t)
	a[0] = 1
	out[0] = a[0] + bigScratch(t, 1) + bigScratch(t, 2)
}

// Two calls of a device function with 32 KiB of shared memory are 32 KiB.
//
//kern:kernel
func SharedInDeviceOnce(t *kern.Thread, out []float32) {
	out[0] = bigScratch(t, 1) + bigScratch(t, 2)
}

// A device function's arrays count toward each kernel that calls it, each
// declaration once however many calls there are; the arrays are counted
// in source order.
func bigScratch(t *kern.Thread, i int) float32 {
	s := kern.Shared[[8192]float32](t) // ERROR "K030: the kernel's kern.Shared arrays, with those of the device functions it calls, take 65536 bytes"
	s[i] = 1
	return s[0]
}

func scratchInLoop(t *kern.Thread, out []float32) {
	for i := range 2 {
		s := kern.Shared[[32]float32](t) // ERROR "K030: in the body of the kernel or device function that declares it"
		out[i] = s[i]
	}
}

func scratchInBranch(t *kern.Thread, out []float32) {
	if t.ThreadIdx().X == 0 {
		s := kern.Shared[[32]float32](t) // ERROR "K030: outside loops and conditionals"
		out[0] = s[0]
	}
}

func twoOnALine(t *kern.Thread) float32 {
	a, b := kern.Shared[[4]float32](t), kern.Shared[[4]float32](t) // ERROR "K030: a second kern.Shared on line"
	return a[0] + b[0]
}

//kern:kernel
func SharedDeviceRefused(t *kern.Thread, out []float32) {
	scratchInLoop(t, out)
	scratchInBranch(t, out)
	out[1] = twoOnALine(t)
}

//kern:kernel
func SharedTwoOnALine(t *kern.Thread, out []float32) {
	a, b := kern.Shared[[4]float32](t), kern.Shared[[4]float32](t) // ERROR "K030: the CPU targets tell shared arrays apart by their line"
	out[0] = a[0] + b[0]
}
