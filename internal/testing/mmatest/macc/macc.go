// Package macc holds the integer tensor-core kernels of the GPU
// conformance suite (the root package's emulated_macc_test.go): int8 and
// uint8 inputs, in every pairing, into an int32 accumulator. Each kernel
// does 16×16×32 tiles in every layout of A, B, C and D, two MMAs into a
// filled accumulator, or a tile whose every operand is in shared memory.
// They are generated for sm_80, the first architecture with these
// mma.sync forms, and for gfx90a, gfx940 and gfx1100 (the integer MFMA and
// WMMA; compiler/amdgpu's mmaint.go), each processor with its own LLVM IR,
// which the emulated ROC device of that processor runs. A warp is
// t.WarpSize() lanes: 32, or a 64-lane wavefront on gfx90a and gfx940.
// Package f16acc holds the Float16 accumulator's kernels.
//
// int8 and uint8 are not in kern.MMAInput, so no kernel is generic over
// them: each kernel names its types and calls a helper generic over A's,
// B's and the accumulator's types, which the compiler instantiates for
// the call.
package macc

//go:generate go tool kern gen -arch sm_80 -fmad=false -mcpu gfx90a,gfx940,gfx1100

import "github.com/kernlab/kern"

// The bits of the Layouts kernels' flags: which operands are
// column-major (else row-major).
const (
	ACol = 1 << iota
	BCol
	CCol
	DCol
)

// tile computes d = c + a·b for the tile at off with leading dimension ld
// in f's layouts. Each call names its layout as a constant.
func tile[TA, TB kern.MMAElement, TC kern.MMAAccum](t *kern.Thread, a []TA, b []TB, c, d []TC, f int32, off, ld int) {
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
	var fc kern.FragAcc[TC]
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

// LayoutsS8 computes d = c + a·b for one tile per block in the layouts
// flags[blk] gives, int8 A and B into int32: block blk's A, B, C and D at
// blk·32·ld in a, b, c and d, with leading dimension ld ≥ 32. Launch it
// with blocks of one warp.
//
//kern:kernel
func LayoutsS8(t *kern.Thread, a, b []int8, c, d []int32, flags []int32, ld int) {
	blk := t.BlockIdx().X
	tile(t, a, b, c, d, flags[blk], blk*32*ld, ld)
}

// LayoutsS8U8 is LayoutsS8 with a uint8 B.
//
//kern:kernel
func LayoutsS8U8(t *kern.Thread, a []int8, b []uint8, c, d []int32, flags []int32, ld int) {
	blk := t.BlockIdx().X
	tile(t, a, b, c, d, flags[blk], blk*32*ld, ld)
}

// LayoutsU8S8 is LayoutsS8 with a uint8 A.
//
//kern:kernel
func LayoutsU8S8(t *kern.Thread, a []uint8, b []int8, c, d []int32, flags []int32, ld int) {
	blk := t.BlockIdx().X
	tile(t, a, b, c, d, flags[blk], blk*32*ld, ld)
}

// LayoutsU8 is LayoutsS8 with uint8 A and B.
//
//kern:kernel
func LayoutsU8(t *kern.Thread, a, b []uint8, c, d []int32, flags []int32, ld int) {
	blk := t.BlockIdx().X
	tile(t, a, b, c, d, flags[blk], blk*32*ld, ld)
}

// fill computes d = init + a·b + a·b (two MMAs into an accumulator filled
// with init), A row-major and B column-major, and stores D column-major,
// all with leading dimension ld.
func fill[TA, TB kern.MMAElement, TC kern.MMAAccum](t *kern.Thread, a []TA, b []TB, d []TC, ld int, init TC) {
	fa := kern.LoadA(t, a, 0, ld, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, ld, kern.ColMajor)
	fc := kern.FillAcc(t, init)
	fc = kern.MMA(t, fa, fb, fc)
	fc = kern.MMA(t, fa, fb, fc)
	kern.StoreC(t, d, 0, ld, fc, kern.ColMajor)
}

// FillU8S8 is fill of uint8 A and int8 B into int32.
//
//kern:kernel
func FillU8S8(t *kern.Thread, a []uint8, b []int8, d []int32, ld int, init int32) {
	fill(t, a, b, d, ld, init)
}

// Side is the leading dimension of the Shared kernels' tiles: each
// operand is a Side×Side region, of which the tile uses the top left.
const Side = 32

// shared copies a's, b's and c's Side×Side regions to the shared
// memory sa, sb and sc, computes d = c + a·b there from a row-major A, a
// column-major B and a row-major C, stores D column-major in the shared
// sd, and copies it to d. Launch it with one block of one warp.
func shared[TA, TB kern.MMAElement, TC kern.MMAAccum](t *kern.Thread, a, sa []TA, b, sb []TB, c, sc, d, sd []TC) {
	tid := t.ThreadIdx().X
	for e := tid; e < Side*Side; e += t.BlockDim().X {
		sa[e], sb[e], sc[e] = a[e], b[e], c[e]
	}
	t.SyncThreads()
	fa := kern.LoadA(t, sa, 0, Side, kern.RowMajor)
	fb := kern.LoadB(t, sb, 0, Side, kern.ColMajor)
	fc := kern.LoadC(t, sc, 0, Side, kern.RowMajor)
	kern.StoreC(t, sd, 0, Side, kern.MMA(t, fa, fb, fc), kern.ColMajor)
	t.SyncThreads()
	for e := tid; e < Side*Side; e += t.BlockDim().X {
		d[e] = sd[e]
	}
}

// SharedS8U8 is shared of int8 A and uint8 B into int32.
//
//kern:kernel
func SharedS8U8(t *kern.Thread, a []int8, b []uint8, c, d []int32) {
	sa := kern.Shared[[Side * Side]int8](t)
	sb := kern.Shared[[Side * Side]uint8](t)
	sc := kern.Shared[[Side * Side]int32](t)
	sd := kern.Shared[[Side * Side]int32](t)
	shared(t, a, sa[:], b, sb[:], c, sc[:], d, sd[:])
}

// WhereS8 is package mmatest's Where for int8: where each of a lane's
// elements of an A (16×32 of a, row-major, leading dimension 32), a B
// (32×16 of a, row-major, 16) and an int32 accumulator (16×16 of c,
// row-major, 16) lies, pos[(3·lane+f)·64+e] holding row·cols+column of
// element e of fragment f (0 A, 1 B, 2 C), and the elements themselves
// (A's at elems[lane·64+e], B's at elems[64·64+lane·64+e], C's at
// celems[lane·64+e]).
//
//kern:kernel
func WhereS8(t *kern.Thread, a []int8, c, pos []int32, elems []int8, celems []int32) {
	lane := t.ThreadIdx().X
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	fc := kern.LoadC(t, c, 0, 16, kern.RowMajor)
	for e := range fa.Len() {
		i, k := fa.Pos(t, e)
		pos[(3*lane)*64+e] = int32(i*32 + k)
		elems[lane*64+e] = fa.At(e)
	}
	for e := range fb.Len() {
		k, j := fb.Pos(t, e)
		pos[(3*lane+1)*64+e] = int32(k*16 + j)
		elems[64*64+lane*64+e] = fb.At(e)
	}
	for e := range fc.Len() {
		i, j := fc.Pos(t, e)
		pos[(3*lane+2)*64+e] = int32(i*16 + j)
		celems[lane*64+e] = fc.At(e)
	}
}

// ScaleU8 computes d = 3·(A·B) − C with the int32 accumulator changed
// element by element (wrapping, as Go's int32 arithmetic), A uint8
// row-major and B int8 column-major (leading dimension 32), C and D
// row-major (16).
//
//kern:kernel
func ScaleU8(t *kern.Thread, a []uint8, b []int8, c, d []int32) {
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, 32, kern.ColMajor)
	fc := kern.LoadC(t, c, 0, 16, kern.RowMajor)
	acc := kern.MMA(t, fa, fb, kern.FillAcc[int32](t, 0))
	for e := range acc.Len() {
		acc = acc.With(e, 3*acc.At(e)-fc.At(e))
	}
	kern.StoreC(t, d, 0, 16, acc, kern.RowMajor)
}

// NegS8 computes d = (−A)·B with A's int8 elements negated in its
// fragment (−(−128) is −128, as Go's int8 arithmetic has it) and B's
// written back unchanged: A row-major and B column-major (leading
// dimension 32), D row-major (16).
//
//kern:kernel
func NegS8(t *kern.Thread, a, b []int8, d []int32) {
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, 32, kern.ColMajor)
	for e := range fa.Len() {
		fa = fa.With(e, -fa.At(e))
	}
	for e := range fb.Len() {
		fb = fb.With(e, fb.At(e))
	}
	kern.StoreC(t, d, 0, 16, kern.MMA(t, fa, fb, kern.FillAcc[int32](t, 0)), kern.RowMajor)
}
