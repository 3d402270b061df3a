// Package fp8 holds the FP8 tensor-core kernels of the GPU conformance
// suite (the root package's emulated_mma_test.go): 16×16×32 tiles of
// kern.Float8E4M3 and kern.Float8E5M2, and of the mixed pairs (A
// Float8E4M3 and B Float8E5M2, and the reverse), in each layout, two MMAs
// into a filled accumulator, and a tiled matmul that stages A in shared
// memory.
// They are generated for sm_89, the first architecture with FP8
// mma.sync, and for no AMD processor (kern gen has no FP8 MFMA);
// -fmad=false as in the other suites, which compare bit for bit.
//
// FP8 is a storage format, so no kernel is generic over it (K026): each
// kernel names its types and calls a helper generic over A's and B's
// types (kern.MMAElement), which the compiler instantiates for the call.
package fp8

//go:generate go tool kern gen -arch sm_89 -fmad=false -mcpu none

import "github.com/kernlab/kern"

// tile computes d = c + a·b for one tile per block in layout l: block
// blk's A (16×32) at a[blk·16·lda…] (row-major) or a[blk·32·lda…]
// (column-major) with leading dimension lda, and so on for B (32×16), C
// and D (16×16).
func tile[TA, TB kern.MMAElement](t *kern.Thread, a []TA, b []TB, c, d []float32, lda, ldb, ldc int, colMajor bool) {
	blk := t.BlockIdx().X
	_, _, k := kern.MMAShape[TA]()
	if colMajor {
		fa := kern.LoadA(t, a, blk*k*lda, lda, kern.ColMajor)
		fb := kern.LoadB(t, b, blk*16*ldb, ldb, kern.ColMajor)
		fc := kern.LoadC(t, c, blk*16*ldc, ldc, kern.ColMajor)
		kern.StoreC(t, d, blk*16*ldc, ldc, kern.MMA(t, fa, fb, fc), kern.ColMajor)
		return
	}
	fa := kern.LoadA(t, a, blk*16*lda, lda, kern.RowMajor)
	fb := kern.LoadB(t, b, blk*k*ldb, ldb, kern.RowMajor)
	fc := kern.LoadC(t, c, blk*16*ldc, ldc, kern.RowMajor)
	kern.StoreC(t, d, blk*16*ldc, ldc, kern.MMA(t, fa, fb, fc), kern.RowMajor)
}

// TileRowE4M3 is one e4m3 tile per block, every operand row-major.
// Launch it with blocks of one warp.
//
//kern:kernel
func TileRowE4M3(t *kern.Thread, a, b []kern.Float8E4M3, c, d []float32, lda, ldb, ldc int) {
	tile(t, a, b, c, d, lda, ldb, ldc, false)
}

// TileColE4M3 is TileRowE4M3 with every operand column-major.
//
//kern:kernel
func TileColE4M3(t *kern.Thread, a, b []kern.Float8E4M3, c, d []float32, lda, ldb, ldc int) {
	tile(t, a, b, c, d, lda, ldb, ldc, true)
}

// TileRowE5M2 is TileRowE4M3 for e5m2.
//
//kern:kernel
func TileRowE5M2(t *kern.Thread, a, b []kern.Float8E5M2, c, d []float32, lda, ldb, ldc int) {
	tile(t, a, b, c, d, lda, ldb, ldc, false)
}

// TileColE5M2 is TileColE4M3 for e5m2.
//
//kern:kernel
func TileColE5M2(t *kern.Thread, a, b []kern.Float8E5M2, c, d []float32, lda, ldb, ldc int) {
	tile(t, a, b, c, d, lda, ldb, ldc, true)
}

// TileRowE4M3E5M2 is TileRowE4M3 with B in e5m2: the mixed
// mma.sync …e4m3.e5m2.
//
//kern:kernel
func TileRowE4M3E5M2(t *kern.Thread, a []kern.Float8E4M3, b []kern.Float8E5M2, c, d []float32, lda, ldb, ldc int) {
	tile(t, a, b, c, d, lda, ldb, ldc, false)
}

// TileColE4M3E5M2 is TileRowE4M3E5M2 with every operand column-major.
//
//kern:kernel
func TileColE4M3E5M2(t *kern.Thread, a []kern.Float8E4M3, b []kern.Float8E5M2, c, d []float32, lda, ldb, ldc int) {
	tile(t, a, b, c, d, lda, ldb, ldc, true)
}

// TileRowE5M2E4M3 is TileRowE5M2 with B in e4m3: the mixed
// mma.sync …e5m2.e4m3.
//
//kern:kernel
func TileRowE5M2E4M3(t *kern.Thread, a []kern.Float8E5M2, b []kern.Float8E4M3, c, d []float32, lda, ldb, ldc int) {
	tile(t, a, b, c, d, lda, ldb, ldc, false)
}

// TileColE5M2E4M3 is TileRowE5M2E4M3 with every operand column-major.
//
//kern:kernel
func TileColE5M2E4M3(t *kern.Thread, a []kern.Float8E5M2, b []kern.Float8E4M3, c, d []float32, lda, ldb, ldc int) {
	tile(t, a, b, c, d, lda, ldb, ldc, true)
}

// fill computes d = init + a·b + a·b (two MMAs into an accumulator
// filled with init), A row-major and B column-major, and stores D
// column-major.
func fill[TA, TB kern.MMAElement](t *kern.Thread, a []TA, b []TB, d []float32, lda, ldb, ldd int, init float32) {
	fa := kern.LoadA(t, a, 0, lda, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, ldb, kern.ColMajor)
	fc := kern.FillC(t, init)
	for range 2 {
		fc = kern.MMA(t, fa, fb, fc)
	}
	kern.StoreC(t, d, 0, ldd, fc, kern.ColMajor)
}

// TileFillE4M3 is two e4m3 MMAs into an accumulator filled with init.
//
//kern:kernel
func TileFillE4M3(t *kern.Thread, a, b []kern.Float8E4M3, d []float32, lda, ldb, ldd int, init float32) {
	fill(t, a, b, d, lda, ldb, ldd, init)
}

// TileFillE5M2 is TileFillE4M3 for e5m2.
//
//kern:kernel
func TileFillE5M2(t *kern.Thread, a, b []kern.Float8E5M2, d []float32, lda, ldb, ldd int, init float32) {
	fill(t, a, b, d, lda, ldb, ldd, init)
}

// TileFillE4M3E5M2 is TileFillE4M3 with B in e5m2.
//
//kern:kernel
func TileFillE4M3E5M2(t *kern.Thread, a []kern.Float8E4M3, b []kern.Float8E5M2, d []float32, lda, ldb, ldd int, init float32) {
	fill(t, a, b, d, lda, ldb, ldd, init)
}

// TileFillE5M2E4M3 is TileFillE5M2 with B in e4m3.
//
//kern:kernel
func TileFillE5M2E4M3(t *kern.Thread, a []kern.Float8E5M2, b []kern.Float8E4M3, d []float32, lda, ldb, ldd int, init float32) {
	fill(t, a, b, d, lda, ldb, ldd, init)
}

// Block is the side of the output block one thread block of a matmul
// computes (2×2 tiles, one per warp); Step the k extent of A it stages
// in shared memory at a time (two FP8 MMAs).
const (
	Block = 32
	Step  = 64
)

// matmul computes c = a·b for row-major a (m×k) and c (m×n) and
// column-major b (k×n, element (p, j) at b[j·k+p]); m and n must be
// multiples of Block and k of Step. Each block stages a Block×Step slab
// of A in shared memory, and each of its four warps loads B straight
// from global memory and accumulates one 16×16 tile of c. Launch it on a
// grid of (n/Block, m/Block) blocks of four warps.
func matmul[TA, TB kern.MMAElement](t *kern.Thread, as, a []TA, b []TB, c []float32, m, n, k int) {
	tid := t.ThreadIdx().X
	warp := tid / t.WarpSize()
	wi, wj := warp/2, warp%2
	bi, bj := t.BlockIdx().Y*Block, t.BlockIdx().X*Block
	_, _, kd := kern.MMAShape[TA]()
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

// MatmulE4M3 is the tiled matmul on e4m3 inputs.
//
//kern:kernel
func MatmulE4M3(t *kern.Thread, a, b []kern.Float8E4M3, c []float32, m, n, k int) {
	sh := kern.Shared[[Block * Step]kern.Float8E4M3](t)
	matmul(t, sh[:], a, b, c, m, n, k)
}

// MatmulE5M2 is MatmulE4M3 for e5m2.
//
//kern:kernel
func MatmulE5M2(t *kern.Thread, a, b []kern.Float8E5M2, c []float32, m, n, k int) {
	sh := kern.Shared[[Block * Step]kern.Float8E5M2](t)
	matmul(t, sh[:], a, b, c, m, n, k)
}

// MatmulE4M3E5M2 is the tiled matmul on e4m3 A and e5m2 B (as in FP8
// training's activations or weights times gradients).
//
//kern:kernel
func MatmulE4M3E5M2(t *kern.Thread, a []kern.Float8E4M3, b []kern.Float8E5M2, c []float32, m, n, k int) {
	sh := kern.Shared[[Block * Step]kern.Float8E4M3](t)
	matmul(t, sh[:], a, b, c, m, n, k)
}

// MatmulE5M2E4M3 is the tiled matmul on e5m2 A and e4m3 B.
//
//kern:kernel
func MatmulE5M2E4M3(t *kern.Thread, a []kern.Float8E5M2, b []kern.Float8E4M3, c []float32, m, n, k int) {
	sh := kern.Shared[[Block * Step]kern.Float8E5M2](t)
	matmul(t, sh[:], a, b, c, m, n, k)
}

// LensE4M3 writes each lane's count of A and B elements at
// lens[2·lane…], its A elements at elems[lane·16+e], and at
// elems[64·16+lane·16+e] the element read back after With replaced each
// B element by the A element of the same index (B's bits then written
// from the B fragment): the 8-bit packing of a fragment's elements read
// and written by index.
//
//kern:kernel
func LensE4M3(t *kern.Thread, a []kern.Float8E4M3, lens []int32, elems []kern.Float8E4M3) {
	lane := t.ThreadIdx().X
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	lens[2*lane], lens[2*lane+1] = int32(fa.Len()), int32(fb.Len())
	for e := range fa.Len() {
		elems[lane*16+e] = fa.At(e)
		fb = fb.With(e, fa.At(e))
	}
	for e := range fb.Len() {
		elems[64*16+lane*16+e] = fb.At(e)
	}
}

// WhereE4M3 is package mmatest's Where for Float8E4M3 (A 16×32 and B
// 32×16 of a, both row-major: A with leading dimension 32, B with 16;
// pos holds row·32+k for A and k·16+column for B, elems A's at lane·64+e
// and B's at 64·64+lane·64+e).
//
//kern:kernel
func WhereE4M3(t *kern.Thread, a []kern.Float8E4M3, pos []int32, elems []kern.Float8E4M3) {
	lane := t.ThreadIdx().X
	fa := kern.LoadA(t, a, 0, 32, kern.RowMajor)
	fb := kern.LoadB(t, a, 0, 16, kern.RowMajor)
	for e := range fa.Len() {
		i, k := fa.Pos(t, e)
		pos[(2*lane)*64+e] = int32(i*32 + k)
		elems[lane*64+e] = fa.At(e)
	}
	for e := range fb.Len() {
		k, j := fb.Pos(t, e)
		pos[(2*lane+1)*64+e] = int32(k*16 + j)
		elems[64*64+lane*64+e] = fb.At(e)
	}
}
