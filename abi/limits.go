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
)
