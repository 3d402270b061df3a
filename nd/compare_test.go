package nd

import (
	"math"
	"testing"
)

func TestEqualAndClose(t *testing.T) {
	a := Must(FromSlice([]float64{1, 2, 3, 4}, 2, 2))
	b := Must(FromSlice([]float64{1, 2, 3, 4 + 1e-9}, 2, 2))
	nan := Must(FromSlice([]float64{math.NaN()}, 1))
	inf := Must(FromSlice([]float64{math.Inf(1)}, 1))
	tests := []struct {
		name      string
		x, y      Array[float64]
		equal     bool
		close     bool
		rtol, tol float64
	}{
		{"same", a, a.Copy(F), true, true, 0, 0},
		{"tiny", a, b, false, true, 1e-5, 1e-8},
		{"strict", a, b, false, false, 0, 0},
		{"shape", a, Must(a.Reshape(4)), false, false, 1, 1},
		{"transposed", a, a.T(), false, false, 0, 0},
		{"nan", nan, nan, false, false, 1, 1},
		{"inf", inf, inf, true, true, 0, 0},
		{"inf-big", inf, Must(FromSlice([]float64{1e308}, 1)), false, false, 1, 1},
		{"atol", Must(FromSlice([]float64{0}, 1)), Must(FromSlice([]float64{1e-9}, 1)), false, true, 0, 1e-8},
		{"rtol-asym", Must(FromSlice([]float64{0.9}, 1)), Must(FromSlice([]float64{1}, 1)), false, true, 0.1, 0},
	}
	for _, tc := range tests {
		if got := Equal(tc.x, tc.y); got != tc.equal {
			t.Errorf("%s: Equal = %v", tc.name, got)
		}
		if got := AllClose(tc.x, tc.y, tc.rtol, tc.tol); got != tc.close {
			t.Errorf("%s: AllClose = %v", tc.name, got)
		}
	}
	err := CheckClose(a, b, 0, 0)
	wantErr(t, "CheckClose", err, ErrMismatch, "index [1 1]", "4 vs 4.000000001")
	wantErr(t, "CheckClose shape", CheckClose(a, Must(a.Reshape(4)), 0, 0), ErrShape, "(2, 2)", "(4,)")
	ia := Must(FromSlice([]int32{1, 2}, 2))
	if !AllClose(ia, Must(FromSlice([]int32{1, 3}, 2)), 0, 1) || AllClose(ia, Must(FromSlice([]int32{1, 4}, 2)), 0, 1) {
		t.Errorf("AllClose on ints")
	}
}

func TestULP(t *testing.T) {
	one32 := float32(1)
	next32 := math.Nextafter32(one32, 2)
	tests := []struct {
		x, y float64
		want uint64
	}{
		{1, 1, 0},
		{1, math.Nextafter(1, 2), 1},
		{math.Nextafter(1, 0), math.Nextafter(1, 2), 2},
		{0, math.Copysign(0, -1), 0},
		{math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 2},
		{math.NaN(), math.NaN(), 0},
		{math.NaN(), 1, math.MaxUint64},
		{math.Inf(1), math.MaxFloat64, 1},
	}
	for _, tc := range tests {
		if got := ulpDiff(tc.x, tc.y); got != tc.want {
			t.Errorf("ulpDiff(%v, %v) = %d, want %d", tc.x, tc.y, got, tc.want)
		}
	}
	if got := ulpDiff(one32, next32); got != 1 {
		t.Errorf("float32 ulpDiff = %d", got)
	}
	if got := ulpDiff(float32(-1), next32); got != 2*0x3f800000+1 {
		t.Errorf("float32 across zero = %d", got)
	}
	a := Must(FromSlice([]float32{1, 2, 3}, 3))
	b := Must(FromSlice([]float32{1, math.Nextafter32(2, 3), math.Nextafter32(math.Nextafter32(3, 0), 0)}, 3))
	if m, err := MaxULP(a, b); err != nil || m != 2 {
		t.Errorf("MaxULP = %d, %v", m, err)
	}
	if !WithinULP(a, b, 2) || WithinULP(a, b, 1) {
		t.Errorf("WithinULP")
	}
	wantErr(t, "CheckULP", CheckULP(a, b, 1), ErrMismatch, "index [2]")
	_, err := MaxULP(a, Must(Zeros[float32](2)))
	wantErr(t, "MaxULP shape", err, ErrShape, "(3,)", "(2,)")
}
