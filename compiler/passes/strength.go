package passes

import (
	"slices"

	"github.com/kernlab/kern/compiler/ir"
)

// ReduceStrength turns the address of an element indexed by a loop's
// induction variable into a pointer that steps with it: in
//
//	for k := 0; k < n; k++ { acc += a.At(i, k) }   // ptradd base, i*s0 + k*s1
//
// the multiply and add per access become one pointer add per iteration.
// It takes 64-bit induction variables of the form phi [pre: init, latch:
// iv + step] with step loop-invariant, and ptradd P, idx with P
// loop-invariant and idx one of iv, iv*s, s*iv, each plus an optional
// invariant r: the new pointer starts at P + (init*s + r) and advances by
// step*s on the back edge. Arithmetic wraps in 64 bits on both sides, so
// the pointer equals the old address on every iteration. Run it after
// LICM, which makes the stride and offset products invariant values. An
// index that is iv itself plus an invariant is left alone: there is no
// multiply to save.
func ReduceStrength(m *ir.Module) bool { return reduceStrength(m, false) }

// ReduceStrengthAMD is ReduceStrength for the AMD code: in a loop that
// holds another loop it leaves alone an address P + idx whose idx is
// uniform (the same in every thread: built from kernel arguments and the
// counters of loops every thread runs alike, as a gufunc core's i and j)
// while P is not. A pointer stepped there would be a VGPR pair live
// through the inner loop beside the inner loop's own pointer; left as it
// is, idx is computed in SGPRs once per outer iteration and added at the
// access, as clang's code does (MatMul without its C row pointer, its k
// loop not unrolled: 24 VGPRs became 22 for float32, 27 became 25 for
// float64, clang's 24 and 25). Innermost loops keep their
// stepped pointers: there the add per access would run per element.
func ReduceStrengthAMD(m *ir.Module) bool { return reduceStrength(m, true) }

func reduceStrength(m *ir.Module, amd bool) bool {
	changed := false
	for _, f := range m.Funcs {
		if strengthFunc(f, amd) {
			changed = true
		}
	}
	return changed
}

// iv is a basic induction variable of a loop.
type iv struct {
	phi        *ir.Instr
	init, step ir.Value
}

// affine is idx = iv*s + r, with s and r loop-invariant expressions.
type affine struct {
	iv   *iv
	s, r *sym
}

// sym is a loop-invariant 64-bit expression, built while matching and
// emitted before the loop only when the match succeeds.
type sym struct {
	op   ir.Op // OpInvalid: the value v itself
	a, b *sym
	v    ir.Value
}

func leaf(v ir.Value) *sym { return &sym{v: v} }

func (x *sym) isConst(n int64) bool { return x.op == ir.OpInvalid && isConstInt(x.v, n) }

// combine builds x op y for op add, sub or mul, simplifying by the
// constants 0 and 1.
func combine(op ir.Op, x, y *sym) *sym {
	switch {
	case op == ir.OpMul && (x.isConst(0) || y.isConst(1)):
		return x
	case op == ir.OpMul && (y.isConst(0) || x.isConst(1)):
		return y
	case (op == ir.OpAdd || op == ir.OpSub) && y.isConst(0):
		return x
	case op == ir.OpAdd && x.isConst(0):
		return y
	}
	return &sym{op: op, a: x, b: y}
}

// emit materializes x of type t at the end of b.
func (x *sym) emit(b *ir.Block, t *ir.Basic, pos ir.Pos) ir.Value {
	if x.op == ir.OpInvalid {
		return x.v
	}
	a, c := x.a.emit(b, t, pos), x.b.emit(b, t, pos)
	in := newInstr(x.op, t, pos, a, c)
	insertBeforeTerm(b, in)
	return in
}

func strengthFunc(f *ir.Function, amd bool) bool {
	f.Renumber()
	loops, _ := findLoops(f)
	changed := false
	for _, l := range loops {
		if reduceLoop(f, l, amd && !innermost(l, loops)) {
			changed = true
		}
	}
	if changed {
		removeDead(f)
		f.Renumber()
	}
	return changed
}

// reduceLoop steps the loop's addresses; with keepUniform, not those of a
// uniform offset from a varying base (ReduceStrengthAMD says why).
func reduceLoop(f *ir.Function, l *loop, keepUniform bool) bool {
	pre := l.outside()
	if pre == nil || len(l.latches) != 1 || len(l.header.Preds) != 2 {
		return false
	}
	latch := l.latches[0]
	preIdx, latchIdx := 0, 1
	if l.header.Preds[0] == latch {
		preIdx, latchIdx = 1, 0
	}
	if l.header.Preds[preIdx] != pre || l.header.Preds[latchIdx] != latch {
		return false
	}
	ivs := map[*ir.Instr]*iv{}
	for _, in := range l.header.Instrs {
		if in.Op != ir.OpPhi {
			break
		}
		if !is64(in.Typ) {
			continue
		}
		next, ok := in.Args[latchIdx].(*ir.Instr)
		if !ok || next.Op != ir.OpAdd {
			continue
		}
		var step ir.Value
		switch {
		case next.Args[0] == ir.Value(in) && l.invariant(next.Args[1]):
			step = next.Args[1]
		case next.Args[1] == ir.Value(in) && l.invariant(next.Args[0]):
			step = next.Args[0]
		default:
			continue
		}
		ivs[in] = &iv{phi: in, init: in.Args[preIdx], step: step}
	}
	if len(ivs) == 0 {
		return false
	}
	changed := false
	var uni *uniformity
	for _, b := range l.blocks {
		for _, in := range b.Instrs {
			if in.Op != ir.OpPtrAdd || !l.invariant(in.Args[0]) || !usedIn(in, l) {
				// An address only used past the loop (a later loop's
				// start, computed in this loop's header) gains nothing.
				continue
			}
			a, ok := affineOf(in.Args[1], ivs, l)
			if !ok || a.s.isConst(1) {
				// P + iv + r costs one add per access either way (the
				// scaling shift is shared); a stepped pointer would add a
				// pointer per operand to every iteration and to the start.
				continue
			}
			if keepUniform {
				if uni == nil {
					uni = newUniformity()
				}
				if uni.of(in.Args[1]) && !uni.of(in.Args[0]) {
					continue
				}
			}
			q := stepPointer(in, a, pre, latch, l.header, preIdx)
			for _, lb := range l.blocks {
				for _, u := range lb.Instrs {
					if u == q {
						continue
					}
					for k, x := range u.Args {
						if x == ir.Value(in) {
							u.Args[k] = q
						}
					}
				}
			}
			changed = true
		}
	}
	return changed
}

// usedIn reports whether an instruction of the loop other than x uses x.
func usedIn(x *ir.Instr, l *loop) bool {
	for _, b := range l.blocks {
		for _, u := range b.Instrs {
			if u != x && slices.Contains(u.Args, ir.Value(x)) {
				return true
			}
		}
	}
	return false
}

func is64(t ir.Type) bool {
	b, ok := t.(*ir.Basic)
	return ok && b.IsInteger() && b.Size() == 8
}

// affineOf matches idx as an affine function of one induction variable,
// through adds, subtracts and multiplies by invariant values and left
// shifts by constants, all in one 64-bit type (so wrapping agrees).
func affineOf(idx ir.Value, ivs map[*ir.Instr]*iv, l *loop) (affine, bool) {
	return affineDepth(idx, idx.Type(), ivs, l, 6)
}

func affineDepth(v ir.Value, t ir.Type, ivs map[*ir.Instr]*iv, l *loop, depth int) (affine, bool) {
	x, ok := v.(*ir.Instr)
	if !ok || depth == 0 || !is64(t) || x.Typ != t {
		return affine{}, false
	}
	if iv := ivs[x]; iv != nil {
		one := leaf(ir.ConstInt(t.(*ir.Basic), 1))
		zero := leaf(ir.ConstInt(t.(*ir.Basic), 0))
		return affine{iv: iv, s: one, r: zero}, true
	}
	if len(x.Args) != 2 {
		return affine{}, false
	}
	switch x.Op {
	case ir.OpAdd, ir.OpMul:
		for k := range 2 {
			if !l.invariant(x.Args[1-k]) {
				continue
			}
			a, ok := affineDepth(x.Args[k], t, ivs, l, depth-1)
			if !ok {
				continue
			}
			y := leaf(x.Args[1-k])
			if x.Op == ir.OpAdd {
				a.r = combine(ir.OpAdd, a.r, y)
			} else {
				a.s, a.r = combine(ir.OpMul, a.s, y), combine(ir.OpMul, a.r, y)
			}
			return a, true
		}
	case ir.OpSub:
		if a, ok := affineDepth(x.Args[0], t, ivs, l, depth-1); ok && l.invariant(x.Args[1]) {
			a.r = combine(ir.OpSub, a.r, leaf(x.Args[1]))
			return a, true
		}
	case ir.OpShl:
		c, ok := x.Args[1].(*ir.Const)
		if !ok || x.ShiftMayPanic() || c.Bits >= 64 {
			return affine{}, false
		}
		if a, ok := affineDepth(x.Args[0], t, ivs, l, depth-1); ok {
			m := leaf(ir.ConstInt(t.(*ir.Basic), int64(1)<<c.Bits))
			a.s, a.r = combine(ir.OpMul, a.s, m), combine(ir.OpMul, a.r, m)
			return a, true
		}
	}
	return affine{}, false
}

// stepPointer makes the pointer phi that tracks in = ptradd P, iv*s + r:
// its start is computed at the end of pre, its step at the end of latch.
func stepPointer(in *ir.Instr, a affine, pre, latch, header *ir.Block, preIdx int) *ir.Instr {
	t := in.Args[1].Type().(*ir.Basic)
	start := combine(ir.OpAdd, combine(ir.OpMul, leaf(a.iv.init), a.s), a.r)
	p0 := ir.Value(in.Args[0])
	if !start.isConst(0) {
		off := start.emit(pre, t, in.Pos)
		x := newInstr(ir.OpPtrAdd, in.Typ, in.Pos, in.Args[0], off)
		insertBeforeTerm(pre, x)
		p0 = x
	}
	step := combine(ir.OpMul, leaf(a.iv.step), a.s).emit(pre, t, in.Pos)
	phi := newInstr(ir.OpPhi, in.Typ, in.Pos)
	phi.Block = header
	phi.Args = make([]ir.Value, 2)
	next := newInstr(ir.OpPtrAdd, in.Typ, in.Pos, phi, step)
	insertBeforeTerm(latch, next)
	phi.Args[preIdx], phi.Args[1-preIdx] = p0, next
	header.Instrs = append([]*ir.Instr{phi}, header.Instrs...)
	return phi
}

func isConstInt(v ir.Value, n int64) bool {
	c, ok := v.(*ir.Const)
	if !ok {
		return false
	}
	b, ok := c.Typ.(*ir.Basic)
	return ok && b.IsInteger() && c.Int() == n
}
