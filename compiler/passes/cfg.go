package passes

import "github.com/kernlab/kern/compiler/ir"

// SimplifyCFG folds branches on constants, merges a block into its only
// predecessor when that predecessor jumps to it, and bypasses empty
// forwarding blocks.
func SimplifyCFG(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		for cfgOnce(f) {
			changed = true
		}
	}
	return changed
}

func cfgOnce(f *ir.Function) bool {
	changed := false
	for _, b := range f.Blocks {
		if foldBranch(b) {
			changed = true
		}
	}
	if changed {
		removeUnreachable(f)
		f.Renumber()
		return true
	}
	for _, b := range f.Blocks {
		if mergeSucc(f, b) || bypass(f, b) {
			f.Renumber()
			return true
		}
	}
	return false
}

// foldBranch turns "if c -> X, Y" into a jump when c is constant, or when
// X == Y and X's phis agree on both edges.
func foldBranch(b *ir.Block) bool {
	term := b.Terminator()
	if term == nil || term.Op != ir.OpIf {
		return false
	}
	keep := -1
	if c, ok := constBits(term.Args[0]); ok {
		keep = 1
		if c != 0 {
			keep = 0
		}
	} else if b.Succs[0] == b.Succs[1] {
		s := b.Succs[0]
		i, j := predIndex(b, 0, s), predIndex(b, 1, s)
		for _, in := range s.Instrs {
			if in.Op == ir.OpPhi && !sameValue(in.Args[i], in.Args[j]) {
				return false
			}
		}
		keep = 0
	} else {
		return false
	}
	drop := 1 - keep
	removePred(b.Succs[drop], predIndex(b, drop, b.Succs[drop]))
	b.Succs = []*ir.Block{b.Succs[keep]}
	term.Op, term.Args = ir.OpJump, nil
	return true
}

// mergeSucc appends b's only successor s to b when b is s's only pred.
func mergeSucc(f *ir.Function, b *ir.Block) bool {
	term := b.Terminator()
	if term == nil || term.Op != ir.OpJump {
		return false
	}
	s := b.Succs[0]
	if s == b || len(s.Preds) != 1 || s == f.Blocks[0] {
		return false
	}
	var body []*ir.Instr
	for _, in := range s.Instrs {
		if in.Op == ir.OpPhi {
			replaceUses(f, in, in.Args[0])
			continue
		}
		in.Block = b
		body = append(body, in)
	}
	b.Instrs = append(b.Instrs[:len(b.Instrs)-1], body...)
	b.Succs = s.Succs
	for _, x := range s.Succs {
		for k, p := range x.Preds {
			if p == s {
				x.Preds[k] = b
			}
		}
	}
	removeBlock(f, s)
	return true
}

// bypass redirects the preds of an empty block that only jumps to t
// straight to t, when t has no phis (so no arguments need merging).
func bypass(f *ir.Function, b *ir.Block) bool {
	if b == f.Blocks[0] || len(b.Instrs) != 1 || b.Instrs[0].Op != ir.OpJump {
		return false
	}
	t := b.Succs[0]
	if t == b || (len(t.Instrs) > 0 && t.Instrs[0].Op == ir.OpPhi) {
		return false
	}
	for _, p := range b.Preds {
		for i, s := range p.Succs {
			if s == b {
				p.Succs[i] = t
			}
		}
	}
	t.Preds = rebuildPreds(f, t, b)
	removeBlock(f, b)
	return true
}

// rebuildPreds lists t's predecessors from the blocks' successor lists
// (t has no phis, so their order does not matter), ignoring skip.
func rebuildPreds(f *ir.Function, t, skip *ir.Block) []*ir.Block {
	var ps []*ir.Block
	for _, p := range f.Blocks {
		if p == skip {
			continue
		}
		for _, s := range p.Succs {
			if s == t {
				ps = append(ps, p)
			}
		}
	}
	return ps
}

func removeBlock(f *ir.Function, b *ir.Block) {
	for i, x := range f.Blocks {
		if x == b {
			f.Blocks = append(f.Blocks[:i], f.Blocks[i+1:]...)
			return
		}
	}
}
