package arm64

import (
	"fmt"
	"slices"

	"github.com/kernlab/kern/compiler/ir"
)

// Loops run as compiler/amd64's vector loops do (its control.go): the
// lanes of a group run a loop's body together until every lane has left
// it. Before the loop, the active mask is the lanes that enter and each
// header phi takes its entry value; each iteration runs the body under
// the active mask; after each step of the body, every exit edge's mask is
// ORed into that edge's accumulator, every value used after the loop is
// inserted (BIT) into its capture under the exit's mask, and a return
// inside the loop into a return accumulator; at the end of the body the
// back edges' masks are the new active mask, the header phis take their
// next values in those lanes only (a lane that left keeps the values of
// the iteration it left in), and the loop repeats while a lane is active
// (UMAXV of the mask, CBNZW). Lanes that have left run the body under a
// zero mask: what the lowering takes is pure and never traps, and an
// integer division's zero test reads the block's mask.

// loop is a natural loop of a core's control-flow graph.
type loop struct {
	header *ir.Block
	body   map[*ir.Block]bool // the header included
	parent *loop
	items  []item // the body in order: the header first
}

// item is a step of a region's order: a block, or a loop nested directly
// in the region, which runs as one step.
type item struct {
	b  *ir.Block
	lp *loop
}

func (it item) blocks() []*ir.Block {
	if it.b != nil {
		return []*ir.Block{it.b}
	}
	return sortedBlocks(it.lp.body)
}

// cfgInfo is the order in which a core's blocks are lowered.
type cfgInfo struct {
	entry *ir.Block
	items []item             // the function's top level
	reach map[*ir.Block]bool // the blocks reachable from the entry
}

// analyze finds f's natural loops (refusing irreducible control flow)
// and orders each region — the function, each loop's body — so that
// every edge but a loop's back edges goes forward, a nested loop being
// one step: compiler/amd64's order, so that both loops run the same
// program.
func analyze(f *ir.Function) (*cfgInfo, error) {
	entry := f.Blocks[0]
	state := map[*ir.Block]int{} // 1 on the DFS stack, 2 done
	type backEdge struct{ from, to *ir.Block }
	var back []backEdge
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		state[b] = 1
		for _, s := range b.Succs {
			switch state[s] {
			case 1:
				back = append(back, backEdge{b, s})
			case 0:
				visit(s)
			}
		}
		state[b] = 2
	}
	visit(entry)
	reach := map[*ir.Block]bool{}
	for b := range state {
		reach[b] = true
	}
	loops := map[*ir.Block]*loop{}
	var order []*loop
	for _, e := range back {
		lp := loops[e.to]
		if lp == nil {
			lp = &loop{header: e.to, body: map[*ir.Block]bool{e.to: true}}
			loops[e.to] = lp
			order = append(order, lp)
		}
		stack := []*ir.Block{e.from}
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if lp.body[b] {
				continue
			}
			if b == entry {
				return nil, refusef("irreducible control flow")
			}
			lp.body[b] = true
			for _, p := range b.Preds {
				if reach[p] {
					stack = append(stack, p)
				}
			}
		}
	}
	// The parent of a loop is the smallest other loop holding its header.
	innermost := map[*ir.Block]*loop{}
	for _, lp := range order {
		for _, q := range order {
			if q != lp && q.body[lp.header] && (lp.parent == nil || len(q.body) < len(lp.parent.body)) {
				lp.parent = q
			}
		}
		for b := range lp.body {
			if in := innermost[b]; in == nil || len(lp.body) < len(in.body) {
				innermost[b] = lp
			}
		}
	}
	for _, lp := range order {
		if lp.parent != nil {
			for b := range lp.body {
				if !lp.parent.body[b] {
					return nil, refusef("irreducible control flow")
				}
			}
		}
	}
	// itemOf is b's step in the region of loop p (nil: the function).
	itemOf := func(b *ir.Block, p *loop) item {
		q := innermost[b]
		if q == p {
			return item{b: b}
		}
		for q.parent != p {
			q = q.parent
		}
		return item{lp: q}
	}
	var sortRegion func(head *ir.Block, p *loop) ([]item, error)
	sortRegion = func(head *ir.Block, p *loop) ([]item, error) {
		inRegion := func(b *ir.Block) bool {
			if p == nil {
				return reach[b]
			}
			return p.body[b]
		}
		mark := map[item]int{}
		var post []item
		var walk func(it item) error
		walk = func(it item) error {
			mark[it] = 1
			for _, b := range it.blocks() {
				for _, s := range b.Succs {
					if !inRegion(s) || p != nil && s == p.header {
						continue
					}
					next := itemOf(s, p)
					if next == it {
						continue
					}
					switch mark[next] {
					case 1:
						return refusef("irreducible control flow")
					case 0:
						if err := walk(next); err != nil {
							return err
						}
					}
				}
			}
			mark[it] = 2
			post = append(post, it)
			return nil
		}
		if err := walk(itemOf(head, p)); err != nil {
			return nil, err
		}
		slices.Reverse(post)
		for _, it := range post {
			if it.lp != nil {
				var err error
				if it.lp.items, err = sortRegion(it.lp.header, it.lp); err != nil {
					return nil, err
				}
			}
		}
		return post, nil
	}
	items, err := sortRegion(entry, nil)
	if err != nil {
		return nil, err
	}
	return &cfgInfo{entry: entry, items: items, reach: reach}, nil
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
}

// ifConvert lowers the blocks of cfg in order, each under its lane mask,
// loops as vector loops, and returns the registers of f's results.
func (l *lowering) ifConvert(cfg *cfgInfo) ([]int, error) {
	c := &conv{l: l, edgeMask: map[edge]int{}, blockMask: map[*ir.Block]int{cfg.entry: all}, cfg: cfg}
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
		res[j] = l.chain(links)
	}
	return res, nil
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

// inMask is the mask of b's k-th incoming edge.
func (c *conv) inMask(b *ir.Block, k int) int {
	p, nth := b.Preds[k], 0
	for i := range k {
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
				return c.l.splat(0) // an edge no lane takes
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
			m = c.l.op2(opORR, m, o)
		}
	}
	return m
}

// phiValue selects the arguments of phi in of block b coming from the
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
	if len(links) == 0 {
		return -1, nil
	}
	return c.l.chain(links), nil
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
	l.mask = c.blockMask[b]
	for _, in := range b.Instrs {
		switch in.Op {
		case ir.OpPhi:
			if header {
				continue // the loop's carried register
			}
			v, err := c.phiValue(b, in, func(*ir.Block) bool { return true })
			if err != nil {
				return err
			}
			if v < 0 {
				return refusef("a phi without reachable predecessors")
			}
			l.vals[in] = v
		case ir.OpJump:
			c.edgeMask[edge{b, 0}] = l.mask
		case ir.OpIf:
			x, err := l.get(in.Args[0])
			if err != nil {
				return err
			}
			c.edgeMask[edge{b, 0}] = l.and(l.mask, x, false)
			c.edgeMask[edge{b, 1}] = l.and(l.mask, x, true)
		case ir.OpReturn:
			if len(in.Args) != len(l.f.Results) {
				return refusef("no return")
			}
			var rs []int
			for _, a := range in.Args {
				r, err := l.get(a)
				if err != nil {
					return err
				}
				rs = append(rs, r)
			}
			c.rets = append(c.rets, ret{rs, l.mask})
		case ir.OpUnreachable:
		default:
			if err := l.instr(in); err != nil {
				return err
			}
		}
	}
	return nil
}

// loopState is what a vector loop carries from iteration to iteration.
type loopState struct {
	lp      *loop
	active  int              // lanes still in the loop
	exits   map[edge]int     // per exit edge, the lanes that have taken it
	caps    map[ir.Value]int // per value used after the loop, its value when each lane left
	defAt   map[ir.Value]int // the index of the item defining each value of caps
	itemAt  map[*ir.Block]int
	retAccs []retAcc
	inits   []step // zeroing of accumulators, placed before the loop
}

// retAcc accumulates a return taken inside the loop.
type retAcc struct {
	index int // in conv.rets
	r     ret
}

// zero is a new pinned register, zeroed before the loop.
func (st *loopState) zero(l *lowering) int {
	r := l.pin()
	st.inits = append(st.inits, step{ins: []ins{{op: opEOR, d: rd, n: rd, m: rd}}, dst: r, load: -1, store: -1})
	return r
}

// pin is a new register that lives from its first definition to the end
// of the program and that later steps write in place (set): a loop's
// carried values, its active mask and its accumulators.
func (l *lowering) pin() int {
	r := l.newReg()
	l.pinned[r] = true
	return r
}

// set writes the pinned register dst in place with one instruction whose
// rd is dst and whose other operands are srcs.
func (l *lowering) set(dst int, in ins, srcs ...int) {
	l.body = append(l.body, step{ins: []ins{in}, dst: dst, srcs: srcs, load: -1, store: -1})
}

// copyTo sets the pinned register dst to x (ORR x, x: MOV).
func (l *lowering) copyTo(dst, x int) { l.set(dst, ins{op: opORR, d: rd, n: 0, m: 0}, x) }

// insert sets the lanes of mask m of the pinned register dst to x's (BIT).
func (l *lowering) insert(dst, m, x int) { l.set(dst, ins{op: opBIT, d: rd, n: 0, m: 1}, x, m) }

// orInto ORs mask m into the pinned register dst.
func (l *lowering) orInto(dst, m int) { l.set(dst, ins{op: opORR, d: rd, n: rd, m: 0}, m) }

// loop lowers lp as a vector loop (above).
func (c *conv) loop(lp *loop) error {
	l, h := c.l, lp.header
	l.nlabels++
	label := fmt.Sprintf("lanes%d", l.nlabels)
	st := &loopState{lp: lp, exits: map[edge]int{}, caps: map[ir.Value]int{}, defAt: map[ir.Value]int{}, itemAt: map[*ir.Block]int{}}
	inside := func(p *ir.Block) bool { return lp.body[p] }
	outside := func(p *ir.Block) bool { return !lp.body[p] }
	entry := c.orMask(h, outside)
	if entry == all || entry == none {
		entry = l.ones()
	}
	st.active = l.pin()
	l.copyTo(st.active, entry)
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
		l.copyTo(r, v)
		l.vals[in] = r
		phis = append(phis, in)
	}
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
	if err := c.items(lp.items, lp, st); err != nil {
		return err
	}
	// Back edges: the lanes that stay, and the carried values' next values
	// (through copies: one phi's next value may be another phi, which is
	// updated first).
	next := c.orMask(h, inside)
	if next == all || next == none {
		return refusef("a loop whose back edges every lane or no lane takes")
	}
	var tmps []int
	for _, in := range phis {
		v, err := c.phiValue(h, in, inside)
		if err != nil {
			return err
		}
		if l.pinned[v] {
			t := l.newReg()
			l.body = append(l.body, step{ins: []ins{{op: opORR, d: rd, n: 0, m: 0}}, dst: t, srcs: []int{v}, load: -1, store: -1})
			v = t
		}
		tmps = append(tmps, v)
	}
	for i, in := range phis {
		l.insert(l.vals[in], next, tmps[i])
	}
	l.copyTo(st.active, next)
	l.body = append(l.body, step{dst: -1, srcs: []int{st.active}, load: -1, store: -1, loopEnd: label})
	body := l.body
	l.body = append(outer, st.inits...)
	l.body = append(l.body, step{dst: -1, load: -1, store: -1, loopStart: label})
	l.body = append(l.body, body...)
	// Steps made inside the loop read registers the loop writes in place:
	// none is reused after it.
	l.steps = map[string]int{}
	l.zeroGuards = map[[2]int]bool{}
	// After the loop: exit edges carry the lanes that took them, values
	// used later their captures, returns their accumulators.
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
			if m == all {
				m = l.ones()
			}
			l.orInto(acc, m)
			for _, v := range sortedValues(st.caps) {
				if st.defAt[v] <= i {
					l.insert(st.caps[v], m, l.vals[v])
				}
			}
		}
	}
	for k := nrets; k < len(c.rets); k++ {
		r := c.rets[k]
		m := r.mask
		if m == all {
			m = l.ones()
		}
		acc := retAcc{index: k, r: ret{mask: st.zero(l)}}
		l.orInto(acc.r.mask, m)
		for _, v := range r.vals {
			cp := st.zero(l)
			l.insert(cp, m, v)
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
