package kern

import (
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/hostexec"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// reduceAxis folds in along axis on dev into a new host array with that
// axis removed, starting each fold from *init when init is not nil. Every
// output element is one strided fold on the device (foldOnDevice, two
// launches each, queued back to back on one stream), so each element's
// order is the whole-array GPU order of its n inputs; the operand is
// copied in whole, not chunked.
func (g *gpuLoop) reduceAxis(dev *Device, s *Stream, in any, axis int, init unsafe.Pointer) (_ any, err error) {
	dt := g.in[0]
	es := dt.Size()
	o, err := ewOperandOf(in, dt, dev)
	if err != nil {
		return nil, fmt.Errorf("kern: %s: reduce: %w", g.id, err)
	}
	if o.isScal {
		return nil, fmt.Errorf("kern: %s: reduce of a scalar: %w", g.id, ErrArgument)
	}
	k := axis
	if k < 0 {
		k += len(o.shape)
	}
	if k < 0 || k >= len(o.shape) {
		return nil, fmt.Errorf("kern: %s.Reduce: axis %d is out of range for shape %s: %w", g.id, axis, nd.ShapeString(o.shape), nd.ErrShape)
	}
	n, step := o.shape[k], o.strides[k]
	rest := append(append([]int{}, o.shape[:k]...), o.shape[k+1:]...)
	restSt := append(append([]int{}, o.strides[:k]...), o.strides[k+1:]...)
	out, err := ufunc.NewHost(dt, rest)
	if err != nil {
		return nil, err
	}
	size := 1
	for _, d := range rest {
		size *= d
	}
	switch {
	case size == 0:
		return out.Value, nil
	case n == 0 && init == nil:
		return nil, fmt.Errorf("kern: %s.Reduce along axis %d of shape %s: %w", g.id, axis, nd.ShapeString(o.shape), ErrEmpty)
	case n == 0:
		for i := range size {
			hostexec.CopyElem(unsafe.Add(out.Base, i*es), init, es)
		}
		return out.Value, nil
	}
	var call dispatch.Call
	if err := beginCall(&call, dev, s); err != nil {
		return nil, err
	}
	defer func() { err = call.Done(err) }()
	if o.host != nil {
		a := gpuArg{host: o.host}
		a.lo, a.hi = extent(o.shape, o.strides)
		if err := copyIn(&call, &a, es, false, false); err != nil {
			return nil, fmt.Errorf("kern: %s: reduce: %w", g.id, err)
		}
		o.ptr = a.ptr
	}
	res, err := call.In(out.Base, 0, size-1, es, true, true)
	if err != nil {
		return nil, fmt.Errorf("kern: %s: reduce: %w", g.id, err)
	}
	f1, err := g.function(dev, RoleStage1)
	if err != nil {
		return nil, err
	}
	f2, err := g.function(dev, RoleStage2)
	if err != nil {
		return nil, err
	}
	sc, err := g.scratchFor(dev, es)
	if err != nil {
		return nil, err
	}
	sc.mu.Lock()
	defer sc.mu.Unlock()
	partials, err := sc.buf.DevicePointer()
	if err != nil {
		return nil, err
	}
	// The folds share the partials: stream order keeps one fold's stage 2
	// before the next one's stage 1.
	idx := make([]int, len(rest))
	for i := range size {
		off := 0
		for d := range idx {
			off += idx[d] * restSt[d]
		}
		src := o.ptr + driver.Ptr(off*es) // off < 0 wraps, as pointer arithmetic does
		if err := g.foldOnDevice(dev, &call, f1, f2, src, n, step, partials, res+driver.Ptr(i*es), init); err != nil {
			return nil, err
		}
		for d := len(idx) - 1; d >= 0; d-- {
			if idx[d]++; idx[d] < rest[d] {
				break
			}
			idx[d] = 0
		}
	}
	if err := call.Back(); err != nil {
		return nil, fmt.Errorf("kern: %s: %w", g.id, err)
	}
	if err := call.Wait(); err != nil {
		return nil, err
	}
	return out.Value, nil
}
