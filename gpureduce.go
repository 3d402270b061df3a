package kern

import (
	"fmt"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/nd"
)

// The GPU side of Reduce (docs/gpu-abi.md): RoleStage1 folds the input
// grid-stride into one partial per block, RoleStage2 folds the partials in
// one block and applies the initial value. At most two launches; the
// partials live in a scratch buffer cached per (loop, device), so a
// reduction allocates nothing on the device after its first call.

// reduceMaxPartials bounds stage 1's grid (and the scratch buffer).
const reduceMaxPartials = 1024

// reduceScratch is the partials buffer of one loop on one device; its
// mutex serializes reductions that share it.
type reduceScratch struct {
	mu  sync.Mutex
	buf *DeviceArray[uint8] // reduceMaxPartials partials, then the result
}

// gpuReduceState is the per-device scratch of a loop.
type gpuReduceState struct {
	mu      sync.Mutex
	scratch map[driver.Device]*reduceScratch
}

func (g *gpuLoop) scratchFor(dev *Device, esize int) (*reduceScratch, error) {
	g.red.mu.Lock()
	defer g.red.mu.Unlock()
	if g.red.scratch == nil {
		g.red.scratch = map[driver.Device]*reduceScratch{}
	}
	k := dev.Driver()
	if s := g.red.scratch[k]; s != nil {
		return s, nil
	}
	buf, err := NewDeviceArray[uint8](dev, []int{(reduceMaxPartials + 1) * esize}, nd.C)
	if err != nil {
		return nil, err
	}
	s := &reduceScratch{buf: buf}
	g.red.scratch[k] = s
	return s, nil
}

// reduce folds every element of in (a 1-d array, or one whose elements
// coalesce to a single stride) into *out, a host element of the loop's
// dtype, starting from *init when init is not nil. It waits for the result:
// a reduction returns a host value. An empty input gives *init, or ErrEmpty.
func (g *gpuLoop) reduces() bool { return g.hasCode() && g.gen.Entries[abi.RoleStage1] != "" }

func (g *gpuLoop) reduce(dev *Device, s *Stream, in any, init, out unsafe.Pointer) (err error) {
	dt := g.in[0]
	es := dt.Size()
	o, err := ewOperandOf(in, dt, dev)
	if err != nil {
		return fmt.Errorf("kern: %s: reduce: %w", g.id, err)
	}
	if o.isScal {
		return fmt.Errorf("kern: %s: reduce of a scalar: %w", g.id, ErrArgument)
	}
	n := 1
	for _, d := range o.shape {
		n *= d
	}
	if n == 0 {
		if init == nil {
			return fmt.Errorf("kern: %s.Reduce of shape %s: %w", g.id, nd.ShapeString(o.shape), ErrEmpty)
		}
		copy(unsafe.Slice((*byte)(out), es), unsafe.Slice((*byte)(init), es))
		return nil
	}
	ew := g.getScratch(1)
	ew.ops = append(ew.ops, o)
	err = ew.coalesce(o.shape)
	flat, stride := len(ew.cshape) == 1, 0
	if flat {
		stride = ew.cstr[0][0]
	}
	g.putScratch(ew)
	if err != nil {
		return fmt.Errorf("kern: %s: %w", g.id, err)
	}
	if !flat {
		return fmt.Errorf("kern: %s: the GPU reduces 1-d arrays; shape %s strides %v do not flatten to one stride (Ravel or copy it first): %w",
			g.id, nd.ShapeString(o.shape), o.strides, ErrArgument)
	}
	var call dispatch.Call
	if err := beginCall(&call, dev, s); err != nil {
		return err
	}
	defer func() { err = call.Done(err) }()
	if o.host != nil {
		a := gpuArg{host: o.host}
		a.lo, a.hi = extent(o.shape, o.strides)
		if err := copyIn(&call, &a, es, false, false); err != nil {
			return fmt.Errorf("kern: %s: reduce: %w", g.id, err)
		}
		o.ptr = a.ptr
	}
	f1, err := g.function(dev, RoleStage1)
	if err != nil {
		return err
	}
	f2, err := g.function(dev, RoleStage2)
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
	result := partials + driver.Ptr(reduceMaxPartials*es)
	if err := g.foldOnDevice(dev, &call, f1, f2, o.ptr, n, stride, partials, result, init); err != nil {
		return err
	}
	if err := call.Get(out, result, es); err != nil {
		return fmt.Errorf("kern: %s: reading the result: %w", g.id, err)
	}
	return call.Wait()
}

// foldOnDevice queues the reduction of n elements at src0 (stride in
// elements) into the element at result: stage 1 folds into partials
// (reduceMaxPartials elements of scratch), stage 2 folds the partials and
// applies *init when init is not nil. The order of the fold depends only on
// n, so it is deterministic.
func (g *gpuLoop) foldOnDevice(dev *Device, call *dispatch.Call, f1, f2 *dispatch.Func, src0 driver.Ptr, n, stride int, partials, result driver.Ptr, init unsafe.Pointer) error {
	es := g.in[0].Size()
	block := driver.Dim3{X: abi.ReduceBlock, Y: 1, Z: 1}
	one := driver.Dim3{X: 1, Y: 1, Z: 1}

	src, m := partials, 0
	if stride == 1 && n <= abi.ReduceBlock {
		src, m = src0, n // one block folds the input itself
	} else {
		_, maxGrid := f1.Config(dev)
		m = min((n+abi.ReduceBlock-1)/abi.ReduceBlock, reduceMaxPartials, max(maxGrid, 1))
		b := g.bufs.Get(8)
		b.Layout(abi.Stage1Len)
		b.SetInt(abi.Stage1N, n)
		b.SetPtr(abi.Stage1In, src0)
		b.SetInt(abi.Stage1Stride, stride)
		b.SetPtr(abi.Stage1Partials, partials)
		err := call.Launch(f1, &driver.LaunchConfig{Grid: driver.Dim3{X: m, Y: 1, Z: 1}, Block: block}, b.Args())
		g.bufs.Put(b)
		if err != nil {
			return fmt.Errorf("kern: %s: %w", g.id, err)
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
		return fmt.Errorf("kern: %s: %w", g.id, err)
	}
	return nil
}
