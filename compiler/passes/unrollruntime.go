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
func UnrollRuntime(m *ir.Module) bool { return unrollRuntime(m, false) }

// UnrollRuntimeAMD is UnrollRuntime for the AMD code, which leaves alone
// a loop that carries a value from one iteration to the next other than
// induction variables and stepped pointers: a reduction such as
// MatMul's acc += a[i,k]*b[k,j]. Go's order keeps such a chain serial,
// so the copies gain only their loads issued early, and each loaded
// value then waits in a VGPR (two for a float64) for the chain: at 4
// copies MatMul's k loop held 8 of them and took 30 VGPRs for float32
// and 39 for float64 against clang's 24 and 25, which runs the loop
// once per element at the same 14 instructions per element kern's plain
// loop takes (the AMDGPU backend does not unroll such loops). A loop
// whose iterations are independent (a gufunc that maps, DoubledGufunc)
// is unrolled: each copy's value dies at its store, and the group runs
// 9.5 instructions per element against 14 in the same 20 VGPRs.
func UnrollRuntimeAMD(m *ir.Module) bool { return unrollRuntime(m, true) }

func unrollRuntime(m *ir.Module, amd bool) bool {
	changed := false
	for _, f := range m.Funcs {
		for unrollRuntimeOnce(f, amd) {
			changed = true
		}
	}
	return changed
}

func unrollRuntimeOnce(f *ir.Function, amd bool) bool {
	f.Renumber()
	loops, _ := findLoops(f)
	for _, l := range loops {
		c := l.header.Comment
		if !innermost(l, loops) || l.header.NoUnroll || strings.HasSuffix(c, groupSuffix) || strings.HasSuffix(c, restSuffix) {
			continue
		}
		if r := planRuntimeUnroll(l); r != nil && !(amd && carries(l, r.latchIdx)) {
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

// carries reports whether a header phi of l is neither an induction
// variable (phi + invariant) nor a stepped pointer (ptradd phi,
// invariant) nor unchanged on the back edge: a value one iteration hands
// the next, such as a sum.
func carries(l *loop, latchIdx int) bool {
	for _, phi := range l.header.Instrs {
		if phi.Op != ir.OpPhi {
			break
		}
		next := phi.Args[latchIdx]
		if next == ir.Value(phi) {
			continue
		}
		x, ok := next.(*ir.Instr)
		if !ok || (x.Op != ir.OpAdd && x.Op != ir.OpPtrAdd) || len(x.Args) != 2 {
			return true
		}
		switch {
		case x.Args[0] == ir.Value(phi) && l.invariant(x.Args[1]):
		case x.Op == ir.OpAdd && x.Args[1] == ir.Value(phi) && l.invariant(x.Args[0]):
		default:
			return true
		}
		if b, ok := phi.Typ.(*ir.Basic); ok && !b.IsInteger() {
			return true // a float sum of an invariant is a reduction too
		}
	}
	return false
}

// apply builds the group loop in front of the original one:
//
//	pre → E: left = n-init; if init < n && left > UnrollFactor-1 → P else → M
//	P:  lim = init + left&^(UnrollFactor-1)   (the iv after the last group)
//	G:  phis [P: init, last copy: after UnrollFactor copies]
//	    copy 1 → … → copy k; if iv+UnrollFactor != lim → G else → M
//	M:  phis [E: init, last copy: G's results] → H (the original loop)
//
// The group loop is bottom-tested against a limit computed once, as
// LLVM's runtime unrolling makes it: per group one add and one compare,
// and ptxas recognizes it as a counted loop it may unroll further. A
// rotated loop runs its body once more than its tests pass (its first
// iteration is not tested), so its groups end one iteration earlier
// (left-1): the rest loop then runs at least once, as the original would.
// Where n-init overflows, left > UnrollFactor-1 fails and the rest loop
// does everything.
func (r *runtimeLoop) apply(f *ir.Function) {
	u, iv, n := r.unrolling, r.iv, r.n
	h := u.l.header
	e := f.NewBlock(h.Comment + ".check")
	p := f.NewBlock(h.Comment + ".groups")
	g := f.NewBlock(h.Comment + groupSuffix)
	m := f.NewBlock(h.Comment + ".enter")
	h.Comment += restSuffix
	bd := ir.NewBuilder(f)
	bd.Pos = h.Terminator().Pos
	bt := iv.Typ.(*ir.Basic)
	boolT := ir.Typ[ir.Bool]
	init := iv.Args[u.preIdx]

	bd.SetBlock(e)
	left := bd.Emit(ir.OpSub, bt, n, init)
	inRange := bd.Emit(ir.OpLt, boolT, init, n)
	need := int64(UnrollFactor - 1)
	if r.rotated {
		need = UnrollFactor
	}
	enough := bd.Emit(ir.OpGt, boolT, left, ir.ConstInt(bt, need))
	bd.Emit(ir.OpIf, nil, bd.Emit(ir.OpAnd, boolT, inRange, enough))
	e.Preds, e.Succs = []*ir.Block{u.pre}, []*ir.Block{p, m}
	for k, s := range u.pre.Succs {
		if s == h {
			u.pre.Succs[k] = e
		}
	}

	bd.SetBlock(p)
	var avail ir.Value = left
	if r.rotated {
		avail = bd.Emit(ir.OpSub, bt, left, ir.ConstInt(bt, 1))
	}
	lim := bd.Emit(ir.OpAdd, bt, init, bd.Emit(ir.OpAndNot, bt, avail, ir.ConstInt(bt, UnrollFactor-1)))
	bd.Emit(ir.OpJump, nil)
	p.Preds, p.Succs = []*ir.Block{e}, []*ir.Block{g}

	// G's and M's phis, in the order of H's; the values after the last
	// copy are set below.
	bd.SetBlock(g)
	vals := map[ir.Value]ir.Value{}
	var hphis, gphis, mphis []*ir.Instr
	for _, in := range h.Instrs {
		if in.Op != ir.OpPhi {
			continue
		}
		gp := bd.Emit(ir.OpPhi, in.Typ)
		gp.Args = []ir.Value{in.Args[u.preIdx], nil}
		vals[in] = gp
		hphis, gphis = append(hphis, in), append(gphis, gp)
	}
	bd.Emit(ir.OpJump, nil)
	bd.SetBlock(m)
	for _, in := range hphis {
		mp := bd.Emit(ir.OpPhi, in.Typ)
		mp.Args = []ir.Value{in.Args[u.preIdx], nil}
		mphis = append(mphis, mp)
		in.Args[u.preIdx] = mp
	}
	bd.Emit(ir.OpJump, nil)
	m.Succs = []*ir.Block{h}
	h.Preds[u.preIdx] = m

	// The copies, each entered from the previous one's latch (the first
	// from G), with the test known to hold. Every edge to link starts out
	// as an edge to h (G's own here, each copied latch's back edge in
	// cloneLoop).
	from := g
	g.Succs = []*ir.Block{h}
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
	// The last copy's latch tests for the next group.
	from.Instrs = from.Instrs[:len(from.Instrs)-1]
	bd.SetBlock(from)
	bd.Emit(ir.OpIf, nil, bd.Emit(ir.OpNe, boolT, vals[iv], lim))
	from.Succs = []*ir.Block{g, m}
	g.Preds = []*ir.Block{p, from}
	m.Preds = []*ir.Block{e, from}
	for k, in := range hphis {
		gphis[k].Args[1] = vals[in]
		mphis[k].Args[1] = vals[in]
	}
}
