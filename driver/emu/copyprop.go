package emu

import "math/bits"

// Copy propagation (PTX). Once locals are registers (promote.go), kern's
// struct copies are chains of moves: a field loaded into a register,
// stored into another struct's field, loaded again. propagateCopies makes
// each pure instruction read the chain's source instead of a copy of it,
// so that the copies in between die (dead.go) and are stepped over.
//
// A copy is an unguarded mov, or an integer cvt that only truncates, of a
// register or an immediate: afterwards its destination holds the source's
// low W bits (W the type's width, 1 for a predicate), all of them when no
// write of the source register leaves a value wider than W (widths: a
// cvt.u64.u32 of a 32-bit sum, a cvt.u32.u64 of a shr.b64 by 32). At a
// pure instruction's operand where such a copy is available — on every
// path to it, neither its destination nor its source has been written
// since — the operand becomes the copy's source if the instruction's
// result depends on no more than the operand's low W bits (need), or the
// immediate itself. Each replacement reads the same bits the instruction
// read before, so every result is the same; rounds repeat on the
// rewritten code until nothing changes.

// copyOf describes instruction in as a copy: its source and width (64
// when it copies every bit), or ok false. width is each register's
// widths.
func copyOf(in *instr, width []uint8) (src opnd, w uint8, ok bool) {
	if in.guard >= 0 || in.d.k != oReg {
		return opnd{}, 0, false
	}
	src = in.a[0]
	if src.k != oImm && (src.k != oReg || src.neg || src.r == in.d.r) {
		return opnd{}, 0, false
	}
	t := in.t
	switch in.op {
	case opMov:
		w = t.bits // 1 for a predicate: maskTo(v, 1) is v&1
	case opCvt:
		st := in.t2
		if t.kind == 'f' || st.kind == 'f' || t.kind == 'p' || st.kind == 'p' || t.kind == 's' && t.bits < 32 || st.kind == 's' && t.bits > st.bits {
			return opnd{}, 0, false
		}
		w = min(t.bits, st.bits)
	default:
		return opnd{}, 0, false
	}
	if src.k == oImm {
		src.imm = maskTo(src.imm, w)
		w = 64 // the value itself
	} else if width != nil && width[src.r] <= w {
		w = 64
	}
	return src, w, true
}

// widths bounds the values of fn's registers: width[r] is the most bits
// any write of r leaves (every write of every path, and so any value r
// holds, a fresh frame's zero included).
func widths(fn *function) []uint8 {
	width := make([]uint8, fn.nregs)
	of := func(o *opnd) uint8 {
		switch o.k {
		case oReg:
			if o.neg {
				return 64
			}
			return width[o.r]
		case oImm:
			return uint8(bits.Len64(o.imm))
		}
		return 64
	}
	for changed := true; changed; {
		changed = false
		for i := range fn.code {
			in := &fn.code[i]
			if in.d.k == oReg {
				if w := max(width[in.d.r], resultWidth(in, of)); w != width[in.d.r] {
					width[in.d.r], changed = w, true
				}
			}
			if in.d2.k == oReg {
				w := uint8(64)
				switch in.op {
				case opUnpack:
					w = in.t.bits / 2
				case opShfl:
					w = 1
				}
				if w = max(width[in.d2.r], w); w != width[in.d2.r] {
					width[in.d2.r], changed = w, true
				}
			}
		}
	}
	return width
}

// resultWidth bounds the bits of what in writes to its destination, of
// giving its operands' bounds (alu.go's and memops.go's semantics).
func resultWidth(in *instr, of func(*opnd) uint8) uint8 {
	t := in.t
	a0, a1 := &in.a[0], &in.a[1]
	switch in.op {
	case opMov:
		if t.kind == 'p' {
			return 1
		}
		return min(t.bits, of(a0))
	case opCvt:
		if cvtKernel(t, in.t2) != nil && (in.t2.kind != 's' || t.bits <= in.t2.bits) {
			return min(t.bits, in.t2.bits, of(a0)) // a truncation
		}
		if t.kind == 's' && t.bits < 32 {
			return 32
		}
		return t.bits
	case opAdd, opSub, opMul, opDiv, opRem, opMin, opMax, opMulHi, opShl, opPack, opUnpack:
		if t.kind == 'f' {
			return t.bits
		}
		if in.op == opUnpack {
			return t.bits / 2
		}
		return t.bits
	case opMulWide:
		if t.kind == 's' {
			return 64
		}
		return min(64, 2*t.bits)
	case opMad:
		if opcode(in.mod) == opMulWide {
			return min(64, 2*t.bits)
		}
		return t.bits
	case opShr:
		if t.kind != 's' && a1.k == oImm {
			n := maskTo(a1.imm, 32)
			w := min(t.bits, of(a0))
			if n >= uint64(w) {
				return 0
			}
			return w - uint8(n)
		}
		return t.bits
	case opAnd:
		return min(of(a0), of(a1))
	case opOr, opXor:
		return max(of(a0), of(a1))
	case opSelp:
		return max(of(a0), of(a1))
	case opSetp:
		return 1
	case opNot:
		if t.kind == 'p' {
			return max(1, of(a0))
		}
		return t.bits
	case opNeg, opAbs, opPopc, opClz, opBrev:
		if t.kind == 'f' {
			return 64
		}
		return t.bits
	case opFma, opPrmt:
		if in.op == opPrmt {
			return 32
		}
		return t.bits
	case opLd, opAtom:
		if n := in.t.bytes(); in.t.kind == 's' && n < 4 && in.op == opLd {
			return 32
		} else {
			return uint8(8 * n)
		}
	case opShfl:
		return 32
	}
	return 64
}

// need is how many low bits of operand k of pure instruction in its
// result depends on (64: all of them).
func need(in *instr, k int) uint8 {
	t := in.t
	switch in.op {
	case opMov:
		return t.bits
	case opCvt:
		return in.t2.bits
	case opAdd, opSub, opMul, opMulWide, opMulHi, opSetp:
		if in.op == opSetp && k == 2 {
			return 1
		}
		if t.kind == 'f' && t.bits == 64 {
			return 64
		}
		return t.bits
	case opShl, opShr:
		if k == 1 {
			return 32
		}
		return t.bits
	case opSelp:
		if k == 2 {
			return 1
		}
	}
	return 64
}

// demands bounds, for each register of fn, how many of its low bits
// anything depends on: at most need for a pure instruction's operand, and
// no more than its result's demand where the result's low bits depend
// only on the operand's (demanded); the bytes a store writes; all 64 for
// any other use. A fixed point from nothing demanded.
func demands(fn *function) []uint8 {
	dem := make([]uint8, fn.nregs)
	for changed := true; changed; {
		changed = false
		use := func(r int32, n uint8) {
			if n > dem[r] {
				dem[r], changed = n, true
			}
		}
		for i := range fn.code {
			in := &fn.code[i]
			if in.guard >= 0 {
				use(in.guard, 64)
			}
			for k := range in.a {
				o := &in.a[k]
				if o.k != oReg {
					continue
				}
				n := uint8(64)
				switch {
				case o.neg:
				case pure(in):
					n = demanded(in, k, dem)
				case in.op == opSt && k == 1:
					n = uint8(8 * in.t.bytes())
				}
				use(o.r, n)
			}
			for k := range in.args {
				if in.args[k].k == oReg {
					use(in.args[k].r, 64)
				}
			}
		}
	}
	return dem
}

// demanded is need(in, k), narrowed to the demand on in's result (dem)
// where the result's low bits depend only on the operand's low bits.
func demanded(in *instr, k int, dem []uint8) uint8 {
	n := need(in, k)
	if in.t.kind == 'f' || in.op == opCvt && in.t2.kind == 'f' {
		return n
	}
	switch in.op {
	case opMov, opAdd, opSub, opMul, opAnd, opOr, opXor, opNot, opNeg, opCvt:
		return min(n, dem[in.d.r])
	case opSelp:
		if k < 2 {
			return min(n, dem[in.d.r])
		}
	}
	return n
}

// narrowMul turns 64-bit multiplies of values that fit 32 bits (by the
// width bound) into mul.wide.u32, which reads only their low halves: the
// same product, and a use of their operands that demands 32 bits.
func narrowMul(fn *function) {
	width := widths(fn)
	of := func(o *opnd) uint8 {
		switch o.k {
		case oReg:
			if !o.neg {
				return width[o.r]
			}
		case oImm:
			return uint8(bits.Len64(o.imm))
		}
		return 64
	}
	for i := range fn.code {
		in := &fn.code[i]
		if in.op == opMul && in.t.kind != 'f' && in.t.bits == 64 && of(&in.a[0]) <= 32 && of(&in.a[1]) <= 32 {
			in.op, in.t = opMulWide, ptype{'u', 32}
		}
	}
}

// propagateCopies rewrites fn's pure instructions' operands: rounds that
// keep every result's bits, to a fixed point, then one that narrows
// operands to what the results' uses demand, which leaves other bits in
// results, so that it may not count a copy as keeping more bits than its
// width (widths bounds values as written); and so on while that changes
// anything.
func propagateCopies(fn *function) {
	for range 8 {
		for range 8 {
			if !propagateRound(fn, false) {
				break
			}
		}
		narrowMul(fn)
		if !propagateRound(fn, true) {
			return
		}
	}
}

// propagateRound rewrites fn's operands once; with narrow, by demand.
func propagateRound(fn *function, narrow bool) bool {
	code, fl := fn.code, fn.flow
	nb := len(fl.start)
	if nb == 0 {
		return false
	}
	type cp struct {
		pc  int
		dst int32
		src opnd
		w   uint8
	}
	var copies []cp
	killers := make([][]int32, fn.nregs) // the copies a write of the register ends
	var width, dem []uint8
	if narrow {
		dem = demands(fn)
	} else {
		width = widths(fn)
	}
	for pc := range code {
		src, w, ok := copyOf(&code[pc], width)
		if !ok {
			continue
		}
		c := int32(len(copies))
		d := code[pc].d.r
		copies = append(copies, cp{pc, d, src, w})
		killers[d] = append(killers[d], c)
		if src.k == oReg {
			killers[src.r] = append(killers[src.r], c)
		}
	}
	if len(copies) == 0 {
		return false
	}
	words := (len(copies) + 63) / 64
	end := func(b int) int {
		if b+1 < nb {
			return int(fl.start[b+1])
		}
		return len(code)
	}
	isCopy := make([]int32, len(code))
	for i := range isCopy {
		isCopy[i] = -1
	}
	for c, x := range copies {
		isCopy[x.pc] = int32(c)
	}
	// write ends the copies of register r in cur (and in avail, when
	// given: the copy available for each destination).
	write := func(cur bitset, r int32, avail []int32) {
		for _, c := range killers[r] {
			if cur.has(c) {
				cur.clear(c)
				if avail != nil && avail[copies[c].dst] == c {
					avail[copies[c].dst] = -1
				}
			}
		}
	}
	transfer := func(b int, cur bitset, avail []int32, visit func(in *instr)) {
		for pc := int(fl.start[b]); pc < end(b); pc++ {
			in := &code[pc]
			if visit != nil {
				visit(in)
			}
			if in.d.k == oReg {
				write(cur, in.d.r, avail)
			}
			if in.d2.k == oReg {
				write(cur, in.d2.r, avail)
			}
			if c := isCopy[pc]; c >= 0 {
				cur.set(c)
				if avail != nil {
					avail[copies[c].dst] = c
				}
			}
		}
	}
	pred := make([][]int32, nb)
	for b, ss := range fl.succ {
		for _, s := range ss {
			pred[s] = append(pred[s], int32(b))
		}
	}
	seen := reachable(fl.succ)
	order := reversePostorder(fl.succ)
	out := make([]bitset, nb)
	for b := range out {
		out[b] = make(bitset, words)
		for i := range out[b] {
			out[b][i] = ^uint64(0) // optimistic: everything, until computed
		}
	}
	in := func(b int, cur bitset) {
		if b == 0 {
			clear(cur) // the function's start: nothing is available
			return
		}
		for i := range cur {
			cur[i] = ^uint64(0)
		}
		for _, p := range pred[b] {
			if seen[p] {
				for i := range cur {
					cur[i] &= out[p][i]
				}
			}
		}
	}
	cur := make(bitset, words)
	for changed := true; changed; {
		changed = false
		for _, b := range order {
			if !seen[b] {
				continue
			}
			in(int(b), cur)
			transfer(int(b), cur, nil, nil)
			if !cur.equal(out[b]) {
				copy(out[b], cur)
				changed = true
			}
		}
	}

	// Rewrite each pure instruction's operands from the copies available
	// before it.
	avail := make([]int32, fn.nregs)
	for i := range avail {
		avail[i] = -1
	}
	rewrote := false
	for b := range nb {
		if !seen[b] {
			continue
		}
		in(b, cur)
		for i, w := range cur {
			for ; w != 0; w &= w - 1 {
				c := int32(i*64 + bits.TrailingZeros64(w))
				avail[copies[c].dst] = c
			}
		}
		transfer(b, cur, avail, func(in *instr) {
			if !pure(in) {
				return
			}
			for k := range in.a {
				o := &in.a[k]
				if o.k != oReg || o.neg {
					continue
				}
				c := avail[o.r]
				if c < 0 {
					continue
				}
				x := copies[c]
				n := need(in, k)
				if narrow {
					n = demanded(in, k, dem)
				}
				if x.src.k == oImm || n <= x.w {
					*o = x.src
					rewrote = true
				}
			}
		})
		for i := range avail {
			avail[i] = -1
		}
	}
	return rewrote
}
