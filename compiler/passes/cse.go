package passes

import (
	"fmt"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// CSE replaces a pure instruction by an identical one that dominates it
// (value numbering scoped by the dominator tree).
func CSE(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		if cseFunc(f) {
			changed = true
		}
	}
	return changed
}

func cseFunc(f *ir.Function) bool {
	if len(f.Blocks) == 0 {
		return false
	}
	idom := ir.Idoms(f)
	kids := map[*ir.Block][]*ir.Block{}
	for _, b := range f.Blocks {
		if d := idom[b.Index]; d != nil {
			kids[d] = append(kids[d], b)
		}
	}
	avail := map[string]*ir.Instr{}
	repl := map[*ir.Instr]ir.Value{}
	var walk func(b *ir.Block)
	walk = func(b *ir.Block) {
		var added []string
		for _, in := range b.Instrs {
			for k, a := range in.Args { // uses already seen are dominated: rewrite in place
				if x, ok := a.(*ir.Instr); ok && repl[x] != nil {
					in.Args[k] = repl[x]
				}
			}
			if !ir.OpInfo[in.Op].Pure || in.Op == ir.OpPhi || !in.HasValue() {
				continue
			}
			key := valueKey(in)
			if prev, ok := avail[key]; ok {
				repl[in] = prev
				continue
			}
			avail[key] = in
			added = append(added, key)
		}
		for _, c := range kids[b] {
			walk(c)
		}
		for _, k := range added {
			delete(avail, k)
		}
	}
	walk(f.Blocks[0])
	if len(repl) == 0 {
		return false
	}
	// Phi operands (and uses in blocks visited before their dominating
	// replacement) are rewritten last.
	replaceAndRemove(f, repl)
	return true
}

// replaceAndRemove rewrites every use of each key of repl to its value
// and removes the keys from f.
func replaceAndRemove(f *ir.Function, repl map[*ir.Instr]ir.Value) {
	dead := map[*ir.Instr]bool{}
	for old, nv := range repl {
		replaceUses(f, old, nv)
		dead[old] = true
	}
	removeInstrs(f, dead)
	f.Renumber()
}

// valueKey identifies an instruction's computation: op, type, aux fields
// and operands (constants by value; commutative operands in a fixed order).
func valueKey(in *ir.Instr) string {
	args := make([]string, len(in.Args))
	for k, a := range in.Args {
		args[k] = operandKey(a)
	}
	if ir.OpInfo[in.Op].Commutative && len(args) == 2 && args[1] < args[0] {
		args[0], args[1] = args[1], args[0]
	}
	return fmt.Sprintf("%d|%s|%d|%v|%s", in.Op, in.Typ, in.AuxInt, in.Aux, strings.Join(args, ","))
}

func operandKey(v ir.Value) string {
	switch v := v.(type) {
	case *ir.Const:
		return fmt.Sprintf("c%s:%d", v.Typ, v.Bits)
	case *ir.Param:
		return fmt.Sprintf("p%d", v.Index)
	}
	return fmt.Sprintf("v%p", v)
}
