package nd

import "fmt"

// Layout is an array without its data: which elements of some linear
// storage, and in what order, make up an n-d array. Element (i0, i1, …) is
// storage[Offset + Σ ik*Strides[k]], strides counted in elements. [Array]
// pairs a Layout with a Go slice; kern's device arrays pair one with device
// memory (as Numba's dummyarray serves its DeviceNDArray), so both get one
// implementation of NumPy's view rules.
//
// Methods never modify the receiver and return layouts whose Shape and
// Strides share nothing with it. A Layout built by hand must have as many
// strides as dimensions.
type Layout struct {
	Offset  int
	Shape   []int
	Strides []int
}

// ContiguousLayout is the layout of a new contiguous array of shape in order
// o at offset 0, or an error wrapping ErrShape for a bad order or shape (a
// negative extent, more than MaxDims axes, more elements than an int holds).
func ContiguousLayout(o Order, shape ...int) (Layout, error) {
	if err := o.check(); err != nil {
		return Layout{}, err
	}
	if _, err := checkShape(shape); err != nil {
		return Layout{}, err
	}
	return Layout{Shape: cloneInts(shape), Strides: contiguousStrides(shape, o)}, nil
}

// contiguousStrides returns the element strides of a contiguous array of the
// given shape in order o.
func contiguousStrides(shape []int, o Order) []int {
	return contiguousStridesIn(make([]int, len(shape)), shape, o)
}

// contiguousStridesIn is contiguousStrides writing into st (len(shape)).
func contiguousStridesIn(st, shape []int, o Order) []int {
	acc := 1
	if o == F {
		for k := 0; k < len(shape); k++ {
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

// NDim is the number of dimensions.
func (l Layout) NDim() int { return len(l.Shape) }

// Size is the number of elements: the product of the shape, which must be
// valid (as every Layout from this package is).
func (l Layout) Size() int { return shapeSize(l.Shape) }

// IsContiguous applies NumPy's rule for order o (C, else F): the elements
// are one dense run in that order, axes of length 1 may have any stride,
// and an empty layout is contiguous.
func (l Layout) IsContiguous(o Order) bool { return isContiguous(l.Shape, l.Strides, o) }

func isContiguous(shape, strides []int, o Order) bool {
	for _, d := range shape {
		if d == 0 {
			return true
		}
	}
	want := 1
	for i := range shape {
		k := i
		if o == C {
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

// Extent is the lowest and highest element the layout reaches, relative to
// element (0, 0, …) (add Offset for storage indices); lo > hi when it is
// empty. Negative strides reach below element 0.
func (l Layout) Extent() (lo, hi int) {
	for k, d := range l.Shape {
		if d == 0 {
			return 1, 0
		}
		if s := l.Strides[k] * (d - 1); s < 0 {
			lo += s
		} else {
			hi += s
		}
	}
	return lo, hi
}

// Slice returns the layout selecting ranges[k] along axis k; axes without a
// range are kept whole, like a[1:3, ::-1] in NumPy.
func (l Layout) Slice(ranges ...Range) (Layout, error) {
	if len(ranges) > len(l.Shape) {
		return Layout{}, fmt.Errorf("%w: %d slices for array of shape %s", ErrIndex, len(ranges), ShapeString(l.Shape))
	}
	out := Layout{Offset: l.Offset, Shape: cloneInts(l.Shape), Strides: cloneInts(l.Strides)}
	for k, r := range ranges {
		start, step, count, err := r.resolve(l.Shape[k])
		if err != nil {
			return Layout{}, fmt.Errorf("axis %d of shape %s: %w", k, ShapeString(l.Shape), err)
		}
		if count > 0 {
			out.Offset += start * l.Strides[k]
		}
		out.Shape[k] = count
		out.Strides[k] = l.Strides[k] * step
	}
	return out, nil
}

// SliceAxis returns the layout selecting r along one axis (negative axis
// counts from the end).
func (l Layout) SliceAxis(axis int, r Range) (Layout, error) {
	ax, err := normAxis(axis, len(l.Shape))
	if err != nil {
		return Layout{}, err
	}
	rs := make([]Range, ax+1)
	for k := range ax {
		rs[k] = All()
	}
	rs[ax] = r
	return l.Slice(rs...)
}

// Index returns the layout of a[..., i, ...] with the given axis removed; a
// negative i counts from the end as in NumPy.
func (l Layout) Index(axis, i int) (Layout, error) {
	ax, err := normAxis(axis, len(l.Shape))
	if err != nil {
		return Layout{}, err
	}
	n := l.Shape[ax]
	j := i
	if j < 0 {
		j += n
	}
	if j < 0 || j >= n {
		return Layout{}, fmt.Errorf("%w: index %d is out of bounds for axis %d with size %d (shape %s)",
			ErrIndex, i, ax, n, ShapeString(l.Shape))
	}
	return Layout{
		Offset:  l.Offset + j*l.Strides[ax],
		Shape:   append(append([]int{}, l.Shape[:ax]...), l.Shape[ax+1:]...),
		Strides: append(append([]int{}, l.Strides[:ax]...), l.Strides[ax+1:]...),
	}, nil
}

// Transpose returns the layout with the axes permuted: axis k of the result
// is axis axes[k] of l. With no arguments the axes are reversed.
func (l Layout) Transpose(axes ...int) (Layout, error) {
	nd := len(l.Shape)
	if len(axes) == 0 {
		axes = make([]int, nd)
		for k := range axes {
			axes[k] = nd - 1 - k
		}
	}
	if len(axes) != nd {
		return Layout{}, fmt.Errorf("%w: axes %v don't match array of shape %s", ErrShape, axes, ShapeString(l.Shape))
	}
	seen := make([]bool, nd)
	out := Layout{Offset: l.Offset, Shape: make([]int, nd), Strides: make([]int, nd)}
	for k, ax := range axes {
		j, err := normAxis(ax, nd)
		if err != nil {
			return Layout{}, err
		}
		if seen[j] {
			return Layout{}, fmt.Errorf("%w: repeated axis %d in transpose %v", ErrShape, ax, axes)
		}
		seen[j] = true
		out.Shape[k], out.Strides[k] = l.Shape[j], l.Strides[j]
	}
	return out, nil
}

// Split divides l into n equal layouts along axis, like numpy.split with an
// integer; the axis length must be divisible by n.
func (l Layout) Split(n, axis int) ([]Layout, error) {
	ax, err := normAxis(axis, len(l.Shape))
	if err != nil {
		return nil, err
	}
	if n <= 0 {
		return nil, fmt.Errorf("%w: cannot split into %d sections", ErrShape, n)
	}
	if l.Shape[ax]%n != 0 {
		return nil, fmt.Errorf("%w: array split does not result in an equal division: axis %d of shape %s has length %d, not divisible by %d",
			ErrShape, ax, ShapeString(l.Shape), l.Shape[ax], n)
	}
	step := l.Shape[ax] / n
	idx := make([]int, 0, n-1)
	for i := 1; i < n; i++ {
		idx = append(idx, i*step)
	}
	return l.SplitAt(ax, idx...)
}

// SplitAt splits l along axis before each of the given indices, like
// numpy.split with a list: SplitAt(0, 2, 5) gives a[:2], a[2:5], a[5:].
// Indices past the end give empty layouts, as in NumPy.
func (l Layout) SplitAt(axis int, indices ...int) ([]Layout, error) {
	ax, err := normAxis(axis, len(l.Shape))
	if err != nil {
		return nil, err
	}
	out := make([]Layout, 0, len(indices)+1)
	prev := Range{hasStart: true}
	for _, i := range indices {
		r := prev
		r.stop, r.hasStop = i, true
		v, err := l.SliceAxis(ax, r)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
		prev = From(i)
	}
	v, err := l.SliceAxis(ax, prev)
	if err != nil {
		return nil, err
	}
	return append(out, v), nil
}

// BroadcastTo returns the layout of l broadcast to shape: new leading axes
// and axes of length 1 get stride 0, so several indices reach one element.
func (l Layout) BroadcastTo(shape ...int) (Layout, error) {
	if _, err := checkShape(shape); err != nil {
		return Layout{}, err
	}
	fail := func() (Layout, error) {
		return Layout{}, fmt.Errorf("%w: cannot broadcast array of shape %s to shape %s",
			ErrBroadcast, ShapeString(l.Shape), ShapeString(shape))
	}
	if len(shape) < len(l.Shape) {
		return fail()
	}
	lead := len(shape) - len(l.Shape)
	out := Layout{Offset: l.Offset, Shape: cloneInts(shape), Strides: make([]int, len(shape))}
	for k, d := range l.Shape {
		switch {
		case d == shape[lead+k]:
			out.Strides[lead+k] = l.Strides[k]
		case d == 1:
			out.Strides[lead+k] = 0
		default:
			return fail()
		}
	}
	return out, nil
}

// Reshape returns the layout presenting l's elements, read in order o, with
// a new shape (one extent may be -1), without moving them. When no strides
// can do that (NumPy would copy) the error wraps ErrRequiresCopy; a bad
// order or shape gives ErrShape.
func (l Layout) Reshape(o Order, shape ...int) (Layout, error) {
	if err := o.check(); err != nil {
		return Layout{}, err
	}
	ns, err := resolveShape(l.Shape, shape, l.Size())
	if err != nil {
		return Layout{}, err
	}
	v, ok := l.reshape(ns, o)
	if !ok {
		return Layout{}, fmt.Errorf("%w: cannot reshape array of shape %s with strides %v (elements) into shape %s in %v order without a copy",
			ErrRequiresCopy, ShapeString(l.Shape), l.Strides, ShapeString(ns), o)
	}
	return v, nil
}

// reshape is Reshape for a resolved shape of the same size; it takes
// ownership of shape and reports false when only a copy would do.
func (l Layout) reshape(shape []int, o Order) (Layout, bool) {
	out := Layout{Offset: l.Offset, Shape: shape}
	if isContiguous(l.Shape, l.Strides, o) {
		if shapeSize(l.Shape) == 0 {
			out.Offset = 0 // an empty layout reaches no element
		}
		out.Strides = contiguousStrides(shape, o)
		return out, true
	}
	st, ok := nocopyStrides(l.Shape, l.Strides, shape, o)
	if !ok {
		return Layout{}, false
	}
	out.Strides = st
	return out, true
}
