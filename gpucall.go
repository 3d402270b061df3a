package kern

import (
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/chunked"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/nd"
)

// Every GPU launch runs dispatch.Call's sequence (begin → copy in →
// launch and trap check → copy back → keep → done), and the GPU call path
// of ufuncs, gufuncs and reductions (internal/gpucall) runs it for them.
// What both need of the runtime they get through views of the runtime's
// own types, unexported so that *Device and *Stream gain no methods:
// callDevice allocates a call's temporary copies as device arrays,
// callStream keeps values alive on a stream, and gpuArgOf describes a
// call's arguments.

// callDevice is a *Device as a dispatch.Host.
type callDevice Device

func (d *callDevice) Driver() driver.Device { return d.drv }
func (d *callDevice) Info() driver.Info     { return d.info }
func (d *callDevice) String() string        { return (*Device)(d).String() }

// Temp allocates a call's temporary copy as a device array, so that the
// device's accounting and Free see it.
func (d *callDevice) Temp(n int) (dispatch.Temp, driver.Ptr, error) {
	tmp, err := NewDeviceArray[uint8]((*Device)(d), []int{n}, nd.C)
	if err != nil {
		return nil, 0, err
	}
	p, err := tmp.DevicePointer()
	if err != nil {
		_ = tmp.Free()
		return nil, 0, err
	}
	return tmp, p, nil
}

// ReleaseDue, Alloc, MemInfo and Staging make a callDevice a
// gpucall.Device.
func (d *callDevice) ReleaseDue() { (*Device)(d).releaseDue() }

func (d *callDevice) Alloc(n int) (gpucall.Mem, error) {
	return NewDeviceArray[uint8]((*Device)(d), []int{n}, nd.C)
}

func (d *callDevice) MemInfo() (free, total int64, err error) { return (*Device)(d).MemInfo() }
func (d *callDevice) Staging() *chunked.Staging               { return &d.staging }

// gpuDevice is d as the GPU call path sees it (nil for nil).
func gpuDevice(d *Device) gpucall.Device {
	if d == nil {
		return nil
	}
	return (*callDevice)(d)
}

// callStream is a *Stream as a dispatch.Queue and gpucall.Stream.
type callStream Stream

func (q *callStream) Keep(v any)         { (*Stream)(q).keep(v) }
func (q *callStream) Synchronize() error { return (*Stream)(q).Synchronize() }

// Begin checks that the stream may take work on dev.
func (q *callStream) Begin(dev gpucall.Device) (driver.Stream, error) {
	return (*Device)(dev.(*callDevice)).driverStream((*Stream)(q))
}

// gpuStream is s as the GPU call path sees it (nil for nil: the default
// stream).
func gpuStream(s *Stream) gpucall.Stream {
	if s == nil {
		return nil
	}
	return (*callStream)(s)
}

// gpuArgOf describes a call argument to the GPU call path.
func gpuArgOf(v any) (gpucall.Arg, error) {
	if d, ok := v.(gpuOperandSource); ok {
		dt, shape, strides, dev, ptr, err := d.gpuOperand()
		if err != nil {
			return gpucall.Arg{}, err
		}
		return gpucall.Arg{Device: gpuDevice(dev), DType: dt, Shape: shape, Strides: strides, Ptr: ptr}, nil
	}
	op, _, err := operandOf(v)
	if err != nil {
		return gpucall.Arg{}, err
	}
	_, pinned := v.(pinnedOperand)
	return gpucall.Arg{Host: op, Pinned: pinned}, nil
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
