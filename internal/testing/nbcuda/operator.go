package nbcuda

import (
	"math"

	"github.com/kernlab/kern"
)

// test_operator.py's operator_template (add, sub, mul, truediv, floordiv
// on a[i], b[i]) widened to Go's operators on every integer width and
// both float types, at the edge values.

// Ints is the integer types IntOps is instantiated for.
type Ints interface {
	int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64
}

// IntOps writes, for x = a[i], y = b[i] (y nonzero) and the shift count
// s = c[i] (0 ≤ s, up to past the width), x+y, x−y, x·y, x/y, x%y, x&y,
// x|y, x^y, x&^y, x<<s, x>>s, −x, ^x and the comparisons x<y, x<=y, x==y
// (as 0/1) to out[16i…].
//
//kern:kernel
func IntOps[T Ints](t *kern.Thread, out, a, b []T, c []uint32) {
	i := t.Grid1()
	if i >= len(a) {
		return
	}
	x, y, s := a[i], b[i], c[i]
	o := out[16*i : 16*i+16]
	o[0], o[1], o[2], o[3], o[4] = x+y, x-y, x*y, x/y, x%y
	o[5], o[6], o[7], o[8] = x&y, x|y, x^y, x&^y
	o[9], o[10] = x<<s, x>>s
	o[11], o[12] = -x, ^x
	o[13], o[14], o[15] = b2t[T](x < y), b2t[T](x <= y), b2t[T](x == y)
}

func b2t[T Ints | float32 | float64](b bool) T {
	if b {
		return 1
	}
	return 0
}

// FloatOps writes, for x = a[i], y = b[i], x+y, x−y, x·y, x/y, −x,
// Python's floor division math.Floor(x/y), the comparisons x<y, x<=y,
// x==y, x!=y, x>y (as 0/1, NaN unordered), min, max, and x·y+1 and
// x·y−x, which kern gen -fmad=false keeps unfused, to out[16i…].
//
//kern:kernel
func FloatOps[F float32 | float64](t *kern.Thread, out, a, b []F) {
	i := t.Grid1()
	if i >= len(a) {
		return
	}
	x, y := a[i], b[i]
	o := out[16*i : 16*i+16]
	o[0], o[1], o[2], o[3], o[4] = x+y, x-y, x*y, x/y, -x
	o[5] = F(math.Floor(float64(x / y)))
	o[6], o[7], o[8], o[9], o[10] = b2t[F](x < y), b2t[F](x <= y), b2t[F](x == y), b2t[F](x != y), b2t[F](x > y)
	o[11], o[12] = min(x, y), max(x, y)
	o[13], o[14] = x*y+1, x*y-x
	o[15] = 0
}
