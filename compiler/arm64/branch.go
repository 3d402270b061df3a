package arm64

import "github.com/kernlab/kern/compiler/ir"

// Branches are if-converted, as compiler/amd64 does without its vector
// loops: every block runs on every lane under its lane mask (the OR of
// its incoming edges' masks; an If narrows its block's mask by the
// condition and by its complement), a phi selects the value of the edge
// each lane came by, and the results those of the return each lane took.
// Running a block on lanes that do not take it is harmless: what the
// lowering takes is pure and never traps (an integer division's zero test
// reads the block's mask, and a lane outside it divides by zero as float64
// without a trap), and its values are selected away. Loops are refused.

// all is the mask of a block every lane runs.
const all = -1

// blockOrder is f's blocks reachable from the entry, each after its
// predecessors, or a refusal for a loop.
func blockOrder(f *ir.Function) ([]*ir.Block, error) {
	state := map[*ir.Block]int{} // 1: on the path from the entry, 2: done
	var post []*ir.Block
	var visit func(b *ir.Block) bool
	visit = func(b *ir.Block) bool {
		state[b] = 1
		for _, s := range b.Succs {
			switch state[s] {
			case 1:
				return false // a back edge
			case 0:
				if !visit(s) {
					return false
				}
			}
		}
		state[b] = 2
		post = append(post, b)
		return true
	}
	if !visit(f.Blocks[0]) {
		return nil, refusef("a loop (the arm64 loops if-convert branches but run no vector loops; amd64's do)")
	}
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post, nil
}

type edge struct {
	from *ir.Block
	k    int
}

// link is a value and the mask of the lanes it is for.
type link struct{ mask, val int }

// blocks lowers the blocks in order, each under its mask, and returns the
// registers of f's results.
func (l *lowering) blocks(order []*ir.Block) ([]int, error) {
	reach := map[*ir.Block]bool{}
	for _, b := range order {
		reach[b] = true
	}
	edgeMask := map[edge]int{}
	// inMask is the mask of b's k-th incoming edge.
	inMask := func(b *ir.Block, k int) int {
		p, nth := b.Preds[k], 0
		for i := range k {
			if b.Preds[i] == p {
				nth++
			}
		}
		for i, s := range p.Succs {
			if s == b {
				if nth == 0 {
					return edgeMask[edge{p, i}]
				}
				nth--
			}
		}
		return all
	}
	var rets [][]int
	var retMasks []int
	for _, b := range order {
		l.mask = all
		if b != order[0] {
			m := -2 // no edge yet
			for k, p := range b.Preds {
				if !reach[p] {
					continue
				}
				switch o := inMask(b, k); {
				case m == -2 || o == all:
					m = o
				case m != all:
					m = l.op2(opORR, m, o)
				}
			}
			l.mask = m
		}
		for _, in := range b.Instrs {
			switch in.Op {
			case ir.OpPhi:
				var links []link
				for k, a := range in.Args {
					if !reach[b.Preds[k]] {
						continue
					}
					v, err := l.get(a)
					if err != nil {
						return nil, err
					}
					links = append(links, link{inMask(b, k), v})
				}
				if len(links) == 0 {
					return nil, refusef("a phi without reachable predecessors")
				}
				l.vals[in] = l.chain(links)
			case ir.OpJump:
				edgeMask[edge{b, 0}] = l.mask
			case ir.OpIf:
				c, err := l.get(in.Args[0])
				if err != nil {
					return nil, err
				}
				edgeMask[edge{b, 0}] = l.and(l.mask, c, false)
				edgeMask[edge{b, 1}] = l.and(l.mask, c, true)
			case ir.OpReturn:
				if len(in.Args) != len(l.f.Results) {
					return nil, refusef("no return")
				}
				var rs []int
				for _, a := range in.Args {
					r, err := l.get(a)
					if err != nil {
						return nil, err
					}
					rs = append(rs, r)
				}
				rets, retMasks = append(rets, rs), append(retMasks, l.mask)
			case ir.OpUnreachable:
			default:
				if err := l.instr(in); err != nil {
					return nil, err
				}
			}
		}
	}
	if len(rets) == 0 {
		return nil, refusef("no return")
	}
	res := make([]int, len(l.f.Results))
	for j := range res {
		links := make([]link, len(rets))
		for k := range rets {
			links[k] = link{retMasks[k], rets[k][j]}
		}
		res[j] = l.chain(links)
	}
	return res, nil
}

// chain is, in each lane, the value of the link whose mask has it (the
// masks are disjoint; the last link takes the lanes of none).
func (l *lowering) chain(links []link) int {
	v := links[len(links)-1].val
	for k := len(links) - 2; k >= 0; k-- {
		if links[k].mask == all {
			v = links[k].val
			continue
		}
		v = l.sel(links[k].mask, links[k].val, v)
	}
	return v
}

// and is mask m narrowed by the lane mask c, or by its complement.
func (l *lowering) and(m, c int, negate bool) int {
	switch {
	case m == all && !negate:
		return c
	case m == all:
		return l.op1(opNOT, c)
	case negate:
		return l.op2(opBIC, m, c) // m &^ c
	}
	return l.op2(opAND, m, c)
}
