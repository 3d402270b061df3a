package reject

import "github.com/kernlab/kern"

//kern:kernel
func AtomicLocal(t *kern.Thread, out []int32) {
	var x int32           // ERROR "K010"
	kern.AtomicAdd(&x, 1) // ERROR "K032"
	out[0] = x
}
