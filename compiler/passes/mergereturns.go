package passes

import "github.com/kernlab/kern/compiler/ir"

// MergeReturns gives a device function with results one return: every
// other return jumps to a block that returns phis of what each returned.
// Go's math functions return early from a dozen special cases; as
// separate returns each one writes the result registers and returns
// (ptxas keeps them apart), where one return lets the register allocator
// place every result where the caller takes it. LLVM does the same
// (its SimplifyCFG merges returns).
func MergeReturns(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if mergeReturns(f) {
			f.Renumber()
			changed = true
		}
	}
	return changed
}

func mergeReturns(f *ir.Function) bool {
	if f.Kind == ir.Kernel || len(f.Results) == 0 {
		return false
	}
	var rets []*ir.Block
	for _, b := range f.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpReturn && len(t.Args) == len(f.Results) {
			rets = append(rets, b)
		}
	}
	if len(rets) < 2 {
		return false
	}
	exit := f.NewBlock("return")
	bd := ir.NewBuilder(f)
	bd.SetBlock(exit)
	bd.Pos = rets[len(rets)-1].Terminator().Pos
	phis := make([]ir.Value, len(f.Results))
	for i, t := range f.Results {
		p := bd.Emit(ir.OpPhi, t)
		for _, b := range rets {
			p.Args = append(p.Args, b.Terminator().Args[i])
		}
		phis[i] = p
	}
	bd.Emit(ir.OpReturn, nil, phis...)
	for _, b := range rets {
		t := b.Terminator()
		t.Op, t.Args = ir.OpJump, nil
		b.Succs = []*ir.Block{exit}
		exit.Preds = append(exit.Preds, b)
	}
	return true
}
