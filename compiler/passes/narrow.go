package passes

import (
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// Narrow rewrites float32(op(float64(a), float64(b))) to op(a, b) in
// float32, for op one of add, sub, mul, div and math.sqrt, when every
// operand is a float32 value widened to float64 or a float64 constant that
// float32 represents exactly (NaN constants excluded).
//
// The rewrite is exact, not an approximation: for these operations the
// float64 result rounded to float32 equals the correctly rounded float32
// result, because float64's 53-bit significand is at least 2·24+2 bits (the
// double rounding is innocuous; Figueroa, "When is double rounding
// innocuous?", 1995). Overflow, underflow to subnormals, infinities, signed
// zeros and NaN agree as well: a float64 result beyond float32's range
// rounds to ±Inf exactly as the float32 operation overflows, and the
// quotient or square root of float32 values is never a float64 subnormal.
//
// Go has no float32 math, so kernels write float32(math.Sqrt(float64(x)));
// after this pass every backend computes it in float32: half the SIMD lane
// width on the CPU and the full float32 rate of consumer GPUs.
func Narrow(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if narrowInstr(in) {
					changed = true
				}
			}
		}
	}
	return changed
}

// narrowInstr rewrites in place a convert to f32 of a narrowable f64
// operation; the f64 instructions are left to DCE.
func narrowInstr(in *ir.Instr) bool {
	if in.Op != ir.OpConvert || !isKind(in.Typ, ir.Float32) {
		return false
	}
	x, ok := in.Args[0].(*ir.Instr)
	if !ok || !isKind(x.Typ, ir.Float64) {
		return false
	}
	switch x.Op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv:
	case ir.OpMath:
		if ir.MathFn(x.AuxInt) != ir.MathSqrt {
			return false
		}
	default:
		return false
	}
	args := make([]ir.Value, len(x.Args))
	for k, a := range x.Args {
		if args[k] = narrowOperand(a, in.Typ.(*ir.Basic)); args[k] == nil {
			return false
		}
	}
	in.Op, in.AuxInt, in.Args = x.Op, x.AuxInt, args
	return true
}

// narrowOperand is the f32 value that a widens, or nil.
func narrowOperand(a ir.Value, f32 *ir.Basic) ir.Value {
	switch a := a.(type) {
	case *ir.Instr:
		if a.Op == ir.OpConvert && isKind(a.Typ, ir.Float64) && isKind(a.Args[0].Type(), ir.Float32) {
			return a.Args[0]
		}
	case *ir.Const:
		if !isKind(a.Typ, ir.Float64) {
			return nil
		}
		v := math.Float64frombits(a.Bits)
		if math.IsNaN(v) || float64(float32(v)) != v {
			return nil
		}
		return ir.ConstFloat(f32, v) // keeps -0: float32(-0.0) is -0
	}
	return nil
}

func isKind(t ir.Type, k ir.BasicKind) bool {
	b, ok := t.(*ir.Basic)
	return ok && b.Kind == k
}
