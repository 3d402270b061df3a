package interp

import (
	"fmt"
	"math/bits"

	"github.com/kernlab/kern/compiler/ir"
)

func (c Config) newMachine() *machine {
	return &machine{cfg: c, fns: map[*ir.Function]*fnInfo{}, globals: map[*ir.Global]uint64{}}
}

// Launch runs kernel fn over grid×block simulated threads. Blocks run one
// after another; the threads of a block run one at a time, each until it
// exits or waits at a barrier, warpsync or shuffle (a deterministic
// schedule). Slices and views among args are copied into interpreter
// memory and back after the launch (also when it fails).
func (c Config) Launch(fn *ir.Function, grid, block Dim3, args ...any) (err error) {
	defer recoverInternal(&err)
	if fn == nil || fn.Kind != ir.Kernel {
		return fmt.Errorf("%w: Launch needs a kernel", ErrArg)
	}
	if min(grid.X, grid.Y, grid.Z, block.X, block.Y, block.Z) < 1 {
		return fmt.Errorf("%w: grid %v and block %v must be positive", ErrArg, grid, block)
	}
	if err := verifyAll(fn); err != nil {
		return err
	}
	m := c.newMachine()
	params, backs, err := m.marshalArgs(fn, args)
	if err != nil {
		return err
	}
	m.grid, m.blockDim = grid, block
	for z := range grid.Z {
		for y := range grid.Y {
			for x := range grid.X {
				m.blockIdx = Dim3{x, y, z}
				if err = m.runBlock(fn, params); err != nil {
					break
				}
			}
		}
	}
	if berr := m.copyBack(backs); err == nil {
		err = berr
	}
	return err
}

// Call runs device function fn in a single thread (block and grid of size
// 1) and returns its results as Go values (see doc.go for the types).
func (c Config) Call(fn *ir.Function, args ...any) (_ []any, err error) {
	defer recoverInternal(&err)
	if fn == nil {
		return nil, fmt.Errorf("%w: nil function", ErrArg)
	}
	if err := verifyAll(fn); err != nil {
		return nil, err
	}
	m := c.newMachine()
	params, backs, err := m.marshalArgs(fn, args)
	if err != nil {
		return nil, err
	}
	m.grid, m.blockDim = Dim3{1, 1, 1}, Dim3{1, 1, 1}
	m.resetBlock()
	t := &thread{tid: Dim3{}, linear: 0}
	m.pushFrame(t, fn, params, nil)
	err = m.schedule([]*thread{t})
	if berr := m.copyBack(backs); err == nil {
		err = berr
	}
	if err != nil {
		return nil, err
	}
	out := make([]any, len(t.result))
	for i, v := range t.result {
		out[i] = toGo(v, fn.Results[i])
	}
	return out, nil
}

// resetBlock gives a new block fresh shared memory.
func (m *machine) resetBlock() {
	m.mem.resetSpace(ir.SpaceShared)
	m.shared = map[any]uint64{}
	m.dyn, _ = m.mem.alloc(ir.SpaceShared, m.cfg.DynShared, "dynamic shared")
}

func (m *machine) runBlock(fn *ir.Function, params []value) error {
	m.resetBlock()
	d := m.blockDim
	threads := make([]*thread, 0, d.size())
	for z := range d.Z {
		for y := range d.Y {
			for x := range d.X {
				t := &thread{tid: Dim3{x, y, z}, linear: len(threads)}
				m.pushFrame(t, fn, params, nil)
				threads = append(threads, t)
			}
		}
	}
	return m.schedule(threads)
}

// schedule runs the threads of one block to completion.
func (m *machine) schedule(threads []*thread) error {
	ws := m.cfg.warpSize()
	for {
		for _, t := range threads {
			if t.state == running {
				if err := m.run(t); err != nil {
					return err
				}
			}
		}
		live := 0
		for _, t := range threads {
			if t.state != exited {
				live++
			}
		}
		if live == 0 {
			return nil
		}
		progress := false
		for w := 0; w < len(threads); w += ws {
			ok, err := m.resolveWarp(threads, w, min(w+ws, len(threads)))
			if err != nil {
				return err
			}
			progress = progress || ok
		}
		if progress {
			continue
		}
		if err := m.resolveBarrier(threads, live); err != nil {
			return err
		}
	}
}

// resolveWarp releases the warp threads[lo:hi] when all its live lanes wait
// at a warpsync, or all at a shuffle (which it then performs).
func (m *machine) resolveWarp(threads []*thread, lo, hi int) (bool, error) {
	nlive, nsync, nshfl := 0, 0, 0
	var first *thread
	for _, t := range threads[lo:hi] {
		switch t.state {
		case exited:
			continue
		case atWarpSync:
			nsync++
		case atShfl:
			nshfl++
			if first == nil {
				first = t
			} else if masked(first.wait) && masked(t.wait) {
				// Lanes of disjoint masks may shuffle differently (an if's
				// and its else's); shuffleSync checks each mask's lanes.
			} else if first.wait.Op != t.wait.Op || first.wait.AuxInt != t.wait.AuxInt || masked(first.wait) != masked(t.wait) ||
				(first.wait.Typ != nil || t.wait.Typ != nil) && !ir.Identical(first.wait.Typ, t.wait.Typ) {
				return false, m.errAt(t, t.wait, fmt.Errorf("%w: lanes of warp %d shuffle differently (%s and %s)",
					ErrBarrierMismatch, lo/m.cfg.warpSize(), first.wait, t.wait))
			}
		}
		nlive++
	}
	switch {
	case nlive == 0:
		return false, nil
	case nsync == nlive:
		for _, t := range threads[lo:hi] {
			if t.state == atWarpSync {
				t.state = running
			}
		}
		return true, nil
	case nshfl == nlive && first.wait.Op == ir.OpMMA:
		return true, m.mmaWarp(threads, lo, hi)
	case nshfl == nlive && first.wait.Op == ir.OpVote:
		m.vote(threads, lo, hi)
		return true, nil
	case first != nil && masked(first.wait):
		return m.shuffleSync(threads, lo, hi, nshfl == nlive)
	case nshfl == nlive:
		m.shuffle(threads, lo, hi)
		return true, nil
	}
	return false, nil
}

// masked reports a shuffle with a member mask.
func masked(in *ir.Instr) bool { return in.Op == ir.OpShfl && len(in.Args) == 3 }

// shuffleSync performs the masked shuffles of the warp threads[lo:hi] whose
// lanes are ready: every live lane of the mask waits at the same
// instruction with the same mask. The others keep waiting, as a GPU's
// lanes wait for the lanes of their mask (those lanes complete their own
// shuffle and come, or wait at a block barrier the ready lanes will
// reach); when no lane is ready and every live lane shuffles (all is
// true), the warp cannot go on. A source lane outside the mask gives the
// thread its own value; so does one that exited or lies past the block,
// as in the whole-warp shuffle.
func (m *machine) shuffleSync(threads []*thread, lo, hi int, all bool) (bool, error) {
	ws := m.cfg.warpSize()
	lanes := ^uint64(0)
	if ws < 64 {
		lanes = 1<<ws - 1
	}
	var part, live uint64
	for i, t := range threads[lo:hi] {
		if t.state == atShfl {
			part |= 1 << i
		}
		if t.state != exited {
			live |= 1 << i
		}
	}
	res := make([]uint64, hi-lo)
	var ready uint64
	stuck := -1
	for i, t := range threads[lo:hi] {
		if t.state != atShfl {
			continue
		}
		if !masked(t.wait) {
			return false, m.errAt(t, t.wait, fmt.Errorf("%w: lanes of warp %d shuffle with and without a member mask", ErrBarrierMismatch, lo/ws))
		}
		mask := t.shflM & lanes
		if mask&(1<<i) == 0 {
			return false, m.errAt(t, t.wait, fmt.Errorf("%w: lane %d shuffles with mask %#x, which does not name it", ErrBarrierMismatch, i, mask))
		}
		ok := true
		for k := mask & live; k != 0; k &= k - 1 {
			if u := threads[lo+bits.TrailingZeros64(k)]; u.state != atShfl || u.wait != t.wait || u.shflM&lanes != mask {
				ok = false
				break
			}
		}
		if !ok {
			stuck = i
			continue
		}
		ready |= 1 << i
		mode, width := ir.ShflOf(t.wait.AuxInt)
		src, in := ir.ShflSource(mode, width, int64(i), t.shflL, int64(ws))
		res[i] = t.shflV
		if in && mask&(1<<src) != 0 && lo+int(src) < hi && threads[lo+int(src)].state == atShfl {
			res[i] = threads[lo+int(src)].shflV
		}
	}
	if ready == 0 {
		if !all {
			return false, nil // resolveBarrier reports the lanes elsewhere
		}
		t := threads[lo+stuck]
		return false, m.errAt(t, t.wait, fmt.Errorf("%w: lane %d shuffles with mask %#x, whose lanes wait at other shuffles or name other masks",
			ErrDeadlock, stuck, t.shflM&lanes))
	}
	for i, t := range threads[lo:hi] {
		if ready&(1<<i) == 0 {
			continue
		}
		fr := t.frames[len(t.frames)-1]
		fr.vals[fr.fi.slots[t.wait]] = value{bits: res[i]}
		fr.pc++
		t.state = running
	}
	return true, nil
}

// shuffle performs a shfl for the warp threads[lo:hi]: the lane
// ir.ShflSource names, or the thread's own value when it names none or a
// lane beyond the block or exited.
func (m *machine) shuffle(threads []*thread, lo, hi int) {
	ws := int64(m.cfg.warpSize())
	res := make([]uint64, hi-lo)
	for i, t := range threads[lo:hi] {
		if t.state != atShfl {
			continue
		}
		mode, width := ir.ShflOf(t.wait.AuxInt)
		src, ok := ir.ShflSource(mode, width, int64(i), t.shflL, ws)
		res[i] = t.shflV
		if ok && lo+int(src) < hi && threads[lo+int(src)].state == atShfl {
			res[i] = threads[lo+int(src)].shflV
		}
	}
	for i, t := range threads[lo:hi] {
		if t.state != atShfl {
			continue
		}
		fr := t.frames[len(t.frames)-1]
		fr.vals[fr.fi.slots[t.wait]] = value{bits: res[i]}
		fr.pc++
		t.state = running
	}
}

// resolveBarrier releases the block when every live thread waits at a
// barrier (exited threads count as arrived), or reports why it cannot.
func (m *machine) resolveBarrier(threads []*thread, live int) error {
	var first *thread
	n := 0
	for _, t := range threads {
		if t.state != atBarrier {
			continue
		}
		n++
		if first == nil {
			first = t
		} else if t.wait.Op != first.wait.Op || t.wait.AuxInt != first.wait.AuxInt {
			return m.errAt(t, t.wait, fmt.Errorf("%w: thread %v waits at %q while thread %v waits at %q",
				ErrBarrierMismatch, t.tid, t.wait, first.tid, first.wait))
		}
	}
	if n == live {
		if first.wait.Op == ir.OpBarrierRed {
			m.barrierRed(threads, ir.BarrierRedOp(first.wait.AuxInt), n)
		}
		for _, t := range threads {
			if t.state == atBarrier {
				t.state = running
			}
		}
		return nil
	}
	// Some threads wait at a barrier, others at a warp operation: no
	// group can complete.
	for _, t := range threads {
		if t.state == atWarpSync || t.state == atShfl {
			return m.errAt(t, t.wait, fmt.Errorf("%w: %d of %d live threads wait at a block barrier while thread %v waits at %q",
				ErrDeadlock, n, live, t.tid, t.wait))
		}
	}
	return m.errAt(first, first.wait, fmt.Errorf("%w: %d of %d live threads at the barrier", ErrDeadlock, n, live))
}

// barrierRed gives each of the n threads waiting at an OpBarrierRed the
// reduction of their predicates.
func (m *machine) barrierRed(threads []*thread, op ir.BarrierRedOp, n int) {
	yes := 0
	for _, t := range threads {
		if t.state == atBarrier && t.shflV&1 != 0 {
			yes++
		}
	}
	var r uint64
	switch op {
	case ir.BarrierPopc:
		r = uint64(yes)
	case ir.BarrierAnd:
		r = b2u(yes == n)
	case ir.BarrierOr:
		r = b2u(yes > 0)
	}
	for _, t := range threads {
		if t.state == atBarrier {
			fr := t.frames[len(t.frames)-1]
			fr.vals[fr.fi.slots[t.wait]] = value{bits: r}
		}
	}
}

// recoverInternal turns an interpreter bug into an error rather than a
// crash of the caller (the tests check that none happens).
func recoverInternal(err *error) {
	if p := recover(); p != nil {
		*err = fmt.Errorf("%w: internal error: %v", ErrInternal, p)
	}
}

// vote performs an OpVote for the warp threads[lo:hi]: the lanes taking
// part are those waiting at it (exited lanes, and lanes past the block,
// are left out of every mask).
func (m *machine) vote(threads []*thread, lo, hi int) {
	var part uint64
	for i, t := range threads[lo:hi] {
		if t.state == atShfl {
			part |= 1 << i
		}
	}
	for _, t := range threads[lo:hi] {
		if t.state != atShfl {
			continue
		}
		mask := uint64(t.shflL) & part
		var r uint64
		switch ir.VoteMode(t.wait.AuxInt) {
		case ir.VoteActive:
			// The lanes at this instruction: an if's and its else's
			// reads of the mask see their own lanes.
			for j, u := range threads[lo:hi] {
				if part&(1<<j) != 0 && u.wait == t.wait {
					r |= 1 << j
				}
			}
		case ir.VoteBallot, ir.VoteAll, ir.VoteAny:
			var yes uint64
			for j, u := range threads[lo:hi] {
				if mask&(1<<j) != 0 && u.shflV != 0 {
					yes |= 1 << j
				}
			}
			switch ir.VoteMode(t.wait.AuxInt) {
			case ir.VoteBallot:
				r = yes
			case ir.VoteAll:
				r = b2u(yes == mask)
			default:
				r = b2u(yes != 0)
			}
		case ir.VoteMatch:
			for j, u := range threads[lo:hi] {
				if mask&(1<<j) != 0 && u.shflV == t.shflV {
					r |= 1 << j
				}
			}
		}
		fr := t.frames[len(t.frames)-1]
		if t.wait.Typ != nil {
			fr.vals[fr.fi.slots[t.wait]] = value{bits: r}
		}
		fr.pc++
		t.state = running
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
