package dispatch

import (
	"errors"
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/internal/kprint"
	"github.com/kernlab/kern/internal/registry"
)

// The one launch sequence of compiled code. Every GPU launch (a kernel, a
// ufunc's element-wise wrapper, a gufunc, both reduce stages, each chunk
// of a streamed call) takes a Call's steps in this order:
//
//	Begin → In/Stage (copy host arrays in) → Launch (and check the trap
//	      record) → Back (copy outputs to the host) → Keep → Done
//
// so a trap is reported before any output reaches the host, and a call's
// device temporaries are freed when it ran synchronously or failed, and
// otherwise kept alive by its queue until the stream is synchronized.

// Host is what a Call needs of the runtime's device: temporary device
// memory is the runtime's (its device arrays), so that its accounting and
// leak checks see it.
type Host interface {
	Device
	// Temp allocates n bytes of device memory for one call and returns
	// its address.
	Temp(n int) (Temp, driver.Ptr, error)
}

// Temp is a call's temporary device memory.
type Temp interface{ Free() error }

// Queue is the runtime's stream of an asynchronous call.
type Queue interface {
	Keep(v any) // holds v until the work queued so far is done
	Synchronize() error
}

// Call is one call's launch sequence on one device and stream. Its zero
// value is ready for Begin; a pooled Call is reused, Begin resets it.
type Call struct {
	dev    Host
	q      Queue         // nil: nothing is kept (synchronous, or a pipeline's lane)
	ds     driver.Stream // nil: the device's null stream
	copies []hostCopy    // host arrays copied to the device for this call
	waited bool          // the caller waited for the call's work (reduce)
	bytes  int64         // what the launch reads and writes (Moves), for the GPU profile

	printer *kprint.Printer // where the kernel's prints go; nil for a kernel that does not print
}

// hostCopy is a host array copied to the device for one call, or a span
// of device memory copied for it (Dup: host is nil).
type hostCopy struct {
	tmp  Temp // nil: device memory the caller owns (Stage)
	dptr driver.Ptr
	host unsafe.Pointer // first byte the array spans
	n    int
	out  bool // an output: copied back after the launch
}

// Begin starts a call on dev and the driver stream ds; q, when not nil,
// is the stream that keeps the call's temporaries and operands alive.
func (c *Call) Begin(dev Host, q Queue, ds driver.Stream) {
	c.dev, c.q, c.ds, c.waited, c.printer, c.bytes = dev, q, ds, false, nil, 0
	c.copies = c.copies[:0]
}

// Queued reports whether the call runs on a stream that keeps values.
func (c *Call) Queued() bool { return c.q != nil }

// In copies the span [lo, hi] (in elements of esize bytes, lo <= 0)
// of the host array whose element 0 is at host to temporary device memory
// and returns the device address of element 0. An output (out) is copied
// back by Back; skip leaves it unset, for an output the kernel writes
// whole.
func (c *Call) In(host unsafe.Pointer, lo, hi, esize int, out, skip bool) (driver.Ptr, error) {
	n := (hi - lo + 1) * esize
	tmp, base, err := c.dev.Temp(n)
	if err != nil {
		return 0, err
	}
	src := unsafe.Add(host, lo*esize)
	if !skip {
		if err := c.Put(base, src, n); err != nil {
			_ = tmp.Free()
			return 0, fmt.Errorf("copying %d bytes to %v: %w", n, c.dev, err)
		}
	}
	c.copies = append(c.copies, hostCopy{tmp: tmp, dptr: base, host: src, n: n, out: out})
	// lo <= 0: element 0 lies -lo elements after the span's first byte.
	return base + driver.Ptr(-lo*esize), nil
}

// Stage is In for n bytes at host staged in device memory the caller
// owns (a pipeline's lane buffer): an input is copied now, an output back
// by Back, and Done frees nothing.
func (c *Call) Stage(dptr driver.Ptr, host unsafe.Pointer, n int, out bool) error {
	if !out {
		if err := c.Put(dptr, host, n); err != nil {
			return err
		}
	}
	c.copies = append(c.copies, hostCopy{dptr: dptr, host: host, n: n, out: out})
	return nil
}

// Dup copies the span [lo, hi] (in elements of esize bytes, lo <= 0) of
// the device array whose element 0 is at src to temporary device memory,
// queued on the call's stream, and returns the address of element 0 in
// the copy: an input that overlaps an output is read from the copy.
func (c *Call) Dup(src driver.Ptr, lo, hi, esize int) (driver.Ptr, error) {
	n := (hi - lo + 1) * esize
	tmp, base, err := c.dev.Temp(n)
	if err != nil {
		return 0, err
	}
	drv := c.dev.Driver()
	from := src - driver.Ptr(-lo*esize)
	if gpuprof.On() {
		err = gpuprof.Begin(drv, c.ds, gpuprof.DtoD, "", int64(n)).End(drv.CopyDtoD(base, from, n, c.ds))
	} else {
		err = drv.CopyDtoD(base, from, n, c.ds)
	}
	if err != nil {
		_ = tmp.Free()
		return 0, fmt.Errorf("copying %d bytes within %v: %w", n, c.dev, err)
	}
	c.copies = append(c.copies, hostCopy{tmp: tmp, dptr: base, n: n})
	return base + driver.Ptr(-lo*esize), nil
}

// Put queues a copy of n bytes from host memory to the device.
func (c *Call) Put(dst driver.Ptr, src unsafe.Pointer, n int) error {
	drv := c.dev.Driver()
	if gpuprof.On() {
		return gpuprof.Begin(drv, c.ds, gpuprof.HtoD, "", int64(n)).End(drv.CopyHtoD(dst, src, n, c.ds))
	}
	return drv.CopyHtoD(dst, src, n, c.ds)
}

// Get queues a copy of n bytes from the device to host memory.
func (c *Call) Get(dst unsafe.Pointer, src driver.Ptr, n int) error {
	drv := c.dev.Driver()
	if gpuprof.On() {
		return gpuprof.Begin(drv, c.ds, gpuprof.DtoH, "", int64(n)).End(drv.CopyDtoH(dst, src, n, c.ds))
	}
	return drv.CopyDtoH(dst, src, n, c.ds)
}

// Moves records that the launch reads and writes n bytes of arrays, the
// bytes a GPU profile gives it (a kernel may touch less; a wrapper reads
// and writes each element once).
func (c *Call) Moves(n int64) { c.bytes += n }

// Launch queues f with the configuration cfg (its Stream is the call's)
// and the parameters params, then reads f's trap record (which waits for
// a debug module's launch; see CheckTrap). While a GPU profile, a trace
// or NVTX listens, the launch is a gpuprof span.
func (c *Call) Launch(f *Func, cfg *driver.LaunchConfig, params []unsafe.Pointer) error {
	if gpuprof.On() {
		return c.profiledLaunch(f, cfg, params)
	}
	return c.launch(f, cfg, params)
}

func (c *Call) profiledLaunch(f *Func, cfg *driver.LaunchConfig, params []unsafe.Pointer) error {
	sp := gpuprof.Begin(c.dev.Driver(), c.ds, gpuprof.Launch, f.Name, c.bytes)
	c.bytes = 0 // the next launch of the call (a reduction's second stage) says its own
	return sp.End(c.launch(f, cfg, params))
}

func (c *Call) launch(f *Func, cfg *driver.LaunchConfig, params []unsafe.Pointer) error {
	if f.pkg != nil && len(f.pkg.Globals) > 0 {
		if err := CheckGlobals(f.pkg); err != nil {
			return c.launchError(f, err)
		}
		c.Keep(f.pkg) // a graph captured from this launch checks them again when it runs
	}
	cfg.Stream = c.ds
	if f.print != nil && c.printer != nil {
		return c.launchPrinting(f, cfg, params)
	}
	if f.trap != nil {
		return c.launchChecked(f, cfg, params)
	}
	if err := c.launchFn(f, cfg, params); err != nil {
		return c.launchError(f, err)
	}
	return nil
}

// launchChecked launches a kernel of a debug module and reads its trap
// record, holding the record so that the failure read is this launch's.
func (c *Call) launchChecked(f *Func, cfg *driver.LaunchConfig, params []unsafe.Pointer) error {
	f.trap.mu.Lock()
	defer f.trap.mu.Unlock()
	if err := c.launchFn(f, cfg, params); err != nil {
		return c.launchError(f, err)
	}
	return f.CheckTrap(c.dev, c.ds)
}

// launchFn queues f; a cooperative launch after its module's previous one.
func (c *Call) launchFn(f *Func, cfg *driver.LaunchConfig, params []unsafe.Pointer) error {
	if cfg.Cooperative && f.coop != nil {
		return f.coop.launch(c.dev.Driver(), c.ds, func() error { return f.Fn.Launch(*cfg, params) })
	}
	return f.Fn.Launch(*cfg, params)
}

func (c *Call) launchError(f *Func, err error) error {
	return fmt.Errorf("launching %s on %v: %w", f.Name, c.dev, err)
}

// Back queues the copies of the outputs among the host arrays back to the
// host.
func (c *Call) Back() error {
	if len(c.copies) == 0 {
		return nil // inlined: device arrays only
	}
	return c.copyBack()
}

func (c *Call) copyBack() error {
	for _, h := range c.copies {
		if !h.out {
			continue
		}
		if err := c.Get(h.host, h.dptr, h.n); err != nil {
			if errors.Is(err, driver.ErrKernelTrap) {
				// The launch failed; the copy is only where it shows.
				return fmt.Errorf("the kernel failed (seen when copying an output back): %w", err)
			}
			return fmt.Errorf("copying an output back to the host: %w", err)
		}
	}
	return nil
}

// Keep holds v (an operand of the call) until the stream's work is done;
// a call without a queue needs nothing kept.
func (c *Call) Keep(v any) {
	if c.q != nil && v != nil {
		c.q.Keep(v)
	}
}

// Wait waits for the call's queued work, as a reduction does for its
// result; Done then frees the copies at once.
func (c *Call) Wait() error {
	c.waited = true
	if c.q != nil {
		return c.q.Synchronize()
	}
	return nil
}

// Done ends the call: the temporaries are freed when it ran without a
// queue, was waited for or failed (err), else the queue keeps them until
// the stream is synchronized. It returns err joined with any failure to
// free.
func (c *Call) Done(err error) error {
	if len(c.copies) == 0 {
		return err // inlined: device arrays only
	}
	return c.release(err)
}

func (c *Call) release(err error) error {
	queued := c.q != nil && !c.waited && err == nil
	for k, h := range c.copies {
		switch {
		case h.tmp == nil:
		case queued:
			c.q.Keep(h.tmp)
		default:
			err = errors.Join(err, h.tmp.Free())
		}
		c.copies[k] = hostCopy{} // a pooled call keeps no array alive
	}
	c.copies = c.copies[:0]
	return err
}

// Reset drops the call's references to its device and stream, for a call
// kept in a pool after Done.
func (c *Call) Reset() { c.dev, c.q, c.ds = nil, nil, nil }

// CheckGlobals returns an error wrapping registry.ErrStale when one of
// pkg's Globals no longer holds the value its GPU code was compiled with.
func CheckGlobals(pkg *abi.Package) error {
	if g := pkg.ChangedGlobal(); g != nil {
		return fmt.Errorf("package-level variable %s of %s changed since kern gen compiled its value into the package's GPU code, which still holds the old one (the CPU targets read the new value): keep it constant, or pass the values as a slice parameter: %w",
			g.Name, pkg.Path, registry.ErrStale)
	}
	return nil
}
