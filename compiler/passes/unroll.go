package passes

import (
	"github.com/kernlab/kern/compiler/internal/eval"
	"github.com/kernlab/kern/compiler/ir"
)

// Unrolling limits: a loop is unrolled completely when it runs at most
// UnrollTrips times and its copies add at most UnrollBudget instructions.
const (
	UnrollTrips  = 16
	UnrollBudget = 400
)

// Unroll replaces small innermost loops whose trip count is a constant —
// for j := 0; j < 16; j++ over a shared-memory tile, say — by that many
// copies of their body. The copies see constant indices (folded into
// addressing) and no loop test or branch remains. A loop qualifies when
// its header alone decides to leave it (if cmp(iv, C)), with one exit
// block entered only from there, one latch and one entry edge, and iv
// starts at a constant and steps by one; the trip count is found by
// running the test in the induction variable's own arithmetic, so
// wrapping and signedness are Go's.
func Unroll(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		for unrollOnce(f) {
			changed = true
		}
	}
	return changed
}

func unrollOnce(f *ir.Function) bool {
	f.Renumber()
	loops, _ := findLoops(f)
	for _, l := range loops {
		if !innermost(l, loops) || l.header.NoUnroll {
			continue
		}
		if u := planUnroll(l); u != nil {
			u.apply(f)
			removeUnreachable(f)
			f.Renumber()
			// The copies' induction values are constant expressions: fold
			// them now, so that later passes of this round (LICM keeps
			// constant-offset addresses in place) see constants.
			for foldFunc(f) {
			}
			return true
		}
	}
	return false
}

func innermost(l *loop, loops []*loop) bool {
	for _, o := range loops {
		if o != l && l.in[o.header] {
			return false
		}
	}
	return true
}

// unrolling is a loop found unrollable, with its trip count.
type unrolling struct {
	l                *loop
	pre, latch, exit *ir.Block
	into             *ir.Block // the header's successor inside the loop
	preIdx, latchIdx int
	trips            int
}

func planUnroll(l *loop) *unrolling {
	h := l.header
	u := simpleLoop(l)
	if u == nil {
		return nil
	}
	term := h.Terminator()
	if term == nil || term.Op != ir.OpIf || len(h.Succs) != 2 {
		return nil
	}
	in0, in1 := l.in[h.Succs[0]], l.in[h.Succs[1]]
	if in0 == in1 {
		return nil
	}
	u.into, u.exit = h.Succs[0], h.Succs[1]
	if in1 {
		u.into, u.exit = h.Succs[1], h.Succs[0]
	}
	if len(u.exit.Preds) != 1 || u.into == h {
		return nil
	}
	size := 0
	for _, b := range l.blocks {
		size += len(b.Instrs)
		if b == h {
			continue
		}
		for _, s := range b.Succs {
			if !l.in[s] {
				return nil // another exit
			}
		}
	}
	n, ok := u.tripCount(term.Args[0], in0)
	if !ok || n > UnrollTrips || n*size > UnrollBudget {
		return nil
	}
	u.trips = n
	return u
}

// simpleLoop is the unrolling of a loop entered from one block outside
// it (by one edge) and closed by one latch: the header's two
// predecessors. Nil for any other loop.
func simpleLoop(l *loop) *unrolling {
	h := l.header
	pre := l.outside()
	if pre == nil || len(l.latches) != 1 || len(h.Preds) != 2 {
		return nil
	}
	u := &unrolling{l: l, pre: pre, latch: l.latches[0], preIdx: 0, latchIdx: 1}
	if h.Preds[0] == u.latch {
		u.preIdx, u.latchIdx = 1, 0
	}
	if h.Preds[u.preIdx] != pre || h.Preds[u.latchIdx] != u.latch || edgesTo(pre, h) != 1 {
		return nil
	}
	return u
}

// tripCount runs the header's test, cmp(iv, C) or cmp(C, iv), from iv's
// constant start by its constant step; stayTrue says the loop continues
// while the test holds.
func (u *unrolling) tripCount(cond ir.Value, stayTrue bool) (int, bool) {
	c, ok := cond.(*ir.Instr)
	if !ok || c.Block != u.l.header || len(c.Args) != 2 {
		return 0, false
	}
	switch c.Op {
	case ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpEq, ir.OpNe:
	default:
		return 0, false
	}
	ivSide := 0
	phi, _ := c.Args[0].(*ir.Instr)
	if phi == nil || phi.Op != ir.OpPhi || phi.Block != u.l.header {
		ivSide = 1
		phi, _ = c.Args[1].(*ir.Instr)
		if phi == nil || phi.Op != ir.OpPhi || phi.Block != u.l.header {
			return 0, false
		}
	}
	bound, ok := constBits(c.Args[1-ivSide])
	bt, isBasic := phi.Typ.(*ir.Basic)
	if !ok || !isBasic || !bt.IsInteger() {
		return 0, false
	}
	start, ok1 := constBits(phi.Args[u.preIdx])
	next, _ := phi.Args[u.latchIdx].(*ir.Instr)
	if !ok1 || next == nil || next.Op != ir.OpAdd || next.Args[0] != ir.Value(phi) {
		return 0, false
	}
	step, ok := constBits(next.Args[1])
	if !ok {
		return 0, false
	}
	i := start
	for n := 0; n <= UnrollTrips; n++ {
		a, b := i, bound
		if ivSide == 1 {
			a, b = bound, i
		}
		holds, ok := eval.Compare(c.Op, bt, a, b)
		if !ok {
			return 0, false
		}
		if holds != stayTrue {
			return n, true
		}
		if i, ok = eval.Binary(ir.OpAdd, bt, i, step); !ok {
			return 0, false
		}
	}
	return 0, false
}

// apply lays out trips copies of the loop, each entered from the previous
// one's latch, then a copy of the header alone (its test now fails) that
// jumps to the exit; the original loop is left unreachable.
func (u *unrolling) apply(f *ir.Function) {
	h := u.l.header
	vals := map[ir.Value]ir.Value{}
	for _, in := range h.Instrs {
		if in.Op == ir.OpPhi {
			vals[in] = in.Args[u.preIdx]
		}
	}
	from := u.pre // the block whose edge to h is retargeted next
	retarget := func(nh *ir.Block) {
		for k, s := range from.Succs {
			if s == h {
				from.Succs[k] = nh
				break
			}
		}
		nh.Preds = []*ir.Block{from}
	}
	for range u.trips {
		vmap, bmap := u.cloneLoop(f, vals)
		nh := bmap[h]
		// The test holds: enter the body.
		t := nh.Terminator()
		t.Op, t.Args = ir.OpJump, nil
		nh.Succs = []*ir.Block{bmap[u.into]}
		// The copied into-block has the copied header as its only
		// predecessor from this copy, as before.
		retarget(nh)
		next := map[ir.Value]ir.Value{}
		for phi := range vals {
			a := phi.(*ir.Instr).Args[u.latchIdx]
			if v, ok := vmap[a]; ok {
				a = v
			}
			next[phi] = a
		}
		vals = next
		from = bmap[u.latch]
	}
	// Last: the header's test fails; only its own instructions run.
	last := f.NewBlock(h.Comment + ".unrolled")
	vmap := map[ir.Value]ir.Value{}
	for k, v := range vals {
		vmap[k] = v
	}
	for _, in := range h.Instrs {
		if in.Op == ir.OpPhi {
			continue
		}
		c := *in
		c.Block, c.Args = last, append([]ir.Value(nil), in.Args...)
		mapArgs(&c, vmap)
		vmap[in] = &c
		last.Instrs = append(last.Instrs, &c)
	}
	t := last.Terminator()
	t.Op, t.Args = ir.OpJump, nil
	last.Succs = []*ir.Block{u.exit}
	retarget(last)
	// The exit's one predecessor becomes last; the loop's values used
	// beyond it (only the header's reach there) are last's copies.
	u.exit.Preds = []*ir.Block{last}
	for _, b := range f.Blocks {
		if u.l.in[b] {
			continue
		}
		for _, in := range b.Instrs {
			mapArgs(in, vmap)
		}
	}
	h.Preds = []*ir.Block{u.latch}
}

// cloneLoop copies the loop's blocks; header phis become the values in
// vals. It returns the value and block maps.
func (u *unrolling) cloneLoop(f *ir.Function, vals map[ir.Value]ir.Value) (map[ir.Value]ir.Value, map[*ir.Block]*ir.Block) {
	vmap := map[ir.Value]ir.Value{}
	for k, v := range vals {
		vmap[k] = v
	}
	bmap := map[*ir.Block]*ir.Block{}
	for _, b := range u.l.blocks {
		bmap[b] = f.NewBlock(b.Comment + ".unrolled")
	}
	for _, b := range u.l.blocks {
		nb := bmap[b]
		if b != u.l.header {
			for _, p := range b.Preds {
				nb.Preds = append(nb.Preds, bmap[p])
			}
		}
		for _, s := range b.Succs {
			if s == u.l.header {
				nb.Succs = append(nb.Succs, u.l.header) // retargeted by the next copy
				continue
			}
			nb.Succs = append(nb.Succs, bmap[s])
		}
		for _, in := range b.Instrs {
			if b == u.l.header && in.Op == ir.OpPhi {
				continue
			}
			c := *in
			c.Block, c.Args = nb, append([]ir.Value(nil), in.Args...)
			vmap[in] = &c
			nb.Instrs = append(nb.Instrs, &c)
		}
	}
	for _, b := range u.l.blocks {
		for _, in := range bmap[b].Instrs {
			mapArgs(in, vmap)
		}
	}
	return vmap, bmap
}

func mapArgs(in *ir.Instr, vmap map[ir.Value]ir.Value) {
	for k, a := range in.Args {
		if v, ok := vmap[a]; ok {
			in.Args[k] = v
		}
	}
}

// edgesTo counts b's edges to s.
func edgesTo(b, s *ir.Block) int {
	n := 0
	for _, x := range b.Succs {
		if x == s {
			n++
		}
	}
	return n
}
