package ssagen

import (
	"strings"

	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// mathOps are the math functions every target computes exactly.
var mathOps = map[string]ir.MathFn{
	"Sqrt": ir.MathSqrt, "FMA": ir.MathFMA, "Floor": ir.MathFloor, "Ceil": ir.MathCeil,
	"Trunc": ir.MathTrunc, "Abs": ir.MathAbs, "Copysign": ir.MathCopysign,
	"RoundToEven": ir.MathRoundEven, "Round": ir.MathRound,
}

var bitcasts = map[string]*ir.Basic{
	"Float32bits": ir.Typ[ir.Uint32], "Float32frombits": ir.Typ[ir.Float32],
	"Float64bits": ir.Typ[ir.Uint64], "Float64frombits": ir.Typ[ir.Float64],
}

// mathCall lowers a call into package math. It returns ok=false when the
// function is to be compiled from Go's source as a device function; when
// the exported function would dispatch to an assembly routine
// ("if haveArchExp { return archExp(x) }"), the call goes to the pure-Go
// implementation ("exp") instead, so the GPU runs Go's exact algorithm.
func (fs *fnState) mathCall(callee *ssa.Function, args []ssa.Value, in *ssa.Call) (ir.Value, bool) {
	name := callee.Name()
	if callee.Signature.Recv() == nil && isExported(name) {
		if m, ok := mathOps[name]; ok {
			var xs []ir.Value
			for _, a := range args {
				xs = append(xs, fs.val(a))
			}
			return fs.emitAux(ir.OpMath, ir.Typ[ir.Float64], int64(m), nil, xs...), true
		}
		if t, ok := bitcasts[name]; ok {
			return fs.emit(ir.OpBitcast, t, fs.val(args[0])), true
		}
	}
	if pure := archFallback(callee); pure != nil {
		return fs.deviceCall(pure, args, in), true
	}
	return nil, false
}

func isExported(name string) bool { return name != "" && name[0] >= 'A' && name[0] <= 'Z' }

// archFallback returns math.f for math.F when F's body calls archF.
func archFallback(fn *ssa.Function) *ssa.Function {
	if fn.Pkg == nil {
		return nil
	}
	arch := "arch" + fn.Name()
	calls := false
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok {
				if f, ok := c.Common().Value.(*ssa.Function); ok && f.Name() == arch {
					calls = true
				}
			}
		}
	}
	if !calls {
		return nil
	}
	return fn.Pkg.Func(strings.ToLower(fn.Name()[:1]) + fn.Name()[1:])
}

var bitsOps = []struct {
	prefix string
	op     ir.MathFn
}{
	{"OnesCount", ir.MathPopCount}, {"LeadingZeros", ir.MathClz}, {"TrailingZeros", ir.MathCtz},
	{"ReverseBytes", ir.MathByteSwap}, {"Reverse", ir.MathBitRev}, {"Len", ir.MathClz},
}

// bitsCall lowers math/bits: counting and reversal are intrinsics (their
// int results converted to i64; Len is width - clz); the rest is compiled
// from Go's source.
func (fs *fnState) bitsCall(callee *ssa.Function, args []ssa.Value, in *ssa.Call) (ir.Value, bool) {
	name := callee.Name()
	for _, e := range bitsOps {
		suffix, ok := strings.CutPrefix(name, e.prefix)
		if !ok || (suffix != "" && suffix != "8" && suffix != "16" && suffix != "32" && suffix != "64") {
			continue
		}
		x := fs.val(args[0])
		xt, ok := x.Type().(*ir.Basic)
		if !ok {
			return nil, false
		}
		r := fs.emitAux(ir.OpMath, xt, int64(e.op), nil, x)
		if e.op == ir.MathBitRev || e.op == ir.MathByteSwap {
			return r, true
		}
		n := fs.toI64(r)
		if e.prefix == "Len" {
			n = fs.emit(ir.OpSub, ir.Typ[ir.Int64], ir.ConstInt(ir.Typ[ir.Int64], int64(xt.Bits())), n)
		}
		return n, true
	}
	return nil, false
}
