package emu

import (
	"fmt"
	"math/bits"
)

// A block runs on one goroutine as warps of 32 lanes. A warp executes
// each instruction for a group of lanes that share a frame and a pc; lanes
// that a conditional branch splits become separate groups that reconverge
// at the branch's immediate post-dominator, its join (flow.go): a group
// that reaches the join of the innermost split it belongs to parks there
// until every other lane of that split has arrived or left the frame,
// whatever order the blocks are laid out in. Among runnable groups the
// scheduler runs the one in the deepest frame that comes first in reverse
// postorder (flow.prio), which also merges groups that meet before their
// join in any layout. Warps of a block take turns at barriers.

// Wait states of a group.
const (
	waitNone uint8 = iota
	waitWarp       // at shfl.sync or bar.warp.sync, for lanes of the mask
	waitBar        // at bar.sync, for the rest of the block
	waitJoin       // at the join of its split, for the split's other lanes
)

// Warp states after run.
const (
	warpDone = iota
	warpAtBarrier
)

type frame struct {
	fn        *function
	regs      []uint64 // nregs × 32 lanes
	localBase uint64   // the frame's offset in each lane's local stack
	shBase    uint64   // the function's .shared offset in the block
	args      []uint64 // a device function's parameter addresses
	ret       uint64   // and its result's
	caller    *frame
	retPC     int
	depth     int
	live      uint64 // lanes still in this frame
}

type group struct {
	f    *frame
	pc   int
	mask uint64
	wait uint8
	rc   *reconv // the innermost split the group's lanes have not rejoined
}

// reconv is a split of lanes mask of frame f at a branch whose join is
// pc. Groups share these nodes as stacks: up is the enclosing split.
type reconv struct {
	pc   int
	f    *frame
	mask uint64
	up   *reconv
	gone bool // released (warp.release): its lanes no longer wait for each other
}

type warp struct {
	b       *block
	id      int
	width   int    // lanes: 32, or 1 with WithSerialThreads
	present uint64 // lanes that exist (a partial last warp has fewer)
	exited  uint64
	groups  []group
	tid     [maxLanes][3]uint32
	local   [maxLanes][]byte
	lwords  [maxLanes][]uint64
	entry   *frame
	// vin and vout are vexec's scratch lane vectors.
	vin  [3][maxLanes]uint64
	vout [maxLanes]uint64
	pool [][]*frame // free frames per function index

	// voteFault is a lane that exited while named by the mask of a vote
	// other lanes wait at (exitAtVote).
	voteFault *Fault
	// mmaD is each lane's results of the warp's last mma.sync (opMma).
	mmaD [maxLanes][4]uint32
	// cp is each lane's cp.async copies in flight (cpasync.go), nil
	// until the warp issues one.
	cp *[maxLanes]cpLane
}

func (w *warp) lane(tid int) int { return tid & 31 }

// newFrame returns a frame for fn, recycled when possible.
func (w *warp) newFrame(fn *function) *frame {
	for len(w.pool) <= fn.index {
		w.pool = append(w.pool, nil)
	}
	if p := w.pool[fn.index]; len(p) > 0 {
		f := p[len(p)-1]
		w.pool[fn.index] = p[:len(p)-1]
		return f
	}
	return &frame{fn: fn, regs: make([]uint64, fn.nregs*maxLanes), args: make([]uint64, len(fn.params))}
}

func (w *warp) recycle(f *frame) {
	if f.caller != nil { // the entry frame stays with the warp
		f.caller = nil
		w.pool[f.fn.index] = append(w.pool[f.fn.index], f)
	}
}

// growLocal makes every lane in m's local stack at least n bytes.
func (w *warp) growLocal(m uint64, n uint64) {
	for ; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		if uint64(len(w.local[l])) < n {
			words := make([]uint64, (n+7)/8*2)
			copy(words, w.lwords[l])
			w.lwords[l] = words
			w.local[l] = unsafeBytes(words)
		}
	}
}

// run executes the warp until every lane has exited or waits at bar.sync.
func (w *warp) run() (int, *Fault) {
	for n := 1; ; n++ {
		// A scheduling bug must not hang the caller past its context.
		if n%4096 == 0 && w.b.l.cancelled() && len(w.groups) > 0 {
			g := w.groups[0]
			return 0, w.fault("cancelled", &g.f.fn.code[g.pc], bits.TrailingZeros64(g.mask), "the launch's context was cancelled", codeLaunchFailed)
		}
		gi := w.pick()
		if gi < 0 && w.release() {
			continue
		}
		if gi < 0 {
			if len(w.groups) == 0 {
				return warpDone, nil
			}
			for _, g := range w.groups {
				if g.wait == waitWarp {
					in := &g.f.fn.code[g.pc]
					return 0, w.fault("divergent warp synchronization", in, bits.TrailingZeros64(g.mask),
						fmt.Sprintf("lanes %#x wait at this %s for lanes %#x of the mask that are blocked elsewhere (at a barrier or another warp-synchronous instruction)",
							g.mask, opName(in.op), w.syncMask(g)&w.present&^w.exited&^g.mask), codeIllegalInstr)
				}
			}
			return warpAtBarrier, nil
		}
		g := w.groups[gi]
		w.groups = append(w.groups[:gi], w.groups[gi+1:]...)
		if f := w.exec(g); f != nil {
			return 0, f
		}
		if f := w.voteFault; f != nil {
			w.voteFault = nil
			return 0, f
		}
	}
}

// pick merges groups at the same frame, pc and split and returns the
// runnable one in the deepest frame with the lowest rank (flow.prio), or
// -1.
func (w *warp) pick() int {
	gs := w.groups
	for i := 0; i < len(gs); i++ {
		for j := i + 1; j < len(gs); j++ {
			if gs[j].f == gs[i].f && gs[j].pc == gs[i].pc && gs[j].rc == gs[i].rc {
				gs[i].mask |= gs[j].mask
				if gs[j].wait == waitNone || gs[i].wait == waitNone {
					gs[i].wait = waitNone
				}
				gs = append(gs[:j], gs[j+1:]...)
				j--
			}
		}
	}
	w.groups = gs
	best := -1
	for i, g := range gs {
		if g.wait == waitWarp && w.syncReady(g) || g.wait == waitJoin && joinReady(g) {
			gs[i].wait, g.wait = waitNone, waitNone
		}
		if g.wait != waitNone {
			continue
		}
		if best < 0 || g.f.depth > gs[best].f.depth || g.f.depth == gs[best].f.depth && g.f.fn.flow.prio[g.pc] < gs[best].f.fn.flow.prio[gs[best].pc] {
			best = i
		}
	}
	return best
}

// joinReady reports whether group g, parked at its join, holds every lane
// of its split still in the frame (the others exited or returned).
func joinReady(g group) bool {
	return g.rc.gone || g.rc.mask&g.f.live&^g.mask == 0
}

// release lets the groups parked at joins run on when nothing else in
// the warp can (the lanes they wait for are blocked at a barrier or a
// warp-synchronous instruction, or in a split that never meets), as a GPU
// with independent thread scheduling does. It reports whether there were
// any.
func (w *warp) release() bool {
	released := false
	for i := range w.groups {
		if g := &w.groups[i]; g.wait == waitJoin {
			g.rc.gone, g.wait, released = true, waitNone, true
		}
	}
	return released
}

// syncMask is the member mask of the warp-synchronous instruction g waits
// at: the lanes any of its lanes names (lanes may name different masks,
// as the tiles of a cooperative group do, so long as each names itself).
func (w *warp) syncMask(g group) uint64 {
	o := w.maskOperand(g)
	if o == nil {
		return 1<<32 - 1
	}
	var union uint64
	for m := g.mask; m != 0; m &= m - 1 {
		union |= uint64(uint32(w.val(g.f, o, bits.TrailingZeros64(m))))
	}
	return union
}

// laneMasks is the member mask each lane of g names.
func (w *warp) laneMasks(g group) (lm [maxLanes]uint64) {
	o := w.maskOperand(g)
	for m := g.mask; m != 0; m &= m - 1 {
		ln := bits.TrailingZeros64(m)
		lm[ln] = 1<<32 - 1
		if o != nil {
			lm[ln] = uint64(uint32(w.val(g.f, o, ln)))
		}
	}
	return lm
}

// maskOperand is the member-mask operand of the instruction g waits at, or
// nil for mma.sync and ldmatrix, which have none: the whole warp.
func (w *warp) maskOperand(g group) *opnd {
	in := &g.f.fn.code[g.pc]
	switch in.op {
	case opShfl:
		return &in.a[3]
	case opVote:
		return &in.a[1]
	case opMma, opLdsm:
		return nil
	}
	return &in.a[0]
}

// syncReady reports whether every live lane of g's member mask is in g.
func (w *warp) syncReady(g group) bool {
	need := w.syncMask(g) & w.present &^ w.exited
	return need&^g.mask == 0
}

// limit is the lowest rank (flow.prio) of another runnable group in frame
// f, or -1. A group at pc itself in another split does not count: it runs
// after the caller's group, not in turns with it.
func (w *warp) limit(f *frame, pc int, rc *reconv) int32 {
	prio := f.fn.flow.prio
	lim := int32(-1)
	for _, g := range w.groups {
		// A group waiting at a barrier or a warp-synchronous instruction
		// cannot catch up: it waits for the running lanes, which must go
		// on past it (a loop's latch laid out before the body's blocks),
		// and join it when they reach its instruction.
		if g.wait != waitNone || g.f != f || g.pc == pc && g.rc != rc {
			continue
		}
		if lim < 0 || prio[g.pc] < lim {
			lim = prio[g.pc]
		}
	}
	return lim
}

// take removes the groups of frame f at pc in split rc that wait as wait
// says and returns their lanes.
func (w *warp) take(f *frame, pc int, rc *reconv, wait uint8) uint64 {
	var m uint64
	gs := w.groups[:0]
	for _, g := range w.groups {
		if g.f == f && g.pc == pc && g.rc == rc && g.wait == wait {
			m |= g.mask
			continue
		}
		gs = append(gs, g)
	}
	w.groups = gs
	return m
}

func opName(op opcode) string {
	switch op {
	case opShfl:
		return "shfl.sync"
	case opBarWarp:
		return "bar.warp.sync"
	case opVote:
		return "vote.sync or match.any.sync"
	case opMma:
		return "mma.sync"
	case opLdsm:
		return "ldmatrix"
	case opBar:
		return "bar.sync"
	}
	return "instruction"
}

// fault builds the sanitizer report for lane l at in.
func (w *warp) fault(kind string, in *instr, l int, detail string, code int) *Fault {
	b := w.b
	t := w.tid[l]
	f := &Fault{
		Kernel: b.l.fn.name, Kind: kind,
		Block:   [3]int{b.ctaid[0], b.ctaid[1], b.ctaid[2]},
		Thread:  [3]int{int(t[0]), int(t[1]), int(t[2])},
		PTXLine: int(in.line), Detail: detail, code: code, amd: b.l.dev.opts.amd,
	}
	if in.loc >= 0 {
		loc := b.l.mod.pm.locs[in.loc]
		f.GoPos = fmt.Sprintf("%s:%d:%d", b.l.mod.pm.files[loc.file], loc.line, loc.col)
	}
	return f
}
