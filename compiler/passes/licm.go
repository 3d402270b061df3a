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
	accessed := map[*ir.Instr]bool{} // addresses loads and stores use
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			switch in.Op {
			case ir.OpLoad, ir.OpStore, ir.OpAtomic, ir.OpAtomicCAS:
				if x, ok := in.Args[0].(*ir.Instr); ok {
					accessed[x] = true
				}
			}
		}
	}
	changed := false
	for _, l := range loops {
		pre := idom[l.header.Index]
		if pre == nil || l.in[pre] {
			continue
		}
		for _, b := range l.rpoBlocks() {
			kept := b.Instrs[:0]
			for _, in := range b.Instrs {
				if hoistable(in, l) && !(accessed[in] && constOffset(in)) {
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
// keeps them. (licmFunc also keeps an address at a constant offset from a
// pointer where a load or store uses it: the GPU folds it into the
// access's immediate offset there, but would hold it in a register of its
// own for the whole loop if hoisted — an unrolled 16×16 tile step has 32.)
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

// constOffset reports an address a constant distance from its base.
func constOffset(in *ir.Instr) bool {
	switch in.Op {
	case ir.OpFieldAddr:
		return true
	case ir.OpIndexAddr, ir.OpPtrAdd:
		_, ok := in.Args[1].(*ir.Const)
		return ok
	}
	return false
}

// ReassocAddr rewrites &A[c][x] (c constant, x not) as &A[0][x] plus c
// rows: the variable part no longer depends on c, so LICM hoists it and
// every row's access becomes the same register plus an immediate offset,
// as in an unrolled walk down a column of a shared tile.
func ReassocAddr(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for i := 0; i < len(b.Instrs); i++ {
				in := b.Instrs[i]
				if in.Op != ir.OpIndexAddr {
					continue
				}
				if _, ok := in.Args[1].(*ir.Const); ok {
					continue
				}
				row, ok := in.Args[0].(*ir.Instr)
				if !ok || row.Op != ir.OpIndexAddr {
					continue
				}
				c, ok := row.Args[1].(*ir.Const)
				if !ok || c.Int() == 0 {
					continue
				}
				rt := row.Typ.(*ir.Pointer)
				at, ok := rt.Elem.(*ir.Array)
				if !ok {
					continue
				}
				it, ok := c.Typ.(*ir.Basic)
				if !ok {
					continue
				}
				r0 := newInstr(ir.OpIndexAddr, row.Typ, row.Pos, row.Args[0], ir.ConstInt(it, 0))
				e := newInstr(ir.OpIndexAddr, in.Typ, in.Pos, r0, in.Args[1])
				r0.Block, e.Block = b, b
				b.Instrs = append(b.Instrs[:i], append([]*ir.Instr{r0, e}, b.Instrs[i:]...)...)
				i += 2
				in.Op, in.Args = ir.OpPtrAdd, []ir.Value{e, ir.ConstInt(ir.Typ[ir.Int64], c.Int()*int64(at.Len))}
				changed = true
			}
		}
		if changed {
			f.Renumber()
		}
	}
	return changed
}
