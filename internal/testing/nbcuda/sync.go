package nbcuda

import "github.com/kernlab/kern"

// test_sync.py's and test_sm.py's kernels.

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

// SyncThreadsCount is use_syncthreads_count: every thread gets how many
// threads of the block have a nonzero input.
//
//kern:kernel
func SyncThreadsCount(t *kern.Thread, in, out []int32) {
	i := t.Grid1()
	out[i] = int32(t.SyncThreadsCount(in[i] != 0))
}

// SyncThreadsAnd is use_syncthreads_and: 1 when every thread of the block
// has a nonzero input.
//
//kern:kernel
func SyncThreadsAnd(t *kern.Thread, in, out []int32) {
	i := t.Grid1()
	out[i] = b2i(t.SyncThreadsAnd(in[i] != 0))
}

// SyncThreadsOr is use_syncthreads_or: 1 when some thread of the block
// has a nonzero input.
//
//kern:kernel
func SyncThreadsOr(t *kern.Thread, in, out []int32) {
	i := t.Grid1()
	out[i] = b2i(t.SyncThreadsOr(in[i] != 0))
}

func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// BlockVotes runs the three block votes rounds times in a row (the same
// barrier slots over and over) on blocks of any shape: thread i of block
// b (i its index in the block, x fastest) votes bit r of in[b*size+i] in
// round r and writes the count, and and or to out[3*(rounds*(b*size+i)+r)
// ...]. Threads with i < first or i >= live return first, taking no
// part; those with i >= stay return after round 0.
//
//kern:kernel
func BlockVotes(t *kern.Thread, in, out []int32, rounds, first, live, stay int) {
	x, d := t.ThreadIdx(), t.BlockDim()
	i := x.X + d.X*(x.Y+d.Y*x.Z)
	if i < first || i >= live {
		return
	}
	g := t.BlockIdx().X*d.X*d.Y*d.Z + i
	for r := range rounds {
		if r == 1 && i >= stay {
			return
		}
		p := in[g]>>r&1 != 0
		o := 3 * (rounds*g + r)
		out[o] = int32(t.SyncThreadsCount(p))
		out[o+1] = b2i(t.SyncThreadsAnd(p))
		out[o+2] = b2i(t.SyncThreadsOr(p))
	}
}

// UseThreadFence, UseThreadFenceBlock and UseThreadFenceSystem are
// use_threadfence, _block and _system: ary[0] += 123, the fence, ary[0]
// += 321.
//
//kern:kernel
func UseThreadFence(t *kern.Thread, ary []int32) {
	ary[0] += 123
	t.ThreadFence()
	ary[0] += 321
}

//kern:kernel
func UseThreadFenceBlock(t *kern.Thread, ary []int32) {
	ary[0] += 123
	t.ThreadFenceBlock()
	ary[0] += 321
}

//kern:kernel
func UseThreadFenceSystem(t *kern.Thread, ary []int32) {
	ary[0] += 123
	t.ThreadFenceSystem()
	ary[0] += 321
}

// LastBlockSum is the last-block-done pattern (CUDA's threadFenceReduction
// sample): each block of 128 threads sums its part of x in shared memory,
// thread 0 stores the sum to partial[block], makes it visible with
// ThreadFence and takes a ticket from count; the block that draws the
// last ticket (told to its threads by SyncThreadsOr) adds the partial
// sums into total[0] and resets count for the next launch.
//
//kern:kernel
func LastBlockSum(t *kern.Thread, x, partial []int32, count []uint32, total []int32) {
	sm := kern.Shared[[128]int32](t)
	tid, b, nb := t.ThreadIdx().X, t.BlockIdx().X, t.GridDim().X
	i := t.Grid1()
	sm[tid] = 0
	if i < len(x) {
		sm[tid] = x[i]
	}
	t.SyncThreads()
	for s := 64; s > 0; s >>= 1 {
		if tid < s {
			sm[tid] += sm[tid+s]
		}
		t.SyncThreads()
	}
	last := false
	if tid == 0 {
		partial[b] = sm[0]
		t.ThreadFence()
		last = kern.AtomicAdd(&count[0], 1) == uint32(nb-1)
	}
	if t.SyncThreadsOr(last) && tid == 0 {
		sum := int32(0)
		for k := range nb {
			sum += partial[k]
		}
		total[0] = sum
		count[0] = 0
	}
}
