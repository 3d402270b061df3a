package gen

import (
	"fmt"
	"go/token"
	"strconv"
	"strings"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
)

// mmaArch refuses, with a diagnostic at the call, the tensor-core
// operations (kern.MMA and its loads, stores and fills: ir.OpMMA) of the
// functions fs for a PTX -arch below sm_80, which has no mma.sync for
// these shapes.
func mmaArch(fs []*Func, arch string) compiler.Diagnostics {
	sm, err := strconv.Atoi(strings.TrimPrefix(arch, "sm_"))
	if err != nil || sm >= 80 {
		return nil
	}
	var ds compiler.Diagnostics
	for _, f := range fs {
		seen := map[*ir.Function]bool{}
		var find func(g *ir.Function) *ir.Instr
		find = func(g *ir.Function) *ir.Instr {
			if g == nil || seen[g] {
				return nil
			}
			seen[g] = true
			for _, b := range g.Blocks {
				for _, in := range b.Instrs {
					if in.Op == ir.OpMMA {
						return in
					}
					if in.Op == ir.OpCall {
						if x := find(in.Callee()); x != nil {
							return x
						}
					}
				}
			}
			return nil
		}
		if in := find(f.core); in != nil {
			ds = append(ds, compiler.Diagnostic{
				Pos:    token.Position{Filename: in.Pos.File, Line: in.Pos.Line, Column: in.Pos.Col},
				Kernel: f.src, Code: compiler.CodeMMA, Kind: f.Kind,
				Msg: fmt.Sprintf("tensor-core MMA needs -arch sm_80 or newer (mma.sync), and this package is generated for %s: run kern gen -arch sm_80 (or sm_86, sm_89, sm_90)", arch),
			})
		}
	}
	return ds
}
