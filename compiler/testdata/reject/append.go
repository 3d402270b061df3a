package reject

import "github.com/kernlab/kern"

//kern:kernel
func UsesAppend(t *kern.Thread, out []int32) {
	var s []int32
	s = append(s, 1) // ERROR "K010" col=12
	out[0] = s[0]
}
