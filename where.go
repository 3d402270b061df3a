package kern

import (
	"fmt"

	"github.com/kernlab/kern/ufunc"
)

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
