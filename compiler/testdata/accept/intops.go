package accept

// DivRem64 returns x/y*1000 + x%y for int64 (Go truncates toward zero;
// MinInt64/-1 is MinInt64 and MinInt64%-1 is 0).
//
//kern:vectorize
func DivRem64(x, y int64) int64 {
	if y == 0 {
		return 0
	}
	return x/y ^ (x%y)<<1
}

// DivRem8 covers the narrow signed case (-128 / -1 wraps).
//
//kern:vectorize
func DivRem8(x, y int8) int8 {
	if y == 0 {
		return 0
	}
	return x/y + x%y
}

// DivRemU32 covers unsigned division.
//
//kern:vectorize
func DivRemU32(x, y uint32) uint32 {
	if y == 0 {
		return 0
	}
	return x/y*7 + x%y
}

// Shifts shifts by counts of any size (>= width gives 0 or -1).
//
//kern:vectorize
func Shifts(x int32, s uint8) int32 {
	return x<<s ^ x>>s ^ int32(uint32(x)>>s)
}

// Shifts64 uses a signed shift count (non-negative in the tests).
//
//kern:vectorize
func Shifts64(x int64, s int64) int64 {
	if s < 0 {
		return 0
	}
	return x<<s + x>>s
}

// Overflow wraps like Go.
//
//kern:vectorize
func Overflow(x int32, y uint16) int32 {
	a := x * 1_000_003
	b := y + 60000
	c := int8(x) + 100
	return a + int32(b) + int32(c)
}

// BitOps covers &, |, ^, &^ and unary ^.
//
//kern:vectorize
func BitOps(x, y uint64) uint64 {
	return (x & y) | (x ^ ^y) | (x &^ y)
}

// FloatToInt converts with Go's rules (NaN, Inf and out-of-range give
// amd64's values).
//
//kern:vectorize
func FloatToInt(x float64) int64 {
	return int64(x) + int64(int32(x))*3 + int64(uint8(x))
}

// FloatToUint converts to unsigned.
//
//kern:vectorize
func FloatToUint(x float32) uint32 { return uint32(x) }

// IntToFloat converts with rounding to nearest even.
//
//kern:vectorize
func IntToFloat(x int64) float32 { return float32(x) + float32(uint64(x)) }

// Narrowing truncates and sign-extends.
//
//kern:vectorize
func Narrowing(x int64) int64 {
	return int64(int8(x)) + int64(uint16(x)) + int64(int32(x))
}

// MinMax uses the min and max builtins (NaN and -0 as Go).
//
//kern:vectorize
func MinMax(a, b, c float64) float64 { return min(a, b, c) - max(a, b) }

// MinMaxInt uses min and max on integers.
//
//kern:vectorize
func MinMaxInt(a, b int16) int16 { return min(a, b)*3 + max(a, b, 7) }

// FloatCompare returns a bit per comparison (NaN compares false except !=).
//
//kern:vectorize
func FloatCompare(a, b float32) int32 {
	r := int32(0)
	if a == b {
		r |= 1
	}
	if a != b {
		r |= 2
	}
	if a < b {
		r |= 4
	}
	if a <= b {
		r |= 8
	}
	if a > b {
		r |= 16
	}
	if a >= b {
		r |= 32
	}
	return r
}

// Negate covers unary minus on floats (-0) and ints (MinInt wraps).
//
//kern:vectorize
func Negate(x float32, y int32) float32 { return -x * float32(-y) }
