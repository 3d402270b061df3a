// Package half provides kern's host-side reduced-precision floating-point
// types: IEEE 754 binary16 ([Float16]), bfloat16 ([BFloat16]) and the two
// OCP 8-bit formats ([Float8E4M3], E4M3FN; [Float8E5M2]), with exact
// widening, correctly rounded narrowing from float32 and float64, correctly
// rounded host arithmetic on the 16-bit types, and bulk slice conversions.
//
// # Encodings
//
// Each type is its bit pattern: Float16 and BFloat16 have underlying type
// uint16, the FP8 types uint8, so a []Float16 has the memory layout of
// NumPy's float16 and of CUDA's __half, a []BFloat16 that of
// __nv_bfloat16 and ml_dtypes' bfloat16, and so on. A conversion such as
// Float16(0x3c00) names a bit pattern, never a value: to convert a value use
// [ToFloat16] and friends.
//
//	type        sign exp mant bias  max finite      Inf  NaN
//	Float16       1   5   10   15   65504           yes  exp=31, mant≠0
//	BFloat16      1   8    7  127   3.3895314e38    yes  exp=255, mant≠0
//	Float8E4M3    1   4    3    7   448             no   S.1111.111 only
//	Float8E5M2    1   5    2   15   57344           yes  exp=31, mant≠0
//
// # Rounding
//
// Every narrowing ([ToFloat16], [ToFloat16From64], …) rounds once, to
// nearest with ties to even, subnormals included. The float64 forms round
// the float64 directly: going through float32 would round twice, which is
// wrong for values just beside a halfway point.
//
// Overflow follows IEEE 754 round-to-nearest for Float16, BFloat16 and
// Float8E5M2: a value whose rounding (with an unbounded exponent) exceeds the
// largest finite value becomes ±Inf. Float8E4M3 has no infinities; it does
// what ml_dtypes' float8_e4m3fn does (the OCP specification's
// non-saturating mode): a value that rounds past ±448, and ±Inf, become NaN
// with the input's sign. Values up to 464 (the halfway point to the
// would-be 480) still round to 448.
//
// NaNs stay NaN and keep their sign. Narrowing to Float16 or BFloat16 makes
// a NaN quiet and keeps the top bits of its payload (as x86's F16C and
// ARM's FCVT do); the FP8 types get their one quiet NaN with the sign.
//
// # Arithmetic
//
// HAdd, HSub, HMul, HDiv, HSqrt and HFma serve both 16-bit types through the
// [Half] constraint and return the correctly rounded result (round to
// nearest even), as IEEE 754 requires of a binary16 or bfloat16 operation.
// They compute in float64, which holds every operand, product and sum of
// these types exactly or with at least 2p+2 bits in its normal range, so
// the one rounding to 16 bits is the only one that matters; HFma also rounds
// the float64 sum to odd, which double rounding would otherwise break.
// HMin and HMax follow Go's min and max (a NaN wins, -0 < +0); the
// comparisons follow IEEE 754 (NaN is unordered, -0 == +0).
//
// HExp, HExp2, HExp10, HLog, HLog2, HLog10, HSin, HCos, HTanh and HRsqrt
// are Go's float64 math function of the widened value rounded once, which
// is correctly rounded for every input of both types (no float64 result
// lies near a rounding boundary). HRcp is HDiv(1, a); HCeil, HFloor,
// HTrunc and HRint (ties to even) round to an integer, exactly.
//
// Kernels and ufunc cores call these functions too, through kern.HAdd
// and the rest or directly: the compiler makes them GPU instructions with
// the same results (docs/half.md).
//
// [Half2] packs two values of one 16-bit type in 32 bits (element 0 in the
// low half, as CUDA's __half2): HAdd2, HSub2, HMul2, HFma2, HNeg2, HAbs2,
// HMin2 and HMax2 are the scalar operation on each element, with the same
// bits, and Load2 and Store2 move a pair at an even index of a slice as
// one 32-bit word. On a GPU with packed instructions a pair operation is
// one instruction.
//
// There is no FP8 arithmetic: FP8 values are widened for compute and
// rounded back, on the host and in kernels, whose GPU code is this
// package's own conversions compiled from its Go source.
package half
