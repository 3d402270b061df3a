package reject

import "github.com/kernlab/kern"

//kern:kernel
func KernelNoThread(x []float32) {} // ERROR "K023"

//kern:kernel
func KernelResult(t *kern.Thread, x []float32) float32 { return x[0] } // ERROR "K024"
