package nd

import (
	"fmt"
	"strconv"
	"strings"
)

// Error is the type of the package's sentinel errors. It is a constant string
// type so the sentinels cannot be reassigned.
type Error string

func (e Error) Error() string { return string(e) }

// Sentinel errors; every error returned by this package wraps one of them.
const (
	// ErrShape: a negative dimension, sizes that do not match, a bad axis.
	ErrShape Error = "nd: invalid shape"
	// ErrIndex: an index out of range or the wrong number of indices.
	ErrIndex Error = "nd: index out of range"
	// ErrBroadcast: shapes that cannot be broadcast together.
	ErrBroadcast Error = "nd: shapes cannot be broadcast"
	// ErrRequiresCopy: a view was asked for that would need a copy.
	ErrRequiresCopy Error = "nd: operation requires copying"
	// ErrDType: an unsupported or mismatched element type.
	ErrDType Error = "nd: dtype mismatch"
	// ErrTooLarge: an array larger than the machine's memory.
	ErrTooLarge Error = "nd: array larger than this machine's memory"
	// ErrFormat: a malformed .npy file.
	ErrFormat Error = "nd: malformed .npy data"
	// ErrMismatch: CheckClose or CheckULP found elements that differ.
	ErrMismatch Error = "nd: values differ"
)

// Must returns v, panicking if err is not nil. It is meant for examples and
// tests where the arguments are known to be valid.
func Must[V any](v V, err error) V {
	if err != nil {
		panic(err)
	}
	return v
}

// ShapeString formats a shape the way NumPy prints tuples: (3,), (2, 3), ().
func ShapeString(shape []int) string {
	var b strings.Builder
	b.WriteByte('(')
	for i, d := range shape {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(d))
	}
	if len(shape) == 1 {
		b.WriteByte(',')
	}
	b.WriteByte(')')
	return b.String()
}

// checkShape validates dimensions and returns the element count; it reports
// overflow as well as negative sizes.
// MaxDims is the most dimensions an array may have: NumPy's NPY_MAXDIMS.
// Constructors and ReadNPY reject more (a .npy header of 1 MiB could
// otherwise declare half a million axes).
const MaxDims = 64

func checkShape(shape []int) (int, error) {
	if len(shape) > MaxDims {
		return 0, fmt.Errorf("%w: %d dimensions, more than the %d NumPy allows", ErrShape, len(shape), MaxDims)
	}
	n := 1
	for _, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("%w: negative dimension in shape %s", ErrShape, ShapeString(shape))
		}
	}
	for _, d := range shape {
		if d == 0 {
			return 0, nil
		}
	}
	for _, d := range shape {
		if n > maxInt/d {
			return 0, fmt.Errorf("%w: shape %s has too many elements", ErrShape, ShapeString(shape))
		}
		n *= d
	}
	return n, nil
}

const maxInt = int(^uint(0) >> 1)

// shapeSize is the element count of an already validated shape.
func shapeSize(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}

func cloneInts(s []int) []int {
	if s == nil {
		return []int{}
	}
	return append([]int{}, s...)
}

// normAxis maps a NumPy-style axis (negative counts from the end) to 0…ndim-1.
func normAxis(axis, ndim int) (int, error) {
	if axis < -ndim || axis >= ndim {
		return 0, fmt.Errorf("%w: axis %d is out of bounds for array of dimension %d", ErrShape, axis, ndim)
	}
	if axis < 0 {
		axis += ndim
	}
	return axis, nil
}
