// Package spread holds the arithmetic of a call spread over several
// devices: cutting a loop into shares and taking rows of an operand.
package spread

import (
	"fmt"
	"math"

	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/nd"
)

// Share is rows [Lo, Hi) of a loop's first axis.
type Share struct{ Lo, Hi int }

// Cut splits n rows into k contiguous shares in order, in proportion to w
// (nil, or any weight not positive and finite: equal shares). Rounding
// gives the left-over rows to the largest remainders, the earlier share on
// ties, so the cut is deterministic.
func Cut(n, k int, w []float64) []Share {
	if k <= 0 {
		return nil
	}
	sizes := make([]int, k)
	total := 0.0
	ok := len(w) == k
	for _, x := range w {
		if !(x > 0) || math.IsInf(x, 0) {
			ok = false
		}
		total += x
	}
	if !ok {
		w, total = make([]float64, k), float64(k)
		for i := range w {
			w[i] = 1
		}
	}
	rem := make([]float64, k)
	used := 0
	for i := range sizes {
		exact := float64(n) * w[i] / total
		sizes[i] = int(math.Floor(exact))
		rem[i] = exact - float64(sizes[i])
		used += sizes[i]
	}
	for ; used < n; used++ {
		best := 0
		for i := range rem {
			if rem[i] > rem[best] {
				best = i
			}
		}
		sizes[best]++
		rem[best] = -1
	}
	out := make([]Share, k)
	lo := 0
	for i, s := range sizes {
		out[i] = Share{lo, lo + s}
		lo += s
	}
	return out
}

// Rows returns rows [lo, hi) of the first axis of a host array or slice (a
// view: writes through it land in v).
func Rows(v any, lo, hi int) (any, error) {
	switch a := v.(type) {
	case nd.Array[bool]:
		return rows(a, lo, hi)
	case nd.Array[int8]:
		return rows(a, lo, hi)
	case nd.Array[int16]:
		return rows(a, lo, hi)
	case nd.Array[int32]:
		return rows(a, lo, hi)
	case nd.Array[int64]:
		return rows(a, lo, hi)
	case nd.Array[uint8]:
		return rows(a, lo, hi)
	case nd.Array[uint16]:
		return rows(a, lo, hi)
	case nd.Array[uint32]:
		return rows(a, lo, hi)
	case nd.Array[uint64]:
		return rows(a, lo, hi)
	case nd.Array[float32]:
		return rows(a, lo, hi)
	case nd.Array[float64]:
		return rows(a, lo, hi)
	case nd.Array[complex64]:
		return rows(a, lo, hi)
	case nd.Array[complex128]:
		return rows(a, lo, hi)
	case nd.Array[half.Float16]:
		return rows(a, lo, hi)
	case nd.Array[half.BFloat16]:
		return rows(a, lo, hi)
	case nd.Array[half.Float8E4M3]:
		return rows(a, lo, hi)
	case nd.Array[half.Float8E5M2]:
		return rows(a, lo, hi)
	case []bool:
		return a[lo:hi:hi], nil
	case []int8:
		return a[lo:hi:hi], nil
	case []int16:
		return a[lo:hi:hi], nil
	case []int32:
		return a[lo:hi:hi], nil
	case []int64:
		return a[lo:hi:hi], nil
	case []uint8:
		return a[lo:hi:hi], nil
	case []uint16:
		return a[lo:hi:hi], nil
	case []uint32:
		return a[lo:hi:hi], nil
	case []uint64:
		return a[lo:hi:hi], nil
	case []float32:
		return a[lo:hi:hi], nil
	case []float64:
		return a[lo:hi:hi], nil
	case []complex64:
		return a[lo:hi:hi], nil
	case []complex128:
		return a[lo:hi:hi], nil
	case []half.Float16:
		return a[lo:hi:hi], nil
	case []half.BFloat16:
		return a[lo:hi:hi], nil
	case []half.Float8E4M3:
		return a[lo:hi:hi], nil
	case []half.Float8E5M2:
		return a[lo:hi:hi], nil
	}
	return nil, fmt.Errorf("a %T cannot be cut into rows (want an nd.Array or a slice)", v)
}

func rows[T nd.Elem](a nd.Array[T], lo, hi int) (any, error) {
	return a.SliceAxis(0, nd.S(lo, hi, 1))
}

// Stack makes a 1-D host array of scalars of one type, in order.
func Stack(vs []any) (any, error) {
	if len(vs) == 0 {
		return nil, fmt.Errorf("no values to stack")
	}
	switch vs[0].(type) {
	case bool:
		return stack[bool](vs)
	case int8:
		return stack[int8](vs)
	case int16:
		return stack[int16](vs)
	case int32:
		return stack[int32](vs)
	case int64:
		return stack[int64](vs)
	case uint8:
		return stack[uint8](vs)
	case uint16:
		return stack[uint16](vs)
	case uint32:
		return stack[uint32](vs)
	case uint64:
		return stack[uint64](vs)
	case float32:
		return stack[float32](vs)
	case float64:
		return stack[float64](vs)
	case complex64:
		return stack[complex64](vs)
	case complex128:
		return stack[complex128](vs)
	case half.Float16:
		return stack[half.Float16](vs)
	case half.BFloat16:
		return stack[half.BFloat16](vs)
	case half.Float8E4M3:
		return stack[half.Float8E4M3](vs)
	case half.Float8E5M2:
		return stack[half.Float8E5M2](vs)
	}
	return nil, fmt.Errorf("a %T is not a scalar of an array type", vs[0])
}

func stack[T nd.Elem](vs []any) (any, error) {
	s := make([]T, len(vs))
	for i, v := range vs {
		x, ok := v.(T)
		if !ok {
			return nil, fmt.Errorf("value %d is a %T, value 0 a %T", i, v, vs[0])
		}
		s[i] = x
	}
	return nd.FromSlice(s, len(s))
}
