package cpublock

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/kernlab/kern/abi"
)

// Jamming. A region runs jamLanes threads side by side: each statement
// once per thread, each thread with its own copies of its variables, and
// a loop with the same trip count in every thread (a dot product over a
// shared tile: for j := 0; j < TPB; j++ { acc += sA[ty][j] * sB[j][tx] })
// once, its body once per thread. One thread's iterations form a chain of
// dependent operations (acc += …) the CPU cannot overlap; the lanes' are
// independent, and the lanes share the region's loads of per-block values.
// Every thread still runs its own statements in its own order, so a
// kernel without data races between the threads of a region (which a GPU
// leaves undefined) computes the same values.
//
// A copy for lane k > 0 carries line directives naming "file.go#lanek"
// (abi.LaneSuffix), from which the runtime tells which thread of the
// lanes panicked.

// jamLanes is how many threads a jammed region runs side by side.
const jamLanes = 4

// jam is what a jammable region needs: the variables each lane has a copy
// of, and the loops the lanes share.
type jam struct {
	perLane map[*types.Var]bool
	shared  map[*types.Var]bool // loop variables of lock-step loops
	loops   map[ast.Stmt]bool   // the lock-step loops
}

// jamOf decides whether r is jammed: nothing in it ties a statement to
// one thread at a time (the thread's *kern.Thread but for the block's
// geometry, returns, branches, labels, function literals).
func (b *builder) jamOf(r *region) *jam {
	if b.ureturn || len(r.returns) > 0 {
		return nil
	}
	ok := !b.needsThread(r)
	for _, s := range r.stmts {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BranchStmt, *ast.LabeledStmt, *ast.FuncLit, *ast.ReturnStmt, *ast.GoStmt, *ast.DeferStmt:
				ok = false
			case *ast.DeclStmt:
				ok = ok && n.Decl.(*ast.GenDecl).Tok == token.VAR
			}
			return ok
		})
	}
	if !ok {
		return nil
	}
	j := &jam{perLane: map[*types.Var]bool{}, shared: map[*types.Var]bool{}, loops: map[ast.Stmt]bool{}}
	for _, s := range r.stmts {
		b.findLockstep(s, r, j)
	}
	for _, s := range r.stmts {
		ast.Inspect(s, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := b.in.Info.Defs[id].(*types.Var); ok && !j.shared[v] {
					j.perLane[v] = true
				}
			}
			return true
		})
	}
	for v := range r.refs {
		if vi := b.vars[v]; vi != nil && vi.promoted && (!vi.uniform || r.writes[v]) {
			j.perLane[v] = true
		}
	}
	return j
}

// findLockstep records s when it is a lock-step loop, and the lock-step
// loops in its body.
func (b *builder) findLockstep(s ast.Stmt, r *region, j *jam) {
	uniform := func(e ast.Expr) bool {
		return b.uniformWith(e, func(vi *varInfo) bool {
			return j.shared[vi.v] || vi.param && len(vi.writes) == 0 || vi.promoted && vi.uniform && !r.writes[vi.v]
		})
	}
	var vars []*types.Var
	var body *ast.BlockStmt
	switch s := s.(type) {
	case *ast.ForStmt:
		init, ok := s.Init.(*ast.AssignStmt)
		if !ok || init.Tok != token.DEFINE || len(init.Lhs) != len(init.Rhs) || s.Cond == nil || s.Post == nil {
			return
		}
		for i, l := range init.Lhs {
			v, _ := b.in.Info.Defs[l.(*ast.Ident)].(*types.Var)
			if v == nil || !uniform(init.Rhs[i]) {
				return
			}
			vars = append(vars, v)
		}
		for _, v := range vars {
			j.shared[v] = true
		}
		defer func() {
			if body == nil {
				for _, v := range vars {
					delete(j.shared, v)
				}
			}
		}()
		if !uniform(s.Cond) || !b.postOnly(s.Post, vars, uniform) {
			return
		}
		body = s.Body
	case *ast.RangeStmt:
		if s.Tok != token.DEFINE && s.Key != nil || s.Value != nil || !uniform(s.X) {
			return
		}
		if bt, ok := b.in.Info.TypeOf(s.X).Underlying().(*types.Basic); !ok || bt.Info()&types.IsInteger == 0 {
			return
		}
		if s.Key != nil {
			v, _ := b.in.Info.Defs[s.Key.(*ast.Ident)].(*types.Var)
			if v == nil {
				return
			}
			vars = append(vars, v)
			j.shared[v] = true
		}
		body = s.Body
	default:
		return
	}
	for _, v := range vars {
		if b.writtenIn(body, v) {
			for _, v := range vars {
				delete(j.shared, v)
			}
			return
		}
	}
	j.loops[s] = true
	for _, t := range body.List {
		b.findLockstep(t, r, j)
	}
}

// postOnly reports that a loop's post statement steps only its loop
// variables, by uniform amounts.
func (b *builder) postOnly(post ast.Stmt, vars []*types.Var, uniform func(ast.Expr) bool) bool {
	is := func(x ast.Expr) bool {
		id, ok := x.(*ast.Ident)
		if !ok {
			return false
		}
		for _, v := range vars {
			if b.in.Info.Uses[id] == v {
				return true
			}
		}
		return false
	}
	switch p := post.(type) {
	case *ast.IncDecStmt:
		return is(p.X)
	case *ast.AssignStmt:
		for i, l := range p.Lhs {
			if !is(l) || len(p.Rhs) != len(p.Lhs) || !uniform(p.Rhs[i]) {
				return false
			}
		}
		return p.Tok != token.DEFINE
	}
	return false
}

// writtenIn reports that n assigns v or takes its address.
func (b *builder) writtenIn(n ast.Node, v *types.Var) bool {
	found := false
	hit := func(x ast.Expr) {
		if vi, ok := b.rootVar(x); ok && vi.v == v {
			found = true
		}
	}
	ast.Inspect(n, func(m ast.Node) bool {
		switch m := m.(type) {
		case *ast.AssignStmt:
			for _, l := range m.Lhs {
				hit(l)
			}
		case *ast.IncDecStmt:
			hit(m.X)
		case *ast.UnaryExpr:
			if m.Op == token.AND {
				hit(m.X)
			}
		case *ast.RangeStmt:
			for _, x := range []ast.Expr{m.Key, m.Value} {
				if x != nil {
					hit(x)
				}
			}
		}
		return !found
	})
	return found
}

// laneName is lane k's copy of a per-lane variable.
func laneName(name string, k int) string {
	if k == 0 {
		return name
	}
	return fmt.Sprintf("%s%d%s", reserved, k, name)
}

// emitJammed writes region r as a loop over groups of jamLanes threads
// followed by the plain loop for the rest; pro, post and decl are
// emitRegion's prologue, written-back and declared variables.
func (b *builder) emitJammed(e *emitter, r *region, j *jam, pro, post, decl []*varInfo, load func(*varInfo, string) string) {
	const group = reserved + "J"
	e.glue("%s := 0", group)
	// The thread index counters, shared with the loop after the groups.
	n := b.axes(r)
	if n > 0 {
		names, starts := counters(n)
		e.glue("%s := %s", strings.Join(names, ", "), strings.Join(starts, ", "))
	}
	used := b.usedAxes(r)
	e.glue("for ; %s+%d <= %s; %s += %d {", group, jamLanes, nameN, group, jamLanes)
	e.glue("%s.Mark(%s)", nameBlock, group)
	for k := range jamLanes {
		if n == 0 {
			break
		}
		e.glue("%s", stepIndex(n))
		for a, axis := range []string{"X", "Y", "Z"} {
			if used[a] {
				e.glue("%s := %s%s", laneIdx(k).axis(a), nameIdx, axis)
			}
		}
	}
	// The lanes' elements of a per-thread variable, as an array: one
	// bounds check per group.
	lanes := func(vi *varInfo) string { return vi.name + "L" }
	for _, vi := range append(append([]*varInfo(nil), pro...), decl...) {
		if !vi.uniform {
			e.glue("%s := (*[%d]%s)(%s[%s:])", lanes(vi), jamLanes, vi.typ, vi.name, group)
		}
	}
	for _, vi := range pro {
		switch {
		case !j.perLane[vi.v]:
			e.glue("%s := %s", vi.v.Name(), load(vi, group))
		case vi.uniform:
			for k := range jamLanes {
				e.glue("%s := %s", laneName(vi.v.Name(), k), load(vi, ""))
			}
		default:
			for k := range jamLanes {
				e.glue("%s := %s[%d]", laneName(vi.v.Name(), k), lanes(vi), k)
			}
		}
	}
	e.glue("{")
	b.emitJamList(e, r, r.stmts, j)
	store := func(vi *varInfo) {
		for k := range jamLanes {
			if vi.uniform {
				e.glue("%s = %s", vi.name, laneName(vi.v.Name(), k))
			} else {
				e.glue("%s[%d] = %s", lanes(vi), k, laneName(vi.v.Name(), k))
			}
		}
	}
	for _, vi := range decl {
		store(vi)
	}
	e.glue("}")
	for _, vi := range post {
		store(vi)
	}
	e.glue("}")
}

// emitJamList writes statements of a jammed region: lock-step loops once
// with their bodies jammed, every other statement once per lane.
func (b *builder) emitJamList(e *emitter, r *region, stmts []ast.Stmt, j *jam) {
	for _, s := range stmts {
		if !j.loops[s] {
			for k := range jamLanes {
				e.user(b.laneText(r, s, j, k) + "\n")
			}
			continue
		}
		var body *ast.BlockStmt
		switch s := s.(type) {
		case *ast.ForStmt:
			body = s.Body
		case *ast.RangeStmt:
			body = s.Body
		}
		e.user(b.directive(s.Pos()) + b.text(s.Pos(), body.Lbrace, nil) + "{\n")
		b.emitJamList(e, r, body.List, j)
		e.glue("}")
	}
}

// laneText is statement s for lane k: its per-lane variables renamed,
// its statements under line directives that name the lane.
func (b *builder) laneText(r *region, s ast.Stmt, j *jam, k int) string {
	var edits []edit
	dir := func(pos token.Pos) string {
		d := b.directive(pos)
		if k > 0 {
			d = strings.Replace(d, b.fname+":", fmt.Sprintf("%s%s%d:", b.fname, abi.LaneSuffix, k), 1)
		}
		return d
	}
	list := func(ss []ast.Stmt) {
		for _, t := range ss {
			edits = append(edits, edit{b.off(t.Pos()), b.off(t.Pos()), dir(t.Pos())})
		}
	}
	list([]ast.Stmt{s})
	for _, c := range r.calls {
		if c.node.Pos() >= s.Pos() && c.node.End() <= s.End() {
			edits = append(edits, edit{b.off(c.node.Pos()), b.off(c.node.End()), callText(c, laneIdx(k))})
		}
	}
	ast.Inspect(s, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BlockStmt:
			list(n.List)
		case *ast.CaseClause:
			list(n.Body)
		case *ast.Ident:
			if k > 0 {
				if v, ok := b.varObj(n); ok && j.perLane[v] {
					edits = append(edits, edit{b.off(n.Pos()), b.off(n.End()), laneName(n.Name, k)})
				}
			}
		}
		return true
	})
	return b.text(s.Pos(), s.End(), edits)
}

// varObj is the variable id declares or names.
func (b *builder) varObj(id *ast.Ident) (*types.Var, bool) {
	obj := b.in.Info.Defs[id]
	if obj == nil {
		obj = b.in.Info.Uses[id]
	}
	v, ok := obj.(*types.Var)
	return v, ok
}

// laneIdx names lane k's copy of its thread's index.
func laneIdx(k int) laneIndex {
	f := func(a string) string { return fmt.Sprintf("%sLane%s%d", reserved, a, k) }
	return laneIndex{f("X"), f("Y"), f("Z")}
}

// axis is the a-th component's name.
func (l laneIndex) axis(a int) string { return [3]string{l.x, l.y, l.z}[a] }
