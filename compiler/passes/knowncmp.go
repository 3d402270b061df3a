package passes

import (
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// fset is what decided comparisons leave of a float value: the numbers
// between lo and hi (each end open or closed) except the points of not,
// and NaN if nan. KnownConditions decides a comparison of the value with
// a constant from it: Go's math.Pow has tested y == 0, y is NaN and
// y < 0 before it tests y > 0, which must hold.
type fset struct {
	lo, hi         float64
	loOpen, hiOpen bool
	nan            bool
	not            []float64
}

func anyFset() fset { return fset{lo: math.Inf(-1), hi: math.Inf(1), nan: true} }

// above keeps the numbers above k (k itself unless open).
func (s *fset) above(k float64, open bool) {
	if k > s.lo || k == s.lo && open {
		s.lo, s.loOpen = k, open
	}
}

// below keeps the numbers below k (k itself unless open).
func (s *fset) below(k float64, open bool) {
	if k < s.hi || k == s.hi && open {
		s.hi, s.hiOpen = k, open
	}
}

// norm makes an excluded end point an open end.
func (s *fset) norm() {
	for _, k := range s.not {
		if k == s.lo {
			s.loOpen = true
		}
		if k == s.hi {
			s.hiOpen = true
		}
	}
}

// empty reports no number left (NaN may be).
func (s fset) empty() bool {
	return s.lo > s.hi || s.lo == s.hi && (s.loOpen || s.hiOpen)
}

func (s fset) excludes(k float64) bool {
	if s.empty() || k < s.lo || k > s.hi || k == s.lo && s.loOpen || k == s.hi && s.hiOpen {
		return true
	}
	for _, x := range s.not {
		if x == k {
			return true
		}
	}
	return false
}

// mirror is the comparison with its operands swapped: k op y as y op' k.
func mirror(op ir.Op) ir.Op {
	switch op {
	case ir.OpLt:
		return ir.OpGt
	case ir.OpLe:
		return ir.OpGe
	case ir.OpGt:
		return ir.OpLt
	case ir.OpGe:
		return ir.OpLe
	}
	return op
}

// floatCmp splits a comparison of a float value with a constant into the
// value, the operator as y op k, and k.
func floatCmp(v ir.Value) (y ir.Value, op ir.Op, k float64, ok bool) {
	in, isInstr := v.(*ir.Instr)
	if !isInstr || len(in.Args) != 2 {
		return nil, 0, 0, false
	}
	switch in.Op {
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
	default:
		return nil, 0, 0, false
	}
	if bt, isBasic := in.Args[0].Type().(*ir.Basic); !isBasic || !bt.IsFloat() {
		return nil, 0, 0, false
	}
	if k, isConst := floatConst(in.Args[1]); isConst && !math.IsNaN(k) {
		return in.Args[0], in.Op, k, true
	}
	if k, isConst := floatConst(in.Args[0]); isConst && !math.IsNaN(k) {
		return in.Args[1], mirror(in.Op), k, true
	}
	return nil, 0, 0, false
}

// apply narrows s by `y op k` having value val.
func (s *fset) apply(op ir.Op, k float64, val bool) {
	if !val {
		// The comparison failed: the opposite holds, or y is NaN (except
		// for ne, which NaN makes true).
		switch op {
		case ir.OpLt:
			s.above(k, false)
		case ir.OpLe:
			s.above(k, true)
		case ir.OpGt:
			s.below(k, false)
		case ir.OpGe:
			s.below(k, true)
		case ir.OpEq:
			s.not = append(s.not, k)
		case ir.OpNe:
			s.nan = false
			s.above(k, false)
			s.below(k, false)
		}
		return
	}
	if op != ir.OpNe {
		s.nan = false
	}
	switch op {
	case ir.OpLt:
		s.below(k, true)
	case ir.OpLe:
		s.below(k, false)
	case ir.OpGt:
		s.above(k, true)
	case ir.OpGe:
		s.above(k, false)
	case ir.OpEq:
		s.above(k, false)
		s.below(k, false)
	case ir.OpNe:
		s.not = append(s.not, k)
	}
}

// fsetOf is what fs leaves of the float value y: its comparisons with
// constants, its NaN tests (ne y, y), and those of |y|.
func (fs facts) fsetOf(y ir.Value) fset {
	s := anyFset()
	var abs fset
	hasAbs := false
	for v, val := range fs {
		in, ok := v.(*ir.Instr)
		if !ok || len(in.Args) != 2 {
			continue
		}
		if in.Args[0] == y && in.Args[1] == y && (in.Op == ir.OpNe || in.Op == ir.OpEq) {
			if val == (in.Op == ir.OpNe) { // y is NaN
				s.lo, s.hi = math.Inf(1), math.Inf(-1)
			} else {
				s.nan = false
			}
			continue
		}
		x, op, k, ok := floatCmp(v)
		if !ok {
			continue
		}
		if x == y {
			s.apply(op, k, val)
			continue
		}
		if a, isAbs := x.(*ir.Instr); isAbs && a.Op == ir.OpMath && ir.MathFn(a.AuxInt) == ir.MathAbs && len(a.Args) == 1 && a.Args[0] == y {
			if !hasAbs {
				abs, hasAbs = anyFset(), true
			}
			abs.apply(op, k, val)
		}
	}
	if hasAbs {
		// |y| ≤ hi bounds y on both sides; NaN-ness is y's.
		if !abs.nan {
			s.nan = false
		}
		if !abs.empty() {
			s.above(-abs.hi, abs.hiOpen)
			s.below(abs.hi, abs.hiOpen)
		}
	}
	s.norm()
	return s
}

// decide is the value of `y op k` over s, if s decides it.
func (s fset) decide(op ir.Op, k float64) (val, ok bool) {
	if s.empty() {
		if !s.nan {
			return false, false // unreachable: leave it
		}
		return op == ir.OpNe, true // only NaN
	}
	switch op {
	case ir.OpLt:
		if !s.nan && (s.hi < k || s.hi == k && s.hiOpen) {
			return true, true
		}
		if s.lo >= k {
			return false, true
		}
	case ir.OpLe:
		if !s.nan && s.hi <= k {
			return true, true
		}
		if s.lo > k || s.lo == k && s.loOpen {
			return false, true
		}
	case ir.OpGt:
		if !s.nan && (s.lo > k || s.lo == k && s.loOpen) {
			return true, true
		}
		if s.hi <= k {
			return false, true
		}
	case ir.OpGe:
		if !s.nan && s.lo >= k {
			return true, true
		}
		if s.hi < k || s.hi == k && s.hiOpen {
			return false, true
		}
	case ir.OpEq, ir.OpNe:
		eq, known := false, false
		switch {
		case s.excludes(k):
			eq, known = false, true
		case !s.nan && s.lo == k && s.hi == k:
			eq, known = true, true
		}
		if known {
			return eq == (op == ir.OpEq), true
		}
	}
	return false, false
}

// decideCmp decides the comparison c, defined where fs holds, if fs
// decides it: a float compared with a constant, or tested for NaN.
func (fs facts) decideCmp(c *ir.Instr) (val, ok bool) {
	if len(c.Args) == 2 && c.Args[0] == c.Args[1] && (c.Op == ir.OpNe || c.Op == ir.OpEq) {
		if bt, isBasic := c.Args[0].Type().(*ir.Basic); !isBasic || !bt.IsFloat() {
			return false, false
		}
		s := fs.fsetOf(c.Args[0])
		switch {
		case !s.nan:
			return c.Op == ir.OpEq, true
		case s.empty():
			return c.Op == ir.OpNe, true
		}
		return false, false
	}
	y, op, k, ok := floatCmp(c)
	if !ok {
		return false, false
	}
	if a, isAbs := y.(*ir.Instr); isAbs && a.Op == ir.OpMath && ir.MathFn(a.AuxInt) == ir.MathAbs && len(a.Args) == 1 {
		// |x| from what is known of x, and of |x| itself.
		xs := fs.fsetOf(a.Args[0])
		s := fs.fsetOf(y)
		if !xs.nan {
			s.nan = false
		}
		if !xs.empty() {
			m := math.Max(math.Abs(xs.lo), math.Abs(xs.hi))
			open := xs.hiOpen && math.Abs(xs.hi) == m && (math.Abs(xs.lo) < m || xs.loOpen)
			s.below(m, open)
			if xs.lo > 0 || xs.hi < 0 {
				s.above(math.Min(math.Abs(xs.lo), math.Abs(xs.hi)), false)
			}
		}
		s.above(0, false)
		s.norm()
		return s.decide(op, k)
	}
	return fs.fsetOf(y).decide(op, k)
}
