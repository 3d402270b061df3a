package passes

import (
	"reflect"
	"testing"

	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// guardedTwice is ReverseGroups' shape on a []int64 a, at the grid index
// g: &a[g] taken in two blocks neither of which dominates the other, and
// a constant-offset &a[0] in both too:
//
//	if g < len(a) { a[g] = 3g; a[0] = 1 }
//	if 2g < len(a) { a[g]++; a[0] = 1 }
func guardedTwice() *ir.Module {
	k, bd := newFn("k", ir.Kernel, nil, ir.SliceType(tI64, ir.SpaceGlobal))
	a := k.Params[0]
	pt := &ir.Pointer{Elem: tI64, Space: ir.SpaceGlobal}
	tid := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil))
	bid := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.CtaidX), nil))
	ntid := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.NtidX), nil))
	g := bd.Emit(ir.OpAdd, tI64, bd.Emit(ir.OpMul, tI64, bid, ntid), tid)
	n := bd.EmitAux(ir.OpExtract, tI64, 1, nil, a)
	b1, b2, b3, done := k.NewBlock("b1"), k.NewBlock("b2"), k.NewBlock("b3"), k.NewBlock("done")
	bd.If(bd.Emit(ir.OpLt, tBool, g, n), b1, b2)
	bd.SetBlock(b1)
	p1 := bd.EmitAux(ir.OpExtract, pt, 0, nil, a)
	bd.Emit(ir.OpStore, nil, bd.Emit(ir.OpPtrAdd, pt, p1, g), bd.Emit(ir.OpMul, tI64, g, c64(3)))
	bd.Emit(ir.OpStore, nil, bd.Emit(ir.OpPtrAdd, pt, p1, c64(0)), c64(1))
	bd.Jump(b2)
	bd.SetBlock(b2)
	bd.If(bd.Emit(ir.OpLt, tBool, bd.Emit(ir.OpMul, tI64, g, c64(2)), n), b3, done)
	bd.SetBlock(b3)
	p2 := bd.EmitAux(ir.OpExtract, pt, 0, nil, a)
	at := bd.Emit(ir.OpPtrAdd, pt, p2, g)
	bd.Emit(ir.OpStore, nil, at, bd.Emit(ir.OpAdd, tI64, bd.Emit(ir.OpLoad, tI64, at), c64(1)))
	bd.Emit(ir.OpStore, nil, bd.Emit(ir.OpPtrAdd, pt, p2, c64(0)), c64(1))
	bd.Jump(done)
	bd.SetBlock(done)
	bd.Return()
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{k}})
}

// TestHoistCommon: a's pointer and &a[g] are computed once, in the entry
// block; &a[0], which each store folds in as an offset, stays in each
// block; and every element is what the original stores.
func TestHoistCommon(t *testing.T) {
	before, after := guardedTwice(), guardedTwice()
	optimize(t, after, Pass{"hoistcommon", HoistCommon}, Pass{"dce", DCE})
	f := after.Func("k")
	var entryAddrs, addrs, consts int
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op != ir.OpPtrAdd {
				continue
			}
			if _, ok := in.Args[1].(*ir.Const); ok {
				consts++
				continue
			}
			addrs++
			if b == f.Blocks[0] {
				entryAddrs++
			}
		}
	}
	if addrs != 1 || entryAddrs != 1 || consts != 2 || count(f, ir.OpExtract) != 2 {
		t.Errorf("want &a[g] once, in the entry block, one pointer taken out of a and &a[0] in both arms; have %d (%d in the entry), %d, %d:\n%s",
			addrs, entryAddrs, count(f, ir.OpExtract)-1, consts, f)
	}
	for _, n := range []int{1, 7, 18, 40} {
		grid, block := interp.Dim3{X: 3, Y: 1, Z: 1}, interp.Dim3{X: 8, Y: 1, Z: 1}
		o1, o2 := make([]int64, n), make([]int64, n)
		if err := (interp.Config{}).Launch(before.Func("k"), grid, block, o1); err != nil {
			t.Fatal(err)
		}
		if err := (interp.Config{}).Launch(f, grid, block, o2); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(o1, o2) || (n > 2 && o1[2] != 7) {
			t.Fatalf("len %d: before %v, after %v", n, o1, o2)
		}
	}
	if HoistCommon(after) {
		t.Error("hoisted twice")
	}
}
