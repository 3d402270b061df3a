package ir_test

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// KnownAlign follows a table's address through the steps that keep its
// alignment, and VectorLeaves finds what one vector load moves.
func TestKnownAlign(t *testing.T) {
	c64 := &ir.Struct{Tag: "complex", Fields: []ir.Field{{"re", f32}, {"im", f32}}}
	tagged := &ir.Struct{Fields: []ir.Field{{"Tag", i32}, {"Z", c64}}} // Z at 4, size 12
	table := &ir.Global{Ident: "t", Elem: &ir.Array{Elem: c64, Len: 5}, Space: ir.SpaceConst}
	odd := &ir.Global{Ident: "o", Elem: &ir.Array{Elem: tagged, Len: 3}, Space: ir.SpaceConst}
	small := &ir.Global{Ident: "s", Elem: &ir.Array{Elem: f32, Len: 1}, Space: ir.SpaceConst}
	i := &ir.Param{Ident: "i", Typ: i64}
	ptr := func(e ir.Type) *ir.Pointer { return &ir.Pointer{Elem: e, Space: ir.SpaceConst} }
	instr := func(op ir.Op, typ ir.Type, aux int64, args ...ir.Value) *ir.Instr {
		return &ir.Instr{Op: op, Typ: typ, AuxInt: aux, Args: args}
	}
	elem := instr(ir.OpIndexAddr, ptr(c64), 0, table, i)
	oddElem := instr(ir.OpIndexAddr, ptr(tagged), 0, odd, i)
	oddZ := instr(ir.OpFieldAddr, ptr(c64), 1, oddElem)
	evenZ := instr(ir.OpFieldAddr, ptr(c64), 1, instr(ir.OpIndexAddr, ptr(tagged), 0, odd, ir.ConstInt(i64, 2)))
	im := instr(ir.OpFieldAddr, ptr(f32), 1, elem)
	for _, c := range []struct {
		name string
		p    ir.Value
		want int
	}{
		{"table", table, 8}, {"table[i]", elem, 8}, {"table[i].im", im, 4},
		{"odd[i].Z", oddZ, 4}, {"odd[2].Z", evenZ, 4}, {"small", small, 4},
		{"param", i, 1}, {"odd[i] cast", instr(ir.OpBitcast, ptr(c64), 0, oddElem), 4},
	} {
		if got := ir.KnownAlign(c.p); got != c.want {
			t.Errorf("KnownAlign(%s) = %d, want %d", c.name, got, c.want)
		}
	}
	for _, c := range []struct {
		typ  ir.Type
		n    int
		elem ir.Type
	}{
		{c64, 2, f32}, {&ir.Array{Elem: f32, Len: 4}, 4, f32}, {tagged, 0, nil},
		{&ir.Struct{Fields: []ir.Field{{"a", i32}, {"b", f32}}}, 0, nil}, // two types
		{&ir.Array{Elem: bl, Len: 4}, 0, nil}, {&ir.Array{Elem: f32, Len: 3}, 0, nil},
		{&ir.Array{Elem: i64, Len: 2}, 2, i64}, {&ir.Array{Elem: i64, Len: 4}, 0, nil}, // 32 bytes
	} {
		b, n, ok := ir.VectorLeaves(c.typ)
		if ok != (c.n > 0) || n != c.n || (ok && b != c.elem) {
			t.Errorf("VectorLeaves(%s) = %v %d %v, want %d of %v", c.typ, b, n, ok, c.n, c.elem)
		}
	}
}
