package interp

import (
	"fmt"
	"math"
	"reflect"

	"github.com/kernlab/kern/compiler/ir"
)

// View is a strided view of a Go slice for a kernel parameter of a view
// type (ir.ViewType): element (i, j, ...) is Data[Off + i*Strides[0] + j*Strides[1] ...].
// Data is a []T of a scalar Go type.
type View struct {
	Data    any
	Off     int
	Shape   []int
	Strides []int
}

// copyBack records a Go slice whose contents live in interpreter memory
// during a run.
type copyBack struct {
	ptr  uint64
	dst  reflect.Value // the whole Go slice
	elem ir.Type
}

var kindOf = map[reflect.Kind]ir.BasicKind{
	reflect.Bool: ir.Bool, reflect.Int8: ir.Int8, reflect.Int16: ir.Int16, reflect.Int32: ir.Int32,
	reflect.Int64: ir.Int64, reflect.Int: ir.Int64, reflect.Uint8: ir.Uint8, reflect.Uint16: ir.Uint16,
	reflect.Uint32: ir.Uint32, reflect.Uint64: ir.Uint64, reflect.Uint: ir.Uint64,
	reflect.Float32: ir.Float32, reflect.Float64: ir.Float64,
}

func (m *machine) marshalArgs(fn *ir.Function, args []any) ([]value, []copyBack, error) {
	if len(args) != len(fn.Params) {
		return nil, nil, fmt.Errorf("%w: %s takes %d argument(s), got %d", ErrArg, fn.Name, len(fn.Params), len(args))
	}
	vals := make([]value, len(args))
	var backs []copyBack
	for i, a := range args {
		p := fn.Params[i]
		b := make([]byte, p.Typ.Size())
		var err error
		backs, err = m.encodeArg(reflect.ValueOf(a), p.Typ, b, backs)
		if err != nil {
			return nil, nil, fmt.Errorf("%w: argument %d (%s %s): %w", ErrArg, i, p.Name(), p.Typ, err)
		}
		vals[i] = readValue(b, p.Typ)
	}
	return vals, backs, nil
}

// encodeArg writes Go value rv as IR type t into b.
func (m *machine) encodeArg(rv reflect.Value, t ir.Type, b []byte, backs []copyBack) ([]copyBack, error) {
	if !rv.IsValid() {
		return backs, fmt.Errorf("nil argument")
	}
	switch t := t.(type) {
	case *ir.Basic:
		bits, err := scalarBits(rv, t)
		putScalar(b[:t.Size()], bits)
		return backs, err
	case *ir.Array:
		if rv.Kind() != reflect.Array || rv.Len() != t.Len {
			return backs, fmt.Errorf("got %s, want a Go array of %d", rv.Type(), t.Len)
		}
		var err error
		for i := range t.Len {
			if backs, err = m.encodeArg(rv.Index(i), t.Elem, b[i*t.Elem.Size():], backs); err != nil {
				return backs, err
			}
		}
		return backs, nil
	case *ir.Struct:
		if rv.Kind() == reflect.Slice {
			return m.encodeSlice(rv, t, b, backs)
		}
		if v, ok := rv.Interface().(View); ok {
			return m.encodeView(reflect.ValueOf(v.Data), v.Off, v.Shape, v.Strides, t, b, backs)
		}
		if data, off, shape, strides, ok := arrayView(rv); ok {
			return m.encodeView(data, off, shape, strides, t, b, backs)
		}
		if k := rv.Kind(); (k == reflect.Complex64 || k == reflect.Complex128) && len(t.Fields) == 2 {
			// A complex number is the struct {re, im} the front end lowers it to.
			c := rv.Complex()
			backs, _ = m.encodeArg(reflect.ValueOf(real(c)).Convert(floatOf(t.Fields[0].Type)), t.Fields[0].Type, b, backs)
			return m.encodeArg(reflect.ValueOf(imag(c)).Convert(floatOf(t.Fields[1].Type)), t.Fields[1].Type, b[t.Offset(1):], backs)
		}
		if rv.Kind() != reflect.Struct || rv.NumField() != len(t.Fields) {
			return backs, fmt.Errorf("got %s for %s", rv.Type(), t)
		}
		var err error
		for i, f := range t.Fields {
			if backs, err = m.encodeArg(rv.Field(i), f.Type, b[t.Offset(i):], backs); err != nil {
				return backs, err
			}
		}
		return backs, nil
	}
	return backs, fmt.Errorf("%w: parameters of type %s", ErrUnsupported, t)
}

func scalarBits(rv reflect.Value, t *ir.Basic) (uint64, error) {
	if k, ok := kindOf[rv.Kind()]; !ok || k != t.Kind {
		return 0, fmt.Errorf("got Go %s, want a value of IR type %s", rv.Type(), t)
	}
	switch {
	case t.Kind == ir.Bool:
		if rv.Bool() {
			return 1, nil
		}
		return 0, nil
	case t.IsSigned():
		return ir.ConstInt(t, rv.Int()).Bits, nil
	case t.IsUnsigned():
		return rv.Uint(), nil
	case t.Kind == ir.Float32:
		return uint64(math.Float32bits(float32(rv.Float()))), nil
	}
	return math.Float64bits(rv.Float()), nil
}

// viewParts checks a slice or view struct type: a pointer then n lengths
// (and n strides for a view).
func ptrField(t *ir.Struct) (*ir.Pointer, bool) {
	if len(t.Fields) == 0 {
		return nil, false
	}
	p, ok := t.Fields[0].Type.(*ir.Pointer)
	for _, f := range t.Fields[1:] {
		ok = ok && ir.Identical(f.Type, ir.Typ[ir.Int64])
	}
	return p, ok
}

// copyIn copies a Go slice into a new global buffer.
func (m *machine) copyIn(data reflect.Value, elem ir.Type, backs []copyBack) (uint64, []copyBack, error) {
	n := data.Len()
	p, err := m.mem.alloc(ir.SpaceGlobal, n*elem.Size(), data.Type().String())
	if err != nil {
		return 0, backs, err
	}
	buf, _ := m.mem.bytes(p, n*elem.Size())
	for i := range n {
		if backs, err = m.encodeArg(data.Index(i), elem, buf[i*elem.Size():], backs); err != nil {
			return 0, backs, fmt.Errorf("element %d: %w", i, err)
		}
	}
	return p, append(backs, copyBack{ptr: p, dst: data, elem: elem}), nil
}

func (m *machine) encodeSlice(rv reflect.Value, t *ir.Struct, b []byte, backs []copyBack) ([]copyBack, error) {
	pt, ok := ptrField(t)
	if !ok || len(t.Fields) != 3 {
		return backs, fmt.Errorf("got slice %s for non-slice type %s", rv.Type(), t)
	}
	p, backs, err := m.copyIn(rv, pt.Elem, backs)
	if err != nil {
		return backs, err
	}
	putScalar(b[0:8], p)
	putScalar(b[8:16], uint64(rv.Len()))
	putScalar(b[16:24], uint64(rv.Len()))
	return backs, nil
}

func (m *machine) encodeView(data reflect.Value, off int, shape, strides []int, t *ir.Struct, b []byte, backs []copyBack) ([]copyBack, error) {
	pt, ok := ptrField(t)
	n := len(shape)
	if !ok || len(t.Fields) != 1+2*n || len(strides) != n {
		return backs, fmt.Errorf("view of %d dims (%d strides) for %s", n, len(strides), t)
	}
	if data.Kind() != reflect.Slice {
		return backs, fmt.Errorf("view data is %s, not a slice", data.Type())
	}
	if off < 0 || off > data.Len() {
		return backs, fmt.Errorf("view offset %d outside data of length %d", off, data.Len())
	}
	p, backs, err := m.copyIn(data, pt.Elem, backs)
	if err != nil {
		return backs, err
	}
	putScalar(b[0:8], ptrAdd(p, int64(off*pt.Elem.Size())))
	for k := range n {
		putScalar(b[8+8*k:16+8*k], uint64(shape[k]))
		putScalar(b[8+8*(n+k):16+8*(n+k)], uint64(strides[k]))
	}
	return backs, nil
}

// arrayView reads a kern.Array1/2/3 through its methods: Data() ([]T, int)
// and Shape()/Strides() (arrays) or Len()/Stride() (Array1).
func arrayView(rv reflect.Value) (data reflect.Value, off int, shape, strides []int, ok bool) {
	dm := rv.MethodByName("Data")
	if !dm.IsValid() || dm.Type().NumIn() != 0 || dm.Type().NumOut() != 2 {
		return
	}
	out := dm.Call(nil)
	data, off = out[0], int(out[1].Int())
	ints := func(name string) ([]int, bool) {
		mv := rv.MethodByName(name)
		if !mv.IsValid() || mv.Type().NumIn() != 0 || mv.Type().NumOut() != 1 {
			return nil, false
		}
		r := mv.Call(nil)[0]
		if r.Kind() == reflect.Int {
			return []int{int(r.Int())}, true
		}
		if r.Kind() != reflect.Array {
			return nil, false
		}
		s := make([]int, r.Len())
		for i := range s {
			s[i] = int(r.Index(i).Int())
		}
		return s, true
	}
	var ok1, ok2 bool
	if shape, ok1 = ints("Shape"); !ok1 {
		shape, ok1 = ints("Len")
	}
	if strides, ok2 = ints("Strides"); !ok2 {
		strides, ok2 = ints("Stride")
	}
	return data, off, shape, strides, ok1 && ok2 && data.Kind() == reflect.Slice
}

func (m *machine) copyBack(backs []copyBack) error {
	for _, cb := range backs {
		n := cb.dst.Len()
		buf, err := m.mem.bytes(cb.ptr, n*cb.elem.Size())
		if err != nil {
			return err
		}
		for i := range n {
			decodeInto(cb.dst.Index(i), buf[i*cb.elem.Size():], cb.elem)
		}
	}
	return nil
}

// decodeInto stores the IR value in b into a settable Go value.
func decodeInto(rv reflect.Value, b []byte, t ir.Type) {
	switch t := t.(type) {
	case *ir.Basic:
		v := getScalar(b[:t.Size()])
		switch {
		case t.Kind == ir.Bool:
			rv.SetBool(v&1 != 0)
		case t.IsSigned():
			rv.SetInt(ir.ConstInt(t, int64(v)).Int())
		case t.IsUnsigned():
			rv.SetUint(v)
		case t.Kind == ir.Float32:
			rv.SetFloat(float64(math.Float32frombits(uint32(v))))
		default:
			rv.SetFloat(math.Float64frombits(v))
		}
	case *ir.Array:
		for i := range t.Len {
			decodeInto(rv.Index(i), b[i*t.Elem.Size():], t.Elem)
		}
	case *ir.Struct:
		if k := rv.Kind(); k == reflect.Complex64 || k == reflect.Complex128 {
			re, im := toGo(readValue(b, t.Fields[0].Type), t.Fields[0].Type), toGo(readValue(b[t.Offset(1):], t.Fields[1].Type), t.Fields[1].Type)
			rv.SetComplex(complex(asF64(re), asF64(im)))
			return
		}
		for i, f := range t.Fields {
			if i < rv.NumField() {
				decodeInto(rv.Field(i), b[t.Offset(i):], f.Type)
			}
		}
	}
}

// GoValue is the Go value of bits of type t, as Call takes arguments and
// returns results: bool, int8 … int64, uint8 … uint64, float32, float64
// (i64 is int64, not int).
func GoValue(t *ir.Basic, bits uint64) any {
	switch t.Kind {
	case ir.Bool:
		return bits != 0
	case ir.Int8:
		return int8(bits)
	case ir.Int16:
		return int16(bits)
	case ir.Int32:
		return int32(bits)
	case ir.Int64:
		return int64(bits)
	case ir.Uint8:
		return uint8(bits)
	case ir.Uint16:
		return uint16(bits)
	case ir.Uint32:
		return uint32(bits)
	case ir.Uint64:
		return bits
	case ir.Float32:
		return math.Float32frombits(uint32(bits))
	}
	return math.Float64frombits(bits)
}

// toGo converts a result to a Go value: Basic types to bool, int8 … int64,
// uint8 … uint64, float32, float64 (i64 is int64, not int); pointers to
// their uint64 encoding; arrays and structs to []any of their elements.
func toGo(v value, t ir.Type) any {
	switch t := t.(type) {
	case *ir.Basic:
		return GoValue(t, v.bits)
	case *ir.Pointer:
		return v.bits
	case *ir.Array:
		out := make([]any, t.Len)
		for i := range out {
			out[i] = toGo(readValue(v.agg[i*t.Elem.Size():], t.Elem), t.Elem)
		}
		return out
	case *ir.Struct:
		if len(t.Fields) == 2 && (t.Tag == "complex64" || t.Tag == "complex128") {
			re, im := toGo(readValue(v.agg, t.Fields[0].Type), t.Fields[0].Type), toGo(readValue(v.agg[t.Offset(1):], t.Fields[1].Type), t.Fields[1].Type)
			if t.Tag == "complex64" {
				return complex(re.(float32), im.(float32))
			}
			return complex(re.(float64), im.(float64))
		}
		out := make([]any, len(t.Fields))
		for i, f := range t.Fields {
			out[i] = toGo(readValue(v.agg[t.Offset(i):], f.Type), f.Type)
		}
		return out
	}
	return nil
}

func floatOf(t ir.Type) reflect.Type {
	if b, ok := t.(*ir.Basic); ok && b.Kind == ir.Float32 {
		return reflect.TypeFor[float32]()
	}
	return reflect.TypeFor[float64]()
}

func asF64(x any) float64 {
	if f, ok := x.(float32); ok {
		return float64(f)
	}
	f, _ := x.(float64)
	return f
}
