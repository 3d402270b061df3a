// Package kern writes GPU kernels and NumPy-style ufuncs as ordinary Go
// functions: Numba's GPU model (@vectorize, @guvectorize, @cuda.jit,
// cuda.reduce, device arrays, streams, pinned and shared memory) done the
// Go way.
//
// A kernel, a ufunc core or a reduction is a plain Go function, so it
// builds with go build, runs on the CPU, and can be stepped through in a
// debugger. The kern gen command (run by go generate) compiles the marked
// functions ahead of time to NVIDIA PTX and AMD GPU code and embeds them
// in the package; a cgo-free runtime runs that code on NVIDIA GPUs (CUDA)
// or AMD GPUs (ROC) through the driver library alone, and the same
// functions run on the CPU serially, in parallel, or under a simulator of
// the GPU execution model that works with go test -race.
//
// The kernel-side API (Thread, Dim3, Shared, the atomics and shuffles, and the
// strided views Array1, Array2 and Array3) has plain-Go semantics: a kernel is
// an ordinary Go function whose first parameter is a *Thread. Where the
// sources are readable, code generated
// from an older version of a function never runs: GPU calls of it return
// an error wrapping ErrStale (run go generate), the CPU targets run the Go
// function instead and say so once per function on os.Stderr (a kernel
// loses its block function and runs on the simulator, far slower;
// SetWarnings redirects or silences these warnings), and with KERN_JIT=1
// (or package jit imported) it is compiled again from source at its first
// use.
//
// A kernel launches with Launch, whose arguments (...any) may be nd
// arrays, device arrays and Go values and are checked when it runs, or
// with Run, whose arguments are typed by the kernel's signature and so
// checked by the compiler:
//
//	k := kern.NewKernel2(Scale) // func Scale(t *kern.Thread, x []float32, a float32)
//	err := k.Run(kern.Auto, 1, 32, x, 2)
//
// Where a call runs: kern.Auto is the GPU holding the operands, else a GPU
// when kern gen compiled the function for it, else the host by the fastest
// correct path (Parallel; a kernel runs its generated block function
// there, or the simulator without one). The host device, and its
// streams, mean the same; kern.Sim asks for the simulator. Where reports
// the choice, or the error the call would return.
//
// # Example
//
// A ufunc and a kernel, marked for kern gen, and a program that calls them:
//
//	package main
//
//	//go:generate go tool kern gen
//
//	import (
//		"fmt"
//		"math"
//
//		"github.com/kernlab/kern"
//		"github.com/kernlab/kern/nd"
//	)
//
//	//kern:vectorize
//	func Discriminant[T float32 | float64](a, b, c T) T {
//		return T(math.Sqrt(float64(b*b - 4*a*c)))
//	}
//
//	var disc = kern.Vectorize("Discriminant",
//		kern.Loop3(Discriminant[float32]), kern.Loop3(Discriminant[float64]))
//
//	//kern:kernel
//	func Scale(t *kern.Thread, x []float32, a float32) {
//		if i := t.Grid1(); i < len(x) {
//			x[i] *= a
//		}
//	}
//
//	var scale = kern.NewKernel2(Scale)
//
//	func main() {
//		a := nd.Must(nd.FromSlice([]float32{1, 1, 1}, 3))
//		b := nd.Must(nd.FromSlice([]float32{4, 5, 6}, 3))
//		d, err := kern.As[float32](disc.Call(kern.Auto, a, b, a)) // on a GPU if there is one
//		fmt.Println(d, err)
//
//		x := []float32{1, 2, 3}
//		err = scale.Launch(kern.Parallel, 1, 32, x, float32(2)) // 1 block of 32 threads
//		fmt.Println(x, err)                                     // [2 4 6] <nil>
//	}
//
// In a module that requires kern, go get -tool github.com/kernlab/kern/cmd/kern
// declares the generator; go generate ./... then writes the kern_gen.*
// files, which are committed with the package.
//
// # Targets
//
// Every call and launch takes, as its first argument, where it runs: a
// [Target], a *[Device] or a *[Stream]. There is no global default.
//
//   - [CPU]: a serial loop on the calling goroutine (the reference order);
//     a kernel runs the block function kern gen wrote for it.
//   - [Parallel]: the same over GOMAXPROCS goroutines.
//   - [Sim]: the CUDA execution model on the CPU (the host device): a
//     goroutine per thread with real barriers, checks of what a GPU leaves
//     undefined, and go test -race.
//   - [CUDA], [ROC]: the code kern gen compiled, on an NVIDIA or AMD GPU
//     (or on an emulated device, below).
//   - [Auto], the zero value: the GPU that holds the operands; else a GPU
//     when kern gen compiled the function for it (PTX for its compute
//     capability or lower, AMD code or LLVM IR); else Parallel (a kernel runs its
//     current block function there, or Sim without one).
//
// A kernel whose generated code is stale runs on Sim when given CPU or
// Parallel (with a warning, see SetWarnings). The host device
// ([HostDevice]) and its streams run like Auto without a GPU. The Where
// method of a [Ufunc], [GUfunc], [Reducer] or kernel reports where a call
// would run, or the error it would return, without running it.
//
// # Generating code
//
// One line in one file of a package runs the generator:
//
//	//go:generate go tool kern gen
//
// It compiles the functions marked with these directives:
//
//	//kern:vectorize           an element-wise ufunc core: Vectorize
//	//kern:guvectorize LAYOUT  a generalized ufunc core, e.g. (m,n),(n,p)->(m,p): GUVectorize
//	//kern:kernel              a kernel, func(t *kern.Thread, ...): NewKernel1 … NewKernel8
//	//kern:reduce              a binary fold func(T, T) T: Reduce
//
// A kernel's directive may carry launch bounds, //kern:kernel
// maxthreads=256 maxregs=64: the most threads of a block (every target
// refuses larger blocks) and the most registers of a thread (ptxas and
// LLVM spill the rest), CUDA C's __launch_bounds__ and __maxnreg__.
//
// Everything a marked function calls is compiled with it (math, math/bits
// and math/cmplx from Go's own source); what the GPU compiler does not
// accept is reported by kern gen with a coded error (K001…). GPU code
// fuses x*y+z into one multiply-add; kern gen -fmad=false keeps Go's bits,
// and kern gen -debug adds bounds and division checks that report the Go
// line.
//
// Until go generate has run, the CPU targets run the Go functions and the
// GPU targets return an error wrapping [ErrNoGPUCode]. Where the sources
// are readable, code generated from an older version of a function never
// runs: GPU calls return an error wrapping [ErrStale] (run go generate),
// and the CPU targets run the Go function.
//
// # Environment
//
// Two environment variables are for development and testing.
//
//   - KERN_EMULATE=cuda (or roc, or cuda,roc) makes [CUDA] (and [ROC]) run
//     on emulated devices that execute the shipped PTX and LLVM IR on the
//     CPU with a sanitizer: the GPU path without a GPU. cuda:4 gives four
//     devices, racecheck adds shared-memory race detection, and
//     KERN_EMULATE_MEMORY=64MiB caps each device's memory.
//   - KERN_JIT=1 compiles a stale or never-generated function from source
//     at its first GPU use (with the module's kern tool), so that edits
//     run without go generate. Importing github.com/kernlab/kern/jit does
//     the same in process (KERN_JIT=0 turns it off); keep that import out
//     of deployed binaries.
//   - KERN_GPUPROFILE=file records a GPU profile of the program into file
//     (as [StartGPUProfile] does; read it with go tool pprof or kern prof),
//     and KERN_LIBNVTX=path names the NVTX library whose ranges mark each
//     kern call for Nsight Systems (docs/profiling.md).
//
// # Ufuncs, generalized ufuncs and reductions
//
// [Vectorize] makes a *[Ufunc] from one typed loop per signature
// ([Loop1] … [Loop8], [Loop2x2]); a call picks the loop by exact dtypes
// and broadcasts with NumPy's rules. Operands are nd.Array values, slices,
// *[DeviceArray], *[Pinned] and Go scalars. Ufunc.Call returns any: type
// it with [As] (host results) or [AsDevice] (device results); Ufunc.Into
// writes into an output, and [Into1] … [Into4] do so without boxing
// nd.Array operands. Host arrays on a GPU are streamed in chunks
// automatically ([Chunked] tunes it); [Spread] shares one call among
// several devices.
//
// [GUVectorize] makes a *[GUfunc] from [GULoop2] … [GULoop4]; its core
// takes [Array1], [Array2] and [Array3] views. [Reduce] makes a *[Reducer]
// from binary loops; Reducer.Call folds an array to a value ([Value] types
// it), with [Init] for the start value and [Axis] for one axis. An empty
// array without Init is an error wrapping [ErrEmpty]; a NaN propagates or
// not as the binary function decides.
//
// # Kernels
//
// A kernel is a func(*[Thread], ...) with 1 to 8 parameters after the
// thread. [NewKernel1] … [NewKernel8] make it launchable as a *[Kernel1] …
// *[Kernel8], and Launch(on, grid, block, args...) runs it: grid and block
// are ints or [Dim3] values ([D1], [D2], [D3]), followed by the arguments
// and any [LaunchOption] ([SharedMem], [SharedCarveout], [CooperativeLaunch],
// [WithContext], [PrintTo], ...). Host arrays are copied to a GPU and back; device arrays
// are used in place. Each kernel type also has Where, Err, Name and
// MaxCooperativeBlocks.
//
// Inside a kernel the [Thread] gives the position — Thread.Grid1,
// Thread.Grid2, Thread.Grid3, Thread.ThreadIdx, Thread.BlockIdx,
// Thread.BlockDim, Thread.GridDim — the barriers Thread.SyncThreads,
// Thread.Barrier and Thread.GridSync, the block votes
// Thread.SyncThreadsCount, SyncThreadsAnd and SyncThreadsOr, and the
// fences Thread.ThreadFence, ThreadFenceBlock and ThreadFenceSystem. Grid2 returns (x, y) with x the
// fastest-varying index across a warp; in a row-major [Array2], the
// column index is the fastest-varying in memory, so let x index columns
// for coalesced access. Shared memory is [Shared] (a Go array type) and
// [DynShared]; the atomics ([AtomicAdd], [AtomicCAS], ...), shuffles
// ([ShflDown], ...), warp votes ([Ballot], ...), random numbers
// ([NewRand]) and [Printf] work on every target.
//
// # Memory
//
// A *[Device] ([DefaultDevice], [DeviceOf], [Devices], [HostDevice])
// allocates device arrays and makes streams and events. A *[DeviceArray]
// is an n-d array in device memory ([NewDeviceArray], [ToDevice],
// [DeviceArrayLike]) with views, copies and Free. A *[Stream] is an
// in-order queue: copies given [OnStream], launches and ufunc calls given
// the stream return at once, and Stream.Synchronize waits. A *[Pinned]
// array ([PinnedArray]) is page-locked host memory, the fast side of an
// asynchronous copy; [PinHost] page-locks arrays you already have.
// Stream.Capture records what a function queues on a stream into a
// *[Graph] (CUDA graphs), which Launch replays as one operation and
// Update gives new arrays and scalars.
//
// # Errors
//
// Errors wrap sentinels that errors.Is finds: [ErrNoGPUCode], [ErrStale],
// [ErrNoDevice], [ErrOutOfMemory], [ErrLaunchConfig], [ErrTarget],
// [ErrEmpty] and more. A kernel that fails at a thread (a panic on the CPU
// targets, a failed check in debug GPU code) is a *[KernelTrapError]
// naming the block, the thread and the Go line.
//
// # Further documentation
//
// The module's README.md and its docs directory are the user guide, and
// they come with the module: go list -m -f '{{.Dir}}' github.com/kernlab/kern
// prints where. docs/kernels.md covers kernels (thread indices, shared
// memory, atomics, random numbers, printing), docs/ufuncs.md ufuncs and
// reductions, docs/memory.md device memory, streams and pinned memory,
// docs/targets.md targets, stale code, the JIT and the emulated devices,
// docs/performance.md measured figures, and docs/design.md the design and
// the subset of Go ("kernel Go") that the GPU compiler accepts.
package kern
