package eval

import (
	"math"
	"math/bits"

	"github.com/kernlab/kern/compiler/ir"
)

// Norm truncates v to t's width (the canonical encoding); bool becomes 0 or 1.
func Norm(t *ir.Basic, v uint64) uint64 {
	switch t.Kind {
	case ir.Bool:
		if v != 0 {
			return 1
		}
		return 0
	case ir.Int8, ir.Uint8:
		return v & 0xff
	case ir.Int16, ir.Uint16:
		return v & 0xffff
	case ir.Int32, ir.Uint32, ir.Float32:
		return v & 0xffffffff
	}
	return v
}

// Signed sign-extends a canonical value of an integer type.
func Signed(t *ir.Basic, v uint64) int64 {
	switch t.Kind {
	case ir.Int8:
		return int64(int8(v))
	case ir.Int16:
		return int64(int16(v))
	case ir.Int32:
		return int64(int32(v))
	}
	return int64(v)
}

func f32(v uint64) float32 { return math.Float32frombits(uint32(v)) }
func f64(v uint64) float64 { return math.Float64frombits(v) }
func b32(x float32) uint64 { return uint64(math.Float32bits(x)) }
func b64(x float64) uint64 { return math.Float64bits(x) }

// ShiftCount turns a shift count of integer type ct into an unsigned count
// (sign-extending signed types, so negative counts are huge).
func ShiftCount(ct *ir.Basic, y uint64) uint64 {
	if ct.IsSigned() {
		return uint64(Signed(ct, y))
	}
	return y
}

// DivZero is the documented result of an integer x/0 (OpDiv) or x%0 (OpRem)
// outside debug mode.
func DivZero(op ir.Op, t *ir.Basic, x uint64) uint64 {
	if op == ir.OpRem {
		return x
	}
	return Norm(t, ^uint64(0))
}

// Binary evaluates a binary arithmetic op (OpAdd … OpMax) on operands of
// type t. For shifts y is an unsigned count (see ShiftCount). ok is false
// for integer division or remainder by zero and for ops that are not
// binary arithmetic.
func Binary(op ir.Op, t *ir.Basic, x, y uint64) (r uint64, ok bool) {
	switch {
	case t.Kind == ir.Float32:
		return binF32(op, f32(x), f32(y))
	case t.Kind == ir.Float64:
		return binF64(op, f64(x), f64(y))
	case t.Kind == ir.Bool:
		switch op {
		case ir.OpAnd, ir.OpMin:
			return x & y, true
		case ir.OpOr, ir.OpMax:
			return x | y, true
		case ir.OpXor:
			return x ^ y, true
		case ir.OpAndNot:
			return x &^ y, true
		}
		return 0, false
	case t.IsSigned():
		r, ok = binInt(op, t, Signed(t, x), Signed(t, y), y)
	case t.IsUnsigned():
		r, ok = binUint(op, t, x, y)
	default:
		return 0, false
	}
	return Norm(t, r), ok
}

func binInt(op ir.Op, t *ir.Basic, x, y int64, count uint64) (uint64, bool) {
	w := uint64(t.Bits())
	switch op {
	case ir.OpAdd:
		return uint64(x + y), true
	case ir.OpSub:
		return uint64(x - y), true
	case ir.OpMul:
		return uint64(x * y), true
	case ir.OpDiv, ir.OpRem:
		if y == 0 {
			return 0, false
		}
		if y == -1 {
			// Go: MinInt/-1 = MinInt (wraps), MinInt%-1 = 0; after the
			// width truncation -x gives exactly that at every width.
			if op == ir.OpDiv {
				return uint64(-x), true
			}
			return 0, true
		}
		if op == ir.OpDiv {
			return uint64(x / y), true
		}
		return uint64(x % y), true
	case ir.OpAnd:
		return uint64(x & y), true
	case ir.OpOr:
		return uint64(x | y), true
	case ir.OpXor:
		return uint64(x ^ y), true
	case ir.OpAndNot:
		return uint64(x &^ y), true
	case ir.OpShl:
		if count >= w {
			return 0, true
		}
		return uint64(x << count), true
	case ir.OpShr:
		if count >= w {
			count = 63
		}
		return uint64(x >> count), true
	case ir.OpMin:
		return uint64(min(x, y)), true
	case ir.OpMax:
		return uint64(max(x, y)), true
	}
	return 0, false
}

func binUint(op ir.Op, t *ir.Basic, x, y uint64) (uint64, bool) {
	w := uint64(t.Bits())
	switch op {
	case ir.OpAdd:
		return x + y, true
	case ir.OpSub:
		return x - y, true
	case ir.OpMul:
		return x * y, true
	case ir.OpDiv:
		if y == 0 {
			return 0, false
		}
		return x / y, true
	case ir.OpRem:
		if y == 0 {
			return 0, false
		}
		return x % y, true
	case ir.OpAnd:
		return x & y, true
	case ir.OpOr:
		return x | y, true
	case ir.OpXor:
		return x ^ y, true
	case ir.OpAndNot:
		return x &^ y, true
	case ir.OpShl:
		if y >= w {
			return 0, true
		}
		return x << y, true
	case ir.OpShr:
		if y >= w {
			return 0, true
		}
		return x >> y, true
	case ir.OpMin:
		return min(x, y), true
	case ir.OpMax:
		return max(x, y), true
	}
	return 0, false
}

func binF32(op ir.Op, x, y float32) (uint64, bool) {
	switch op {
	case ir.OpAdd:
		return b32(x + y), true
	case ir.OpSub:
		return b32(x - y), true
	case ir.OpMul:
		return b32(x * y), true
	case ir.OpDiv:
		return b32(x / y), true
	case ir.OpMin:
		return b32(min(x, y)), true
	case ir.OpMax:
		return b32(max(x, y)), true
	}
	return 0, false
}

func binF64(op ir.Op, x, y float64) (uint64, bool) {
	switch op {
	case ir.OpAdd:
		return b64(x + y), true
	case ir.OpSub:
		return b64(x - y), true
	case ir.OpMul:
		return b64(x * y), true
	case ir.OpDiv:
		return b64(x / y), true
	case ir.OpMin:
		return b64(min(x, y)), true
	case ir.OpMax:
		return b64(max(x, y)), true
	}
	return 0, false
}

// Compare evaluates a comparison (OpEq … OpGe) of two operands of type t
// (a Basic or a Pointer; pointers compare as unsigned 64-bit values).
func Compare(op ir.Op, t ir.Type, x, y uint64) (bool, bool) {
	b, isBasic := t.(*ir.Basic)
	switch {
	case isBasic && b.Kind == ir.Float32:
		return cmp(op, f32(x), f32(y))
	case isBasic && b.Kind == ir.Float64:
		return cmp(op, f64(x), f64(y))
	case isBasic && b.IsSigned():
		return cmp(op, Signed(b, x), Signed(b, y))
	}
	return cmp(op, x, y)
}

func cmp[T int64 | uint64 | float32 | float64](op ir.Op, x, y T) (bool, bool) {
	switch op {
	case ir.OpEq:
		return x == y, true
	case ir.OpNe:
		return x != y, true
	case ir.OpLt:
		return x < y, true
	case ir.OpLe:
		return x <= y, true
	case ir.OpGt:
		return x > y, true
	case ir.OpGe:
		return x >= y, true
	}
	return false, false
}

// Unary evaluates OpNeg, OpNot and OpCompl.
func Unary(op ir.Op, t *ir.Basic, x uint64) (uint64, bool) {
	switch op {
	case ir.OpNot:
		return x ^ 1, t.Kind == ir.Bool
	case ir.OpCompl:
		return Norm(t, ^x), t.IsInteger()
	case ir.OpNeg:
		switch {
		case t.Kind == ir.Float32:
			return x ^ 1<<31, true
		case t.Kind == ir.Float64:
			return x ^ 1<<63, true
		case t.IsInteger():
			return Norm(t, -x), true
		}
	}
	return 0, false
}

// Select is c ? x : y.
func Select(c, x, y uint64) uint64 {
	if c != 0 {
		return x
	}
	return y
}

// popcount etc. operate on the canonical (zero-extended) value at width w.
func bitOp(fn ir.MathFn, t *ir.Basic, x uint64) uint64 {
	w := t.Bits()
	switch fn {
	case ir.MathPopCount:
		return uint64(bits.OnesCount64(x))
	case ir.MathClz:
		return uint64(bits.LeadingZeros64(x) - (64 - w))
	case ir.MathCtz:
		if x == 0 {
			return uint64(w)
		}
		return uint64(bits.TrailingZeros64(x))
	case ir.MathBitRev:
		return bits.Reverse64(x) >> (64 - w)
	case ir.MathByteSwap:
		return bits.ReverseBytes64(x) >> (64 - w)
	}
	return 0
}
