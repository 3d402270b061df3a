package passes

import "github.com/kernlab/kern/compiler/ir"

// InferAddrSpaces keeps a pointer's address space through the arithmetic
// that derives other pointers from it. Views and slices hold generic
// pointers (a kernel's Array2 may point into global or shared memory), so
// the front end casts a global or shared base to generic; accesses through
// generic pointers cost the GPU an address-space lookup (PTX ld/st without
// .global or .shared, flat_load on AMD). The pass moves each such cast past
// the address arithmetic and phis that use it, and drops it where the
// pointer is loaded from, stored through or used atomically:
//
//	t1 = cast ptr<generic f32> t0     t1 = ptradd ptr<global f32> t0, i
//	t2 = ptradd ptr<generic f32> t1, i  →  (uses that need generic get a cast of t1)
//	t3 = load f32 t2                  t3 = load f32 t1
//
// Uses that need a generic pointer (a call, a store of the pointer itself, a
// comparison) keep a cast. A pointer bitcast to another element type and
// a tensor-core tile's address are moved past too.
func InferAddrSpaces(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		for addrSpaceOnce(f) {
			changed = true
		}
	}
	return changed
}

// specific is the non-generic pointer v is a generic cast of, or nil.
func specific(v ir.Value) ir.Value {
	in, ok := v.(*ir.Instr)
	if !ok || in.Op != ir.OpAddrSpace {
		return nil
	}
	to, ok1 := in.Typ.(*ir.Pointer)
	from, ok2 := in.Args[0].Type().(*ir.Pointer)
	if !ok1 || !ok2 || to.Space != ir.SpaceGeneric || from.Space == ir.SpaceGeneric {
		return nil
	}
	return in.Args[0]
}

func spaceOf(v ir.Value) ir.AddrSpace { return v.Type().(*ir.Pointer).Space }

func addrSpaceOnce(f *ir.Function) bool {
	changed := false
	for _, b := range f.Blocks {
		for i := 0; i < len(b.Instrs); i++ {
			in := b.Instrs[i]
			switch in.Op {
			case ir.OpLoad, ir.OpStore, ir.OpAtomic, ir.OpAtomicCAS, ir.OpMMA:
				// Only the address operand (an MMA load's or store's
				// tile): a stored pointer value stays generic.
				if q := specific(in.Args[0]); q != nil {
					in.Args[0] = q
					changed = true
				}
			case ir.OpAsync:
				// A copy's shared destination and global source.
				for k := range in.Args {
					if q := specific(in.Args[k]); q != nil {
						in.Args[k] = q
						changed = true
					}
				}
			case ir.OpBitcast:
				// A pointer to another element type (a pair of halves
				// read as one u32) keeps the space; a pointer's bits (an
				// address tested for alignment) stay the generic ones.
				if _, ok := in.Typ.(*ir.Pointer); !ok {
					continue
				}
				q := specific(in.Args[0])
				if q == nil {
					continue
				}
				in.Args[0] = q
				retypeBehindCast(f, b, i, in, spaceOf(q))
				i++
				changed = true
			case ir.OpPtrAdd, ir.OpIndexAddr, ir.OpFieldAddr:
				q := specific(in.Args[0])
				if q == nil {
					continue
				}
				in.Args[0] = q
				retypeBehindCast(f, b, i, in, spaceOf(q))
				i++ // past the cast just inserted
				changed = true
			case ir.OpPhi:
				space, ok := phiSpace(in)
				if !ok {
					continue
				}
				for k, a := range in.Args {
					if a == ir.Value(in) {
						continue
					}
					if q := specific(a); q != nil {
						in.Args[k] = q
					}
				}
				// The cast goes after the block's phis.
				j := i
				for j < len(b.Instrs) && b.Instrs[j].Op == ir.OpPhi {
					j++
				}
				retypeBehindCastAt(f, b, j, in, space)
				changed = true
			}
		}
	}
	if changed {
		removeDead(f)
		f.Renumber()
	}
	return changed
}

// phiSpace is the one address space every incoming pointer of a generic
// pointer phi is a cast from, ignoring the phi itself.
func phiSpace(in *ir.Instr) (ir.AddrSpace, bool) {
	pt, ok := in.Typ.(*ir.Pointer)
	if !ok || pt.Space != ir.SpaceGeneric {
		return 0, false
	}
	var space ir.AddrSpace
	seen := false
	for _, a := range in.Args {
		if a == ir.Value(in) {
			continue
		}
		q := specific(a)
		if q == nil || seen && spaceOf(q) != space {
			return 0, false
		}
		space, seen = spaceOf(q), true
	}
	return space, seen
}

// retypeBehindCast gives in (at b.Instrs[i]) the pointer type of space and
// makes its uses read a generic cast of it, inserted right after it.
func retypeBehindCast(f *ir.Function, b *ir.Block, i int, in *ir.Instr, space ir.AddrSpace) {
	retypeBehindCastAt(f, b, i+1, in, space)
}

func retypeBehindCastAt(f *ir.Function, b *ir.Block, at int, in *ir.Instr, space ir.AddrSpace) {
	pt := in.Typ.(*ir.Pointer)
	cast := newInstr(ir.OpAddrSpace, pt, in.Pos)
	cast.Block = b
	replaceUses(f, in, cast)
	cast.Args = []ir.Value{in}
	in.Typ = &ir.Pointer{Elem: pt.Elem, Space: space}
	if in.Op == ir.OpPhi {
		for k, a := range in.Args {
			if a == ir.Value(cast) {
				in.Args[k] = in
			}
		}
	}
	b.Instrs = append(b.Instrs, nil)
	copy(b.Instrs[at+1:], b.Instrs[at:])
	b.Instrs[at] = cast
}
