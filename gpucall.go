package kern

import (
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/nd"
)

// Every GPU launch runs dispatch.Call's sequence (begin → copy in →
// launch and trap check → copy back → keep → done). What the sequence
// needs of the runtime it gets through two views of the runtime's own
// types, unexported so that *Device and *Stream gain no methods:
// callDevice allocates a call's temporary copies as device arrays, and
// streamQueue keeps values alive on a stream.

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

// streamQueue is a *Stream as a dispatch.Queue.
type streamQueue Stream

func (q *streamQueue) Keep(v any)         { (*Stream)(q).keep(v) }
func (q *streamQueue) Synchronize() error { return (*Stream)(q).Synchronize() }

// beginCall starts c on dev, queued on s when s is not nil.
func beginCall(c *dispatch.Call, dev *Device, s *Stream) error {
	if s == nil {
		dev.releaseDue() // the default stream: ordered after every stream
		c.Begin((*callDevice)(dev), nil, nil)
		return nil
	}
	ds, err := dev.driverStream(s)
	if err != nil {
		return err
	}
	c.Begin((*callDevice)(dev), (*streamQueue)(s), ds)
	return nil
}

// laneCall starts c on one stream of a chunked call's pipeline, whose
// buffers the pipeline owns: nothing is kept.
func laneCall(c *dispatch.Call, dev *Device, ds driver.Stream) {
	c.Begin((*callDevice)(dev), nil, ds)
}

// copyIn copies the span of the host array a to the device for call c
// and points a at the copy's element 0 (see dispatch.Call.In).
func copyIn(c *dispatch.Call, a *gpuArg, esize int, out, skip bool) error {
	p, err := c.In(a.host, a.lo, a.hi, esize, out, skip)
	if err != nil {
		return err
	}
	a.ptr = p
	return nil
}

// copyScalar puts a scalar operand's element in device memory (a gufunc
// passes every operand by pointer) and points o at it.
func copyScalar(c *dispatch.Call, o *ewOperand) error {
	bits := new([2]uint64)
	*bits = o.scalar
	a := gpuArg{host: unsafe.Pointer(bits)}
	if err := copyIn(c, &a, o.dt.Size(), false, false); err != nil {
		return err
	}
	o.ptr, o.keep = a.ptr, bits
	return nil
}

// dense reports whether a view's elements fill its span [lo, hi] exactly
// (no gaps a kernel would leave unwritten).
func dense(shape []int, lo, hi int) bool {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n == hi-lo+1
}
