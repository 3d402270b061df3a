// Package broken does not compile: kern gen must report its error once.
package broken

import "github.com/kernlab/kern"

//kern:kernel
func K(t *kern.Thread, a []float32) {
	a[t.Grid1()] = noSuchValue
}
