package passes

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// sharedModule: dev(v) adds v to element 0 of its shared array and is
// longer than every inline threshold; outer(v) declares an array of its
// own and calls dev; the kernel declares one too and calls dev twice and
// outer once.
func sharedModule() *ir.Module {
	arr := func(n int) *ir.Array { return &ir.Array{Elem: tI32, Len: n} }
	shared := func(bd *ir.Builder, a *ir.Array, line int) ir.Value {
		sh := bd.EmitAux(ir.OpShared, &ir.Pointer{Elem: a, Space: ir.SpaceShared}, 0, a)
		sh.Pos = ir.Pos{File: "f.go", Line: line, Col: 7}
		return sh
	}
	elem0 := func(bd *ir.Builder, s ir.Value) ir.Value {
		return bd.EmitAux(ir.OpIndexAddr, &ir.Pointer{Elem: tI32, Space: ir.SpaceShared}, 0, nil, s, ir.ConstInt(tI32, 0))
	}
	dev, bd := newFn("dev", ir.Device, []ir.Type{tI32}, tI32)
	p := elem0(bd, shared(bd, arr(4), 30))
	x := bd.Emit(ir.OpAdd, tI32, bd.Emit(ir.OpLoad, tI32, p), dev.Params[0])
	for range GPUInlineThreshold + 10 {
		x = bd.Emit(ir.OpAdd, tI32, bd.Emit(ir.OpMul, tI32, x, ir.ConstInt(tI32, 3)), dev.Params[0])
	}
	bd.Emit(ir.OpStore, nil, p, x)
	bd.Return(x)

	outer, bd := newFn("outer", ir.Device, []ir.Type{tI32}, tI32)
	q := elem0(bd, shared(bd, arr(2), 20))
	bd.Emit(ir.OpStore, nil, q, outer.Params[0])
	r := bd.EmitAux(ir.OpCall, tI32, 0, dev, bd.Emit(ir.OpLoad, tI32, q))
	bd.Return(r)

	k, bd := newFn("k", ir.Kernel, nil, tI32)
	own := elem0(bd, shared(bd, arr(8), 10))
	a := bd.EmitAux(ir.OpCall, tI32, 0, dev, k.Params[0])
	b := bd.EmitAux(ir.OpCall, tI32, 0, dev, a)
	c := bd.EmitAux(ir.OpCall, tI32, 0, outer, b)
	bd.Emit(ir.OpStore, nil, own, c)
	bd.Return()
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{dev, outer, k}})
}

// TestInlineShared: a device function that declares shared memory is
// inlined however long it is, and every copy of a declaration becomes one
// array of the kernel's, at the front of its entry block, numbered in
// source order (ir.CompareShared), as ir.SharedDecls counts them.
func TestInlineShared(t *testing.T) {
	m := sharedModule()
	want := ir.SharedDecls(m.Func("k"))
	optimize(t, m, Pass{"inline", Inline})
	k := m.Func("k")
	if n := count(k, ir.OpCall); n != 0 {
		t.Fatalf("%d calls left in the kernel\n%s", n, k)
	}
	if n := count(k, ir.OpShared); n != 3 {
		t.Fatalf("%d shared arrays, want 3 (one per declaration)\n%s", n, k)
	}
	for i, line := range []int{10, 20, 30} {
		in := k.Blocks[0].Instrs[i]
		if in.Op != ir.OpShared || in.AuxInt != int64(i) || in.Pos.Line != line || !ir.Identical(in.Aux.(ir.Type), want[i].Aux.(ir.Type)) {
			t.Errorf("entry instruction %d: %s at %s, want shared %d of line %d", i, in, in.Pos, i, line)
		}
	}
	// The device function's copy in outer, inlined before or after outer
	// is, is the same array.
	if n := count(m.Func("outer"), ir.OpShared); n != 2 {
		t.Errorf("outer: %d shared arrays, want 2 (its own and dev's)\n%s", n, m.Func("outer"))
	}
}
