package amd64

import "slices"

// A blend chain v = b0; v = blend(m1, b1, v); v = blend(m2, b2, v); ...
// (a phi's incoming values, a core's returns) gives each lane the value
// of the last link whose mask holds it. If-conversion builds link k's
// mask E_k as the conjunction of the conditions on the way to its block;
// the links' masks are disjoint. Any mask M_k with E_k ⊆ M_k and M_k
// disjoint from every earlier E_j gives the same lanes: a lane M_k adds
// is either in a later link's mask, which overwrites it, or in no link's,
// where the value is unused. So `if x < 0 {…}; if x > 1000 {…}` may blend
// the second return under x > 1000 alone, without the AND of x >= 0,
// when the first is blended after it. This relies on every accepted
// value being pure and non-trapping, which is what lets if-conversion
// compute every path on every lane in the first place.
//
// To check the condition, masks built from the branch conditions
// outside vector loops carry truth tables over those conditions, each
// taken as an independent boolean: a containment that holds for every
// assignment holds for the lanes' actual ones.

// maxCondVars bounds the conditions a truth table ranges over.
const maxCondVars = 10

// truth is a truth table: bit a is the mask's value under assignment a
// of the conditions (bit i of a is condition i).
type truth [1 << maxCondVars / 64]uint64

func (t truth) and(u truth) (r truth) {
	for i := range t {
		r[i] = t[i] & u[i]
	}
	return r
}

func (t truth) or(u truth) (r truth) {
	for i := range t {
		r[i] = t[i] | u[i]
	}
	return r
}

func (t truth) not() (r truth) {
	for i := range t {
		r[i] = ^t[i]
	}
	return r
}

func (t truth) isZero() bool { return t == truth{} }

// subset reports t ⊆ u.
func (t truth) subset(u truth) bool { return t.and(u.not()).isZero() }

// condVar is the table of condition i.
func condVar(i int) (t truth) {
	for a := range 1 << maxCondVars {
		if a>>i&1 != 0 {
			t[a/64] |= 1 << (a % 64)
		}
	}
	return t
}

// maskInfo is what is known of a mask register: its truth table and the
// vector instructions that made it from the conditions (a rough cost).
type maskInfo struct {
	t    truth
	cost int
}

// masks holds the truth tables of one if-conversion's mask registers.
type masks struct {
	l     *lowering
	info  map[int]maskInfo
	nvars int
	loops int // vector loops being lowered: inside one, nothing is known
}

func newMasks(l *lowering) *masks { return &masks{l: l, info: map[int]maskInfo{}} }

// of is what is known of mask register m (all: every lane).
func (ms *masks) of(m int) (maskInfo, bool) {
	if m == all {
		return maskInfo{t: truth{}.not()}, true
	}
	if z, ok := ms.l.consts[0]; ok && z == m && !ms.l.remat {
		return maskInfo{}, true
	}
	i, ok := ms.info[m]
	return i, ok
}

// cond is what is known of the condition register x of a branch: its
// table if it is a known mask, else a new condition.
func (ms *masks) cond(x int) (maskInfo, bool) {
	if i, ok := ms.of(x); ok {
		return i, true
	}
	if ms.loops > 0 || ms.l.pinned[x] || ms.nvars == maxCondVars {
		return maskInfo{}, false
	}
	i := maskInfo{t: condVar(ms.nvars)}
	ms.nvars++
	ms.info[x] = i
	return i, true
}

// and records r = m & x (or m &^ x when negate), cost the instructions r
// took beyond m and x.
func (ms *masks) and(r, m, x int, negate bool, cost int) {
	im, ok := ms.of(m)
	if !ok || ms.loops > 0 || ms.l.pinned[r] {
		return
	}
	ix, ok := ms.cond(x)
	if !ok {
		return
	}
	tx := ix.t
	if negate {
		tx = tx.not()
	}
	if _, known := ms.info[r]; !known {
		ms.info[r] = maskInfo{t: im.t.and(tx), cost: im.cost + ix.cost + cost}
	}
}

// or records r = a | b.
func (ms *masks) or(r, a, b int) {
	ia, ok1 := ms.of(a)
	ib, ok2 := ms.of(b)
	if !ok1 || !ok2 || ms.loops > 0 || ms.l.pinned[r] {
		return
	}
	ms.info[r] = maskInfo{t: ia.t.or(ib.t), cost: ia.cost + ib.cost + 1}
}

// link is one step of a blend chain: val in the lanes of mask.
type link struct{ mask, val int }

// chain blends links in order (the first one's value is the start; a
// link whose mask is all replaces what came before) and returns the
// result; -1 for no link. Where every link's mask is known, each blend
// uses the cheapest known mask that the rule above allows, or its
// complement with the operands swapped.
func (ms *masks) chain(links []link) int {
	l := ms.l
	if len(links) == 0 {
		return -1
	}
	tabs := make([]truth, len(links))
	known := ms.loops == 0
	for k, ln := range links {
		i, ok := ms.of(ln.mask)
		known = known && ok
		tabs[k] = i.t
	}
	v := links[0].val
	before := tabs[0] // lanes of the links so far
	for k, ln := range links[1:] {
		e := tabs[k+1]
		switch {
		case ln.mask == all:
			v = ln.val
		case ln.val != v:
			m, swap := ln.mask, false
			if known {
				m, swap = ms.pick(ln.mask, e, before)
			}
			exact := []int{ln.mask, ln.val, v}
			if swap {
				v = l.blend(m, v, ln.val)
			} else {
				v = l.blend(m, ln.val, v)
			}
			if m != ln.mask || swap {
				l.body[len(l.body)-1].exact = exact
			}
		}
		before = before.or(e)
	}
	return v
}

// pick is the cheapest known mask M with e ⊆ M and M disjoint from
// before, or one whose complement is (swap); m, e's own mask, by default.
func (ms *masks) pick(m int, e, before truth) (int, bool) {
	best, swap := m, false
	cost := ms.info[m].cost
	regs := make([]int, 0, len(ms.info))
	for r := range ms.info {
		regs = append(regs, r)
	}
	slices.Sort(regs)
	for _, r := range regs {
		i := ms.info[r]
		if i.cost >= cost {
			continue
		}
		switch {
		case e.subset(i.t) && i.t.and(before).isZero():
			best, swap, cost = r, false, i.cost
		case e.subset(i.t.not()) && i.t.not().and(before).isZero():
			best, swap, cost = r, true, i.cost
		}
	}
	return best, swap
}

// unrelax turns the blends under wider masks back to their blocks' own
// masks (still in the program: dce has not run) and CSE off, for a core
// whose registers do not suffice otherwise.
func (l *lowering) unrelax() {
	for i, op := range l.body {
		if op.exact != nil {
			l.body[i].srcs = op.exact
		}
	}
	l.plain = true
}
