package passes

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// retsModule builds f(a, b) with three returns of two results each.
func retsModule() *ir.Module {
	f, bd := newFn("f", ir.Device, []ir.Type{tI64, tI64}, tI64, tI64)
	a, b := f.Params[0], f.Params[1]
	neg, pos, big, small := f.NewBlock("neg"), f.NewBlock("pos"), f.NewBlock("big"), f.NewBlock("small")
	bd.If(bd.Emit(ir.OpLt, tBool, a, c64(0)), neg, pos)
	bd.SetBlock(neg)
	bd.Return(b, a)
	bd.SetBlock(pos)
	bd.If(bd.Emit(ir.OpGt, tBool, a, b), big, small)
	bd.SetBlock(big)
	bd.Return(bd.Emit(ir.OpSub, tI64, a, b), c64(1))
	bd.SetBlock(small)
	bd.Return(bd.Emit(ir.OpAdd, tI64, a, b), c64(2))
	return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{f}})
}

func TestMergeReturns(t *testing.T) {
	before, after := retsModule(), retsModule()
	optimize(t, after, Pass{"mergereturns", MergeReturns})
	f := after.Func("f")
	if n := count(f, ir.OpReturn); n != 1 {
		t.Errorf("%d returns, want 1:\n%s", n, f)
	}
	sameResults(t, before, after, "f", int64Inputs(40, 2))
	// Once merged, nothing more to do; kernels (no results) are left alone.
	if MergeReturns(after) {
		t.Error("merged twice")
	}
}

// TestGPUInline: GPU code inlines callees InlineThreshold leaves alone,
// while the caller stays under GPUInlineCallerLimit.
func TestGPUInline(t *testing.T) {
	build := func(calls int) *ir.Module {
		g, gb := newFn("g", ir.Device, []ir.Type{tI64}, tI64)
		var x ir.Value = g.Params[0]
		for i := range InlineThreshold + 40 {
			x = gb.Emit(ir.OpXor, tI64, gb.Emit(ir.OpMul, tI64, x, c64(3)), c64(int64(i)))
		}
		gb.Return(x)
		f, fb := newFn("f", ir.Device, []ir.Type{tI64}, tI64)
		var y ir.Value = f.Params[0]
		for range calls {
			c := fb.Emit(ir.OpCall, tI64, y)
			c.Aux = g
			y = c
		}
		fb.Return(y)
		return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{f, g}})
	}
	standard := build(1)
	optimize(t, standard, Pass{"inline", Inline})
	if count(standard.Func("f"), ir.OpCall) != 1 {
		t.Errorf("Inline inlined a callee of %d instructions", instrCount(standard.Func("g")))
	}
	before, after := build(1), build(1)
	optimize(t, after, Pass{"inline-gpu", GPUInline})
	if count(after.Func("f"), ir.OpCall) != 0 {
		t.Errorf("GPUInline left the call:\n%s", after.Func("f"))
	}
	sameResults(t, before, after, "f", int64Inputs(20, 1))
	// Many calls: inlined only while f stays under the limit.
	size := instrCount(build(1).Func("g"))
	n := 2*GPUInlineCallerLimit/size + 2
	many := build(n)
	optimize(t, many, Pass{"inline-gpu", GPUInline})
	f := many.Func("f")
	if got := instrCount(f); got > GPUInlineCallerLimit || count(f, ir.OpCall) == 0 || count(f, ir.OpCall) == n {
		t.Errorf("%d calls of %d instructions: f has %d instructions and %d calls, want under %d and some inlined", n, size, got, count(f, ir.OpCall), GPUInlineCallerLimit)
	}
}
