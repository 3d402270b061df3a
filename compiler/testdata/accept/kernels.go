package accept

import (
	"math"

	"github.com/kernlab/kern"
)

// Saxpy is a grid-stride loop over slices.
//
//kern:kernel
func Saxpy(t *kern.Thread, a float32, x, y []float32) {
	for i := t.Grid1(); i < len(y); i += t.GridSize1() {
		y[i] = a*x[i] + y[i]
	}
}

// RangeSlice ranges over a slice (index and value) and reslices it.
//
//kern:kernel
func RangeSlice(t *kern.Thread, in, out []int64) {
	if t.Grid1() != 0 {
		return
	}
	var s int64
	for i, v := range in[1:] {
		s += v * int64(i)
	}
	for _, v := range in {
		s += v
	}
	out[0] = s
	out[1] = int64(len(in[2:4])) + int64(cap(in[1:]))
}

// BlockSum reduces each block in shared memory with barriers.
//
//kern:kernel
func BlockSum(t *kern.Thread, in, out []float32) {
	s := kern.Shared[[64]float32](t)
	tid := t.ThreadIdx().X
	i := t.Grid1()
	v := float32(0)
	if i < len(in) {
		v = in[i]
	}
	s[tid] = v
	t.SyncThreads()
	for stride := t.BlockDim().X / 2; stride > 0; stride /= 2 {
		if tid < stride {
			s[tid] += s[tid+stride]
		}
		t.Barrier(kern.LocalMemFence)
	}
	if tid == 0 {
		out[t.BlockIdx().X] = s[0]
	}
}

// Histogram counts values with atomics on global memory.
//
//kern:kernel
func Histogram(t *kern.Thread, in []int32, bins []int32) {
	i := t.Grid1()
	if i < len(in) {
		kern.AtomicAdd(&bins[in[i]&7], 1)
	}
}

// AtomicsAll covers every atomic on a shared array and a view.
//
//kern:kernel
func AtomicsAll(t *kern.Thread, out []int64, v kern.Array1[int64]) {
	s := kern.Shared[[4]int64](t)
	tid := int64(t.ThreadIdx().X)
	if tid == 0 {
		s[0], s[1], s[2], s[3] = 0, 1000, -1000, 0
	}
	t.SyncThreads()
	kern.AtomicAdd(&s[0], tid)
	kern.AtomicMin(&s[1], tid)
	kern.AtomicMax(&s[2], tid)
	kern.AtomicSub(v.Ptr(0), 1)
	kern.AtomicExch(v.Ptr(1), 7)
	kern.AtomicCAS(&s[3], 0, 5)
	t.SyncThreads()
	if tid == 0 {
		out[0], out[1], out[2], out[3] = s[0], s[1], s[2], s[3]
	}
}

// AtomicsMore covers the bitwise, wrapping and NaN-as-missing atomics on
// shared and global memory.
//
//kern:kernel
func AtomicsMore(t *kern.Thread, u []uint32, f []float64, w []uint64) {
	s := kern.Shared[[3]uint32](t)
	tid := t.ThreadIdx().X
	if tid == 0 {
		s[0], s[1], s[2] = 0, 0xffff, 4
	}
	t.SyncThreads()
	kern.AtomicOr(&s[0], uint32(1)<<tid)
	kern.AtomicAnd(&s[1], ^(uint32(1) << tid))
	kern.AtomicInc(&s[2], 9)
	kern.AtomicXor(&u[0], uint32(tid*tid))
	kern.AtomicDec(&u[1], 5)
	kern.AtomicDec(&w[0], 1<<40)
	kern.AtomicInc(&w[1], 3)
	v := float64(tid) - 7.5
	if tid%4 == 0 {
		v = math.NaN()
	}
	kern.AtomicNanMax(&f[0], v)
	kern.AtomicNanMin(&f[1], v)
	t.SyncThreads()
	if tid == 0 {
		u[2], u[3], u[4] = s[0], s[1], s[2]
	}
}

// RandDraws draws from a Philox generator per thread.
//
//kern:kernel
func RandDraws(t *kern.Thread, out []float64) {
	i := t.Grid1()
	r := kern.NewRand(7, uint64(i))
	out[2*i] = float64(r.Uint32()) + r.Float64()
	out[2*i+1] = r.NormFloat64()
}

// Votes uses every warp vote on the active lanes.
//
//kern:kernel
func Votes(t *kern.Thread, in []int32, out []uint64) {
	i := t.Grid1()
	m := kern.ActiveMask(t)
	t.SyncWarp(m)
	p := in[i] > 0
	out[4*i] = kern.Ballot(t, m, p)
	out[4*i+1] = kern.MatchAnySync(t, m, in[i]&3)
	out[4*i+2] = kern.LaneMaskLT(t) & m
	var b uint64
	if kern.AllSync(t, m, p) {
		b |= 1
	}
	if kern.AnySync(t, m, p) {
		b |= 2
	}
	out[4*i+3] = b
}

// WarpReduce sums a warp with ShflDown and broadcasts with Shfl.
//
//kern:kernel
func WarpReduce(t *kern.Thread, in, out []float64) {
	i := t.Grid1()
	v := in[i]
	for d := t.WarpSize() / 2; d > 0; d /= 2 {
		v += kern.ShflDown(t, v, d)
	}
	v = kern.Shfl(t, v, 0)
	up := kern.ShflUp(t, in[i], 1)
	x := kern.ShflXor(t, in[i], 1)
	t.WaveBarrier()
	out[i] = v + up*1000 + x*1e6 + float64(t.LaneID())*1e9
}

// SegmentShfl shuffles within segments of 4, 8 and 16 lanes (the width
// shuffles), with lane operands from -2 to 35 that reach outside a
// segment.
//
//kern:kernel
func SegmentShfl(t *kern.Thread, in []float64, arg []int32, out []float64) {
	i := t.Grid1()
	a := int(arg[i])
	out[4*i] = kern.ShflWidth(t, in[i], a, 8)
	out[4*i+1] = kern.ShflUpWidth(t, in[i], a, 16)
	out[4*i+2] = kern.ShflDownWidth(t, in[i], a, 4)
	out[4*i+3] = kern.ShflXorWidth(t, in[i], a, 8)
}

// MaskShfl shuffles with member masks: each 16-lane tile among itself in
// an if and its else, the even lanes only (an if without an else, the odd
// lanes going on to the whole-warp shuffle after it and waiting there),
// and with lane operands from -2 to 35 that reach outside the mask.
//
//kern:kernel
func MaskShfl(t *kern.Thread, in []float64, arg []int32, out []float64) {
	i := t.Grid1()
	a := int(arg[i])
	x := in[i]
	lane := t.LaneID()
	tile := uint64(0xFFFF) << (lane &^ 15)
	if lane&16 == 0 {
		out[4*i] = kern.ShflSync(t, tile, x, a)
	} else {
		out[4*i] = kern.ShflDownSync(t, tile, x, a)
	}
	if lane%2 == 0 {
		x += kern.ShflXorSync(t, 0x5555555555555555, x, a)
	}
	out[4*i+1] = x
	out[4*i+2] = kern.ShflUpSync(t, ^uint64(0), x, a)
	out[4*i+3] = kern.ShflXorSync(t, tile, x, 1)
}

// Transpose reads and writes strided views with a shared tile.
//
//kern:kernel
func Transpose(t *kern.Thread, in, out kern.Array2[float32]) {
	tile := kern.Shared[[8][9]float32](t)
	bx, by := t.BlockIdx().X*8, t.BlockIdx().Y*8
	tx, ty := t.ThreadIdx().X, t.ThreadIdx().Y
	if by+ty < in.Dim(0) && bx+tx < in.Dim(1) {
		tile[ty][tx] = in.At(by+ty, bx+tx)
	}
	t.SyncThreads()
	if bx+ty < out.Dim(0) && by+tx < out.Dim(1) {
		out.Set(bx+ty, by+tx, tile[tx][ty])
	}
}

// View3 covers Array3 and Array1 methods: Shape, Strides, Len, Stride, Dim.
//
//kern:kernel
func View3(t *kern.Thread, a kern.Array3[int32], out kern.Array1[int64]) {
	x, y, z := t.Grid3()
	if x >= a.Dim(0) || y >= a.Dim(1) || z >= a.Dim(2) {
		return
	}
	sh, st := a.Shape(), a.Strides()
	a.Set(x, y, z, a.At(x, y, z)+int32(x*100+y*10+z))
	if x == 0 && y == 0 && z == 0 {
		for k := range 3 {
			out.Set(k, int64(sh[k]*1000+st[k]))
			out.Set(3+k, int64(a.Dim(k)))
		}
		out.Set(6, int64(out.Len()*10+out.Stride()))
	}
}

// GridInfo stores the thread geometry.
//
//kern:kernel
func GridInfo(t *kern.Thread, out []int64) {
	x, y := t.Grid2()
	sx, sy := t.GridSize2()
	gd, bd, bi := t.GridDim(), t.BlockDim(), t.BlockIdx()
	i := y*sx + x
	if i < len(out) {
		out[i] = int64(gd.X + gd.Y*10 + bd.X*100 + bd.Y*1000 + bi.X*10000 + bi.Y*100000 + sy*1000000)
	}
}

func axpyDevice(a float32, x, y []float32, i int) { y[i] += a * x[i] }

// DeviceSlices passes slices to a device function (generic pointers).
//
//kern:kernel
func DeviceSlices(t *kern.Thread, a float32, x, y []float32) {
	i := t.Grid1()
	if i < len(x) {
		axpyDevice(a, x, y, i)
	}
}

func threadIndex(t *kern.Thread) int { return t.Grid1() }

// DeviceThread calls a device function that takes the *kern.Thread.
//
//kern:kernel
func DeviceThread(t *kern.Thread, out []int32) {
	if i := threadIndex(t); i < len(out) {
		out[i] = int32(i * i)
	}
}

// tally adds v to its shared array's running total (thread 0's v, the
// first call after Reset), and returns the total to every thread: every
// call in a block, from any call site or loop iteration, adds to one
// total, as CUDA's static __shared__ in a __device__ function.
func tally(t *kern.Thread, reset bool, v int32) int32 {
	s := kern.Shared[[1]int32](t)
	if t.ThreadIdx().X == 0 {
		if reset {
			s[0] = 0
		}
		s[0] += v
	}
	t.SyncThreads()
	r := s[0]
	t.SyncThreads()
	return r
}

// DeviceShared calls tally once, then in a loop, then through another
// device function with an array of its own, and writes each block's
// totals.
//
//kern:kernel
func DeviceShared(t *kern.Thread, in, out []int32) {
	b := t.BlockIdx().X
	first := tally(t, true, in[b])
	for k := range 3 {
		tally(t, false, int32(k))
	}
	twice := tallyTwice(t, in[b])
	last := tally(t, false, 0)
	if t.ThreadIdx().X == 0 {
		out[3*b], out[3*b+1], out[3*b+2] = first, twice, last
	}
}

// tallyTwice adds 2v through its own shared array and tally.
func tallyTwice(t *kern.Thread, v int32) int32 {
	s := kern.Shared[[2]int32](t)
	if t.ThreadIdx().X < 2 {
		s[t.ThreadIdx().X] = v
	}
	t.SyncThreads()
	tally(t, false, s[0])
	return tally(t, false, s[1])
}

// GenericKernel is a generic kernel.
//
//kern:kernel
func GenericKernel[T kern.Number](t *kern.Thread, x []T, k T) {
	if i := t.Grid1(); i < len(x) {
		x[i] = x[i]*k + T(i)
	}
}

// DynReverse reverses each block's chunk of in through the launch's
// dynamic shared memory, and records the lengths of its int32 and float64
// views (the launch's bytes over the element size).
//
//kern:kernel
func DynReverse(t *kern.Thread, in, out []int32, lens []int64) {
	s := kern.DynShared[int32](t)
	tid := t.ThreadIdx().X
	n := t.BlockDim().X
	if i := t.Grid1(); tid < len(s) && i < len(in) {
		s[tid] = in[i]
	}
	t.SyncThreads()
	r := n - 1 - tid
	if j := t.BlockIdx().X*n + tid; r < len(s) && j < len(out) {
		out[j] = s[r]
	}
	if t.Grid1() == 0 {
		d := kern.DynShared[float64](t)
		lens[0], lens[1], lens[2] = int64(len(s)), int64(cap(s)), int64(len(d))
	}
}

// Gather reads in at the indices idx: out of range in debug mode, the
// index is a checked access that reports its thread.
//
//kern:kernel
func Gather(t *kern.Thread, idx []int32, in, out []float32) {
	if i := t.Grid1(); i < len(out) {
		out[i] = in[idx[i]]
	}
}

// Bounded has launch bounds, with a trailing comment.
//
//kern:kernel maxthreads=256 maxregs=64 // fits a 256-thread block
func Bounded(t *kern.Thread, x []float32) {
	if i := t.Grid1(); i < len(x) {
		x[i] *= 2
	}
}

// Body is a record with padding after its bool.
type Body struct {
	Pos  [3]float32
	Live bool
	M    float64
}

// Records updates a slice of structs field by field and whole, and a
// []bool.
//
//kern:kernel
func Records(t *kern.Thread, bs []Body, live []bool, dt float32) {
	i := t.Grid1()
	if i >= len(bs) {
		return
	}
	b := bs[i]
	b.Pos[0] += dt * float32(b.M)
	bs[i] = b
	bs[i].Live = bs[i].Live && live[i]
	live[i] = !live[i]
}

// AsyncStage stages in through shared memory with asynchronous copies of
// 16 and 4 bytes in two groups, by the block's first eight threads, and
// every thread reads the whole tile after WaitAsync(t, 0) and a barrier,
// from other threads' copies. A block whose arrays are too short returns
// at once (every thread of it).
//
//kern:kernel
func AsyncStage(t *kern.Thread, in, out []float32) {
	s := kern.Shared[[40]float32](t)
	tid := t.ThreadIdx().X
	base := 40 * t.BlockIdx().X
	if base+40 > len(in) || base+40 > len(out) {
		return
	}
	if tid < 8 {
		kern.CopyAsync(t, s[:], 4*tid, in, base+4*tid, 4)
		kern.CommitAsync(t)
		kern.CopyAsync(t, s[:], 32+tid, in, base+32+tid, 1)
		kern.CommitAsync(t)
		kern.WaitAsync(t, 0)
	}
	t.SyncThreads()
	for k := tid; k < len(s); k += t.BlockDim().X {
		out[base+k] = s[(k+4)%len(s)]
	}
}

// AsyncEarly reads where its copies land before the waits that retire
// them: the tile's -1 on the targets that land a group at its wait (the
// interpreter, Sim, CUDA's cp.async), the copied value where a copy is a
// load and a store at the call (CUDA before sm_80, AMD). Each of the
// block's first eight threads copies 4 and 16 bytes in two groups and
// reads its own destinations before any wait (early[3e]) and after
// WaitAsync(t, 1), which retired only the first group (early[3e+1] the
// first copy's, early[3e+2] the second's, -1 still).
//
//kern:kernel
func AsyncEarly(t *kern.Thread, in, early []float32) {
	s := kern.Shared[[40]float32](t)
	tid := t.ThreadIdx().X
	base := 40 * t.BlockIdx().X
	e := 24*t.BlockIdx().X + 3*tid
	if base+40 > len(in) || 24*(t.BlockIdx().X+1) > len(early) || tid >= 8 {
		return
	}
	s[4*tid+1], s[32+tid] = -1, -1
	kern.CopyAsync(t, s[:], 4*tid, in, base+4*tid, 4)
	kern.CommitAsync(t)
	kern.CopyAsync(t, s[:], 32+tid, in, base+32+tid, 1)
	kern.CommitAsync(t)
	early[e] = s[4*tid+1]
	kern.WaitAsync(t, 1)
	early[e+1] = s[4*tid+1]
	early[e+2] = s[32+tid]
	kern.WaitAsync(t, 0)
}

// AnyGather is generic over T any: kern gen compiles the instances the
// package names (anyGathers), a record's and a number's.
//
//kern:kernel
func AnyGather[T any](t *kern.Thread, dst, src []T, idx []int32) {
	if i := t.Grid1(); i < len(dst) {
		dst[i] = src[idx[i]]
	}
}

// AnyZip swaps a pair of slices of two element types, each any.
//
//kern:kernel
func AnyZip[T, U any](t *kern.Thread, a []T, b []U) {
	if i := t.Grid1(); i+1 < len(a) && i%2 == 0 && i+1 < len(b) {
		a[i], a[i+1] = a[i+1], a[i]
		b[i], b[i+1] = b[i+1], b[i]
	}
}

// anyGathers names AnyGather's instances, as a package launching them
// (kern.NewKernel3(AnyGather[Body])) does; gatherAny names one for each
// instance of itself.
var anyGathers = []any{AnyGather[Body], AnyGather[float32], AnyZip[int16, Body], gatherAny[Pair]}

// Pair is an array record.
type Pair [2]uint8

func gatherAny[T any]() any { return AnyGather[T] }

// sumLocal, fillLocal and firstHalf take slices of the caller's local
// array: device functions that index, reslice, measure and pass them on.
func sumLocal(s []float32) float32 {
	var acc float32
	for _, v := range s {
		acc += v
	}
	return acc
}

func fillLocal(s []float32, v float32) {
	for i := range s {
		s[i] = v + float32(i)
	}
}

func firstHalf(s []float32) float32 { return sumLocal(s[:len(s)/2]) }

// scale is a device function generic over its element type, called with
// a slice of a local array of int32.
func scale[T int32 | float64](s []T, k T) {
	for i := range s {
		s[i] *= k
	}
}

// LocalSlices passes slices of local arrays to device functions.
//
//kern:kernel
func LocalSlices(t *kern.Thread, in, out []float32, iout []int32) {
	i := t.Grid1()
	if i >= len(out) {
		return
	}
	var a [8]float32
	fillLocal(a[:], in[i])
	fillLocal(a[6:], 10)
	out[i] = sumLocal(a[:]) + 100*firstHalf(a[1:]) + a[7]
	var b [4]int32
	for k := range b {
		b[k] = int32(i + k)
	}
	scale(b[1:3], -3)
	iout[i] = b[0] + 10*b[1] + 100*b[2] + 1000*b[3]
}
