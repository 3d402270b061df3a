package ssagen

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// vecAccess lowers kern.LoadVec and kern.StoreVec: s[i:i+n] moved as one
// 8- or 16-byte access. Elements of 4 or 8 bytes are the vector's own
// lanes (ld.v4.f32, <4 x float>); narrower ones travel in 32-bit words,
// element k in bits 8·(k·size mod 4) of word k·size/4, the little-endian
// order memory has, so a load unpacks the words with shifts and a store
// packs them. In debug mode the access traps unless it is in range and
// aligned to its size; otherwise a misaligned address faults on the GPU
// as any misaligned access does.
func (fs *fnState) vecAccess(name string, args []ssa.Value, in *ssa.Call) ir.Value {
	store := name == "StoreVec"
	vt := in.Type()
	if store {
		vt = args[2].Type()
	}
	at, ok := fs.typ(vt, in.Pos()).(*ir.Array)
	if !ok {
		fs.internal(in.Pos(), fmt.Sprintf("kern.%s of %s", name, vt))
		return nil
	}
	elem, ok := at.Elem.(*ir.Basic)
	if !ok || elem.Kind == ir.Bool {
		fs.errorf(in.Pos(), CodeKernAPI, "kern.%s of %s: a vector's elements are numbers, kern's 16-bit floats or FP8", name, vt)
		return nil
	}
	size := at.Size()
	if size != 8 && size != 16 {
		fs.errorf(in.Pos(), CodeKernAPI, "kern.%s of %s (%d bytes): a vector access moves 8 or 16 bytes (2 or 4 elements of 4 bytes, 2 of 8, 4 or 8 of 2, 8 or 16 of 1)", name, vt, size)
		return nil
	}
	// The words the access moves: the elements themselves, or u32 words.
	word := ir.Type(elem)
	if elem.Size() < 4 {
		word = ir.Typ[ir.Uint32]
	}
	words := at // 4- and 8-byte elements are the vector's lanes
	if word != ir.Type(elem) {
		words = &ir.Array{Len: size / 4, Elem: word}
	}
	q := fs.alignedAddr(fs.val(args[0]), fs.val(args[1]), at.Len, words,
		fmt.Sprintf("kern.%s: &s[i] is not %d-byte aligned (i must be a multiple of %d)", name, size, at.Len))
	if q == nil {
		return nil
	}
	u32 := ir.Typ[ir.Uint32]
	// An element's bits, for the shifts: elements under 4 bytes are
	// integers in the IR (kern's 16-bit floats and FP8 are their bits).
	bits := elem
	switch elem.Kind {
	case ir.Int8:
		bits = ir.Typ[ir.Uint8]
	case ir.Int16:
		bits = ir.Typ[ir.Uint16]
	}
	if store {
		v := fs.val(args[2])
		var w ir.Value = v
		if words != at {
			w = ir.Zero(words)
			per := 4 / elem.Size()
			for j := range words.Len {
				var acc ir.Value = ir.ConstInt(u32, 0)
				for k := range per {
					x := fs.emitAux(ir.OpExtract, elem, int64(j*per+k), nil, v)
					if bits != elem {
						x = fs.emit(ir.OpConvert, bits, x) // the pattern, not the value
					}
					x = fs.emit(ir.OpConvert, u32, x)
					if k > 0 {
						x = fs.emit(ir.OpShl, u32, x, ir.ConstInt(u32, int64(8*k*elem.Size())))
					}
					acc = fs.emit(ir.OpOr, u32, acc, x)
				}
				w = fs.emitAux(ir.OpInsert, words, int64(j), nil, w, acc)
			}
		}
		fs.emitAux(ir.OpStore, nil, ir.StoreAligned, nil, q, w)
		return nil
	}
	w := fs.emitAux(ir.OpLoad, words, ir.LoadAligned, nil, q)
	if words == at {
		return w
	}
	var v ir.Value = ir.Zero(at)
	per := 4 / elem.Size()
	for k := range at.Len {
		x := fs.emitAux(ir.OpExtract, u32, int64(k/per), nil, w)
		if sh := 8 * (k % per) * elem.Size(); sh > 0 {
			x = fs.emit(ir.OpShr, u32, x, ir.ConstInt(u32, int64(sh)))
		}
		x = fs.emit(ir.OpConvert, bits, x)
		if bits != elem {
			x = fs.emit(ir.OpConvert, elem, x)
		}
		v = fs.emitAux(ir.OpInsert, at, int64(k), nil, v, x)
	}
	return v
}
