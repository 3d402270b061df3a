package emu

import (
	"fmt"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// launchState is one kernel launch: what every block shares.
type launchState struct {
	dev         *Device
	mod         *module
	fn          *function
	grid, block [3]int
	dynShared   int
	params      []byte
	shBase      []uint64 // per function index: its .shared offset in a block
	sharedTotal int      // static + dynamic bytes per block
	dynBase     int
	racecheck   bool
	cancel      *atomic.Bool
	start       time.Time // the clocks' zero (%clock64, s_memtime, s_memrealtime)
	// coop: a cooperative launch, every block on its own goroutine at
	// once, yielding at backward branches so that a block spinning on a
	// grid barrier lets the others reach it.
	coop bool

	failed atomic.Bool
	mu     sync.Mutex
	fault  *Fault
}

// lang names the module text of the launch's kernel.
func (l *launchState) lang() string {
	_, lang := (&Fault{amd: l.dev.opts.amd}).lang()
	return lang
}

// barrierName is the instruction a block barrier is in the module text.
func (l *launchState) barrierName() string {
	if l.dev.opts.amd {
		return "s_barrier"
	}
	return "bar.sync"
}

// trapDetail says what a trap instruction is: a failed check or a panic
// of a module built without -debug (with it, checks write the trap record
// and exit, or on AMD end the wavefront).
func (l *launchState) trapDetail() string {
	if l.dev.opts.amd {
		return "the kernel executed llvm.trap: a failed check or a panic in a module built without -debug (kern gen -debug says which check)"
	}
	return "the kernel executed trap: a failed check or a panic in a module built without -debug (kern gen -debug says which check)"
}

func (l *launchState) cancelled() bool { return l.cancel != nil && l.cancel.Load() }

// block is the state of one thread block; a worker reuses it for the
// blocks it runs.
type block struct {
	l      *launchState
	ctaid  [3]int
	shared []byte
	swords []uint64
	warps  []*warp
	// racecheck shadow: per shared byte, the last writer and a reader
	// (thread index + 1) in the current barrier interval.
	steps   int // thread-instructions executed
	epoch   uint32
	shadowW []raceCell
	shadowR []raceCell
}

type raceCell struct {
	tid   int32
	epoch uint32
	line  int32
}

func newBlock(l *launchState) *block {
	b := &block{l: l}
	nthreads := l.block[0] * l.block[1] * l.block[2]
	width := 32
	if l.dev.opts.amd {
		width = l.dev.opts.wave
	}
	if l.dev.opts.serial {
		width = 1 // one thread per "warp": threads run one after another
	}
	nwarps := (nthreads + width - 1) / width
	b.swords = make([]uint64, (l.sharedTotal+7)/8)
	b.shared = unsafeBytes(b.swords)
	if l.racecheck {
		b.shadowW = make([]raceCell, l.sharedTotal)
		b.shadowR = make([]raceCell, l.sharedTotal)
	}
	for i := range nwarps {
		w := &warp{b: b, id: i, width: width}
		for ln := range width {
			t := i*width + ln
			if t >= nthreads {
				break
			}
			w.present |= 1 << ln
			x := t % l.block[0]
			y := t / l.block[0] % l.block[1]
			z := t / (l.block[0] * l.block[1])
			w.tid[ln] = [3]uint32{uint32(x), uint32(y), uint32(z)}
		}
		w.entry = &frame{fn: l.fn, regs: make([]uint64, l.fn.nregs*maxLanes)}
		w.growLocal(w.present, uint64(l.fn.local)+16)
		b.warps = append(b.warps, w)
	}
	return b
}

// run executes the block with index ctaid.
func (b *block) run(ctaid [3]int) *Fault {
	b.ctaid = ctaid
	if o := &b.l.dev.opts; o.sharedFillSet {
		for i := range b.shared {
			b.shared[i] = o.sharedFill
		}
	} else {
		clear(b.swords)
	}
	b.epoch++
	for _, w := range b.warps {
		w.exited = 0
		w.cpReset()
		w.entry.live = w.present
		w.groups = append(w.groups[:0], group{f: w.entry, pc: 0, mask: w.present})
	}
	for {
		waiting := 0
		var waiter *warp
		for _, w := range b.warps {
			if len(w.groups) == 0 {
				continue
			}
			st, f := w.run()
			if f != nil {
				return f
			}
			if st == warpAtBarrier {
				waiting++
				waiter = w
			}
		}
		if waiting == 0 {
			return nil
		}
		if b.l.cancelled() {
			g := waiter.groups[0]
			return waiter.fault("cancelled", &g.f.fn.code[g.pc], bits.TrailingZeros64(g.mask), "the launch's context was cancelled", codeLaunchFailed)
		}
		// Every live thread waits at a barrier. Threads that exited count
		// as arrived (as on the hardware, so an early return before a
		// barrier is fine), but all waiters must be at the same bar.sync:
		// threads at different barriers is divergence that hangs a GPU.
		first := waiter.groups[0]
		for _, w := range b.warps {
			for _, g := range w.groups {
				if g.f.fn != first.f.fn || g.pc != first.pc {
					in := &g.f.fn.code[g.pc]
					return w.fault("divergent barrier", in, bits.TrailingZeros64(g.mask),
						fmt.Sprintf("threads wait at this %s while others of the block wait at the one on %s line %d: a barrier must be reached by every live thread at the same place",
							b.l.barrierName(), b.l.lang(), first.f.fn.code[first.pc].line), codeIllegalInstr)
				}
			}
		}
		if in := &first.f.fn.code[first.pc]; in.op == opBar && in.mod != barPlain {
			b.reduce(in)
		}
		for _, w := range b.warps {
			for i := range w.groups {
				w.groups[i].wait = waitNone
				w.groups[i].pc++
			}
		}
		b.epoch++
	}
}

// reduce completes bar.red in: every thread waiting there (all the
// block's live ones) gets the reduction of their predicates a[1].
func (b *block) reduce(in *instr) {
	yes, n := 0, 0
	for _, w := range b.warps {
		for _, g := range w.groups {
			for m := g.mask; m != 0; m &= m - 1 {
				n++
				if w.val(g.f, &in.a[1], bits.TrailingZeros64(m))&1 != 0 {
					yes++
				}
			}
		}
	}
	r := uint64(yes)
	switch in.mod {
	case barAnd:
		r = b2u(yes == n)
	case barOr:
		r = b2u(yes > 0)
	}
	for _, w := range b.warps {
		for _, g := range w.groups {
			for m := g.mask; m != 0; m &= m - 1 {
				g.f.regs[int(in.d.r)<<laneBits|bits.TrailingZeros64(m)] = r
			}
		}
	}
}

// race records a shared-memory access of thread l of w and reports a
// conflict with another thread's access since the last barrier.
func (b *block) race(w *warp, in *instr, l int, off uint64, n int, write, isAtomic bool) *Fault {
	if isAtomic {
		return nil
	}
	tid := int32(w.id*w.width+l) + 1
	for i := off; i < off+uint64(n); i++ {
		wc, rc := &b.shadowW[i], &b.shadowR[i]
		if wc.epoch == b.epoch && wc.tid != tid {
			return b.raceFault(w, in, l, off, write, wc, "written")
		}
		if write {
			if rc.epoch == b.epoch && rc.tid != tid {
				return b.raceFault(w, in, l, off, write, rc, "read")
			}
			*wc = raceCell{tid, b.epoch, in.line}
		} else {
			*rc = raceCell{tid, b.epoch, in.line}
		}
	}
	return nil
}

func (b *block) raceFault(w *warp, in *instr, l int, off uint64, write bool, c *raceCell, did string) *Fault {
	acc := "reads"
	if write {
		acc = "writes"
	}
	other := int(c.tid - 1)
	ow := b.warps[other/w.width]
	t := ow.tid[other%w.width]
	at := fmt.Sprintf("%s line %d", b.l.lang(), c.line)
	if pos := b.l.mod.pm.goPosAtLine(c.line); pos != "" {
		at += " (" + pos + ")"
	}
	return w.fault("race", in, l, fmt.Sprintf("%s shared byte %d, which thread (%d,%d,%d) %s at %s with no barrier between (racecheck)",
		acc, off, t[0], t[1], t[2], did, at), codeIllegalAddress)
}

// execute runs every block of the launch over the host's cores and returns
// the first fault.
func (l *launchState) execute() *Fault {
	nblocks := l.grid[0] * l.grid[1] * l.grid[2]
	workers := min(runtime.GOMAXPROCS(0), nblocks)
	if l.dev.opts.serial {
		workers = 1
	}
	if l.coop {
		workers = nblocks
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b := newBlock(l)
			for !l.failed.Load() {
				if l.cancelled() {
					l.mu.Lock()
					if l.fault == nil {
						l.fault = &Fault{Kernel: l.fn.name, Kind: "cancelled", Detail: "the launch's context was cancelled before this block started", code: codeLaunchFailed, amd: l.dev.opts.amd}
					}
					l.mu.Unlock()
					l.failed.Store(true)
					return
				}
				i := int(next.Add(1) - 1)
				if i >= nblocks {
					return
				}
				id := [3]int{i % l.grid[0], i / l.grid[0] % l.grid[1], i / (l.grid[0] * l.grid[1])}
				f := b.run(id)
				l.dev.steps.Add(int64(b.steps))
				b.steps = 0
				if f != nil {
					l.mu.Lock()
					if l.fault == nil {
						l.fault = f
					}
					l.mu.Unlock()
					l.failed.Store(true)
					return
				}
			}
		}()
	}
	wg.Wait()
	return l.fault
}
