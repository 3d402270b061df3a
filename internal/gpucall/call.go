package gpucall

import (
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/chunked"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/nd"
)

// Device is the runtime's device as the call path needs it: a
// dispatch.Host (whose Temp allocates a call's temporary copies as the
// runtime's own device arrays, so that its accounting and Free see them)
// and what the chunked pipeline and the reduce scratch need.
type Device interface {
	dispatch.Host
	// ReleaseDue frees what the garbage collector queued, before a call on
	// the default stream (ordered after every stream).
	ReleaseDue()
	// Alloc allocates device memory that a loop keeps (the reduce
	// partials), as a runtime device array.
	Alloc(n int) (Mem, error)
	// MemInfo is the device's free and total memory in bytes.
	MemInfo() (free, total int64, err error)
	// Staging is the device's cache of pinned staging buffers.
	Staging() *chunked.Staging
	// Launches is the device's record of its latest kernel launches, nil
	// where the device's faults carry no address (nothing to explain).
	Launches() *LaunchLog
}

// Mem is device memory a loop keeps.
type Mem interface {
	DevicePointer() (driver.Ptr, error)
	Free() error
}

// Stream is the runtime's stream as the call path needs it: a
// dispatch.Queue (it keeps values alive until it is synchronized) that
// says whether it may take work on dev.
type Stream interface {
	dispatch.Queue
	// Begin checks that the stream belongs to dev and is open, and
	// returns its driver stream.
	Begin(dev Device) (driver.Stream, error)
}

// extent is the lowest and highest element offset the layout (shape,
// strides) reaches, relative to its element 0; lo > hi when it is empty.
func extent(shape, strides []int) (lo, hi int) {
	return nd.Layout{Shape: shape, Strides: strides}.Extent()
}

// modules is the process's cache of loaded GPU code: entries are added,
// never changed, and it is shared by ufunc loops and kernels.
var modules dispatch.Modules

// Function returns the entry point sym of pkg's code on dev, loading the
// module once per device.
func Function(dev dispatch.Device, pkg *abi.Package, sym string) (*dispatch.Func, error) {
	return modules.Function(dev, pkg, sym)
}

// Begin starts c on dev, queued on s when s is not nil.
func Begin(c *dispatch.Call, dev Device, s Stream) error {
	if s == nil {
		dev.ReleaseDue() // the default stream: ordered after every stream
		c.Begin(dev, nil, nil)
		return nil
	}
	ds, err := s.Begin(dev)
	if err != nil {
		return err
	}
	c.Begin(dev, s, ds)
	return nil
}

// laneCall starts c on one stream of a chunked call's pipeline, whose
// buffers the pipeline owns: nothing is kept.
func laneCall(c *dispatch.Call, dev Device, ds driver.Stream) {
	c.Begin(dev, nil, ds)
}

// copyIn copies the host array o to the device for call c and points o
// at the copy's element 0. An output (out) is copied back after the
// launch; one whose elements fill its span is not copied in, since the
// kernel writes every element (see dispatch.Call.In).
func (o *ewOperand) copyIn(c *dispatch.Call, out bool) error {
	lo, hi := extent(o.shape, o.strides)
	p, err := c.In(o.host, lo, hi, o.dt.Size(), out, out && dense(o.shape, lo, hi))
	if err != nil {
		return err
	}
	o.ptr = p
	return nil
}

// copyScalar puts a scalar operand's element in device memory (a gufunc
// passes every operand by pointer) and points o at it.
func copyScalar(c *dispatch.Call, o *ewOperand) error {
	bits := new([2]uint64)
	*bits = o.scalar
	p, err := c.In(unsafe.Pointer(bits), 0, 0, o.dt.Size(), false, false)
	if err != nil {
		return err
	}
	o.ptr, o.keep = p, bits
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
