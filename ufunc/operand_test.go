package ufunc

import (
	"errors"
	"math"
	"reflect"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/nd"
)

// load reads the converted element back as a float64 (or 0/1 for bool).
func load(p unsafe.Pointer, dt nd.DType) any {
	switch dt {
	case nd.Bool:
		return *(*bool)(p)
	case nd.Int8:
		return int64(*(*int8)(p))
	case nd.Int16:
		return int64(*(*int16)(p))
	case nd.Int32:
		return int64(*(*int32)(p))
	case nd.Int64:
		return *(*int64)(p)
	case nd.Uint8:
		return uint64(*(*uint8)(p))
	case nd.Uint16:
		return uint64(*(*uint16)(p))
	case nd.Uint32:
		return uint64(*(*uint32)(p))
	case nd.Uint64:
		return *(*uint64)(p)
	case nd.Float32:
		return float64(*(*float32)(p))
	case nd.Complex64:
		return complex128(*(*complex64)(p))
	case nd.Complex128:
		return *(*complex128)(p)
	}
	return *(*float64)(p)
}

func TestConvert(t *testing.T) {
	ok := []struct {
		v    any
		dt   nd.DType
		want any
	}{
		{10, nd.Int64, int64(10)},
		{10, nd.Int8, int64(10)},
		{-128, nd.Int8, int64(-128)},
		{255, nd.Uint8, uint64(255)},
		{uint64(math.MaxUint64), nd.Uint64, uint64(math.MaxUint64)},
		{int32(-7), nd.Int16, int64(-7)},
		{uint8(200), nd.Int16, int64(200)},
		{math.MaxInt64, nd.Int64, int64(math.MaxInt64)},
		{10, nd.Float32, 10.0},
		{1 << 24, nd.Float32, float64(1 << 24)},
		{0.5, nd.Float32, 0.5},
		{0.1, nd.Float64, 0.1},
		{float32(0.1), nd.Float32, float64(float32(0.1))},
		{float32(0.1), nd.Float64, float64(float32(0.1))},
		{math.Inf(-1), nd.Float32, math.Inf(-1)},
		{true, nd.Bool, true},
		{complex(1.5, -2), nd.Complex128, complex(1.5, -2)},
		{complex(1.5, -2), nd.Complex64, complex(1.5, -2)},
		{complex64(0.1 + 0.2i), nd.Complex128, complex128(complex64(0.1 + 0.2i))},
		{complex(math.Inf(1), 0), nd.Complex64, complex(math.Inf(1), 0)},
		{0.1, nd.Complex128, complex(0.1, 0)},
		{-3, nd.Complex64, complex(-3, 0)},
		{uint8(7), nd.Complex128, complex(7, 0)},
	}
	for _, tt := range ok {
		p, err := Convert(tt.v, tt.dt)
		if err != nil {
			t.Errorf("Convert(%v %T, %v): %v", tt.v, tt.v, tt.dt, err)
			continue
		}
		if got := load(p, tt.dt); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Convert(%v %T, %v) = %v, want %v", tt.v, tt.v, tt.dt, got, tt.want)
		}
		if !CanConvert(tt.v, tt.dt) {
			t.Errorf("CanConvert(%v, %v) = false", tt.v, tt.dt)
		}
	}
	bad := []struct {
		v  any
		dt nd.DType
	}{
		{128, nd.Int8},
		{-129, nd.Int8},
		{-1, nd.Uint64},
		{256, nd.Uint8},
		{uint64(1) << 63, nd.Int64},
		{1<<24 + 1, nd.Float32},
		{1<<53 + 1, nd.Float64},
		{0.1, nd.Float32},
		{1e300, nd.Float32},
		{1.0, nd.Int64},
		{1, nd.Bool},
		{true, nd.Int32},
		{"x", nd.Int32},
		{complex(0.1, 0), nd.Complex64},
		{complex(1, 1e300), nd.Complex64},
		{0.1, nd.Complex64},
		{1<<53 + 1, nd.Complex128},
		{1i, nd.Float64},
		{complex64(1), nd.Int32},
		{true, nd.Complex64},
	}
	for _, tt := range bad {
		if _, err := Convert(tt.v, tt.dt); !errors.Is(err, ErrScalar) {
			t.Errorf("Convert(%v %T, %v) = %v, want ErrScalar", tt.v, tt.v, tt.dt, err)
		}
	}
	if p, err := Convert(math.NaN(), nd.Float32); err != nil || !math.IsNaN(float64(*(*float32)(p))) {
		t.Errorf("NaN to float32: %v", err)
	}
	if p, err := Convert(complex(1, math.NaN()), nd.Complex64); err != nil || !math.IsNaN(float64(imag(*(*complex64)(p)))) {
		t.Errorf("a NaN part to complex64: %v", err)
	}
}

func TestFromValue(t *testing.T) {
	a := nd.Must(nd.Arange[int16](0, 12, 1))
	a = nd.Must(nd.Must(a.Reshape(3, 4)).Transpose())
	o, ok := FromValue(a)
	if !ok || o.DType != nd.Int16 || !reflect.DeepEqual(o.Shape, []int{4, 3}) || !reflect.DeepEqual(o.Strides, []int{2, 8}) {
		t.Errorf("array operand: %+v", o)
	}
	o, ok = FromValue([]float64{1, 2, 3})
	if !ok || o.DType != nd.Float64 || !reflect.DeepEqual(o.Shape, []int{3}) || *(*float64)(o.Base) != 1 {
		t.Errorf("slice operand: %+v", o)
	}
	o, ok = FromValue(3)
	if !ok || !o.IsScalar() || o.DType != nd.Int64 || len(o.Shape) != 0 {
		t.Errorf("scalar operand: %+v", o)
	}
	if o, ok = FromValue([]int{1}); ok {
		t.Errorf("[]int is not an Elem slice, got %+v", o)
	}
	if o, _ := FromValue([]float32{}); o.Base != nil {
		t.Errorf("empty slice has a base pointer")
	}
	h, err := NewHost(nd.Uint16, []int{2, 3})
	if err != nil || !reflect.DeepEqual(h.Strides, []int{6, 2}) {
		t.Errorf("NewHost: %+v %v", h, err)
	}
	if _, ok := h.Value.(nd.Array[uint16]); !ok {
		t.Errorf("NewHost value is %T", h.Value)
	}
	if _, err := NewHost(nd.Invalid, []int{1}); !errors.Is(err, nd.ErrDType) {
		t.Errorf("NewHost(Invalid): %v", err)
	}
}
