package kern

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/fastpath"
	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/internal/hostexec"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// Ufunc is a vectorized function with one typed loop per signature: the
// value Numba's @vectorize returns. Calls pick the loop whose input dtypes
// equal the operands' exactly. It is immutable and safe for concurrent use.
type Ufunc struct {
	name      string
	loops     []Loop
	nin, nout int
	err       error
	// fast is the dispatch cache: the last host Into's and Call's kinds
	// of arguments and loop.
	fast fastpath.Cache
}

// Vectorize makes a ufunc from its typed loops, e.g.
//
//	disc := kern.Vectorize("Discriminant", kern.Loop3(Discriminant[float32]), kern.Loop3(Discriminant[float64]))
func Vectorize(name string, loops ...Loop) *Ufunc {
	u := &Ufunc{name: name, loops: append([]Loop{}, loops...)}
	if len(loops) == 0 {
		u.err = fmt.Errorf("kern: Vectorize %s: no loops: %w", name, ErrDefinition)
		return u
	}
	u.nin, u.nout = len(loops[0].In), len(loops[0].Out)
	for i, l := range loops {
		switch {
		case l.Run == nil:
			u.err = fmt.Errorf("kern: Vectorize %s: loop %d has no Run function: %w", name, i, ErrDefinition)
		case len(l.In) != u.nin || len(l.Out) != u.nout:
			u.err = fmt.Errorf("kern: Vectorize %s: loop %d is %s but loop 0 is %s: %w",
				name, i, l.Signature(), loops[0].Signature(), ErrDefinition)
		case u.nout == 0:
			u.err = fmt.Errorf("kern: Vectorize %s: loop %d has no outputs: %w", name, i, ErrDefinition)
		}
		if u.err != nil {
			return u
		}
		if u.loops[i].gpu == nil {
			u.loops[i].gpu = newGPULoop(&u.loops[i])
			u.loops[i].gpu.SetName(name) // GPU errors name the ufunc as CPU ones do
		}
	}
	return u
}

// Name is the ufunc's name; Err its definition error, if any.
func (u *Ufunc) Name() string { return u.name }
func (u *Ufunc) Err() error   { return u.err }

// NumIn and NumOut are the numbers of inputs and outputs.
func (u *Ufunc) NumIn() int  { return u.nin }
func (u *Ufunc) NumOut() int { return u.nout }

// Loops returns the ufunc's loops (a copy of the list).
func (u *Ufunc) Loops() []Loop { return append([]Loop{}, u.loops...) }

// Call applies the ufunc element by element and returns its output.
//
// on says where it runs: a Target (kern.Parallel, …), a *Device (its
// target; the host device runs calls on Parallel, as Auto does there) or
// a *Stream (its device's target, asynchronously: the outputs are ready
// once the stream is synchronized; on the host device's streams the
// Parallel chunks are queued on the stream).
// A nil placement (nil, a nil *Device or a nil *Stream) is an error
// wrapping ErrTarget: kern.Auto asks for the default.
//
// Arguments are nd.Array[T], []T (1-d), Go scalars, *Pinned[T] and
// *DeviceArray[T]; they broadcast with NumPy's rules. Scalars take the
// dtype of the loop when they convert exactly (see ufunc.Convert). The
// output is an nd.Array[R] when every operand is on the host, or a
// *DeviceArray[R] on the operands' device when one of them is a device
// array (Numba's rule). As and AsDevice give a typed result:
//
//	D, err := kern.As[float32](disc.Call(kern.Parallel, A, B, C))
func (u *Ufunc) Call(on any, args ...any) (any, error) {
	if u.err == nil && u.nout != 1 {
		return nil, fmt.Errorf("kern: %s has %d outputs: use CallMulti: %w", u.name, u.nout, ufunc.ErrArity)
	}
	if u.err == nil {
		var res [1]any
		if ok, err := u.callFast(on, args, nil, res[:]); ok {
			return res[0], err
		}
	}
	outs, err := u.call(on, args, nil)
	if err != nil {
		return nil, err
	}
	return outs[0], nil
}

// CallMulti is Call for ufuncs with several outputs.
func (u *Ufunc) CallMulti(on any, args ...any) ([]any, error) { return u.call(on, args, nil) }

// Into is Call writing into out (Numba's out=): an nd.Array[R], a []R or a
// *DeviceArray[R] of exactly the broadcast shape and the loop's output
// dtype. Nothing is written when the call is invalid.
func (u *Ufunc) Into(on any, out any, args ...any) error {
	_, err := u.call(on, args, []any{out})
	return err
}

// IntoMulti is Into for ufuncs with several outputs.
func (u *Ufunc) IntoMulti(on any, outs []any, args ...any) error {
	_, err := u.call(on, args, outs)
	return err
}

// As converts a call's result to a host array of element type T.
func As[T nd.Elem](v any, err error) (nd.Array[T], error) {
	if err != nil {
		return nd.Array[T]{}, err
	}
	a, ok := v.(nd.Array[T])
	if !ok {
		return nd.Array[T]{}, fmt.Errorf("kern: result is %s, not nd.Array[%v]%s: %w", describe(v), nd.DTypeOf[T](), otherKind(v, false), nd.ErrDType)
	}
	return a, nil
}

// AsDevice converts a call's result to a device array of element type T.
func AsDevice[T nd.Elem](v any, err error) (*DeviceArray[T], error) {
	if err != nil {
		return nil, err
	}
	a, ok := v.(*DeviceArray[T])
	if !ok {
		return nil, fmt.Errorf("kern: result is %s, not *DeviceArray[%v]%s: %w", describe(v), nd.DTypeOf[T](), otherKind(v, true), nd.ErrDType)
	}
	return a, nil
}

// otherKind says which conversion takes v when it is the other kind of
// array than the one asked for (device: AsDevice was called): a call
// returns device arrays when its operands are, host arrays otherwise.
func otherKind(v any, device bool) string {
	if s, ok := v.(operandSource); ok {
		if d, err := s.operandDevice(); err == nil && d != nil && !device {
			return " (a call given device arrays returns one: take it with kern.AsDevice, or copy it to the host with CopyToHost)"
		}
		return ""
	}
	if o, ok := ufunc.FromValue(v); ok && device && !o.IsScalar() {
		return " (a call given host arrays returns one, on a GPU too: take it with kern.As, or pass device arrays)"
	}
	return ""
}

// describe says what v is, for messages: its Go type with an array's
// shape ("nd.Array[float64] of shape (8, 8)"), a slice's length or a
// scalar's value.
func describe(v any) string {
	if s, ok := v.(operandSource); ok {
		if o, _, err := s.ufuncOperand(); err == nil {
			return fmt.Sprintf("%s of shape %s", typeName(v), nd.ShapeString(o.Shape))
		}
		return typeName(v) // nil, or freed
	}
	o, ok := ufunc.FromValue(v)
	switch {
	case !ok:
		return typeName(v)
	case o.IsScalar():
		return fmt.Sprintf("%s %v", typeName(v), v)
	case reflect.TypeOf(v).Kind() == reflect.Slice:
		return fmt.Sprintf("%s of length %d", typeName(v), o.Shape[0])
	}
	return fmt.Sprintf("%s of shape %s", typeName(v), nd.ShapeString(o.Shape))
}

// typeName is v's Go type as %T prints it, but with the type arguments
// of a generic type named by package name, as %T names every other type:
// nd.Array[half.Float16], not nd.Array[github.com/kernlab/kern/half.Float16].
func typeName(v any) string {
	s := fmt.Sprintf("%T", v)
	var b strings.Builder
	word := 0 // where the current name starts
	flush := func(end int) {
		w := s[word:end]
		if k := strings.LastIndexByte(w, '/'); k >= 0 {
			w = w[k+1:] // an import path before the package name
		}
		b.WriteString(w)
	}
	for i := 0; i < len(s); i++ {
		if strings.IndexByte("[], *()", s[i]) >= 0 {
			flush(i)
			b.WriteByte(s[i])
			word = i + 1
		}
	}
	flush(len(s))
	return b.String()
}

// call is the shared body of Call and Into: validate everything, then run.
func (u *Ufunc) call(on any, args []any, outArgs []any) ([]any, error) {
	if u.err != nil {
		return nil, u.err
	}
	if len(args) != u.nin {
		return nil, fmt.Errorf("kern: %s takes %d inputs, got %d: %w", u.name, u.nin, len(args), ufunc.ErrArity)
	}
	if outArgs != nil && len(outArgs) != u.nout {
		return nil, fmt.Errorf("kern: %s has %d outputs, got %d: %w", u.name, u.nout, len(outArgs), ufunc.ErrArity)
	}
	if sp, ok := on.(*Spreading); ok && sp != nil {
		return u.spreadCall(sp, args, outArgs)
	}
	if outArgs != nil {
		if ok, err := u.callFast(on, args, outArgs, nil); ok {
			return nil, err
		}
	}
	// A call with few operands takes its working slices from a pooled
	// scratch; it goes back to the pool only after a CPU or Parallel call,
	// which is over when it returns (a GPU or Sim call may keep slices
	// until its work runs, so its scratch is left to the collector).
	var sc *callScratch
	if len(args)+u.nout <= maxPooledOps {
		sc = scratchPool.Get().(*callScratch)
	}
	ops, dev, err := operandsIn(u.name, args, u.nout, sc)
	if err != nil {
		return nil, err
	}
	loop, err := u.pick(ops)
	if err != nil {
		return nil, err
	}
	if err := convertScalars(u.name, ops, loop.In); err != nil {
		return nil, err
	}
	var shapes [][]int
	if sc != nil {
		shapes = sc.shapes[:len(ops)]
	} else {
		shapes = make([][]int, len(ops))
	}
	for k := range ops {
		shapes[k] = ops[k].Shape
	}
	shape, err := broadcastShapes(shapes)
	if err != nil {
		return nil, fmt.Errorf("kern: %s: operands of shapes %s: %w", u.name, shapeList(shapes), err)
	}
	runDev, err := withOutputDevices(u.name, dev, outArgs)
	if err != nil {
		return nil, err
	}
	e, err := place(&placeReq{on: on, name: u.name, opDev: runDev, hasCode: loop.hasGPUCode(), pkg: loop.gpuPkg(), id: loop.ID, directive: "vectorize", stale: loop.gpuStale(), cpuOnly: multiOutputCPUOnly(loop)})
	if err != nil {
		return nil, err
	}
	if err := e.capturable(u.name, outArgs == nil, args); err != nil {
		return nil, err
	}
	outs, err := outputsIn(u.name, outArgs, loop.Out, shape, dev, sc)
	if err != nil {
		return nil, e.dev.faulted(err)
	}
	all := append(ops, outs...)
	var res []any
	if sc != nil && outArgs != nil {
		res = sc.res[:len(outs)] // Into returns no result slice
	} else {
		res = make([]any, len(outs))
	}
	for j := range outs {
		res[j] = outs[j].Value
	}
	// The run gets its own copy of the argument list (a GPU call may keep
	// it), so the caller's variadic slice stays on the caller's stack.
	var kept []any
	if sc != nil {
		kept = sc.args[:len(args)]
		copy(kept, args)
	} else {
		kept = slices.Clone(args)
	}
	if e.t.isGPU() && e.s == nil {
		// Host inputs that overlap a host output: a streamed call would
		// scatter output chunks over inputs later chunks gather.
		if kept, err = separateArgs(ops, outs, nil, kept); err != nil {
			return nil, err
		}
	}
	if err := runVectorize(e, u.name, loop, shape, all, kept, res, sc); err != nil {
		if outArgs == nil {
			freeOutputs(res)
		}
		return nil, e.dev.faulted(err)
	}
	// The scratch is free again once nothing can still refer to it: after
	// a host call on no stream (it ran before it returned), and after a
	// GPU call on the null stream whose operands did not use its shape
	// arena (device arrays and scalars: the launch copied its parameters,
	// and queued work keeps copies of the values it needs).
	if sc != nil && e.s == nil && (!e.t.isGPU() || !sc.dimsUsed) {
		sc.reset()
		scratchPool.Put(sc)
	}
	u.remember(on, e, loop, args, outArgs)
	return res, nil
}

// maxPooledOps is the most operands (inputs and outputs) a call takes its
// working slices from the pool for.
const maxPooledOps = 12

// callScratch holds a call's working slices: operands (with the shape and
// strides of slice operands), their shapes, base pointers and steps.
type callScratch struct {
	ops     [maxPooledOps]ufunc.Operand
	dims    [2 * MaxRank * maxPooledOps]int
	shapes  [maxPooledOps][]int
	strides [maxPooledOps][]int
	bases   [maxPooledOps]unsafe.Pointer
	steps   [maxPooledOps]int
	res     [maxPooledOps]any
	args    [maxPooledOps]any
	elem    hostexec.ElemSlot // a reduction's accumulator
	// dimsUsed: a host slice operand's shape and strides live in dims.
	dimsUsed bool
}

// reset drops what the scratch refers to before it goes back to the pool
// (the integer arrays hold no pointers and are written before they are
// read: clearing them would cost more than the rest of a small call).
func (sc *callScratch) reset() {
	clear(sc.ops[:])
	clear(sc.shapes[:])
	clear(sc.strides[:])
	clear(sc.bases[:])
	clear(sc.res[:])
	clear(sc.args[:])
	sc.dimsUsed = false
}

// scratchPool recycles callScratch values (a cache: no state survives a
// call).
var scratchPool = sync.Pool{New: func() any { return new(callScratch) }}

// broadcastShapes is nd.BroadcastShapes with the common case — every
// operand of one shape, or scalars — answered without allocating (the
// result then aliases an operand's shape, which nobody writes).
func broadcastShapes(shapes [][]int) ([]int, error) {
	var first []int
	for _, s := range shapes {
		if len(s) == 0 {
			continue
		}
		if first == nil {
			first = s
			continue
		}
		if !slices.Equal(s, first) {
			return nd.BroadcastShapes(shapes...)
		}
	}
	if first == nil {
		return nd.BroadcastShapes(shapes...)
	}
	return first, nil
}

// pick returns the first loop whose input dtypes equal the array operands'
// and to which every scalar operand converts exactly. When every operand
// is a scalar, a loop of exactly their Go types comes first: with no
// array to adapt to, float64(3) asks for the float64 loop (as a NumPy
// float64 scalar does), not for the first loop that holds 3.
func (u *Ufunc) pick(ops []ufunc.Operand) (*Loop, error) {
	// first is the first loop that takes ops, scalars by value (convert)
	// or by their Go types.
	first := func(convert bool) *Loop {
		for i := range u.loops {
			l := &u.loops[i]
			ok := true
			for k := range ops {
				if convert && ops[k].IsScalar() {
					ok = ok && ufunc.CanConvert(ops[k].Scalar, l.In[k])
				} else {
					ok = ok && ops[k].DType == l.In[k]
				}
			}
			if ok {
				return l
			}
		}
		return nil
	}
	if allScalars(ops) {
		if l := first(false); l != nil {
			return l, nil
		}
	}
	if l := first(true); l != nil {
		return l, nil
	}
	have := make([]string, len(ops))
	for k := range ops {
		have[k] = ops[k].DType.String()
		if ops[k].IsScalar() {
			have[k] += fmt.Sprintf(" scalar %v", ops[k].Scalar)
		}
	}
	sigs := make([]string, len(u.loops))
	for i := range u.loops {
		sigs[i] = u.loops[i].Signature()
	}
	return nil, fmt.Errorf("kern: %s has no loop for (%s); loops: %s%s: %w",
		u.name, strings.Join(have, ", "), strings.Join(sigs, ", "), u.scalarHint(ops), nd.ErrDType)
}

// scalarHint names the scalar operand that kept a loop from matching,
// when one did: the first loop that takes every array operand's dtype and
// to which some scalar does not convert exactly. A mismatch of arrays gets
// no hint, since no way of writing a scalar would fix it.
func (u *Ufunc) scalarHint(ops []ufunc.Operand) string {
	for i := range u.loops {
		in := u.loops[i].In
		bad, ok := -1, len(in) == len(ops)
		for k := 0; ok && k < len(ops); k++ {
			switch {
			case !ops[k].IsScalar():
				ok = ops[k].DType == in[k]
			case bad < 0 && !ufunc.CanConvert(ops[k].Scalar, in[k]):
				bad = k
			}
		}
		if !ok || bad < 0 {
			continue
		}
		v, dt := ops[bad].Scalar, in[bad]
		hint := " ("
		if !allScalars(ops) {
			hint += fmt.Sprintf("loop %s takes the arrays, but ", u.loops[i].Signature())
		}
		hint += fmt.Sprintf("input %d, the %T scalar %v, does not convert exactly to %v", bad+1, v, v, dt)
		if f, real := realScalar(v); dt.IsFloat() && real {
			// Advice that compiles: a rounding conversion, unless the value
			// lies beyond the type's largest finite one.
			if math.Abs(f) > maxFinite[dt] {
				hint += fmt.Sprintf(": it is beyond %v's range", dt)
			} else {
				hint += ": write e.g. " + scalarOf(dt, v)
			}
		}
		return hint + ")"
	}
	return ""
}

func allScalars(ops []ufunc.Operand) bool {
	for k := range ops {
		if !ops[k].IsScalar() {
			return false
		}
	}
	return len(ops) > 0
}

// convertScalars gives every scalar operand the dtype of the loop.
func convertScalars(name string, ops []ufunc.Operand, dts []nd.DType) error {
	for k := range ops {
		if !ops[k].IsScalar() {
			continue
		}
		p, err := ufunc.Convert(ops[k].Scalar, dts[k])
		if err != nil {
			return errs.Wrapf(err, "kern: %s: input %d", name, k+1)
		}
		ops[k].Base, ops[k].DType = p, dts[k]
	}
	return nil
}

// Into1 … Into4 are u.Into(on, out, a, …) for operands that are nd.Array
// values of one element type, written without boxing each array into an
// interface: Into's variadic ...any makes Go copy every 80-byte nd.Array to
// the heap, so a natural disc.Into(kern.CPU, D, A, B, C) allocated once
// per operand. Once u has run a call of the same form (arrays of one shape,
// the same target), these take the dispatch cache's loop directly and
// allocate nothing; anything else goes through Into with the same results
// and errors.
func Into1[T nd.Elem](u *Ufunc, on Target, out, a nd.Array[T]) error {
	ins := [1]nd.Array[T]{a}
	if ok, err := fastpath.IntoArrays(&u.fast, u.name, u.nin, u.nout, int(on), out, ins[:]); ok {
		return err
	}
	return u.Into(on, out, a)
}

// Into2 is Into1 for two inputs.
func Into2[T nd.Elem](u *Ufunc, on Target, out, a, b nd.Array[T]) error {
	ins := [2]nd.Array[T]{a, b}
	if ok, err := fastpath.IntoArrays(&u.fast, u.name, u.nin, u.nout, int(on), out, ins[:]); ok {
		return err
	}
	return u.Into(on, out, a, b)
}

// Into3 is Into1 for three inputs.
func Into3[T nd.Elem](u *Ufunc, on Target, out, a, b, c nd.Array[T]) error {
	ins := [3]nd.Array[T]{a, b, c}
	if ok, err := fastpath.IntoArrays(&u.fast, u.name, u.nin, u.nout, int(on), out, ins[:]); ok {
		return err
	}
	return u.Into(on, out, a, b, c)
}

// Into4 is Into1 for four inputs.
func Into4[T nd.Elem](u *Ufunc, on Target, out, a, b, c, d nd.Array[T]) error {
	ins := [4]nd.Array[T]{a, b, c, d}
	if ok, err := fastpath.IntoArrays(&u.fast, u.name, u.nin, u.nout, int(on), out, ins[:]); ok {
		return err
	}
	return u.Into(on, out, a, b, c, d)
}

// runVectorize runs loop over the broadcast shape for the operands ops
// (inputs then outputs) where e says: GPU targets through the GPU call
// path, host targets through hostexec. args and res are the call's
// original inputs and outputs, for the GPU path.
func runVectorize(e exec, name string, loop *Loop, shape []int, ops []ufunc.Operand, args, res []any, sc *callScratch) error {
	if e.t.isGPU() {
		return runGPUVectorize(e, loop, shape, args, res)
	}
	if err := e.ready(); err != nil {
		return err
	}
	if err := e.separate(name, ops[:len(loop.In)], ops[len(loop.In):], nil); err != nil {
		return err
	}
	outBytes := 0
	for _, d := range loop.Out {
		outBytes += d.Size()
	}
	// The scratch outlives the call only on a stream, where its work is
	// queued.
	var buf hostexec.Scratch
	if sc != nil {
		buf.Steps = sc.steps[:len(ops)]
		if e.s == nil {
			buf.Bases = sc.bases[:len(ops)]
			buf.Shapes, buf.Strides = sc.shapes[:len(ops)], sc.strides[:len(ops)]
		}
	}
	var keep []any // what a stream's queued work keeps alive
	if e.s != nil {
		keep = append(append([]any{}, args...), res...)
	}
	var launch hostexec.Launch
	if e.t == Sim {
		launch = e.simLaunch(name, nd.ShapeString(shape), keep...)
	}
	return hostexec.Elementwise(e.hostKind(), name, loop.cpuRun(), loop.Run, shape, ops, outBytes, buf, launch, e.queue(name, nd.ShapeString(shape), keep...))
}

// runGPUVectorize runs a vectorize loop on a GPU through the GPU call
// path: chunked when it has host operands above the threshold and no
// stream was named, else with whole copies.
func runGPUVectorize(e exec, loop *Loop, shape []int, args, res []any) error {
	return gpuErr(loop.gpu.Run(gpuDevice(e.dev), gpuStream(e.s), e.chunk, shape, args, res))
}

// newGPULoop returns the GPU code of a vectorize or reduce loop.
func newGPULoop(l *Loop) *gpucall.Loop {
	return gpucall.NewLoop(l.ID, l.In, l.Out, l.src, genRegistry(), gpuArgs())
}

// callFast runs a call through the dispatch cache (internal/fastpath): an
// Into when outArgs is not nil, else a Call whose outputs it stores in
// res. ok is false when the call is not of the cached kind.
func (u *Ufunc) callFast(on any, args, outArgs, res []any) (ok bool, err error) {
	host := -1
	if t, isTarget := on.(Target); isTarget {
		host = int(t)
	}
	return u.fast.Call(u.name, u.nin, u.nout, on, host, args, outArgs, res)
}

// remember caches a successful full-path call: on the host (Into or Call)
// on a CPU target it named, or a GPU Into on the null stream of a Target
// or a *Device.
func (u *Ufunc) remember(on any, e exec, loop *Loop, args, outArgs []any) {
	if e.t.isGPU() {
		switch on.(type) {
		case Target, *Device:
		default:
			return // a stream or chunking options: the full path
		}
		if outArgs == nil || e.s != nil || e.chunk != nil || e.dev == nil {
			return
		}
		u.fast.RememberGPU(fastpath.GPU{On: on, Dev: e.dev, DevViewOf: fastDevViewOf,
			Run: func(shape []int, args, res []any) error { return runGPUVectorize(e, loop, shape, args, res) }}, args, outArgs)
		return
	}
	t, isTarget := on.(Target)
	if !isTarget || e.dev != nil || e.s != nil || e.t != CPU && e.t != Parallel {
		return
	}
	if t == Auto && loop.hasGPUCode() {
		return // Auto's choice depends on the devices present
	}
	u.fast.RememberHost(fastpath.Host{On: int(t), Parallel: e.t == Parallel, Run: loop.cpuRun(), In: loop.In, Out: loop.Out}, args, outArgs)
}

// devView is the dispatch cache's view of a *DeviceArray[T]: its device
// when v is a live device array of that kind and of shape s (first: sets
// s).
func devView[T nd.Elem](v any, s *fastpath.Shape, first bool) (any, bool) {
	a, ok := v.(*DeviceArray[T])
	if !ok || a == nil || len(a.shape) > MaxRank || a.live() != nil {
		return nil, false
	}
	if first {
		s.Rank = copy(s.Dims[:], a.shape)
	} else if !slices.Equal(a.shape, s.Dims[:s.Rank]) {
		return nil, false
	}
	return a.alloc.dev, true
}

// fastDevViewOf is the cache's view of v's kind of device array, or nil.
func fastDevViewOf(v any) fastpath.DevView {
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

// maxFinite is the largest finite value of each float dtype.
var maxFinite = map[nd.DType]float64{nd.Float32: math.MaxFloat32, nd.Float64: math.MaxFloat64,
	nd.Float16: 65504, nd.BFloat16: 0x1.fep127, nd.Float8E4M3: 448, nd.Float8E5M2: 57344}

// realScalar is a Go integer or float scalar's value (real false for a
// bool, a complex number or anything else).
func realScalar(v any) (f float64, real bool) {
	if h, ok := v.(interface{ Float64() float64 }); ok {
		return h.Float64(), true // the half types, whose kind is an unsigned integer
	}
	r := reflect.ValueOf(v)
	switch r.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return float64(r.Int()), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return float64(r.Uint()), true
	case reflect.Float32, reflect.Float64:
		return r.Float(), true
	}
	return 0, false
}

// scalarOf is Go code that gives v the dtype d, for an error's advice:
// float32(0.1), kern.ToFloat16(0.1).
func scalarOf(d nd.DType, v any) string {
	conv := map[nd.DType]string{nd.Float16: "kern.ToFloat16", nd.BFloat16: "kern.ToBFloat16",
		nd.Float8E4M3: "kern.ToFloat8E4M3", nd.Float8E5M2: "kern.ToFloat8E5M2"}[d]
	if conv == "" {
		conv = d.String()
	}
	return fmt.Sprintf("%s(%v)", conv, v)
}

// multiOutputCPUOnly is the placement's cpuOnly for a loop of several
// outputs (Loop2x2) without GPU code: //kern:vectorize compiles one-result
// cores only (K020), so go generate cannot give it any, and the error says
// what does run on a GPU instead of asking for the mark.
func multiOutputCPUOnly(l *Loop) string {
	if len(l.Out) < 2 || l.hasGPUCode() {
		return ""
	}
	in := strings.TrimSuffix(strings.Repeat("(),", len(l.In)), ",")
	out := strings.TrimSuffix(strings.Repeat("(),", len(l.Out)), ",")
	return fmt.Sprintf("a ufunc of %d outputs runs on the CPU targets only (//kern:vectorize compiles one-result cores, K020); for a GPU write the core as a //kern:guvectorize %s->%s function and call it with CallMulti",
		len(l.Out), in, out)
}
