package nd

import (
	"slices"
	"testing"
)

func TestBroadcastShapes(t *testing.T) {
	tests := []struct {
		in   [][]int
		want []int
		frag []string // non-nil: expect ErrBroadcast mentioning these
	}{
		{[][]int{{3, 1}, {1, 4}}, []int{3, 4}, nil},
		{[][]int{{8, 1, 6, 1}, {7, 1, 5}}, []int{8, 7, 6, 5}, nil},
		{[][]int{{5, 4}, {1}}, []int{5, 4}, nil},
		{[][]int{{15, 3, 5}, {15, 1, 5}, {3, 1}}, []int{15, 3, 5}, nil},
		{[][]int{{}, {2, 3}}, []int{2, 3}, nil},
		{[][]int{{0, 1}, {1, 5}}, []int{0, 5}, nil},
		{[][]int{{1, 0}, {3, 1}}, []int{3, 0}, nil},
		{nil, []int{}, nil},
		{[][]int{{3}, {4}}, nil, []string{"arg 0 with shape (3,)", "arg 1 with shape (4,)"}},
		{[][]int{{2, 1}, {8, 4, 3}}, nil, []string{"arg 0 with shape (2, 1)", "arg 1 with shape (8, 4, 3)"}},
		{[][]int{{1, 3}, {2, 1}, {4, 3}}, nil, []string{"arg 1 with shape (2, 1)", "arg 2 with shape (4, 3)"}},
		{[][]int{{0}, {2}}, nil, []string{"(0,)", "(2,)"}},
	}
	for _, tc := range tests {
		got, err := BroadcastShapes(tc.in...)
		if tc.frag != nil {
			wantErr(t, "BroadcastShapes", err, ErrBroadcast, tc.frag...)
			continue
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("BroadcastShapes(%v) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	_, err := BroadcastShapes([]int{2, -1})
	wantErr(t, "negative", err, ErrShape, "(2, -1)")
}

func TestBroadcastTo(t *testing.T) {
	row := Must(FromSlice([]float32{1, 2, 3}, 3))
	col := Must(FromSlice([]float32{10, 20}, 2, 1))
	tests := []struct {
		name    string
		a       Array[float32]
		shape   []int
		strides []int
		values  []float32
	}{
		{"row", row, []int{2, 3}, []int{0, 1}, []float32{1, 2, 3, 1, 2, 3}},
		{"col", col, []int{2, 3}, []int{1, 0}, []float32{10, 10, 10, 20, 20, 20}},
		{"same", row, []int{3}, []int{1}, []float32{1, 2, 3}},
		{"lead", col, []int{2, 2, 2}, []int{0, 1, 0}, []float32{10, 10, 20, 20, 10, 10, 20, 20}},
		{"scalar", Must(Full[float32](5)), []int{2, 2}, []int{0, 0}, []float32{5, 5, 5, 5}},
		{"empty", col, []int{2, 0}, []int{1, 0}, []float32{}},
	}
	for _, tc := range tests {
		v, err := tc.a.BroadcastTo(tc.shape...)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if !slices.Equal(v.Shape(), tc.shape) || !slices.Equal(v.Strides(), tc.strides) || !slices.Equal(v.ToSlice(), tc.values) {
			t.Errorf("%s: shape %v strides %v values %v", tc.name, v.Shape(), v.Strides(), v.ToSlice())
		}
	}
	bad := []struct {
		a     Array[float32]
		shape []int
		frag  []string
	}{
		{row, []int{4}, []string{"shape (3,)", "shape (4,)"}},
		{col, []int{3}, []string{"(2, 1)", "(3,)"}},
		{col, []int{3, 3}, []string{"(2, 1)", "(3, 3)"}},
	}
	for _, tc := range bad {
		_, err := tc.a.BroadcastTo(tc.shape...)
		wantErr(t, "BroadcastTo", err, ErrBroadcast, tc.frag...)
	}
	_, err := row.BroadcastTo(-3)
	wantErr(t, "BroadcastTo negative", err, ErrShape, "(-3,)")

	vs, err := Broadcast(row, col)
	if err != nil || !slices.Equal(vs[0].Shape(), []int{2, 3}) || !slices.Equal(vs[1].ToSlice(), []float32{10, 10, 10, 20, 20, 20}) {
		t.Errorf("Broadcast: %v", err)
	}
	_, err = Broadcast(row, Must(Zeros[float32](4)))
	wantErr(t, "Broadcast", err, ErrBroadcast, "(3,)", "(4,)")
}

func TestFillAssignCopy(t *testing.T) {
	a := Must(Zeros[int32](3, 4))
	Must(a.SliceAxis(1, S(1, 3, 1))).Fill(7)
	if got := a.ToSlice(); !slices.Equal(got, []int32{0, 7, 7, 0, 0, 7, 7, 0, 0, 7, 7, 0}) {
		t.Errorf("Fill on a view: %v", got)
	}
	// dst[:] = src with broadcasting of a row.
	if err := a.Assign(Must(FromSlice([]int32{1, 2, 3, 4}, 4))); err != nil {
		t.Fatal(err)
	}
	if got := a.ToSlice(); !slices.Equal(got, []int32{1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4}) {
		t.Errorf("Assign row: %v", got)
	}
	// Assign into a transposed strided view.
	tv := a.T()
	if err := tv.Assign(Must(Must(Arange[int32](0, 12, 1)).Reshape(4, 3))); err != nil {
		t.Fatal(err)
	}
	if got := a.ToSlice(); !slices.Equal(got, []int32{0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11}) {
		t.Errorf("Assign into transpose: %v", got)
	}
	// Overlapping: a[1:] = a[:-1] must behave as if src were copied first.
	v := Must(Arange[int32](0, 5, 1))
	if err := Must(v.Slice(From(1))).Assign(Must(v.Slice(To(-1)))); err != nil {
		t.Fatal(err)
	}
	if got := v.ToSlice(); !slices.Equal(got, []int32{0, 0, 1, 2, 3}) {
		t.Errorf("overlapping Assign: %v", got)
	}
	err := a.Assign(Must(Zeros[int32](3)))
	wantErr(t, "Assign mismatch", err, ErrBroadcast, "(3,)", "(3, 4)")

	for _, o := range []Order{C, F} {
		c := a.T().Copy(o)
		if c.SharesMemory(a) || !Equal(c, a.T()) {
			t.Errorf("Copy(%v) differs", o)
		}
		if (o == C && !c.IsCContiguous()) || (o == F && !c.IsFContiguous()) {
			t.Errorf("Copy(%v) strides %v", o, c.Strides())
		}
	}
	sq := Must(Arange[float64](1, 5, 1))
	sq.Apply(func(x float64) float64 { return x * x })
	if !slices.Equal(sq.ToSlice(), []float64{1, 4, 9, 16}) {
		t.Errorf("Apply: %v", sq.ToSlice())
	}
}

func TestIterators(t *testing.T) {
	a := Must(Must(Arange[int64](0, 6, 1)).Reshape(2, 3)).T() // [[0 3] [1 4] [2 5]]
	var idxs [][]int
	var vals []int64
	for idx, v := range a.Elems() {
		idxs = append(idxs, append([]int(nil), idx...))
		vals = append(vals, v)
	}
	wantIdx := [][]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}}
	for i := range wantIdx {
		if !slices.Equal(idxs[i], wantIdx[i]) {
			t.Errorf("Elems index %d = %v", i, idxs[i])
		}
	}
	if !slices.Equal(vals, []int64{0, 3, 1, 4, 2, 5}) {
		t.Errorf("Elems values %v", vals)
	}
	var first []int64
	for v := range a.Values() {
		first = append(first, v)
		if len(first) == 2 {
			break
		}
	}
	if !slices.Equal(first, []int64{0, 3}) {
		t.Errorf("Values with break: %v", first)
	}
	n := 0
	for range a.Elems() {
		n++
		if n == 4 {
			break
		}
	}
	if n != 4 {
		t.Errorf("Elems break")
	}
	a.Visit(func(p *int64) { *p += 100 })
	if a.At(2, 1) != 105 {
		t.Errorf("Visit write")
	}
	for range Must(Zeros[int64](0, 3)).Elems() {
		t.Errorf("Elems on empty array yielded")
	}
	count := 0
	for range Must(Zeros[int64]()).Values() {
		count++
	}
	if count != 1 {
		t.Errorf("0-d array yields %d values", count)
	}
}
