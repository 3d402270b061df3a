package passes

import (
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// InRangeConversions marks float→integer conversions whose operand is
// provably a number that fits (ir.ConvInRange), so that the backends emit
// the bare conversion instruction instead of reproducing amd64's result
// for NaN and out-of-range values. The proof is interval arithmetic over
// +, -, ×, negation, integer→float conversions, phis and a few math
// functions, with the bounds the branches dominating the conversion put
// on the values they compare with constants: Go's math functions convert
// only after such checks (math.Exp converts int(Log2e*x - 0.5) once x is
// known within ±745; math.Sin converts uint64(x*(4/Pi)) for 0 ≤ x < 2^29).
func InRangeConversions(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		var idom []*ir.Block
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Op != ir.OpConvert || in.AuxInt == ir.ConvInRange || len(in.Args) != 1 {
					continue
				}
				from, ok1 := in.Args[0].Type().(*ir.Basic)
				to, ok2 := in.Typ.(*ir.Basic)
				if !ok1 || !ok2 || !from.IsFloat() || !to.IsInteger() || to.Kind == ir.Bool {
					continue
				}
				if idom == nil {
					f.Renumber()
					idom = ir.Idoms(f)
				}
				ra := &ranger{f: f, idom: idom, busy: map[ir.Value]bool{}, steps: maxSteps}
				if r := ra.at(in.Args[0], b, 0); fitsConversion(r, to) {
					in.AuxInt = ir.ConvInRange
					changed = true
				}
			}
		}
	}
	return changed
}

// fitsConversion reports whether every value of r truncates to a value
// the conversion's instruction gives exactly: a 32-bit signed result for
// integers of up to 32 bits (uint32 goes through 64 bits), a 64-bit signed
// one otherwise, and for uint64 a non-negative one.
func fitsConversion(r frange, to *ir.Basic) bool {
	if r.nan || math.IsInf(r.lo, 0) || math.IsInf(r.hi, 0) {
		return false
	}
	switch {
	case to.Bits() < 32 || to.Kind == ir.Int32:
		return r.lo > -2147483649 && r.hi < 2147483648
	case to.Kind == ir.Uint64:
		return r.lo > -1 && r.hi < 9223372036854775808
	}
	return r.lo >= -9223372036854775808 && r.hi < 9223372036854775808
}

// frange is a set of float values: those in [lo, hi], and NaN if nan.
type frange struct {
	lo, hi float64
	nan    bool
}

var anyFloat = frange{math.Inf(-1), math.Inf(1), true}

// meet is the values in both.
func (a frange) meet(b frange) frange {
	return frange{math.Max(a.lo, b.lo), math.Min(a.hi, b.hi), a.nan && b.nan}
}

// join is the values in either.
func (a frange) join(b frange) frange {
	return frange{math.Min(a.lo, b.lo), math.Max(a.hi, b.hi), a.nan || b.nan}
}

// widen pads the bounds for the rounding of the operation that made them
// (far more than half an ULP of either format).
func (a frange) widen() frange {
	pad := func(x float64) float64 { return math.Abs(x)*0x1p-20 + 0x1p-1000 }
	a.lo -= pad(a.lo)
	a.hi += pad(a.hi)
	return a
}

func (a frange) finite() bool { return !math.IsInf(a.lo, 0) && !math.IsInf(a.hi, 0) }

// product is the hull of the products of two finite, NaN-free ranges'
// corners (not yet padded for rounding).
func product(x, y frange) frange {
	ps := [4]float64{x.lo * y.lo, x.lo * y.hi, x.hi * y.lo, x.hi * y.hi}
	r := frange{ps[0], ps[0], false}
	for _, p := range ps[1:] {
		r.lo, r.hi = math.Min(r.lo, p), math.Max(r.hi, p)
	}
	return r
}

// ranger computes ranges of a function's values at its blocks.
type ranger struct {
	f    *ir.Function
	idom []*ir.Block
	busy map[ir.Value]bool // values being computed (loops through phis)
	// steps left: the ranges follow a DAG as a tree, so a value used
	// twice is computed twice; past the budget every range is unknown.
	steps int
	// assumed are conditions known to hold or fail where the value being
	// computed is used: a select's arm, a phi's incoming edge.
	assumed []assumption
}

type assumption struct {
	c     ir.Value
	holds bool
}

// assuming computes f with c known to hold (or fail).
func (ra *ranger) assuming(c ir.Value, holds bool, f func() frange) frange {
	ra.assumed = append(ra.assumed, assumption{c, holds})
	defer func() { ra.assumed = ra.assumed[:len(ra.assumed)-1] }()
	return f()
}

// edgeCond is the condition the edge from p to s takes, if any.
func edgeCond(p, s *ir.Block) (ir.Value, bool, bool) {
	t := p.Terminator()
	if t == nil || t.Op != ir.OpIf || len(p.Succs) != 2 || p.Succs[0] == p.Succs[1] {
		return nil, false, false
	}
	return t.Args[0], p.Succs[0] == s, true
}

// maxDepth bounds the expression depth the ranges follow, maxSteps the
// definitions visited for one conversion.
const (
	maxDepth = 12
	maxSteps = 2000
)

// at is v's range where block b runs: what v's definition allows, met
// with the bounds of the branches that lead to b.
func (ra *ranger) at(v ir.Value, b *ir.Block, depth int) frange {
	r := ra.def(v, b, depth)
	return r.meet(ra.branches(v, b))
}

// branches is what the conditional edges dominating b, and the
// assumptions, say of v.
func (ra *ranger) branches(v ir.Value, b *ir.Block) frange {
	r := anyFloat
	for _, a := range ra.assumed {
		r = r.meet(condRange(a.c, v, a.holds))
	}
	for x := b; x != nil; x = ra.idom[x.Index] {
		if len(x.Preds) != 1 {
			continue
		}
		if c, holds, ok := edgeCond(x.Preds[0], x); ok {
			r = r.meet(condRange(c, v, holds))
		}
	}
	return r
}

// condRange is the values of v for which condition c is holds (or, with
// holds false, fails).
func condRange(c, v ir.Value, holds bool) frange {
	in, ok := c.(*ir.Instr)
	if !ok {
		return anyFloat
	}
	switch in.Op {
	case ir.OpAnd, ir.OpOr:
		if len(in.Args) != 2 {
			return anyFloat
		}
		// Both hold on the true edge of &&, both fail on the false edge
		// of ||.
		if (in.Op == ir.OpAnd) == holds {
			return condRange(in.Args[0], v, holds).meet(condRange(in.Args[1], v, holds))
		}
		return anyFloat
	case ir.OpNot:
		if len(in.Args) == 1 {
			return condRange(in.Args[0], v, !holds)
		}
		return anyFloat
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
	default:
		return anyFloat
	}
	if len(in.Args) != 2 {
		return anyFloat
	}
	// A bound on |v| (math.Abs(v) < k, as isOddInt and the trig
	// reductions test) bounds v on both sides.
	for _, a := range in.Args {
		if abs, ok := a.(*ir.Instr); ok && abs.Op == ir.OpMath && ir.MathFn(abs.AuxInt) == ir.MathAbs && len(abs.Args) == 1 && abs.Args[0] == v {
			r := condRange(c, abs, holds)
			return frange{-r.hi, r.hi, r.nan}
		}
	}
	if in.Args[0] == v && in.Args[1] == v { // v == v holds and v != v fails exactly for numbers
		if (in.Op == ir.OpEq) == holds && (in.Op == ir.OpEq || in.Op == ir.OpNe) {
			return frange{math.Inf(-1), math.Inf(1), false}
		}
		return anyFloat
	}
	y, op, k, ok := floatCmp(c)
	if !ok || y != v {
		return anyFloat
	}
	// The closed hull of what the comparison leaves (knowncmp.go).
	s := anyFset()
	s.apply(op, k, holds)
	return frange{s.lo, s.hi, s.nan}
}

// floatConst is a float constant's value.
func floatConst(v ir.Value) (float64, bool) {
	c, ok := v.(*ir.Const)
	if !ok {
		return 0, false
	}
	bt, ok := c.Typ.(*ir.Basic)
	if !ok || !bt.IsFloat() {
		return 0, false
	}
	if bt.Kind == ir.Float32 {
		return float64(math.Float32frombits(uint32(c.Bits))), true
	}
	return math.Float64frombits(c.Bits), true
}

// def is the range v's definition allows, its operands taken where b runs
// (a value's bounds hold wherever it is used).
func (ra *ranger) def(v ir.Value, b *ir.Block, depth int) frange {
	if k, ok := floatConst(v); ok {
		return frange{k, k, math.IsNaN(k)}
	}
	in, ok := v.(*ir.Instr)
	if !ok || depth > maxDepth || ra.busy[v] || ra.steps <= 0 {
		return anyFloat
	}
	ra.steps--
	ra.busy[v] = true
	defer delete(ra.busy, v)
	bt, ok := in.Typ.(*ir.Basic)
	if !ok || !bt.IsFloat() {
		return anyFloat
	}
	r := ra.op(in, bt, b, depth)
	if bt.Kind == ir.Float32 && (math.Abs(r.lo) >= math.MaxFloat32 || math.Abs(r.hi) >= math.MaxFloat32) {
		return anyFloat // may round to ±Inf
	}
	return r
}

// op is the range of the float instruction in's result.
func (ra *ranger) op(in *ir.Instr, bt *ir.Basic, b *ir.Block, depth int) frange {
	arg := func(i int) frange { return ra.at(in.Args[i], b, depth+1) }
	switch in.Op {
	case ir.OpAdd, ir.OpSub, ir.OpMul:
		if len(in.Args) != 2 {
			return anyFloat
		}
		x, y := arg(0), arg(1)
		if x.nan || y.nan || !x.finite() || !y.finite() {
			return anyFloat
		}
		var r frange
		switch in.Op {
		case ir.OpAdd:
			r = frange{x.lo + y.lo, x.hi + y.hi, false}
		case ir.OpSub:
			r = frange{x.lo - y.hi, x.hi - y.lo, false}
		default:
			r = product(x, y)
		}
		r = r.widen()
		if !r.finite() {
			return anyFloat // may overflow to ±Inf
		}
		return r
	case ir.OpNeg:
		if len(in.Args) != 1 {
			return anyFloat
		}
		x := arg(0)
		return frange{-x.hi, -x.lo, x.nan}
	case ir.OpConvert:
		from, ok := in.Args[0].Type().(*ir.Basic)
		if !ok {
			return anyFloat
		}
		switch {
		case from.IsFloat():
			return arg(0).widen()
		case from.IsInteger() && from.Kind != ir.Bool:
			if from.IsSigned() {
				return frange{-math.Ldexp(1, from.Bits()-1), math.Ldexp(1, from.Bits()-1), false}
			}
			return frange{0, math.Ldexp(1, from.Bits()), false}
		}
		return anyFloat
	case ir.OpMath:
		if ir.MathFn(in.AuxInt) == ir.MathFMA && len(in.Args) == 3 {
			// x*y+z rounded once lies within the padded bounds of the
			// product and the sum as if each were rounded.
			x, y, z := arg(0), arg(1), arg(2)
			if x.nan || y.nan || z.nan || !x.finite() || !y.finite() || !z.finite() {
				return anyFloat
			}
			p := product(x, y).widen()
			r := frange{p.lo + z.lo, p.hi + z.hi, false}.widen()
			if !r.finite() {
				return anyFloat
			}
			return r
		}
		if len(in.Args) != 1 {
			return anyFloat
		}
		x := arg(0)
		switch ir.MathFn(in.AuxInt) {
		case ir.MathAbs:
			m := math.Max(math.Abs(x.lo), math.Abs(x.hi))
			lo := 0.0
			if x.lo > 0 || x.hi < 0 {
				lo = math.Min(math.Abs(x.lo), math.Abs(x.hi))
			}
			return frange{lo, m, x.nan}
		case ir.MathFloor, ir.MathCeil, ir.MathTrunc:
			return frange{math.Floor(x.lo), math.Ceil(x.hi), x.nan}
		}
		return anyFloat
	case ir.OpSelect:
		if len(in.Args) != 3 {
			return anyFloat
		}
		c := in.Args[0]
		x := ra.assuming(c, true, func() frange { return arg(1) })
		return x.join(ra.assuming(c, false, func() frange { return arg(2) }))
	case ir.OpPhi:
		// Each incoming value where its edge leaves its predecessor.
		if len(in.Args) != len(in.Block.Preds) {
			return anyFloat
		}
		// The assumptions made where the phi is used need not hold where
		// an incoming value was computed (an earlier loop iteration).
		saved := ra.assumed
		ra.assumed = nil
		defer func() { ra.assumed = saved }()
		var r frange
		for i, a := range in.Args {
			p := in.Block.Preds[i]
			var ai frange
			if c, holds, ok := edgeCond(p, in.Block); ok {
				ai = ra.assuming(c, holds, func() frange { return ra.at(a, p, depth+1) })
			} else {
				ai = ra.at(a, p, depth+1)
			}
			if i == 0 {
				r = ai
			} else {
				r = r.join(ai)
			}
		}
		return r
	}
	return anyFloat
}
