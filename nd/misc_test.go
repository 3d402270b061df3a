package nd

import (
	"errors"
	"slices"
	"testing"
)

func TestMiscHelpers(t *testing.T) {
	if C.String() != "C" || F.String() != "F" || Order(9).String() != "Order(9)" {
		t.Errorf("Order.String")
	}
	for _, tc := range []struct {
		shape []int
		want  string
	}{{nil, "()"}, {[]int{3}, "(3,)"}, {[]int{2, 0, 4}, "(2, 0, 4)"}} {
		if got := ShapeString(tc.shape); got != tc.want {
			t.Errorf("ShapeString(%v) = %q", tc.shape, got)
		}
	}
	func() {
		defer func() {
			if e, ok := recover().(error); !ok || !errors.Is(e, ErrShape) {
				t.Errorf("Must did not panic with the error")
			}
		}()
		Must(Zeros[int8](-1))
	}()
	func() {
		defer func() {
			if recover() == nil {
				t.Errorf("Dim(5) did not panic")
			}
		}()
		Must(Zeros[int8](2)).Dim(5)
	}()
	_, err := WrapOrder(Order(5), []int8{1}, 1)
	wantErr(t, "WrapOrder", err, ErrShape, "order 5")
	if got := Must(Zeros[float32](2, 3)).T().ByteStrides(); !slices.Equal(got, []int{4, 12}) {
		t.Errorf("ByteStrides = %v, want NumPy's (4, 12)", got)
	}
	var z Array[int8]
	if z.SharesMemory(z) || z.NDim() != 1 || z.Size() != 0 || !slices.Equal(z.Strides(), []int{1}) {
		t.Errorf("zero Array")
	}
	if v := Must(z.Reshape(0, 5)); !slices.Equal(v.Shape(), []int{0, 5}) {
		t.Errorf("zero Array reshape")
	}
}

// The expected values are Go's own conversions of the same numbers.
func TestAsTypeAllPairs(t *testing.T) {
	src := Must(FromSlice([]int64{-3, 0, 1, 7, 200}, 5))
	check := func(name string, got, want []float64) {
		t.Helper()
		if !slices.Equal(got, want) {
			t.Errorf("%s: %v, want %v", name, got, want)
		}
	}
	f := func(a Array[float64]) []float64 { return a.ToSlice() }
	check("int8", f(AsType[float64](AsType[int8](src))), []float64{-3, 0, 1, 7, float64(int8(-56))})
	check("int16", f(AsType[float64](AsType[int16](src))), []float64{-3, 0, 1, 7, 200})
	check("int32", f(AsType[float64](AsType[int32](src))), []float64{-3, 0, 1, 7, 200})
	check("uint8", f(AsType[float64](AsType[uint8](src))), []float64{253, 0, 1, 7, 200})
	check("uint16", f(AsType[float64](AsType[uint16](src))), []float64{65533, 0, 1, 7, 200})
	check("uint32", f(AsType[float64](AsType[uint32](src))), []float64{4294967293, 0, 1, 7, 200})
	check("uint64", f(AsType[float64](AsType[uint64](src))), []float64{18446744073709551613, 0, 1, 7, 200})
	check("float32", f(AsType[float64](AsType[float32](src))), []float64{-3, 0, 1, 7, 200})
	check("bool", f(AsType[float64](AsType[bool](src))), []float64{1, 0, 1, 1, 1})
	fl := Must(FromSlice([]float32{-2.5, 0, 3.75}, 3))
	if got := AsType[int16](fl).ToSlice(); !slices.Equal(got, []int16{-2, 0, 3}) {
		t.Errorf("float32->int16 = %v", got)
	}
	if got := AsType[uint16](Must(FromSlice([]float64{65535.9}, 1))).ToSlice(); got[0] != 65535 {
		t.Errorf("float64->uint16 = %v", got)
	}
}
