package kern_test

import (
	"fmt"

	"github.com/kernlab/kern"
)

func kPrintSum(t *kern.Thread, x []float32) {
	var s float32
	for _, v := range x {
		s += v
	}
	kern.Printf(t, "thread %d: sum of %d values = %.2f\n", t.Grid1(), len(x), s)
}

// Kernels print with kern.Printf; the lines reach os.Stdout (or the
// writer of kern.PrintTo) by the time Launch returns.
func ExamplePrintf() {
	err := kern.NewKernel1(kPrintSum).Launch(kern.Sim, 1, 1, []float32{1, 2, 3.5})
	if err != nil {
		fmt.Println(err)
	}
	// Output: thread 0: sum of 3 values = 6.50
}
