package reject

import "github.com/kernlab/kern"

//kern:kernel
func StringParam(t *kern.Thread, s string) {} // ERROR "K038"
