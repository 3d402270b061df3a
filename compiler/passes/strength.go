package passes

import "github.com/kernlab/kern/compiler/ir"

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
// LICM, which makes the stride and offset products invariant values.
func ReduceStrength(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if strengthFunc(f) {
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

// affine is idx = iv*s + r (s nil for 1, r nil for 0).
type affine struct {
	iv   *iv
	s, r ir.Value
}

func strengthFunc(f *ir.Function) bool {
	f.Renumber()
	loops, _ := findLoops(f)
	changed := false
	for _, l := range loops {
		if reduceLoop(f, l) {
			changed = true
		}
	}
	if changed {
		removeDead(f)
		f.Renumber()
	}
	return changed
}

func reduceLoop(f *ir.Function, l *loop) bool {
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
	for _, b := range l.blocks {
		for _, in := range b.Instrs {
			if in.Op != ir.OpPtrAdd || !l.invariant(in.Args[0]) {
				continue
			}
			a, ok := affineOf(in.Args[1], ivs, l)
			if !ok {
				continue
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

func is64(t ir.Type) bool {
	b, ok := t.(*ir.Basic)
	return ok && b.IsInteger() && b.Size() == 8
}

// affineOf matches idx against iv, iv*s, s*iv, each optionally plus an
// invariant r.
func affineOf(idx ir.Value, ivs map[*ir.Instr]*iv, l *loop) (affine, bool) {
	if !is64(idx.Type()) {
		return affine{}, false
	}
	scaled := func(v ir.Value) (affine, bool) {
		x, ok := v.(*ir.Instr)
		if !ok {
			return affine{}, false
		}
		if v := ivs[x]; v != nil {
			return affine{iv: v}, true
		}
		if x.Op != ir.OpMul {
			return affine{}, false
		}
		for k := range 2 {
			p, ok := x.Args[k].(*ir.Instr)
			if ok && ivs[p] != nil && l.invariant(x.Args[1-k]) {
				return affine{iv: ivs[p], s: x.Args[1-k]}, true
			}
		}
		return affine{}, false
	}
	if a, ok := scaled(idx); ok {
		return a, true
	}
	x, ok := idx.(*ir.Instr)
	if !ok || x.Op != ir.OpAdd {
		return affine{}, false
	}
	for k := range 2 {
		if a, ok := scaled(x.Args[k]); ok && l.invariant(x.Args[1-k]) {
			a.r = x.Args[1-k]
			return a, true
		}
	}
	return affine{}, false
}

// stepPointer makes the pointer phi that tracks in = ptradd P, iv*s + r:
// its start is computed at the end of pre, its step at the end of latch.
func stepPointer(in *ir.Instr, a affine, pre, latch, header *ir.Block, preIdx int) *ir.Instr {
	t := in.Args[1].Type().(*ir.Basic)
	emit := func(b *ir.Block, op ir.Op, typ ir.Type, args ...ir.Value) ir.Value {
		x := newInstr(op, typ, in.Pos, args...)
		insertBeforeTerm(b, x)
		return x
	}
	mul := func(x, y ir.Value) ir.Value {
		switch {
		case y == nil || isConstInt(x, 0):
			return x
		case isConstInt(y, 1):
			return x
		case isConstInt(x, 1):
			return y
		}
		return emit(pre, ir.OpMul, t, x, y)
	}
	start := mul(a.iv.init, a.s)
	if a.r != nil {
		if isConstInt(start, 0) {
			start = a.r
		} else {
			start = emit(pre, ir.OpAdd, t, start, a.r)
		}
	}
	p0 := ir.Value(in.Args[0])
	if !isConstInt(start, 0) {
		p0 = emit(pre, ir.OpPtrAdd, in.Typ, in.Args[0], start)
	}
	step := mul(a.iv.step, a.s)
	phi := newInstr(ir.OpPhi, in.Typ, in.Pos)
	phi.Block = header
	phi.Args = make([]ir.Value, 2)
	next := emit(latch, ir.OpPtrAdd, in.Typ, phi, step)
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
