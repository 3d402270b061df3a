package passes

import (
	"slices"

	"github.com/kernlab/kern/compiler/ir"
)

// Inline inlines calls of device functions of at most InlineThreshold
// instructions that do not call themselves, and of every device function
// that declares shared memory (kern.Shared), whatever its size: its
// arrays must become the kernel's (inlineCall says how).
func Inline(m *ir.Module) bool { return inline(m, InlineThreshold) }

// NewInline is the inline pass with another size threshold.
func NewInline(threshold int) Pass {
	return Pass{"inline", func(m *ir.Module) bool { return inline(m, threshold) }}
}

// NewInlineReplacing is the inline pass with another size threshold that
// first points every call of a function for which replace gives another
// at that one: a backend's own version of a callee (kern gen's SIMD loops
// call the twins of math functions Go runs as assembly this way).
func NewInlineReplacing(threshold int, replace func(*ir.Function) *ir.Function) Pass {
	return Pass{"inline", func(m *ir.Module) bool { return inlineWith(m, threshold, replace) }}
}

func inline(m *ir.Module, threshold int) bool { return inlineWith(m, threshold, nil) }

// GPUInline inlines callees of at most GPUInlineThreshold instructions
// into callers that stay below GPUInlineCallerLimit.
func GPUInline(m *ir.Module) bool {
	return inlineUpTo(m, GPUInlineThreshold, GPUInlineCallerLimit, nil)
}

func inlineWith(m *ir.Module, threshold int, replace func(*ir.Function) *ir.Function) bool {
	return inlineUpTo(m, threshold, 0, replace)
}

// inlineUpTo inlines callees of at most threshold instructions; with
// callerLimit > 0, only while the caller stays below it.
func inlineUpTo(m *ir.Module, threshold, callerLimit int, replace func(*ir.Function) *ir.Function) bool {
	changed := false
	for _, f := range m.Funcs {
		for {
			// An inlined body may call what replace replaces.
			if replace != nil && retarget(f, replace) {
				changed = true
			}
			limit := threshold
			if callerLimit > 0 {
				limit = min(threshold, callerLimit-instrCount(f))
			}
			call := findInlinable(f, limit)
			if call == nil {
				break
			}
			inlineCall(f, call)
			changed = true
		}
	}
	return changed
}

// retarget points f's calls at replace's functions.
func retarget(f *ir.Function, replace func(*ir.Function) *ir.Function) bool {
	changed := false
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if c := in.Callee(); in.Op == ir.OpCall && c != nil {
				if r := replace(c); r != nil && r != c {
					in.Aux, changed = r, true
				}
			}
		}
	}
	return changed
}

func findInlinable(f *ir.Function, threshold int) *ir.Instr {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op != ir.OpCall {
				continue
			}
			c := in.Callee()
			if c == nil || c == f || c.Kind != ir.Device || len(c.Blocks) == 0 || callsItself(c) ||
				instrCount(c) > threshold && !ir.DeclaresShared(c) {
				continue
			}
			return in
		}
	}
	return nil
}

func callsItself(c *ir.Function) bool {
	for _, b := range c.Blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpCall && in.Callee() == c {
				return true
			}
		}
	}
	return false
}

// inlineCall replaces call (in f) by a copy of its callee's body. The
// callee's shared arrays are not copied: each declaration is one array of
// f's, in f's entry block (mergeShared), as CUDA gives one static
// __shared__ array per declaration whatever the calls.
func inlineCall(f *ir.Function, call *ir.Instr) {
	callee := call.Callee()
	b := call.Block
	pos := 0
	for i, in := range b.Instrs {
		if in == call {
			pos = i
		}
	}
	// Split b after the call: cont takes the rest and b's successors.
	cont := f.NewBlock(b.Comment + ".cont")
	cont.Instrs = append([]*ir.Instr(nil), b.Instrs[pos+1:]...)
	for _, in := range cont.Instrs {
		in.Block = cont
	}
	cont.Succs = b.Succs
	for _, s := range cont.Succs {
		for k, p := range s.Preds {
			if p == b {
				s.Preds[k] = cont
			}
		}
	}
	b.Instrs, b.Succs = b.Instrs[:pos], nil

	// Clone the callee.
	vmap := map[ir.Value]ir.Value{}
	for i, p := range callee.Params {
		vmap[p] = call.Args[i]
	}
	bmap := map[*ir.Block]*ir.Block{}
	for _, cb := range callee.Blocks {
		bmap[cb] = f.NewBlock("inl." + cb.Comment)
	}
	var rets, shared []*ir.Instr
	for _, cb := range callee.Blocks {
		nb := bmap[cb]
		for _, p := range cb.Preds {
			nb.Preds = append(nb.Preds, bmap[p])
		}
		for _, s := range cb.Succs {
			nb.Succs = append(nb.Succs, bmap[s])
		}
		for _, in := range cb.Instrs {
			c := *in
			c.Block, c.Args = nb, append([]ir.Value(nil), in.Args...)
			nin := &c
			vmap[in] = nin
			if in.Op == ir.OpShared {
				shared = append(shared, nin)
				continue
			}
			nb.Instrs = append(nb.Instrs, nin)
			if in.Op == ir.OpReturn {
				rets = append(rets, nin)
			}
		}
	}
	for _, cb := range callee.Blocks {
		for _, in := range bmap[cb].Instrs {
			for k, a := range in.Args {
				if v, ok := vmap[a]; ok {
					in.Args[k] = v
				}
			}
		}
	}
	// b jumps into the copy; returns jump to cont.
	entry := bmap[callee.Blocks[0]]
	b.Instrs = append(b.Instrs, &ir.Instr{Op: ir.OpJump, Block: b, Pos: call.Pos, ID: -1})
	ir.AddEdge(b, entry)
	results := make([]ir.Value, len(callee.Results))
	var phis []*ir.Instr
	for k, rt := range callee.Results {
		if len(rets) == 1 {
			results[k] = rets[0].Args[k]
			continue
		}
		phi := &ir.Instr{Op: ir.OpPhi, Typ: rt, Block: cont, Pos: call.Pos}
		for _, r := range rets {
			phi.Args = append(phi.Args, r.Args[k])
		}
		phis = append(phis, phi)
		results[k] = phi
	}
	for _, r := range rets {
		r.Op, r.Args = ir.OpJump, nil
		ir.AddEdge(r.Block, cont)
	}
	cont.Instrs = append(phis, cont.Instrs...)
	if len(rets) == 0 {
		// The callee never returns (it traps): cont is unreachable; dce
		// removes it.
		for k, rt := range callee.Results {
			results[k] = ir.Zero(rt)
		}
	}
	replaceCallValue(f, call, results, cont)
	f.UsesBarrier = f.UsesBarrier || callee.UsesBarrier
	placeAfter(f, b, len(callee.Blocks)+1)
	if len(shared) > 0 {
		mergeShared(f, shared)
	}
	f.Renumber()
}

// mergeShared makes the shared arrays of an inlined body f's: an array f
// has already of the same declaration (another call of the function, or
// of one that calls it) takes the copy's uses; the others join f's own.
// f's arrays then start its entry block in ir.CompareShared's order,
// numbered from 0, the layout kern gen's 48 KiB check counts.
func mergeShared(f *ir.Function, copies []*ir.Instr) {
	entry := f.Blocks[0]
	var own []*ir.Instr
	rest := entry.Instrs[:0]
	for _, in := range entry.Instrs {
		if in.Op == ir.OpShared {
			own = append(own, in)
		} else {
			rest = append(rest, in)
		}
	}
	for _, c := range copies {
		if k := slices.IndexFunc(own, func(x *ir.Instr) bool { return ir.SameShared(x, c) }); k >= 0 {
			replaceUses(f, c, own[k])
			continue
		}
		own = append(own, c)
	}
	slices.SortStableFunc(own, ir.CompareShared)
	for i, in := range own {
		in.AuxInt, in.Block = int64(i), entry
	}
	entry.Instrs = append(own, rest...)
}

// replaceCallValue rewrites the uses of a call's value: the value itself
// for one result; for a results struct, extracts take the result directly
// and other uses get the struct rebuilt with inserts.
func replaceCallValue(f *ir.Function, call *ir.Instr, results []ir.Value, cont *ir.Block) {
	if !call.HasValue() {
		return
	}
	if len(results) == 1 {
		replaceUses(f, call, results[0])
		return
	}
	var agg ir.Value
	dead := map[*ir.Instr]bool{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for k, a := range in.Args {
				if a != call {
					continue
				}
				if in.Op == ir.OpExtract && k == 0 {
					replaceUses(f, in, results[in.AuxInt])
					dead[in] = true
					continue
				}
				if agg == nil {
					agg = rebuild(call, results, cont)
				}
				in.Args[k] = agg
			}
		}
	}
	removeInstrs(f, dead)
}

// rebuild emits the results struct as a chain of inserts at the start of
// the continuation block (after its phis).
func rebuild(call *ir.Instr, results []ir.Value, cont *ir.Block) ir.Value {
	var v ir.Value = ir.Zero(call.Typ)
	var ins []*ir.Instr
	for k, r := range results {
		in := &ir.Instr{Op: ir.OpInsert, Typ: call.Typ, Args: []ir.Value{v, r}, AuxInt: int64(k), Block: cont, Pos: call.Pos}
		ins = append(ins, in)
		v = in
	}
	n := 0
	for n < len(cont.Instrs) && cont.Instrs[n].Op == ir.OpPhi {
		n++
	}
	rest := append(ins, cont.Instrs[n:]...)
	cont.Instrs = append(cont.Instrs[:n], rest...)
	return v
}

// placeAfter moves the last n blocks of f (the continuation, then the
// inlined body) to follow b, keeping the body before the continuation so
// that the order stays close to the control flow.
func placeAfter(f *ir.Function, b *ir.Block, n int) {
	tail := append([]*ir.Block(nil), f.Blocks[len(f.Blocks)-n:]...)
	moved := append(tail[1:], tail[0])
	rest := f.Blocks[:len(f.Blocks)-n]
	var out []*ir.Block
	for _, x := range rest {
		out = append(out, x)
		if x == b {
			out = append(out, moved...)
		}
	}
	f.Blocks = out
}

// InlineOnceMax bounds the callees InlineOnce takes.
const InlineOnceMax = 2000

// InlineOnce inlines a device function at its only call site in the
// module, whatever its size up to InlineOnceMax: the code does not grow
// (the function is left uncalled and pruned), the call's overhead goes and
// the body is optimized with its caller's constants, as LLVM's inliner
// does for a callee with one use. A kernel is never inlined.
func InlineOnce(m *ir.Module) bool {
	// Call sites in the functions the kernels reach (all functions when
	// there is no kernel): a function inlined before is left uncalled but
	// keeps its body, and its calls must not count.
	live := ir.Reachable(m)
	sites := map[*ir.Function]int{}
	for _, f := range m.Funcs {
		if !live[f] {
			continue
		}
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if c := in.Callee(); in.Op == ir.OpCall && c != nil {
					sites[c]++
				}
			}
		}
	}
	changed := false
	for _, f := range m.Funcs {
		if !live[f] {
			continue
		}
	next:
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				c := in.Callee()
				if in.Op != ir.OpCall || c == nil || c == f || sites[c] != 1 || c.Kind != ir.Device ||
					len(c.Blocks) == 0 || instrCount(c) > InlineOnceMax || callsItself(c) {
					continue
				}
				inlineCall(f, in)
				// The callee's own calls now sit in f as well as in c (which
				// keeps its body until pruning): count them twice.
				for _, cb := range c.Blocks {
					for _, ci := range cb.Instrs {
						if cc := ci.Callee(); ci.Op == ir.OpCall && cc != nil {
							sites[cc]++
						}
					}
				}
				sites[c] = 0
				changed = true
				goto next // f's blocks changed
			}
		}
	}
	return changed
}
