package cheader

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// CUDA is cuda.h in $KERN_CUDA_INCLUDE (scripts/install-tools.sh extracts
// it from Debian's nvidia-cuda-dev 11.8). why says what is missing.
func CUDA() (h Header, why string) {
	return find("KERN_CUDA_INCLUDE", Header{File: "cuda.h"})
}

// HIP is hip/hip_runtime_api.h in $KERN_HIP_INCLUDE (from Debian's
// libamdhip64-dev 5.2), compiled for AMD.
func HIP() (h Header, why string) {
	return find("KERN_HIP_INCLUDE", Header{File: "hip/hip_runtime_api.h", Defines: []string{"__HIP_PLATFORM_AMD__"}})
}

func find(env string, h Header) (Header, string) {
	h.Dir = os.Getenv(env)
	if h.Dir == "" {
		return h, env + " is unset (run scripts/install-tools.sh and source its env.sh)"
	}
	if _, err := os.Stat(filepath.Join(h.Dir, h.File)); err != nil {
		return h, fmt.Sprintf("%s: %v", env, err)
	}
	cc, err := exec.LookPath("cc")
	if err != nil {
		return h, "no C compiler (cc) to read the headers with"
	}
	h.CC = cc
	return h, ""
}

// GoConst is an integer constant declared in Go source.
type GoConst struct {
	Name string
	// Value is nil when the declaration is not a literal expression of
	// the package's own constants (iota, another package's constant).
	Value *int64
	Pos   string
}

// GoConsts lists the constants declared in the non-test Go files of dir,
// so that a test can insist that every one is accounted for.
func GoConsts(dir string) ([]GoConst, error) {
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var out []GoConst
	known := map[string]constant.Value{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			var last []ast.Expr
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				vals := vs.Values
				if vals == nil {
					vals = last // an implicit repetition (iota)
				}
				last = vals
				for i, n := range vs.Names {
					c := GoConst{Name: n.Name, Pos: fset.Position(n.Pos()).String()}
					if i < len(vals) {
						if v := eval(vals[i], known); v != nil {
							if x, exact := constant.Int64Val(v); exact {
								c.Value = &x
								known[n.Name] = v
							}
						}
					}
					out = append(out, c)
				}
			}
		}
	}
	return out, nil
}

// eval folds a constant expression of literals and known constants; nil
// for anything else.
func eval(e ast.Expr, known map[string]constant.Value) constant.Value {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind == token.INT {
			return constant.MakeFromLiteral(e.Value, e.Kind, 0)
		}
	case *ast.Ident:
		return known[e.Name]
	case *ast.ParenExpr:
		return eval(e.X, known)
	case *ast.UnaryExpr:
		if x := eval(e.X, known); x != nil {
			return constant.UnaryOp(e.Op, x, 0)
		}
	case *ast.BinaryExpr:
		x, y := eval(e.X, known), eval(e.Y, known)
		if x == nil || y == nil {
			return nil
		}
		if e.Op == token.SHL || e.Op == token.SHR {
			s, ok := constant.Uint64Val(y)
			if !ok {
				return nil
			}
			return constant.Shift(x, e.Op, uint(s))
		}
		return constant.BinaryOp(x, e.Op, y)
	case *ast.CallExpr: // a conversion, Status(0)
		if len(e.Args) == 1 {
			return eval(e.Args[0], known)
		}
	}
	return nil
}
