package nd

import (
	"errors"
	"slices"
	"testing"

	"github.com/kernlab/kern/half"
)

func TestDTypeTable(t *testing.T) {
	tests := []struct {
		got        DType
		want       DType
		name       string
		size       int
		descr      string
		isFloating bool
	}{
		{DTypeOf[bool](), Bool, "bool", 1, "|b1", false},
		{DTypeOf[int8](), Int8, "int8", 1, "|i1", false},
		{DTypeOf[int16](), Int16, "int16", 2, "<i2", false},
		{DTypeOf[int32](), Int32, "int32", 4, "<i4", false},
		{DTypeOf[int64](), Int64, "int64", 8, "<i8", false},
		{DTypeOf[uint8](), Uint8, "uint8", 1, "|u1", false},
		{DTypeOf[uint16](), Uint16, "uint16", 2, "<u2", false},
		{DTypeOf[uint32](), Uint32, "uint32", 4, "<u4", false},
		{DTypeOf[uint64](), Uint64, "uint64", 8, "<u8", false},
		{DTypeOf[float32](), Float32, "float32", 4, "<f4", true},
		{DTypeOf[float64](), Float64, "float64", 8, "<f8", true},
		{DTypeOf[half.Float16](), Float16, "float16", 2, "<f2", true},
		{DTypeOf[half.BFloat16](), BFloat16, "bfloat16", 2, "bfloat16", true},
		{DTypeOf[half.Float8E4M3](), Float8E4M3, "float8_e4m3fn", 1, "float8_e4m3fn", true},
		{DTypeOf[half.Float8E5M2](), Float8E5M2, "float8_e5m2", 1, "float8_e5m2", true},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("DTypeOf = %v, want %v", tc.got, tc.want)
		}
		if tc.want.String() != tc.name || tc.want.Size() != tc.size || tc.want.Descr() != tc.descr || tc.want.IsFloat() != tc.isFloating {
			t.Errorf("%v: got (%q, %d, %q, %v), want (%q, %d, %q, %v)", tc.want,
				tc.want.String(), tc.want.Size(), tc.want.Descr(), tc.want.IsFloat(), tc.name, tc.size, tc.descr, tc.isFloating)
		}
		if tc.want.IsReduced() != (tc.want >= Float16) {
			t.Errorf("%v.IsReduced() = %v", tc.want, tc.want.IsReduced())
		}
		d, big, err := ParseDescr(tc.descr)
		if err != nil || d != tc.want || big {
			t.Errorf("ParseDescr(%q) = %v, %v, %v", tc.descr, d, big, err)
		}
	}
	if Invalid.String() != "DType(0)" || Invalid.Size() != 0 || Invalid.Descr() != "" {
		t.Errorf("Invalid: %q %d %q", Invalid.String(), Invalid.Size(), Invalid.Descr())
	}
}

func TestParseDescr(t *testing.T) {
	tests := []struct {
		in   string
		want DType
		big  bool
		err  bool
	}{
		{">f8", Float64, true, false},
		{">i4", Int32, true, false},
		{"=u2", Uint16, false, false},
		{"<i1", Int8, false, false}, // byte order is irrelevant for 1-byte types
		{">u1", Uint8, false, false},
		{"?", Bool, false, false},
		{"|?", Bool, false, false},
		{"<c8", Complex64, false, false},
		{">c16", Complex128, true, false},
		{"<c32", Invalid, false, true},
		{"<f2", Float16, false, false},
		{">f2", Float16, true, false},
		{"bfloat16", BFloat16, false, false},
		{"float8_e4m3fn", Float8E4M3, false, false},
		{"float8_e5m2", Float8E5M2, false, false},
		{"<bfloat16", Invalid, false, true},
		{"float8_e4m3", Invalid, false, true}, // ml_dtypes' IEEE-like E4M3, not E4M3FN
		{"<f1", Invalid, false, true},
		{"<V2", Invalid, false, true}, // raw bytes: only ReadNPY[T] takes them
		{"|V1", Invalid, false, true},
		{"", Invalid, false, true},
		{"O", Invalid, false, true},
		{"<U3", Invalid, false, true},
	}
	for _, tc := range tests {
		d, big, err := ParseDescr(tc.in)
		if (err != nil) != tc.err || d != tc.want || big != tc.big {
			t.Errorf("ParseDescr(%q) = %v, %v, %v; want %v, %v, err=%v", tc.in, d, big, err, tc.want, tc.big, tc.err)
		}
		if err != nil && !errors.Is(err, ErrDType) {
			t.Errorf("ParseDescr(%q) error %v does not wrap ErrDType", tc.in, err)
		}
	}
}

func TestAsType(t *testing.T) {
	a := Must(FromSlice([]float64{-1.7, 0, 2.9, 300}, 4))
	if got := AsType[int32](a).ToSlice(); !slices.Equal(got, []int32{-1, 0, 2, 300}) {
		t.Errorf("float64->int32 = %v", got)
	}
	if got := AsType[bool](a).ToSlice(); !slices.Equal(got, []bool{true, false, true, true}) {
		t.Errorf("float64->bool = %v", got)
	}
	u := Must(FromSlice([]uint64{1<<64 - 1, 1 << 63, 5}, 3))
	if got := AsType[int64](u).ToSlice(); !slices.Equal(got, []int64{-1, -1 << 63, 5}) {
		t.Errorf("uint64->int64 = %v", got)
	}
	if got := AsType[float64](u).ToSlice(); got[0] != 18446744073709551615.0 {
		t.Errorf("uint64->float64 = %v", got)
	}
	b := Must(FromSlice([]bool{true, false}, 2))
	if got := AsType[float32](b).ToSlice(); !slices.Equal(got, []float32{1, 0}) {
		t.Errorf("bool->float32 = %v", got)
	}
	// A strided source converts in C order.
	i := Must(Arange[int16](0, 6, 1))
	v := Must(Must(i.Reshape(2, 3)).Transpose())
	if got := AsType[int8](v).ToSlice(); !slices.Equal(got, []int8{0, 3, 1, 4, 2, 5}) {
		t.Errorf("transposed int16->int8 = %v", got)
	}
	big := Must(FromSlice([]int64{1<<53 + 1}, 1))
	if got := AsType[uint64](big).ToSlice()[0]; got != 1<<53+1 {
		t.Errorf("int64->uint64 lost precision: %d", got)
	}
}
