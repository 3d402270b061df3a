package kern

import (
	"fmt"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/hostexec"
	"github.com/kernlab/kern/internal/simt"
)

// exec is where one call runs: the concrete target, the device (nil: host
// memory only, on a CPU target) and the stream (nil: synchronous).
type exec struct {
	t   Target
	dev *Device
	s   *Stream
	// chunk holds the Chunked options of a GPU call on host arrays (nil:
	// the defaults).
	chunk *chunkConfig
}

// deviceTarget is the target that runs on dev: CUDA, ROC, or Sim for a
// device that runs Go code (the host device).
func deviceTarget(dev *Device) Target {
	switch dev.info.Kind {
	case driver.KindCUDA:
		return CUDA
	case driver.KindROC:
		return ROC
	}
	if _, ok := dev.Driver().(goLauncher); ok {
		return Sim
	}
	return Auto
}

// placeReq is what a ufunc, gufunc, reduce call or kernel launch asks of
// placement.
type placeReq struct {
	on     any     // a Target, *Device, *Stream, or for calls a *Chunking
	name   string  // what runs, for errors: a ufunc's name, "kernel NAME"
	opDev  *Device // the operands' device; nil: host memory only
	stream *Stream // a launch's OnStream option
	// hasCode says whether kern gen compiled the function; id and
	// directive name it and the mark that would compile it.
	hasCode   bool
	id        Identity
	directive string
	// grid: a kernel, which runs as a grid on every CPU target (Sim) and
	// takes no Chunking; with blocks, kern gen wrote a block function for
	// it, which runs it on CPU and Parallel instead.
	grid, blocks bool
	// cpuOnly, when not "", says what runs on the CPU targets only ("Reduce
	// runs on the CPU targets only: ..."): Auto keeps the call on the host, and
	// a GPU target is an error that says so.
	cpuOnly string
}

// place decides where a call or launch runs; it is the one resolver of
// the runtime, so every kind follows the same rules:
//   - a named device or stream (or a launch's OnStream) must be the
//     operands' device;
//   - Auto runs, when the function has code for it, on the GPU that holds
//     the operands, or with host operands on DefaultDevice(Auto) when that
//     is a GPU; otherwise on Parallel (a kernel: Sim);
//   - CUDA and ROC need compiled code (else ErrNoGPUCode) and a device of
//     their kind (the operands', the named one, or DefaultDevice; else an
//     error wrapping driver.ErrNoDevice);
//   - CPU targets need operands the CPU can address; a kernel runs on them
//     as a Sim grid, or on CPU and Parallel through its generated block
//     function when it has one (on the host device either way).
func place(r *placeReq) (exec, error) {
	var e exec
	on, name := r.on, r.name
	if !r.grid {
		on, e.chunk = unwrapChunking(on)
	}
	switch o := on.(type) {
	case Target:
		e.t = o
	case *Device:
		if o == nil {
			return e, fmt.Errorf("kern: %s on a nil *kern.Device (kern.Auto asks for the default device): %w", name, ErrTarget)
		}
		if o.Driver() == nil {
			return e, fmt.Errorf("kern: %s on a device without a driver: %w", name, driver.ErrNoDevice)
		}
		e.t, e.dev = deviceTarget(o), o
	case *Stream:
		if o == nil {
			return e, fmt.Errorf("kern: %s on a nil stream: %w", name, ErrTarget)
		}
		e.t, e.dev, e.s = deviceTarget(o.Device()), o.Device(), o
	case *Spreading:
		return e, fmt.Errorf("kern: %s: Spread places ufunc, gufunc and reduce calls only: %w", name, ErrTarget)
	case nil:
		return e, fmt.Errorf("kern: %s on nil (kern.Auto asks for the default device): %w", name, ErrTarget)
	default:
		return e, fmt.Errorf("kern: %s on a %T: want a kern.Target, *kern.Device or *kern.Stream: %w", name, on, ErrTarget)
	}
	if s := r.stream; s != nil && e.s == nil {
		if e.dev != nil && s.dev != e.dev {
			return e, fmt.Errorf("kern: %s on %v with a stream of %v: %w", name, e.dev, s.dev, ErrTarget)
		}
		e.dev, e.s = s.dev, s
	}
	if e.dev != nil && r.opDev != nil && e.dev != r.opDev {
		return e, fmt.Errorf("kern: %s on %v, but its operands live on %v: %w", name, e.dev, r.opDev, ErrTarget)
	}
	if e.dev == nil {
		e.dev = r.opDev
	}
	auto := e.t == Auto
	if auto {
		e.t = Parallel
		if r.hasCode {
			if e.dev == nil {
				// the auto rule (docs/design.md): on a machine with a GPU, host operands
				// go to it, copied in and out (Numba's target='cuda').
				if d, err := DefaultDevice(Auto); err == nil && deviceTarget(d).isGPU() {
					e.dev = d
				}
			}
			if e.dev != nil && deviceTarget(e.dev).isGPU() {
				e.t = deviceTarget(e.dev)
			}
		}
	}
	// Auto keeps a kernel on the simulator, the CPU target that checks
	// what a GPU leaves undefined.
	if r.grid && (auto || !r.blocks) && (e.t == CPU || e.t == Parallel) {
		e.t = Sim
	}
	if r.cpuOnly != "" && e.t.isGPU() {
		return e, fmt.Errorf("kern: %s: %s, not on %v: %w", name, r.cpuOnly, e.t, ErrTarget)
	}
	switch e.t {
	case CPU, Parallel, Sim:
	case CUDA, ROC:
		if !r.hasCode {
			err := fmt.Errorf("kern: %w for %s: mark it //kern:%s and run go generate", ErrNoGPUCode, r.id, r.directive)
			if e.dev == nil {
				if _, derr := DefaultDevice(e.t); derr != nil {
					// Without a device as well: the error matches both.
					return e, alsoError{err, derr}
				}
			}
			return e, err
		}
		if e.dev == nil {
			d, err := DefaultDevice(e.t)
			if err != nil {
				return e, fmt.Errorf("kern: %s on the %v target: %w (%w)", name, e.t, driver.ErrNoDevice, err)
			}
			e.dev = d
		}
		if deviceTarget(e.dev) != e.t {
			return e, fmt.Errorf("kern: %s on the %v target: %v is not a %v device: %w", name, e.t, e.dev, e.t, driver.ErrNoDevice)
		}
		return e, nil
	default:
		return e, fmt.Errorf("kern: %s: %v: %w", name, e.t, ErrTarget)
	}
	if e.dev != nil {
		if _, ok := e.dev.Driver().(hostMemory); !ok {
			return e, fmt.Errorf("kern: %s on the %v target: operands live on %v, which the CPU cannot address; use kern.CUDA/kern.ROC or copy them to the host: %w",
				name, e.t, e.dev, ErrTarget)
		}
	}
	if (e.t == Sim || r.grid) && e.dev == nil {
		e.dev = HostDevice()
	}
	return e, nil
}

// alsoError is an error that has a second cause: its message is the
// first's, and errors.Is and errors.As find either.
type alsoError struct {
	error
	also error
}

func (e alsoError) Unwrap() []error { return []error{e.error, e.also} }

// ready orders a CPU-target call after the work queued on its device: a
// CPU loop reads device memory directly, so copies and launches queued on
// streams must be done. Sim launches do this themselves (on a stream, or
// on the legacy null stream, which waits for the others).
func (e exec) ready() error {
	if e.t == Sim {
		return nil
	}
	return e.syncAll()
}

// syncAll waits for the work queued where e runs: its stream, or its
// device.
func (e exec) syncAll() error {
	switch {
	case e.s != nil:
		return e.s.Synchronize()
	case e.dev != nil:
		return e.dev.Synchronize()
	}
	return nil
}

// simLaunch launches sim grids for name: on e.s when the call named a
// stream (asynchronously: keep stays alive until the stream is
// synchronized) and synchronously otherwise.
func (e exec) simLaunch(name string, keep ...any) hostexec.Launch {
	return func(n int, body func(*simt.Thread)) error {
		err := e.dev.launchGo(FuncLaunch{Grid: Dim3{hostexec.SimGrid(n), 1, 1}, Block: Dim3{hostexec.SimBlockFor(n), 1, 1}, NoSync: true, Stream: e.s, Name: name}, body)
		if err != nil {
			return fmt.Errorf("kern: %s on the sim target: %w", name, err)
		}
		if e.s != nil {
			e.s.keep(keep...)
		}
		return nil
	}
}

// hostKind is the host executor of a CPU target.
func (e exec) hostKind() hostexec.Kind {
	switch e.t {
	case Parallel:
		return hostexec.Parallel
	case Sim:
		return hostexec.Sim
	}
	return hostexec.Serial
}
