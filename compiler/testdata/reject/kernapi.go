package reject

import "github.com/kernlab/kern"

//kern:kernel
func HostAPI(t *kern.Thread, a kern.Array1[float32]) {
	d, _ := a.Data() // ERROR "K033"
	d[0] = 1
}

// A vector access moves 8 or 16 bytes: four float64 are 32.
//
//kern:kernel
func VecTooWide(t *kern.Thread, x []float64) {
	v := kern.LoadVec[[4]float64](x, 0) // ERROR "K033: kern.LoadVec of [4]float64 (32 bytes): a vector access moves 8 or 16 bytes"
	kern.StoreVec(x, 8, [8]float64{})   // ERROR "K033: kern.StoreVec of [8]float64 (64 bytes)"
	x[0] = v[0]
}

// ShflWidthRuntime: a width shuffle's width picks the instruction's
// segmenting, so it must be a constant power of two up to 32.
//
//kern:kernel
func ShflWidthRuntime(t *kern.Thread, x []float32, w int) {
	i := t.Grid1()
	x[i] = kern.ShflDownWidth(t, x[i], 1, w) // ERROR "K033: the width of kern.ShflDownWidth must be a constant power of two from 1 to 32 (the lanes of each segment), not a run-time value"
	x[i] = kern.ShflWidth(t, x[i], 0, 12)    // ERROR "K033: the width of kern.ShflWidth must be a constant power of two from 1 to 32 (the lanes of each segment), not 12"
	x[i] = kern.ShflXorWidth(t, x[i], 1, 64) // ERROR "K033: the width of kern.ShflXorWidth must be a constant power of two from 1 to 32 (the lanes of each segment), not 64"
}
