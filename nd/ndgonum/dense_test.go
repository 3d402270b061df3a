package ndgonum

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern/nd"
	"gonum.org/v1/gonum/mat"
)

func TestToDense(t *testing.T) {
	a := nd.Must(nd.Must(nd.Arange[float64](0, 12, 1)).Reshape(3, 4))
	tests := []struct {
		name string
		a    nd.Array[float64]
	}{
		{"C", a},
		{"T", a.T()},
		{"strided", nd.Must(a.Slice(nd.All().By(-2), nd.S(1, 4, 2)))},
		{"bcast", nd.Must(nd.Must(nd.Arange[float64](0, 3, 1)).BroadcastTo(2, 3))},
	}
	for _, tc := range tests {
		d, err := ToDense(tc.a)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		r, c := d.Dims()
		if r != tc.a.Dim(0) || c != tc.a.Dim(1) {
			t.Errorf("%s: dims %d×%d, want %v", tc.name, r, c, tc.a.Shape())
		}
		for idx, v := range tc.a.Elems() {
			if d.At(idx[0], idx[1]) != v {
				t.Errorf("%s: Dense.At%v = %v, want %v", tc.name, idx, d.At(idx[0], idx[1]), v)
			}
		}
		d.Set(0, 0, -99) // the Dense owns its data
		if tc.a.At(0, 0) == -99 {
			t.Errorf("%s: ToDense shares memory", tc.name)
		}
	}
	_, err := ToDense(nd.Must(nd.Zeros[float64](2, 3, 4)))
	wantErr(t, "3-d", err, nd.ErrShape, "2-d", "(2, 3, 4)")
	_, err = ToDense(nd.Must(nd.Zeros[float64](0, 3)))
	wantErr(t, "empty", err, nd.ErrShape, "(0, 3)")
}

func TestFromDense(t *testing.T) {
	m := mat.NewDense(2, 3, []float64{1, 2, 3, 4, 5, 6})
	a := FromDense(m)
	if !nd.Equal(a, nd.Must(nd.FromSlice([]float64{1, 2, 3, 4, 5, 6}, 2, 3))) {
		t.Errorf("FromDense = %v", a)
	}
	m.Set(0, 0, 100)
	if a.At(0, 0) != 1 {
		t.Errorf("FromDense shares memory")
	}
	// A sub-matrix has Stride > Cols.
	big := mat.NewDense(4, 5, nil)
	for i := range 4 {
		for j := range 5 {
			big.Set(i, j, float64(10*i+j))
		}
	}
	sub := big.Slice(1, 3, 2, 5).(*mat.Dense)
	s := FromDense(sub)
	if !nd.Equal(s, nd.Must(nd.FromSlice([]float64{12, 13, 14, 22, 23, 24}, 2, 3))) {
		t.Errorf("FromDense(sub) = %v", s)
	}
	w := WrapDense(sub)
	if !slices.Equal(w.Strides(), []int{5, 1}) || !nd.Equal(w, s) {
		t.Errorf("WrapDense strides %v", w.Strides())
	}
	w.Set(-1, 1, 2)
	if big.At(2, 4) != -1 {
		t.Errorf("WrapDense does not share memory")
	}
	if e := FromDense(&mat.Dense{}); !slices.Equal(e.Shape(), []int{0, 0}) {
		t.Errorf("empty Dense: %v", e.Shape())
	}
	if e := WrapDense(nil); !slices.Equal(e.Shape(), []int{0, 0}) {
		t.Errorf("nil Dense: %v", e.Shape())
	}
	back, err := ToDense(FromDense(m))
	if err != nil || !mat.Equal(back, m) {
		t.Errorf("round trip: %v", err)
	}
}

// wantErr checks that err wraps sentinel and mentions every fragment.
func wantErr(t *testing.T, what string, err error, sentinel error, fragments ...string) {
	t.Helper()
	if !errors.Is(err, sentinel) {
		t.Errorf("%s: error %v does not wrap %v", what, err, sentinel)
		return
	}
	for _, f := range fragments {
		if !strings.Contains(err.Error(), f) {
			t.Errorf("%s: error %q does not mention %q", what, err, f)
		}
	}
}
