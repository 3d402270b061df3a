package passes

import "github.com/kernlab/kern/compiler/ir"

// AndOrBonus is the most instructions besides its branch that a block of a
// short-circuit condition may have for FoldAndOr to run them
// unconditionally.
const AndOrBonus = 3

// FoldAndOr turns a short-circuit condition's two branches into one:
//
//	A: if c1 -> B, C   B: if c2 -> D, C   ⇒   A: if c1 && c2 -> D, C
//	A: if c1 -> C, B   B: if c2 -> C, D   ⇒   A: if c1 || c2 -> C, D
//
// when B (reached from A alone) computes c2 with a few cheap instructions
// that cannot trap, which then run whether or not c1 holds, and C's phis
// take the same value from A and from B. GPU compilers do the same
// (LLVM's SimplifyCFG folds a branch into its common destination): one
// branch instead of two, which ptxas and LLVM's AMDGPU backend turn into
// predicated code instead of divergent control flow.
func FoldAndOr(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		for foldAndOrOnce(f) {
			changed = true
		}
	}
	return changed
}

func foldAndOrOnce(f *ir.Function) bool {
	for _, a := range f.Blocks {
		for k := range 2 {
			if foldAndOr(f, a, k) {
				f.Renumber()
				return true
			}
		}
	}
	return false
}

// foldAndOr folds A's successor number k (0: the && shape, 1: the ||
// shape) into A.
func foldAndOr(f *ir.Function, a *ir.Block, k int) bool {
	at := a.Terminator()
	if at == nil || at.Op != ir.OpIf || len(a.Succs) != 2 || a.Succs[0] == a.Succs[1] {
		return false
	}
	b, c := a.Succs[k], a.Succs[1-k]
	if b == a || c == a || b == f.Blocks[0] || len(b.Preds) != 1 {
		return false
	}
	bt := b.Terminator()
	if bt == nil || bt.Op != ir.OpIf || len(b.Succs) != 2 || b.Succs[k] == b.Succs[1-k] || b.Succs[1-k] != c {
		return false
	}
	d := b.Succs[k]
	if d == a || d == b {
		return false
	}
	body := b.Instrs[:len(b.Instrs)-1]
	if len(body) > AndOrBonus {
		return false
	}
	for _, in := range body {
		if in.Op == ir.OpPhi || in.Op == ir.OpDiv || in.Op == ir.OpRem || !pureValue(in) {
			return false
		}
	}
	ia, ib := predIndex(a, 1-k, c), predIndex(b, 1-k, c)
	for _, in := range c.Instrs {
		if in.Op == ir.OpPhi && !sameValue(in.Args[ia], in.Args[ib]) {
			return false
		}
	}

	// B's instructions and the combined condition run in A.
	op := ir.OpAnd
	if k == 1 {
		op = ir.OpOr
	}
	cond := &ir.Instr{ID: -1, Op: op, Typ: ir.Typ[ir.Bool], Args: []ir.Value{at.Args[0], bt.Args[0]}, Block: a, Pos: bt.Pos}
	for _, in := range body {
		in.Block = a
	}
	instrs := append([]*ir.Instr{}, a.Instrs[:len(a.Instrs)-1]...)
	instrs = append(instrs, body...)
	a.Instrs = append(instrs, cond, at)
	at.Args[0] = cond

	// A takes B's edge to D; B's edge to C goes.
	removePred(c, ib)
	for i, p := range d.Preds {
		if p == b {
			d.Preds[i] = a
		}
	}
	a.Succs[k] = d
	removeBlock(f, b)
	return true
}
