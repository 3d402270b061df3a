// Package mmatest holds the tensor-core kernels of the GPU conformance
// suite (the root package's emulated_mma_test.go): one 16×16×K tile in
// each layout, and a tiled matmul that stages A in shared memory. They
// are generated for sm_80, the first architecture with the mma.sync
// instructions kern.MMA needs, and for gfx90a and gfx940 (MFMA; tf32 is
// one xf32 MFMA on gfx940), each with its own LLVM IR, which the emulated
// ROC device of that processor runs: that is why they are not in gputest
// (generated for the default sm_70 and gfx1030, which has no matrix
// cores). Package rdna3 holds them for gfx1100, which has no tf32 WMMA.
// -fmad=false as in gputest: the suite compares bit for bit. A warp is
// t.WarpSize() lanes: 32, or a 64-lane wavefront on gfx90a and gfx940,
// and each warp computes its own tiles.
package mmatest

//go:generate go tool kern gen -arch sm_80 -fmad=false -mcpu gfx90a,gfx940

import "github.com/kernlab/kern"

// TileRow computes d = c + a·b for one tile per block, every operand
// row-major: block blk's A (16×K) at a[blk·16·lda…] with leading dimension
// lda, its B (K×16) at b[blk·K·ldb…] with ldb, its C and D (16×16) at
// c[blk·16·ldc…] with ldc. Launch it with blocks of one warp
// (t.WarpSize() threads). One kernel serves every MMA input type: kern gen
// compiles an instance for each of kern.Float16, kern.BFloat16 and float32.
//
//kern:kernel
func TileRow[T kern.MMAInput](t *kern.Thread, a, b []T, c, d []float32, lda, ldb, ldc int) {
	blk := t.BlockIdx().X
	_, _, k := kern.MMAShape[T]()
	fa := kern.LoadA(t, a, blk*16*lda, lda, kern.RowMajor)
	fb := kern.LoadB(t, b, blk*k*ldb, ldb, kern.RowMajor)
	fc := kern.LoadC(t, c, blk*16*ldc, ldc, kern.RowMajor)
	fc = kern.MMA(t, fa, fb, fc)
	kern.StoreC(t, d, blk*16*ldc, ldc, fc, kern.RowMajor)
}

// TileCol is TileRow with every operand column-major: A's element (i, k)
// at a[blk·K·lda + k·lda + i], and so on.
//
//kern:kernel
func TileCol[T kern.MMAInput](t *kern.Thread, a, b []T, c, d []float32, lda, ldb, ldc int) {
	blk := t.BlockIdx().X
	_, _, k := kern.MMAShape[T]()
	fa := kern.LoadA(t, a, blk*k*lda, lda, kern.ColMajor)
	fb := kern.LoadB(t, b, blk*16*ldb, ldb, kern.ColMajor)
	fc := kern.LoadC(t, c, blk*16*ldc, ldc, kern.ColMajor)
	fc = kern.MMA(t, fa, fb, fc)
	kern.StoreC(t, d, blk*16*ldc, ldc, fc, kern.ColMajor)
}

// TileFill computes d = init + a·b + a·b (two MMAs into an accumulator
// filled with init), A row-major and B column-major, and stores D
// column-major.
//
//kern:kernel
func TileFill[T kern.MMAInput](t *kern.Thread, a, b []T, d []float32, lda, ldb, ldd int, init float32) {
	fa := kern.LoadA(t, a, 0, lda, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, ldb, kern.ColMajor)
	fc := kern.FillC(t, init)
	for range 2 {
		fc = kern.MMA(t, fa, fb, fc)
	}
	kern.StoreC(t, d, 0, ldd, fc, kern.ColMajor)
}

// Block is the side of the output block one thread block of Matmul
// computes (2×2 tiles, one per warp); Step the k extent of
// A it stages in shared memory at a time.
const (
	Block = 32
	Step  = 16
)

// Matmul computes c = a·b for row-major a (m×k) and c (m×n) and
// column-major b (k×n, element (p, j) at b[j·k+p]); m and n must be
// multiples of Block and k of Step. Each block stages a Block×Step slab
// of A in shared memory, and each of its four warps loads B straight
// from global memory and accumulates one 16×16 tile of c. Launch it on
// a grid of (n/Block, m/Block) blocks of four warps (4·t.WarpSize()
// threads).
//
//kern:kernel
func Matmul[T kern.MMAInput](t *kern.Thread, a, b []T, c []float32, m, n, k int) {
	sh := kern.Shared[[Block * Step]T](t)
	as := sh[:]
	tid := t.ThreadIdx().X
	warp := tid / t.WarpSize()
	wi, wj := warp/2, warp%2
	bi, bj := t.BlockIdx().Y*Block, t.BlockIdx().X*Block
	_, _, kd := kern.MMAShape[T]()
	acc := kern.FillC(t, 0)
	for k0 := 0; k0 < k; k0 += Step {
		for e := tid; e < Block*Step; e += t.BlockDim().X {
			as[e] = a[(bi+e/Step)*k+k0+e%Step]
		}
		t.SyncThreads()
		for ks := 0; ks < Step; ks += kd {
			fa := kern.LoadA(t, as, wi*16*Step+ks, Step, kern.RowMajor)
			fb := kern.LoadB(t, b, (bj+wj*16)*k+k0+ks, k, kern.ColMajor)
			acc = kern.MMA(t, fa, fb, acc)
		}
		t.SyncThreads()
	}
	kern.StoreC(t, c, (bi+wi*16)*n+bj+wj*16, n, acc, kern.RowMajor)
}
