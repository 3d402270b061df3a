package kern

import (
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// gpuReducer is the GPU hook of a reduction (gpureduce.go): it folds in
// into *out on dev, from *init when init is not nil, and waits for the
// result.
type gpuReducer interface {
	reduce(dev *Device, s *Stream, in any, init, out unsafe.Pointer) error
	// reduces reports GPU code for a reduction: a //kern:reduce function's
	// stages, not a vectorize function's element-wise wrapper.
	reduces() bool
	// reduceAxis folds along one axis into a new host array.
	reduceAxis(dev *Device, s *Stream, in any, axis int, init unsafe.Pointer) (any, error)
}

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
	if !cfg.hasAxis {
		sc = scratchPool.Get().(*callScratch)
		defer func() {
			sc.reset()
			scratchPool.Put(sc)
		}()
		dims = sc.dims[:2*MaxRank]
	}
	op, dev, err := operandOfIn(a, dims)
	if err != nil {
		return nil, fmt.Errorf("kern: %s.Reduce: %w", name, err)
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
			return nil, fmt.Errorf("kern: %s.Reduce: Init: %w", name, err)
		}
	}
	red, _ := loop.gpu.(gpuReducer)
	gpuOK := red != nil && red.reduces()
	cpuOnly := ""
	if !gpuOK && loop.hasGPUCode() {
		// Code from a kern gen that gave vectorize functions no reduce
		// stages, or a ufunc whose loop is not func(T, T) T on the GPU.
		cpuOnly = "Reduce runs on the CPU targets only: the loop has no GPU reduce stages (run kern gen again, or reduce with a //kern:reduce function)"
	}
	// On a GPU an axis reduction launches twice per output element: Auto
	// keeps one of host data on the host.
	hasCode := gpuOK && !(cfg.hasAxis && dev == nil && on == any(Auto))
	e, err := place(&placeReq{on: on, name: name + ".Reduce", opDev: dev, hasCode: hasCode, id: loop.ID, directive: "reduce", cpuOnly: cpuOnly})
	if err != nil {
		return nil, err
	}
	if e.t.isGPU() && cfg.hasAxis {
		return red.reduceAxis(e.dev, e.s, a, cfg.axis, init)
	}
	if e.t.isGPU() {
		res := unsafe.Pointer(&sc.elem)
		if err := runGPUReduce(e, red, a, init, res); err != nil {
			return nil, err
		}
		return loadElem(op.DType, res), nil
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
	if cfg.hasAxis {
		return reduceAxis(e, name, loop, op, cfg.axis, init)
	}
	acc := unsafe.Pointer(&sc.elem)
	have := init != nil
	if have {
		copyElem(acc, init, op.DType.Size())
	}
	plan, err := ufunc.NewPlan(op.Shape, [][]int{op.Shape}, [][]int{op.Strides})
	if err != nil {
		return nil, err
	}
	if plan.Size == 0 && !have {
		return nil, fmt.Errorf("kern: %s.Reduce of shape %s: %w", name, nd.ShapeString(op.Shape), ErrEmpty)
	}
	if plan.Size > 0 {
		switch e.t {
		case Parallel:
			err = reduceParallel(name, loop, &plan, op, acc, have)
		case Sim:
			err = reduceSim(e, name, loop, &plan, op, acc, have)
		default:
			err = serial(name, func() { foldRange(loop, &plan, op.Base, 0, plan.Size, acc, have) })
		}
		if err != nil {
			return nil, err
		}
	}
	return loadElem(op.DType, acc), nil
}

// copyElem copies one element of size n.
func copyElem(dst, src unsafe.Pointer, n int) {
	copy(unsafe.Slice((*byte)(dst), n), unsafe.Slice((*byte)(src), n))
}

// fold folds n elements at x (byte step) into *acc, left to right.
func fold(loop *Loop, acc unsafe.Pointer, n int, x unsafe.Pointer, step int) {
	if n <= 0 {
		return
	}
	if f := loop.cpuFold(); f != nil {
		f(acc, n, x, step)
		return
	}
	loop.Run(n, []unsafe.Pointer{acc, x, acc}, []int{0, step, 0})
}

// foldRange folds elements [lo, hi) of the plan into *acc; when have is
// false the first element starts the fold. It reports whether acc holds a
// value afterwards.
func foldRange(loop *Loop, p *ufunc.Plan, base unsafe.Pointer, lo, hi int, acc unsafe.Pointer, have bool) bool {
	es := loop.Out[0].Size()
	c := p.Cursor(lo)
	step := p.InnerStride(0)
	for i := lo; i < hi; {
		n := c.Run(hi - i)
		x := unsafe.Add(base, c.Offs[0])
		if !have {
			copyElem(acc, x, es)
			have = true
			if n > 1 { // x+step must not be formed past the operand's end
				fold(loop, acc, n-1, unsafe.Add(x, step), step)
			}
		} else {
			fold(loop, acc, n, x, step)
		}
		c.Advance(n)
		i += n
	}
	return have
}

// reduceChunkBytes is the input per chunk of a parallel reduction: fixed,
// not derived from GOMAXPROCS, so that the result is the same everywhere.
const reduceChunkBytes = 64 << 10

func reduceParallel(name string, loop *Loop, p *ufunc.Plan, op ufunc.Operand, acc unsafe.Pointer, have bool) error {
	es := op.DType.Size()
	chunk := max(1, reduceChunkBytes/es)
	nchunks := (p.Size + chunk - 1) / chunk
	partials := make([]elemSlot, nchunks) // one element per chunk
	err := parallelFor(name, p.Size, chunk, func(lo, hi int) {
		for c := lo / chunk; c*chunk < hi; c++ {
			foldRange(loop, p, op.Base, c*chunk, min((c+1)*chunk, hi), unsafe.Pointer(&partials[c]), false)
		}
	})
	if err != nil {
		return err
	}
	return serial(name, func() { combine(loop, acc, have, partials, nil) })
}

// elemSlot holds one element of any dtype (a complex128 takes both words).
type elemSlot [2]uint64

// combine folds the partial results (one element per slot; slots with
// has[i] false are skipped when has is not nil) into acc in order.
func combine(loop *Loop, acc unsafe.Pointer, have bool, partials []elemSlot, has []bool) {
	es := loop.Out[0].Size()
	for i := range partials {
		if has != nil && !has[i] {
			continue
		}
		p := unsafe.Pointer(&partials[i])
		if !have {
			copyElem(acc, p, es)
			have = true
			continue
		}
		fold(loop, acc, 1, p, 0)
	}
}

// reduceSim launches a grid-stride fold on dev: thread g folds elements
// g, g+G, … into its own partial; the partials are combined in thread order.
func reduceSim(e exec, name string, loop *Loop, p *ufunc.Plan, op ufunc.Operand, acc unsafe.Pointer, have bool) error {
	size, es := p.Size, op.DType.Size()
	grid := simGrid(size)
	partials := make([]elemSlot, grid*simBlock)
	has := make([]bool, grid*simBlock)
	err := e.launch(name, size,
		func(t *Thread) {
			g := t.Grid1()
			slot := unsafe.Pointer(&partials[g])
			offs := make([]int, 1)
			for i, stride := g, t.GridSize1(); i < size; i += stride {
				p.Offsets(i, offs)
				x := unsafe.Add(op.Base, offs[0])
				if !has[g] {
					copyElem(slot, x, es)
					has[g] = true
					continue
				}
				fold(loop, slot, 1, x, 0)
			}
		})
	if err != nil {
		return err
	}
	return serial(name, func() { combine(loop, acc, have, partials, has) })
}

// reduceAxis folds along one axis; every output element is an independent
// fold, spread over workers on Parallel and over threads on Sim.
func reduceAxis(e exec, name string, loop *Loop, op ufunc.Operand, axis int, init unsafe.Pointer) (any, error) {
	nd0 := len(op.Shape)
	k := axis
	if k < 0 {
		k += nd0
	}
	if k < 0 || k >= nd0 {
		return nil, fmt.Errorf("kern: %s.Reduce: axis %d is out of range for shape %s: %w", name, axis, nd.ShapeString(op.Shape), nd.ErrShape)
	}
	n, step := op.Shape[k], op.Strides[k]
	rest := append(append([]int{}, op.Shape[:k]...), op.Shape[k+1:]...)
	restSt := append(append([]int{}, op.Strides[:k]...), op.Strides[k+1:]...)
	out, err := ufunc.NewHost(op.DType, rest)
	if err != nil {
		return nil, err
	}
	plan, err := ufunc.NewPlan(rest, [][]int{rest, rest}, [][]int{out.Strides, restSt})
	if err != nil {
		return nil, err
	}
	if n == 0 && init == nil && plan.Size > 0 {
		return nil, fmt.Errorf("kern: %s.Reduce along axis %d of shape %s: %w", name, axis, nd.ShapeString(op.Shape), ErrEmpty)
	}
	es := op.DType.Size()
	one := func(offs []int) {
		acc := unsafe.Add(out.Base, offs[0])
		if init != nil {
			copyElem(acc, init, es)
			if n > 0 { // an empty input has no base to offset
				fold(loop, acc, n, unsafe.Add(op.Base, offs[1]), step)
			}
			return
		}
		x := unsafe.Add(op.Base, offs[1])
		copyElem(acc, x, es)
		if n > 1 {
			fold(loop, acc, n-1, unsafe.Add(x, step), step)
		}
	}
	span := func(lo, hi int) {
		offs := make([]int, 2)
		for i := lo; i < hi; i++ {
			plan.Offsets(i, offs)
			one(offs)
		}
	}
	if plan.Size == 0 {
		return out.Value, nil
	}
	switch e.t {
	case Parallel:
		// An output element folds n inputs: chunk by input bytes.
		chunk := max(1, reduceChunkBytes/max(1, n*es))
		err = parallelFor(name, plan.Size, chunk, span)
	case Sim:
		err = e.launch(name, plan.Size,
			func(th *Thread) {
				offs := make([]int, 2)
				for i, stride := th.Grid1(), th.GridSize1(); i < plan.Size; i += stride {
					plan.Offsets(i, offs)
					one(offs)
				}
			})
	default:
		err = serial(name, func() { span(0, plan.Size) })
	}
	if err != nil {
		return nil, err
	}
	return out.Value, nil
}

// loadElem reads one element of dtype d as its Go type.
func loadElem(d nd.DType, p unsafe.Pointer) any {
	switch d {
	case nd.Bool:
		return *(*bool)(p)
	case nd.Int8:
		return *(*int8)(p)
	case nd.Int16:
		return *(*int16)(p)
	case nd.Int32:
		return *(*int32)(p)
	case nd.Int64:
		return *(*int64)(p)
	case nd.Uint8:
		return *(*uint8)(p)
	case nd.Uint16:
		return *(*uint16)(p)
	case nd.Uint32:
		return *(*uint32)(p)
	case nd.Uint64:
		return *(*uint64)(p)
	case nd.Float32:
		return *(*float32)(p)
	case nd.Float64:
		return *(*float64)(p)
	case nd.Complex64:
		return *(*complex64)(p)
	case nd.Complex128:
		return *(*complex128)(p)
	}
	return nil
}
