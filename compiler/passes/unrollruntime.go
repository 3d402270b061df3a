package passes

import (
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// Runtime unrolling: a loop counted up by one to a bound known only at
// run time is run UnrollFactor iterations at a time while at least that
// many remain, then one at a time. GPU compilers do the same (clang
// unrolls such loops by 4): the copies' loads issue together, and the
// test, the branch and the induction update run once per group.
const (
	UnrollFactor        = 4
	UnrollRuntimeBudget = 80 // instructions in the loop, before copying
)

// Block comment suffixes of the loops UnrollRuntime made, which it leaves
// alone when it runs again.
const (
	groupSuffix = ".by4"
	restSuffix  = ".rest"
)

// UnrollRuntime unrolls innermost loops of the shape
//
//	for i := start; i < n; i++ { body }   // n loop-invariant, not constant
//
// (the header alone tests, one latch, one exit, as Unroll needs) into a
// loop that runs UnrollFactor copies of the body while n-i > UnrollFactor-1,
// followed by the original loop for the rest. The group's test is exact
// where n-i does not overflow and false where it does (the rest loop then
// does everything), so no iteration is added or lost. The copies run in
// the original order.
func UnrollRuntime(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		for unrollRuntimeOnce(f) {
			changed = true
		}
	}
	return changed
}

func unrollRuntimeOnce(f *ir.Function) bool {
	f.Renumber()
	loops, _ := findLoops(f)
	for _, l := range loops {
		c := l.header.Comment
		if !innermost(l, loops) || strings.HasSuffix(c, groupSuffix) || strings.HasSuffix(c, restSuffix) {
			continue
		}
		if r := planRuntimeUnroll(l); r != nil {
			r.apply(f)
			f.Renumber()
			return true
		}
	}
	return false
}

// runtimeLoop is a loop UnrollRuntime can unroll: the unrolling shape,
// its induction variable and bound, and where the test is.
type runtimeLoop struct {
	*unrolling
	iv *ir.Instr
	n  ir.Value
	// rotated: the latch tests next = iv+1 and branches back to the header
	// or out (a loop entered only when it runs at least once); otherwise
	// the header tests iv and enters the body or leaves.
	rotated bool
}

// planRuntimeUnroll checks the loop's shape and finds its induction
// variable (a header phi stepped by +1 on the latch edge) and bound.
func planRuntimeUnroll(l *loop) *runtimeLoop {
	h := l.header
	u := simpleLoop(l)
	if u == nil {
		return nil
	}
	// The one exit: from the header (top-tested) or from the latch.
	var from *ir.Block
	size := 0
	for _, b := range l.blocks {
		size += len(b.Instrs)
		for _, in := range b.Instrs {
			switch in.Op {
			case ir.OpCall:
				return nil // copies of a call cost more than they save
			case ir.OpTrap:
				// A debug build's checks: each is a trap site numbered
				// alike in the PTX and the AMD code, which copies would
				// make differ.
				return nil
			}
		}
		for _, s := range b.Succs {
			if !l.in[s] {
				if from != nil {
					return nil
				}
				from, u.exit = b, s
			}
		}
	}
	if from == nil || size > UnrollRuntimeBudget {
		return nil
	}
	term := from.Terminator()
	if term == nil || term.Op != ir.OpIf || len(from.Succs) != 2 || from.Succs[1] != u.exit || from.Succs[0] == u.exit {
		return nil // the loop must continue while the test holds
	}
	r := &runtimeLoop{unrolling: u}
	switch {
	case from == h && from.Succs[0] != h:
		u.into = from.Succs[0]
	case from == u.latch && from.Succs[0] == h:
		r.rotated = true
	default:
		return nil
	}
	c, ok := term.Args[0].(*ir.Instr)
	if !ok || c.Block != from || len(c.Args) != 2 {
		return nil
	}
	var tested *ir.Instr // iv, or next in a rotated loop
	switch c.Op {
	case ir.OpLt: // tested < n
		tested, _ = c.Args[0].(*ir.Instr)
		r.n = c.Args[1]
	case ir.OpGt: // n > tested
		tested, _ = c.Args[1].(*ir.Instr)
		r.n = c.Args[0]
	default:
		return nil
	}
	if tested == nil || l.contains(r.n) {
		return nil
	}
	if _, isConst := r.n.(*ir.Const); isConst {
		return nil // Unroll's business, or a long constant loop
	}
	r.iv = tested
	if r.rotated {
		// tested is next = iv + 1, the latch value of the header phi iv.
		r.iv = nil
		for _, in := range h.Instrs {
			if in.Op == ir.OpPhi && in.Args[u.latchIdx] == ir.Value(tested) {
				r.iv = in
			}
		}
	}
	if r.iv == nil || r.iv.Op != ir.OpPhi || r.iv.Block != h {
		return nil
	}
	bt, ok := r.iv.Typ.(*ir.Basic)
	if !ok || !bt.IsInteger() {
		return nil
	}
	next, _ := r.iv.Args[u.latchIdx].(*ir.Instr)
	if next == nil || next.Op != ir.OpAdd || next.Args[0] != ir.Value(r.iv) {
		return nil
	}
	if step, ok := constBits(next.Args[1]); !ok || step != 1 {
		return nil
	}
	return r
}

// applyRuntime builds the group loop in front of the original one:
//
//	pre → G: phis [pre: init, last copy: values after UnrollFactor copies]
//	      if iv < n && n-iv > UnrollFactor-1 → copy 1 → … → copy k → G
//	      else → H (the original header; its entry values are G's phis)
//
// A rotated loop runs its body once more than its tests pass (its first
// iteration is not tested), so a group needs n-iv > UnrollFactor: then
// every copy's test would pass and the rest loop runs at least once, as
// the original would.
func (r *runtimeLoop) apply(f *ir.Function) {
	u, iv, n := r.unrolling, r.iv, r.n
	h := u.l.header
	g := f.NewBlock(h.Comment + groupSuffix)
	h.Comment += restSuffix
	bd := ir.NewBuilder(f)
	bd.SetBlock(g)
	bd.Pos = h.Terminator().Pos
	vals := map[ir.Value]ir.Value{}
	var phis []*ir.Instr // G's, in the order of H's
	for _, in := range h.Instrs {
		if in.Op != ir.OpPhi {
			continue
		}
		p := bd.Emit(ir.OpPhi, in.Typ)
		p.Args = []ir.Value{in.Args[u.preIdx], nil} // the latch value is set below
		vals[in], phis = p, append(phis, p)
	}
	bt := iv.Typ.(*ir.Basic)
	ivG := vals[iv]
	left := bd.Emit(ir.OpSub, bt, n, ivG)
	inRange := bd.Emit(ir.OpLt, ir.Typ[ir.Bool], ivG, n)
	need := int64(UnrollFactor - 1)
	if r.rotated {
		need = UnrollFactor
	}
	enough := bd.Emit(ir.OpGt, ir.Typ[ir.Bool], left, ir.ConstInt(bt, need))
	bd.Emit(ir.OpIf, nil, bd.Emit(ir.OpAnd, ir.Typ[ir.Bool], inRange, enough))

	// pre enters G instead of H; G's false edge enters H through a block
	// of its own, where what H's loop computes once before it (its
	// stepped pointers' starts) runs once, not in every group.
	for k, s := range u.pre.Succs {
		if s == h {
			u.pre.Succs[k] = g
		}
	}
	rest := f.NewBlock(h.Comment + ".enter")
	rest.Instrs = []*ir.Instr{{ID: -1, Op: ir.OpJump, Block: rest, Pos: bd.Pos}}
	rest.Preds, rest.Succs = []*ir.Block{g}, []*ir.Block{h}
	h.Preds[u.preIdx] = rest
	for _, in := range h.Instrs {
		if in.Op == ir.OpPhi {
			in.Args[u.preIdx] = vals[in]
		}
	}

	// The copies, each entered from the previous one's latch (the first
	// from G's true edge), with the test known to hold.
	// Every edge to link starts out as an edge to h (G's true edge here,
	// each copied latch's back edge in cloneLoop).
	from := g
	g.Succs = []*ir.Block{h, rest}
	link := func(to *ir.Block) {
		for k, s := range from.Succs {
			if s == h {
				from.Succs[k] = to
				break
			}
		}
	}
	for range UnrollFactor {
		vmap, bmap := u.cloneLoop(f, vals)
		nh := bmap[h]
		// The copy's test holds: the top-tested header enters the body,
		// the rotated latch goes on to the next copy.
		if r.rotated {
			nl := bmap[u.latch]
			t := nl.Terminator()
			t.Op, t.Args = ir.OpJump, nil
			nl.Succs = []*ir.Block{h}
		} else {
			t := nh.Terminator()
			t.Op, t.Args = ir.OpJump, nil
			nh.Succs = []*ir.Block{bmap[u.into]}
		}
		link(nh)
		nh.Preds = []*ir.Block{from}
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
	link(g)
	g.Preds = []*ir.Block{u.pre, from}
	k := 0
	for _, in := range h.Instrs {
		if in.Op == ir.OpPhi {
			phis[k].Args[1] = vals[in]
			k++
		}
	}
}
