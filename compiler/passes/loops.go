package passes

import (
	"slices"

	"github.com/kernlab/kern/compiler/ir"
)

// loop is a natural loop: a header that dominates every block of the loop,
// and the latches whose back edges return to it.
type loop struct {
	header  *ir.Block
	latches []*ir.Block
	blocks  []*ir.Block // in function order
	in      map[*ir.Block]bool
}

// contains reports whether v is computed inside the loop; parameters,
// constants and globals never are.
func (l *loop) contains(v ir.Value) bool {
	x, ok := v.(*ir.Instr)
	return ok && l.in[x.Block]
}

// invariant reports a value the loop does not compute.
func (l *loop) invariant(v ir.Value) bool { return !l.contains(v) }

// outside is the header's one predecessor outside the loop, or nil when it
// has several (the values a pass materializes before the loop go there).
func (l *loop) outside() *ir.Block {
	var o *ir.Block
	for _, p := range l.header.Preds {
		if l.in[p] {
			continue
		}
		if o != nil && o != p {
			return nil
		}
		o = p
	}
	return o
}

// findLoops returns f's natural loops (ir.NaturalLoops), innermost
// (smallest) first, with the immediate dominators they were found with. f
// must be renumbered.
func findLoops(f *ir.Function) ([]*loop, []*ir.Block) {
	nat, idom := ir.NaturalLoops(f)
	loops := make([]*loop, len(nat))
	for i, n := range nat {
		loops[i] = &loop{header: n.Header, latches: n.Latches, in: n.In}
	}
	for _, l := range loops {
		for _, b := range f.Blocks {
			if l.in[b] {
				l.blocks = append(l.blocks, b)
			}
		}
	}
	slices.SortStableFunc(loops, func(a, b *loop) int { return len(a.blocks) - len(b.blocks) })
	return loops, idom
}

// rpoBlocks lists l's blocks so that a block comes after its dominators in
// the loop (reverse postorder from the header).
func (l *loop) rpoBlocks() []*ir.Block {
	seen := map[*ir.Block]bool{}
	var post []*ir.Block
	var dfs func(b *ir.Block)
	dfs = func(b *ir.Block) {
		seen[b] = true
		for _, s := range b.Succs {
			if l.in[s] && !seen[s] && s != l.header {
				dfs(s)
			}
		}
		post = append(post, b)
	}
	dfs(l.header)
	slices.Reverse(post)
	return post
}

// insertBeforeTerm puts in at the end of b, before its terminator.
func insertBeforeTerm(b *ir.Block, in *ir.Instr) {
	n := len(b.Instrs) - 1
	in.Block = b
	b.Instrs = append(b.Instrs, nil)
	copy(b.Instrs[n+1:], b.Instrs[n:])
	b.Instrs[n] = in
}

// newInstr is an unnumbered instruction at pos.
func newInstr(op ir.Op, t ir.Type, pos ir.Pos, args ...ir.Value) *ir.Instr {
	return &ir.Instr{ID: -1, Op: op, Typ: t, Args: args, Pos: pos}
}
