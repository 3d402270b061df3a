package passes

import "github.com/kernlab/kern/compiler/ir"

// KnownConditions replaces a boolean by the constant it must be where a
// dominating branch has decided it:
//
//	A: if c -> T, F    (A the only predecessor of T and of F)
//
// makes c true in every block T dominates and false in every block F
// dominates (and on the edges leaving them). A decided condition tells
// about its parts: a true `and a, b` makes a and b true, a false `or a, b`
// makes both false, `not a` the opposite of a. Decided comparisons of a
// float with constants (and NaN tests) decide others of the same value
// or its absolute value: y < 0 and y == 0 failed, y not NaN, make y > 0
// true (knowncmp.go). SimplifyCFG and Fold then
// drop the branches and operations that became constant. LLVM's GVN
// (propagateEquality) and JumpThreading do the same. Go's math functions,
// inlined into each other, test again what their caller has tested (NaN,
// ±Inf, zero, the sign): math.Pow's Log, Exp, Frexp and Ldexp each start
// with a switch its own special cases have decided.
func KnownConditions(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if knownConditions(f) {
			changed = true
		}
	}
	return changed
}

// facts are booleans known at a point: value → its value.
type facts map[ir.Value]bool

// with returns fs extended by v = val and what follows from its shape;
// fs itself is unchanged (a block's facts are shared by the blocks it
// dominates).
func (fs facts) with(v ir.Value, val bool) facts {
	n := make(facts, len(fs)+2)
	for k, x := range fs {
		n[k] = x
	}
	n.add(v, val, 0)
	n.close()
	return n
}

// close adds what the facts imply together: a false `and` one of whose
// two parts is true has its other part false (a true `or`, one part
// false: the other true) — `if x != 0 && x < 0 {…}` followed by
// `if x != 0` decides x < 0.
func (fs facts) close() {
	for range 4 {
		grew := false
		for v, val := range fs {
			in, ok := v.(*ir.Instr)
			if !ok || len(in.Args) != 2 || !(in.Op == ir.OpAnd && !val || in.Op == ir.OpOr && val) {
				continue
			}
			// The part the other one's value leaves deciding: for `and`
			// false, a true part; for `or` true, a false part.
			for k := range 2 {
				other, ok := fs[in.Args[1-k]]
				if _, known := fs[in.Args[k]]; known || !ok || other != (in.Op == ir.OpAnd) {
					continue
				}
				fs.add(in.Args[k], val, 0)
				grew = true
			}
		}
		if !grew {
			return
		}
	}
}

// add records v = val and, through and/or/not, its parts (to a bounded
// depth: the conditions are short-circuit chains of a few tests).
func (fs facts) add(v ir.Value, val bool, depth int) {
	if _, ok := v.(*ir.Const); ok {
		return
	}
	fs[v] = val
	in, ok := v.(*ir.Instr)
	if !ok || depth > 8 {
		return
	}
	switch {
	case in.Op == ir.OpNot && len(in.Args) == 1:
		fs.add(in.Args[0], !val, depth+1)
	case in.Op == ir.OpAnd && val && isBool(in.Typ), in.Op == ir.OpOr && !val && isBool(in.Typ):
		for _, a := range in.Args {
			fs.add(a, val, depth+1)
		}
	}
}

// boolConst is val as a constant of the bool type t.
func boolConst(t ir.Type, val bool) *ir.Const {
	v := int64(0)
	if val {
		v = 1
	}
	return ir.ConstInt(t.(*ir.Basic), v)
}

func isBool(t ir.Type) bool {
	b, ok := t.(*ir.Basic)
	return ok && b.Kind == ir.Bool
}

func knownConditions(f *ir.Function) bool {
	if len(f.Blocks) < 2 {
		return false
	}
	f.Renumber() // the facts are indexed by Block.Index
	idom := ir.Idoms(f)
	at := make([]facts, len(f.Blocks)) // at a block's start
	done := make([]bool, len(f.Blocks))
	// edge is what holds on the edge from p to its successor s.
	edge := func(p, s *ir.Block) facts {
		if c, holds, ok := edgeCond(p, s); ok {
			return at[p.Index].with(c, holds)
		}
		return at[p.Index]
	}
	var visit func(b *ir.Block) facts
	visit = func(b *ir.Block) facts {
		if done[b.Index] {
			return at[b.Index]
		}
		done[b.Index] = true // a cycle through idom cannot happen; guard anyway
		d := idom[b.Index]
		switch {
		case d == nil:
			at[b.Index] = facts{}
		case len(b.Preds) == 1 && b.Preds[0] == d:
			visit(d)
			at[b.Index] = edge(d, b)
		default:
			at[b.Index] = visit(d)
		}
		return at[b.Index]
	}
	changed := false
	for _, b := range f.Blocks {
		if b.Index != 0 && idom[b.Index] == nil {
			continue // unreachable
		}
		fs := visit(b)
		for _, in := range b.Instrs {
			if _, known := fs[in]; !known && isBool(in.Typ) {
				if val, ok := fs.decideCmp(in); ok {
					replaceUses(f, in, boolConst(in.Typ, val))
					changed = true
				}
			}
			for k, a := range in.Args {
				if !isBool(a.Type()) {
					continue
				}
				known := fs
				if in.Op == ir.OpPhi {
					if k >= len(b.Preds) || b.Preds[k] == nil || b.Preds[k].Index != 0 && idom[b.Preds[k].Index] == nil {
						continue // an unreachable predecessor
					}
					visit(b.Preds[k])
					known = edge(b.Preds[k], b)
				}
				if val, ok := known[a]; ok {
					in.Args[k] = boolConst(a.Type(), val)
					changed = true
				}
			}
		}
	}
	return changed
}
