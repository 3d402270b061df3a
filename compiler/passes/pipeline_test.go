package passes

import (
	"math"
	"reflect"
	"testing"

	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// TestFoldFloats folds float ops, conversions and math functions on
// constants and compares with the interpreter on the unoptimized code.
func TestFoldFloats(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1.5, -2.5, 3e9, -1e19, math.Inf(1), math.NaN(), 1e-40}
	f32 := ir.Typ[ir.Float32]
	for _, bt := range []*ir.Basic{tF64, f32} {
		for _, x := range vals {
			for _, y := range vals[:5] {
				mk := func() *ir.Module {
					f, bd := newFn("f", ir.Device, []ir.Type{bt, bt, bt, tI32, ir.Typ[ir.Uint64], bt, tBool})
					cx, cy := ir.ConstFloat(bt, x), ir.ConstFloat(bt, y)
					bd.Return(bd.Emit(ir.OpDiv, bt, cx, cy), bd.Emit(ir.OpMin, bt, cx, cy),
						bd.EmitAux(ir.OpMath, bt, int64(ir.MathFMA), nil, cx, cy, cx),
						bd.Emit(ir.OpConvert, tI32, cx), bd.Emit(ir.OpConvert, ir.Typ[ir.Uint64], cx),
						bd.EmitAux(ir.OpMath, bt, int64(ir.MathRound), nil, cx), bd.Emit(ir.OpNe, tBool, cx, cy))
					return finish(&ir.Module{Funcs: []*ir.Function{f}})
				}
				before, after := mk(), mk()
				optimize(t, after, Standard()...)
				if n := count(after.Func("f"), ir.OpInvalid); n != 1 {
					t.Fatalf("not folded:\n%s", after.Func("f"))
				}
				r1, err1 := interp.Call(before.Func("f"))
				r2, err2 := interp.Call(after.Func("f"))
				if err1 != nil || err2 != nil || !sameBits(r1, r2) {
					t.Fatalf("%s x=%v y=%v: before %v %v, after %v %v", bt, x, y, r1, err1, r2, err2)
				}
			}
		}
	}
}

// sameBits compares results, NaNs included, by their bits.
func sameBits(a, b []any) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		switch x := a[i].(type) {
		case float64:
			if y, ok := b[i].(float64); !ok || math.Float64bits(x) != math.Float64bits(y) {
				return false
			}
		case float32:
			if y, ok := b[i].(float32); !ok || math.Float32bits(x) != math.Float32bits(y) {
				return false
			}
		default:
			if a[i] != b[i] {
				return false
			}
		}
	}
	return true
}

// kernelModule: out[g] = q*(0+1+2+3) + n*1000 + (2*3) where (q, n) =
// absdiv(g-10, 3), computed through a loop, a local array and a shared
// scratch slot behind a barrier.
func kernelModule() *ir.Module {
	m := inlineModule()
	ad := m.Func("absdiv")
	k, bd := newFn("k", ir.Kernel, nil, ir.SliceType(tI64, ir.SpaceGlobal))
	sh := bd.EmitAux(ir.OpShared, &ir.Pointer{Elem: &ir.Array{Elem: tI64, Len: 64}, Space: ir.SpaceShared}, 0, &ir.Array{Elem: tI64, Len: 64})
	tid := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.TidX), nil))
	bid := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.CtaidX), nil))
	ntid := bd.Emit(ir.OpConvert, tI64, bd.EmitAux(ir.OpSpecial, tI32, int64(ir.NtidX), nil))
	g := bd.Emit(ir.OpAdd, tI64, bd.Emit(ir.OpMul, tI64, bid, ntid), tid)
	r := bd.EmitAux(ir.OpCall, ad.ResultType(), 0, ad, bd.Emit(ir.OpSub, tI64, g, c64(10)), c64(3))
	q := bd.EmitAux(ir.OpExtract, tI64, 0, nil, r)
	n := bd.EmitAux(ir.OpExtract, tI64, 1, nil, r)
	six := bd.Emit(ir.OpMul, tI64, c64(2), c64(3))
	loop, body, exit := k.NewBlock("loop"), k.NewBlock("body"), k.NewBlock("exit")
	bd.Jump(loop)
	bd.SetBlock(loop)
	i := bd.Emit(ir.OpPhi, tI64)
	s := bd.Emit(ir.OpPhi, tI64)
	bd.If(bd.Emit(ir.OpLt, tBool, i, c64(4)), body, exit)
	bd.SetBlock(body)
	s2 := bd.Emit(ir.OpAdd, tI64, s, bd.Emit(ir.OpMul, tI64, q, i))
	i2 := bd.Emit(ir.OpAdd, tI64, i, c64(1))
	bd.Jump(loop)
	i.Args, s.Args = []ir.Value{c64(0), i2}, []ir.Value{c64(0), s2}
	bd.SetBlock(exit)
	pe := &ir.Pointer{Elem: tI64, Space: ir.SpaceShared}
	// Each thread publishes its value; the neighbour reads it after the barrier.
	v := bd.Emit(ir.OpAdd, tI64, bd.Emit(ir.OpAdd, tI64, s, bd.Emit(ir.OpMul, tI64, n, c64(1000))), six)
	bd.Emit(ir.OpStore, nil, bd.Emit(ir.OpIndexAddr, pe, sh, tid), v)
	bd.EmitAux(ir.OpBarrier, nil, 0, nil)
	nb := bd.Emit(ir.OpRem, tI64, bd.Emit(ir.OpAdd, tI64, tid, c64(1)), ntid)
	w := bd.Emit(ir.OpLoad, tI64, bd.Emit(ir.OpIndexAddr, pe, sh, nb))
	p := bd.EmitAux(ir.OpExtract, &ir.Pointer{Elem: tI64, Space: ir.SpaceGlobal}, 0, nil, k.Params[0])
	bd.Emit(ir.OpStore, nil, bd.Emit(ir.OpPtrAdd, p.Typ, p, g), bd.Emit(ir.OpSub, tI64, w, v))
	bd.Return()
	m.Funcs = append(m.Funcs, k)
	return finish(m)
}

func TestPipelineOnKernel(t *testing.T) {
	before, after := kernelModule(), kernelModule()
	optimize(t, after, Standard()...)
	k := after.Func("k")
	if count(k, ir.OpCall) != 0 || count(k, ir.OpExtract) != 1 {
		t.Errorf("expected the call inlined and only the slice pointer extracted:\n%s", k)
	}
	if count(k, ir.OpInvalid) >= count(before.Func("k"), ir.OpInvalid)+count(before.Func("absdiv"), ir.OpInvalid) {
		t.Errorf("no instructions saved:\n%s", k)
	}
	for _, blk := range []int{1, 7, 32} {
		o1, o2 := make([]int64, 3*blk), make([]int64, 3*blk)
		if err := interp.Launch(before.Func("k"), interp.Dim3{X: 3, Y: 1, Z: 1}, interp.Dim3{X: blk, Y: 1, Z: 1}, o1); err != nil {
			t.Fatal(err)
		}
		if err := interp.Launch(k, interp.Dim3{X: 3, Y: 1, Z: 1}, interp.Dim3{X: blk, Y: 1, Z: 1}, o2); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(o1, o2) {
			t.Fatalf("block %d: before %v\nafter %v", blk, o1, o2)
		}
	}
}
