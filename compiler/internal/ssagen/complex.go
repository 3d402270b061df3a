package ssagen

import (
	"go/constant"
	"go/token"
	"go/types"
	"math"

	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// Complex numbers are lowered here, in the front end, to a struct
// {re, im} of f32 (complex64) or f64 (complex128): Go's memory layout, and
// every backend already has struct values, extract and insert, so none
// needs a complex type. The arithmetic follows what gc emits on amd64,
// operation for operation, so every target gives Go's bits:
//
//   - + and − act on each part in the part's type;
//   - × is (ac−bd) + (ad+bc)i computed in float64 (complex64 widened and
//     rounded back), each product rounded on its own: the multiplies are
//     marked ir.NoContract so the GPU's fma contraction leaves them;
//   - ÷ is runtime.complex128div (Smith's algorithm with C99's Inf/NaN
//     fix-up) on operands widened to complex128, made branch-free with
//     selects: every path is pure float arithmetic, so computing both sides
//     of each of its branches and selecting gives the same bits.

// complexType is the IR form of complex64 or complex128.
func complexType(k types.BasicKind) *ir.Struct {
	f := ir.Typ[ir.Float64]
	tag := "complex128"
	if k == types.Complex64 {
		f, tag = ir.Typ[ir.Float32], "complex64"
	}
	return &ir.Struct{Tag: tag, Fields: []ir.Field{{Name: "re", Type: f}, {Name: "im", Type: f}}}
}

// isComplex reports whether the Go type t is complex64 or complex128.
func isComplex(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsComplex != 0
}

// complexConst is the IR value of a complex constant of IR type t.
func (fs *fnState) complexConst(t *ir.Struct, v constant.Value) ir.Value {
	ft := t.Fields[0].Type.(*ir.Basic)
	re := constOf(ft, constant.Real(v))
	im := constOf(ft, constant.Imag(v))
	return fs.cmake(t, re, im)
}

// cparts splits a complex value.
func (fs *fnState) cparts(x ir.Value) (re, im ir.Value) {
	st := x.Type().(*ir.Struct)
	ft := st.Fields[0].Type
	if c, ok := x.(*ir.Const); ok && c.Bits == 0 {
		return ir.Zero(ft), ir.Zero(ft)
	}
	return fs.emitAux(ir.OpExtract, ft, 0, nil, x), fs.emitAux(ir.OpExtract, ft, 1, nil, x)
}

func (fs *fnState) cmake(t ir.Type, re, im ir.Value) ir.Value {
	v := fs.emitAux(ir.OpInsert, t, 0, nil, ir.Zero(t), re)
	return fs.emitAux(ir.OpInsert, t, 1, nil, v, im)
}

// mul is a float multiply that Contract leaves alone.
func (fs *fnState) mul(x, y ir.Value) ir.Value {
	return fs.emitAux(ir.OpMul, x.Type(), ir.NoContract, nil, x, y)
}

func (fs *fnState) widen(x ir.Value) ir.Value {
	if b := x.Type().(*ir.Basic); b.Kind == ir.Float64 {
		return x
	}
	return fs.emit(ir.OpConvert, ir.Typ[ir.Float64], x)
}

func (fs *fnState) narrowTo(x ir.Value, t ir.Type) ir.Value {
	if ir.Identical(x.Type(), t) {
		return x
	}
	return fs.emit(ir.OpConvert, t, x)
}

// complexBinop lowers a binary operator on complex operands.
func (fs *fnState) complexBinop(in *ssa.BinOp, x, y ir.Value) ir.Value {
	t := x.Type().(*ir.Struct)
	ft := t.Fields[0].Type
	a, b := fs.cparts(x)
	c, d := fs.cparts(y)
	boolT := ir.Typ[ir.Bool]
	switch in.Op {
	case token.ADD, token.SUB:
		op := binOps[in.Op]
		return fs.cmake(t, fs.emit(op, ft, a, c), fs.emit(op, ft, b, d))
	case token.EQL, token.NEQ:
		eq := fs.emit(ir.OpAnd, boolT, fs.emit(ir.OpEq, boolT, a, c), fs.emit(ir.OpEq, boolT, b, d))
		if in.Op == token.NEQ {
			return fs.emit(ir.OpNot, boolT, eq)
		}
		return eq
	case token.MUL:
		a, b, c, d = fs.widen(a), fs.widen(b), fs.widen(c), fs.widen(d)
		f64 := ir.Typ[ir.Float64]
		re := fs.emit(ir.OpSub, f64, fs.mul(a, c), fs.mul(b, d))
		im := fs.emit(ir.OpAdd, f64, fs.mul(a, d), fs.mul(b, c))
		return fs.cmake(t, fs.narrowTo(re, ft), fs.narrowTo(im, ft))
	case token.QUO:
		re, im := fs.complexDiv(fs.widen(a), fs.widen(b), fs.widen(c), fs.widen(d))
		return fs.cmake(t, fs.narrowTo(re, ft), fs.narrowTo(im, ft))
	}
	fs.errorf(in.Pos(), CodeUnsupported, "operator %s is not defined on complex numbers", in.Op)
	return nil
}

// complexDiv is runtime.complex128div of (a+bi)/(c+di), statement for
// statement, with each if turned into selects.
func (fs *fnState) complexDiv(a, b, c, d ir.Value) (e, f ir.Value) {
	f64, boolT := ir.Typ[ir.Float64], ir.Typ[ir.Bool]
	k := func(v float64) ir.Value { return ir.ConstFloat(f64, v) }
	add := func(x, y ir.Value) ir.Value { return fs.emit(ir.OpAdd, f64, x, y) }
	sub := func(x, y ir.Value) ir.Value { return fs.emit(ir.OpSub, f64, x, y) }
	div := func(x, y ir.Value) ir.Value { return fs.emit(ir.OpDiv, f64, x, y) }
	abs := func(x ir.Value) ir.Value { return fs.emitAux(ir.OpMath, f64, int64(ir.MathAbs), nil, x) }
	sel := func(p, x, y ir.Value) ir.Value { return fs.emit(ir.OpSelect, f64, p, x, y) }
	cmp := func(op ir.Op, x, y ir.Value) ir.Value { return fs.emit(op, boolT, x, y) }
	and := func(p, q ir.Value) ir.Value { return fs.emit(ir.OpAnd, boolT, p, q) }
	or := func(p, q ir.Value) ir.Value { return fs.emit(ir.OpOr, boolT, p, q) }
	isNaN := func(x ir.Value) ir.Value { return cmp(ir.OpNe, x, x) }
	isInf := func(x ir.Value) ir.Value { return cmp(ir.OpEq, abs(x), k(math.Inf(1))) }
	isFinite := func(x ir.Value) ir.Value { return cmp(ir.OpLt, abs(x), k(math.Inf(1))) }
	inf2one := func(x ir.Value) ir.Value {
		return fs.emitAux(ir.OpMath, f64, int64(ir.MathCopysign), nil, sel(isInf(x), k(1), k(0)), x)
	}

	// Smith's algorithm, both branches.
	big := cmp(ir.OpGe, abs(c), abs(d))
	r1 := div(d, c)
	den1 := add(c, fs.mul(r1, d))
	e1 := div(add(a, fs.mul(b, r1)), den1)
	f1 := div(sub(b, fs.mul(a, r1)), den1)
	r2 := div(c, d)
	den2 := add(d, fs.mul(r2, c))
	e2 := div(add(fs.mul(a, r2), b), den2)
	f2 := div(sub(fs.mul(b, r2), a), den2)
	e, f = sel(big, e1, e2), sel(big, f1, f2)

	// C99's fix-up when both parts are NaN: the first case that holds.
	inf := k(math.Inf(1))
	zeroDen := and(cmp(ir.OpEq, c, k(0)), cmp(ir.OpEq, d, k(0)))
	case1 := and(zeroDen, or(cmp(ir.OpEq, a, a), cmp(ir.OpEq, b, b)))
	infC := fs.emitAux(ir.OpMath, f64, int64(ir.MathCopysign), nil, inf, c)
	e1x, f1x := fs.mul(infC, a), fs.mul(infC, b)

	case2 := and(and(or(isInf(a), isInf(b)), isFinite(c)), isFinite(d))
	a2, b2 := inf2one(a), inf2one(b)
	e2x := fs.mul(inf, add(fs.mul(a2, c), fs.mul(b2, d)))
	f2x := fs.mul(inf, sub(fs.mul(b2, c), fs.mul(a2, d)))

	case3 := and(and(or(isInf(c), isInf(d)), isFinite(a)), isFinite(b))
	c3, d3 := inf2one(c), inf2one(d)
	e3x := fs.mul(k(0), add(fs.mul(a, c3), fs.mul(b, d3)))
	f3x := fs.mul(k(0), sub(fs.mul(b, c3), fs.mul(a, d3)))

	fixE := sel(case1, e1x, sel(case2, e2x, sel(case3, e3x, e)))
	fixF := sel(case1, f1x, sel(case2, f2x, sel(case3, f3x, f)))
	bothNaN := and(isNaN(e), isNaN(f))
	return sel(bothNaN, fixE, e), sel(bothNaN, fixF, f)
}

// complexNeg negates each part.
func (fs *fnState) complexNeg(x ir.Value) ir.Value {
	t := x.Type().(*ir.Struct)
	re, im := fs.cparts(x)
	return fs.cmake(t, fs.emit(ir.OpNeg, re.Type(), re), fs.emit(ir.OpNeg, im.Type(), im))
}

// complexConvert converts between complex64 and complex128 part by part,
// as Go does.
func (fs *fnState) complexConvert(x ir.Value, t *ir.Struct) ir.Value {
	re, im := fs.cparts(x)
	ft := t.Fields[0].Type
	return fs.cmake(t, fs.narrowTo(re, ft), fs.narrowTo(im, ft))
}

// complexBuiltin lowers complex, real and imag.
func (fs *fnState) complexBuiltin(name string, args []ssa.Value, in *ssa.Call) ir.Value {
	switch name {
	case "complex":
		t := fs.typ(in.Type(), in.Pos())
		st, ok := t.(*ir.Struct)
		if !ok {
			return nil
		}
		ft := st.Fields[0].Type
		return fs.cmake(st, fs.narrowTo(fs.val(args[0]), ft), fs.narrowTo(fs.val(args[1]), ft))
	}
	x := fs.val(args[0])
	if _, ok := x.Type().(*ir.Struct); !ok {
		return nil
	}
	re, im := fs.cparts(x)
	if name == "real" {
		return re
	}
	return im
}
