package gpucall

import (
	"fmt"
	"slices"
	"sync"
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
	// Alloc allocates device memory that a loop keeps for the device's
	// life (the reduce partials, held in the device's Code): nothing
	// frees it, and it holds no reference that would keep the device
	// alive.
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
}

// Stream is the runtime's stream as the call path needs it: a
// dispatch.Queue (it keeps values alive until it is synchronized) that
// says whether it may take work on dev.
type Stream interface {
	dispatch.Queue
	// Begin checks that the stream belongs to dev and is open, and
	// returns its driver stream.
	Begin(dev Device) (driver.Stream, error)
	// Scratch returns n bytes of device memory that the stream keeps
	// under key between calls (a loop's reduce partials), allocated by
	// the first call, freed when the stream is closed or released, and
	// held locked: the caller unlocks held once it has queued the work
	// that uses it, so that calls from several goroutines on one
	// stream do not interleave their stages on it. Work that uses it must
	// keep the Mem returned on the call: while the stream captures, it is
	// a reference of the graph's own, so that the graph may still launch
	// after the stream is gone.
	Scratch(key any, n int) (m Mem, held sync.Locker, err error)
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

// separate gives each device-array input that shares memory with a
// device-array output, without being that output element for element, a
// copy of its span made on the device for call c (freed with the call's
// other temporaries), as the host targets copy an overlapping host input:
// the kernel's threads read and write in no fixed order, so the result
// must not depend on it. Host operands are copied in one by one anyway.
// ncore (nil: none) is each operand's number of core dimensions: an input
// that is exactly an output is copied too when its core holds several
// elements, which the core may read after writing them.
func separate(c *dispatch.Call, ops []ewOperand, nin int, ncore []int) error {
	for k := range nin {
		in := &ops[k]
		if in.isScal || in.host != nil || !overlapsOut(ops, nin, k, ncore) {
			continue
		}
		lo, hi := extent(in.shape, in.strides)
		p, err := c.Dup(in.ptr, lo, hi, in.dt.Size())
		if err != nil {
			return fmt.Errorf("input %d overlaps an output, so it is copied first (give the call an input of its own): %w", k+1, err)
		}
		in.ptr = p
	}
	return nil
}

// overlapsOut reports whether device input k shares memory with a
// device output (operands nin and on) as separate describes.
func overlapsOut(ops []ewOperand, nin, k int, ncore []int) bool {
	in := &ops[k]
	ilo, ihi, ok := span(in)
	if !ok {
		return false
	}
	for j := nin; j < len(ops); j++ {
		o := &ops[j]
		if o.isScal || o.host != nil {
			continue
		}
		olo, ohi, ok := span(o)
		if !ok || ilo >= ohi || olo >= ihi {
			continue
		}
		if in.ptr == o.ptr && slices.Equal(in.shape, o.shape) && slices.Equal(in.strides, o.strides) {
			cores := 1
			if ncore != nil {
				for _, d := range in.shape[len(in.shape)-ncore[k]:] {
					cores *= d
				}
			}
			if cores <= 1 {
				continue // in place, element for element
			}
		}
		return true
	}
	return false
}

// span is the byte range [lo, hi) of device memory a device operand's
// elements cover; ok is false when it has none.
func span(o *ewOperand) (lo, hi driver.Ptr, ok bool) {
	elo, ehi := extent(o.shape, o.strides)
	if elo > ehi {
		return 0, 0, false
	}
	es := o.dt.Size()
	return o.ptr - driver.Ptr(-elo*es), o.ptr + driver.Ptr((ehi+1)*es), true
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
