package passes

import (
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// RestPointers computes the pointers a runtime-unrolled loop's rest loop
// starts from out of the index it starts from, instead of carrying them
// out of the group loop:
//
//	enter: p = phi [check: p0, group: pg + U·s];  i = phi [check: i0, group: ig + U]
//
// (the group loop stepping pg by U·s while ig steps by U, from p0 and i0,
// and the rest loop stepping p by s while i steps by 1) becomes
//
//	enter: i = phi [...];  p = ptradd p0, (i - i0)·s
//
// which is the same address on both edges: p0 + (ig+U - i0)·s after the
// group loop, p0 before it. LLVM's AMDGPU backend, given the pointer
// carried out of the group loop, keeps a copy of each of the group's
// 64-bit pointers through every iteration to rebuild it after the loop:
// two more VGPRs a pointer in the matmul gufunc's k loop (37 -> 33) and a
// move per pointer and group. The rest loop's entry pays a multiply. ptxas
// needs no such copy, so only the AMD code runs this (AMD).
func RestPointers(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if restPointersFunc(f) {
			changed = true
		}
	}
	return changed
}

func restPointersFunc(f *ir.Function) bool {
	if !hasRestLoop(f) {
		return false
	}
	f.Renumber()
	loops, _ := findLoops(f)
	idom := ir.Idoms(f)
	changed := false
	for _, l := range loops {
		if strings.HasSuffix(l.header.Comment, restSuffix) && restPointers(f, l, idom) {
			changed = true
		}
	}
	if changed {
		removeDead(f)
		f.Renumber()
	}
	return changed
}

func hasRestLoop(f *ir.Function) bool {
	for _, b := range f.Blocks {
		if strings.HasSuffix(b.Comment, restSuffix) {
			return true
		}
	}
	return false
}

// restPointers rewrites the entry pointers of rest loop l.
func restPointers(f *ir.Function, l *loop, idom []*ir.Block) bool {
	h := l.header
	enter := l.outside()
	if enter == nil {
		return false
	}
	in := slicesIndex(h.Preds, enter)
	latch := -1
	for k, p := range h.Preds {
		if l.in[p] {
			if latch >= 0 {
				return false
			}
			latch = k
		}
	}
	if latch < 0 {
		return false
	}
	// The rest loop's index: i = phi [enter: ie, latch: i+1].
	var ie *ir.Instr
	for _, x := range h.Instrs {
		if x.Op != ir.OpPhi {
			break
		}
		if stepOf(x.Args[latch], x) == 1 {
			if e, ok := x.Args[in].(*ir.Instr); ok && e.Op == ir.OpPhi && e.Block == enter {
				ie = e
			}
		}
	}
	if ie == nil {
		return false
	}
	changed := false
	for _, x := range h.Instrs {
		if x.Op != ir.OpPhi {
			break
		}
		// A pointer stepped by s: p = phi [enter: pe, latch: ptradd p, s].
		st, ok := x.Args[latch].(*ir.Instr)
		if !ok || st.Op != ir.OpPtrAdd || st.Args[0] != ir.Value(x) || !l.invariant(st.Args[1]) {
			continue
		}
		pe, ok := x.Args[in].(*ir.Instr)
		if !ok || pe.Op != ir.OpPhi || pe.Block != enter {
			continue
		}
		if t, ok := ie.Typ.(*ir.Basic); !ok || !is64(t) || !sameType(t, st.Args[1].Type()) {
			continue // (i - i0)·s in the index's type
		}
		p0, i0, ok := groupStart(pe, ie, st.Args[1])
		if !ok || !dominatesBlock(idom, p0, enter) || !dominatesBlock(idom, i0, enter) || !dominatesBlock(idom, st.Args[1], enter) {
			continue
		}
		it := ie.Typ
		off := newInstr(ir.OpSub, it, pe.Pos, ie, i0)
		insertBeforeTerm(enter, off)
		mul := newInstr(ir.OpMul, it, pe.Pos, off, st.Args[1])
		insertBeforeTerm(enter, mul)
		np := newInstr(ir.OpPtrAdd, pe.Typ, pe.Pos, p0, mul)
		insertBeforeTerm(enter, np)
		replaceUses(f, pe, np)
		changed = true
	}
	return changed
}

// groupStart checks the entry phis pe (a pointer) and ie (the index) of a
// rest loop stepping the pointer by s: on each edge either the group
// loop's start values (p0, i0), or its exit values pg + U·s and ig + U,
// where pg and ig are the group loop's phis starting from p0 and i0.
func groupStart(pe, ie *ir.Instr, s ir.Value) (p0, i0 ir.Value, ok bool) {
	if len(pe.Args) != len(ie.Args) {
		return nil, nil, false
	}
	var exits []int
	for k := range pe.Args {
		px, ok1 := pe.Args[k].(*ir.Instr)
		ix, ok2 := ie.Args[k].(*ir.Instr)
		if ok1 && ok2 && px.Op == ir.OpPtrAdd && ix.Op == ir.OpAdd {
			exits = append(exits, k)
			continue
		}
		if p0 != nil && (p0 != pe.Args[k] || i0 != ie.Args[k]) {
			return nil, nil, false
		}
		p0, i0 = pe.Args[k], ie.Args[k]
	}
	if p0 == nil || len(exits) == 0 {
		return nil, nil, false
	}
	for _, k := range exits {
		px, ix := pe.Args[k].(*ir.Instr), ie.Args[k].(*ir.Instr)
		pg, ok1 := px.Args[0].(*ir.Instr)
		ig, ok2 := ix.Args[0].(*ir.Instr)
		if !ok1 || !ok2 || pg.Op != ir.OpPhi || ig.Op != ir.OpPhi || pg.Block != ig.Block || len(pg.Args) != len(ig.Args) {
			return nil, nil, false
		}
		u, ok := ix.Args[1].(*ir.Const)
		if !ok || u.Int() < 1 || !multipleOf(px.Args[1], s, u.Int()) {
			return nil, nil, false
		}
		// The group loop's phis: the start values on entry, the exit values
		// on its back edge.
		for j := range pg.Args {
			switch {
			case pg.Args[j] == ir.Value(px) && ig.Args[j] == ir.Value(ix):
			case pg.Args[j] == p0 && ig.Args[j] == i0:
			default:
				return nil, nil, false
			}
		}
	}
	return p0, i0, true
}

// multipleOf reports v == u·s, v a sum of u copies of s (how UnrollRuntime
// and RebaseSteps build a group's step) or, for a constant s, the
// constant u·s.
func multipleOf(v, s ir.Value, u int64) bool {
	if cv, ok := v.(*ir.Const); ok {
		cs, ok := s.(*ir.Const)
		return ok && cv.Int() == u*cs.Int()
	}
	n := int64(0)
	var count func(x ir.Value) bool
	count = func(x ir.Value) bool {
		if x == s {
			n++
			return true
		}
		a, ok := x.(*ir.Instr)
		if !ok || a.Op != ir.OpAdd || n > u {
			return false
		}
		return count(a.Args[0]) && count(a.Args[1])
	}
	return count(v) && n == u
}

// stepOf is c when v is add x, c (c a constant), else 0.
func stepOf(v ir.Value, x *ir.Instr) int64 {
	a, ok := v.(*ir.Instr)
	if !ok || a.Op != ir.OpAdd || a.Args[0] != ir.Value(x) {
		return 0
	}
	c, ok := a.Args[1].(*ir.Const)
	if !ok {
		return 0
	}
	return c.Int()
}

// dominatesBlock reports a value available at the end of b: a constant, a
// parameter or an instruction whose block dominates b.
func dominatesBlock(idom []*ir.Block, v ir.Value, b *ir.Block) bool {
	x, ok := v.(*ir.Instr)
	if !ok {
		return true
	}
	return x.Block != nil && ir.Dominates(idom, x.Block, b)
}

func slicesIndex(bs []*ir.Block, b *ir.Block) int {
	for k, x := range bs {
		if x == b {
			return k
		}
	}
	return -1
}
