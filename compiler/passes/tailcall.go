package passes

import (
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// TailCalls turns a device function's self tail calls — return f(args)
// where f is the function itself or one of the front end's depth copies
// of it (Go's math.pow calls itself for Pow(-Inf, y); the front end lowers
// such bounded recursion as copies named pow·1, pow·2) — into a jump back
// to its start with the new arguments, so one loop replaces the copies.
//
//	0: entry                    0: entry
//	   ...                         jump 1
//	   t5 = call @f·1(a, b)  →  1: (old entry)
//	   return t5                   %x' = phi [0: %x, k: a] ...
func TailCalls(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if f.Kind == ir.Device && tailCallsFunc(f) {
			changed = true
		}
	}
	return changed
}

// baseName strips a depth copy's ·N suffix.
func baseName(name string) string {
	i := strings.LastIndex(name, "·")
	if i < 0 {
		return name
	}
	for _, c := range name[i+len("·"):] {
		if c < '0' || c > '9' {
			return name
		}
	}
	return name[:i]
}

// selfTail reports whether block b ends in return call(f or a copy)(...)
// of the call's own value, returning the call.
func selfTail(f *ir.Function, b *ir.Block) *ir.Instr {
	n := len(b.Instrs)
	if n < 2 {
		return nil
	}
	ret, call := b.Instrs[n-1], b.Instrs[n-2]
	if ret.Op != ir.OpReturn || call.Op != ir.OpCall {
		return nil
	}
	c := call.Callee()
	if c == nil || baseName(c.Name) != baseName(f.Name) || len(c.Params) != len(f.Params) {
		return nil
	}
	for i, p := range c.Params {
		if !ir.Identical(p.Typ, f.Params[i].Typ) {
			return nil
		}
	}
	switch len(f.Results) {
	case 0:
		if len(ret.Args) != 0 {
			return nil
		}
	case 1:
		if len(ret.Args) != 1 || ret.Args[0] != ir.Value(call) {
			return nil
		}
	default:
		return nil // a results struct taken apart: not a plain tail call
	}
	return call
}

func tailCallsFunc(f *ir.Function) bool {
	var tails []*ir.Instr
	for _, b := range f.Blocks {
		if c := selfTail(f, b); c != nil {
			tails = append(tails, c)
		}
	}
	old := f.Blocks[0]
	if len(tails) == 0 || len(old.Preds) > 0 || hasPhis(old) {
		return false
	}
	// A new entry that jumps to the old one, which becomes the loop head
	// with a phi per parameter.
	entry := &ir.Block{Comment: "tailcall.entry", Fn: f}
	f.Blocks = append([]*ir.Block{entry}, f.Blocks...)
	entry.Instrs = []*ir.Instr{{ID: -1, Op: ir.OpJump, Block: entry, Pos: f.Pos}}
	entry.Succs = []*ir.Block{old}
	old.Preds = append([]*ir.Block{entry}, old.Preds...)
	phis := make([]*ir.Instr, len(f.Params))
	for i, p := range f.Params {
		phi := newInstr(ir.OpPhi, p.Typ, f.Pos)
		phi.Block = old
		phi.Args = []ir.Value{p}
		phis[i] = phi
	}
	for _, b := range f.Blocks[1:] {
		for _, in := range b.Instrs {
			for k, a := range in.Args {
				if p, ok := a.(*ir.Param); ok && p.Fn == f {
					in.Args[k] = phis[p.Index]
				}
			}
		}
	}
	for _, call := range tails {
		b := call.Block
		for i, phi := range phis {
			phi.Args = append(phi.Args, call.Args[i])
		}
		ret := b.Instrs[len(b.Instrs)-1]
		ret.Op, ret.Args = ir.OpJump, nil
		b.Instrs = append(b.Instrs[:len(b.Instrs)-2], ret)
		b.Succs = []*ir.Block{old}
		old.Preds = append(old.Preds, b)
	}
	old.Instrs = append(phis, old.Instrs...)
	f.Renumber()
	return true
}

func hasPhis(b *ir.Block) bool { return len(b.Instrs) > 0 && b.Instrs[0].Op == ir.OpPhi }
