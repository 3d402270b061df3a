package eval

import (
	"github.com/kernlab/kern/half"
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// Convert is OpConvert from type from to type to, with Go's semantics and
// amd64's results for out-of-range float→integer conversions (see the
// package comment).
func Convert(to, from *ir.Basic, x uint64) uint64 {
	switch {
	case to.Kind == ir.Bool || from.Kind == ir.Bool:
		return Norm(to, x)
	case from.IsFloat() && to.IsFloat():
		if to.Kind == ir.Float32 {
			return b32(float32(toF64(from, x)))
		}
		return b64(toF64(from, x))
	case from.IsFloat():
		return Norm(to, floatToInt(to, toF64(from, x)))
	case to.IsFloat():
		if from.IsSigned() {
			v := Signed(from, x)
			if to.Kind == ir.Float32 {
				return b32(float32(v))
			}
			return b64(float64(v))
		}
		if to.Kind == ir.Float32 {
			return b32(float32(x))
		}
		return b64(float64(x))
	}
	// Integer to integer: extend by the source's signedness, truncate to
	// the destination.
	if from.IsSigned() {
		return Norm(to, uint64(Signed(from, x)))
	}
	return Norm(to, x)
}

// toF64 widens an f32 or f64 value exactly.
func toF64(t *ir.Basic, x uint64) float64 {
	if t.Kind == ir.Float32 {
		return float64(f32(x))
	}
	return f64(x)
}

const two63 = 9223372036854775808.0

// cvttsd2sq is amd64's truncating float→int64: 1<<63 when the truncated
// value does not fit (or x is NaN).
func cvttsd2sq(x float64) uint64 {
	if x >= -two63 && x < two63 {
		return uint64(int64(x))
	}
	return 1 << 63
}

// cvttsd2sl is amd64's truncating float→int32 (zero-extended bits).
func cvttsd2sl(x float64) uint64 {
	t := math.Trunc(x)
	if t >= math.MinInt32 && t <= math.MaxInt32 {
		return uint64(uint32(int32(t)))
	}
	return 1 << 31
}

// floatToInt is the amd64 code Go emits for each destination type; the
// caller truncates to the destination's width. Float32 sources are widened
// first: every CVTTSS2S* result equals the CVTTSD2S* result of the exact
// widening, and x-2^63 is exact in either width for x in [2^63, 2^64).
func floatToInt(to *ir.Basic, x float64) uint64 {
	switch to.Kind {
	case ir.Int8, ir.Int16, ir.Int32, ir.Uint8, ir.Uint16:
		return cvttsd2sl(x)
	case ir.Int64, ir.Uint32:
		return cvttsd2sq(x)
	case ir.Uint64:
		if x < two63 { // false for NaN, as UCOMISD's unordered result
			return cvttsd2sq(x)
		}
		return cvttsd2sq(x-two63) | 1<<63
	}
	return 0
}

// Bitcast reinterprets bits between same-size types: the canonical
// encoding already is the bits, so only the width matters.
func Bitcast(to *ir.Basic, x uint64) uint64 { return Norm(to, x) }

// Math evaluates OpMath. ok is false for a function or type it does not
// define.
func Math(fn ir.MathFn, t *ir.Basic, a []uint64) (uint64, bool) {
	if fn >= ir.MathPopCount && fn <= ir.MathByteSwap {
		if !t.IsInteger() || len(a) != 1 {
			return 0, false
		}
		return Norm(t, bitOp(fn, t, a[0])), true
	}
	if !t.IsFloat() || len(a) != mathArity(fn) {
		return 0, false
	}
	if t.Kind == ir.Float32 && fn == ir.MathFMA {
		return b32(fma32(f32(a[0]), f32(a[1]), f32(a[2]))), true
	}
	if fn == ir.MathAbs {
		if t.Kind == ir.Float32 {
			return a[0] &^ (1 << 31), true
		}
		return a[0] &^ (1 << 63), true
	}
	x := toF64(t, a[0])
	var r float64
	switch fn {
	case ir.MathSqrt, ir.MathApproxSqrt:
		r = math.Sqrt(x) // a correctly rounded f64 sqrt rounds correctly to f32 too
	case ir.MathFMA:
		r = math.FMA(x, toF64(t, a[1]), toF64(t, a[2]))
	case ir.MathFloor:
		r = math.Floor(x)
	case ir.MathCeil:
		r = math.Ceil(x)
	case ir.MathTrunc:
		r = math.Trunc(x)
	case ir.MathRoundEven:
		r = math.RoundToEven(x)
	case ir.MathRound:
		r = math.Round(x)
	case ir.MathCopysign:
		r = math.Copysign(x, toF64(t, a[1]))
	case ir.MathApproxRcp:
		if t.Kind == ir.Float32 {
			return b32(1 / f32(a[0])), true
		}
		r = 1 / x
	case ir.MathApproxExp2:
		r = math.Exp2(x)
	case ir.MathApproxLog2:
		r = math.Log2(x)
	case ir.MathApproxSin:
		r = math.Sin(x)
	case ir.MathApproxCos:
		r = math.Cos(x)
	default:
		return 0, false
	}
	if t.Kind == ir.Float32 {
		return b32(float32(r)), true
	}
	return b64(r), true
}

// MathArity is the operand count of a math function.
func MathArity(fn ir.MathFn) int { return mathArity(fn) }

func mathArity(fn ir.MathFn) int {
	switch fn {
	case ir.MathFMA:
		return 3
	case ir.MathCopysign:
		return 2
	}
	return 1
}

// fma32 is x*y+z rounded once to f32: the product is exact in f64; the sum
// is rounded to odd in f64 (53 ≥ 2·24+2 bits), so the final rounding to
// f32 is the correct one.
func fma32(x, y, z float32) float32 {
	p := float64(x) * float64(y)
	zf := float64(z)
	s := p + zf
	if math.IsInf(s, 0) || math.IsNaN(s) || s == 0 {
		return float32(s)
	}
	// TwoSum: e is the exact rounding error of s.
	bp := s - zf
	e := (p - bp) + (zf - (s - bp))
	if e != 0 && math.Float64bits(s)&1 == 0 {
		if e > 0 {
			s = math.Nextafter(s, math.Inf(1))
		} else {
			s = math.Nextafter(s, math.Inf(-1))
		}
	}
	return float32(s)
}

// Half evaluates OpHalf: package half's operations on bit patterns, which
// define the results every target gives.
func Half(op ir.HalfOp, bf bool, a []uint64) (uint64, bool) {
	if e, packed := op.Packed(); packed {
		// Each element on its own: the low 16 bits, then the high.
		lo, hi := make([]uint64, len(a)), make([]uint64, len(a))
		for k, x := range a {
			lo[k], hi[k] = x&0xffff, x>>16&0xffff
		}
		l, ok1 := Half(e, bf, lo)
		h, ok2 := Half(e, bf, hi)
		return l | h<<16, ok1 && ok2
	}
	if bf {
		return halfOp[half.BFloat16](op, a)
	}
	return halfOp[half.Float16](op, a)
}

func halfOp[T half.Half](op ir.HalfOp, a []uint64) (uint64, bool) {
	h := func(k int) T { return T(a[k]) }
	switch op {
	case ir.HalfAdd:
		return uint64(half.HAdd(h(0), h(1))), true
	case ir.HalfSub:
		return uint64(half.HSub(h(0), h(1))), true
	case ir.HalfMul:
		return uint64(half.HMul(h(0), h(1))), true
	case ir.HalfFMA:
		return uint64(half.HFma(h(0), h(1), h(2))), true
	case ir.HalfToF32:
		var f float32
		switch x := any(h(0)).(type) {
		case half.Float16:
			f = x.Float32()
		case half.BFloat16:
			f = x.Float32()
		}
		return b32(f), true
	case ir.HalfFromF32:
		var z T
		if _, ok := any(z).(half.BFloat16); ok {
			return uint64(half.ToBFloat16(f32(a[0]))), true
		}
		return uint64(half.ToFloat16(f32(a[0]))), true
	}
	return 0, false
}
