package nd

import (
	"slices"
	"testing"
)

// Expected view strides (in elements) and view-or-copy outcomes below were
// produced by NumPy 1.24 (a.reshape(shape, order) and np.shares_memory).
func TestReshapeAgainstNumPy(t *testing.T) {
	base := Must(Arange[float64](0, 120, 1))
	r := func(a Array[float64], shape ...int) Array[float64] { return Must(a.Reshape(shape...)) }
	sl := func(a Array[float64], rs ...Range) Array[float64] { return Must(a.Slice(rs...)) }
	fortran := r(base, 20, 6).T() // np.asfortranarray(base.reshape(6, 20))
	tests := []struct {
		name    string
		a       Array[float64]
		shape   []int
		order   Order
		strides []int // nil: NumPy copies, so kern reports ErrRequiresCopy
	}{
		{"c", r(base, 2, 3, 4, 5), []int{6, 20}, C, []int{20, 1}},
		{"c-1", r(base, 2, 3, 4, 5), []int{-1}, C, []int{1}},
		{"c+1s", r(base, 2, 3, 4, 5), []int{2, 3, 4, 5, 1, 1}, C, []int{60, 20, 5, 1, 1, 1}},
		{"cF", r(base, 2, 3, 4, 5), []int{6, 20}, F, nil},
		{"T", r(base, 4, 5, 6).T(), []int{30, 4}, C, nil},
		{"TF", r(base, 4, 5, 6).T(), []int{6, 20}, F, []int{1, 6}},
		{"Tsplit", r(base, 4, 5, 6).T(), []int{6, 5, 2, 2}, C, []int{1, 6, 60, 30}},
		{"sl", sl(r(base, 4, 5, 6), All(), S(1, 3, 1)), []int{4, 12}, C, []int{30, 1}},
		{"slcopy", sl(r(base, 4, 5, 6), All(), S(1, 3, 1)), []int{8, 6}, C, nil},
		{"slsplit", sl(r(base, 4, 5, 6), All(), S(1, 3, 1)), []int{2, 2, 2, 6}, C, []int{60, 30, 6, 1}},
		{"step", sl(base, All().By(2)), []int{6, 10}, C, []int{20, 2}},
		{"neg", sl(base, All().By(-3)), []int{5, 8}, C, []int{-24, -3}},
		{"len1", sl(r(base, 10, 1, 12), All(), All(), All().By(3)), []int{10, 4}, C, []int{12, 3}},
		{"len1b", sl(r(base, 10, 1, 12), All(), All(), All().By(3)), []int{5, 2, 1, 4, 1}, C, []int{24, 12, 12, 3, 3}},
		{"col1", sl(r(base, 10, 12), All(), S(2, 3, 1)), []int{10}, C, []int{12}},
		{"col3", sl(r(base, 10, 12), All(), S(2, 5, 1)), []int{30}, C, nil},
		{"bcast", Must(sl(base, To(4)).BroadcastTo(3, 4)), []int{12}, C, nil},
		{"bcast3", Must(sl(base, To(4)).BroadcastTo(3, 4)), []int{3, 2, 2}, C, []int{0, 2, 1}},
		{"F1d", fortran, []int{120}, C, nil},
		{"FF", fortran, []int{3, 2, 20}, F, []int{1, 3, 6}},
		{"FC", fortran, []int{2, 3, 20}, C, []int{3, 1, 6}},
		{"FC1", fortran, []int{6, 1, 20}, C, []int{1, 120, 6}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, err := tc.a.ReshapeOrder(tc.order, tc.shape...)
			if tc.strides == nil {
				wantErr(t, "reshape", err, ErrRequiresCopy, "operation requires copying",
					ShapeString(tc.a.Shape()), ShapeString(tc.shape))
				return
			}
			if err != nil {
				t.Fatalf("reshape %v -> %v: %v", tc.a.Shape(), tc.shape, err)
			}
			if !slices.Equal(v.Strides(), tc.strides) || !v.SharesMemory(tc.a) {
				t.Errorf("strides %v, want %v", v.Strides(), tc.strides)
			}
			// Values: reading both in the reshape's order gives the same sequence.
			if got, want := v.Flatten(tc.order).ToSlice(), tc.a.Flatten(tc.order).ToSlice(); !slices.Equal(got, want) {
				t.Errorf("values %v, want %v", got[:5], want[:5])
			}
		})
	}
}

func TestReshapeErrorsAndEdges(t *testing.T) {
	a := Must(Zeros[int32](2, 6))
	bad := []struct {
		shape []int
		frag  []string
	}{
		{[]int{5, 2}, []string{"size 12", "(2, 6)", "(5, 2)"}},
		{[]int{-1, 5}, []string{"(-1, 5)"}},
		{[]int{-1, -1}, []string{"one unknown"}},
		{[]int{-2, 6}, []string{"negative"}},
		{[]int{0, -1}, []string{"(0, -1)"}},
	}
	for _, tc := range bad {
		_, err := a.Reshape(tc.shape...)
		wantErr(t, "Reshape", err, ErrShape, tc.frag...)
	}
	_, err := a.ReshapeOrder(Order(3), 12)
	wantErr(t, "order", err, ErrShape, "order 3")
	e := Must(Zeros[int32](0, 4))
	// NumPy: np.zeros((0, 4)).reshape(2, 0, -1) fails (-1 is ambiguous for size 0).
	_, err = e.Reshape(2, 0, -1)
	wantErr(t, "Reshape empty -1", err, ErrShape, "(2, 0, -1)")
	v := Must(e.Reshape(2, 0, 3))
	if !slices.Equal(v.Shape(), []int{2, 0, 3}) || v.Size() != 0 || !v.IsCContiguous() {
		t.Errorf("empty reshape: shape %v", v.Shape())
	}
	s := Must(Must(Full[int32](7)).Reshape(1, 1))
	if !slices.Equal(s.Shape(), []int{1, 1}) || s.At(0, 0) != 7 {
		t.Errorf("0-d to (1,1): %v", s.Shape())
	}
	back := Must(s.Reshape())
	if back.NDim() != 0 || back.At() != 7 {
		t.Errorf("(1,1) to 0-d")
	}
}

func TestRavel(t *testing.T) {
	base := Must(Arange[int32](0, 24, 1))
	c := Must(base.Reshape(4, 6))
	tests := []struct {
		name    string
		a       Array[int32]
		order   Order
		copied  bool
		stride  int
		first3  []int32
		sharing bool
	}{
		{"C", c, C, false, 1, []int32{0, 1, 2}, true},
		{"CinF", c, F, true, 1, []int32{0, 6, 12}, false},
		{"T", c.T(), C, true, 1, []int32{0, 6, 12}, false},
		{"TinF", c.T(), F, false, 1, []int32{0, 1, 2}, true},
		{"step", Must(base.Slice(All().By(3))), C, false, 3, []int32{0, 3, 6}, true},
		{"rev", Must(c.Slice(All().By(-1), All().By(-1))), C, false, -1, []int32{23, 22, 21}, true},
		{"cols", Must(c.Slice(All(), S(1, 3, 1))), C, true, 1, []int32{1, 2, 7}, false},
		{"col", Must(c.Slice(All(), S(1, 2, 1))), C, false, 6, []int32{1, 7, 13}, true},
	}
	for _, tc := range tests {
		r, copied := tc.a.Ravel(tc.order)
		if copied != tc.copied || r.NDim() != 1 || r.Size() != tc.a.Size() || r.Strides()[0] != tc.stride ||
			r.SharesMemory(tc.a) != tc.sharing || !slices.Equal(r.ToSlice()[:3], tc.first3) {
			t.Errorf("%s: copied %v strides %v shares %v first %v", tc.name, copied, r.Strides(), r.SharesMemory(tc.a), r.ToSlice()[:3])
		}
	}
	f := c.Flatten(C)
	if f.SharesMemory(c) || !slices.Equal(f.ToSlice(), base.ToSlice()) {
		t.Errorf("Flatten")
	}
}
