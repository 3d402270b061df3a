package gpucall

import (
	"fmt"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/registry"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// The GPU side of GUVectorize (docs/gpu-abi.md, abi.RoleGU): one thread per
// loop index, grid-stride over the loop dimensions, each thread calling
// the core with views of every operand's core.

// GULoop is the compiled code of one typed gufunc loop.
type GULoop struct {
	Loop
	ranks []int // each parameter's view rank (0: a scalar by value)
}

// NewGULoop returns the compiled code of the gufunc loop id with operand
// dtypes types (inputs, then outputs) and view ranks ranks; the rest is
// NewLoop's.
func NewGULoop(id abi.Identity, types []nd.DType, ranks []int, src string, reg *registry.Registry, args Args) *GULoop {
	return &GULoop{Loop: Loop{id: id, in: types, src: src, reg: reg, args: args}, ranks: ranks}
}

// GUfunc runs the loop over loopShape. ncore[k] is the number of core
// dimensions the layout gives operand k (inputs then outputs: args, then
// outs): the last ncore[k] dimensions of its shape; the leading ones are its
// loop dimensions, right-aligned to loopShape and broadcast where they are
// 1. A view parameter of higher rank than its core ("()" as an Array1)
// gets leading extents of 1. Host operands are copied in and outputs back;
// a Go scalar for a rank-0 parameter goes to the device as one element, as
// the ABI passes every operand by pointer.
func (g *GULoop) GUfunc(dev Device, s Stream, loopShape, ncore []int, args, outs []any) (err error) {
	nops := len(args) + len(outs)
	if len(ncore) != nops || len(g.ranks) != nops {
		return fmt.Errorf("kern: %s: %d operands for %d parameters: %w", g.label(), nops, len(g.ranks), ufunc.ErrArity)
	}
	nloop := 1
	for _, d := range loopShape {
		nloop *= d
	}
	if nloop == 0 {
		return nil
	}
	var call dispatch.Call
	if err := Begin(&call, dev, s); err != nil {
		return err
	}
	defer func() { err = call.Done(err) }()
	ops := make([]ewOperand, nops)
	loopOps := make([]ewOperand, nops)
	for k := range nops {
		v := ufunc.OperandAt(args, outs, k)
		o, err := g.operandOf(v, g.in[k], dev)
		if err != nil {
			return errs.Wrapf(err, "kern: %s: operand %d", g.label(), k+1)
		}
		if o.isScal && (k >= len(args) || ncore[k] != 0) {
			return fmt.Errorf("kern: %s: operand %d is a scalar: %w", g.label(), k+1, ufunc.ErrOperand)
		}
		if !o.isScal && len(o.shape) < ncore[k] {
			return fmt.Errorf("kern: %s: operand %d of shape %s has fewer than %d core dimensions: %w",
				g.label(), k+1, nd.ShapeString(o.shape), ncore[k], nd.ErrShape)
		}
		ops[k] = o
		lo := ewOperand{isScal: o.isScal}
		if !o.isScal {
			nl := len(o.shape) - ncore[k]
			lo.shape, lo.strides = o.shape[:nl], o.strides[:nl]
		}
		loopOps[k] = lo
	}
	lshape, lstrides, err := coalesce(loopShape, loopOps)
	if err != nil || len(lshape) > abi.MaxLoopRank {
		return fmt.Errorf("kern: %s: loop shape %s needs more than %d dimensions on the GPU: %w",
			g.label(), nd.ShapeString(loopShape), abi.MaxLoopRank, errs.Rank)
	}
	if err := separate(&call, ops, len(args), ncore); err != nil {
		return errs.Wrapf(err, "kern: %s", g.label())
	}
	for k := range ops {
		o := &ops[k]
		switch {
		case o.isScal:
			if err := copyScalar(&call, o); err != nil {
				return errs.Wrapf(err, "kern: %s: operand %d", g.label(), k+1)
			}
		case o.host != nil:
			if err := o.copyIn(&call, k >= len(args)); err != nil {
				return errs.Wrapf(err, "kern: %s: operand %d", g.label(), k+1)
			}
		}
	}
	if err := g.launchGU(dev, &call, nloop, lshape, lstrides, ops, ncore); err != nil {
		return err
	}
	return g.finish(&call, ops)
}

// launchGU queues the abi.RoleGU kernel over the nloop indices of the coalesced
// loop shape lshape: lstrides are each operand's strides over it, and the
// last ncore[k] dimensions of ops[k].shape and .strides its core view at
// ops[k].ptr. A parameter of higher view rank than ncore[k] gets leading
// extents of 1 (stride 0); one that takes no core extents
// (abi.GUCoreRank) gets none.
func (g *GULoop) launchGU(dev Device, call *dispatch.Call, nloop int, lshape []int, lstrides [][]int, ops []ewOperand, ncore []int) error {
	f, err := g.function(dev, abi.RoleGU)
	if err != nil {
		return err
	}
	block, maxGrid := f.Config(dev)
	b := g.bufs.Get(16)
	// Each operand's leaves start where the previous one's end: walk them
	// once for the length, then again to write them.
	o := abi.GUStart()
	for k := range ops {
		o = o.Next(abi.GUCoreRank(g.ranks[k], ncore[k]))
	}
	b.Layout(o.End())
	b.SetInt(abi.GUNLoop, nloop)
	b.SetInt(abi.GULoopDim, len(lshape))
	for d := range abi.MaxLoopRank {
		b.SetInt(abi.GULoopShape(d), padded(lshape, d, 1))
	}
	o = abi.GUStart()
	for k := range ops {
		op, r := &ops[k], abi.GUCoreRank(g.ranks[k], ncore[k])
		o = o.Next(r)
		b.SetPtr(o.Ptr(), op.ptr)
		if r > 0 {
			core, cstr := op.shape[len(op.shape)-ncore[k]:], op.strides[len(op.strides)-ncore[k]:]
			for d := range r {
				ext, st := 1, 0
				if j := d - (r - ncore[k]); j >= 0 {
					ext, st = core[j], cstr[j]
				}
				b.SetInt(o.CoreShape(d), ext)
				b.SetInt(o.CoreStride(d), st)
			}
		}
		for d := range abi.MaxLoopRank {
			b.SetInt(o.LoopStride(d), padded(lstrides[k], d, 0))
		}
	}
	err = call.Launch(f, &driver.LaunchConfig{
		Grid: driver.Dim3{X: dispatch.GridFor(nloop, block, maxGrid), Y: 1, Z: 1}, Block: driver.Dim3{X: block, Y: 1, Z: 1},
	}, b.Args())
	g.bufs.Put(b)
	if err != nil {
		return errs.Wrapf(err, "kern: %s", g.label())
	}
	return nil
}
