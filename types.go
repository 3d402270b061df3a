package kern

import "github.com/kernlab/kern/abi"

// Integer is the set of Go integer types a kernel may use as array elements.
// The sets are exact (no ~) so that the compiler can instantiate a generic
// kernel once per member.
type Integer interface {
	int | int8 | int16 | int32 | int64 | uint | uint8 | uint16 | uint32 | uint64 | uintptr
}

// Float is the set of floating-point element types.
type Float interface {
	float32 | float64
}

// Number is every numeric element type.
type Number interface {
	Integer | Float
}

// Complex is the set of complex element types.
type Complex interface {
	complex64 | complex128
}

// Element is every element type of a kern array (Array1/2/3, a []T kernel
// parameter): the numbers and the complex numbers.
type Element interface {
	Number | Complex
}

// Dim3 is a grid or block extent, or a thread or block index.
type Dim3 struct{ X, Y, Z int }

// Fence selects the memory a Barrier orders, as ROC's barrier(scope) does.
type Fence int

const (
	// LocalMemFence orders block-shared (LDS) memory: roc.CLK_LOCAL_MEM_FENCE.
	LocalMemFence Fence = 1 << iota
	// GlobalMemFence orders global memory: roc.CLK_GLOBAL_MEM_FENCE.
	GlobalMemFence
)

// The limits the wrapper kernels `kern gen` compiles are built for (abi).
const (
	MaxRank     = abi.MaxRank     // element-wise rank after coalescing
	MaxLoopRank = abi.MaxLoopRank // guvectorize loop dimensions
	ReduceBlock = abi.ReduceBlock // block size of both reduce stages
)
