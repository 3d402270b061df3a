package placement

import (
	"fmt"
	"strings"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/errs"
)

// Target is kern.Target: the same names and values (kern.Target's
// String and ParseTarget are these).
type Target int

const (
	Auto Target = iota
	CPU
	Parallel
	Sim
	CUDA
	ROC
)

var names = [...]string{"auto", "cpu", "parallel", "sim", "cuda", "roc"}

// String is the target's name as kern.Target spells it.
func (t Target) String() string {
	if t >= 0 && int(t) < len(names) {
		return names[t]
	}
	return fmt.Sprintf("Target(%d)", int(t))
}

// ParseTarget is the inverse of String.
func ParseTarget(s string) (Target, bool) {
	for i, n := range names {
		if n == s {
			return Target(i), true
		}
	}
	return 0, false
}

// TargetNames lists the targets' names in order.
func TargetNames() []string { return names[:] }

// IsGPU reports whether t needs compiled code.
func (t Target) IsGPU() bool { return t == CUDA || t == ROC }

// Device is what placement asks of a device. Two Devices are the same
// device when they are equal.
type Device interface {
	// Target is the target that runs on the device: CUDA, ROC, Sim for a
	// device that runs Go code (the host device), else Auto.
	Target() Target
	// HostAddressable reports whether the CPU can address its memory.
	HostAddressable() bool
	String() string
}

// Env is what placement asks of the process: its devices.
type Env interface {
	// DefaultDevice is the device a target runs on by default.
	DefaultDevice(t Target) (Device, error)
	// HostDevice is the process's CPU device.
	HostDevice() Device
}

// Code is a function's compiled code as placement asks of it.
type Code interface {
	// Fits returns nil when the code runs on the GPU device d, else what
	// it lacks there: PTX or LLVM IR, or PTX for a GPU no newer than d (an
	// error wrapping dispatch.ErrNoGPUCode).
	Fits(d Device) error
}

// Request is what a ufunc, gufunc, reduce call or kernel launch asks of
// placement, after the root resolved its placement argument.
type Request struct {
	Name   string // what runs, for errors: a ufunc's name, "kernel NAME"
	Target Target // the target asked for (a device's own for a device)
	Dev    Device // the named device, or the operands'; nil: none yet
	// HasCode says whether kern gen compiled the function; ID and
	// Directive name it and the mark that would compile it.
	HasCode   bool
	ID        string
	Directive string
	// Stale is the error a GPU target returns for the function's code
	// when HasCode: its source changed after kern gen (an error wrapping
	// registry.ErrStale), or the JIT could not replace it; nil when the
	// code is current.
	Stale error
	// Code, when not nil, is the function's code when HasCode: Auto
	// passes over a GPU device it does not fit as over one without code,
	// for the other GPU kind or the host; a GPU target asked for by name
	// returns what the code lacks there (and so does Where).
	Code Code
	// Grid: a kernel, which runs as a grid on the host device; with
	// Blocks, kern gen wrote it a block function from its current source,
	// which runs it on CPU and Parallel, else it runs on Sim there.
	Grid, Blocks bool
	// CPUOnly, when not "", says what runs on the CPU targets only
	// ("Reduce runs on the CPU targets only: ..."): Auto keeps the call on
	// the host, and a GPU target is an error that says so.
	CPUOnly string
}

// Resolve returns the target and device a request runs on.
func Resolve(r *Request, env Env) (Target, Device, error) {
	t, dev, name := r.Target, r.Dev, r.Name
	auto := t == Auto
	if auto {
		t = Parallel
		if r.HasCode {
			if dev == nil {
				// the auto rule (docs/design.md): on a machine with a GPU, host operands
				// go to it, copied in and out (Numba's target='cuda'),
				// or to the other kind's when the code fits only that.
				if d, err := env.DefaultDevice(Auto); err == nil && r.runsOn(d) {
					dev = d
				} else if err == nil && d.Target().IsGPU() {
					for _, k := range [...]Target{CUDA, ROC} {
						if d, err := env.DefaultDevice(k); err == nil && r.runsOn(d) {
							dev = d
							break
						}
					}
				}
			}
			if dev != nil && r.runsOn(dev) {
				t = dev.Target()
			}
		}
	}
	// On the host Auto is the fastest correct path: a kernel's block
	// function over GOMAXPROCS goroutines, 100× and more ahead of a
	// goroutine per thread. A kernel without a current one (warp
	// operations, a barrier under a thread-dependent condition, no kern
	// gen, an edit since) runs on Sim, as CPU and Parallel then run it.
	if r.Grid && !r.Blocks && (t == CPU || t == Parallel) {
		t = Sim
	}
	if r.CPUOnly != "" && t.IsGPU() {
		return t, dev, fmt.Errorf("kern: %s: %s, not on %v: %w", name, r.CPUOnly, t, errs.Target)
	}
	switch t {
	case CPU, Parallel, Sim:
	case CUDA, ROC:
		if !r.HasCode {
			// A marked function has none either when kern gen refused it
			// (a diagnostic) or its last run failed.
			how := "mark it //kern:" + r.Directive + " and run go generate (if it is marked, kern gen refused it or has not succeeded since: its diagnostics say why)"
			if strings.Contains(r.ID, "[...].func") {
				// F[T] inside generic code is a closure over F's shaped
				// instance, which names neither F nor T.
				how = "a marked function instantiated with a type parameter of generic code is a closure Go does not name; instantiate it with named types (F[kern.Float16]) and pass the result to the generic code"
			}
			err := fmt.Errorf("kern: %w for %s: %s", dispatch.ErrNoGPUCode, r.ID, how)
			if dev == nil {
				if _, derr := env.DefaultDevice(t); derr != nil {
					// Without a device as well: the error matches both.
					return t, dev, alsoError{err, derr}
				}
			}
			return t, dev, err
		}
		if dev == nil {
			d, err := env.DefaultDevice(t)
			if err != nil {
				return t, dev, fmt.Errorf("kern: %s on the %v target: %w (%w)", name, t, driver.ErrNoDevice, err)
			}
			dev = d
		}
		if dev.Target() != t {
			// The operands' device (a named one has its own target): a
			// placement mistake, not a missing GPU, which a caller may
			// take ErrNoDevice to mean, unless there is none.
			err := fmt.Errorf("kern: %s on the %v target: its operands live on %v, not on a %v device; copy them to one (kern.ToDevice), or pass kern.Auto to run where they are: %w",
				name, t, dev, t, errs.Target)
			if _, derr := env.DefaultDevice(t); derr != nil {
				// The process has no such device either: the error matches both.
				return t, dev, alsoError{err, fmt.Errorf("%w (%w)", driver.ErrNoDevice, derr)}
			}
			return t, dev, err
		}
		if r.Stale != nil {
			// What the call would meet at its first launch, said before
			// anything is allocated or copied (and by Where).
			return t, dev, r.Stale
		}
		if r.Code != nil {
			// Likewise code the device cannot run: no PTX for its compute
			// capability, no LLVM IR or code object for its processor
			// (whatever the operands' size, as for stale code).
			if err := r.Code.Fits(dev); err != nil {
				return t, dev, errs.Wrapf(err, "kern: %s", name)
			}
		}
		return t, dev, nil
	default:
		return t, dev, fmt.Errorf("kern: %s: %v: %w", name, t, errs.Target)
	}
	if dev != nil {
		if !dev.HostAddressable() {
			return t, dev, fmt.Errorf("kern: %s on the %v target: operands live on %v, which the CPU cannot address; use kern.CUDA/kern.ROC or copy them to the host: %w",
				name, t, dev, errs.Target)
		}
	}
	if (t == Sim || r.Grid) && dev == nil {
		dev = env.HostDevice()
	}
	return t, dev, nil
}

// runsOn reports whether Auto may run the request's code on d: a GPU
// that the code fits.
func (r *Request) runsOn(d Device) bool {
	return d.Target().IsGPU() && (r.Code == nil || r.Code.Fits(d) == nil)
}

// alsoError is an error that has a second cause: its message is the
// first's, and errors.Is and errors.As find either.
type alsoError struct {
	error
	also error
}

func (e alsoError) Unwrap() []error { return []error{e.error, e.also} }
