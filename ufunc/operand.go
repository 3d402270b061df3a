package ufunc

import (
	"fmt"
	"math"
	"unsafe"

	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/nd"
)

// Operand is one argument of a ufunc call seen without its Go type: a
// pointer to element 0, a dtype, a shape and byte strides. Scalars are
// operands of shape () whose value waits in Scalar until the loop's dtype is
// known (Convert).
type Operand struct {
	DType   nd.DType
	Shape   []int
	Strides []int          // in bytes
	Base    unsafe.Pointer // element 0; nil when the operand is empty
	// Scalar holds a Go scalar argument (bool, an int or uint of any width,
	// float32, float64, complex64, complex128, a type of package half)
	// before conversion; nil for arrays.
	Scalar any
	// Value is the Go value the operand came from (it keeps the memory
	// alive and is what a caller gets back for an output).
	Value any
}

// IsScalar reports whether the operand is a Go scalar not yet converted.
func (o *Operand) IsScalar() bool { return o.Scalar != nil }

// ArrayOperand views an nd.Array as an operand.
func ArrayOperand[T nd.Elem](a nd.Array[T]) Operand {
	o := arrayOperand(a)
	o.Value = a
	return o
}

// arrayOperand is ArrayOperand without Value, which FromValue sets from
// the interface it was given (boxing the array again would allocate).
func arrayOperand[T nd.Elem](a nd.Array[T]) Operand {
	es := nd.DTypeOf[T]().Size()
	st := a.Strides()
	for i := range st {
		st[i] *= es
	}
	o := Operand{DType: nd.DTypeOf[T](), Shape: a.Shape(), Strides: st}
	if a.Size() > 0 {
		data, off := a.Raw()
		o.Base = unsafe.Pointer(&data[off])
	}
	return o
}

// SliceOperand views a Go slice as a 1-d contiguous operand.
func SliceOperand[T nd.Elem](s []T) Operand {
	o := sliceOperand(s)
	o.Value = s
	return o
}

func sliceOperand[T nd.Elem](s []T) Operand {
	dims := []int{len(s), nd.DTypeOf[T]().Size()} // shape and strides in one allocation
	o := Operand{DType: nd.DTypeOf[T](), Shape: dims[:1:1], Strides: dims[1:]}
	if len(s) > 0 {
		o.Base = unsafe.Pointer(&s[0])
	}
	return o
}

// FromValue turns a host argument into an operand: an nd.Array[T] or a
// []T of any nd.Elem T, or a Go scalar (bool, int, int8…int64, uint,
// uint8…uint64, float32, float64, complex64, complex128, or one of package
// half's types). It reports false for anything else
// (the caller may know more kinds, such as device arrays).
func FromValue(v any) (Operand, bool) {
	switch x := v.(type) {
	case nd.Array[bool]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[int8]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[int16]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[int32]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[int64]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[uint8]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[uint16]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[uint32]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[uint64]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[float32]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[float64]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[complex64]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[complex128]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[half.Float16]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[half.BFloat16]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[half.Float8E4M3]:
		return withValue(arrayOperand(x), v), true
	case nd.Array[half.Float8E5M2]:
		return withValue(arrayOperand(x), v), true
	case []bool:
		return withValue(sliceOperand(x), v), true
	case []int8:
		return withValue(sliceOperand(x), v), true
	case []int16:
		return withValue(sliceOperand(x), v), true
	case []int32:
		return withValue(sliceOperand(x), v), true
	case []int64:
		return withValue(sliceOperand(x), v), true
	case []uint8:
		return withValue(sliceOperand(x), v), true
	case []uint16:
		return withValue(sliceOperand(x), v), true
	case []uint32:
		return withValue(sliceOperand(x), v), true
	case []uint64:
		return withValue(sliceOperand(x), v), true
	case []float32:
		return withValue(sliceOperand(x), v), true
	case []float64:
		return withValue(sliceOperand(x), v), true
	case []complex64:
		return withValue(sliceOperand(x), v), true
	case []complex128:
		return withValue(sliceOperand(x), v), true
	case []half.Float16:
		return withValue(sliceOperand(x), v), true
	case []half.BFloat16:
		return withValue(sliceOperand(x), v), true
	case []half.Float8E4M3:
		return withValue(sliceOperand(x), v), true
	case []half.Float8E5M2:
		return withValue(sliceOperand(x), v), true
	case bool, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float32, float64, complex64, complex128,
		half.Float16, half.BFloat16, half.Float8E4M3, half.Float8E5M2:
		return Operand{DType: scalarDType(v), Shape: []int{}, Strides: []int{}, Scalar: v, Value: v}, true
	}
	return Operand{}, false
}

// FromValueIn is FromValue that gives a []T operand its shape and strides
// in dims[0:2] instead of allocating them (len(dims) >= 2; the operand
// keeps referring to dims). Other values are as FromValue makes them.
func FromValueIn(v any, dims []int) (Operand, bool) {
	if len(dims) < 2 {
		return FromValue(v)
	}
	switch x := v.(type) {
	case []bool:
		return sliceIn(x, v, dims), true
	case []int8:
		return sliceIn(x, v, dims), true
	case []int16:
		return sliceIn(x, v, dims), true
	case []int32:
		return sliceIn(x, v, dims), true
	case []int64:
		return sliceIn(x, v, dims), true
	case []uint8:
		return sliceIn(x, v, dims), true
	case []uint16:
		return sliceIn(x, v, dims), true
	case []uint32:
		return sliceIn(x, v, dims), true
	case []uint64:
		return sliceIn(x, v, dims), true
	case []float32:
		return sliceIn(x, v, dims), true
	case []float64:
		return sliceIn(x, v, dims), true
	case []complex64:
		return sliceIn(x, v, dims), true
	case []complex128:
		return sliceIn(x, v, dims), true
	case []half.Float16:
		return sliceIn(x, v, dims), true
	case []half.BFloat16:
		return sliceIn(x, v, dims), true
	case []half.Float8E4M3:
		return sliceIn(x, v, dims), true
	case []half.Float8E5M2:
		return sliceIn(x, v, dims), true
	}
	return FromValue(v)
}

func sliceIn[T nd.Elem](s []T, v any, dims []int) Operand {
	dims[0], dims[1] = len(s), nd.DTypeOf[T]().Size()
	o := Operand{DType: nd.DTypeOf[T](), Shape: dims[:1:1], Strides: dims[1:2:2], Value: v}
	if len(s) > 0 {
		o.Base = unsafe.Pointer(&s[0])
	}
	return o
}

func withValue(o Operand, v any) Operand {
	o.Value = v
	return o
}

// scalarDType is the dtype a Go scalar has by itself (int is int64, uint
// is uint64).
func scalarDType(v any) nd.DType {
	switch v.(type) {
	case bool:
		return nd.Bool
	case int8:
		return nd.Int8
	case int16:
		return nd.Int16
	case int32:
		return nd.Int32
	case int, int64:
		return nd.Int64
	case uint8:
		return nd.Uint8
	case uint16:
		return nd.Uint16
	case uint32:
		return nd.Uint32
	case uint, uint64:
		return nd.Uint64
	case float32:
		return nd.Float32
	case float64:
		return nd.Float64
	case complex64:
		return nd.Complex64
	case complex128:
		return nd.Complex128
	case half.Float16:
		return nd.Float16
	case half.BFloat16:
		return nd.BFloat16
	case half.Float8E4M3:
		return nd.Float8E4M3
	case half.Float8E5M2:
		return nd.Float8E5M2
	}
	return nd.Invalid
}

// scalarKind splits a Go scalar into its kind and value.
func scalarValue(v any) (kind byte, i int64, u uint64, f float64) {
	switch x := v.(type) {
	case complex64:
		return 'c', 0, 0, float64(real(x))
	case complex128:
		return 'c', 0, 0, real(x)
	case bool:
		if x {
			return 'b', 1, 1, 1
		}
		return 'b', 0, 0, 0
	case int:
		return 'i', int64(x), 0, 0
	case int8:
		return 'i', int64(x), 0, 0
	case int16:
		return 'i', int64(x), 0, 0
	case int32:
		return 'i', int64(x), 0, 0
	case int64:
		return 'i', x, 0, 0
	case uint:
		return 'u', 0, uint64(x), 0
	case uint8:
		return 'u', 0, uint64(x), 0
	case uint16:
		return 'u', 0, uint64(x), 0
	case uint32:
		return 'u', 0, uint64(x), 0
	case uint64:
		return 'u', 0, x, 0
	case float32:
		return 'f', 0, 0, float64(x)
	case float64:
		return 'f', 0, 0, x
	case half.Float16:
		return 'f', 0, 0, x.Float64()
	case half.BFloat16:
		return 'f', 0, 0, x.Float64()
	case half.Float8E4M3:
		return 'f', 0, 0, x.Float64()
	case half.Float8E5M2:
		return 'f', 0, 0, x.Float64()
	}
	return 0, 0, 0, 0
}

// CanConvert reports whether scalar v converts exactly to dtype dt (see
// Convert).
func CanConvert(v any, dt nd.DType) bool {
	_, err := convert(v, dt)
	return err == nil
}

// Convert converts a Go scalar to dtype dt and returns a pointer to a new
// element holding it. The rule is NumPy's value-based casting made strict:
// the value must be exactly representable in dt, and the kinds must be
// compatible — bool only to bool; integers to any integer type that holds
// the value and to floats that represent it exactly; floats only to
// floats, exactly (so float64 0.1 does not convert to float32: write
// float32(0.1)). The half types count as floats and convert by value, both
// as v and as dt. The error wraps ErrScalar.
func Convert(v any, dt nd.DType) (unsafe.Pointer, error) { return convert(v, dt) }

func convert(v any, dt nd.DType) (unsafe.Pointer, error) {
	kind, i, u, f := scalarValue(v)
	fail := func(why string) (unsafe.Pointer, error) {
		return nil, fmt.Errorf("ufunc: scalar %v (%T) cannot be converted to %v: %s: %w", v, v, dt, why, ErrScalar)
	}
	if kind == 0 {
		return fail("not a scalar")
	}
	if dt == nd.Bool || kind == 'b' {
		if dt != nd.Bool || kind != 'b' {
			return fail("bool converts only to bool")
		}
		b := new(bool)
		*b = i != 0
		return unsafe.Pointer(b), nil
	}
	if dt.IsComplex() {
		return convertComplex(v, dt, kind, i, u, f, fail)
	}
	if kind == 'c' {
		return fail("a complex number does not convert to a real dtype")
	}
	p := unsafe.Pointer(new(uint64)) // room for any real element, 8-aligned
	if dt.IsFloat() {
		x, ok := asFloat64(kind, i, u, f)
		if !ok {
			return fail("not exactly representable")
		}
		switch dt {
		case nd.Float32:
			y := float32(x)
			if float64(y) != x && !math.IsNaN(x) {
				return fail("not exactly representable; convert it yourself, e.g. float32(v)")
			}
			*(*float32)(p) = y
		case nd.Float64:
			*(*float64)(p) = x
		default:
			if !storeReduced(p, dt, x) {
				return fail("not exactly representable; convert it yourself, e.g. half.ToFloat16(v)")
			}
		}
		return p, nil
	}
	if kind == 'f' {
		return fail("a float does not convert to an integer dtype")
	}
	bits := uint(8 * dt.Size())
	signed := dt == nd.Int8 || dt == nd.Int16 || dt == nd.Int32 || dt == nd.Int64
	var ok bool
	switch {
	case signed && kind == 'i':
		ok = i >= -(1<<(bits-1)) && i <= 1<<(bits-1)-1
		u = uint64(i)
	case signed:
		ok = u <= 1<<(bits-1)-1
	case kind == 'i':
		ok = i >= 0 && (bits == 64 || uint64(i) <= 1<<bits-1)
		u = uint64(i)
	default:
		ok = bits == 64 || u <= 1<<bits-1
	}
	if !ok {
		return fail("out of range")
	}
	switch dt.Size() {
	case 1:
		*(*uint8)(p) = uint8(u)
	case 2:
		*(*uint16)(p) = uint16(u)
	case 4:
		*(*uint32)(p) = uint32(u)
	default:
		*(*uint64)(p) = u
	}
	return p, nil
}

// storeReduced stores x at p as the reduced float dtype dt, reporting
// whether that is exact (a NaN stays a NaN).
func storeReduced(p unsafe.Pointer, dt nd.DType, x float64) bool {
	var back float64
	switch dt {
	case nd.Float16:
		h := half.ToFloat16From64(x)
		*(*half.Float16)(p), back = h, h.Float64()
	case nd.BFloat16:
		h := half.ToBFloat16From64(x)
		*(*half.BFloat16)(p), back = h, h.Float64()
	case nd.Float8E4M3:
		h := half.ToFloat8E4M3From64(x)
		*(*half.Float8E4M3)(p), back = h, h.Float64()
	case nd.Float8E5M2:
		h := half.ToFloat8E5M2From64(x)
		*(*half.Float8E5M2)(p), back = h, h.Float64()
	default:
		return false
	}
	return back == x || math.IsNaN(x) && math.IsNaN(back)
}

// convertComplex converts a scalar to a complex dtype: a complex number
// whose parts are exactly representable in the dtype's part type (NaN
// parts included), or a real number that is, as the real part.
func convertComplex(v any, dt nd.DType, kind byte, i int64, u uint64, f float64, fail func(string) (unsafe.Pointer, error)) (unsafe.Pointer, error) {
	var re, im float64
	switch kind {
	case 'c':
		c, _ := v.(complex128)
		if c64, ok := v.(complex64); ok {
			c = complex128(c64)
		}
		re, im = real(c), imag(c)
	default:
		var ok bool
		if re, ok = asFloat64(kind, i, u, f); !ok {
			return fail("not exactly representable")
		}
	}
	p := unsafe.Pointer(new([2]uint64)) // room for a complex128, 8-aligned
	if dt == nd.Complex64 {
		r, m := float32(re), float32(im)
		if float64(r) != re && !math.IsNaN(re) || float64(m) != im && !math.IsNaN(im) {
			return fail("not exactly representable; convert it yourself, e.g. complex64(v)")
		}
		*(*complex64)(p) = complex(r, m)
		return p, nil
	}
	*(*complex128)(p) = complex(re, im)
	return p, nil
}

// NewHost allocates a zeroed C-ordered nd.Array of dtype dt and the given
// shape and returns it as an operand (its Value is the nd.Array[T]).
func NewHost(dt nd.DType, shape []int) (Operand, error) {
	switch dt {
	case nd.Bool:
		return newHost[bool](shape)
	case nd.Int8:
		return newHost[int8](shape)
	case nd.Int16:
		return newHost[int16](shape)
	case nd.Int32:
		return newHost[int32](shape)
	case nd.Int64:
		return newHost[int64](shape)
	case nd.Uint8:
		return newHost[uint8](shape)
	case nd.Uint16:
		return newHost[uint16](shape)
	case nd.Uint32:
		return newHost[uint32](shape)
	case nd.Uint64:
		return newHost[uint64](shape)
	case nd.Float32:
		return newHost[float32](shape)
	case nd.Float64:
		return newHost[float64](shape)
	case nd.Complex64:
		return newHost[complex64](shape)
	case nd.Complex128:
		return newHost[complex128](shape)
	case nd.Float16:
		return newHost[half.Float16](shape)
	case nd.BFloat16:
		return newHost[half.BFloat16](shape)
	case nd.Float8E4M3:
		return newHost[half.Float8E4M3](shape)
	case nd.Float8E5M2:
		return newHost[half.Float8E5M2](shape)
	}
	return Operand{}, fmt.Errorf("ufunc: cannot allocate an array of dtype %v: %w", dt, nd.ErrDType)
}

func newHost[T nd.Elem](shape []int) (Operand, error) {
	a, err := nd.Zeros[T](shape...)
	if err != nil {
		return Operand{}, err
	}
	return ArrayOperand(a), nil
}

// asFloat64 is a real scalar — an integer i ('i'), an unsigned u ('u') or
// a float f — as a float64, and whether that is exact.
func asFloat64(kind byte, i int64, u uint64, f float64) (float64, bool) {
	switch kind {
	case 'i':
		x := float64(i)
		return x, x < 0x1p63 && int64(x) == i
	case 'u':
		x := float64(u)
		return x, x < 0x1p64 && uint64(x) == u
	}
	return f, true
}

// OperandAt is operand k of a call whose inputs are args and outputs outs:
// an input, then the outputs, the order every layout numbers them in.
func OperandAt(args, outs []any, k int) any {
	if k < len(args) {
		return args[k]
	}
	return outs[k-len(args)]
}
