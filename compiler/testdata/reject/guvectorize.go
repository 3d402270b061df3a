package reject

import "github.com/kernlab/kern"

//kern:guvectorize (m,n),(n,p)->(m,p)
func GUArity(a, b kern.Array2[float32]) {} // ERROR "K021"

//kern:guvectorize (n),(n)->(n,n)
func GUDims(a, b, c kern.Array1[float32]) {} // ERROR "K021"

//kern:guvectorize (n)->(n
func GUSyntax(a, b []float32) {} // ERROR "K022"

//kern:guvectorize (n)->(n)
func GUMap(a []float32, b map[int]float32) {} // ERROR "K021"
