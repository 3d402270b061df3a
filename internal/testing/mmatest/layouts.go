package mmatest

import "github.com/kernlab/kern"

// The bits of Layouts' flags: which operands are column-major (else
// row-major).
const (
	ACol = 1 << iota
	BCol
	CCol
	DCol
)

// Layouts computes d = c + a·b for one tile per block in the layouts
// flags[blk] gives, every pair of A and B layouts among them (CUDA.jl's
// WMMA tests run each pair; TileRow, TileCol and TileFill only three):
// block blk's A, B, C and D at blk·32·ld in a, b, c and d, with leading
// dimension ld ≥ 32 (room for each layout of a 16×K or K×16 tile up to
// FP8's K = 32). Launch it with blocks of one warp.
//
//kern:kernel
func Layouts[T kern.MMAInput](t *kern.Thread, a, b []T, c, d []float32, flags []int32, ld int) {
	layoutTile(t, a, b, c, d, flags[t.BlockIdx().X], t.BlockIdx().X*32*ld, ld)
}

// layoutTile is block's tile of Layouts: d = c + a·b at off with leading
// dimension ld, in f's layouts. Each call names its layout as a
// constant.
func layoutTile[TA, TB kern.MMAElement](t *kern.Thread, a []TA, b []TB, c, d []float32, f int32, off, ld int) {
	var fa kern.FragA[TA]
	if f&ACol != 0 {
		fa = kern.LoadA(t, a, off, ld, kern.ColMajor)
	} else {
		fa = kern.LoadA(t, a, off, ld, kern.RowMajor)
	}
	var fb kern.FragB[TB]
	if f&BCol != 0 {
		fb = kern.LoadB(t, b, off, ld, kern.ColMajor)
	} else {
		fb = kern.LoadB(t, b, off, ld, kern.RowMajor)
	}
	var fc kern.FragC
	if f&CCol != 0 {
		fc = kern.LoadC(t, c, off, ld, kern.ColMajor)
	} else {
		fc = kern.LoadC(t, c, off, ld, kern.RowMajor)
	}
	fc = kern.MMA(t, fa, fb, fc)
	if f&DCol != 0 {
		kern.StoreC(t, d, off, ld, fc, kern.ColMajor)
	} else {
		kern.StoreC(t, d, off, ld, fc, kern.RowMajor)
	}
}
