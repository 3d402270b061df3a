package gen

import (
	"fmt"
	"go/token"
	"strconv"
	"strings"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/compiler/ir"
)

// mmaArch refuses, with a diagnostic at the call, the tensor-core
// operations (kern.MMA and its loads, stores and fills: ir.OpMMA) of the
// functions fs for a PTX -arch below sm_80, which has no mma.sync for
// these shapes (below sm_89 for the FP8 formats, whose m16n8k32 forms
// need it), and for an AMD -mcpu without the MFMA instructions they need
// (amdgpu.MMASupport; FP8 has none on any) or in a wave size without them
// (amdgpu.MMAWave: RDNA3 in wave64): one diagnostic per function and
// target.
func mmaArch(fs []*Func, arch string, mcpus []string, wave int) compiler.Diagnostics {
	sm, err := strconv.Atoi(strings.TrimPrefix(arch, "sm_"))
	known := err == nil
	var ds compiler.Diagnostics
	for _, f := range fs {
		refuse := func(in *ir.Instr, msg string) {
			ds = append(ds, compiler.Diagnostic{
				Pos:    token.Position{Filename: in.Pos.File, Line: in.Pos.Line, Column: in.Pos.Col},
				Kernel: f.src, Code: compiler.CodeMMA, Kind: f.Kind, Msg: msg,
			})
		}
		uses := mmaUses(f.core)
		var fp8 *ir.Instr // the first FP8 operation, if any
		for _, in := range uses {
			if op, format, _ := in.MMA(); (format == ir.MMAE4M3 || format == ir.MMAE5M2) && op != ir.MMAFill && op != ir.MMALoadC && op != ir.MMAStore {
				fp8 = in
				break
			}
		}
		var amd []string // AMD processors without the MFMA the calls need
		if fp8 != nil && len(mcpus) > 0 {
			// No AMD processor has FP8 code here, so one diagnostic names
			// them all rather than one per processor.
			if err := amdgpu.MMASupport(mcpus[0], fp8); err != nil {
				refuse(fp8, fmt.Sprintf("%v, and this package is generated for -mcpu %s: run kern gen -mcpu none (a kernel with FP8 MMA runs on CUDA only)", err, strings.Join(mcpus, ",")))
				amd = mcpus
			}
		}
		for _, mcpu := range mcpus {
			if fp8 != nil {
				break
			}
			if err := amdgpu.MMAWave(mcpu, wave); err != nil && len(uses) > 0 && fp8 == nil {
				refuse(uses[0], fmt.Sprintf("%v, and this package is generated for -mcpu %s -wave %d: run kern gen without -wave 64 (or -mcpu gfx90a)", err, mcpu, wave))
				amd = append(amd, mcpu)
				continue
			}
			for _, in := range uses {
				if err := amdgpu.MMASupport(mcpu, in); err != nil {
					fix := "run kern gen -mcpu gfx90a (or gfx940; gfx1100 for RDNA3, float16 and bfloat16 only)"
					if op, format, _ := in.MMA(); format == ir.MMATF32 && op != ir.MMAFill && op != ir.MMALoadC && op != ir.MMAStore && strings.HasPrefix(mcpu, "gfx11") {
						fix = "use kern.Float16 or kern.BFloat16 inputs, or run kern gen -mcpu gfx90a (or gfx940) instead of " + mcpu
					}
					refuse(in, fmt.Sprintf("%v, and this package is generated for -mcpu %s: %s", err, mcpu, fix))
					amd = append(amd, mcpu)
					break
				}
			}
		}
		switch {
		case len(uses) == 0 || !known:
		case fp8 != nil && sm < 89:
			fix := "run kern gen -arch sm_89 (or sm_90)"
			if len(amd) > 0 {
				fix = "run kern gen -arch sm_89 -mcpu none (AMD has no FP8 MMA here)"
			}
			refuse(fp8, fmt.Sprintf("FP8 tensor-core MMA needs -arch sm_89 or newer (mma.sync m16n8k32 with e4m3/e5m2, PTX ISA 8.4), and this package is generated for %s: %s", arch, fix))
		case sm < 80:
			// Name every flag the fix needs, so that following the advice
			// does not stop at the next refusal.
			fix := "run kern gen -arch sm_80 (or sm_86, sm_89, sm_90)"
			if len(amd) > 0 {
				fix = fmt.Sprintf("run kern gen -arch sm_80 -mcpu gfx90a (the processors %s have no matrix cores; -mcpu none builds no AMD code)", strings.Join(amd, ", "))
			}
			refuse(uses[0], fmt.Sprintf("tensor-core MMA needs -arch sm_80 or newer (mma.sync), and this package is generated for %s: %s", arch, fix))
		}
	}
	return ds
}

// mmaUses lists the OpMMA instructions of g and of the functions it
// calls.
func mmaUses(g *ir.Function) []*ir.Instr {
	seen := map[*ir.Function]bool{}
	var out []*ir.Instr
	var walk func(g *ir.Function)
	walk = func(g *ir.Function) {
		if g == nil || seen[g] {
			return
		}
		seen[g] = true
		for _, b := range g.Blocks {
			for _, in := range b.Instrs {
				switch in.Op {
				case ir.OpMMA:
					out = append(out, in)
				case ir.OpCall:
					walk(in.Callee())
				}
			}
		}
	}
	walk(g)
	return out
}
