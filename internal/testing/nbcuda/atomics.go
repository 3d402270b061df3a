// Package nbcuda holds numba-cuda's kernel-language tests
// (numba_cuda/numba/cuda/tests/cudapy) ported to kern: test_atomics.py,
// test_warp_ops.py, test_intrinsics.py and test_sync.py's kernels. The
// tests that run them on every target are the root package's
// emulated_nbcuda_test.go.
package nbcuda

//go:generate go tool kern gen -fmad=false

import "github.com/kernlab/kern"

// The atomic operations a kernel applies, numba's cuda.atomic names.
const (
	OpAdd = iota
	OpSub
	OpMax
	OpMin
	OpNanMax
	OpNanMin
	OpExch
	OpAnd // the rest: unsigned kernels only
	OpOr
	OpXor
	OpInc
	OpDec
)

// Signed is the element types of test_atomics.py's signed and float
// kernels; Unsigned those of its unsigned ones, which also take the
// bitwise operations and inc/dec.
type Signed interface {
	int32 | int64 | float32 | float64
}

type Unsigned interface{ uint32 | uint64 }

// atomicS applies op to *p and v and returns the old value.
func atomicS[T Signed](op int, a []T, i int, v T) T {
	switch op {
	case OpAdd:
		return kern.AtomicAdd(&a[i], v)
	case OpSub:
		return kern.AtomicSub(&a[i], v)
	case OpMax:
		return kern.AtomicMax(&a[i], v)
	case OpMin:
		return kern.AtomicMin(&a[i], v)
	case OpNanMax:
		return kern.AtomicNanMax(&a[i], v)
	case OpNanMin:
		return kern.AtomicNanMin(&a[i], v)
	}
	return kern.AtomicExch(&a[i], v)
}

func atomicU[T Unsigned](op int, a []T, i int, v T) T {
	switch op {
	case OpAdd:
		return kern.AtomicAdd(&a[i], v)
	case OpSub:
		return kern.AtomicSub(&a[i], v)
	case OpMax:
		return kern.AtomicMax(&a[i], v)
	case OpMin:
		return kern.AtomicMin(&a[i], v)
	case OpNanMax:
		return kern.AtomicNanMax(&a[i], v)
	case OpNanMin:
		return kern.AtomicNanMin(&a[i], v)
	case OpAnd:
		return kern.AtomicAnd(&a[i], v)
	case OpOr:
		return kern.AtomicOr(&a[i], v)
	case OpXor:
		return kern.AtomicXor(&a[i], v)
	case OpInc:
		return kern.AtomicInc(&a[i], v)
	case OpDec:
		return kern.AtomicDec(&a[i], v)
	}
	return kern.AtomicExch(&a[i], v)
}

// Atomic1SharedS is atomic_binary_1dim_shared(2): each of the 32 threads
// starts sm[tid] at init (or ary[tid] when fromAry), applies op with v at
// sm[idx[tid] mod 32] (Python's mod: never negative, numba's _wrap
// cases' negative index), keeps the old value in olds[tid], and copies
// sm back to ary.
//
//kern:kernel
func Atomic1SharedS[T Signed](t *kern.Thread, ary, olds []T, idx []int64, op int, v, init T, fromAry bool) {
	sm := kern.Shared[[32]T](t)
	tid := t.ThreadIdx().X
	if fromAry {
		sm[tid] = ary[tid]
	} else {
		sm[tid] = init
	}
	t.SyncThreads()
	bin := int(idx[tid] % 32)
	if bin < 0 {
		bin += 32
	}
	olds[tid] = atomicS(op, sm[:], bin, v)
	t.SyncThreads()
	ary[tid] = sm[tid]
}

// Atomic1SharedU is Atomic1SharedS for the unsigned types.
//
//kern:kernel
func Atomic1SharedU[T Unsigned](t *kern.Thread, ary, olds []T, idx []int64, op int, v, init T, fromAry bool) {
	sm := kern.Shared[[32]T](t)
	tid := t.ThreadIdx().X
	if fromAry {
		sm[tid] = ary[tid]
	} else {
		sm[tid] = init
	}
	t.SyncThreads()
	bin := int(idx[tid] % 32)
	if bin < 0 {
		bin += 32
	}
	olds[tid] = atomicU(op, sm[:], bin, v)
	t.SyncThreads()
	ary[tid] = sm[tid]
}

// Atomic1GlobalS is atomic_binary_1dim_global: op with v at
// ary[idx[tid] mod len(ary)], the old value to olds[tid].
//
//kern:kernel
func Atomic1GlobalS[T Signed](t *kern.Thread, ary, olds []T, idx []int64, op int, v T) {
	tid := t.ThreadIdx().X
	bin := int(idx[tid] % int64(len(ary)))
	if bin < 0 {
		bin += len(ary)
	}
	olds[tid] = atomicS(op, ary, bin, v)
}

// Atomic1GlobalU is Atomic1GlobalS for the unsigned types.
//
//kern:kernel
func Atomic1GlobalU[T Unsigned](t *kern.Thread, ary, olds []T, idx []int64, op int, v T) {
	tid := t.ThreadIdx().X
	bin := int(idx[tid] % int64(len(ary)))
	if bin < 0 {
		bin += len(ary)
	}
	olds[tid] = atomicU(op, ary, bin, v)
}

// Atomic2SharedS is atomic_binary_2dim_shared on a (4, 8) block: ary
// into a [4][8] shared array, op with v at (tx, uint64(ty)) (numba's
// atomic_cast_to_uint64 index), olds and the array back out.
//
//kern:kernel
func Atomic2SharedS[T Signed](t *kern.Thread, ary, olds kern.Array2[T], op int, v T) {
	sm := kern.Shared[[4][8]T](t)
	tx, ty := t.ThreadIdx().X, t.ThreadIdx().Y
	sm[tx][ty] = ary.At(tx, ty)
	t.SyncThreads()
	olds.Set(tx, ty, atomicS(op, sm[tx][:], int(uint64(ty)), v))
	t.SyncThreads()
	ary.Set(tx, ty, sm[tx][ty])
}

// Atomic2SharedU is Atomic2SharedS for the unsigned types.
//
//kern:kernel
func Atomic2SharedU[T Unsigned](t *kern.Thread, ary, olds kern.Array2[T], op int, v T) {
	sm := kern.Shared[[4][8]T](t)
	tx, ty := t.ThreadIdx().X, t.ThreadIdx().Y
	sm[tx][ty] = ary.At(tx, ty)
	t.SyncThreads()
	olds.Set(tx, ty, atomicU(op, sm[tx][:], int(uint64(ty)), v))
	t.SyncThreads()
	ary.Set(tx, ty, sm[tx][ty])
}

// Atomic2GlobalS is atomic_binary_2dim_global: op with v at ary(tx, ty)
// through the view's pointer.
//
//kern:kernel
func Atomic2GlobalS[T Signed](t *kern.Thread, ary, olds kern.Array2[T], op int, v T) {
	tx, ty := t.ThreadIdx().X, t.ThreadIdx().Y
	p := ary.Ptr(tx, ty)
	var old T
	switch op {
	case OpAdd:
		old = kern.AtomicAdd(p, v)
	case OpSub:
		old = kern.AtomicSub(p, v)
	case OpMax:
		old = kern.AtomicMax(p, v)
	case OpMin:
		old = kern.AtomicMin(p, v)
	default:
		old = kern.AtomicExch(p, v)
	}
	olds.Set(tx, ty, old)
}

// Atomic2GlobalU is Atomic2GlobalS for the unsigned types, with the
// bitwise operations and inc/dec.
//
//kern:kernel
func Atomic2GlobalU[T Unsigned](t *kern.Thread, ary, olds kern.Array2[T], op int, v T) {
	tx, ty := t.ThreadIdx().X, t.ThreadIdx().Y
	p := ary.Ptr(tx, ty)
	var old T
	switch op {
	case OpAdd:
		old = kern.AtomicAdd(p, v)
	case OpAnd:
		old = kern.AtomicAnd(p, v)
	case OpOr:
		old = kern.AtomicOr(p, v)
	case OpXor:
		old = kern.AtomicXor(p, v)
	case OpInc:
		old = kern.AtomicInc(p, v)
	case OpDec:
		old = kern.AtomicDec(p, v)
	default:
		old = kern.AtomicExch(p, v)
	}
	olds.Set(tx, ty, old)
}

// Atomic3Global is a 3-D case numba's 2-D ones extend to: thread (x, y,
// z) adds v at ary(z, y, x) of a view, and at the same element of a
// [2][3][4] shared array that starts as ary, which ends in shd.
//
//kern:kernel
func Atomic3Global[T Signed](t *kern.Thread, ary, shd kern.Array3[T], v T) {
	sm := kern.Shared[[2][3][4]T](t)
	x, y, z := t.ThreadIdx().X, t.ThreadIdx().Y, t.ThreadIdx().Z
	sm[z][y][x] = ary.At(z, y, x)
	t.SyncThreads()
	kern.AtomicAdd(ary.Ptr(z, y, x), v)
	kern.AtomicAdd(&sm[z][y][x], v)
	kern.AtomicAdd(&sm[1-z][2-y][3-x], v)
	t.SyncThreads()
	shd.Set(z, y, x, sm[z][y][x])
}

// AtomicExtremeS is gen_atomic_extreme_funcs' atomic: every thread of a
// 32×32 launch folds vals(tx, bx) into res[0] with op (max, min, nanmax
// or nanmin); AtomicExtremeSharedS is its atomic_double_shared: a block
// folds vals[tid] in shared memory and thread 0 writes the result.
//
//kern:kernel
func AtomicExtremeS[T Signed](t *kern.Thread, res []T, vals kern.Array2[T], op int) {
	tx, bx := t.ThreadIdx().X, t.BlockIdx().X
	atomicS(op, res, 0, vals.At(tx, int(uint64(bx))))
}

//kern:kernel
func AtomicExtremeU[T Unsigned](t *kern.Thread, res []T, vals kern.Array2[T], op int) {
	tx, bx := t.ThreadIdx().X, t.BlockIdx().X
	atomicU(op, res, 0, vals.At(tx, bx))
}

//kern:kernel
func AtomicExtremeSharedS[T Signed](t *kern.Thread, res, vals []T, op int) {
	smary := kern.Shared[[32]T](t)
	smres := kern.Shared[[1]T](t)
	tid := t.ThreadIdx().X
	smary[tid] = vals[tid]
	if tid == 0 {
		smres[0] = res[0]
	}
	t.SyncThreads()
	atomicS(op, smres[:], 0, smary[tid])
	t.SyncThreads()
	if tid == 0 {
		res[0] = smres[0]
	}
}

// AtomicReturnsOld is the returns-old kernels: x[1] = op(x, 0, v).
//
//kern:kernel
func AtomicReturnsOld(t *kern.Thread, x []float32, op int, v float32) {
	x[1] = atomicS(op, x, 0, v)
}

// AtomicCAS1 is atomic_compare_and_swap and atomic_cas_1dim:
// old[gid] = compare_and_swap(res[gid], fill, ary[gid]).
//
//kern:kernel
func AtomicCAS1[T int32 | int64 | uint32 | uint64](t *kern.Thread, res, old, ary []T, fill T) {
	gid := t.Grid1()
	if gid < len(res) {
		old[gid] = kern.AtomicCAS(&res[gid], fill, ary[gid])
	}
}

// AtomicCAS2 is atomic_cas_2dim over a 2-D grid.
//
//kern:kernel
func AtomicCAS2[T int32 | int64 | uint32 | uint64](t *kern.Thread, res, old, ary kern.Array2[T], fill T) {
	x, y := t.Grid2()
	if x < res.Dim(0) && y < res.Dim(1) {
		old.Set(x, y, kern.AtomicCAS(res.Ptr(x, y), fill, ary.At(x, y)))
	}
}

// Narrow is the 8- and 16-bit types, whose atomics are a compare-and-swap
// loop on the 32-bit word that holds them.
type Narrow interface{ int8 | uint8 | int16 | uint16 }

// AtomicNarrow extends test_atomics.py's atomic_binary_1dim_shared and
// _global to the narrow types: thread tid applies op with v at element
// idx[tid] of a global array and of a [64]T shared one starting as g,
// whose neighbours in the same word other threads update at the same
// time; the old values go to olds and oldsSh, the shared array to sh.
//
//kern:kernel
func AtomicNarrow[T Narrow](t *kern.Thread, g, sh, olds, oldsSh []T, idx []int32, op int, v T) {
	sm := kern.Shared[[64]T](t)
	tid := t.ThreadIdx().X
	if tid < 64 {
		sm[tid] = g[tid]
	}
	t.SyncThreads()
	k := int(idx[tid])
	var o, os T
	switch op {
	case OpAdd:
		o, os = kern.AtomicAdd(&g[k], v), kern.AtomicAdd(&sm[k], v)
	case OpSub:
		o, os = kern.AtomicSub(&g[k], v), kern.AtomicSub(&sm[k], v)
	case OpMax:
		o, os = kern.AtomicMax(&g[k], v), kern.AtomicMax(&sm[k], v)
	case OpMin:
		o, os = kern.AtomicMin(&g[k], v), kern.AtomicMin(&sm[k], v)
	case OpAnd:
		o, os = kern.AtomicAnd(&g[k], v), kern.AtomicAnd(&sm[k], v)
	case OpOr:
		o, os = kern.AtomicOr(&g[k], v), kern.AtomicOr(&sm[k], v)
	case OpXor:
		o, os = kern.AtomicXor(&g[k], v), kern.AtomicXor(&sm[k], v)
	default:
		o, os = kern.AtomicExch(&g[k], v), kern.AtomicExch(&sm[k], v)
	}
	olds[tid], oldsSh[tid] = o, os
	t.SyncThreads()
	if tid < 64 {
		sh[tid] = sm[tid]
	}
}

// AtomicHalf is AtomicAdd, AtomicExch and AtomicCAS on the 16-bit
// floats: thread tid adds v at g[idx[tid]] (the old value to olds), and
// thread 0 exchanges g[64] for v and compare-and-swaps g[65] from its
// value to v.
//
//kern:kernel
func AtomicHalf[T kern.Half](t *kern.Thread, g, olds []T, idx []int32, v T) {
	tid := t.ThreadIdx().X
	olds[tid] = kern.AtomicAdd(&g[idx[tid]], v)
	if tid == 0 {
		kern.AtomicExch(&g[64], v)
		kern.AtomicCAS(&g[65], g[65], v)
	}
}
