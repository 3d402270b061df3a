package gpucall

import (
	"fmt"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/chunked"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/hostexec"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// The GPU side of Reduce (docs/gpu-abi.md): abi.RoleStage1 folds the input
// grid-stride into one partial per block, abi.RoleStage2 folds the partials in
// one block and applies the initial value. At most two launches; the
// partials live in a scratch buffer cached per (loop, device) in the
// device's dispatch.Code, or per (loop, stream) by the stream for the
// reductions that return at once, so a reduction allocates nothing on the
// device after its first call.

// ReduceMaxPartials bounds stage 1's grid (and the scratch buffer).
const ReduceMaxPartials = abi.ReduceMaxPartials

// reduceScratch is the partials buffer of one loop on one device; its
// mutex serializes reductions that share it.
type reduceScratch struct {
	mu  sync.Mutex
	buf Mem // ReduceMaxPartials partials, then the result
}

// scratchKey names a loop's partials buffer in a device's dispatch.Code,
// shared by the reductions that wait for their result before releasing it
// and living as long as the device. Those that return at once (ReduceInto
// on a stream) use the stream's own buffer (Stream.Scratch), which the
// stream's order serializes and its Close frees: a buffer per stream in
// the device's table would outlive every stream a program makes.
type scratchKey struct{ loop *Loop }

func (g *Loop) scratchFor(dev Device, esize int) (*reduceScratch, error) {
	return dispatch.Cached(dev.Code(), scratchKey{g}, func() (*reduceScratch, error) {
		buf, err := dev.Alloc((ReduceMaxPartials + 1) * esize)
		if err != nil {
			return nil, err
		}
		return &reduceScratch{buf: buf}, nil
	})
}

// flatStride is the one stride that walks every element of o, whose
// layout the GPU reduction needs to flatten (pooled scratch: no
// allocation).
func (g *Loop) flatStride(o ewOperand) (int, error) {
	ew := g.getScratch(1)
	ew.ops = append(ew.ops, o)
	err := ew.coalesce(o.shape)
	flat, stride := len(ew.cshape) == 1, 0
	if flat {
		stride = ew.cstr[0][0]
	}
	g.putScratch(ew)
	if err != nil {
		return 0, errs.Wrapf(err, "kern: %s.Reduce", g.label())
	}
	if !flat {
		return 0, fmt.Errorf("kern: %s.Reduce: the GPU reduces 1-d arrays; shape %s strides %v do not flatten to one stride: copy the view into a contiguous device array first (NewDeviceArray, then CopyFromDevice): %w",
			g.label(), nd.ShapeString(o.shape), o.strides, errs.Argument)
	}
	return stride, nil
}

// Reduces reports whether the loop has GPU reduce stages.
func (g *Loop) Reduces() bool { return g.HasCode() && g.gen.Entries[abi.RoleStage1] != "" }

// reduceWhole folds every element of o (a 1-d array, or one whose
// elements coalesce to a single stride) into *out, a host element of the
// loop's dtype, starting from *init when init is not nil, copying a host
// array in whole. It waits for the result: a reduction returns a host
// value. An empty input gives *init, or hostexec.ErrEmpty.
func (g *Loop) reduceWhole(dev Device, s Stream, o ewOperand, init, out unsafe.Pointer) (err error) {
	dt := g.in[0]
	es := dt.Size()
	if o.isScal {
		return fmt.Errorf("kern: %s.Reduce of a scalar: %w", g.label(), errs.Argument)
	}
	n := 1
	for _, d := range o.shape {
		n *= d
	}
	if n == 0 {
		if init == nil {
			return fmt.Errorf("kern: %s.Reduce of shape %s: %w", g.label(), nd.ShapeString(o.shape), hostexec.ErrEmpty)
		}
		copy(unsafe.Slice((*byte)(out), es), unsafe.Slice((*byte)(init), es))
		return nil
	}
	stride, err := g.flatStride(o)
	if err != nil {
		return err
	}
	var call dispatch.Call
	if err := Begin(&call, dev, s); err != nil {
		return err
	}
	defer func() { err = call.Done(err) }()
	f1, f2, err := g.reduceStart(&call, dev, &o)
	if err != nil {
		return err
	}
	sc, err := g.scratchFor(dev, es)
	if err != nil {
		return err
	}
	sc.mu.Lock()
	defer sc.mu.Unlock()
	partials, err := sc.buf.DevicePointer()
	if err != nil {
		return err
	}
	result := partials + driver.Ptr(ReduceMaxPartials*es)
	if err := g.foldOnDevice(dev, &call, f1, f2, o.ptr, n, stride, partials, result, init); err != nil {
		return err
	}
	if err := call.Get(out, result, es); err != nil {
		return errs.Wrapf(err, "kern: %s.Reduce: reading the result", g.label())
	}
	return call.Wait()
}

// foldOnDevice queues the reduction of n elements at src0 (stride in
// elements) into the element at result: stage 1 folds into partials
// (ReduceMaxPartials elements of scratch), stage 2 folds the partials and
// applies *init when init is not nil. The order of the fold depends only on
// n and the element type (docs/gpu-abi.md), so it is deterministic.
func (g *Loop) foldOnDevice(dev Device, call *dispatch.Call, f1, f2 *dispatch.Func, src0 driver.Ptr, n, stride int, partials, result driver.Ptr, init unsafe.Pointer) error {
	es := g.in[0].Size()
	block := driver.Dim3{X: abi.ReduceBlock, Y: 1, Z: 1}
	one := driver.Dim3{X: 1, Y: 1, Z: 1}

	call.Moves(int64(n) * int64(es)) // the first launch reads the input
	src, m := partials, 0
	v := abi.ReduceGroup(es, !g.in[0].IsComplex())
	if stride == 1 && n <= abi.ReduceBlock*v {
		// Stage 2 folds its input as stage 1's only block would, so one
		// launch gives the same bits.
		src, m = src0, n
	} else {
		// One block per partial: the fold order (docs/gpu-abi.md) is fixed
		// by n, and 1024 blocks keep 8 MiB of 16-byte loads in flight,
		// more than any GPU's bandwidth-latency product.
		m = abi.ReducePartials(n, v)
		b := g.bufs.Get(8)
		b.Layout(abi.Stage1Len)
		b.SetInt(abi.Stage1N, n)
		b.SetPtr(abi.Stage1In, src0)
		b.SetInt(abi.Stage1Stride, stride)
		b.SetPtr(abi.Stage1Partials, partials)
		err := call.Launch(f1, &driver.LaunchConfig{Grid: driver.Dim3{X: m, Y: 1, Z: 1}, Block: block}, b.Args())
		g.bufs.Put(b)
		if err != nil {
			return errs.Wrapf(err, "kern: %s.Reduce", g.label())
		}
	}
	b := g.bufs.Get(8)
	l := abi.Stage2{Complex: g.in[0].IsComplex()}
	b.Layout(l.Len())
	b.SetInt(abi.Stage2M, m)
	b.SetPtr(abi.Stage2Partials, src)
	b.SetPtr(abi.Stage2Out, result)
	if init != nil {
		b.ElemLeaves(abi.Stage2Init, init, es, l.Complex)
		b.Set(l.HasInit(), 1)
	}
	err := call.Launch(f2, &driver.LaunchConfig{Grid: one, Block: block}, b.Args())
	g.bufs.Put(b)
	if err != nil {
		return errs.Wrapf(err, "kern: %s.Reduce", g.label())
	}
	return nil
}

// ReduceAxis folds in along axis on dev into a new host array with that
// axis removed, starting each fold from *init when init is not nil. Every
// output element is one strided fold on the device (foldOnDevice, two
// launches each, queued back to back on one stream), so each element's
// order is the whole-array GPU order of its n inputs; the operand is
// copied in whole, not chunked.
func (g *Loop) ReduceAxis(dev Device, s Stream, in any, axis int, init unsafe.Pointer) (_ any, err error) {
	dt := g.in[0]
	es := dt.Size()
	o, err := g.operandOf(in, dt, dev)
	if err != nil {
		return nil, errs.Wrapf(err, "kern: %s.Reduce", g.label())
	}
	if o.isScal {
		return nil, fmt.Errorf("kern: %s.Reduce of a scalar: %w", g.label(), errs.Argument)
	}
	k := axis
	if k < 0 {
		k += len(o.shape)
	}
	if k < 0 || k >= len(o.shape) {
		return nil, fmt.Errorf("kern: %s.Reduce: axis %d is out of range for shape %s: %w", g.label(), axis, nd.ShapeString(o.shape), nd.ErrShape)
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
		return nil, fmt.Errorf("kern: %s.Reduce along axis %d of shape %s: %w", g.label(), axis, nd.ShapeString(o.shape), hostexec.ErrEmpty)
	case n == 0:
		for i := range size {
			hostexec.CopyElem(unsafe.Add(out.Base, i*es), init, es)
		}
		return out.Value, nil
	}
	var call dispatch.Call
	if err := Begin(&call, dev, s); err != nil {
		return nil, err
	}
	defer func() { err = call.Done(err) }()
	f1, f2, err := g.reduceStart(&call, dev, &o)
	if err != nil {
		return nil, err
	}
	res, err := call.In(out.Base, 0, size-1, es, true, true)
	if err != nil {
		return nil, errs.Wrapf(err, "kern: %s.Reduce", g.label())
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
		return nil, errs.Wrapf(err, "kern: %s.Reduce", g.label())
	}
	if err := call.Wait(); err != nil {
		return nil, err
	}
	return out.Value, nil
}

// ReduceInto folds every element of in into out, a one-element device
// array of the loop's dtype on dev, starting from *init when init is not
// nil. On a stream it returns at once (a Graph can capture it): the
// partials are the stream's own, so the stream's order serializes the
// reductions that use them. Without a stream it waits for the result.
func (g *Loop) ReduceInto(dev Device, s Stream, in, out any, init unsafe.Pointer) (err error) {
	dt := g.in[0]
	es := dt.Size()
	o, err := g.operandOf(in, dt, dev)
	if err != nil {
		return errs.Wrapf(err, "kern: %s.Reduce", g.label())
	}
	r, err := g.operandOf(out, dt, dev)
	if err != nil {
		return errs.Wrapf(err, "kern: %s.Reduce: Out", g.label())
	}
	if o.isScal {
		return fmt.Errorf("kern: %s.Reduce of a scalar: %w", g.label(), errs.Argument)
	}
	o = denseHost(o)
	if r.host != nil || r.isScal || len(r.shape) > 0 && size(r.shape) != 1 {
		return fmt.Errorf("kern: %s.Reduce: Out takes a one-element device array on %v: %w", g.label(), dev, errs.Argument)
	}
	n := size(o.shape)
	if n == 0 && init == nil {
		return fmt.Errorf("kern: %s.Reduce of shape %s: %w", g.label(), nd.ShapeString(o.shape), hostexec.ErrEmpty)
	}
	stride := 1
	if n > 0 {
		if stride, err = g.flatStride(o); err != nil {
			return err
		}
	}
	var call dispatch.Call
	if err := Begin(&call, dev, s); err != nil {
		return err
	}
	defer func() { err = call.Done(err) }()
	f1, f2, err := g.reduceStart(&call, dev, &o)
	if err != nil {
		return err
	}
	var buf Mem
	if s != nil {
		var held sync.Locker // an interface, not a method value, which would allocate
		if buf, held, err = s.Scratch(g, (ReduceMaxPartials+1)*es); err != nil {
			return err
		}
		defer held.Unlock()
		call.Keep(buf)
	} else {
		sc, err := g.scratchFor(dev, es)
		if err != nil {
			return err
		}
		sc.mu.Lock()
		defer sc.mu.Unlock()
		buf = sc.buf
	}
	partials, err := buf.DevicePointer()
	if err != nil {
		return err
	}
	// An empty input folds no elements: stage 2 of zero partials gives
	// *init.
	if err := g.foldOnDevice(dev, &call, f1, f2, o.ptr, n, stride, partials, r.ptr, init); err != nil {
		return err
	}
	if call.Queued() {
		call.Keep(o.keep)
		call.Keep(r.keep)
		return nil
	}
	// The device's partials are free again once the null stream is done.
	return dev.Driver().DefaultStream().Synchronize()
}

// reduceStart copies a host operand in for call (o then holds its device
// pointer) and looks up both reduce stages on dev.
func (g *Loop) reduceStart(call *dispatch.Call, dev Device, o *ewOperand) (f1, f2 *dispatch.Func, err error) {
	if o.host != nil {
		if err := o.copyIn(call, false); err != nil {
			return nil, nil, errs.Wrapf(err, "kern: %s.Reduce", g.label())
		}
	}
	if f1, err = g.function(dev, abi.RoleStage1); err != nil {
		return nil, nil, err
	}
	if f2, err = g.function(dev, abi.RoleStage2); err != nil {
		return nil, nil, err
	}
	return f1, f2, nil
}

// denseHost returns a host array operand whose elements do not lie at one
// stride (a transposed or stepped 2-d view) gathered into a new 1-d buffer
// in C order, the order the CPU targets fold: the GPU folds a run of one
// stride, and the whole array is copied in anyway. Any other operand is
// returned as it is.
func denseHost(o ewOperand) ewOperand {
	n := size(o.shape)
	if o.isScal || o.host == nil || n == 0 {
		return o
	}
	if cshape, _, err := coalesce(o.shape, []ewOperand{o}); err == nil && len(cshape) == 1 {
		return o
	}
	es := o.dt.Size()
	buf := make([]uint64, (n*es+7)/8)
	p := unsafe.Pointer(unsafe.SliceData(buf))
	chunked.CopyView(o.host, p, es, o.shape, o.strides, true)
	return ewOperand{dt: o.dt, shape: []int{n}, strides: []int{1}, host: p, keep: buf}
}

// size is the number of elements of shape.
func size(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}
