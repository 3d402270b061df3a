package nd

import (
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/internal/sysmem"
)

// Order is a memory layout: C (row-major, last index fastest) or F
// (Fortran, column-major, first index fastest).
type Order int

const (
	// C is row-major order, NumPy's default.
	C Order = iota
	// F is column-major (Fortran) order.
	F
)

func (o Order) String() string {
	switch o {
	case C:
		return "C"
	case F:
		return "F"
	}
	return fmt.Sprintf("Order(%d)", int(o))
}

func (o Order) check() error {
	if o != C && o != F {
		return fmt.Errorf("%w: unknown order %d (want nd.C or nd.F)", ErrShape, int(o))
	}
	return nil
}

// Array is a strided n-d view over a Go slice. It is a small value, like a
// slice header: copying an Array copies the view, not the elements. The zero
// Array is an empty 1-d array of length 0.
//
// Element (i0, i1, …) lives at data[offset + Σ ik*strides[k]]; strides are in
// elements, not bytes.
type Array[T Elem] struct {
	data    []T
	offset  int
	shape   []int
	strides []int
}

// ZerosOrder returns a new zero-filled array laid out in order o.
func ZerosOrder[T Elem](o Order, shape ...int) (Array[T], error) {
	if err := o.check(); err != nil {
		return Array[T]{}, err
	}
	n, err := checkShape(shape)
	if err != nil {
		return Array[T]{}, err
	}
	if size := DTypeOf[T]().Size(); !sysmem.Fits(n, size) {
		return Array[T]{}, fmt.Errorf("%w: shape %s needs %d × %d bytes, more than the machine has (%d bytes)",
			ErrTooLarge, ShapeString(shape), n, size, sysmem.Total())
	}
	// shape and strides share one allocation (capacities capped: neither
	// can grow into the other).
	r := len(shape)
	dims := make([]int, 2*r)
	copy(dims, shape)
	return Array[T]{data: make([]T, n), shape: dims[:r:r], strides: contiguousStridesIn(dims[r:2*r:2*r], shape, o)}, nil
}

// Zeros returns a new zero-filled C-ordered array. With no dimensions it
// returns a 0-d array holding one element.
func Zeros[T Elem](shape ...int) (Array[T], error) { return ZerosOrder[T](C, shape...) }

// Full returns a new C-ordered array with every element set to v.
func Full[T Elem](v T, shape ...int) (Array[T], error) {
	a, err := Zeros[T](shape...)
	if err != nil {
		return a, err
	}
	for i := range a.data {
		a.data[i] = v
	}
	return a, nil
}

// FullOrder is Full laid out in order o.
func FullOrder[T Elem](o Order, v T, shape ...int) (Array[T], error) {
	a, err := ZerosOrder[T](o, shape...)
	if err != nil {
		return a, err
	}
	for i := range a.data {
		a.data[i] = v
	}
	return a, nil
}

// WrapOrder is Wrap with data laid out in order o.
func WrapOrder[T Elem](o Order, data []T, shape ...int) (Array[T], error) {
	if err := o.check(); err != nil {
		return Array[T]{}, err
	}
	n, err := checkShape(shape)
	if err != nil {
		return Array[T]{}, err
	}
	if len(data) != n {
		hint := ""
		if len(shape) == 0 {
			// NumPy's np.array(list) is 1-d; here the shape is spelled out.
			hint = fmt.Sprintf("; for a 1-d array pass its length: (data, %d)", len(data))
		}
		return Array[T]{}, fmt.Errorf("%w: cannot use %d elements as an array of shape %s (%d elements)%s",
			ErrShape, len(data), ShapeString(shape), n, hint)
	}
	return Array[T]{data: data, shape: cloneInts(shape), strides: contiguousStrides(shape, o)}, nil
}

// Wrap returns a C-ordered array that uses data as its storage without
// copying; len(data) must equal the product of shape. Without a shape the
// array is 0-d (one element): a 1-d array is Wrap(data, len(data)).
func Wrap[T Elem](data []T, shape ...int) (Array[T], error) { return WrapOrder(C, data, shape...) }

// FromSlice returns a C-ordered array holding a copy of data; len(data) must
// equal the product of shape. Without a shape the array is 0-d (one
// element): a 1-d array is FromSlice(data, len(data)).
func FromSlice[T Elem](data []T, shape ...int) (Array[T], error) {
	return FromSliceOrder(C, data, shape...)
}

// FromSliceOrder is FromSlice with data read in order o.
func FromSliceOrder[T Elem](o Order, data []T, shape ...int) (Array[T], error) {
	return WrapOrder(o, append([]T(nil), data...), shape...)
}

// WrapStrided returns a view of data with an arbitrary offset, shape and
// strides (in elements; zero and negative strides are allowed). Every element
// the view can reach must lie inside data.
func WrapStrided[T Elem](data []T, offset int, shape, strides []int) (Array[T], error) {
	n, err := checkShape(shape)
	if err != nil {
		return Array[T]{}, err
	}
	if len(strides) != len(shape) {
		return Array[T]{}, fmt.Errorf("%w: %d strides %v for shape %s", ErrShape, len(strides), strides, ShapeString(shape))
	}
	if n > 0 {
		lo, hi := Layout{Shape: shape, Strides: strides}.Extent()
		lo, hi = offset+lo, offset+hi
		if lo < 0 || hi >= len(data) {
			return Array[T]{}, fmt.Errorf("%w: shape %s with strides %v at offset %d reaches elements %d…%d of a slice of length %d",
				ErrIndex, ShapeString(shape), strides, offset, lo, hi, len(data))
		}
	}
	return Array[T]{data: data, offset: offset, shape: cloneInts(shape), strides: cloneInts(strides)}, nil
}

// DType returns the array's element type.
func (a Array[T]) DType() DType { return DTypeOf[T]() }

// NDim returns the number of dimensions.
func (a Array[T]) NDim() int {
	if a.shape == nil {
		return 1 // zero Array: empty 1-d
	}
	return len(a.shape)
}

// IsZero reports whether a is the zero Array, made by no constructor. It
// behaves as an empty 1-d array, but kern refuses it as an operand: it is
// almost always an array someone forgot to make.
func (a Array[T]) IsZero() bool { return a.shape == nil && a.data == nil }

// Shape returns a copy of the shape.
func (a Array[T]) Shape() []int {
	if a.shape == nil {
		return []int{0}
	}
	return cloneInts(a.shape)
}

// AppendShape appends the shape to dst and returns the extended slice
// (Shape without an allocation when dst has room: for hot paths).
func (a Array[T]) AppendShape(dst []int) []int {
	if a.shape == nil {
		return append(dst, 0)
	}
	return append(dst, a.shape...)
}

// Strides returns a copy of the strides, in elements.
func (a Array[T]) Strides() []int {
	if a.shape == nil {
		return []int{1}
	}
	return cloneInts(a.strides)
}

// ByteStrides returns the strides in bytes, as NumPy and Numba report them.
func (a Array[T]) ByteStrides() []int {
	st := a.Strides()
	for k := range st {
		st[k] *= a.DType().Size()
	}
	return st
}

// Dim returns the length of axis k (negative k counts from the end); it
// panics if k is out of range.
func (a Array[T]) Dim(k int) int {
	a = a.norm()
	ax, err := normAxis(k, len(a.shape))
	if err != nil {
		panic(err)
	}
	return a.shape[ax]
}

// Size returns the number of elements.
func (a Array[T]) Size() int { return shapeSize(a.norm().shape) }

// Raw returns the backing slice and the offset of element (0, 0, …). Writing
// to it writes the array.
func (a Array[T]) Raw() (data []T, offset int) { return a.data, a.offset }

// norm turns the zero Array into an explicit empty 1-d array.
func (a Array[T]) norm() Array[T] {
	if a.shape == nil {
		a.shape, a.strides = []int{0}, []int{1}
	}
	return a
}

// layout is a's layout, sharing its shape and strides (read-only use).
func (a Array[T]) layout() Layout {
	a = a.norm()
	return Layout{Offset: a.offset, Shape: a.shape, Strides: a.strides}
}

// with is the view of a's data with layout l.
func (a Array[T]) with(l Layout) Array[T] {
	return Array[T]{data: a.data, offset: l.Offset, shape: l.Shape, strides: l.Strides}
}

// SharesMemory reports whether the backing slices of a and b overlap, i.e.
// whether writing one may change the other.
func (a Array[T]) SharesMemory(b Array[T]) bool {
	if cap(a.data) == 0 || cap(b.data) == 0 {
		return false
	}
	var z T
	sz := unsafe.Sizeof(z)
	pa := uintptr(unsafe.Pointer(unsafe.SliceData(a.data)))
	pb := uintptr(unsafe.Pointer(unsafe.SliceData(b.data)))
	ea := pa + uintptr(len(a.data))*sz
	eb := pb + uintptr(len(b.data))*sz
	return pa < eb && pb < ea
}

// index computes the data offset of idx, checking it.
func (a Array[T]) index(idx []int) (int, error) {
	a = a.norm()
	if len(idx) != len(a.shape) {
		return 0, fmt.Errorf("%w: %d indices for array of shape %s", ErrIndex, len(idx), ShapeString(a.shape))
	}
	off := a.offset
	for k, i := range idx {
		if i < 0 || i >= a.shape[k] {
			return 0, fmt.Errorf("%w: index %d is out of bounds for axis %d with size %d (shape %s)",
				ErrIndex, i, k, a.shape[k], ShapeString(a.shape))
		}
		off += i * a.strides[k]
	}
	return off, nil
}

// At returns the element at idx. It panics, as slice indexing does, when the
// number of indices is wrong or one is out of range; use Get for an error.
func (a Array[T]) At(idx ...int) T {
	off, err := a.index(idx)
	if err != nil {
		panic(err)
	}
	return a.data[off]
}

// Set stores v at idx, panicking like At on a bad index; use Put for an
// error.
func (a Array[T]) Set(v T, idx ...int) {
	off, err := a.index(idx)
	if err != nil {
		panic(err)
	}
	a.data[off] = v
}

// Get returns the element at idx, or an error wrapping ErrIndex.
func (a Array[T]) Get(idx ...int) (T, error) {
	off, err := a.index(idx)
	if err != nil {
		var z T
		return z, err
	}
	return a.data[off], nil
}

// Put stores v at idx, or returns an error wrapping ErrIndex.
func (a Array[T]) Put(v T, idx ...int) error {
	off, err := a.index(idx)
	if err != nil {
		return err
	}
	a.data[off] = v
	return nil
}

// Item returns the single element of a size-1 array (any number of
// dimensions), or an error quoting the shape.
func (a Array[T]) Item() (T, error) {
	a = a.norm()
	if a.Size() != 1 {
		var z T
		return z, fmt.Errorf("%w: Item needs an array of size 1, have shape %s", ErrShape, ShapeString(a.shape))
	}
	return a.data[a.offset], nil
}

// IsCContiguous reports whether the array is C-contiguous by NumPy's
// definition: axes of length 1 may have any stride, and an empty array is
// contiguous.
func (a Array[T]) IsCContiguous() bool {
	return a.layout().IsContiguous(C)
}

// IsFContiguous reports whether the array is Fortran-contiguous (see
// IsCContiguous for the rules).
func (a Array[T]) IsFContiguous() bool {
	return a.layout().IsContiguous(F)
}

// Contiguous returns the elements as one slice when the array is C- or
// F-contiguous, in storage order (check IsCContiguous to know which), and
// false otherwise. The slice aliases the array.
func (a Array[T]) Contiguous() ([]T, bool) {
	a = a.norm()
	if !a.IsCContiguous() && !a.IsFContiguous() {
		return nil, false
	}
	n := a.Size()
	if n == 0 {
		return a.data[:0:0], true
	}
	return a.data[a.offset : a.offset+n : a.offset+n], true
}
