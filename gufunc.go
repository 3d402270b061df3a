package kern

import (
	"fmt"
	"strings"
	"unsafe"

	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/internal/hostexec"
	"github.com/kernlab/kern/internal/registry"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// GULoop is one typed loop of a generalized ufunc: a function called once
// per loop index with views of each operand's core. GULoop1…GULoop4 build
// it from a Go function whose parameters are kern.Array1/2/3 views or
// scalars; generated code may fill the fields itself.
type GULoop struct {
	ID    Identity
	Types []nd.DType // element type of each parameter, inputs then outputs
	// Ranks is each parameter's view rank: 1, 2 or 3 for Array1/2/3, 0
	// for a scalar passed by value (an input whose core is ()).
	Ranks []int
	// Call runs the function once. args[k] points at the first core
	// element of parameter k; shapes[k] and strides[k] (bytes) describe its
	// core. A scalar parameter reads *args[k].
	Call func(args []unsafe.Pointer, shapes, strides [][]int)
	// Contig marks parameters that need a contiguous core (a []T): a
	// strided one is passed as a contiguous copy (outputs copied back).
	Contig []bool

	bad error           // a parameter type GULoopN could not use
	gpu *gpucall.GULoop // the GPU code, set by GUVectorize
	src string          // the directory of the core's source file, for the JIT
}

// hasGPUCode reports whether the loop can run on a GPU target; gpuStale
// is the error GPU calls of its code return (stale code), nil when it is
// current or missing.
func (l *GULoop) hasGPUCode() bool { return l.gpu != nil && l.gpu.HasCode() }

func (l *GULoop) gpuPkg() *GenPackage {
	if l.gpu == nil {
		return nil
	}
	return l.gpu.Package()
}

func (l *GULoop) gpuStale() error {
	if l.gpu == nil {
		return nil
	}
	return l.gpu.Stale()
}

// Signature formats the loop's parameters, e.g. "(Array2[float32], Array2[float32], Array2[float32])".
func (l *GULoop) Signature() string {
	s := make([]string, len(l.Types))
	for i, d := range l.Types {
		if l.Ranks[i] == 0 {
			s[i] = d.String()
		} else {
			s[i] = fmt.Sprintf("Array%d[%v]", l.Ranks[i], d)
		}
	}
	return "(" + strings.Join(s, ", ") + ")"
}

// view describes how to build a parameter of type V from a core.
type view[V any] struct {
	build func(p unsafe.Pointer, shape, strides []int) V
	dtype nd.DType
	rank  int
	slice bool // a []T: its core must be contiguous
}

func viewOf[V any]() (view[V], error) {
	var b any
	var dtype nd.DType
	var rank int
	var slice bool
	switch any(*new(V)).(type) {
	case Array1[int8]:
		b, dtype, rank = build1[int8], nd.DTypeOf[int8](), 1
	case Array2[int8]:
		b, dtype, rank = build2[int8], nd.DTypeOf[int8](), 2
	case Array3[int8]:
		b, dtype, rank = build3[int8], nd.DTypeOf[int8](), 3
	case Array1[int16]:
		b, dtype, rank = build1[int16], nd.DTypeOf[int16](), 1
	case Array2[int16]:
		b, dtype, rank = build2[int16], nd.DTypeOf[int16](), 2
	case Array3[int16]:
		b, dtype, rank = build3[int16], nd.DTypeOf[int16](), 3
	case Array1[int32]:
		b, dtype, rank = build1[int32], nd.DTypeOf[int32](), 1
	case Array2[int32]:
		b, dtype, rank = build2[int32], nd.DTypeOf[int32](), 2
	case Array3[int32]:
		b, dtype, rank = build3[int32], nd.DTypeOf[int32](), 3
	case Array1[int64]:
		b, dtype, rank = build1[int64], nd.DTypeOf[int64](), 1
	case Array2[int64]:
		b, dtype, rank = build2[int64], nd.DTypeOf[int64](), 2
	case Array3[int64]:
		b, dtype, rank = build3[int64], nd.DTypeOf[int64](), 3
	case Array1[uint8]:
		b, dtype, rank = build1[uint8], nd.DTypeOf[uint8](), 1
	case Array2[uint8]:
		b, dtype, rank = build2[uint8], nd.DTypeOf[uint8](), 2
	case Array3[uint8]:
		b, dtype, rank = build3[uint8], nd.DTypeOf[uint8](), 3
	case Array1[uint16]:
		b, dtype, rank = build1[uint16], nd.DTypeOf[uint16](), 1
	case Array2[uint16]:
		b, dtype, rank = build2[uint16], nd.DTypeOf[uint16](), 2
	case Array3[uint16]:
		b, dtype, rank = build3[uint16], nd.DTypeOf[uint16](), 3
	case Array1[uint32]:
		b, dtype, rank = build1[uint32], nd.DTypeOf[uint32](), 1
	case Array2[uint32]:
		b, dtype, rank = build2[uint32], nd.DTypeOf[uint32](), 2
	case Array3[uint32]:
		b, dtype, rank = build3[uint32], nd.DTypeOf[uint32](), 3
	case Array1[uint64]:
		b, dtype, rank = build1[uint64], nd.DTypeOf[uint64](), 1
	case Array2[uint64]:
		b, dtype, rank = build2[uint64], nd.DTypeOf[uint64](), 2
	case Array3[uint64]:
		b, dtype, rank = build3[uint64], nd.DTypeOf[uint64](), 3
	case Array1[float32]:
		b, dtype, rank = build1[float32], nd.DTypeOf[float32](), 1
	case Array2[float32]:
		b, dtype, rank = build2[float32], nd.DTypeOf[float32](), 2
	case Array3[float32]:
		b, dtype, rank = build3[float32], nd.DTypeOf[float32](), 3
	case Array1[float64]:
		b, dtype, rank = build1[float64], nd.DTypeOf[float64](), 1
	case Array2[float64]:
		b, dtype, rank = build2[float64], nd.DTypeOf[float64](), 2
	case Array3[float64]:
		b, dtype, rank = build3[float64], nd.DTypeOf[float64](), 3
	case Array1[complex64]:
		b, dtype, rank = build1[complex64], nd.DTypeOf[complex64](), 1
	case Array2[complex64]:
		b, dtype, rank = build2[complex64], nd.DTypeOf[complex64](), 2
	case Array3[complex64]:
		b, dtype, rank = build3[complex64], nd.DTypeOf[complex64](), 3
	case Array1[complex128]:
		b, dtype, rank = build1[complex128], nd.DTypeOf[complex128](), 1
	case Array2[complex128]:
		b, dtype, rank = build2[complex128], nd.DTypeOf[complex128](), 2
	case Array3[complex128]:
		b, dtype, rank = build3[complex128], nd.DTypeOf[complex128](), 3
	case Array1[half.Float16]:
		b, dtype, rank = build1[half.Float16], nd.DTypeOf[half.Float16](), 1
	case Array2[half.Float16]:
		b, dtype, rank = build2[half.Float16], nd.DTypeOf[half.Float16](), 2
	case Array3[half.Float16]:
		b, dtype, rank = build3[half.Float16], nd.DTypeOf[half.Float16](), 3
	case Array1[half.BFloat16]:
		b, dtype, rank = build1[half.BFloat16], nd.DTypeOf[half.BFloat16](), 1
	case Array2[half.BFloat16]:
		b, dtype, rank = build2[half.BFloat16], nd.DTypeOf[half.BFloat16](), 2
	case Array3[half.BFloat16]:
		b, dtype, rank = build3[half.BFloat16], nd.DTypeOf[half.BFloat16](), 3
	case Array1[half.Float8E4M3]:
		b, dtype, rank = build1[half.Float8E4M3], nd.DTypeOf[half.Float8E4M3](), 1
	case Array2[half.Float8E4M3]:
		b, dtype, rank = build2[half.Float8E4M3], nd.DTypeOf[half.Float8E4M3](), 2
	case Array3[half.Float8E4M3]:
		b, dtype, rank = build3[half.Float8E4M3], nd.DTypeOf[half.Float8E4M3](), 3
	case Array1[half.Float8E5M2]:
		b, dtype, rank = build1[half.Float8E5M2], nd.DTypeOf[half.Float8E5M2](), 1
	case Array2[half.Float8E5M2]:
		b, dtype, rank = build2[half.Float8E5M2], nd.DTypeOf[half.Float8E5M2](), 2
	case Array3[half.Float8E5M2]:
		b, dtype, rank = build3[half.Float8E5M2], nd.DTypeOf[half.Float8E5M2](), 3
	case []int8:
		b, dtype, rank, slice = buildSlice[int8], nd.DTypeOf[int8](), 1, true
	case []int16:
		b, dtype, rank, slice = buildSlice[int16], nd.DTypeOf[int16](), 1, true
	case []int32:
		b, dtype, rank, slice = buildSlice[int32], nd.DTypeOf[int32](), 1, true
	case []int64:
		b, dtype, rank, slice = buildSlice[int64], nd.DTypeOf[int64](), 1, true
	case []uint8:
		b, dtype, rank, slice = buildSlice[uint8], nd.DTypeOf[uint8](), 1, true
	case []uint16:
		b, dtype, rank, slice = buildSlice[uint16], nd.DTypeOf[uint16](), 1, true
	case []uint32:
		b, dtype, rank, slice = buildSlice[uint32], nd.DTypeOf[uint32](), 1, true
	case []uint64:
		b, dtype, rank, slice = buildSlice[uint64], nd.DTypeOf[uint64](), 1, true
	case []float32:
		b, dtype, rank, slice = buildSlice[float32], nd.DTypeOf[float32](), 1, true
	case []float64:
		b, dtype, rank, slice = buildSlice[float64], nd.DTypeOf[float64](), 1, true
	case []complex64:
		b, dtype, rank, slice = buildSlice[complex64], nd.DTypeOf[complex64](), 1, true
	case []complex128:
		b, dtype, rank, slice = buildSlice[complex128], nd.DTypeOf[complex128](), 1, true
	case []half.Float16:
		b, dtype, rank, slice = buildSlice[half.Float16], nd.DTypeOf[half.Float16](), 1, true
	case []half.BFloat16:
		b, dtype, rank, slice = buildSlice[half.BFloat16], nd.DTypeOf[half.BFloat16](), 1, true
	case []half.Float8E4M3:
		b, dtype, rank, slice = buildSlice[half.Float8E4M3], nd.DTypeOf[half.Float8E4M3](), 1, true
	case []half.Float8E5M2:
		b, dtype, rank, slice = buildSlice[half.Float8E5M2], nd.DTypeOf[half.Float8E5M2](), 1, true
	case bool:
		b, dtype, rank = buildScalar[bool], nd.DTypeOf[bool](), 0
	case int8:
		b, dtype, rank = buildScalar[int8], nd.DTypeOf[int8](), 0
	case int16:
		b, dtype, rank = buildScalar[int16], nd.DTypeOf[int16](), 0
	case int32:
		b, dtype, rank = buildScalar[int32], nd.DTypeOf[int32](), 0
	case int64:
		b, dtype, rank = buildScalar[int64], nd.DTypeOf[int64](), 0
	case uint8:
		b, dtype, rank = buildScalar[uint8], nd.DTypeOf[uint8](), 0
	case uint16:
		b, dtype, rank = buildScalar[uint16], nd.DTypeOf[uint16](), 0
	case uint32:
		b, dtype, rank = buildScalar[uint32], nd.DTypeOf[uint32](), 0
	case uint64:
		b, dtype, rank = buildScalar[uint64], nd.DTypeOf[uint64](), 0
	case float32:
		b, dtype, rank = buildScalar[float32], nd.DTypeOf[float32](), 0
	case float64:
		b, dtype, rank = buildScalar[float64], nd.DTypeOf[float64](), 0
	case complex64:
		b, dtype, rank = buildScalar[complex64], nd.DTypeOf[complex64](), 0
	case complex128:
		b, dtype, rank = buildScalar[complex128], nd.DTypeOf[complex128](), 0
	case half.Float16:
		b, dtype, rank = buildScalar[half.Float16], nd.DTypeOf[half.Float16](), 0
	case half.BFloat16:
		b, dtype, rank = buildScalar[half.BFloat16], nd.DTypeOf[half.BFloat16](), 0
	case half.Float8E4M3:
		b, dtype, rank = buildScalar[half.Float8E4M3], nd.DTypeOf[half.Float8E4M3](), 0
	case half.Float8E5M2:
		b, dtype, rank = buildScalar[half.Float8E5M2], nd.DTypeOf[half.Float8E5M2](), 0
	default:
		return view[V]{}, fmt.Errorf("a gufunc parameter of type %T is not kern.Array1/2/3, a []T of a numeric or half type or a scalar: %w",
			*new(V), ErrDefinition)
	}
	return view[V]{b.(func(unsafe.Pointer, []int, []int) V), dtype, rank, slice}, nil
}

// span returns the lowest and highest element offsets a core reaches.
func span(shape, strides []int, es int) (lo, hi int) {
	for k, n := range shape {
		if n == 0 {
			return 0, -1
		}
		if s := (n - 1) * strides[k] / es; s < 0 {
			lo += s
		} else {
			hi += s
		}
	}
	return lo, hi
}

// coreData is the slice a view of the core at p uses, and the index of
// the core's first element in it.
func coreData[T ArrayElem](p unsafe.Pointer, shape, strides []int) ([]T, int) {
	es := elemSize[T]()
	lo, hi := span(shape, strides, es)
	if hi < lo {
		return nil, 0
	}
	return unsafe.Slice((*T)(unsafe.Add(p, lo*es)), hi-lo+1), -lo
}

// buildSlice is a []T over a contiguous 1-d core (GUfunc.run makes strided
// cores contiguous first).
func buildSlice[T nd.Elem](p unsafe.Pointer, shape, strides []int) []T {
	if shape[0] == 0 || p == nil {
		return []T{}
	}
	return unsafe.Slice((*T)(p), shape[0])
}

func build1[T ArrayElem](p unsafe.Pointer, shape, strides []int) Array1[T] {
	data, off := coreData[T](p, shape, strides)
	return Array1[T]{data: data, off: off, n: shape[0], stride: strides[0] / elemSize[T]()}
}

func build2[T ArrayElem](p unsafe.Pointer, shape, strides []int) Array2[T] {
	data, off := coreData[T](p, shape, strides)
	es := elemSize[T]()
	return Array2[T]{data: data, off: off, shape: [2]int(shape), strides: [2]int{strides[0] / es, strides[1] / es}}
}

func build3[T ArrayElem](p unsafe.Pointer, shape, strides []int) Array3[T] {
	data, off := coreData[T](p, shape, strides)
	es := elemSize[T]()
	return Array3[T]{data: data, off: off, shape: [3]int(shape),
		strides: [3]int{strides[0] / es, strides[1] / es, strides[2] / es}}
}

func buildScalar[T nd.Elem](p unsafe.Pointer, _, _ []int) T { return *(*T)(p) }

// guLoop assembles a GULoop from its parameters' views; a bad parameter
// type gives a loop whose definition error GUVectorize reports.
func guLoop(f any, types []nd.DType, ranks []int, contig []bool, errs []error, call func([]unsafe.Pointer, [][]int, [][]int)) GULoop {
	for _, err := range errs {
		if err != nil {
			return GULoop{src: registry.CoreDir(f), ID: identityOf(f, types...), Types: types, Ranks: ranks, Call: func([]unsafe.Pointer, [][]int, [][]int) {
				panic(err)
			}, bad: err}
		}
	}
	return GULoop{src: registry.CoreDir(f), ID: identityOf(f, types...), Types: types, Ranks: ranks, Contig: contig, Call: call}
}

// GULoop2 makes the loop of a two-parameter gufunc core, e.g. a "(n)->()"
// sum func(x kern.Array1[float64], out kern.Array1[float64]).
func GULoop2[A, B any](f func(A, B)) GULoop {
	va, ea := viewOf[A]()
	vb, eb := viewOf[B]()
	return guLoop(f, []nd.DType{va.dtype, vb.dtype}, []int{va.rank, vb.rank}, []bool{va.slice, vb.slice}, []error{ea, eb},
		func(p []unsafe.Pointer, sh, st [][]int) {
			f(va.build(p[0], sh[0], st[0]), vb.build(p[1], sh[1], st[1]))
		})
}

// GULoop3 makes the loop of a three-parameter core, e.g.
// kern.GULoop3(MatMul[float32]) for "(m,n),(n,p)->(m,p)".
func GULoop3[A, B, C any](f func(A, B, C)) GULoop {
	va, ea := viewOf[A]()
	vb, eb := viewOf[B]()
	vc, ec := viewOf[C]()
	return guLoop(f, []nd.DType{va.dtype, vb.dtype, vc.dtype}, []int{va.rank, vb.rank, vc.rank}, []bool{va.slice, vb.slice, vc.slice}, []error{ea, eb, ec},
		func(p []unsafe.Pointer, sh, st [][]int) {
			f(va.build(p[0], sh[0], st[0]), vb.build(p[1], sh[1], st[1]), vc.build(p[2], sh[2], st[2]))
		})
}

// GULoop4 makes the loop of a four-parameter core.
func GULoop4[A, B, C, D any](f func(A, B, C, D)) GULoop {
	va, ea := viewOf[A]()
	vb, eb := viewOf[B]()
	vc, ec := viewOf[C]()
	vd, ed := viewOf[D]()
	return guLoop(f, []nd.DType{va.dtype, vb.dtype, vc.dtype, vd.dtype}, []int{va.rank, vb.rank, vc.rank, vd.rank},
		[]bool{va.slice, vb.slice, vc.slice, vd.slice}, []error{ea, eb, ec, ed},
		func(p []unsafe.Pointer, sh, st [][]int) {
			f(va.build(p[0], sh[0], st[0]), vb.build(p[1], sh[1], st[1]), vc.build(p[2], sh[2], st[2]),
				vd.build(p[3], sh[3], st[3]))
		})
}

// GUfunc is a generalized ufunc: Numba's @guvectorize. Its layout names the
// core dimensions of each operand; leading dimensions beyond the core are
// loop dimensions, which broadcast, and the core function runs once per
// loop index. The outputs are the last parameters of the core.
type GUfunc struct {
	name   string
	layout ufunc.Layout
	loops  []GULoop
	err    error
}

// GUVectorize makes a generalized ufunc, e.g.
//
//	matmul := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(MatMul[float32]))
//
// A core of () takes a scalar parameter (inputs) or a one-element Array1
// (inputs and outputs: Numba passes outputs of () as res[0]). Other cores
// need an ArrayN parameter with N the number of core dimensions.
func GUVectorize(name, layout string, loops ...GULoop) *GUfunc {
	g := &GUfunc{name: name, loops: append([]GULoop{}, loops...)}
	l, err := ufunc.ParseLayout(layout)
	if err != nil {
		g.err = fmt.Errorf("kern: GUVectorize %s: %w (%w)", name, err, ErrDefinition)
		return g
	}
	g.layout = l
	if len(loops) == 0 {
		g.err = fmt.Errorf("kern: GUVectorize %s: no loops: %w", name, ErrDefinition)
	}
	for i := range loops {
		if err := g.fits(&loops[i]); err != nil {
			if loops[i].bad != nil { // an unusable parameter type: its dtypes mean nothing
				g.err = fmt.Errorf("kern: GUVectorize %s: loop %d: %w", name, i, err)
			} else {
				g.err = fmt.Errorf("kern: GUVectorize %s: loop %d %s: %w", name, i, loops[i].Signature(), err)
			}
			break
		}
		if g.loops[i].gpu == nil {
			g.loops[i].gpu = newGPUGULoop(&g.loops[i])
			g.loops[i].gpu.SetName(name)
		}
	}
	return g
}

// fits checks a loop's parameters against the layout.
func (g *GUfunc) fits(l *GULoop) error {
	if l.bad != nil {
		return l.bad
	}
	nops := g.layout.NumIn() + g.layout.NumOut()
	if len(l.Types) != nops || len(l.Ranks) != nops || l.Call == nil {
		return fmt.Errorf("has %d parameters, layout %q has %d operands: %w", len(l.Types), g.layout, nops, ErrDefinition)
	}
	for k := range nops {
		core, r := len(g.layout.Core(k)), l.Ranks[k]
		isOut := k >= g.layout.NumIn()
		switch {
		case core == 0 && r == 0 && isOut:
			return fmt.Errorf("parameter %d is an output of core (): it must be an Array1 (written as out.Set(0, v)), not a scalar: %w", k+1, ErrDefinition)
		case core == 0 && (r == 0 || r == 1):
		case core != r:
			return fmt.Errorf("parameter %d is rank %d but its core %s in layout %q has %d dimensions: %w",
				k+1, r, "("+strings.Join(g.layout.Core(k), ",")+")", g.layout, core, ErrDefinition)
		}
	}
	return nil
}

// Name, Layout and Err describe the gufunc.
func (g *GUfunc) Name() string   { return g.name }
func (g *GUfunc) Layout() string { return g.layout.String() }
func (g *GUfunc) Err() error     { return g.err }

// Call runs the gufunc and returns its single output, allocated with the
// broadcast loop dimensions and the bound core dimensions: an nd.Array, or
// a device array when an input is one. See Ufunc.Call.
func (g *GUfunc) Call(on any, args ...any) (any, error) {
	if g.err == nil && g.layout.NumOut() != 1 {
		return nil, fmt.Errorf("kern: %s has %d outputs: use CallMulti: %w", g.name, g.layout.NumOut(), ufunc.ErrArity)
	}
	outs, err := g.call(on, args, nil)
	if err != nil {
		return nil, err
	}
	return outs[0], nil
}

// CallMulti is Call for several outputs.
func (g *GUfunc) CallMulti(on any, args ...any) ([]any, error) { return g.call(on, args, nil) }

// Into runs the gufunc writing its output into out, which must have the
// loop shape followed by the core shape and the loop's dtype (Numba's
// doubled_gufunc(arr, out)). Nothing is written when the call is invalid.
func (g *GUfunc) Into(on any, out any, args ...any) error {
	_, err := g.call(on, args, []any{out})
	return err
}

// IntoMulti is Into for several outputs.
func (g *GUfunc) IntoMulti(on any, outs []any, args ...any) error {
	_, err := g.call(on, args, outs)
	return err
}

// Where reports where a Call with these inputs would run, without running
// it, or the error the call would return; see Ufunc.Where.
func (g *GUfunc) Where(on any, args ...any) (Target, *Device, error) {
	if g.err != nil {
		return 0, nil, g.err
	}
	nin, nout := g.layout.NumIn(), g.layout.NumOut()
	if len(args) != nin {
		return 0, nil, fmt.Errorf("kern: %s (layout %q) takes %d inputs, got %d: %w", g.name, g.layout, nin, len(args), ufunc.ErrArity)
	}
	ops, dev, err := operands(g.name, args, 0)
	if err != nil {
		return 0, nil, err
	}
	loop, err := g.pick(ops, nil)
	if err != nil {
		return 0, nil, err
	}
	shapes := make([][]int, nin+nout)
	for k := range ops {
		shapes[k] = ops[k].Shape
	}
	if _, err := g.layout.Bind(shapes); err != nil {
		return 0, nil, fmt.Errorf("kern: %s: %w", g.name, err)
	}
	e, err := place(&placeReq{on: on, name: g.name, opDev: dev, hasCode: loop.hasGPUCode(), pkg: loop.gpuPkg(), id: loop.ID, directive: "guvectorize", stale: loop.gpuStale()})
	return whereOf(e, err)
}

func (g *GUfunc) call(on any, args, outArgs []any) ([]any, error) {
	if g.err != nil {
		return nil, g.err
	}
	nin, nout := g.layout.NumIn(), g.layout.NumOut()
	if len(args) != nin {
		return nil, fmt.Errorf("kern: %s (layout %q) takes %d inputs, got %d: %w", g.name, g.layout, nin, len(args), ufunc.ErrArity)
	}
	if outArgs != nil && len(outArgs) != nout {
		return nil, fmt.Errorf("kern: %s (layout %q) has %d outputs, got %d: %w", g.name, g.layout, nout, len(outArgs), ufunc.ErrArity)
	}
	ops, dev, err := operands(g.name, args, nout)
	if err != nil {
		return nil, err
	}
	for k := range ops {
		// pick would only say that no loop takes a scalar there.
		if c := g.layout.Core(k); ops[k].IsScalar() && len(c) > 0 {
			return nil, fmt.Errorf("kern: %s: input %d is the scalar %v, but its core (%s) in layout %q needs an array of at least %d dimensions: %w",
				g.name, k+1, ops[k].Scalar, strings.Join(c, ","), g.layout, len(c), ufunc.ErrOperand)
		}
	}
	var given []ufunc.Operand
	for j, a := range outArgs {
		o, odev, err := operandOf(a)
		if err != nil {
			return nil, errs.Wrapf(err, "kern: %s: output %d", g.name, j+1)
		}
		if o.IsScalar() {
			return nil, fmt.Errorf("kern: %s: output %d is a scalar %v, not an array: %w", g.name, j+1, o.Scalar, ufunc.ErrOperand)
		}
		if odev != nil && dev != nil && odev != dev {
			return nil, fmt.Errorf("kern: %s: output %d is on %v, the inputs on %v: %w", g.name, j+1, odev, dev, ufunc.ErrOperand)
		}
		if err := writable(g.name, j, &o); err != nil {
			return nil, err
		}
		given = append(given, o)
	}
	loop, err := g.pick(ops, given)
	if err != nil {
		return nil, err
	}
	if err := convertScalars(g.name, ops, loop.Types[:nin]); err != nil {
		return nil, err
	}
	shapes := make([][]int, nin+nout)
	for k := range ops {
		shapes[k] = ops[k].Shape
	}
	for j := range given {
		shapes[nin+j] = given[j].Shape
	}
	b, err := g.layout.Bind(shapes)
	if err != nil {
		return nil, fmt.Errorf("kern: %s: %w", g.name, err)
	}
	runDev, err := withOutputDevices(g.name, dev, outArgs)
	if err != nil {
		return nil, err
	}
	if sp, ok := on.(*Spreading); ok && sp != nil {
		return g.spreadCall(sp, args, outArgs, ops, loop.Types[nin:], b, runDev)
	}
	e, err := place(&placeReq{on: on, name: g.name, opDev: runDev, hasCode: loop.hasGPUCode(), pkg: loop.gpuPkg(), id: loop.ID, directive: "guvectorize", stale: loop.gpuStale()})
	if err != nil {
		return nil, err
	}
	if err := e.capturable(g.name, given == nil, args); err != nil {
		return nil, err
	}
	outs := given
	if outs == nil {
		for j := range nout {
			o, err := newOutput(loop.Types[nin+j], b.OutShape(g.layout, j), dev)
			if err != nil {
				freeOutputs(valuesOf(outs))
				return nil, e.dev.faulted(errs.Wrapf(err, "kern: %s: output %d", g.name, j+1))
			}
			outs = append(outs, o)
		}
	}
	res := valuesOf(outs)
	if e.t.isGPU() {
		ncore := make([]int, nin+nout)
		for k := range ncore {
			ncore[k] = len(g.layout.Core(k))
		}
		all := append(append([]ufunc.Operand{}, ops...), outs...)
		for k := range all {
			o := &all[k]
			if k < len(loop.Contig) && loop.Contig[k] && ncore[k] == 1 && !o.IsScalar() && len(o.Shape) > 0 &&
				o.Shape[len(o.Shape)-1] > 1 && o.Strides[len(o.Strides)-1] != o.DType.Size() {
				if outArgs == nil {
					freeOutputs(res)
				}
				return nil, fmt.Errorf("kern: %s: operand %d is strided along its core dimension, and its parameter is a []T, which needs contiguous data on the %v target: pass a contiguous array (a.Copy(nd.C)) or declare the parameter kern.Array1: %w",
					g.name, k+1, e.t, ErrArgument)
			}
		}
		if e.s == nil {
			// As for a vectorize call: a streamed call writes its outputs
			// back chunk by chunk.
			if args, err = separateArgs(ops, outs, ncore[:nin], args); err != nil {
				if outArgs == nil {
					freeOutputs(res)
				}
				return nil, err
			}
		}
		err = gpuErr(loop.gpu.Run(gpuDevice(e.dev), gpuStream(e.s), e.chunk, b.Loop, ncore, args, res))
	} else {
		err = g.run(e, loop, b, append(ops, outs...), append(append([]any{}, args...), res...))
	}
	if err != nil {
		if outArgs == nil {
			freeOutputs(res)
		}
		return nil, e.dev.faulted(err)
	}
	return res, nil
}

// pick finds the loop whose parameter dtypes equal the operands' (scalar
// inputs convert exactly; given outputs must match too).
func (g *GUfunc) pick(ops, outs []ufunc.Operand) (*GULoop, error) {
	nin := len(ops)
	for i := range g.loops {
		l := &g.loops[i]
		ok := true
		for k := range ops {
			if ops[k].IsScalar() {
				ok = ok && len(g.layout.In[k]) == 0 && ufunc.CanConvert(ops[k].Scalar, l.Types[k])
			} else {
				ok = ok && ops[k].DType == l.Types[k]
			}
		}
		for j := range outs {
			ok = ok && outs[j].DType == l.Types[nin+j]
		}
		if ok {
			return l, nil
		}
	}
	have := make([]string, 0, len(ops)+len(outs))
	for _, o := range append(append([]ufunc.Operand{}, ops...), outs...) {
		have = append(have, o.DType.String())
	}
	sigs := make([]string, len(g.loops))
	for i := range g.loops {
		sigs[i] = g.loops[i].Signature()
	}
	return nil, fmt.Errorf("kern: %s has no loop for (%s); loops: %s: %w",
		g.name, strings.Join(have, ", "), strings.Join(sigs, ", "), nd.ErrDType)
}

// run calls the core once per loop index on target t.
func (g *GUfunc) run(e exec, loop *GULoop, b ufunc.Binding, ops []ufunc.Operand, keep []any) error {
	if err := e.ready(); err != nil {
		return err
	}
	nops := len(ops)
	ncore := make([]int, nops)
	for k := range ops {
		ncore[k] = len(b.Core[k])
	}
	if err := e.separate(g.name, ops[:g.layout.NumIn()], ops[g.layout.NumIn():], ncore); err != nil {
		return err
	}
	copyBack, err := contiguousCores(loop, g.layout.NumIn(), ops, ncore, e.s != nil)
	if err != nil {
		return fmt.Errorf("kern: %s: %w", g.name, err)
	}
	defer copyBack()
	loopShapes, loopStrides := make([][]int, nops), make([][]int, nops)
	coreShapes, coreStrides := make([][]int, nops), make([][]int, nops)
	for k, o := range ops {
		nl := len(o.Shape) - len(b.Core[k])
		loopShapes[k], loopStrides[k] = o.Shape[:nl], o.Strides[:nl]
		coreShapes[k], coreStrides[k] = o.Shape[nl:], o.Strides[nl:]
		if len(coreShapes[k]) == 0 && loop.Ranks[k] == 1 {
			coreShapes[k], coreStrides[k] = []int{1}, []int{0} // () as a one-element Array1
		}
	}
	plan, err := ufunc.NewPlan(b.Loop, loopShapes, loopStrides)
	if err != nil {
		return fmt.Errorf("kern: %s: %w", g.name, err)
	}
	if plan.Size == 0 {
		return nil
	}
	outBytes := 0
	for j := range g.layout.NumOut() {
		k := g.layout.NumIn() + j
		n := ops[k].DType.Size()
		for _, d := range coreShapes[k] {
			n *= d
		}
		outBytes += n
	}
	work := fmt.Sprint(b.Loop, coreShapes)
	return hostexec.GUfunc(e.hostKind(), g.name, loop.Call, &plan, ops, coreShapes, coreStrides, outBytes, e.simLaunch(g.name, work, keep...), e.queue(g.name, work, keep...))
}

// contiguousCores gives parameters that need a contiguous core (a []T) a
// C-ordered copy of their operand when its core dimension is strided
// (transposed, stepped). It returns the function that copies the outputs
// among them back into the caller's arrays once the call has run.
func contiguousCores(loop *GULoop, nin int, ops []ufunc.Operand, ncore []int, async bool) (func(), error) {
	var backs []func()
	for k := range ops {
		o := &ops[k]
		if k >= len(loop.Contig) || !loop.Contig[k] || ncore[k] != 1 || o.IsScalar() || o.Base == nil {
			continue
		}
		last := len(o.Shape) - 1
		es := o.DType.Size()
		if o.Shape[last] <= 1 || o.Strides[last] == es {
			continue
		}
		if async && k >= nin {
			return nil, fmt.Errorf("output %d is strided along its core dimension and the call is on a stream: a []T core needs contiguous data, so pass a contiguous output (or use a kern.Array1 parameter): %w", k-nin+1, ErrArgument)
		}
		orig := *o
		*o = contiguousCopy(orig)
		if dst, cst := o.Base, o.Strides; k >= nin {
			backs = append(backs, func() { copyND(orig.Base, orig.Strides, dst, cst, orig.Shape, es) })
		}
	}
	return func() {
		for _, b := range backs {
			b()
		}
	}, nil
}

// copyND copies the elements of shape from src to dst, each with its
// own byte strides.
func copyND(dst unsafe.Pointer, dstStrides []int, src unsafe.Pointer, srcStrides []int, shape []int, es int) {
	if len(shape) == 0 {
		copy(unsafe.Slice((*byte)(dst), es), unsafe.Slice((*byte)(src), es))
		return
	}
	for i := range shape[0] {
		copyND(unsafe.Add(dst, i*dstStrides[0]), dstStrides[1:], unsafe.Add(src, i*srcStrides[0]), srcStrides[1:], shape[1:], es)
	}
}

// newGPUGULoop returns the GPU code of a gufunc loop.
func newGPUGULoop(l *GULoop) *gpucall.GULoop {
	return gpucall.NewGULoop(l.ID, l.Types, l.Ranks, l.src, genRegistry(), gpuArgs())
}
