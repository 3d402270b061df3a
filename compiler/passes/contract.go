package passes

import "github.com/kernlab/kern/compiler/ir"

// Contract fuses a float multiply whose only use is an add or subtract
// into one fused multiply-add (math.fma: x*y+z rounded once), as nvcc,
// clang and Numba do on GPUs by default and as the Go specification
// allows ("An implementation may combine multiple floating-point
// operations into a single fused operation ... and produce a result that
// differs from the value obtained by executing and rounding the
// instructions individually"):
//
//	x*y + z → fma(x, y, z)    z + x*y → fma(x, y, z)
//	x*y - z → fma(x, y, -z)   z - x*y → fma(-x, y, z)
//
// Multiplies marked ir.NoContract are left alone: complex arithmetic,
// which must give Go's bits, products an explicit conversion rounds
// (float64(x*y) + z), which the specification forbids fusing, and
// math/cmplx and math.Log2 with what they call, whose algorithms cancel
// (the front end marks them). Code
// compiled from Go's package math contracts, as Go's own compiler does on
// arm64 and clang does to CUDA C; docs/math-accuracy.md bounds it in both
// modes. The CPU targets never contract: they give Go's bits.
func Contract(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if contractFunc(f) {
			changed = true
		}
	}
	return changed
}

func contractFunc(f *ir.Function) bool {
	uses := useCounts(f)
	fusable := func(v ir.Value, t ir.Type) (*ir.Instr, bool) {
		x, ok := v.(*ir.Instr)
		if !ok || x.Op != ir.OpMul || x.AuxInt == ir.NoContract || x.Typ != t || uses[x] != 1 {
			return nil, false
		}
		return x, true
	}
	changed := false
	for _, b := range f.Blocks {
		for i := 0; i < len(b.Instrs); i++ {
			in := b.Instrs[i]
			bt, ok := in.Typ.(*ir.Basic)
			if !ok || !bt.IsFloat() || (in.Op != ir.OpAdd && in.Op != ir.OpSub) {
				continue
			}
			var mul *ir.Instr
			var z ir.Value
			negX, negZ := false, false
			if m, ok := fusable(in.Args[0], in.Typ); ok {
				mul, z, negZ = m, in.Args[1], in.Op == ir.OpSub
			} else if m, ok := fusable(in.Args[1], in.Typ); ok {
				mul, z, negX = m, in.Args[0], in.Op == ir.OpSub
			} else {
				continue
			}
			x, y := mul.Args[0], mul.Args[1]
			neg := func(v ir.Value) ir.Value {
				n := newInstr(ir.OpNeg, in.Typ, in.Pos, v)
				n.Block = b
				b.Instrs = append(b.Instrs[:i+1], b.Instrs[i:]...)
				b.Instrs[i] = n
				i++
				return n
			}
			if negX {
				x = neg(x)
			}
			if negZ {
				z = neg(z)
			}
			// The add becomes the fma in place, keeping its position and its
			// uses; the multiply is left for DCE.
			in.Op, in.AuxInt, in.Args = ir.OpMath, int64(ir.MathFMA), []ir.Value{x, y, z}
			uses[mul]--
			changed = true
		}
	}
	if changed {
		removeDead(f)
		f.Renumber()
	}
	return changed
}
