package difffuzz

import (
	"fmt"
	"strings"
)

// renderer writes nodes as Go source. The same tree renders twice: as
// kernel Go (mathPkg "math", no suffix) and as its plain-Go twin (the
// portable math package, every generated function name suffixed), which
// is what GPU results are compared with: the GPU runs Go's portable math
// where amd64 Go runs assembly.
type renderer struct {
	b       strings.Builder
	ind     int
	mathPkg string
	sfx     string
	tp      *TypeParam      // the instance's type parameter, if generic
	generic map[string]bool // helpers that take [T]
	imports map[string]bool // import paths used
	nan     string          // prefix of the instance's NaN-canonicalizing helpers ("": none)
}

// NaN-sensitive math calls: their result shows a NaN's sign or payload
// (the argument at the index), which the docs leave unspecified — the
// GPUs make canonical NaNs where amd64 keeps or sets the sign and payload.
// The argument is canonicalized first, so that comparing the results
// checks everything but the NaN's bits.
var nanSensitive = map[string]int{"Float64bits": 0, "Float32bits": 0, "Signbit": 0, "Copysign": 1}

func newRenderer(twin bool, tp *TypeParam, generic map[string]bool) *renderer {
	r := &renderer{mathPkg: "math", tp: tp, generic: generic, imports: map[string]bool{}}
	if twin {
		r.mathPkg, r.sfx = "pmath", "_p"
	}
	return r
}

func (r *renderer) line(format string, args ...any) {
	r.b.WriteString(strings.Repeat("\t", r.ind))
	fmt.Fprintf(&r.b, format, args...)
	r.b.WriteByte('\n')
}

func (r *renderer) useMath() string {
	if r.sfx != "" {
		r.imports[pmathImport] = true
	} else {
		r.imports["math"] = true
	}
	return r.mathPkg
}

func (r *renderer) lit(k Kind, bits uint64) string {
	s := literal(k, bits, r.mathPkg)
	if strings.Contains(s, r.mathPkg+".") {
		r.useMath()
	}
	return s
}

func (r *renderer) expr(e Expr) string {
	switch e := e.(type) {
	case *Var:
		return e.Name
	case *SVar:
		return e.Name
	case *Lit:
		return r.lit(e.K, e.Bits)
	case *Unary:
		return "(" + e.Op + r.expr(e.X) + ")"
	case *Binary:
		return "(" + r.expr(e.X) + " " + e.Op + " " + r.expr(e.Y) + ")"
	case *NonZero:
		x := r.expr(e.X)
		if e.X.kind() == TP && r.tp != nil && r.tp.Class != ClassInt {
			return "(" + x + "*" + x + " + 1)"
		}
		return "(" + x + " | 1)"
	case *Shift:
		return "(" + r.expr(e.X) + " " + e.Op + " " + r.expr(e.Count) + ")"
	case *Conv:
		return e.K.String() + "(" + r.expr(e.X) + ")"
	case *Call:
		args := make([]string, len(e.Args))
		for i, a := range e.Args {
			args[i] = r.expr(a)
		}
		name := e.Fn
		switch {
		case e.Helper:
			name += r.sfx
			if r.generic[e.Fn] {
				name += "[T]"
			}
		case e.Pkg == "math":
			name = r.useMath() + "." + e.Fn
			if i, ok := nanSensitive[e.Fn]; ok && r.nan != "" {
				args[i] = fmt.Sprintf("%s%d%s(%s)", r.nan, e.Args[i].kind().bits(), r.sfx, args[i])
			}
		case e.Pkg == "bits":
			r.imports["math/bits"] = true
			name = "bits." + e.Fn
		}
		return name + "(" + strings.Join(args, ", ") + ")"
	case *Index:
		return fmt.Sprintf("%s[%s&%d]", e.Base, r.expr(e.X), e.N-1)
	case *Field:
		return e.Path
	}
	panic(fmt.Sprintf("difffuzz: unknown expression %T", e))
}

func (r *renderer) block(ss []Stmt) {
	r.ind++
	for i, s := range ss {
		r.stmt(s, ss[i+1:])
	}
	r.ind--
}

// stmt renders s; rest are the statements after it in its block, where a
// declaration must be read or Go rejects it ("declared and not used").
func (r *renderer) stmt(s Stmt, rest []Stmt) {
	switch s := s.(type) {
	case *Decl:
		if s.Init != nil {
			r.line("%s := %s", s.Name, r.expr(s.Init))
		} else {
			r.line("var %s %s", s.Name, s.K)
		}
		r.keep(s.Name, rest)
	case *ArrDecl:
		if len(s.Init) == 0 {
			r.line("var %s [%d]%s", s.Name, s.N, s.K)
		} else {
			vals := make([]string, len(s.Init))
			for i, e := range s.Init {
				vals[i] = r.expr(e)
			}
			r.line("%s := [%d]%s{%s}", s.Name, s.N, s.K, strings.Join(vals, ", "))
		}
		r.keep(s.Name, rest)
	case *StructDecl:
		r.line("var %s %s", s.Name, s.S.Name)
		r.keep(s.Name, rest)
	case *Assign:
		lhs := s.LHS
		if s.Idx != nil {
			lhs = r.expr(s.Idx)
		}
		r.line("%s %s %s", lhs, s.Op, r.expr(s.RHS))
	case *MultiDecl:
		names := make([]string, len(s.Names))
		fresh := false
		for i, n := range s.Names {
			names[i] = "_"
			if mentions(rest, n) {
				names[i], fresh = n, true
			}
		}
		op := ":="
		if !fresh {
			op = "="
		}
		r.line("%s %s %s", strings.Join(names, ", "), op, r.expr(s.Call))
		for _, n := range names {
			if n != "_" {
				r.keep(n, rest)
			}
		}
	case *StructCall:
		r.line("%s = %s", s.Name, r.expr(s.Call))
	case *If:
		r.line("if %s {", r.expr(s.Cond))
		r.block(s.Then)
		for len(s.Else) == 1 {
			ei, ok := s.Else[0].(*If)
			if !ok {
				break
			}
			r.line("} else if %s {", r.expr(ei.Cond))
			r.block(ei.Then)
			s = ei
		}
		if len(s.Else) > 0 {
			r.line("} else {")
			r.block(s.Else)
		}
		r.line("}")
	case *For:
		r.forStmt(s)
	case *Switch:
		if s.Tag != nil {
			r.line("switch %s {", r.expr(s.Tag))
		} else {
			r.line("switch {")
		}
		for i, c := range s.Cases {
			vals := make([]string, len(c.Vals))
			for j, v := range c.Vals {
				vals[j] = r.expr(v)
			}
			r.line("case %s:", strings.Join(vals, ", "))
			r.block(c.Body)
			// fallthrough may not end the last clause.
			if c.Fall && (i < len(s.Cases)-1 || s.HasDef) {
				r.ind++
				r.line("fallthrough")
				r.ind--
			}
		}
		if s.HasDef {
			r.line("default:")
			r.block(s.Default)
		}
		r.line("}")
	case *Branch:
		if s.Label != "" {
			r.line("%s %s", s.Tok, s.Label)
		} else {
			r.line("%s", s.Tok)
		}
	case *Return:
		vals := make([]string, len(s.Results))
		for i, e := range s.Results {
			vals[i] = r.expr(e)
		}
		r.line("return %s", strings.Join(vals, ", "))
	case *Raw:
		for _, l := range strings.Split(s.Text, "\n") {
			r.line("%s", l)
		}
	default:
		panic(fmt.Sprintf("difffuzz: unknown statement %T", s))
	}
}

// keep marks a declared name as read when nothing after it reads it.
func (r *renderer) keep(name string, rest []Stmt) {
	if !reads(rest, name) {
		r.line("_ = %s", name)
	}
}

func (r *renderer) forStmt(s *For) {
	if s.Label != "" && branchesTo(s.Body, s.Label) {
		r.ind--
		r.line("%s:", s.Label)
		r.ind++
	}
	v := s.Var
	if !reads(s.Body, v) {
		v = "_"
	}
	switch s.Form {
	case "range":
		if v == "_" {
			r.line("for range %d {", s.N)
		} else {
			r.line("for %s := range %d {", v, s.N)
		}
	case "count":
		r.line("for %s, %s := 0, int(%s&15); %s < %s; %s++ {", s.Var, s.Var+"n", r.expr(s.Bound), s.Var, s.Var+"n", s.Var)
	case "down":
		r.line("for %s := %d; %s > 0; %s -= 2 {", s.Var, s.N, s.Var, s.Var)
	case "arr":
		e := s.Elem
		if !reads(s.Body, e) {
			e = "_"
		}
		switch {
		case v == "_" && e == "_":
			r.line("for range %s {", s.Arr)
		case e == "_":
			r.line("for %s := range %s {", v, s.Arr)
		default:
			r.line("for %s, %s := range %s {", v, e, s.Arr)
		}
	}
	r.block(s.Body)
	r.line("}")
}

// mentions reports whether any of ss reads or assigns name.
func mentions(ss []Stmt, name string) bool {
	if reads(ss, name) {
		return true
	}
	found := false
	walkStmts(ss, func(s Stmt) {
		if a, ok := s.(*Assign); ok && a.Idx == nil && a.LHS == name {
			found = true
		}
	}, func(Expr) {})
	return found
}

// reads reports whether any of ss reads name (a variable, or the struct
// or array it names), which is what Go counts as a use.
func reads(ss []Stmt, name string) bool {
	found := false
	walkStmts(ss, func(s Stmt) {
		switch s := s.(type) {
		case *Assign:
			if s.Idx != nil && baseOf(s.Idx.Base) == name || strings.Contains(s.LHS, ".") && baseOf(s.LHS) == name {
				found = true
			}
		case *For:
			if s.Arr == name {
				found = true
			}
		case *Raw:
			found = found || strings.Contains(s.Text, name)
		}
	}, func(e Expr) {
		switch e := e.(type) {
		case *Var:
			found = found || e.Name == name
		case *SVar:
			found = found || e.Name == name
		case *Index:
			found = found || baseOf(e.Base) == name
		case *Field:
			found = found || baseOf(e.Path) == name
		}
	})
	return found
}

func baseOf(path string) string {
	if i := strings.IndexAny(path, ".["); i >= 0 {
		return path[:i]
	}
	return path
}

// branchesTo reports whether a break or continue in ss names label.
func branchesTo(ss []Stmt, label string) bool {
	found := false
	walkStmts(ss, func(s Stmt) {
		if b, ok := s.(*Branch); ok && b.Label == label {
			found = true
		}
	}, func(Expr) {})
	return found
}

// walkStmts visits every statement and expression under ss.
func walkStmts(ss []Stmt, fs func(Stmt), fe func(Expr)) {
	for _, s := range ss {
		walkStmt(s, fs, fe)
	}
}

func walkStmt(s Stmt, fs func(Stmt), fe func(Expr)) {
	fs(s)
	ex := func(e Expr) {
		if e != nil {
			walkExpr(e, fe)
		}
	}
	switch s := s.(type) {
	case *Decl:
		ex(s.Init)
	case *ArrDecl:
		for _, e := range s.Init {
			ex(e)
		}
	case *Assign:
		if s.Idx != nil {
			ex(s.Idx.X)
		}
		ex(s.RHS)
	case *MultiDecl:
		ex(s.Call)
	case *StructCall:
		ex(s.Call)
	case *If:
		ex(s.Cond)
		walkStmts(s.Then, fs, fe)
		walkStmts(s.Else, fs, fe)
	case *For:
		ex(s.Bound)
		walkStmts(s.Body, fs, fe)
	case *Switch:
		ex(s.Tag)
		for _, c := range s.Cases {
			for _, v := range c.Vals {
				ex(v)
			}
			walkStmts(c.Body, fs, fe)
		}
		walkStmts(s.Default, fs, fe)
	case *Return:
		for _, e := range s.Results {
			ex(e)
		}
	}
}

func walkExpr(e Expr, fe func(Expr)) {
	fe(e)
	for _, p := range e.slots() {
		walkExpr(*p, fe)
	}
}

// fn renders a function. directive is the //kern: line of a marked
// function ("" for helpers and twins).
func (r *renderer) fn(f *Func, directive string) {
	if directive != "" && r.sfx == "" {
		r.line("%s", directive)
	}
	params := make([]string, len(f.Params))
	for i, p := range f.Params {
		t := p.K.String()
		if p.S != nil {
			t = p.S.Name
		}
		params[i] = p.Name + " " + t
	}
	results := ""
	switch {
	case f.SResult != nil:
		results = " " + f.SResult.Name
	case len(f.Results) == 1:
		results = " " + f.Results[0].String()
	case len(f.Results) > 1:
		rs := make([]string, len(f.Results))
		for i, k := range f.Results {
			rs[i] = k.String()
		}
		results = " (" + strings.Join(rs, ", ") + ")"
	}
	tparams := ""
	if f.Generic && r.tp != nil {
		tparams = "[T " + r.tp.constraint() + "]"
	}
	r.line("func %s%s(%s)%s {", f.Name+r.sfx, tparams, strings.Join(params, ", "), results)
	r.block(f.Body)
	r.line("}")
	r.line("")
}

// nanHelpers renders the helpers nanSensitive's calls use (when src, the
// rest of the file, calls them): a NaN becomes the quiet NaN with no sign
// and no payload.
func (r *renderer) nanHelpers(src string) {
	for _, w := range []struct {
		bits int
		k    Kind
		nan  string
	}{{64, Float64, "0x7ff8000000000000"}, {32, Float32, "0x7fc00000"}} {
		name := fmt.Sprintf("%s%d%s", r.nan, w.bits, r.sfx)
		if r.nan == "" || !strings.Contains(src, name+"(") {
			continue
		}
		r.line("func %s(x %s) %s {", name, w.k, w.k)
		r.line("\tif x != x {")
		r.line("\t\treturn %s.Float%dfrombits(%s)", r.useMath(), w.bits, w.nan)
		r.line("\t}")
		r.line("\treturn x")
		r.line("}")
		r.line("")
	}
}

// decls renders the struct types and tables an instance declares (once:
// twins share them).
func (r *renderer) decls(structs []*StructType, tables []*Table) {
	for _, s := range structs {
		r.line("type %s struct {", s.Name)
		r.ind++
		for _, f := range s.Fields {
			if f.N > 0 {
				r.line("%s [%d]%s", f.Name, f.N, f.K)
			} else {
				r.line("%s %s", f.Name, f.K)
			}
		}
		r.ind--
		r.line("}")
		r.line("")
	}
	for _, t := range tables {
		vals := make([]string, len(t.Vals))
		for i, v := range t.Vals {
			vals[i] = r.lit(t.K, v)
		}
		r.line("var %s = [%d]%s{%s}", t.Name, len(t.Vals), t.K, strings.Join(vals, ", "))
		r.line("")
	}
}

// pmathImport is the portable math package's import path in the scratch
// module (written by writeModule).
const pmathImport = modulePath + "/pmath"
