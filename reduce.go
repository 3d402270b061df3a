package kern

import (
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/hostexec"
	"github.com/kernlab/kern/internal/simt"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// Reducer folds an array with a binary function: Numba's @cuda.reduce.
// It holds one loop per dtype; each loop's inputs and output share it.
type Reducer struct {
	name  string
	loops []Loop
	err   error
}

// Reduce makes a reducer from binary loops func(T, T) T, e.g.
//
//	sum := kern.Reduce("Sum", kern.Loop2(Sum[float32]), kern.Loop2(Sum[int64]))
func Reduce(name string, loops ...Loop) *Reducer {
	r := &Reducer{name: name, loops: append([]Loop{}, loops...)}
	if len(loops) == 0 {
		r.err = fmt.Errorf("kern: Reduce %s: no loops: %w", name, ErrDefinition)
	}
	for i, l := range loops {
		if len(l.In) != 2 || len(l.Out) != 1 || l.In[0] != l.Out[0] || l.In[1] != l.Out[0] || l.Run == nil {
			r.err = fmt.Errorf("kern: Reduce %s: loop %d is %s, want (T, T) -> T: %w", name, i, l.Signature(), ErrDefinition)
			break
		}
		if r.loops[i].gpu == nil {
			r.loops[i].gpu = newGPULoop(&r.loops[i])
			r.loops[i].gpu.SetName(name)
		}
	}
	return r
}

// Name is the reducer's name; Err its definition error, if any.
func (r *Reducer) Name() string { return r.name }
func (r *Reducer) Err() error   { return r.err }

// ReduceOption configures one reduction.
type ReduceOption func(*reduceConfig)

type reduceConfig struct {
	axis    int
	hasAxis bool
	init    any
	out     any
}

// Axis reduces along one axis (negative counts from the end) instead of
// over every element; the result is then an array with that axis removed.
func Axis(k int) ReduceOption { return func(c *reduceConfig) { c.axis, c.hasAxis = k, true } }

// Init starts the fold from v: the result of an empty reduction is v.
// v converts to the array's dtype as ufunc scalars do (exactly). Numba's
// reduce defaults init to 0; kern has no default, so that max over
// negative numbers is not silently 0 — pass kern.Init(0) for Numba's
// behaviour.
func Init(v any) ReduceOption { return func(c *reduceConfig) { c.init = v } }

// Out writes a whole-array reduction's value into dst, a one-element
// array of the operand's dtype (a device array on the device the call
// runs on, or a host array: a slice, an nd.Array, a Pinned), and the call
// returns dst instead of a value. With a device array (and on the CPU
// targets) a call on a stream then returns at once, like a ufunc's Into,
// so a Graph can capture it; a host array on a GPU takes the value when
// it is back on the host, after the wait a value needs. A GPU keeps the partial sums
// of such reductions per stream (a few KiB per reducer), allocated by the
// stream's first one and freed when the stream is closed or dropped: run
// it once before capturing, and launch the graph on the stream it was
// captured on (or order it after that stream's reductions with events).
// A graph holds the partials it was captured with, so it still launches
// after its stream is closed.
// Axis reductions do not take Out.
func Out(dst any) ReduceOption { return func(c *reduceConfig) { c.out = dst } }

// Call reduces a (an nd.Array, a slice or a device array of the host
// device) where on says (a Target, *Device or *Stream, as for Ufunc.Call;
// on a stream the call waits for the stream, since the result is a host
// value). Without Axis it folds every element in C order and
// returns a scalar of the array's element type (use Value for a typed
// result); with Axis it returns an nd.Array. On CPU the fold is left to
// right, exactly as a Go loop `acc = f(acc, x)`: f(f(f(init, a0), a1), …),
// or f(f(a0, a1), a2)… without Init — except a lane fold (f is
// `return a op b`, op one of + * & | ^ min max, 4- or 8-byte elements)
// with kern gen's code, which folds each contiguous run in lane order
// over 128 bytes of partials, the same on every machine (docs/simd.md,
// "Reduce folds"). Parallel folds chunks of 64 KiB of
// input each from its first element and combines the partial results in
// chunk order; Sim folds the elements each thread strides over and
// combines the threads' results in thread order. Both are deterministic,
// but for a non-associative f (float addition) they may differ from the
// serial order within rounding.
func (r *Reducer) Call(on any, a any, opts ...ReduceOption) (any, error) {
	if r.err != nil {
		return nil, r.err
	}
	return reduceWith(r.name, r.loops, on, a, opts)
}

// Reduce folds a with the ufunc's binary loop for a's dtype (the ufunc
// must have two inputs and one output of one dtype): see Reducer.Call.
func (u *Ufunc) Reduce(on any, a any, opts ...ReduceOption) (any, error) {
	if u.err != nil {
		return nil, u.err
	}
	if u.nin != 2 || u.nout != 1 {
		return nil, fmt.Errorf("kern: %s.Reduce: only binary ufuncs reduce, %s has %d inputs and %d outputs: %w",
			u.name, u.name, u.nin, u.nout, ufunc.ErrArity)
	}
	return reduceWith(u.name, u.loops, on, a, opts)
}

// Value converts a scalar result to T: a reduction's value, or the 0-d
// array (or one-element device array) a ufunc call on scalars returns, so
// that kern.Value[float32](hypot.Call(on, float32(3), float32(4))) is 5.
func Value[T nd.Elem](v any, err error) (T, error) {
	var z T
	if err != nil {
		return z, err
	}
	switch x := v.(type) {
	case T:
		return x, nil
	case nd.Array[T]:
		if x.Size() != 1 {
			return z, fmt.Errorf("kern: result has shape %s, not a single value: %w", nd.ShapeString(x.Shape()), nd.ErrShape)
		}
		for e := range x.Values() {
			return e, nil
		}
	case *DeviceArray[T]:
		if x == nil || x.Size() != 1 {
			return z, fmt.Errorf("kern: result is not a single-element device array: %w", nd.ErrShape)
		}
		h, err := x.CopyToHost()
		if err != nil {
			return z, err
		}
		for e := range h.Values() {
			return e, nil
		}
	}
	return z, fmt.Errorf("kern: result is %s, not a single %v: %w", describe(v), nd.DTypeOf[T](), nd.ErrDType)
}

func reduceWith(name string, loops []Loop, on any, a any, opts []ReduceOption) (any, error) {
	if sp, ok := on.(*Spreading); ok && sp != nil {
		return spreadReduce(name, loops, sp, a, opts)
	}
	var cfg reduceConfig
	if len(opts) > 0 {
		// Options apply through function values: to a heap copy, so that a
		// call without options allocates nothing for them.
		c := new(reduceConfig)
		for _, o := range opts {
			o(c)
		}
		cfg = *c
	}
	// A whole-array reduction is over when it returns (its result is a
	// host value): its operand's shape and the accumulator can live in a
	// pooled scratch. An axis reduction builds arrays from the operand and
	// allocates its own.
	var sc *callScratch
	var dims []int
	if cfg.out != nil && cfg.hasAxis {
		return nil, fmt.Errorf("kern: %s.Reduce: Out takes whole-array reductions, not Axis: %w", name, ErrArgument)
	}
	if s, ok := on.(*Stream); ok && cfg.out == nil && s.isCapturing() {
		// Say what a graph can hold before the call fails on the
		// allocation or the wait a host result needs.
		err := fmt.Errorf("kern: %s.Reduce on %v while it captures: a graph's reduction writes a device array, not a host value: pass kern.Out(dst) (whole-array reductions; Axis reductions cannot be captured): %w", name, s, ErrNotCapturable)
		s.refuse(err)
		return nil, err
	}
	if s, ok := on.(*Stream); ok && cfg.out != nil && s.isCapturing() {
		if _, dev, err := operandOfIn(cfg.out, nil); err == nil && dev == nil {
			// As for a ufunc's host operands: a GPU would have to stage it.
			err := fmt.Errorf("kern: %s.Reduce on %v while it captures: Out is host memory, which a graph's reduction cannot write: pass a device array: %w", name, s, ErrNotCapturable)
			s.refuse(err)
			return nil, err
		}
	}
	if !cfg.hasAxis {
		sc = scratchPool.Get().(*callScratch)
		defer func() {
			sc.reset()
			scratchPool.Put(sc)
		}()
		if cfg.out == nil {
			dims = sc.dims[:2*MaxRank]
		} // else the operand's shape outlives the call, in queued work
	}
	op, dev, err := operandOfIn(a, dims)
	if err != nil {
		return nil, errs.Wrapf(err, "kern: %s.Reduce", name)
	}
	if op.IsScalar() {
		return nil, fmt.Errorf("kern: %s.Reduce: got the scalar %v, want an array: %w", name, op.Scalar, ufunc.ErrOperand)
	}
	var loop *Loop
	for i := range loops {
		if l := &loops[i]; len(l.In) == 2 && len(l.Out) == 1 && l.In[0] == op.DType && l.In[1] == op.DType && l.Out[0] == op.DType {
			loop = l
			break
		}
	}
	if loop == nil {
		sigs := make([]string, len(loops))
		for i := range loops {
			sigs[i] = loops[i].Signature()
		}
		return nil, fmt.Errorf("kern: %s.Reduce has no loop for %v; loops: %v: %w", name, op.DType, sigs, nd.ErrDType)
	}
	var init unsafe.Pointer
	if cfg.init != nil {
		if init, err = ufunc.Convert(cfg.init, op.DType); err != nil {
			return nil, errs.Wrapf(err, "kern: %s.Reduce: Init", name)
		}
	}
	// GPU code for a reduction: a //kern:reduce function's stages, not a
	// vectorize function's element-wise wrapper.
	red := loop.gpu
	gpuOK := red != nil && red.Reduces()
	cpuOnly := ""
	if !gpuOK && loop.hasGPUCode() {
		// Code from a kern gen that gave vectorize functions no reduce
		// stages, or a ufunc whose loop is not func(T, T) T on the GPU.
		cpuOnly = "Reduce runs on the CPU targets only: the loop has no GPU reduce stages (run kern gen again, or reduce with a //kern:reduce function)"
	}
	// On a GPU an axis reduction launches twice per output element: Auto
	// keeps one of host data on the host.
	hasCode := gpuOK && !(cfg.hasAxis && dev == nil && on == any(Auto))
	e, err := place(&placeReq{on: on, name: name + ".Reduce", opDev: dev, hasCode: hasCode, pkg: loop.gpuPkg(), id: loop.ID, directive: "reduce", stale: loop.gpuStale(), cpuOnly: cpuOnly})
	if err != nil {
		return nil, err
	}
	if e.t.isGPU() && cfg.hasAxis {
		res, err := red.ReduceAxis(gpuDevice(e.dev), gpuStream(e.s), a, cfg.axis, init)
		return res, e.dev.faulted(err)
	}
	if e.t.isGPU() && cfg.out != nil && hostOut(cfg.out) {
		// The value of a reduction with host operands comes back to the
		// host on a GPU anyway (Auto places such calls there): a host Out
		// takes it, after the wait a host value needs.
		dst, err := reduceOut(name, op.DType, cfg.out)
		if err != nil {
			return nil, err
		}
		res := unsafe.Pointer(&sc.elem)
		if err := gpuErr(red.Reduce(gpuDevice(e.dev), gpuStream(e.s), e.chunk, a, init, res)); err != nil {
			return nil, e.dev.faulted(err)
		}
		hostexec.CopyElem(dst, res, op.DType.Size())
		return cfg.out, nil
	}
	if e.t.isGPU() && cfg.out != nil {
		err := red.ReduceInto(gpuDevice(e.dev), gpuStream(e.s), a, cfg.out, init)
		return cfg.out, e.dev.faulted(gpuErr(err))
	}
	if cfg.out != nil && e.s != nil {
		return cfg.out, queueReduce(e, name, loop, op, init, cfg.out, a)
	}
	if e.t.isGPU() {
		res := unsafe.Pointer(&sc.elem)
		if err := gpuErr(red.Reduce(gpuDevice(e.dev), gpuStream(e.s), e.chunk, a, init, res)); err != nil {
			return nil, e.dev.faulted(err)
		}
		return hostexec.LoadElem(op.DType, res), nil
	}
	// The result is a host value, so a call on a stream waits for the
	// stream and then runs synchronously.
	if e.s != nil {
		if err := e.s.Synchronize(); err != nil {
			return nil, err
		}
		e.s = nil
	}
	if err := e.ready(); err != nil {
		return nil, err
	}
	es := loop.Out[0].Size()
	f := hostexec.Folder{Fold: loop.cpuFold(), Run: loop.Run, Size: es, Group: abi.ReduceGroup(es, !loop.Out[0].IsComplex())}
	if cfg.hasAxis {
		return hostexec.ReduceAxis(e.hostKind(), name, f, op, cfg.axis, init, e.simLaunch(name, nd.ShapeString(op.Shape)))
	}
	acc := unsafe.Pointer(&sc.elem)
	have := init != nil
	if have {
		hostexec.CopyElem(acc, init, op.DType.Size())
	}
	plan, err := ufunc.NewPlan(op.Shape, [][]int{op.Shape}, [][]int{op.Strides})
	if err != nil {
		return nil, err
	}
	if plan.Size == 0 && !have {
		return nil, fmt.Errorf("kern: %s.Reduce of shape %s: %w", name, nd.ShapeString(op.Shape), ErrEmpty)
	}
	if plan.Size > 0 {
		if err := hostexec.Reduce(e.hostKind(), name, f, &plan, op.Base, acc, have, e.simLaunch(name, nd.ShapeString(op.Shape))); err != nil {
			return nil, err
		}
	}
	if cfg.out != nil {
		dst, err := reduceOut(name, op.DType, cfg.out)
		if err != nil {
			return nil, err
		}
		hostexec.CopyElem(dst, acc, op.DType.Size())
		return cfg.out, nil
	}
	return hostexec.LoadElem(op.DType, acc), nil
}

// hostOut reports that Out(dst) names host memory: anything but a device
// array (reduceOut refuses what is not an array), or a device array of the
// host device. Asked without building dst's operand, which allocates (a
// GPU reduction into a device array allocates 4 times in all).
func hostOut(dst any) bool {
	if d, ok := dst.(interface{ Device() *Device }); ok {
		_, host := d.Device().Driver().(hostMemory)
		return host
	}
	return true
}

// reduceOut is the element Out(dst) names: host memory (a host array, or
// a device array of the host device) holding one element of dt.
func reduceOut(name string, dt nd.DType, dst any) (unsafe.Pointer, error) {
	o, dev, err := operandOfIn(dst, nil)
	if err != nil {
		return nil, errs.Wrapf(err, "kern: %s.Reduce: Out", name)
	}
	if dev != nil {
		if _, ok := dev.Driver().(hostMemory); !ok {
			return nil, fmt.Errorf("kern: %s.Reduce: Out is on %v, the call runs on the host: %w", name, dev, ErrTarget)
		}
	}
	n := 1
	for _, d := range o.Shape {
		n *= d
	}
	if !o.IsScalar() && o.DType != dt {
		// As on a GPU: the dtype sentinel, whatever the target.
		return nil, fmt.Errorf("kern: %s.Reduce: Out has dtype %v, the operand %v: %w", name, o.DType, dt, nd.ErrDType)
	}
	if o.IsScalar() || n != 1 {
		return nil, fmt.Errorf("kern: %s.Reduce: Out takes a one-element array of %v: %w", name, dt, ErrArgument)
	}
	return o.Base, nil
}

// queueReduce queues a whole-array reduction into out on e's stream of
// the host device as one operation (a Graph can capture it): the fold
// runs serially when the stream gets there. a and out stay alive until
// the stream is synchronized.
func queueReduce(e exec, name string, loop *Loop, op ufunc.Operand, init unsafe.Pointer, out, a any) error {
	bl, ok := e.dev.Driver().(blockLauncher)
	if !ok {
		return fmt.Errorf("kern: %s.Reduce: %v runs no Go code: %w", name, e.dev, ErrTarget)
	}
	ds, err := e.dev.driverStream(e.s)
	if err != nil {
		return errs.Wrapf(err, "kern: %s.Reduce", name)
	}
	dst, err := reduceOut(name, op.DType, out)
	if err != nil {
		return err
	}
	plan, err := ufunc.NewPlan(op.Shape, [][]int{op.Shape}, [][]int{op.Strides})
	if err != nil {
		return err
	}
	es := op.DType.Size()
	have := init != nil
	if plan.Size == 0 && !have {
		return fmt.Errorf("kern: %s.Reduce of shape %s: %w", name, nd.ShapeString(op.Shape), ErrEmpty)
	}
	start := new([2]uint64) // the initial value, copied: the caller's may change
	if have {
		hostexec.CopyElem(unsafe.Pointer(start), init, es)
	}
	f := hostexec.Folder{Fold: loop.cpuFold(), Run: loop.Run, Size: loop.Out[0].Size()}
	base := op.Base
	cfg := simt.Config{Grid: simt.Dim3{X: 1, Y: 1, Z: 1}, Block: simt.Dim3{X: 1, Y: 1, Z: 1}, Name: name + ".Reduce", Work: nd.ShapeString(op.Shape)}
	run := func(*simt.Block) {
		var acc [2]uint64
		hostexec.CopyElem(unsafe.Pointer(&acc), unsafe.Pointer(start), es)
		if plan.Size > 0 {
			if err := hostexec.Reduce(hostexec.Serial, name, f, &plan, base, unsafe.Pointer(&acc), have, nil); err != nil {
				panic(err) // the launch's failure, reported by the stream
			}
		}
		hostexec.CopyElem(dst, unsafe.Pointer(&acc), es)
	}
	if err := bl.LaunchBlocks(cfg, run, ds); err != nil {
		return errs.Wrapf(err, "kern: %s.Reduce", name)
	}
	e.s.keep(a, out)
	return nil
}
