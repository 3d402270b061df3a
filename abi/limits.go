package abi

// Limits the wrapper kernels are compiled for; the runtime rejects calls
// beyond them (ErrRank) rather than launching a kernel that would read
// past its parameters.
const (
	// MaxRank is the element-wise broadcast rank RoleStrided takes, after
	// the runtime coalesces dimensions.
	MaxRank = 8
	// MaxLoopRank is the number of guvectorize loop dimensions RoleGU takes,
	// after coalescing.
	MaxLoopRank = 4
	// ReduceBlock is the block size both reduce stages are compiled for
	// (their shared arrays have this many elements); they must be launched
	// with exactly this many threads per block.
	ReduceBlock = 256
	// ReduceMaxPartials bounds the number of partial results stage 1
	// writes (the logical blocks of the fold order, ReduceOrder).
	ReduceMaxPartials = 1024
	// MaxKernelParams is the most parameters a kernel takes after its
	// *kern.Thread: NewKernel1 … NewKernel8. kern gen refuses more (K043),
	// which nothing could launch.
	MaxKernelParams = 8
)

// ReduceGroup is how many consecutive elements of size bytes one thread of
// a reduce stage folds as a group: 16 bytes' worth of a 4- or 8-byte
// scalar (so that stage 1 reads an aligned contiguous group with one
// 128-bit load), one element otherwise.
func ReduceGroup(size int, scalar bool) int {
	if scalar && (size == 4 || size == 8) {
		return 16 / size
	}
	return 1
}

// ReducePartials is the number of partial results stage 1 writes for n
// elements in groups of v: one per ReduceBlock groups, at most
// ReduceMaxPartials. It depends on n and v alone, never on the device, and
// so does the fold order.
func ReducePartials(n, v int) int {
	groups := (n + v - 1) / v
	return min((groups+ReduceBlock-1)/ReduceBlock, ReduceMaxPartials)
}
