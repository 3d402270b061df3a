package passes

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

var results2 = []ir.Type{tI64, tI64}

// inlineModule: absdiv returns (|a|/b, neg) from two return paths; f sums
// its results through extracts; g passes the whole results struct on.
func inlineModule() *ir.Module {
	ad, bd := newFn("absdiv", ir.Device, results2, tI64, tI64)
	neg, pos := ad.NewBlock("neg"), ad.NewBlock("pos")
	bd.If(bd.Emit(ir.OpLt, tBool, ad.Params[0], c64(0)), neg, pos)
	bd.SetBlock(neg)
	bd.Return(bd.Emit(ir.OpDiv, tI64, bd.Emit(ir.OpNeg, tI64, ad.Params[0]), ad.Params[1]), c64(1))
	bd.SetBlock(pos)
	bd.Return(bd.Emit(ir.OpDiv, tI64, ad.Params[0], ad.Params[1]), c64(0))

	st := ad.ResultType()
	sum, bd := newFn("sum2", ir.Device, []ir.Type{tI64}, st)
	bd.Return(bd.Emit(ir.OpAdd, tI64, bd.EmitAux(ir.OpExtract, tI64, 0, nil, sum.Params[0]),
		bd.Emit(ir.OpMul, tI64, c64(1000), bd.EmitAux(ir.OpExtract, tI64, 1, nil, sum.Params[0]))))

	f, bd := newFn("f", ir.Device, []ir.Type{tI64}, tI64, tI64)
	r := bd.EmitAux(ir.OpCall, st, 0, ad, f.Params[0], f.Params[1])
	q := bd.EmitAux(ir.OpExtract, tI64, 0, nil, r)
	n := bd.EmitAux(ir.OpExtract, tI64, 1, nil, r)
	bd.Return(bd.Emit(ir.OpSub, tI64, q, bd.Emit(ir.OpMul, tI64, n, c64(100))))

	g, bd := newFn("g", ir.Device, []ir.Type{tI64}, tI64, tI64)
	r = bd.EmitAux(ir.OpCall, st, 0, ad, g.Params[0], g.Params[1])
	bd.Return(bd.EmitAux(ir.OpCall, tI64, 0, sum, r))
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{ad, sum, f, g}})
}

func TestInline(t *testing.T) {
	before, after := inlineModule(), inlineModule()
	optimize(t, after, Pass{"inline", Inline})
	for _, name := range []string{"f", "g"} {
		if n := count(after.Func(name), ir.OpCall); n != 0 {
			t.Errorf("%s: %d calls left", name, n)
		}
	}
	f := after.Func("f")
	if n := count(f, ir.OpPhi); n != 2 {
		t.Errorf("f: %d phis, want 2 (one per result)\n%s", n, f)
	}
	if n := count(f, ir.OpExtract); n != 0 {
		t.Errorf("f: %d extracts left", n)
	}
	if n := count(after.Func("g"), ir.OpInsert); n != 2 {
		t.Errorf("g: %d inserts, want 2 (the struct rebuilt for sum2)", n)
	}
	in := int64Inputs(60, 2)
	sameResults(t, before, after, "f", in)
	sameResults(t, before, after, "g", in)
	// Then the full pipeline cleans up the inserts and extracts of g.
	optimize(t, after, Standard()...)
	if n := count(after.Func("g"), ir.OpInsert) + count(after.Func("g"), ir.OpExtract); n != 0 {
		t.Errorf("g after all passes: %d inserts/extracts\n%s", n, after.Func("g"))
	}
	sameResults(t, before, after, "g", in)
}

// foldModule: f(x) = x + (3*4 - 2) + int32(f64(7)/2 > 3 ? 1 : 0) + k where
// k = 5/0 must stay (it traps in debug mode).
func foldModule() *ir.Module {
	f, bd := newFn("f", ir.Device, []ir.Type{tI64, tI64}, tI64)
	c := bd.Emit(ir.OpSub, tI64, bd.Emit(ir.OpMul, tI64, c64(3), c64(4)), c64(2))
	h := bd.Emit(ir.OpDiv, tF64, bd.Emit(ir.OpConvert, tF64, c64(7)), ir.ConstFloat(tF64, 2))
	s := bd.Emit(ir.OpSelect, tI64, bd.Emit(ir.OpGt, tBool, h, ir.ConstFloat(tF64, 3)), c64(1), c64(0))
	sh := bd.Emit(ir.OpShl, tI64, c64(1), ir.ConstInt(tI32, 70)) // 0 in Go
	x := bd.Emit(ir.OpAdd, tI64, bd.Emit(ir.OpAdd, tI64, f.Params[0], c), bd.Emit(ir.OpAdd, tI64, s, sh))
	bd.Return(x, bd.Emit(ir.OpDiv, tI64, c64(5), c64(0)))
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{f}})
}

func TestFold(t *testing.T) {
	before, after := foldModule(), foldModule()
	optimize(t, after, Pass{"fold", Fold}, Pass{"dce", DCE})
	f := after.Func("f")
	// Left: x + 11 (the constant chain folded, then (x + 10) + 1
	// merged), the div by zero and the return.
	if n := count(f, ir.OpInvalid); n != 3 {
		t.Errorf("%d instructions after folding, want 3\n%s", n, f)
	}
	if n := count(f, ir.OpDiv); n != 1 {
		t.Errorf("division by zero folded away: %d divs", n)
	}
	sameResults(t, before, after, "f", int64Inputs(30, 1))
}

// TestFoldMatchesInterpreter folds every binary op on constant operands
// and checks the constant against the interpreter's result.
func TestFoldMatchesInterpreter(t *testing.T) {
	ops := []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpRem, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpAndNot, ir.OpShl, ir.OpShr, ir.OpMin, ir.OpMax}
	types := []ir.BasicKind{ir.Int8, ir.Int32, ir.Uint16, ir.Uint64, ir.Int64}
	tested := 0
	defer func() { t.Logf("%d folds checked", tested) }()
	for _, k := range types {
		bt := ir.Typ[k]
		for _, op := range ops {
			for _, in := range int64Inputs(20, 2) {
				x, y := ir.ConstInt(bt, in[0].(int64)), ir.ConstInt(bt, in[1].(int64)%70)
				mk := func() *ir.Module {
					f, bd := newFn("f", ir.Device, []ir.Type{bt})
					bd.Return(bd.Emit(op, bt, x, y))
					return finish(&ir.Module{Funcs: []*ir.Function{f}})
				}
				before, after := mk(), mk()
				optimize(t, after, Standard()...)
				want := 1 // return of a constant
				if (op == ir.OpDiv || op == ir.OpRem) && y.Bits == 0 {
					want = 2
				}
				if n := count(after.Func("f"), ir.OpInvalid); n != want {
					t.Fatalf("%s %s %s: %d instructions left, want %d", op, x.Name(), y.Name(), n, want)
				}
				sameResults(t, before, after, "f", [][]any{nil})
				tested++
			}
		}
	}
}

// dceModule has unused pure values, an unused load (kept: it may fault)
// and an unreachable block feeding a phi.
func dceModule() *ir.Module {
	f, bd := newFn("f", ir.Device, []ir.Type{tI64}, tI64)
	dead := bd.Emit(ir.OpMul, tI64, f.Params[0], f.Params[0])
	bd.Emit(ir.OpAdd, tI64, dead, c64(1))
	join, orphan := f.NewBlock("join"), f.NewBlock("orphan")
	bd.Jump(join)
	bd.SetBlock(orphan)
	o := bd.Emit(ir.OpSub, tI64, f.Params[0], c64(1))
	bd.Jump(join)
	bd.SetBlock(join)
	p := bd.Emit(ir.OpPhi, tI64)
	p.Args = []ir.Value{f.Params[0], o}
	bd.Return(bd.Emit(ir.OpAdd, tI64, p, c64(2)))
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{f}})
}

func TestDCE(t *testing.T) {
	before, after := dceModule(), dceModule()
	optimize(t, after, Pass{"dce", DCE})
	f := after.Func("f")
	if len(f.Blocks) != 2 || count(f, ir.OpMul) != 0 || count(f, ir.OpSub) != 0 {
		t.Errorf("not cleaned:\n%s", f)
	}
	if p := find(f, ir.OpPhi); p == nil || len(p.Args) != 1 {
		t.Errorf("phi not fixed up:\n%s", f)
	}
	sameResults(t, before, after, "f", int64Inputs(20, 1))
	optimize(t, after, Standard()...)
	if n := count(after.Func("f"), ir.OpInvalid); n != 2 || len(after.Func("f").Blocks) != 1 {
		t.Errorf("after all passes:\n%s", after.Func("f"))
	}
	sameResults(t, before, after, "f", int64Inputs(20, 1))
}

func find(f *ir.Function, op ir.Op) *ir.Instr {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == op {
				return in
			}
		}
	}
	return nil
}

// cseModule: (a+b)*(b+a) in the entry; a*b computed in both arms of an if
// (not merged: neither arm dominates the other) and again after the join
// (merged with nothing: the arms do not dominate it).
func cseModule() *ir.Module {
	f, bd := newFn("f", ir.Device, []ir.Type{tI64}, tI64, tI64)
	a, b := f.Params[0], f.Params[1]
	s := bd.Emit(ir.OpMul, tI64, bd.Emit(ir.OpAdd, tI64, a, b), bd.Emit(ir.OpAdd, tI64, b, a))
	t1, t2, join := f.NewBlock("t1"), f.NewBlock("t2"), f.NewBlock("join")
	bd.If(bd.Emit(ir.OpLt, tBool, a, b), t1, t2)
	bd.SetBlock(t1)
	m1 := bd.Emit(ir.OpMul, tI64, a, b)
	bd.Jump(join)
	bd.SetBlock(t2)
	m2 := bd.Emit(ir.OpMul, tI64, b, a)
	bd.Jump(join)
	bd.SetBlock(join)
	p := bd.Emit(ir.OpPhi, tI64)
	p.Args = []ir.Value{m1, m2}
	m3 := bd.Emit(ir.OpMul, tI64, a, b)
	s2 := bd.Emit(ir.OpAdd, tI64, bd.Emit(ir.OpAdd, tI64, a, b), p) // a+b again: merged with the entry's
	bd.Return(bd.Emit(ir.OpAdd, tI64, bd.Emit(ir.OpAdd, tI64, s, s2), m3))
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{f}})
}

func TestCSE(t *testing.T) {
	before, after := cseModule(), cseModule()
	optimize(t, after, Pass{"cse", CSE}, Pass{"dce", DCE})
	f := after.Func("f")
	// adds: a+b once, s2, two in the return; muls: s, m1, m2, m3.
	if n, m := count(f, ir.OpAdd), count(f, ir.OpMul); n != 4 || m != 4 {
		t.Errorf("%d adds (want 4), %d muls (want 4)\n%s", n, m, f)
	}
	sameResults(t, before, after, "f", int64Inputs(40, 2))
}

// cfgModule: if true -> A, B; A jumps through an empty block to C; C ends
// the function.
func cfgModule() *ir.Module {
	f, bd := newFn("f", ir.Device, []ir.Type{tI64}, tI64)
	a, b, e, c := f.NewBlock("a"), f.NewBlock("b"), f.NewBlock("empty"), f.NewBlock("c")
	bd.If(ir.ConstInt(tBool, 1), a, b)
	bd.SetBlock(a)
	x := bd.Emit(ir.OpAdd, tI64, f.Params[0], c64(1))
	bd.Jump(e)
	bd.SetBlock(e)
	bd.Jump(c)
	bd.SetBlock(b)
	bd.Return(c64(0))
	bd.SetBlock(c)
	bd.Return(bd.Emit(ir.OpMul, tI64, x, c64(3)))
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{f}})
}

func TestSimplifyCFG(t *testing.T) {
	before, after := cfgModule(), cfgModule()
	optimize(t, after, Pass{"cfg", SimplifyCFG})
	f := after.Func("f")
	if len(f.Blocks) != 1 || count(f, ir.OpInvalid) != 3 {
		t.Errorf("want one block of add, mul, return:\n%s", f)
	}
	sameResults(t, before, after, "f", int64Inputs(20, 1))
}

func TestRunReportsBrokenPass(t *testing.T) {
	m := cfgModule()
	breakIt := Pass{"break", func(m *ir.Module) bool {
		m.Funcs[0].Blocks[0].Succs = nil
		return true
	}}
	err := Run(m, []Pass{breakIt}, true)
	if err == nil || !strings.Contains(err.Error(), "after break") || !errors.Is(err, ir.ErrInvalid) {
		t.Fatalf("got %v", err)
	}
}

func TestInlineThreshold(t *testing.T) {
	m := inlineModule()
	optimize(t, m, NewInline(5))
	if n := count(m.Func("f"), ir.OpCall); n != 1 {
		t.Errorf("absdiv (7 instructions) inlined under threshold 5: %d calls", n)
	}
	if n := count(m.Func("g"), ir.OpCall); n != 1 {
		t.Errorf("g: want only sum2 (5 instructions) inlined, %d calls left", n)
	}
}
