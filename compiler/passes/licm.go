package passes

import "github.com/kernlab/kern/compiler/ir"

// LICM hoists loop-invariant pure instructions — a view's index×stride
// for an outer index, t.GridSize1(), a base pointer plus an invariant
// offset — out of every loop, to the end of the loop header's immediate
// dominator. Pure instructions never trap, so computing one on a path that
// would have skipped it changes no result; inner loops go first, so a
// value leaves every loop it does not depend on.
func LICM(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if licmFunc(f) {
			changed = true
		}
	}
	return changed
}

func licmFunc(f *ir.Function) bool {
	f.Renumber()
	loops, idom := findLoops(f)
	changed := false
	for _, l := range loops {
		pre := idom[l.header.Index]
		if pre == nil || l.in[pre] {
			continue
		}
		for _, b := range l.rpoBlocks() {
			kept := b.Instrs[:0]
			for _, in := range b.Instrs {
				if hoistable(in, l) {
					insertBeforeTerm(pre, in)
					changed = true
					continue
				}
				kept = append(kept, in)
			}
			clear(b.Instrs[len(kept):])
			b.Instrs = kept
		}
		// A value hoisted out of this loop may now be invariant in the
		// loops around it: their membership is by block, and pre's block
		// is what counts from here on.
	}
	if changed {
		f.Renumber()
	}
	return changed
}

// hoistable reports a pure, non-phi instruction of l whose operands l does
// not compute. Shifts that Go would panic on stay where they are, as DCE
// keeps them.
func hoistable(in *ir.Instr, l *loop) bool {
	if in.Op == ir.OpPhi || !ir.OpInfo[in.Op].Pure || !in.HasValue() || in.ShiftMayPanic() {
		return false
	}
	for _, a := range in.Args {
		if l.contains(a) {
			return false
		}
	}
	return true
}
