package kern

import (
	"fmt"
	"slices"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

// CopyOption changes how a copy runs.
type CopyOption func(*copyConfig)

type copyConfig struct {
	stream    *Stream
	nilStream bool // OnStream(nil): an error, not a silent synchronous copy
	noCopy    bool
}

// OnStream queues the copy on s and returns at once (Numba's stream=...).
// The host array must not change until the stream reaches the copy; the
// stream keeps both sides alive until it is synchronized. Without OnStream
// a copy is synchronous; OnStream(nil) is an error wrapping ErrTarget (a
// stream variable that was never set should not quietly mean "wait").
func OnStream(s *Stream) CopyOption {
	return func(c *copyConfig) { c.stream, c.nilStream = s, s == nil }
}

// NoCopy makes ToDevice allocate without copying (Numba's copy=False), for
// device arrays that a kernel will fill. Other copies reject it.
func NoCopy() CopyOption { return func(c *copyConfig) { c.noCopy = true } }

// errNilStream is the failure of a nil *Stream where a stream places work.
func errNilStream(where string) error {
	return fmt.Errorf("kern: %s: nil *kern.Stream: %w", where, ErrTarget)
}

func copyOptions(opts []CopyOption, allowNoCopy bool) (copyConfig, error) {
	var c copyConfig
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	if c.nilStream {
		return c, errNilStream("OnStream")
	}
	if c.noCopy && !allowNoCopy {
		return c, fmt.Errorf("kern: NoCopy applies only to ToDevice: %w", driver.ErrInvalidValue)
	}
	return c, nil
}

// CopyToHost copies the array into a new host array laid out like it (F
// order if it is only F-contiguous, else C): copy_to_host(). With OnStream
// the copy is asynchronous: the returned array is filled when the stream
// gets there.
func (a *DeviceArray[T]) CopyToHost(opts ...CopyOption) (nd.Array[T], error) {
	dst, err := nd.ZerosOrder[T](layoutOrder(a.IsFContiguous(), a.IsCContiguous()), a.shape...)
	if err != nil {
		return nd.Array[T]{}, err
	}
	if err := a.CopyInto(dst, opts...); err != nil {
		return nd.Array[T]{}, err
	}
	return dst, nil
}

// CopyInto copies the array into an existing host array of the same shape:
// copy_to_host(ary, stream=...).
func (a *DeviceArray[T]) CopyInto(dst nd.Array[T], opts ...CopyOption) error {
	cfg, err := copyOptions(opts, false)
	if err != nil {
		return err
	}
	return copyDtoH(dst, a, cfg)
}

// CopyToDevice copies a host array of the same shape into the device array:
// copy_to_device(ary, stream=...).
func (a *DeviceArray[T]) CopyToDevice(src nd.Array[T], opts ...CopyOption) error {
	cfg, err := copyOptions(opts, false)
	if err != nil {
		return err
	}
	return copyHtoD(a, src, cfg)
}

// CopyFromDevice copies another device array of the same shape into this
// one, on the same device or another (Copy says how). Overlapping source
// and destination are only safe when both are contiguous in the same order.
func (a *DeviceArray[T]) CopyFromDevice(src *DeviceArray[T], opts ...CopyOption) error {
	cfg, err := copyOptions(opts, false)
	if err != nil {
		return err
	}
	return copyAny(a, src, cfg)
}

// sameOrder reports whether two layouts of one shape hold their elements in
// one contiguous run each, in the same order, so that one copy moves them.
func sameOrder(shape, sa, sb []int) bool {
	a, b := nd.Layout{Shape: shape, Strides: sa}, nd.Layout{Shape: shape, Strides: sb}
	return a.IsContiguous(nd.C) && b.IsContiguous(nd.C) || a.IsContiguous(nd.F) && b.IsContiguous(nd.F)
}

func checkShapes(op string, dst, src []int) error {
	if !slices.Equal(dst, src) {
		return fmt.Errorf("kern: %s: destination shape %s differs from source shape %s: %w",
			op, nd.ShapeString(dst), nd.ShapeString(src), nd.ErrShape)
	}
	return nil
}

// hostPtr is the address of element k (an offset from element 0) of h.
func hostPtr[T nd.Elem](data []T, off, k int) unsafe.Pointer { return unsafe.Pointer(&data[off+k]) }

// begin checks the stream and the handles, and returns the driver stream.
func (a *DeviceArray[T]) begin(cfg copyConfig) (driver.Stream, error) {
	if err := a.live(); err != nil {
		return nil, err
	}
	return a.alloc.dev.driverStream(cfg.stream)
}

func copyHtoD[T nd.Elem](dst *DeviceArray[T], src nd.Array[T], cfg copyConfig) error {
	ds, err := dst.begin(cfg)
	if err != nil {
		return err
	}
	if err := checkShapes("copy to device", dst.shape, src.Shape()); err != nil {
		return err
	}
	if dst.Size() == 0 {
		return nil
	}
	drv, es := dst.alloc.dev.drv, elemSize[T]()
	sst := src.Strides()
	if !sameOrder(dst.shape, dst.strides, sst) && (dst.IsCContiguous() || dst.IsFContiguous()) {
		// Stage the host elements in the device array's order: one copy.
		src = src.Copy(layoutOrder(dst.IsFContiguous(), dst.IsCContiguous()))
		sst = src.Strides()
	}
	data, off := src.Raw()
	if sameOrder(dst.shape, dst.strides, sst) {
		dlo, _ := extent(dst.shape, dst.strides)
		slo, _ := extent(dst.shape, sst)
		err = drv.CopyHtoD(dst.ptrAt(dlo), hostPtr(data, off, slo), dst.Size()*es, ds)
	} else {
		err = forRuns(dst.shape, dst.strides, sst, func(od, oh, n int) error {
			return drv.CopyHtoD(dst.ptrAt(od), hostPtr(data, off, oh), n*es, ds)
		})
	}
	if cfg.stream != nil {
		cfg.stream.keep(dst, src)
	}
	if err != nil {
		return fmt.Errorf("kern: copy to %v: %w", dst, err)
	}
	return nil
}

func copyDtoH[T nd.Elem](dst nd.Array[T], src *DeviceArray[T], cfg copyConfig) error {
	ds, err := src.begin(cfg)
	if err != nil {
		return err
	}
	if err := checkShapes("copy to host", dst.Shape(), src.shape); err != nil {
		return err
	}
	if src.Size() == 0 {
		return nil
	}
	drv, es := src.alloc.dev.drv, elemSize[T]()
	dst2, staged := dst, false
	if !sameOrder(src.shape, src.strides, dst.Strides()) && cfg.stream == nil &&
		(src.IsCContiguous() || src.IsFContiguous()) {
		// Synchronous: one copy into a buffer laid out like the device
		// array, then a host-side assignment.
		dst2, err = nd.ZerosOrder[T](layoutOrder(src.IsFContiguous(), src.IsCContiguous()), src.shape...)
		if err != nil {
			return err
		}
		staged = true
	}
	dstr := dst2.Strides()
	data, off := dst2.Raw()
	if sameOrder(src.shape, src.strides, dstr) {
		slo, _ := extent(src.shape, src.strides)
		hlo, _ := extent(src.shape, dstr)
		err = drv.CopyDtoH(hostPtr(data, off, hlo), src.ptrAt(slo), src.Size()*es, ds)
	} else {
		err = forRuns(src.shape, src.strides, dstr, func(od, oh, n int) error {
			return drv.CopyDtoH(hostPtr(data, off, oh), src.ptrAt(od), n*es, ds)
		})
	}
	if cfg.stream != nil {
		cfg.stream.keep(src, dst)
	}
	if err != nil {
		return fmt.Errorf("kern: copy from %v: %w", src, err)
	}
	if staged {
		return dst.Assign(dst2)
	}
	return nil
}

func copyDtoD[T nd.Elem](dst, src *DeviceArray[T], cfg copyConfig) error {
	ds, err := dst.begin(cfg)
	if err != nil {
		return err
	}
	if err := src.live(); err != nil {
		return err
	}
	if src.alloc.dev != dst.alloc.dev {
		return fmt.Errorf("kern: copy from %v to %v: arrays on different devices: %w", src, dst, driver.ErrInvalidValue)
	}
	if err := checkShapes("device copy", dst.shape, src.shape); err != nil {
		return err
	}
	if dst.Size() == 0 {
		return nil
	}
	drv, es := dst.alloc.dev.drv, elemSize[T]()
	if sameOrder(dst.shape, dst.strides, src.strides) {
		dlo, _ := extent(dst.shape, dst.strides)
		slo, _ := extent(src.shape, src.strides)
		err = drv.CopyDtoD(dst.ptrAt(dlo), src.ptrAt(slo), dst.Size()*es, ds)
	} else {
		err = forRuns(dst.shape, dst.strides, src.strides, func(od, os, n int) error {
			return drv.CopyDtoD(dst.ptrAt(od), src.ptrAt(os), n*es, ds)
		})
	}
	if cfg.stream != nil {
		cfg.stream.keep(dst, src)
	}
	if err != nil {
		return fmt.Errorf("kern: copy from %v to %v: %w", src, dst, err)
	}
	return nil
}
