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
	a = a.norm()
	if len(ranges) > len(a.shape) {
		return Array[T]{}, fmt.Errorf("%w: %d slices for array of shape %s", ErrIndex, len(ranges), ShapeString(a.shape))
	}
	out := Array[T]{data: a.data, offset: a.offset, shape: cloneInts(a.shape), strides: cloneInts(a.strides)}
	for k, r := range ranges {
		start, step, count, err := r.resolve(a.shape[k])
		if err != nil {
			return Array[T]{}, fmt.Errorf("axis %d of shape %s: %w", k, ShapeString(a.shape), err)
		}
		if count > 0 {
			out.offset += start * a.strides[k]
		}
		out.shape[k] = count
		out.strides[k] = a.strides[k] * step
	}
	return out, nil
}

// SliceAxis returns a view selecting r along one axis (negative axis counts
// from the end).
func (a Array[T]) SliceAxis(axis int, r Range) (Array[T], error) {
	a = a.norm()
	ax, err := normAxis(axis, len(a.shape))
	if err != nil {
		return Array[T]{}, err
	}
	rs := make([]Range, ax+1)
	for k := range ax {
		rs[k] = All()
	}
	rs[ax] = r
	return a.Slice(rs...)
}

// Index returns the view a[..., i, ...] with the given axis removed; a
// negative i counts from the end as in NumPy.
func (a Array[T]) Index(axis, i int) (Array[T], error) {
	a = a.norm()
	ax, err := normAxis(axis, len(a.shape))
	if err != nil {
		return Array[T]{}, err
	}
	n := a.shape[ax]
	j := i
	if j < 0 {
		j += n
	}
	if j < 0 || j >= n {
		return Array[T]{}, fmt.Errorf("%w: index %d is out of bounds for axis %d with size %d (shape %s)",
			ErrIndex, i, ax, n, ShapeString(a.shape))
	}
	out := Array[T]{data: a.data, offset: a.offset + j*a.strides[ax]}
	out.shape = append(append([]int{}, a.shape[:ax]...), a.shape[ax+1:]...)
	out.strides = append(append([]int{}, a.strides[:ax]...), a.strides[ax+1:]...)
	return out, nil
}

// Transpose returns a view with the axes permuted: axis k of the result is
// axis axes[k] of a. With no arguments the axes are reversed.
func (a Array[T]) Transpose(axes ...int) (Array[T], error) {
	a = a.norm()
	nd := len(a.shape)
	if len(axes) == 0 {
		axes = make([]int, nd)
		for k := range axes {
			axes[k] = nd - 1 - k
		}
	}
	if len(axes) != nd {
		return Array[T]{}, fmt.Errorf("%w: axes %v don't match array of shape %s", ErrShape, axes, ShapeString(a.shape))
	}
	seen := make([]bool, nd)
	out := Array[T]{data: a.data, offset: a.offset, shape: make([]int, nd), strides: make([]int, nd)}
	for k, ax := range axes {
		j, err := normAxis(ax, nd)
		if err != nil {
			return Array[T]{}, err
		}
		if seen[j] {
			return Array[T]{}, fmt.Errorf("%w: repeated axis %d in transpose %v", ErrShape, ax, axes)
		}
		seen[j] = true
		out.shape[k], out.strides[k] = a.shape[j], a.strides[j]
	}
	return out, nil
}

// T returns the view with the axes reversed (NumPy's a.T).
func (a Array[T]) T() Array[T] {
	out, _ := a.Transpose() // reversing is always a valid permutation
	return out
}

// Split divides a into n equal views along axis, like numpy.split with an
// integer; the axis length must be divisible by n.
func (a Array[T]) Split(n, axis int) ([]Array[T], error) {
	a = a.norm()
	ax, err := normAxis(axis, len(a.shape))
	if err != nil {
		return nil, err
	}
	if n <= 0 {
		return nil, fmt.Errorf("%w: cannot split into %d sections", ErrShape, n)
	}
	if a.shape[ax]%n != 0 {
		return nil, fmt.Errorf("%w: array split does not result in an equal division: axis %d of shape %s has length %d, not divisible by %d",
			ErrShape, ax, ShapeString(a.shape), a.shape[ax], n)
	}
	step := a.shape[ax] / n
	idx := make([]int, 0, n-1)
	for i := 1; i < n; i++ {
		idx = append(idx, i*step)
	}
	return a.SplitAt(ax, idx...)
}

// SplitAt splits a along axis before each of the given indices, like
// numpy.split with a list: SplitAt(0, 2, 5) gives a[:2], a[2:5], a[5:].
// Indices past the end give empty views, as in NumPy.
func (a Array[T]) SplitAt(axis int, indices ...int) ([]Array[T], error) {
	a = a.norm()
	ax, err := normAxis(axis, len(a.shape))
	if err != nil {
		return nil, err
	}
	out := make([]Array[T], 0, len(indices)+1)
	prev := Range{hasStart: true}
	for _, i := range indices {
		r := prev
		r.stop, r.hasStop = i, true
		v, err := a.SliceAxis(ax, r)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
		prev = From(i)
	}
	v, err := a.SliceAxis(ax, prev)
	if err != nil {
		return nil, err
	}
	return append(out, v), nil
}
