package kern

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kernlab/kern/nd"
)

// This file holds the shape and stride arithmetic of device arrays. It
// follows nd's conventions (strides in elements, NumPy's contiguity rules)
// but works without a Go slice behind the array.

// shapeSize is the product of shape; ok is false on a negative extent or
// overflow.
func shapeSize(shape []int) (int, bool) {
	if len(shape) > nd.MaxDims {
		return 0, false
	}
	n := 1
	for _, d := range shape {
		if d < 0 {
			return 0, false
		}
		if d != 0 && n > (1<<62)/d {
			return 0, false
		}
		n *= d
	}
	return n, true
}

// contiguousStrides are the element strides of a contiguous array of shape
// in order o (nd.C or nd.F).
func contiguousStrides(shape []int, o nd.Order) []int {
	st := make([]int, len(shape))
	acc := 1
	if o == nd.F {
		for k := range shape {
			st[k] = acc
			acc *= max(shape[k], 1)
		}
		return st
	}
	for k := len(shape) - 1; k >= 0; k-- {
		st[k] = acc
		acc *= max(shape[k], 1)
	}
	return st
}

// isContiguous applies NumPy's rule: axes of length 1 may have any stride,
// and an empty array is contiguous.
func isContiguous(shape, strides []int, o nd.Order) bool {
	for _, d := range shape {
		if d == 0 {
			return true
		}
	}
	want := 1
	for i := range shape {
		k := i
		if o == nd.C {
			k = len(shape) - 1 - i
		}
		if shape[k] == 1 {
			continue
		}
		if strides[k] != want {
			return false
		}
		want *= shape[k]
	}
	return true
}

// extent is the lowest and highest element offset a view reaches, relative
// to its element 0. An empty view reaches nothing (lo > hi).
func extent(shape, strides []int) (lo, hi int) {
	for k, d := range shape {
		if d == 0 {
			return 1, 0
		}
		if s := strides[k] * (d - 1); s < 0 {
			lo += s
		} else {
			hi += s
		}
	}
	return lo, hi
}

// resolveRange applies Python's slice rules to r on an axis of length n and
// returns the first index, the step and the number of elements. nd.Range
// keeps its fields private, so it is read back from its Python-syntax
// String form ("start:stop:step", parts may be empty).
func resolveRange(r nd.Range, n int) (start, step, count int, err error) {
	parts := strings.Split(r.String(), ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, 0, 0, fmt.Errorf("%w: cannot read slice %q", nd.ErrIndex, r.String())
	}
	num := func(s string) (int, bool, error) {
		if s == "" {
			return 0, false, nil
		}
		v, err := strconv.Atoi(s)
		if err != nil {
			return 0, false, fmt.Errorf("%w: cannot read slice %q", nd.ErrIndex, r.String())
		}
		return v, true, nil
	}
	b, hasB, err1 := num(parts[0])
	e, hasE, err2 := num(parts[1])
	step = 1
	var err3 error
	if len(parts) == 3 {
		var has bool
		step, has, err3 = num(parts[2])
		if !has {
			step = 1
		}
	}
	if err := firstErr(err1, err2, err3); err != nil {
		return 0, 0, 0, err
	}
	if step == 0 {
		return 0, 0, 0, fmt.Errorf("%w: slice %v: step cannot be zero", nd.ErrIndex, r)
	}
	lower, upper := 0, n
	if step < 0 {
		lower, upper = -1, n-1
	}
	clip := func(v int, set bool, def int) int {
		if !set {
			return def
		}
		if v < 0 {
			v += n
			if v < lower {
				v = lower
			}
		} else if v > upper {
			v = upper
		}
		return v
	}
	if step > 0 {
		start, stop := clip(b, hasB, lower), clip(e, hasE, upper)
		if start < stop {
			count = (stop-start-1)/step + 1
		}
		return start, step, count, nil
	}
	start, stop := clip(b, hasB, upper), clip(e, hasE, lower)
	if stop < start {
		count = (start-stop-1)/(-step) + 1
	}
	return start, step, count, nil
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// normAxis turns a possibly negative axis into an index below ndim.
func normAxis(axis, ndim int) (int, error) {
	a := axis
	if a < 0 {
		a += ndim
	}
	if a < 0 || a >= ndim {
		return 0, fmt.Errorf("%w: axis %d is out of bounds for an array of dimension %d", nd.ErrShape, axis, ndim)
	}
	return a, nil
}

// inferShape replaces one -1 in newShape with the extent that keeps size
// elements, as NumPy's reshape does.
func inferShape(newShape []int, size int, old []int) ([]int, error) {
	out := append([]int(nil), newShape...)
	unknown, known := -1, 1
	for k, d := range out {
		switch {
		case d == -1 && unknown < 0:
			unknown = k
		case d < 0:
			return nil, fmt.Errorf("%w: invalid shape %s for reshape", nd.ErrShape, nd.ShapeString(newShape))
		default:
			known *= d
		}
	}
	if unknown >= 0 {
		if known == 0 || size%known != 0 {
			return nil, fmt.Errorf("%w: cannot reshape array of shape %s into shape %s",
				nd.ErrShape, nd.ShapeString(old), nd.ShapeString(newShape))
		}
		out[unknown] = size / known
		known = size
	}
	if known != size {
		return nil, fmt.Errorf("%w: cannot reshape array of size %d (shape %s) into shape %s",
			nd.ErrShape, size, nd.ShapeString(old), nd.ShapeString(newShape))
	}
	return out, nil
}

// reshapeStrides finds strides that present the elements of (shape,
// strides), read in order o, with newShape, without moving data: NumPy's
// _attempt_nocopy_reshape. ok is false when only a copy could do it.
func reshapeStrides(shape, strides, newShape []int, o nd.Order) (newStrides []int, ok bool) {
	// Axes of length 1 do not constrain the layout: drop them.
	var os, ost []int
	for k, d := range shape {
		if d != 1 {
			os, ost = append(os, d), append(ost, strides[k])
		}
	}
	newStrides = make([]int, len(newShape))
	if size, _ := shapeSize(shape); size == 0 {
		// An empty array: any contiguous strides do.
		return contiguousStrides(newShape, o), true
	}
	oi, oj, ni, nj := 0, 1, 0, 1
	for ni < len(newShape) && oi < len(os) {
		np, op := newShape[ni], os[oi]
		for np != op {
			if np < op {
				np *= newShape[nj]
				nj++
			} else {
				op *= os[oj]
				oj++
			}
		}
		// The old axes oi..oj-1 must be one contiguous run in order o.
		for ok := oi; ok < oj-1; ok++ {
			if o == nd.C && ost[ok] != os[ok+1]*ost[ok+1] {
				return nil, false
			}
			if o == nd.F && ost[ok+1] != os[ok]*ost[ok] {
				return nil, false
			}
		}
		if o == nd.C {
			newStrides[nj-1] = ost[oj-1]
			for nk := nj - 1; nk > ni; nk-- {
				newStrides[nk-1] = newStrides[nk] * newShape[nk]
			}
		} else {
			newStrides[ni] = ost[oi]
			for nk := ni + 1; nk < nj; nk++ {
				newStrides[nk] = newStrides[nk-1] * newShape[nk-1]
			}
		}
		ni, nj = nj, nj+1
		oi, oj = oj, oj+1
	}
	// Trailing new axes of length 1 get a stride that keeps contiguity.
	last := 1
	if ni >= 1 {
		last = newStrides[ni-1]
		if o == nd.F {
			last *= newShape[ni-1]
		}
	}
	for nk := ni; nk < len(newShape); nk++ {
		newStrides[nk] = last
	}
	return newStrides, true
}

// forRuns calls fn for every maximal run of elements that is contiguous in
// both layouts a and b, walking shape in C order; oa and ob are element
// offsets relative to element 0 of each layout.
func forRuns(shape, sa, sb []int, fn func(oa, ob, n int) error) error {
	ndim := len(shape)
	for _, d := range shape {
		if d == 0 {
			return nil
		}
	}
	// Merge trailing axes while both layouts stay contiguous across them.
	run, inner := 1, ndim
	if ndim > 0 && sa[ndim-1] == 1 && sb[ndim-1] == 1 {
		run, inner = shape[ndim-1], ndim-1
		for inner > 0 && sa[inner-1] == run && sb[inner-1] == run {
			run *= shape[inner-1]
			inner--
		}
	}
	idx := make([]int, inner)
	for {
		oa, ob := 0, 0
		for k, i := range idx {
			oa += i * sa[k]
			ob += i * sb[k]
		}
		if err := fn(oa, ob, run); err != nil {
			return err
		}
		k := inner - 1
		for ; k >= 0; k-- {
			idx[k]++
			if idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 {
			return nil
		}
	}
}
