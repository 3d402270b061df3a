package passes

import "github.com/kernlab/kern/compiler/ir"

// HoistCommon computes once, at the end of their blocks' nearest common
// dominator, an address that two blocks compute alike where neither block
// dominates the other, when its operands are ready there:
//
//	if i < len(a) { s[tid] = a[i] }   // &a[i]
//	barrier
//	if tid < n { a[i] = s[n-1-tid] }  // &a[i] again
//
// becomes &a[i] once before the first test, as clang's GPU pipeline
// (speculative execution of the first arm's address, then GVN) does:
// the address, not i, is what stays live across the barrier, and
// ReverseGroups needs 12 registers on sm_80 (clang's count) where it
// needed 14. Only addresses are hoisted (not at a constant offset from
// their base, which the access folds in as it does in LICM): they never
// trap, cost an instruction or two on a path that needs neither, and CSE
// merges what a dominating copy already computes.
func HoistCommon(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if hoistCommonFunc(f) {
			changed = true
		}
	}
	return changed
}

func hoistCommonFunc(f *ir.Function) bool {
	if len(f.Blocks) < 3 {
		return false
	}
	idom := ir.Idoms(f)
	first := map[string]*ir.Instr{}
	repl := map[*ir.Instr]ir.Value{}
	for _, b := range f.Blocks {
		if b.Index != 0 && idom[b.Index] == nil {
			continue // unreachable
		}
		for _, in := range b.Instrs {
			if !hoistableAddr(in) {
				continue
			}
			key := valueKey(in)
			prev, ok := first[key]
			if !ok {
				first[key] = in
				continue
			}
			if ir.Dominates(idom, prev.Block, b) || ir.Dominates(idom, b, prev.Block) {
				continue // CSE's
			}
			d := commonDominator(idom, prev.Block, b)
			if d == nil || !readyAt(idom, prev, d) {
				continue
			}
			removeFrom(prev.Block, prev)
			insertBeforeTerm(d, prev)
			repl[in] = prev
		}
	}
	if len(repl) == 0 {
		return false
	}
	replaceAndRemove(f, repl)
	return true
}

// hoistableAddr reports an address computation at a variable offset, or
// a pointer taken out of an aggregate (a slice's).
func hoistableAddr(in *ir.Instr) bool {
	switch in.Op {
	case ir.OpIndexAddr, ir.OpPtrAdd:
		return !constOffset(in) && ir.OpInfo[in.Op].Pure
	case ir.OpExtract:
		_, ok := in.Typ.(*ir.Pointer)
		return ok
	}
	return false
}

// commonDominator is the nearest block dominating both a and b.
func commonDominator(idom []*ir.Block, a, b *ir.Block) *ir.Block {
	for x := a; x != nil; x = idom[x.Index] {
		if ir.Dominates(idom, x, b) {
			return x
		}
	}
	return nil
}

// readyAt reports every operand of in computed by the end of block d.
func readyAt(idom []*ir.Block, in *ir.Instr, d *ir.Block) bool {
	for _, a := range in.Args {
		if x, ok := a.(*ir.Instr); ok && !ir.Dominates(idom, x.Block, d) {
			return false
		}
	}
	return true
}

// removeFrom drops in from b's instructions.
func removeFrom(b *ir.Block, in *ir.Instr) {
	for k, x := range b.Instrs {
		if x == in {
			b.Instrs = append(b.Instrs[:k], b.Instrs[k+1:]...)
			return
		}
	}
}
