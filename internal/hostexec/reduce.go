package hostexec

import (
	"errors"
	"fmt"
	"runtime"
	"unsafe"

	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/internal/simt"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// ErrEmpty is the failure of a reduction of an empty array with no initial
// value (kern.ErrEmpty).
var ErrEmpty = errors.New("reduction of an empty array with no initial value: pass kern.Init(v), which an empty reduction returns")

// Folder is a reduction's loop.
type Folder struct {
	// Fold folds n elements at x (byte step) into *acc, left to right:
	// kern gen's fold of a reduce core; nil when there is none.
	Fold func(acc unsafe.Pointer, n int, x unsafe.Pointer, step int)
	// Run is the loop's ufunc loop, func(T, T) T, used when Fold is nil.
	Run Loop
	// Size is the element's size in bytes.
	Size int
	// Group is abi.ReduceGroup of the element: how many consecutive
	// elements a thread of the GPU's fold order folds at once, which Sim
	// follows.
	Group int
}

// fold folds n elements at x (byte step) into *acc, left to right.
func (f *Folder) fold(acc unsafe.Pointer, n int, x unsafe.Pointer, step int) {
	if n <= 0 {
		return
	}
	if f.Fold != nil {
		f.Fold(acc, n, x, step)
		return
	}
	f.Run(n, []unsafe.Pointer{acc, x, acc}, []int{0, step, 0})
}

// CopyElem copies one element of size n.
func CopyElem(dst, src unsafe.Pointer, n int) {
	copy(unsafe.Slice((*byte)(dst), n), unsafe.Slice((*byte)(src), n))
}

// Reduce folds every element of the plan over base into *acc on target k;
// when have is false the first element starts the fold. The fold order is
// fixed by the plan (Parallel: chunks of reduceChunkBytes combined in
// order; Sim: the GPU's order, deviceFold), never by GOMAXPROCS.
func Reduce(k Kind, name string, f Folder, p *ufunc.Plan, base, acc unsafe.Pointer, have bool, launch Launch) (err error) {
	if gpuprof.On() {
		sp := gpuprof.Begin(nil, nil, gpuprof.Host, name, int64(p.Size)*int64(f.Size))
		defer func() { err = sp.End(err) }()
	}
	switch k {
	case Parallel:
		return reduceParallel(name, &f, p, base, acc, have)
	case Sim:
		return reduceSim(name, &f, p, base, acc, have, launch)
	default:
		return Run(name, func() { foldRange(&f, p, p.Cursor(0), base, 0, p.Size, acc, have) })
	}
}

// foldRange folds elements [lo, hi) of the plan into *acc, c being at lo
// (and at hi afterwards); when have is false the first element starts the
// fold. It reports whether acc holds a value afterwards.
func foldRange(f *Folder, p *ufunc.Plan, c *ufunc.Cursor, base unsafe.Pointer, lo, hi int, acc unsafe.Pointer, have bool) bool {
	step := p.InnerStride(0)
	for i := lo; i < hi; {
		n := c.Run(hi - i)
		x := unsafe.Add(base, c.Offs[0])
		if !have {
			CopyElem(acc, x, f.Size)
			have = true
			if n > 1 { // x+step must not be formed past the operand's end
				f.fold(acc, n-1, unsafe.Add(x, step), step)
			}
		} else {
			f.fold(acc, n, x, step)
		}
		c.Advance(n)
		i += n
	}
	return have
}

// reduceChunkBytes is the input per chunk of a parallel reduction: fixed,
// not derived from GOMAXPROCS, so that the result is the same everywhere.
const reduceChunkBytes = 64 << 10

func reduceParallel(name string, f *Folder, p *ufunc.Plan, base, acc unsafe.Pointer, have bool) error {
	chunk := max(1, reduceChunkBytes/f.Size)
	nchunks := (p.Size + chunk - 1) / chunk
	partials := make([]ElemSlot, nchunks) // one element per chunk
	// A worker takes runs of consecutive chunks, about four runs per
	// worker (as ufunc.ChunkLen splits a ufunc), and reads each run as one
	// contiguous stream: the hardware prefetcher ramps up once per run,
	// not once per 64 KiB chunk as when the workers take chunks in turn.
	// The partials are still one per chunk, so the result does not depend
	// on the runs.
	w := runtime.GOMAXPROCS(0)
	run := chunk * max(1, (nchunks+4*w-1)/(4*w))
	err := ParallelFor(name, p.Size, run, func(lo, hi int) {
		cur := p.Cursor(lo)
		for c := lo / chunk; c*chunk < hi; c++ {
			foldRange(f, p, cur, base, c*chunk, min((c+1)*chunk, hi), unsafe.Pointer(&partials[c]), false)
		}
	})
	if err != nil {
		return err
	}
	return Run(name, func() { combine(f, acc, have, partials, nil) })
}

// ElemSlot holds one element of any dtype (a complex128 takes both words).
type ElemSlot [2]uint64

// combine folds the partial results (one element per slot; slots with
// has[i] false are skipped when has is not nil) into acc in order.
func combine(f *Folder, acc unsafe.Pointer, have bool, partials []ElemSlot, has []bool) {
	for i := range partials {
		if has != nil && !has[i] {
			continue
		}
		p := unsafe.Pointer(&partials[i])
		if !have {
			CopyElem(acc, p, f.Size)
			have = true
			continue
		}
		f.fold(acc, 1, p, 0)
	}
}

// reduceSim folds in the GPU's order (deviceFold), the threads' folds as a
// sim grid.
func reduceSim(name string, f *Folder, p *ufunc.Plan, base, acc unsafe.Pointer, have bool, launch Launch) error {
	at := func(i int) unsafe.Pointer {
		var offs [1]int
		p.Offsets(i, offs[:])
		return unsafe.Add(base, offs[0])
	}
	return deviceFold(f, p.Size, at, acc, have, launch)
}

// ReduceAxis folds op along one axis into a new host array (its Value);
// every output element is an independent fold, spread over workers on
// Parallel and over threads on Sim. init, when not nil, starts every fold.
func ReduceAxis(k Kind, name string, f Folder, op ufunc.Operand, axis int, init unsafe.Pointer, launch Launch) (_ any, err error) {
	if gpuprof.On() {
		sp := gpuprof.Begin(nil, nil, gpuprof.Host, name, arrayBytes(op.Shape, []ufunc.Operand{op}))
		defer func() { err = sp.End(err) }()
	}
	nd0 := len(op.Shape)
	ax := axis
	if ax < 0 {
		ax += nd0
	}
	if ax < 0 || ax >= nd0 {
		return nil, fmt.Errorf("kern: %s.Reduce: axis %d is out of range for shape %s: %w", name, axis, nd.ShapeString(op.Shape), nd.ErrShape)
	}
	n, step := op.Shape[ax], op.Strides[ax]
	rest := append(append([]int{}, op.Shape[:ax]...), op.Shape[ax+1:]...)
	restSt := append(append([]int{}, op.Strides[:ax]...), op.Strides[ax+1:]...)
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
			CopyElem(acc, init, es)
			if n > 0 { // an empty input has no base to offset
				f.fold(acc, n, unsafe.Add(op.Base, offs[1]), step)
			}
			return
		}
		x := unsafe.Add(op.Base, offs[1])
		CopyElem(acc, x, es)
		if n > 1 {
			f.fold(acc, n-1, unsafe.Add(x, step), step)
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
	switch k {
	case Parallel:
		// An output element folds n inputs: chunk by input bytes.
		chunk := max(1, reduceChunkBytes/max(1, n*es))
		err = ParallelFor(name, plan.Size, chunk, span)
	case Sim:
		// Each output element is one fold in the GPU's order, as a GPU's
		// axis reduction does it; the output elements run as a sim grid.
		err = launch(plan.Size,
			func(t *simt.Thread) {
				offs := make([]int, 2)
				for i, stride := grid1(t), gridSize1(t); i < plan.Size; i += stride {
					plan.Offsets(i, offs)
					x := unsafe.Add(op.Base, offs[1])
					at := func(j int) unsafe.Pointer { return unsafe.Add(x, j*step) }
					acc := unsafe.Add(out.Base, offs[0])
					if init != nil {
						CopyElem(acc, init, es)
					}
					_ = deviceFold(&f, n, at, acc, init != nil, nil) // no launch, no error
				}
			})
	default:
		err = Run(name, func() { span(0, plan.Size) })
	}
	if err != nil {
		return nil, err
	}
	return out.Value, nil
}

// LoadElem reads one element of dtype d as its Go type.
func LoadElem(d nd.DType, p unsafe.Pointer) any {
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
	case nd.Float16:
		return *(*half.Float16)(p)
	case nd.BFloat16:
		return *(*half.BFloat16)(p)
	case nd.Float8E4M3:
		return *(*half.Float8E4M3)(p)
	case nd.Float8E5M2:
		return *(*half.Float8E5M2)(p)
	}
	return nil
}
