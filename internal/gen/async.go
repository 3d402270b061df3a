package gen

import (
	"go/token"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
)

// asyncSpaces refuses (K033) a kern.CopyAsync whose destination the GPU
// passes (inlining, address-space inference) have shown to be other than
// shared memory, or whose source other than global memory: a staging
// helper called with the wrong slices, which the front end, seeing only
// the helper's parameters, could not tell. m is the module after the GPU
// passes; fs are the package's marked functions.
func asyncSpaces(fs []*Func, m *ir.Module) compiler.Diagnostics {
	byName := map[string]*Func{}
	for _, f := range fs {
		if f.core != nil {
			byName[f.core.Name] = f
		}
	}
	var ds compiler.Diagnostics
	for _, fn := range m.Funcs {
		f := byName[fn.Name]
		if f == nil {
			continue
		}
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				if in.Op != ir.OpAsync || len(in.Args) != 2 {
					continue
				}
				if op, _ := ir.AsyncOf(in.AuxInt); op != ir.AsyncCopy {
					continue
				}
				space := func(v ir.Value) ir.AddrSpace {
					if p, ok := v.Type().(*ir.Pointer); ok {
						return p.Space
					}
					return ir.SpaceGeneric
				}
				msg := ""
				switch d, s := space(in.Args[0]), space(in.Args[1]); {
				case d != ir.SpaceShared && d != ir.SpaceGeneric:
					msg = "kern.CopyAsync copies into shared memory: its destination here is " + d.String() + " memory; pass a kern.Shared array's slice or kern.DynShared"
				case s != ir.SpaceGlobal && s != ir.SpaceGeneric:
					msg = "kern.CopyAsync copies from global memory: its source here is " + s.String() + " memory; copy it with ordinary assignments"
				default:
					continue
				}
				ds = append(ds, compiler.Diagnostic{
					Pos:    token.Position{Filename: in.Pos.File, Line: in.Pos.Line, Column: in.Pos.Col},
					Kernel: f.src, Code: compiler.CodeKernAPI, Kind: f.Kind, Msg: msg,
				})
			}
		}
	}
	return ds
}
