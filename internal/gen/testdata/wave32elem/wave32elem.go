// Package wave32elem has fragment element indices that a 32-lane warp's
// lane has and a 64-lane wavefront's does not (TestMMAWave32Elem).
package wave32elem

import "github.com/kernlab/kern"

// AccAt5 reads element 5 of an accumulator: a lane holds 8 on a 32-lane
// warp, 4 on a 64-lane wavefront.
//
//kern:kernel
func AccAt5(t *kern.Thread, a []kern.Float16, d []float32) {
	c := kern.MMA(t, kern.LoadA(t, a, 0, 16, kern.RowMajor), kern.LoadB(t, a, 0, 16, kern.RowMajor), kern.FillC(t, 0))
	d[t.LaneID()] = c.At(5)
}

// Scaled and Scaled2 share a device function that writes element 6 of
// an A fragment (8 a lane on a 32-lane warp, 4 on a 64-lane one).
//
//kern:kernel
func Scaled(t *kern.Thread, a []kern.Float16, d []float32) {
	c := kern.MMA(t, scale6(kern.LoadA(t, a, 0, 16, kern.RowMajor)), kern.LoadB(t, a, 0, 16, kern.RowMajor), kern.FillC(t, 0))
	kern.StoreC(t, d, 0, 16, c, kern.RowMajor)
}

//kern:kernel
func Scaled2(t *kern.Thread, a []kern.Float16, d []float32) {
	c := kern.MMA(t, scale6(kern.LoadA(t, a, 0, 16, kern.RowMajor)), kern.LoadB(t, a, 0, 16, kern.RowMajor), kern.FillC(t, 1))
	kern.StoreC(t, d, 0, 16, c, kern.RowMajor)
}

func scale6(f kern.FragA[kern.Float16]) kern.FragA[kern.Float16] {
	return f.With(6, kern.HMul(f.At(3), kern.ToFloat16(2)))
}

// Portable indexes every element from a loop to Len and element 3,
// which every target's lane has: nothing to refuse.
//
//kern:kernel
func Portable(t *kern.Thread, a []kern.Float16, d []float32) {
	c := kern.MMA(t, kern.LoadA(t, a, 0, 16, kern.RowMajor), kern.LoadB(t, a, 0, 16, kern.RowMajor), kern.FillC(t, 0))
	for e := range c.Len() {
		c = c.With(e, 2*c.At(e))
	}
	r, _ := c.Pos(t, 3)
	d[r] = c.At(3)
	kern.StoreC(t, d, 0, 16, c, kern.RowMajor)
}
