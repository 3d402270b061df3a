// Package eval evaluates the IR's scalar operations with Go semantics. It is
// shared by the reference interpreter (compiler/interp) and the constant
// folder (compiler/passes), so that folding and interpretation cannot
// disagree.
//
// Values are the IR's constant encoding (ir.Const.Bits): integers truncated
// to their width and zero-extended to 64 bits, floats as IEEE bits (f32 in
// the low 32 bits), bool as 0 or 1, pointers as their 64-bit encoding.
//
// # Choices where Go panics or is machine dependent
//
//   - Integer division by zero: Binary reports ok=false and the caller
//     decides. DivZero gives the value the interpreter uses outside debug
//     mode: x/0 has every bit set (-1 signed, MaxUint unsigned; what PTX
//     div.u produces) and x%0 = x (what rem computed as x-(x/0)*0 gives).
//   - Shift counts are unsigned; a signed count is sign-extended first, so a
//     negative count behaves as a huge one (Go would panic).
//   - Float→integer conversion that overflows or is NaN gives amd64's
//     result, measured from native Go: conversions to i8, i16, i32, u8, u16
//     go through CVTTSD2SL (0x80000000 on overflow) and truncate; to i64 and
//     u32 through CVTTSD2SQ (0x8000000000000000 on overflow) and truncate;
//     to u64 by Go's sequence: x < 2^63 ? cvt(x) : cvt(x-2^63) | 1<<63.
//   - f32 fma is correctly rounded (computed exactly in f64 with
//     round-to-odd, then rounded once to f32).
package eval
