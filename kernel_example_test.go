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
