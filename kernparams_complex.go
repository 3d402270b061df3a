package kern

import (
	"fmt"
	"reflect"
	"unsafe"

	"github.com/kernlab/kern/nd"
)

// complexSliceParam recognizes a []complex64 or []complex128 kernel
// parameter and accepts a Go slice or a contiguous one-dimensional
// nd.Array of it. Kernel code holds a complex as {re, im} floats, Go's own
// layout, so the elements go to the device as they are. (kern.ArrayN and
// the ufunc machinery are over real numbers only.)
func complexSliceParam[T complex64 | complex128](t reflect.Type) (paramSpec, bool) {
	if t != reflect.TypeFor[[]T]() {
		return paramSpec{}, false
	}
	p := paramSpec{typ: t, elem: reflect.TypeFor[T](), esize: int(unsafe.Sizeof(*new(T))), kind: paramSlice, rank: 1}
	view := func(v any) (data []T, off int, shape, strides []int, err error) {
		switch a := v.(type) {
		case []T:
			return a, 0, []int{len(a)}, []int{1}, nil
		case nd.Array[T]:
			data, off := a.Raw()
			return data, off, a.Shape(), a.Strides(), nil
		}
		return nil, 0, nil, nil, fmt.Errorf("got %s, want %v: %w", describe(v), t, ErrArgument)
	}
	p.sim = func(v any) (any, error) {
		data, off, shape, strides, err := view(v)
		if err != nil {
			return nil, err
		}
		if err := checkLayout(&p, shape, strides); err != nil {
			return nil, err
		}
		return data[off : off+shape[0] : off+shape[0]], nil
	}
	p.gpu = func(v any) (gpuArg, error) {
		data, off, shape, strides, err := view(v)
		if err != nil {
			return gpuArg{}, err
		}
		return hostArg(&p, data, off, shape, strides, v)
	}
	return p, true
}
