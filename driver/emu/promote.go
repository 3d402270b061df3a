package emu

import "sort"

// Scalar replacement of local variables, as ptxas does it. kern's PTX
// keeps every struct value (a kern.Rand, say) in a .local array and
// copies it field by field through ld.local and st.local at constant
// offsets from the array's address; executed as written, most of an
// RNG-heavy kernel's instructions are local memory accesses. At load time
// (promoteLocals) each local variable whose every access is such a
// constant-offset ld or st gets a register per field, and those
// instructions become moves between the field registers and the values:
// the same instructions, at the same pcs (ThreadInstructions counts them
// as before), executed as register moves.
//
// A variable qualifies only if nothing else can reach its memory: its
// address (the symbol, or a register whose single definition — a mov of
// the symbol, or a 64-bit add of a constant to or copy of such a register
// — dominates every use) is used only as the base of ld.local and
// st.local; each access lies inside the variable, naturally aligned, and
// accesses that overlap are the same bytes at the same width. An access
// that the sanitizer would report (misaligned) leaves its variable in
// memory, where it faults as before. If any ld, st or atom of the module
// that can name local memory (ld.local, st.local, ld.param, generic
// addresses) has an address the analysis cannot place inside a variable —
// a computed index, a pointer passed around, one out of its variable's
// bounds — nothing in the module is promoted: a stray pointer could then
// reach any variable, and such an access must see and fault on memory as
// written.
//
// What changes is only what reading a field no instruction has written
// yet returns (a register's stale value instead of local memory's): kern's
// code writes every local before reading it, as the PTX ISA leaves
// uninitialised local memory undefined.

// localVar is a .local or call .param variable of a function: its frame
// offset and size.
type localVar struct {
	off, size int
}

// field is a promoted (offset, width) of a variable and its register.
type field struct {
	c   int64
	n   int
	reg int32
}

type localAccess struct {
	pc int
	v  int
	c  int64
	n  int
}

// promotion is one function's plan: the accesses to rewrite and each
// promoted variable's fields.
type promotion struct {
	access   []localAccess
	escaped  []bool
	fields   [][]field
	nregs    int
	promoted int
}

// promoteLocals promotes the local variables of every function of pm
// that qualify, unless some local-memory access of pm cannot be placed.
func promoteLocals(pm *parsedModule) {
	plans := make([]*promotion, len(pm.funcs))
	for i, fn := range pm.funcs {
		p, ok := planPromotion(fn)
		if !ok {
			return
		}
		plans[i] = p
	}
	for i, fn := range pm.funcs {
		plans[i].apply(fn)
	}
}

// ptrReg is what a register known to hold a local address holds: variable
// v's address plus c, from its single definition at pc def.
type ptrReg struct {
	v   int
	c   int64
	def int
}

// planPromotion finds fn's promotable variables; ok is false if one of
// fn's accesses that can name local memory has an address it cannot
// place.
func planPromotion(fn *function) (_ *promotion, ok bool) {
	code := fn.code
	nv := len(fn.locals)
	p := &promotion{escaped: make([]bool, nv), fields: make([][]field, nv), nregs: fn.nregs}
	byOff := make(map[uint64]int, nv)
	for i, v := range fn.locals {
		if j, dup := byOff[uint64(v.off)]; dup {
			// Zero-size variables share offsets: leave both in memory.
			p.escaped[i], p.escaped[j] = true, true
			continue
		}
		byOff[uint64(v.off)] = i
	}
	varAt := func(o *opnd) int {
		if v, found := byOff[o.imm]; found {
			return v
		}
		return -1
	}

	// The registers that hold a local variable's address.
	ndefs := make([]int, fn.nregs)
	for i := range code {
		in := &code[i]
		if in.d.k == oReg {
			ndefs[in.d.r]++
		}
		if in.d2.k == oReg {
			ndefs[in.d2.r]++
		}
	}
	ptr := make([]ptrReg, fn.nregs)
	for i := range ptr {
		ptr[i].v = -1
	}
	derives := make([]bool, len(code)) // the pc defines a pointer register
	for changed := true; changed; {
		changed = false
		for pc := range code {
			in := &code[pc]
			if derives[pc] || in.guard >= 0 || in.d.k != oReg || ndefs[in.d.r] != 1 || in.t.bits != 64 || in.t.kind == 'f' {
				continue
			}
			a := &in.a[0]
			var pr ptrReg
			switch {
			case in.op == opMov && a.k == oLocalSym:
				if pr.v = varAt(a); pr.v < 0 {
					continue
				}
			case (in.op == opMov || in.op == opAdd && in.a[1].k == oImm) && a.k == oReg && !a.neg && ptr[a.r].v >= 0:
				pr = ptr[a.r]
				if in.op == opAdd {
					pr.c += int64(in.a[1].imm)
				}
			default:
				continue
			}
			pr.def = pc
			ptr[in.d.r], derives[pc], changed = pr, true, true
		}
	}

	idom := dominators(fn.flow.succ)
	dominates := func(def, use int) bool {
		bd, bu := fn.flow.block[def], fn.flow.block[use]
		if bd == bu {
			return def < use
		}
		if idom[bu] < 0 {
			return true // unreachable: never executes
		}
		for b := bu; ; b = idom[b] {
			if b == bd {
				return true
			}
			if b == 0 {
				return false
			}
		}
	}
	// other marks the variable an operand names as escaped, unless allowed.
	other := func(pc int, o *opnd) {
		switch o.k {
		case oLocalSym:
			if v := varAt(o); v >= 0 {
				p.escaped[v] = true
			}
		case oReg:
			if pr := ptr[o.r]; pr.v >= 0 {
				p.escaped[pr.v] = true
			}
		}
	}
	for pc := range code {
		in := &code[pc]
		if in.guard >= 0 {
			if pr := ptr[in.guard]; pr.v >= 0 {
				p.escaped[pr.v] = true
			}
		}
		switch {
		case derives[pc]:
			if a := &in.a[0]; a.k == oReg && !dominates(ptr[a.r].def, pc) {
				return nil, false
			}
			continue
		case in.op == opLd || in.op == opSt || in.op == opAtom:
		default:
			for i := range in.a {
				other(pc, &in.a[i])
			}
			for i := range in.args {
				other(pc, &in.args[i])
			}
			continue
		}
		for i := 1; i < len(in.a); i++ {
			other(pc, &in.a[i])
		}
		localCapable := in.space == spGeneric || in.space == spLocal || in.space == spParam
		n := in.t.bytes()
		a := &in.a[0]
		v, c := -1, in.off
		switch a.k {
		case oLocalSym:
			if v = varAt(a); v < 0 {
				return nil, false
			}
		case oReg:
			pr := ptr[a.r]
			if pr.v < 0 {
				if localCapable {
					return nil, false
				}
				continue
			}
			if !dominates(pr.def, pc) {
				return nil, false
			}
			v, c = pr.v, pr.c+in.off
		case oImm:
			if localCapable && spaceOf(a.imm+uint64(in.off)) == tagLocal {
				return nil, false
			}
			continue
		case oArg:
			// A device function's parameter or result, in its caller's
			// frame.
			size := fn.retSize
			if a.r >= 0 {
				size = fn.params[a.r].size
			}
			if in.off < 0 || in.off+int64(n) > int64(size) {
				return nil, false
			}
			continue
		default:
			if localCapable {
				return nil, false
			}
			continue
		}
		lv := fn.locals[v]
		if c < 0 || c+int64(n) > int64(lv.size) {
			return nil, false
		}
		if (int64(lv.off)+c)%int64(n) != 0 || in.op == opAtom || in.space != spLocal {
			p.escaped[v] = true
			continue
		}
		p.access = append(p.access, localAccess{pc, v, c, n})
	}

	// Each variable's fields: accesses that overlap must be the same.
	for _, ac := range p.access {
		if !p.escaped[ac.v] {
			p.fields[ac.v] = append(p.fields[ac.v], field{c: ac.c, n: ac.n})
		}
	}
	for v, fs := range p.fields {
		if p.escaped[v] || len(fs) == 0 {
			continue
		}
		sort.Slice(fs, func(i, j int) bool { return fs[i].c < fs[j].c || fs[i].c == fs[j].c && fs[i].n < fs[j].n })
		out := fs[:1]
		for _, f := range fs[1:] {
			last := &out[len(out)-1]
			switch {
			case f == *last:
			case f.c >= last.c+int64(last.n):
				out = append(out, f)
			default:
				p.escaped[v] = true
			}
		}
		if p.escaped[v] {
			continue
		}
		for i := range out {
			out[i].reg = int32(p.nregs)
			p.nregs++
		}
		p.fields[v] = out
		p.promoted++
	}
	return p, true
}

// apply rewrites the accesses to fn's promoted variables as moves.
func (p *promotion) apply(fn *function) {
	if p.promoted == 0 {
		return
	}
	for _, ac := range p.access {
		if p.escaped[ac.v] {
			continue
		}
		var reg int32 = -1
		for _, f := range p.fields[ac.v] {
			if f.c == ac.c && f.n == ac.n {
				reg = f.reg
			}
		}
		in := &fn.code[ac.pc]
		slot := opnd{k: oReg, r: reg}
		bt := ptype{'b', uint8(8 * ac.n)}
		if in.op == opSt {
			// The stored bytes: the value masked to the access's width.
			in.op, in.d, in.a = opMov, slot, [4]opnd{in.a[1]}
			in.t = bt
		} else if in.t.kind == 's' && ac.n < 4 {
			// ld.s8 and ld.s16 sign-extend to 32 bits.
			in.op, in.t, in.t2, in.mod, in.a = opCvt, ptype{'s', 32}, ptype{'s', bt.bits}, rndNone, [4]opnd{slot}
		} else {
			in.op, in.t, in.a = opMov, bt, [4]opnd{slot}
		}
		in.space, in.off = 0, 0
	}
	fn.nregs = p.nregs
}

// dominators returns each block's immediate dominator from block 0 (0 for
// block 0 itself), or -1 for a block that block 0 does not reach (Cooper,
// Harvey and Kennedy's iteration).
func dominators(succ [][]int32) []int32 {
	nb := len(succ)
	idom := make([]int32, nb)
	for i := range idom {
		idom[i] = -1
	}
	if nb == 0 {
		return idom
	}
	pred := make([][]int32, nb)
	for b, ss := range succ {
		for _, s := range ss {
			pred[s] = append(pred[s], int32(b))
		}
	}
	order := reversePostorder(succ)
	rank := make([]int32, nb)
	seen := reachable(succ)
	rpo := order[:0:0]
	for _, b := range order {
		if seen[b] {
			rank[b] = int32(len(rpo))
			rpo = append(rpo, b)
		}
	}
	intersect := func(a, b int32) int32 {
		for a != b {
			for rank[a] > rank[b] {
				a = idom[a]
			}
			for rank[b] > rank[a] {
				b = idom[b]
			}
		}
		return a
	}
	idom[0] = 0
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			nd := int32(-1)
			for _, q := range pred[b] {
				if idom[q] < 0 {
					continue
				}
				if nd < 0 {
					nd = q
				} else {
					nd = intersect(q, nd)
				}
			}
			if nd != idom[b] {
				idom[b], changed = nd, true
			}
		}
	}
	return idom
}

// reachable marks the blocks block 0 reaches.
func reachable(succ [][]int32) []bool {
	seen := make([]bool, len(succ))
	work := []int32{0}
	seen[0] = true
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range succ[b] {
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return seen
}
