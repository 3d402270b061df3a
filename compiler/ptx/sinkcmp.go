package ptx

import "github.com/kernlab/kern/compiler/ir"

// findSunkCompares picks the branches of a kernel that make their test
// again rather than read it from where it was defined: a comparison of
// kernel parameters with each other or with constants, whose every use is
// a branch's condition, tested by a branch into a loop from outside it (a
// zero-trip test, as a gufunc's "any rows?" before its row loop). LICM
// hoists such a test out of the loops around the branch, and its
// predicate then stays live across the very loop it guards, where the
// registers are needed; ptxas reads a kernel parameter straight from the
// constant bank, so the test made at the branch needs no register at all,
// and it runs once per run of the loop, not once per trip. Kept live, the
// tests of a gufunc's core dimensions took ptxas past the 7 predicate
// registers (it then copies predicates to general registers): DoubledGufunc's
// wrapper needed 40 registers on sm_80, now 32 as clang's, MatMul's 36,
// now 32. Other branches keep the hoisted predicate: a ufunc's "is this
// operand an array?" runs once per element, and making it again there
// costs instructions in the element loop. This is LLVM's CodeGenPrepare
// rule (sinkCmpExpression, which MachineLICM undoes where registers
// allow), for operands that are free to read again.
func (e *fn) findSunkCompares() {
	if e.f.Kind != ir.Kernel {
		return
	}
	guards := loopGuards(e.f)
	users := e.f.Users()
	for _, b := range e.f.Blocks {
		for _, in := range b.Instrs {
			if !sinkableCompare(in) {
				continue
			}
			var remade []*ir.Instr
			kept := false
			for _, u := range users[in] {
				if u.Op != ir.OpIf || len(u.Args) != 1 || u.Args[0] != in {
					remade = nil
					kept = true
					break
				}
				if u.Block != b && guards[u.Block] {
					remade = append(remade, u)
				} else {
					kept = true
				}
			}
			if len(remade) == 0 {
				continue
			}
			if e.remake == nil {
				e.remake, e.dropped = map[*ir.Instr]bool{}, map[*ir.Instr]bool{}
			}
			for _, u := range remade {
				e.remake[u] = true
			}
			e.dropped[in] = !kept
		}
	}
}

// sinkableCompare reports a comparison of non-bool scalars each of which
// is a constant or a parameter of the kernel.
func sinkableCompare(in *ir.Instr) bool {
	switch in.Op {
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
	default:
		return false
	}
	if len(in.Args) != 2 {
		return false
	}
	params := 0
	for _, a := range in.Args {
		b := basic(a.Type())
		if b == nil || b.Kind == ir.Bool {
			return false
		}
		switch a.(type) {
		case *ir.Param:
			params++
		case *ir.Const:
		default:
			return false
		}
	}
	return params > 0
}

// loopGuards marks the reachable blocks with an edge to the header of a
// natural loop that does not hold them: the blocks that enter a loop.
func loopGuards(f *ir.Function) map[*ir.Block]bool {
	nat, idom := ir.NaturalLoops(f)
	reachable := func(b *ir.Block) bool { return b.Index == 0 || idom[b.Index] != nil }
	loops := map[*ir.Block]map[*ir.Block]bool{} // header -> its blocks
	for _, l := range nat {
		loops[l.Header] = l.In
	}
	guards := map[*ir.Block]bool{}
	for _, b := range f.Blocks {
		for _, s := range b.Succs {
			if in := loops[s]; in != nil && !in[b] && reachable(b) {
				guards[b] = true
			}
		}
	}
	return guards
}

// condition is the predicate register the if in tests: a comparison it
// makes again (findSunkCompares) is written here.
func (e *fn) condition(in *ir.Instr) string {
	if !e.remake[in] {
		return e.scalar(in.Args[0])
	}
	d := e.newReg(clsPred)
	e.compareTo(in.Args[0].(*ir.Instr), d)
	return d
}
