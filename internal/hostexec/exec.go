package hostexec

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/internal/simt"
	"github.com/kernlab/kern/ufunc"
)

// Kind is a host target.
type Kind uint8

const (
	// Serial is a loop on the calling goroutine (kern.CPU).
	Serial Kind = iota
	// Parallel spreads chunks over GOMAXPROCS goroutines (kern.Parallel).
	Parallel
	// Sim launches a grid of simt threads (kern.Sim).
	Sim
)

// Launch runs a sim grid for n elements (SimGrid(n) blocks of
// SimBlockFor(n) threads) with body as every thread: the device's launch of
// Go code, on the call's stream or synchronously.
type Launch func(n int, body func(*simt.Thread)) error

// Queue runs a Parallel call's n chunks, body(c) for each, over
// GOMAXPROCS goroutines in the order of the call's stream, asynchronously:
// the host device's streams give a call placed on one of them the
// Parallel executor, and a failure surfaces when the stream is
// synchronized. nil: the chunks run before the call returns.
type Queue func(n int, body func(chunk int)) error

// parallelOn is ParallelFor, queued on q when q is not nil.
func parallelOn(q Queue, name string, size, chunk int, body func(lo, hi int)) error {
	if q == nil {
		return ParallelFor(name, size, chunk, body)
	}
	return q((size+chunk-1)/chunk, func(c int) { body(c*chunk, min((c+1)*chunk, size)) })
}

// CorePanic turns a panic of a user's core function into a
// *driver.KernelTrapError (as a trapping kernel is reported, so that
// errors.As finds it; a core runs no threads, so its Block and Thread are
// zero) with site, the file:line of the statement that panicked
// (simt.PanicSite), if known, and the panicking goroutine's stack, which
// a deferred recover still sees.
func CorePanic(name, site string, r any) error {
	trap := &driver.KernelTrapError{Kernel: name, Site: fmt.Sprint(r), Value: r, Stack: string(debug.Stack())}
	at := ""
	if site != "" {
		trap.Site = site + ": " + trap.Site
		at = " at " + site
	}
	return errs.Message(fmt.Sprintf("kern: %s: the core function panicked%s: %v (%v)", name, at, r, driver.ErrKernelTrap), trap)
}

// Timed is Run as a gpuprof span of a host call moving bytes bytes (the
// dispatch cache's calls, which skip Elementwise).
func Timed(name string, bytes int64, f func()) error {
	sp := gpuprof.Begin(nil, nil, gpuprof.Host, name, bytes)
	return sp.End(Run(name, f))
}

// arrayBytes is what a host call over shape reads and writes: the
// shape's elements of each array operand.
func arrayBytes(shape []int, ops []ufunc.Operand) int64 {
	n := int64(1)
	for _, d := range shape {
		n *= int64(d)
	}
	var b int64
	for i := range ops {
		if !ops[i].IsScalar() {
			b += n * int64(ops[i].DType.Size())
		}
	}
	return b
}

// Run runs f, turning a panic into an error.
func Run(name string, f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = CorePanic(name, simt.PanicSite(), r)
		}
	}()
	f()
	return nil
}

// ParallelFor calls body over [0, size) in chunks of chunk elements on up
// to GOMAXPROCS goroutines that take chunks in turn; a single chunk runs on
// the caller's goroutine. After a panic the remaining chunks are skipped.
func ParallelFor(name string, size, chunk int, body func(lo, hi int)) error {
	nchunks := (size + chunk - 1) / chunk
	if nchunks <= 1 {
		return Run(name, func() { body(0, size) })
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
			errs[w] = Run(name, func() {
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

// SimBlock is the block size of sim launches; SimMaxGrid caps the grid so
// that big arrays exercise the grid-stride loop.
const (
	SimBlock   = 256
	SimMaxGrid = 1024
)

// SimGrid is the number of blocks for n elements.
func SimGrid(n int) int { return max(1, min((n+SimBlock-1)/SimBlock, SimMaxGrid)) }

// SimBlockFor is the block size for n elements: SimBlock, or for fewer
// elements one thread each (a small call need not step through hundreds
// of idle threads; a block need not be whole warps, on a GPU either).
func SimBlockFor(n int) int { return max(1, min(n, SimBlock)) }

// grid1 and gridSize1 are a thread's index and the grid's extent in x, in
// threads (Thread.Grid1 and GridSize1).
func grid1(t *simt.Thread) int     { return t.BlockIdx.X*t.BlockDim.X + t.ThreadIdx.X }
func gridSize1(t *simt.Thread) int { return t.GridDim.X * t.BlockDim.X }
