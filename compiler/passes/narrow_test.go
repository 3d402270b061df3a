package passes

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

var tF32 = ir.Typ[ir.Float32]

// narrowOps are the narrowed operations with Go's float64-then-round
// meaning, the reference the rewrite must reproduce bit for bit.
var narrowOps = []struct {
	name string
	op   ir.Op
	fn   ir.MathFn
	ref  func(a, b float32) float32
}{
	{"add", ir.OpAdd, 0, func(a, b float32) float32 { return float32(float64(a) + float64(b)) }},
	{"sub", ir.OpSub, 0, func(a, b float32) float32 { return float32(float64(a) - float64(b)) }},
	{"mul", ir.OpMul, 0, func(a, b float32) float32 { return float32(float64(a) * float64(b)) }},
	{"div", ir.OpDiv, 0, func(a, b float32) float32 { return float32(float64(a) / float64(b)) }},
	{"sqrt", ir.OpMath, ir.MathSqrt, func(a, _ float32) float32 { return float32(math.Sqrt(float64(a))) }},
}

// wideFn is f(a, b f32) f32 = float32(op(float64(a), float64(b))), or with
// k a constant for the second operand when k is not nil.
func wideFn(name string, op ir.Op, fn ir.MathFn, k *ir.Const) *ir.Function {
	f, bd := newFn(name, ir.Device, []ir.Type{tF32}, tF32, tF32)
	a := bd.Emit(ir.OpConvert, tF64, f.Params[0])
	var b ir.Value = bd.Emit(ir.OpConvert, tF64, f.Params[1])
	if k != nil {
		b = k
	}
	var x ir.Value
	if op == ir.OpMath {
		x = bd.EmitAux(ir.OpMath, tF64, int64(fn), nil, a)
	} else {
		x = bd.Emit(op, tF64, a, b)
	}
	bd.Return(bd.Emit(ir.OpConvert, tF32, x))
	return f
}

// sameF32 is bit equality, with every NaN equal to every NaN (Go does not
// define NaN payloads, and the interpreter's marshalling quiets them).
func sameF32(x, y float32) bool {
	return math.Float32bits(x) == math.Float32bits(y) || x != x && y != y
}

func narrowEdges() []float32 {
	inf := float32(math.Inf(1))
	e := []float32{0, 1, 2, 3, 0.1, 1.5, 4, 1e-3, 1e10, 3e38, math.MaxFloat32, math.SmallestNonzeroFloat32,
		0x1p-126, 0x1p-127 + 0x1p-149, 0x1p-24, 0x1p-25, 3 * 0x1p-25, 1 + 0x1p-23, 1 - 0x1p-24, 0x1p-149 * 3,
		16777216, 16777217, 0x1.fffffep+127, 0x1p-75, 0x1p64, 7, 9, 11, 1.0 / 3, inf, float32(math.NaN())}
	out := []float32{}
	for _, v := range e {
		out = append(out, v, -v)
	}
	return out
}

// randF32 draws from all bit patterns half the time, else from values
// near 1 and near one another (where add and sub round at ties).
func randF32(r *rand.Rand) float32 {
	switch r.IntN(4) {
	case 0, 1:
		return math.Float32frombits(r.Uint32())
	case 2:
		return float32(1 + r.IntN(1<<12))
	default:
		return math.Float32frombits(0x3f800000 + r.Uint32()%(1<<24))
	}
}

func TestNarrow(t *testing.T) {
	n := 1_000_000
	if testing.Short() {
		n = 50_000
	}
	r := rand.New(rand.NewPCG(15, 15))
	edges := narrowEdges()
	for _, o := range narrowOps {
		for _, k := range []*ir.Const{nil, ir.ConstFloat(tF64, 4), ir.ConstFloat(tF64, -0.0)} {
			if k != nil && o.op == ir.OpMath {
				continue
			}
			name := o.name
			if k != nil {
				name = fmt.Sprintf("%s_k%v", o.name, k.Float())
			}
			before := finish(&ir.Module{Name: "m", Funcs: []*ir.Function{wideFn(name, o.op, o.fn, k)}})
			after := finish(&ir.Module{Name: "m", Funcs: []*ir.Function{wideFn(name, o.op, o.fn, k)}})
			optimize(t, after, Standard()...)
			g := after.Func(name)
			if c := count(g, ir.OpConvert); c != 0 {
				t.Fatalf("%s: %d converts left after narrowing:\n%s", name, c, g)
			}
			for _, b := range g.Blocks {
				for _, in := range b.Instrs {
					if in.Typ == tF64 {
						t.Fatalf("%s: a float64 value is left:\n%s", name, g)
					}
				}
			}
			check := func(a, b float32) {
				bk := b
				if k != nil {
					bk = float32(k.Float())
				}
				want := o.ref(a, bk)
				r1, err1 := interp.Call(before.Func(name), a, b)
				r2, err2 := interp.Call(g, a, b)
				if err1 != nil || err2 != nil {
					t.Fatalf("%s(%g, %g): %v, %v", name, a, b, err1, err2)
				}
				w, n := r1[0].(float32), r2[0].(float32)
				if !sameF32(w, want) || !sameF32(n, want) {
					t.Fatalf("%s(%g, %g) = %g (%#x) narrowed, %g (%#x) wide; Go: %g (%#x)", name, a, b,
						n, math.Float32bits(n), w, math.Float32bits(w), want, math.Float32bits(want))
				}
			}
			for _, a := range edges {
				for _, b := range edges {
					check(a, b)
				}
			}
			for range n / 8 {
				check(randF32(r), randF32(r))
			}
		}
	}
}

// TestNarrowNative checks the rewrite's premise on more inputs than the
// interpreter can take: Go's float32 operation equals the float64 one
// rounded, for ≥ 10⁷ random operand pairs per operation.
func TestNarrowNative(t *testing.T) {
	n := 10_000_000
	if testing.Short() {
		n = 200_000
	}
	r := rand.New(rand.NewPCG(1, 24))
	f32 := []func(a, b float32) float32{
		func(a, b float32) float32 { return a + b },
		func(a, b float32) float32 { return a - b },
		func(a, b float32) float32 { return a * b },
		func(a, b float32) float32 { return a / b },
		func(a, _ float32) float32 { return float32(math.Sqrt(float64(a))) }, // Go's own narrowing, checked below by the interpreter test
	}
	for i, o := range narrowOps[:4] {
		for range n {
			a, b := randF32(r), randF32(r)
			if x, y := f32[i](a, b), o.ref(a, b); !sameF32(x, y) {
				t.Fatalf("%s(%g, %g): float32 %g, float64 rounded %g", o.name, a, b, x, y)
			}
		}
	}
}

// TestNarrowKeeps leaves alone what is not exact: a constant float32 does
// not represent, a float64 operand, a chain of two operations, and fma.
func TestNarrowKeeps(t *testing.T) {
	mk := func() *ir.Module {
		f1 := wideFn("k01", ir.OpAdd, 0, ir.ConstFloat(tF64, 0.1))
		f2, bd := newFn("wide", ir.Device, []ir.Type{tF32}, tF32, tF64)
		bd.Return(bd.Emit(ir.OpConvert, tF32, bd.Emit(ir.OpMul, tF64, bd.Emit(ir.OpConvert, tF64, f2.Params[0]), f2.Params[1])))
		f3, bd := newFn("chain", ir.Device, []ir.Type{tF32}, tF32, tF32)
		a, b := bd.Emit(ir.OpConvert, tF64, f3.Params[0]), bd.Emit(ir.OpConvert, tF64, f3.Params[1])
		bd.Return(bd.Emit(ir.OpConvert, tF32, bd.Emit(ir.OpAdd, tF64, bd.Emit(ir.OpMul, tF64, a, b), a)))
		f4, bd := newFn("fma", ir.Device, []ir.Type{tF32}, tF32, tF32)
		a, b = bd.Emit(ir.OpConvert, tF64, f4.Params[0]), bd.Emit(ir.OpConvert, tF64, f4.Params[1])
		bd.Return(bd.Emit(ir.OpConvert, tF32, bd.EmitAux(ir.OpMath, tF64, int64(ir.MathFMA), nil, a, b, a)))
		f5 := wideFn("nan", ir.OpAdd, 0, ir.ConstFloat(tF64, math.NaN()))
		return finish(&ir.Module{Name: "m", Funcs: []*ir.Function{f1, f2, f3, f4, f5}})
	}
	m := mk()
	if Narrow(m) {
		t.Fatalf("narrowed what is not exact:\n%s", dump(m))
	}
}
