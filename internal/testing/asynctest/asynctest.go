// Package asynctest has the kernels of the asynchronous-copy tests
// (kern.CopyAsync, CommitAsync and WaitAsync; TestEmulatedAsync in
// package kern): each stages global memory through shared memory with
// copies of 4, 8 or 16 bytes and reads it back from another thread's
// part of the tile, so that a copy that lands in the wrong place, moves
// the wrong bytes or lands too late shows in the result.
package asynctest

//go:generate go tool kern gen -arch sm_80 -fmad=false

import "github.com/kernlab/kern"

// Block is the threads of a block of every kernel here.
const Block = 64

// Stage32 copies x's block tile (four float32 a thread, 16 bytes) into
// shared memory and writes each element of it, read by the thread one
// past, to y: y[i] = x[base + (i-base+4)%tile].
//
//kern:kernel
func Stage32(t *kern.Thread, x, y []float32) {
	tile := kern.Shared[[4 * Block]float32](t)
	tid := t.ThreadIdx().X
	base := 4 * Block * t.BlockIdx().X
	kern.CopyAsync(t, tile[:], 4*tid, x, base+4*tid, 4)
	kern.CommitAsync(t)
	kern.WaitAsync(t, 0)
	t.SyncThreads()
	for k := range 4 {
		y[base+4*tid+k] = tile[(4*tid+4+k)%len(tile)]
	}
}

// Narrow copies one tile per element type and size, each thread a copy of
// every kind, all in one group, and writes the tiles back reversed: h by
// 2, 4 and 8 kern.Float16 (4, 8 and 16 bytes), b by 4, 8 and 16 int8.
//
//kern:kernel
func Narrow(t *kern.Thread, h, ho []kern.Float16, b, bo []int8) {
	th := kern.Shared[[14 * Block]kern.Float16](t)
	tb := kern.Shared[[28 * Block]int8](t)
	tid := t.ThreadIdx().X
	bi := t.BlockIdx().X
	// Thread tid's part of each tile, at the same offset in the inputs.
	kern.CopyAsync(t, th[:], 2*tid, h, 14*Block*bi+2*tid, 2)
	kern.CopyAsync(t, th[:], 2*Block+4*tid, h, 14*Block*bi+2*Block+4*tid, 4)
	kern.CopyAsync(t, th[:], 6*Block+8*tid, h, 14*Block*bi+6*Block+8*tid, 8)
	kern.CopyAsync(t, tb[:], 4*tid, b, 28*Block*bi+4*tid, 4)
	kern.CopyAsync(t, tb[:], 4*Block+8*tid, b, 28*Block*bi+4*Block+8*tid, 8)
	kern.CopyAsync(t, tb[:], 12*Block+16*tid, b, 28*Block*bi+12*Block+16*tid, 16)
	kern.CommitAsync(t)
	kern.WaitAsync(t, 0)
	t.SyncThreads()
	for i := tid; i < len(th); i += Block {
		ho[14*Block*bi+i] = th[len(th)-1-i]
	}
	for i := tid; i < len(tb); i += Block {
		bo[28*Block*bi+i] = tb[len(tb)-1-i]
	}
}

// Wide is Narrow for l by 1 and 2 int64, d by 1 and 2 float64 (8 and 16
// bytes) and w by 1 int32 (4), each kind its own group.
//
//kern:kernel
func Wide(t *kern.Thread, l, lo []int64, d, do []float64, w, wo []int32) {
	tl := kern.Shared[[3 * Block]int64](t)
	td := kern.Shared[[3 * Block]float64](t)
	tw := kern.Shared[[Block]int32](t)
	tid := t.ThreadIdx().X
	bi := t.BlockIdx().X
	kern.CopyAsync(t, tl[:], tid, l, 3*Block*bi+tid, 1)
	kern.CopyAsync(t, tl[:], Block+2*tid, l, 3*Block*bi+Block+2*tid, 2)
	kern.CommitAsync(t)
	kern.CopyAsync(t, td[:], tid, d, 3*Block*bi+tid, 1)
	kern.CopyAsync(t, td[:], Block+2*tid, d, 3*Block*bi+Block+2*tid, 2)
	kern.CommitAsync(t)
	kern.CopyAsync(t, tw[:], tid, w, Block*bi+tid, 1)
	kern.CommitAsync(t)
	kern.WaitAsync(t, 0)
	t.SyncThreads()
	for i := tid; i < len(tl); i += Block {
		lo[3*Block*bi+i] = tl[len(tl)-1-i]
		do[3*Block*bi+i] = td[len(td)-1-i]
	}
	wo[Block*bi+tid] = tw[Block-1-tid]
}

// Pipeline sums x's chunks of 4·Block float32 per block, chunk after
// chunk, with stages buffers in flight: the copy of chunk c+stages-1
// starts before chunk c is summed, one group a chunk (an empty group
// past the last, as CUTLASS commits), and WaitAsync(t, stages-1) waits
// for chunk c only. y[b·4·Block + i] is the sum over chunks c of
// x[(b·chunks + c)·4·Block + (i+4)%(4·Block)] (the element the next
// thread copied).
//
//kern:kernel
func Pipeline(t *kern.Thread, x, y []float32, chunks int) {
	buf := kern.Shared[[3][4 * Block]float32](t)
	tid := t.ThreadIdx().X
	tile := 4 * Block
	base := t.BlockIdx().X * chunks * tile
	// Two chunks ahead: three buffers, WaitAsync(t, 2) — the newest two
	// groups stay in flight.
	for c := range 2 {
		if c < chunks {
			kern.CopyAsync(t, buf[c][:], 4*tid, x, base+c*tile+4*tid, 4)
		}
		kern.CommitAsync(t)
	}
	var acc [4]float32
	for c := range chunks {
		if n := c + 2; n < chunks {
			kern.CopyAsync(t, buf[n%3][:], 4*tid, x, base+n*tile+4*tid, 4)
		}
		kern.CommitAsync(t)
		kern.WaitAsync(t, 2)
		t.SyncThreads()
		for k := range 4 {
			acc[k] += buf[c%3][(4*tid+4+k)%tile]
		}
		t.SyncThreads() // before the buffer is refilled
	}
	for k := range 4 {
		y[t.BlockIdx().X*tile+4*tid+k] = acc[k]
	}
}

// Double is Pipeline with two buffers and WaitAsync(t, 1), the double
// buffering of a tiled matrix multiply, over float64 pairs (16 bytes).
//
//kern:kernel
func Double(t *kern.Thread, x, y []float64, chunks int) {
	buf := kern.Shared[[2][2 * Block]float64](t)
	tid := t.ThreadIdx().X
	tile := 2 * Block
	base := t.BlockIdx().X * chunks * tile
	kern.CopyAsync(t, buf[0][:], 2*tid, x, base+2*tid, 2)
	kern.CommitAsync(t)
	var acc [2]float64
	for c := range chunks {
		if c+1 < chunks {
			kern.CopyAsync(t, buf[(c+1)%2][:], 2*tid, x, base+(c+1)*tile+2*tid, 2)
		}
		kern.CommitAsync(t)
		kern.WaitAsync(t, 1)
		t.SyncThreads()
		for k := range 2 {
			acc[k] += buf[c%2][(2*tid+2+k)%tile]
		}
		t.SyncThreads()
	}
	for k := range 2 {
		y[t.BlockIdx().X*tile+2*tid+k] = acc[k]
	}
}

// Early reads its own copy's destination before waiting and after:
// before[i] is the tile's old value (the zero shared memory starts with
// on a GPU is not promised, so the tile is filled with -1 first) where
// the copy lands at the wait, x[i] where it lands at the call (AMD,
// CUDA before sm_80); after[i] is x[i] everywhere. A copy not yet
// committed is not waited for: pending[i] is -1 where copies land late.
//
//kern:kernel
func Early(t *kern.Thread, x, before, after, pending []int32) {
	tile := kern.Shared[[2 * Block]int32](t)
	tid := t.ThreadIdx().X
	i := t.Grid1()
	tile[tid], tile[Block+tid] = -1, -1
	kern.CopyAsync(t, tile[:], tid, x, i, 1)
	before[i] = tile[tid]
	kern.CommitAsync(t)
	kern.CopyAsync(t, tile[:], Block+tid, x, i, 1)
	kern.WaitAsync(t, 0)
	after[i] = tile[tid]
	pending[i] = tile[Block+tid]
	kern.CommitAsync(t)
	kern.WaitAsync(t, 0)
}

// AtShared copies x[0:4] (16 bytes) to tile[at:at+4] and from there to
// out: a destination sliced at an at that is not a multiple of four is
// a misaligned copy, though its offset (0) is.
//
//kern:kernel
func AtShared(t *kern.Thread, x []float32, at int, out []float32) {
	tile := kern.Shared[[8]float32](t)
	kern.CopyAsync(t, tile[at:], 0, x, 0, 4)
	kern.CommitAsync(t)
	kern.WaitAsync(t, 0)
	for k := range 4 {
		out[k] = tile[at+k]
	}
}

// At copies x[at:at+4] (16 bytes) through shared memory to out: an at
// that is not a multiple of four is a misaligned copy.
//
//kern:kernel
func At(t *kern.Thread, x []float32, at int, out []float32) {
	tile := kern.Shared[[4]float32](t)
	kern.CopyAsync(t, tile[:], 0, x, at, 4)
	kern.CommitAsync(t)
	kern.WaitAsync(t, 0)
	for k := range 4 {
		out[k] = tile[k]
	}
}
