package kern

import (
	"errors"
	"fmt"
	"os"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/cuda"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/driver/hip"
	"github.com/kernlab/kern/nd"
)

// The default GPU devices: device 0 of each backend, opened on first use
// and never changed afterwards (like HostDevice). A machine without the
// library or without a device keeps the error, and the auto target falls
// back to the CPU.
var (
	cudaDevice = sync.OnceValues(func() (*Device, error) {
		em, err := emu.ParseEnv(os.Getenv("KERN_EMULATE"), os.Getenv("KERN_EMULATE_MEMORY"))
		if err != nil {
			return nil, fmt.Errorf("%w: %w", driver.ErrNoDevice, err)
		}
		if em.CUDA {
			// KERN_EMULATE=cuda: the emulated device runs the same PTX
			// through the same calls, on the CPU.
			return NewDevice(emu.FromEnv(em)), nil
		}
		d, err := cuda.Default().Device(0)
		if err != nil {
			return nil, err
		}
		return NewDevice(d), nil
	})
	rocDevice = sync.OnceValues(func() (*Device, error) {
		em, err := emu.ParseEnv(os.Getenv("KERN_EMULATE"), os.Getenv("KERN_EMULATE_MEMORY"))
		if err != nil {
			return nil, fmt.Errorf("%w: %w", driver.ErrNoDevice, err)
		}
		if em.ROC {
			// KERN_EMULATE=roc: the emulated AMD device runs the embedded
			// LLVM IR through the same calls, on the CPU.
			d, err := emu.AMDFromEnv(em)
			if err != nil {
				return nil, fmt.Errorf("%w: %w", driver.ErrNoDevice, err)
			}
			return NewDevice(d), nil
		}
		d, err := hip.Default().Device(0)
		if err != nil {
			return nil, err
		}
		return NewDevice(d), nil
	})
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
		d, err := cudaDevice()
		if err != nil {
			return nil, fmt.Errorf("kern: no CUDA device: %w", err)
		}
		return d, nil
	case ROC:
		d, err := rocDevice()
		if err != nil {
			return nil, fmt.Errorf("kern: no ROC device: %w", err)
		}
		return d, nil
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
	fns  map[driver.Device]*gpuFunc
	bufs bufPool
}

// gpuLaunch is a marshalled kernel launch.
type gpuLaunch struct {
	fn    *gpuFunc
	nargs int
	argv  [maxKernelParams]gpuArg
}

// args are the marshalled arguments.
func (g *gpuLaunch) args() []gpuArg { return g.argv[:g.nargs] }

// function returns the kernel's entry point on dev.
func (c *kernelCore) function(dev *Device) (*gpuFunc, error) {
	c.gpu.mu.RLock()
	f := c.gpu.fns[dev.Driver()]
	c.gpu.mu.RUnlock()
	if f != nil {
		return f, nil
	}
	pkg, gen, ok := c.generated()
	if !ok {
		return nil, fmt.Errorf("no GPU code for %s: %w", c.name, ErrNoGPUCode)
	}
	sym := gen.Entries[RoleKernel]
	if sym == "" {
		return nil, fmt.Errorf("the generated code of %s has no %q entry: %w", gen.ID, RoleKernel, ErrNoGPUCode)
	}
	f, err := modules.function(dev, pkg, sym)
	if err != nil {
		return nil, err
	}
	c.gpu.mu.Lock()
	if c.gpu.fns == nil {
		c.gpu.fns = map[driver.Device]*gpuFunc{}
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
	if err := checkShared(l.dev, c.short(), f.staticShared(), l.cfg.shared); err != nil {
		return err
	}
	g.fn = f
	l.isGPU = true
	return nil
}

// hostCopy is a host array copied to the device for one launch.
type hostCopy struct {
	tmp  *DeviceArray[uint8]
	host unsafe.Pointer // first byte the array spans
	n    int
	out  bool // an output: copied back after the launch
}

// launchGPU copies host arrays in, launches, and copies them back
// (Numba's rule for host arrays given to a GPU kernel); device arrays are
// used in place. With a stream everything is queued and the stream keeps
// the arrays alive until it is synchronized.
func (c *kernelCore) launchGPU(l *launchPlan) (err error) {
	dev, g := l.dev, &l.gpu
	gargs := g.args()
	ds, err := dev.driverStream(l.cfg.stream)
	if err != nil {
		return err
	}
	var copies []hostCopy
	defer func() {
		if l.cfg.stream == nil || err != nil {
			for _, h := range copies {
				err = errors.Join(err, h.tmp.Free())
			}
		}
	}()
	for i := range gargs {
		a, p := &gargs[i], &c.params[i]
		if p.kind == paramScalar || a.dev != nil || a.host == nil {
			continue
		}
		h, err := copyIn(dev, ds, a, p.esize)
		if err != nil {
			return fmt.Errorf("argument %d: %w", i, err)
		}
		copies = append(copies, h)
	}
	buf := c.gpu.bufs.get(leafCount(c.params))
	for i := range gargs {
		buf.putArg(&c.params[i], &gargs[i])
	}
	err = g.fn.fn.Launch(driver.LaunchConfig{
		Grid: driver.Dim3(l.cfg.grid), Block: driver.Dim3(l.cfg.block),
		SharedBytes: l.cfg.shared, Stream: ds, Context: l.cfg.ctx,
	}, buf.args())
	c.gpu.bufs.put(buf)
	if err != nil {
		return fmt.Errorf("launching %s on %v: %w", g.fn.symbol, dev, err)
	}
	for _, h := range copies {
		ptr, _ := h.tmp.DevicePointer()
		if err := dev.drv.CopyDtoH(h.host, ptr, h.n, ds); err != nil {
			return fmt.Errorf("copying an argument back to the host: %w", err)
		}
	}
	if err := g.fn.checkTrap(dev, ds); err != nil {
		return err
	}
	if s := l.cfg.stream; s != nil {
		for i := range gargs {
			s.keep(gargs[i].keep)
		}
		for _, h := range copies {
			s.keep(h.tmp)
		}
	}
	return nil
}

// copyIn allocates device memory for the span of a host array, queues
// the copy and points a at the device copy's element 0.
func copyIn(dev *Device, ds driver.Stream, a *gpuArg, esize int) (hostCopy, error) {
	return copyInSkip(dev, ds, a, esize, false)
}

// copyInSkip is copyIn that leaves the device memory unset when skip is
// true: an output that covers its whole span is written entirely by the
// kernel, so copying its old contents in would be wasted traffic.
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

// KernelTrapError is a kernel that failed at a known block and thread, on
// every target: a failed check in code kern gen compiled in debug mode on
// a GPU, a panic in a Go kernel body on the sim target. It is
// driver.KernelTrapError (see there), matches driver.ErrKernelTrap and
// works with errors.As.
type KernelTrapError = driver.KernelTrapError

// checkTrap waits for a debug module's launch and reads its trap record:
// a failed check comes back as a *KernelTrapError, and the record is
// cleared for the next launch. Launches of non-debug code return at once.
// (Debug launches are therefore synchronous; launches running at the same
// time on other streams share the module's record.)
func (f *gpuFunc) checkTrap(dev *Device, ds driver.Stream) error {
	t := f.trap
	if t == nil {
		return nil
	}
	var err error
	if ds != nil {
		err = ds.Synchronize()
	} else {
		err = dev.drv.Synchronize()
	}
	if err != nil {
		return fmt.Errorf("kern: kernel %s on %v: %w", f.symbol, dev, err)
	}
	var rec [abi.TrapRecordWords]uint32
	if err := dev.drv.CopyDtoH(unsafe.Pointer(&rec[0]), t.ptr, len(rec)*4, nil); err != nil {
		return fmt.Errorf("kern: reading the trap record of %s: %w", f.symbol, err)
	}
	if rec[abi.TrapFlag] == 0 {
		return nil
	}
	if err := dev.drv.Memset(t.ptr, 0, len(rec)*4, nil); err != nil {
		return fmt.Errorf("kern: clearing the trap record of %s: %w", f.symbol, err)
	}
	id := rec[abi.TrapSite]
	site := fmt.Sprintf("failed check at unknown site %d", id)
	if int(id) < len(t.sites) {
		site = t.sites[id]
	}
	tid, ctaid := rec[abi.TrapTid:abi.TrapTid+3], rec[abi.TrapCtaid:abi.TrapCtaid+3]
	return &KernelTrapError{
		Kernel: f.symbol, Site: site,
		Thread: driver.Dim3{X: int(tid[0]), Y: int(tid[1]), Z: int(tid[2])},
		Block:  driver.Dim3{X: int(ctaid[0]), Y: int(ctaid[1]), Z: int(ctaid[2])},
	}
}
