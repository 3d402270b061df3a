package kern

import (
	"fmt"
	"math"
	"reflect"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

// A kernel parameter is a scalar (passed by value), a []T (a contiguous
// 1-d array) or a kern.ArrayN[T] (a strided view). The table below is
// built once per kernel with reflection; a launch converts each argument
// once, and the per-thread call is a plain Go call.

type paramKind uint8

const (
	paramScalar paramKind = iota
	paramSlice
	paramView
)

// paramSpec is one kernel parameter after the *Thread.
type paramSpec struct {
	typ   reflect.Type
	kind  paramKind
	rank  int          // 0 scalar, 1 slice, N for ArrayN
	elem  reflect.Type // element type of an array; the type of a scalar
	esize int          // element size in bytes
	// sim converts a launch argument into the parameter's Go value, host
	// memory used in place (the sim target).
	sim func(v any) (any, error)
	// gpu describes a launch argument for a compiled kernel.
	gpu func(v any) (gpuArg, error)
}

// want names what the parameter accepts, for errors.
func (p *paramSpec) want() string { return p.typ.String() }

// gpuArg is a launch argument as a compiled kernel sees it.
type gpuArg struct {
	// Arrays: exactly one of dev (device memory at ptr) and host (Go memory
	// at element 0) is set, except for empty arrays.
	dev  *Device
	ptr  driver.Ptr
	host unsafe.Pointer
	// lo and hi are the lowest and highest element offsets the array
	// reaches from element 0 (lo > hi: empty), for copies of host arrays.
	lo, hi  int
	rank    int
	shape   [3]int // in elements
	strides [3]int // in elements
	keep    any    // the argument, kept alive while copies may use it
	// Scalars: the value converted to the parameter's type.
	scalar reflect.Value
}

// classifyParam builds the spec of a parameter of type t.
func classifyParam(t reflect.Type) (paramSpec, error) {
	for _, c := range arrayClassifiers {
		if p, ok := c(t); ok {
			return p, nil
		}
	}
	if err := scalarType(t); err != nil {
		return paramSpec{}, err
	}
	p := paramSpec{typ: t, kind: paramScalar, elem: t, esize: int(t.Size())}
	p.sim = func(v any) (any, error) {
		rv, err := scalarValue(t, v)
		if err != nil {
			return nil, err
		}
		return rv.Interface(), nil
	}
	p.gpu = func(v any) (gpuArg, error) {
		rv, err := scalarValue(t, v)
		return gpuArg{scalar: rv}, err
	}
	return p, nil
}

// arrayClassifiers recognize []T and ArrayN[T] for each element type.
var arrayClassifiers = [...]func(reflect.Type) (paramSpec, bool){
	ndParam[int8], ndParam[int16], ndParam[int32], ndParam[int64],
	ndParam[uint8], ndParam[uint16], ndParam[uint32], ndParam[uint64],
	ndParam[float32], ndParam[float64], ndParam[complex64], ndParam[complex128],
	viewParam[int], viewParam[uint], viewParam[uintptr],
}

// scalarType accepts the by-value types of kernel Go: booleans, numbers,
// and arrays and structs of them.
func scalarType(t reflect.Type) error {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return nil
	case reflect.Array:
		return scalarType(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if err := scalarType(t.Field(i).Type); err != nil {
				return err
			}
		}
		return nil
	}
	return fmt.Errorf("a kernel parameter must be a number, bool, []T, kern.ArrayN[T] or a struct or array of numbers, not %v: %w", t, ErrDefinition)
}

// scalarValue converts a scalar argument to t: the exact type, or a Go
// number that converts to t without changing its value (so that 2 fills a
// float32 parameter).
func scalarValue(t reflect.Type, v any) (reflect.Value, error) {
	rv := reflect.ValueOf(v)
	if !rv.IsValid() {
		return rv, fmt.Errorf("got nil, want %v: %w", t, ErrArgument)
	}
	if rv.Type() == t {
		return rv, nil
	}
	if isNumberKind(rv.Kind()) && isNumberKind(t.Kind()) {
		if c, ok := exactNumber(rv, t); ok {
			return c, nil
		}
		return rv, fmt.Errorf("%v %v does not convert exactly to %v: %w", rv.Type(), v, t, ErrArgument)
	}
	return rv, fmt.Errorf("got %s, want %v: %w", describe(v), t, ErrArgument)
}

// exactNumber converts rv to t when the value survives: the round trip
// gives it back and the sign is kept (a round trip alone lets int64(-1)
// through to uint64, and uint64(1<<63) to int64). NaN converts to NaN.
func exactNumber(rv reflect.Value, t reflect.Type) (reflect.Value, bool) {
	c := rv.Convert(t)
	if rv.CanFloat() && math.IsNaN(rv.Float()) {
		return c, c.CanFloat()
	}
	return c, c.Convert(rv.Type()).Equal(rv) && negative(rv) == negative(c)
}

func negative(v reflect.Value) bool {
	switch {
	case v.CanInt():
		return v.Int() < 0
	case v.CanFloat():
		return v.Float() < 0
	}
	return false
}

func isNumberKind(k reflect.Kind) bool {
	return k >= reflect.Int && k <= reflect.Float64
}

// viewParam recognizes []T, Array1[T], Array2[T] and Array3[T] and
// accepts arguments of those Go types.
func viewParam[T Element](t reflect.Type) (paramSpec, bool) {
	p := paramSpec{typ: t, elem: reflect.TypeFor[T](), esize: int(unsafe.Sizeof(*new(T)))}
	switch t {
	case reflect.TypeFor[[]T]():
		p.kind, p.rank = paramSlice, 1
	case reflect.TypeFor[Array1[T]]():
		p.kind, p.rank = paramView, 1
	case reflect.TypeFor[Array2[T]]():
		p.kind, p.rank = paramView, 2
	case reflect.TypeFor[Array3[T]]():
		p.kind, p.rank = paramView, 3
	default:
		return p, false
	}
	p.sim = func(v any) (any, error) {
		data, off, shape, strides, ok := goView[T](v)
		if !ok {
			return nil, fmt.Errorf("got %s, want %v: %w", describe(v), t, ErrArgument)
		}
		return viewValue(&p, data, off, shape, strides)
	}
	p.gpu = func(v any) (gpuArg, error) {
		data, off, shape, strides, ok := goView[T](v)
		if !ok {
			return gpuArg{}, fmt.Errorf("got %s, want %v: %w", describe(v), t, ErrArgument)
		}
		return hostArg(&p, data, off, shape, strides, v)
	}
	return p, true
}

// ndParam is viewParam that also accepts nd.Array[T], *Pinned[T] and
// *DeviceArray[T].
func ndParam[T ArrayElem](t reflect.Type) (paramSpec, bool) {
	p, ok := viewParam[T](t)
	if !ok {
		return p, false
	}
	goSim, goGPU := p.sim, p.gpu
	p.sim = func(v any) (any, error) {
		switch a := v.(type) {
		case nd.Array[T]:
			data, off := a.Raw()
			return viewValue(&p, data, off, a.Shape(), a.Strides())
		case *Pinned[T]:
			data, off := a.Raw()
			return viewValue(&p, data, off, a.Shape(), a.Strides())
		case *DeviceArray[T]:
			if a == nil {
				return nil, fmt.Errorf("got a nil *DeviceArray[%v]: %w", p.elem, ErrArgument)
			}
			if err := checkRank(&p, a.shape); err != nil {
				return nil, err
			}
			data, off, err := a.HostData()
			if err != nil {
				return nil, fmt.Errorf("%v is not addressable on the sim target (use the GPU target of its device): %w", a, ErrTarget)
			}
			return viewValue(&p, data, off, a.shape, a.strides)
		}
		return goSim(v)
	}
	p.gpu = func(v any) (gpuArg, error) {
		switch a := v.(type) {
		case nd.Array[T]:
			data, off := a.Raw()
			return hostArg(&p, data, off, a.Shape(), a.Strides(), v)
		case *Pinned[T]:
			data, off := a.Raw()
			return hostArg(&p, data, off, a.Shape(), a.Strides(), v)
		case *DeviceArray[T]:
			if a == nil {
				return gpuArg{}, fmt.Errorf("got a nil *DeviceArray[%v]: %w", p.elem, ErrArgument)
			}
			if err := checkLayout(&p, a.shape, a.strides); err != nil {
				return gpuArg{}, err
			}
			ptr, err := a.DevicePointer()
			if err != nil {
				return gpuArg{}, err
			}
			g := gpuArg{dev: a.Device(), ptr: ptr, rank: len(a.shape), keep: a}
			copy(g.shape[:], a.shape)
			copy(g.strides[:], a.strides)
			g.lo, g.hi = extent(a.shape, a.strides)
			return g, nil
		}
		return goGPU(v)
	}
	return p, true
}

// goView reads the Go-typed arrays a parameter of element type T accepts.
func goView[T Element](v any) (data []T, off int, shape, strides []int, ok bool) {
	switch a := v.(type) {
	case []T:
		return a, 0, []int{len(a)}, []int{1}, true
	case Array1[T]:
		return a.data, a.off, []int{a.n}, []int{a.stride}, true
	case Array2[T]:
		return a.data, a.off, a.shape[:], a.strides[:], true
	case Array3[T]:
		return a.data, a.off, a.shape[:], a.strides[:], true
	}
	return nil, 0, nil, nil, false
}

func checkRank(p *paramSpec, shape []int) error {
	if len(shape) != p.rank {
		return fmt.Errorf("got an array of shape %s (rank %d), want %v (rank %d): %w",
			nd.ShapeString(shape), len(shape), p.typ, p.rank, ErrArgument)
	}
	return nil
}

// checkLayout checks the rank, and that a []T parameter gets a contiguous
// array.
func checkLayout(p *paramSpec, shape, strides []int) error {
	if err := checkRank(p, shape); err != nil {
		return err
	}
	if p.kind == paramSlice && shape[0] > 1 && strides[0] != 1 {
		return fmt.Errorf("a %v parameter needs a contiguous array, got stride %d: %w", p.typ, strides[0], ErrArgument)
	}
	return nil
}

// viewValue makes the parameter's Go value over host memory.
func viewValue[T Element](p *paramSpec, data []T, off int, shape, strides []int) (any, error) {
	if err := checkLayout(p, shape, strides); err != nil {
		return nil, err
	}
	if p.kind == paramSlice {
		if shape[0] == 0 {
			return []T{}, nil
		}
		return data[off : off+shape[0] : off+shape[0]], nil
	}
	switch p.rank {
	case 1:
		return NewArray1(data, off, shape[0], strides[0])
	case 2:
		return NewArray2(data, off, [2]int(shape), [2]int(strides))
	default:
		return NewArray3(data, off, [3]int(shape), [3]int(strides))
	}
}

// hostArg describes an array in Go memory, to be copied to the device.
func hostArg[T any](p *paramSpec, data []T, off int, shape, strides []int, keep any) (gpuArg, error) {
	if err := checkLayout(p, shape, strides); err != nil {
		return gpuArg{}, err
	}
	g := gpuArg{rank: len(shape), keep: keep}
	copy(g.shape[:], shape)
	copy(g.strides[:], strides)
	g.lo, g.hi = extent(shape, strides)
	if g.lo <= g.hi {
		if off+g.lo < 0 || off+g.hi >= len(data) {
			return gpuArg{}, fmt.Errorf("view of shape %s strides %v offset %d reaches outside its data of length %d: %w",
				nd.ShapeString(shape), strides, off, len(data), ErrView)
		}
		g.host = unsafe.Pointer(unsafe.SliceData(data[off:]))
	}
	return g, nil
}
