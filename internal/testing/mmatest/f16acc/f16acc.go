// Package f16acc holds the tensor-core kernels of the GPU conformance
// suite (the root package's emulated_macc_test.go) whose accumulator is
// kern.Float16: Float16 inputs, 16×16×16 tiles in every layout of A, B, C
// and D, two MMAs into a filled accumulator, and a tile whose every
// operand is in shared memory. They are generated for sm_80 (mma.sync
// …f16.f16.f16.f16), for gfx90a and gfx940 (the float32 MFMA between
// conversions of C and D) and for gfx1100 (the float32 WMMA so), each
// processor with its own LLVM IR, which the emulated ROC device of that
// processor runs; -fmad=false as in the other suites, which compare bit
// for bit. A warp is t.WarpSize() lanes: 32, or a 64-lane wavefront on
// gfx90a and gfx940.
package f16acc

//go:generate go tool kern gen -arch sm_80 -fmad=false -mcpu gfx90a,gfx940,gfx1100

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
// flags[blk] gives: block blk's A, B, C and D at blk·32·ld in a, b, c and
// d, with leading dimension ld ≥ 32. Each call names its layout as a
// constant. Launch it with blocks of one warp (t.WarpSize() threads).
//
//kern:kernel
func Layouts(t *kern.Thread, a, b, c, d []kern.Float16, flags []int32, ld int) {
	blk := t.BlockIdx().X
	f, off := flags[blk], blk*32*ld
	var fa kern.FragA[kern.Float16]
	if f&ACol != 0 {
		fa = kern.LoadA(t, a, off, ld, kern.ColMajor)
	} else {
		fa = kern.LoadA(t, a, off, ld, kern.RowMajor)
	}
	var fb kern.FragB[kern.Float16]
	if f&BCol != 0 {
		fb = kern.LoadB(t, b, off, ld, kern.ColMajor)
	} else {
		fb = kern.LoadB(t, b, off, ld, kern.RowMajor)
	}
	var fc kern.FragAcc[kern.Float16]
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

// Fill computes d = init + a·b + a·b (two MMAs into an accumulator filled
// with init, each rounding to Float16), A row-major and B column-major,
// and stores D column-major, all with leading dimension ld.
//
//kern:kernel
func Fill(t *kern.Thread, a, b, d []kern.Float16, ld int, init kern.Float16) {
	fa := kern.LoadA(t, a, 0, ld, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, ld, kern.ColMajor)
	fc := kern.FillAcc(t, init)
	fc = kern.MMA(t, fa, fb, fc)
	fc = kern.MMA(t, fa, fb, fc)
	kern.StoreC(t, d, 0, ld, fc, kern.ColMajor)
}

// Side is the leading dimension of Shared's tiles: each operand is a
// Side×Side region, of which the tile uses the top left.
const Side = 32

// Shared copies a's, b's and c's Side×Side regions to shared memory,
// computes d = c + a·b there from a row-major A, a column-major B and a
// row-major C, stores D column-major in shared memory, and copies it to
// d. Launch it with one block of one warp.
//
//kern:kernel
func Shared(t *kern.Thread, a, b, c, d []kern.Float16) {
	sa := kern.Shared[[Side * Side]kern.Float16](t)
	sb := kern.Shared[[Side * Side]kern.Float16](t)
	sc := kern.Shared[[Side * Side]kern.Float16](t)
	sd := kern.Shared[[Side * Side]kern.Float16](t)
	tid := t.ThreadIdx().X
	for e := tid; e < Side*Side; e += t.BlockDim().X {
		sa[e], sb[e], sc[e] = a[e], b[e], c[e]
	}
	t.SyncThreads()
	fa := kern.LoadA(t, sa[:], 0, Side, kern.RowMajor)
	fb := kern.LoadB(t, sb[:], 0, Side, kern.ColMajor)
	fc := kern.LoadC(t, sc[:], 0, Side, kern.RowMajor)
	kern.StoreC(t, sd[:], 0, Side, kern.MMA(t, fa, fb, fc), kern.ColMajor)
	t.SyncThreads()
	for e := tid; e < Side*Side; e += t.BlockDim().X {
		d[e] = sd[e]
	}
}

// Scale computes d = (A·B)·s into a Float16 accumulator whose elements
// are then multiplied by s one by one (kern.HMul, rounded to Float16): A
// row-major and B column-major (leading dimension 16), D row-major.
//
//kern:kernel
func Scale(t *kern.Thread, a, b, d []kern.Float16, s kern.Float16) {
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, 16, kern.ColMajor)
	acc := kern.MMA(t, fa, fb, kern.FillAcc(t, kern.ToFloat16(0)))
	for e := range acc.Len() {
		acc = acc.With(e, kern.HMul(acc.At(e), s))
	}
	kern.StoreC(t, d, 0, 16, acc, kern.RowMajor)
}
