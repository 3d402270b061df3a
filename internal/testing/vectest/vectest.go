// Package vectest has the kernels of the vector access tests
// (kern.LoadVec and kern.StoreVec; TestEmulatedVec in package kern): each
// moves vectors of one element type between global and shared memory and
// changes every element, so that a lane out of place, a lost sign or a
// packing mistake shows in the result.
package vectest

//go:generate go tool kern gen -fmad=false

import "github.com/kernlab/kern"

// AddMul4 sets z[4i:4i+4] to x+y and w to x·y, four float32 at a time.
//
//kern:kernel
func AddMul4(t *kern.Thread, x, y, z, w []float32) {
	i := 4 * t.Grid1()
	if i+4 > len(x) {
		return
	}
	a, b := kern.LoadVec[[4]float32](x, i), kern.LoadVec[[4]float32](y, i)
	kern.StoreVec(z, i, [4]float32{a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]})
	kern.StoreVec(w, i, [4]float32{a[0] * b[0], a[1] * b[1], a[2] * b[2], a[3] * b[3]})
}

// Swap2 swaps the elements of each pair of x into y: float64 and int32
// pairs (16 and 8 bytes) and int64 pairs.
//
//kern:kernel
func Swap2(t *kern.Thread, x, y []float64, p, q []int32, r, s []int64) {
	i := 2 * t.Grid1()
	if i+2 > len(x) {
		return
	}
	v := kern.LoadVec[[2]float64](x, i)
	kern.StoreVec(y, i, [2]float64{v[1], -v[0]})
	u := kern.LoadVec[[2]int32](p, i)
	kern.StoreVec(q, i, [2]int32{u[1] ^ 0x55, u[0] - 7})
	l := kern.LoadVec[[2]int64](r, i)
	kern.StoreVec(s, i, [2]int64{l[1] >> 3, l[0] + l[1]})
}

// NarrowHalf moves eight Float16 (16 bytes) and four BFloat16 (8 bytes)
// a thread, reversed, negated or made absolute, so that each element's
// place shows.
//
//kern:kernel
func NarrowHalf(t *kern.Thread, h, ho []kern.Float16, g, gout []kern.BFloat16) {
	j := t.Grid1()
	if 8*j+8 > len(h) {
		return
	}
	x := kern.LoadVec[[8]kern.Float16](h, 8*j)
	var y [8]kern.Float16
	for k := range 8 {
		y[k] = kern.HNeg(x[7-k])
	}
	kern.StoreVec(ho, 8*j, y)
	gv := kern.LoadVec[[4]kern.BFloat16](g, 4*j)
	kern.StoreVec(gout, 4*j, [4]kern.BFloat16{gv[3], gv[2], kern.HAbs(gv[1]), gv[0]})
}

// NarrowInt moves eight int8 (8 bytes), sixteen uint8 (16 bytes) and
// four int16 (8 bytes) a thread: negated (int8 -128 stays), shifted,
// reversed, so that each element's place and sign show.
//
//kern:kernel
func NarrowInt(t *kern.Thread, a, ao []int8, b, bo []uint8, c, co []int16) {
	j := t.Grid1()
	if 16*j+16 > len(b) {
		return
	}
	av := kern.LoadVec[[8]int8](a, 8*j)
	var an [8]int8
	for k := range 8 {
		an[k] = -av[k] >> (k % 3)
	}
	kern.StoreVec(ao, 8*j, an)
	bv := kern.LoadVec[[16]uint8](b, 16*j)
	var br [16]uint8
	for k := range 16 {
		br[k] = bv[15-k] + uint8(k)
	}
	kern.StoreVec(bo, 16*j, br)
	cv := kern.LoadVec[[4]int16](c, 4*j)
	kern.StoreVec(co, 4*j, [4]int16{-cv[0], cv[1] >> 1, cv[2] ^ -1, cv[3]})
}

// Staged writes each thread's four floats to a shared tile as one
// vector, and after the barrier reads its right neighbour's (the last
// thread its own), a vector load from shared memory: y[4i:4i+4] =
// x[4(i+1):4(i+1)+4] within each block of 64 threads.
//
//kern:kernel
func Staged(t *kern.Thread, x, y []float32) {
	tile := kern.Shared[[256]float32](t)
	tid := t.ThreadIdx().X
	i := 4 * t.Grid1()
	kern.StoreVec(tile[:], 4*tid, kern.LoadVec[[4]float32](x, i))
	t.SyncThreads()
	n := tid + 1
	if n == t.BlockDim().X {
		n = tid
	}
	kern.StoreVec(y, i, kern.LoadVec[[4]float32](tile[:], 4*n))
}

// At reads the vector of four at x[at] into y[0:4]: at not a multiple of
// four is a misaligned access (a panic on the host, a fault on a GPU).
//
//kern:kernel
func At(t *kern.Thread, x, y []float32, at int) {
	kern.StoreVec(y, 0, kern.LoadVec[[4]float32](x, at))
}

// Copy8 copies x to y eight Float16 at a time: the words a vector load
// unpacks are packed again unchanged, so the copy is a 16-byte load and
// store with no arithmetic between (TestVecCopyPTX).
//
//kern:kernel
func Copy8(t *kern.Thread, x, y []kern.Float16) {
	if i := 8 * t.Grid1(); i+8 <= len(x) {
		kern.StoreVec(y, i, kern.LoadVec[[8]kern.Float16](x, i))
	}
}

// SharedAfter reads a vector of four from a shared array declared after
// one whose size is not a multiple of 16 bytes: each kern.Shared array
// starts 16-byte aligned on every target, so the access is aligned.
//
//kern:kernel
func SharedAfter(t *kern.Thread, in, out []float32) {
	a := kern.Shared[[65]float32](t)
	s := kern.Shared[[8]float32](t)
	tx := t.ThreadIdx().X
	i := t.Grid1()
	a[tx] = 1
	if tx < 8 {
		s[tx] = in[i]
	}
	t.SyncThreads()
	v := kern.LoadVec[[4]float32](s[:], 4*(tx&1))
	out[i] = v[tx&3] + a[tx]
}
