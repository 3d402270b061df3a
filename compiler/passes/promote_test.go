package passes

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// promoteFixture builds f(a, n i64, c bool) i64 over a local struct
// {x i64; y [2]i64} in an alloca that an inlined callee would leave in a
// later block: fields stored and loaded through constant field and index
// steps, a branch that stores on one arm only, a loop that reads and
// writes y[1] each iteration, and a whole-struct load at the end. With
// dynIndex, y is also indexed by a, which keeps the alloca in memory.
func promoteFixture(dynIndex bool) *ir.Module {
	st := &ir.Struct{Fields: []ir.Field{{Name: "x", Type: tI64}, {Name: "y", Type: &ir.Array{Len: 2, Elem: tI64}}}}
	f, bd := newFn("f", ir.Device, []ir.Type{tI64}, tI64, tI64, tBool)
	a, n, c := f.Params[0], f.Params[1], f.Params[2]
	start := f.NewBlock("start")
	bd.Jump(start)
	bd.SetBlock(start)
	p := bd.EmitAux(ir.OpAlloca, &ir.Pointer{Elem: st, Space: ir.SpaceLocal}, 0, st)
	px := bd.EmitAux(ir.OpFieldAddr, &ir.Pointer{Elem: tI64, Space: ir.SpaceLocal}, 0, nil, p)
	py := bd.EmitAux(ir.OpFieldAddr, &ir.Pointer{Elem: st.Fields[1].Type, Space: ir.SpaceLocal}, 1, nil, p)
	py1 := bd.Emit(ir.OpIndexAddr, &ir.Pointer{Elem: tI64, Space: ir.SpaceLocal}, py, c64(1))
	bd.Emit(ir.OpStore, nil, px, a)
	bd.Emit(ir.OpStore, nil, py1, bd.Emit(ir.OpMul, tI64, a, c64(3)))
	if dynIndex {
		bd.Emit(ir.OpStore, nil, bd.Emit(ir.OpIndexAddr, &ir.Pointer{Elem: tI64, Space: ir.SpaceLocal}, py, bd.Emit(ir.OpAnd, tI64, a, c64(1))), c64(5))
	}
	then, join := f.NewBlock("then"), f.NewBlock("join")
	bd.If(c, then, join)
	bd.SetBlock(then)
	bd.Emit(ir.OpStore, nil, px, c64(7))
	bd.Jump(join)
	bd.SetBlock(join)
	head, body, done := f.NewBlock("head"), f.NewBlock("body"), f.NewBlock("done")
	bd.Jump(head)
	bd.SetBlock(head)
	i := bd.Emit(ir.OpPhi, tI64, c64(0), nil)
	bd.If(bd.Emit(ir.OpLt, tBool, i, bd.Emit(ir.OpAnd, tI64, n, c64(7))), body, done)
	bd.SetBlock(body)
	y1 := bd.Emit(ir.OpLoad, tI64, py1)
	bd.Emit(ir.OpStore, nil, py1, bd.Emit(ir.OpAdd, tI64, bd.Emit(ir.OpMul, tI64, y1, c64(2)), i))
	next := bd.Emit(ir.OpAdd, tI64, i, c64(1))
	i.Args[1] = next
	bd.Jump(head)
	bd.SetBlock(done)
	v := bd.Emit(ir.OpLoad, st, p)
	x := bd.EmitAux(ir.OpExtract, tI64, 0, nil, v)
	y := bd.EmitAux(ir.OpExtract, st.Fields[1].Type, 1, nil, v)
	y0 := bd.EmitAux(ir.OpExtract, tI64, 0, nil, y)
	y1b := bd.EmitAux(ir.OpExtract, tI64, 1, nil, y)
	bd.Return(bd.Emit(ir.OpAdd, tI64, bd.Emit(ir.OpAdd, tI64, x, bd.Emit(ir.OpMul, tI64, y0, c64(1000))), y1b))
	return finish(&ir.Module{Funcs: []*ir.Function{f}})
}

// TestPromoteAllocas: the alloca's loads and stores become values (phis
// at the join and the loop header) with the same results in the
// interpreter, y[0], never stored, reading zero; an alloca indexed at run
// time stays in memory.
func TestPromoteAllocas(t *testing.T) {
	var inputs [][]any
	for _, in := range int64Inputs(40, 2) {
		inputs = append(inputs, []any{in[0], in[1], true}, []any{in[0], in[1], false})
	}
	for _, dyn := range []bool{false, true} {
		before := promoteFixture(dyn)
		after := ir.CloneModule(before)
		optimize(t, after, Pass{"promote", PromoteAllocas}, Pass{"fold", Fold}, Pass{"dce", DCE})
		sameResults(t, before, after, "f", inputs)
		f := after.Funcs[0]
		allocas, mem := count(f, ir.OpAlloca), count(f, ir.OpLoad)+count(f, ir.OpStore)
		if dyn && (allocas != 1 || mem == 0) {
			t.Errorf("an alloca indexed at run time was promoted:\n%s", dump(after))
		}
		if !dyn && (allocas != 0 || mem != 0 || count(f, ir.OpPhi) == 0) {
			t.Errorf("%d allocas, %d loads and stores, %d phis left; want none, none, some:\n%s", allocas, mem, count(f, ir.OpPhi), dump(after))
		}
	}
}
