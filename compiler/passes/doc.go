// Package passes holds kern's IR optimizations as a table: each Pass edits
// a module in place and reports whether it changed anything, and Run
// repeats the table until nothing changes. Every pass keeps the module
// valid for ir.VerifyModule; the tests run the verifier between passes and
// compare the interpreter's results before and after.
//
// The passes are:
//
//   - inline: inlines calls of small device functions (at most
//     InlineThreshold instructions, not recursive). The call's block is
//     split; the callee's returns jump to the continuation, which merges
//     the returned values with phis; extracts of a multi-result call take
//     the merged values directly.
//   - fold: constant folding of every op with constant operands through
//     compiler/internal/eval (the interpreter's own evaluator), so folding
//     and interpretation cannot disagree. Integer division or remainder by
//     zero is never folded (it traps in debug mode). Also selects on a
//     constant, single-valued phis, extracts of inserts and zeros,
//     (x + c1) + c2 as x + (c1+c2), and a word rebuilt from its own bit
//     fields as the word (bitfield.go).
//   - divpow2: integer division and remainder by a constant power of two
//     become shifts and masks (with the rounding toward zero of signed
//     division).
//   - narrow: float32(op(float64(a), float64(b))) for add, sub, mul, div
//     and math.sqrt of float32 operands (or float64 constants float32
//     represents exactly) becomes the float32 operation, which is exact:
//     double rounding is innocuous when 53 >= 2*24+2 (narrow.go).
//   - cfg: branches on a constant become jumps; a block that only jumps
//     to a single-predecessor block absorbs it; empty forwarding blocks
//     are bypassed.
//   - dce: deletes unreachable blocks (fixing the phis of their
//     successors) and pure instructions whose values are unused.
//   - cse: dominator-scoped value numbering of pure instructions.
//
// GPU code gets more (GPU: knownconds, andor, tailcall, inline-gpu,
// inline-once, promote (local variables accessed at constant offsets
// become SSA values), addrspace, unroll, reassoc, licm, hoistcommon, strength,
// contract, inrange, mergereturns; see each pass's comment), and, but in debug builds,
// unroll-runtime on top (RuntimeUnroll): a loop counted to a run-time
// bound runs four copies of its body at a time, then the rest one at a
// time, the copies' addresses each one step from the group's pointer
// (rebase). The AMD code runs these on a copy of its own with
// ReduceStrengthAMD and UnrollRuntimeAMD in place of strength and
// unroll-runtime (ForAMD: loops carrying a value are not unrolled, and
// outer loops do not step pointers by uniform offsets), then gets constloads,
// sink and pointerexits (AMD): loads of constant table elements become the
// constants, the computations that end every arm of a branch alike are
// done once after it, with phis of the operands that differ, and a
// wrapper's loop marked ir.Block.PointerExit tests its stepped pointer
// instead of its index, which goes.
package passes
