package ir

import "testing"

// TestLaneFold: return a op b (either operand order) of a commutative op
// is a lane fold; anything else, or a bool or aggregate type, is not.
func TestLaneFold(t *testing.T) {
	f32, i64, b := Typ[Float32], Typ[Int64], Typ[Bool]
	mk := func(typ Type, body func(bd *Builder, a, b Value) Value) *Function {
		f := &Function{Name: "f", Kind: Device, Results: []Type{typ}}
		for i := range 2 {
			f.Params = append(f.Params, &Param{Ident: string(rune('a' + i)), Typ: typ, Fn: f, Index: i})
		}
		bd := NewBuilder(f)
		bd.SetBlock(f.NewBlock("entry"))
		bd.Return(body(bd, f.Params[0], f.Params[1]))
		f.Renumber()
		return f
	}
	bin := func(op Op, typ Type, swap bool) func(bd *Builder, a, b Value) Value {
		return func(bd *Builder, a, b Value) Value {
			if swap {
				a, b = b, a
			}
			return bd.Emit(op, typ, a, b)
		}
	}
	for _, c := range []struct {
		name string
		f    *Function
		op   Op
	}{
		{"a+b", mk(f32, bin(OpAdd, f32, false)), OpAdd},
		{"b*a", mk(f32, bin(OpMul, f32, true)), OpMul},
		{"max(b,a)", mk(i64, bin(OpMax, i64, true)), OpMax},
		{"a^b", mk(i64, bin(OpXor, i64, false)), OpXor},
		{"a-b", mk(f32, bin(OpSub, f32, false)), OpInvalid},
		{"a&^b", mk(i64, bin(OpAndNot, i64, false)), OpInvalid},
		{"a+a", mk(f32, func(bd *Builder, a, _ Value) Value { return bd.Emit(OpAdd, f32, a, a) }), OpInvalid},
		{"a", mk(f32, func(_ *Builder, a, _ Value) Value { return a }), OpInvalid},
		{"a+2b", mk(f32, func(bd *Builder, a, b Value) Value {
			return bd.Emit(OpAdd, f32, a, bd.Emit(OpMul, f32, b, ConstFloat(f32, 2)))
		}), OpInvalid},
		{"a&&b bool", mk(b, bin(OpAnd, b, false)), OpInvalid},
	} {
		op, ok := LaneFold(c.f)
		if ok != (c.op != OpInvalid) || op != c.op {
			t.Errorf("%s: LaneFold = %v, %v; want %v", c.name, op, ok, c.op)
		}
	}
}
