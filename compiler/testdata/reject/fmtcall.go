package reject

import (
	"fmt"

	"github.com/kernlab/kern"
)

// PrintsValue calls fmt: one error, the call's, not also its boxing and
// its argument slice.
//
//kern:kernel
func PrintsValue(t *kern.Thread, out []float32) {
	fmt.Println(out[0], t.ThreadIdx().X) // ERROR "K013"
}
