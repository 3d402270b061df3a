package passes

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// TestAddrSpaceBitcast: a shared pointer cast to generic and bitcast to
// another element type (a half pair read as one u32) is loaded through a
// shared pointer after InferAddrSpaces, and an address bitcast to its bits
// (an alignment test) keeps the generic value.
func TestAddrSpaceBitcast(t *testing.T) {
	u16, u32, u64 := ir.Typ[ir.Uint16], ir.Typ[ir.Uint32], ir.Typ[ir.Uint64]
	f, bd := newFn("k", ir.Kernel, nil, &ir.Pointer{Elem: u32, Space: ir.SpaceGlobal})
	arr := &ir.Array{Elem: u16, Len: 64}
	sh := bd.EmitAux(ir.OpShared, &ir.Pointer{Elem: arr, Space: ir.SpaceShared}, 0, arr)
	el := bd.Emit(ir.OpIndexAddr, &ir.Pointer{Elem: u16, Space: ir.SpaceShared}, sh, c64(2))
	gen := bd.Emit(ir.OpAddrSpace, &ir.Pointer{Elem: u16, Space: ir.SpaceGeneric}, el)
	pair := bd.Emit(ir.OpBitcast, &ir.Pointer{Elem: u32, Space: ir.SpaceGeneric}, gen)
	v := bd.Emit(ir.OpLoad, u32, pair)
	bits := bd.Emit(ir.OpBitcast, u64, gen)
	bd.Emit(ir.OpStore, nil, f.Params[0], bd.Emit(ir.OpAdd, u32, v, bd.Emit(ir.OpConvert, u32, bits)))
	bd.Emit(ir.OpReturn, nil)
	m := finish(&ir.Module{Funcs: []*ir.Function{f}})
	optimize(t, m, Pass{"addrspace", InferAddrSpaces})
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			switch {
			case in.Op == ir.OpLoad:
				if p := in.Args[0].Type().(*ir.Pointer); p.Space != ir.SpaceShared {
					t.Errorf("the pair is loaded through a %v pointer, want shared:\n%s", p.Space, dump(m))
				}
			case in.Op == ir.OpBitcast && in.Typ == ir.Type(u64):
				if p := in.Args[0].Type().(*ir.Pointer); p.Space != ir.SpaceGeneric {
					t.Errorf("the address's bits are taken of a %v pointer, want generic:\n%s", p.Space, dump(m))
				}
			}
		}
	}
}
