package emu

// Dead pure instructions. kern's PTX is written for ptxas to optimise: it
// zeroes a struct's fields before storing every one, computes addresses
// that only promoted accesses used (promote.go), and so on. A pure
// instruction (one with a vop: it reads registers, writes its destination
// and cannot fault) whose destination no path reads before writing it
// again has no effect, so markDead finds them by liveness over the
// function's control flow, repeating as each removal frees more, and
// exec steps over them without executing them. They still count in
// ThreadInstructions: the device reports the instructions of the PTX as
// written.
//
// Registers are per lane and only the instructions' own operands read
// them (shfl.sync and vote read other lanes' operands at the same
// instruction, which those lanes use there too), so a register's liveness
// is that of a single thread's program over the function's control flow.
// Frames are reused, by the next block a warp runs or the next call, with
// the registers as they were left: a register the function can read
// before writing it (which kern's code never does) stays live from ret
// and exit into the entry, so even such a read sees what it did before.

// markDead sets the dead run lengths of fn's instructions.
func markDead(fn *function) {
	code, fl := fn.code, fn.flow
	nb := len(fl.start)
	if nb == 0 || fn.nregs == 0 {
		return
	}
	words := (fn.nregs + 63) / 64
	end := func(b int) int {
		if b+1 < nb {
			return int(fl.start[b+1])
		}
		return len(code)
	}
	dead := make([]bool, len(code))
	// transfer runs block b backward from live (its live-out), leaving its
	// live-in there; with mark, it marks the dead instructions it meets.
	transfer := func(b int, live bitset, mark bool) bool {
		changed := false
		for pc := end(b) - 1; pc >= int(fl.start[b]); pc-- {
			if dead[pc] {
				continue
			}
			in := &code[pc]
			if in.v != nil && !live.has(in.d.r) {
				if mark {
					dead[pc], changed = true, true
				}
				continue
			}
			if in.guard < 0 {
				if in.d.k == oReg {
					live.clear(in.d.r)
				}
				if in.d2.k == oReg {
					live.clear(in.d2.r)
				}
			}
			if in.guard >= 0 {
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
		}
		return changed
	}
	liveIn := make([]bitset, nb)
	for b := range liveIn {
		liveIn[b] = make(bitset, words)
	}
	out := make(bitset, words)
	liveOut := func(b int, out bitset) {
		clear(out)
		if op := code[end(b)-1].op; len(fl.succ[b]) == 0 || op == opRet || op == opExit || op == opTrap {
			out.or(liveIn[0]) // the frame's next use
		}
		for _, s := range fl.succ[b] {
			out.or(liveIn[s])
		}
	}
	for {
		// Live-in of every block, to a fixed point (blocks in reverse
		// index order: mostly backward, so few rounds).
		for changed := true; changed; {
			changed = false
			for b := nb - 1; b >= 0; b-- {
				liveOut(b, out)
				transfer(b, out, false)
				if !out.equal(liveIn[b]) {
					copy(liveIn[b], out)
					changed = true
				}
			}
		}
		marked := false
		for b := range nb {
			liveOut(b, out)
			if transfer(b, out, true) {
				marked = true
			}
		}
		if !marked {
			break
		}
	}
	// Each dead instruction's run: it and the dead ones after it in its
	// block.
	for b := range nb {
		run := int32(0)
		for pc := end(b) - 1; pc >= int(fl.start[b]); pc-- {
			if dead[pc] {
				run++
			} else {
				run = 0
			}
			code[pc].dead = run
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
