// Package amd64 compiles a ufunc core's IR to a SIMD loop in Go's
// assembler for AVX2: the GPU's SPMD model on the CPU's vector lanes.
//
// One YMM register holds one value for 8 consecutive elements (32-bit
// types) or 4 (64-bit types); a core is compiled when every value it
// computes has the same width. Straight-line code maps lane by lane.
// Branches are if-converted: every block is computed for all lanes, each
// block carries a lane mask (the OR of its incoming edges' masks; a
// conditional branch ANDs its condition into one edge and its complement
// into the other), and phis and returns become blends under those masks.
// Loops (cfg.go finds them; control.go lowers them) run until every lane
// has left: the header's mask is the active lanes, exits accumulate the
// lanes that took them and the values they carry out, and VPTEST ends
// the loop when no lane is active. This is sound because every accepted
// operation is pure and cannot trap on the lanes that did not take the
// path. A blend chain (a phi, a core's returns) may blend a value under a
// mask wider than its block's where the lanes added are overwritten later
// or unused (blendmask.go). Before register allocation the program is
// simplified (peephole.go: repeated steps, negation by the zero constant),
// and steps and constants nothing reads are dropped; small loops without
// escapes run two groups per iteration. CompileFold (fold.go) compiles a
// reduce core to a fold over four accumulators. Compile512 (evex.go) gives
// the same program over ZMM registers for AVX-512: 16 float32 or 8 float64
// lanes, 30 registers, each AVX2 instruction rewritten to its EVEX
// equivalent (compares into K2–K7, which the blends read; vector masks
// where other instructions read them), and a blend of a one-use
// instruction's result becomes that instruction merge-masked
// (maskmerge.go).
//
// What is accepted: float add, sub, mul, div, neg, min and max (Go's NaN
// and ±0 rules, computed as gc does on amd64), comparisons and selects,
// math.Sqrt, Abs, Copysign, Floor, Ceil, Trunc, RoundToEven and FMA;
// calls of math.Exp, Log, Sin, Cos and Tan on float64 (mathcall.go:
// package math's bits on amd64, huge trig arguments left to the Go core);
// integer add, sub, and, or, xor, andnot, neg, ^x, comparisons, min and
// max, shifts, 32-bit multiplication and 64-bit multiplication by
// constants ±2^k and ±(2^k+1); 32-bit division and remainder (div.go:
// exact through float64, a zero divisor leaving the group to the Go
// core); float32↔int32 conversions and same-width integer conversions
// and bitcasts; bool logic. Everything else (irreducible control flow,
// calls that stayed calls, 64-bit integer division, other 64-bit products, float64↔int64 conversions, mixed widths, bool
// operands, more live values than registers even with constants loaded at
// their uses) is refused with a reason, and the caller keeps the Go loop.
//
// Every accepted operation is exactly Go's operation on amd64 (IEEE
// round-to-nearest, the same NaN propagation), so the SIMD loop is
// bit-identical to the Go loop compiled by gc (GOAMD64=v1, which does not
// fuse x*y+z).
package amd64
