package passes

import (
	"slices"

	"github.com/kernlab/kern/compiler/ir"
)

// PointerExits turns each ir.Block.PointerExit loop, a loop over an index
// i that also steps a pointer p, into one that tests p and has no index:
//
//	for i, p := i0, p0; i < n; i, p = i+c, p+d { ...load p... }
//
// becomes, rotated (its test at the bottom, guarded on entry),
//
//	if i0 < n { p := p0; do { ...load p... ; p += d } while p < end }
//
// with end = p0 + (n-i0)*(d/c) computed once (d is a multiple of c) before the loop (base + n*k,
// uniform, when p0 is base + i0*k), and i's value after the loop, the
// first i0 + j*c at or past n, computed there as n + ((i0-n) mod c), c a
// power of two. LLVM's AMDGPU backend keeps an index and a pointer that
// step together in two register pairs (LLVM 15's strength reduction does
// not move an exit test onto a pointer): a reduction's stage 2 loop with
// its 16-byte load held ten VGPRs, without the index eight, clang's count
// for its one-dword loop. Given the pointer form, ptxas took more
// registers (24 against 20) and instructions, so only the AMD code runs
// this (AMD).
func PointerExits(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if pointerExitsFunc(f) {
			changed = true
		}
	}
	return changed
}

func pointerExitsFunc(f *ir.Function) bool {
	if !slices.ContainsFunc(f.Blocks, func(b *ir.Block) bool { return b.PointerExit }) {
		return false
	}
	f.Renumber()
	loops, _ := findLoops(f)
	changed := false
	for _, l := range loops {
		if l.header.PointerExit && pointerExit(f, l) {
			changed = true
			// The blocks changed under the other loops' records.
			break
		}
	}
	if changed {
		removeDead(f)
		f.Renumber()
		pointerExitsFunc(f)
	}
	return changed
}

// exitLoop is the shape PointerExits rewrites.
type exitLoop struct {
	l                 *loop
	pre, latch, exit  *ir.Block
	preIdx            int
	cond, iphi, inext *ir.Instr
	pphi, pnext       *ir.Instr
	c, d              int64
	n                 ir.Value
}

// matchExitLoop reports l as an exitLoop: the header holds only phis and
// the test i < n, branching into the loop or to an exit block it alone
// reaches; the preheader and the one latch jump to it.
func matchExitLoop(l *loop) (*exitLoop, bool) {
	h := l.header
	pre := l.outside()
	if pre == nil || len(l.latches) != 1 || len(h.Preds) != 2 {
		return nil, false
	}
	e := &exitLoop{l: l, pre: pre, latch: l.latches[0]}
	if h.Preds[0] == e.latch {
		e.preIdx = 1
	}
	for _, b := range []*ir.Block{pre, e.latch} {
		if t := b.Terminator(); t == nil || t.Op != ir.OpJump {
			return nil, false
		}
	}
	term := h.Terminator()
	if term == nil || term.Op != ir.OpIf || !l.in[h.Succs[0]] || l.in[h.Succs[1]] || h.Succs[0] == h {
		return nil, false
	}
	e.exit = h.Succs[1]
	if len(e.exit.Preds) != 1 || (len(e.exit.Instrs) > 0 && e.exit.Instrs[0].Op == ir.OpPhi) {
		return nil, false
	}
	k := 0
	for k < len(h.Instrs) && h.Instrs[k].Op == ir.OpPhi {
		k++
	}
	if k != len(h.Instrs)-2 || term.Args[0] != ir.Value(h.Instrs[k]) {
		return nil, false
	}
	e.cond = h.Instrs[k]
	if e.cond.Op != ir.OpLt || !l.invariant(e.cond.Args[1]) || !is64(e.cond.Args[1].Type()) {
		return nil, false
	}
	e.n = e.cond.Args[1]
	// i, a header phi stepped by c, a power of two.
	if phi, ok := e.cond.Args[0].(*ir.Instr); ok && phi.Op == ir.OpPhi && phi.Block == h {
		if next, ok := phi.Args[1-e.preIdx].(*ir.Instr); ok && next.Op == ir.OpAdd && next.Args[0] == ir.Value(phi) {
			if v, ok := constI64(next.Args[1]); ok && v > 0 && v&(v-1) == 0 {
				e.iphi, e.inext, e.c = phi, next, v
			}
		}
	}
	if e.iphi == nil {
		return nil, false
	}
	// p, a header phi stepped by d elements, a multiple of c.
	for _, in := range h.Instrs[:k] {
		if _, ok := in.Typ.(*ir.Pointer); !ok {
			continue
		}
		next, ok := in.Args[1-e.preIdx].(*ir.Instr)
		if !ok || next.Op != ir.OpPtrAdd || next.Args[0] != ir.Value(in) {
			continue
		}
		if v, ok := constI64(next.Args[1]); ok && v > 0 && v%e.c == 0 {
			e.pphi, e.pnext, e.d = in, next, v
			break
		}
	}
	return e, e.pphi != nil
}

// pointerExit rewrites loop l; it reports false, changing nothing, when l
// is not of the shape it takes or its index has other uses in the loop.
func pointerExit(f *ir.Function, l *loop) bool {
	e, ok := matchExitLoop(l)
	if !ok {
		return false
	}
	// A copy of i (a phi of the same values: a wrapper carrying the index
	// it also loops on) is i.
	var copies []*ir.Instr
	for _, in := range l.header.Instrs {
		if in.Op == ir.OpPhi && in != e.iphi && slices.Equal(in.Args, e.iphi.Args) {
			copies = append(copies, in)
		}
	}
	for _, b := range l.blocks {
		for _, in := range b.Instrs {
			for _, a := range in.Args {
				switch {
				case a == ir.Value(e.iphi) && in != e.inext && in != e.cond,
					a == ir.Value(e.inext) && in != e.iphi && !slices.Contains(copies, in),
					a == ir.Value(e.cond) && in != l.header.Terminator():
					return false
				}
			}
		}
	}
	for _, c := range copies {
		for _, b := range l.blocks {
			for _, in := range b.Instrs {
				if slices.Contains(in.Args, ir.Value(c)) {
					return false
				}
			}
		}
	}
	for _, c := range copies {
		replaceUses(f, c, e.iphi)
	}
	if len(copies) > 0 {
		dead := map[*ir.Instr]bool{}
		for _, c := range copies {
			dead[c] = true
		}
		removeInstrs(f, dead)
	}
	h, pre, latch, exit := l.header, e.pre, e.latch, e.exit
	pos := e.cond.Pos
	i64 := ir.Typ[ir.Int64]
	emit := func(b *ir.Block, op ir.Op, t ir.Type, args ...ir.Value) *ir.Instr {
		in := newInstr(op, t, pos, args...)
		insertBeforeTerm(b, in)
		return in
	}
	i0, p0 := e.iphi.Args[e.preIdx], e.pphi.Args[e.preIdx]
	k := e.d / e.c
	var end ir.Value
	if base, ok := scaledFrom(p0, i0, k); ok {
		end = emit(pre, ir.OpPtrAdd, e.pphi.Typ, base, scale(emit, pre, e.n, k))
	} else {
		end = emit(pre, ir.OpPtrAdd, e.pphi.Typ, p0, scale(emit, pre, emit(pre, ir.OpSub, i64, e.n, i0), k))
	}
	// The guard: pre enters the loop when i0 < n, else goes to the exit.
	guard := emit(pre, ir.OpLt, e.cond.Typ, i0, e.n)
	setTerm(pre, newInstr(ir.OpIf, nil, pos, guard), h, exit)
	// The header falls into the body.
	body := h.Succs[0]
	h.Instrs = h.Instrs[:len(h.Instrs)-2]
	setTerm(h, newInstr(ir.OpJump, nil, pos), body)
	h.PointerExit = false
	// The latch goes on while p < end, else to a block of its own on the
	// way to the exit, where i's final value is worked out: (i0-n) mod c
	// does not change for multiples of c added to i0 (often the thread
	// index plus the step), and reading past them lets the backend take
	// the low bits from where they already are.
	out := &ir.Block{Comment: "loop.exit", Fn: f}
	f.Blocks = slices.Insert(f.Blocks, slices.Index(f.Blocks, exit), out)
	test := emit(latch, ir.OpLt, e.cond.Typ, e.pnext, end)
	setTerm(latch, newInstr(ir.OpIf, nil, pos, test), h, out)
	x := i0
	for {
		a, ok := x.(*ir.Instr)
		if !ok || a.Op != ir.OpAdd {
			break
		}
		if v, ok := constI64(a.Args[1]); ok && v%e.c == 0 {
			x = a.Args[0]
		} else if v, ok := constI64(a.Args[0]); ok && v%e.c == 0 {
			x = a.Args[1]
		} else {
			break
		}
	}
	setTerm(out, newInstr(ir.OpJump, nil, pos), exit)
	last := emit(out, ir.OpAdd, i64, e.n, emit(out, ir.OpAnd, i64, emit(out, ir.OpSub, i64, x, e.n), ir.ConstInt(i64, e.c-1)))
	// The exit is now reached from pre and from out: each header phi
	// used after the loop becomes a phi there, of its value on entry and
	// its value from the latch (i: last).
	var phis []*ir.Instr
	for _, in := range h.Instrs {
		if in.Op != ir.OpPhi {
			break
		}
		if !usedOutside(f, l, in) {
			continue
		}
		from := in.Args[1-e.preIdx]
		if in == e.iphi {
			from = last
		}
		phi := newInstr(ir.OpPhi, in.Typ, in.Pos, in.Args[e.preIdx], from)
		phi.Block = exit
		phis = append(phis, phi)
		for _, b := range f.Blocks {
			if l.in[b] {
				continue
			}
			for _, u := range b.Instrs {
				for j, a := range u.Args {
					if a == ir.Value(in) {
						u.Args[j] = phi
					}
				}
			}
		}
	}
	exit.Instrs = append(phis, exit.Instrs...)
	removeInstrs(f, map[*ir.Instr]bool{e.iphi: true, e.inext: true, e.cond: true})
	return true
}

// setTerm ends b with term, branching to succs (replacing its old
// terminator and edges).
func setTerm(b *ir.Block, term *ir.Instr, succs ...*ir.Block) {
	if t := b.Terminator(); t != nil {
		b.Instrs = b.Instrs[:len(b.Instrs)-1]
	}
	for _, s := range b.Succs {
		if !slices.Contains(succs, s) {
			removeEdge(s, b)
		}
	}
	old := b.Succs
	b.Succs = nil
	term.Block = b
	b.Instrs = append(b.Instrs, term)
	for _, s := range succs {
		b.Succs = append(b.Succs, s)
		if !slices.Contains(old, s) {
			s.Preds = append(s.Preds, b)
		}
	}
}

// removeEdge drops from from b's predecessors (b has no phis to fix).
func removeEdge(b, from *ir.Block) {
	if k := slices.Index(b.Preds, from); k >= 0 {
		b.Preds = slices.Delete(b.Preds, k, k+1)
	}
}

// usedOutside reports a use of v in a block not in l.
func usedOutside(f *ir.Function, l *loop, v *ir.Instr) bool {
	for _, b := range f.Blocks {
		if l.in[b] {
			continue
		}
		for _, in := range b.Instrs {
			if slices.Contains(in.Args, ir.Value(v)) {
				return true
			}
		}
	}
	return false
}

// constI64 is the value of a 64-bit integer constant.
func constI64(v ir.Value) (int64, bool) {
	c, ok := v.(*ir.Const)
	if !ok {
		return 0, false
	}
	b, ok := c.Typ.(*ir.Basic)
	if !ok || !b.IsInteger() || b.Size() != 8 {
		return 0, false
	}
	return c.Int(), true
}

// scaledFrom reports p = base + i*k (a ptradd of i*k or i<<log2 k) and
// its base.
func scaledFrom(p, i ir.Value, k int64) (ir.Value, bool) {
	a, ok := p.(*ir.Instr)
	if !ok || a.Op != ir.OpPtrAdd {
		return nil, false
	}
	if k == 1 && a.Args[1] == i {
		return a.Args[0], true
	}
	x, ok := a.Args[1].(*ir.Instr)
	if !ok || x.Args[0] != i {
		return nil, false
	}
	v, ok := constI64(x.Args[1])
	switch {
	case ok && x.Op == ir.OpMul && v == k,
		ok && x.Op == ir.OpShl && v >= 0 && v < 63 && int64(1)<<v == k:
		return a.Args[0], true
	}
	return nil, false
}

// scale is x*k, emitted at the end of b.
func scale(emit func(*ir.Block, ir.Op, ir.Type, ...ir.Value) *ir.Instr, b *ir.Block, x ir.Value, k int64) ir.Value {
	if k == 1 {
		return x
	}
	i64 := ir.Typ[ir.Int64]
	return emit(b, ir.OpMul, i64, x, ir.ConstInt(i64, k))
}
