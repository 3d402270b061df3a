package passes

import "github.com/kernlab/kern/compiler/ir"

// DCE deletes unreachable blocks and unused pure instructions.
func DCE(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if removeUnreachable(f) {
			changed = true
		}
		if removeDead(f) {
			changed = true
		}
	}
	return changed
}

// removeUnreachable drops blocks not reachable from the entry, removing
// their edges from the successors' preds and phis.
func removeUnreachable(f *ir.Function) bool {
	if len(f.Blocks) == 0 {
		return false
	}
	live := map[*ir.Block]bool{}
	work := []*ir.Block{f.Blocks[0]}
	live[f.Blocks[0]] = true
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range b.Succs {
			if !live[s] {
				live[s] = true
				work = append(work, s)
			}
		}
	}
	if len(live) == len(f.Blocks) {
		return false
	}
	var keep []*ir.Block
	for _, b := range f.Blocks {
		if !live[b] {
			continue
		}
		for k := len(b.Preds) - 1; k >= 0; k-- {
			if !live[b.Preds[k]] {
				removePred(b, k)
			}
		}
		keep = append(keep, b)
	}
	f.Blocks = keep
	f.Renumber()
	return true
}

// removeDead deletes pure instructions without uses, repeatedly.
func removeDead(f *ir.Function) bool {
	uses := useCounts(f)
	dead := map[*ir.Instr]bool{}
	var work []*ir.Instr
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			work = append(work, in)
		}
	}
	for len(work) > 0 {
		in := work[len(work)-1]
		work = work[:len(work)-1]
		if dead[in] || !(pureValue(in) || localLoad(in)) || !in.HasValue() || uses[in] > 0 {
			continue
		}
		dead[in] = true
		for _, a := range in.Args {
			if x, ok := a.(*ir.Instr); ok && x != in {
				uses[x]--
				work = append(work, x)
			}
		}
	}
	if len(dead) == 0 {
		return false
	}
	removeInstrs(f, dead)
	f.Renumber()
	return true
}

// localLoad reports a load of the thread's own local memory, which has
// no effect when unused (it is not speculated: an index a branch guards
// may be out of range). Go's SSA loads a whole local array where a range
// over it starts, a read the PTX wrote out leaf by leaf (1000 ld.local
// for numba's culocal).
func localLoad(in *ir.Instr) bool {
	if in.Op != ir.OpLoad {
		return false
	}
	pt, ok := in.Args[0].Type().(*ir.Pointer)
	return ok && pt.Space == ir.SpaceLocal
}

// pureValue reports an instruction without effects: a pure op, or a float
// division (integer division may trap; float division never does). A
// shift by a signed variable or negative constant count is kept: Go
// panics on a negative one, and the CPU's SIMD loops must too.
func pureValue(in *ir.Instr) bool {
	if in.ShiftMayPanic() {
		return false
	}
	if ir.OpInfo[in.Op].Pure {
		return true
	}

	b, ok := in.Typ.(*ir.Basic)
	return in.Op == ir.OpDiv && ok && b.IsFloat()
}
