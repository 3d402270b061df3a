package cpublock

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"github.com/kernlab/kern/abi"
	"golang.org/x/tools/go/types/typeutil"
)

// varInfo is what the generated code needs to know of one of the
// kernel's local variables or parameters.
type varInfo struct {
	v       *types.Var
	param   bool
	declCtx int  // the region that declares it; 0: the block level (parameters, loop headers, shared arrays)
	top     bool // declared at the top level of a block-level list, in a header or as a parameter
	ctxs    map[int]bool
	writes  []write
	addr    bool // its address is taken (or it is sliced)
	uniform bool
	// promoted: more than one region (or a region and the block level)
	// use it, so it lives outside the regions: per block in name (uniform)
	// or per thread in name[tid].
	promoted bool
	name     string
	typ      string
}

// write is one assignment to a variable.
type write struct {
	top   bool     // a top-level statement of a block-level list, or a header
	plain bool     // the whole variable gets rhs (not an element, not through &)
	rhs   ast.Expr // nil: the zero value
	self  bool     // an assignment operation or ++/--: the old value is an operand
}

// local returns the kernel's variable an identifier names, or nil.
func (b *builder) local(id *ast.Ident) (*varInfo, bool) {
	obj := b.in.Info.Defs[id]
	def := obj != nil
	if obj == nil {
		obj = b.in.Info.Uses[id]
	}
	v, ok := obj.(*types.Var)
	if !ok || v.IsField() || v.Pkg() != b.in.Pkg || v.Pos() < b.in.Decl.Pos() || v.Pos() >= b.in.Decl.End() {
		return nil, false
	}
	vi := b.vars[v]
	if vi == nil {
		vi = &varInfo{v: v, declCtx: -1, ctxs: map[int]bool{}}
		b.vars[v] = vi
		b.order = append(b.order, vi)
	}
	return vi, def
}

// analyzeVars records where every variable is declared, named and
// written, decides which are uniform and which live across regions, and
// checks that the block-level headers are uniform.
func (b *builder) analyzeVars() error {
	for _, f := range b.in.Decl.Type.Params.List {
		for _, id := range f.Names {
			if vi, _ := b.local(id); vi != nil {
				vi.param, vi.declCtx, vi.top = true, 0, true
			}
		}
	}
	for _, h := range b.hoisted {
		b.scan(h.stmt, 0, map[ast.Node]bool{h.stmt: true}, nil)
	}
	for _, r := range b.regions {
		top := map[ast.Node]bool{}
		for _, s := range r.stmts {
			top[s] = true
		}
		r.refs, r.writes = map[*types.Var]bool{}, map[*types.Var]bool{}
		for _, s := range r.stmts {
			b.scan(s, r.id, top, r)
		}
	}
	b.scanHeaders(b.root)
	if vi := b.vars[b.thread]; b.thread != nil && vi != nil && len(vi.writes) > 0 {
		return b.refuse(vi.writes[0].pos(), "the kernel assigns its *kern.Thread parameter")
	}
	b.decideUniform()
	for _, vi := range b.order {
		if vi.v == b.thread {
			continue
		}
		for c := range vi.ctxs {
			if c != vi.declCtx {
				vi.promoted = true
			}
		}
		if vi.param {
			// A parameter is a variable of each thread: one that is
			// written needs a copy per thread.
			vi.promoted = len(vi.writes) > 0
		}
		if !vi.promoted {
			continue
		}
		if vi.addr {
			return b.refuse(vi.v.Pos(), "the address of %s is taken, and %s lives across a barrier", vi.v.Name(), vi.v.Name())
		}
		if vi.declCtx < 0 || !vi.top && !vi.param {
			return b.refuse(vi.v.Pos(), "internal error: %s is used across regions but declared inside one", vi.v.Name())
		}
		typ, err := b.spell(vi.v)
		if err != nil {
			return err
		}
		vi.typ = typ
		kind := "P"
		if vi.uniform {
			kind = "U"
		}
		vi.name = reserved + kind + strconv.Itoa(slices.Index(b.order, vi))
	}
	for _, r := range b.regions {
		if len(r.returns) > 0 && !r.last {
			b.ureturn = true
		}
	}
	return b.checkHeaders(b.root)
}

func (w write) pos() token.Pos {
	if w.rhs != nil {
		return w.rhs.Pos()
	}
	return token.NoPos
}

// scan records the variables n names in context ctx and what writes them;
// top holds the statements that are top-level statements of a
// block-level list.
func (b *builder) scan(n ast.Node, ctx int, top map[ast.Node]bool, r *region) {
	ast.Inspect(n, func(m ast.Node) bool {
		switch m := m.(type) {
		case *ast.Ident:
			if vi, def := b.local(m); vi != nil {
				vi.ctxs[ctx] = true
				if r != nil {
					r.refs[vi.v] = true
				}
				if def && !vi.param {
					vi.declCtx = ctx
					vi.top = r == nil || vi.v.Parent() == r.scope
				}
			}
		case *ast.AssignStmt:
			self := m.Tok != token.ASSIGN && m.Tok != token.DEFINE
			for i, lhs := range m.Lhs {
				rhs := m.Rhs[0]
				if len(m.Rhs) == len(m.Lhs) {
					rhs = m.Rhs[i]
				}
				b.addWrite(lhs, write{top: top[m], rhs: rhs, self: self}, r)
			}
		case *ast.IncDecStmt:
			b.addWrite(m.X, write{top: top[m], rhs: m.X, self: true}, r)
		case *ast.DeclStmt:
			if g, ok := m.Decl.(*ast.GenDecl); ok && g.Tok == token.VAR {
				for _, sp := range g.Specs {
					vs := sp.(*ast.ValueSpec)
					for i, id := range vs.Names {
						var rhs ast.Expr
						if len(vs.Values) == len(vs.Names) {
							rhs = vs.Values[i]
						} else if len(vs.Values) == 1 {
							rhs = vs.Values[0]
						}
						b.addWrite(id, write{top: top[m], rhs: rhs}, r)
					}
				}
			}
		case *ast.RangeStmt:
			for _, x := range []ast.Expr{m.Key, m.Value} {
				if x != nil {
					b.addWrite(x, write{top: top[m], rhs: m.X}, r)
				}
			}
		case *ast.UnaryExpr:
			if m.Op == token.AND {
				b.addAddr(m.X, r)
			}
		case *ast.SliceExpr:
			if _, ok := b.in.Info.TypeOf(m.X).Underlying().(*types.Array); ok {
				b.addAddr(m.X, r)
			}
		case *ast.SelectorExpr:
			if sel := b.in.Info.Selections[m]; sel != nil && sel.Kind() == types.MethodVal {
				if sig := sel.Obj().Type().(*types.Signature); sig.Recv() != nil {
					_, ptrRecv := sig.Recv().Type().(*types.Pointer)
					_, ptrX := b.in.Info.TypeOf(m.X).Underlying().(*types.Pointer)
					if ptrRecv && !ptrX {
						b.addAddr(m.X, r)
					}
				}
			}
		}
		return true
	})
}

// rootVar is the variable that holds x itself (through array elements and
// struct fields of values, not through pointers or slices), or nil.
func (b *builder) rootVar(x ast.Expr) (*varInfo, bool) {
	for {
		switch e := x.(type) {
		case *ast.ParenExpr:
			x = e.X
		case *ast.IndexExpr:
			if _, ok := b.in.Info.TypeOf(e.X).Underlying().(*types.Array); !ok {
				return nil, false
			}
			x = e.X
		case *ast.SelectorExpr:
			if sel := b.in.Info.Selections[e]; sel == nil || sel.Kind() != types.FieldVal || sel.Indirect() {
				return nil, false
			}
			if _, ok := b.in.Info.TypeOf(e.X).Underlying().(*types.Pointer); ok {
				return nil, false
			}
			x = e.X
		case *ast.Ident:
			vi, _ := b.local(e)
			return vi, vi != nil
		default:
			return nil, false
		}
	}
}

func (b *builder) addWrite(lhs ast.Expr, w write, r *region) {
	vi, ok := b.rootVar(lhs)
	if !ok {
		return
	}
	_, w.plain = ast.Unparen(lhs).(*ast.Ident)
	vi.writes = append(vi.writes, w)
	if r != nil {
		r.writes[vi.v] = true
	}
}

func (b *builder) addAddr(x ast.Expr, r *region) {
	if vi, ok := b.rootVar(x); ok {
		vi.addr = true
		vi.writes = append(vi.writes, write{rhs: x})
		if r != nil {
			r.writes[vi.v] = true
		}
	}
}

// scanHeaders scans the block-level loop and if headers (context 0).
func (b *builder) scanHeaders(l *list) {
	for _, it := range l.items {
		b.scanItem(it)
	}
}

func (b *builder) scanItem(it *item) {
	switch it.kind {
	case itemFor:
		switch s := it.stmt.(type) {
		case *ast.ForStmt:
			top := map[ast.Node]bool{}
			for _, x := range []ast.Stmt{s.Init, s.Post} {
				if x != nil {
					top[x] = true
					b.scan(x, 0, top, nil)
				}
			}
			if s.Cond != nil {
				b.scan(s.Cond, 0, top, nil)
			}
		case *ast.RangeStmt:
			// The header alone: the body is a list of its own.
			h := &ast.RangeStmt{For: s.For, Key: s.Key, Value: s.Value, Tok: s.Tok, X: s.X, Body: &ast.BlockStmt{}}
			b.scan(h, 0, map[ast.Node]bool{h: true}, nil)
		}
	case itemIf:
		b.scan(it.stmt.(*ast.IfStmt).Cond, 0, nil, nil)
		if it.els != nil {
			b.scanItem(it.els)
		}
	}
	if it.body != nil {
		b.scanHeaders(it.body)
	}
}

// decideUniform finds the uniform variables: the greatest set whose
// every write is a whole-variable assignment of a uniform value at the
// top level of a block-level list or in a header, none of them having
// its address taken. Every thread that has not returned runs such a
// write in step with the others and gets the same value.
func (b *builder) decideUniform() {
	for _, vi := range b.order {
		vi.uniform = vi.top && !vi.addr && vi.v != b.thread
	}
	for changed := true; changed; {
		changed = false
		for _, vi := range b.order {
			if !vi.uniform {
				continue
			}
			for _, w := range vi.writes {
				if !w.top || !w.plain || w.rhs != nil && !b.isUniform(w.rhs) {
					vi.uniform, changed = false, true
					break
				}
			}
		}
	}
}

// uniformThread are the *kern.Thread methods whose value is the same for
// every thread of a block.
var uniformThread = map[string]bool{
	"BlockIdx": true, "BlockDim": true, "GridDim": true,
	"GridSize1": true, "GridSize2": true, "GridSize3": true, "WarpSize": true,
}

// uniformView are the methods of kern's views that read the view, not
// the memory behind it.
var uniformView = map[string]bool{"Dim": true, "Shape": true, "Strides": true, "Len": true, "Stride": true}

// isUniform reports that e has the same value in every thread of a block
// (conservatively: memory is never uniform, another thread may write it).
func (b *builder) isUniform(e ast.Expr) bool {
	return b.uniformWith(e, func(vi *varInfo) bool { return vi.uniform || vi.param && len(vi.writes) == 0 })
}

// uniformWith is isUniform with ok deciding which of the kernel's
// variables are uniform.
func (b *builder) uniformWith(e ast.Expr, ok func(*varInfo) bool) bool {
	info := b.in.Info
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return true
	}
	all := func(xs []ast.Expr) bool {
		for _, x := range xs {
			if !b.uniformWith(x, ok) {
				return false
			}
		}
		return true
	}
	switch e := e.(type) {
	case *ast.Ident:
		switch o := info.Uses[e].(type) {
		case *types.Const, *types.Nil, *types.TypeName, *types.Func, *types.Builtin:
			return true
		case *types.Var:
			if vi := b.vars[o]; vi != nil {
				return ok(vi)
			}
			// A package-level variable: constant data (kernel Go
			// rejects writing one).
			return o.Parent() == b.in.Pkg.Scope()
		}
		return false
	case *ast.ParenExpr:
		return b.uniformWith(e.X, ok)
	case *ast.SelectorExpr:
		if sel := info.Selections[e]; sel != nil {
			return sel.Kind() == types.FieldVal && !sel.Indirect() && b.uniformWith(e.X, ok)
		}
		return b.uniformWith(e.Sel, ok) // a package's name
	case *ast.BinaryExpr:
		return b.uniformWith(e.X, ok) && b.uniformWith(e.Y, ok)
	case *ast.UnaryExpr:
		return e.Op != token.AND && e.Op != token.ARROW && b.uniformWith(e.X, ok)
	case *ast.IndexExpr:
		_, arr := info.TypeOf(e.X).Underlying().(*types.Array)
		return arr && b.uniformWith(e.X, ok) && b.uniformWith(e.Index, ok)
	case *ast.SliceExpr:
		_, isSlice := info.TypeOf(e.X).Underlying().(*types.Slice)
		return isSlice && b.uniformWith(e.X, ok) && all(nonNil(e.Low, e.High, e.Max))
	case *ast.CompositeLit:
		for _, x := range e.Elts {
			if kv, ok := x.(*ast.KeyValueExpr); ok {
				x = kv.Value
			}
			if !b.uniformWith(x, ok) {
				return false
			}
		}
		return true
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() {
			return all(e.Args)
		}
		if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok {
			if bi, ok := info.Uses[id].(*types.Builtin); ok {
				switch bi.Name() {
				case "len", "cap", "min", "max":
					return all(e.Args)
				}
				return false
			}
		}
		fn := typeutil.StaticCallee(info, e)
		switch {
		case fn == nil:
			return false
		case isThreadMethod(fn):
			return uniformThread[fn.Name()]
		case isKern(fn, "Shared") || isKern(fn, "DynShared"):
			return true
		case fn.Pkg() != nil && fn.Pkg().Path() == abi.KernPath:
			sel, isSel := ast.Unparen(e.Fun).(*ast.SelectorExpr)
			return isSel && uniformView[fn.Name()] && info.Selections[sel] != nil && b.uniformWith(sel.X, ok) && all(e.Args)
		case fn.Pkg() != nil && (fn.Pkg().Path() == "math" || fn.Pkg().Path() == "math/bits"):
			return all(e.Args)
		}
	}
	return false
}

func nonNil(xs ...ast.Expr) []ast.Expr {
	var out []ast.Expr
	for _, x := range xs {
		if x != nil {
			out = append(out, x)
		}
	}
	return out
}

// checkHeaders refuses block-level loops and ifs whose headers are not
// uniform: the threads would disagree on how often the barriers run.
func (b *builder) checkHeaders(l *list) error {
	for _, it := range l.items {
		if err := b.checkItem(it); err != nil {
			return err
		}
	}
	return nil
}

func (b *builder) checkItem(it *item) error {
	notUniform := func(n ast.Node, what string) error {
		return b.refuse(n.Pos(), "a barrier under %s that may differ between the threads of a block", what)
	}
	switch it.kind {
	case itemFor:
		switch s := it.stmt.(type) {
		case *ast.ForStmt:
			if s.Cond != nil && !b.isUniform(s.Cond) {
				return notUniform(s.Cond, "a loop condition")
			}
			for _, x := range []ast.Stmt{s.Init, s.Post} {
				if x != nil && !b.uniformStmt(x) {
					return notUniform(x, "a loop statement")
				}
			}
		case *ast.RangeStmt:
			if !b.isUniform(s.X) {
				return notUniform(s.X, "a range")
			}
			if vi, ok := b.rootVar(s.Key); s.Key != nil && (!ok || !vi.uniform) {
				return notUniform(s.Key, "a range variable")
			}
		}
	case itemIf:
		if c := it.stmt.(*ast.IfStmt).Cond; !b.isUniform(c) {
			return notUniform(c, "a condition")
		}
		if it.els != nil {
			if err := b.checkItem(it.els); err != nil {
				return err
			}
		}
	}
	if it.body != nil {
		return b.checkHeaders(it.body)
	}
	return nil
}

// uniformStmt reports that a header statement writes only uniform
// variables.
func (b *builder) uniformStmt(s ast.Stmt) bool {
	ok := true
	ast.Inspect(s, func(n ast.Node) bool {
		if id, isID := n.(*ast.Ident); isID {
			if vi, _ := b.local(id); vi != nil && !vi.uniform && !(vi.param && len(vi.writes) == 0) {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// spell is v's type as the generated code writes it, with the packages
// it names added to the imports.
func (b *builder) spell(v *types.Var) (string, error) {
	var bad error
	s := types.TypeString(v.Type(), func(p *types.Package) string {
		if p == b.in.Pkg {
			return ""
		}
		name, ok := b.importName(p.Path())
		if !ok && bad == nil {
			bad = b.refuse(v.Pos(), "the type of %s names package %s, which %s does not import", v.Name(), p.Path(), b.fname)
		}
		return name
	})
	if bad != nil {
		return "", bad
	}
	var walk func(t types.Type) error
	seen := map[types.Type]bool{}
	walk = func(t types.Type) error {
		if seen[t] {
			return nil
		}
		seen[t] = true
		switch t := t.(type) {
		case *types.Named:
			if o := t.Obj(); o.Parent() != nil && o.Parent() != types.Universe && o.Parent() != o.Pkg().Scope() && o.Parent() != b.fscope {
				return b.refuse(v.Pos(), "%s has the type %s, declared inside a loop or block", v.Name(), o.Name())
			}
			for i := range t.TypeArgs().Len() {
				if err := walk(t.TypeArgs().At(i)); err != nil {
					return err
				}
			}
		case *types.Pointer:
			return walk(t.Elem())
		case *types.Slice:
			return walk(t.Elem())
		case *types.Array:
			return walk(t.Elem())
		case *types.Struct:
			for i := range t.NumFields() {
				if err := walk(t.Field(i).Type()); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if err := walk(v.Type()); err != nil {
		return "", err
	}
	return s, nil
}

// importName is the name under which the kernel's file imports path.
func (b *builder) importName(path string) (string, bool) {
	for _, f := range b.in.Files {
		if b.in.Fset.File(f.Pos()) != b.tf {
			continue
		}
		for _, imp := range f.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			if err != nil || p != path {
				continue
			}
			name := ""
			if imp.Name != nil {
				name = imp.Name.Name
			} else if pn, ok := b.in.Info.Implicits[imp].(*types.PkgName); ok {
				name = pn.Name()
			}
			if name == "" || name == "_" {
				return "", false
			}
			b.addImport(path, name)
			return name, true
		}
	}
	return "", false
}

// addImport records that the generated code names path as name.
func (b *builder) addImport(path, name string) {
	if path == abi.KernPath && name == "kern" {
		return
	}
	b.imports[path] = name
}

// checkImports records the packages the kernel's text names, and refuses
// a name the generated file needs for itself.
func (b *builder) checkImports() error {
	var err error
	ast.Inspect(b.in.Decl, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && err == nil {
			if pn, ok := b.in.Info.Uses[id].(*types.PkgName); ok {
				path := pn.Imported().Path()
				if id.Name == "kern" && path != abi.KernPath || id.Name == "unsafe" {
					err = b.refuse(id.Pos(), "the package name %s", id.Name)
				}
				b.addImport(path, id.Name)
			}
		}
		return err == nil
	})
	return err
}
