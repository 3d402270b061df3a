package passes

import (
	"math"
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
