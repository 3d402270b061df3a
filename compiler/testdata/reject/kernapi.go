package reject

import "github.com/kernlab/kern"

//kern:kernel
func HostAPI(t *kern.Thread, a kern.Array1[float32]) {
	d, _ := a.Data() // ERROR "K033"
	d[0] = 1
}
