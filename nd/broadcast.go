package nd

import "fmt"

// BroadcastShapes returns the shape that arrays of the given shapes
// broadcast to under NumPy's rules: shapes are aligned at their last axis,
// and each axis must be equal or 1 (a missing axis counts as 1).
func BroadcastShapes(shapes ...[]int) ([]int, error) {
	nd := 0
	for _, s := range shapes {
		if _, err := checkShape(s); err != nil {
			return nil, err
		}
		nd = max(nd, len(s))
	}
	out := make([]int, nd)
	for k := range out {
		out[k] = 1
	}
	from := make([]int, nd) // which argument fixed each axis, for the message
	for i, s := range shapes {
		for k, d := range s {
			j := nd - len(s) + k
			switch {
			case d == out[j] || d == 1:
			case out[j] == 1:
				out[j], from[j] = d, i
			default:
				return nil, fmt.Errorf("%w: shape mismatch: objects cannot be broadcast to a single shape. "+
					"Mismatch is between arg %d with shape %s and arg %d with shape %s",
					ErrBroadcast, from[j], ShapeString(shapes[from[j]]), i, ShapeString(s))
			}
		}
	}
	return out, nil
}

// BroadcastTo returns a read-mostly view of a with the given shape: new
// leading axes and axes of length 1 get stride 0, so several indices share
// one element. Writing through such a view writes that shared element.
func (a Array[T]) BroadcastTo(shape ...int) (Array[T], error) {
	l, err := a.layout().BroadcastTo(shape...)
	if err != nil {
		return Array[T]{}, err
	}
	return a.with(l), nil
}

// Broadcast broadcasts several arrays of one dtype against each other and
// returns views of the common shape.
func Broadcast[T Elem](arrays ...Array[T]) ([]Array[T], error) {
	shapes := make([][]int, len(arrays))
	for i, a := range arrays {
		shapes[i] = a.norm().shape
	}
	shape, err := BroadcastShapes(shapes...)
	if err != nil {
		return nil, err
	}
	out := make([]Array[T], len(arrays))
	for i, a := range arrays {
		if out[i], err = a.BroadcastTo(shape...); err != nil {
			return nil, err
		}
	}
	return out, nil
}
