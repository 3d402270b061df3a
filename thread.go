package kern

import (
	"reflect"
	"runtime"
	"unsafe"

	"fmt"
	"io"
	"os"
	"strings"

	"github.com/kernlab/kern/internal/kprint"
	"github.com/kernlab/kern/internal/mma"
	"github.com/kernlab/kern/internal/simt"
)

// Thread is a kernel's first parameter: func K(t *kern.Thread, ...). It
// gives the thread its position in the grid and the block-level operations
// (barriers, shuffles, shared memory). On the GPU the compiler replaces every
// method with the matching special register or instruction.
type Thread struct {
	st simt.Thread
}

// threadOf views the engine's per-thread state as a *Thread without copying:
// Thread is a struct whose only field is a simt.Thread.
func threadOf(st *simt.Thread) *Thread { return (*Thread)(unsafe.Pointer(st)) }

func dim(d simt.Dim3) Dim3 { return Dim3(d) }

// ThreadIdx is the thread's index in its block: cuda.threadIdx, roc get_local_id.
func (t *Thread) ThreadIdx() Dim3 { return dim(t.st.ThreadIdx) }

// BlockIdx is the block's index in the grid: cuda.blockIdx, roc get_group_id.
func (t *Thread) BlockIdx() Dim3 { return dim(t.st.BlockIdx) }

// BlockDim is the block's extent: cuda.blockDim, roc get_local_size.
func (t *Thread) BlockDim() Dim3 { return dim(t.st.BlockDim) }

// GridDim is the grid's extent in blocks: cuda.gridDim, roc get_num_groups.
func (t *Thread) GridDim() Dim3 { return dim(t.st.GridDim) }

// Grid1 is the absolute thread index in x: cuda.grid(1).
func (t *Thread) Grid1() int {
	return t.st.BlockIdx.X*t.st.BlockDim.X + t.st.ThreadIdx.X
}

// Grid2 is the absolute thread index in x and y: cuda.grid(2).
func (t *Thread) Grid2() (x, y int) {
	return t.st.BlockIdx.X*t.st.BlockDim.X + t.st.ThreadIdx.X,
		t.st.BlockIdx.Y*t.st.BlockDim.Y + t.st.ThreadIdx.Y
}

// Grid3 is the absolute thread index in x, y and z: cuda.grid(3).
func (t *Thread) Grid3() (x, y, z int) {
	return t.st.BlockIdx.X*t.st.BlockDim.X + t.st.ThreadIdx.X,
		t.st.BlockIdx.Y*t.st.BlockDim.Y + t.st.ThreadIdx.Y,
		t.st.BlockIdx.Z*t.st.BlockDim.Z + t.st.ThreadIdx.Z
}

// GridSize1 is the number of threads in the grid in x: cuda.gridsize(1).
func (t *Thread) GridSize1() int { return t.st.GridDim.X * t.st.BlockDim.X }

// GridSize2 is the grid's extent in threads in x and y.
func (t *Thread) GridSize2() (x, y int) {
	return t.st.GridDim.X * t.st.BlockDim.X, t.st.GridDim.Y * t.st.BlockDim.Y
}

// GridSize3 is the grid's extent in threads in x, y and z.
func (t *Thread) GridSize3() (x, y, z int) {
	return t.st.GridDim.X * t.st.BlockDim.X, t.st.GridDim.Y * t.st.BlockDim.Y, t.st.GridDim.Z * t.st.BlockDim.Z
}

// LaneID is the thread's lane in its warp (its linear index in the block
// modulo WarpSize).
func (t *Thread) LaneID() int { return t.st.Lane() }

// WarpSize is 32 on NVIDIA and in the simulator; 64 or 32 on AMD.
func (t *Thread) WarpSize() int { return simt.WarpSize }

// SyncThreads waits until every thread of the block has reached it, and
// orders their shared and global memory accesses: cuda.syncthreads.
func (t *Thread) SyncThreads() { t.st.SyncThreads() }

// SyncThreadsCount is SyncThreads that also counts the block's threads
// whose pred is true: cuda.syncthreads_count, __syncthreads_count. Every
// thread of the block that has not returned takes part and gets the same
// count.
func (t *Thread) SyncThreadsCount(pred bool) int {
	return t.st.SyncThreadsReduce(simt.ReducePopc, pred)
}

// SyncThreadsAnd is SyncThreads that also reports whether pred is true on
// every thread of the block that has not returned: cuda.syncthreads_and,
// __syncthreads_and.
func (t *Thread) SyncThreadsAnd(pred bool) bool {
	return t.st.SyncThreadsReduce(simt.ReduceAnd, pred) != 0
}

// SyncThreadsOr is SyncThreads that also reports whether pred is true on
// some thread of the block that has not returned: cuda.syncthreads_or,
// __syncthreads_or.
func (t *Thread) SyncThreadsOr(pred bool) bool {
	return t.st.SyncThreadsReduce(simt.ReduceOr, pred) != 0
}

// ThreadFence orders the thread's memory accesses as every thread of the
// device sees them: a write before it is seen before a write after it, by
// any thread that sees the second (cuda.threadfence, __threadfence). With
// an atomic flag or counter it publishes a result to other blocks, as in
// the last-block-done pattern. It waits for no other thread. On the CPU
// targets it is a sequentially consistent sync/atomic operation, which
// the Go memory model orders every access around.
func (t *Thread) ThreadFence() { t.st.Fence() }

// ThreadFenceBlock is ThreadFence for the threads of the block:
// cuda.threadfence_block, __threadfence_block.
func (t *Thread) ThreadFenceBlock() { t.st.Fence() }

// ThreadFenceSystem is ThreadFence for the host and other devices too:
// cuda.threadfence_system, __threadfence_system.
func (t *Thread) ThreadFenceSystem() { t.st.Fence() }

// GridSync waits until every thread of the grid has reached it, and makes
// the writes before it visible to every thread after it (CUDA's
// this_grid().sync()). The kernel must be launched with
// CooperativeLaunch; without it the call fails the launch.
func (t *Thread) GridSync() { t.st.GridSync() }

// Barrier is SyncThreads with the memory scope ROC names:
// roc.barrier(roc.CLK_LOCAL_MEM_FENCE) and so on.
func (t *Thread) Barrier(scope Fence) { t.st.SyncThreads() }

// WaveBarrier waits for the lanes of the thread's warp (wavefront):
// roc.wavebarrier, __syncwarp.
func (t *Thread) WaveBarrier() { t.st.SyncWarp() }

// Shared returns the block-shared array of type A that this call declares.
// A is a Go array type, e.g. kern.Shared[[16][16]float32](t). As a CUDA
// __shared__ declaration, each call (its source line) is one array per
// block: every thread of the block sees it, and so does every call of a
// device function that declares one, from any call site or loop
// iteration. Call it in the body of a kernel or device function, outside
// its loops and conditionals, one to a line (as the GPU compiler
// requires); a device function that calls it may be called anywhere.
// A block's shared arrays and its dynamic shared memory (SharedMem) must
// fit the device's SharedMemPerBlock (48 KiB on the host device), each
// declaration counted once: the sim target stops the launch at the Shared
// call that passes it, a GPU launch is refused before it starts, both
// with a *driver.SharedMemoryError.
func Shared[A any](t *Thread) *A {
	// The declaration is the caller's frame: the array is looked up by
	// it. The size comes from the type: nothing of A's size is allocated
	// before the limit is checked.
	var pc [1]uintptr
	runtime.Callers(2, pc[:])
	// Declarations are told apart by layout, so the array may have been
	// made by an instance whose A is another type laid out alike (a named
	// float32 and float32): the memory is the same either way.
	a := t.st.Shared(pc[0], reflect.TypeFor[A](), func() any { return new(A) })
	return (*A)(reflect.ValueOf(a).UnsafePointer())
}

// DynShared returns the launch's dynamic shared memory as a []T of the
// largest length that fits (the launch's shared-memory option, in bytes).
// A launch without kern.SharedMem(bytes) has none: the slice is empty, and
// indexing it is an index out of range on the CPU targets and an
// out-of-bounds shared access on a GPU (CUDA's extern __shared__ with no
// size at launch).
func DynShared[T Number](t *Thread) []T {
	p := t.st.DynShared()
	if p == nil {
		return nil
	}
	var z T
	return unsafe.Slice((*T)(p), t.st.DynSharedBytes()/int(unsafe.Sizeof(z)))
}

// Clocks, as numba.cuda's clock64 (CUDA's clock64()) and nanosleep.

// Clock64 reads a monotonic counter, for timing a stretch of a kernel:
// subtract two readings of one thread. On CUDA it is %clock64, the
// multiprocessor's cycle counter; on ROC s_memtime, the shader clock;
// neither is comparable across multiprocessors or devices, nor counts
// nanoseconds. The CPU targets (Sim) and the emulated devices count
// nanoseconds of the monotonic clock since the launch started.
func Clock64(t *Thread) int64 { return t.st.Clock() }

// Nanosleep suspends the calling thread for about ns nanoseconds, as
// CUDA's __nanosleep (PTX nanosleep.u32, sm_70): the hardware sleeps
// anywhere in [0, 2·ns], at most about a millisecond, so use it to back
// off in a spin loop, not to time anything. ROC sleeps with s_sleep until
// s_memrealtime (100 MHz) has advanced ns. The CPU targets sleep as
// time.Sleep does; the emulated CUDA device returns at once (which PTX
// allows), the emulated ROC device runs the s_memrealtime loop.
func Nanosleep(t *Thread, ns uint32) { t.st.Sleep(ns) }

// Asynchronous copies from global to shared memory, as CUDA's cp.async
// (__pipeline_memcpy_async, __pipeline_commit, __pipeline_wait_prior):
// a thread starts copies of tiles into shared memory, groups them, and
// computes on the previous tile while they travel, without holding the
// data in registers on the way.
//
//	kern.CopyAsync(t, tile[:], 4*tid, a, 4*i, 4) // 16 bytes
//	kern.CommitAsync(t)                         // closes the group
//	… compute on the other buffer …
//	kern.WaitAsync(t, 0)                        // this thread's copies have landed
//	t.SyncThreads()                             // and now every thread's have
//
// A thread's copies land in its own view of shared memory at WaitAsync;
// other threads see them only after a barrier that follows it, as in
// CUDA. Until then the destination holds stale data: the simulator (and
// the emulated CUDA device) performs a group's copies at the WaitAsync
// that retires it, so a kernel that reads too early reads the old values
// there as well. CUDA sm_80 and newer issue cp.async (.cg for 16 bytes,
// bypassing L1; .ca for 4 and 8); older CUDA targets and AMD (LLVM 15 has
// no asynchronous global-to-LDS copy for gfx90a, gfx1030 or gfx1100)
// load and store at the call, and CommitAsync and WaitAsync are then no-ops.

// CopyAsync starts copying src[srcOff:srcOff+n] to dst[dstOff:dstOff+n]:
// n·sizeof(T) is 4, 8 or 16 bytes and n a constant; dst is shared memory
// (a kern.Shared array's slice or DynShared) and src global memory (a
// kernel parameter). Both offsets are multiples of n, and both slices
// start at a multiple of the copy's size in their allocation (device
// arrays, kern.Shared arrays and DynShared start at 256, 16 and 16
// bytes), so each address is aligned to the copy's size. A constant offset
// that is not a multiple of n is refused by kern gen (K033), a variable one
// panics on the CPU targets and, built with kern gen -debug, traps on a
// GPU, naming the call, as does an index out of range. kern gen refuses a
// destination it can show is not shared memory (K033), and the CPU
// targets panic for one outside the block's shared memory or not at a
// multiple of the copy's size from its shared array's start.
func CopyAsync[T VecElem](t *Thread, dst []T, dstOff int, src []T, srcOff int, n int) {
	var zero T
	bytes := n * int(unsafe.Sizeof(zero))
	if bytes != 4 && bytes != 8 && bytes != 16 {
		panic(fmt.Sprintf("kern.CopyAsync of %d elements of %d bytes: a copy moves 4, 8 or 16 bytes", n, unsafe.Sizeof(zero)))
	}
	if dstOff%n != 0 || srcOff%n != 0 {
		panic(fmt.Sprintf("kern.CopyAsync: offsets %d and %d are not multiples of %d (a %d-byte copy is aligned to its size)", dstOff, srcOff, n, bytes))
	}
	_, _ = dst[dstOff+n-1], src[srcOff+n-1] // the index panic before anything moves
	t.st.CopyAsync(unsafe.Pointer(&dst[dstOff]), unsafe.Pointer(&src[srcOff]), bytes)
}

// CommitAsync closes the thread's current group of copies (CopyAsync
// since the last CommitAsync), which WaitAsync then counts as one.
func CommitAsync(t *Thread) { t.st.CommitAsync() }

// WaitAsync waits until at most n of the thread's committed groups are
// still in flight, the newest ones: WaitAsync(t, 0) waits for all of them,
// WaitAsync(t, 1) for all but the last (double buffering). n is a
// constant (PTX's cp.async.wait_group takes an immediate). Copies not yet
// committed are not waited for. Follow it with t.SyncThreads before other
// threads read what the copies wrote.
func WaitAsync(t *Thread, n int) {
	if n < 0 {
		panic(fmt.Sprintf("kern.WaitAsync(t, %d): the count of groups left in flight is not negative", n))
	}
	t.st.WaitAsync(n)
}

// toBits and fromBits move a value of any Number or Half type through the 64-bit
// shuffle slot without changing its bits.
func toBits[T Number | Half](v T) uint64 {
	var u uint64
	*(*T)(unsafe.Pointer(&u)) = v
	return u
}

func fromBits[T Number | Half](u uint64) T { return *(*T)(unsafe.Pointer(&u)) }

// shuffle moves v of any element type through the simulator's 64-bit
// shuffle slot: a complex128 as two shuffles of its halves, as the GPU
// code moves any value wider than a register.
func shuffle[T Element](t *Thread, mode int, v T, arg, width int) T {
	if unsafe.Sizeof(v) == 16 {
		h := (*[2]uint64)(unsafe.Pointer(&v))
		r := [2]uint64{t.st.Shuffle(mode, h[0], arg, width), t.st.Shuffle(mode, h[1], arg, width)}
		return *(*T)(unsafe.Pointer(&r))
	}
	var u uint64
	*(*T)(unsafe.Pointer(&u)) = v
	u = t.st.Shuffle(mode, u, arg, width)
	return *(*T)(unsafe.Pointer(&u))
}

// Shuffles move a value of any element type: the numbers, complex64 and
// complex128 (as two shuffles of its parts), Float16, BFloat16 and the FP8
// types (as their bits).

// ShflDown returns v from lane LaneID()+delta of the warp, or the thread's
// own v when that lane is outside the warp: __shfl_down_sync(0xffffffff, ...).
// Every lane of the warp must call it. Deltas are unsigned, as CUDA's: a
// negative one returns the thread's own v.
func ShflDown[T Element](t *Thread, v T, delta int) T {
	return shuffle(t, simt.ShflDown, v, delta, 0)
}

// ShflUp returns v from lane LaneID()-delta, or the thread's own v below 0
// (or for a negative delta).
func ShflUp[T Element](t *Thread, v T, delta int) T {
	return shuffle(t, simt.ShflUp, v, delta, 0)
}

// ShflXor returns v from lane LaneID()^mask (a butterfly exchange), or the
// thread's own v when that lane is outside the warp.
func ShflXor[T Element](t *Thread, v T, mask int) T {
	return shuffle(t, simt.ShflXor, v, mask, 0)
}

// Shfl returns v from lane src modulo WarpSize.
func Shfl[T Element](t *Thread, v T, src int) T {
	return shuffle(t, simt.ShflIdx, v, src, 0)
}

// Width shuffles split the warp into segments of width consecutive lanes
// (CUDA's width argument, as in __shfl_down_sync(mask, v, delta, width))
// and exchange within a segment: a sub-warp reduction or scan over width
// lanes. width must be a constant power of two from 1 to 32, so a kernel
// gives the same answers on 32-lane warps and 64-lane wavefronts; kern
// gen refuses any other (K033), the CPU targets panic. Every lane of the
// warp must call it, as with the whole-warp shuffles.

// ShflDownWidth returns v from lane LaneID()+delta when that lane is in
// the caller's segment of width lanes, else the caller's own v.
func ShflDownWidth[T Element](t *Thread, v T, delta, width int) T {
	return shuffle(t, simt.ShflDown, v, delta, shflWidth(width))
}

// ShflUpWidth returns v from lane LaneID()-delta when that lane is in the
// caller's segment of width lanes, else the caller's own v.
func ShflUpWidth[T Element](t *Thread, v T, delta, width int) T {
	return shuffle(t, simt.ShflUp, v, delta, shflWidth(width))
}

// ShflXorWidth returns v from lane LaneID()^mask when that lane is in the
// caller's segment of width lanes or an earlier one, else (a later
// segment, or mask of 32 or more) the caller's own v, as CUDA's
// __shfl_xor_sync with a width.
func ShflXorWidth[T Element](t *Thread, v T, mask, width int) T {
	return shuffle(t, simt.ShflXor, v, mask, shflWidth(width))
}

// ShflWidth returns v from lane src modulo width of the caller's segment
// of width lanes: a broadcast within each segment.
func ShflWidth[T Element](t *Thread, v T, src, width int) T {
	return shuffle(t, simt.ShflIdx, v, src, shflWidth(width))
}

// Shuffles with a member mask, as CUDA's __shfl_sync(mask, ...) family
// and numba's shfl_sync, shfl_up_sync, shfl_down_sync and shfl_xor_sync:
// only the lanes of mask (bit k is lane k, as for the votes) take part,
// so a shuffle may run inside a branch that part of the warp takes, with
// ActiveMask(t) or a constant mask. mask must name the calling lane, and
// every lane of mask that has not exited must make the same call with
// the same mask (converged); an if's lanes and its else's may each
// shuffle among themselves. The source lane is the one the whole-warp
// shuffle of the same name reads (a lane outside the warp, or none,
// gives the caller its own v); a source lane in the warp but outside
// mask also gives the caller its own v, on every target (CUDA leaves that
// value undefined). A source lane of mask that exited or does not exist
// (a partial last warp) is undefined, as for the whole-warp shuffles: Sim
// and the emulated CUDA device report it; ActiveMask(t) names only the
// lanes that exist. On 32-lane warps the high half of mask is ignored.

// shuffleSync is shuffle among the lanes of mask.
func shuffleSync[T Element](t *Thread, mode int, mask uint64, v T, arg int) T {
	if unsafe.Sizeof(v) == 16 {
		h := (*[2]uint64)(unsafe.Pointer(&v))
		r := [2]uint64{t.st.ShuffleSync(mode, mask, h[0], arg, 0), t.st.ShuffleSync(mode, mask, h[1], arg, 0)}
		return *(*T)(unsafe.Pointer(&r))
	}
	var u uint64
	*(*T)(unsafe.Pointer(&u)) = v
	u = t.st.ShuffleSync(mode, mask, u, arg, 0)
	return *(*T)(unsafe.Pointer(&u))
}

// ShflSync returns v from lane src modulo WarpSize when that lane is in
// mask, else the thread's own v (__shfl_sync(mask, v, src), numba's
// shfl_sync).
func ShflSync[T Element](t *Thread, mask uint64, v T, src int) T {
	return shuffleSync(t, simt.ShflIdx, mask, v, src)
}

// ShflUpSync returns v from lane LaneID()-delta when that lane is in mask,
// else the thread's own v (__shfl_up_sync, numba's shfl_up_sync).
func ShflUpSync[T Element](t *Thread, mask uint64, v T, delta int) T {
	return shuffleSync(t, simt.ShflUp, mask, v, delta)
}

// ShflDownSync returns v from lane LaneID()+delta when that lane is in
// mask, else the thread's own v (__shfl_down_sync, numba's
// shfl_down_sync).
func ShflDownSync[T Element](t *Thread, mask uint64, v T, delta int) T {
	return shuffleSync(t, simt.ShflDown, mask, v, delta)
}

// ShflXorSync returns v from lane LaneID()^laneMask when that lane is in
// mask, else the thread's own v (__shfl_xor_sync, numba's
// shfl_xor_sync).
func ShflXorSync[T Element](t *Thread, mask uint64, v T, laneMask int) T {
	return shuffleSync(t, simt.ShflXor, mask, v, laneMask)
}

// shflWidth checks a width shuffle's width where kern gen cannot: on the
// CPU targets.
func shflWidth(w int) int {
	if w < 1 || w > 32 || w&(w-1) != 0 {
		panic(fmt.Errorf("kern: shuffle width %d: want a power of two from 1 to 32", w))
	}
	return w
}

// Warp votes, as numba.cuda's ballot_sync, all_sync, any_sync,
// match_any_sync, activemask, lanemask_lt and syncwarp. Masks are uint64:
// bit k is lane k of the warp, and AMD wavefronts have 64 lanes; on
// 32-lane warps the high half is ignored in masks and zero in results.
// A kernel stays portable by never spelling a width: pass ActiveMask(t),
// or ^uint64(0) for every lane of the warp (lanes that exited or lie past
// the end of the block are left out, as on a GPU), and read lanes as
// bits of a uint64.
//
// mask must name the calling lane; every lane of mask that has not exited
// must make the same call (on CUDA the others wait for them; a lane that
// never comes is undefined behaviour, which the emulated CUDA device
// reports). On the simulator (kern.Sim) every running lane of the warp
// must make the call, as with shuffles, and a lane at a different warp
// operation is reported.

// Ballot returns the lanes of mask whose pred is true (__ballot_sync).
func Ballot(t *Thread, mask uint64, pred bool) uint64 {
	return t.st.Vote(simt.VoteBallot, mask, boolBits(pred))
}

// AllSync reports whether pred is true on every lane of mask (__all_sync).
func AllSync(t *Thread, mask uint64, pred bool) bool {
	return t.st.Vote(simt.VoteAll, mask, boolBits(pred)) != 0
}

// AnySync reports whether pred is true on some lane of mask (__any_sync).
func AnySync(t *Thread, mask uint64, pred bool) bool {
	return t.st.Vote(simt.VoteAny, mask, boolBits(pred)) != 0
}

// MatchAnySync returns the lanes of mask whose v has the same bits as this
// lane's (__match_any_sync; PTX needs sm_70).
func MatchAnySync[T Number](t *Thread, mask uint64, v T) uint64 {
	return t.st.Vote(simt.VoteMatch, mask, toBits(v))
}

// EqSync reports whether pred is the same on every lane of mask that takes
// part (numba's eq_sync, PTX vote.sync.uni): all true or all false.
func EqSync(t *Thread, mask uint64, pred bool) bool {
	all := AllSync(t, mask, pred)
	any := AnySync(t, mask, pred)
	return all || !any
}

// MatchAllSync returns the lanes of mask that take part, and true, when
// every one of them has v's bits; else 0 and false (__match_all_sync,
// numba's match_all_sync).
func MatchAllSync[T Number](t *Thread, mask uint64, v T) (uint64, bool) {
	same := MatchAnySync(t, mask, v)
	all := Ballot(t, mask, true)
	if same == all {
		return all, true
	}
	return 0, false
}

// ActiveMask returns the lanes of the warp executing this call
// (__activemask).
func ActiveMask(t *Thread) uint64 { return t.st.Vote(simt.VoteActive, 0, callSite()) }

// callSite identifies where ActiveMask's caller is: a hash of the return
// addresses of the calls that lead there. The simulator's lanes reach
// every warp operation together, also from an if and its else, and the
// lanes executing one ActiveMask call are those that made it from the
// same place (by way of the same device-function calls).
func callSite() uint64 {
	var pcs [32]uintptr
	n := runtime.Callers(3, pcs[:])
	h := uint64(14695981039346656037) // FNV-1a
	for _, pc := range pcs[:n] {
		h = (h ^ uint64(pc)) * 1099511628211
	}
	return h
}

// LaneMaskLT returns the lanes below the calling one: 1<<LaneID()-1
// (%lanemask_lt). It needs no other lane.
func LaneMaskLT(t *Thread) uint64 { return 1<<t.st.Lane() - 1 }

// SyncWarp waits for the lanes of mask (__syncwarp(mask)); AMD wavefronts
// run in lockstep, so there it orders memory only.
func (t *Thread) SyncWarp(mask uint64) { t.st.Vote(simt.VoteSync, mask, 0) }

func boolBits(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// Block is one thread block of a kernel on the CPU targets, as the code
// `kern gen` writes for a kernel (GenFunc.Block) sees it: that code runs
// every thread of the block itself, the kernel's statements between two
// barriers as one loop over the block's threads, so CPU and Parallel
// launches need no goroutine per thread. Only generated code uses it.
type Block struct {
	st simt.Block
}

// blockOf views the engine's block as a *Block (Block's only field is a
// simt.Block).
func blockOf(b *simt.Block) *Block { return (*Block)(unsafe.Pointer(b)) }

// Thread is the *Thread the kernel's statements see; At moves it from
// thread to thread.
func (b *Block) Thread() *Thread { return threadOf(b.st.Thread()) }

// Size is the number of threads in the block.
func (b *Block) Size() int { return b.st.Size() }

// At makes Thread the thread with linear index tid in the block (X
// fastest, as CUDA numbers them).
func (b *Block) At(tid int) { b.st.At(tid) }

// Set makes Thread the thread with linear index tid and index (x, y, z)
// in the block, which the generated code counts itself (faster than At in
// a loop: nothing of the previous thread is read back).
func (b *Block) Set(tid, x, y, z int) { b.st.Set(tid, x, y, z) }

// Geometry is the block's index, the block's extent and the grid's: what
// Thread's BlockIdx, BlockDim and GridDim give every thread of the block.
func (b *Block) Geometry() (blockIdx, blockDim, gridDim Dim3) {
	bi, bd, gd := b.st.Geometry()
	return dim(bi), dim(bd), dim(gd)
}

// Extent is the block's extent in x and y.
func (b *Block) Extent() (x, y int) { return b.st.Extent() }

// Mark records that the generated code is at thread tid without making
// Thread that thread, for statements that do not look at the thread: a
// trap still names it.
func (b *Block) Mark(tid int) { b.st.Mark(tid) }

// Sync marks a barrier of the kernel, which every thread of the block has
// reached when the generated code gets there; it stops the block when the
// launch was stopped (a failure in another block, a cancelled context).
func (b *Block) Sync() { b.st.Sync() }

// BlockVars returns the k-th per-thread variable of the generated code: a
// []T with one element per thread of the block, reused from block to block
// on the same worker (its contents are whatever the last block left).
func BlockVars[T any](b *Block, k int) []T {
	n := b.Size()
	slot := b.st.Var(k)
	if s, ok := (*slot).([]T); ok && cap(s) >= n {
		return s[:n]
	}
	s := make([]T, n)
	*slot = s
	return s
}

// Printf prints from kernel code, formatting like fmt.Printf: every
// thread that calls it writes one record, which reaches the launch's
// print writer (PrintTo, else the device's SetPrintWriter, else
// os.Stdout) by the time the launch's synchronization returns. Each call
// is written whole; no newline is added. The order of different threads'
// lines is unspecified; one thread's lines come in program order.
//
// In kernels compiled by kern gen the format must be a constant and the
// arguments numbers, bools or constant strings; the verbs are Go's (%d %x
// %f %g %e %v %t %s %c %q %%, with width and precision). On a GPU the
// records go to a bounded buffer formatted on the host after the launch:
// records that do not fit are dropped and the writer gets the line
// "kern: N kernel print records dropped (buffer full)".
func Printf(t *Thread, format string, args ...any) {
	t.st.Print(fmt.Sprintf(format, args...))
}

// PrintTo sends what the launch's threads print with Printf to w.
func PrintTo(w io.Writer) LaunchOption {
	return LaunchOption{func(c *launchConfig) { c.printW = w }}
}

// PrintThreadIDs starts every line the launch's threads print with the
// printing thread's block and thread index: "[block (0,0,0) thread
// (3,0,0)] ".
func PrintThreadIDs() LaunchOption {
	return LaunchOption{func(c *launchConfig) { c.printIDs = true }}
}

// SetPrintWriter makes w the destination of what kernels launched on d
// print (nil restores os.Stdout); a launch's PrintTo overrides it.
func (d *Device) SetPrintWriter(w io.Writer) {
	if d == nil {
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.printW = w
}

// printer is the destination of a launch's prints: w when set, else the
// device's writer, else os.Stdout.
func (d *Device) printer(w io.Writer, ids bool) *kprint.Printer {
	if w == nil {
		d.mu.Lock()
		w = d.printW
		d.mu.Unlock()
	}
	if w == nil {
		w = os.Stdout
	}
	return &kprint.Printer{W: w, Prefix: ids}
}

// Tensor cores: warp-level matrix multiply-accumulate in the style of
// CUDA's WMMA. A warp loads fragments of A (16×K), B (K×16) and an
// accumulator C (16×16) from memory, computes c = MMA(t, a, b, c) as one
// warp-wide call, and stores the accumulator back. T is the input type:
// Float16 or BFloat16 (shape 16×16×16), float32, which the loads round
// to tf32 (shape 16×16×8; tf32 keeps float32's exponent and 10 fraction
// bits; the rounding is to nearest, ties away from zero, as PTX's
// cvt.rna.tf32.f32 and CUDA's wmma::__float_to_tf32 do), Float8E4M3
// or Float8E5M2 (shape 16×16×32), or int8 or uint8 (shape 16×16×32). A
// and B are of one type, except that the two FP8 types mix (MMA takes a
// FragA[Float8E4M3] with a FragB[Float8E5M2] and the reverse, PTX's
// .e4m3.e5m2 and .e5m2.e4m3 forms), and so do int8 and uint8 (any
// pairing), each element decoded in its own type.
//
// The accumulator, FragAcc[TC], is of float32 (FragC, for every
// floating-point input), Float16 (for Float16 inputs only: half the bytes
// of D) or int32 (for int8 and uint8 inputs, and only for them); kern gen
// refuses other combinations (K042), and MMA panics on them here.
//
// Every fragment call but the element access (Len, At, With, Pos) is
// warp-wide: all t.WarpSize() lanes of the warp (32; on AMD CDNA a
// 64-lane wavefront, which computes one tile) must make it together, with
// the same arguments (a block whose size is a multiple of the warp size,
// no lane returned or in another branch). Which lane holds which elements
// of a fragment depends on the target, as in WMMA: element-wise work
// (At, With) is portable, and Pos says where an element lies. Fragments
// are values in registers: keep them in local variables (loop-carried
// accumulators are fine), never in slices, arrays, shared memory or
// behind pointers, and pass them only to these functions.
//
// MMA computes, for every i, j: d[i][j] = c[i][j] + a[i][0]·b[0][j] +
// a[i][1]·b[1][j] + … + a[i][K−1]·b[K−1][j], added left to right, each
// product rounded to float32 (exact for float16, tf32 and FP8 inputs, and
// for bfloat16 unless it leaves float32's range) and each sum rounded to
// float32 (nearest even). A Float16 accumulator is widened to float32,
// the same sum is formed, and d[i][j] is it rounded once to Float16
// (nearest even). An int32 accumulator takes the exact integer products
// and sums modulo 2^32 (two's complement wrap, no saturation): the same
// bits on every target, hardware included. Sim, the CPU targets and the
// emulated devices give exactly the floating-point results too;
// tensor-core hardware accumulates differently and is held to the bounds
// in docs/half.md. int8 and uint8 inputs need CUDA -arch sm_80, or AMD
// gfx90a, gfx940 or RDNA3; a Float16 accumulator runs wherever Float16
// inputs do. On CUDA the kernel needs -arch sm_80
// or newer (sm_89 for FP8; kern gen refuses it below), on AMD -mcpu gfx90a
// or gfx940 (gfx908 without BFloat16) or an RDNA3 processor, gfx1100 …
// gfx1103, whose 32-lane wavefront is the warp (Float16 and BFloat16
// only); no FP8 on AMD; kern gen refuses processors without matrix cores,
// gfx1030 among them.

// MMAInput is the set of MMA input types a generic kernel ranges over:
// Float16 and BFloat16 (16×16×16), and float32 (rounded to tf32,
// 16×16×8). kern gen compiles one instance per member.
type MMAInput interface {
	Float16 | BFloat16 | float32
}

// MMAElement is every MMA input type: MMAInput's, the FP8 types
// Float8E4M3 and Float8E5M2 (16×16×32, CUDA -arch sm_89 or newer) and
// int8 and uint8 (16×16×32, int32 accumulator). The fragment functions
// take it. FP8 is a storage format, so a generic kernel cannot range over
// it (K026): an FP8 or integer MMA kernel names its types, and generic
// kernels over MMAInput, which need only sm_80 and are float, stay as
// they are.
type MMAElement interface {
	MMAInput | Float8E4M3 | Float8E5M2 | int8 | uint8
}

// MMAAccum is every accumulator element type: float32, Float16 (for
// Float16 inputs) and int32 (for int8 and uint8 inputs).
type MMAAccum interface {
	float32 | Float16 | int32
}

// MMALayout says how a tile lies in memory. Element (i, j) of a RowMajor
// tile at off with leading dimension ld is src[off+i*ld+j]; of a ColMajor
// one src[off+j*ld+i]. The layout must be a constant in kernel code.
type MMALayout uint8

const (
	RowMajor MMALayout = MMALayout(mma.RowMajor)
	ColMajor MMALayout = MMALayout(mma.ColMajor)
)

// FragA is a warp's fragment of an MMA's A operand (16×K): each lane's
// share, in registers.
type FragA[T MMAElement] struct{ r [mma.Regs]uint32 }

// FragB is a warp's fragment of an MMA's B operand (K×16).
type FragB[T MMAElement] struct{ r [mma.Regs]uint32 }

// FragAcc is a warp's 16×16 accumulator of T.
type FragAcc[T MMAAccum] struct{ r [mma.CRegs]T }

// FragC is a warp's 16×16 float32 accumulator.
type FragC = FragAcc[float32]

// MMAShape is the shape of an MMA on inputs of type T: 16×16×16 for
// Float16 and BFloat16, 16×16×8 for float32 (tf32), 16×16×32 for
// Float8E4M3, Float8E5M2, int8 and uint8, and so for a mixed MMA,
// whichever of its two types T names. It is a constant in kernel code.
func MMAShape[T MMAElement]() (m, n, k int) { return mma.M, mma.N, mmaFormat[T]().K() }

// mmaFormat is T's MMA format.
func mmaFormat[T MMAElement]() mma.Format {
	var z T
	switch any(z).(type) {
	case Float16:
		return mma.F16
	case BFloat16:
		return mma.BF16
	case Float8E4M3:
		return mma.E4M3
	case Float8E5M2:
		return mma.E5M2
	case int8:
		return mma.S8
	case uint8:
		return mma.U8
	}
	return mma.TF32
}

// mmaAcc is accumulator type T's mma.Acc.
func mmaAcc[T MMAAccum]() mma.Acc {
	var z T
	switch any(z).(type) {
	case Float16:
		return mma.AccF16
	case int32:
		return mma.AccS32
	}
	return mma.AccF32
}

// accBits is x as an accumulator register's bits (mma.TileAcc).
func accBits[T MMAAccum](x T) uint32 {
	if unsafe.Sizeof(x) == 2 {
		return uint32(*(*uint16)(unsafe.Pointer(&x)))
	}
	return *(*uint32)(unsafe.Pointer(&x))
}

// accOf is the accumulator element whose bits are b (accBits' inverse).
func accOf[T MMAAccum](b uint32) (x T) {
	if unsafe.Sizeof(x) == 2 {
		*(*uint16)(unsafe.Pointer(&x)) = uint16(b)
	} else {
		*(*uint32)(unsafe.Pointer(&x)) = b
	}
	return x
}

// mmaBits reads element k of src as a fragment element's bits.
func mmaBits[T MMAElement](f mma.Format, src []T, k int) uint32 { return elemBits(f, src[k]) }

// elemBits is v as a fragment element's bits: the 16- or 8-bit pattern,
// or a float32 rounded to tf32.
func elemBits[T MMAElement](f mma.Format, v T) uint32 {
	switch {
	case f == mma.TF32:
		return mma.ToTF32(*(*float32)(unsafe.Pointer(&v)))
	case f.Byte():
		return uint32(*(*uint8)(unsafe.Pointer(&v)))
	}
	return uint32(*(*uint16)(unsafe.Pointer(&v)))
}

// mmaCheck panics unless the tile of rows×cols at off with leading
// dimension ld lies inside a slice of n elements.
func mmaCheck(fn string, n, off, ld, rows, cols int, l MMALayout) {
	if l == ColMajor {
		rows, cols = cols, rows
	}
	if l > ColMajor {
		panic(fmt.Sprintf("kern.%s: layout %d is neither kern.RowMajor nor kern.ColMajor", fn, l))
	}
	// Name only the conditions that fail: a tile that fits but whose lines
	// overlap must not read as one that is too long.
	var why []string
	if off < 0 {
		why = append(why, "starts before the slice (need off ≥ 0)")
	}
	if ld < cols {
		why = append(why, fmt.Sprintf("has overlapping lines: ld %d < %d, a line's length (need ld ≥ %d)", ld, cols, cols))
	}
	if end := off + (rows-1)*ld + cols; end > n {
		why = append(why, fmt.Sprintf("does not fit in %d elements: it ends at %d (need off+%d·ld+%d ≤ len)", n, end, rows-1, cols))
	}
	if len(why) > 0 {
		panic(fmt.Sprintf("kern.%s: a tile of %d lines of %d elements (%s) at offset %d with leading dimension %d %s",
			fn, rows, cols, map[MMALayout]string{RowMajor: "row-major", ColMajor: "column-major"}[l], off, ld, strings.Join(why, ", and ")))
	}
}

// LoadA loads the warp's A fragment (16×K) from src: element (i, k) is
// src[off+i*ld+k] (RowMajor) or src[off+k*ld+i] (ColMajor). src may be a
// kernel argument or shared memory (Shared, DynShared). float32 elements
// are rounded to tf32.
func LoadA[T MMAElement](t *Thread, src []T, off, ld int, layout MMALayout) FragA[T] {
	f := mmaFormat[T]()
	mmaCheck("LoadA", len(src), off, ld, mma.M, f.K(), layout)
	var a FragA[T]
	for e := range f.Elems() {
		i, k := mma.ALoc(f, t.st.Lane(), e)
		mma.Set(f, &a.r, e, mmaBits(f, src, mma.Index(mma.Layout(layout), off, ld, i, k)))
	}
	return a
}

// LoadB loads the warp's B fragment (K×16) from src: element (k, j) is
// src[off+k*ld+j] (RowMajor) or src[off+j*ld+k] (ColMajor).
func LoadB[T MMAElement](t *Thread, src []T, off, ld int, layout MMALayout) FragB[T] {
	f := mmaFormat[T]()
	mmaCheck("LoadB", len(src), off, ld, f.K(), mma.N, layout)
	var b FragB[T]
	for e := range f.Elems() {
		k, j := mma.BLoc(f, t.st.Lane(), e)
		mma.Set(f, &b.r, e, mmaBits(f, src, mma.Index(mma.Layout(layout), off, ld, k, j)))
	}
	return b
}

// LoadC loads the warp's 16×16 accumulator from src.
func LoadC[T MMAAccum](t *Thread, src []T, off, ld int, layout MMALayout) FragAcc[T] {
	mmaCheck("LoadC", len(src), off, ld, mma.M, mma.N, layout)
	var c FragAcc[T]
	for e := range mma.CRegs {
		i, j := mma.CLoc(t.st.Lane(), e)
		c.r[e] = src[mma.Index(mma.Layout(layout), off, ld, i, j)]
	}
	return c
}

// FillC returns a float32 accumulator whose every element is v (FillAcc
// fills one of any type).
func FillC(t *Thread, v float32) FragC {
	var c FragC
	for e := range c.r {
		c.r[e] = v
	}
	return c
}

// FillAcc returns an accumulator whose every element is v.
func FillAcc[T MMAAccum](t *Thread, v T) FragAcc[T] {
	var c FragAcc[T]
	for e := range c.r {
		c.r[e] = v
	}
	return c
}

// StoreC stores the warp's accumulator c to dst: element (i, j) goes to
// dst[off+i*ld+j] (RowMajor) or dst[off+j*ld+i] (ColMajor).
func StoreC[T MMAAccum](t *Thread, dst []T, off, ld int, c FragAcc[T], layout MMALayout) {
	mmaCheck("StoreC", len(dst), off, ld, mma.M, mma.N, layout)
	for e := range mma.CRegs {
		i, j := mma.CLoc(t.st.Lane(), e)
		dst[mma.Index(mma.Layout(layout), off, ld, i, j)] = c.r[e]
	}
}

// MMA returns c + a·b, computed by the whole warp (see the section's
// comment for the exact arithmetic). TA and TB, inferred from the
// fragments, are one type, Float8E4M3 and Float8E5M2 in either order, or
// int8 and uint8 in either order; TC is float32 for floating-point
// inputs, also Float16 for Float16 inputs, and int32 for integer ones.
// kern gen refuses any other combination (K042), and on the CPU targets
// the call traps (the launch fails with ErrKernelTrap, naming the types).
func MMA[TA, TB MMAElement, TC MMAAccum](t *Thread, a FragA[TA], b FragB[TB], c FragAcc[TC]) FragAcc[TC] {
	fa, fb, acc := mmaFormat[TA](), mmaFormat[TB](), mmaAcc[TC]()
	if !mma.Mixable(fa, fb) {
		panic(fmt.Sprintf("kern.MMA: A is %s and B is %s: the inputs must be of one type, Float8E4M3 and Float8E5M2 (either order) or int8 and uint8 (either order); convert one operand to the other's type",
			mmaTypeName(fa), mmaTypeName(fb)))
	}
	if !mma.Accumulates(fa, fb, acc) {
		panic("kern.MMA: " + mma.AccMismatch(fa, mmaTypeName(fa), acc))
	}
	var cb [mma.CRegs]uint32
	for e, x := range c.r {
		cb[e] = accBits(x)
	}
	db := t.st.MMA(fa, fb, acc, &a.r, &b.r, &cb)
	var d FragAcc[TC]
	for e, x := range db {
		d.r[e] = accOf[TC](x)
	}
	return d
}

// mmaTypeName is the kern type of MMA input format f.
func mmaTypeName(f mma.Format) string {
	return [...]string{mma.F16: "kern.Float16", mma.BF16: "kern.BFloat16", mma.TF32: "float32 (tf32)", mma.E4M3: "kern.Float8E4M3", mma.E5M2: "kern.Float8E5M2", mma.S8: "int8", mma.U8: "uint8"}[f]
}

// Elements of a fragment, for element-wise work on a lane's share (CUDA's
// frag.x[i], CUDA.jl's alpha .* frag): scaling A or an accumulator,
// an activation over D before it is stored, a conversion in place. The
// same function applied to every element of every lane is the same
// operation on the tile whichever lane holds which element, so such code
// is portable; Pos says which (row, column) element e is on the target
// that runs it, for work that depends on the place. Len is
// the count a lane holds: a tile's elements over the warp's lanes (8 of
// a 16×16 accumulator on a 32-lane warp, 4 on a 64-lane AMD CDNA
// wavefront; an A fragment's 16·K likewise). These are per-lane calls,
// not warp-wide ones: a lane may skip them. An index outside [0, Len())
// panics on the CPU targets and traps in a -debug GPU build.
//
//	for e := range acc.Len() {
//		acc = acc.With(e, alpha*acc.At(e))
//	}

// Len is the number of A elements each lane holds: 16·K over the
// warp's lanes (8 for Float16 and BFloat16, 4 for tf32, 16 for FP8 on a
// 32-lane warp).
func (a FragA[T]) Len() int { return mmaFormat[T]().Elems() }

// At is the lane's element e of the fragment (0 ≤ e < a.Len()). A tf32
// fragment's elements are the float32 values the load rounded to tf32.
func (a FragA[T]) At(e int) T { return mmaAt[T](&a.r, "FragA.At", e) }

// With returns a with the lane's element e replaced by v (0 ≤ e <
// a.Len()). A float32 v is rounded to tf32, as LoadA rounds.
func (a FragA[T]) With(e int, v T) FragA[T] {
	mmaWith(&a.r, "FragA.With", e, v)
	return a
}

// Len is the number of B elements each lane holds: K·16 over the
// warp's lanes.
func (b FragB[T]) Len() int { return mmaFormat[T]().Elems() }

// At is the lane's element e of the fragment (0 ≤ e < b.Len()).
func (b FragB[T]) At(e int) T { return mmaAt[T](&b.r, "FragB.At", e) }

// With returns b with the lane's element e replaced by v (0 ≤ e <
// b.Len()), a float32 rounded to tf32.
func (b FragB[T]) With(e int, v T) FragB[T] {
	mmaWith(&b.r, "FragB.With", e, v)
	return b
}

// Len is the number of accumulator elements each lane holds: 256 over
// the warp's lanes (8 on a 32-lane warp, 4 on a 64-lane wavefront).
func (c FragAcc[T]) Len() int { return mma.CRegs }

// At is the lane's element e of the accumulator (0 ≤ e < c.Len()).
func (c FragAcc[T]) At(e int) T {
	mmaIndex("FragAcc.At", e, mma.CRegs)
	return c.r[e]
}

// With returns c with the lane's element e replaced by v (0 ≤ e <
// c.Len()).
func (c FragAcc[T]) With(e int, v T) FragAcc[T] {
	mmaIndex("FragAcc.With", e, mma.CRegs)
	c.r[e] = v
	return c
}

// Pos is where the lane's A element e lies in A: its row and its k
// (0 ≤ e < a.Len()). The answer depends on the target's layout; code
// that uses it (a scale per row, a mask) is portable.
func (a FragA[T]) Pos(t *Thread, e int) (row, k int) {
	mmaIndex("FragA.Pos", e, mmaFormat[T]().Elems())
	return mma.ALoc(mmaFormat[T](), t.st.Lane(), e)
}

// Pos is where the lane's B element e lies in B: its k and its column.
func (b FragB[T]) Pos(t *Thread, e int) (k, col int) {
	mmaIndex("FragB.Pos", e, mmaFormat[T]().Elems())
	return mma.BLoc(mmaFormat[T](), t.st.Lane(), e)
}

// Pos is where the lane's accumulator element e lies in the 16×16 tile
// (0 ≤ e < c.Len()): for epilogues that depend on it, such as a bias per
// column, a scale per row or a mask above the diagonal.
//
//	for e := range acc.Len() {
//		_, j := acc.Pos(t, e)
//		acc = acc.With(e, acc.At(e)+bias[col0+j])
//	}
func (c FragAcc[T]) Pos(t *Thread, e int) (row, col int) {
	mmaIndex("FragAcc.Pos", e, mma.CRegs)
	return mma.CLoc(t.st.Lane(), e)
}

// mmaIndex panics unless 0 ≤ e < n, the lane's element count.
func mmaIndex(frag string, e, n int) {
	if e < 0 || e >= n {
		panic(fmt.Sprintf("kern.%s: element %d out of range: a lane holds %d (need 0 <= e < Len())", frag, e, n))
	}
}

// mmaAt reads element e of an A or B fragment's registers as a T.
func mmaAt[T MMAElement](r *[mma.Regs]uint32, frag string, e int) T {
	f := mmaFormat[T]()
	mmaIndex(frag, e, f.Elems())
	bits := mma.Get(f, r, e)
	var v T
	switch f.ElemBytes() {
	case 4:
		*(*uint32)(unsafe.Pointer(&v)) = bits
	case 2:
		*(*uint16)(unsafe.Pointer(&v)) = uint16(bits)
	default:
		*(*uint8)(unsafe.Pointer(&v)) = uint8(bits)
	}
	return v
}

// mmaWith writes v as element e of an A or B fragment's registers.
func mmaWith[T MMAElement](r *[mma.Regs]uint32, frag string, e int, v T) {
	f := mmaFormat[T]()
	mmaIndex(frag, e, f.Elems())
	mma.Set(f, r, e, elemBits(f, v))
}
