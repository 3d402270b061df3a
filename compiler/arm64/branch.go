package arm64

import "github.com/kernlab/kern/compiler/ir"

// Branches are if-converted, as compiler/amd64 does: every block runs on every lane under its lane mask (the OR of
// its incoming edges' masks; an If narrows its block's mask by the
// condition and by its complement), a phi selects the value of the edge
// each lane came by, and the results those of the return each lane took.
// Running a block on lanes that do not take it is harmless: what the
// lowering takes is pure and never traps (an integer division's zero test
// reads the block's mask, and a lane outside it divides by zero as float64
// without a trap), and its values are selected away. Loops are refused.

// all is the mask of a block every lane runs.
const all = -1

type edge struct {
	from *ir.Block
	k    int
}

// link is a value and the mask of the lanes it is for.
type link struct{ mask, val int }

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
