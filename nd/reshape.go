package nd

import "fmt"

// resolveShape validates a requested shape for n elements and fills in a
// single -1 dimension, like NumPy's _fix_unknown_dimension.
func resolveShape(oldShape, shape []int, n int) ([]int, error) {
	out := cloneInts(shape)
	unknown := -1
	known := 1
	for k, d := range out {
		switch {
		case d == -1 && unknown < 0:
			unknown = k
		case d == -1:
			return nil, fmt.Errorf("%w: can only specify one unknown dimension in shape %s", ErrShape, ShapeString(shape))
		case d < 0:
			return nil, fmt.Errorf("%w: negative dimension in shape %s", ErrShape, ShapeString(shape))
		default:
			if d != 0 && known > maxInt/d {
				return nil, fmt.Errorf("%w: shape %s has too many elements", ErrShape, ShapeString(shape))
			}
			known *= d
		}
	}
	if unknown >= 0 {
		if known == 0 || n%known != 0 {
			return nil, fmt.Errorf("%w: cannot reshape array of size %d (shape %s) into shape %s",
				ErrShape, n, ShapeString(oldShape), ShapeString(shape))
		}
		out[unknown] = n / known
		known = n
	}
	if known != n {
		return nil, fmt.Errorf("%w: cannot reshape array of size %d (shape %s) into shape %s",
			ErrShape, n, ShapeString(oldShape), ShapeString(shape))
	}
	return out, nil
}

// nocopyStrides is NumPy's _attempt_nocopy_reshape with strides in
// elements: it finds strides that give newShape (read in order o) as a view
// of an array with oldShape and oldStrides, or reports false. Both shapes
// hold the same non-zero number of elements.
func nocopyStrides(oldShape, oldStrides, newShape []int, o Order) ([]int, bool) {
	// Axes of length 1 have no effect but arbitrary strides: drop them.
	var od, os []int
	for k, d := range oldShape {
		if d != 1 {
			od = append(od, d)
			os = append(os, oldStrides[k])
		}
	}
	nd := newShape
	ns := make([]int, len(nd))
	oi, oj, ni, nj := 0, 1, 0, 1
	for ni < len(nd) && oi < len(od) {
		np, op := nd[ni], od[oi]
		for np != op {
			if np < op {
				np *= nd[nj] // trailing 1s of the new shape are handled below
				nj++
			} else {
				op *= od[oj]
				oj++
			}
		}
		// The old axes oi…oj-1 must be combinable into one run.
		for ok := oi; ok < oj-1; ok++ {
			if o == F {
				if os[ok+1] != od[ok]*os[ok] {
					return nil, false
				}
			} else if os[ok] != od[ok+1]*os[ok+1] {
				return nil, false
			}
		}
		// Strides for the new axes ni…nj-1.
		if o == F {
			ns[ni] = os[oi]
			for nk := ni + 1; nk < nj; nk++ {
				ns[nk] = ns[nk-1] * nd[nk-1]
			}
		} else {
			ns[nj-1] = os[oj-1]
			for nk := nj - 1; nk > ni; nk-- {
				ns[nk-1] = ns[nk] * nd[nk]
			}
		}
		ni, oi = nj, oj
		nj++
		oj++
	}
	// Trailing 1s of the new shape: any stride works; use NumPy's choice.
	last := 1
	if ni >= 1 {
		last = ns[ni-1]
		if o == F {
			last *= nd[ni-1]
		}
	}
	for nk := ni; nk < len(nd); nk++ {
		ns[nk] = last
	}
	return ns, true
}

// ReshapeOrder is Reshape with the elements read and placed in order o
// (NumPy's reshape(..., order='F') for nd.F).
func (a Array[T]) ReshapeOrder(o Order, shape ...int) (Array[T], error) {
	l, err := a.layout().Reshape(o, shape...)
	if err != nil {
		return Array[T]{}, err
	}
	return a.with(l), nil
}

// Reshape returns a view of a with a new shape (one dimension may be -1),
// elements taken in C order. It never copies: when the strides do not allow
// a view (NumPy would copy) the error wraps ErrRequiresCopy and reads
// "operation requires copying"; use a.Copy(nd.C).Reshape(...) then.
func (a Array[T]) Reshape(shape ...int) (Array[T], error) { return a.ReshapeOrder(C, shape...) }

// Ravel returns the elements as a 1-d array in order o. It is a view
// whenever the elements in that order are evenly spaced in memory (always
// for contiguous arrays, also for e.g. a[::2]), and a contiguous copy only
// otherwise; copied reports which.
func (a Array[T]) Ravel(o Order) (out Array[T], copied bool) {
	a = a.norm()
	if o != F {
		o = C
	}
	if l, ok := a.layout().reshape([]int{a.Size()}, o); ok {
		return a.with(l), false
	}
	c := a.Copy(o)
	c.shape, c.strides = []int{a.Size()}, []int{1}
	return c, true
}

// Flatten returns a contiguous 1-d copy in order o (NumPy's flatten).
func (a Array[T]) Flatten(o Order) Array[T] {
	c := a.Copy(o)
	c.shape, c.strides = []int{c.Size()}, []int{1}
	return c
}
