package simt

import (
	"context"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/asyncq"
	"github.com/kernlab/kern/internal/kprint"
)

// WarpSize is the number of lanes that exchange values in a shuffle.
const WarpSize = 32

// Dim3 mirrors kern.Dim3 (same underlying type, so the two convert).
type Dim3 struct{ X, Y, Z int }

// Size is X*Y*Z.
func (d Dim3) Size() int { return d.X * d.Y * d.Z }

// Config describes one launch.
type Config struct {
	Grid, Block Dim3
	// DynShared is the dynamic shared memory per block, in bytes.
	DynShared int
	// Cooperative runs every thread of a block on its own goroutine so that
	// barriers and shuffles work. Without it a block is a plain loop, which
	// is much faster, and a barrier or shuffle is reported as an error.
	Cooperative bool
	// GridSync runs every block at once, each thread on its own goroutine,
	// so that GridSync works: a cooperative launch. The grid may have at
	// most MaxGridSyncThreads threads.
	GridSync bool
	// Workers bounds how many blocks run at once; 0 means GOMAXPROCS.
	Workers int
	// Name names the kernel in errors.
	Name string
	// Work describes the data a host call covers (its operands' shapes),
	// which a graph update must keep, as a GPU's must keep its grids;
	// empty for a kernel, whose grid says it.
	Work string
	// SharedLimit is the shared memory a block may have, static (Shared)
	// plus dynamic, in bytes; 0 means no limit. The dynamic part is checked
	// before the launch, the static part as a block allocates it.
	SharedLimit int
	// Context, when not nil, stops the launch once it is done: threads not
	// yet started do not start, and running threads stop at their next
	// barrier, shuffle or Shared call (Go cannot interrupt a loop that
	// calls none of them; such a thread runs on, abandoned). Launch then
	// returns at once with an error wrapping the context's error.
	Context context.Context
	// Print receives what the threads print (kern.Printf); nil is
	// os.Stdout without a prefix.
	Print *kprint.Printer
}

// Thread is the per-thread state a kernel body sees (kern.Thread wraps it).
type Thread struct {
	ThreadIdx, BlockIdx, BlockDim, GridDim Dim3
	// Linear is the thread's index within its block, X fastest.
	Linear int
	blk    *block
	async  asyncq.Queue[asyncCopy] // copies in flight (kern.CopyAsync)
}

// Lane is the thread's lane within its warp.
func (t *Thread) Lane() int { return t.Linear % WarpSize }

type block struct {
	ls     *launchState
	coop   bool
	mu     sync.Mutex
	shared []any // by declaration (launchState.sharedDecl)
	static int   // bytes of shared arrays allocated so far
	cfg    *Config
	dyn    []uint64
	bar    *barrier
	warps  []*warp
	fence  atomic.Int32 // what Thread.Fence operates on
}

type warp struct {
	bar   *barrier
	slots [WarpSize]uint64
	// part[k&1] has a bit per lane taking part in the warp's k-th shuffle
	// or vote (k = round/2: each waits twice).
	part [2]atomic.Uint64
	// kind is what each lane's current collective is: 0 a shuffle, 1+m
	// a vote of mode m, kindShflSync a shuffle with a member mask; masks
	// holds each voting or masked-shuffling lane's mask.
	kind  [WarpSize]uint8
	masks [WarpSize]uint64
	// done is 1 + the last round (barrier.round) in which a masked
	// shuffle of the warp completed: lanes that wait a round for the
	// lanes of their mask see whether anyone made progress.
	done atomic.Int64
	// frags holds each lane's operands of the warp's current MMA.
	frags [WarpSize]*mmaOperands
}

// KernelError reports a panic inside a kernel body (an index out of range,
// an integer division by zero, a misuse of the kernel API) with the thread
// that raised it.
type KernelError struct {
	Block, Thread Dim3
	Value         any
	Stack         string
	// Site is "file:line" of the statement that panicked: the innermost
	// frame outside the Go runtime, this package and kern's kernel-side
	// API (internalFrame; "" if none).
	Site string
}

func (e *KernelError) Error() string {
	return fmt.Sprintf("kernel panicked in block %v thread %v: %v", e.Block, e.Thread, e.Value)
}

// Unwrap returns the panic value when it is an error.
func (e *KernelError) Unwrap() error {
	if err, ok := e.Value.(error); ok {
		return err
	}
	return nil
}

// ErrNotCooperative is the panic value of a barrier or shuffle in a launch
// that was not cooperative.
var ErrNotCooperative = fmt.Errorf("simt: barrier or shuffle in a launch that is not cooperative (the kernel was registered as not synchronizing)")

// Validate checks a configuration before any thread runs.
func (c Config) Validate() error {
	for _, d := range []struct {
		name string
		v    Dim3
	}{{"grid", c.Grid}, {"block", c.Block}} {
		if d.v.X < 0 || d.v.Y < 0 || d.v.Z < 0 {
			return fmt.Errorf("simt: negative %s dimension %v", d.name, d.v)
		}
	}
	if c.Block.Size() > 1024 {
		return fmt.Errorf("simt: block %v has %d threads, over the limit of 1024", c.Block, c.Block.Size())
	}
	if c.DynShared < 0 {
		return fmt.Errorf("simt: negative dynamic shared memory %d", c.DynShared)
	}
	if n := c.Grid.Size() * c.Block.Size(); c.GridSync && n > MaxGridSyncThreads {
		return fmt.Errorf("simt: a cooperative launch of %d blocks of %d threads: %d threads cannot run at once (at most %d): %w",
			c.Grid.Size(), c.Block.Size(), n, MaxGridSyncThreads, driver.ErrLaunchConfig)
	}
	if c.SharedLimit > 0 && c.DynShared > c.SharedLimit {
		return &driver.SharedMemoryError{Kernel: c.Name, Dynamic: c.DynShared, Limit: c.SharedLimit}
	}
	return nil
}

// Launch runs body once per thread of the grid and returns the first kernel
// panic as a *KernelError. Blocks after a failure are not started.
func Launch(c Config, body func(*Thread)) error {
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
	// One allocation holds the launch's shared state (a small launch's
	// cost is mostly allocations).
	ls := &launchState{start: time.Now()}
	if c.GridSync {
		// Every block runs at once, or a grid barrier would wait forever
		// for blocks that have not started.
		c.Cooperative, workers = true, nblocks
		ls.grid = newBarrier(nblocks * c.Block.Size())
		// The lanes waiting at GridSync left their warps' barriers
		// (GridSync), as those at SyncThreads do.
		ls.grid.onRelease = func() {
			ls.mu.Lock()
			for b := range ls.blocks {
				b.warpsBack()
			}
			ls.mu.Unlock()
		}
	}
	if ctx := c.Context; ctx != nil {
		stop := context.AfterFunc(ctx, func() {
			ls.report(fmt.Errorf("simt: launch stopped: %w", context.Cause(ctx)))
			ls.breakAll()
		})
		defer stop()
	}
	if workers == 1 && c.Context == nil {
		// One block's worth of work: the caller's goroutine runs it (a
		// goroutine and its wake-up cost more than a small launch).
		runBlocks(&c, ls, body, nblocks)
		return ls.first
	}
	var wg sync.WaitGroup
	shared := c // the workers' copy: c itself stays on this stack
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runBlocks(&shared, ls, body, nblocks)
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
		// Threads spinning outside barriers cannot be stopped: return
		// anyway, so that a hung kernel does not hang its stream.
		select {
		case <-done:
		case <-time.After(10 * time.Millisecond):
		}
	}
	ls.errOnce.Do(func() {}) // first is final from here on
	return ls.first
}

// runBlocks runs blocks, taking the next one in turn, until none is left
// or the launch stopped.
func runBlocks(c *Config, ls *launchState, body func(*Thread), nblocks int) {
	var scratch Thread
	for !ls.stopped.Load() {
		b := int(ls.next.Add(1) - 1)
		if b >= nblocks {
			return
		}
		bi := Dim3{b % c.Grid.X, b / c.Grid.X % c.Grid.Y, b / (c.Grid.X * c.Grid.Y)}
		if c.Cooperative || raceEnabled {
			runCoop(*c, ls, bi, body)
		} else {
			runLoop(*c, ls, bi, body, &scratch)
		}
	}
}

// launchState is what a launch's cancellation reaches: its stop flag and
// the blocks running now, whose barriers it breaks.
type launchState struct {
	next    atomic.Int64 // the next block to run
	errOnce sync.Once
	first   error // the first failure, final once errOnce has run
	stopped atomic.Bool
	mu      sync.Mutex
	blocks  map[*block]struct{}
	start   time.Time // the launch's start, Clock's zero
	grid    *barrier  // GridSync's barrier over every thread; nil without Config.GridSync
	// sites lists the kern.Shared call sites seen, with their
	// declarations' numbers (replaced whole, under mu, when one is
	// added); decls, under mu, numbers the declarations.
	sites atomic.Pointer[[]sharedSite]
	decls map[declKey]int
}

// report records a failure (the first one wins) and stops the launch.
func (ls *launchState) report(err error) {
	ls.errOnce.Do(func() { ls.first = err })
	ls.stopped.Store(true)
}

func (ls *launchState) add(b *block) {
	ls.mu.Lock()
	if ls.blocks == nil {
		ls.blocks = map[*block]struct{}{}
	}
	ls.blocks[b] = struct{}{}
	ls.mu.Unlock()
	if ls.stopped.Load() {
		b.breakAll()
	}
}

func (ls *launchState) remove(b *block) {
	ls.mu.Lock()
	delete(ls.blocks, b)
	ls.mu.Unlock()
}

func (ls *launchState) breakAll() {
	if ls.grid != nil {
		ls.grid.breakAll()
	}
	ls.mu.Lock()
	defer ls.mu.Unlock()
	for b := range ls.blocks {
		b.breakAll()
	}
}

// breakAll releases every thread waiting in the block's barriers.
func (b *block) breakAll() {
	if b.bar != nil {
		b.bar.breakAll()
	}
	for _, w := range b.warps {
		w.bar.breakAll()
	}
}

// warpsBack returns to their warps' barriers the lanes that left them to
// wait at a block or grid barrier, which is releasing them.
func (b *block) warpsBack() {
	for _, w := range b.warps {
		w.bar.back()
	}
}

// stopCheck ends the calling thread if its launch was stopped (a failure
// elsewhere or a cancelled context): the check kern API calls make.
func (t *Thread) stopCheck() {
	if t.blk.ls != nil && t.blk.ls.stopped.Load() {
		panic(errBroken{})
	}
}

func newBlock(c Config, ls *launchState) *block {
	b := &block{ls: ls, coop: c.Cooperative, cfg: &c}
	if c.DynShared > 0 {
		b.dyn = make([]uint64, (c.DynShared+7)/8)
	}
	return b
}

func (t *Thread) init(c Config, bi Dim3, lin int, blk *block) {
	t.ThreadIdx = Dim3{lin % c.Block.X, lin / c.Block.X % c.Block.Y, lin / (c.Block.X * c.Block.Y)}
	t.BlockIdx, t.BlockDim, t.GridDim = bi, c.Block, c.Grid
	t.Linear, t.blk = lin, blk
	// A thread that ended with copies in flight leaves them unlanded:
	// its block's shared memory is gone or no longer its.
	t.async.Reset()
}

func runLoop(c Config, ls *launchState, bi Dim3, body func(*Thread), t *Thread) {
	blk := newBlock(c, ls)
	n := c.Block.Size()
	for lin := 0; lin < n && !ls.stopped.Load(); lin++ {
		t.init(c, bi, lin, blk)
		if !runOne(t, body, ls) {
			return
		}
	}
}

// runOne calls body and reports a panic; it returns false after a panic.
func runOne(t *Thread, body func(*Thread), ls *launchState) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if se, ok := r.(*driver.SharedMemoryError); ok {
				ls.report(se) // a launch error, not a fault of this thread
			} else if _, broken := r.(errBroken); !broken {
				ls.report(&KernelError{Block: t.BlockIdx, Thread: t.ThreadIdx, Value: r, Stack: string(debug.Stack()), Site: panicSite()})
			}
			ok = false
		}
	}()
	body(t)
	return true
}

// panicSite finds the statement that panicked, from inside the deferred
// recover: the first frame that is neither the runtime's panic machinery
// nor simt itself nor kern's API that forwards to it or checks its
// arguments (a barrier misuse, a pair at an odd index is the caller's
// line).
func panicSite() string { return PanicSite() }

// PanicSite is panicSite for kern's other host executors (a ufunc
// core's loop on CPU and Parallel): called in the deferred function that
// recovers, it returns "file:line" of the user's statement that
// panicked, or "".
func PanicSite() string {
	var pcs [32]uintptr
	n := runtime.Callers(3, pcs[:])
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		if !internalFrame(f.Function) {
			return fmt.Sprintf("%s:%d", f.File, f.Line)
		}
		if !more {
			return ""
		}
	}
}

func runCoop(c Config, ls *launchState, bi Dim3, body func(*Thread)) {
	blk := newBlock(c, ls)
	n := c.Block.Size()
	blk.bar = newBarrier(n)
	nw := (n + WarpSize - 1) / WarpSize
	blk.warps = make([]*warp, nw)
	for w := range blk.warps {
		blk.warps[w] = &warp{bar: newBarrier(min(WarpSize, n-w*WarpSize))}
	}
	blk.bar.onRelease = blk.warpsBack
	ls.add(blk)
	defer ls.remove(blk)
	threads := make([]Thread, n)
	var wg sync.WaitGroup
	for lin := range threads {
		t := &threads[lin]
		t.init(c, bi, lin, blk)
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := blk.warps[lin/WarpSize]
			ok := runOne(t, body, ls)
			if !ok {
				blk.bar.breakAll()
				for _, w := range blk.warps {
					w.bar.breakAll()
				}
				if ls.grid != nil {
					ls.grid.breakAll()
				}
				return
			}
			blk.bar.leave()
			w.bar.leave()
			switch {
			case ls.grid == nil:
			case lin == 0:
				ls.grid.abandon(gridAbandoned(bi))
			default:
				ls.grid.leave()
			}
		}()
	}
	wg.Wait()
}
