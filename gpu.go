package kern

import (
	"fmt"
	"sync"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/chunked"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/internal/placement"
	"github.com/kernlab/kern/nd"
)

// DefaultDevice returns the device a target runs on when the call names
// no device: CUDA or ROC device 0, or the host device for CPU, Parallel
// and Sim. Without a GPU the error wraps driver.ErrNoDriver or
// driver.ErrNoDevice. Auto returns the device the auto rule picks: CUDA,
// else ROC, else the host.
func DefaultDevice(t Target) (*Device, error) {
	switch t {
	case CPU, Parallel, Sim:
		return HostDevice(), nil
	case CUDA:
		ds, err := cudaDevices()
		if err != nil {
			return nil, fmt.Errorf("kern: no CUDA device: %w", err)
		}
		return ds[0], nil
	case ROC:
		ds, err := rocDevices()
		if err != nil {
			return nil, fmt.Errorf("kern: no ROC device: %w", err)
		}
		return ds[0], nil
	case Auto:
		for _, g := range [...]Target{CUDA, ROC} {
			if d, err := DefaultDevice(g); err == nil {
				return d, nil
			}
		}
		return HostDevice(), nil
	}
	return nil, fmt.Errorf("kern: %v: %w", t, ErrTarget)
}

// gpuKernelCache holds a kernel's entry point per device and its pool of
// parameter buffers.
type gpuKernelCache struct {
	mu   sync.RWMutex
	fns  map[driver.Device]*dispatch.Func
	bufs dispatch.Pool
}

// gpuLaunch is a marshalled kernel launch.
type gpuLaunch struct {
	fn    *dispatch.Func
	nargs int
	argv  [maxKernelParams]gpuArg
}

// args are the marshalled arguments.
func (g *gpuLaunch) args() []gpuArg { return g.argv[:g.nargs] }

// function returns the kernel's entry point on dev.
func (c *kernelCore) function(dev *Device) (*dispatch.Func, error) {
	c.gpu.mu.RLock()
	f := c.gpu.fns[dev.Driver()]
	c.gpu.mu.RUnlock()
	if f != nil {
		return f, nil
	}
	pkg, gen, ok := c.generated()
	if !ok && c.genStale != nil {
		return nil, fmt.Errorf("no GPU code for %s: %w (%v)", c.name, ErrNoGPUCode, c.genStale)
	}
	if !ok {
		return nil, fmt.Errorf("no GPU code for %s: %w", c.name, ErrNoGPUCode)
	}
	if c.genStale != nil {
		return nil, c.genStale
	}
	sym := gen.Entries[RoleKernel]
	if sym == "" {
		return nil, fmt.Errorf("the generated code of %s has no %q entry: %w", gen.ID, RoleKernel, ErrNoGPUCode)
	}
	f, err := gpucall.Function(dev, pkg, sym)
	if err != nil {
		return nil, err
	}
	c.gpu.mu.Lock()
	if c.gpu.fns == nil {
		c.gpu.fns = map[driver.Device]*dispatch.Func{}
	}
	c.gpu.fns[dev.Driver()] = f
	c.gpu.mu.Unlock()
	return f, nil
}

// marshal checks every argument for a GPU launch and finds the entry
// point; nothing is copied yet.
func (c *kernelCore) marshal(l *launchPlan, args []any) error {
	g := &l.gpu
	if len(args) > len(g.argv) {
		return fmt.Errorf("%d arguments, more than a kernel has (%d): %w", len(args), len(g.argv), ErrArgument)
	}
	g.nargs = len(args)
	for i, a := range args {
		ga, err := c.params[i].gpu(a)
		if err != nil {
			return fmt.Errorf("argument %d: %w", i, err)
		}
		if ga.dev != nil && ga.dev != l.dev {
			return fmt.Errorf("argument %d is on %v, the launch runs on %v: %w", i, ga.dev, l.dev, ErrTarget)
		}
		g.argv[i] = ga
	}
	f, err := c.function(l.dev)
	if err != nil {
		return err
	}
	// Static shared memory is known from the compiled code: check it with
	// the dynamic amount before anything is copied, as the sim target does.
	if err := checkShared(l.dev, c.short(), f.StaticShared(), l.cfg.shared); err != nil {
		return err
	}
	g.fn = f
	l.isGPU = true
	return nil
}

// launchGPU runs a kernel's launch sequence (gpucall.go): host arrays are
// copied in and back (Numba's rule for host arrays given to a GPU kernel),
// device arrays are used in place. With a stream everything is queued and
// the stream keeps the arrays alive until it is synchronized.
func (c *kernelCore) launchGPU(l *launchPlan) (err error) {
	g := &l.gpu
	gargs := g.args()
	var call dispatch.Call
	if err := gpucall.Begin(&call, gpuDevice(l.dev), gpuStream(l.cfg.stream)); err != nil {
		return err
	}
	defer func() { err = call.Done(err) }()
	if _, gf, _ := c.generated(); gf != nil && gf.Prints {
		call.SetPrinter(l.dev.printer(l.cfg.printW, l.cfg.printIDs))
	}
	for i := range gargs {
		a, p := &gargs[i], &c.params[i]
		if p.kind == paramScalar || a.dev != nil || a.host == nil {
			continue
		}
		if err := copyIn(&call, a, p.esize, true, false); err != nil {
			return fmt.Errorf("argument %d: %w", i, err)
		}
	}
	buf := c.gpu.bufs.Get(c.leaves)
	for i := range gargs {
		putArg(buf, &c.params[i], &gargs[i])
	}
	err = call.Launch(g.fn, &driver.LaunchConfig{
		Grid: driver.Dim3(l.cfg.grid), Block: driver.Dim3(l.cfg.block), SharedBytes: l.cfg.shared, Context: l.cfg.ctx,
		Cooperative: l.cfg.gridSync,
	}, buf.Args())
	c.gpu.bufs.Put(buf)
	if err != nil {
		return err
	}
	if err := call.Back(); err != nil {
		return err
	}
	if call.Queued() {
		for i := range gargs {
			call.Keep(gargs[i].keep)
		}
	}
	return nil
}

// KernelTrapError is a kernel that failed at a known block and thread, on
// every target: a failed check in code kern gen compiled in debug mode on
// a GPU, a panic in a Go kernel body on the sim target. It is
// driver.KernelTrapError (see there), matches driver.ErrKernelTrap and
// works with errors.As.
type KernelTrapError = driver.KernelTrapError

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

// Kernel arguments into the parameter buffer (internal/dispatch) at the
// leaves abi gives a []T and an ArrayN[T].

// putArg writes the leaves of one kernel argument whose array (if any)
// is on the device at g.ptr.
func putArg(b *dispatch.ParamBuf, p *paramSpec, g *gpuArg) {
	switch p.kind {
	case paramScalar:
		b.PutScalar(g.scalar)
	case paramSlice:
		i, n := b.Next(abi.SliceLeaves), g.shape[0]
		b.SetPtr(i+abi.SlicePtr, g.ptr)
		b.SetInt(i+abi.SliceLen, n)
		b.SetInt(i+abi.SliceCap, n)
	default:
		i := b.Next(abi.ViewLeaves(p.rank))
		b.SetPtr(i+abi.ViewPtr, g.ptr)
		for k := range p.rank {
			b.SetInt(i+abi.ViewShape(k), g.shape[k])
			b.SetInt(i+abi.ViewStride(p.rank, k), g.strides[k])
		}
	}
}

// leafCount is the number of launch parameters of a kernel's parameters.
func leafCount(ps []paramSpec) int {
	n := 0
	for i := range ps {
		switch ps[i].kind {
		case paramScalar:
			n += dispatch.ScalarLeaves(ps[i].typ)
		case paramSlice:
			n += abi.SliceLeaves
		default:
			n += abi.ViewLeaves(ps[i].rank)
		}
	}
	return n
}

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

// Target and HostAddressable make a callDevice a placement.Device.
func (d *callDevice) Target() placement.Target { return placement.Target(deviceTarget((*Device)(d))) }

func (d *callDevice) HostAddressable() bool {
	_, ok := d.drv.(hostMemory)
	return ok
}

// gpuDevice is d as the engines see it (nil for nil).
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
