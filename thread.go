package kern

import (
	"reflect"
	"unsafe"

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

// Shared returns the block-shared array of type A for this call site. A is a
// Go array type, e.g. kern.Shared[[16][16]float32](t). Every thread of a block
// must make the same sequence of Shared calls (put them at the top of the
// kernel, outside conditionals and loops, as the GPU compiler requires).
// A block's shared arrays and its dynamic shared memory (SharedMem) must
// fit the device's SharedMemPerBlock (48 KiB on the host device): the sim
// target stops the launch at the Shared call that passes it, a GPU launch
// is refused before it starts, both with a *driver.SharedMemoryError.
func Shared[A any](t *Thread) *A {
	// The size comes from the type: nothing of A's size is allocated
	// before the limit is checked.
	return t.st.Shared(int(reflect.TypeFor[A]().Size()), func() any { return new(A) }).(*A)
}

// DynShared returns the launch's dynamic shared memory as a []T of the
// largest length that fits (the launch's shared-memory option, in bytes).
func DynShared[T Number](t *Thread) []T {
	p := t.st.DynShared()
	if p == nil {
		return nil
	}
	var z T
	return unsafe.Slice((*T)(p), t.st.DynSharedBytes()/int(unsafe.Sizeof(z)))
}
