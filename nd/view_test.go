package nd

import (
	"slices"
	"testing"
)

// Expected values below were produced by NumPy on a = np.arange(10).
func TestSlice1D(t *testing.T) {
	a := Must(Arange[int64](0, 10, 1))
	tests := []struct {
		r      Range
		str    string
		want   []int64
		stride int
	}{
		{S(2, 7, 1), "2:7:1", []int64{2, 3, 4, 5, 6}, 1},
		{All().By(-1), "::-1", []int64{9, 8, 7, 6, 5, 4, 3, 2, 1, 0}, -1},
		{S(8, 2, -2), "8:2:-2", []int64{8, 6, 4}, -2},
		{From(-3), "-3:", []int64{7, 8, 9}, 1},
		{S(-100, 100, 1), "-100:100:1", []int64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, 1},
		{S(5, 2, 1), "5:2:1", []int64{}, 1},
		{All().By(3), "::3", []int64{0, 3, 6, 9}, 3},
		{From(7).By(-3), "7::-3", []int64{7, 4, 1}, -3},
		{To(-100).By(-1), ":-100:-1", []int64{9, 8, 7, 6, 5, 4, 3, 2, 1, 0}, -1},
		{S(3, -100, -1), "3:-100:-1", []int64{3, 2, 1, 0}, -1},
		{S(-2, -8, -2), "-2:-8:-2", []int64{8, 6, 4}, -2},
		{From(100), "100:", []int64{}, 1},
		{From(100).By(-1), "100::-1", []int64{9, 8, 7, 6, 5, 4, 3, 2, 1, 0}, -1},
		{To(4), ":4", []int64{0, 1, 2, 3}, 1},
		{All(), ":", []int64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, 1},
	}
	for _, tc := range tests {
		v, err := a.Slice(tc.r)
		if err != nil {
			t.Errorf("%v: %v", tc.r, err)
			continue
		}
		if tc.r.String() != tc.str {
			t.Errorf("Range.String() = %q, want %q", tc.r.String(), tc.str)
		}
		if got := v.ToSlice(); !slices.Equal(got, tc.want) || v.Strides()[0] != tc.stride {
			t.Errorf("a[%v] = %v stride %v, want %v stride %d", tc.r, got, v.Strides(), tc.want, tc.stride)
		}
		if v.Size() > 0 && !v.SharesMemory(a) {
			t.Errorf("a[%v] is not a view", tc.r)
		}
	}
	_, err := a.Slice(S(0, 5, 0))
	wantErr(t, "zero step", err, ErrIndex, "step cannot be zero", "axis 0")
	_, err = a.Slice(All(), All())
	wantErr(t, "too many", err, ErrIndex, "2 slices", "(10,)")
}

func TestSlice2DAndWriteThrough(t *testing.T) {
	b := Must(Must(Arange[int32](0, 20, 1)).Reshape(4, 5))
	// NumPy: b[::-2, 1:4] -> [[16,17,18],[6,7,8]], strides (-10, 1), offset 16.
	v := Must(b.Slice(All().By(-2), S(1, 4, 1)))
	if !Equal(v, Must(FromSlice([]int32{16, 17, 18, 6, 7, 8}, 2, 3))) || !slices.Equal(v.Strides(), []int{-10, 1}) {
		t.Errorf("b[::-2, 1:4] = %v strides %v", v, v.Strides())
	}
	if _, off := v.Raw(); off != 16 {
		t.Errorf("offset %d, want 16", off)
	}
	// NumPy: b[1:3, ::-1].T -> strides (-1, 5).
	w := Must(b.Slice(S(1, 3, 1), All().By(-1))).T()
	want := Must(FromSlice([]int32{9, 14, 8, 13, 7, 12, 6, 11, 5, 10}, 5, 2))
	if !Equal(w, want) || !slices.Equal(w.Strides(), []int{-1, 5}) {
		t.Errorf("b[1:3, ::-1].T = %v strides %v", w, w.Strides())
	}
	v.Set(-1, 1, 0)
	if b.At(1, 1) != -1 {
		t.Errorf("write through view did not reach the base array")
	}
	c := Must(b.SliceAxis(-1, S(0, 5, 2)))
	if !slices.Equal(c.Shape(), []int{4, 3}) || c.At(3, 2) != 19 {
		t.Errorf("SliceAxis(-1, 0:5:2) shape %v", c.Shape())
	}
	_, err := b.SliceAxis(2, All())
	wantErr(t, "SliceAxis", err, ErrShape, "axis 2", "dimension 2")
}

func TestIndex(t *testing.T) {
	a := Must(Must(Arange[float64](0, 24, 1)).Reshape(2, 3, 4))
	tests := []struct {
		axis, i int
		shape   []int
		strides []int
		first   float64
	}{
		{0, 1, []int{3, 4}, []int{4, 1}, 12},
		{1, 2, []int{2, 4}, []int{12, 1}, 8},
		{2, -1, []int{2, 3}, []int{12, 4}, 3},
		{-3, -2, []int{3, 4}, []int{4, 1}, 0},
	}
	for _, tc := range tests {
		v, err := a.Index(tc.axis, tc.i)
		if err != nil {
			t.Errorf("Index(%d, %d): %v", tc.axis, tc.i, err)
			continue
		}
		if !slices.Equal(v.Shape(), tc.shape) || !slices.Equal(v.Strides(), tc.strides) || v.At(0, 0) != tc.first {
			t.Errorf("Index(%d, %d): shape %v strides %v first %v", tc.axis, tc.i, v.Shape(), v.Strides(), v.At(0, 0))
		}
	}
	s := Must(Must(Must(a.Index(0, 1)).Index(0, 2)).Index(0, 3))
	if s.NDim() != 0 || s.At() != 23 {
		t.Errorf("repeated Index to 0-d: %v", s)
	}
	_, err := a.Index(1, 3)
	wantErr(t, "Index range", err, ErrIndex, "index 3", "axis 1", "size 3", "(2, 3, 4)")
	_, err = a.Index(1, -4)
	wantErr(t, "Index negative", err, ErrIndex, "index -4")
	_, err = a.Index(3, 0)
	wantErr(t, "Index axis", err, ErrShape, "axis 3")
	_, err = s.Index(0, 0)
	wantErr(t, "Index 0-d", err, ErrShape, "dimension 0")
}

func TestTranspose(t *testing.T) {
	a := Must(Must(Arange[uint16](0, 24, 1)).Reshape(2, 3, 4))
	tests := []struct {
		axes    []int
		shape   []int
		strides []int
	}{
		{nil, []int{4, 3, 2}, []int{1, 4, 12}},
		{[]int{1, 0, 2}, []int{3, 2, 4}, []int{4, 12, 1}},
		{[]int{-1, 0, 1}, []int{4, 2, 3}, []int{1, 12, 4}},
		{[]int{0, 1, 2}, []int{2, 3, 4}, []int{12, 4, 1}},
	}
	for _, tc := range tests {
		v := Must(a.Transpose(tc.axes...))
		if !slices.Equal(v.Shape(), tc.shape) || !slices.Equal(v.Strides(), tc.strides) {
			t.Errorf("Transpose(%v): %v %v", tc.axes, v.Shape(), v.Strides())
		}
		// Element check against the definition out[i_k...] = a[i_axes...].
		for idx, x := range v.Elems() {
			src := make([]int, 3)
			for k := range idx {
				ax := 2 - k
				if tc.axes != nil {
					ax = (tc.axes[k] + 3) % 3
				}
				src[ax] = idx[k]
			}
			if a.At(src...) != x {
				t.Fatalf("Transpose(%v)%v = %v, want a%v = %v", tc.axes, idx, x, src, a.At(src...))
			}
		}
	}
	_, err := a.Transpose(0, 1)
	wantErr(t, "Transpose count", err, ErrShape, "[0 1]", "(2, 3, 4)")
	_, err = a.Transpose(0, 0, 1)
	wantErr(t, "Transpose repeat", err, ErrShape, "repeated axis 0")
	_, err = a.Transpose(0, 1, 5)
	wantErr(t, "Transpose range", err, ErrShape, "axis 5")
}

func TestSplit(t *testing.T) {
	a := Must(Must(Arange[int8](0, 24, 1)).Reshape(4, 6))
	parts, err := a.Split(3, 1)
	if err != nil || len(parts) != 3 {
		t.Fatalf("Split(3, 1): %v %v", len(parts), err)
	}
	for i, p := range parts {
		if !slices.Equal(p.Shape(), []int{4, 2}) || !slices.Equal(p.Strides(), []int{6, 1}) || p.At(0, 0) != int8(2*i) || !p.SharesMemory(a) {
			t.Errorf("part %d: shape %v strides %v first %v", i, p.Shape(), p.Strides(), p.At(0, 0))
		}
	}
	rows := Must(a.Split(2, 0))
	if !Equal(rows[1], Must(FromSlice([]int8{12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, 2, 6))) {
		t.Errorf("Split rows: %v", rows[1])
	}
	_, err = a.Split(4, 1)
	wantErr(t, "Split uneven", err, ErrShape, "equal division", "length 6", "divisible by 4", "(4, 6)")
	_, err = a.Split(0, 0)
	wantErr(t, "Split 0", err, ErrShape, "0 sections")
	_, err = a.Split(2, 2)
	wantErr(t, "Split axis", err, ErrShape, "axis 2")
	// np.split(np.arange(10), [3, 5, 20]) -> sizes 3, 2, 5, 0
	b := Must(Arange[int8](0, 10, 1))
	sp := Must(b.SplitAt(0, 3, 5, 20))
	sizes := []int{}
	for _, p := range sp {
		sizes = append(sizes, p.Size())
	}
	if !slices.Equal(sizes, []int{3, 2, 5, 0}) || sp[1].At(0) != 3 {
		t.Errorf("SplitAt sizes %v", sizes)
	}
}
