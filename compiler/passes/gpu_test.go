package passes

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// TestContract checks each contraction form against math.FMA in the
// interpreter, and the cases that must stay unfused.
func TestContract(t *testing.T) {
	x, y, z := 1.0000001, 3.0000003, -3.0000006
	cases := []struct {
		name  string
		build func(bd *ir.Builder, a, b, c ir.Value) ir.Value
		fused int
		want  float64
	}{
		{"x*y+z", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpAdd, tF64, bd.Emit(ir.OpMul, tF64, a, b), c)
		}, 1, math.FMA(x, y, z)},
		{"z+x*y", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpAdd, tF64, c, bd.Emit(ir.OpMul, tF64, a, b))
		}, 1, math.FMA(x, y, z)},
		{"x*y-z", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpSub, tF64, bd.Emit(ir.OpMul, tF64, a, b), c)
		}, 1, math.FMA(x, y, -z)},
		{"z-x*y", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			return bd.Emit(ir.OpSub, tF64, c, bd.Emit(ir.OpMul, tF64, a, b))
		}, 1, math.FMA(-x, y, z)},
		{"product used twice", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			p := bd.Emit(ir.OpMul, tF64, a, b)
			return bd.Emit(ir.OpMul, tF64, bd.Emit(ir.OpAdd, tF64, p, c), p)
		}, 0, (x*y + z) * (x * y)},
		{"from package math", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			p := bd.Emit(ir.OpMul, tF64, a, b)
			s := bd.Emit(ir.OpAdd, tF64, p, c)
			p.Pos = ir.Pos{File: "/usr/local/go/src/math/exp.go", Line: 1, Col: 1}
			s.Pos = p.Pos
			return s
		}, 1, math.FMA(x, y, z)},
		{"float64(x*y)+z", func(bd *ir.Builder, a, b, c ir.Value) ir.Value {
			p := bd.Emit(ir.OpMul, tF64, a, b)
			p.AuxInt = ir.NoContract
			return bd.Emit(ir.OpAdd, tF64, p, c)
		}, 0, x*y + z},
	}
	for _, c := range cases {
		f, bd := newFn("k.f", ir.Device, []ir.Type{tF64}, tF64, tF64, tF64)
		bd.Return(c.build(bd, f.Params[0], f.Params[1], f.Params[2]))
		m := finish(&ir.Module{Funcs: []*ir.Function{f}})
		optimize(t, m, Pass{"contract", Contract}, Pass{"dce", DCE})
		if n := countMath(f, ir.MathFMA); n != c.fused {
			t.Errorf("%s: %d fma, want %d:\n%s", c.name, n, c.fused, f)
		}
		got, err := interp.Call(f, x, y, z)
		if err != nil {
			t.Fatal(err)
		}
		if got[0].(float64) != c.want {
			t.Errorf("%s = %v, want %v", c.name, got[0], c.want)
		}
	}
	if math.FMA(x, y, z) == x*y+z {
		t.Fatal("operands do not tell fused from unfused")
	}
}

func countMath(f *ir.Function, fn ir.MathFn) int {
	n := 0
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpMath && ir.MathFn(in.AuxInt) == fn {
				n++
			}
		}
	}
	return n
}

// sumLoop builds f(x) = Σ x*i for i from start, while cmp(i, bound), by
// step, in type t: a top-tested loop as the front end lays it out.
func sumLoop(t *ir.Basic, cmp ir.Op, start, bound, step int64) *ir.Module {
	f, bd := newFn("k.sum", ir.Device, []ir.Type{t}, t)
	entry := f.Blocks[0]
	head, body, done := f.NewBlock("for.loop"), f.NewBlock("for.body"), f.NewBlock("for.done")
	bd.Jump(head)
	bd.SetBlock(head)
	i := bd.Emit(ir.OpPhi, t)
	s := bd.Emit(ir.OpPhi, t)
	bd.If(bd.Emit(cmp, tBool, i, ir.ConstInt(t, bound)), body, done)
	bd.SetBlock(body)
	s2 := bd.Emit(ir.OpAdd, t, s, bd.Emit(ir.OpMul, t, f.Params[0], i))
	i2 := bd.Emit(ir.OpAdd, t, i, ir.ConstInt(t, step))
	bd.Jump(head)
	i.Args = []ir.Value{ir.ConstInt(t, start), i2}
	s.Args = []ir.Value{ir.ConstInt(t, 0), s2}
	_ = entry
	bd.SetBlock(done)
	bd.Return(s)
	return finish(&ir.Module{Funcs: []*ir.Function{f}})
}

// TestUnroll unrolls constant-trip loops completely (no loop left, the
// interpreter's result unchanged) and leaves long or unknown ones.
func TestUnroll(t *testing.T) {
	u8 := ir.Typ[ir.Uint8]
	cases := []struct {
		t                  *ir.Basic
		cmp                ir.Op
		start, bound, step int64
		unrolled           bool
	}{
		{tI64, ir.OpLt, 0, 16, 1, true},
		{tI64, ir.OpLt, 0, 0, 1, true}, // runs no iteration
		{tI64, ir.OpLe, 3, 7, 2, true},
		{tI64, ir.OpNe, 0, 12, 3, true},
		{u8, ir.OpNe, 250, 3, 3, true}, // wraps: 250, 253, 0, 3
		{tI64, ir.OpLt, 0, 17, 1, false},
		{tI64, ir.OpLt, 0, 1000, 1, false},
	}
	for _, c := range cases {
		before := sumLoop(c.t, c.cmp, c.start, c.bound, c.step)
		after := sumLoop(c.t, c.cmp, c.start, c.bound, c.step)
		optimize(t, after, Pass{"unroll", Unroll}, Pass{"cfg", SimplifyCFG}, Pass{"dce", DCE})
		f := after.Funcs[0]
		loops, _ := findLoops(f)
		name := fmt.Sprintf("%s %s %d..%d step %d", c.t, c.cmp, c.start, c.bound, c.step)
		if c.unrolled != (len(loops) == 0) {
			t.Errorf("%s: %d loops left, want unrolled=%v:\n%s", name, len(loops), c.unrolled, f)
		}
		for _, x := range []int64{0, 1, 7, -3} {
			want, err1 := interp.Config{StepLimit: 1 << 16}.Call(before.Funcs[0], interp.GoValue(c.t, uint64(x)))
			got, err2 := interp.Config{StepLimit: 1 << 16}.Call(f, interp.GoValue(c.t, uint64(x)))
			if (err1 == nil) != (err2 == nil) || err1 == nil && got[0] != want[0] {
				t.Errorf("%s, x=%d: %v %v, want %v %v", name, x, got, err2, want, err1)
			}
		}
	}
}

// TestTailCalls turns return f·1(x+1, n-1) — the front end's copy of f for
// bounded recursion — into a loop: f(x, n) = x + n for every n, where the
// copies alone stop at their depth.
func TestTailCalls(t *testing.T) {
	build := func(name string, next *ir.Function) *ir.Function {
		f, bd := newFn(name, ir.Device, []ir.Type{tI64}, tI64, tI64)
		done, rec := f.NewBlock("done"), f.NewBlock("rec")
		bd.If(bd.Emit(ir.OpEq, tBool, f.Params[1], c64(0)), done, rec)
		bd.SetBlock(done)
		bd.Return(f.Params[0])
		bd.SetBlock(rec)
		x1 := bd.Emit(ir.OpAdd, tI64, f.Params[0], c64(1))
		n1 := bd.Emit(ir.OpSub, tI64, f.Params[1], c64(1))
		if next == nil {
			bd.Emit(ir.OpUnreachable, nil) // past the recursion bound
			return f
		}
		bd.Return(bd.EmitAux(ir.OpCall, tI64, 0, next, x1, n1))
		return f
	}
	f2 := build("k.f·2", nil)
	f1 := build("k.f·1", f2)
	f := build("k.f", f1)
	m := finish(&ir.Module{Funcs: []*ir.Function{f, f1, f2}})
	optimize(t, m, Pass{"tailcall", TailCalls}, Pass{"dce", DCE})
	if n := count(f, ir.OpCall); n != 0 {
		t.Fatalf("%d calls left:\n%s", n, f)
	}
	for _, n := range []int64{0, 1, 2, 5, 100} {
		got, err := interp.Call(f, int64(7), n)
		if err != nil || got[0].(int64) != 7+n {
			t.Errorf("f(7, %d) = %v, %v; want %d", n, got, err, 7+n)
		}
	}
	// A call whose result is used, not returned, stays a call.
	g, bd := newFn("k.g", ir.Device, []ir.Type{tI64}, tI64, tI64)
	bd.Return(bd.Emit(ir.OpAdd, tI64, bd.EmitAux(ir.OpCall, tI64, 0, f1, g.Params[0], g.Params[1]), c64(1)))
	gm := finish(&ir.Module{Funcs: []*ir.Function{g, f1, f2}})
	if TailCalls(gm) {
		t.Errorf("a non-tail call was rewritten:\n%s", g)
	}
}

// TestInlineOnce inlines a large device function called from one place
// and leaves one called from two.
func TestInlineOnce(t *testing.T) {
	big := func(name string) *ir.Function {
		f, bd := newFn(name, ir.Device, []ir.Type{tI64}, tI64)
		v := ir.Value(f.Params[0])
		for i := range InlineThreshold + 10 {
			v = bd.Emit(ir.OpXor, tI64, bd.Emit(ir.OpMul, tI64, v, c64(int64(i)|1)), c64(int64(i)))
		}
		bd.Return(v)
		return f
	}
	once, twice := big("k.once"), big("k.twice")
	k, bd := newFn("k.kernel", ir.Kernel, nil, tI64)
	bd.EmitAux(ir.OpCall, tI64, 0, once, k.Params[0])
	bd.EmitAux(ir.OpCall, tI64, 0, twice, k.Params[0])
	bd.EmitAux(ir.OpCall, tI64, 0, twice, k.Params[0])
	bd.Return()
	m := finish(&ir.Module{Funcs: []*ir.Function{k, once, twice}})
	optimize(t, m, Pass{"inline-once", InlineOnce})
	calls := map[string]int{}
	for _, b := range k.Blocks {
		for _, in := range b.Instrs {
			if c := in.Callee(); in.Op == ir.OpCall && c != nil {
				calls[c.Name]++
			}
		}
	}
	if calls["k.once"] != 0 || calls["k.twice"] != 2 {
		t.Errorf("calls left: %v, want k.twice twice only", calls)
	}
}

// countLoop is s = s*3 + i for i := start; i < n; i++ (in t's wrapping
// arithmetic), with start and n parameters: an order-dependent fold whose
// trip count is known only at run time.
func countLoop(t *ir.Basic, gt bool) *ir.Module {
	f, bd := newFn("k.count", ir.Device, []ir.Type{t}, t, t)
	head, body, done := f.NewBlock("for.loop"), f.NewBlock("for.body"), f.NewBlock("for.done")
	bd.Jump(head)
	bd.SetBlock(head)
	i := bd.Emit(ir.OpPhi, t)
	s := bd.Emit(ir.OpPhi, t)
	test := bd.Emit(ir.OpLt, tBool, i, f.Params[1])
	if gt {
		test = bd.Emit(ir.OpGt, tBool, f.Params[1], i)
	}
	bd.If(test, body, done)
	bd.SetBlock(body)
	s2 := bd.Emit(ir.OpAdd, t, bd.Emit(ir.OpMul, t, s, ir.ConstInt(t, 3)), i)
	i2 := bd.Emit(ir.OpAdd, t, i, ir.ConstInt(t, 1))
	bd.Jump(head)
	i.Args = []ir.Value{f.Params[0], i2}
	s.Args = []ir.Value{ir.ConstInt(t, 0), s2}
	bd.SetBlock(done)
	bd.Return(s)
	return finish(&ir.Module{Funcs: []*ir.Function{f}})
}

// rotatedLoop is countLoop's fold as the front end often leaves a loop:
// tested at the bottom (i+1 < n), entered without a test, so it runs
// once even when start >= n.
func rotatedLoop(t *ir.Basic, gt bool) *ir.Module {
	f, bd := newFn("k.rotated", ir.Device, []ir.Type{t}, t, t)
	head, exit := f.NewBlock("for.body"), f.NewBlock("for.done")
	bd.Jump(head)
	bd.SetBlock(head)
	i := bd.Emit(ir.OpPhi, t)
	s := bd.Emit(ir.OpPhi, t)
	s2 := bd.Emit(ir.OpAdd, t, bd.Emit(ir.OpMul, t, s, ir.ConstInt(t, 3)), i)
	i2 := bd.Emit(ir.OpAdd, t, i, ir.ConstInt(t, 1))
	test := bd.Emit(ir.OpLt, tBool, i2, f.Params[1])
	if gt {
		test = bd.Emit(ir.OpGt, tBool, f.Params[1], i2)
	}
	bd.If(test, head, exit)
	i.Args = []ir.Value{f.Params[0], i2}
	s.Args = []ir.Value{ir.ConstInt(t, 0), s2}
	bd.SetBlock(exit)
	bd.Return(s2)
	return finish(&ir.Module{Funcs: []*ir.Function{f}})
}

// TestUnrollRuntime: loops to a run-time bound get a group loop of four
// copies and a rest loop, and give the interpreter's result for trip
// counts around the group size, empty and backward ranges, and ranges
// whose n-i overflows (the rest loop then runs them all).
func TestUnrollRuntime(t *testing.T) {
	i8, u8 := ir.Typ[ir.Int8], ir.Typ[ir.Uint8]
	cases := []struct {
		t      *ir.Basic
		ranges [][2]int64
	}{
		{tI64, [][2]int64{{0, 0}, {0, 1}, {0, 3}, {0, 4}, {0, 5}, {0, 6}, {0, 7}, {0, 8}, {0, 9}, {0, 17}, {3, 12}, {1, 10}, {-5, 6}, {7, 2}, {100, 103}}},
		{i8, [][2]int64{{-128, 127}, {-100, 100}, {120, 127}, {-128, -120}, {5, -5}}},
		{u8, [][2]int64{{0, 255}, {250, 255}, {252, 255}, {255, 0}}},
	}
	for _, c := range cases {
		for k := range 4 {
			gt, build := k%2 == 1, countLoop
			if k >= 2 {
				build = rotatedLoop
			}
			before, after := build(c.t, gt), build(c.t, gt)
			optimize(t, after, Pass{"unroll-runtime", UnrollRuntime}, Pass{"cfg", SimplifyCFG}, Pass{"dce", DCE})
			f := after.Funcs[0]
			groups := 0
			for _, b := range f.Blocks {
				if strings.HasSuffix(b.Comment, groupSuffix) {
					groups++
				}
			}
			if loops, _ := findLoops(f); groups != 1 || len(loops) != 2 {
				t.Fatalf("%s: %d group loops, %d loops, want 1 and 2:\n%s", c.t, groups, len(loops), f)
			}
			// It does not unroll its own loops again.
			if UnrollRuntime(after) {
				t.Errorf("%s: unrolled twice", c.t)
			}
			for _, r := range c.ranges {
				args := []any{interp.GoValue(c.t, uint64(r[0])), interp.GoValue(c.t, uint64(r[1]))}
				want, err1 := interp.Config{StepLimit: 1 << 20}.Call(before.Funcs[0], args...)
				got, err2 := interp.Config{StepLimit: 1 << 20}.Call(f, args...)
				if err1 != nil || err2 != nil || got[0] != want[0] {
					t.Errorf("%s [%d, %d): %v %v, want %v %v", c.t, r[0], r[1], got, err2, want, err1)
				}
			}
		}
	}
}

// TestNoUnroll: a loop whose header is ir.Block.NoUnroll keeps its shape
// under both unrollings, which would otherwise take it (a constant-trip
// loop and one to a run-time bound).
func TestNoUnroll(t *testing.T) {
	mods := map[string]*ir.Module{
		"unroll":         sumLoop(tI64, ir.OpLt, 0, 16, 1),
		"unroll-runtime": countLoop(tI64, false),
	}
	passes := map[string]func(*ir.Module) bool{"unroll": Unroll, "unroll-runtime": UnrollRuntime}
	for name, m := range mods {
		f := m.Funcs[0]
		loops, _ := findLoops(f)
		if len(loops) != 1 {
			t.Fatalf("%s: %d loops, want 1", name, len(loops))
		}
		loops[0].header.NoUnroll = true
		before := f.String()
		if passes[name](m) || f.String() != before {
			t.Errorf("%s changed a NoUnroll loop:\n%s", name, f)
		}
	}
}
