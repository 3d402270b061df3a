package compiler

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/kernlab/kern/compiler/internal/ssagen"
)

// halfConsts records in set the calls of kern's and half's 16-bit
// arithmetic (the H* functions, Pack2, AtomicAdd) that are given an
// untyped nonzero constant for a kern.Float16 or kern.BFloat16 operand. Go
// converts such a constant as an integer bit pattern — kern.HMul(x, 2)
// multiplies by the pattern 0x0002, 2^-23 in binary16 — which is never
// what the call means; ssagen reports it (ssagen.Options.HalfConsts).
// go/ssa keeps only the converted constant, so the syntax is the only
// trace of the implicit conversion.
func halfConsts(src *pkgSrc, set map[token.Pos]ssagen.HalfConst) {
	if src.info == nil {
		return
	}
	for _, f := range src.files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || !halfArith(src.info, call.Fun) {
				return true
			}
			for _, arg := range call.Args {
				tv := src.info.Types[arg]
				if tv.Value == nil || !isHalfType(tv.Type) || !untypedConst(src.info, arg) {
					continue
				}
				if v := constant.ToFloat(tv.Value); v.Kind() == constant.Float && constant.Sign(v) == 0 {
					continue // 0 is +0 either way
				}
				set[call.Lparen] = ssagen.HalfConst{Arg: arg.Pos(), Text: types.ExprString(arg), Type: types.TypeString(tv.Type, shortQualifier)}
				break
			}
			return true
		})
	}
}

// halfArith reports whether fun names one of kern's or half's functions
// that compute with 16-bit values.
func halfArith(info *types.Info, fun ast.Expr) bool {
	switch e := ast.Unparen(fun).(type) {
	case *ast.IndexExpr: // kern.HFma[kern.Float16]
		fun = e.X
	case *ast.IndexListExpr:
		fun = e.X
	}
	var id *ast.Ident
	switch e := ast.Unparen(fun).(type) {
	case *ast.SelectorExpr:
		id = e.Sel
	case *ast.Ident:
		id = e
	default:
		return false
	}
	fn, ok := info.Uses[id].(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Signature().Recv() != nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "github.com/kernlab/kern", "github.com/kernlab/kern/half":
	default:
		return false
	}
	name := fn.Name()
	return name == "Pack2" || name == "AtomicAdd" || len(name) > 1 && name[0] == 'H' && name[1] >= 'A' && name[1] <= 'Z' && name != "HFromFloat32"
}

// isHalfType reports whether t is kern.Float16 or kern.BFloat16 (half's).
func isHalfType(t types.Type) bool {
	if tp, ok := types.Unalias(t).(*types.TypeParam); ok {
		// A type parameter whose every type is a 16-bit float (kern.Half,
		// or one of them alone) takes the constant as a pattern too.
		return halfTypeSet(tp)
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != "github.com/kernlab/kern/half" {
		return false
	}
	return n.Obj().Name() == "Float16" || n.Obj().Name() == "BFloat16"
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

// shortQualifier writes a type's package by its name (kern.Float16 is
// half.Float16).
func shortQualifier(p *types.Package) string { return p.Name() }

// halfTypeSet reports whether tp's constraint admits only kern.Float16
// and kern.BFloat16, through unions and embedded interfaces.
func halfTypeSet(tp *types.TypeParam) bool {
	iface, ok := tp.Constraint().Underlying().(*types.Interface)
	if !ok {
		return false
	}
	return halfTerms(iface, 0)
}

func halfTerms(iface *types.Interface, depth int) bool {
	if depth > 8 || iface.NumEmbeddeds() == 0 {
		return false
	}
	for i := range iface.NumEmbeddeds() {
		switch e := iface.EmbeddedType(i).(type) {
		case *types.Union:
			for j := range e.Len() {
				if t := e.Term(j); t.Tilde() || !isHalfType(t.Type()) {
					return false
				}
			}
		default:
			if isHalfType(e) {
				continue
			}
			inner, ok := e.Underlying().(*types.Interface)
			if !ok || !halfTerms(inner, depth+1) {
				return false
			}
		}
	}
	return true
}
