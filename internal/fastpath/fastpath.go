package fastpath

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/internal/hostexec"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// fastSig is one remembered call: per operand (inputs, then outputs) the
// view that reads an argument of the expected kind, and its step.
type fastSig struct {
	// on is the host target the call named (a kern.Target as an int);
	// parallel: it ran on Parallel (Auto runs there too).
	on       int
	parallel bool
	// A GPU Into on device arrays: the placement it was given (a Target
	// or a *Device), the device it ran on, the run, and the operands' views.
	gpu      bool
	gpuOn    any
	dev      any
	gpuRun   func(shape []int, args, res []any) error
	devViews [maxOps]DevView
	run      func(n int, args []unsafe.Pointer, steps []int)
	nops     int
	outBytes int
	views    [maxOps]fastView  // inputs, then (Into) outputs
	news     [maxOps]fastAlloc // (Call) outputs
	steps    [maxOps]int
	// arrays: every operand was an nd.Array of element type elem, so the
	// typed entry points (Into1…Into4) may take this call.
	arrays bool
	elem   nd.DType
}

// fastAlloc allocates a Call's output of shape s, as the full path does.
type fastAlloc func(s *Shape) (any, unsafe.Pointer, error)

func newHostOut[T nd.Elem](s *Shape) (any, unsafe.Pointer, error) {
	a, err := nd.Zeros[T](s.Dims[:s.Rank]...)
	if err != nil {
		return nil, nil, err
	}
	data, _ := a.Raw()
	return a, unsafe.Pointer(unsafe.SliceData(data)), nil
}

func fastAllocOf(d nd.DType) fastAlloc {
	switch d {
	case nd.Bool:
		return newHostOut[bool]
	case nd.Int8:
		return newHostOut[int8]
	case nd.Int16:
		return newHostOut[int16]
	case nd.Int32:
		return newHostOut[int32]
	case nd.Int64:
		return newHostOut[int64]
	case nd.Uint8:
		return newHostOut[uint8]
	case nd.Uint16:
		return newHostOut[uint16]
	case nd.Uint32:
		return newHostOut[uint32]
	case nd.Uint64:
		return newHostOut[uint64]
	case nd.Float32:
		return newHostOut[float32]
	case nd.Float64:
		return newHostOut[float64]
	case nd.Complex64:
		return newHostOut[complex64]
	case nd.Complex128:
		return newHostOut[complex128]
	case nd.Float16:
		return newHostOut[half.Float16]
	case nd.BFloat16:
		return newHostOut[half.BFloat16]
	case nd.Float8E4M3:
		return newHostOut[half.Float8E4M3]
	case nd.Float8E5M2:
		return newHostOut[half.Float8E5M2]
	}
	return nil
}

// Shape is the shape every operand of a fast call must have.
type Shape struct {
	Rank int
	Dims [abi.MaxRank]int
}

// size is the number of elements of the shape.
func (s *Shape) size() int {
	n := 1
	for _, d := range s.Dims[:s.Rank] {
		n *= d
	}
	return n
}

// fastView returns element 0 of v when v is of the view's kind, nonempty,
// contiguous and of shape s (first: sets s).
type fastView func(v any, s *Shape, first bool) (unsafe.Pointer, bool)

func sliceView[T nd.Elem](v any, s *Shape, first bool) (unsafe.Pointer, bool) {
	x, ok := v.([]T)
	if !ok || len(x) == 0 {
		return nil, false
	}
	if first {
		s.Rank, s.Dims[0] = 1, len(x)
	} else if s.Rank != 1 || s.Dims[0] != len(x) {
		return nil, false
	}
	return unsafe.Pointer(unsafe.SliceData(x)), true
}

func arrayView[T nd.Elem](v any, s *Shape, first bool) (unsafe.Pointer, bool) {
	a, ok := v.(nd.Array[T])
	if !ok {
		return nil, false
	}
	return typedView(a, s, first)
}

// DevView returns the device of v when v is a live device array of the
// view's kind and of shape s (first: sets s): the runtime's view of its
// device arrays.
type DevView func(v any, s *Shape, first bool) (dev any, ok bool)

// fastViewOf is the fast view for v's kind, or nil.
func fastViewOf(v any) fastView {
	switch v.(type) {
	case []bool:
		return sliceView[bool]
	case []int8:
		return sliceView[int8]
	case []int16:
		return sliceView[int16]
	case []int32:
		return sliceView[int32]
	case []int64:
		return sliceView[int64]
	case []uint8:
		return sliceView[uint8]
	case []uint16:
		return sliceView[uint16]
	case []uint32:
		return sliceView[uint32]
	case []uint64:
		return sliceView[uint64]
	case []float32:
		return sliceView[float32]
	case []float64:
		return sliceView[float64]
	case []half.Float16:
		return sliceView[half.Float16]
	case []half.BFloat16:
		return sliceView[half.BFloat16]
	case []half.Float8E4M3:
		return sliceView[half.Float8E4M3]
	case []half.Float8E5M2:
		return sliceView[half.Float8E5M2]
	case nd.Array[bool]:
		return arrayView[bool]
	case nd.Array[int8]:
		return arrayView[int8]
	case nd.Array[int16]:
		return arrayView[int16]
	case nd.Array[int32]:
		return arrayView[int32]
	case nd.Array[int64]:
		return arrayView[int64]
	case nd.Array[uint8]:
		return arrayView[uint8]
	case nd.Array[uint16]:
		return arrayView[uint16]
	case nd.Array[uint32]:
		return arrayView[uint32]
	case nd.Array[uint64]:
		return arrayView[uint64]
	case nd.Array[float32]:
		return arrayView[float32]
	case nd.Array[float64]:
		return arrayView[float64]
	case nd.Array[half.Float16]:
		return arrayView[half.Float16]
	case nd.Array[half.BFloat16]:
		return arrayView[half.BFloat16]
	case nd.Array[half.Float8E4M3]:
		return arrayView[half.Float8E4M3]
	case nd.Array[half.Float8E5M2]:
		return arrayView[half.Float8E5M2]
	}
	return nil
}

// Cache is one ufunc's cache: its last remembered Into and Call. The
// zero value is empty and ready; it is safe for concurrent use.
type Cache struct {
	into, call atomic.Pointer[fastSig]
}

// Host is a host call that took the full path.
type Host struct {
	On       int  // the kern.Target the call named
	Parallel bool // it ran on Parallel
	// Run is the loop it ran, In and Out its dtypes.
	Run     func(n int, args []unsafe.Pointer, steps []int)
	In, Out []nd.DType
}

// RememberHost caches a successful full-path call on the host (Into when
// outArgs is not nil, else Call) when every operand is a nonempty
// contiguous array or slice of one shape.
func (c *Cache) RememberHost(h Host, args, outArgs []any) {
	nops := len(args) + len(h.Out)
	if nops > maxOps {
		return
	}
	outBytes := 0
	for _, d := range h.Out {
		outBytes += d.Size()
	}
	var views [maxOps]fastView
	var news [maxOps]fastAlloc
	shape := new(Shape)
	for k := range len(args) + len(outArgs) {
		v := ufunc.OperandAt(args, outArgs, k)
		view := fastViewOf(v)
		if view == nil {
			return
		}
		if _, ok := view(v, shape, k == 0); !ok {
			return
		}
		views[k] = view
	}
	if n := shape.size(); h.Parallel && ufunc.ChunkLen(n, outBytes, runtime.GOMAXPROCS(0)) < n {
		return // callFast would refuse it: a call this big splits on the full path
	}
	if outArgs == nil {
		for j, d := range h.Out {
			if news[j] = fastAllocOf(d); news[j] == nil {
				return
			}
		}
	}
	sig := &fastSig{on: h.On, parallel: h.Parallel, run: h.Run, nops: nops, outBytes: outBytes, views: views, news: news}
	sig.arrays, sig.elem = arraysOf(args, outArgs)
	for k, d := range h.In {
		sig.steps[k] = d.Size()
	}
	for j, d := range h.Out {
		sig.steps[len(args)+j] = d.Size()
	}
	if outArgs == nil {
		c.call.Store(sig)
	} else {
		c.into.Store(sig)
	}
}

// GPU is a GPU Into on the null stream that took the full path.
type GPU struct {
	On  any // the placement it named: a kern.Target or a *kern.Device
	Dev any // the device it ran on
	// DevViewOf is the runtime's view of v's kind of device array, or nil.
	DevViewOf func(v any) DevView
	// Run runs the call again over shape.
	Run func(shape []int, args, res []any) error
}

// RememberGPU caches a GPU Into whose operands are device arrays of one
// shape on the call's device.
func (c *Cache) RememberGPU(g GPU, args, outArgs []any) {
	if outArgs == nil || len(args)+len(outArgs) > maxOps {
		return
	}
	var views [maxOps]DevView
	shape := new(Shape)
	n := len(args) + len(outArgs)
	for k := range n {
		v := ufunc.OperandAt(args, outArgs, k)
		view := g.DevViewOf(v)
		if view == nil {
			return
		}
		if d, ok := view(v, shape, k == 0); !ok || d != g.Dev {
			return
		}
		views[k] = view
	}
	c.into.Store(&fastSig{gpu: true, gpuOn: g.On, dev: g.Dev, gpuRun: g.Run, nops: n, devViews: views})
}

// intoGPU runs a cached GPU Into (see Call).
func (c *Cache) intoGPU(sig *fastSig, on any, args, outArgs []any) (ok bool, err error) {
	if on != sig.gpuOn {
		return false, nil
	}
	sc := scratchPool.Get().(*scratch)
	shape := &sc.shape
	for k := range sig.nops {
		d, ok := sig.devViews[k](ufunc.OperandAt(args, outArgs, k), shape, k == 0)
		if !ok || d != sig.dev {
			scratchPool.Put(sc)
			return false, nil
		}
	}
	if shape.size() == 0 {
		scratchPool.Put(sc)
		return false, nil // empty: the full path's business
	}
	// The hook gets copies of the argument lists (it may keep them), so
	// the caller's stay on its stack.
	kept, res := sc.args[:len(args)], sc.res[:len(outArgs)]
	copy(kept, args)
	copy(res, outArgs)
	err = sig.gpuRun(shape.Dims[:shape.Rank], kept, res)
	sc.reset()
	scratchPool.Put(sc)
	return true, err
}

// Call runs a call of the ufunc name with nin inputs and nout outputs
// through the cache: an Into when outArgs is not nil, else a Call whose
// outputs it stores in res. on is the placement the call named, and host
// the kern.Target it is as an int (-1: not a Target). ok is false when the
// call is not of the cached kind (nothing was done: take the full path).
func (c *Cache) Call(name string, nin, nout int, on any, host int, args, outArgs, res []any) (ok bool, err error) {
	var sig *fastSig
	if outArgs != nil {
		sig = c.into.Load()
	} else {
		sig = c.call.Load()
	}
	if sig == nil || len(args) != nin { // outputs: Into checked their number
		return false, nil
	}
	if sig.gpu {
		return c.intoGPU(sig, on, args, outArgs)
	}
	if host < 0 || host != sig.on {
		return false, nil
	}
	sc := scratchPool.Get().(*scratch)
	shape := &sc.shape // in the scratch: the views are called indirectly, so a local would escape
	bases := sc.bases[:sig.nops]
	defer func() {
		clear(bases)
		scratchPool.Put(sc)
	}()
	for k := range len(args) + len(outArgs) {
		p, ok := sig.views[k](ufunc.OperandAt(args, outArgs, k), shape, k == 0)
		if !ok {
			return false, nil
		}
		bases[k] = p
	}
	n := shape.size()
	// An input that shares memory with an output without being it takes
	// the full path, which copies it first (exec.separate).
	for k := range len(args) {
		for j := len(args); j < len(args)+len(outArgs); j++ {
			if (bases[k] != bases[j] || sig.steps[k] != sig.steps[j]) && uintptr(bases[k]) < uintptr(bases[j])+uintptr(n*sig.steps[j]) &&
				uintptr(bases[j]) < uintptr(bases[k])+uintptr(n*sig.steps[k]) {
				return false, nil
			}
		}
	}
	if sig.parallel && ufunc.ChunkLen(n, sig.outBytes, runtime.GOMAXPROCS(0)) < n {
		// Several chunks: the full path splits the work; its cost is
		// small next to the call's.
		return false, nil
	}
	if outArgs == nil {
		for j := range nout {
			v, p, err := sig.news[j](shape)
			if err != nil {
				return false, nil // the full path reports it
			}
			res[j], bases[len(args)+j] = v, p
		}
	}
	steps := sc.steps[:sig.nops]
	copy(steps, sig.steps[:sig.nops])
	if gpuprof.On() {
		return true, hostexec.Timed(name, int64(n)*stepBytes(steps), func() { sig.run(n, bases, steps) })
	}
	return true, hostexec.Run(name, func() { sig.run(n, bases, steps) })
}

// arraysOf reports whether every operand is an nd.Array of one element
// type, and which.
func arraysOf(args, outArgs []any) (bool, nd.DType) {
	var dt nd.DType
	for k := range len(args) + len(outArgs) {
		a, ok := ufunc.OperandAt(args, outArgs, k).(interface{ DType() nd.DType })
		if !ok || !isNDArray(a) || k > 0 && a.DType() != dt {
			return false, 0
		}
		dt = a.DType()
	}
	return true, dt
}

// isNDArray reports an nd.Array value (device and pinned arrays have a
// DType too).
func isNDArray(v any) bool {
	switch v.(type) {
	case nd.Array[bool], nd.Array[int8], nd.Array[int16], nd.Array[int32], nd.Array[int64],
		nd.Array[uint8], nd.Array[uint16], nd.Array[uint32], nd.Array[uint64], nd.Array[float32], nd.Array[float64]:
		return true
	}
	return false
}

// IntoArrays is Call for typed arrays (kern.Into1 … Into4): the remembered host Into must
// have had nd.Array[T] operands, one output, and this call's arrays must
// be contiguous, nonempty, of one shape and not overlap an output unless
// they are it. ok false leaves the call to Into.
func IntoArrays[T nd.Elem](c *Cache, name string, nin, nout int, on int, out nd.Array[T], ins []nd.Array[T]) (ok bool, err error) {
	sig := c.into.Load()
	if sig == nil || sig.gpu || !sig.arrays || sig.elem != nd.DTypeOf[T]() || len(ins) != nin || nout != 1 || on != sig.on {
		return false, nil
	}
	sc := scratchPool.Get().(*scratch)
	shape := &sc.shape
	bases := sc.bases[:sig.nops]
	defer func() {
		clear(bases)
		scratchPool.Put(sc)
	}()
	for k := range sig.nops {
		a := out
		if k < len(ins) {
			a = ins[k]
		}
		p, ok := typedView(a, shape, k == 0)
		if !ok {
			return false, nil
		}
		bases[k] = p
	}
	n := shape.size()
	o := len(ins)
	for k := range len(ins) {
		if (bases[k] != bases[o] || sig.steps[k] != sig.steps[o]) && uintptr(bases[k]) < uintptr(bases[o])+uintptr(n*sig.steps[o]) &&
			uintptr(bases[o]) < uintptr(bases[k])+uintptr(n*sig.steps[k]) {
			return false, nil // overlap: Into copies first
		}
	}
	if sig.parallel && ufunc.ChunkLen(n, sig.outBytes, runtime.GOMAXPROCS(0)) < n {
		return false, nil
	}
	steps := sc.steps[:sig.nops]
	copy(steps, sig.steps[:sig.nops])
	if gpuprof.On() {
		return true, hostexec.Timed(name, int64(n)*stepBytes(steps), func() { sig.run(n, bases, steps) })
	}
	return true, hostexec.Run(name, func() { sig.run(n, bases, steps) })
}

// typedView is arrayView without the interface.
func typedView[T nd.Elem](a nd.Array[T], s *Shape, first bool) (unsafe.Pointer, bool) {
	if a.IsZero() || a.NDim() > abi.MaxRank || !a.IsCContiguous() {
		return nil, false
	}
	if first {
		s.Rank = len(a.AppendShape(s.Dims[:0]))
	} else {
		var buf [abi.MaxRank]int
		if !slices.Equal(a.AppendShape(buf[:0]), s.Dims[:s.Rank]) {
			return nil, false
		}
	}
	data, off := a.Raw()
	if off >= len(data) {
		return nil, false
	}
	return unsafe.Pointer(&data[off]), true
}

// maxOps is the most operands (inputs and outputs) a remembered call has.
const maxOps = 12

// scratch is a fast call's working space, pooled (a cache: no state
// survives a call).
type scratch struct {
	shape Shape
	bases [maxOps]unsafe.Pointer
	steps [maxOps]int
	args  [maxOps]any
	res   [maxOps]any
}

func (sc *scratch) reset() {
	clear(sc.bases[:])
	clear(sc.args[:])
	clear(sc.res[:])
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// stepBytes is the bytes one element of a contiguous call reads and
// writes: the sum of its operands' steps (a broadcast scalar's is 0).
func stepBytes(steps []int) int64 {
	var b int64
	for _, s := range steps {
		b += int64(max(s, -s))
	}
	return b
}
