package half

import "math"

// Half is the set of 16-bit floating-point types: one H* function serves
// both binary16 and bfloat16.
type Half interface {
	Float16 | BFloat16
}

// isBF reports whether T is BFloat16. The zero value converts to an
// interface without allocating, and the check is a type-word compare.
func isBF[T Half]() bool {
	var z T
	_, ok := any(z).(BFloat16)
	return ok
}

// wide returns x as a float32, exactly.
func wide[T Half](x T) float32 {
	if isBF[T]() {
		return math.Float32frombits(uint32(x) << 16)
	}
	return math.Float32frombits(f16ToF32(uint16(x)))
}

// narrow rounds f to T once.
func narrow[T Half](f float64) T {
	if isBF[T]() {
		return T(ToBFloat16From64(f))
	}
	return T(ToFloat16From64(f))
}

// HToFloat32 returns x as a float32 (exact), for generic code: a type
// parameter has no Float32 method.
func HToFloat32[T Half](x T) float32 { return wide(x) }

// HFromFloat32 returns the T nearest to f (ties to even), for generic
// code: ToFloat16 or ToBFloat16 chosen by T.
func HFromFloat32[T Half](f float32) T {
	if isBF[T]() {
		return T(ToBFloat16(f))
	}
	return T(ToFloat16(f))
}

// The operations compute in float64 and round once to T. That is correct
// rounding: a sum, difference or product of two binary16 or bfloat16
// values is exact in float64 unless their exponents are far apart, and
// float64 has 53 ≥ 2p+2 bits (p = 11 or 8) for the rest and for quotients
// and square roots, which makes the double rounding innocuous. Every such
// result also lies in float64's normal range, where that argument holds.
// A float32 result of a bfloat16 operation can be subnormal, where float32
// has fewer bits and the argument fails (no bfloat16 quotient was found to
// go wrong that way, but float64 needs no search).

// HAdd returns a+b, correctly rounded.
func HAdd[T Half](a, b T) T { return narrow[T](float64(wide(a)) + float64(wide(b))) }

// HSub returns a-b, correctly rounded.
func HSub[T Half](a, b T) T { return narrow[T](float64(wide(a)) - float64(wide(b))) }

// HMul returns a×b, correctly rounded.
func HMul[T Half](a, b T) T { return narrow[T](float64(wide(a)) * float64(wide(b))) }

// HDiv returns a/b, correctly rounded.
func HDiv[T Half](a, b T) T { return narrow[T](float64(wide(a)) / float64(wide(b))) }

// HSqrt returns the square root of a, correctly rounded (NaN for a < 0,
// -0 for -0).
func HSqrt[T Half](a T) T { return narrow[T](math.Sqrt(float64(wide(a)))) }

// HFma returns a×b+c computed exactly and rounded once, as IEEE 754's
// fusedMultiplyAdd and CUDA's __hfma do.
func HFma[T Half](a, b, c T) T {
	x, y, z := float64(wide(a)), float64(wide(b)), float64(wide(c))
	p := float64(x * y) // exact: at most 22 significant bits, in range
	s := p + z
	if math.IsInf(s, 0) || math.IsNaN(s) {
		return narrow[T](s) // the operands were not all finite
	}
	// The float64 sum can be inexact (a tiny c beside a large product),
	// and rounding it again to 16 bits could then round twice wrongly.
	// Round it to odd instead: with 53 ≥ p+2 bits, rounding the
	// round-to-odd sum to nearest gives the correctly rounded result.
	// TwoSum gives the sum's exact error; if it is nonzero and s is even,
	// the odd neighbour on the error's side is the round-to-odd sum.
	bv := s - p
	e := (p - (s - bv)) + (z - bv)
	if u := math.Float64bits(s); e != 0 && u&1 == 0 {
		if (e > 0) == (s > 0) {
			u++
		} else {
			u--
		}
		s = math.Float64frombits(u)
	}
	return narrow[T](s)
}

// HNeg returns -a: the sign flipped, NaNs included.
func HNeg[T Half](a T) T { return a ^ 0x8000 }

// HAbs returns |a|: the sign cleared, NaNs included.
func HAbs[T Half](a T) T { return a &^ 0x8000 }

// HMin returns the smaller of a and b as Go's min does: a NaN operand gives
// a NaN, and -0 is smaller than +0.
func HMin[T Half](a, b T) T {
	x, y := wide(a), wide(b)
	switch {
	case x != x:
		return a
	case y != y:
		return b
	case x < y:
		return a
	case y < x:
		return b
	case a&0x8000 != 0: // equal: only ±0 differ in bits
		return a
	}
	return b
}

// HMax returns the larger of a and b as Go's max does: a NaN operand gives
// a NaN, and +0 is larger than -0.
func HMax[T Half](a, b T) T {
	x, y := wide(a), wide(b)
	switch {
	case x != x:
		return a
	case y != y:
		return b
	case x > y:
		return a
	case y > x:
		return b
	case a&0x8000 == 0:
		return a
	}
	return b
}

// HEq reports a == b (false if either is NaN; -0 == +0).
func HEq[T Half](a, b T) bool { return wide(a) == wide(b) }

// HNe reports a != b (true if either is NaN).
func HNe[T Half](a, b T) bool { return wide(a) != wide(b) }

// HLt reports a < b.
func HLt[T Half](a, b T) bool { return wide(a) < wide(b) }

// HLe reports a <= b.
func HLe[T Half](a, b T) bool { return wide(a) <= wide(b) }

// HGt reports a > b.
func HGt[T Half](a, b T) bool { return wide(a) > wide(b) }

// HGe reports a >= b.
func HGe[T Half](a, b T) bool { return wide(a) >= wide(b) }

// The math functions return Go's float64 math function of the widened
// value, rounded once to T. That is the correctly rounded result for
// every input of both types: no float64 result lies within 2^-48
// (relative) of a rounding boundary of T, which the tests check over all
// 65536 patterns, so any float64 implementation within a few ULP (Go's
// amd64 assembly Exp and Log, its pure-Go code that kernels run on GPUs)
// rounds to the same T.

// HExp returns e^a, correctly rounded.
func HExp[T Half](a T) T { return narrow[T](math.Exp(float64(wide(a)))) }

// HLog returns the natural logarithm of a, correctly rounded.
func HLog[T Half](a T) T { return narrow[T](math.Log(float64(wide(a)))) }

// HSin returns the sine of a (radians), correctly rounded.
func HSin[T Half](a T) T { return narrow[T](math.Sin(float64(wide(a)))) }

// HCos returns the cosine of a (radians), correctly rounded.
func HCos[T Half](a T) T { return narrow[T](math.Cos(float64(wide(a)))) }

// HTanh returns the hyperbolic tangent of a, correctly rounded.
func HTanh[T Half](a T) T { return narrow[T](math.Tanh(float64(wide(a)))) }

// HLog2 returns the base-2 logarithm of a, correctly rounded.
func HLog2[T Half](a T) T { return narrow[T](math.Log2(float64(wide(a)))) }

// HLog10 returns the base-10 logarithm of a, correctly rounded.
func HLog10[T Half](a T) T { return narrow[T](math.Log10(float64(wide(a)))) }

// HExp2 returns 2^a, correctly rounded. For an integer a the result is
// exact; 2^-25 (binary16) and 2^-134 (bfloat16) are halfway between zero
// and the smallest subnormal and round to zero, ties to even.
func HExp2[T Half](a T) T { return narrow[T](math.Exp2(float64(wide(a)))) }

// HExp10 returns 10^a, correctly rounded.
func HExp10[T Half](a T) T { return narrow[T](math.Pow(10, float64(wide(a)))) }

// HRcp returns 1/a, correctly rounded (HDiv(1, a)).
func HRcp[T Half](a T) T { return narrow[T](1 / float64(wide(a))) }

// HRsqrt returns 1/√a, correctly rounded: the float64 square root and
// quotient are each correctly rounded, and no result of the two lies
// within 2^-48 of a rounding boundary of T.
func HRsqrt[T Half](a T) T { return narrow[T](1 / math.Sqrt(float64(wide(a)))) }

// HCeil returns the least integer value not less than a (exact).
func HCeil[T Half](a T) T { return narrow[T](math.Ceil(float64(wide(a)))) }

// HFloor returns the greatest integer value not greater than a (exact).
func HFloor[T Half](a T) T { return narrow[T](math.Floor(float64(wide(a)))) }

// HTrunc returns the integer value of a rounded toward zero (exact).
func HTrunc[T Half](a T) T { return narrow[T](math.Trunc(float64(wide(a)))) }

// HRint returns a rounded to the nearest integer, ties to even (exact):
// CUDA's hrint and NumPy's rint.
func HRint[T Half](a T) T { return narrow[T](math.RoundToEven(float64(wide(a)))) }
