package kern

import (
	"fmt"
	"sync"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/gpucall"
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
