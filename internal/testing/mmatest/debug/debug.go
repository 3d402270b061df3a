// Package debug holds a tensor-core kernel compiled with kern gen -debug
// (for sm_80 and gfx90a, which MMA needs): a tile outside its slice fails
// the debug check, which the runtime reports as a *kern.KernelTrapError
// naming this file's line (the root package's emulated_mma_test.go).
package debug

//go:generate go tool kern gen -debug -arch sm_80 -mcpu gfx90a

import "github.com/kernlab/kern"

// Tile stores a·b for the 16×16 tiles of a and b at off (row-major,
// leading dimension 16) into d.
//
//kern:kernel
func Tile(t *kern.Thread, a, b []kern.Float16, d []float32, off int) {
	fa := kern.LoadA(t, a, off, 16, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, 16, kern.RowMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillC(t, 0)), kern.RowMajor)
}

// Elem scales element e of each lane's accumulator of a·b by 2 and
// stores it into d: an e outside the lane's share fails the debug check.
//
//kern:kernel
func Elem(t *kern.Thread, a, b []kern.Float16, d []float32, e int) {
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, 16, kern.RowMajor)
	acc := kern.MMA(t, fa, fb, kern.FillC(t, 0))
	acc = acc.With(e, 2*acc.At(e))
	kern.StoreC(t, d, 0, 16, acc, kern.RowMajor)
}
