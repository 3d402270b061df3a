package reject

import "github.com/kernlab/kern"

//kern:kernel
func UsesSelect(t *kern.Thread, c []int32) {
	var ch chan int
	select { // ERROR "K007"
	case <-ch:
	default:
	}
}
