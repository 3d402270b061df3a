package amdgpu

import (
	"math"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// TestAcceptDifferential runs every scalar device function of the accept
// corpus (Basic parameters, one Basic result, no GPU-only operations) on
// the host through lli and compares each result bit for bit with the
// reference interpreter.
func TestAcceptDifferential(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	lliPath(t)
	full, diags := compiler.CompilePackage(acceptProgram(t), acceptPkg, compiler.Options{})
	if len(diags) > 0 {
		t.Fatalf("diagnostics:\n%v", diags)
	}
	var cases []semCase
	keep := map[*ir.Function]bool{}
	for _, f := range full.Funcs {
		res, args, ok := scalarSignature(f)
		if !ok || !hostRunnable(f, map[*ir.Function]bool{}) {
			continue
		}
		markCallees(f, keep)
		// Inputs on which the interpreter fails (a trap, or a loop
		// running past the step limit) are left out.
		var inputs [][]uint64
		var want []uint64
		for _, in := range sampleInputs(args, 20) {
			vals := make([]any, len(in))
			for j, a := range in {
				vals[j] = decode(args[j], a)
			}
			out, err := interp.Config{StepLimit: 20000}.Call(f, vals...)
			if err != nil || len(out) != 1 {
				continue
			}
			inputs = append(inputs, in)
			want = append(want, encode(out[0]))
		}
		if len(inputs) == 0 {
			continue
		}
		// ref is called with the very tuples of inputs: find them by identity.
		index := map[*uint64]int{}
		for i, in := range inputs {
			index[&in[0]] = i
		}
		cases = append(cases, semCase{f: f, args: args, res: res, inputs: inputs,
			ref: func(a []uint64) uint64 { return want[index[&a[0]]] }})
	}
	if len(cases) < 10 {
		t.Fatalf("only %d scalar device functions found in the accept corpus", len(cases))
	}
	m := &ir.Module{Name: full.Name, Globals: full.Globals}
	for _, f := range full.Funcs {
		if keep[f] {
			m.Funcs = append(m.Funcs, f)
		}
	}
	checkLLI(t, m, cases)
	t.Logf("%d device functions compared", len(cases))
}

func scalarSignature(f *ir.Function) (*ir.Basic, []*ir.Basic, bool) {
	if f.Kind != ir.Device || len(f.Results) != 1 {
		return nil, nil, false
	}
	res, ok := f.Results[0].(*ir.Basic)
	if !ok {
		return nil, nil, false
	}
	var args []*ir.Basic
	for _, p := range f.Params {
		b, ok := p.Typ.(*ir.Basic)
		if !ok {
			return nil, nil, false
		}
		args = append(args, b)
	}
	return res, args, len(args) > 0
}

// hostRunnable reports whether f and its callees use only operations lli
// can run on the host.
func hostRunnable(f *ir.Function, seen map[*ir.Function]bool) bool {
	if seen[f] {
		return true
	}
	seen[f] = true
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			switch in.Op {
			case ir.OpSpecial, ir.OpShfl, ir.OpBarrier, ir.OpWarpSync, ir.OpFence, ir.OpShared, ir.OpDynShared,
				ir.OpAtomic, ir.OpAtomicCAS, ir.OpAddrSpace:
				return false
			case ir.OpCall:
				if !hostRunnable(in.Callee(), seen) {
					return false
				}
			}
		}
	}
	return true
}

func markCallees(f *ir.Function, keep map[*ir.Function]bool) {
	if keep[f] {
		return
	}
	keep[f] = true
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpCall {
				markCallees(in.Callee(), keep)
			}
		}
	}
}

// sampleInputs picks n argument tuples deterministically from each type's
// sample values.
func sampleInputs(args []*ir.Basic, n int) [][]uint64 {
	var out [][]uint64
	for i := range n {
		tuple := make([]uint64, len(args))
		for j, a := range args {
			var vals []uint64
			if a.Kind == ir.Bool {
				vals = []uint64{0, 1}
			} else {
				vals = inputsFor(a)
				if a.IsFloat() {
					vals = append(vals, encodeFloat(a, math.Pi), encodeFloat(a, -0.75), encodeFloat(a, 12.5))
				}
			}
			tuple[j] = vals[(i*(2*j+1)+j*5+i/len(vals))%len(vals)]
		}
		out = append(out, tuple)
	}
	return out
}
