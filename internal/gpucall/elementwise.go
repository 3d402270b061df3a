package gpucall

import (
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// ewOperand is one operand of an element-wise launch.
type ewOperand struct {
	dt      nd.DType
	shape   []int
	strides []int // in elements, over the broadcast shape after alignment
	ptr     driver.Ptr
	host    unsafe.Pointer // a host array's element 0 (copied in)
	// scalar is a scalar input's element as it lies in memory (a
	// complex128 takes both words).
	scalar [2]uint64
	isScal bool
	// pinned: a host array in page-locked memory (chunked calls copy a
	// chunk that is dense in it without staging).
	pinned bool
	keep   any
}

// ewScratch is the reusable state of one element-wise call.
type ewScratch struct {
	ops     []ewOperand
	aligned [][]int // each operand's strides over the broadcast shape
	cshape  []int
	cstr    [][]int
	call    dispatch.Call
}

func (g *Loop) getScratch(nops int) *ewScratch {
	sc, _ := g.scratch.Get().(*ewScratch)
	if sc == nil {
		sc = &ewScratch{}
	}
	sc.ops, sc.cshape = sc.ops[:0], sc.cshape[:0]
	for len(sc.aligned) < nops {
		sc.aligned = append(sc.aligned, nil)
		sc.cstr = append(sc.cstr, nil)
	}
	return sc
}

func (g *Loop) putScratch(sc *ewScratch) {
	for k := range sc.ops {
		sc.ops[k] = ewOperand{} // drop references to the call's arrays
	}
	sc.call.Reset() // Done cleared the copies
	g.scratch.Put(sc)
}

// Elementwise runs the loop over shape on dev (ordered on s when given),
// copying host operands in whole and outputs back: args are the call's
// inputs, outs its outputs.
func (g *Loop) Elementwise(dev Device, s Stream, shape []int, args, outs []any) (err error) {
	n := 1
	for _, d := range shape {
		n *= d
	}
	if n == 0 {
		return nil
	}
	sc := g.getScratch(len(args) + len(outs))
	call := &sc.call
	err = Begin(call, dev, s)
	defer func() { // one deferred call: this is the hot path
		err = call.Done(err)
		g.putScratch(sc)
	}()
	if err != nil {
		return err
	}
	for k, a := range args {
		o, err := g.operandOf(a, g.in[k], dev)
		if err != nil {
			return errs.Wrapf(err, "kern: %s: input %d", g.label(), k+1)
		}
		sc.ops = append(sc.ops, o)
	}
	for j, a := range outs {
		o, err := g.operandOf(a, g.out[j], dev)
		if err != nil || o.isScal {
			return fmt.Errorf("kern: %s: output %d: %w: %w", g.label(), j+1, err, ufunc.ErrOperand)
		}
		sc.ops = append(sc.ops, o)
	}
	ops := sc.ops
	if err := sc.coalesce(shape); err != nil {
		return errs.Wrapf(err, "kern: %s", g.label())
	}
	cshape, cstrides := sc.cshape, sc.cstr[:len(ops)]
	nin := len(args)
	if err := separate(call, ops, nin, nil); err != nil {
		return errs.Wrapf(err, "kern: %s", g.label())
	}
	for k := range ops {
		o := &ops[k]
		if o.isScal || o.host == nil {
			continue
		}
		if err := o.copyIn(call, k >= nin); err != nil {
			return errs.Wrapf(err, "kern: %s: operand %d", g.label(), k+1)
		}
	}
	if err := g.launchEW(dev, call, n, cshape, cstrides, ops, nin); err != nil {
		return err
	}
	return g.finish(call, ops)
}

// finish copies the call's outputs back and, when the call is queued on a
// stream, keeps its operands alive until the stream passes it.
func (g *Loop) finish(call *dispatch.Call, ops []ewOperand) error {
	if err := call.Back(); err != nil {
		return errs.Wrapf(err, "kern: %s", g.label())
	}
	if call.Queued() {
		for k := range ops {
			call.Keep(ops[k].keep)
		}
	}
	return nil
}

// launchEW queues the loop's element-wise kernel over the n elements of the
// coalesced shape cshape: abi.RoleContig when it is 1-d and every array walks
// it with stride 1, else abi.RoleStrided. ops hold device pointers and scalar
// bits (inputs first, nin of them), cstrides their strides over cshape.
func (g *Loop) launchEW(dev Device, call *dispatch.Call, n int, cshape []int, cstrides [][]int, ops []ewOperand, nin int) error {
	role := abi.RoleStrided
	if len(cshape) == 1 && contiguous(cstrides) {
		role = abi.RoleContig
	}
	f, err := g.function(dev, role)
	if err != nil {
		return err
	}
	block, maxGrid := f.Config(dev)
	buf := g.bufs.Get(8)
	if role == abi.RoleContig {
		l := abi.Contig{NIn: nin, NOut: len(ops) - nin, Complex: g.cplx}
		buf.Layout(l.Len())
		buf.SetInt(l.N(), n)
		for k := range ops {
			buf.SetPtr(l.Ptr(k), ops[k].ptr)
			if k < nin {
				ops[k].putScalar(buf, l.Scalar(k))
			}
		}
	} else {
		l := abi.Strided{NIn: nin, NOut: len(ops) - nin, Complex: g.cplx}
		buf.Layout(l.Len())
		buf.SetInt(l.N(), n)
		buf.SetInt(l.NDim(), len(cshape))
		for d := range abi.MaxRank {
			buf.SetInt(l.Shape(d), padded(cshape, d, 1))
		}
		for k := range ops {
			buf.SetPtr(l.Ptr(k), ops[k].ptr)
			if k < nin {
				ops[k].putScalar(buf, l.Scalar(k))
			}
			for d := range abi.MaxRank {
				buf.SetInt(l.Stride(k, d), padded(cstrides[k], d, 0))
			}
		}
	}
	if gpuprof.On() { // bytes are for the GPU profile only
		call.Moves(arrayBytes(n, ops))
	}
	threads := n
	if role == abi.RoleContig {
		// A contig wrapper over narrow operands takes a group of
		// elements a thread (abi.ContigGroup).
		sizes := make([]int, len(ops))
		for k := range ops {
			if dt := ops[k].dt; dt != nd.Bool && !dt.IsComplex() {
				sizes[k] = dt.Size()
			}
		}
		w := abi.ContigGroup(sizes)
		threads = (n + w - 1) / w
	}
	err = call.Launch(f, &driver.LaunchConfig{
		Grid: driver.Dim3{X: dispatch.GridFor(threads, block, maxGrid), Y: 1, Z: 1}, Block: driver.Dim3{X: block, Y: 1, Z: 1},
	}, buf.Args())
	g.bufs.Put(buf)
	if err != nil {
		return errs.Wrapf(err, "kern: %s", g.label())
	}
	return nil
}

// arrayBytes is what an element-wise launch over n elements reads and
// writes: n elements of each array operand.
func arrayBytes(n int, ops []ewOperand) int64 {
	var b int64
	for k := range ops {
		if !ops[k].isScal {
			b += int64(n) * int64(ops[k].dt.Size())
		}
	}
	return b
}

// putScalar writes a scalar input's leaves at leaf i (nothing for an
// array, whose pointer is not null).
func (o *ewOperand) putScalar(buf *dispatch.ParamBuf, i int) {
	if o.isScal {
		buf.ElemLeaves(i, unsafe.Pointer(&o.scalar), o.dt.Size(), o.dt.IsComplex())
	}
}

// padded is v[d], or pad past v's end: the wrappers take abi.MaxRank (or
// abi.MaxLoopRank) extents and strides, unused ones 1 and 0.
func padded(v []int, d, pad int) int {
	if d < len(v) {
		return v[d]
	}
	return pad
}

// operandOf describes one call argument of dtype dt for dev.
func (g *Loop) operandOf(v any, dt nd.DType, dev Device) (ewOperand, error) {
	if d, ok, err := g.args.Device(v); ok || err != nil {
		if err != nil {
			return ewOperand{}, err
		}
		if d.DType != dt {
			return ewOperand{}, fmt.Errorf("dtype %v, the loop takes %v: %w", d.DType, dt, nd.ErrDType)
		}
		if d.Device != dev {
			return ewOperand{}, fmt.Errorf("on %v, the call runs on %v: %w", d.Device, dev, errs.Target)
		}
		return ewOperand{dt: dt, shape: d.Shape, strides: d.Strides, ptr: d.Ptr, keep: v}, nil
	}
	op, pinned, err := g.args.Host(v)
	if err != nil {
		return ewOperand{}, err
	}
	o, err := hostOperand(op, dt)
	o.pinned = pinned
	return o, err
}

// hostOperand is operandOf for a host array or a scalar.
func hostOperand(op ufunc.Operand, dt nd.DType) (ewOperand, error) {
	if op.IsScalar() {
		p, err := ufunc.Convert(op.Scalar, dt)
		if err != nil {
			return ewOperand{}, err
		}
		o := ewOperand{dt: dt, isScal: true}
		copy(unsafe.Slice((*byte)(unsafe.Pointer(&o.scalar)), dt.Size()), unsafe.Slice((*byte)(p), dt.Size()))
		return o, nil
	}
	if op.DType != dt {
		return ewOperand{}, fmt.Errorf("dtype %v, the loop takes %v: %w", op.DType, dt, nd.ErrDType)
	}
	o := ewOperand{dt: dt, shape: op.Shape, strides: make([]int, len(op.Strides)), keep: op.Value, host: op.Base}
	for i, s := range op.Strides {
		o.strides[i] = s / dt.Size()
	}
	return o, nil
}

// coalesce aligns every array operand to the broadcast shape (stride 0 on
// broadcast axes), drops axes of extent 1 and merges adjacent axes that
// every operand walks contiguously, as NumPy's iterator does. Scalars get
// nil strides.
func coalesce(shape []int, ops []ewOperand) ([]int, [][]int, error) {
	sc := &ewScratch{ops: ops, aligned: make([][]int, len(ops)), cstr: make([][]int, len(ops))}
	if err := sc.coalesce(shape); err != nil {
		return nil, nil, err
	}
	return sc.cshape, sc.cstr, nil
}

// coalesce is the allocation-free form: it fills sc.cshape and sc.cstr.
func (sc *ewScratch) coalesce(shape []int) error {
	ops := sc.ops
	nd0 := len(shape)
	for k := range ops {
		st := sc.aligned[k][:0]
		for range nd0 {
			st = append(st, 0)
		}
		if !ops[k].isScal {
			off := nd0 - len(ops[k].shape)
			for d := range ops[k].shape {
				if ops[k].shape[d] != 1 {
					st[off+d] = ops[k].strides[d]
				}
			}
		}
		sc.aligned[k] = st
		sc.cstr[k] = sc.cstr[k][:0]
	}
	cs := sc.cshape[:0]
	for d := 0; d < nd0; d++ {
		if shape[d] == 1 {
			continue
		}
		last := len(cs) - 1
		merge := last >= 0
		for k := range ops {
			if merge && sc.cstr[k][last] != sc.aligned[k][d]*shape[d] {
				merge = false
			}
		}
		if merge {
			cs[last] *= shape[d]
			for k := range ops {
				sc.cstr[k][last] = sc.aligned[k][d]
			}
			continue
		}
		cs = append(cs, shape[d])
		for k := range ops {
			sc.cstr[k] = append(sc.cstr[k], sc.aligned[k][d])
		}
	}
	if len(cs) == 0 {
		cs = append(cs, 1)
		for k := range ops {
			sc.cstr[k] = append(sc.cstr[k], 0)
		}
	}
	sc.cshape = cs
	if len(cs) > abi.MaxRank {
		return fmt.Errorf("%w: shape %s stays at %d dimensions", errs.Rank, nd.ShapeString(shape), len(cs))
	}
	for k := range ops {
		if ops[k].isScal {
			sc.cstr[k] = sc.cstr[k][:0]
		}
	}
	return nil
}

// contiguous reports whether every array operand has stride 1 along the
// one coalesced axis (scalars have nil strides).
func contiguous(strides [][]int) bool {
	for _, st := range strides {
		if len(st) > 0 && st[0] != 1 {
			return false
		}
	}
	return true
}
