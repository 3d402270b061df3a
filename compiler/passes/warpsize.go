package passes

import "github.com/kernlab/kern/compiler/ir"

// WarpSize makes every read of the WarpSize special register in m the
// constant n, for a module built for one warp size (the PTX's 32). Code
// sized by the warp — a fragment's element count (kern.FragAcc.Len) and
// the loops over it — then folds and unrolls in the passes that follow,
// which ptxas does not do for its WARP_SZ.
func WarpSize(m *ir.Module, n int64) {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Op == ir.OpSpecial && ir.Special(in.AuxInt) == ir.WarpSize {
					// DCE drops the read, which has no side effects.
					replaceUses(f, in, ir.ConstInt(in.Typ.(*ir.Basic), n))
				}
			}
		}
	}
}
