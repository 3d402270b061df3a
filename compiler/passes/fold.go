package passes

import (
	"github.com/kernlab/kern/compiler/internal/eval"
	"github.com/kernlab/kern/compiler/ir"
)

// Fold replaces instructions whose result is known by constants or by
// existing values, in every function of m.
func Fold(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		for foldFunc(f) {
			changed = true
		}
	}
	return changed
}

func foldFunc(f *ir.Function) bool {
	dead := map[*ir.Instr]bool{}
	merged := false
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if mergeAdds(in) {
				merged = true
			}
			if v := foldInstr(in); v != nil && v != in {
				replaceUses(f, in, v)
				dead[in] = true
			}
		}
	}
	if len(dead) == 0 {
		return merged
	}
	removeInstrs(f, dead)
	f.Renumber()
	return true
}

// mergeAdds rewrites (x + c1) + c2 as x + (c1+c2) for integers (exact:
// two's-complement addition is associative), so that the induction
// values of an unrolled loop's copies are each one add of the loop's
// phi, which induction-variable analysis recognizes.
func mergeAdds(in *ir.Instr) bool {
	bt, ok := in.Typ.(*ir.Basic)
	if in.Op != ir.OpAdd || len(in.Args) != 2 || !ok || !bt.IsInteger() {
		return false
	}
	for k := range 2 {
		c2, ok1 := in.Args[1-k].(*ir.Const)
		x, ok2 := in.Args[k].(*ir.Instr)
		if !ok1 || !ok2 || x.Op != ir.OpAdd || x.Typ != in.Typ || len(x.Args) != 2 {
			continue
		}
		for j := range 2 {
			c1, ok := x.Args[1-j].(*ir.Const)
			if !ok {
				continue
			}
			sum, ok := eval.Binary(ir.OpAdd, bt, c1.Bits, c2.Bits)
			if !ok {
				return false
			}
			in.Args = []ir.Value{x.Args[j], &ir.Const{Typ: bt, Bits: sum}}
			return true
		}
	}
	return false
}

func constBits(v ir.Value) (uint64, bool) {
	c, ok := v.(*ir.Const)
	if !ok {
		return 0, false
	}
	if _, ok := c.Typ.(*ir.Basic); !ok {
		return 0, false
	}
	return c.Bits, true
}

// foldInstr returns the value that in always equals, or nil.
func foldInstr(in *ir.Instr) ir.Value {
	switch in.Op {
	case ir.OpSelect:
		if c, ok := constBits(in.Args[0]); ok {
			if c != 0 {
				return in.Args[1]
			}
			return in.Args[2]
		}
		if in.Args[1] == in.Args[2] {
			return in.Args[1]
		}
		return nil
	case ir.OpPhi:
		return phiValue(in)
	case ir.OpExtract:
		return foldExtract(in)
	}
	bt, isBasic := in.Typ.(*ir.Basic)
	if !isBasic || (!ir.OpInfo[in.Op].Pure && in.Op != ir.OpDiv && in.Op != ir.OpRem) {
		return nil
	}
	if v := identity(in, bt); v != nil {
		return v
	}
	if v := reassembled(in); v != nil {
		return v
	}
	args := make([]uint64, len(in.Args))
	for k, a := range in.Args {
		var ok bool
		if args[k], ok = constBits(a); !ok {
			return nil
		}
	}
	var r uint64
	ok := true
	switch op := in.Op; op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpRem, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpAndNot, ir.OpMin, ir.OpMax:
		r, ok = eval.Binary(op, bt, args[0], args[1]) // false for x/0: left to run time
	case ir.OpShl, ir.OpShr:
		r, ok = eval.Binary(op, bt, args[0], eval.ShiftCount(in.Args[1].Type().(*ir.Basic), args[1]))
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
		var c bool
		c, ok = eval.Compare(op, in.Args[0].Type(), args[0], args[1])
		if c {
			r = 1
		}
	case ir.OpNeg, ir.OpNot, ir.OpCompl:
		r, ok = eval.Unary(op, bt, args[0])
	case ir.OpConvert:
		from, isB := in.Args[0].Type().(*ir.Basic)
		ok = isB
		if ok {
			r = eval.Convert(bt, from, args[0])
		}
	case ir.OpBitcast:
		r = eval.Bitcast(bt, args[0])
	case ir.OpMath:
		r, ok = eval.Math(ir.MathFn(in.AuxInt), bt, args)
	case ir.OpHalf:
		op, bf := in.Half()
		r, ok = eval.Half(op, bf, args)
	default:
		return nil
	}
	if !ok {
		return nil
	}
	return &ir.Const{Typ: bt, Bits: r}
}

// phiValue is the single value a phi merges (ignoring itself), or nil.
func phiValue(in *ir.Instr) ir.Value {
	var v ir.Value
	for _, a := range in.Args {
		if a == in || sameValue(a, v) {
			continue
		}
		if v != nil {
			return nil
		}
		v = a
	}
	return v
}

// sameValue reports identical values, counting equal constants as one.
func sameValue(a, b ir.Value) bool {
	if a == b {
		return true
	}
	ca, ok1 := a.(*ir.Const)
	cb, ok2 := b.(*ir.Const)
	return ok1 && ok2 && ca.Bits == cb.Bits && ir.Identical(ca.Typ, cb.Typ)
}

// foldExtract takes apart inserts and zero constants.
func foldExtract(in *ir.Instr) ir.Value {
	switch x := in.Args[0].(type) {
	case *ir.Const:
		if x.Bits == 0 {
			return ir.Zero(in.Typ)
		}
	case *ir.Instr:
		if x.Op == ir.OpInsert {
			if x.AuxInt == in.AuxInt {
				return x.Args[1]
			}
			// Look through an insert of another element.
			e := &ir.Instr{Op: ir.OpExtract, Typ: in.Typ, Args: []ir.Value{x.Args[0]}, AuxInt: in.AuxInt}
			if v := foldExtract(e); v != nil {
				return v
			}
		}
	}
	return nil
}

// identity folds integer operations with a neutral or absorbing constant:
// x+0, 0+x, x-0, x|0, x^0, x*1, 1*x to x; x*0 and x&0 to 0. (Not for
// floats: -0 + 0 is +0.)
func identity(in *ir.Instr, bt *ir.Basic) ir.Value {
	if bt.Kind == ir.Bool && len(in.Args) == 2 {
		return boolIdentity(in)
	}
	if !bt.IsInteger() || len(in.Args) != 2 {
		return nil
	}
	x, y := in.Args[0], in.Args[1]
	switch in.Op {
	case ir.OpAdd, ir.OpOr, ir.OpXor:
		if isConstInt(y, 0) {
			return x
		}
		if isConstInt(x, 0) {
			return y
		}
	case ir.OpSub:
		if isConstInt(y, 0) {
			return x
		}
	case ir.OpMul:
		switch {
		case isConstInt(y, 1):
			return x
		case isConstInt(x, 1):
			return y
		case isConstInt(x, 0) || isConstInt(y, 0):
			return ir.ConstInt(bt, 0)
		}
	case ir.OpAnd:
		if isConstInt(x, 0) || isConstInt(y, 0) {
			return ir.ConstInt(bt, 0)
		}
	}
	return nil
}

// boolIdentity folds and/or/xor of a boolean with a constant: x||false,
// x&&true and xor(x, false) to x; x||true to true, x&&false to false.
// KnownConditions leaves these where it decides one part of a condition.
func boolIdentity(in *ir.Instr) ir.Value {
	for k := range 2 {
		c, ok := in.Args[k].(*ir.Const)
		if !ok {
			continue
		}
		x := in.Args[1-k]
		switch on := c.Bits != 0; in.Op {
		case ir.OpOr:
			if on {
				return c
			}
			return x
		case ir.OpAnd:
			if on {
				return x
			}
			return c
		case ir.OpXor:
			if !on {
				return x
			}
		}
	}
	return nil
}
