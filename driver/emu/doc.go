// Package emu is an emulated CUDA device: a driver.Device that executes the
// PTX text kern gen ships, on the CPU, so that every GPU code path of kern
// (module load, parameter buffers, wrapper kernels, launches, trap records,
// copies, streams) runs where there is no GPU — in CI above all.
//
// With KERN_EMULATE=cuda the root package's CUDA target uses it instead of
// libcuda; KERN_EMULATE_MEMORY=64MiB caps its memory (default 4 GiB);
// KERN_EMULATE=cuda,racecheck adds the shared-memory race checker.
//
// # Execution
//
// LoadModule parses the module once into instrs: registers become slots,
// labels pcs, symbols addresses or frame offsets. A launch runs its blocks
// on GOMAXPROCS goroutines; a block runs as warps of 32 lanes, each
// instruction executed for a group of lanes that share a frame and a pc.
// Lanes that branch apart form groups that the scheduler runs lowest pc
// first, so they reconverge where their paths meet. bar.sync waits for
// every live thread of the block; shfl.sync and bar.warp.sync wait for the
// live lanes of their member mask; atomics on global memory are real
// atomics (blocks run concurrently). Device functions get frames with
// their own registers and local memory.
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
// a *Fault (kernel, block, thread, PTX line, Go file:line when the module
// has .loc lines) wrapped in the *driver.Error a GPU would return
// (CUDA_ERROR_ILLEGAL_ADDRESS, ..._MISALIGNED_ADDRESS,
// ..._ILLEGAL_INSTRUCTION), and the device stays failed afterwards like a
// faulted CUDA context. With racecheck, two threads of a block touching the
// same shared byte between barriers, one writing, not atomically, is a
// fault too.
//
// # What only a GPU shows
//
// Timing (the emulator runs about 10^8 thread-instructions per second per
// core, BenchmarkDiscriminant), ptxas's and the driver JIT's own checks and
// quirks, the hardware's ordering of atomics and of memory between blocks,
// .approx math precision (computed exactly here), and behaviour that
// depends on warp scheduling order beyond what the PTX ISA guarantees.
package emu
