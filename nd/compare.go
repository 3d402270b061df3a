package nd

import (
	"fmt"
	"math"
	"slices"

	"github.com/kernlab/kern/half"
)

// Equal reports whether a and b have the same shape and equal elements
// (NaN is not equal to itself, as in numpy.array_equal). Elements compare
// by value, the reduced floats too: -0 equals +0.
func Equal[T Elem](a, b Array[T]) bool {
	return firstMismatch(a, b, elemEqual[T]) == nil
}

// elemEqual is ==, by value for the reduced floats (whose Go == compares
// bit patterns).
func elemEqual[T Elem](x, y T) bool {
	if DTypeOf[T]().IsReduced() {
		return toFloat64(x) == toFloat64(y)
	}
	return x == y
}

// isClose is numpy.isclose: |x-y| <= atol + rtol*|y|, infinities equal only
// to themselves, NaN never close.
func isClose(x, y, rtol, atol float64) bool {
	if x == y {
		return true
	}
	if math.IsInf(x, 0) || math.IsInf(y, 0) || math.IsNaN(x) || math.IsNaN(y) {
		return false
	}
	return math.Abs(x-y) <= atol+rtol*math.Abs(y)
}

// isCloseComplex is numpy.isclose on complex values: |x-y| <= atol +
// rtol*|y| with the complex modulus; a value with an infinite or NaN part
// is close only to an equal one.
func isCloseComplex[T Elem](x, y T, rtol, atol float64) bool {
	xr, xi := complexParts(x)
	yr, yi := complexParts(y)
	if xr == yr && xi == yi {
		return true
	}
	finite := func(f float64) bool { return !math.IsInf(f, 0) && !math.IsNaN(f) }
	if !finite(xr) || !finite(xi) || !finite(yr) || !finite(yi) {
		return false
	}
	return math.Hypot(xr-yr, xi-yi) <= atol+rtol*math.Hypot(yr, yi)
}

// AllClose reports whether a and b have the same shape and every pair of
// elements satisfies numpy.isclose: |a-b| <= atol + rtol*|b|.
func AllClose[T Elem](a, b Array[T], rtol, atol float64) bool {
	return CheckClose(a, b, rtol, atol) == nil
}

// CheckClose is AllClose returning an error that names the shapes, or the
// first index where the values differ, for use in tests.
func CheckClose[T Elem](a, b Array[T], rtol, atol float64) error {
	if DTypeOf[T]().IsComplex() {
		return firstMismatch(a, b, func(x, y T) bool { return isCloseComplex(x, y, rtol, atol) })
	}
	return firstMismatch(a, b, func(x, y T) bool { return isClose(toFloat64(x), toFloat64(y), rtol, atol) })
}

// firstMismatch walks a and b in C order and returns an error describing
// the first pair for which ok is false, or a shape mismatch.
func firstMismatch[T Elem](a, b Array[T], ok func(x, y T) bool) error {
	a, b = a.norm(), b.norm()
	if !slices.Equal(a.shape, b.shape) {
		return fmt.Errorf("%w: shapes differ: %s vs %s", ErrShape, ShapeString(a.shape), ShapeString(b.shape))
	}
	next := pull2(a, b)
	for {
		idx, x, y, more := next()
		if !more {
			return nil
		}
		if !ok(x, y) {
			return fmt.Errorf("%w at index %v: %v vs %v (shape %s)", ErrMismatch, idx, x, y, ShapeString(a.shape))
		}
	}
}

// pull2 steps through a and b (same shape) together in C order.
func pull2[T Elem](a, b Array[T]) func() ([]int, T, T, bool) {
	idx := make([]int, len(a.shape))
	oa, ob := a.offset, b.offset
	done := a.Size() == 0
	first := true
	return func() ([]int, T, T, bool) {
		if done {
			return nil, *new(T), *new(T), false
		}
		if !first {
			k := len(idx) - 1
			for ; k >= 0; k-- {
				idx[k]++
				oa += a.strides[k]
				ob += b.strides[k]
				if idx[k] < a.shape[k] {
					break
				}
				oa -= a.strides[k] * a.shape[k]
				ob -= b.strides[k] * b.shape[k]
				idx[k] = 0
			}
			if k < 0 {
				done = true
				return nil, *new(T), *new(T), false
			}
		}
		first = false
		return idx, a.data[oa], b.data[ob], true
	}
}

// ulpDiff returns the number of representable values between x and y (0
// when equal, including +0 and -0; both NaN count as equal; one NaN is the
// maximum distance).
func ulpDiff[T Floating](x, y T) uint64 {
	xf, yf := toFloat64(x), toFloat64(y)
	if math.IsNaN(xf) || math.IsNaN(yf) {
		if math.IsNaN(xf) && math.IsNaN(yf) {
			return 0
		}
		return math.MaxUint64
	}
	ix, iy := ordered(x), ordered(y)
	if ix > iy {
		ix, iy = iy, ix
	}
	return uint64(iy) - uint64(ix)
}

// ordered maps a float's bits onto integers that increase with its value
// (+0 and -0 both map to 0).
func ordered[T Floating](x T) int64 {
	var b uint64
	switch v := any(x).(type) {
	case float32:
		b = uint64(math.Float32bits(v))
	case float64:
		b = math.Float64bits(v)
	case half.Float16:
		b = uint64(v)
	case half.BFloat16:
		b = uint64(v)
	case half.Float8E4M3:
		b = uint64(v)
	case half.Float8E5M2:
		b = uint64(v)
	}
	sign := uint64(1) << (8*DTypeOf[T]().Size() - 1)
	m := int64(b &^ sign)
	if b&sign != 0 {
		return -m
	}
	return m
}

// MaxULP returns the largest distance in units in the last place between
// corresponding elements of a and b, or an error if the shapes differ.
func MaxULP[T Floating](a, b Array[T]) (uint64, error) {
	a, b = a.norm(), b.norm()
	if !slices.Equal(a.shape, b.shape) {
		return 0, fmt.Errorf("%w: shapes differ: %s vs %s", ErrShape, ShapeString(a.shape), ShapeString(b.shape))
	}
	var m uint64
	next := pull2(a, b)
	for {
		_, x, y, more := next()
		if !more {
			return m, nil
		}
		m = max(m, ulpDiff(x, y))
	}
}

// WithinULP reports whether a and b have the same shape and every pair of
// elements is at most n ULP apart.
func WithinULP[T Floating](a, b Array[T], n uint64) bool {
	return CheckULP(a, b, n) == nil
}

// CheckULP is WithinULP returning an error naming the first element pair
// more than n ULP apart.
func CheckULP[T Floating](a, b Array[T], n uint64) error {
	return firstMismatch(a, b, func(x, y T) bool { return ulpDiff(x, y) <= n })
}
