package half

import (
	"math"
	"math/big"
	"sort"
)

// The references in this file share nothing with the package's code: they
// decode from the format's definition with math.Ldexp, round through a
// sorted table of every finite value, or round a big.Float with integer
// arithmetic.

// format describes one of the four encodings.
type format struct {
	name  string
	mbits uint // stored fraction bits
	ebits uint
	bias  int
	ieee  bool // top exponent is Inf/NaN; otherwise only all-ones is NaN (E4M3FN)
}

var (
	fmtF16  = format{"Float16", 10, 5, 15, true}
	fmtBF16 = format{"BFloat16", 7, 8, 127, true}
	fmtE4M3 = format{"Float8E4M3", 3, 4, 7, false}
	fmtE5M2 = format{"Float8E5M2", 2, 5, 15, true}
	formats = []format{fmtF16, fmtBF16, fmtE4M3, fmtE5M2}
)

func (f format) width() uint      { return 1 + f.ebits + f.mbits }
func (f format) signBit() uint64  { return 1 << (f.width() - 1) }
func (f format) patterns() uint64 { return 1 << f.width() }

// maxFinite is the largest finite magnitude pattern; maxFinite+1 is the
// pattern an overflow gives (Inf, or NaN for E4M3FN), and its value with an
// unbounded exponent is the virtual neighbour that ties round against.
func (f format) maxFinite() uint64 {
	if f.ieee {
		return (1<<f.ebits-1)<<f.mbits - 1
	}
	return 1<<(f.ebits+f.mbits) - 2
}

// value decodes a pattern from the definition. For the magnitude pattern
// maxFinite+1 it gives the unbounded-exponent value when unbounded is set.
func (f format) value(p uint64, unbounded bool) float64 {
	neg := p&f.signBit() != 0
	mag := p &^ f.signBit()
	e := int(mag >> f.mbits)
	m := float64(mag & (1<<f.mbits - 1))
	var v float64
	switch {
	case mag > f.maxFinite() && !(unbounded && mag == f.maxFinite()+1):
		if f.ieee && m == 0 {
			v = math.Inf(1)
		} else {
			v = math.NaN()
		}
	case e == 0:
		v = math.Ldexp(m, 1-f.bias-int(f.mbits))
	default:
		v = math.Ldexp(m+math.Ldexp(1, int(f.mbits)), e-f.bias-int(f.mbits))
	}
	if neg {
		v = -v
	}
	return v
}

func (f format) isNaN(p uint64) bool { return math.IsNaN(f.value(p, false)) }

// table holds every finite non-negative value in pattern order, then the
// virtual neighbour.
type table struct {
	f    format
	vals []float64
}

var tables = map[format]*table{}

// tableOf returns f's table, made once.
func tableOf(f format) *table {
	t := tables[f]
	if t == nil {
		t = newTable(f)
		tables[f] = t
	}
	return t
}

func newTable(f format) *table {
	t := &table{f: f}
	for p := uint64(0); p <= f.maxFinite()+1; p++ {
		t.vals = append(t.vals, f.value(p, true))
	}
	return t
}

// round rounds a float64 to the nearest pattern, ties to the even pattern
// (the even one has the even fraction), overflow to the overflow pattern.
// The comparison with the midpoint is exact: the midpoints of these formats
// have at most 13 significant bits and lie in float64's normal range.
func (t *table) round(x float64) uint64 {
	var sign uint64
	if math.Signbit(x) {
		sign, x = t.f.signBit(), -x
	}
	if math.IsNaN(x) {
		panic("table.round of NaN")
	}
	n := uint64(len(t.vals))
	k := uint64(sort.SearchFloat64s(t.vals, x)) // first ≥ x
	switch {
	case k == n:
		return sign | (n - 1) // past the virtual neighbour: overflow
	case t.vals[k] == x || k == 0:
		return sign | k
	}
	lo, hi := t.vals[k-1], t.vals[k]
	mid := lo + (hi-lo)/2
	switch {
	case x < mid:
		return sign | (k - 1)
	case x > mid:
		return sign | k
	case k&1 == 0:
		return sign | k
	}
	return sign | (k - 1)
}

// bigRound rounds an exact big.Float (finite) to the nearest pattern by
// scaling it to an integer count of the quantum at its magnitude.
func (f format) bigRound(x *big.Float) uint64 {
	var sign uint64
	if x.Signbit() {
		sign = f.signBit()
	}
	if x.Sign() == 0 {
		return sign
	}
	ax := new(big.Float).Abs(x) // a zero-precision receiver takes x's
	exp := ax.MantExp(nil)      // ax = mant × 2^exp, mant in [0.5, 1)
	p := int(f.mbits) + 1
	minQ := 1 - f.bias - int(f.mbits) // the subnormal quantum's exponent
	q := max(exp-p, minQ)
	n := new(big.Float).SetPrec(ax.Prec()).SetMantExp(ax, -q) // exact
	ni, _ := n.Int(nil)                                       // truncated
	frac := new(big.Float).SetPrec(ax.Prec()).Sub(n, new(big.Float).SetInt(ni))
	switch frac.Cmp(big.NewFloat(0.5)) {
	case 1:
		ni.Add(ni, big.NewInt(1))
	case 0:
		if ni.Bit(0) == 1 {
			ni.Add(ni, big.NewInt(1))
		}
	}
	if ni.Sign() == 0 {
		return sign
	}
	if ni.BitLen() > p { // the carry of rounding up to a power of two
		ni.Rsh(ni, 1)
		q++
	}
	var mag uint64
	if ni.BitLen() < p { // subnormal (q is then minQ)
		mag = ni.Uint64()
	} else {
		e := q + int(f.mbits) + f.bias
		if e > int(f.maxFinite()>>f.mbits)+1 {
			return sign | (f.maxFinite() + 1)
		}
		mag = uint64(e)<<f.mbits | ni.Uint64()&(1<<f.mbits-1)
	}
	if mag > f.maxFinite() {
		mag = f.maxFinite() + 1
	}
	return sign | mag
}

// exact returns x as a big.Float precise enough that the sums and products
// the tests form are exact.
func exact(x float64) *big.Float { return new(big.Float).SetPrec(2048).SetFloat64(x) }
