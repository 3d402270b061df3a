package nd

import (
	"fmt"
	"strconv"
)

// Range selects start:stop:step along one axis with Python's slice rules:
// negative start and stop count from the end, out-of-range values are
// clipped, and a negative step walks backwards. Build one with S, All, From
// or To, and change the step with By.
type Range struct {
	start, stop, step int
	hasStart, hasStop bool
	stepSet           bool
}

// S is start:stop:step. Use From(i).By(-1) for NumPy's a[i::-1], whose stop
// cannot be written as an integer.
func S(start, stop, step int) Range {
	return Range{start: start, stop: stop, step: step, hasStart: true, hasStop: true, stepSet: true}
}

// All is ":" (the whole axis); All().By(-1) is "::-1".
func All() Range { return Range{} }

// From is "start:".
func From(start int) Range { return Range{start: start, hasStart: true} }

// To is ":stop".
func To(stop int) Range { return Range{stop: stop, hasStop: true} }

// By returns r with the given step.
func (r Range) By(step int) Range {
	r.step, r.stepSet = step, true
	return r
}

// String formats r as Python slice syntax.
func (r Range) String() string {
	s := ""
	if r.hasStart {
		s += strconv.Itoa(r.start)
	}
	s += ":"
	if r.hasStop {
		s += strconv.Itoa(r.stop)
	}
	if r.stepSet {
		s += ":" + strconv.Itoa(r.step)
	}
	return s
}

// resolve applies Python's PySlice_AdjustIndices to an axis of length n and
// returns the first index, the step and the number of elements selected.
func (r Range) resolve(n int) (start, step, count int, err error) {
	step = 1
	if r.stepSet {
		step = r.step
	}
	if step == 0 {
		return 0, 0, 0, fmt.Errorf("%w: slice %v: step cannot be zero", ErrIndex, r)
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
	var stop int
	if step > 0 {
		start, stop = clip(r.start, r.hasStart, lower), clip(r.stop, r.hasStop, upper)
		if start < stop {
			count = (stop-start-1)/step + 1
		}
	} else {
		start, stop = clip(r.start, r.hasStart, upper), clip(r.stop, r.hasStop, lower)
		if stop < start {
			count = (start-stop-1)/(-step) + 1
		}
	}
	return start, step, count, nil
}

// Slice returns a view selecting ranges[k] along axis k; axes without a
// range are kept whole, like a[1:3, ::-1] in NumPy.
func (a Array[T]) Slice(ranges ...Range) (Array[T], error) {
	l, err := a.layout().Slice(ranges...)
	if err != nil {
		return Array[T]{}, err
	}
	return a.with(l), nil
}

// SliceAxis returns a view selecting r along one axis (negative axis counts
// from the end).
func (a Array[T]) SliceAxis(axis int, r Range) (Array[T], error) {
	l, err := a.layout().SliceAxis(axis, r)
	if err != nil {
		return Array[T]{}, err
	}
	return a.with(l), nil
}

// Index returns the view a[..., i, ...] with the given axis removed; a
// negative i counts from the end as in NumPy.
func (a Array[T]) Index(axis, i int) (Array[T], error) {
	l, err := a.layout().Index(axis, i)
	if err != nil {
		return Array[T]{}, err
	}
	return a.with(l), nil
}

// Transpose returns a view with the axes permuted: axis k of the result is
// axis axes[k] of a. With no arguments the axes are reversed.
func (a Array[T]) Transpose(axes ...int) (Array[T], error) {
	l, err := a.layout().Transpose(axes...)
	if err != nil {
		return Array[T]{}, err
	}
	return a.with(l), nil
}

// T returns the view with the axes reversed (NumPy's a.T).
func (a Array[T]) T() Array[T] {
	out, _ := a.Transpose() // reversing is always a valid permutation
	return out
}

// Split divides a into n equal views along axis, like numpy.split with an
// integer; the axis length must be divisible by n.
func (a Array[T]) Split(n, axis int) ([]Array[T], error) {
	ls, err := a.layout().Split(n, axis)
	return a.views(ls, err)
}

// SplitAt splits a along axis before each of the given indices, like
// numpy.split with a list: SplitAt(0, 2, 5) gives a[:2], a[2:5], a[5:].
// Indices past the end give empty views, as in NumPy.
func (a Array[T]) SplitAt(axis int, indices ...int) ([]Array[T], error) {
	ls, err := a.layout().SplitAt(axis, indices...)
	return a.views(ls, err)
}

// views are the views of a's data with layouts ls.
func (a Array[T]) views(ls []Layout, err error) ([]Array[T], error) {
	if err != nil {
		return nil, err
	}
	out := make([]Array[T], len(ls))
	for i, l := range ls {
		out[i] = a.with(l)
	}
	return out, nil
}
