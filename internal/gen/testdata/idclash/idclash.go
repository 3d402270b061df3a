// Package idclash has a generic core whose two instantiations have the
// same distinct operand dtypes in the same order of first appearance,
// (int64, float64) -> int64 and (int64, float64) -> float64: an identity
// built from them names both alike.
package idclash

//kern:vectorize
func Pick[T int64 | float64](x int64, y float64) T { return T(x) }
