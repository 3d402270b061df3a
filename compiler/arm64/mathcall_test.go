package arm64

import (
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// callCore is f(a) = name(a), a call of a declaration without a body, as
// kern gen's copy of a core with its math calls kept has them.
func callCore(name string, t ir.Type) *ir.Function {
	d := &ir.Function{Name: name, Kind: ir.Device, Results: []ir.Type{t}}
	d.Params = []*ir.Param{{Ident: "x", Typ: t, Fn: d}}
	f, bd := newFn([]ir.Type{t}, t)
	bd.Return(bd.EmitAux(ir.OpCall, t, 0, d, f.Params[0]))
	f.Renumber()
	return f
}

// TestMathCalls: the seven math functions are lowered on float64 lanes
// (their bits are checked under qemu by simdcores' tests), Sin, Cos and
// Tan with an escape, those whose constants do not fit the registers
// with constants loaded in the loop; Pow and float32 lanes are refused.
func TestMathCalls(t *testing.T) {
	for _, c := range []struct {
		name          string
		escapes, lazy bool
	}{
		{"math.exp", false, false}, {"math.log", false, true}, {"math.sin", true, false},
		{"math.cos", true, false}, {"math.tan", true, false}, {"math.atan", false, false},
		{"math.tanh", false, true},
	} {
		lp, err := Compile(callCore(c.name, f64), "k")
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if lp.Escapes != c.escapes {
			t.Errorf("%s: escapes %v, want %v", c.name, lp.Escapes, c.escapes)
		}
		body := lp.Asm[strings.Index(lp.Asm, "loop:"):]
		if lazy := strings.Contains(body, "VDUP"); lazy != c.lazy {
			t.Errorf("%s: constants loaded in the loop: %v, want %v", c.name, lazy, c.lazy)
		}
		if !strings.Contains(body, "// FMLA") {
			t.Errorf("%s: no fused multiply-add in\n%s", c.name, lp.Asm)
		}
	}
	for _, c := range []struct {
		name string
		t    ir.Type
		err  string
	}{
		{"math.pow", f64, "call of math.pow"},
		{"math.exp", f32, "other than float64 lanes"},
	} {
		if _, err := Compile(callCore(c.name, c.t), "k"); err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s on %v: %v, want an error with %q", c.name, c.t, err, c.err)
		}
	}
}
