package passes

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// TestReassembled: a u32 word unpacked into two u16 or four u8 pieces
// (through int8 and back, as kern.LoadVec's int8 elements are) and
// packed again folds to the word; a piece shifted to another place, a
// signed piece (which sign-extends) or a missing piece does not fold, and
// every form keeps its value in the interpreter.
func TestReassembled(t *testing.T) {
	u32, u16, u8, i8, i16 := ir.Typ[ir.Uint32], ir.Typ[ir.Uint16], ir.Typ[ir.Uint8], ir.Typ[ir.Int8], ir.Typ[ir.Int16]
	c32 := func(v int64) *ir.Const { return ir.ConstInt(u32, v) }
	piece := func(bd *ir.Builder, w ir.Value, off int, narrow ...*ir.Basic) ir.Value {
		var x ir.Value = w
		if off > 0 {
			x = bd.Emit(ir.OpShr, u32, w, c32(int64(off)))
		}
		for _, n := range narrow {
			x = bd.Emit(ir.OpConvert, n, x)
		}
		x = bd.Emit(ir.OpConvert, u32, x)
		if off > 0 {
			x = bd.Emit(ir.OpShl, u32, x, c32(int64(off)))
		}
		return x
	}
	for _, c := range []struct {
		name  string
		build func(bd *ir.Builder, w ir.Value) ir.Value
		folds bool
	}{
		{"two u16", func(bd *ir.Builder, w ir.Value) ir.Value {
			return bd.Emit(ir.OpOr, u32, piece(bd, w, 0, u16), piece(bd, w, 16, u16))
		}, true},
		{"four u8 through int8", func(bd *ir.Builder, w ir.Value) ir.Value {
			x := bd.Emit(ir.OpOr, u32, piece(bd, w, 0, u8, i8, u8), piece(bd, w, 8, u8, i8, u8))
			x = bd.Emit(ir.OpOr, u32, x, piece(bd, w, 16, u8))
			return bd.Emit(ir.OpOr, u32, piece(bd, w, 24, u8, i8, u8), x)
		}, true},
		{"a u16 piece moved", func(bd *ir.Builder, w ir.Value) ir.Value {
			hi := bd.Emit(ir.OpShl, u32, bd.Emit(ir.OpConvert, u32, bd.Emit(ir.OpConvert, u16, bd.Emit(ir.OpShr, u32, w, c32(16)))), c32(8))
			return bd.Emit(ir.OpOr, u32, piece(bd, w, 0, u16), hi)
		}, false},
		{"a signed piece", func(bd *ir.Builder, w ir.Value) ir.Value {
			return bd.Emit(ir.OpOr, u32, piece(bd, w, 0, u16, i16), piece(bd, w, 16, u16))
		}, false},
		{"three u8", func(bd *ir.Builder, w ir.Value) ir.Value {
			x := bd.Emit(ir.OpOr, u32, piece(bd, w, 0, u8), piece(bd, w, 8, u8))
			return bd.Emit(ir.OpOr, u32, x, piece(bd, w, 16, u8))
		}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, bd := newFn("f", ir.Device, []ir.Type{u32}, u32)
			bd.Return(c.build(bd, f.Params[0]))
			before := finish(&ir.Module{Funcs: []*ir.Function{f}})
			after := ir.CloneModule(before)
			optimize(t, after, Pass{"fold", Fold}, Pass{"dce", DCE})
			var inputs [][]any
			for _, w := range []uint32{0, 0xffffffff, 0x80008000, 0x12345678, 0xfedcba98, 0x00ff00ff} {
				inputs = append(inputs, []any{w})
			}
			sameResults(t, before, after, "f", inputs)
			ret := after.Funcs[0].Blocks[0].Instrs[len(after.Funcs[0].Blocks[0].Instrs)-1]
			if folded := ret.Args[0] == after.Funcs[0].Params[0]; folded != c.folds {
				t.Errorf("folded to the word: %v, want %v\n%s", folded, c.folds, dump(after))
			}
		})
	}
}
