package kern

import (
	"runtime"
	"slices"
	"unsafe"

	"github.com/kernlab/kern/internal/hostexec"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// The dispatch cache. A JIT dispatcher caches its compiled code
// by the call's type signature; kern's loops are compiled already, so what
// a call repeats is the work of finding them: converting every argument to
// an Operand, picking the loop, broadcasting, placing. A ufunc remembers
// the kinds of arguments of its last host Into and of its last host Call
// that took the full path — a []T or a C-contiguous nd.Array[T] per
// operand, all of one shape — and a later call whose arguments are of those
// kinds, of one nonempty shape, on the same CPU target, runs the
// remembered loop directly (Call allocating its outputs as the full path
// does: nd.Array[R] of the shape). Each check of
// the full path still holds there: the arity is the cached one; an
// operand's Go type fixes its dtype, so the cached loop is the one pick
// would choose (no scalars, whose loop depends on their value); equal
// shapes broadcast to themselves, which is the output's shape; host memory
// needs no device. Anything else — another type, shape mismatch, a
// scalar, a strided view, an empty operand — takes the full path, which
// also produces every error message.

// fastSig is one remembered call: per operand (inputs, then outputs) the
// view that reads an argument of the expected kind, and its step.
type fastSig struct {
	target Target // CPU or Parallel; Auto is cached as the Parallel it means
	auto   bool   // the call said Auto
	// A GPU Into on device arrays: the placement it was given (a Target
	// or a *Device), where it ran, the loop, and the operands' views.
	gpu      bool
	on       any
	e        exec
	loop     *Loop
	devViews [maxPooledOps]fastDevView
	run      func(n int, args []unsafe.Pointer, steps []int)
	nops     int
	outBytes int
	views    [maxPooledOps]fastView  // inputs, then (Into) outputs
	news     [maxPooledOps]fastAlloc // (Call) outputs
	steps    [maxPooledOps]int
	// arrays: every operand was an nd.Array of element type elem, so the
	// typed entry points (Into1…Into4) may take this call.
	arrays bool
	elem   nd.DType
}

// fastAlloc allocates a Call's output of shape s, as the full path does.
type fastAlloc func(s *fastShape) (any, unsafe.Pointer, error)

func newHostOut[T nd.Elem](s *fastShape) (any, unsafe.Pointer, error) {
	a, err := nd.Zeros[T](s.dims[:s.rank]...)
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
	}
	return nil
}

// fastShape is the shape every operand of a fast call must have.
type fastShape struct {
	rank int
	dims [MaxRank]int
}

// size is the number of elements of the shape.
func (s *fastShape) size() int {
	n := 1
	for _, d := range s.dims[:s.rank] {
		n *= d
	}
	return n
}

// fastView returns element 0 of v when v is of the view's kind, nonempty,
// contiguous and of shape s (first: sets s).
type fastView func(v any, s *fastShape, first bool) (unsafe.Pointer, bool)

func sliceView[T nd.Elem](v any, s *fastShape, first bool) (unsafe.Pointer, bool) {
	x, ok := v.([]T)
	if !ok || len(x) == 0 {
		return nil, false
	}
	if first {
		s.rank, s.dims[0] = 1, len(x)
	} else if s.rank != 1 || s.dims[0] != len(x) {
		return nil, false
	}
	return unsafe.Pointer(unsafe.SliceData(x)), true
}

func arrayView[T nd.Elem](v any, s *fastShape, first bool) (unsafe.Pointer, bool) {
	a, ok := v.(nd.Array[T])
	if !ok {
		return nil, false
	}
	return typedView(a, s, first)
}

// fastDevView returns the device of v when v is a live device array of
// the view's kind and of shape s (first: sets s).
type fastDevView func(v any, s *fastShape, first bool) (*Device, bool)

func devView[T nd.Elem](v any, s *fastShape, first bool) (*Device, bool) {
	a, ok := v.(*DeviceArray[T])
	if !ok || a == nil || len(a.shape) > MaxRank || a.live() != nil {
		return nil, false
	}
	if first {
		s.rank = copy(s.dims[:], a.shape)
	} else if !slices.Equal(a.shape, s.dims[:s.rank]) {
		return nil, false
	}
	return a.alloc.dev, true
}

func fastDevViewOf(v any) fastDevView {
	switch v.(type) {
	case *DeviceArray[bool]:
		return devView[bool]
	case *DeviceArray[int8]:
		return devView[int8]
	case *DeviceArray[int16]:
		return devView[int16]
	case *DeviceArray[int32]:
		return devView[int32]
	case *DeviceArray[int64]:
		return devView[int64]
	case *DeviceArray[uint8]:
		return devView[uint8]
	case *DeviceArray[uint16]:
		return devView[uint16]
	case *DeviceArray[uint32]:
		return devView[uint32]
	case *DeviceArray[uint64]:
		return devView[uint64]
	case *DeviceArray[float32]:
		return devView[float32]
	case *DeviceArray[float64]:
		return devView[float64]
	}
	return nil
}

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
	}
	return nil
}

// remember caches a successful full-path call on the host (Into when
// outArgs is not nil, else Call) when every operand is a nonempty
// contiguous array or slice of one shape.
func (u *Ufunc) remember(on any, e exec, loop *Loop, args, outArgs []any) {
	if e.t.isGPU() {
		u.rememberGPU(on, e, loop, args, outArgs)
		return
	}
	t, isTarget := on.(Target)
	nops := len(args) + len(loop.Out)
	if !isTarget || e.dev != nil || e.s != nil || e.t != CPU && e.t != Parallel || nops > maxPooledOps {
		return
	}
	if t == Auto && loop.hasGPUCode() {
		return // Auto's choice depends on the devices present
	}
	outBytes := 0
	for _, d := range loop.Out {
		outBytes += d.Size()
	}
	var views [maxPooledOps]fastView
	var news [maxPooledOps]fastAlloc
	shape := new(fastShape)
	for k := range len(args) + len(outArgs) {
		v := operandAt(args, outArgs, k)
		view := fastViewOf(v)
		if view == nil {
			return
		}
		if _, ok := view(v, shape, k == 0); !ok {
			return
		}
		views[k] = view
	}
	if n := shape.size(); e.t == Parallel && ufunc.ChunkLen(n, outBytes, runtime.GOMAXPROCS(0)) < n {
		return // callFast would refuse it: a call this big splits on the full path
	}
	if outArgs == nil {
		for j, d := range loop.Out {
			if news[j] = fastAllocOf(d); news[j] == nil {
				return
			}
		}
	}
	sig := &fastSig{target: e.t, auto: t == Auto, run: loop.cpuRun(), nops: nops, outBytes: outBytes, views: views, news: news}
	sig.arrays, sig.elem = arraysOf(args, outArgs)
	for k, d := range loop.In {
		sig.steps[k] = d.Size()
	}
	for j, d := range loop.Out {
		sig.steps[len(args)+j] = d.Size()
	}
	if outArgs == nil {
		u.fastCall.Store(sig)
	} else {
		u.fastInto.Store(sig)
	}
}

// rememberGPU caches a GPU Into on the null stream whose operands are
// device arrays of one shape on the call's device.
func (u *Ufunc) rememberGPU(on any, e exec, loop *Loop, args, outArgs []any) {
	switch on.(type) {
	case Target, *Device:
	default:
		return // a stream or chunking options: the full path
	}
	if outArgs == nil || e.s != nil || e.chunk != nil || e.dev == nil || len(args)+len(outArgs) > maxPooledOps {
		return
	}
	var views [maxPooledOps]fastDevView
	shape := new(fastShape)
	n := len(args) + len(outArgs)
	for k := range n {
		v := operandAt(args, outArgs, k)
		view := fastDevViewOf(v)
		if view == nil {
			return
		}
		if d, ok := view(v, shape, k == 0); !ok || d != e.dev {
			return
		}
		views[k] = view
	}
	u.fastInto.Store(&fastSig{gpu: true, on: on, e: e, loop: loop, nops: n, devViews: views})
}

// intoGPUFast runs a cached GPU Into (see callFast).
func (u *Ufunc) intoGPUFast(sig *fastSig, on any, args, outArgs []any) (ok bool, err error) {
	if on != sig.on {
		return false, nil
	}
	sc := scratchPool.Get().(*callScratch)
	shape := &sc.shape
	for k := range sig.nops {
		d, ok := sig.devViews[k](operandAt(args, outArgs, k), shape, k == 0)
		if !ok || d != sig.e.dev {
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
	err = runGPUVectorize(sig.e, sig.loop, shape.dims[:shape.rank], kept, res)
	sc.reset()
	scratchPool.Put(sc)
	return true, err
}

// callFast runs a call through the cache: an Into when outArgs is not nil,
// else a Call whose outputs it stores in res. ok is false when the call is
// not of the cached kind (nothing was done: take the full path).
func (u *Ufunc) callFast(on any, args, outArgs, res []any) (ok bool, err error) {
	var sig *fastSig
	if outArgs != nil {
		sig = u.fastInto.Load()
	} else {
		sig = u.fastCall.Load()
	}
	if sig == nil || len(args) != u.nin { // outputs: Into checked their number
		return false, nil
	}
	if sig.gpu {
		return u.intoGPUFast(sig, on, args, outArgs)
	}
	if t, isTarget := on.(Target); !isTarget || !sig.takes(t) {
		return false, nil
	}
	sc := scratchPool.Get().(*callScratch)
	shape := &sc.shape // in the scratch: the views are called indirectly, so a local would escape
	bases := sc.bases[:sig.nops]
	defer func() {
		clear(bases)
		scratchPool.Put(sc)
	}()
	for k := range len(args) + len(outArgs) {
		p, ok := sig.views[k](operandAt(args, outArgs, k), shape, k == 0)
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
	if sig.target == Parallel && ufunc.ChunkLen(n, sig.outBytes, runtime.GOMAXPROCS(0)) < n {
		// Several chunks: the full path splits the work; its cost is
		// small next to the call's.
		return false, nil
	}
	if outArgs == nil {
		for j := range u.nout {
			v, p, err := sig.news[j](shape)
			if err != nil {
				return false, nil // the full path reports it
			}
			res[j], bases[len(args)+j] = v, p
		}
	}
	steps := sc.steps[:sig.nops]
	copy(steps, sig.steps[:sig.nops])
	return true, hostexec.Run(u.name, func() { sig.run(n, bases, steps) })
}

// takes reports whether a host call on t may use the remembered loop.
func (sig *fastSig) takes(t Target) bool {
	if sig.auto {
		return t == Auto
	}
	return t == sig.target
}

// arraysOf reports whether every operand is an nd.Array of one element
// type, and which.
func arraysOf(args, outArgs []any) (bool, nd.DType) {
	var dt nd.DType
	for k := range len(args) + len(outArgs) {
		a, ok := operandAt(args, outArgs, k).(interface{ DType() nd.DType })
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
