// Package arm64 compiles a ufunc core's IR to a NEON (ASIMD) loop in Go's
// arm64 assembler: the AVX2 backend's model (compiler/amd64) on 128-bit
// V registers, one value for 4 consecutive elements (32-bit types) or 2
// (64-bit types).
//
// What is accepted: cores whose values all have one element width,
// branches if-converted under lane masks (branch.go), loops run as
// vector loops until every lane has left them (loop.go);
// float add, sub, mul, div, neg, min and max, comparisons and selects,
// math.Sqrt, Abs, Copysign, Floor, Ceil, Trunc, RoundToEven, Round and
// FMA; integer add, sub, and, or, xor, andnot, neg, ^x, comparisons, min
// and max, shifts (by variable counts clamped to the width, shift.go),
// 32-bit products and 64-bit products
// by ±2^k and ±(2^k+1), int32 and uint32 division and remainder (exact
// through float64 halves, div.go); same-width float↔integer conversions
// and integer conversions and bitcasts; bool logic; calls of math.Exp,
// Log, Sin, Cos, Tan, Atan and Tanh on float64 lanes, lowered to the bits of Go's arm64 math
// package (mathcall.go). Everything else (other calls, 64-bit division,
// other 64-bit products, mixed widths, irreducible control flow, more
// live values than 30 registers with the constants loaded where they are
// used) is refused with a reason, and the caller keeps the Go loop.
//
// A zero divisor or a negative signed shift count in a lane that runs
// the division or shift, or an argument of math.Sin, Cos or Tan from
// 2^29 on, leaves the group to the Go core (Loop.Escapes), which panics
// where the Go loop does or calls package math: the loop returns the
// group's first element, as compiler/amd64's loops do.
//
// Every accepted operation is the one gc compiles the scalar Go loop to
// on arm64, under the same FPCR, so the loop is bit-identical to the Go
// loop there; in particular an add of a product is fused exactly where
// gc's ARM64.rules fuse it (fuse.go). The instructions Go's assembler
// does not spell are WORD-encoded (encode.go).
package arm64
