package kern_test

import (
	"fmt"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// Doubled is seed 004's first kernel: each thread of one block doubles the
// element at its thread index.
func Doubled(t *kern.Thread, arr kern.Array2[float32]) {
	x, y := t.ThreadIdx().X, t.ThreadIdx().Y
	arr.Set(x, y, arr.At(x, y)*2)
}

var doubled = kern.NewKernel1(Doubled)

// Numba's doubled[1, (3, 3)](arr): host arrays are used in place on the
// sim target, and copied to the GPU and back on a GPU target.
func ExampleKernel1() {
	arr, _ := nd.Arange[float32](0, 9, 1)
	arr, _ = arr.Reshape(3, 3)
	if err := doubled.Launch(kern.Sim, 1, kern.D2(3, 3), arr); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(arr)
	// Output:
	// [[ 0.  2.  4.]
	//  [ 6.  8. 10.]
	//  [12. 14. 16.]]
}

// saxpy computes y = a*x + y, one element per thread.
func saxpy(t *kern.Thread, a float32, x, y []float32) {
	if i := t.Grid1(); i < len(y) {
		y[i] += a * x[i]
	}
}

// Run takes the kernel's arguments with their own types: passing a
// []float64 for x, or an int variable for a, does not compile.
func ExampleKernel3_Run() {
	k := kern.NewKernel3(saxpy)
	x, y := []float32{1, 2, 3, 4}, []float32{10, 20, 30, 40}
	if err := k.Run(kern.CPU, 1, 4, 2, x, y); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(y)
	// Output:
	// [12 24 36 48]
}
