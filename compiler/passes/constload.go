package passes

import (
	"github.com/kernlab/kern/compiler/internal/lanes"
	"github.com/kernlab/kern/compiler/ir"
)

// ConstLoads replaces a load of a constant element of a read-only table
// (math.Sin's coefficients: a constant index into a const-space global)
// by the element's value, which every kernel holds from its constant
// initialiser. LLVM does the same to the AMD code, but only after kern's
// passes: done here, the arms of a branch that read different tables
// become alike but for constants, which SinkCommon merges.
func ConstLoads(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		dead := map[*ir.Instr]bool{}
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Op != ir.OpLoad {
					continue
				}
				bits, ok := lanes.ConstElem(in.Args[0])
				if !ok || !lanes.IsBasic(in.Typ) || in.Typ.Size() != lanes.ElemSize(in.Args[0]) {
					continue
				}
				replaceUses(f, in, &ir.Const{Typ: in.Typ, Bits: bits})
				dead[in] = true
			}
		}
		if len(dead) > 0 {
			// The loads go here (DCE keeps loads); their addresses, with
			// no other use, go with removeDead.
			removeInstrs(f, dead)
			removeDead(f)
			f.Renumber()
			changed = true
		}
	}
	return changed
}
