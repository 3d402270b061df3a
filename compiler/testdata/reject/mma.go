package reject

import "github.com/kernlab/kern"

//kern:kernel
func MMALayout(t *kern.Thread, a []kern.Float16, d []float32, l []kern.MMALayout) {
	fa := kern.LoadA(t, a, 0, 16, l[0]) // ERROR "K042"
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	c := kern.MMA(t, fa, fb, kern.FillC(t, 0))
	kern.StoreC(t, d, 0, 16, c, kern.RowMajor)
}

//kern:kernel
func MMAFragArray(t *kern.Thread, a []kern.Float16, d []float32) {
	var cs [2]kern.FragC // ERROR "K042"
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	cs[t.LaneID()&1] = kern.MMA(t, fa, fb, kern.FillC(t, 0))
	kern.StoreC(t, d, 0, 16, cs[0], kern.RowMajor)
}

//kern:kernel
func MMAFragParam(t *kern.Thread, c kern.FragC, d []float32) { // ERROR "K042"
	kern.StoreC(t, d, 0, 16, c, kern.RowMajor)
}

//kern:kernel
func MMAFragPointer(t *kern.Thread, a []kern.Float16, d []float32) {
	c := kern.FillC(t, 1) // ERROR "K010"
	p := &c
	kern.StoreC(t, d, 0, 16, *p, kern.RowMajor)
}
