package reject

// Conv's type parameter is no operand's type: Conv[int32] and Conv[int64]
// both take and return float64.
//
//kern:vectorize
func Conv[T int32 | int64](x float64) float64 { return float64(T(x)) } // ERROR "K028"

// IntOrInt64's instances for int and int64 take the same operands and
// compile to the same code: either serves for the other.
//
//kern:vectorize
func IntOrInt64[T int | int64](x T) float64 { return float64(x) }
