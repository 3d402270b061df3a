package kern

import (
	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/half"
)

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
// parameter): the numbers, the complex numbers and the reduced-precision
// floats.
type Element interface {
	Number | Complex | Float16 | BFloat16 | Float8E4M3 | Float8E5M2
}

// The reduced-precision floating-point types of package half, under kern's
// name. Each is its bit pattern (kern.Float16(0x3c00) is 1.0): convert
// values with half.ToFloat16 and friends and the Float32 methods. Arrays
// of them (nd arrays, device arrays, kernel arrays) hold and copy them as
// the bytes they are; the compiler has no half arithmetic yet, so kernels
// and ufunc loops over them run as Go on the CPU targets only.
type (
	Float16    = half.Float16    // IEEE 754 binary16
	BFloat16   = half.BFloat16   // bfloat16: the top half of a float32
	Float8E4M3 = half.Float8E4M3 // OCP FP8 E4M3FN: no Inf, max 448
	Float8E5M2 = half.Float8E5M2 // OCP FP8 E5M2: IEEE-like, max 57344
)

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
