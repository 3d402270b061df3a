package amd64

import (
	"slices"

	"github.com/kernlab/kern/compiler/ir"
)

// loop is a natural loop of a core's control-flow graph: the lanes run
// its body together until every lane has left it.
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
	var out []*ir.Block
	for b := range it.lp.body {
		out = append(out, b)
	}
	slices.SortFunc(out, func(a, b *ir.Block) int { return a.Index - b.Index }) // deterministic code
	return out
}

// cfgInfo is the order in which a core's blocks are vectorized.
type cfgInfo struct {
	entry *ir.Block
	items []item             // the function's top level
	reach map[*ir.Block]bool // the blocks reachable from the entry
}

// analyze finds f's loops (refusing irreducible control flow) and orders
// each region — the function, each loop's body — so that every edge but
// a loop's back edges goes forward, with nested loops as single steps.
func analyze(f *ir.Function) (*cfgInfo, error) {
	entry := f.Blocks[0]
	state := map[*ir.Block]int{} // 1 on the DFS stack, 2 done
	type edge struct{ from, to *ir.Block }
	var back []edge
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		state[b] = 1
		for _, s := range b.Succs {
			switch state[s] {
			case 1:
				back = append(back, edge{b, s})
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
		for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
			post[i], post[j] = post[j], post[i]
		}
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

// costNum/costDen bounds a SIMD loop's cost: at most one vector
// instruction per lane for each instruction of the scalar core's longest
// path. If-conversion runs every path on every lane and a vector loop
// runs until its slowest lane is done, so a core whose branches each hold
// much of the work can be slower as a SIMD loop than as the Go loop,
// which runs one path. Measured with KERN_SIMD_BENCH=1 go test -run
// TestSIMDCorpus ./internal/gen (AMD EPYC, AVX2, 2026-11-26, 65536
// elements, two runs on a busy 2-core VM): math.Sin, Cos, Tan and Erf at
// 0.82–0.91 were 1.8–4.7× faster than the Go loop, math.Exp at 0.62
// 1.6–2.2×; math.Cosh and Sinh at 1.14 ranged from 0.4× to 1.15×, Asin
// at 1.17 from 0.4× to 1.5×. (Loops whose trip counts differ widely
// between lanes are slower whatever the ratio: SumTo at 0.38 was 0.3×.)
const costNum, costDen = 1, 1

// longestPath is the number of instructions on f's longest path, back
// edges left out (a loop counts once) and the blocks in skip (escapes,
// which the Go core runs) counted as empty.
func longestPath(f *ir.Function, skip map[*ir.Block]bool) int {
	memo := map[*ir.Block]int{}
	state := map[*ir.Block]int{}
	var walk func(b *ir.Block) int
	walk = func(b *ir.Block) int {
		if state[b] == 2 {
			return memo[b]
		}
		state[b] = 1
		best := 0
		for _, s := range b.Succs {
			if state[s] == 1 {
				continue // a back edge
			}
			best = max(best, walk(s))
		}
		state[b] = 2
		if skip[b] {
			memo[b] = best
		} else {
			memo[b] = scalarLen(b) + best
		}
		return memo[b]
	}
	return walk(f.Blocks[0])
}

// scalarLen is the number of instructions of b, a call of a math
// function that Compile lowers counting as the Go code it runs.
func scalarLen(b *ir.Block) int {
	n := len(b.Instrs)
	for _, in := range b.Instrs {
		if c := in.Callee(); in.Op == ir.OpCall && c != nil {
			n += mathCalls[c.Name].scalar
		}
	}
	return n
}

// unavoidable reports that every path from f's entry to a return passes
// through b: an escape there would leave every group to the Go core.
func unavoidable(f *ir.Function, b *ir.Block) bool {
	entry := f.Blocks[0]
	if b == entry {
		return true
	}
	seen := map[*ir.Block]bool{b: true, entry: true}
	stack := []*ir.Block{entry}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n := len(x.Instrs); n > 0 && x.Instrs[n-1].Op == ir.OpReturn {
			return false
		}
		for _, s := range x.Succs {
			if !seen[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	return true
}
