package hostexec

import (
	"runtime"
	"unsafe"

	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/internal/simt"
	"github.com/kernlab/kern/ufunc"
)

// Core is a gufunc loop's core: one call per loop index, with a pointer,
// the core shape and the core strides of every operand.
type Core = func(args []unsafe.Pointer, shapes, strides [][]int)

// GUfunc calls the core once per loop index of the plan on target k. ops
// are the operands (inputs, then outputs), shapes and strides their core
// dimensions, outBytes the output bytes of one call (the Parallel
// chunking); launch and q are Elementwise's.
func GUfunc(k Kind, name string, core Core, p *ufunc.Plan, ops []ufunc.Operand, shapes, strides [][]int, outBytes int, launch Launch, q Queue) (err error) {
	if gpuprof.On() {
		sp := gpuprof.Begin(nil, nil, gpuprof.Host, name, 0)
		defer func() { err = sp.End(err) }()
	}
	if p.Size == 0 {
		return nil
	}
	each := func(lo, hi int) {
		c := newGUCall(len(ops))
		for i := lo; i < hi; i++ {
			c.one(core, p, ops, shapes, strides, i)
		}
	}
	for i := range ops {
		if ops[i].Base == nil { // an empty core: every view is empty
			return Run(name, func() { each(0, p.Size) })
		}
	}
	switch k {
	case Parallel:
		return parallelOn(q, name, p.Size, ufunc.ChunkLen(p.Size, outBytes, runtime.GOMAXPROCS(0)), each)
	case Sim:
		return launch(p.Size, func(t *simt.Thread) {
			if grid1(t) >= p.Size {
				return
			}
			c := newGUCall(len(ops))
			for i, stride := grid1(t), gridSize1(t); i < p.Size; i += stride {
				c.one(core, p, ops, shapes, strides, i)
			}
		})
	default:
		return Run(name, func() { each(0, p.Size) })
	}
}

// guCall is one worker's scratch space, so that a call per loop index
// allocates nothing.
type guCall struct {
	args []unsafe.Pointer
	offs []int
}

func newGUCall(nops int) guCall {
	return guCall{make([]unsafe.Pointer, nops), make([]int, nops)}
}

// one calls the core for loop index i.
func (c guCall) one(core Core, p *ufunc.Plan, ops []ufunc.Operand, shapes, strides [][]int, i int) {
	p.Offsets(i, c.offs)
	for k := range c.args {
		if ops[k].Base != nil { // nil: an empty core, never dereferenced
			c.args[k] = unsafe.Add(ops[k].Base, c.offs[k])
		}
	}
	core(c.args, shapes, strides)
}
