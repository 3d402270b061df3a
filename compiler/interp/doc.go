// Package interp is the reference interpreter of kern's IR: the oracle the
// PTX and AMDGPU backends and the passes are tested against. It runs a
// device function (Call) or a kernel over a simulated grid (Launch) with
// Go's semantics for every op (ir/ops.go), evaluating scalar ops through
// compiler/internal/eval, which the constant folder shares.
//
// # Arguments and results
//
// Go scalars map to IR Basic parameters of exactly the matching kind (int
// and uint are i64 and u64). A []T argument for a slice parameter is copied
// into a new global buffer as slice{ptr, len, cap=len} and copied back after
// the run. A view parameter (ir.ViewType) takes an interp.View or a
// kern.Array1/2/3 (read through its Data, Shape/Strides or Len/Stride
// methods); the whole backing slice is copied in and back. Go arrays and
// structs map to IR arrays and structs field by field. Results come back as
// bool, int8 … int64, uint8 … uint64, float32, float64 (i64 → int64, u64 →
// uint64); pointers as their uint64 encoding; aggregates as []any.
//
// # Memory and pointers
//
// Memory is byte-addressed buffers per address space: global (arguments,
// module globals), shared (per block: each OpShared instruction, shared
// globals, the DynShared bytes of OpDynShared), local (per OpAlloca
// execution, released when its frame returns), const and param. Loads and
// stores are little-endian of the type's exact size. A pointer is 64 bits:
// the buffer's space in bits 61–63 (never generic: a generic pointer keeps
// the space it came from, so casts to and from generic round-trip), the
// buffer number in bits 40–60 and the byte offset in bits 0–39. Pointer
// arithmetic changes only the offset (wrapping in 40 bits), so any access
// outside the buffer, through null, or after a cast to the wrong space is
// an *Error naming the instruction's position and the thread.
//
// # Execution
//
// Every thread of a block is an interpreter state. Threads run one at a
// time in order, each until it exits or waits at a barrier, warpsync or
// shuffle. A warp (Config.WarpSize lanes, by linear thread index) resumes
// when all its live lanes wait at a warpsync, or all at a shuffle; the
// block resumes when all live threads wait at barriers with the same fence
// flags (exited threads count as arrived), or at block votes
// (OpBarrierRed) of the same reduction, which each of them then gets.
// Other waits are reported as ErrDeadlock, barriers with different flags
// or kinds as ErrBarrierMismatch. OpFence does nothing: one thread runs at
// a time. Blocks
// run one after another, so atomics are trivially atomic. Shuffles follow
// the sim target: up/down/xor read lane±delta (lane^mask); a source lane
// outside [0, WarpSize), beyond the block or exited yields the thread's own
// value; idx reads lane src mod WarpSize.
//
// # Semantic choices
//
// Integer x/0 yields all bits set (-1 signed, MaxUint unsigned) and x%0
// yields x, or fails with ErrDivZero when Config.Debug is set.
// Float→integer conversions give amd64's results (see eval's doc). OpTrap
// and OpUnreachable fail the run with ErrTrap. A run stops with
// ErrStepLimit after Config.StepLimit instructions in all threads together.
package interp
