package reject

import "github.com/kernlab/kern"

//kern:kernel
func StringParam(t *kern.Thread, s string) {} // ERROR "K038"

//kern:kernel
func BoolSliceParam(t *kern.Thread, b []bool) {} // ERROR "K038"

type pair struct{ a, b float32 }

//kern:kernel
func StructSliceParam(t *kern.Thread, p []pair) {} // ERROR "K038"

//kern:kernel
func ArraySliceParam(t *kern.Thread, p [][2]float32) {} // ERROR "K038"
