package reject

import "github.com/kernlab/kern"

// kern gen compiles the package without its tests: a marked function here
// would have no GPU code.
//
//kern:kernel
func InTestFile(t *kern.Thread, x []float32) { // ERROR "K027: test file"
	if i := t.Grid1(); i < len(x) {
		x[i] = 1
	}
}

// unmarked helpers of tests are fine
func helper(x []float32) { x[0] = 2 }
