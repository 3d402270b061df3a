package nd

import (
	"math/rand/v2"
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

// offsets lists the element offsets of a layout in order o.
func offsets(shape, strides []int, o Order) []int {
	var out []int
	idx := make([]int, len(shape))
	for _, d := range shape {
		if d == 0 {
			return nil
		}
	}
	for {
		off := 0
		for k, i := range idx {
			off += i * strides[k]
		}
		out = append(out, off)
		k := len(shape) - 1
		step := -1
		if o == F {
			k, step = 0, 1
		}
		for ; k >= 0 && k < len(shape); k += step {
			idx[k]++
			if idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 || k >= len(shape) {
			return out
		}
	}
}

// randomFactor splits n into a random shape.
func randomFactor(r *rand.Rand, n int) []int {
	var shape []int
	for n > 1 {
		var divs []int
		for d := 2; d <= n; d++ {
			if n%d == 0 {
				divs = append(divs, d)
			}
		}
		d := divs[r.IntN(len(divs))]
		shape = append(shape, d)
		n /= d
		if r.IntN(4) == 0 {
			shape = append(shape, 1)
		}
	}
	if len(shape) == 0 {
		shape = []int{n}
	}
	r.Shuffle(len(shape), func(i, j int) { shape[i], shape[j] = shape[j], shape[i] })
	return shape
}

// TestReshapeProperty: whenever a no-copy reshape is found, the new
// layout visits the same memory in the same order; and a contiguous array
// always reshapes.
func TestReshapeProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	found := 0
	for iter := range 3000 {
		shape := randomFactor(r, []int{12, 24, 36, 16, 30}[iter%5])
		o := Order(r.IntN(2))
		strides := contiguousStrides(shape, Order(r.IntN(2)))
		if r.IntN(2) == 0 { // a strided view: scale one axis's stride
			k := r.IntN(len(shape))
			strides[k] *= 2 + r.IntN(2)
		}
		if r.IntN(3) == 0 { // reverse the axes
			slices.Reverse(shape)
			slices.Reverse(strides)
		}
		l := Layout{Offset: 3, Shape: shape, Strides: strides}
		ns := randomFactor(r, l.Size())
		v, err := l.Reshape(o, ns...)
		st, ok := v.Strides, err == nil
		if l.IsContiguous(o) && !ok {
			t.Fatalf("contiguous %v strides %v order %v did not reshape to %v", shape, strides, o, ns)
		}
		if !ok {
			continue
		}
		if v.Offset != l.Offset {
			t.Fatalf("reshape %v/%v to %v moved the offset to %d", shape, strides, ns, v.Offset)
		}
		found++
		if a, b := offsets(shape, strides, o), offsets(ns, st, o); !slices.Equal(a, b) {
			t.Fatalf("reshape %v/%v to %v in %v gave strides %v: offsets %v, want %v", shape, strides, ns, o, st, b, a)
		}
	}
	if found < 1000 {
		t.Errorf("only %d of 3000 reshapes succeeded", found)
	}
}
