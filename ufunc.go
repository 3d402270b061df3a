package kern

import (
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// Identity names a typed loop for the GPU registry: the function's package
// path and name as the Go runtime reports it, with "[...]" of a generic
// instantiation replaced by the distinct operand dtypes in order of first
// appearance, e.g. "example.com/app.Discriminant[float32]". `kern gen`
// computes the same string from the instantiated signature (both by
// abi.InstanceName), so compiled code is found by identity.
type Identity = abi.Identity

// Loop is one typed inner loop of a ufunc: Numba's compiled kernel for one
// signature, NumPy's PyUFuncGenericFunction. Loop1…Loop4 and Loop2x2 build
// it from a Go function; generated code may fill the fields itself.
type Loop struct {
	ID  Identity
	In  []nd.DType // input dtypes, in parameter order
	Out []nd.DType // output dtypes
	// Run applies the core to n elements. args holds a pointer to the
	// first element of each operand, inputs then outputs; steps the byte
	// distance between consecutive elements of each (0 for a broadcast
	// operand or a scalar). Run must accept any steps; the loops made by
	// LoopN take a slice fast path when every step is the element size.
	Run func(n int, args []unsafe.Pointer, steps []int)
	// Fold is optional, for binary loops whose three dtypes are one:
	// for i in 0..n-1, *acc = f(*acc, x[i]), x[i] at byte offset i*step
	// from x, left to right (kern gen's fold of a lane fold reorders, see
	// Reducer.Call). Reduce uses it; without it Reduce calls Run with the
	// accumulator as both first input and output, NumPy's way.
	Fold func(acc unsafe.Pointer, n int, x unsafe.Pointer, step int)

	gpu gpuLauncher // the GPU hook, set by Vectorize
}

// Signature formats the loop as "(float32, float32) -> float32".
func (l *Loop) Signature() string {
	return "(" + dtypeList(l.In) + ") -> " + outList(l.Out)
}

func dtypeList(ds []nd.DType) string {
	s := make([]string, len(ds))
	for i, d := range ds {
		s[i] = d.String()
	}
	return strings.Join(s, ", ")
}

func outList(ds []nd.DType) string {
	if len(ds) == 1 {
		return ds[0].String()
	}
	return "(" + dtypeList(ds) + ")"
}

// identityOf names f for the GPU registry (see Identity).
func identityOf(f any, dts ...nd.DType) Identity {
	name := "?"
	if fn := runtime.FuncForPC(reflect.ValueOf(f).Pointer()); fn != nil {
		name = fn.Name()
	}
	names := make([]string, len(dts))
	for i, d := range dts {
		names[i] = d.String()
	}
	return abi.InstanceName(name, names)
}

// elemAt is the element at byte offset i*step from p.
func elemAt[T nd.Elem](p unsafe.Pointer, i, step int) *T { return (*T)(unsafe.Add(p, i*step)) }

// Loop1 makes the loop of a one-input function, e.g. kern.Loop1(Sqrt[float32]).
func Loop1[A, R nd.Elem](f func(A) R) Loop {
	return Loop{
		ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[R]()), In: []nd.DType{nd.DTypeOf[A]()}, Out: []nd.DType{nd.DTypeOf[R]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			if s[0] == elemSize[A]() && s[1] == elemSize[R]() {
				a, r := unsafe.Slice((*A)(p[0]), n), unsafe.Slice((*R)(p[1]), n)
				for i := range r {
					r[i] = f(a[i])
				}
				return
			}
			for i := range n {
				*elemAt[R](p[1], i, s[1]) = f(*elemAt[A](p[0], i, s[0]))
			}
		},
	}
}

// Loop2 makes the loop of a two-input function. When the three types are
// one, the loop also has a Fold for Reduce.
func Loop2[A, B, R nd.Elem](f func(A, B) R) Loop {
	l := Loop{
		ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[R]()), In: []nd.DType{nd.DTypeOf[A](), nd.DTypeOf[B]()}, Out: []nd.DType{nd.DTypeOf[R]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			if s[0] == elemSize[A]() && s[1] == elemSize[B]() && s[2] == elemSize[R]() {
				a, b, r := unsafe.Slice((*A)(p[0]), n), unsafe.Slice((*B)(p[1]), n), unsafe.Slice((*R)(p[2]), n)
				for i := range r {
					r[i] = f(a[i], b[i])
				}
				return
			}
			for i := range n {
				*elemAt[R](p[2], i, s[2]) = f(*elemAt[A](p[0], i, s[0]), *elemAt[B](p[1], i, s[1]))
			}
		},
	}
	if g, ok := any(f).(func(R, R) R); ok && nd.DTypeOf[A]() == nd.DTypeOf[R]() && nd.DTypeOf[B]() == nd.DTypeOf[R]() {
		l.Fold = func(acc unsafe.Pointer, n int, x unsafe.Pointer, step int) {
			v := *(*R)(acc)
			if step == elemSize[R]() {
				for _, e := range unsafe.Slice((*R)(x), n) {
					v = g(v, e)
				}
			} else {
				for i := range n {
					v = g(v, *elemAt[R](x, i, step))
				}
			}
			*(*R)(acc) = v
		}
	}
	return l
}

// Loop3 makes the loop of a three-input function, e.g.
// kern.Loop3(Discriminant[float32]).
func Loop3[A, B, C, R nd.Elem](f func(A, B, C) R) Loop {
	return Loop{
		ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[R]()),
		In: []nd.DType{nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C]()}, Out: []nd.DType{nd.DTypeOf[R]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			if s[0] == elemSize[A]() && s[1] == elemSize[B]() && s[2] == elemSize[C]() && s[3] == elemSize[R]() {
				a, b, c := unsafe.Slice((*A)(p[0]), n), unsafe.Slice((*B)(p[1]), n), unsafe.Slice((*C)(p[2]), n)
				r := unsafe.Slice((*R)(p[3]), n)
				for i := range r {
					r[i] = f(a[i], b[i], c[i])
				}
				return
			}
			for i := range n {
				*elemAt[R](p[3], i, s[3]) = f(*elemAt[A](p[0], i, s[0]), *elemAt[B](p[1], i, s[1]), *elemAt[C](p[2], i, s[2]))
			}
		},
	}
}

// Loop4 makes the loop of a four-input function.
func Loop4[A, B, C, D, R nd.Elem](f func(A, B, C, D) R) Loop {
	return Loop{
		ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[D](), nd.DTypeOf[R]()),
		In: []nd.DType{nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[D]()}, Out: []nd.DType{nd.DTypeOf[R]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			for i := range n {
				*elemAt[R](p[4], i, s[4]) = f(*elemAt[A](p[0], i, s[0]), *elemAt[B](p[1], i, s[1]),
					*elemAt[C](p[2], i, s[2]), *elemAt[D](p[3], i, s[3]))
			}
		},
	}
}

// Loop2x2 makes the loop of a function with two inputs and two outputs,
// e.g. func DivMod(a, b int64) (q, r int64).
func Loop2x2[A, B, R, S nd.Elem](f func(A, B) (R, S)) Loop {
	return Loop{
		ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[R](), nd.DTypeOf[S]()),
		In: []nd.DType{nd.DTypeOf[A](), nd.DTypeOf[B]()}, Out: []nd.DType{nd.DTypeOf[R](), nd.DTypeOf[S]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			for i := range n {
				*elemAt[R](p[2], i, s[2]), *elemAt[S](p[3], i, s[3]) = f(*elemAt[A](p[0], i, s[0]), *elemAt[B](p[1], i, s[1]))
			}
		},
	}
}

// Ufunc is a vectorized function with one typed loop per signature: the
// value Numba's @vectorize returns. Calls pick the loop whose input dtypes
// equal the operands' exactly. It is immutable and safe for concurrent use.
type Ufunc struct {
	name      string
	loops     []Loop
	nin, nout int
	err       error
	// fastInto and fastCall are the dispatch cache (ufuncfast.go): the
	// last host Into's and Call's kinds of arguments and loop.
	fastInto, fastCall atomic.Pointer[fastSig]
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
// target: Sim for the host device) or a *Stream (its device's target,
// asynchronously: the outputs are ready once the stream is synchronized).
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
		return nd.Array[T]{}, fmt.Errorf("kern: result is %s, not nd.Array[%v]: %w", describe(v), nd.DTypeOf[T](), nd.ErrDType)
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
		return nil, fmt.Errorf("kern: result is %s, not *DeviceArray[%v]: %w", describe(v), nd.DTypeOf[T](), nd.ErrDType)
	}
	return a, nil
}

func describe(v any) string {
	switch x := v.(type) {
	case operandSource:
		o, _, _ := x.ufuncOperand()
		return fmt.Sprintf("%T of %v", v, o.DType)
	}
	if o, ok := ufunc.FromValue(v); ok {
		return fmt.Sprintf("%v %s", o.DType, nd.ShapeString(o.Shape))
	}
	return fmt.Sprintf("%T", v)
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
		return nil, fmt.Errorf("kern: %s: operands of shapes %s do not broadcast: %w", u.name, shapeList(shapes), err)
	}
	runDev, err := withOutputDevices(u.name, dev, outArgs)
	if err != nil {
		return nil, err
	}
	e, err := place(&placeReq{on: on, name: u.name, opDev: runDev, hasCode: loop.hasGPUCode(), id: loop.ID, directive: "vectorize"})
	if err != nil {
		return nil, err
	}
	outs, err := outputsIn(u.name, outArgs, loop.Out, shape, dev, sc)
	if err != nil {
		return nil, err
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
	if err := runVectorize(e, u.name, loop, shape, all, kept, res, sc); err != nil {
		if outArgs == nil {
			freeOutputs(res)
		}
		return nil, err
	}
	// The scratch is free again once nothing can still refer to it: after
	// a CPU or Parallel call or a Sim call on no stream (its launch ran
	// before it returned), and after a GPU call on the null stream whose
	// operands did not use its shape arena (device arrays and scalars: the
	// launch copied its parameters, and queued work keeps copies of the
	// values it needs).
	if sc != nil && (e.t == CPU || e.t == Parallel || e.t == Sim && e.s == nil || e.t.isGPU() && e.s == nil && !sc.dimsUsed) {
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
	shape   fastShape // a fast call's shape (ufuncfast.go)
	elem    uint64    // a reduction's accumulator
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
// and to which every scalar operand converts exactly.
func (u *Ufunc) pick(ops []ufunc.Operand) (*Loop, error) {
	for i := range u.loops {
		l := &u.loops[i]
		ok := true
		for k := range ops {
			if ops[k].IsScalar() {
				ok = ok && ufunc.CanConvert(ops[k].Scalar, l.In[k])
			} else {
				ok = ok && ops[k].DType == l.In[k]
			}
		}
		if ok {
			return l, nil
		}
	}
	have := make([]string, len(ops))
	hint := ""
	for k := range ops {
		have[k] = ops[k].DType.String()
		if ops[k].IsScalar() {
			have[k] += fmt.Sprintf(" scalar %v", ops[k].Scalar)
			hint = " (a scalar takes a loop's dtype only when it converts exactly: write e.g. float32(0.1))"
		}
	}
	sigs := make([]string, len(u.loops))
	for i := range u.loops {
		sigs[i] = u.loops[i].Signature()
	}
	return nil, fmt.Errorf("kern: %s has no loop for (%s); loops: %s%s: %w",
		u.name, strings.Join(have, ", "), strings.Join(sigs, ", "), hint, nd.ErrDType)
}

// convertScalars gives every scalar operand the dtype of the loop.
func convertScalars(name string, ops []ufunc.Operand, dts []nd.DType) error {
	for k := range ops {
		if !ops[k].IsScalar() {
			continue
		}
		p, err := ufunc.Convert(ops[k].Scalar, dts[k])
		if err != nil {
			return fmt.Errorf("kern: %s: input %d: %w", name, k, err)
		}
		ops[k].Base, ops[k].DType = p, dts[k]
	}
	return nil
}

// operandSource is what device arrays and pinned arrays provide to be
// ufunc operands; dev is nil for host memory.
type operandSource interface {
	ufuncOperand() (o ufunc.Operand, dev *Device, err error)
	// operandDevice is the device alone, with ufuncOperand's checks.
	operandDevice() (*Device, error)
}

func (a *DeviceArray[T]) operandDevice() (*Device, error) {
	if a == nil {
		return nil, fmt.Errorf("a nil *kern.DeviceArray[%v]: %w", nd.DTypeOf[T](), ErrArgument)
	}
	return a.Device(), a.live()
}

func (p *Pinned[T]) operandDevice() (*Device, error) {
	if p == nil {
		return nil, fmt.Errorf("a nil *kern.Pinned[%v]: %w", nd.DTypeOf[T](), ErrArgument)
	}
	return nil, nil
}

func (a *DeviceArray[T]) ufuncOperand() (ufunc.Operand, *Device, error) { return a.ufuncOperandIn(nil) }

// ufuncOperandIn is ufuncOperand with the shape and byte strides in dims
// when it has room for them (2 × rank ints).
func (a *DeviceArray[T]) ufuncOperandIn(dims []int) (ufunc.Operand, *Device, error) {
	dev, err := a.operandDevice()
	if a == nil {
		return ufunc.Operand{}, nil, err
	}
	var o ufunc.Operand
	if r := len(a.shape); len(dims) >= 2*r {
		copy(dims, a.shape)
		copy(dims[r:], a.strides)
		o = ufunc.Operand{DType: nd.DTypeOf[T](), Shape: dims[:r:r], Strides: dims[r : 2*r : 2*r], Value: a}
	} else {
		o = ufunc.Operand{DType: nd.DTypeOf[T](), Shape: a.Shape(), Strides: a.Strides(), Value: a}
	}
	for i := range o.Strides {
		o.Strides[i] *= elemSize[T]()
	}
	if err != nil {
		return o, dev, err
	}
	// Reaching device memory from Go works on the host device only; on a
	// GPU, Base stays nil and the GPU target takes the operands before they
	// are dereferenced. (Checked first: HostData's error would cost a
	// formatted message on every GPU call.)
	if _, ok := a.alloc.dev.drv.(hostMemory); ok && a.Size() > 0 {
		if data, off, err := a.HostData(); err == nil {
			o.Base = unsafe.Pointer(&data[off])
		}
	}
	return o, dev, nil
}

func (p *Pinned[T]) ufuncOperand() (ufunc.Operand, *Device, error) {
	if _, err := p.operandDevice(); err != nil {
		return ufunc.Operand{}, nil, err
	}
	return ufunc.ArrayOperand(p.Array), nil, nil
}

// operands converts the inputs and finds their device (nil: all on the
// host). Device operands must share one device.
func operands(name string, args []any, room int) ([]ufunc.Operand, *Device, error) {
	return operandsIn(name, args, room, nil)
}

// operandsIn is operands with the slices taken from sc when it is not nil.
func operandsIn(name string, args []any, room int, sc *callScratch) ([]ufunc.Operand, *Device, error) {
	var ops []ufunc.Operand
	if sc != nil {
		ops = sc.ops[: len(args) : len(args)+room]
	} else {
		ops = make([]ufunc.Operand, len(args), len(args)+room) // room: the outputs, appended later
	}
	var dev *Device
	for k, a := range args {
		var dims []int
		if sc != nil {
			dims = sc.dims[2*MaxRank*k : 2*MaxRank*(k+1)]
		}
		o, d, err := operandOfIn(a, dims)
		if sc != nil && d == nil && len(o.Shape) == 1 && &o.Shape[0] == &dims[0] {
			sc.dimsUsed = true // a host slice: its shape lives in the scratch
		}
		if err != nil {
			return nil, nil, fmt.Errorf("kern: %s: input %d: %w", name, k, err)
		}
		if d != nil {
			if dev != nil && d != dev {
				return nil, nil, fmt.Errorf("kern: %s: input %d is on %v but an earlier input is on %v: %w",
					name, k, d, dev, ufunc.ErrOperand)
			}
			dev = d
		}
		ops[k] = o
	}
	return ops, dev, nil
}

// operandAt is operand k of a call: an input, then the outputs.
func operandAt(args, outs []any, k int) any {
	if k < len(args) {
		return args[k]
	}
	return outs[k-len(args)]
}

func operandOf(v any) (ufunc.Operand, *Device, error) { return operandOfIn(v, nil) }

// operandOfIn is operandOf with a slice operand's shape and strides in dims.
func operandOfIn(v any, dims []int) (ufunc.Operand, *Device, error) {
	if s, ok := v.(interface {
		ufuncOperandIn([]int) (ufunc.Operand, *Device, error)
	}); ok {
		return s.ufuncOperandIn(dims)
	}
	if s, ok := v.(operandSource); ok {
		return s.ufuncOperand()
	}
	if v == nil {
		return ufunc.Operand{}, nil, fmt.Errorf("nil: %w", ErrArgument)
	}
	if z, ok := v.(interface{ IsZero() bool }); ok && z.IsZero() {
		return ufunc.Operand{}, nil, fmt.Errorf("a zero-value %T (no data: make arrays with nd.Zeros, nd.FromSlice, ...): %w", v, ErrArgument)
	}
	if o, ok := ufunc.FromValueIn(v, dims); ok {
		return o, nil, nil
	}
	return ufunc.Operand{}, nil, fmt.Errorf("a %T is not an array, slice or scalar of a supported type: %w", v, ufunc.ErrOperand)
}

// outputs checks the given outputs (dtype, exact shape, device) or
// allocates them: on dev when an input is on a device, else on the host.
func outputs(name string, outArgs []any, dts []nd.DType, shape []int, dev *Device) ([]ufunc.Operand, error) {
	return outputsIn(name, outArgs, dts, shape, dev, nil)
}

// outputsIn is outputs with the slices taken from sc when it is not nil
// (after the inputs: sc.ops holds inputs then outputs).
func outputsIn(name string, outArgs []any, dts []nd.DType, shape []int, dev *Device, sc *callScratch) ([]ufunc.Operand, error) {
	var outs []ufunc.Operand
	nin := 0
	if sc != nil {
		nin = maxPooledOps - len(dts)
		outs = sc.ops[nin : nin+len(dts)]
	} else {
		outs = make([]ufunc.Operand, len(dts))
	}
	for j, d := range dts {
		if outArgs == nil {
			o, err := newOutput(d, shape, dev)
			if err != nil {
				freeOutputs(valuesOf(outs[:j]))
				return nil, fmt.Errorf("kern: %s: output %d: %w", name, j, err)
			}
			outs[j] = o
			continue
		}
		var dims []int
		if sc != nil {
			dims = sc.dims[2*MaxRank*(nin+j) : 2*MaxRank*(nin+j+1)]
		}
		o, odev, err := operandOfIn(outArgs[j], dims)
		if sc != nil && odev == nil && len(o.Shape) == 1 && &o.Shape[0] == &dims[0] {
			sc.dimsUsed = true
		}
		if err != nil {
			return nil, fmt.Errorf("kern: %s: output %d: %w", name, j, err)
		}
		switch {
		case o.IsScalar():
			return nil, fmt.Errorf("kern: %s: output %d is a scalar %v, not an array: %w", name, j, o.Scalar, ufunc.ErrOperand)
		case o.DType != d:
			return nil, fmt.Errorf("kern: %s: output %d has dtype %v, the loop writes %v: %w", name, j, o.DType, d, nd.ErrDType)
		case !slices.Equal(o.Shape, shape):
			return nil, fmt.Errorf("kern: %s: output %d has shape %s, the operands broadcast to %s: %w",
				name, j, nd.ShapeString(o.Shape), nd.ShapeString(shape), nd.ErrShape)
		case odev != nil && dev != nil && odev != dev:
			return nil, fmt.Errorf("kern: %s: output %d is on %v, the inputs on %v: %w", name, j, odev, dev, ufunc.ErrOperand)
		}
		outs[j] = o
	}
	return outs, nil
}

// withOutputDevices adds the devices of the given outputs to dev, the
// inputs' device: the call must be able to reach every operand, even when
// only an output lives on a device.
func withOutputDevices(name string, dev *Device, outArgs []any) (*Device, error) {
	for j, a := range outArgs {
		s, ok := a.(operandSource)
		if !ok {
			continue
		}
		d, err := s.operandDevice()
		if err != nil {
			return nil, fmt.Errorf("kern: %s: output %d: %w", name, j, err)
		}
		if d == nil {
			continue
		}
		if dev != nil && d != dev {
			return nil, fmt.Errorf("kern: %s: output %d is on %v, the inputs on %v: %w", name, j, d, dev, ufunc.ErrOperand)
		}
		dev = d
	}
	return dev, nil
}

func valuesOf(ops []ufunc.Operand) []any {
	v := make([]any, len(ops))
	for i := range ops {
		v[i] = ops[i].Value
	}
	return v
}

func newOutput(d nd.DType, shape []int, dev *Device) (ufunc.Operand, error) {
	if dev == nil {
		return ufunc.NewHost(d, shape)
	}
	var a operandSource
	var err error
	switch d {
	case nd.Bool:
		a, err = NewDeviceArray[bool](dev, shape, nd.C)
	case nd.Int8:
		a, err = NewDeviceArray[int8](dev, shape, nd.C)
	case nd.Int16:
		a, err = NewDeviceArray[int16](dev, shape, nd.C)
	case nd.Int32:
		a, err = NewDeviceArray[int32](dev, shape, nd.C)
	case nd.Int64:
		a, err = NewDeviceArray[int64](dev, shape, nd.C)
	case nd.Uint8:
		a, err = NewDeviceArray[uint8](dev, shape, nd.C)
	case nd.Uint16:
		a, err = NewDeviceArray[uint16](dev, shape, nd.C)
	case nd.Uint32:
		a, err = NewDeviceArray[uint32](dev, shape, nd.C)
	case nd.Uint64:
		a, err = NewDeviceArray[uint64](dev, shape, nd.C)
	case nd.Float32:
		a, err = NewDeviceArray[float32](dev, shape, nd.C)
	case nd.Float64:
		a, err = NewDeviceArray[float64](dev, shape, nd.C)
	default:
		return ufunc.Operand{}, fmt.Errorf("no device arrays of dtype %v: %w", d, nd.ErrDType)
	}
	if err != nil {
		return ufunc.Operand{}, err
	}
	o, _, err := a.ufuncOperand()
	return o, err
}

// freeOutputs releases device arrays allocated for a call that failed.
func freeOutputs(vs []any) {
	for _, v := range vs {
		if f, ok := v.(interface{ Free() error }); ok {
			_ = f.Free()
		}
	}
}

func shapeList(shapes [][]int) string {
	s := make([]string, len(shapes))
	for i, sh := range shapes {
		s[i] = nd.ShapeString(sh)
	}
	return strings.Join(s, ", ")
}
