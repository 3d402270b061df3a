package driver

import (
	"context"
	"fmt"
	"time"
	"unsafe"
)

// Ptr is an address in a device's memory. On the host device it is the
// address of Go memory that the device keeps alive.
type Ptr uintptr

// Kind names a backend.
type Kind string

// The backends: the platforms the runtime names (kern.CUDA, kern.ROC).
const (
	KindCUDA Kind = "cuda"
	KindROC  Kind = "roc" // AMD GPUs, driver/roc
	KindHost Kind = "host"
)

// Dim3 is a launch extent. It has the same underlying type as kern.Dim3.
type Dim3 struct{ X, Y, Z int }

// Size is X*Y*Z.
func (d Dim3) Size() int { return d.X * d.Y * d.Z }

// Info is what a device tells about itself (cuda.detect(), hipDeviceProp_t).
type Info struct {
	Kind    Kind
	Ordinal int
	Name    string
	// Arch is "sm_90" on CUDA, "gfx90a" on ROC, "host" on the CPU.
	Arch               string
	ComputeMajor       int
	ComputeMinor       int
	MultiProcessors    int
	TotalMem           int64
	WarpSize           int
	MaxThreadsPerBlock int
	MaxBlockDim        Dim3
	MaxGridDim         Dim3
	SharedMemPerBlock  int
	// SharedMemPerBlockOptin is the most shared memory a block may have
	// once its kernel opts in (CUDA's MAX_SHARED_MEMORY_PER_BLOCK_OPTIN:
	// 227 KiB on an H100 or H200, 163 KiB on an A100, set per function
	// with the MaxDynamicShared attribute); 0 where there is no opt-in
	// beyond SharedMemPerBlock (ROC, the host device).
	SharedMemPerBlockOptin int
	ClockKHz               int
	MemoryClockKHz         int
	MemoryBusWidthBits     int
	L2CacheBytes           int
	ConcurrentKernels      bool
	AsyncEngines           int
	UnifiedAddressing      bool
	CanMapHostMemory       bool
	PCIBusID               string
	DriverVersion          int
}

// Device is one device of a backend. Every method is safe for concurrent use
// from any goroutine.
type Device interface {
	Info() Info
	// MemInfo returns free and total device memory in bytes.
	MemInfo() (free, total int64, err error)

	// Alloc returns n bytes of device memory, 256-byte aligned (n may be 0).
	Alloc(n int) (Ptr, error)
	// Free releases memory returned by Alloc.
	Free(p Ptr) error
	// Memset sets n bytes at p to b, ordered on s (nil: synchronously).
	Memset(p Ptr, b byte, n int, s Stream) error
	// CopyHtoD copies n bytes from host memory src to dst, ordered on s
	// (nil: synchronously; the copy is complete on return). With a stream,
	// src must stay alive and unchanged until the stream reaches the copy.
	CopyHtoD(dst Ptr, src unsafe.Pointer, n int, s Stream) error
	// CopyDtoH copies n bytes from device memory src to host memory dst.
	CopyDtoH(dst unsafe.Pointer, src Ptr, n int, s Stream) error
	// CopyDtoD copies n bytes within the device.
	CopyDtoD(dst, src Ptr, n int, s Stream) error

	// AllocHost returns n bytes of page-locked host memory, the fast and
	// asynchronous source and target of copies (numba's pinned_array, ROC's
	// coarsegrain_array). Free it with FreeHost.
	AllocHost(n int) (unsafe.Pointer, error)
	FreeHost(p unsafe.Pointer) error
	// Register page-locks existing host memory (cuMemHostRegister,
	// hipHostRegister); Unregister undoes it. The caller keeps the memory
	// alive while it is registered.
	Register(p unsafe.Pointer, n int) error
	Unregister(p unsafe.Pointer) error

	// NewStream returns a new stream; DefaultStream the device's null stream.
	NewStream() (Stream, error)
	DefaultStream() Stream
	NewEvent() (Event, error)
	// Synchronize waits for all work on the device.
	Synchronize() error

	// LoadModule loads a compiled image: PTX text on CUDA, a code object on
	// ROC. Errors carry the JIT log.
	LoadModule(image []byte) (Module, error)
}

// Stream is an in-order queue of work on a device.
type Stream interface {
	// Synchronize waits for everything queued so far.
	Synchronize() error
	// Query reports whether everything queued so far has finished.
	Query() (done bool, err error)
	// WaitEvent makes later work on the stream wait for e.
	WaitEvent(e Event) error
	// Destroy releases the stream after its queued work finishes.
	Destroy() error
}

// Event marks a point in a stream.
type Event interface {
	Record(s Stream) error
	Synchronize() error
	// Elapsed is the time from start to this event; both must have completed.
	Elapsed(start Event) (time.Duration, error)
	Destroy() error
}

// Module is loaded device code.
type Module interface {
	Function(name string) (Function, error)
	Unload() error
}

// LaunchConfig is a launch's shape.
type LaunchConfig struct {
	Grid, Block Dim3
	// SharedBytes is the dynamic shared memory per block.
	SharedBytes int
	// Stream orders the launch; nil is the default stream.
	Stream Stream
	// Cooperative launches every block at once, as a grid-wide barrier
	// (t.GridSync) needs: CUDA's cuLaunchCooperativeKernel, HIP's
	// hipModuleLaunchCooperativeKernel. A grid larger than the device can
	// hold at once fails with an error wrapping ErrLaunchConfig.
	Cooperative bool
	// Context, when not nil, is the kernel's lifetime: a device that can
	// stop a running kernel (the host device, an emulator) stops it at its
	// next instruction, barrier or shuffle once Context is done, skips it
	// if it has not started, and reports an error wrapping Context's error
	// as the launch's failure. GPU drivers ignore it: a kernel running on
	// a real GPU cannot be preempted from the host (only resetting the
	// context ends it), so kern only stops waiting for it.
	Context context.Context
}

// ContextStream is a Stream whose wait can be abandoned: SynchronizeContext
// is Synchronize, but returns ctx.Err() once ctx is done (the stream's
// pending failure then stays for a later wait). Streams without it are
// waited for by polling Query.
type ContextStream interface {
	Stream
	SynchronizeContext(ctx context.Context) error
}

// ContextEvent is an Event whose wait can be abandoned, like
// ContextStream.
type ContextEvent interface {
	Event
	SynchronizeContext(ctx context.Context) error
}

// CaptureStream is a Stream whose work can be recorded into a graph
// instead of run (cuStreamBeginCapture, hipStreamBeginCapture): between
// BeginCapture and EndCapture, launches, copies and memsets queued on it
// are recorded in order, with their parameters as they were when queued.
// While it captures, what cannot be recorded (a synchronous copy, a copy
// from or to pageable host memory, a wait for the stream) fails with an
// error matching ErrNotCapturable, and EndCapture then fails too; the
// stream takes work again after EndCapture either way.
type CaptureStream interface {
	Stream
	BeginCapture() error
	// EndCapture stops recording and returns what was recorded.
	EndCapture() (Graph, error)
}

// Graph is recorded stream work (a CUgraph, hipGraph_t).
type Graph interface {
	// Instantiate makes the graph launchable (cuGraphInstantiate).
	Instantiate() (GraphExec, error)
	Destroy() error
}

// GraphExec is a launchable graph (a CUgraphExec, hipGraphExec_t).
type GraphExec interface {
	// Launch queues the recorded work, in order, on s (nil: the default
	// stream) as one operation: CUDA and HIP make it one driver call.
	Launch(s Stream) error
	// Update gives the exec the parameters of g (kernel arguments, copy
	// addresses), a graph recorded from the same sequence of operations
	// (cuGraphExecUpdate). A g of another shape (other kernels, launch
	// shapes or copy sizes) fails with an error matching ErrInvalidValue
	// and leaves the exec as it was.
	Update(g Graph) error
	Destroy() error
}

// Function is a kernel entry point in a module.
type Function interface {
	// Launch queues the kernel. params holds one pointer per kernel
	// parameter, to a value laid out as the kernel's parameter ABI says
	// (cuLaunchKernel's kernelParams).
	Launch(c LaunchConfig, params []unsafe.Pointer) error
	// MaxBlockSize is the block size that maximizes occupancy and the
	// minimum grid size that reaches it (cuOccupancyMaxPotentialBlockSize).
	MaxBlockSize(sharedBytes int) (block, minGrid int, err error)
	// Attributes reports registers per thread, static shared and local memory.
	Attributes() (FuncAttributes, error)
}

// OccupancyFunction is a Function that can say how many of its blocks one
// multiprocessor holds at once (cuOccupancyMaxActiveBlocksPerMultiprocessor,
// hipModuleOccupancyMaxActiveBlocksPerMultiprocessor), which bounds the
// grid of a cooperative launch.
type OccupancyFunction interface {
	Function
	ActiveBlocks(blockThreads, sharedBytes int) (int, error)
}

// FuncAttribute is an attribute of a function that a program may set
// (CUfunction_attribute, hipFuncAttribute; the values are theirs).
type FuncAttribute int

const (
	// MaxDynamicShared is the most dynamic shared memory, in bytes, a
	// launch of the function may ask for
	// (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES). It starts at
	// SharedMemPerBlock less the function's static shared memory; raising
	// it, up to SharedMemPerBlockOptin less the static, is how a kernel
	// opts in to more.
	MaxDynamicShared FuncAttribute = 8
	// SharedCarveout is the share of the multiprocessor's unified L1 and
	// shared memory the function prefers as shared memory, in percent
	// (0 to 100), or -1 for the driver's choice
	// (CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT). It is a hint:
	// the driver may choose another split. AMD GPUs have no such split
	// (kern sets it on CUDA devices only).
	SharedCarveout FuncAttribute = 9
)

func (a FuncAttribute) String() string {
	switch a {
	case MaxDynamicShared:
		return "MaxDynamicShared"
	case SharedCarveout:
		return "SharedCarveout"
	}
	return fmt.Sprintf("FuncAttribute(%d)", int(a))
}

// AttributeFunction is a Function whose attributes can be set
// (cuFuncSetAttribute, hipFuncSetAttribute). A value out of range fails
// with an error matching ErrInvalidValue.
type AttributeFunction interface {
	Function
	SetAttribute(a FuncAttribute, value int) error
}

// FuncAttributes are a compiled function's resource use.
type FuncAttributes struct {
	NumRegs            int
	SharedBytes        int
	LocalBytes         int
	MaxThreadsPerBlock int
}

// IRLoader is a device that runs LLVM IR itself (the emulated ROC device,
// driver/emu): the runtime hands it the IR kern gen embeds together with
// the code object built from it (nil if none), whose kernel metadata the
// device checks against the IR.
type IRLoader interface {
	LoadModuleIR(ir, codeObject []byte) (Module, error)
}

// IRChecker is an IRLoader that can tell, without loading it, an error
// LoadModuleIR would return for ir whatever its code: IR built for a
// processor the device cannot stand in for (another wave size). It is a
// separate interface so that an IRLoader without it still loads IR.
type IRChecker interface {
	CheckIR(ir []byte) error
}

// GlobalModule is a Module whose module-scope variables can be located
// (cuModuleGetGlobal, hipModuleGetGlobal). The runtime reads a debug
// module's trap record through it.
type GlobalModule interface {
	Module
	// Global returns the device address and size in bytes of the named
	// module-scope variable; a missing name matches ErrNotFound.
	Global(name string) (Ptr, int, error)
}

// FaultLocator is a device whose kernel faults carry the faulting
// access's address (KernelTrapError.Addr): the emulated devices. The
// runtime keeps a record of launches' arguments to explain such a fault
// only on a device that says so, since a GPU driver reports no address.
type FaultLocator interface {
	LocatesFaults() bool
}

// PeerCopier is a device that copies into another device of its backend
// without the caller staging the bytes (cuMemcpyPeerAsync,
// hipMemcpyPeerAsync: direct where the two have peer access, staged by
// the driver otherwise). Devices without it are copied between through
// pinned host memory by the runtime.
type PeerCopier interface {
	// CopyPeer copies n bytes from src on this device to dst on dstDev,
	// ordered on s, a stream of this device (nil: synchronously). It
	// fails with ErrInvalidValue when dstDev is not of its backend.
	CopyPeer(dst Ptr, dstDev Device, src Ptr, n int, s Stream) error
}
