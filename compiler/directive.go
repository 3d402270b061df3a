package compiler

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/internal/ssagen"
)

// Kind is what a directive makes of a function; kern gen records it in
// the registration the runtime reads, so abi defines it.
type Kind = abi.Kind

// Directive kinds.
const (
	KindVectorize   = abi.KindVectorize   // //kern:vectorize: a scalar ufunc core (a device function)
	KindGUVectorize = abi.KindGUVectorize // //kern:guvectorize LAYOUT: a generalized ufunc core (a device function)
	KindKernel      = abi.KindKernel      // //kern:kernel: a launchable kernel
	KindReduce      = abi.KindReduce      // //kern:reduce: a binary reduction core func(T, T) T
)

// Marked is a function carrying a //kern: directive.
type Marked struct {
	Pkg  string // import path
	Name string // Go name, without type arguments
	Kind Kind
	// Layout is the guvectorize layout, parsed: one dimension-name list
	// per input, then per output. Outs are the last parameters.
	Ins, Outs [][]string
	// Instances are the type-argument lists to compile, each written as
	// the Job's TypeArgs ("float32", "float32,int64"); [""] when the
	// function is not generic.
	Instances []string
	Pos       token.Position
	// MaxThreads and MaxRegs are a kernel's launch bounds
	// (//kern:kernel maxthreads=N maxregs=R), 0 when not given.
	MaxThreads, MaxRegs int

	obj   *types.Func
	diags Diagnostics
}

// findMarked scans a package's files for directives.
func findMarked(fset *token.FileSet, pkgPath string, files []*ast.File, info *types.Info) ([]*Marked, Diagnostics) {
	var out []*Marked
	var diags Diagnostics
	bad := func(pos token.Pos, name string, code ssagen.Code, format string, args ...any) {
		diags = append(diags, Diagnostic{Pos: fset.Position(pos), Kernel: name, Code: string(code), Msg: fmt.Sprintf(format, args...)})
	}
	for _, f := range files {
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.GenDecl:
				if c := firstDirective(d.Doc); c != nil {
					bad(c.Pos(), "-", ssagen.CodeDirective, "%s must be in the doc comment of a function", strings.Fields(c.Text)[0])
				}
			case *ast.FuncDecl:
				m := parseDirectives(fset, d, pkgPath, bad)
				if m == nil {
					continue
				}
				if d.Recv != nil {
					bad(d.Pos(), d.Name.Name, ssagen.CodeDirective, "//kern:%s cannot mark a method; mark a plain function", m.Kind)
					continue
				}
				if d.Body == nil {
					bad(d.Pos(), d.Name.Name, ssagen.CodeDirective, "//kern:%s marks a function without a Go body", m.Kind)
					continue
				}
				m.obj, _ = info.Defs[d.Name].(*types.Func)
				if m.obj == nil {
					continue
				}
				out = append(out, m)
			}
		}
	}
	return out, diags
}

// testFileMarks reports directives on the functions of a package's
// _test.go files. kern gen compiles a package as go build sees it, without
// its tests, so such a function would get no GPU code and fail on every
// GPU target with ErrNoGPUCode, a message that sends the user back to a
// directive that is already there.
func testFileMarks(fset *token.FileSet, files []string) Diagnostics {
	var diags Diagnostics
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			continue // go test reports it
		}
		for _, decl := range f.Decls {
			d, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			c := firstDirective(d.Doc)
			if c == nil {
				continue
			}
			word, _, _ := strings.Cut(strings.TrimPrefix(c.Text, "//kern:"), " ")
			kind, _ := abi.KindOf(word)
			diags = append(diags, Diagnostic{Pos: fset.Position(d.Name.Pos()), Kernel: d.Name.Name, Code: string(ssagen.CodeDirective), Kind: kind,
				Msg: fmt.Sprintf("//kern:%s in a test file: kern gen compiles the package without its _test.go files, so %s would have no GPU code; move it to a non-test .go file of the package", word, d.Name.Name)})
		}
	}
	return diags
}

func firstDirective(g *ast.CommentGroup) *ast.Comment {
	if g == nil {
		return nil
	}
	for _, c := range g.List {
		if strings.HasPrefix(c.Text, "//kern:") {
			return c
		}
	}
	return nil
}

func parseDirectives(fset *token.FileSet, d *ast.FuncDecl, pkgPath string, bad func(token.Pos, string, ssagen.Code, string, ...any)) *Marked {
	if d.Doc == nil {
		return nil
	}
	var m *Marked
	for _, c := range d.Doc.List {
		rest, ok := strings.CutPrefix(c.Text, "//kern:")
		if !ok {
			continue
		}
		word, arg, _ := strings.Cut(rest, " ")
		kind, known := abi.KindOf(word)
		if !known {
			bad(c.Pos(), d.Name.Name, ssagen.CodeDirective, "unknown directive //kern:%s (want vectorize, guvectorize, kernel or reduce)", word)
			continue
		}
		if m != nil {
			bad(c.Pos(), d.Name.Name, ssagen.CodeDirective, "a function takes one //kern: directive; %s already has //kern:%s", d.Name.Name, m.Kind)
			continue
		}
		m = &Marked{Pkg: pkgPath, Name: d.Name.Name, Kind: kind, Pos: fset.Position(d.Name.Pos())}
		arg = strings.TrimSpace(arg)
		switch {
		case kind == KindGUVectorize:
			ins, outs, err := ParseLayout(arg)
			if err != nil {
				m.diags = append(m.diags, Diagnostic{Pos: fset.Position(d.Name.Pos()), Kernel: d.Name.Name, Code: string(ssagen.CodeLayoutSyntax), Msg: err.Error()})
			}
			m.Ins, m.Outs = ins, outs
		case kind == KindKernel && arg != "":
			for _, msg := range m.parseBounds(arg) {
				m.diags = append(m.diags, Diagnostic{Pos: fset.Position(c.Pos()), Kernel: d.Name.Name, Code: string(ssagen.CodeLaunchBounds), Msg: msg})
			}
		case arg != "":
			bad(c.Pos(), d.Name.Name, ssagen.CodeDirective, "//kern:%s takes no arguments (got %q)", word, arg)
		}
	}
	return m
}

// Launch bounds' ranges: a block has at most 1024 threads on every GPU
// kern targets; ptxas takes .maxnreg from 16 (it raises lower values) to
// 255, the most a thread can address.
const (
	maxThreadsLimit       = 1024
	minRegs, maxRegsLimit = 16, 255
)

// parseBounds reads //kern:kernel's options, "maxthreads=N maxregs=R",
// into m, returning what is wrong with them. A "//" ends them: what
// follows is a comment.
func (m *Marked) parseBounds(arg string) []string {
	var bad []string
	arg, _, _ = strings.Cut(arg, "//")
	for _, opt := range strings.Fields(arg) {
		key, val, ok := strings.Cut(opt, "=")
		n, err := strconv.Atoi(val)
		var dst *int
		lo, hi := 1, maxThreadsLimit
		switch key {
		case "maxthreads":
			dst = &m.MaxThreads
		case "maxregs":
			dst, lo, hi = &m.MaxRegs, minRegs, maxRegsLimit
		default:
			bad = append(bad, fmt.Sprintf("unknown //kern:kernel option %q (want maxthreads=N or maxregs=R)", opt))
			continue
		}
		switch {
		case !ok || err != nil:
			bad = append(bad, fmt.Sprintf("//kern:kernel %s: want %s=N with a decimal number", opt, key))
		case *dst != 0:
			bad = append(bad, fmt.Sprintf("//kern:kernel gives %s twice", key))
		case n < lo || n > hi:
			bad = append(bad, fmt.Sprintf("//kern:kernel %s: %d is outside %d to %d", opt, n, lo, hi))
		default:
			*dst = n
		}
	}
	return bad
}

// ParseLayout parses a gufunc layout "(m,n),(n,p)->(m,p)".
func ParseLayout(s string) (ins, outs [][]string, err error) {
	lhs, rhs, ok := strings.Cut(strings.ReplaceAll(s, " ", ""), "->")
	if !ok {
		return nil, nil, fmt.Errorf("guvectorize layout %q: want inputs->outputs, such as (m,n),(n,p)->(m,p)", s)
	}
	if ins, err = parseGroups(lhs); err == nil {
		outs, err = parseGroups(rhs)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("guvectorize layout %q: %v", s, err)
	}
	if len(outs) == 0 {
		return nil, nil, fmt.Errorf("guvectorize layout %q: no outputs", s)
	}
	return ins, outs, nil
}

func parseGroups(s string) ([][]string, error) {
	var out [][]string
	for s != "" {
		if s[0] != '(' {
			return nil, fmt.Errorf("expected ( at %q", s)
		}
		end := strings.IndexByte(s, ')')
		if end < 0 {
			return nil, fmt.Errorf("missing ) in %q", s)
		}
		var dims []string
		if inner := s[1:end]; inner != "" {
			for _, d := range strings.Split(inner, ",") {
				if !isIdent(d) {
					return nil, fmt.Errorf("bad dimension name %q", d)
				}
				dims = append(dims, d)
			}
		}
		out = append(out, dims)
		s = s[end+1:]
		if strings.HasPrefix(s, ",") {
			s = s[1:]
			if s == "" {
				return nil, fmt.Errorf("trailing comma")
			}
		} else if s != "" {
			return nil, fmt.Errorf("expected , at %q", s)
		}
	}
	return out, nil
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}
