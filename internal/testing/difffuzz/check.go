package difffuzz

import "slices"

// valid reports whether the instance is Go that compiles, as far as the
// minimizer's reductions can break it: every name declared before use,
// labels of enclosing loops, a return at the end of every function with
// results, operations on constants Go accepts. (The generator keeps these
// by construction; a reduction that breaks one is not tried.)
func (in *Instance) valid() bool {
	globals := map[string]bool{}
	for _, t := range in.Tables {
		globals[t.Name] = true
	}
	for _, h := range in.Helpers {
		globals[h.Name] = true
	}
	for _, h := range in.Helpers {
		if !checkFunc(h, globals) {
			return false
		}
	}
	if !checkFunc(in.Core, globals) || in.Comb != nil && !checkFunc(in.Comb, globals) {
		return false
	}
	if k := in.Kern; k != nil && len(k.Step) > 0 {
		step := &Func{Params: []Param{{Name: k.StepVal, K: k.V}, {Name: k.StepCtr, K: Int}}, Body: k.Step}
		if !checkFunc(step, globals) {
			return false
		}
	}
	// Struct types in use must still be declared.
	ok := true
	typed := func(st *StructType) {
		ok = ok && (st == nil || slices.Contains(in.Structs, st))
	}
	for _, f := range append(slices.Clone(in.Helpers), in.Core) {
		typed(f.SResult)
		for _, p := range f.Params {
			typed(p.S)
		}
		walkStmts(f.Body, func(s Stmt) {
			if d, isDecl := s.(*StructDecl); isDecl {
				typed(d.S)
			}
		}, func(Expr) {})
	}
	if !ok {
		return false
	}
	if in.TP != nil && in.Kern == nil && !usesTP(in.Core) {
		return false // the instantiations would share one identity
	}
	return true
}

type checker struct {
	scopes   [][]string
	loops    []string
	switches int
	ok       bool
}

func (c *checker) declared(name string) bool {
	for _, s := range c.scopes {
		if slices.Contains(s, name) {
			return true
		}
	}
	return false
}

func (c *checker) declare(name string) {
	c.scopes[len(c.scopes)-1] = append(c.scopes[len(c.scopes)-1], name)
}

func checkFunc(f *Func, globals map[string]bool) bool {
	c := &checker{ok: true}
	var top []string
	for g := range globals {
		top = append(top, g)
	}
	for _, p := range f.Params {
		top = append(top, p.Name)
	}
	c.scopes = [][]string{top}
	c.block(f.Body)
	if len(f.Results) > 0 || f.SResult != nil {
		if len(f.Body) == 0 {
			return false
		}
		if _, ret := f.Body[len(f.Body)-1].(*Return); !ret {
			return false
		}
	}
	return c.ok
}

func (c *checker) block(ss []Stmt) {
	c.scopes = append(c.scopes, nil)
	for _, s := range ss {
		c.stmt(s)
	}
	c.scopes = c.scopes[:len(c.scopes)-1]
}

func (c *checker) expr(e Expr) {
	if e == nil {
		return
	}
	if !validExpr(e) {
		c.ok = false
	}
	walkExpr(e, func(e Expr) {
		switch e := e.(type) {
		case *Var:
			c.ok = c.ok && c.declared(e.Name)
		case *SVar:
			c.ok = c.ok && c.declared(e.Name)
		case *Index:
			c.ok = c.ok && c.declared(baseOf(e.Base))
		case *Field:
			c.ok = c.ok && c.declared(baseOf(e.Path))
		case *Call:
			c.ok = c.ok && (!e.Helper || c.declared(e.Fn))
		}
	})
}

func (c *checker) stmt(s Stmt) {
	switch s := s.(type) {
	case *Decl:
		c.expr(s.Init)
		c.declare(s.Name)
	case *ArrDecl:
		for _, e := range s.Init {
			c.expr(e)
		}
		c.declare(s.Name)
	case *StructDecl:
		c.declare(s.Name)
	case *Assign:
		if s.Idx != nil {
			c.expr(s.Idx)
		} else {
			c.ok = c.ok && c.declared(baseOf(s.LHS))
		}
		c.expr(s.RHS)
	case *MultiDecl:
		c.expr(s.Call)
		for _, n := range s.Names {
			c.declare(n)
		}
	case *StructCall:
		c.ok = c.ok && c.declared(s.Name)
		c.expr(s.Call)
	case *If:
		c.expr(s.Cond)
		c.block(s.Then)
		c.block(s.Else)
	case *For:
		c.expr(s.Bound)
		if s.Form == "arr" {
			c.ok = c.ok && c.declared(s.Arr)
		}
		c.scopes = append(c.scopes, []string{s.Var, s.Elem})
		c.loops = append(c.loops, s.Label)
		c.block(s.Body)
		c.loops = c.loops[:len(c.loops)-1]
		c.scopes = c.scopes[:len(c.scopes)-1]
	case *Switch:
		c.expr(s.Tag)
		seen := map[string]bool{}
		for _, cs := range s.Cases {
			for _, v := range cs.Vals {
				c.expr(v)
				if isConst(v) {
					key := literalKey(v)
					c.ok = c.ok && !seen[key]
					seen[key] = true
				}
			}
			c.switches++
			c.block(cs.Body)
			c.switches--
		}
		c.switches++
		c.block(s.Default)
		c.switches--
	case *Branch:
		if s.Label != "" {
			c.ok = c.ok && slices.Contains(c.loops, s.Label)
		} else {
			c.ok = c.ok && (len(c.loops) > 0 || s.Tok == "break" && c.switches > 0)
		}
	case *Return:
		for _, e := range s.Results {
			c.expr(e)
		}
	}
}

// literalKey identifies a constant case value (its rendering).
func literalKey(e Expr) string {
	r := newRenderer(false, nil, nil)
	return r.expr(e)
}
