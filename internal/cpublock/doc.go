// Package cpublock writes the Go function that runs one thread block of a
// //kern:kernel on the CPU targets, from the kernel's own statements: the
// transformation MCUDA, POCL and HIP-CPU make of a GPU kernel.
//
// The kernel is cut at its barriers (SyncThreads, Barrier) into regions,
// and each region becomes one loop over the block's threads, so a block
// runs on one goroutine without a goroutine per thread and the Go
// compiler sees ordinary loops. Barriers may sit at the top level of the
// kernel and inside loops, ifs and blocks whose conditions are uniform:
// the same for every thread of the block, so that every thread that has
// not returned reaches the same barriers in the same order. Uniformity is
// established conservatively from the source: constants, the kernel's
// parameters and their extents (len, Dim, Shape, …), the block's and
// grid's geometry (BlockIdx, BlockDim, GridDim, GridSize), math functions
// of those, and local variables whose every assignment is such a value,
// made at the top level of the kernel or of such a loop. A loop with a
// barrier is run once per block, at the block level, its header
// evaluated there.
//
// Local variables that one region writes and another reads become
// per-thread arrays (kern.BlockVars, one element per thread, kept by the
// worker from block to block), or one variable per block when they are
// uniform; each region copies the ones it uses into locals of the same
// name first, runs the kernel's statements unchanged, and copies back
// what it wrote. Shared arrays (kern.Shared) are allocated once per block
// before the first region; a thread that returns is skipped by the later
// regions, as a GPU counts a returned thread as arrived at every barrier.
// The statements keep their text and carry line directives, so that a
// panic (an index out of range, a division by zero) names the kernel's
// own file and line. The thread's geometry calls (t.ThreadIdx().X,
// t.Grid1(), x, y := t.Grid2(), …) become expressions of an index the
// region's loop counts in registers (thread.go); a region that needs
// nothing else of its *kern.Thread runs four threads side by side
// (jam.go).
//
// Kernels it cannot take — warp shuffles and WaveBarrier, a barrier under
// a condition that depends on the thread or in a switch, a function that
// synchronizes, kern.Shared outside the kernel's first statements, goto —
// get a reason instead (Result.Refused), which kern gen writes into the
// generated file; they run on the simulator on every CPU target.
package cpublock
