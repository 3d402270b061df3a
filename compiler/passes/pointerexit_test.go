package passes

import (
	"testing"

	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// groupSum builds f(a []int64, start, n) = (s, i): a loop over i = start,
// start+c, ... while i < n, adding the k elements at address a + i*k
// (stepped as a pointer by c*k), then the sum and the index it stopped
// at; stage 2 of a reduction lays out its whole groups so (with the
// pointer ReduceStrength makes, and a copy of the index it carries).
// useIndex also adds i to s in the loop.
func groupSum(c, k int64, flag, useIndex bool) *ir.Module {
	pt := &ir.Pointer{Elem: tI64, Space: ir.SpaceGlobal}
	f, bd := newFn("f", ir.Device, []ir.Type{tI64, tI64}, ir.SliceType(tI64, ir.SpaceGlobal), tI64, tI64)
	a := bd.EmitAux(ir.OpExtract, pt, 0, nil, f.Params[0])
	start, n := f.Params[1], f.Params[2]
	p0 := bd.Emit(ir.OpPtrAdd, pt, a, bd.Emit(ir.OpMul, tI64, start, c64(k)))
	head, body, done := f.NewBlock("loop"), f.NewBlock("body"), f.NewBlock("done")
	head.NoUnroll, head.PointerExit = true, flag
	bd.Jump(head)
	bd.SetBlock(head)
	i := bd.Emit(ir.OpPhi, tI64)
	p := bd.Emit(ir.OpPhi, pt)
	s := bd.Emit(ir.OpPhi, tI64)
	icopy := bd.Emit(ir.OpPhi, tI64)
	bd.If(bd.Emit(ir.OpLt, tBool, i, n), body, done)
	bd.SetBlock(body)
	s2 := ir.Value(s)
	q := ir.Value(p)
	for e := range k {
		if e > 0 {
			q = bd.Emit(ir.OpPtrAdd, pt, q, c64(1))
		}
		s2 = bd.Emit(ir.OpAdd, tI64, s2, bd.Emit(ir.OpLoad, tI64, q))
	}
	if useIndex {
		s2 = bd.Emit(ir.OpAdd, tI64, s2, i)
	}
	i2 := bd.Emit(ir.OpAdd, tI64, i, c64(c))
	p2 := bd.Emit(ir.OpPtrAdd, pt, p, c64(c*k))
	bd.Jump(head)
	i.Args, p.Args, s.Args, icopy.Args = []ir.Value{start, i2}, []ir.Value{p0, p2}, []ir.Value{c64(0), s2}, []ir.Value{start, i2}
	bd.SetBlock(done)
	bd.Return(s, icopy)
	return finish(&ir.Module{Funcs: []*ir.Function{f}})
}

// TestPointerExits: the exit test of a PointerExit loop moves to the
// pointer and the index goes, with the interpreter's results (the sum and
// the index after the loop) unchanged; loops it does not describe stay.
func TestPointerExits(t *testing.T) {
	cases := []struct {
		c, k           int64
		flag, useIndex bool
		rewritten      bool
	}{
		{256, 4, true, false, true},
		{4, 2, true, false, true},
		{1, 1, true, false, true},
		{4, 2, false, false, false}, // no maker vouches for the end address
		{4, 2, true, true, false},   // the body reads the index
		{3, 3, true, false, false},  // no mask gives the index after the loop
	}
	for _, tc := range cases {
		before, after := groupSum(tc.c, tc.k, tc.flag, tc.useIndex), groupSum(tc.c, tc.k, tc.flag, tc.useIndex)
		optimize(t, after, Pass{"pointerexits", PointerExits}, Pass{"dce", DCE})
		f := after.Funcs[0]
		// Rewritten: no phi stepped by a constant left in the loop, and a
		// pointer test.
		var head *ir.Block
		for _, b := range f.Blocks {
			if b.Comment == "loop" {
				head = b
			}
		}
		indexPhis, ptrTest := 0, false
		for _, in := range head.Instrs {
			if in.Op == ir.OpPhi && in.Typ == ir.Type(tI64) && len(in.Args) == 2 && in.Args[1] != ir.Value(in) {
				if x, ok := in.Args[1].(*ir.Instr); ok && x.Op == ir.OpAdd && x.Args[0] == ir.Value(in) {
					if _, ok := x.Args[1].(*ir.Const); !ok {
						continue
					}
					indexPhis++
				}
			}
		}
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Op == ir.OpLt {
					if _, ok := in.Args[0].Type().(*ir.Pointer); ok {
						ptrTest = true
					}
				}
			}
		}
		if rewritten := indexPhis == 0 && ptrTest; rewritten != tc.rewritten {
			t.Errorf("c %d k %d flag %v useIndex %v: rewritten %v, want %v:\n%s", tc.c, tc.k, tc.flag, tc.useIndex, rewritten, tc.rewritten, f)
			continue
		}
		for _, n := range []int64{0, 1, 5, 8, 9, 300, 513, 1024} {
			data := make([]int64, n*tc.k)
			for j := range data {
				data[j] = int64(j*j%97) - 40
			}
			for _, start := range []int64{0, 1, 3, 7, 255, 256, 700, 5000} {
				want, err1 := interp.Call(before.Funcs[0], data, start, n)
				got, err2 := interp.Call(f, data, start, n)
				if err1 != nil || err2 != nil {
					t.Fatalf("n %d start %d: %v / %v", n, start, err1, err2)
				}
				if want[0] != got[0] || want[1] != got[1] {
					t.Errorf("c %d k %d n %d start %d: got %v, want %v", tc.c, tc.k, n, start, got, want)
				}
			}
		}
	}
}
