package kern

import (
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/ufunc"
)

// Target says where a ufunc runs. It is passed with every call: there is
// no global default to change. The zero value is Auto.
type Target int

const (
	// Auto runs on the GPU when the ufunc has compiled code for it and a
	// GPU holds the operands or, for host operands, is present (CUDA, else
	// ROC; host arrays are copied in and out), and on Parallel otherwise.
	Auto Target = iota
	// CPU is a serial loop on the calling goroutine.
	CPU
	// Parallel spreads the elements over GOMAXPROCS goroutines in chunks
	// of at least 64 KiB of output.
	Parallel
	// Sim runs the ufunc as a grid of threads on the host device (the simt
	// engine), each thread striding over the elements as a CUDA grid-stride
	// loop does: the CUDA execution model on the CPU.
	Sim
	// CUDA runs the loop's PTX on an NVIDIA device.
	CUDA
	// ROC runs the loop's amdgpu code object on an AMD device (driver/roc).
	ROC
)

var targetNames = [...]string{"auto", "cpu", "parallel", "sim", "cuda", "roc"}

// String is the target's name as Numba spells it ("cpu", "parallel", …).
func (t Target) String() string {
	if t >= 0 && int(t) < len(targetNames) {
		return targetNames[t]
	}
	return fmt.Sprintf("Target(%d)", int(t))
}

// ParseTarget is the inverse of String.
func ParseTarget(s string) (Target, error) {
	for i, n := range targetNames {
		if n == s {
			return Target(i), nil
		}
	}
	return 0, fmt.Errorf("kern: unknown target %q (want one of %v): %w", s, targetNames, ErrTarget)
}

// cpuRun is the loop's CPU inner loop: the one `kern gen` wrote, with the
// core inlined, when the loop's function was generated from its current
// source; else Run (a stale SIMD loop would compute the old function).
// The sim target keeps Run, one element per thread.
func (l *Loop) cpuRun() func(n int, args []unsafe.Pointer, steps []int) {
	if g := l.gpu; g != nil && g.Current() && g.Gen().CPU != nil {
		return g.Gen().CPU
	}
	return l.Run
}

// cpuFold is the loop's fold: the one `kern gen` wrote for a reduce core,
// with the core inlined, when there is one and it is current (its lane
// order assumes the core kern gen saw); else Fold (which may be nil).
func (l *Loop) cpuFold() func(acc unsafe.Pointer, n int, x unsafe.Pointer, step int) {
	if g := l.gpu; g != nil && g.Current() && g.Gen().Fold != nil {
		return g.Gen().Fold
	}
	return l.Fold
}

// hasGPUCode reports whether a loop can run on a GPU target.
func (l *Loop) hasGPUCode() bool { return l.gpu != nil && l.gpu.HasCode() }

// isGPU reports whether t needs compiled code.
func (t Target) isGPU() bool { return t == CUDA || t == ROC }

// Where reports the target and device a Call with these arguments runs
// on, without running it: the choice kern.Auto makes (the operands' GPU,
// else the CUDA then ROC device when kern gen compiled the picked loop,
// else Parallel on the host device), or the error the call would return
// for a bad placement or bad operands. CPU targets report the host device.
func (u *Ufunc) Where(on any, args ...any) (Target, *Device, error) {
	if u.err != nil {
		return 0, nil, u.err
	}
	if len(args) != u.nin {
		return 0, nil, fmt.Errorf("kern: %s takes %d inputs, got %d: %w", u.name, u.nin, len(args), ufunc.ErrArity)
	}
	ops, dev, err := operands(u.name, args, 0)
	if err != nil {
		return 0, nil, err
	}
	loop, err := u.pick(ops)
	if err != nil {
		return 0, nil, err
	}
	e, err := place(&placeReq{on: on, name: u.name, opDev: dev, hasCode: loop.hasGPUCode(), id: loop.ID, directive: "vectorize"})
	return whereOf(e, err)
}

// Where reports where a Call of the reduction on a would run; see
// Ufunc.Where.
func (r *Reducer) Where(on any, a any) (Target, *Device, error) {
	if r.err != nil {
		return 0, nil, r.err
	}
	op, dev, err := operandOf(a)
	if err != nil {
		return 0, nil, fmt.Errorf("kern: %s.Reduce: %w", r.name, err)
	}
	for i := range r.loops {
		if l := &r.loops[i]; len(l.In) == 2 && l.In[0] == op.DType {
			e, err := place(&placeReq{on: on, name: r.name, opDev: dev, hasCode: l.hasGPUCode(), id: l.ID, directive: "reduce"})
			return whereOf(e, err)
		}
	}
	_, err = r.Call(on, a) // the call's own error for a dtype without a loop
	return 0, nil, err
}

// Where reports where a launch with these arguments would run: kern.Auto
// is the arguments' GPU, else the default GPU when kern gen compiled the
// kernel, else Sim on the host device; CPU and Parallel are themselves
// when kern gen wrote the kernel a block function, else Sim.
func (c *kernelCore) Where(on any, args ...any) (Target, *Device, error) {
	return whereOf(c.place(on, args, nil))
}

func whereOf(e exec, err error) (Target, *Device, error) {
	if err != nil {
		return 0, nil, err
	}
	if e.dev == nil {
		e.dev = HostDevice()
	}
	return e.t, e.dev, nil
}
