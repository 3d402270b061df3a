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

// FP8 MMA kernels name their type: FP8 is storage, so no generic kernel
// ranges over it (kern.MMAElement, which lists it, is K026 in a
// constraint). FP8 arithmetic outside the MMA loads stays K041: values
// are widened with .Float32() first.
//
//kern:kernel
func MMAFP8(t *kern.Thread, a []kern.Float8E4M3, b []kern.Float8E5M2, d []float32) {
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillC(t, 0)), kern.RowMajor)
	b[2] = b[0] * b[1]     // ERROR "K041"
	d[0] += b[0].Float32() // as everywhere in kernel code
}

//kern:kernel
func MMAElementGeneric[T kern.MMAElement](t *kern.Thread, a []T, d []float32) { // ERROR "K026"
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, kern.LoadB(t, a, 0, 16, kern.RowMajor), kern.FillC(t, 0)), kern.RowMajor)
}

// A and B of different types: only the two FP8 types mix (MMAMixedFP8
// compiles; its B is Float8E5M2 under Float8E4M3's A).
//
//kern:kernel
func MMAMixedHalf(t *kern.Thread, a []kern.Float16, b []kern.BFloat16, d []float32) {
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillC(t, 0)), kern.RowMajor) // ERROR "K042" col=35
}

//kern:kernel
func MMAMixedF16FP8(t *kern.Thread, a []kern.Float16, b []kern.Float8E4M3, d []float32) {
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillC(t, 0)), kern.RowMajor) // ERROR "K042" col=35
}

//kern:kernel
func MMAMixedFP8(t *kern.Thread, a []kern.Float8E4M3, b []kern.Float8E5M2, d []float32) {
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillC(t, 0)), kern.RowMajor)
}

// Accumulators: float32 for every floating-point pair, also kern.Float16
// for Float16 inputs, and int32 for int8 and uint8 inputs (any pairing;
// MMAAccInt compiles) and for them only.
//
//kern:kernel
func MMAAccInt(t *kern.Thread, a []int8, b []uint8, d []int32) {
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillAcc[int32](t, -1)), kern.RowMajor)
}

//kern:kernel
func MMAAccBF16IntoF16(t *kern.Thread, a []kern.BFloat16, d []kern.Float16) {
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.LoadC(t, d, 0, 16, kern.RowMajor)), kern.RowMajor) // ERROR "K042" col=35
}

//kern:kernel
func MMAAccTF32IntoF16(t *kern.Thread, a []float32, d []kern.Float16) {
	fa := kern.LoadA(t, a, 0, 8, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillAcc(t, d[0])), kern.RowMajor) // ERROR "K042" col=35
}

//kern:kernel
func MMAAccFP8IntoF16(t *kern.Thread, a []kern.Float8E4M3, d []kern.Float16) {
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillAcc(t, d[0])), kern.RowMajor) // ERROR "K042" col=35
}

//kern:kernel
func MMAAccF16IntoInt(t *kern.Thread, a []kern.Float16, d []int32) {
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillAcc[int32](t, 0)), kern.RowMajor) // ERROR "K042" col=35
}

//kern:kernel
func MMAAccIntIntoF32(t *kern.Thread, a []int8, d []float32) {
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillC(t, 0)), kern.RowMajor) // ERROR "K042" col=35
}

//kern:kernel
func MMAAccIntIntoF16(t *kern.Thread, a []uint8, d []kern.Float16) {
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillAcc(t, d[0])), kern.RowMajor) // ERROR "K042" col=35
}

// int8 and uint8 mix with each other only.
//
//kern:kernel
func MMAMixedIntFP8(t *kern.Thread, a []int8, b []kern.Float8E4M3, d []int32) {
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillAcc[int32](t, 0)), kern.RowMajor) // ERROR "K042" col=35
}

// A fragment's changed value dropped: With returns it.
//
//kern:kernel
func MMAWithUnused(t *kern.Thread, a []kern.Float16, d []float32) {
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	acc := kern.MMA(t, fa, fb, kern.FillC(t, 0))
	acc.With(0, 2*acc.At(0)) // ERROR "K042: the result of kern.FragAcc.With is unused"
	kern.StoreC(t, d, 0, 16, acc, kern.RowMajor)
}

// A constant element index no lane holds on any target.
//
//kern:kernel
func MMAElemConst(t *kern.Thread, a []kern.Float16, d []float32) {
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fa = fa.With(-1, fa.At(0)) // ERROR "K042: kern.FragA.With: element -1 is out of range"
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	acc := kern.MMA(t, fa, fb, kern.FillC(t, 0))
	acc = acc.With(8, 1) // ERROR "K042: kern.FragAcc.With: element 8 is out of range: a lane holds 8 elements on a 32-lane warp and 4"
	kern.StoreC(t, d, 0, 16, acc, kern.RowMajor)
}
