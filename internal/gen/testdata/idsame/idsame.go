// Package idsame has a generic core whose type parameter no operand has
// as its type: its instances' operands have the same dtypes, so the
// runtime could not tell them apart, and kern gen rejects it.
package idsame

//kern:vectorize
func Conv[T int32 | int64](x float64) float64 { return float64(T(x)) }
