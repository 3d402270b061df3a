package simt

import (
	"context"
	"fmt"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
)

// Block is the state of one block while a block function runs it
// (LaunchBlocks): code that kern gen wrote from a kernel, which runs every
// thread of the block itself — a loop over the threads between two
// barriers — instead of a goroutine per thread. One Block serves a worker's
// blocks in turn, so that what it holds is allocated once per worker.
type Block struct {
	th  Thread
	blk block
	// mark is the thread the block function is at: At's thread, or
	// Mark's when the code between does not look at the thread.
	mark int
	// vars are the worker's per-thread variable slices, by the generated
	// code's index: reused from block to block.
	vars []any
}

// Thread is the thread state the block function hands the kernel's code:
// At makes it the state of one thread after another.
func (b *Block) Thread() *Thread { return &b.th }

// Size is the number of threads in the block.
func (b *Block) Size() int { return b.th.BlockDim.Size() }

// At makes the block's Thread the thread with linear index lin (X
// fastest). Consecutive indices cost an increment.
func (b *Block) At(lin int) {
	b.mark = lin
	t := &b.th
	if lin == t.Linear+1 && t.ThreadIdx.X+1 < t.BlockDim.X {
		t.ThreadIdx.X++
		t.Linear = lin
		return
	}
	t.at(lin)
}

// Set makes the block's Thread the thread with linear index lin and
// index (x, y, z), which the caller counts: unlike At it reads nothing of
// the previous thread, so consecutive threads do not wait on each other.
func (b *Block) Set(lin, x, y, z int) {
	b.mark = lin
	b.th.ThreadIdx = Dim3{x, y, z}
	b.th.Linear = lin
}

// Geometry is the block's index, the block's extent and the grid's.
func (b *Block) Geometry() (blockIdx, blockDim, gridDim Dim3) {
	return b.th.BlockIdx, b.th.BlockDim, b.th.GridDim
}

// Extent is the block's extent in x and y, for callers of Set.
func (b *Block) Extent() (x, y int) { return b.th.BlockDim.X, b.th.BlockDim.Y }

// Mark records that the block function is at thread lin without making
// Thread that thread's state, for code that does not read it: a trap
// still names the thread.
func (b *Block) Mark(lin int) { b.mark = lin }

// at is At's general case: a step forward within the row or into the
// next one costs no division.
func (t *Thread) at(lin int) {
	bx, by := t.BlockDim.X, t.BlockDim.Y
	x := t.ThreadIdx.X + lin - t.Linear
	switch {
	case lin == 0:
		t.ThreadIdx = Dim3{}
	case lin > t.Linear && x < bx:
		t.ThreadIdx.X = x
	case lin > t.Linear && x < 2*bx && t.ThreadIdx.Y+1 < by:
		t.ThreadIdx.X, t.ThreadIdx.Y = x-bx, t.ThreadIdx.Y+1
	default:
		t.ThreadIdx = Dim3{lin % bx, lin / bx % by, lin / (bx * by)}
	}
	t.Linear = lin
}

// Sync is where the kernel had a barrier: every thread has reached it
// when the block function gets there. It stops the block when the launch
// was stopped (a failure elsewhere, a cancelled context), as SyncThreads
// does.
func (b *Block) Sync() {
	ls := b.blk.ls
	if ctx := b.blk.cfg.Context; ctx != nil && ctx.Err() != nil {
		// Before the AfterFunc of LaunchBlocks has run.
		ls.report(stopped(ctx))
	}
	if ls.stopped.Load() {
		panic(errBroken{})
	}
}

func stopped(ctx context.Context) error {
	return fmt.Errorf("simt: launch stopped: %w", context.Cause(ctx))
}

// Var is the k-th slot for the block function's per-thread variables,
// kept from block to block of the worker.
func (b *Block) Var(k int) *any {
	for len(b.vars) <= k {
		b.vars = append(b.vars, nil)
	}
	return &b.vars[k]
}

// LaunchBlocks runs run once per block of the grid, blocks spread over
// c.Workers goroutines (0: GOMAXPROCS; 1 runs them in order on the
// caller's goroutine), and returns the first failure: a panic as a
// *KernelError naming the block and the thread the Block was at, a
// shared-memory limit as a *driver.SharedMemoryError. c.Cooperative is
// ignored: the block function does the synchronization itself.
func LaunchBlocks(c Config, run func(*Block)) error {
	if err := c.Validate(); err != nil {
		return err
	}
	nblocks := c.Grid.Size()
	if nblocks == 0 || c.Block.Size() == 0 {
		return nil
	}
	workers := c.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, nblocks)
	ls := new(launchState)
	if ctx := c.Context; ctx != nil {
		stop := context.AfterFunc(ctx, func() { ls.report(stopped(ctx)) })
		defer stop()
	}
	if workers == 1 && c.Context == nil {
		runBlockFuncs(&c, ls, run, nblocks)
		return ls.first
	}
	var wg sync.WaitGroup
	shared := c // the workers' copy: c itself stays on this stack
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runBlockFuncs(&shared, ls, run, nblocks)
		}()
	}
	if c.Context == nil {
		wg.Wait()
		return ls.first
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-c.Context.Done():
		// A block spinning between barriers cannot be stopped: return
		// anyway, as Launch does.
		select {
		case <-done:
		case <-time.After(10 * time.Millisecond):
		}
	}
	ls.errOnce.Do(func() {}) // first is final from here on
	return ls.first
}

// runBlockFuncs is one worker: it takes the next block in turn until none
// is left or the launch stopped.
func runBlockFuncs(c *Config, ls *launchState, run func(*Block), nblocks int) {
	b := &Block{blk: block{ls: ls, cfg: c}}
	if c.DynShared > 0 {
		b.blk.dyn = make([]uint64, (c.DynShared+7)/8)
	}
	for !ls.stopped.Load() {
		n := int(ls.next.Add(1) - 1)
		if n >= nblocks {
			return
		}
		bi := Dim3{n % c.Grid.X, n / c.Grid.X % c.Grid.Y, n / (c.Grid.X * c.Grid.Y)}
		// A block starts as the simulator's does: fresh shared arrays,
		// zeroed dynamic shared memory.
		clear(b.blk.shared)
		b.blk.shared, b.blk.static = b.blk.shared[:0], 0
		clear(b.blk.dyn)
		b.th.init(*c, bi, 0, &b.blk)
		b.mark = 0
		if !runBlock(b, run, ls) {
			return
		}
	}
}

// runBlock runs one block and reports a panic; it returns false after one.
func runBlock(b *Block, run func(*Block), ls *launchState) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if se, ok := r.(*driver.SharedMemoryError); ok {
				ls.report(se)
			} else if _, broken := r.(errBroken); !broken {
				t := &b.th
				site, lane := blockPanicSite()
				if lin := b.mark + lane; lin != t.Linear {
					t.at(lin)
				}
				ls.report(&KernelError{Block: t.BlockIdx, Thread: t.ThreadIdx, Value: r, Stack: string(debug.Stack()), Site: site})
			}
			ok = false
		}
	}()
	run(b)
	return true
}

// blockPanicSite is panicSite for a block function, and the lane of the
// thread that panicked when the function runs several threads side by
// side: its line directives then name the file with abi.LaneSuffix and
// the lane (none: lane 0), which the site leaves out.
func blockPanicSite() (site string, lane int) {
	var pcs [64]uintptr
	n := runtime.Callers(3, pcs[:])
	frames := runtime.CallersFrames(pcs[:n])
	laneFound := false
	for {
		f, more := frames.Next()
		file := f.File
		if i := strings.LastIndex(file, abi.LaneSuffix); i >= 0 {
			if k, err := strconv.Atoi(file[i+len(abi.LaneSuffix):]); err == nil {
				file = file[:i]
				if !laneFound {
					lane, laneFound = k, true
				}
			}
		}
		if site == "" && !internalFrame(f.Function) {
			site = fmt.Sprintf("%s:%d", file, f.Line)
		}
		if !more {
			return site, lane
		}
	}
}
