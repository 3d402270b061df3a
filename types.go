package kern

import (
	"fmt"
	"unsafe"

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
// values with ToFloat16 and friends and the Float32 methods. Arrays
// of them (nd arrays, device arrays, kernel arrays) hold and copy them as
// the bytes they are. Kernels and ufunc cores compute on Float16 and
// BFloat16 with the H* functions below on every target; FP8 values are
// storage in kernel code (convert them on the host).
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

// Half is the set of 16-bit floating-point types, Float16 and BFloat16:
// one H* function serves both.
type Half = half.Half

// The H* functions are 16-bit floating-point arithmetic for kernels and
// ufunc cores (and host code): each returns the correctly rounded result
// (round to nearest even) of package half's operation of the same name,
// with the same bits on every place. In GPU code HAdd, HSub, HMul and HFma
// are single instructions where the GPU has them; HDiv and HSqrt compute
// in float32 and round once, which is correct rounding (docs/half.md).

// ToFloat16 returns the Float16 nearest to x (ties to even; beyond the
// largest finite value, ±Inf; NaN stays NaN). Host code and kernels.
func ToFloat16(x float32) Float16 { return half.ToFloat16(x) }

// ToBFloat16 returns the BFloat16 nearest to x (ties to even; NaN stays
// NaN, quieted). Host code and kernels.
func ToBFloat16(x float32) BFloat16 { return half.ToBFloat16(x) }

// ToFloat8E4M3 returns the E4M3 value nearest to x (ties to even); a
// value beyond ±448 after rounding, ±Inf and NaN give NaN, as the format
// has no infinity. Host code and kernels.
func ToFloat8E4M3(x float32) Float8E4M3 { return half.ToFloat8E4M3(x) }

// ToFloat8E5M2 returns the E5M2 value nearest to x (ties to even;
// overflow gives ±Inf, as IEEE). Host code and kernels.
func ToFloat8E5M2(x float32) Float8E5M2 { return half.ToFloat8E5M2(x) }

// HToFloat32 returns x as a float32 (exact): x.Float32() for a type
// parameter, which has no methods.
func HToFloat32[T Half](x T) float32 { return half.HToFloat32(x) }

// HFromFloat32 returns the T nearest to f (ties to even): ToFloat16 or
// ToBFloat16 chosen by T, for generic code.
func HFromFloat32[T Half](f float32) T { return half.HFromFloat32[T](f) }

// HAdd returns a+b, correctly rounded.
func HAdd[T Half](a, b T) T { return half.HAdd(a, b) }

// HSub returns a-b, correctly rounded.
func HSub[T Half](a, b T) T { return half.HSub(a, b) }

// HMul returns a×b, correctly rounded.
func HMul[T Half](a, b T) T { return half.HMul(a, b) }

// HDiv returns a/b, correctly rounded.
func HDiv[T Half](a, b T) T { return half.HDiv(a, b) }

// HFma returns a×b+c rounded once.
func HFma[T Half](a, b, c T) T { return half.HFma(a, b, c) }

// HSqrt returns the square root of a, correctly rounded.
func HSqrt[T Half](a T) T { return half.HSqrt(a) }

// HNeg returns -a (the sign bit flipped).
func HNeg[T Half](a T) T { return half.HNeg(a) }

// HAbs returns |a| (the sign bit cleared).
func HAbs[T Half](a T) T { return half.HAbs(a) }

// HMin returns Go's min of a and b: a NaN operand gives NaN, -0 < +0.
func HMin[T Half](a, b T) T { return half.HMin(a, b) }

// HMax returns Go's max of a and b.
func HMax[T Half](a, b T) T { return half.HMax(a, b) }

// HEq reports a == b (IEEE: false for NaN, -0 == +0).
func HEq[T Half](a, b T) bool { return half.HEq(a, b) }

// HNe reports a != b (true for NaN).
func HNe[T Half](a, b T) bool { return half.HNe(a, b) }

// HLt reports a < b.
func HLt[T Half](a, b T) bool { return half.HLt(a, b) }

// HLe reports a <= b.
func HLe[T Half](a, b T) bool { return half.HLe(a, b) }

// HGt reports a > b.
func HGt[T Half](a, b T) bool { return half.HGt(a, b) }

// HGe reports a >= b.
func HGe[T Half](a, b T) bool { return half.HGe(a, b) }

// HExp returns e^a, correctly rounded (half.HExp).
func HExp[T Half](a T) T { return half.HExp(a) }

// HLog returns the natural logarithm of a, correctly rounded.
func HLog[T Half](a T) T { return half.HLog(a) }

// HSin returns the sine of a, correctly rounded.
func HSin[T Half](a T) T { return half.HSin(a) }

// HCos returns the cosine of a, correctly rounded.
func HCos[T Half](a T) T { return half.HCos(a) }

// HTanh returns the hyperbolic tangent of a, correctly rounded.
func HTanh[T Half](a T) T { return half.HTanh(a) }

// HExp2 returns 2^a, correctly rounded.
func HExp2[T Half](a T) T { return half.HExp2(a) }

// HExp10 returns 10^a, correctly rounded.
func HExp10[T Half](a T) T { return half.HExp10(a) }

// HLog2 returns the base-2 logarithm of a, correctly rounded.
func HLog2[T Half](a T) T { return half.HLog2(a) }

// HLog10 returns the base-10 logarithm of a, correctly rounded.
func HLog10[T Half](a T) T { return half.HLog10(a) }

// HRcp returns 1/a, correctly rounded.
func HRcp[T Half](a T) T { return half.HRcp(a) }

// HRsqrt returns 1/√a, correctly rounded.
func HRsqrt[T Half](a T) T { return half.HRsqrt(a) }

// HCeil returns a rounded up to an integer value (exact).
func HCeil[T Half](a T) T { return half.HCeil(a) }

// HFloor returns a rounded down to an integer value (exact).
func HFloor[T Half](a T) T { return half.HFloor(a) }

// HTrunc returns a rounded toward zero to an integer value (exact).
func HTrunc[T Half](a T) T { return half.HTrunc(a) }

// HRint returns a rounded to the nearest integer value, ties to even
// (exact).
func HRint[T Half](a T) T { return half.HRint(a) }

// Half2 is a packed pair of 16-bit floats in 32 bits (CUDA's __half2 and
// __nv_bfloat162): the low half is element 0 (Lo, CUDA's .x). The H*2
// functions compute on both elements with the same bits as two scalar
// calls; GPUs with packed instructions (add.rn.f16x2 and the like) run
// them as one. Load2 and Store2 move a pair as one 32-bit access.
type Half2[T Half] = half.Half2[T]

// Pack2 returns the pair (lo, hi).
func Pack2[T Half](lo, hi T) Half2[T] { return half.Pack2(lo, hi) }

// HAdd2 returns a+b on each element.
func HAdd2[T Half](a, b Half2[T]) Half2[T] { return half.HAdd2(a, b) }

// HSub2 returns a-b on each element.
func HSub2[T Half](a, b Half2[T]) Half2[T] { return half.HSub2(a, b) }

// HMul2 returns a×b on each element.
func HMul2[T Half](a, b Half2[T]) Half2[T] { return half.HMul2(a, b) }

// HFma2 returns a×b+c on each element, each rounded once.
func HFma2[T Half](a, b, c Half2[T]) Half2[T] { return half.HFma2(a, b, c) }

// HNeg2 negates both elements (sign bits flipped).
func HNeg2[T Half](a Half2[T]) Half2[T] { return half.HNeg2(a) }

// HAbs2 returns both elements' absolute values (sign bits cleared).
func HAbs2[T Half](a Half2[T]) Half2[T] { return half.HAbs2(a) }

// HMin2 returns HMin on each element.
func HMin2[T Half](a, b Half2[T]) Half2[T] { return half.HMin2(a, b) }

// HMax2 returns HMax on each element.
func HMax2[T Half](a, b Half2[T]) Half2[T] { return half.HMax2(a, b) }

// Load2 returns (s[i], s[i+1]) read as one 32-bit access; i must be even
// (an odd i panics on the host and is a misaligned access on a GPU).
func Load2[T Half](s []T, i int) Half2[T] { return half.Load2(s, i) }

// Store2 writes p to s[i] and s[i+1] as one 32-bit access; i must be even.
func Store2[T Half](s []T, i int, p Half2[T]) { half.Store2(s, i, p) }

// VecElem is the element types of a vector access (LoadVec, StoreVec).
type VecElem interface {
	Number | Half | Float8E4M3 | Float8E5M2
}

// Vec is the arrays one vector access moves: 2, 4, 8 or 16 elements of
// T, 8 or 16 bytes in all ([2]float32, [4]float32, [2]float64,
// [8]kern.Float16, [16]uint8, …; another size is refused by kern gen with
// K033 and panics on the host).
type Vec[T VecElem] interface {
	[2]T | [4]T | [8]T | [16]T
}

// LoadVec returns s[i:i+len(V)] read as one 8- or 16-byte access (CUDA's
// float4 and int4 loads: ld.global.v4.f32, an LLVM <4 x float> load):
// fewer instructions for the same bytes, as bandwidth-bound kernels and
// shared-memory staging want. i must be a multiple of len(V), and the
// slice must start at a multiple of the vector's bytes in its allocation
// (device arrays, kern.Shared arrays and the host slices kern copies start
// at 256, 16 and 256 bytes): a misaligned index panics on the host and is
// a misaligned access on a GPU, which -debug builds trap naming the call.
//
//	v := kern.LoadVec[[4]float32](x, 4*i)
//	kern.StoreVec(y, 4*i, [4]float32{a * v[0], a * v[1], a * v[2], a * v[3]})
func LoadVec[V Vec[T], T VecElem](s []T, i int) (v V) {
	vecCheck("LoadVec", s, i, len(v))
	for k := range len(v) {
		v[k] = s[i+k]
	}
	return v
}

// StoreVec writes v to s[i:i+len(V)] as one 8- or 16-byte access; i must
// be a multiple of len(V), as for LoadVec.
func StoreVec[V Vec[T], T VecElem](s []T, i int, v V) {
	vecCheck("StoreVec", s, i, len(v))
	for k := range len(v) {
		s[i+k] = v[k]
	}
}

// VecIndexError is the panic of LoadVec and StoreVec for an index that
// is not a multiple of the vector's length or a vector that is not 8 or
// 16 bytes.
type VecIndexError struct {
	Func       string // "LoadVec" or "StoreVec"
	Index, Len int
	Bytes      int // the vector's size
}

func (e VecIndexError) Error() string {
	if e.Bytes != 8 && e.Bytes != 16 {
		return fmt.Sprintf("kern.%s of %d elements (%d bytes): a vector access moves 8 or 16 bytes", e.Func, e.Len, e.Bytes)
	}
	return fmt.Sprintf("kern.%s: index %d is not a multiple of %d (a vector of %d elements is one %d-byte aligned access)", e.Func, e.Index, e.Len, e.Len, e.Bytes)
}

func vecCheck[T VecElem](fn string, s []T, i, n int) {
	var zero T
	bytes := n * int(unsafe.Sizeof(zero))
	if bytes != 8 && bytes != 16 || i%n != 0 {
		panic(VecIndexError{Func: fn, Index: i, Len: n, Bytes: bytes})
	}
	_ = s[i+n-1] // the index panic before any element moves
}
