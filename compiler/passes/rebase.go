package passes

import "github.com/kernlab/kern/compiler/ir"

// RebaseSteps rewrites an address that a loop iteration steps from
// another address of the same iteration by loop-invariant amounts,
//
//	q1 = ptradd p, s;  q2 = ptradd q1, s;  q3 = ptradd q2, s
//
// (the copies of a pointer UnrollRuntime unrolled after ReduceStrength
// stepped it), into steps from the chain's first address:
//
//	q1 = ptradd p, s;  q2 = ptradd p, s+s;  q3 = ptradd p, s+s+s
//
// with the sums computed once before the loop. The chain kept each copy's
// 64-bit pointer live until the next was made from it, and ptxas, which
// unrolls the group loop again, then holds many of them at once; from one
// base every address is an add of a uniform value, as clang addresses the
// same unrolled loads, and ptxas needs fewer registers (the matmul
// gufunc's 42 became 37). Pointer arithmetic wraps in 64 bits, so
// (p + a) + b is p + (a+b) for every p, a and b: the addresses are
// unchanged. Only 64-bit offsets are combined (a narrower one is
// sign-extended on its own, and its sum could wrap where the two steps
// do not), only addresses whose chain starts inside the loop (an
// invariant chain is LICM's), and only steps within one block: across
// blocks (a reduction's guarded loads) the sums cost registers the short
// chain did not.
func RebaseSteps(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if rebaseFunc(f) {
			changed = true
		}
	}
	return changed
}

func rebaseFunc(f *ir.Function) bool {
	f.Renumber()
	loops, _ := findLoops(f)
	changed := false
	for _, l := range loops {
		pre := l.outside()
		if pre == nil {
			continue
		}
		for _, b := range l.rpoBlocks() {
			if innermostOf(b, loops) != l || writesMemory(b) {
				// An inner loop's block: its own iteration steps it. A
				// block that stores: its loads cannot all issue ahead of
				// the stores, so few pointers are live at once and the
				// sums would only add work (the doubled gufunc's group).
				continue
			}
			for _, q := range b.Instrs {
				if rebaseOne(q, l, pre) {
					changed = true
				}
			}
		}
	}
	if changed {
		removeDead(f)
		f.Renumber()
	}
	return changed
}

// writesMemory reports a block with a store, an atomic or an async copy.
func writesMemory(b *ir.Block) bool {
	for _, in := range b.Instrs {
		if in.Op == ir.OpStore || in.Op == ir.OpAtomic || in.Op == ir.OpAsync {
			return true
		}
	}
	return false
}

// innermostOf is the smallest loop holding b (loops are sorted smallest
// first), or nil.
func innermostOf(b *ir.Block, loops []*loop) *loop {
	for _, l := range loops {
		if l.in[b] {
			return l
		}
	}
	return nil
}

// rebaseOne rewrites q = ptradd (ptradd p, a), b as ptradd p, a+b when
// the inner ptradd is in q's block, a and b are invariant 64-bit offsets
// of the same type and p is computed in the loop; a+b goes at the end of
// pre (or is folded when both are constants).
func rebaseOne(q *ir.Instr, l *loop, pre *ir.Block) bool {
	if q.Op != ir.OpPtrAdd {
		return false
	}
	in, ok := q.Args[0].(*ir.Instr)
	if !ok || in.Op != ir.OpPtrAdd || in.Block != q.Block || !l.contains(in.Args[0]) {
		return false
	}
	a, b := in.Args[1], q.Args[1]
	t, ok := a.Type().(*ir.Basic)
	if !ok || !is64(t) || !sameType(t, b.Type()) || !l.invariant(a) || !l.invariant(b) {
		return false
	}
	var sum ir.Value
	ca, okA := a.(*ir.Const)
	cb, okB := b.(*ir.Const)
	if okA && okB {
		sum = ir.ConstInt(t, int64(ca.Bits+cb.Bits))
	} else {
		s := newInstr(ir.OpAdd, t, q.Pos, a, b)
		insertBeforeTerm(pre, s)
		sum = s
	}
	q.Args[0], q.Args[1] = in.Args[0], sum
	return true
}

// sameType reports an integer type identical to t.
func sameType(t *ir.Basic, u ir.Type) bool {
	x, ok := u.(*ir.Basic)
	return ok && x.Kind == t.Kind
}
