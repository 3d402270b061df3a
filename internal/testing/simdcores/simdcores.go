// Package simdcores holds vectorize cores that cover the lowerings of the
// SIMD backends: every multiply-add shape gc fuses on arm64 (and those it
// does not), conversions, integer lanes, min and max, shifts, 32-bit
// division (by variables, by constants, under a branch), variable shift
// counts, branches, loops and the math intrinsics. kern gen writes their AVX2 and NEON loops here, and the
// generated TestKernGenSIMD compares each with the Go loop bit for bit:
// on amd64 in go test, on arm64 under qemu in CI (scripts/arm64-test.sh).
package simdcores

//go:generate go tool kern gen

import "math"

// Fused has each shape gc fuses into a multiply-add on arm64: a + x*y,
// a - x*y, x*y - a, a + -(x*y), a - -(x*y), a + x/4 (x*0.25), and two it
// does not: x*2 + a (x+x) and an add of the rounded quotient x/3.
//
//kern:vectorize
func Fused[T float32 | float64](a, b, c T) T {
	p := a*b + c
	q := c - a*b
	r := a*b - c
	s := -(a * b) + c
	u := c - -(a * b)
	v := a/4 + c
	w := a*2 + c
	x := a/3 + c
	return p + q/r + s - u + v/w - x
}

// Discriminant-like: of two products gc fuses the subtrahend.
//
//kern:vectorize
func TwoProducts[T float32 | float64](a, b, c T) T {
	return b*b - 4*a*c
}

// Intrinsics are the math functions gc compiles to one instruction.
//
//kern:vectorize
func Intrinsics(a, b, c float64) float64 {
	return math.FMA(a, b, c) + math.Sqrt(math.Abs(a)) + math.Floor(b) + math.Ceil(c) +
		math.Trunc(a) + math.Copysign(b, c) + math.RoundToEven(a)
}

// MinMax has Go's float min and max (NaN if either is, -0 below +0).
//
//kern:vectorize
func MinMax[T float32 | float64](a, b T) T {
	return min(a, b) - max(a, b)
}

// IntLanes covers integer arithmetic, bit operations, constant shifts,
// min and max.
//
//kern:vectorize
func IntLanes[T int32 | uint32 | int64 | uint64](a, b T) T {
	wide := uint(40) // a constant count past 32 bits once propagated
	return (a+b)<<3 ^ (a-b)>>5 ^ min(a, b) ^ max(a, b)&^b | -a ^ ^b ^ a>>wide
}

// Mul32 is a 32-bit product (NEON has no 64-bit one).
//
//kern:vectorize
func Mul32[T int32 | uint32](a, b T) T { return a*b + 7*a }

// F2I64, I2F64, F2U64 and U2F64 are conversions whose out-of-range
// results differ between amd64 and arm64 (saturation there).
//
//kern:vectorize
func F2I64(a float64) int64 { return int64(a) }

//kern:vectorize
func I2F64(a int64) float64 { return float64(a) }

//kern:vectorize
func F2U64(a float64) uint64 { return uint64(a) }

//kern:vectorize
func U2F64(a uint64) float64 { return float64(a) }

//kern:vectorize
func F2I32(a float32) int32 { return int32(a) }

//kern:vectorize
func I2F32(a int32) float32 { return float32(a) }

// Mul64 has 64-bit products by constants ±2^k and ±(2^k+1), which both
// backends lower to shifts and adds.
//
//kern:vectorize
func Mul64[T int64 | uint64](a T) T {
	m8, m9 := T(0)-8, T(0)-9 // -8 and -9, wrapped for uint64
	return a*3 ^ a*m8 ^ a*17 ^ a*m9
}

// Exp, Log, Sin, Cos, Tan, Atan and Tanh call Go's math functions, which
// the AVX2 loops lower to Go's amd64 bits and the NEON loops to its arm64
// bits (math.Exp is exp_arm64.s there, the others Go source gc compiles
// with multiply-adds fused): on the special values and random bits of
// the generated test. Their ...Range twins first move the input into
// the binades where each function's branches and boundaries lie
// (spread), which random bits rarely reach: Exp's overflow, underflow,
// subnormal results and |x| < 2^-28; Log's f1 < √2/2 near 1; Sin, Cos and
// Tan's octants up to 2^30, past the threshold 2^29 from which a group
// goes to the Go core; Tanh's 0.625 and MAXLOG/2.
//
//kern:vectorize
func Exp(a float64) float64 { return math.Exp(a) }

// spread is a with its exponent replaced by one of the 64 binades from
// 2^(lo−1023) on, picked by its 6 lowest bits (its sign kept).
func spread(a float64, lo uint64) float64 {
	b := math.Float64bits(a)
	return math.Float64frombits(b&^(0x7ff<<52) | (lo+b&63)<<52)
}

//kern:vectorize
func ExpRange(a float64) float64 { return math.Exp(spread(a, 1023-53)) }

//kern:vectorize
func Log(a float64) float64 { return math.Log(a) }

//kern:vectorize
func LogRange(a float64) float64 { return math.Log(spread(a, 1023-32)) }

//kern:vectorize
func Sin(a float64) float64 { return math.Sin(a) }

//kern:vectorize
func SinRange(a float64) float64 { return math.Sin(spread(a, 1023-34)) }

//kern:vectorize
func Cos(a float64) float64 { return math.Cos(a) }

//kern:vectorize
func CosRange(a float64) float64 { return math.Cos(spread(a, 1023-34)) }

//kern:vectorize
func Tan(a float64) float64 { return math.Tan(a) }

//kern:vectorize
func TanRange(a float64) float64 { return math.Tan(spread(a, 1023-34)) }

//kern:vectorize
func Atan(a float64) float64 { return math.Atan(a) }

//kern:vectorize
func AtanRange(a float64) float64 { return math.Atan(spread(a, 1023-32)) }

//kern:vectorize
func Tanh(a float64) float64 { return math.Tanh(a) }

// SinExp adds a to the product of two calls (one FMADDD in gc's arm64
// code) under a branch that IsNaN and IsInf guard: math.Sin's escape
// tests only the lanes that call it.
//
//kern:vectorize
func SinExp(a float64) float64 {
	if math.IsNaN(a) || math.IsInf(a, 0) || a < -1e6 {
		return 0
	}
	return math.Sin(a)*math.Exp(a/64) + a
}

//kern:vectorize
func TanhRange(a float64) float64 { return math.Tanh(spread(a, 1023-40)) }

// Quo divides 32-bit lanes (through float64 halves on amd64 and arm64)
// and shares the quotient with the remainder. A zero divisor (b = 1)
// leaves its group to the Go core, which panics where the Go loop does;
// b = −2 divides by −1 (MinInt32 / −1 is MinInt32, the remainder 0).
//
//kern:vectorize
func Quo[T int32 | uint32](a, b T) T { return a/(b^1) ^ a%(b^1)<<5 }

// DivConst divides by constants: float64 constants in the loop, no zero
// test, no escapes.
//
//kern:vectorize
func DivConst[T int32 | uint32](a T) T {
	return a/3 ^ a%7 ^ a/10 ^ a%16 ^ a/1000003 ^ a%(1<<31-1)
}

// DivConstSigned divides by negative constants and by MinInt32.
//
//kern:vectorize
func DivConstSigned(a int32) int32 {
	return a/-1 ^ a%-1 ^ a/-7 ^ a%-10 ^ a/math.MinInt32 ^ a%math.MinInt32
}

// DivConstUnsigned divides by constants of 2^31 and more.
//
//kern:vectorize
func DivConstUnsigned(a uint32) uint32 {
	return a/math.MaxUint32 ^ a%math.MaxUint32 ^ a/(1<<31) ^ a%(1<<31+1)
}

// DivGuarded divides only where the divisor is not 0: the zero test
// reads the branch's lanes, so no group is left to the Go core.
//
//kern:vectorize
func DivGuarded[T int32 | uint32](a, b T) T {
	if b != 0 {
		return a/b + a%b
	}
	return a
}

// Branchy has nested branches, a phi and two returns, whose conditions
// are false for NaN (a < b) or true only for it (a != a): if-converted
// on both architectures.
//
//kern:vectorize
func Branchy[T float32 | float64](a, b T) T {
	r := a
	if a < b {
		r = b - a
	} else if a != a {
		r = 0
	}
	if r > 100 {
		return r * 2
	}
	return r + b
}

// ShiftVar shifts by variable counts 0–127: below, at and past the width
// (Go gives 0, or the sign for a signed right shift), which NEON's USHL
// and SSHL give only once the count is clamped (they read its low byte).
//
//kern:vectorize
func ShiftVar[T int32 | uint32 | int64 | uint64](a, b T) T {
	s := b & 127
	return a<<s ^ a>>s ^ a>>(s>>1)<<(s>>2)
}

// ShiftHuge shifts by raw counts: mostly far past the width, with low
// bytes below it (256 + k shifts by k on NEON unclamped). A negative
// signed count panics in Go: its group is left to the Go core.
//
//kern:vectorize
func ShiftHuge[T int32 | uint32 | int64 | uint64](a, b T) T { return a<<b ^ a>>b }

// ShiftGuarded shifts by a signed count only where it is not negative:
// the negative-count test reads the branch's lanes, so no group is left
// to the Go core.
//
//kern:vectorize
func ShiftGuarded[T int32 | int64](a, b T) T {
	r := a
	if b >= 0 {
		r = a>>b ^ a<<(b&31)
	}
	return r
}

// Mandel is an escape-time loop with a break: lanes leave it after
// different numbers of iterations (NaN at once). Its products fuse on
// arm64 as gc fuses them (x*x - y*y, 4 - y*y, 2*x*y + ci).
//
//kern:vectorize
func Mandel[T float32 | float64](cr, ci T) T {
	var x, y, n T
	for n < 48 {
		xx, yy := x*x, y*y
		if xx > 4-yy {
			break
		}
		x, y = xx-yy+cr, 2*x*y+ci
		n++
	}
	return n + x
}

// Digits counts decimal digits: a while loop whose trip count differs
// per lane, dividing by a constant.
//
//kern:vectorize
func Digits[T int32 | uint32](a T) T {
	var n T = 1
	for a >= 10 || a <= ^T(8) && a < 0 {
		a /= 10
		n++
	}
	return n
}

// Collatz runs at most 200 steps of the Collatz map from a's low bits: a
// branch inside the loop and a loop-carried count.
//
//kern:vectorize
func Collatz[T int32 | uint32 | int64 | uint64](a T) T {
	x := a&0xffff | 1
	var n T
	for x != 1 && n < 200 {
		if x&1 == 0 {
			x >>= 1
		} else {
			x = 3*x + 1
		}
		n++
	}
	return n<<16 | x&0xffff
}

// Nested has a loop inside a loop whose trip count depends on the outer
// loop's counter.
//
//kern:vectorize
func Nested[T int32 | int64](a, b T) T {
	na, nb := a&7, b&7
	s := a
	for i := T(0); i < na; i++ {
		for j := T(0); j < nb+i; j++ {
			s = s*3 + (i ^ j)
		}
	}
	return s
}

// FirstBit returns from inside a loop (the lowest set bit, by variable
// shifts), or 99 after it.
//
//kern:vectorize
func FirstBit[T uint32 | uint64](a T) T {
	for i := T(0); i < 40; i++ {
		if a>>i&1 != 0 {
			return i
		}
	}
	return 99
}
