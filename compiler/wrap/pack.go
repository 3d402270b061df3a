package wrap

import (
	"math/bits"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// A contig wrapper over 8- and 16-bit operands (kern.Float16, BFloat16,
// the FP8 types, small integers) would have each thread read 1 or 2 bytes
// an access, half or a quarter of what a float32 ufunc's threads read, and
// a GPU keeps too few bytes in flight that way to reach its memory's
// bandwidth. So such a wrapper handles w = abi.ContigGroup elements a
// thread at a time: one 4-byte word of the narrowest operand (one aligned
// vector load, up to 16 bytes, of a wider input; a wider result is stored
// element by element), the core called on each element in turn. It takes
// that path when every such access is aligned to its group's size (a
// slice of a device array that starts at an odd element is not), and
// single elements for the rest.

// contigGroup is abi.ContigGroup for a core's operand types.
func contigGroup(ts []ir.Type) int {
	sizes := make([]int, len(ts))
	for k, t := range ts {
		if b, ok := t.(*ir.Basic); ok && b.Kind != ir.Bool {
			sizes[k] = b.Size()
		}
	}
	return abi.ContigGroup(sizes)
}

var u32T = ir.Typ[ir.Uint32]

// packed is the group access of one operand of a w-element group.
type packed struct {
	g     *gen
	p     ir.Value // the operand's pointer
	t     *ir.Basic
	w     int
	words int // 4-byte words of a group of elements under 4 bytes; 0 for wider ones
}

func (g *gen) packed(p ir.Value, t ir.Type, w int) packed {
	b := t.(*ir.Basic)
	k := packed{g: g, p: p, t: b, w: w}
	if b.Size() < 4 {
		k.words = b.Size() * w / 4
	}
	return k
}

// aligned is whether the operand's address is a multiple of its group's
// size (a null pointer, a broadcast input's, is).
func (k packed) aligned() ir.Value {
	addr := k.g.bd.Emit(ir.OpBitcast, i64T, k.p)
	return k.g.cmp(ir.OpEq, k.g.bin(ir.OpAnd, addr, i64(int64(k.t.Size()*k.w-1))), i64(0))
}

func (k packed) ptrTo(t ir.Type) ir.Value {
	return k.g.bd.Emit(ir.OpBitcast, &ir.Pointer{Elem: t, Space: k.p.Type().(*ir.Pointer).Space}, k.p)
}

// load reads group gi, returning its w elements in order.
func (k packed) load(gi ir.Value) []ir.Value {
	g := k.g
	out := make([]ir.Value, k.w)
	if k.words == 0 {
		vt := &ir.Array{Elem: k.t, Len: k.w}
		v := g.bd.EmitAux(ir.OpLoad, vt, ir.LoadAligned, nil, g.elem(k.ptrTo(vt), gi))
		for e := range out {
			out[e] = g.bd.EmitAux(ir.OpExtract, k.t, int64(e), nil, v)
		}
		return out
	}
	ws := make([]ir.Value, k.words)
	if k.words == 1 {
		ws[0] = g.load(g.elem(k.ptrTo(u32T), gi))
	} else {
		vt := &ir.Array{Elem: u32T, Len: k.words}
		v := g.bd.EmitAux(ir.OpLoad, vt, ir.LoadAligned, nil, g.elem(k.ptrTo(vt), gi))
		for i := range ws {
			ws[i] = g.bd.EmitAux(ir.OpExtract, u32T, int64(i), nil, v)
		}
	}
	per := 4 / k.t.Size() // elements a word holds, the first in its low bits
	u := unsignedOf(k.t)
	for e := range out {
		x := g.bd.Emit(ir.OpConvert, u, g.bin(ir.OpShr, ws[e/per], ir.ConstInt(u32T, int64(8*k.t.Size()*(e%per)))))
		if u != k.t {
			x = g.bd.Emit(ir.OpBitcast, k.t, x)
		}
		out[e] = x
	}
	return out
}

// store writes vals, the w elements of group gi.
func (k packed) store(gi ir.Value, vals []ir.Value) {
	g := k.g
	if k.words == 0 {
		base := g.bin(ir.OpShl, gi, i64(int64(bits.TrailingZeros(uint(k.w)))))
		for e, v := range vals {
			at := base
			if e > 0 {
				at = g.bin(ir.OpAdd, base, i64(int64(e)))
			}
			g.store(g.elem(k.p, at), v)
		}
		return
	}
	per := 4 / k.t.Size()
	u := unsignedOf(k.t)
	wp := k.ptrTo(u32T)
	first := g.bin(ir.OpMul, gi, i64(int64(k.words)))
	for i := range k.words {
		var word ir.Value
		for e := i * per; e < (i+1)*per; e++ {
			x := vals[e]
			if u != k.t {
				x = g.bd.Emit(ir.OpBitcast, u, x)
			}
			x = g.bd.Emit(ir.OpConvert, u32T, x)
			if sh := 8 * k.t.Size() * (e % per); sh > 0 {
				x = g.bin(ir.OpShl, x, ir.ConstInt(u32T, int64(sh)))
			}
			if word == nil {
				word = x
			} else {
				word = g.bin(ir.OpOr, word, x)
			}
		}
		at := first
		if i > 0 {
			at = g.bin(ir.OpAdd, first, i64(int64(i)))
		}
		g.store(g.elem(wp, at), word)
	}
}

// unsignedOf is the unsigned integer type of t's size.
func unsignedOf(t *ir.Basic) *ir.Basic {
	switch t.Size() {
	case 1:
		return ir.Typ[ir.Uint8]
	case 2:
		return ir.Typ[ir.Uint16]
	}
	return ir.Typ[ir.Uint32]
}

// contigGroups emits the grouped loop of a contig wrapper with w > 1 and
// returns the element index the element-at-a-time loop starts from: past
// the whole groups when they were done, else 0.
func (g *gen) contigGroups(w int, n, start, step ir.Value, ins, outs []ir.Type, ptrs, scalars, nonNull, outPtrs []ir.Value) ir.Value {
	ops := make([]packed, 0, len(ins)+len(outs))
	for k, t := range ins {
		ops = append(ops, g.packed(ptrs[k], t, w))
	}
	for j, t := range outs {
		ops = append(ops, g.packed(outPtrs[j], t, w))
	}
	// Every access of a group needs its alignment but a wide result's,
	// which is stored element by element.
	var ok ir.Value
	for k, op := range ops {
		if k >= len(ins) && op.words == 0 {
			continue
		}
		if a := op.aligned(); ok == nil {
			ok = a
		} else {
			ok = g.bd.Emit(ir.OpAnd, boolT, ok, a)
		}
	}
	lw := i64(int64(bits.TrailingZeros(uint(w))))
	groups := g.bin(ir.OpShr, n, lw)
	g.ifThen(ok, func() []ir.Value {
		g.loop(start, step, groups, nil, func(gi ir.Value, _ []ir.Value) []ir.Value {
			x := make([][]ir.Value, len(ins))
			for k := range ins {
				bcast := make([]ir.Value, w)
				for e := range bcast {
					bcast[e] = scalars[k]
				}
				x[k] = g.ifThen(nonNull[k], func() []ir.Value { return ops[k].load(gi) }, bcast)
			}
			res := make([][]ir.Value, len(outs))
			for e := range w {
				args := make([]ir.Value, len(ins))
				for k := range ins {
					args[k] = x[k][e]
				}
				for j, r := range g.results(g.call(args...)) {
					res[j] = append(res[j], r)
				}
			}
			for j := range outs {
				ops[len(ins)+j].store(gi, res[j])
			}
			return nil
		})
		return nil
	}, nil)
	return g.bd.Emit(ir.OpSelect, i64T, ok, g.bin(ir.OpShl, groups, lw), i64(0))
}
