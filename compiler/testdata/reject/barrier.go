package reject

import "github.com/kernlab/kern"

//kern:kernel
func BarrierScope(t *kern.Thread, scope []kern.Fence) {
	t.Barrier(scope[0]) // ERROR "K031"
}
