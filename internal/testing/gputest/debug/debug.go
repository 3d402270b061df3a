// Package debug holds kernels compiled with kern gen -debug: their failed
// checks write the trap record that the runtime turns into a
// *kern.KernelTrapError naming the Go file:line:col, which the root
// package's emulated tests check on the emulated CUDA and ROC devices.
package debug

//go:generate go tool kern gen -debug

import "github.com/kernlab/kern"

// Scatter writes out[idx[i]] = i.
//
//kern:kernel
func Scatter(t *kern.Thread, idx []int32, out []float32) {
	i := t.Grid1()
	if i < len(idx) {
		out[idx[i]] = float32(i)
	}
}

// Quo divides: b == 0 fails the debug check.
//
//kern:vectorize
func Quo(a, b int64) int64 { return a / b }

// SharedRace has every thread write shared element 0 with no barrier
// between: racecheck reports it with this file's position.
//
//kern:kernel
func SharedRace(t *kern.Thread, out []int32) {
	sh := kern.Shared[[32]int32](t)
	sh[0] = int32(t.ThreadIdx().X)
	t.SyncThreads()
	if t.ThreadIdx().X == 0 {
		out[0] = sh[0]
	}
}

// TreeSum sums each block's threads in shared memory by halving, with a
// barrier in the loop: built with -debug, the bounds check of the body
// lays its blocks out after the loop's latch and its bar.sync, and lanes
// that skip the body reach the barrier first.
//
//kern:kernel
func TreeSum(t *kern.Thread, in []float32, out []float32) {
	sh := kern.Shared[[256]float32](t)
	tid := t.ThreadIdx().X
	sh[tid] = in[t.Grid1()]
	t.SyncThreads()
	for s := t.BlockDim().X / 2; s > 0; s /= 2 {
		if tid < s {
			sh[tid] += sh[tid+s]
		}
		t.SyncThreads()
	}
	if tid == 0 {
		out[t.BlockIdx().X] = sh[0]
	}
}

// PairAt copies the pair at x[at] to out[0:2]: an odd at fails the debug
// alignment check, an at+1 past the end the bounds check.
//
//kern:kernel
func PairAt(t *kern.Thread, x []kern.Float16, at int, out []kern.Float16) {
	kern.Store2(out, 0, kern.Load2(x, at))
}

// Reverse writes each block's elements of in to out in reverse order,
// through a shared array declared after the first index of in: built with
// -debug, that index's bounds check ends the kernel's first block, and
// the shared array must still be allocated in the kernel's entry block.
//
//kern:kernel
func Reverse(t *kern.Thread, in, out []float32) {
	v := in[t.Grid1()]
	sh := kern.Shared[[256]float32](t)
	tid := t.ThreadIdx().X
	sh[tid] = v
	t.SyncThreads()
	out[t.Grid1()] = sh[t.BlockDim().X-1-tid]
}

// VecAt copies the vector of four at x[at] to out[0:4]: an at that is not
// a multiple of four fails the debug alignment check, an at+3 past the
// end the bounds check.
//
//kern:kernel
func VecAt(t *kern.Thread, x []float32, at int, out []float32) {
	kern.StoreVec(out, 0, kern.LoadVec[[4]float32](x, at))
}

// CopyAt copies the four float32 at x[at] to out[0:4] through shared
// memory with kern.CopyAsync: an at that is not a multiple of four fails
// the debug alignment check, an at+3 past the end the bounds check.
//
//kern:kernel
func CopyAt(t *kern.Thread, x []float32, at int, out []float32) {
	tile := kern.Shared[[4]float32](t)
	kern.CopyAsync(t, tile[:], 0, x, at, 4)
	kern.CommitAsync(t)
	kern.WaitAsync(t, 0)
	for k := range 4 {
		out[k] = tile[k]
	}
}
