package nd

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
)

// wantErr checks that err wraps sentinel and mentions every fragment.
func wantErr(t *testing.T, what string, err error, sentinel error, fragments ...string) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: no error, want %v", what, sentinel)
		return
	}
	if !errors.Is(err, sentinel) {
		t.Errorf("%s: error %q does not wrap %v", what, err, sentinel)
	}
	for _, f := range fragments {
		if !strings.Contains(err.Error(), f) {
			t.Errorf("%s: error %q does not mention %q", what, err, f)
		}
	}
}

func TestConstructors(t *testing.T) {
	tests := []struct {
		name    string
		a       Array[float64]
		shape   []int
		strides []int
		values  []float64 // C order
	}{
		{"Zeros", Must(Zeros[float64](2, 3)), []int{2, 3}, []int{3, 1}, []float64{0, 0, 0, 0, 0, 0}},
		{"ZerosF", Must(ZerosOrder[float64](F, 2, 3)), []int{2, 3}, []int{1, 2}, []float64{0, 0, 0, 0, 0, 0}},
		{"Zeros0d", Must(Zeros[float64]()), []int{}, []int{}, []float64{0}},
		{"ZerosEmpty", Must(Zeros[float64](0, 4)), []int{0, 4}, []int{4, 1}, []float64{}},
		{"Full", Must(Full(2.5, 3)), []int{3}, []int{1}, []float64{2.5, 2.5, 2.5}},
		{"FullF", Must(FullOrder(F, 1.0, 2, 2)), []int{2, 2}, []int{1, 2}, []float64{1, 1, 1, 1}},
		{"FromSlice", Must(FromSlice([]float64{1, 2, 3, 4, 5, 6}, 2, 3)), []int{2, 3}, []int{3, 1}, []float64{1, 2, 3, 4, 5, 6}},
		{"FromSliceF", Must(FromSliceOrder(F, []float64{1, 2, 3, 4, 5, 6}, 2, 3)), []int{2, 3}, []int{1, 2}, []float64{1, 3, 5, 2, 4, 6}},
		{"Wrap3d", Must(Wrap(make([]float64, 24), 2, 3, 4)), []int{2, 3, 4}, []int{12, 4, 1}, make([]float64, 24)},
		{"Arange", Must(Arange[float64](1, 2, 0.25)), []int{4}, []int{1}, []float64{1, 1.25, 1.5, 1.75}},
		{"ArangeNeg", Must(Arange[float64](3, 0, -1)), []int{3}, []int{1}, []float64{3, 2, 1}},
		{"ArangeEmpty", Must(Arange[float64](3, 0, 1)), []int{0}, []int{1}, []float64{}},
		{"Linspace", Must(Linspace[float64](0, 1, 5)), []int{5}, []int{1}, []float64{0, 0.25, 0.5, 0.75, 1}},
		{"Linspace1", Must(Linspace[float64](2, 7, 1)), []int{1}, []int{1}, []float64{2}},
		{"Linspace0", Must(Linspace[float64](2, 7, 0)), []int{0}, []int{1}, []float64{}},
		{"ZeroValue", Array[float64]{}, []int{0}, []int{1}, []float64{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !slices.Equal(tc.a.Shape(), tc.shape) || !slices.Equal(tc.a.Strides(), tc.strides) {
				t.Errorf("shape %v strides %v, want %v %v", tc.a.Shape(), tc.a.Strides(), tc.shape, tc.strides)
			}
			if got := tc.a.ToSlice(); !slices.Equal(got, tc.values) {
				t.Errorf("values %v, want %v", got, tc.values)
			}
			if tc.a.Size() != len(tc.values) || tc.a.NDim() != len(tc.shape) || tc.a.DType() != Float64 {
				t.Errorf("Size %d NDim %d DType %v", tc.a.Size(), tc.a.NDim(), tc.a.DType())
			}
		})
	}
}

func TestIntConstructors(t *testing.T) {
	if got := Must(Arange[int32](0, 5, 2)).ToSlice(); !slices.Equal(got, []int32{0, 2, 4}) {
		t.Errorf("Arange int32 = %v", got)
	}
	if got := Must(Arange[uint8](250, 256, 1)).ToSlice(); !slices.Equal(got, []uint8{250, 251, 252, 253, 254, 255}) {
		t.Errorf("Arange uint8 = %v", got)
	}
	f := Must(Linspace[float32](0, 1, 3)).ToSlice()
	if !slices.Equal(f, []float32{0, 0.5, 1}) {
		t.Errorf("Linspace float32 = %v", f)
	}
}

func TestFromSliceCopiesWrapShares(t *testing.T) {
	src := []int32{1, 2, 3, 4}
	c := Must(FromSlice(src, 2, 2))
	w := Must(Wrap(src, 2, 2))
	src[0] = 99
	if c.At(0, 0) != 1 {
		t.Errorf("FromSlice shares memory with its argument")
	}
	if w.At(0, 0) != 99 {
		t.Errorf("Wrap does not share memory with its argument")
	}
	if c.SharesMemory(w) || !w.SharesMemory(Must(w.Slice(From(1)))) {
		t.Errorf("SharesMemory wrong")
	}
}

func TestConstructorErrors(t *testing.T) {
	_, err := Zeros[float32](2, -3)
	wantErr(t, "Zeros negative", err, ErrShape, "(2, -3)")
	_, err = Full[int8](1, -1)
	wantErr(t, "Full negative", err, ErrShape, "(-1,)")
	_, err = ZerosOrder[float32](Order(7), 2)
	wantErr(t, "bad order", err, ErrShape, "order 7")
	_, err = FromSlice([]float32{1, 2, 3}, 2, 2)
	wantErr(t, "FromSlice size", err, ErrShape, "3 elements", "(2, 2)", "4 elements")
	_, err = Wrap([]int64{1, 2}, 3)
	wantErr(t, "Wrap size", err, ErrShape, "(3,)")
	_, err = Zeros[uint8](1<<40, 1<<40)
	wantErr(t, "overflow", err, ErrShape, "too many")
	_, err = Arange[float64](0, 1, 0)
	wantErr(t, "Arange step 0", err, ErrShape, "non-zero")
	_, err = Arange[bool](0, 1, 1)
	wantErr(t, "Arange bool", err, ErrDType, "bool")
	_, err = Arange[float64](0, math.Inf(1), 1)
	wantErr(t, "Arange inf", err, ErrShape, "too long")
	_, err = Linspace[float64](0, 1, -2)
	wantErr(t, "Linspace", err, ErrShape, "-2")
	_, err = Random[float64](1, 3, -1)
	wantErr(t, "Random", err, ErrShape, "(3, -1)")
	_, err = WrapStrided([]float32{1, 2, 3}, 0, []int{2}, []int{3})
	wantErr(t, "WrapStrided reach", err, ErrIndex, "(2,)", "[3]", "length 3")
	_, err = WrapStrided([]float32{1, 2, 3}, 0, []int{2, 1}, []int{1})
	wantErr(t, "WrapStrided strides", err, ErrShape, "(2, 1)")
	_, err = WrapStrided([]float32{1, 2, 3}, 0, []int{2}, []int{-1})
	wantErr(t, "WrapStrided negative", err, ErrIndex, "-1")
}

func TestWrapStrided(t *testing.T) {
	data := []int16{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	a := Must(WrapStrided(data, 9, []int{2, 3}, []int{-5, -2}))
	if got := a.ToSlice(); !slices.Equal(got, []int16{9, 7, 5, 4, 2, 0}) {
		t.Errorf("negative strides: %v", got)
	}
	e := Must(WrapStrided(data, 100, []int{0, 3}, []int{1, 1}))
	if e.Size() != 0 {
		t.Errorf("empty view size %d", e.Size())
	}
}

func TestRandom(t *testing.T) {
	a := Must(Random[float64](42, 1000))
	b := Must(Random[float64](42, 1000))
	c := Must(Random[float64](43, 1000))
	if !Equal(a, b) || Equal(a, c) {
		t.Fatalf("Random is not a function of its seed")
	}
	sum := 0.0
	for v := range a.Values() {
		if v < 0 || v >= 1 {
			t.Fatalf("float64 %v outside [0,1)", v)
		}
		sum += v
	}
	if mean := sum / 1000; mean < 0.4 || mean > 0.6 {
		t.Errorf("mean %v is implausible for U[0,1)", mean)
	}
	for v := range Must(Random[float32](1, 500)).Values() {
		if v < 0 || v >= 1 {
			t.Fatalf("float32 %v outside [0,1)", v)
		}
	}
	seen := map[int8]bool{}
	for v := range Must(Random[int8](7, 2000)).Values() {
		if v < 0 || v >= 100 {
			t.Fatalf("int8 %v outside [0,100)", v)
		}
		seen[v] = true
	}
	if len(seen) < 90 {
		t.Errorf("int8 values cover only %d of 100", len(seen))
	}
	trues := 0
	for v := range Must(Random[bool](7, 1000)).Values() {
		if v {
			trues++
		}
	}
	if trues < 400 || trues > 600 {
		t.Errorf("%d of 1000 bools are true", trues)
	}
}

func TestLikeHelpers(t *testing.T) {
	f := Must(ZerosOrder[float32](F, 3, 4))
	if !slices.Equal(ZerosLike(f).Strides(), []int{1, 3}) {
		t.Errorf("ZerosLike of F array: strides %v", ZerosLike(f).Strides())
	}
	c := Must(Random[int32](1, 3, 4))
	e := EmptyLike(c)
	if !slices.Equal(e.Shape(), []int{3, 4}) || !slices.Equal(e.Strides(), []int{4, 1}) || e.SharesMemory(c) {
		t.Errorf("EmptyLike: %v %v", e.Shape(), e.Strides())
	}
	fl := FullLike(c.T(), 7)
	if !slices.Equal(fl.Shape(), []int{4, 3}) || !slices.Equal(fl.Strides(), []int{1, 4}) || fl.At(3, 2) != 7 {
		t.Errorf("FullLike of transposed: %v %v", fl.Shape(), fl.Strides())
	}
}

func TestAccessors(t *testing.T) {
	a := Must(Arange[int64](0, 24, 1))
	a = Must(a.Reshape(2, 3, 4))
	if a.At(1, 2, 3) != 23 || a.At(0, 1, 0) != 4 {
		t.Errorf("At wrong")
	}
	a.Set(-1, 1, 0, 2)
	if v, err := a.Get(1, 0, 2); err != nil || v != -1 {
		t.Errorf("Get after Set = %v, %v", v, err)
	}
	if err := a.Put(-2, 0, 0, 0); err != nil || a.At(0, 0, 0) != -2 {
		t.Errorf("Put: %v", err)
	}
	if a.Dim(0) != 2 || a.Dim(-1) != 4 {
		t.Errorf("Dim")
	}
	bad := []struct {
		idx  []int
		frag []string
	}{
		{[]int{2, 0, 0}, []string{"index 2", "axis 0", "size 2", "(2, 3, 4)"}},
		{[]int{0, -1, 0}, []string{"index -1", "axis 1"}},
		{[]int{0, 0}, []string{"2 indices", "(2, 3, 4)"}},
		{[]int{0, 0, 0, 0}, []string{"4 indices"}},
	}
	for _, tc := range bad {
		_, err := a.Get(tc.idx...)
		wantErr(t, "Get", err, ErrIndex, tc.frag...)
		wantErr(t, "Put", a.Put(0, tc.idx...), ErrIndex, tc.frag...)
		func() {
			defer func() {
				r := recover()
				if e, ok := r.(error); !ok || !errors.Is(e, ErrIndex) {
					t.Errorf("At(%v) panic = %v, want ErrIndex", tc.idx, r)
				}
			}()
			a.At(tc.idx...)
		}()
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Set(%v) did not panic", tc.idx)
				}
			}()
			a.Set(0, tc.idx...)
		}()
	}
	if v, err := Must(Full[uint16](9, 1, 1)).Item(); err != nil || v != 9 {
		t.Errorf("Item = %v %v", v, err)
	}
	_, err := a.Item()
	wantErr(t, "Item", err, ErrShape, "(2, 3, 4)")
	s := Must(Full[float32](3))
	if s.At() != 3 || s.NDim() != 0 || s.Size() != 1 {
		t.Errorf("0-d access")
	}
	data, off := Must(a.Slice(From(1))).Raw()
	if len(data) != 24 || off != 12 {
		t.Errorf("Raw = len %d offset %d", len(data), off)
	}
}

func TestContiguity(t *testing.T) {
	base := Must(Arange[float32](0, 24, 1))
	a := Must(base.Reshape(2, 3, 4))
	tests := []struct {
		name  string
		v     Array[float32]
		c, f  bool
		block []float32 // Contiguous() result, nil when not contiguous
	}{
		{"C", a, true, false, base.ToSlice()},
		{"T", a.T(), false, true, base.ToSlice()},
		{"row", Must(a.Index(0, 1)), true, false, base.ToSlice()[12:]},
		{"col", Must(a.SliceAxis(2, S(1, 2, 1))), false, false, nil},
		{"len1axes", Must(a.Slice(S(1, 2, 1), S(2, 3, 1))), true, true, []float32{20, 21, 22, 23}},
		{"step", Must(base.Slice(All().By(2))), false, false, nil},
		{"empty", Must(a.Slice(S(0, 0, 1))), true, true, []float32{}},
		{"scalar", Must(Full[float32](1)), true, true, []float32{1}},
		{"F", Must(ZerosOrder[float32](F, 2, 3)), false, true, make([]float32, 6)},
		{"broadcast", Must(Must(Full[float32](1, 1)).BroadcastTo(3)), false, false, nil},
	}
	for _, tc := range tests {
		if tc.v.IsCContiguous() != tc.c || tc.v.IsFContiguous() != tc.f {
			t.Errorf("%s: C %v F %v, want %v %v (shape %v strides %v)", tc.name,
				tc.v.IsCContiguous(), tc.v.IsFContiguous(), tc.c, tc.f, tc.v.Shape(), tc.v.Strides())
		}
		s, ok := tc.v.Contiguous()
		if ok != (tc.block != nil) || (ok && !slices.Equal(s, tc.block[:len(s)])) || (ok && len(s) != tc.v.Size()) {
			t.Errorf("%s: Contiguous = %v %v", tc.name, s, ok)
		}
	}
}

// Without a shape an array is 0-d; the error for more than one element
// says how to make a 1-d array.
func TestFromSliceWithoutShape(t *testing.T) {
	_, err := FromSlice([]float32{1, 2, 3})
	wantErr(t, "FromSlice of 3 without a shape", err, ErrShape, "shape ()", "(data, 3)")
	c, err := Wrap([]int32{7})
	if err != nil || c.NDim() != 0 || c.At() != 7 {
		t.Fatalf("Wrap of one element without a shape: %v %v, want 0-d", c.Shape(), err)
	}
}
