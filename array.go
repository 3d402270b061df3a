package kern

import "fmt"

// Array1 is a strided 1-D view of elements of type T: element i is
// data[off + i*stride]. Strides are in elements. In a kernel it is passed
// by value; the GPU compiler lowers it to a pointer, a length and a stride.
type Array1[T Element] struct {
	data   []T
	off    int
	n      int
	stride int
}

// Array2 is a strided 2-D view: element (i, j) is
// data[off + i*strides[0] + j*strides[1]].
type Array2[T Element] struct {
	data    []T
	off     int
	shape   [2]int
	strides [2]int
}

// Array3 is a strided 3-D view.
type Array3[T Element] struct {
	data    []T
	off     int
	shape   [3]int
	strides [3]int
}

// checkView verifies that every element of the view lies inside data.
func checkView(n, off int, shape, strides []int) error {
	if off < 0 {
		return fmt.Errorf("%w: negative offset %d", ErrView, off)
	}
	for _, d := range shape {
		if d < 0 {
			return fmt.Errorf("%w: negative extent in shape %v", ErrView, shape)
		}
		if d == 0 {
			return nil
		}
	}
	lo, hi := extent(shape, strides)
	lo, hi = off+lo, off+hi
	if lo < 0 || hi >= n {
		return fmt.Errorf("%w: shape %v strides %v offset %d reach [%d, %d] outside data of length %d",
			ErrView, shape, strides, off, lo, hi, n)
	}
	return nil
}

// MakeArray1 views data as a contiguous 1-D array.
func MakeArray1[T Element](data []T) Array1[T] {
	return Array1[T]{data: data, n: len(data), stride: 1}
}

// NewArray1 views data with an offset, length and stride (in elements).
func NewArray1[T Element](data []T, off, n, stride int) (Array1[T], error) {
	if err := checkView(len(data), off, []int{n}, []int{stride}); err != nil {
		return Array1[T]{}, err
	}
	return Array1[T]{data: data, off: off, n: n, stride: stride}, nil
}

// MakeArray2 views data as a C-ordered rows×cols array.
func MakeArray2[T Element](data []T, rows, cols int) (Array2[T], error) {
	return NewArray2(data, 0, [2]int{rows, cols}, [2]int{cols, 1})
}

// NewArray2 views data with an offset, shape and strides (in elements).
func NewArray2[T Element](data []T, off int, shape, strides [2]int) (Array2[T], error) {
	if err := checkView(len(data), off, shape[:], strides[:]); err != nil {
		return Array2[T]{}, err
	}
	return Array2[T]{data: data, off: off, shape: shape, strides: strides}, nil
}

// MakeArray3 views data as a C-ordered 3-D array.
func MakeArray3[T Element](data []T, d0, d1, d2 int) (Array3[T], error) {
	return NewArray3(data, 0, [3]int{d0, d1, d2}, [3]int{d1 * d2, d2, 1})
}

// NewArray3 views data with an offset, shape and strides (in elements).
func NewArray3[T Element](data []T, off int, shape, strides [3]int) (Array3[T], error) {
	if err := checkView(len(data), off, shape[:], strides[:]); err != nil {
		return Array3[T]{}, err
	}
	return Array3[T]{data: data, off: off, shape: shape, strides: strides}, nil
}

// indexError is the panic of a view access out of range. It holds plain
// ints, so that the receivers of At, Set and Ptr do not escape (a slice of
// a.shape would move every view to the heap and make each element access
// allocate), and is built in place rather than by a helper call, so that
// Ptr, At and Set stay within the Go compiler's inlining budget: a kernel's
// loop then keeps a view's fields in registers.
type indexError struct {
	rank                int
	i, j, k, n0, n1, n2 int
}

func (e indexError) Error() string {
	switch e.rank {
	case 1:
		return fmt.Sprintf("kern: index [%d] out of range for shape [%d]", e.i, e.n0)
	case 2:
		return fmt.Sprintf("kern: index [%d %d] out of range for shape [%d %d]", e.i, e.j, e.n0, e.n1)
	}
	return fmt.Sprintf("kern: index [%d %d %d] out of range for shape [%d %d %d]", e.i, e.j, e.k, e.n0, e.n1, e.n2)
}

// Len is the number of elements.
func (a Array1[T]) Len() int { return a.n }

// Dim is the extent of axis k (only 0 for Array1).
func (a Array1[T]) Dim(k int) int {
	if k != 0 {
		panic(fmt.Sprintf("kern: Array1 has no axis %d", k))
	}
	return a.n
}

// Stride is the distance between elements, in elements.
func (a Array1[T]) Stride() int { return a.stride }

// Data is the backing slice and the offset of element 0.
func (a Array1[T]) Data() ([]T, int) { return a.data, a.off }

// Ptr is &a[i].
func (a Array1[T]) Ptr(i int) *T {
	if uint(i) >= uint(a.n) {
		panic(indexError{rank: 1, i: i, n0: a.n})
	}
	return &a.data[a.off+i*a.stride]
}

// At is a[i].
func (a Array1[T]) At(i int) T { return *a.Ptr(i) }

// Set stores a[i] = v.
func (a Array1[T]) Set(i int, v T) { *a.Ptr(i) = v }

// Dim is the extent of axis k.
func (a Array2[T]) Dim(k int) int { return a.shape[k] }

// Shape is the extents of both axes.
func (a Array2[T]) Shape() [2]int { return a.shape }

// Strides are the distances between elements along each axis, in elements.
func (a Array2[T]) Strides() [2]int { return a.strides }

// Data is the backing slice and the offset of element (0, 0).
func (a Array2[T]) Data() ([]T, int) { return a.data, a.off }

// Ptr is &a[i][j].
func (a Array2[T]) Ptr(i, j int) *T {
	if uint(i) >= uint(a.shape[0]) || uint(j) >= uint(a.shape[1]) {
		panic(indexError{rank: 2, i: i, j: j, n0: a.shape[0], n1: a.shape[1]})
	}
	return &a.data[a.off+i*a.strides[0]+j*a.strides[1]]
}

// At is a[i][j].
func (a Array2[T]) At(i, j int) T { return *a.Ptr(i, j) }

// Set stores a[i][j] = v.
func (a Array2[T]) Set(i, j int, v T) { *a.Ptr(i, j) = v }

// Dim is the extent of axis k.
func (a Array3[T]) Dim(k int) int { return a.shape[k] }

// Shape is the extents of the three axes.
func (a Array3[T]) Shape() [3]int { return a.shape }

// Strides are the distances between elements along each axis, in elements.
func (a Array3[T]) Strides() [3]int { return a.strides }

// Data is the backing slice and the offset of element (0, 0, 0).
func (a Array3[T]) Data() ([]T, int) { return a.data, a.off }

// Ptr is &a[i][j][k].
func (a Array3[T]) Ptr(i, j, k int) *T {
	if uint(i) >= uint(a.shape[0]) || uint(j) >= uint(a.shape[1]) || uint(k) >= uint(a.shape[2]) {
		panic(indexError{rank: 3, i: i, j: j, k: k, n0: a.shape[0], n1: a.shape[1], n2: a.shape[2]})
	}
	return &a.data[a.off+i*a.strides[0]+j*a.strides[1]+k*a.strides[2]]
}

// At is a[i][j][k].
func (a Array3[T]) At(i, j, k int) T { return *a.Ptr(i, j, k) }

// Set stores a[i][j][k] = v.
func (a Array3[T]) Set(i, j, k int, v T) { *a.Ptr(i, j, k) = v }
