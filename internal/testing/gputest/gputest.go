// Package gputest holds the ufunc cores and kernels of the GPU conformance
// suite (the root package's emulated_test.go). They are marked for kern
// gen, whose kern_gen.go here carries their PTX, so the suite runs the
// compiler's real wrapper kernels on the emulated CUDA device (driver/emu)
// and the same functions on the CPU targets, against plain Go.
//
// The suite compares bit for bit, so its GPU code is generated with
// -fmad=false: without FMA contraction the GPU gives Go's bits. What the
// default (contracting) code computes is checked by the examples (within
// a rounding bound) and by compiler/ptx's differential test against the
// interpreter running the contracted IR.
package gputest

//go:generate go tool kern gen -fmad=false

import (
	"math"

	"github.com/kernlab/kern"
)

//kern:vectorize
func Disc[T float32 | float64](a, b, c T) T { return T(math.Sqrt(float64(b*b - 4*a*c))) }

//kern:vectorize
func Add[T int32 | int64 | float32 | float64](x, y T) T { return x + y }

// Quo is integer division: b == 0 traps (Go's division panic).
//
//kern:vectorize
func Quo(a, b int64) int64 { return a / b }

//kern:vectorize
func FMA(a, b, c, d float64) float64 { return a*b + c*d }

// Clamp has a branch per element and a uint8 operand.
//
//kern:vectorize
func Clamp(x float32, lo uint8) float32 {
	if x < float32(lo) {
		return float32(lo)
	}
	if x > 200 {
		return 200
	}
	return x
}

//kern:reduce
func Sum[T int64 | float32 | float64](a, b T) T { return a + b }

//kern:reduce
func Max[T int64 | float32 | float64](a, b T) T { return max(a, b) }

// MatMul is seed 000's matmulcore: c = a @ b.
//
//kern:guvectorize (m,n),(n,p)->(m,p)
func MatMul[T float32 | float64](a, b, c kern.Array2[T]) {
	for i := range a.Dim(0) {
		for j := range b.Dim(1) {
			var acc T
			for k := range a.Dim(1) {
				acc += a.At(i, k) * b.At(k, j)
			}
			c.Set(i, j, acc)
		}
	}
}

// Axpy has a scalar core operand.
//
//kern:guvectorize (),(n),(n)->(n)
func Axpy(a float32, x, y, out kern.Array1[float32]) {
	for i := range x.Len() {
		out.Set(i, a*x.At(i)+y.At(i))
	}
}

// ReduceBlock is BlockSum's block size.
const ReduceBlock = 128

// BlockSum is the classic shared-memory tree reduction: out[b] is the sum
// of block b's elements.
//
//kern:kernel
func BlockSum(t *kern.Thread, in, out []int64) {
	sh := kern.Shared[[ReduceBlock]int64](t)
	tid := t.ThreadIdx().X
	i := t.Grid1()
	sh[tid] = 0
	if i < len(in) {
		sh[tid] = in[i]
	}
	t.SyncThreads()
	for s := ReduceBlock / 2; s > 0; s /= 2 {
		if tid < s {
			sh[tid] += sh[tid+s]
		}
		t.SyncThreads()
	}
	if tid == 0 {
		out[t.BlockIdx().X] = sh[0]
	}
}

// WarpOps reduces with ShflDown, butterflies with ShflXor, broadcasts with
// Shfl and scans with ShflUp.
//
//kern:kernel
func WarpOps(t *kern.Thread, in, sum, bfly, bcast, scan []int32) {
	i := t.Grid1()
	v := in[i]
	s := v
	for off := 16; off > 0; off /= 2 {
		s += kern.ShflDown(t, s, off)
	}
	if t.LaneID() == 0 {
		sum[i/32] = s
	}
	b := v
	for m := 1; m < 32; m *= 2 {
		b += kern.ShflXor(t, b, m)
	}
	bfly[i] = b
	bcast[i] = kern.Shfl(t, v, 5)
	x := v
	for d := 1; d < 32; d *= 2 {
		y := kern.ShflUp(t, x, d)
		if t.LaneID() >= d {
			x += y
		}
	}
	scan[i] = x
}

// ShflSum sums one value per thread of the block with warp shuffles: on a
// block that is not a multiple of 32 the last warp reads lanes that do not
// exist, which the emulator's sanitizer reports.
//
//kern:kernel
func ShflSum(t *kern.Thread, out []int32) {
	s := int32(1)
	for off := 16; off > 0; off /= 2 {
		s += kern.ShflDown(t, s, off)
	}
	if t.LaneID() == 0 {
		kern.AtomicAdd(&out[0], s)
	}
}

// DivNaN divides by a float NaN constant, which the AMD backend writes as
// a constant expression (bitcast (i32 2143289344 to float)).
//
//kern:vectorize
func DivNaN(x float32) float32 { return x / float32(math.Log(-1)) }

// XorClamp mixes xor shuffles with a branch whose arm kern gen lays out
// after the loop's latch, the arm's join: every lane must take part in
// every shuffle (one warp of 32 gives 28 in every lane for
// in[i] = i*7%40 - 3).
//
//kern:kernel
func XorClamp(t *kern.Thread, in, out []int32) {
	i := t.Grid1()
	v := in[i]
	for off := 16; off > 0; off /= 2 {
		v += kern.ShflXor(t, v, off)
		if !(v >= 0 && v <= 40) {
			v = v >> 2
		}
	}
	out[i] = v
}

// Histogram counts values into bins with atomics of three widths.
//
//kern:kernel
func Histogram(t *kern.Thread, vals []int32, weights []float32, counts []int32, sums []float32, small []uint8) {
	for i := t.Grid1(); i < len(vals); i += t.GridSize1() {
		b := vals[i]
		kern.AtomicAdd(&counts[b], 1)
		kern.AtomicAdd(&sums[b], weights[i])
		kern.AtomicAdd(&small[b], uint8(1))
	}
}

// AtomicOps exercises max, min, float max, exchange and a CAS loop.
//
//kern:kernel
func AtomicOps(t *kern.Thread, n int64, mx, mn []int64, fmx []float64, cas, exch []uint16) {
	i := int64(t.Grid1())
	v := (i * 7919) % n
	kern.AtomicMax(&mx[0], v)
	kern.AtomicMin(&mn[0], v-100)
	kern.AtomicMax(&fmx[0], float64(v)/2)
	kern.AtomicExch(&exch[0], uint16(1))
	for {
		o := kern.AtomicAdd(&cas[0], 0)
		if kern.AtomicCAS(&cas[0], o, o+1) == o {
			break
		}
	}
}

// Tile is Transpose's tile side.
const Tile = 16

// Transpose moves a tile through shared memory so that both global
// accesses are along rows.
//
//kern:kernel
func Transpose(t *kern.Thread, in, out kern.Array2[float32]) {
	sh := kern.Shared[[Tile][Tile + 1]float32](t)
	tx, ty := t.ThreadIdx().X, t.ThreadIdx().Y
	bx, by := t.BlockIdx().X*Tile, t.BlockIdx().Y*Tile
	if r, c := by+ty, bx+tx; r < in.Dim(0) && c < in.Dim(1) {
		sh[ty][tx] = in.At(r, c)
	}
	t.SyncThreads()
	if r, c := bx+ty, by+tx; r < out.Dim(0) && c < out.Dim(1) {
		out.Set(r, c, sh[tx][ty])
	}
}

// EarlyReturn: threads past n return before the barriers.
//
//kern:kernel
func EarlyReturn(t *kern.Thread, n int, out []int64) {
	sh := kern.Shared[[64]int64](t)
	i := t.Grid1()
	if i >= n {
		return
	}
	sh[t.ThreadIdx().X] = int64(i)
	t.SyncThreads()
	t.SyncThreads()
	out[i] = sh[t.ThreadIdx().X] * 2
}

// DynReverse reverses a block's values through dynamic shared memory.
//
//kern:kernel
func DynReverse(t *kern.Thread, out []float64) {
	sh := kern.DynShared[float64](t)
	i := t.ThreadIdx().X
	n := t.BlockDim().X
	sh[i] = float64(i) * 1.5
	t.SyncThreads()
	out[t.BlockIdx().X*n+i] = sh[n-1-i]
}

// Scatter writes out[idx[i]] = i: an index out of range panics (traps).
//
//kern:kernel
func Scatter(t *kern.Thread, idx []int32, out []float32) {
	i := t.Grid1()
	if i < len(idx) {
		out[idx[i]] = float32(i)
	}
}

// SharedRace has every thread of a block write shared element 0 without a
// barrier: racecheck reports it.
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

// RowSum is "(n)->()": the () output is a one-element Array1, written as
// Numba writes res[0].
//
//kern:guvectorize (n)->()
func RowSum(x, res kern.Array1[float64]) {
	var s float64
	for i := range x.Len() {
		s += x.At(i)
	}
	res.Set(0, s)
}

// Scale is "(n),()->(n)" with plain []T core operands.
//
//kern:guvectorize (n),()->(n)
func Scale(x []float32, f float32, out []float32) {
	for i := range x {
		out[i] = x[i] * f
	}
}

// IntBits exercises what GPU code lowers specially: division and
// remainder by constant powers of two of negative values (shifts), shifts
// by counts at and past the width (PTX clamps them), and float→integer
// conversions the branches before them bound (bare conversions) next to
// ones they do not (amd64's result out of range), through a helper with
// several returns.
//
//kern:vectorize
func IntBits(a int64, s uint64, x float64) int64 {
	q := a/8 + a%16 + int64(uint64(a)/32%7)
	sh := a<<(s&127) ^ a>>(s%70) ^ int64(uint64(a)>>(s%100))
	return q + sh + bounded(x) + int64(math.Sin(x)*1000)
}

func bounded(x float64) int64 {
	if x != x {
		return -1
	}
	if x > -100 && x < 100 {
		return int64(x*3.5 - 0.25)
	}
	if x >= 100 {
		return 1 << 20
	}
	return int64(x) // huge negative x: amd64's MinInt64
}

// DynSpan fills all of its dynamic shared memory, then reads it back
// from the far end: out[b*n+i] = len(sh)-1-i. Launched with more than 48
// KiB, CUDA's default limit, it checks the opt-in end to end.
//
//kern:kernel
func DynSpan(t *kern.Thread, out []float32) {
	sh := kern.DynShared[float32](t)
	i := t.ThreadIdx().X
	n := t.BlockDim().X
	for j := i; j < len(sh); j += n {
		sh[j] = float32(j)
	}
	t.SyncThreads()
	out[t.BlockIdx().X*n+i] = sh[len(sh)-1-i]
}

// Bounded is out[i] = 2*x[i] + 1 compiled with launch bounds: blocks of
// at most 128 threads, 32 registers a thread.
//
//kern:kernel maxthreads=128 maxregs=32
func Bounded(t *kern.Thread, x, out []float32) {
	if i := t.Grid1(); i < len(x) {
		out[i] = 2*x[i] + 1
	}
}
