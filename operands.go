package kern

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// A ufunc call's operands: host, pinned and device arrays and scalars as
// ufunc.Operands, and its outputs, checked or allocated.

// operandSource is what device arrays and pinned arrays provide to be
// ufunc operands; dev is nil for host memory.
type operandSource interface {
	ufuncOperand() (o ufunc.Operand, dev *Device, err error)
	// operandDevice is the device alone, with ufuncOperand's checks.
	operandDevice() (*Device, error)
}

func (a *DeviceArray[T]) operandDevice() (*Device, error) {
	if a == nil {
		return nil, fmt.Errorf("a nil *kern.DeviceArray[%v]: %w", nd.DTypeOf[T](), ErrArgument)
	}
	return a.Device(), a.live()
}

func (p *Pinned[T]) operandDevice() (*Device, error) {
	return nil, p.live()
}

func (a *DeviceArray[T]) ufuncOperand() (ufunc.Operand, *Device, error) { return a.ufuncOperandIn(nil) }

// ufuncOperandIn is ufuncOperand with the shape and byte strides in dims
// when it has room for them (2 × rank ints).
func (a *DeviceArray[T]) ufuncOperandIn(dims []int) (ufunc.Operand, *Device, error) {
	dev, err := a.operandDevice()
	if a == nil {
		return ufunc.Operand{}, nil, err
	}
	var o ufunc.Operand
	if r := len(a.shape); len(dims) >= 2*r {
		copy(dims, a.shape)
		copy(dims[r:], a.strides)
		o = ufunc.Operand{DType: nd.DTypeOf[T](), Shape: dims[:r:r], Strides: dims[r : 2*r : 2*r], Value: a}
	} else {
		o = ufunc.Operand{DType: nd.DTypeOf[T](), Shape: a.Shape(), Strides: a.Strides(), Value: a}
	}
	for i := range o.Strides {
		o.Strides[i] *= elemSize[T]()
	}
	if err != nil {
		return o, dev, err
	}
	// Reaching device memory from Go works on the host device only; on a
	// GPU, Base stays nil and the GPU target takes the operands before they
	// are dereferenced. (Checked first: HostData's error would cost a
	// formatted message on every GPU call.)
	if _, ok := a.alloc.dev.drv.(hostMemory); ok && a.Size() > 0 {
		if data, off, err := a.HostData(); err == nil {
			o.Base = unsafe.Pointer(&data[off])
		}
	}
	return o, dev, nil
}

func (p *Pinned[T]) ufuncOperand() (ufunc.Operand, *Device, error) {
	if _, err := p.operandDevice(); err != nil {
		return ufunc.Operand{}, nil, err
	}
	return ufunc.ArrayOperand(p.Array), nil, nil
}

// operands converts the inputs and finds their device (nil: all on the
// host). Device operands must share one device.
func operands(name string, args []any, room int) ([]ufunc.Operand, *Device, error) {
	return operandsIn(name, args, room, nil)
}

// operandsIn is operands with the slices taken from sc when it is not nil.
func operandsIn(name string, args []any, room int, sc *callScratch) ([]ufunc.Operand, *Device, error) {
	var ops []ufunc.Operand
	if sc != nil {
		ops = sc.ops[: len(args) : len(args)+room]
	} else {
		ops = make([]ufunc.Operand, len(args), len(args)+room) // room: the outputs, appended later
	}
	var dev *Device
	for k, a := range args {
		var dims []int
		if sc != nil {
			dims = sc.dims[2*MaxRank*k : 2*MaxRank*(k+1)]
		}
		o, d, err := operandOfIn(a, dims)
		if sc != nil && d == nil && len(o.Shape) == 1 && &o.Shape[0] == &dims[0] {
			sc.dimsUsed = true // a host slice: its shape lives in the scratch
		}
		if err != nil {
			return nil, nil, errs.Wrapf(err, "kern: %s: input %d", name, k+1)
		}
		if d != nil {
			if dev != nil && d != dev {
				return nil, nil, fmt.Errorf("kern: %s: input %d is on %v but an earlier input is on %v: %w",
					name, k+1, d, dev, ufunc.ErrOperand)
			}
			dev = d
		}
		ops[k] = o
	}
	return ops, dev, nil
}

func operandOf(v any) (ufunc.Operand, *Device, error) { return operandOfIn(v, nil) }

// operandOfIn is operandOf with a slice operand's shape and strides in dims.
func operandOfIn(v any, dims []int) (ufunc.Operand, *Device, error) {
	if s, ok := v.(interface {
		ufuncOperandIn([]int) (ufunc.Operand, *Device, error)
	}); ok {
		return s.ufuncOperandIn(dims)
	}
	if s, ok := v.(operandSource); ok {
		return s.ufuncOperand()
	}
	if v == nil {
		return ufunc.Operand{}, nil, fmt.Errorf("nil: %w", ErrArgument)
	}
	if z, ok := v.(interface{ IsZero() bool }); ok && z.IsZero() {
		return ufunc.Operand{}, nil, fmt.Errorf("a zero-value %T (no data: make arrays with nd.Zeros, nd.FromSlice, ...): %w", v, ErrArgument)
	}
	if o, ok := ufunc.FromValueIn(v, dims); ok {
		return o, nil, nil
	}
	return ufunc.Operand{}, nil, fmt.Errorf("a %T is not an array, slice or scalar of a supported type: %w", v, ufunc.ErrOperand)
}

// outputs checks the given outputs (dtype, exact shape, device) or
// allocates them: on dev when an input is on a device, else on the host.
func outputs(name string, outArgs []any, dts []nd.DType, shape []int, dev *Device) ([]ufunc.Operand, error) {
	return outputsIn(name, outArgs, dts, shape, dev, nil)
}

// outputsIn is outputs with the slices taken from sc when it is not nil
// (after the inputs: sc.ops holds inputs then outputs).
func outputsIn(name string, outArgs []any, dts []nd.DType, shape []int, dev *Device, sc *callScratch) ([]ufunc.Operand, error) {
	var outs []ufunc.Operand
	nin := 0
	if sc != nil {
		nin = maxPooledOps - len(dts)
		outs = sc.ops[nin : nin+len(dts)]
	} else {
		outs = make([]ufunc.Operand, len(dts))
	}
	for j, d := range dts {
		if outArgs == nil {
			o, err := newOutput(d, shape, dev)
			if err != nil {
				freeOutputs(valuesOf(outs[:j]))
				return nil, errs.Wrapf(err, "kern: %s: output %d", name, j+1)
			}
			outs[j] = o
			continue
		}
		var dims []int
		if sc != nil {
			dims = sc.dims[2*MaxRank*(nin+j) : 2*MaxRank*(nin+j+1)]
		}
		o, odev, err := operandOfIn(outArgs[j], dims)
		if sc != nil && odev == nil && len(o.Shape) == 1 && &o.Shape[0] == &dims[0] {
			sc.dimsUsed = true
		}
		if err != nil {
			return nil, errs.Wrapf(err, "kern: %s: output %d", name, j+1)
		}
		switch {
		case o.IsScalar():
			return nil, fmt.Errorf("kern: %s: output %d is a scalar %v, not an array: %w", name, j+1, o.Scalar, ufunc.ErrOperand)
		case o.DType != d:
			return nil, fmt.Errorf("kern: %s: output %d has dtype %v, the loop writes %v: %w", name, j+1, o.DType, d, nd.ErrDType)
		case !slices.Equal(o.Shape, shape):
			return nil, fmt.Errorf("kern: %s: output %d has shape %s, the operands broadcast to %s: %w",
				name, j+1, nd.ShapeString(o.Shape), nd.ShapeString(shape), nd.ErrShape)
		case odev != nil && dev != nil && odev != dev:
			return nil, fmt.Errorf("kern: %s: output %d is on %v, the inputs on %v: %w", name, j+1, odev, dev, ufunc.ErrOperand)
		}
		if err := writable(name, j, &o); err != nil {
			return nil, err
		}
		outs[j] = o
	}
	return outs, nil
}

// writable refuses output j when a stride of 0 along an axis of more
// than one element (a broadcast view) would have several elements written
// to one place: the result would depend on the order of the writes, and
// on Parallel or a GPU they would race. NumPy refuses such an out= too
// (a broadcast view is read-only).
func writable(name string, j int, o *ufunc.Operand) error {
	for k, n := range o.Shape {
		if n > 1 && o.Strides[k] == 0 {
			return fmt.Errorf("kern: %s: output %d (shape %s) has stride 0 along axis %d, so several of its elements are one element (a broadcast view): pass an array of its own, such as nd.Zeros or a.Copy(nd.C): %w",
				name, j+1, nd.ShapeString(o.Shape), k, ufunc.ErrOperand)
		}
	}
	return nil
}

// withOutputDevices adds the devices of the given outputs to dev, the
// inputs' device: the call must be able to reach every operand, even when
// only an output lives on a device.
func withOutputDevices(name string, dev *Device, outArgs []any) (*Device, error) {
	for j, a := range outArgs {
		s, ok := a.(operandSource)
		if !ok {
			continue
		}
		d, err := s.operandDevice()
		if err != nil {
			return nil, errs.Wrapf(err, "kern: %s: output %d", name, j+1)
		}
		if d == nil {
			continue
		}
		if dev != nil && d != dev {
			return nil, fmt.Errorf("kern: %s: output %d is on %v, the inputs on %v: %w", name, j+1, d, dev, ufunc.ErrOperand)
		}
		dev = d
	}
	return dev, nil
}

func valuesOf(ops []ufunc.Operand) []any {
	v := make([]any, len(ops))
	for i := range ops {
		v[i] = ops[i].Value
	}
	return v
}

func newOutput(d nd.DType, shape []int, dev *Device) (ufunc.Operand, error) {
	if dev == nil {
		return ufunc.NewHost(d, shape)
	}
	var a operandSource
	var err error
	switch d {
	case nd.Bool:
		a, err = newDeviceArray[bool](dev, shape, nd.C)
	case nd.Int8:
		a, err = newDeviceArray[int8](dev, shape, nd.C)
	case nd.Int16:
		a, err = newDeviceArray[int16](dev, shape, nd.C)
	case nd.Int32:
		a, err = newDeviceArray[int32](dev, shape, nd.C)
	case nd.Int64:
		a, err = newDeviceArray[int64](dev, shape, nd.C)
	case nd.Uint8:
		a, err = newDeviceArray[uint8](dev, shape, nd.C)
	case nd.Uint16:
		a, err = newDeviceArray[uint16](dev, shape, nd.C)
	case nd.Uint32:
		a, err = newDeviceArray[uint32](dev, shape, nd.C)
	case nd.Uint64:
		a, err = newDeviceArray[uint64](dev, shape, nd.C)
	case nd.Float32:
		a, err = newDeviceArray[float32](dev, shape, nd.C)
	case nd.Float64:
		a, err = newDeviceArray[float64](dev, shape, nd.C)
	case nd.Complex64:
		a, err = newDeviceArray[complex64](dev, shape, nd.C)
	case nd.Complex128:
		a, err = newDeviceArray[complex128](dev, shape, nd.C)
	case nd.Float16:
		a, err = newDeviceArray[half.Float16](dev, shape, nd.C)
	case nd.BFloat16:
		a, err = newDeviceArray[half.BFloat16](dev, shape, nd.C)
	case nd.Float8E4M3:
		a, err = newDeviceArray[half.Float8E4M3](dev, shape, nd.C)
	case nd.Float8E5M2:
		a, err = newDeviceArray[half.Float8E5M2](dev, shape, nd.C)
	default:
		return ufunc.Operand{}, fmt.Errorf("no device arrays of dtype %v: %w", d, nd.ErrDType)
	}
	if err != nil {
		return ufunc.Operand{}, err
	}
	o, _, err := a.ufuncOperand()
	return o, err
}

// freeOutputs releases device arrays allocated for a call that failed.
func freeOutputs(vs []any) {
	for _, v := range vs {
		if f, ok := v.(interface{ Free() error }); ok {
			_ = f.Free()
		}
	}
}

// shapeList prints operand shapes as a broadcast error lists them.
func shapeList(shapes [][]int) string {
	s := make([]string, len(shapes))
	for i, sh := range shapes {
		s[i] = nd.ShapeString(sh)
	}
	return strings.Join(s, ", ")
}

// separate gives each host input that shares memory with an output,
// without being that output element for element, a contiguous copy of its
// own, as NumPy does: the result then does not depend on the order in
// which a loop (the Go loop, a SIMD loop, parallel chunks) visits the
// elements. An input that is exactly an output (in place) is kept. It
// runs once the work before the call is done (ready); a Sim launch or a
// call queued on a stream orders itself, so with a copy to make it waits
// here first.
//
// ncore, for a gufunc, is each input's number of core dimensions: an
// input that is exactly an output is copied too when its core holds more
// than one element, since the core may read an element after writing it
// (NumPy copies there as well).
func (e exec) separate(name string, ins, outs []ufunc.Operand, ncore []int) error {
	waited := !e.ordered() // ready waited
	for k := range ins {
		cores := 0
		if ncore != nil {
			cores = ncore[k]
		}
		if !overlapsOutput(&ins[k], outs, cores) {
			continue
		}
		if e.dev != nil && e.dev.capturing.Load() != 0 {
			// The copy would wait for the stream, which a capture refuses.
			return e.dev.refuseCapture(fmt.Sprintf("%s: input %d overlaps an output, so it is copied first, after the work queued before the call (give the call an input of its own)", name, k+1))
		}
		if !waited {
			if err := e.syncAll(); err != nil {
				return err
			}
			waited = true
		}
		ins[k] = contiguousCopy(ins[k])
	}
	return nil
}

// separateArgs is separate for calls whose host outputs are written back
// in pieces while inputs are still being read — a GPU call that streams
// in chunks, a call spread over devices: each host input that shares
// memory with a host output (as separate decides) is replaced in args by
// a C-ordered copy made now, so that no chunk reads what another wrote.
// It returns args, cloned before the first replacement (the caller's
// list stays as it was). Run it once the work before the call is done.
func separateArgs(ins, outs []ufunc.Operand, ncore []int, args []any) ([]any, error) {
	cloned := false
	for k := range ins {
		cores := 0
		if ncore != nil {
			cores = ncore[k]
		}
		if !overlapsOutput(&ins[k], outs, cores) {
			continue
		}
		c, err := ufunc.NewHost(ins[k].DType, ins[k].Shape)
		if err != nil {
			return nil, err
		}
		copyND(c.Base, c.Strides, ins[k].Base, ins[k].Strides, ins[k].Shape, ins[k].DType.Size())
		if !cloned {
			args, cloned = slices.Clone(args), true
		}
		args[k], ins[k] = c.Value, c
	}
	return args, nil
}

// overlapsOutput reports that in shares memory with an output without
// being it element for element (the same array counts as overlapping
// when its last ncore dimensions, a gufunc's core, hold several elements).
func overlapsOutput(in *ufunc.Operand, outs []ufunc.Operand, ncore int) bool {
	if in.IsScalar() || in.Base == nil {
		return false
	}
	lo, hi := byteExtent(in)
	for j := range outs {
		o := &outs[j]
		if o.Base == nil {
			continue
		}
		if olo, ohi := byteExtent(o); lo >= ohi || olo >= hi {
			continue
		}
		if in.Base == o.Base && slices.Equal(in.Strides, o.Strides) && slices.Equal(in.Shape, o.Shape) && coreSize(in.Shape, ncore) <= 1 {
			continue
		}
		return true
	}
	return false
}

// coreSize is the number of elements in the last ncore dimensions of shape.
func coreSize(shape []int, ncore int) int {
	n := 1
	for _, d := range shape[len(shape)-ncore:] {
		n *= d
	}
	return n
}

// byteExtent is the byte range [lo, hi) an operand's elements cover.
func byteExtent(o *ufunc.Operand) (lo, hi uintptr) {
	b := uintptr(o.Base)
	lo, hi = b, b+uintptr(o.DType.Size())
	for i, n := range o.Shape {
		if n == 0 {
			return b, b
		}
		if d := (n - 1) * o.Strides[i]; d < 0 {
			lo -= uintptr(-d)
		} else {
			hi += uintptr(d)
		}
	}
	return lo, hi
}

// contiguousCopy copies operand o's elements into new C-contiguous memory.
func contiguousCopy(o ufunc.Operand) ufunc.Operand {
	es := o.DType.Size()
	n := es
	for _, d := range o.Shape {
		n *= d
	}
	buf := make([]uint64, (n+7)/8)
	dst := unsafe.Pointer(unsafe.SliceData(buf))
	strides := make([]int, len(o.Shape))
	for i, s := len(o.Shape)-1, es; i >= 0; i-- {
		strides[i] = s
		s *= o.Shape[i]
	}
	copyND(dst, strides, o.Base, o.Strides, o.Shape, es)
	return ufunc.Operand{DType: o.DType, Shape: o.Shape, Strides: strides, Base: dst, Value: buf}
}

// gpuArgs is how the GPU call path sees call arguments.
func gpuArgs() gpucall.Args {
	return gpucall.Args{OnDevice: onDevice, Device: gpuDeviceArg, Host: gpuHostArg}
}

// onDevice reports whether v is a device array.
func onDevice(v any) bool {
	_, ok := v.(gpuOperandSource)
	return ok
}

// gpuDeviceArg describes a device array (ok false: v is none).
func gpuDeviceArg(v any) (gpucall.DeviceArg, bool, error) {
	d, ok := v.(gpuOperandSource)
	if !ok {
		return gpucall.DeviceArg{}, false, nil
	}
	dt, shape, strides, dev, ptr, err := d.gpuOperand()
	if err != nil {
		return gpucall.DeviceArg{}, true, err
	}
	return gpucall.DeviceArg{Device: gpuDevice(dev), DType: dt, Shape: shape, Strides: strides, Ptr: ptr}, true, nil
}

// gpuHostArg describes any other argument.
func gpuHostArg(v any) (ufunc.Operand, bool, error) {
	op, _, err := operandOf(v)
	_, pinned := v.(pinnedOperand)
	return op, pinned, err
}

// gpuOperandSource is what every *DeviceArray[T] offers the GPU paths.
type gpuOperandSource interface {
	gpuOperand() (dt nd.DType, shape, strides []int, dev *Device, ptr driver.Ptr, err error)
}

// gpuOperand describes the array without copying its shape and strides
// (elements); the caller must not change them.
func (a *DeviceArray[T]) gpuOperand() (nd.DType, []int, []int, *Device, driver.Ptr, error) {
	if a == nil {
		return nd.DTypeOf[T](), nil, nil, nil, 0, a.live()
	}
	ptr, err := a.DevicePointer()
	return nd.DTypeOf[T](), a.shape, a.strides, a.alloc.dev, ptr, err
}

// pinnedOperand is what *Pinned[T] offers: its memory is page-locked.
type pinnedOperand interface{ pinnedMemory() }

func (p *Pinned[T]) pinnedMemory() {}

// gpuErr gives a chunked call's failure the root's type.
func gpuErr(err error) error {
	if ce, ok := err.(*gpucall.ChunkError); ok {
		return (*ChunkError)(ce)
	}
	return err
}

// A kernel parameter is a scalar (passed by value), a []T (a contiguous
// 1-d array) or a kern.ArrayN[T] (a strided view). The table below is
// built once per kernel with reflection; a launch converts each argument
// once, and the per-thread call is a plain Go call.

type paramKind uint8

// The kinds, in gpucall.ParamKind's order.
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
type gpuArg = gpucall.KArg

// layout is the parameter's layout in the launch parameters.
func (p *paramSpec) layout() gpucall.Param {
	return gpucall.Param{Kind: gpucall.ParamKind(p.kind), Rank: p.rank, ESize: p.esize, Type: p.typ}
}

// classifyParam builds the spec of a parameter of type t.
func classifyParam(t reflect.Type) (paramSpec, error) {
	for _, c := range arrayClassifiers {
		if p, ok := c(t); ok {
			return p, nil
		}
	}
	if p, ok, err := recordParam(t); ok || err != nil {
		return p, err
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
		return gpuArg{Scalar: rv}, err
	}
	return p, nil
}

// recordParam recognizes a []T of records: bools, and structs and arrays
// of numbers and bools. A launch passes them as the bytes Go lays them
// out in (kern gen checks that the GPU code's layout is Go's), in place
// on the CPU targets and copied to and from a GPU as any []T. A []bool
// also takes nd.Array[bool], *Pinned[bool] and *DeviceArray[bool].
func recordParam(t reflect.Type) (paramSpec, bool, error) {
	if t.Kind() != reflect.Slice {
		return paramSpec{}, false, nil
	}
	// The classifiers of slices of numbers ran first: what is left is a
	// record or has no place in device memory. kern gen refuses the
	// latter too (K038); a launch may come before it has run.
	if err := scalarType(t.Elem()); err != nil {
		return paramSpec{}, false, fmt.Errorf("kernel parameter type %v: a slice's elements are numbers, bools, and structs and arrays of them, not references to host memory: %w", t, ErrDefinition)
	}
	p := paramSpec{typ: t, kind: paramSlice, rank: 1, elem: t.Elem(), esize: int(t.Elem().Size())}
	p.sim = func(v any) (any, error) {
		if ds, ok := v.(deviceSlice); ok {
			_, h, err := ds.sliceArg(p.elem, true)
			return h, err
		}
		if t == reflect.TypeFor[[]bool]() {
			if a, ok := v.(*Pinned[bool]); ok {
				if err := a.live(); err != nil {
					return nil, err
				}
			}
			if data, off, shape, strides, ok := boolView(v); ok {
				return sliceValue(&p, data, off, shape, strides)
			}
			if a, ok := v.(*DeviceArray[bool]); ok {
				data, off, err := deviceHost(&p, a)
				if err != nil {
					return nil, err
				}
				return sliceValue(&p, data, off, a.shape, a.strides)
			}
		}
		rv := reflect.ValueOf(v)
		if !rv.IsValid() || rv.Type() != t {
			return nil, fmt.Errorf("got %s, want %v: %w", describe(v), t, ErrArgument)
		}
		n := rv.Len()
		return rv.Slice3(0, n, n).Interface(), nil
	}
	p.gpu = func(v any) (gpuArg, error) {
		if ds, ok := v.(deviceSlice); ok {
			g, _, err := ds.sliceArg(p.elem, false)
			return g, err
		}
		if t == reflect.TypeFor[[]bool]() {
			if a, ok := v.(*Pinned[bool]); ok {
				if err := a.live(); err != nil {
					return gpuArg{}, err
				}
			}
			if data, off, shape, strides, ok := boolView(v); ok {
				return hostArg(&p, data, off, shape, strides, v)
			}
			if a, ok := v.(*DeviceArray[bool]); ok {
				return deviceArg(&p, a)
			}
		}
		rv := reflect.ValueOf(v)
		if !rv.IsValid() || rv.Type() != t {
			return gpuArg{}, fmt.Errorf("got %s, want %v: %w", describe(v), t, ErrArgument)
		}
		n := rv.Len()
		g := gpuArg{Rank: 1, Keep: v}
		g.Shape[0], g.Strides[0] = n, 1
		g.Lo, g.Hi = extent(g.Shape[:1], g.Strides[:1])
		if n > 0 {
			g.Host = rv.UnsafePointer()
		}
		return g, nil
	}
	return p, true, nil
}

// boolView reads the host arrays a []bool parameter accepts.
func boolView(v any) (data []bool, off int, shape, strides []int, ok bool) {
	switch a := v.(type) {
	case []bool:
		return a, 0, []int{len(a)}, []int{1}, true
	case nd.Array[bool]:
		data, off := a.Raw()
		return data, off, a.Shape(), a.Strides(), true
	case *Pinned[bool]:
		data, off := a.Raw()
		return data, off, a.Shape(), a.Strides(), true
	}
	return nil, 0, nil, nil, false
}

// arrayClassifiers recognize []T and ArrayN[T] for each element type.
var arrayClassifiers = [...]func(reflect.Type) (paramSpec, bool){
	ndParam[int8], ndParam[int16], ndParam[int32], ndParam[int64],
	ndParam[uint8], ndParam[uint16], ndParam[uint32], ndParam[uint64],
	ndParam[float32], ndParam[float64], ndParam[complex64], ndParam[complex128],
	ndParam[half.Float16], ndParam[half.BFloat16], ndParam[half.Float8E4M3], ndParam[half.Float8E5M2],
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
	if dt, vt := reducedDType(t), reducedDType(rv.Type()); dt != nd.Invalid || vt != nd.Invalid {
		return reducedValue(t, dt, rv, v)
	}
	if isNumberKind(rv.Kind()) && isNumberKind(t.Kind()) {
		if c, ok := exactNumber(rv, t); ok {
			return c, nil
		}
		return rv, fmt.Errorf("%v %v does not convert exactly to %v: %w", rv.Type(), v, t, ErrArgument)
	}
	if isComplexKind(t.Kind()) && (isNumberKind(rv.Kind()) || isComplexKind(rv.Kind())) {
		if c, ok := exactComplex(rv, t); ok {
			return c, nil
		}
		return rv, fmt.Errorf("%v %v does not convert exactly to %v: %w", rv.Type(), v, t, ErrArgument)
	}
	return rv, fmt.Errorf("got %s, want %v: %w", describe(v), t, ErrArgument)
}

// reducedDType is t's dtype when t is one of package half's types, whose
// reflect kinds (uint16, uint8) say nothing of their values; else Invalid.
func reducedDType(t reflect.Type) nd.DType {
	switch t {
	case reflect.TypeFor[half.Float16]():
		return nd.Float16
	case reflect.TypeFor[half.BFloat16]():
		return nd.BFloat16
	case reflect.TypeFor[half.Float8E4M3]():
		return nd.Float8E4M3
	case reflect.TypeFor[half.Float8E5M2]():
		return nd.Float8E5M2
	}
	return nd.Invalid
}

// reducedValue is scalarValue where t (dtype dt) or the argument is a
// reduced float: converted by value and exactly, never by bit pattern.
func reducedValue(t reflect.Type, dt nd.DType, rv reflect.Value, v any) (reflect.Value, error) {
	if dt != nd.Invalid {
		p, err := ufunc.Convert(v, dt)
		if err != nil {
			return rv, fmt.Errorf("%s does not convert exactly to %v: %w", describe(v), t, ErrArgument)
		}
		return reflect.NewAt(t, p).Elem(), nil
	}
	if isNumberKind(t.Kind()) {
		f := reflect.ValueOf(rv.Interface().(interface{ Float64() float64 }).Float64())
		if c, ok := exactNumber(f, t); ok {
			return c, nil
		}
	}
	return rv, fmt.Errorf("%s does not convert exactly to %v: %w", describe(v), t, ErrArgument)
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

func isComplexKind(k reflect.Kind) bool {
	return k == reflect.Complex64 || k == reflect.Complex128
}

// exactComplex converts a real or complex rv to complex type t when the
// value survives (43i, a complex128, fills a complex64; 2 fills a
// complex128), as exactNumber does for reals: each part round-trips,
// NaN to NaN.
func exactComplex(rv reflect.Value, t reflect.Type) (reflect.Value, bool) {
	var z complex128
	if isComplexKind(rv.Kind()) {
		z = rv.Complex()
	} else {
		f, ok := exactNumber(rv, reflect.TypeFor[float64]())
		if !ok {
			return rv, false
		}
		z = complex(f.Float(), 0)
	}
	c := reflect.New(t).Elem()
	c.SetComplex(z)
	same := func(a, b float64) bool {
		return a == b && math.Signbit(a) == math.Signbit(b) || math.IsNaN(a) && math.IsNaN(b)
	}
	w := c.Complex()
	return c, same(real(w), real(z)) && same(imag(w), imag(z))
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
		if ds, ok := v.(deviceSlice); ok && p.kind == paramSlice {
			_, h, err := ds.sliceArg(p.elem, true)
			return h, err
		}
		data, off, shape, strides, ok := goView[T](v)
		if !ok {
			return nil, fmt.Errorf("got %s, want %v: %w", describe(v), t, ErrArgument)
		}
		return viewValue(&p, data, off, shape, strides)
	}
	p.gpu = func(v any) (gpuArg, error) {
		if ds, ok := v.(deviceSlice); ok && p.kind == paramSlice {
			g, _, err := ds.sliceArg(p.elem, false)
			return g, err
		}
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
			if err := a.live(); err != nil {
				return nil, err
			}
			data, off := a.Raw()
			return viewValue(&p, data, off, a.Shape(), a.Strides())
		case *DeviceArray[T]:
			data, off, err := deviceHost(&p, a)
			if err != nil {
				return nil, err
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
			if err := a.live(); err != nil {
				return gpuArg{}, err
			}
			data, off := a.Raw()
			return hostArg(&p, data, off, a.Shape(), a.Strides(), v)
		case *DeviceArray[T]:
			return deviceArg(&p, a)
		}
		return goGPU(v)
	}
	return p, true
}

// deviceHost is a device array argument's memory as Go memory, for the
// sim target: the memory of the host device; other devices' memory the
// CPU cannot address.
func deviceHost[T nd.Elem](p *paramSpec, a *DeviceArray[T]) (data []T, off int, err error) {
	if a == nil {
		return nil, 0, fmt.Errorf("got a nil *DeviceArray[%v]: %w", p.elem, ErrArgument)
	}
	if err := checkRank(p, a.shape); err != nil {
		return nil, 0, err
	}
	data, off, err = a.HostData()
	if err != nil {
		return nil, 0, fmt.Errorf("%v is not addressable on the sim target (use the GPU target of its device): %w", a, ErrTarget)
	}
	return data, off, nil
}

// deviceArg describes a device array argument for a compiled kernel.
func deviceArg[T nd.Elem](p *paramSpec, a *DeviceArray[T]) (gpuArg, error) {
	if a == nil {
		return gpuArg{}, fmt.Errorf("got a nil *DeviceArray[%v]: %w", p.elem, ErrArgument)
	}
	if err := checkLayout(p, a.shape, a.strides); err != nil {
		return gpuArg{}, err
	}
	ptr, err := a.DevicePointer()
	if err != nil {
		return gpuArg{}, err
	}
	g := gpuArg{Dev: gpuDevice(a.Device()), Ptr: ptr, Rank: len(a.shape), Keep: a}
	copy(g.Shape[:], a.shape)
	copy(g.Strides[:], a.strides)
	g.Lo, g.Hi = extent(a.shape, a.strides)
	return g, nil
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
	if p.kind == paramSlice {
		return sliceValue(p, data, off, shape, strides)
	}
	if err := checkLayout(p, shape, strides); err != nil {
		return nil, err
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

// sliceValue is a []T parameter's Go value over host memory.
func sliceValue[T any](p *paramSpec, data []T, off int, shape, strides []int) (any, error) {
	if err := checkLayout(p, shape, strides); err != nil {
		return nil, err
	}
	if shape[0] == 0 {
		return []T{}, nil
	}
	return data[off : off+shape[0] : off+shape[0]], nil
}

// hostArg describes an array in Go memory, to be copied to the device.
func hostArg[T any](p *paramSpec, data []T, off int, shape, strides []int, keep any) (gpuArg, error) {
	if err := checkLayout(p, shape, strides); err != nil {
		return gpuArg{}, err
	}
	g := gpuArg{Rank: len(shape), Keep: keep}
	copy(g.Shape[:], shape)
	copy(g.Strides[:], strides)
	g.Lo, g.Hi = extent(shape, strides)
	if g.Lo <= g.Hi {
		if off+g.Lo < 0 || off+g.Hi >= len(data) {
			return gpuArg{}, fmt.Errorf("view of shape %s strides %v offset %d reaches outside its data of length %d: %w",
				nd.ShapeString(shape), strides, off, len(data), ErrView)
		}
		g.Host = unsafe.Pointer(unsafe.SliceData(data[off:]))
	}
	return g, nil
}
