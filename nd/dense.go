package nd

import (
	"fmt"

	"gonum.org/v1/gonum/mat"
)

// ToDense copies a 2-d float64 array (any strides) into a new gonum
// mat.Dense. gonum cannot represent a matrix with a zero dimension, so an
// empty array is an error wrapping ErrShape.
func ToDense(a Array[float64]) (*mat.Dense, error) {
	a = a.norm()
	if len(a.shape) != 2 {
		return nil, fmt.Errorf("%w: ToDense needs a 2-d array, have shape %s", ErrShape, ShapeString(a.shape))
	}
	r, c := a.shape[0], a.shape[1]
	if r == 0 || c == 0 {
		return nil, fmt.Errorf("%w: gonum's mat.Dense cannot hold an empty matrix of shape %s", ErrShape, ShapeString(a.shape))
	}
	return mat.NewDense(r, c, a.Copy(C).data), nil
}

// FromDense copies a gonum matrix into a new C-ordered 2-d array. An empty
// (zero-value) Dense gives an array of shape (0, 0).
func FromDense(m *mat.Dense) Array[float64] {
	if m == nil || m.IsEmpty() {
		out, _ := Zeros[float64](0, 0)
		return out
	}
	raw := m.RawMatrix()
	v := Array[float64]{data: raw.Data, shape: []int{raw.Rows, raw.Cols}, strides: []int{raw.Stride, 1}}
	return v.Copy(C)
}

// WrapDense returns a view of a gonum matrix's storage without copying:
// writes through either are seen by the other. An empty Dense gives shape
// (0, 0).
func WrapDense(m *mat.Dense) Array[float64] {
	if m == nil || m.IsEmpty() {
		out, _ := Zeros[float64](0, 0)
		return out
	}
	raw := m.RawMatrix()
	return Array[float64]{data: raw.Data, shape: []int{raw.Rows, raw.Cols}, strides: []int{raw.Stride, 1}}
}
