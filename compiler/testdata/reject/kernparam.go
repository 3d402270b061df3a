package reject

import "github.com/kernlab/kern"

//kern:kernel
func PointerParam(t *kern.Thread, p *float32) {} // ERROR "K011"
