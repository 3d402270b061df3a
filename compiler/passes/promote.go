package passes

import "github.com/kernlab/kern/compiler/ir"

// PromoteAllocas keeps local variables in registers. Go's SSA leaves every
// local array and struct (and every variable whose address is taken) in
// memory, as an alloca the GPU code would place in per-thread local
// memory. An alloca whose every use is a load or a store of it, or of a
// part of it reached by constant field and index steps, becomes one SSA
// value per scalar leaf: a store sets the leaves it covers, a load
// reassembles its value from them (insert), and a block where control
// flow joins gets a phi per leaf, which Fold removes where every
// predecessor brings the same value. A leaf read before any store reads
// zero, which is what Go's variables start as. ptxas promotes many such
// allocas on its own, but not all: the Philox state of kern.Rand, a
// 44-byte struct stored back after every draw, stayed in a 552-byte
// stack frame in examples/montecarlo. An alloca indexed at run time, or
// whose address goes anywhere else (a call, a slice, a pointer stored),
// stays in memory.
func PromoteAllocas(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if promoteFunc(f) {
			changed = true
		}
	}
	return changed
}

// maxLeaves bounds the scalars one alloca becomes: a larger array stays
// in memory (and phis per leaf at every join would outgrow it).
const maxLeaves = 64

// scalar is one scalar of an alloca's type, at a byte offset.
type scalar struct {
	off int
	typ ir.Type
}

// scalarsOf appends t's scalars at off; ok is false for a type with a
// part that is not a number, bool or pointer.
func scalarsOf(t ir.Type, off int, out []scalar) ([]scalar, bool) {
	switch t := t.(type) {
	case *ir.Basic, *ir.Pointer:
		return append(out, scalar{off, t}), true
	case *ir.Array:
		for k := range t.Len {
			var ok bool
			if out, ok = scalarsOf(t.Elem, off+k*t.Elem.Size(), out); !ok || len(out) > maxLeaves {
				return nil, false
			}
		}
		return out, true
	case *ir.Struct:
		for k, fl := range t.Fields {
			var ok bool
			if out, ok = scalarsOf(fl.Type, off+t.Offset(k), out); !ok || len(out) > maxLeaves {
				return nil, false
			}
		}
		return out, true
	}
	return nil, false
}

// promotable is an alloca that can become values: its leaves, and for
// each address derived from it (itself included) the byte offset.
type promotable struct {
	leaves []scalar
	index  map[int]int // leaf offset → index in leaves
	addrs  map[*ir.Instr]int
}

func promoteFunc(f *ir.Function) bool {
	if len(f.Blocks) == 0 || len(f.Blocks[0].Preds) > 0 {
		return false
	}
	users := map[*ir.Instr][]*ir.Instr{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, a := range in.Args {
				if ai, ok := a.(*ir.Instr); ok {
					users[ai] = append(users[ai], in)
				}
			}
		}
	}
	allocs := map[*ir.Instr]*promotable{}
	// Inlining leaves a callee's allocas where the call was: an alloca is
	// one slot of the frame wherever it is, so its leaves are values from
	// the function's entry on.
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op != ir.OpAlloca {
				continue
			}
			if p := checkAlloca(in, users); p != nil {
				allocs[in] = p
			}
		}
	}
	if len(allocs) == 0 {
		return false
	}
	f.Renumber() // ReversePostorder reads the block numbers
	order := ir.ReversePostorder(f)
	reach := map[*ir.Block]bool{}
	for _, b := range order {
		reach[b] = true
	}
	// Every use must be in a reachable block (the values are built along
	// the reachable paths only).
	for _, p := range allocs {
		for a := range p.addrs {
			for _, u := range users[a] {
				if !reach[u.Block] {
					return false
				}
			}
		}
	}
	owner := map[*ir.Instr]*promotable{} // address → its alloca's record
	for _, p := range allocs {
		for a := range p.addrs {
			owner[a] = p
		}
	}
	type key struct {
		p *promotable
		k int
	}
	out := map[*ir.Block]map[key]ir.Value{}
	var phis []*ir.Instr
	phiOf := map[*ir.Instr]key{}
	dead := map[*ir.Instr]bool{}
	for _, b := range order {
		cur := map[key]ir.Value{}
		switch {
		case b == f.Blocks[0]:
			for _, p := range allocs {
				for k, l := range p.leaves {
					cur[key{p, k}] = ir.Zero(l.typ)
				}
			}
		case len(b.Preds) == 1 && out[b.Preds[0]] != nil:
			for kk, v := range out[b.Preds[0]] {
				cur[kk] = v
			}
		default:
			var at []*ir.Instr
			for _, p := range allocs {
				for k, l := range p.leaves {
					phi := newInstr(ir.OpPhi, l.typ, ir.Pos{}, make([]ir.Value, len(b.Preds))...)
					phi.Block = b
					at = append(at, phi)
					phis = append(phis, phi)
					phiOf[phi] = key{p, k}
					cur[key{p, k}] = phi
				}
			}
			b.Instrs = append(at, b.Instrs...)
		}
		var instrs []*ir.Instr
		for _, in := range b.Instrs {
			switch {
			case in.Op == ir.OpLoad && owner[addrArg(in)] != nil:
				p := owner[addrArg(in)]
				v := build(p, in.Typ, p.addrs[addrArg(in)], in.Pos, func(k int) ir.Value { return cur[key{p, k}] }, &instrs)
				replaceUses(f, in, v)
				dead[in] = true
				continue
			case in.Op == ir.OpStore && owner[addrArg(in)] != nil:
				p := owner[addrArg(in)]
				split(p, in.Args[1].Type(), p.addrs[addrArg(in)], in.Args[1], in.Pos, func(k int, v ir.Value) { cur[key{p, k}] = v }, &instrs)
				dead[in] = true
				continue
			case owner[in] != nil:
				dead[in] = true // the alloca and its addresses
				continue
			}
			instrs = append(instrs, in)
		}
		b.Instrs = instrs
		out[b] = cur
	}
	for _, phi := range phis {
		for i, pred := range phi.Block.Preds {
			if o := out[pred]; o != nil {
				phi.Args[i] = o[phiOf[phi]]
			} else {
				phi.Args[i] = ir.Zero(phi.Typ) // an unreachable predecessor
			}
		}
	}
	removeDeadPhis(f, phis)
	f.Renumber()
	return true
}

// addrArg is the address operand of a load or store, as an instruction.
func addrArg(in *ir.Instr) *ir.Instr {
	a, _ := in.Args[0].(*ir.Instr)
	return a
}

// checkAlloca returns the record of alloca a if every use of it and of
// the addresses derived from it is a load, a store into it, or a
// constant field or index step; nil otherwise.
func checkAlloca(a *ir.Instr, users map[*ir.Instr][]*ir.Instr) *promotable {
	t, ok := a.Aux.(ir.Type)
	if !ok {
		return nil
	}
	leaves, ok := scalarsOf(t, 0, nil)
	if !ok || len(leaves) == 0 {
		return nil
	}
	p := &promotable{leaves: leaves, index: map[int]int{}, addrs: map[*ir.Instr]int{}}
	for k, l := range leaves {
		p.index[l.off] = k
	}
	var visit func(addr *ir.Instr, off int, t ir.Type) bool
	visit = func(addr *ir.Instr, off int, t ir.Type) bool {
		p.addrs[addr] = off
		for _, u := range users[addr] {
			switch u.Op {
			case ir.OpLoad:
				if u.AuxInt != 0 || !p.covers(u.Typ, off) {
					return false
				}
			case ir.OpStore:
				if u.Args[0] != addr || u.AuxInt != 0 || !p.covers(u.Args[1].Type(), off) {
					return false // the address itself stored somewhere
				}
			case ir.OpFieldAddr:
				st, ok := t.(*ir.Struct)
				if !ok || u.AuxInt < 0 || int(u.AuxInt) >= len(st.Fields) ||
					!visit(u, off+st.Offset(int(u.AuxInt)), st.Fields[u.AuxInt].Type) {
					return false
				}
			case ir.OpIndexAddr:
				at, ok := t.(*ir.Array)
				c, isConst := u.Args[1].(*ir.Const)
				if !ok || !isConst || u.Args[0] != addr {
					return false
				}
				i := c.Int()
				if i < 0 || i >= int64(at.Len) || !visit(u, off+int(i)*at.Elem.Size(), at.Elem) {
					return false
				}
			default:
				return false
			}
		}
		return true
	}
	if !visit(a, 0, t) {
		return nil
	}
	return p
}

// covers reports whether a value of type t at off is made of whole
// leaves of the alloca, of the same types.
func (p *promotable) covers(t ir.Type, off int) bool {
	ls, ok := scalarsOf(t, off, nil)
	if !ok {
		return false
	}
	for _, l := range ls {
		k, ok := p.index[l.off]
		if !ok || !ir.Identical(p.leaves[k].typ, l.typ) {
			return false
		}
	}
	return true
}

// build appends to instrs the instructions that make a value of type t
// from the leaves at off, as get gives them.
func build(p *promotable, t ir.Type, off int, pos ir.Pos, get func(int) ir.Value, instrs *[]*ir.Instr) ir.Value {
	switch t := t.(type) {
	case *ir.Array:
		var v ir.Value = ir.Zero(t)
		for k := range t.Len {
			x := build(p, t.Elem, off+k*t.Elem.Size(), pos, get, instrs)
			in := newInstr(ir.OpInsert, t, pos, v, x)
			in.AuxInt = int64(k)
			*instrs = append(*instrs, in)
			v = in
		}
		return v
	case *ir.Struct:
		var v ir.Value = ir.Zero(t)
		for k, fl := range t.Fields {
			x := build(p, fl.Type, off+t.Offset(k), pos, get, instrs)
			in := newInstr(ir.OpInsert, t, pos, v, x)
			in.AuxInt = int64(k)
			*instrs = append(*instrs, in)
			v = in
		}
		return v
	}
	return get(p.index[off])
}

// split appends to instrs the extracts that take v (of type t, stored at
// off) apart, and gives each leaf's value to set.
func split(p *promotable, t ir.Type, off int, v ir.Value, pos ir.Pos, set func(int, ir.Value), instrs *[]*ir.Instr) {
	part := func(ft ir.Type, k int) ir.Value {
		in := newInstr(ir.OpExtract, ft, pos, v)
		in.AuxInt = int64(k)
		*instrs = append(*instrs, in)
		return in
	}
	switch t := t.(type) {
	case *ir.Array:
		for k := range t.Len {
			split(p, t.Elem, off+k*t.Elem.Size(), part(t.Elem, k), pos, set, instrs)
		}
		return
	case *ir.Struct:
		for k, fl := range t.Fields {
			split(p, fl.Type, off+t.Offset(k), part(fl.Type, k), pos, set, instrs)
		}
		return
	}
	set(p.index[off], v)
}

// removeDeadPhis deletes the phis of phis that nothing but other such
// phis uses (a leaf nobody reads after the join).
func removeDeadPhis(f *ir.Function, phis []*ir.Instr) {
	made := map[*ir.Instr]bool{}
	for _, phi := range phis {
		made[phi] = true
	}
	live := map[*ir.Instr]bool{}
	var work []*ir.Instr
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if made[in] {
				continue
			}
			for _, a := range in.Args {
				if ai, ok := a.(*ir.Instr); ok && made[ai] && !live[ai] {
					live[ai] = true
					work = append(work, ai)
				}
			}
		}
	}
	for len(work) > 0 {
		phi := work[len(work)-1]
		work = work[:len(work)-1]
		for _, a := range phi.Args {
			if ai, ok := a.(*ir.Instr); ok && made[ai] && !live[ai] {
				live[ai] = true
				work = append(work, ai)
			}
		}
	}
	for _, b := range f.Blocks {
		kept := b.Instrs[:0]
		for _, in := range b.Instrs {
			if !made[in] || live[in] {
				kept = append(kept, in)
			}
		}
		b.Instrs = kept
	}
}
