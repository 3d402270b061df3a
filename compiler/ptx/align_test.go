package ptx

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// TestKnownZeros checks the known low zero bits of integer shapes,
// including the ones that must know less than a naive rule would.
func TestKnownZeros(t *testing.T) {
	i64, i32, u8 := ir.Typ[ir.Int64], ir.Typ[ir.Int32], ir.Typ[ir.Uint8]
	x := &ir.Instr{Op: ir.OpSpecial, Typ: i32} // unknown
	op := func(o ir.Op, ty ir.Type, args ...ir.Value) *ir.Instr { return &ir.Instr{Op: o, Typ: ty, Args: args} }
	c := func(v int64) ir.Value { return ir.ConstInt(i64, v) }
	x64 := op(ir.OpConvert, i64, x)
	phi := op(ir.OpPhi, i64, c(16), nil)
	phi.Args[1] = op(ir.OpAdd, i64, phi, c(16)) // a cycle: unknown
	for _, tc := range []struct {
		name string
		v    ir.Value
		want int
	}{
		{"const 48", c(48), 4},
		{"const -16", c(-16), 4},
		{"const 0", c(0), 64},
		{"unknown", x, 0},
		{"x*16", op(ir.OpMul, i64, x64, c(16)), 4},
		{"x*16 + 8", op(ir.OpAdd, i64, op(ir.OpMul, i64, x64, c(16)), c(8)), 3},
		{"x*16 - 32", op(ir.OpSub, i64, op(ir.OpMul, i64, x64, c(16)), c(32)), 4},
		{"x<<5", op(ir.OpShl, i64, x64, c(5)), 5},
		{"x<<y", op(ir.OpShl, i64, x64, x64), 0},
		{"x>>2 (shr)", op(ir.OpShr, i64, op(ir.OpMul, i64, x64, c(16)), c(2)), 0},
		{"(x*16) & 7 (zero, but only 4 known)", op(ir.OpAnd, i64, op(ir.OpMul, i64, x64, c(16)), c(7)), 4},
		{"x & -8", op(ir.OpAnd, i64, x64, c(-8)), 3},
		{"truncate x*256 to u8", op(ir.OpConvert, u8, op(ir.OpMul, i64, x64, c(256))), 8},
		{"phi cycle", phi, 0},
		{"neg", op(ir.OpNeg, i64, op(ir.OpMul, i64, x64, c(16))), 0},
	} {
		if got := knownZeros(tc.v); got != tc.want {
			t.Errorf("%s: %d known zero bits, want %d", tc.name, got, tc.want)
		}
	}
}

// TestKnownAlign checks pointer alignment through a shared allocation's
// slice, offsets and generic pointers.
func TestKnownAlign(t *testing.T) {
	i64, u16 := ir.Typ[ir.Int64], ir.Typ[ir.Uint16]
	x := &ir.Instr{Op: ir.OpConvert, Typ: i64, Args: []ir.Value{&ir.Instr{Op: ir.OpSpecial, Typ: ir.Typ[ir.Int32]}}}
	sp := &ir.Pointer{Elem: u16, Space: ir.SpaceShared}
	arr := &ir.Pointer{Elem: &ir.Array{Elem: u16, Len: 1024}, Space: ir.SpaceShared}
	base := &ir.Instr{Op: ir.OpShared, Typ: arr}
	elem := &ir.Instr{Op: ir.OpIndexAddr, Typ: sp, Args: []ir.Value{base, ir.ConstInt(i64, 0)}}
	slice := ir.SliceType(u16, ir.SpaceShared)
	mk := func(p ir.Value) ir.Value {
		return &ir.Instr{Op: ir.OpInsert, Typ: slice, Args: []ir.Value{ir.Zero(slice), p}, AuxInt: 0}
	}
	ptr := func(s ir.Value) ir.Value { return &ir.Instr{Op: ir.OpExtract, Typ: sp, Args: []ir.Value{s}, AuxInt: 0} }
	add := func(p ir.Value, i ir.Value) ir.Value {
		return &ir.Instr{Op: ir.OpPtrAdd, Typ: sp, Args: []ir.Value{p, i}}
	}
	mul := func(v ir.Value, k int64) ir.Value {
		return &ir.Instr{Op: ir.OpMul, Typ: i64, Args: []ir.Value{v, ir.ConstInt(i64, k)}}
	}
	param := &ir.Param{Typ: sp}
	for _, tc := range []struct {
		name string
		p    ir.Value
		want int
	}{
		{"shared base", elem, 4},
		{"slice of it", ptr(mk(elem)), 4},
		{"+ x*8 elements", add(ptr(mk(elem)), mul(x, 8)), 4},
		{"+ x*4 elements", add(ptr(mk(elem)), mul(x, 4)), 3},
		{"a slice at 4 elements", ptr(mk(add(elem, ir.ConstInt(i64, 4)))), 3},
		{"a parameter", param, 0},
	} {
		if got := knownAlign(tc.p); got != tc.want {
			t.Errorf("%s: aligned to 2^%d, want 2^%d", tc.name, got, tc.want)
		}
	}
}

// TestKnownZerosShared: an expression that shares its operands many
// times over (x = x + x, 40 deep) is answered once per value: walked once
// per path, it would not finish before the test binary's time limit.
func TestKnownZerosShared(t *testing.T) {
	i64 := ir.Typ[ir.Int64]
	var v ir.Value = &ir.Instr{Op: ir.OpMul, Typ: i64, Args: []ir.Value{&ir.Instr{Op: ir.OpSpecial, Typ: i64}, ir.ConstInt(i64, 16)}}
	for range 40 {
		v = &ir.Instr{Op: ir.OpAdd, Typ: i64, Args: []ir.Value{v, v}}
	}
	if got := knownZeros(v); got != 4 {
		t.Errorf("%d known zero bits, want 4", got)
	}
}
