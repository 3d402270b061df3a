package fp8

import (
	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/mmatest"
)

// LayoutsE4M3 is mmatest.Layouts for e4m3: one 16×16×32 tile per block
// in the layouts flags[blk] gives (mmatest.ACol …), at blk·32·ld with
// leading dimension ld ≥ 32. Launch it with blocks of one warp.
//
//kern:kernel
func LayoutsE4M3(t *kern.Thread, a, b []kern.Float8E4M3, c, d []float32, flags []int32, ld int) {
	layoutTile(t, a, b, c, d, flags[t.BlockIdx().X], t.BlockIdx().X*32*ld, ld)
}

// LayoutsE5M2 is LayoutsE4M3 for e5m2.
//
//kern:kernel
func LayoutsE5M2(t *kern.Thread, a, b []kern.Float8E5M2, c, d []float32, flags []int32, ld int) {
	layoutTile(t, a, b, c, d, flags[t.BlockIdx().X], t.BlockIdx().X*32*ld, ld)
}

// LayoutsE4M3E5M2 is LayoutsE4M3 with B in e5m2.
//
//kern:kernel
func LayoutsE4M3E5M2(t *kern.Thread, a []kern.Float8E4M3, b []kern.Float8E5M2, c, d []float32, flags []int32, ld int) {
	layoutTile(t, a, b, c, d, flags[t.BlockIdx().X], t.BlockIdx().X*32*ld, ld)
}

// LayoutsE5M2E4M3 is LayoutsE4M3 with A in e5m2 and B in e4m3.
//
//kern:kernel
func LayoutsE5M2E4M3(t *kern.Thread, a []kern.Float8E5M2, b []kern.Float8E4M3, c, d []float32, flags []int32, ld int) {
	layoutTile(t, a, b, c, d, flags[t.BlockIdx().X], t.BlockIdx().X*32*ld, ld)
}

// layoutTile is mmatest's helper of the same name (kernel code calls only
// its own package's functions): d = c + a·b at off with leading
// dimension ld, in f's layouts (mmatest.ACol …), each call naming its
// layout as a constant.
func layoutTile[TA, TB kern.MMAElement](t *kern.Thread, a []TA, b []TB, c, d []float32, f int32, off, ld int) {
	var fa kern.FragA[TA]
	if f&mmatest.ACol != 0 {
		fa = kern.LoadA(t, a, off, ld, kern.ColMajor)
	} else {
		fa = kern.LoadA(t, a, off, ld, kern.RowMajor)
	}
	var fb kern.FragB[TB]
	if f&mmatest.BCol != 0 {
		fb = kern.LoadB(t, b, off, ld, kern.ColMajor)
	} else {
		fb = kern.LoadB(t, b, off, ld, kern.RowMajor)
	}
	var fc kern.FragC
	if f&mmatest.CCol != 0 {
		fc = kern.LoadC(t, c, off, ld, kern.ColMajor)
	} else {
		fc = kern.LoadC(t, c, off, ld, kern.RowMajor)
	}
	fc = kern.MMA(t, fa, fb, fc)
	if f&mmatest.DCol != 0 {
		kern.StoreC(t, d, off, ld, fc, kern.ColMajor)
	} else {
		kern.StoreC(t, d, off, ld, fc, kern.RowMajor)
	}
}
