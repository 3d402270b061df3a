package nd

import (
	"slices"
	"testing"
)

// TestLayoutDataFree: a Layout does on its own what Array's views do with
// data, and its results never share slices with the receiver (device
// arrays keep the shapes they are given).
func TestLayoutDataFree(t *testing.T) {
	l, err := ContiguousLayout(C, 3, 4)
	if err != nil || !slices.Equal(l.Strides, []int{4, 1}) || l.Size() != 12 || !l.IsContiguous(C) || l.IsContiguous(F) {
		t.Fatalf("ContiguousLayout(C, 3, 4) = %+v, %v", l, err)
	}
	_, err = ContiguousLayout(C, 2, -1)
	wantErr(t, "negative", err, ErrShape, "(2, -1)")
	_, err = ContiguousLayout(Order(7), 2)
	wantErr(t, "order", err, ErrShape, "unknown order")

	v, err := l.Slice(All().By(-1), S(1, 4, 2))
	if err != nil || v.Offset != 9 || !slices.Equal(v.Shape, []int{3, 2}) || !slices.Equal(v.Strides, []int{-4, 2}) {
		t.Fatalf("Slice = %+v, %v", v, err)
	}
	if lo, hi := v.Extent(); lo != -8 || hi != 2 {
		t.Errorf("Extent = %d, %d, want -8, 2", lo, hi)
	}
	if lo, hi := (Layout{Shape: []int{2, 0}, Strides: []int{1, 1}}).Extent(); lo <= hi {
		t.Errorf("empty Extent = %d, %d", lo, hi)
	}
	v.Shape[0], v.Strides[0] = 99, 99
	if !slices.Equal(l.Shape, []int{3, 4}) || !slices.Equal(l.Strides, []int{4, 1}) {
		t.Errorf("Slice's result shares the receiver's slices: %+v", l)
	}
	tr, _ := l.Transpose()
	if !tr.IsContiguous(F) {
		t.Errorf("transpose of C is not F-contiguous: %+v", tr)
	}
	_, err = tr.Reshape(C, 12)
	wantErr(t, "reshape", err, ErrRequiresCopy, "(4, 3)")
	r, err := tr.Reshape(F, 2, -1)
	if err != nil || !slices.Equal(r.Shape, []int{2, 6}) || !r.IsContiguous(F) {
		t.Errorf("Reshape(F, 2, -1) = %+v, %v", r, err)
	}
	parts, err := l.Split(2, -1)
	if err != nil || len(parts) != 2 || parts[1].Offset != 2 || !slices.Equal(parts[1].Shape, []int{3, 2}) {
		t.Errorf("Split = %+v, %v", parts, err)
	}
	b, err := Layout{Offset: 5, Shape: []int{4}, Strides: []int{1}}.BroadcastTo(3, 4)
	if err != nil || b.Offset != 5 || !slices.Equal(b.Strides, []int{0, 1}) {
		t.Errorf("BroadcastTo = %+v, %v", b, err)
	}
}
