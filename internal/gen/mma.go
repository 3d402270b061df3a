package gen

import (
	"fmt"
	"go/token"
	"slices"
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
// (amdgpu.MMAWave: RDNA3 in wave64): one diagnostic per function, naming
// every flag the fix needs, so that following it does not stop at the
// next refusal. Where AMD code is built, it also refuses each constant
// fragment element index that a 64-lane processor's lanes do not have.
func mmaArch(fs []*Func, arch string, mcpus []string, wave int) compiler.Diagnostics {
	sm, err := strconv.Atoi(strings.TrimPrefix(arch, "sm_"))
	known := err == nil
	list := strings.Join(mcpus, ",")
	var ds compiler.Diagnostics
	elemSeen := map[ir.Pos]bool{} // a device function's index is refused once
	for _, f := range fs {
		refuse := func(in *ir.Instr, msg string) {
			ds = append(ds, compiler.Diagnostic{
				Pos:    token.Position{Filename: in.Pos.File, Line: in.Pos.Line, Column: in.Pos.Col},
				Kernel: f.src, Code: compiler.CodeMMA, Kind: f.Kind, Msg: msg,
			})
		}
		uses, elems := mmaUses(f.core)
		if len(uses) == 0 {
			continue
		}
		var fp8 *ir.Instr // the first FP8 operation, if any
		integer := false  // whether an operation takes int8 or uint8 inputs
		for _, in := range uses {
			_, format, _ := in.MMA()
			if (format == ir.MMAE4M3 || format == ir.MMAE5M2) && in.MMAInputs() && fp8 == nil {
				fp8 = in
			}
			integer = integer || (format == ir.MMAS8 || format == ir.MMAU8) && in.MMAInputs()
		}
		// The operations that take inputs first: their refusal names the
		// inputs' own requirements (int8 on gfx908, tf32 on RDNA3), where
		// a fill or a store's could only say "no matrix cores".
		slices.SortStableFunc(uses, func(x, y *ir.Instr) int {
			in := func(i *ir.Instr) int {
				if i.MMAInputs() {
					return 0
				}
				return 1
			}
			return in(x) - in(y)
		})
		// The AMD half of the refusal: where, why, and the -mcpu (or
		// -wave) flags that fix it.
		var (
			amdAt    *ir.Instr
			amdWhy   []string
			amdFlags string
			amdNote  string
		)
		var bad []string // processors refused
		switch {
		case fp8 != nil && len(mcpus) > 0:
			// No AMD processor has FP8 code here, so one reason names
			// them all rather than one per processor.
			if err := amdgpu.MMASupport(mcpus[0], fp8); err != nil {
				amdAt, amdWhy, amdFlags, amdNote = fp8, []string{err.Error()}, "-mcpu none", " (a kernel with FP8 MMA runs on CUDA only)"
			}
		case fp8 == nil:
			for _, mcpu := range mcpus {
				if err := amdgpu.MMAWave(mcpu, wave); err != nil {
					amdAt = uses[0]
					amdWhy = append(amdWhy, err.Error())
					amdFlags = "without -wave 64 (or -mcpu gfx90a)"
					bad = append(bad, mcpu)
					continue
				}
				for _, in := range uses {
					if err := amdgpu.MMASupport(mcpu, in); err != nil {
						if amdAt == nil {
							amdAt = in
						}
						amdWhy = append(amdWhy, err.Error())
						bad = append(bad, mcpu)
						if _, format, _ := in.MMA(); format == ir.MMATF32 && in.MMAInputs() && strings.HasPrefix(mcpu, "gfx11") {
							amdNote = " (or use kern.Float16 or kern.BFloat16 inputs on " + mcpu + ")"
						}
						break
					}
				}
			}
			if len(amdWhy) > 0 && amdFlags == "" {
				keep := slices.DeleteFunc(slices.Clone(mcpus), func(m string) bool { return slices.Contains(bad, m) })
				if len(keep) == 0 {
					keep = []string{"gfx90a"}
				}
				amdFlags = "-mcpu " + strings.Join(keep, ",")
				switch {
				case amdNote != "":
				case integer:
					amdNote = " (gfx940 and gfx1100 have integer matrix instructions too; -mcpu none builds no AMD code)"
				default:
					amdNote = " (gfx940, and gfx1100 for float16 and bfloat16, have matrix cores too; -mcpu none builds no AMD code)"
				}
			}
		}
		// The CUDA half.
		var cudaAt *ir.Instr
		var cudaWhy, cudaFlags string
		switch {
		case !known:
		case fp8 != nil && sm < 89:
			cudaAt, cudaWhy, cudaFlags = fp8, "FP8 tensor-core MMA needs -arch sm_89 or newer (mma.sync m16n8k32 with e4m3/e5m2, PTX ISA 8.4)", "-arch sm_89"
		case sm < 80:
			cudaAt, cudaWhy, cudaFlags = uses[0], "tensor-core MMA needs -arch sm_80 or newer (mma.sync)", "-arch sm_80"
		}
		switch {
		case cudaAt != nil && amdAt != nil:
			// One "tensor-core MMA needs" for both halves.
			amd := slices.Clone(amdWhy)
			for k, w := range amd {
				if rest, ok := strings.CutPrefix(w, "tensor-core MMA needs "); ok {
					amd[k] = "on AMD it needs " + strings.Replace(rest, "an AMD processor", "a processor", 1)
				}
			}
			refuse(cudaAt, fmt.Sprintf("%s; %s; and this package is generated for -arch %s -mcpu %s: run kern gen %s %s%s", cudaWhy, strings.Join(amd, "; "), arch, list, cudaFlags, amdFlags, amdNote))
		case cudaAt != nil:
			more := " (or sm_86, sm_89, sm_90)"
			if fp8 != nil {
				more = " (or sm_90)"
			}
			refuse(cudaAt, fmt.Sprintf("%s, and this package is generated for %s: run kern gen %s%s", cudaWhy, arch, cudaFlags, more))
		case amdAt != nil:
			refuse(amdAt, fmt.Sprintf("%s, and this package is generated for -mcpu %s: run kern gen %s%s", strings.Join(amdWhy, "; "), list, amdFlags, amdNote))
		}
		if amdAt != nil {
			continue
		}
		// A constant element index a 64-lane wavefront's lane does not
		// have would read or write another element there.
		var wide, narrow []string
		for _, mcpu := range mcpus {
			w := wave
			if w == 0 {
				w, _ = amdgpu.WaveSizeFor(mcpu)
			}
			if w == 64 {
				wide = append(wide, mcpu)
			} else {
				narrow = append(narrow, mcpu)
			}
		}
		if len(wide) == 0 {
			continue
		}
		fix := "-mcpu none builds no AMD code"
		if len(narrow) > 0 {
			fix = "kern gen -mcpu " + strings.Join(narrow, ",") + " builds for the 32-lane ones only"
		}
		for _, e := range elems {
			if elemSeen[e.Pos] {
				continue
			}
			elemSeen[e.Pos] = true
			ds = append(ds, compiler.Diagnostic{
				Pos:    token.Position{Filename: e.Pos.File, Line: e.Pos.Line, Column: e.Pos.Col},
				Kernel: f.src, Code: compiler.CodeMMA, Kind: f.Kind,
				Msg: fmt.Sprintf("%s: element %d is out of range on %s, which this package is generated for: a lane of a 64-lane wavefront holds %d elements (%d on a 32-lane warp); index from a loop to Len() (for e := range f.Len()), or leave out the 64-lane processors (%s)",
					e.Call, e.Index, strings.Join(wide, ", "), e.Len64, e.Len32, fix),
			})
		}
	}
	return ds
}

// mmaUses lists the OpMMA instructions of g and of the functions it
// calls, and their constant element indices that only a 32-lane warp has.
func mmaUses(g *ir.Function) ([]*ir.Instr, []ir.ElemIndex) {
	seen := map[*ir.Function]bool{}
	var out []*ir.Instr
	var elems []ir.ElemIndex
	var walk func(g *ir.Function)
	walk = func(g *ir.Function) {
		if g == nil || seen[g] {
			return
		}
		seen[g] = true
		elems = append(elems, g.Wave32Elems...)
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
	return out, elems
}
