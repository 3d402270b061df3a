package kern

import (
	"errors"
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/nd"
)

// The one launch sequence of compiled code. Every GPU launch (a kernel, a
// ufunc's element-wise wrapper, a gufunc, both reduce stages, each chunk
// of a streamed call) takes a gpuCall's steps in this order:
//
//	begin → in (copy host arrays in) → launch (and check the trap record)
//	      → back (copy outputs to the host) → keep → done
//
// so a trap is reported before any output reaches the host, and a call's
// device temporaries are freed when it ran synchronously or failed, and
// otherwise kept alive by its stream until the stream is synchronized.

// gpuCall is one call's launch sequence on one device and stream.
type gpuCall struct {
	dev    *Device
	s      *Stream       // nil: synchronous
	ds     driver.Stream // s's driver stream; nil: the device's null stream
	copies []hostCopy    // host arrays copied to the device for this call
	waited bool          // the caller waited for the call's work (reduce)
}

// hostCopy is a host array copied to the device for one call.
type hostCopy struct {
	tmp  *DeviceArray[uint8]
	host unsafe.Pointer // first byte the array spans
	n    int
	out  bool // an output: copied back after the launch
}

// begin starts a call on dev, queued on s when s is not nil.
func (c *gpuCall) begin(dev *Device, s *Stream) error {
	c.dev, c.s, c.ds, c.waited, c.copies = dev, s, nil, false, c.copies[:0]
	if s != nil {
		return c.stream()
	}
	return nil
}

func (c *gpuCall) stream() (err error) {
	c.ds, err = c.dev.driverStream(c.s)
	return err
}

// lane starts a call on one stream of a streamed call's pipeline, whose
// buffers the pipeline owns.
func (c *gpuCall) lane(dev *Device, ds driver.Stream) {
	c.dev, c.s, c.ds, c.waited = dev, nil, ds, false
	c.copies = c.copies[:0]
}

// in copies the span of the host array a to device memory and points a at
// the copy's element 0. An output (out) is copied back by back; skip
// leaves it unset, for an output the kernel writes whole.
func (c *gpuCall) in(a *gpuArg, esize int, out, skip bool) error {
	h, err := copyInSkip(c.dev, c.ds, a, esize, skip)
	if err != nil {
		return err
	}
	h.out = out
	c.copies = append(c.copies, h)
	return nil
}

// put queues a copy of n bytes from host memory to the device.
func (c *gpuCall) put(dst driver.Ptr, src unsafe.Pointer, n int) error {
	return c.dev.drv.CopyHtoD(dst, src, n, c.ds)
}

// get queues a copy of n bytes from the device to host memory.
func (c *gpuCall) get(dst unsafe.Pointer, src driver.Ptr, n int) error {
	return c.dev.drv.CopyDtoH(dst, src, n, c.ds)
}

// launch queues f with the parameters params, then reads f's trap record
// (which waits for a debug module's launch; see dispatch.Func.CheckTrap).
func (c *gpuCall) launch(f *dispatch.Func, cfg *driver.LaunchConfig, params []unsafe.Pointer) error {
	cfg.Stream = c.ds
	if err := f.Fn.Launch(*cfg, params); err != nil {
		return c.launchError(f, err)
	}
	return f.CheckTrap(c.dev, c.ds)
}

func (c *gpuCall) launchError(f *dispatch.Func, err error) error {
	return fmt.Errorf("launching %s on %v: %w", f.Symbol, c.dev, err)
}

// back queues the copies of the outputs among the host arrays back to the
// host.
func (c *gpuCall) back() error {
	if len(c.copies) == 0 {
		return nil // inlined: device arrays only
	}
	return c.copyBack()
}

func (c *gpuCall) copyBack() error {
	for _, h := range c.copies {
		if !h.out {
			continue
		}
		ptr, _ := h.tmp.DevicePointer()
		if err := c.get(h.host, ptr, h.n); err != nil {
			return fmt.Errorf("copying an output back to the host: %w", err)
		}
	}
	return nil
}

// keep holds v (an operand of the call) until the stream's work is done;
// a synchronous call needs nothing kept.
func (c *gpuCall) keep(v any) {
	if c.s != nil && v != nil {
		c.s.keep(v)
	}
}

// wait waits for the call's queued work, as a reduction does for its
// result; done then frees the copies at once.
func (c *gpuCall) wait() error {
	c.waited = true
	if c.s != nil {
		return c.s.Synchronize()
	}
	return nil
}

// done ends the call: the copies are freed when it ran synchronously,
// was waited for or failed (err), else the stream keeps them until it is
// synchronized. It returns err joined with any failure to free.
func (c *gpuCall) done(err error) error {
	if len(c.copies) == 0 {
		return err // inlined: device arrays only
	}
	return c.release(err)
}

func (c *gpuCall) release(err error) error {
	queued := c.s != nil && !c.waited && err == nil
	for k, h := range c.copies {
		if queued {
			c.s.keep(h.tmp)
		} else {
			err = errors.Join(err, h.tmp.Free())
		}
		c.copies[k] = hostCopy{} // a pooled call keeps no array alive
	}
	c.copies = c.copies[:0]
	return err
}

// copyInSkip allocates device memory for the span of a host array,
// queues the copy (unless skip: an output the kernel writes whole needs
// no old contents) and points a at the device copy's element 0.
func copyInSkip(dev *Device, ds driver.Stream, a *gpuArg, esize int, skip bool) (hostCopy, error) {
	n := (a.hi - a.lo + 1) * esize
	tmp, err := NewDeviceArray[uint8](dev, []int{n}, nd.C)
	if err != nil {
		return hostCopy{}, err
	}
	base, err := tmp.DevicePointer()
	if err != nil {
		_ = tmp.Free()
		return hostCopy{}, err
	}
	src := unsafe.Add(a.host, a.lo*esize)
	if !skip {
		if err := dev.drv.CopyHtoD(base, src, n, ds); err != nil {
			_ = tmp.Free()
			return hostCopy{}, fmt.Errorf("copying %d bytes to %v: %w", n, dev, err)
		}
	}
	// lo <= 0: element 0 lies -lo elements after the span's first byte.
	a.ptr = base + driver.Ptr(-a.lo*esize)
	return hostCopy{tmp: tmp, host: src, n: n}, nil
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
