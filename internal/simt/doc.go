// Package simt runs a kernel body over a grid on the CPU with the CUDA
// execution model: blocks spread over worker goroutines, one goroutine per
// thread when the kernel synchronizes (reusable block and warp barriers), a
// plain loop when it does not, block-shared memory, and warp shuffles in
// groups of 32 lanes. LaunchBlocks runs a block function instead — code
// kern gen wrote that steps through a block's threads itself (Block) —
// with the same shared memory, errors and cancellation.
//
// It is internal so that both the root package (which builds kern.Thread
// values over simt.Thread) and driver/host (which runs launches) share one
// engine without the drivers importing the root.
package simt
