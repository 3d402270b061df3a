package ufunc

import (
	"errors"
	"math"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/nd"
)

// Scalars convert to the reduced float dtypes by value, exactly or not at
// all, never as bit patterns.
func TestConvertReduced(t *testing.T) {
	ok := []struct {
		v    any
		dt   nd.DType
		bits uint16
	}{
		{2, nd.Float16, 0x4000},
		{-1, nd.BFloat16, 0xbf80},
		{uint8(3), nd.Float8E4M3, 0x44},
		{float32(0.5), nd.Float8E5M2, 0x38},
		{65504.0, nd.Float16, 0x7bff},
		{math.Inf(-1), nd.Float16, 0xfc00},
		{half.ToFloat16(1.5), nd.Float16, 0x3e00},
		{half.ToFloat16(1.5), nd.BFloat16, 0x3fc0},     // another reduced type, exactly
		{half.ToFloat8E4M3(448), nd.Float32, 0},        // to float32: checked below
		{int64(1 << 40), nd.BFloat16, 0x5380},          // 2^40: exact in bfloat16
		{half.Float8E5M2(0x7c), nd.Float16, 0x7c00},    // +Inf
		{half.Float16(0x7e00), nd.Float8E5M2, 0x7e},    // NaN stays NaN
		{float32(math.NaN()), nd.Float8E4M3, 0x7f},     // NaN
		{half.ToBFloat16(-0.25), nd.Complex64, 0},      // to complex: checked below
		{half.ToFloat16(3), nd.Float64, 0},             // to float64: checked below
		{half.Float16(0x8000), nd.Float8E4M3, 0x80},    // -0
		{float64(0x1p-24), nd.Float16, 0x0001},         // smallest subnormal
		{half.ToBFloat16(0x1p-9), nd.Float8E4M3, 0x01}, // smallest E4M3 subnormal
	}
	for _, c := range ok {
		p, err := Convert(c.v, c.dt)
		if err != nil {
			t.Errorf("Convert(%v %T, %v): %v", c.v, c.v, c.dt, err)
			continue
		}
		var got uint16
		switch c.dt.Size() {
		case 1:
			got = uint16(*(*uint8)(p))
		case 2:
			got = *(*uint16)(p)
		}
		switch c.dt {
		case nd.Float32:
			if *(*float32)(p) != 448 {
				t.Errorf("Convert(%v, float32) = %v", c.v, *(*float32)(p))
			}
		case nd.Float64:
			if *(*float64)(p) != 3 {
				t.Errorf("Convert(%v, float64) = %v", c.v, *(*float64)(p))
			}
		case nd.Complex64:
			if *(*complex64)(p) != -0.25 {
				t.Errorf("Convert(%v, complex64) = %v", c.v, *(*complex64)(p))
			}
		default:
			if got != c.bits {
				t.Errorf("Convert(%v %T, %v) = %#04x, want %#04x", c.v, c.v, c.dt, got, c.bits)
			}
		}
	}
	bad := []struct {
		v  any
		dt nd.DType
	}{
		{0.1, nd.Float16},                   // not representable
		{2049, nd.Float16},                  // needs 12 bits
		{65520.0, nd.Float16},               // overflows to Inf
		{257, nd.BFloat16},                  // needs 9 bits
		{500, nd.Float8E4M3},                // past 448: NaN
		{math.Inf(1), nd.Float8E4M3},        // no Inf
		{half.ToFloat16(0.1), nd.BFloat16},  // 11 bits into 8
		{true, nd.Float16},                  // bool only to bool
		{complex(1, 0), nd.Float16},         // complex to real
		{half.ToFloat16(1.5), nd.Int32},     // float to integer
		{half.ToBFloat16(3e38), nd.Float16}, // overflow
	}
	for _, c := range bad {
		if _, err := Convert(c.v, c.dt); !errors.Is(err, ErrScalar) {
			t.Errorf("Convert(%v %T, %v) = %v, want ErrScalar", c.v, c.v, c.dt, err)
		}
	}
	if p, err := Convert(half.Float8E4M3(0x7f), nd.Float32); err != nil || !math.IsNaN(float64(*(*float32)(p))) {
		t.Errorf("Convert(E4M3 NaN, float32): %v", err)
	}
}

func TestFromValueReduced(t *testing.T) {
	a := nd.Must(nd.Random[half.BFloat16](1, 3, 4))
	for _, c := range []struct {
		v     any
		dt    nd.DType
		shape []int
		es    int
	}{
		{a, nd.BFloat16, []int{3, 4}, 2},
		{nd.Must(nd.Zeros[half.Float16](5)), nd.Float16, []int{5}, 2},
		{nd.Must(nd.Zeros[half.Float8E4M3](2, 2)), nd.Float8E4M3, []int{2, 2}, 1},
		{nd.Must(nd.Zeros[half.Float8E5M2](7)), nd.Float8E5M2, []int{7}, 1},
		{[]half.Float16{1, 2, 3}, nd.Float16, []int{3}, 2},
		{[]half.BFloat16{1}, nd.BFloat16, []int{1}, 2},
		{[]half.Float8E4M3{1, 2}, nd.Float8E4M3, []int{2}, 1},
		{[]half.Float8E5M2{1, 2}, nd.Float8E5M2, []int{2}, 1},
		{half.ToFloat16(2), nd.Float16, []int{}, 0},
		{half.ToFloat8E5M2(2), nd.Float8E5M2, []int{}, 0},
	} {
		o, ok := FromValue(c.v)
		if !ok || o.DType != c.dt || len(o.Shape) != len(c.shape) {
			t.Errorf("FromValue(%T) = %v %v %v", c.v, ok, o.DType, o.Shape)
			continue
		}
		if c.es != 0 && o.Strides[len(o.Strides)-1] != c.es {
			t.Errorf("FromValue(%T): strides %v, want an inner stride of %d bytes", c.v, o.Strides, c.es)
		}
		dims := make([]int, 2)
		if o2, ok := FromValueIn(c.v, dims); !ok || o2.DType != c.dt {
			t.Errorf("FromValueIn(%T) = %v %v", c.v, ok, o2.DType)
		}
	}
	o, _ := FromValue(a)
	if want := unsafe.Pointer(&a.ToSlice()[0]); *(*half.BFloat16)(o.Base) != *(*half.BFloat16)(want) {
		t.Errorf("FromValue(bfloat16 array): element 0 differs")
	}
	for _, dt := range []nd.DType{nd.Float16, nd.BFloat16, nd.Float8E4M3, nd.Float8E5M2} {
		h, err := NewHost(dt, []int{2, 3})
		if err != nil || h.DType != dt || h.Strides[1] != dt.Size() || h.Strides[0] != 3*dt.Size() {
			t.Errorf("NewHost(%v) = %v %v, %v", dt, h.DType, h.Strides, err)
		}
	}
}
