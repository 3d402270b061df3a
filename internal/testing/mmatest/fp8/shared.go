package fp8

import "github.com/kernlab/kern"

// SharedElems is the shared buffer a staged tile kernel copies each
// operand's window into: 16 or 32 lines of a leading dimension up to 64.
const SharedElems = 2048

// tileShared is tile with A and B first copied, window and all, to shared
// memory and loaded from there (with ldmatrix where the PTX backend can,
// with scalar loads otherwise).
// sa and sb are the kernel's shared buffers (kern.Shared is called in a
// kernel's body), which the device function takes as generic pointers.
func tileShared[TA, TB kern.MMAElement](t *kern.Thread, a []TA, b []TB, c, d []float32, lda, ldb, ldc int, colMajor bool, sa []TA, sb []TB) {
	blk := t.BlockIdx().X
	_, _, k := kern.MMAShape[TA]()
	if colMajor {
		stageWindow(t, sa, a[blk*k*lda:], k*lda)
		stageWindow(t, sb, b[blk*16*ldb:], 16*ldb)
	} else {
		stageWindow(t, sa, a[blk*16*lda:], 16*lda)
		stageWindow(t, sb, b[blk*k*ldb:], k*ldb)
	}
	t.SyncThreads()
	if colMajor {
		fa := kern.LoadA(t, sa, 0, lda, kern.ColMajor)
		fb := kern.LoadB(t, sb, 0, ldb, kern.ColMajor)
		fc := kern.LoadC(t, c, blk*16*ldc, ldc, kern.ColMajor)
		kern.StoreC(t, d, blk*16*ldc, ldc, kern.MMA(t, fa, fb, fc), kern.ColMajor)
		return
	}
	fa := kern.LoadA(t, sa, 0, lda, kern.RowMajor)
	fb := kern.LoadB(t, sb, 0, ldb, kern.RowMajor)
	fc := kern.LoadC(t, c, blk*16*ldc, ldc, kern.RowMajor)
	kern.StoreC(t, d, blk*16*ldc, ldc, kern.MMA(t, fa, fb, fc), kern.RowMajor)
}

// stageWindow copies src[:n] to dst with the block's threads.
func stageWindow[T kern.MMAElement](t *kern.Thread, dst, src []T, n int) {
	for e := t.ThreadIdx().X; e < n; e += t.BlockDim().X {
		dst[e] = src[e]
	}
}

// TileRowSharedE4M3 is TileRowE4M3 with A and B staged in shared memory.
//
//kern:kernel
func TileRowSharedE4M3(t *kern.Thread, a, b []kern.Float8E4M3, c, d []float32, lda, ldb, ldc int) {
	sa := kern.Shared[[SharedElems]kern.Float8E4M3](t)
	sb := kern.Shared[[SharedElems]kern.Float8E4M3](t)
	tileShared(t, a, b, c, d, lda, ldb, ldc, false, sa[:], sb[:])
}

// TileColSharedE4M3 is TileColE4M3 with A and B staged in shared memory.
//
//kern:kernel
func TileColSharedE4M3(t *kern.Thread, a, b []kern.Float8E4M3, c, d []float32, lda, ldb, ldc int) {
	sa := kern.Shared[[SharedElems]kern.Float8E4M3](t)
	sb := kern.Shared[[SharedElems]kern.Float8E4M3](t)
	tileShared(t, a, b, c, d, lda, ldb, ldc, true, sa[:], sb[:])
}
