package hostmath

import "math"

// Hypot is math.Hypot as Go's amd64 assembly (hypot_amd64.s) computes it:
// max·√(1 + (min/max)²) on the magnitudes, each step rounded.
//
//kern:vectorize
func Hypot(p, q float64) float64 {
	pb := math.Float64bits(p) &^ (1 << 63)
	qb := math.Float64bits(q) &^ (1 << 63)
	if pb >= 0x7FF0000000000000 || qb >= 0x7FF0000000000000 {
		if pb == 0x7FF0000000000000 || qb == 0x7FF0000000000000 {
			return math.Inf(1)
		}
		return math.Float64frombits(0x7FF8000000000001)
	}
	if pb|qb == 0 {
		return 0
	}
	x, y := math.Float64frombits(pb), math.Float64frombits(qb)
	hi, lo := y, x // MAXSD and MINSD: neither is NaN, and equal values are equal bits
	if x > y {
		hi, lo = x, y
	}
	r := lo / hi
	return hi * math.Sqrt(float64(r*r)+1)
}
