package passes

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// andOrModule builds f(a, b, c) with the condition a < b && a+c < 10
// (or, with or set, a < b || a+c < 10): entry branches on the first
// comparison, B computes the second. C joins entry's and B's edges with a
// phi of cval from entry and bval from B; B's body is extra instructions
// long (at least the add and the comparison), or computes a quotient
// with div set.
func andOrModule(or bool, extra int, div bool, cvalB int64) *ir.Module {
	f, bd := newFn("f", ir.Device, []ir.Type{tI64}, tI64, tI64, tI64)
	a, b, c := f.Params[0], f.Params[1], f.Params[2]
	bb, cb, db := f.NewBlock("b"), f.NewBlock("c"), f.NewBlock("d")
	c1 := bd.Emit(ir.OpLt, tBool, a, b)
	if or {
		bd.If(c1, cb, bb)
	} else {
		bd.If(c1, bb, cb)
	}
	bd.SetBlock(bb)
	var x ir.Value = bd.Emit(ir.OpAdd, tI64, a, c)
	if div {
		x = bd.Emit(ir.OpDiv, tI64, x, b)
	}
	for range extra {
		x = bd.Emit(ir.OpXor, tI64, x, c64(5))
	}
	c2 := bd.Emit(ir.OpLt, tBool, x, c64(10))
	if or {
		bd.If(c2, cb, db)
	} else {
		bd.If(c2, db, cb)
	}
	bd.SetBlock(db)
	bd.Return(bd.Emit(ir.OpMul, tI64, x, c64(2)))
	bd.SetBlock(cb)
	p := bd.Emit(ir.OpPhi, tI64)
	p.Args = []ir.Value{c64(7), c64(cvalB)}
	bd.Return(bd.Emit(ir.OpAdd, tI64, p, a))
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{f}})
}

func TestFoldAndOr(t *testing.T) {
	for _, c := range []struct {
		name     string
		or       bool
		extra    int
		div      bool
		cvalB    int64
		wantFold bool
	}{
		{"and", false, 0, false, 7, true},
		{"or", true, 0, false, 7, true},
		{"and, bonus", false, 1, false, 7, true},
		{"and, too long", false, 2, false, 7, false},
		{"or, division may trap", true, 0, true, 7, false},
		{"and, phi differs", false, 0, false, 8, false},
		{"or, phi differs", true, 0, false, 8, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			before, after := andOrModule(c.or, c.extra, c.div, c.cvalB), andOrModule(c.or, c.extra, c.div, c.cvalB)
			optimize(t, after, Pass{"andor", FoldAndOr})
			f := after.Func("f")
			if folded := len(f.Blocks) == 3; folded != c.wantFold {
				t.Errorf("folded %v, want %v:\n%s", folded, c.wantFold, f)
			}
			if c.wantFold && count(f, ir.OpIf) != 1 {
				t.Errorf("want one branch:\n%s", f)
			}
			sameResults(t, before, after, "f", int64Inputs(60, 3))
		})
	}
}
