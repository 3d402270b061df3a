package kern

import (
	"fmt"
	"reflect"
	"runtime"
	"sync/atomic"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/nd"
)

// DeviceArray is a typed n-d array in device memory: Numba's DeviceNDArray.
// Like nd.Array it has a shape and strides counted in elements and an
// offset into its allocation; slicing, Split, Transpose, Reshape and Ravel
// return views that share the allocation.
//
// Lifetime: each handle (the array from a constructor and every view) holds
// a reference to the allocation. Free gives the handle's reference back and
// makes the handle unusable (errors wrapping driver.ErrFreed); the memory
// goes back to the device with the last reference, so freeing the original
// array leaves its views working. A handle dropped without Free gives its
// reference back when the garbage collector finds it unreachable: a cleanup
// queues the release on the device's free queue, which the next allocation,
// MemInfo, Synchronize or ReleaseFreed drains (an allocation that finds the
// device out of memory runs the collector and retries).
//
// Free never returns memory to the device under queued work: when the last
// reference goes while copies, kernels or ufunc calls queued on streams
// still use the memory, Free waits for those streams to get past that work
// (and for nothing else), then frees it. This holds on every device, as
// cudaFree's implicit synchronization does on CUDA. The handle is unusable
// from the start of Free, so work queued afterwards fails with ErrFreed. A
// stream also keeps the arrays its work uses alive until it is
// synchronized, so a dropped handle cannot free memory under the work.
type DeviceArray[T nd.Elem] struct {
	devMem
	off     int // element offset of element 0 from the allocation's start
	shape   []int
	strides []int
}

// devMem is what a DeviceArray and a DeviceSlice are made of: one counted
// reference to an allocation, dropped by Free or, when the program drops
// the handle, by the collector through the device's free queue.
type devMem struct {
	alloc    *allocation
	released atomic.Bool
	cleanup  runtime.Cleanup
}

// holdMem makes m, the devMem of handle h, hold a (one reference, already
// counted) until h's Free or its collection.
func holdMem[H any](h *H, m *devMem, a *allocation) {
	m.alloc = a
	m.cleanup = runtime.AddCleanup(h, releaseQueued, a)
}

// free drops the handle's reference once: idempotent.
func (m *devMem) free() error {
	if m.released.Swap(true) {
		return nil
	}
	m.cleanup.Stop()
	return m.alloc.release()
}

func (m *devMem) allocRef() *allocation { return m.alloc }

// faulted is the handle's device's faulted.
func (m *devMem) faulted(err error) error {
	if err == nil || m.alloc == nil {
		return err
	}
	return m.alloc.dev.faulted(err)
}

// usable reports whether the handle, which h names in messages, and its
// memory may be used.
func (m *devMem) usable(h fmt.Stringer) error {
	if m.released.Load() {
		return fmt.Errorf("kern: %v was freed: %w", h, driver.ErrFreed)
	}
	return m.alloc.check()
}

func elemSize[T nd.Elem]() int {
	var z T
	return int(unsafe.Sizeof(z))
}

// NewDeviceArray allocates an array of the given shape, laid out in order o
// (nd.C or nd.F): cuda.device_array(shape, dtype, order). Its contents are
// unspecified (zero on the host device, whatever was there on a GPU).
func NewDeviceArray[T nd.Elem](dev *Device, shape []int, o nd.Order) (*DeviceArray[T], error) {
	a, err := newDeviceArray[T](dev, shape, o)
	return a, dev.faulted(err)
}

// newDeviceArray is NewDeviceArray for the runtime's own arrays (a call's
// outputs and temporaries), whose errors the call reports.
func newDeviceArray[T nd.Elem](dev *Device, shape []int, o nd.Order) (*DeviceArray[T], error) {
	if dev == nil {
		return nil, errNoDevice("NewDeviceArray")
	}
	if o != nd.C && o != nd.F {
		return nil, fmt.Errorf("kern: NewDeviceArray: unknown order %v: %w", o, nd.ErrShape)
	}
	l, err := nd.ContiguousLayout(o, shape...)
	if err != nil {
		return nil, fmt.Errorf("kern: NewDeviceArray: %w", err)
	}
	n, es := l.Size(), elemSize[T]()
	if n > (1<<62)/es {
		return nil, fmt.Errorf("kern: NewDeviceArray: shape %s is too large: %w", nd.ShapeString(shape), nd.ErrShape)
	}
	a, err := dev.alloc(n * es)
	if err != nil {
		return nil, err
	}
	return newHandle[T](a, l), nil
}

// newHandle makes a handle that holds one (already counted) reference to a;
// the reference goes back through the device's free queue if the handle is
// dropped without Free.
func newHandle[T nd.Elem](a *allocation, l nd.Layout) *DeviceArray[T] {
	h := &DeviceArray[T]{off: l.Offset, shape: l.Shape, strides: l.Strides}
	holdMem(h, &h.devMem, a)
	return h
}

// layoutOrder is the order a copy of an array with these strides should
// use: its own when it is contiguous, C otherwise.
func layoutOrder(fContig, cContig bool) nd.Order {
	if fContig && !cContig {
		return nd.F
	}
	return nd.C
}

// DeviceArrayLike allocates an array with like's shape and dtype, in F
// order when like is only F-contiguous, else C: cuda.device_array_like.
func DeviceArrayLike[T nd.Elem](dev *Device, like nd.Array[T]) (*DeviceArray[T], error) {
	a, err := deviceArrayLike(dev, like)
	return a, dev.faulted(err)
}

func deviceArrayLike[T nd.Elem](dev *Device, like nd.Array[T]) (*DeviceArray[T], error) {
	return newDeviceArray[T](dev, like.Shape(), layoutOrder(like.IsFContiguous(), like.IsCContiguous()))
}

// ToDevice allocates a device array like host and copies host into it:
// cuda.to_device(ary, stream=..., copy=...). OnStream makes the copy
// asynchronous (host must then stay unchanged until the stream gets there;
// the stream keeps it alive), and NoCopy only allocates.
func ToDevice[T nd.Elem](dev *Device, host nd.Array[T], opts ...CopyOption) (*DeviceArray[T], error) {
	cfg, err := copyOptions(opts, true)
	if err != nil {
		return nil, err
	}
	a, err := deviceArrayLike(dev, host)
	if err != nil {
		return nil, dev.faulted(err)
	}
	if cfg.noCopy {
		return a, nil
	}
	if err := copyHtoD(a, host, cfg); err != nil {
		_ = a.Free()
		return nil, dev.faulted(err)
	}
	return a, nil
}

// Device is the array's device.
func (a *DeviceArray[T]) Device() *Device {
	if a == nil {
		return nil
	}
	return a.alloc.dev
}

// faulted is the array's device's faulted.
func (a *DeviceArray[T]) faulted(err error) error {
	if a == nil {
		return err
	}
	return a.devMem.faulted(err)
}

// Shape returns a copy of the shape.
func (a *DeviceArray[T]) Shape() []int { return append([]int{}, a.layout().Shape...) }

// Strides returns a copy of the strides, in elements.
func (a *DeviceArray[T]) Strides() []int { return append([]int{}, a.layout().Strides...) }

// NDim is the number of dimensions.
func (a *DeviceArray[T]) NDim() int { return len(a.layout().Shape) }

// Size is the number of elements.
func (a *DeviceArray[T]) Size() int { return a.layout().Size() }

// Nbytes is Size times the element size.
func (a *DeviceArray[T]) Nbytes() int { return a.Size() * elemSize[T]() }

// DType is the element type.
func (a *DeviceArray[T]) DType() nd.DType { return nd.DTypeOf[T]() }

// IsCContiguous reports C contiguity by NumPy's rules.
func (a *DeviceArray[T]) IsCContiguous() bool { return a.layout().IsContiguous(nd.C) }

// IsFContiguous reports Fortran contiguity by NumPy's rules.
func (a *DeviceArray[T]) IsFContiguous() bool { return a.layout().IsContiguous(nd.F) }

// String describes the array without reading device memory.
func (a *DeviceArray[T]) String() string {
	if a == nil {
		return fmt.Sprintf("DeviceArray[%v](nil)", a.DType())
	}
	return fmt.Sprintf("DeviceArray[%v]%s on %v", a.DType(), nd.ShapeString(a.shape), a.alloc.dev)
}

// Free releases this handle (see the type's comment): idempotent. Using the
// handle afterwards is an error wrapping driver.ErrFreed.
func (a *DeviceArray[T]) Free() error {
	if a == nil {
		return nil
	}
	return a.free()
}

// live reports whether the handle and its memory may be used.
func (a *DeviceArray[T]) live() error {
	if a == nil {
		return fmt.Errorf("kern: a nil *kern.DeviceArray[%v]: %w", nd.DTypeOf[T](), ErrArgument)
	}
	return a.usable(a)
}

// ptrAt is the device address of the element at offset k from element 0.
func (a *DeviceArray[T]) ptrAt(k int) driver.Ptr {
	return a.alloc.ptr + driver.Ptr((a.off+k)*elemSize[T]())
}

// DevicePointer is the device address of element 0, for launching compiled
// kernels. It fails once the handle or its memory is freed.
func (a *DeviceArray[T]) DevicePointer() (driver.Ptr, error) {
	if err := a.live(); err != nil {
		return 0, err
	}
	return a.ptrAt(0), nil
}

// layout is the array's nd.Layout (Offset counted from the allocation's
// start), sharing its shape and strides: the view methods below are
// nd.Layout's, so device arrays follow exactly nd.Array's rules.
func (a *DeviceArray[T]) layout() nd.Layout {
	if a == nil {
		return nd.Layout{} // what a nil handle's queries see; its views fail
	}
	return nd.Layout{Offset: a.off, Shape: a.shape, Strides: a.strides}
}

// view makes a new handle on the same allocation, or passes on err (from
// the layout method named op).
func (a *DeviceArray[T]) view(op string, l nd.Layout, err error) (*DeviceArray[T], error) {
	if a == nil {
		return nil, a.live()
	}
	if err != nil {
		return nil, fmt.Errorf("kern: DeviceArray.%s: %w", op, err)
	}
	if err := a.live(); err != nil {
		return nil, err
	}
	if err := a.alloc.retain(); err != nil {
		return nil, err
	}
	return newHandle[T](a.alloc, l), nil
}

// Slice returns the view selecting ranges[k] along axis k (NumPy's
// a[1:3, ::-1]); axes without a range are kept whole.
func (a *DeviceArray[T]) Slice(ranges ...nd.Range) (*DeviceArray[T], error) {
	l, err := a.layout().Slice(ranges...)
	return a.view("Slice", l, err)
}

// SliceAxis returns the view selecting r along one axis (negative counts
// from the end).
func (a *DeviceArray[T]) SliceAxis(axis int, r nd.Range) (*DeviceArray[T], error) {
	l, err := a.layout().SliceAxis(axis, r)
	return a.view("SliceAxis", l, err)
}

// Index returns the view a[..., i, ...] without the given axis; a negative
// i counts from the end.
func (a *DeviceArray[T]) Index(axis, i int) (*DeviceArray[T], error) {
	l, err := a.layout().Index(axis, i)
	return a.view("Index", l, err)
}

// Split divides the array into n equal views along axis, like numpy.split
// with an integer (and nd.Array.Split): the chunks of seed 000's chunked
// streaming. The axis length must be divisible by n.
func (a *DeviceArray[T]) Split(n, axis int) ([]*DeviceArray[T], error) {
	if a == nil {
		return nil, a.live()
	}
	ls, err := a.layout().Split(n, axis)
	if err != nil {
		return nil, fmt.Errorf("kern: DeviceArray.Split: %w", err)
	}
	out := make([]*DeviceArray[T], 0, n)
	for _, l := range ls {
		v, err := a.view("Split", l, nil)
		if err != nil {
			for _, v := range out {
				_ = v.Free()
			}
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// Transpose returns the view with permuted axes (none: reversed).
func (a *DeviceArray[T]) Transpose(axes ...int) (*DeviceArray[T], error) {
	l, err := a.layout().Transpose(axes...)
	return a.view("Transpose", l, err)
}

// Reshape returns a view with a new shape, elements read in C order; one
// extent may be -1. When no view can present the elements that way (a
// transposed or strided array) the error wraps nd.ErrRequiresCopy, as
// Numba's device arrays raise "operation requires copying".
func (a *DeviceArray[T]) Reshape(shape ...int) (*DeviceArray[T], error) {
	return a.ReshapeOrder(nd.C, shape...)
}

// ReshapeOrder is Reshape with the elements read in order o.
func (a *DeviceArray[T]) ReshapeOrder(o nd.Order, shape ...int) (*DeviceArray[T], error) {
	l, err := a.layout().Reshape(o, shape...)
	return a.view("ReshapeOrder", l, err)
}

// Ravel returns the 1-d view of an array contiguous in order o; otherwise
// the error wraps nd.ErrRequiresCopy (device arrays never copy implicitly,
// where nd.Array.Ravel would).
func (a *DeviceArray[T]) Ravel(o nd.Order) (*DeviceArray[T], error) {
	if o != nd.C && o != nd.F {
		return nil, fmt.Errorf("kern: ravel: unknown order %v: %w", o, nd.ErrShape)
	}
	if !a.layout().IsContiguous(o) {
		return nil, fmt.Errorf("kern: ravel of device array with shape %s strides %v in %v order: %w",
			nd.ShapeString(a.shape), a.strides, o, nd.ErrRequiresCopy)
	}
	l, err := a.layout().Reshape(o, a.Size())
	return a.view("Ravel", l, err)
}

// HostData returns, on the host device, the device memory the array spans
// as Go memory, and the index in it of element 0: element (i0, i1, …) is
// data[off + Σ ik*Strides()[k]]. Go kernel bodies use it (or AsArray1/2/3)
// to reach device arrays. Devices whose memory the CPU cannot address
// return an error wrapping driver.ErrUnsupported. The slice is valid until
// the memory is freed.
func (a *DeviceArray[T]) HostData() (data []T, off int, err error) {
	if err := a.live(); err != nil {
		return nil, 0, err
	}
	hm, ok := a.alloc.dev.drv.(hostMemory)
	if !ok {
		return nil, 0, fmt.Errorf("kern: HostData: memory of %v is not addressable from Go: %w", a.alloc.dev, driver.ErrUnsupported)
	}
	lo, hi := extent(a.shape, a.strides)
	if lo > hi {
		return nil, 0, nil
	}
	n := hi - lo + 1
	p, err := hm.HostPointer(a.ptrAt(lo), n*elemSize[T]())
	if err != nil {
		return nil, 0, err
	}
	return unsafe.Slice((*T)(p), n), -lo, nil
}

// ArrayElem is an element type that both nd arrays and kernel arrays
// accept: every Element except int, uint and uintptr (which have no NumPy
// dtype).
type ArrayElem interface {
	nd.Elem
	Element
}

// AsArray1 views a 1-d device array of the host device as a kernel Array1.
func AsArray1[T ArrayElem](a *DeviceArray[T]) (Array1[T], error) {
	if a.NDim() != 1 {
		return Array1[T]{}, fmt.Errorf("kern: AsArray1 of a device array of shape %s: %w", nd.ShapeString(a.shape), nd.ErrShape)
	}
	data, off, err := a.HostData()
	if err != nil {
		return Array1[T]{}, err
	}
	return NewArray1(data, off, a.shape[0], a.strides[0])
}

// AsArray2 views a 2-d device array of the host device as a kernel Array2.
func AsArray2[T ArrayElem](a *DeviceArray[T]) (Array2[T], error) {
	if a.NDim() != 2 {
		return Array2[T]{}, fmt.Errorf("kern: AsArray2 of a device array of shape %s: %w", nd.ShapeString(a.shape), nd.ErrShape)
	}
	data, off, err := a.HostData()
	if err != nil {
		return Array2[T]{}, err
	}
	return NewArray2(data, off, [2]int(a.shape), [2]int(a.strides))
}

// AsArray3 views a 3-d device array of the host device as a kernel Array3.
func AsArray3[T ArrayElem](a *DeviceArray[T]) (Array3[T], error) {
	if a.NDim() != 3 {
		return Array3[T]{}, fmt.Errorf("kern: AsArray3 of a device array of shape %s: %w", nd.ShapeString(a.shape), nd.ErrShape)
	}
	data, off, err := a.HostData()
	if err != nil {
		return Array3[T]{}, err
	}
	return NewArray3(data, off, [3]int(a.shape), [3]int(a.strides))
}

// DeviceSlice is a []T in device memory, for the element types a
// DeviceArray cannot hold: records (structs and arrays of numbers and
// bools, as a kernel's []T parameter takes them), which stay on the GPU
// between launches instead of being copied in and out of a host slice at
// every one (numba's device record arrays, CUDA.jl's CuArray of an isbits
// struct). The bytes are Go's layout of T. It passes for a []T kernel
// parameter on its device; Free, the collector and streams treat it as
// they treat a DeviceArray.
type DeviceSlice[T any] struct {
	devMem
	off, n int // the elements [off, off+n) of the allocation
}

// NewDeviceSlice allocates n elements of T on dev; their contents are
// unspecified. T must be a number, a bool, or a struct or array of them
// (ErrDefinition otherwise).
func NewDeviceSlice[T any](dev *Device, n int) (*DeviceSlice[T], error) {
	s, err := newDeviceSlice[T](dev, n)
	return s, dev.faulted(err)
}

func newDeviceSlice[T any](dev *Device, n int) (*DeviceSlice[T], error) {
	if dev == nil {
		return nil, errNoDevice("NewDeviceSlice")
	}
	t := reflect.TypeFor[T]()
	if err := scalarType(t); err != nil {
		return nil, fmt.Errorf("kern: DeviceSlice[%v]: the elements are numbers, bools, and structs and arrays of them: %w", t, ErrDefinition)
	}
	es := max(int(t.Size()), 1)
	if n < 0 || n > (1<<62)/es {
		return nil, fmt.Errorf("kern: NewDeviceSlice: length %d: %w", n, nd.ErrShape)
	}
	a, err := dev.alloc(n * es)
	if err != nil {
		return nil, err
	}
	s := &DeviceSlice[T]{n: n}
	holdMem(s, &s.devMem, a)
	return s, nil
}

// ToDeviceSlice allocates a DeviceSlice as long as host and copies host
// into it. OnStream makes the copy asynchronous (host must then stay
// unchanged until the stream gets there), NoCopy only allocates.
func ToDeviceSlice[T any](dev *Device, host []T, opts ...CopyOption) (*DeviceSlice[T], error) {
	cfg, err := copyOptions(opts, true)
	if err != nil {
		return nil, err
	}
	s, err := newDeviceSlice[T](dev, len(host))
	if err != nil {
		return nil, dev.faulted(err)
	}
	if cfg.noCopy {
		return s, nil
	}
	if err := s.copy(host, cfg, true); err != nil {
		_ = s.Free()
		return nil, dev.faulted(err)
	}
	return s, nil
}

// Len is the number of elements.
func (s *DeviceSlice[T]) Len() int {
	if s == nil {
		return 0
	}
	return s.n
}

// Slice returns the view s[lo:hi] (0 ≤ lo ≤ hi ≤ Len()), which shares s's
// memory, as a Go slice expression does: a launch or copy on it reads and
// writes those elements of s. Each view is a handle of its own: the
// memory goes back once s and all its views are freed or collected.
func (s *DeviceSlice[T]) Slice(lo, hi int) (*DeviceSlice[T], error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	if lo < 0 || hi < lo || hi > s.n {
		return nil, fmt.Errorf("kern: DeviceSlice.Slice(%d, %d) of %v: want 0 ≤ lo ≤ hi ≤ %d: %w", lo, hi, s, s.n, nd.ErrIndex)
	}
	if err := s.alloc.retain(); err != nil {
		return nil, err
	}
	v := &DeviceSlice[T]{off: s.off + lo, n: hi - lo}
	holdMem(v, &v.devMem, s.alloc)
	return v, nil
}

// ptr is the device address of the slice's first element.
func (s *DeviceSlice[T]) ptr() driver.Ptr {
	return s.alloc.ptr + driver.Ptr(s.off*int(reflect.TypeFor[T]().Size()))
}

// Device is the slice's device.
func (s *DeviceSlice[T]) Device() *Device {
	if s == nil {
		return nil
	}
	return s.alloc.dev
}

func (s *DeviceSlice[T]) String() string {
	if s == nil {
		return fmt.Sprintf("DeviceSlice[%v](nil)", reflect.TypeFor[T]())
	}
	if s.off != 0 {
		return fmt.Sprintf("DeviceSlice[%v] of %d (a view from element %d) on %v", reflect.TypeFor[T](), s.n, s.off, s.alloc.dev)
	}
	return fmt.Sprintf("DeviceSlice[%v] of %d on %v", reflect.TypeFor[T](), s.n, s.alloc.dev)
}

// CopyToHost copies the elements into dst, which must be as long.
func (s *DeviceSlice[T]) CopyToHost(dst []T, opts ...CopyOption) error {
	cfg, err := copyOptions(opts, false)
	if err != nil {
		return err
	}
	return s.faulted(s.copy(dst, cfg, false))
}

// CopyFromHost copies src, which must be as long, into the elements.
func (s *DeviceSlice[T]) CopyFromHost(src []T, opts ...CopyOption) error {
	cfg, err := copyOptions(opts, false)
	if err != nil {
		return err
	}
	return s.faulted(s.copy(src, cfg, true))
}

// Free releases the slice's memory (at once, or once the streams using it
// pass that work): idempotent; using it afterwards is an error wrapping
// driver.ErrFreed.
func (s *DeviceSlice[T]) Free() error {
	if s == nil {
		return nil
	}
	return s.free()
}

func (s *DeviceSlice[T]) faulted(err error) error {
	if s == nil {
		return err
	}
	return s.devMem.faulted(err)
}

func (s *DeviceSlice[T]) live() error {
	if s == nil {
		return fmt.Errorf("kern: a nil *kern.DeviceSlice[%v]: %w", reflect.TypeFor[T](), ErrArgument)
	}
	return s.usable(s)
}

// copy moves the elements between h and the device (toDev: h is the
// source).
func (s *DeviceSlice[T]) copy(h []T, cfg copyConfig, toDev bool) error {
	if err := s.live(); err != nil {
		return err
	}
	ds, err := s.alloc.dev.driverStream(cfg.stream)
	if err != nil {
		return err
	}
	dir := "to host"
	if toDev {
		dir = "to device"
	}
	if len(h) != s.n {
		return fmt.Errorf("kern: copy %s: %v has %d elements, the host slice %d: %w", dir, s, s.n, len(h), nd.ErrShape)
	}
	if s.n == 0 {
		return nil
	}
	drv, nb := s.alloc.dev.drv, s.n*int(unsafe.Sizeof(h[0]))
	kind := gpuprof.DtoH
	if toDev {
		kind = gpuprof.HtoD
	}
	var sp *gpuprof.Span // nil: nothing listens
	if gpuprof.On() {
		sp = gpuprof.Begin(drv, ds, kind, "", int64(nb))
	}
	if toDev {
		err = drv.CopyHtoD(s.ptr(), unsafe.Pointer(unsafe.SliceData(h)), nb, ds)
	} else {
		err = drv.CopyDtoH(unsafe.Pointer(unsafe.SliceData(h)), s.ptr(), nb, ds)
	}
	err = sp.End(err)
	if cfg.stream != nil {
		cfg.stream.keep(s, h)
	}
	if err != nil {
		return fmt.Errorf("kern: copy %s %v: %w", dir, s, err)
	}
	return nil
}

// sliceArg describes the slice for a kernel's []T parameter of element
// type elem: on its device, or (host) as Go memory for the CPU targets.
func (s *DeviceSlice[T]) sliceArg(elem reflect.Type, host bool) (gpuArg, any, error) {
	if t := reflect.TypeFor[T](); t != elem {
		return gpuArg{}, nil, fmt.Errorf("got a %v, want elements of type %v: %w", s, elem, ErrArgument)
	}
	if err := s.live(); err != nil {
		return gpuArg{}, nil, err
	}
	if host {
		hm, ok := s.alloc.dev.drv.(hostMemory)
		if !ok {
			return gpuArg{}, nil, fmt.Errorf("%v is not addressable on the sim target (use the GPU target of its device): %w", s, ErrTarget)
		}
		if s.n == 0 {
			return gpuArg{}, []T{}, nil
		}
		p, err := hm.HostPointer(s.ptr(), s.n*int(elem.Size()))
		if err != nil {
			return gpuArg{}, nil, err
		}
		return gpuArg{}, unsafe.Slice((*T)(p), s.n), nil
	}
	g := gpuArg{Dev: gpuDevice(s.alloc.dev), Ptr: s.ptr(), Rank: 1, Keep: s}
	g.Shape[0], g.Strides[0] = s.n, 1
	g.Lo, g.Hi = extent(g.Shape[:1], g.Strides[:1])
	return g, nil, nil
}

// deviceSlice is what every *DeviceSlice[T] offers a launch.
type deviceSlice interface {
	sliceArg(elem reflect.Type, host bool) (gpuArg, any, error)
	Device() *Device
	live() error
}
