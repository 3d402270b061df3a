// Package tensorcore is the tensor-core matmul bench/gpu times next to
// CuPy's float16 matmul (cuBLAS): examples/tensorcore's kernel (64×64
// block tiles, four warps of 32×32, 64×16 and 16×64 slabs of A and B
// staged in shared memory in two stages, kern.MMA with float32
// accumulation). It is generated for sm_80, the first architecture with
// the mma.sync instructions kern.MMA needs, and for gfx90a (MFMA), apart
// from bench/kernels (generated for the default sm_70 and gfx1030, which
// has no matrix cores).
package tensorcore

//go:generate go tool kern gen -arch sm_80 -mcpu gfx90a

import "github.com/kernlab/kern"

// The block tile: Tile×Tile of C per block of four warps (4·WarpSize
// threads: 128, or 256 on a wave64 AMD GPU), each warp a Warp×Warp
// quarter, Step columns of A (rows of B) per stage.
const (
	Tile = 64
	Warp = 32
	Step = 16
)

// MatmulF16 computes c = a·b for row-major float16 a (m×k), b (k×n) and
// float32 c (m×n); m and n must be multiples of Tile, k of Step. Launch
// it on (n/Tile, m/Tile) blocks of four warps.
//
//kern:kernel
func MatmulF16(t *kern.Thread, a, b []kern.Float16, c []float32, m, n, k int) {
	as := kern.Shared[[2 * Tile * Step]kern.Float16](t)
	bs := kern.Shared[[2 * Step * Tile]kern.Float16](t)
	tid := t.ThreadIdx().X
	warp := tid / t.WarpSize()
	wi, wj := warp/2*Warp, warp%2*Warp
	bi, bj := t.BlockIdx().Y*Tile, t.BlockIdx().X*Tile
	acc00, acc01 := kern.FillC(t, 0), kern.FillC(t, 0)
	acc10, acc11 := kern.FillC(t, 0), kern.FillC(t, 0)
	stage(tid, t.BlockDim().X, a, b, n, k, 0, bi, bj, as[:], bs[:])
	t.SyncThreads()
	steps := k / Step
	for s := range steps {
		cur := s % 2
		if s+1 < steps {
			stage(tid, t.BlockDim().X, a, b, n, k, (s+1)*Step, bi, bj, as[(1-cur)*Tile*Step:], bs[(1-cur)*Step*Tile:])
		}
		sa, sb := as[cur*Tile*Step:], bs[cur*Step*Tile:]
		a0 := kern.LoadA(t, sa, wi*Step, Step, kern.RowMajor)
		a1 := kern.LoadA(t, sa, (wi+16)*Step, Step, kern.RowMajor)
		b0 := kern.LoadB(t, sb, wj, Tile, kern.RowMajor)
		b1 := kern.LoadB(t, sb, wj+16, Tile, kern.RowMajor)
		acc00 = kern.MMA(t, a0, b0, acc00)
		acc01 = kern.MMA(t, a0, b1, acc01)
		acc10 = kern.MMA(t, a1, b0, acc10)
		acc11 = kern.MMA(t, a1, b1, acc11)
		t.SyncThreads()
	}
	at := (bi+wi)*n + bj + wj
	kern.StoreC(t, c, at, n, acc00, kern.RowMajor)
	kern.StoreC(t, c, at+16, n, acc01, kern.RowMajor)
	kern.StoreC(t, c, at+16*n, n, acc10, kern.RowMajor)
	kern.StoreC(t, c, at+16*n+16, n, acc11, kern.RowMajor)
}

// stage copies the A slab (Tile×Step at row bi, column k0) and the B slab
// (Step×Tile at row k0, column bj) into as and bs, row-major, a pair of
// elements (one 32-bit access) at a time: n, k and k0 are even.
func stage(tid, threads int, a, b []kern.Float16, n, k, k0, bi, bj int, as, bs []kern.Float16) {
	for e := 2 * tid; e < Tile*Step; e += 2 * threads {
		kern.Store2(as, e, kern.Load2(a, (bi+e/Step)*k+k0+e%Step))
		kern.Store2(bs, e, kern.Load2(b, (k0+e/Tile)*n+bj+e%Tile))
	}
}
