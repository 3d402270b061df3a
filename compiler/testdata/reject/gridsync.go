package reject

import "github.com/kernlab/kern"

//kern:kernel
func GridSyncGPU(t *kern.Thread, a []int32) {
	a[0] = 1
	t.GridSync() // ERROR "K033"
}
