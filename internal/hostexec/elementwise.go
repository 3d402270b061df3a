package hostexec

import (
	"fmt"
	"runtime"
	"unsafe"

	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/internal/simt"
	"github.com/kernlab/kern/ufunc"
)

// Loop is a ufunc loop's inner loop: n elements, one pointer and one byte
// step per operand (inputs, then outputs).
type Loop = func(n int, args []unsafe.Pointer, steps []int)

// Scratch holds working slices a call may lend to Elementwise so that a
// small call allocates nothing; a nil slice is allocated here instead.
type Scratch struct {
	Bases           []unsafe.Pointer
	Steps           []int
	Shapes, Strides [][]int
}

// Elementwise runs a ufunc over the broadcast shape for the operands ops
// (inputs then outputs) on the host target k: cpu is the loop the CPU
// targets run (kern gen's, with the core inlined), sim the one Sim runs
// one element per thread, outBytes the bytes of output per element (the
// Parallel chunking), launch the sim grid's launcher and q, when not nil,
// the stream a Parallel call's chunks are queued on.
func Elementwise(k Kind, name string, cpu, sim Loop, shape []int, ops []ufunc.Operand, outBytes int, sc Scratch, launch Launch, q Queue) (err error) {
	if gpuprof.On() {
		sp := gpuprof.Begin(nil, nil, gpuprof.Host, name, arrayBytes(shape, ops))
		defer func() { err = sp.End(err) }()
	}
	bases := sc.Bases
	if bases == nil {
		bases = make([]unsafe.Pointer, len(ops))
	}
	for i := range ops {
		bases[i] = ops[i].Base
	}
	// The common small call, 1-d and on one goroutine, needs no plan (one
	// queued on a stream runs there).
	if n := len(shape); n == 1 && shape[0] > 0 && q == nil &&
		(k == Serial || k == Parallel && ufunc.ChunkLen(shape[0], outBytes, runtime.GOMAXPROCS(0)) >= shape[0]) {
		if steps, ok := Flat(ops, shape[0], sc.Steps); ok {
			return Run(name, func() { cpu(shape[0], bases, steps) })
		}
	}
	shapes, strides := sc.Shapes, sc.Strides
	if shapes == nil {
		shapes, strides = make([][]int, len(ops)), make([][]int, len(ops))
	}
	for i := range ops {
		shapes[i], strides[i] = ops[i].Shape, ops[i].Strides
	}
	plan, err := ufunc.NewPlan(shape, shapes, strides)
	if err != nil {
		return fmt.Errorf("kern: %s: %w", name, err)
	}
	if plan.Size == 0 {
		return nil
	}
	switch k {
	case Sim:
		return SimElementwise(launch, sim, &plan, bases)
	case Parallel:
		return parallelOn(q, name, plan.Size, ufunc.ChunkLen(plan.Size, outBytes, runtime.GOMAXPROCS(0)),
			func(lo, hi int) { RunRange(cpu, &plan, bases, lo, hi) })
	default:
		return Run(name, func() { RunRange(cpu, &plan, bases, 0, plan.Size) })
	}
}

// Flat returns the steps of 1-d operands of length n and 0-d scalars,
// which a single Run covers without a plan; steps is reused when not nil.
func Flat(ops []ufunc.Operand, n int, steps []int) ([]int, bool) {
	if steps == nil {
		steps = make([]int, len(ops))
	}
	for k := range ops {
		steps[k] = 0
		switch len(ops[k].Shape) {
		case 0:
		case 1:
			if ops[k].Shape[0] == n {
				steps[k] = ops[k].Strides[0]
			} else if ops[k].Shape[0] != 1 {
				return nil, false
			}
		default:
			return nil, false
		}
	}
	return steps, true
}

// RunRange runs the loop over elements [lo, hi) of the plan in runs along
// the innermost axis.
func RunRange(run Loop, p *ufunc.Plan, bases []unsafe.Pointer, lo, hi int) {
	nops := len(bases)
	args := make([]unsafe.Pointer, nops)
	steps := make([]int, nops)
	for k := range steps {
		steps[k] = p.InnerStride(k)
	}
	if len(p.Shape) <= 1 { // the common case: one run, no cursor
		for k := range args {
			args[k] = unsafe.Add(bases[k], lo*steps[k])
		}
		run(hi-lo, args, steps)
		return
	}
	c := p.Cursor(lo)
	for i := lo; i < hi; {
		n := c.Run(hi - i)
		for k := range args {
			args[k] = unsafe.Add(bases[k], c.Offs[k])
		}
		run(n, args, steps)
		c.Advance(n)
		i += n
	}
}

// SimElementwise launches one thread per element (up to the grid cap);
// each thread handles elements i, i+gridsize, … as CUDA grid-stride loops
// do.
func SimElementwise(launch Launch, run Loop, p *ufunc.Plan, bases []unsafe.Pointer) error {
	nops := len(bases)
	size := p.Size
	// Each thread needs its own argument, step and offset slices (Run may
	// keep nothing, but threads run concurrently). A small launch carves
	// them out of one allocation; a big one allocates per thread, which
	// its elements amortize.
	threads := min(size, SimGrid(size)*SimBlockFor(size))
	var ptrArena []unsafe.Pointer
	var intArena []int
	if threads*nops <= simArenaMax {
		ptrArena, intArena = make([]unsafe.Pointer, threads*nops), make([]int, 2*threads*nops)
	}
	return launch(size, func(t *simt.Thread) {
		g := grid1(t)
		if g >= size {
			return // the tail of the last block: nothing to allocate for
		}
		var args []unsafe.Pointer
		var steps, offs []int
		if ptrArena != nil {
			args = ptrArena[g*nops : (g+1)*nops : (g+1)*nops]
			steps = intArena[2*g*nops : (2*g+1)*nops : (2*g+1)*nops]
			offs = intArena[(2*g+1)*nops : (2*g+2)*nops : (2*g+2)*nops]
		} else {
			args, steps, offs = make([]unsafe.Pointer, nops), make([]int, nops), make([]int, nops)
		}
		for i, stride := g, gridSize1(t); i < size; i += stride {
			p.Offsets(i, offs)
			for k := range args {
				args[k] = unsafe.Add(bases[k], offs[k])
			}
			run(1, args, steps)
		}
	})
}

// simArenaMax is the most per-thread slots SimElementwise allocates at once.
const simArenaMax = 1 << 16
