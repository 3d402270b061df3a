package reject

import "github.com/kernlab/kern"

//kern:kernel
func TwoThreads(t *kern.Thread, u *kern.Thread) {} // ERROR "K034"
