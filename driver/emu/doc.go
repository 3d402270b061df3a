// Package emu holds kern's emulated GPUs: a CUDA device (New) that
// executes the PTX text kern gen ships and a ROC device (NewROC) that
// executes the LLVM IR it embeds, on the CPU, so that every GPU code path
// of kern (module load, parameter buffers and kernarg segments, wrapper
// kernels, launches, trap records, copies, streams) runs where there is no
// GPU — in CI above all.
//
// With KERN_EMULATE=cuda the root package's CUDA target uses the CUDA
// device instead of libcuda, with KERN_EMULATE=roc its ROC target the ROC
// device instead of libamdhip64 ("cuda,roc" for both, "gfx1030" or
// "gfx1100" for a wave32 ROC device, "gfx940" for a gfx940); "cuda:4", "roc:2" or "cuda:2,roc:2" emulate several
// devices of a kind, separate devices numbered 0 up, each with its own
// memory, streams, sanitizer and synthetic PCI bus id (SyntheticBusID);
// KERN_EMULATE_MEMORY=64MiB caps each device's memory (default 4 GiB);
// "racecheck" adds the shared-memory race checker.
//
// # The LLVM IR front end
//
// LoadModuleIR (driver.IRLoader) parses the subset of LLVM 15 IR that
// compiler/amdgpu writes and opt -O3 makes of it (llparse.go) and lowers
// each kernel to the same instrs as PTX (lllower.go): device functions
// inlined, phis as copies on their edges, aggregates and vectors as one
// register per leaf (a vector load or store checks the alignment it
// states, as ld.vN checks the vector's), constant expressions folded, LDS and private pointers
// as tagged addresses, amdgcn intrinsics as special registers, float
// class tests and wavefront operations (amdops.go). The kernarg segment is laid out from
// the code object's metadata, checked against the IR's signature, behind
// the 64-byte HSA dispatch packet. The one inline asm compiler/amdgpu
// writes, an empty one returning its operand (it keeps LLVM from hoisting a
// division's reciprocal), is a copy; any other is refused. Wavefronts are
// 64 or 32 lanes of the same warp scheduler; ds.bpermute, ballot and
// mbcnt see the lanes of the executing path, like the EXEC mask;
// llvm.amdgcn.endpgm (s_endpgm, how a
// -debug module ends after writing its trap record) ends the whole
// wavefront, lanes on other paths included. The MFMA intrinsics of gfx90a
// and gfx940 with 16×16 float32 results (float16, bfloat16 and float32
// inputs; gfx940's xf32) and gfx1100's WMMA (float16, bfloat16) are one
// wavefront-wide operation in AMD's lane layout with kern's tensor-core
// arithmetic (mfma.go), each on the emulated processors that have it;
// they need every lane of a whole wave64 (MFMA) or wave32 (WMMA)
// wavefront. LLVM's half type is its 16 bits, its float
// operations (scalar and <2 x half>) package half's arithmetic
// (llhalf.go). The !dbg locations of the
// IR's line tables give each instruction its Go position (lldebug.go).
// Errors carry driver/roc's names.
//
// # Execution
//
// LoadModule parses the module once into instrs: registers become slots,
// labels pcs, symbols addresses or frame offsets. A launch runs its blocks
// on GOMAXPROCS goroutines; a block runs as warps of 32 lanes, each
// instruction executed for a group of lanes that share a frame and a pc.
// Lanes that a branch splits form groups that reconverge at the branch's
// immediate post-dominator, computed from each function's control-flow
// graph, in any block layout: a group that reaches it first waits there
// for the rest of the split (unless they are blocked at a barrier, when it
// runs on, as with independent thread scheduling); among runnable groups
// the one first in reverse postorder runs. bar.sync waits for
// every live thread of the block, and bar.red (popc.u32, and.pred,
// or.pred) also gives them all the reduction of their predicates; shfl.sync, bar.warp.sync, vote.sync and
// match.any.sync wait for the live lanes of their member mask (a vote's
// lane that exits instead is reported), and mma.sync and ldmatrix for the
// whole warp; atomics on global memory are real
// atomics (blocks run concurrently). Device functions get frames with
// their own registers and local memory.
//
// Pure register instructions (moves, arithmetic, logic, comparisons,
// conversions) execute as lane vectors: one loop over the group's lanes
// with opcode, type and immediates resolved at load time (vector.go). PTX
// is written for ptxas to optimise, so LoadModule also does what ptxas
// would, in ways no result can tell: local variables accessed only at
// constant offsets become registers (promote.go), copies propagate
// (copyprop.go), dead instructions and self-copies are stepped over
// (dead.go), and registers share slots where their values never meet
// (regalloc.go). Every instruction of the PTX as written still counts in
// ThreadInstructions, and every access that could fault is still made;
// what differs is only what an undefined read of an unwritten local
// field returns.
//
// # Memory
//
// Addresses carry their state space in the top four bits (see memory.go):
// a global address names an allocation slot and an offset, so every access
// is checked against its allocation, and a Go pointer (top bits zero) is
// never a device address. Copies from pinned memory are asynchronous,
// from pageable memory staged as the driver does.
//
// # Sanitizer
//
// Always on: an access outside any live allocation, outside the block's
// shared memory or the thread's local memory, or misaligned; a barrier
// reached by threads at different bar.sync instructions; a warp-synchronous
// instruction whose live mask lanes wait elsewhere; a shuffle reading a
// lane that has exited, does not exist or is not in the mask; trap. Each is
// a *Fault (kernel, block, thread, PTX line, Go file:line:col from the
// module's .loc lines, which kern gen always writes) wrapped in the
// *driver.Error a GPU would return (a memory fault with its address and
// size, Fault.Addr and Bytes, and placed against the allocations: past the
// end of one, or just before the next)
// (CUDA_ERROR_ILLEGAL_ADDRESS, ..._MISALIGNED_ADDRESS,
// ..._ILLEGAL_INSTRUCTION), and the device stays failed afterwards like a
// faulted CUDA context. With racecheck, two threads of a block touching the
// same shared byte between barriers, one writing, not atomically, is a
// fault too. Shared memory starts as zeros in every block, or, with
// WithSharedFill(b), as bytes b, which shows a read of shared memory
// nothing wrote (a GPU's holds what the previous block left).
//
// On the ROC device a fault names the LLVM IR line and the Go
// file:line:col of its !dbg location (the innermost where opt inlined),
// and the device stays failed like a faulted HIP context. Reading a lane
// that is alive but on another path is not a fault there (it is inactive
// under the EXEC mask: kern's backend then yields the thread's own value,
// and its reduction relies on it). A ds.bpermute or ballot that a group
// executes while lanes of its wavefront elsewhere can still reach it
// before their join is a fault: its result would depend on how divergent
// lanes are ordered.
//
// # What only a GPU shows
//
// Real timing (events, and so Elapsed and kern's GPU profile, read the
// timing model of timing.go, not the host's clock; the emulator itself
// executes about 6·10^8 thread-instructions per second per core,
// BenchmarkDiscriminant, and BenchmarkMonteCarlo's Philox kernel takes
// about 40 ns per draw on either device), ptxas's and the driver JIT's own checks and
// quirks, the hardware's ordering of atomics and of memory between blocks,
// .approx math precision (computed exactly here), and behaviour that
// depends on warp scheduling order beyond what the PTX ISA guarantees.
package emu
