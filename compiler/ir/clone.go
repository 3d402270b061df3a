package ir

// CloneModule returns a deep copy of m: new functions, blocks, parameters
// and instructions, with calls retargeted to the copies. Globals and types
// are shared (neither is written after construction). Passes that only one
// backend wants (the GPU's FMA contraction, say) run on a copy, so the
// original keeps serving the others.
func CloneModule(m *Module) *Module {
	out := &Module{Name: m.Name, Globals: m.Globals, Prints: m.Prints}
	fmap := make(map[*Function]*Function, len(m.Funcs))
	for _, f := range m.Funcs {
		fmap[f] = &Function{}
	}
	for _, f := range m.Funcs {
		cloneInto(fmap[f], f, fmap)
		out.Funcs = append(out.Funcs, fmap[f])
	}
	return out
}

// cloneInto fills g with a copy of f. Calls of functions outside fmap keep
// their callee.
func cloneInto(g, f *Function, fmap map[*Function]*Function) {
	*g = Function{Name: f.Name, Kind: f.Kind, Results: f.Results, Pos: f.Pos, Source: f.Source, UsesBarrier: f.UsesBarrier,
		MaxThreads: f.MaxThreads, MaxRegs: f.MaxRegs, ResultDTypes: f.ResultDTypes}
	vmap := make(map[Value]Value)
	for _, p := range f.Params {
		q := &Param{Ident: p.Ident, Typ: p.Typ, Fn: g, Index: p.Index, DType: p.DType}
		g.Params = append(g.Params, q)
		vmap[p] = q
	}
	bmap := make(map[*Block]*Block, len(f.Blocks))
	for _, b := range f.Blocks {
		bmap[b] = &Block{Index: b.Index, Comment: b.Comment, Fn: g, NoUnroll: b.NoUnroll, PointerExit: b.PointerExit}
		g.Blocks = append(g.Blocks, bmap[b])
	}
	for _, b := range f.Blocks {
		nb := bmap[b]
		for _, p := range b.Preds {
			nb.Preds = append(nb.Preds, bmap[p])
		}
		for _, s := range b.Succs {
			nb.Succs = append(nb.Succs, bmap[s])
		}
		for _, in := range b.Instrs {
			c := *in
			c.Block = nb
			c.Args = append([]Value(nil), in.Args...)
			if callee, ok := in.Aux.(*Function); ok && fmap[callee] != nil {
				c.Aux = fmap[callee]
			}
			vmap[in] = &c
			nb.Instrs = append(nb.Instrs, &c)
		}
	}
	for _, b := range g.Blocks {
		for _, in := range b.Instrs {
			for k, a := range in.Args {
				if v, ok := vmap[a]; ok {
					in.Args[k] = v
				}
			}
		}
	}
}

// Reachable returns the functions the module's kernels call, directly or
// not, and the kernels themselves; with no kernel, every function.
func Reachable(m *Module) map[*Function]bool {
	live := map[*Function]bool{}
	var visit func(f *Function)
	visit = func(f *Function) {
		if live[f] {
			return
		}
		live[f] = true
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if c := in.Callee(); in.Op == OpCall && c != nil {
					visit(c)
				}
			}
		}
	}
	for _, f := range m.Funcs {
		if f.Kind == Kernel {
			visit(f)
		}
	}
	if len(live) == 0 {
		for _, f := range m.Funcs {
			live[f] = true
		}
	}
	return live
}
