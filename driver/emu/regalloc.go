package emu

import "math/bits"

// Register allocation (PTX). kern's PTX gives every value a register of
// its own, as ptxas expects: the montecarlo kernel has 1241, and a warp's
// frame holds maxLanes words of each. The values of a loop body then
// spread over more memory than the CPU's first-level cache, and each
// instruction waits on its operands. allocateRegisters gives registers
// whose values are never live at the same time the same slot (greedy
// colouring of the interference graph from liveness.go), so a loop works
// in a few dozen slots; montecarlo's kernel needs 150.
//
// Two registers interfere when one is written where the other is live
// after the write (a guarded write keeps its register live across it), or
// both are live at the function's entry (reads before any write see
// different stale values). A non-pure instruction's destinations also
// interfere with its own operands (a load, a shuffle or a vote may write
// a lane before reading another's); a pure one reads all its lanes first,
// so its destination may take the slot of an operand that dies there.
// Dead instructions (dead.go) are never executed: their operands take any
// slot.

// maxAllocRegs bounds the registers of a function allocateRegisters
// handles: the interference matrix takes nregs² bits.
const maxAllocRegs = 8192

// allocateRegisters renumbers fn's registers onto as few slots as
// liveness allows (dead: the dead instructions, to which it adds the
// coalesced copies).
func allocateRegisters(fn *function, dead []bool) {
	n := fn.nregs
	if n == 0 || n > maxAllocRegs || len(fn.flow.start) == 0 {
		return
	}
	code := fn.code
	lv := newLiveness(fn, dead)
	lv.solve()
	words := lv.words
	interf := make([]bitset, n)
	for r := range interf {
		interf[r] = make(bitset, words)
	}
	// with makes x interfere with every register of set.
	with := func(x int32, set bitset) {
		interf[x].or(set)
		for i, w := range set {
			for ; w != 0; w &= w - 1 {
				interf[i*64+bits.TrailingZeros64(w)].set(x)
			}
		}
	}
	edge := func(x, y int32) {
		interf[x].set(y)
		interf[y].set(x)
	}
	// The exact copies: moves that leave their destination equal to their
	// source register.
	width := widths(fn)
	isExact := make([]bool, len(code))
	for pc := range code {
		if src, w, ok := copyOf(&code[pc], width); ok && w == 64 && src.k == oReg {
			isExact[pc] = true
		}
	}
	exact := func(pc int) (int32, bool) { return code[pc].a[0].r, isExact[pc] }
	live := make(bitset, words)
	for b := range lv.liveIn {
		lv.out(b, live)
		for pc := lv.end(b) - 1; pc >= int(fn.flow.start[b]); pc-- {
			if dead[pc] {
				continue
			}
			in := &code[pc]
			for _, d := range [2]*opnd{&in.d, &in.d2} {
				if d.k != oReg {
					continue
				}
				if src, ok := exact(pc); ok && live.has(src) {
					// The copy's destination and source hold the same
					// value: they need not differ here.
					live.clear(src)
					with(d.r, live)
					live.set(src)
				} else {
					with(d.r, live)
				}
				if !pure(in) {
					eachReg(in, func(o int32) { edge(d.r, o) })
				}
			}
			if in.d.k == oReg && in.d2.k == oReg {
				edge(in.d.r, in.d2.r)
			}
			lv.step(pc, live)
		}
	}
	with0 := lv.liveIn[0]
	for i, w := range with0 {
		for ; w != 0; w &= w - 1 {
			with(int32(i*64+bits.TrailingZeros64(w)), with0)
		}
	}

	// Coalescing: the destination and source of an exact copy that do
	// not interfere become one register (class), and the copy a move of
	// a slot onto itself, which exec steps over.
	class := make([]int32, n)
	for r := range class {
		class[r] = int32(r)
	}
	var find func(r int32) int32
	find = func(r int32) int32 {
		for class[r] != r {
			class[r] = class[class[r]]
			r = class[r]
		}
		return r
	}
	for pc := range code {
		if dead[pc] {
			continue
		}
		src, ok := exact(pc)
		if !ok {
			continue
		}
		p, q := find(code[pc].d.r), find(src)
		if p == q || interf[p].has(q) {
			continue
		}
		class[q] = p
		with(p, interf[q])
	}

	// Greedy colouring of the classes in order of first appearance.
	color := make([]int32, n)
	for r := range color {
		color[r] = -1
	}
	var taken []bool
	slots := int32(0)
	assign := func(r int32) {
		if r = find(r); color[r] >= 0 {
			return
		}
		clear(taken)
		for i, w := range interf[r] {
			for ; w != 0; w &= w - 1 {
				if c := color[find(int32(i*64+bits.TrailingZeros64(w)))]; c >= 0 {
					taken[c] = true
				}
			}
		}
		c := int32(0)
		for c < slots && taken[c] {
			c++
		}
		if c == slots {
			slots++
			taken = append(taken, false)
		}
		color[r] = c
	}
	for pc := range code {
		if !dead[pc] {
			eachReg(&code[pc], assign)
		}
	}
	slots = max(slots, 1)
	for pc := range code {
		in := &code[pc]
		re := func(o *opnd) {
			if o.k == oReg {
				o.r = max(color[find(o.r)], 0) // a dead instruction's own register: any slot
			}
		}
		if in.guard >= 0 {
			in.guard = max(color[find(in.guard)], 0)
		}
		re(&in.d)
		re(&in.d2)
		for k := range in.a {
			re(&in.a[k])
		}
		for k := range in.args {
			re(&in.args[k])
		}
	}
	fn.nregs = int(slots)
	// The coalesced copies are moves of a slot onto itself: dead.
	for pc := range code {
		if isExact[pc] && !dead[pc] {
			dead[pc] = code[pc].d.r == code[pc].a[0].r
		}
	}
}

// eachReg calls f with every register in names, destinations included.
func eachReg(in *instr, f func(r int32)) {
	if in.guard >= 0 {
		f(in.guard)
	}
	for _, o := range [2]*opnd{&in.d, &in.d2} {
		if o.k == oReg {
			f(o.r)
		}
	}
	for k := range in.a {
		if in.a[k].k == oReg {
			f(in.a[k].r)
		}
	}
	for k := range in.args {
		if in.args[k].k == oReg {
			f(in.args[k].r)
		}
	}
}
