package ndgonum

import (
	"fmt"

	"github.com/kernlab/kern/nd"
	"gonum.org/v1/gonum/mat"
)

// ToDense copies a 2-d float64 array (any strides) into a new gonum
// mat.Dense. gonum cannot represent a matrix with a zero dimension, so an
// empty array is an error wrapping nd.ErrShape.
func ToDense(a nd.Array[float64]) (*mat.Dense, error) {
	shape := a.Shape()
	if len(shape) != 2 {
		return nil, fmt.Errorf("%w: ToDense needs a 2-d array, have shape %s", nd.ErrShape, nd.ShapeString(shape))
	}
	r, c := shape[0], shape[1]
	if r == 0 || c == 0 {
		return nil, fmt.Errorf("%w: gonum's mat.Dense cannot hold an empty matrix of shape %s", nd.ErrShape, nd.ShapeString(shape))
	}
	data, _ := a.Copy(nd.C).Contiguous() // a fresh C-ordered copy is contiguous
	return mat.NewDense(r, c, data), nil
}

// FromDense copies a gonum matrix into a new C-ordered 2-d array. An empty
// (zero-value) Dense gives an array of shape (0, 0).
func FromDense(m *mat.Dense) nd.Array[float64] {
	return WrapDense(m).Copy(nd.C)
}

// WrapDense returns a view of a gonum matrix's storage without copying:
// writes through either are seen by the other. An empty Dense gives shape
// (0, 0).
func WrapDense(m *mat.Dense) nd.Array[float64] {
	if m == nil || m.IsEmpty() {
		return nd.Must(nd.Zeros[float64](0, 0))
	}
	raw := m.RawMatrix()
	// A Dense's Data always reaches its last element, (Rows-1)*Stride+Cols-1,
	// so WrapStrided's bounds check cannot fail.
	return nd.Must(nd.WrapStrided(raw.Data, 0, []int{raw.Rows, raw.Cols}, []int{raw.Stride, 1}))
}
