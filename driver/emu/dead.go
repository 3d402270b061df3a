package emu

// Dead pure instructions. kern's PTX is written for ptxas to optimise: it
// zeroes a struct's fields before storing every one, computes addresses
// that only promoted accesses used (promote.go), and so on. A pure
// instruction (one with a vop: it reads registers, writes its destination
// and cannot fault) whose destination no path reads before writing it
// again has no effect, so markDead finds them by liveness over the
// function's control flow, repeating as each removal frees more, and
// exec steps over them, and over branches to the next pc, without
// executing them. They still count in ThreadInstructions: the device
// reports the instructions of the PTX as written.
//
// Registers are per lane and only the instructions' own operands read
// them (shfl.sync and vote read other lanes' operands at the same
// instruction, which those lanes use there too), so a register's liveness
// is that of a single thread's program over the function's control flow.
// Frames are reused, by the next block a warp runs or the next call, with
// the registers as they were left: a register the function can read
// before writing it (which kern's code never does) stays live from ret
// and exit into the entry, so even such a read sees what it did before.

// markDead returns which of fn's instructions are dead.
func markDead(fn *function) []bool {
	dead := make([]bool, len(fn.code))
	if len(fn.flow.start) == 0 || fn.nregs == 0 {
		return dead
	}
	lv := newLiveness(fn, dead)
	for {
		lv.solve()
		marked := false
		live := make(bitset, lv.words)
		for b := range lv.liveIn {
			lv.out(b, live)
			for pc := lv.end(b) - 1; pc >= int(fn.flow.start[b]); pc-- {
				if !lv.step(pc, live) && !lv.dead[pc] {
					lv.dead[pc], marked = true, true
				}
			}
		}
		if !marked {
			break
		}
	}
	return dead
}

// sinkDead moves each block's dead instructions to its end, before the
// branch, ret, exit or trap that ends it, so that they make one run
// instead of a pc to step over between each two live ones: kern's PTX
// interleaves them (Philox's rounds: a dead conversion between each two
// operations). Dead instructions have no effect anywhere, the live ones
// keep their order, blocks their starts (every branch target, join and
// rank stays), and every lane that runs a block runs it to its end, so
// each is still counted once.
func sinkDead(fn *function, dead []bool) {
	code, fl := fn.code, fn.flow
	var buf []instr
	for b := range fl.start {
		start := int(fl.start[b])
		end := len(code)
		if b+1 < len(fl.start) {
			end = int(fl.start[b+1])
		}
		if op := code[end-1].op; op == opBra || op == opRet || op == opExit || op == opTrap {
			end--
		}
		buf = buf[:0]
		nlive := 0
		for pc := start; pc < end; pc++ {
			if !dead[pc] {
				buf = append(buf, code[pc])
				nlive++
			}
		}
		if nlive == end-start {
			continue
		}
		for pc := start; pc < end; pc++ {
			if dead[pc] {
				buf = append(buf, code[pc])
			}
		}
		copy(code[start:end], buf)
		for pc := start; pc < end; pc++ {
			dead[pc] = pc-start >= nlive
		}
	}
}

// setRuns sets each skippable instruction's run: it and the skippable
// ones after it, across block starts that are no branch's join (where the
// lanes of a split wait for each other, exec.go). Skippable are the dead
// instructions, and branches to the next pc: stepping over one is
// executing it.
func setRuns(fn *function, dead []bool) {
	code := fn.code
	join := make([]bool, len(code)+1)
	for pc := range code {
		if in := &code[pc]; in.op == opBra && in.join >= 0 {
			join[in.join] = true
		}
	}
	run := int32(0)
	for pc := len(code) - 1; pc >= 0; pc-- {
		in := &code[pc]
		switch {
		case !dead[pc] && !(in.op == opBra && in.guard < 0 && in.target == pc+1):
			run = 0
		case join[pc+1]:
			run = 1
		default:
			run++
		}
		in.dead = run
	}
}

// liveness is the liveness of a function's registers, its dead
// instructions left out.
type liveness struct {
	fn     *function
	dead   []bool
	words  int
	liveIn []bitset // per block
}

func newLiveness(fn *function, dead []bool) *liveness {
	lv := &liveness{fn: fn, dead: dead, words: (fn.nregs + 63) / 64}
	lv.liveIn = make([]bitset, len(fn.flow.start))
	for b := range lv.liveIn {
		lv.liveIn[b] = make(bitset, lv.words)
	}
	return lv
}

// end is the pc after block b.
func (lv *liveness) end(b int) int {
	if fl := lv.fn.flow; b+1 < len(fl.start) {
		return int(fl.start[b+1])
	}
	return len(lv.fn.code)
}

// out sets live to block b's live-out.
func (lv *liveness) out(b int, live bitset) {
	fn := lv.fn
	clear(live)
	if op := fn.code[lv.end(b)-1].op; len(fn.flow.succ[b]) == 0 || op == opRet || op == opExit || op == opTrap {
		live.or(lv.liveIn[0]) // the frame's next use
	}
	for _, s := range fn.flow.succ[b] {
		live.or(lv.liveIn[s])
	}
}

// step takes live from after instruction pc to before it. A pure
// instruction whose destination is not live is left out (false): it is
// dead, or will be.
func (lv *liveness) step(pc int, live bitset) bool {
	if lv.dead[pc] {
		return true
	}
	in := &lv.fn.code[pc]
	if pure(in) && !live.has(in.d.r) {
		return false
	}
	if in.guard < 0 {
		if in.d.k == oReg {
			live.clear(in.d.r)
		}
		if in.d2.k == oReg {
			live.clear(in.d2.r)
		}
	} else {
		live.set(in.guard)
	}
	for i := range in.a {
		if in.a[i].k == oReg {
			live.set(in.a[i].r)
		}
	}
	for i := range in.args {
		if in.args[i].k == oReg {
			live.set(in.args[i].r)
		}
	}
	return true
}

// solve computes every block's live-in, to a fixed point (blocks in
// reverse index order: mostly backward, so few rounds).
func (lv *liveness) solve() {
	live := make(bitset, lv.words)
	for changed := true; changed; {
		changed = false
		for b := len(lv.liveIn) - 1; b >= 0; b-- {
			lv.out(b, live)
			for pc := lv.end(b) - 1; pc >= int(lv.fn.flow.start[b]); pc-- {
				lv.step(pc, live)
			}
			if !live.equal(lv.liveIn[b]) {
				copy(lv.liveIn[b], live)
				changed = true
			}
		}
	}
}

type bitset []uint64

func (s bitset) has(r int32) bool { return s[r>>6]&(1<<(r&63)) != 0 }
func (s bitset) set(r int32)      { s[r>>6] |= 1 << (r & 63) }
func (s bitset) clear(r int32)    { s[r>>6] &^= 1 << (r & 63) }

func (s bitset) or(t bitset) {
	for i := range s {
		s[i] |= t[i]
	}
}

func (s bitset) equal(t bitset) bool {
	for i := range s {
		if s[i] != t[i] {
			return false
		}
	}
	return true
}
