package cpublock

import (
	"go/ast"
	"go/token"
	"go/types"
)

// list is a statement list the block runs at the block level: the
// kernel's body, or the body of a loop, if or block that holds a barrier.
type list struct {
	scope  *types.Scope
	consts []*ast.DeclStmt // constant and type declarations, emitted first
	items  []*item
	inLoop bool // inside a loop that runs at the block level
}

type itemKind int

const (
	itemRegion itemKind = iota // statements every thread runs, one thread after another
	itemSync                   // a barrier
	itemFor                    // a for or range loop with a barrier, run once per block
	itemIf                     // an if with a barrier (els: nil, an itemIf or an itemBlock)
	itemBlock                  // a { } block with a barrier
)

type item struct {
	kind   itemKind
	region *region
	stmt   ast.Stmt
	body   *list
	els    *item
}

// region is a run of statements without a barrier: one loop over the
// threads.
type region struct {
	id     int // 1, 2, …; 0 is the block level
	stmts  []ast.Stmt
	scope  *types.Scope // the scope its top-level declarations go to
	inLoop bool
	// refs are the variables it names, writes those it may change.
	refs, writes map[*types.Var]bool
	returns      []*ast.ReturnStmt
	last         bool // no region runs after it
	// The thread's geometry calls its text replaces, and whether some
	// other use needs the *kern.Thread moved to every thread (thread.go).
	scanned bool
	calls   []threadCall
	needs   bool
	keeps   bool // its text still names the *kern.Thread
}

// hoist is a shared-array declaration, x := kern.Shared[A](t), run once
// per block before the first region.
type hoist struct {
	stmt ast.Stmt
	v    *types.Var
}

// hasBarrier reports whether n holds a barrier call.
func (b *builder) hasBarrier(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		if c, ok := m.(*ast.CallExpr); ok && b.barriers[c] {
			found = true
		}
		return !found
	})
	return found
}

// sharedDecl recognizes x := kern.Shared[A](t) and var x = kern.Shared[A](t).
func (b *builder) sharedDecl(s ast.Stmt) (*types.Var, *ast.CallExpr) {
	var id *ast.Ident
	var rhs ast.Expr
	switch s := s.(type) {
	case *ast.AssignStmt:
		if s.Tok != token.DEFINE || len(s.Lhs) != 1 || len(s.Rhs) != 1 {
			return nil, nil
		}
		id, _ = s.Lhs[0].(*ast.Ident)
		rhs = s.Rhs[0]
	case *ast.DeclStmt:
		g, _ := s.Decl.(*ast.GenDecl)
		if g == nil || g.Tok != token.VAR || len(g.Specs) != 1 {
			return nil, nil
		}
		vs := g.Specs[0].(*ast.ValueSpec)
		if len(vs.Names) != 1 || len(vs.Values) != 1 {
			return nil, nil
		}
		id, rhs = vs.Names[0], vs.Values[0]
	}
	call, _ := ast.Unparen(rhs).(*ast.CallExpr)
	if id == nil || call == nil {
		return nil, nil
	}
	if _, ok := b.shared[call]; !ok {
		return nil, nil
	}
	v, _ := b.in.Info.Defs[id].(*types.Var)
	return v, call
}

// buildList splits stmts at their barriers. top is the kernel's body,
// where shared arrays are declared.
func (b *builder) buildList(stmts []ast.Stmt, scope *types.Scope, inLoop, top bool) (*list, error) {
	l := &list{scope: scope, inLoop: inLoop}
	var cur []ast.Stmt
	flush := func() {
		if len(cur) > 0 {
			r := &region{id: len(b.regions) + 1, stmts: cur, scope: scope, inLoop: inLoop}
			b.regions = append(b.regions, r)
			l.items = append(l.items, &item{kind: itemRegion, region: r})
			cur = nil
		}
	}
	for _, s := range stmts {
		if d, ok := s.(*ast.DeclStmt); ok && d.Decl.(*ast.GenDecl).Tok != token.VAR {
			l.consts = append(l.consts, d)
			continue
		}
		if v, call := b.sharedDecl(s); v != nil {
			if !top || len(l.items) > 0 { // items start at the first barrier
				return nil, b.refuse(s.Pos(), "kern.Shared after a barrier: shared arrays are declared at the start of the kernel")
			}
			b.shared[call] = true
			b.hoisted = append(b.hoisted, &hoist{stmt: s, v: v})
			continue
		}
		if !b.hasBarrier(s) {
			cur = append(cur, s)
			continue
		}
		flush()
		it, err := b.barrierItem(s, inLoop)
		if err != nil {
			return nil, err
		}
		l.items = append(l.items, it)
	}
	flush()
	if top {
		for c, hoisted := range b.shared {
			if !hoisted {
				return nil, b.refuse(c.Pos(), "kern.Shared that is not a declaration x := kern.Shared[A](t) at the kernel's top level")
			}
		}
		if n := len(l.items); n > 0 && l.items[n-1].kind == itemRegion {
			l.items[n-1].region.last = true
		}
	}
	return l, nil
}

// barrierItem is the block-level form of a statement that holds a
// barrier.
func (b *builder) barrierItem(s ast.Stmt, inLoop bool) (*item, error) {
	info := b.in.Info
	switch s := s.(type) {
	case *ast.ExprStmt:
		if c, ok := ast.Unparen(s.X).(*ast.CallExpr); ok && b.barriers[c] {
			return &item{kind: itemSync, stmt: s}, nil
		}
	case *ast.ForStmt:
		body, err := b.buildList(s.Body.List, info.Scopes[s.Body], true, false)
		if err != nil {
			return nil, err
		}
		return &item{kind: itemFor, stmt: s, body: body}, nil
	case *ast.RangeStmt:
		t := info.TypeOf(s.X)
		if bt, ok := t.Underlying().(*types.Basic); !ok || bt.Info()&types.IsInteger == 0 {
			return nil, b.refuse(s.Pos(), "a barrier in a range loop over a %s (only ranges over integers run at the block level)", t)
		}
		body, err := b.buildList(s.Body.List, info.Scopes[s.Body], true, false)
		if err != nil {
			return nil, err
		}
		return &item{kind: itemFor, stmt: s, body: body}, nil
	case *ast.IfStmt:
		return b.ifItem(s, inLoop)
	case *ast.BlockStmt:
		body, err := b.buildList(s.List, info.Scopes[s], inLoop, false)
		if err != nil {
			return nil, err
		}
		return &item{kind: itemBlock, stmt: s, body: body}, nil
	case *ast.LabeledStmt:
		return nil, b.refuse(s.Pos(), "a labeled statement with a barrier")
	case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
		return nil, b.refuse(s.Pos(), "a barrier in a switch")
	}
	return nil, b.refuse(s.Pos(), "a barrier inside a statement that is not a loop, if or block")
}

func (b *builder) ifItem(s *ast.IfStmt, inLoop bool) (*item, error) {
	if s.Init != nil {
		return nil, b.refuse(s.Pos(), "an if with an init statement and a barrier")
	}
	then, err := b.buildList(s.Body.List, b.in.Info.Scopes[s.Body], inLoop, false)
	if err != nil {
		return nil, err
	}
	it := &item{kind: itemIf, stmt: s, body: then}
	switch e := s.Else.(type) {
	case *ast.IfStmt:
		if it.els, err = b.ifItem(e, inLoop); err != nil {
			return nil, err
		}
	case *ast.BlockStmt:
		body, err := b.buildList(e.List, b.in.Info.Scopes[e], inLoop, false)
		if err != nil {
			return nil, err
		}
		it.els = &item{kind: itemBlock, stmt: e, body: body}
	}
	return it, nil
}

// checkBranches refuses a region whose break, continue or goto leaves it
// (the loop it would leave runs at the block level), and collects its
// returns.
func (b *builder) checkBranches(r *region) error {
	var err error
	labels := map[string]bool{}
	for _, s := range r.stmts {
		ast.Inspect(s, func(n ast.Node) bool {
			if l, ok := n.(*ast.LabeledStmt); ok {
				labels[l.Label.Name] = true
			}
			return true
		})
	}
	// walk tracks the enclosing loops and switches inside the region.
	var walk func(n ast.Node, loops, breaks int)
	walk = func(n ast.Node, loops, breaks int) {
		ast.Inspect(n, func(m ast.Node) bool {
			if err != nil || m == nil || m == n {
				return err == nil
			}
			switch m := m.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ForStmt:
				walk(m.Body, loops+1, breaks+1)
				for _, x := range []ast.Node{m.Init, m.Cond, m.Post} {
					if x != nil {
						walk(x, loops, breaks)
					}
				}
				return false
			case *ast.RangeStmt:
				walk(m.Body, loops+1, breaks+1)
				return false
			case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
				walk(m, loops, breaks+1)
				return false
			case *ast.ReturnStmt:
				r.returns = append(r.returns, m)
			case *ast.BranchStmt:
				switch {
				case m.Label != nil && !labels[m.Label.Name]:
					err = b.refuse(m.Pos(), "%s %s leaves a loop that holds a barrier", m.Tok, m.Label.Name)
				case m.Label == nil && m.Tok == token.BREAK && breaks == 0,
					m.Label == nil && m.Tok == token.CONTINUE && loops == 0:
					err = b.refuse(m.Pos(), "%s leaves a loop that holds a barrier", m.Tok)
				}
			}
			return true
		})
	}
	for _, s := range r.stmts {
		walk(&ast.BlockStmt{List: []ast.Stmt{s}}, 0, 0)
	}
	return err
}
