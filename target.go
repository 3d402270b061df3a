package kern

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/ufunc"
)

// Target says where a ufunc runs. It is passed with every call: there is
// no global default to change. The zero value is Auto.
type Target int

const (
	// Auto runs on the GPU when the ufunc has compiled code for it and a
	// GPU holds the operands or, for host operands, is present (CUDA, else
	// ROC; host arrays are copied in and out), and on Parallel otherwise.
	Auto Target = iota
	// CPU is a serial loop on the calling goroutine.
	CPU
	// Parallel spreads the elements over GOMAXPROCS goroutines in chunks
	// of at least 64 KiB of output.
	Parallel
	// Sim runs the ufunc as a grid of threads on the host device (the simt
	// engine), each thread striding over the elements as a CUDA grid-stride
	// loop does: the CUDA execution model on the CPU.
	Sim
	// CUDA runs the loop's PTX on an NVIDIA device.
	CUDA
	// ROC runs the loop's amdgpu code object on an AMD device (driver/roc).
	ROC
)

var targetNames = [...]string{"auto", "cpu", "parallel", "sim", "cuda", "roc"}

// String is the target's name as Numba spells it ("cpu", "parallel", …).
func (t Target) String() string {
	if t >= 0 && int(t) < len(targetNames) {
		return targetNames[t]
	}
	return fmt.Sprintf("Target(%d)", int(t))
}

// ParseTarget is the inverse of String.
func ParseTarget(s string) (Target, error) {
	for i, n := range targetNames {
		if n == s {
			return Target(i), nil
		}
	}
	return 0, fmt.Errorf("kern: unknown target %q (want one of %v): %w", s, targetNames, ErrTarget)
}

// gpuLauncher is the hook through which compiled GPU code runs a ufunc
// call (gpuufunc.go's gpuLoop; Vectorize attaches one to every loop). It receives the call's
// original arguments and outputs (device arrays, host arrays, scalars)
// and the broadcast shape, and does its own transfers.
type gpuLauncher interface {
	// hasCode reports whether `kern gen` compiled the loop.
	hasCode() bool
	elementwise(dev *Device, s *Stream, shape []int, args, outs []any) error
}

// cpuRun is the loop's CPU inner loop: the one `kern gen` wrote, with the
// core inlined, when the loop's function was generated from its current
// source; else Run (a stale SIMD loop would compute the old function).
// The sim target keeps Run, one element per thread.
func (l *Loop) cpuRun() func(n int, args []unsafe.Pointer, steps []int) {
	if g, ok := l.gpu.(*gpuLoop); ok && g.current() && g.gen.CPU != nil {
		return g.gen.CPU
	}
	return l.Run
}

// cpuFold is the loop's fold: the one `kern gen` wrote for a reduce core,
// with the core inlined, when there is one and it is current (its lane
// order assumes the core kern gen saw); else Fold (which may be nil).
func (l *Loop) cpuFold() func(acc unsafe.Pointer, n int, x unsafe.Pointer, step int) {
	if g, ok := l.gpu.(*gpuLoop); ok && g.current() && g.gen.Fold != nil {
		return g.gen.Fold
	}
	return l.Fold
}

// hasGPUCode reports whether a loop can run on a GPU target.
func (l *Loop) hasGPUCode() bool { return l.gpu != nil && l.gpu.hasCode() }

// isGPU reports whether t needs compiled code.
func (t Target) isGPU() bool { return t == CUDA || t == ROC }

// ready orders a CPU-target call after the work queued on its device: a
// CPU loop reads device memory directly, so copies and launches queued on
// streams must be done. Sim launches do this themselves (on a stream, or
// on the legacy null stream, which waits for the others).
func (e exec) ready() error {
	if e.t == Sim {
		return nil
	}
	return e.syncAll()
}

// syncAll waits for the work queued where e runs: its stream, or its
// device.
func (e exec) syncAll() error {
	switch {
	case e.s != nil:
		return e.s.Synchronize()
	case e.dev != nil:
		return e.dev.Synchronize()
	}
	return nil
}

// launch runs a sim grid for n elements (simGrid × simBlockFor threads),
// on e.s when the call named a stream (asynchronously: keep stays alive
// until the stream is synchronized) and synchronously otherwise.
func (e exec) launch(name string, n int, body func(*Thread), keep ...any) error {
	err := e.dev.LaunchFunc(FuncLaunch{Grid: Dim3{simGrid(n), 1, 1}, Block: Dim3{simBlockFor(n), 1, 1}, NoSync: true, Stream: e.s, Name: name}, body)
	if err != nil {
		return fmt.Errorf("kern: %s on the sim target: %w", name, err)
	}
	if e.s != nil {
		e.s.keep(keep...)
	}
	return nil
}

// runVectorize runs loop over the broadcast shape for the operands ops
// (inputs then outputs) where e says. args and res are the call's original
// inputs and outputs, for the GPU hook.
func runVectorize(e exec, name string, loop *Loop, shape []int, ops []ufunc.Operand, args, res []any, sc *callScratch) error {
	if e.t.isGPU() {
		return runGPUVectorize(e, loop, shape, args, res)
	}
	if err := e.ready(); err != nil {
		return err
	}
	if err := e.separate(ops[:len(loop.In)], ops[len(loop.In):]); err != nil {
		return err
	}
	// The scratch outlives a Sim launch only on a stream.
	pooled := sc != nil && (e.t != Sim || e.s == nil)
	var bases []unsafe.Pointer
	if pooled {
		bases = sc.bases[:len(ops)]
	} else {
		bases = make([]unsafe.Pointer, len(ops))
	}
	for k := range ops {
		bases[k] = ops[k].Base
	}
	outBytes := 0
	for _, d := range loop.Out {
		outBytes += d.Size()
	}
	// The common small call, 1-d and on one goroutine, needs no plan.
	if n := len(shape); n == 1 && shape[0] > 0 &&
		(e.t == CPU || e.t == Parallel && ufunc.ChunkLen(shape[0], outBytes, runtime.GOMAXPROCS(0)) >= shape[0]) {
		var steps []int
		if sc != nil {
			steps = sc.steps[:len(ops)]
		}
		if steps, ok := flat(ops, shape[0], steps); ok {
			return serial(name, func() { loop.cpuRun()(shape[0], bases, steps) })
		}
	}
	var shapes, strides [][]int
	if pooled {
		shapes, strides = sc.shapes[:len(ops)], sc.strides[:len(ops)]
	} else {
		shapes, strides = make([][]int, len(ops)), make([][]int, len(ops))
	}
	for k := range ops {
		shapes[k], strides[k] = ops[k].Shape, ops[k].Strides
	}
	plan, err := ufunc.NewPlan(shape, shapes, strides)
	if err != nil {
		return fmt.Errorf("kern: %s: %w", name, err)
	}
	if plan.Size == 0 {
		return nil
	}
	switch e.t {
	case Sim:
		var keep []any // what a stream's queued launch keeps alive
		if e.s != nil {
			keep = append(append([]any{}, args...), res...)
		}
		return simElementwise(e, name, loop, &plan, bases, keep)
	case Parallel:
		return parallelFor(name, plan.Size, ufunc.ChunkLen(plan.Size, outBytes, runtime.GOMAXPROCS(0)),
			func(lo, hi int) { runRange(loop, &plan, bases, lo, hi) })
	default:
		return serial(name, func() { runRange(loop, &plan, bases, 0, plan.Size) })
	}
}

// flat returns the steps of 1-d operands of length n and 0-d scalars,
// which a single Run covers without a plan.
func flat(ops []ufunc.Operand, n int, steps []int) ([]int, bool) {
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

// runRange runs the loop over elements [lo, hi) of the plan in runs along
// the innermost axis.
func runRange(loop *Loop, p *ufunc.Plan, bases []unsafe.Pointer, lo, hi int) {
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
		loop.cpuRun()(hi-lo, args, steps)
		return
	}
	c := p.Cursor(lo)
	for i := lo; i < hi; {
		n := c.Run(hi - i)
		for k := range args {
			args[k] = unsafe.Add(bases[k], c.Offs[k])
		}
		loop.cpuRun()(n, args, steps)
		c.Advance(n)
		i += n
	}
}

// corePanic turns a panic of a user's core function into an error wrapping
// driver.ErrKernelTrap, as a trapping kernel is reported.
func corePanic(name string, r any) error {
	if e, ok := r.(error); ok {
		return fmt.Errorf("kern: %s: the core function panicked: %w (%w)", name, e, driver.ErrKernelTrap)
	}
	return fmt.Errorf("kern: %s: the core function panicked: %v: %w", name, r, driver.ErrKernelTrap)
}

// serial runs f, turning a panic into an error.
func serial(name string, f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = corePanic(name, r)
		}
	}()
	f()
	return nil
}

// parallelFor calls body over [0, size) in chunks of chunk elements on up
// to GOMAXPROCS goroutines that take chunks in turn; a single chunk runs on
// the caller's goroutine. After a panic the remaining chunks are skipped.
func parallelFor(name string, size, chunk int, body func(lo, hi int)) error {
	nchunks := (size + chunk - 1) / chunk
	if nchunks <= 1 {
		return serial(name, func() { body(0, size) })
	}
	workers := min(runtime.GOMAXPROCS(0), nchunks)
	var next atomic.Int64
	var failed atomic.Bool
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[w] = serial(name, func() {
				for !failed.Load() {
					c := int(next.Add(1) - 1)
					if c >= nchunks {
						return
					}
					body(c*chunk, min((c+1)*chunk, size))
				}
			})
			if errs[w] != nil {
				failed.Store(true)
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// simBlock is the block size of sim launches; simMaxGrid caps the grid so
// that big arrays exercise the grid-stride loop.
const (
	simBlock   = 256
	simMaxGrid = 1024
)

// simGrid is the number of blocks for n elements.
func simGrid(n int) int { return max(1, min((n+simBlock-1)/simBlock, simMaxGrid)) }

// simBlockFor is the block size for n elements: simBlock, or for fewer
// elements one thread each (a small call need not step through hundreds
// of idle threads; a block need not be whole warps, on a GPU either).
func simBlockFor(n int) int { return max(1, min(n, simBlock)) }

// simElementwise launches one thread per element (up to the grid cap);
// each thread handles elements i, i+gridsize, … as CUDA grid-stride loops
// do.
func simElementwise(e exec, name string, loop *Loop, p *ufunc.Plan, bases []unsafe.Pointer, keep []any) error {
	nops := len(bases)
	size := p.Size
	// Each thread needs its own argument, step and offset slices (Run may
	// keep nothing, but threads run concurrently). A small launch carves
	// them out of one allocation; a big one allocates per thread, which
	// its elements amortize.
	threads := min(size, simGrid(size)*simBlockFor(size))
	var ptrArena []unsafe.Pointer
	var intArena []int
	if threads*nops <= simArenaMax {
		ptrArena, intArena = make([]unsafe.Pointer, threads*nops), make([]int, 2*threads*nops)
	}
	return e.launch(name, size, func(t *Thread) {
		g := t.Grid1()
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
		for i, stride := g, t.GridSize1(); i < size; i += stride {
			p.Offsets(i, offs)
			for k := range args {
				args[k] = unsafe.Add(bases[k], offs[k])
			}
			loop.Run(1, args, steps)
		}
	}, keep...)
}

// simArenaMax is the most per-thread slots simElementwise allocates at once.
const simArenaMax = 1 << 16
