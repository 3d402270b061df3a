package compiler

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/internal/ssagen"
)

// halfConsts lists the untyped nonzero constants of src that Go converts
// implicitly to a reduced-precision type (kern.Float16, BFloat16, the FP8
// types, kern.Half2, or a type parameter that may be one of them): Go
// converts such a constant as an integer bit pattern — var one
// kern.Float16 = 1 is 2^-24, kern.HMul(x, 2) multiplies by 2^-23 — which
// is never what the code means. ssagen reports those inside the functions
// it compiles and in the initial values of the package-level variables
// they read (ssagen.Options.HalfConsts). go/ssa keeps only the converted
// constant, so the syntax is the only trace of the implicit conversion.
//
// Legal, and not listed: zero (+0 in every format); an explicit
// conversion, kern.Float16(0x3c00), and a typed constant declaration,
// const one kern.Float16 = 0x3c00, which name a pattern on purpose; the
// operands of bitwise operators, which edit patterns; and the operands of
// arithmetic operators and ordered comparisons on these types, which
// ssagen refuses as operators.
func halfConsts(src *pkgSrc, out []ssagen.HalfConst) []ssagen.HalfConst {
	if src.info == nil || src.types == nil {
		return out
	}
	switch src.types.Path() {
	case ssagen.HalfPath, abi.KernPath:
		return out // their own code handles bit patterns on purpose
	}
	info := src.info
	reduced := func(e ast.Expr) bool {
		tv, ok := info.Types[e]
		return ok && mayBeReduced(tv.Type)
	}
	for _, f := range src.files {
		// A package-level variable's initial value is what kernel code
		// reading it sees: its constants are reported where it is read.
		type owner struct {
			pos, end token.Pos
			v        types.Object
		}
		var owners []owner
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.VAR {
				for _, sp := range gd.Specs {
					vs := sp.(*ast.ValueSpec)
					if len(vs.Values) != len(vs.Names) {
						continue
					}
					for i, v := range vs.Values {
						owners = append(owners, owner{v.Pos(), v.End(), info.Defs[vs.Names[i]]})
					}
				}
			}
		}
		ownerOf := func(pos token.Pos) types.Object {
			for _, o := range owners {
				if o.pos <= pos && pos < o.end {
					return o.v
				}
			}
			return nil
		}
		// exempt holds the constants whose conversion is explicit or
		// whose operator gives it its meaning (set at their parent).
		exempt := map[ast.Expr]bool{}
		isConst := func(e ast.Expr) bool { return info.Types[e].Value != nil }
		exemptConst := func(es ...ast.Expr) {
			for _, e := range es {
				if isConst(e) {
					exempt[e] = true
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok {
				if exempt[e] {
					return false
				}
				if tv, ok := info.Types[e]; ok && tv.Value != nil && mayBeReduced(tv.Type) && untypedConst(info, e) {
					if constant.Sign(tv.Value) != 0 { // 0 is +0 either way
						out = append(out, ssagen.HalfConst{Pos: e.Pos(), Text: types.ExprString(e), Type: tv.Type, Var: ownerOf(e.Pos())})
					}
					return false
				}
			}
			switch n := n.(type) {
			case *ast.CallExpr:
				if tv, ok := info.Types[n.Fun]; ok && tv.IsType() {
					exemptConst(n.Args...)
				}
			case *ast.BinaryExpr:
				if (reduced(n.X) || reduced(n.Y)) && (bitwiseOp(n.Op) || arithOp(n.Op) && !isConst(n)) {
					exemptConst(n.X, n.Y)
				}
			case *ast.AssignStmt:
				if n.Tok != token.ASSIGN && n.Tok != token.DEFINE {
					exemptConst(n.Rhs...)
				}
			case *ast.GenDecl:
				if n.Tok == token.CONST {
					for _, s := range n.Specs {
						if vs, ok := s.(*ast.ValueSpec); ok && vs.Type != nil {
							for _, v := range vs.Values {
								exempt[v] = true
							}
						}
					}
				}
			}
			return true
		})
	}
	return out
}

// bitwiseOp reports whether op edits or compares bit patterns with Go's
// meaning on the reduced types.
func bitwiseOp(op token.Token) bool {
	switch op {
	case token.AND, token.OR, token.XOR, token.AND_NOT, token.SHL, token.SHR:
		return true
	}
	return false
}

// arithOp reports whether ssagen refuses op on the reduced types.
func arithOp(op token.Token) bool {
	switch op {
	case token.ADD, token.SUB, token.MUL, token.QUO, token.REM, token.LSS, token.LEQ, token.GTR, token.GEQ:
		return true
	}
	return false
}

// mayBeReduced reports whether t is one of package half's types (their
// kern names are aliases), or a type parameter whose constraint lists one,
// whose instances ssagen checks.
func mayBeReduced(t types.Type) bool {
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		return t.Obj().Pkg() != nil && t.Obj().Pkg().Path() == ssagen.HalfPath
	case *types.TypeParam:
		iface, ok := t.Constraint().Underlying().(*types.Interface)
		return ok && listsReduced(iface, 0)
	}
	return false
}

func listsReduced(iface *types.Interface, depth int) bool {
	if depth > 8 {
		return false
	}
	for i := range iface.NumEmbeddeds() {
		switch e := iface.EmbeddedType(i).(type) {
		case *types.Union:
			for j := range e.Len() {
				if mayBeReduced(e.Term(j).Type()) {
					return true
				}
			}
		default:
			if mayBeReduced(e) {
				return true
			}
			if inner, ok := e.Underlying().(*types.Interface); ok && listsReduced(inner, depth+1) {
				return true
			}
		}
	}
	return false
}

// untypedConst reports whether e is an untyped constant in the source — a
// literal, an untyped named constant, or an expression of them — rather
// than a conversion or a typed constant, which name a bit pattern on
// purpose.
func untypedConst(info *types.Info, e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		return true
	case *ast.Ident:
		return untypedObj(info.Uses[e])
	case *ast.SelectorExpr:
		return untypedObj(info.Uses[e.Sel])
	case *ast.UnaryExpr:
		return untypedConst(info, e.X)
	case *ast.BinaryExpr:
		return untypedConst(info, e.X) && untypedConst(info, e.Y)
	}
	return false
}

func untypedObj(o types.Object) bool {
	c, ok := o.(*types.Const)
	if !ok {
		return false
	}
	b, ok := c.Type().(*types.Basic)
	return ok && b.Info()&types.IsUntyped != 0
}
