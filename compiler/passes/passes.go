package passes

import (
	"fmt"
	"slices"

	"github.com/kernlab/kern/compiler/ir"
)

// Pass is one optimization over a module; Run reports a change.
type Pass struct {
	Name string
	Run  func(m *ir.Module) bool
}

// InlineThreshold is the largest callee (in instructions) inlined.
const InlineThreshold = 60

// GPUInlineThreshold is the largest callee GPU code inlines: a call costs
// a GPU far more than a CPU (arguments and results pass through the
// stack-like parameter space, and neither side is optimized across it),
// so GPU compilers inline much larger functions (LLVM's NVPTX and AMDGPU
// targets multiply the inline threshold by 11).
const GPUInlineThreshold = 500

// GPUInlineCallerLimit bounds the functions GPU inlining makes: a kernel
// that calls a large function many times (a reduction's unrolled fold)
// keeps its calls rather than outgrow the instruction cache.
const GPUInlineCallerLimit = 2000

// MaxRounds bounds Run's fixed-point iteration.
const MaxRounds = 20

// Standard returns the default pass table, in order.
func Standard() []Pass {
	return []Pass{
		{"inline", Inline},
		{"fold", Fold},
		{"divpow2", DivPow2},
		{"narrow", Narrow},
		{"cfg", SimplifyCFG},
		{"dce", DCE},
		{"cse", CSE},
	}
}

// GPU returns the pass table of GPU code: the standard passes, then the
// branch, call, loop and address optimizations a GPU compiler runs
// (conditions a dominating branch decided made constants, short-circuit
// conditions branched on once, self tail calls made loops,
// larger functions inlined, local variables kept in registers, address spaces kept through views, small
// constant-trip loops unrolled, invariant code hoisted, an address two
// branches take computed once before both, induction-variable addresses
// stepped), with contract set FMA contraction, and last the
// marking of float→integer conversions proved in range and one return per
// function. The CPU targets do not run them: their loops must give Go's
// bits and the AVX2 backend takes loop-free cores.
func GPU(contract bool) []Pass {
	ps := append(Standard(),
		Pass{"knownconds", KnownConditions},
		Pass{"andor", FoldAndOr},
		Pass{"tailcall", TailCalls},
		Pass{"inline-gpu", GPUInline},
		Pass{"inline-once", InlineOnce},
		Pass{"promote", PromoteAllocas},
		Pass{"addrspace", InferAddrSpaces},
		Pass{"unroll", Unroll},
		Pass{"reassoc", ReassocAddr},
		Pass{"licm", LICM},
		Pass{"hoistcommon", HoistCommon},
		Pass{"strength", ReduceStrength},
	)
	if contract {
		ps = append(ps, Pass{"contract", Contract})
	}
	// Last: a merged return hides the tail calls TailCalls looks for (and
	// the branches InRangeConversions reads are all there by now).
	return append(ps, Pass{"inrange", InRangeConversions}, Pass{"mergereturns", MergeReturns})
}

// Run applies the passes in order, repeatedly, until a whole round changes
// nothing (at most MaxRounds rounds). With verify set, ir.VerifyModule runs
// after every pass that changed the module, and a failure names the pass.
// RuntimeUnroll is what GPU code runs after GPU, except in a debug build:
// loops to a run-time bound run four iterations at a time
// (UnrollRuntime), then the clean-ups again. Both backends gain: LLVM's
// AMDGPU backend does not unroll such loops, and ptxas unrolls the
// bottom-tested group loop once more where it unrolled the plain loop
// only once, as it does clang's. The copies' stepped pointers are then
// rebased on the group's first (RebaseSteps).
func RuntimeUnroll() []Pass {
	return []Pass{
		{"unroll-runtime", UnrollRuntime},
		{"fold", Fold},
		{"cfg", SimplifyCFG},
		{"dce", DCE},
		{"cse", CSE},
		{"licm", LICM},
		{"strength", ReduceStrength},
		{"rebase", RebaseSteps},
	}
}

// ForAMD is ps as the AMD code runs it, on its own copy of the module:
// ReduceStrengthAMD and UnrollRuntimeAMD in place of ReduceStrength and
// UnrollRuntime (each says why).
func ForAMD(ps []Pass) []Pass {
	out := slices.Clone(ps)
	for i, p := range out {
		switch p.Name {
		case "strength":
			out[i].Run = ReduceStrengthAMD
		case "unroll-runtime":
			out[i].Run = UnrollRuntimeAMD
		}
	}
	return out
}

// AMD is what the AMD code runs last, on its own copy of the module (the
// PTX is built without it), except in a debug build: loads of constant
// table elements made constants (ConstLoads), then the computations that
// end every arm of a branch alike done once after it (SinkCommon), then
// the exit tests of wrapper loops moved from index to pointer
// (PointerExits, which says why). LLVM's
// AMDGPU backend materializes each arm's float64 constants in registers
// of their own, hoisted out of the element loop; merged, the arms share
// them (ExpSin's wrapper: 74 VGPRs, above the 64 that keep 8 waves per
// SIMD, became 54). ptxas takes such constants from the constant bank,
// gains no register and would pay a move per constant and arm for the
// phis, so the PTX keeps its arms apart.
func AMD() []Pass {
	return []Pass{
		{"constloads", ConstLoads},
		{"sink", SinkCommon},
		{"pointerexits", PointerExits},
		{"dce", DCE},
	}
}

func Run(m *ir.Module, passes []Pass, verify bool) error {
	if verify {
		if err := ir.VerifyModule(m); err != nil {
			return fmt.Errorf("passes: invalid input: %w", err)
		}
	}
	for range MaxRounds {
		changed := false
		for _, p := range passes {
			if !p.Run(m) {
				continue
			}
			changed = true
			if verify {
				if err := ir.VerifyModule(m); err != nil {
					return fmt.Errorf("passes: after %s: %w", p.Name, err)
				}
			}
		}
		if !changed {
			return nil
		}
	}
	return nil
}

// replaceUses makes every use of old in f use nv instead.
func replaceUses(f *ir.Function, old, nv ir.Value) {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for k, a := range in.Args {
				if a == old {
					in.Args[k] = nv
				}
			}
		}
	}
}

// useCounts counts the uses of every instruction of f.
func useCounts(f *ir.Function) map[*ir.Instr]int {
	n := map[*ir.Instr]int{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, a := range in.Args {
				if x, ok := a.(*ir.Instr); ok {
					n[x]++
				}
			}
		}
	}
	return n
}

// removeInstrs drops the marked instructions from every block.
func removeInstrs(f *ir.Function, dead map[*ir.Instr]bool) {
	for _, b := range f.Blocks {
		out := b.Instrs[:0]
		for _, in := range b.Instrs {
			if !dead[in] {
				out = append(out, in)
			}
		}
		clear(b.Instrs[len(out):])
		b.Instrs = out
	}
}

// removePred deletes predecessor k of b and the matching phi arguments.
func removePred(b *ir.Block, k int) {
	b.Preds = append(b.Preds[:k], b.Preds[k+1:]...)
	for _, in := range b.Instrs {
		if in.Op != ir.OpPhi {
			break
		}
		in.Args = append(in.Args[:k], in.Args[k+1:]...)
	}
}

// predIndex is the position in to.Preds of from's edge number k (edges to
// one block are matched in order).
func predIndex(from *ir.Block, k int, to *ir.Block) int {
	nth := 0
	for i := 0; i < k; i++ {
		if from.Succs[i] == to {
			nth++
		}
	}
	for i, p := range to.Preds {
		if p == from {
			if nth == 0 {
				return i
			}
			nth--
		}
	}
	return -1
}

// instrCount is a function's size for the inliner.
func instrCount(f *ir.Function) int {
	n := 0
	for _, b := range f.Blocks {
		n += len(b.Instrs)
	}
	return n
}
