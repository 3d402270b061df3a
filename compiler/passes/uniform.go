package passes

import "github.com/kernlab/kern/compiler/ir"

// uniformity answers, syntactically, whether a value is the same in every
// thread that computes it: constants, a kernel's parameters, arithmetic of
// uniform values, and the phis of a loop header whose start is uniform and
// whose back edge adds a uniform step to the phi (an induction variable of
// a loop every thread runs alike while it runs, such as a gufunc core's
// loops over its dimensions). Anything else (thread indices, loads, calls,
// phis where divergent branches join) is taken as varying. An induction
// variable read after a loop whose trip count differs between threads is
// still taken as uniform: it is a guess for choosing a code shape, never
// for correctness.
type uniformity struct {
	known   map[ir.Value]bool
	assumed map[ir.Value]bool // instructions taken as uniform while their operands are checked
}

func newUniformity() *uniformity {
	return &uniformity{known: map[ir.Value]bool{}, assumed: map[ir.Value]bool{}}
}

func (u *uniformity) of(v ir.Value) bool {
	if r, ok := u.known[v]; ok {
		return r
	}
	switch x := v.(type) {
	case *ir.Const:
		return true
	case *ir.Param:
		r := x.Fn != nil && x.Fn.Kind == ir.Kernel
		u.known[v] = r
		return r
	case *ir.Instr:
		// Optimistic while a phi's operands are checked: a cycle through
		// it is its own step.
		if u.assumed[x] {
			return true
		}
		u.assumed[x] = true
		r := u.instr(x)
		delete(u.assumed, x)
		// Varying holds whatever was assumed (assumptions only make more
		// values uniform); uniform is kept only when it rested on no
		// assumption still being checked.
		if !r || len(u.assumed) == 0 {
			u.known[v] = r
		}
		return r
	}
	return false
}

func (u *uniformity) instr(x *ir.Instr) bool {
	switch x.Op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpAndNot,
		ir.OpShl, ir.OpShr, ir.OpMin, ir.OpMax, ir.OpNeg, ir.OpCompl, ir.OpNot,
		ir.OpConvert, ir.OpExtract, ir.OpPtrAdd, ir.OpFieldAddr, ir.OpIndexAddr,
		ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpSelect:
		for _, a := range x.Args {
			if !u.of(a) {
				return false
			}
		}
		return true
	case ir.OpPhi:
		// Only a loop header's induction variable: two operands, one
		// uniform start and one phi + uniform step.
		if len(x.Args) != 2 {
			return false
		}
		for k := range 2 {
			next, ok := x.Args[k].(*ir.Instr)
			if !ok || next.Op != ir.OpAdd || len(next.Args) != 2 {
				continue
			}
			var step ir.Value
			switch {
			case next.Args[0] == ir.Value(x):
				step = next.Args[1]
			case next.Args[1] == ir.Value(x):
				step = next.Args[0]
			default:
				continue
			}
			return u.of(x.Args[1-k]) && u.of(step)
		}
	}
	return false
}
