// Package tensorcore is the tensor-core matmul bench/gpu times next to
// CuPy's float16 matmul (cuBLAS), built for the hardware rather than to be
// read first (examples/tensorcore is the simpler kernel to learn from):
// 128×128 block tiles of four warps of 64×64 (sixteen float32
// accumulators a warp, sixteen kern.MMA per four A and four B fragment
// loads), 128×32 and 32×128 slabs of A and B staged in shared memory in
// two stages whose rows are padded so that ldmatrix's eight rows fall in
// eight different bank groups, and register-staged double buffering: the
// next slab's global loads are issued into registers before the current
// slab's MMAs and stored to shared memory after them, with one barrier a
// step. It is generated for sm_80, the first architecture with the
// mma.sync instructions kern.MMA needs (it runs on sm_90 too), and for
// gfx90a (MFMA), apart from bench/kernels (generated for the default
// sm_70 and gfx1030, which has no matrix cores).
package tensorcore

//go:generate go tool kern gen -arch sm_80 -mcpu gfx90a

import "github.com/kernlab/kern"

// The block tile: Tile×Tile of C per block of four warps (4·WarpSize
// threads: 128, or 256 on a wave64 AMD GPU), each warp a Warp×Warp
// quarter, Step columns of A (rows of B) per stage.
const (
	Tile = 128
	Warp = 64
	Step = 32
)

// The shared slabs' row lengths in elements: A's rows of Step and B's of
// Tile, each padded by 8 elements (16 bytes). Unpadded, A's 64-byte rows
// put two of ldmatrix's eight rows in each bank group and B's 256-byte
// rows all eight in one; at 80 and 272 bytes the eight rows of a matrix
// start 80 or 16 bytes apart modulo 128, in eight different 16-byte
// groups of the 32 banks, and every row still starts 16-byte aligned, as
// ldmatrix needs.
const (
	lda = Step + 8
	ldb = Tile + 8
)

// MatmulF16 computes c = a·b for row-major float16 a (m×k), b (k×n) and
// float32 c (m×n); m and n must be positive multiples of Tile, k of Step. Launch
// it on (n/Tile, m/Tile) blocks of four warps.
//
// kern keeps a struct or an array a thread indexes in local memory, loses
// a shared slice's address space when it is passed to a function, and
// unrolls only loops whose copies stay small, so the staged pairs are 32
// named variables (x<i> of A, y<i> of B) and the loads and stores are
// written out in the kernel's own body.
//
//kern:kernel
func MatmulF16(t *kern.Thread, a, b []kern.Float16, c []float32, m, n, k int) {
	as := kern.Shared[[2 * Tile * lda]kern.Float16](t)
	bs := kern.Shared[[2 * Step * ldb]kern.Float16](t)
	tid := t.ThreadIdx().X
	warp := tid / t.WarpSize()
	wi, wj := warp/2*Warp, warp%2*Warp
	bi, bj := t.BlockIdx().Y*Tile, t.BlockIdx().X*Tile
	// The first 128 threads stage the slabs, 16 element pairs (32-bit
	// accesses: n, k and every column are even) of each a thread. A wave64
	// block's other 128 threads wait: a layout that depended on the block
	// size would divide by it, and ptxas does not fold WARP_SZ. Lane l of
	// warp w takes A's pairs at rows 2(l/8) + w%2 + 8(w/2) + 16q, columns
	// 2(l%8) and 2(l%8)+16 (q = 0…7), and B's at rows w + 4q, columns 2l
	// and 2l+64: a warp's access is four 32-byte pieces of A's rows or 128
	// bytes of a row of B (whole sectors), the two pairs of each q are a
	// constant apart (one address for both), and a warp's four A rows in
	// shared memory (80 bytes apart) start 8 banks apart, so its stores
	// meet no bank conflict.
	stager := tid < 128
	lane, w := tid%32, tid/32
	row := 2*(lane/8) + w%2 + 8*(w/2)
	ga := (bi+row)*k + 2*(lane%8)
	gb := w*n + bj + 2*lane
	sa := row*lda + 2*(lane%8)
	sb := w*ldb + 2*lane
	qa, qb := 16*k, 4*n
	var x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15 kern.Half2[kern.Float16]
	var y0, y1, y2, y3, y4, y5, y6, y7, y8, y9, y10, y11, y12, y13, y14, y15 kern.Half2[kern.Float16]
	// The sixteen 16×16 accumulators of the warp's 64×64 tile: acc<i><j>
	// is rows wi+16i, columns wj+16j.
	acc00, acc01, acc02, acc03 := kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0)
	acc10, acc11, acc12, acc13 := kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0)
	acc20, acc21, acc22, acc23 := kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0)
	acc30, acc31, acc32, acc33 := kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0)
	steps := k / Step
	// Step s loads slab s into registers, multiplies slab s-1 (in stage
	// (s-1)%2) while those loads are in flight, then stores slab s into
	// stage s%2. That stage was last read in step s-1, before its barrier,
	// and is next read in step s+1, after this step's: one barrier a step
	// keeps both orders. The last step loads and stores the last slab
	// again (into a stage nobody reads), which costs one slab a block and
	// no branch.
	for s := range steps + 1 {
		k0 := min(s, steps-1) * Step
		if stager {
			pa, pb := ga+k0, gb+k0*n
			x0, y0 = kern.Load2(a, pa+0*qa), kern.Load2(b, pb+0*qb)
			x1, y1 = kern.Load2(a, pa+0*qa+16), kern.Load2(b, pb+0*qb+64)
			x2, y2 = kern.Load2(a, pa+1*qa), kern.Load2(b, pb+1*qb)
			x3, y3 = kern.Load2(a, pa+1*qa+16), kern.Load2(b, pb+1*qb+64)
			x4, y4 = kern.Load2(a, pa+2*qa), kern.Load2(b, pb+2*qb)
			x5, y5 = kern.Load2(a, pa+2*qa+16), kern.Load2(b, pb+2*qb+64)
			x6, y6 = kern.Load2(a, pa+3*qa), kern.Load2(b, pb+3*qb)
			x7, y7 = kern.Load2(a, pa+3*qa+16), kern.Load2(b, pb+3*qb+64)
			x8, y8 = kern.Load2(a, pa+4*qa), kern.Load2(b, pb+4*qb)
			x9, y9 = kern.Load2(a, pa+4*qa+16), kern.Load2(b, pb+4*qb+64)
			x10, y10 = kern.Load2(a, pa+5*qa), kern.Load2(b, pb+5*qb)
			x11, y11 = kern.Load2(a, pa+5*qa+16), kern.Load2(b, pb+5*qb+64)
			x12, y12 = kern.Load2(a, pa+6*qa), kern.Load2(b, pb+6*qb)
			x13, y13 = kern.Load2(a, pa+6*qa+16), kern.Load2(b, pb+6*qb+64)
			x14, y14 = kern.Load2(a, pa+7*qa), kern.Load2(b, pb+7*qb)
			x15, y15 = kern.Load2(a, pa+7*qa+16), kern.Load2(b, pb+7*qb+64)
		}
		if s > 0 {
			xa, xb := ((s+1)%2)*Tile*lda+wi*lda, ((s+1)%2)*Step*ldb+wj
			// The warp's 64×32 strip of A times its 32×64 strip of B, in
			// two steps of 16 (written out: kern unrolls only small
			// loops): four A fragments, then each B fragment as it is
			// used.
			a0 := kern.LoadA(t, as[:], xa, lda, kern.RowMajor)
			a1 := kern.LoadA(t, as[:], xa+16*lda, lda, kern.RowMajor)
			a2 := kern.LoadA(t, as[:], xa+32*lda, lda, kern.RowMajor)
			a3 := kern.LoadA(t, as[:], xa+48*lda, lda, kern.RowMajor)
			b0 := kern.LoadB(t, bs[:], xb, ldb, kern.RowMajor)
			acc00, acc10, acc20, acc30 = mma4(t, a0, a1, a2, a3, b0, acc00, acc10, acc20, acc30)
			b1 := kern.LoadB(t, bs[:], xb+16, ldb, kern.RowMajor)
			acc01, acc11, acc21, acc31 = mma4(t, a0, a1, a2, a3, b1, acc01, acc11, acc21, acc31)
			b2 := kern.LoadB(t, bs[:], xb+32, ldb, kern.RowMajor)
			acc02, acc12, acc22, acc32 = mma4(t, a0, a1, a2, a3, b2, acc02, acc12, acc22, acc32)
			b3 := kern.LoadB(t, bs[:], xb+48, ldb, kern.RowMajor)
			acc03, acc13, acc23, acc33 = mma4(t, a0, a1, a2, a3, b3, acc03, acc13, acc23, acc33)
			a0 = kern.LoadA(t, as[:], xa+16, lda, kern.RowMajor)
			a1 = kern.LoadA(t, as[:], xa+16*lda+16, lda, kern.RowMajor)
			a2 = kern.LoadA(t, as[:], xa+32*lda+16, lda, kern.RowMajor)
			a3 = kern.LoadA(t, as[:], xa+48*lda+16, lda, kern.RowMajor)
			b0 = kern.LoadB(t, bs[:], xb+16*ldb, ldb, kern.RowMajor)
			acc00, acc10, acc20, acc30 = mma4(t, a0, a1, a2, a3, b0, acc00, acc10, acc20, acc30)
			b1 = kern.LoadB(t, bs[:], xb+16*ldb+16, ldb, kern.RowMajor)
			acc01, acc11, acc21, acc31 = mma4(t, a0, a1, a2, a3, b1, acc01, acc11, acc21, acc31)
			b2 = kern.LoadB(t, bs[:], xb+16*ldb+32, ldb, kern.RowMajor)
			acc02, acc12, acc22, acc32 = mma4(t, a0, a1, a2, a3, b2, acc02, acc12, acc22, acc32)
			b3 = kern.LoadB(t, bs[:], xb+16*ldb+48, ldb, kern.RowMajor)
			acc03, acc13, acc23, acc33 = mma4(t, a0, a1, a2, a3, b3, acc03, acc13, acc23, acc33)
		}
		if stager {
			oa, ob := (s%2)*Tile*lda+sa, (s%2)*Step*ldb+sb
			kern.Store2(as[:], oa+0*16*lda, x0)
			kern.Store2(bs[:], ob+0*4*ldb, y0)
			kern.Store2(as[:], oa+0*16*lda+16, x1)
			kern.Store2(bs[:], ob+0*4*ldb+64, y1)
			kern.Store2(as[:], oa+1*16*lda, x2)
			kern.Store2(bs[:], ob+1*4*ldb, y2)
			kern.Store2(as[:], oa+1*16*lda+16, x3)
			kern.Store2(bs[:], ob+1*4*ldb+64, y3)
			kern.Store2(as[:], oa+2*16*lda, x4)
			kern.Store2(bs[:], ob+2*4*ldb, y4)
			kern.Store2(as[:], oa+2*16*lda+16, x5)
			kern.Store2(bs[:], ob+2*4*ldb+64, y5)
			kern.Store2(as[:], oa+3*16*lda, x6)
			kern.Store2(bs[:], ob+3*4*ldb, y6)
			kern.Store2(as[:], oa+3*16*lda+16, x7)
			kern.Store2(bs[:], ob+3*4*ldb+64, y7)
			kern.Store2(as[:], oa+4*16*lda, x8)
			kern.Store2(bs[:], ob+4*4*ldb, y8)
			kern.Store2(as[:], oa+4*16*lda+16, x9)
			kern.Store2(bs[:], ob+4*4*ldb+64, y9)
			kern.Store2(as[:], oa+5*16*lda, x10)
			kern.Store2(bs[:], ob+5*4*ldb, y10)
			kern.Store2(as[:], oa+5*16*lda+16, x11)
			kern.Store2(bs[:], ob+5*4*ldb+64, y11)
			kern.Store2(as[:], oa+6*16*lda, x12)
			kern.Store2(bs[:], ob+6*4*ldb, y12)
			kern.Store2(as[:], oa+6*16*lda+16, x13)
			kern.Store2(bs[:], ob+6*4*ldb+64, y13)
			kern.Store2(as[:], oa+7*16*lda, x14)
			kern.Store2(bs[:], ob+7*4*ldb, y14)
			kern.Store2(as[:], oa+7*16*lda+16, x15)
			kern.Store2(bs[:], ob+7*4*ldb+64, y15)
		}
		t.SyncThreads()
	}
	at := (bi+wi)*n + bj + wj
	store4(t, c, at, n, acc00, acc01, acc02, acc03)
	store4(t, c, at+16*n, n, acc10, acc11, acc12, acc13)
	store4(t, c, at+32*n, n, acc20, acc21, acc22, acc23)
	store4(t, c, at+48*n, n, acc30, acc31, acc32, acc33)
}

// MatmulF16Async is MatmulF16 with the slabs staged by asynchronous
// copies (kern.CopyAsync: cp.async on sm_80, straight from global to
// shared memory, no registers on the way) instead of register staging:
// the same tiles, padded rows and fragment loads, so its result is
// MatmulF16's bit for bit. Step s waits for slab s-1 (WaitAsync, then
// the step's one barrier, after which every warp is also done with the
// other stage), starts slab s's copies into that stage and multiplies
// slab s-1 while they travel. Each of the first 128 threads copies four
// 16-byte pieces of A (row id/4, columns 8(id%4)…) and four of B (row
// id/16, columns 8(id%16)…), id = tid + 128q: a warp's copies cover
// eight whole 64-byte rows of A and two whole 256-byte rows of B.
//
//kern:kernel
func MatmulF16Async(t *kern.Thread, a, b []kern.Float16, c []float32, m, n, k int) {
	as := kern.Shared[[2 * Tile * lda]kern.Float16](t)
	bs := kern.Shared[[2 * Step * ldb]kern.Float16](t)
	tid := t.ThreadIdx().X
	warp := tid / t.WarpSize()
	wi, wj := warp/2*Warp, warp%2*Warp
	bi, bj := t.BlockIdx().Y*Tile, t.BlockIdx().X*Tile
	stager := tid < 128
	ra, ca := tid/4, 8*(tid%4)   // A: rows ra+32q
	rb, cb := tid/16, 8*(tid%16) // B: rows rb+8q
	acc00, acc01, acc02, acc03 := kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0)
	acc10, acc11, acc12, acc13 := kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0)
	acc20, acc21, acc22, acc23 := kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0)
	acc30, acc31, acc32, acc33 := kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0), kern.FillC(t, 0)
	steps := k / Step
	for s := range steps + 1 {
		// Step s waits for slab s-1 (this thread's copies, then at the
		// barrier every thread's, which also ends step s-1's reads of
		// stage s%2), starts slab s's copies into stage s%2 and
		// multiplies slab s-1 while they travel.
		if s > 0 {
			kern.WaitAsync(t, 0)
			t.SyncThreads()
		}
		if stager && s < steps {
			k0 := s * Step
			oa, ob := (s%2)*Tile*lda, (s%2)*Step*ldb
			pa, pb := (bi+ra)*k+k0+ca, (k0+rb)*n+bj+cb
			oa, ob = oa+ra*lda+ca, ob+rb*ldb+cb
			// Written out: kern does not unroll a loop of four here.
			kern.CopyAsync(t, as[:], oa, a, pa, 8)
			kern.CopyAsync(t, bs[:], ob, b, pb, 8)
			kern.CopyAsync(t, as[:], oa+32*lda, a, pa+32*k, 8)
			kern.CopyAsync(t, bs[:], ob+8*ldb, b, pb+8*n, 8)
			kern.CopyAsync(t, as[:], oa+64*lda, a, pa+64*k, 8)
			kern.CopyAsync(t, bs[:], ob+16*ldb, b, pb+16*n, 8)
			kern.CopyAsync(t, as[:], oa+96*lda, a, pa+96*k, 8)
			kern.CopyAsync(t, bs[:], ob+24*ldb, b, pb+24*n, 8)
		}
		kern.CommitAsync(t)
		if s > 0 {
			xa, xb := ((s+1)%2)*Tile*lda+wi*lda, ((s+1)%2)*Step*ldb+wj
			a0 := kern.LoadA(t, as[:], xa, lda, kern.RowMajor)
			a1 := kern.LoadA(t, as[:], xa+16*lda, lda, kern.RowMajor)
			a2 := kern.LoadA(t, as[:], xa+32*lda, lda, kern.RowMajor)
			a3 := kern.LoadA(t, as[:], xa+48*lda, lda, kern.RowMajor)
			b0 := kern.LoadB(t, bs[:], xb, ldb, kern.RowMajor)
			acc00, acc10, acc20, acc30 = mma4(t, a0, a1, a2, a3, b0, acc00, acc10, acc20, acc30)
			b1 := kern.LoadB(t, bs[:], xb+16, ldb, kern.RowMajor)
			acc01, acc11, acc21, acc31 = mma4(t, a0, a1, a2, a3, b1, acc01, acc11, acc21, acc31)
			b2 := kern.LoadB(t, bs[:], xb+32, ldb, kern.RowMajor)
			acc02, acc12, acc22, acc32 = mma4(t, a0, a1, a2, a3, b2, acc02, acc12, acc22, acc32)
			b3 := kern.LoadB(t, bs[:], xb+48, ldb, kern.RowMajor)
			acc03, acc13, acc23, acc33 = mma4(t, a0, a1, a2, a3, b3, acc03, acc13, acc23, acc33)
			a0 = kern.LoadA(t, as[:], xa+16, lda, kern.RowMajor)
			a1 = kern.LoadA(t, as[:], xa+16*lda+16, lda, kern.RowMajor)
			a2 = kern.LoadA(t, as[:], xa+32*lda+16, lda, kern.RowMajor)
			a3 = kern.LoadA(t, as[:], xa+48*lda+16, lda, kern.RowMajor)
			b0 = kern.LoadB(t, bs[:], xb+16*ldb, ldb, kern.RowMajor)
			acc00, acc10, acc20, acc30 = mma4(t, a0, a1, a2, a3, b0, acc00, acc10, acc20, acc30)
			b1 = kern.LoadB(t, bs[:], xb+16*ldb+16, ldb, kern.RowMajor)
			acc01, acc11, acc21, acc31 = mma4(t, a0, a1, a2, a3, b1, acc01, acc11, acc21, acc31)
			b2 = kern.LoadB(t, bs[:], xb+16*ldb+32, ldb, kern.RowMajor)
			acc02, acc12, acc22, acc32 = mma4(t, a0, a1, a2, a3, b2, acc02, acc12, acc22, acc32)
			b3 = kern.LoadB(t, bs[:], xb+16*ldb+48, ldb, kern.RowMajor)
			acc03, acc13, acc23, acc33 = mma4(t, a0, a1, a2, a3, b3, acc03, acc13, acc23, acc33)
		}
	}
	at := (bi+wi)*n + bj + wj
	store4(t, c, at, n, acc00, acc01, acc02, acc03)
	store4(t, c, at+16*n, n, acc10, acc11, acc12, acc13)
	store4(t, c, at+32*n, n, acc20, acc21, acc22, acc23)
	store4(t, c, at+48*n, n, acc30, acc31, acc32, acc33)
}

// mma4 multiplies a column of four A fragments by one B fragment into a
// column of four accumulators.
func mma4(t *kern.Thread, a0, a1, a2, a3 kern.FragA[kern.Float16], b kern.FragB[kern.Float16], c0, c1, c2, c3 kern.FragC) (kern.FragC, kern.FragC, kern.FragC, kern.FragC) {
	return kern.MMA(t, a0, b, c0), kern.MMA(t, a1, b, c1), kern.MMA(t, a2, b, c2), kern.MMA(t, a3, b, c3)
}

// store4 stores a row of four accumulators, 16 columns apart, at off.
func store4(t *kern.Thread, c []float32, off, n int, c0, c1, c2, c3 kern.FragC) {
	kern.StoreC(t, c, off, n, c0, kern.RowMajor)
	kern.StoreC(t, c, off+16, n, c1, kern.RowMajor)
	kern.StoreC(t, c, off+32, n, c2, kern.RowMajor)
	kern.StoreC(t, c, off+48, n, c3, kern.RowMajor)
}
