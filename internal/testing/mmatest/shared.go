package mmatest

import "github.com/kernlab/kern"

// SharedElems is the shared buffer a staged tile kernel copies each
// operand's window into: 16 or K lines of a leading dimension up to 64.
const SharedElems = 1024

// TileRowShared is TileRow with A and B first copied, window and all, to
// shared memory and loaded from there: the PTX backend loads 16-bit and
// tf32 fragments of shared tiles with ldmatrix where every lane's rows
// are 16-byte aligned (a leading dimension whose bytes are a multiple of
// 16), and with scalar loads otherwise, so the suite runs both.
//
//kern:kernel
func TileRowShared[T kern.MMAInput](t *kern.Thread, a, b []T, c, d []float32, lda, ldb, ldc int) {
	blk := t.BlockIdx().X
	_, _, k := kern.MMAShape[T]()
	sa := kern.Shared[[SharedElems]T](t)
	sb := kern.Shared[[SharedElems]T](t)
	stageWindow(t, sa[:], a[blk*16*lda:], 16*lda)
	stageWindow(t, sb[:], b[blk*k*ldb:], k*ldb)
	t.SyncThreads()
	fa := kern.LoadA(t, sa[:], 0, lda, kern.RowMajor)
	fb := kern.LoadB(t, sb[:], 0, ldb, kern.RowMajor)
	fc := kern.LoadC(t, c, blk*16*ldc, ldc, kern.RowMajor)
	kern.StoreC(t, d, blk*16*ldc, ldc, kern.MMA(t, fa, fb, fc), kern.RowMajor)
}

// TileColShared is TileCol with A and B staged in shared memory, as
// TileRowShared.
//
//kern:kernel
func TileColShared[T kern.MMAInput](t *kern.Thread, a, b []T, c, d []float32, lda, ldb, ldc int) {
	blk := t.BlockIdx().X
	_, _, k := kern.MMAShape[T]()
	sa := kern.Shared[[SharedElems]T](t)
	sb := kern.Shared[[SharedElems]T](t)
	stageWindow(t, sa[:], a[blk*k*lda:], k*lda)
	stageWindow(t, sb[:], b[blk*16*ldb:], 16*ldb)
	t.SyncThreads()
	fa := kern.LoadA(t, sa[:], 0, lda, kern.ColMajor)
	fb := kern.LoadB(t, sb[:], 0, ldb, kern.ColMajor)
	fc := kern.LoadC(t, c, blk*16*ldc, ldc, kern.ColMajor)
	kern.StoreC(t, d, blk*16*ldc, ldc, kern.MMA(t, fa, fb, fc), kern.ColMajor)
}

// stageWindow copies src[:n] to dst with the block's threads.
func stageWindow[T kern.MMAInput](t *kern.Thread, dst, src []T, n int) {
	for e := t.ThreadIdx().X; e < n; e += t.BlockDim().X {
		dst[e] = src[e]
	}
}
