package amd64

import (
	"fmt"
	"slices"

	"github.com/kernlab/kern/compiler/ir"
)

// all is the mask of a block every lane runs.
const all = -1

type edge struct {
	from *ir.Block
	k    int
}

// ret is a return: the result registers and the mask of the lanes that
// took it.
type ret struct {
	vals []int
	mask int
}

// conv is the state of one if-conversion.
type conv struct {
	l         *lowering
	edgeMask  map[edge]int
	blockMask map[*ir.Block]int
	rets      []ret
	cfg       *cfgInfo
	masks     *masks
}

// ifConvert lowers the blocks of cfg in order, each under its lane mask,
// loops as vector loops that run until every lane has left them, and
// returns the registers of f's results.
func (l *lowering) ifConvert(cfg *cfgInfo) ([]int, error) {
	c := &conv{l: l, edgeMask: map[edge]int{}, blockMask: map[*ir.Block]int{cfg.entry: all}, cfg: cfg, masks: newMasks(l)}
	if err := c.items(cfg.items, nil, nil); err != nil {
		return nil, err
	}
	if len(c.rets) == 0 {
		return nil, refusef("no return")
	}
	res := make([]int, len(l.f.Results))
	for j := range res {
		links := make([]link, len(c.rets))
		for k, r := range c.rets {
			links[k] = link{r.mask, r.vals[j]}
		}
		res[j] = c.masks.chain(links)
	}
	return res, nil
}

// blend is a fresh register holding x in the lanes of mask m, else y.
func (l *lowering) blend(m, x, y int) int {
	return l.emit("VBLENDV"+l.fs+" {0}, {1}, {2}, {d}", m, x, y)
}

// set writes a pinned register in place (a single instruction, so that
// it may read its own destination).
func (l *lowering) set(dst int, text string, srcs ...int) {
	l.body = append(l.body, vop{text: text, dst: dst, srcs: srcs})
}

// pin is a new register that lives from its first definition to the end
// of the program: a loop's carried values and accumulators.
func (l *lowering) pin() int {
	r := l.newReg()
	l.pinned[r] = true
	return r
}

// items lowers a region's steps; st is the state of the loop whose body
// they are (nil at the top level).
func (c *conv) items(items []item, lp *loop, st *loopState) error {
	for i, it := range items {
		nrets := len(c.rets)
		if it.b != nil {
			if err := c.block(it.b, lp, st); err != nil {
				return err
			}
		} else if err := c.loop(it.lp); err != nil {
			return err
		}
		if st != nil {
			st.after(c, i, it, nrets)
		}
	}
	return nil
}

// inMask is the mask of b's k-th predecessor edge.
func (c *conv) inMask(b *ir.Block, k int) int {
	p, nth := b.Preds[k], 0
	for i := 0; i < k; i++ {
		if b.Preds[i] == p {
			nth++
		}
	}
	for i, s := range p.Succs {
		if s == b {
			if nth == 0 {
				if m, ok := c.edgeMask[edge{p, i}]; ok {
					return m
				}
				return c.l.splat(0) // an edge no lane takes (unreachable)
			}
			nth--
		}
	}
	return all
}

// none is orMask's answer for no edge.
const none = -2

// orMask is the OR of the masks of b's reachable incoming edges from the
// predecessors keep accepts (all, a register, or none).
func (c *conv) orMask(b *ir.Block, keep func(p *ir.Block) bool) int {
	m := none
	for k, p := range b.Preds {
		if !c.cfg.reach[p] || !keep(p) {
			continue
		}
		switch o := c.inMask(b, k); {
		case m == none || o == all:
			m = o
		case m != all:
			r := c.l.emit("VPOR {1}, {0}, {d}", m, o)
			c.masks.or(r, m, o)
			m = r
		}
	}
	return m
}

// phiValue blends the arguments of phi in of block b coming from the
// predecessors keep accepts, each under its edge's mask; -1 for none.
func (c *conv) phiValue(b *ir.Block, in *ir.Instr, keep func(p *ir.Block) bool) (int, error) {
	var links []link
	for k, a := range in.Args {
		if p := b.Preds[k]; !c.cfg.reach[p] || !keep(p) {
			continue
		}
		x, err := c.l.get(a)
		if err != nil {
			return -1, err
		}
		links = append(links, link{c.inMask(b, k), x})
	}
	return c.masks.chain(links), nil
}

// and is mask m narrowed by c (or by its complement).
func (c *conv) and(m, x int, negate bool) int {
	l := c.l
	r := x
	switch {
	case m == all && !negate:
	case m == all:
		r = l.emit("VPXOR {1}, {0}, {d}", x, l.ones())
	case negate: // m &^ x
		r = l.emit("VPANDN {0}, {1}, {d}", m, x)
	default:
		r = l.emit("VPAND {1}, {0}, {d}", m, x)
	}
	cost := 1
	if r == x {
		cost = 0
	}
	c.masks.and(r, m, x, negate, cost)
	return r
}

// block lowers b under its mask: the OR of its incoming edges' masks,
// or, for the header of loop lp, the loop's active lanes.
func (c *conv) block(b *ir.Block, lp *loop, st *loopState) error {
	l := c.l
	header := lp != nil && b == lp.header
	if header {
		c.blockMask[b] = st.active
	} else if b != c.cfg.entry {
		m := c.orMask(b, func(*ir.Block) bool { return true })
		if m == none {
			m = l.splat(0)
		}
		c.blockMask[b] = m
	}
	// An escape: a block with values of types the lowering does not take
	// (table addresses, tuples, other widths), which only some lanes reach
	// (math.Sin's reduction of huge arguments, Payne–Hanek). A group in
	// which a lane reaches it leaves the loop before its stores, and the
	// Go core runs it; past the test no lane is in the block, so its
	// values (zero where not lowered) are blended out. Blocks with an
	// instruction the lowering does not take (a 64-bit integer division) are
	// not escapes: they are common paths as often as not.
	l.mask = c.blockMask[b]
	if why := l.bad[b]; why != "" {
		if l.mask == all || unavoidable(l.f, b) {
			return refusef("%s", why)
		}
		l.escapes[b] = true
		l.leaveIf(l.mask, l.mask)
	}
	// In an escape, what is not lowered is zero: no lane sees it.
	orZero := func(r int, err error) (int, error) {
		if err != nil && l.escapes[b] {
			return l.splat(0), nil
		}
		return r, err
	}
	for _, in := range b.Instrs {
		switch in.Op {
		case ir.OpPhi:
			if header {
				continue // the loop's carried register
			}
			v, err := orZero(c.phiValue(b, in, func(*ir.Block) bool { return true }))
			if err != nil {
				return err
			}
			if v < 0 {
				return refusef("a phi without reachable predecessors")
			}
			l.vals[in] = v
		case ir.OpJump:
			c.edgeMask[edge{b, 0}] = c.blockMask[b]
		case ir.OpIf:
			x, err := orZero(l.get(in.Args[0]))
			if err != nil {
				return err
			}
			c.edgeMask[edge{b, 0}] = c.and(c.blockMask[b], x, false)
			c.edgeMask[edge{b, 1}] = c.and(c.blockMask[b], x, true)
		case ir.OpReturn:
			var rs []int
			for _, a := range in.Args {
				r, err := orZero(l.get(a))
				if err != nil {
					return err
				}
				rs = append(rs, r)
			}
			c.rets = append(c.rets, ret{rs, c.blockMask[b]})
		case ir.OpUnreachable:
		default:
			if err := l.instr(in); err != nil {
				if r, ok := err.(*refuse); !ok || r.regs || !l.escapes[b] {
					return err
				}
				l.vals[in] = l.splat(0)
			}
		}
	}
	return nil
}

// loopState is what a vector loop carries from iteration to iteration.
type loopState struct {
	lp      *loop
	label   string
	active  int              // lanes still in the loop
	exits   map[edge]int     // per exit edge, the lanes that have taken it
	caps    map[ir.Value]int // per value used after the loop, its value when each lane left
	defAt   map[ir.Value]int // the index of the item defining each value of caps
	itemAt  map[*ir.Block]int
	retAccs []retAcc
	inits   []vop // zeroing of accumulators, placed before the loop
}

// retAcc accumulates a return taken inside the loop.
type retAcc struct {
	index int // in conv.rets
	r     ret
}

func (st *loopState) zero(l *lowering) int {
	r := l.pin()
	st.inits = append(st.inits, vop{text: "VPXOR {d}, {d}, {d}", dst: r})
	return r
}

// loop lowers lp as a vector loop: every iteration runs the body on all
// lanes under the mask of those still inside; each exit edge and each
// value used after the loop is accumulated as lanes leave; the loop ends
// when no lane is left. The body is pure and never traps, so running it
// on lanes that have left is harmless.
func (c *conv) loop(lp *loop) error {
	l, h := c.l, lp.header
	l.nlabels++
	st := &loopState{lp: lp, label: fmt.Sprintf("lanes%d", l.nlabels), exits: map[edge]int{},
		caps: map[ir.Value]int{}, defAt: map[ir.Value]int{}, itemAt: map[*ir.Block]int{}}
	// Entry: the lanes coming from outside, and the carried values' first
	// values.
	inside := func(p *ir.Block) bool { return lp.body[p] }
	outside := func(p *ir.Block) bool { return !lp.body[p] }
	entry := c.orMask(h, outside)
	if entry == all || entry == none {
		entry = l.ones()
	}
	st.active = l.pin()
	l.set(st.active, "VMOVDQU {0}, {d}", entry)
	var phis []*ir.Instr
	for _, in := range h.Instrs {
		if in.Op != ir.OpPhi {
			continue
		}
		v, err := c.phiValue(h, in, outside)
		if err != nil {
			return err
		}
		if v < 0 {
			return refusef("a loop phi without an entry value")
		}
		r := l.pin()
		l.set(r, "VMOVDQU {0}, {d}", v)
		l.vals[in] = r
		phis = append(phis, in)
	}
	// Exits, and the values defined in the loop and used after it.
	for i, it := range lp.items {
		for _, b := range it.blocks() {
			st.itemAt[b] = i
		}
	}
	for _, b := range sortedBlocks(lp.body) {
		for k, s := range b.Succs {
			if !lp.body[s] {
				st.exits[edge{b, k}] = st.zero(l)
			}
		}
	}
	for _, b := range sortedBlocks(c.cfg.reach) {
		if lp.body[b] {
			continue
		}
		for _, in := range b.Instrs {
			for _, a := range in.Args {
				// A header phi keeps the value of the iteration its lane
				// left in (the update below skips lanes that left).
				if d, ok := a.(*ir.Instr); ok && lp.body[d.Block] && st.caps[a] == 0 && !(d.Op == ir.OpPhi && d.Block == h) {
					st.caps[a] = st.zero(l)
					st.defAt[a] = st.itemAt[d.Block]
				}
			}
		}
	}
	outer := l.body
	l.body = nil
	c.masks.loops++
	if err := c.items(lp.items, lp, st); err != nil {
		return err
	}
	// Back edges: the lanes that stay, and the carried values' next values
	// (through temporaries: one phi's next value may be another phi).
	next := c.orMask(h, inside)
	var tmps []int
	for _, in := range phis {
		v, err := c.phiValue(h, in, inside)
		if err != nil {
			return err
		}
		if l.pinned[v] { // another carried value, which is updated first
			v = l.emit("VMOVDQU {0}, {d}", v)
		}
		tmps = append(tmps, v)
	}
	for i, in := range phis {
		r := l.vals[in]
		l.set(r, "VBLENDV"+l.fs+" {0}, {1}, {2}, {d}", next, tmps[i], r)
	}
	l.set(st.active, "VMOVDQU {0}, {d}", next)
	c.masks.loops--
	l.body = append(l.body, vop{text: "VPTEST {0}, {0}\n\tJNE " + st.label, dst: -1, srcs: []int{st.active}, loopEnd: true})
	body := l.body
	l.body = append(outer, st.inits...)
	l.body = append(l.body, vop{text: st.label + ":", dst: -1, loopStart: true})
	l.body = append(l.body, body...)
	// After the loop: exit edges carry the lanes that took them, values
	// used later their captured values, returns their accumulators.
	for e, acc := range st.exits {
		c.edgeMask[e] = acc
	}
	for v, r := range st.caps {
		l.vals[v] = r
	}
	for _, ra := range st.retAccs {
		c.rets[ra.index] = ra.r
	}
	return nil
}

// after accumulates, once item i of the loop has run, the lanes that
// left the loop through it and their values.
func (st *loopState) after(c *conv, i int, it item, nrets int) {
	l := c.l
	for _, b := range it.blocks() {
		for k := range b.Succs {
			acc, ok := st.exits[edge{b, k}]
			if !ok {
				continue
			}
			m := c.edgeMask[edge{b, k}]
			l.set(acc, "VPOR {1}, {0}, {d}", acc, m)
			for _, v := range sortedValues(st.caps) {
				if st.defAt[v] <= i {
					l.set(st.caps[v], "VBLENDV"+l.fs+" {0}, {1}, {2}, {d}", m, l.vals[v], st.caps[v])
				}
			}
		}
	}
	for k := nrets; k < len(c.rets); k++ {
		r := c.rets[k]
		acc := retAcc{index: k, r: ret{mask: st.zero(l)}}
		l.set(acc.r.mask, "VPOR {1}, {0}, {d}", acc.r.mask, r.mask)
		for _, v := range r.vals {
			cp := st.zero(l)
			l.set(cp, "VBLENDV"+l.fs+" {0}, {1}, {2}, {d}", r.mask, v, cp)
			acc.r.vals = append(acc.r.vals, cp)
		}
		st.retAccs = append(st.retAccs, acc)
	}
}

func sortedBlocks(set map[*ir.Block]bool) []*ir.Block {
	var out []*ir.Block
	for b := range set {
		out = append(out, b)
	}
	slices.SortFunc(out, func(a, b *ir.Block) int { return a.Index - b.Index })
	return out
}

// sortedValues are the keys of m by ID, for a deterministic program.
func sortedValues(m map[ir.Value]int) []ir.Value {
	var out []ir.Value
	for v := range m {
		out = append(out, v)
	}
	slices.SortFunc(out, func(a, b ir.Value) int { return a.(*ir.Instr).ID - b.(*ir.Instr).ID })
	return out
}
