package reject

import "github.com/kernlab/kern"

//kern:kernel
func SharedInLoop(t *kern.Thread, out []float32) {
	for i := range 2 {
		s := kern.Shared[[32]float32](t) // ERROR "K030"
		s[i] = 1
		out[i] = s[0]
	}
}
