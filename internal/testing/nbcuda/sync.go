package nbcuda

import "github.com/kernlab/kern"

// test_sync.py's and test_sm.py's kernels. kern has no syncthreads_count,
// _and or _or and no threadfence (see the tests' file comment).

// UselessSync is useless_syncthreads, useless_syncwarp and
// useless_syncwarp_with_mask (which: 0, 1, 2): a barrier, then ary[i] = i.
//
//kern:kernel
func UselessSync(t *kern.Thread, ary []int32, which int) {
	i := t.Grid1()
	switch which {
	case 0:
		t.SyncThreads()
	case 1:
		t.SyncWarp(^uint64(0))
	default:
		t.SyncWarp(0xFFFF)
	}
	ary[i] = int32(i)
}

// CoopSyncWarp is coop_syncwarp: one warp sums 0..31 in shared memory,
// halving with syncwarp over the shrinking masks.
//
//kern:kernel
func CoopSyncWarp(t *kern.Thread, res []int32) {
	sm := kern.Shared[[32]int32](t)
	i := t.Grid1()
	sm[i] = int32(i)
	t.SyncWarp(^uint64(0))
	if i < 16 {
		sm[i] = sm[i] + sm[i+16]
		t.SyncWarp(0xFFFF)
	}
	if i < 8 {
		sm[i] = sm[i] + sm[i+8]
		t.SyncWarp(0xFF)
	}
	if i < 4 {
		sm[i] = sm[i] + sm[i+4]
		t.SyncWarp(0xF)
	}
	if i < 2 {
		sm[i] = sm[i] + sm[i+2]
		t.SyncWarp(0x3)
	}
	if i == 0 {
		res[0] = sm[0] + sm[1]
	}
}

// SimpleSmem is simple_smem: thread 0 fills a shared [100]int32, every
// thread reads its element after the barrier.
//
//kern:kernel
func SimpleSmem(t *kern.Thread, ary []int32) {
	sm := kern.Shared[[100]int32](t)
	i := t.Grid1()
	if i == 0 {
		for j := range sm {
			sm[j] = int32(j)
		}
	}
	t.SyncThreads()
	ary[i] = sm[i]
}

// CoopSmem2D is coop_smem2d: a shared [10][20]float32 of (i+1)/(j+1)
// (Python's true division, in float64, stored as float32).
//
//kern:kernel
func CoopSmem2D(t *kern.Thread, ary kern.Array2[float32]) {
	i, j := t.Grid2()
	sm := kern.Shared[[10][20]float32](t)
	sm[i][j] = float32(float64(i+1) / float64(j+1))
	t.SyncThreads()
	ary.Set(i, j, sm[i][j])
}

// DynSharedMemory is dyn_shared_memory: dynamic shared float32s.
//
//kern:kernel
func DynSharedMemory(t *kern.Thread, ary []float32) {
	i := t.Grid1()
	sm := kern.DynShared[float32](t)
	sm[i] = float32(i * 2)
	t.SyncThreads()
	ary[i] = sm[i]
}

// DynSharedSlices is test_dynshared_slice_write, _read, _diff_sizes,
// _overlap and _gaps in one thread: slices of the dynamic shared memory
// alias it and each other where they overlap, and writes through one stay
// inside it. x gets 13 values.
//
//kern:kernel
func DynSharedSlices(t *kern.Thread, x []int32) {
	dyn := kern.DynShared[int32](t)
	for k := range 8 {
		dyn[k] = 0
	}
	// write
	sm1, sm2 := dyn[0:1], dyn[1:2]
	sm1[0] = 1
	sm2[0] = 2
	x[0], x[1] = dyn[0], dyn[1]
	// overlap (read)
	dyn[0], dyn[1], dyn[2], dyn[3] = 1, 2, 3, 4
	o1, o2 := dyn[0:2], dyn[1:4]
	x[2], x[3], x[4], x[5], x[6] = o1[0], o1[1], o2[0], o2[1], o2[2]
	// gaps: writes to dyn[1:3] and dyn[4:6] leave 0, 3 and 6, 7 alone
	for k := range 8 {
		dyn[k] = 0
	}
	g1, g2 := dyn[1:3], dyn[4:6]
	g1[0], g1[1] = 99, 99
	g2[0], g2[1] = 99, 99
	x[7], x[8], x[9], x[10] = dyn[0], dyn[3], dyn[6], dyn[7]
	x[11], x[12] = int32(len(g1)), int32(cap(g2))
}

// SmChunkCopy is use_sm_chunk_copy: a block of 16 loads its chunk of x
// into shared memory, and thread 0 writes the chunk to y.
//
//kern:kernel
func SmChunkCopy[T int8 | uint16 | int64 | float64 | complex128 | kern.Float16](t *kern.Thread, x, y []T) {
	sm := kern.Shared[[16]T](t)
	tx, bx, bd := t.ThreadIdx().X, t.BlockIdx().X, t.BlockDim().X
	i := bx*bd + tx
	if i < len(x) {
		sm[tx] = x[i]
	}
	t.SyncThreads()
	if tx == 0 {
		for j := range 16 {
			y[bd*bx+j] = sm[j]
		}
	}
}

// SharedAlign is test_issue_2393: a shared float64 array after an int8
// one must be 8-byte aligned. Each of 48 blocks (one thread) fills and
// sums. (test_issue_953's shared array in a device function: devshared.)
//
//kern:kernel
func SharedAlign(t *kern.Thread, costs []float64) {
	small := kern.Shared[[3]int8](t)
	feats := kern.Shared[[4][2]float64](t)
	initial := kern.Shared[[7]float64](t)
	b := t.BlockIdx().X
	small[0] = int8(b)
	for k := range 7 {
		initial[k] = float64(k + b)
	}
	pred := 0.0
	for j := range 2 {
		feats[0][j] = float64(j) + 0.5
		pred += feats[0][j]
	}
	costs[b] = initial[6] + pred + float64(small[0])
}

// Rec is test_sm's recordwith2darray: an int32 and a (3, 2) float32 array.
type Rec struct {
	I int32
	J [3][2]float32
}

// SmChunkCopyRec is SmChunkCopy for Rec (test_shared_recarray) through a
// shared [16]Rec; a launch passes slices of numbers only (K038), so the
// records come and go as their fields: xi, yi the I's and xj, yj six
// float32s a record.
//
//kern:kernel
func SmChunkCopyRec(t *kern.Thread, xi, yi []int32, xj, yj []float32) {
	sm := kern.Shared[[16]Rec](t)
	tx, bx, bd := t.ThreadIdx().X, t.BlockIdx().X, t.BlockDim().X
	i := bx*bd + tx
	if i < len(xi) {
		sm[tx].I = xi[i]
		for k := range 6 {
			sm[tx].J[k/2][k%2] = xj[6*i+k]
		}
	}
	t.SyncThreads()
	if tx == 0 {
		for j := range 16 {
			r := sm[j]
			yi[bd*bx+j] = r.I
			for k := range 6 {
				yj[6*(bd*bx+j)+k] = r.J[k/2][k%2]
			}
		}
	}
}

// SmChunkCopyBool is SmChunkCopy for bool (test_shared_bool) through a
// shared [16]bool, the values coming and going as uint8 0 and 1 (K038).
//
//kern:kernel
func SmChunkCopyBool(t *kern.Thread, x, y []uint8) {
	sm := kern.Shared[[16]bool](t)
	tx, bx, bd := t.ThreadIdx().X, t.BlockIdx().X, t.BlockDim().X
	i := bx*bd + tx
	if i < len(x) {
		sm[tx] = x[i] != 0
	}
	t.SyncThreads()
	if tx == 0 {
		for j := range 16 {
			v := uint8(0)
			if sm[j] {
				v = 1
			}
			y[bd*bx+j] = v
		}
	}
}
