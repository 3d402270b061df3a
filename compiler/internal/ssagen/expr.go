package ssagen

import (
	"go/constant"
	"go/token"
	"go/types"
	"math"

	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

func (fs *fnState) constant(c *ssa.Const) ir.Value {
	t := fs.typ(c.Type(), c.Pos())
	if c.Value == nil {
		return ir.Zero(t)
	}
	b, ok := t.(*ir.Basic)
	if !ok {
		if st, isStruct := t.(*ir.Struct); isStruct && isComplex(c.Type()) {
			return fs.complexConst(st, c.Value)
		}
		return ir.Zero(t)
	}
	return constOf(b, c.Value)
}

// constOf converts a go/constant value to an IR constant of type b.
func constOf(b *ir.Basic, v constant.Value) *ir.Const {
	switch {
	case b.Kind == ir.Bool:
		if constant.BoolVal(v) {
			return ir.ConstInt(b, 1)
		}
		return ir.ConstInt(b, 0)
	case b.IsFloat():
		f, _ := constant.Float64Val(constant.ToFloat(v))
		return ir.ConstFloat(b, f)
	case b.IsUnsigned():
		u, _ := constant.Uint64Val(constant.ToInt(v))
		return &ir.Const{Typ: b, Bits: truncBits(u, b.Bits())}
	default:
		i, _ := constant.Int64Val(constant.ToInt(v))
		return ir.ConstInt(b, i)
	}
}

func truncBits(u uint64, bits int) uint64 {
	if bits < 64 {
		return u & (1<<bits - 1)
	}
	return u
}

func (fs *fnState) iconst(t *ir.Basic, v int64) *ir.Const { return ir.ConstInt(t, v) }

var binOps = map[token.Token]ir.Op{
	token.ADD: ir.OpAdd, token.SUB: ir.OpSub, token.MUL: ir.OpMul, token.QUO: ir.OpDiv,
	token.REM: ir.OpRem, token.AND: ir.OpAnd, token.OR: ir.OpOr, token.XOR: ir.OpXor,
	token.AND_NOT: ir.OpAndNot, token.SHL: ir.OpShl, token.SHR: ir.OpShr,
	token.EQL: ir.OpEq, token.NEQ: ir.OpNe, token.LSS: ir.OpLt, token.LEQ: ir.OpLe,
	token.GTR: ir.OpGt, token.GEQ: ir.OpGe,
}

func (fs *fnState) binop(in *ssa.BinOp) ir.Value {
	op, ok := binOps[in.Op]
	if !ok {
		fs.errorf(in.Pos(), CodeUnsupported, "operator %s is not supported in kernel code", in.Op)
		return nil
	}
	if !fs.halfOperatorCheck(in.Pos(), in.X.Type(), in.Op, false) {
		return nil
	}
	x, y := fs.val(in.X), fs.val(in.Y)
	if isComplex(in.X.Type()) {
		return fs.complexBinop(in, x, y)
	}
	switch x.Type().(type) {
	case *ir.Basic:
	case *ir.Pointer:
		if op != ir.OpEq && op != ir.OpNe {
			fs.errorf(in.Pos(), CodeUnsupported, "pointer arithmetic is not supported")
			return nil
		}
		if !ir.Identical(x.Type(), y.Type()) {
			y = fs.coerce(y, x.Type())
		}
	case *ir.Struct, *ir.Array:
		// Go orders no struct or array, so only == and != reach here.
		eq := fs.aggregateEq(in.X.Type(), x, y)
		if op == ir.OpNe {
			return fs.emit(ir.OpNot, ir.Typ[ir.Bool], eq)
		}
		return eq
	default:
		fs.errorf(in.Pos(), CodeUnsupported, "comparing %s values with %s is not supported in kernel code; compare the fields or elements", typeName(in.X.Type()), in.Op)
		return nil
	}
	t := x.Type()
	if in.Op.Precedence() == token.EQL.Precedence() {
		t = ir.Typ[ir.Bool]
	}
	xb, _ := x.Type().(*ir.Basic)
	if fs.g.Opts.Debug && xb != nil && xb.IsInteger() {
		switch op {
		case ir.OpDiv, ir.OpRem:
			fs.check(fs.emit(ir.OpNe, ir.Typ[ir.Bool], y, ir.ConstInt(xb, 0)), ir.TrapDivZero, "integer divide by zero")
		case ir.OpShl, ir.OpShr:
			if yb, ok := y.Type().(*ir.Basic); ok && yb.IsSigned() {
				if c, isConst := y.(*ir.Const); !isConst || c.Int() < 0 {
					fs.check(fs.emit(ir.OpGe, ir.Typ[ir.Bool], y, ir.ConstInt(yb, 0)), ir.TrapPanic, "negative shift amount")
				}
			}
		}
	}
	if op == ir.OpMul && xb != nil && xb.IsFloat() && (fs.exact || fs.g.Opts.Rounded[in.Pos()]) {
		return fs.emitAux(op, t, ir.NoContract, nil, x, y)
	}
	return fs.emit(op, t, x, y)
}

func (fs *fnState) unop(in *ssa.UnOp) ir.Value {
	switch in.Op {
	case token.MUL:
		return fs.load(in)
	case token.ARROW:
		fs.errorf(in.Pos(), CodeChan, "channels are not supported in kernel code")
		return nil
	}
	if !fs.halfOperatorCheck(in.Pos(), in.X.Type(), in.Op, true) {
		return nil
	}
	x := fs.val(in.X)
	switch in.Op {
	case token.SUB:
		if isComplex(in.X.Type()) {
			return fs.complexNeg(x)
		}
		return fs.emit(ir.OpNeg, x.Type(), x)
	case token.NOT:
		return fs.emit(ir.OpNot, x.Type(), x)
	case token.XOR:
		return fs.emit(ir.OpCompl, x.Type(), x)
	}
	fs.errorf(in.Pos(), CodeUnsupported, "operator %s is not supported in kernel code", in.Op)
	return nil
}

func (fs *fnState) convert(in *ssa.Convert) ir.Value {
	from, to := in.X.Type().Underlying(), in.Type().Underlying()
	fb, ok1 := from.(*types.Basic)
	tb, ok2 := to.(*types.Basic)
	if ok1 && ok2 && (fb.Info()&types.IsString != 0 || tb.Info()&types.IsString != 0) {
		fs.errorf(in.Pos(), CodeString, "strings are not supported in kernel code")
		return nil
	}
	if (ok1 && fb.Kind() == types.UnsafePointer) || (ok2 && tb.Kind() == types.UnsafePointer) {
		fs.errorf(in.Pos(), CodePointer, "unsafe.Pointer is not supported in kernel code")
		return nil
	}
	if !fs.halfConvertCheck(in.Pos(), in.X.Type(), in.Type()) {
		return nil
	}
	x := fs.val(in.X)
	t := fs.typ(in.Type(), in.Pos())
	if ir.Identical(x.Type(), t) {
		return x
	}
	if st, ok := t.(*ir.Struct); ok && isComplex(in.Type()) && isComplex(in.X.Type()) {
		return fs.complexConvert(x, st)
	}
	if _, ok := t.(*ir.Basic); !ok {
		fs.errorf(in.Pos(), CodeUnsupported, "conversion from %s to %s is not supported in kernel code", typeName(in.X.Type()), typeName(in.Type()))
		return nil
	}
	return fs.emit(ir.OpConvert, t, x)
}

func (fs *fnState) extract(in *ssa.Extract) ir.Value {
	x := fs.val(in.Tuple)
	st, ok := x.Type().(*ir.Struct)
	if !ok || in.Index >= len(st.Fields) {
		fs.internal(in.Pos(), "extract from a non-tuple value")
		return nil
	}
	return fs.emitAux(ir.OpExtract, st.Fields[in.Index].Type, int64(in.Index), nil, x)
}

// toI64 converts an integer value to i64 (Go's int), as indices are.
func (fs *fnState) toI64(x ir.Value) ir.Value {
	if b, ok := x.Type().(*ir.Basic); ok && b.Kind == ir.Int64 {
		return x
	}
	if c, ok := x.(*ir.Const); ok {
		if b, isB := c.Typ.(*ir.Basic); isB && b.IsSigned() {
			return ir.ConstInt(ir.Typ[ir.Int64], c.Int())
		}
		if c.Bits <= math.MaxInt64 {
			return ir.ConstInt(ir.Typ[ir.Int64], int64(c.Bits))
		}
	}
	return fs.emit(ir.OpConvert, ir.Typ[ir.Int64], x)
}

// aggregateEq is Go's == on struct and array values: every field (blank
// ones excepted) or element compared with its own ==, so floats compare
// as numbers (NaN unequal, -0 == +0), not as bytes.
func (fs *fnState) aggregateEq(t types.Type, x, y ir.Value) ir.Value {
	boolT := ir.Typ[ir.Bool]
	var eq ir.Value // nil: no field compared yet
	and := func(e ir.Value) {
		if eq == nil {
			eq = e
			return
		}
		eq = fs.emit(ir.OpAnd, boolT, eq, e)
	}
	part := func(gt types.Type, k int, it ir.Type) {
		a := fs.emitAux(ir.OpExtract, it, int64(k), nil, x)
		b := fs.emitAux(ir.OpExtract, it, int64(k), nil, y)
		switch it.(type) {
		case *ir.Struct, *ir.Array:
			and(fs.aggregateEq(gt, a, b))
		default:
			and(fs.scalarEq(a, b))
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		st := x.Type().(*ir.Struct)
		for i := range u.NumFields() {
			if u.Field(i).Name() != "_" {
				part(u.Field(i).Type(), i, st.Fields[i].Type)
			}
		}
	case *types.Array:
		at := x.Type().(*ir.Array)
		for i := range at.Len {
			part(u.Elem(), i, at.Elem)
		}
	case *types.Basic: // a complex number: its two parts
		st := x.Type().(*ir.Struct)
		part(types.Typ[types.Float64], 0, st.Fields[0].Type)
		part(types.Typ[types.Float64], 1, st.Fields[1].Type)
	}
	if eq == nil { // struct{} and [0]T: always equal
		return ir.ConstInt(boolT, 1)
	}
	return eq
}

// scalarEq is == on two scalars; bools compare as "not different", which
// every backend lowers.
func (fs *fnState) scalarEq(a, b ir.Value) ir.Value {
	boolT := ir.Typ[ir.Bool]
	if bt, ok := a.Type().(*ir.Basic); ok && bt.Kind == ir.Bool {
		return fs.emit(ir.OpNot, boolT, fs.emit(ir.OpXor, boolT, a, b))
	}
	return fs.emit(ir.OpEq, boolT, a, b)
}
