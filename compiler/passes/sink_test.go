package passes

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// polyArms is f(a, x): two arms evaluating polynomials of one shape with
// different coefficients (math.Sin's and Cos's), joined by a phi.
func polyArms() *ir.Module {
	f, bd := newFn("f", ir.Device, []ir.Type{tF64}, tI64, tF64)
	a, x := f.Params[0], f.Params[1]
	armA, armB, join := f.NewBlock("a"), f.NewBlock("b"), f.NewBlock("join")
	bd.If(bd.Emit(ir.OpLt, tBool, a, c64(0)), armA, armB)
	fma := func(x, y, z ir.Value) *ir.Instr { return bd.EmitAux(ir.OpMath, tF64, int64(ir.MathFMA), nil, x, y, z) }
	k := func(v float64) ir.Value { return ir.ConstFloat(tF64, v) }
	bd.SetBlock(armA)
	m1 := bd.Emit(ir.OpMul, tF64, x, x)
	p1 := fma(x, k(3), k(4))
	p2 := fma(p1, x, k(5))
	r1 := fma(m1, p2, k(1))
	bd.Jump(join)
	bd.SetBlock(armB)
	m2 := bd.Emit(ir.OpMul, tF64, x, k(2))
	q1 := fma(x, k(7), k(8))
	q2 := fma(q1, x, k(9))
	r2 := fma(m2, q2, x)
	bd.Jump(join)
	bd.SetBlock(join)
	r := bd.Emit(ir.OpPhi, tF64)
	r.Args = []ir.Value{r1, r2}
	bd.Return(bd.Emit(ir.OpAdd, tF64, r, x))
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{f}})
}

func floatInputs(n int) [][]any {
	r := rand.New(rand.NewPCG(3, 4))
	var out [][]any
	for i := range n {
		out = append(out, []any{int64(i%3 - 1), r.NormFloat64() * 10})
	}
	return append(out, []any{int64(-1), math.Inf(1)}, []any{int64(1), math.Inf(-1)}, []any{int64(0), math.Copysign(0, -1)})
}

// TestSinkCommon: the arms' tails (every row needs at most one phi of
// values; the coefficients' phis are free) are done once in the join, the
// arms keep only their jumps, and results are the interpreter's.
func TestSinkCommon(t *testing.T) {
	before, after := polyArms(), polyArms()
	optimize(t, after, Pass{"sink", SinkCommon})
	f := after.Func("f")
	for _, b := range f.Blocks[1:3] {
		if len(b.Instrs) != 1 {
			t.Errorf("arm %s keeps %d instructions, want its jump alone:\n%s", b.Comment, len(b.Instrs), f)
		}
	}
	if n := count(f, ir.OpMath); n != 3 {
		t.Errorf("%d fmas, want 3 (one polynomial):\n%s", n, f)
	}
	sameResults(t, before, after, "f", floatInputs(60))
	if SinkCommon(after) {
		t.Error("sank twice")
	}
}

// TestSinkCommonUnprofitable: a row that needs two phis of values (x-y in
// one arm, y-x in the other) stays in its arms.
func TestSinkCommonUnprofitable(t *testing.T) {
	f, bd := newFn("f", ir.Device, []ir.Type{tI64}, tI64, tI64, tI64)
	a, x, y := f.Params[0], f.Params[1], f.Params[2]
	armA, armB, join := f.NewBlock("a"), f.NewBlock("b"), f.NewBlock("join")
	bd.If(bd.Emit(ir.OpLt, tBool, a, c64(0)), armA, armB)
	bd.SetBlock(armA)
	r1 := bd.Emit(ir.OpSub, tI64, x, y)
	bd.Jump(join)
	bd.SetBlock(armB)
	r2 := bd.Emit(ir.OpSub, tI64, y, x)
	bd.Jump(join)
	bd.SetBlock(join)
	r := bd.Emit(ir.OpPhi, tI64)
	r.Args = []ir.Value{r1, r2}
	bd.Return(r)
	m := finish(&ir.Module{Name: "m", Funcs: []*ir.Function{f}})
	if SinkCommon(m) {
		t.Errorf("sank a row needing two phis:\n%s", m.Func("f"))
	}
}

// constTable is f(x, i) = x*g[1] + g[3] + g[i] over a read-only table g.
func constTable() *ir.Module {
	vals := []float64{1.5, 2.5, -3, 0.25}
	init := make([]byte, 8*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint64(init[8*i:], math.Float64bits(v))
	}
	g := &ir.Global{Ident: "p.table", Elem: &ir.Array{Elem: tF64, Len: len(vals)}, Space: ir.SpaceConst, Init: init}
	f, bd := newFn("f", ir.Device, []ir.Type{tF64}, tF64, tI64)
	pt := &ir.Pointer{Elem: tF64, Space: ir.SpaceConst}
	load := func(i ir.Value) ir.Value { return bd.Emit(ir.OpLoad, tF64, bd.Emit(ir.OpIndexAddr, pt, g, i)) }
	x := f.Params[0]
	s := bd.Emit(ir.OpAdd, tF64, bd.Emit(ir.OpMul, tF64, x, load(c64(1))), load(c64(3)))
	bd.Return(bd.Emit(ir.OpAdd, tF64, s, load(f.Params[1])))
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{f}, Globals: []*ir.Global{g}})
}

// TestConstLoads: loads of constant elements become the elements' values;
// a load at a run-time index stays.
func TestConstLoads(t *testing.T) {
	before, after := constTable(), constTable()
	optimize(t, after, Pass{"constloads", ConstLoads})
	f := after.Func("f")
	if n := count(f, ir.OpLoad); n != 1 {
		t.Errorf("%d loads, want the run-time index's alone:\n%s", n, f)
	}
	var inputs [][]any
	for i := range 4 {
		inputs = append(inputs, []any{float64(i) - 1.25, int64(i)})
	}
	sameResults(t, before, after, "f", inputs)
}
