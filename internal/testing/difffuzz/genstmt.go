package difffuzz

import (
	"fmt"
)

// stmtGen draws the statements of one function.
type stmtGen struct {
	*exprGen
	structs  []*StructType
	fn       *Func
	n        int      // fresh-name counter
	loops    []string // labels of the enclosing loops, innermost last
	weight   int      // iterations of the enclosing loops, multiplied
	budget   int      // statements left
	noArrays bool     // no local arrays: SIMD loops have no gathers
	noLoops  bool     // no loops (their int counters are 8 bytes wide)
}

// maxWeight bounds the iterations of nested loops per element, so that
// the emulated devices run a batch in seconds.
const maxWeight = 48

func (g *stmtGen) fresh(prefix string) string {
	g.n++
	return fmt.Sprintf("%s%d", prefix, g.n)
}

// body draws a function body that ends in a return of f's results.
func (g *stmtGen) body(s *scope) []Stmt {
	ss := g.block(s, 0)
	return append(ss, g.ret(s)...)
}

func (g *stmtGen) ret(s *scope) []Stmt {
	f := g.fn
	if f.SResult != nil {
		name := g.fresh("s")
		sv := &SVar{Name: name, S: f.SResult}
		s.structs = append(s.structs, sv)
		out := []Stmt{&StructDecl{Name: name, S: f.SResult}}
		for _, fl := range f.SResult.Fields {
			if fl.N == 0 && g.chance(0.8) {
				out = append(out, &Assign{LHS: name + "." + fl.Name, Op: "=", RHS: g.expr(s, fl.K, 2)})
			}
		}
		return append(out, &Return{Results: []Expr{sv}})
	}
	r := &Return{}
	for _, k := range f.Results {
		r.Results = append(r.Results, g.expr(s, k, 3))
	}
	return []Stmt{r}
}

// block draws statements until the budget for this block runs out.
func (g *stmtGen) block(s *scope, depth int) []Stmt {
	s = s.clone()
	var ss []Stmt
	n := 1 + g.r.IntN(5)
	if depth == 0 {
		n = 3 + g.r.IntN(10)
	}
	for i := 0; i < n && g.budget > 0; i++ {
		g.budget--
		ss = append(ss, g.stmt(s, depth)...)
	}
	return ss
}

func (g *stmtGen) stmt(s *scope, depth int) []Stmt {
	switch n := g.r.IntN(100); {
	case n < 28:
		return g.decl(s)
	case n < 46:
		if st := g.assign(s); st != nil {
			return []Stmt{st}
		}
		return g.decl(s)
	case n < 58 && depth < 3:
		return []Stmt{g.ifStmt(s, depth)}
	case n < 66 && depth < 3 && !g.noLoops:
		if st := g.forStmt(s, depth); st != nil {
			return []Stmt{st}
		}
	case n < 72 && depth < 3:
		return []Stmt{g.switchStmt(s, depth)}
	case n < 78 && !g.noArrays:
		return g.arrDecl(s)
	case n < 83:
		return g.structDecl(s)
	case n < 91:
		return g.multiDecl(s)
	case n < 96 && len(g.loops) > 0:
		return []Stmt{g.branch(s)}
	case n < 100 && depth > 0 && g.fn.SResult == nil:
		return []Stmt{&If{Cond: g.expr(s, Bool, 2), Then: g.ret(s)}}
	}
	return g.decl(s)
}

func (g *stmtGen) decl(s *scope) []Stmt {
	k := g.anyKind()
	if len(s.vars) > 0 && g.chance(0.5) {
		k = s.vars[g.r.IntN(len(s.vars))].K
	}
	name := g.fresh("v")
	var d *Decl
	if g.chance(0.1) {
		d = &Decl{Name: name, K: k}
	} else {
		d = &Decl{Name: name, K: k, Init: g.expr(s, k, 3)}
	}
	s.vars = append(s.vars, &Var{Name: name, K: k})
	s.assign[name] = true
	return []Stmt{d}
}

func (g *stmtGen) assign(s *scope) Stmt {
	var cands []Stmt
	for _, v := range s.vars {
		if s.assign[v.Name] {
			cands = append(cands, &Assign{LHS: v.Name, RHS: nil, Op: g.assignOp(v.K)})
		}
	}
	for _, a := range s.arrays {
		cands = append(cands, &Assign{Idx: &Index{Base: a.name, N: a.n, X: g.indexExpr(s), K: a.k}, Op: g.assignOp(a.k)})
	}
	for _, sv := range s.structs {
		for _, f := range sv.S.Fields {
			if f.N > 0 {
				cands = append(cands, &Assign{Idx: &Index{Base: sv.Name + "." + f.Name, N: f.N, X: g.indexExpr(s), K: f.K}, Op: g.assignOp(f.K)})
			} else {
				cands = append(cands, &Assign{LHS: sv.Name + "." + f.Name, Op: g.assignOp(f.K)})
			}
		}
		for _, h := range g.helpers {
			if h.SResult == sv.S && helperCallable(s, h) {
				return &StructCall{Name: sv.Name, Call: g.helperCall(s, h, 2)}
			}
		}
	}
	if len(cands) == 0 {
		return nil
	}
	a := cands[g.r.IntN(len(cands))].(*Assign)
	k := g.lhsKind(s, a)
	a.RHS = g.expr(s, k, 3)
	return a
}

func (g *stmtGen) lhsKind(s *scope, a *Assign) Kind {
	if a.Idx != nil {
		return a.Idx.K
	}
	for _, v := range s.vars {
		if v.Name == a.LHS {
			return v.K
		}
	}
	for _, sv := range s.structs {
		for _, f := range sv.S.Fields {
			if sv.Name+"."+f.Name == a.LHS {
				return f.K
			}
		}
	}
	panic("difffuzz: no kind for " + a.LHS)
}

func (g *stmtGen) assignOp(k Kind) string {
	if g.chance(0.5) || k == Bool {
		return "="
	}
	if k.isInt() || k == TP && g.tp.Class == ClassInt {
		return []string{"+=", "-=", "*=", "&=", "|=", "^="}[g.r.IntN(6)]
	}
	return []string{"+=", "-=", "*="}[g.r.IntN(3)]
}

func (g *stmtGen) ifStmt(s *scope, depth int) *If {
	st := &If{Cond: g.expr(s, Bool, 3), Then: g.block(s, depth+1)}
	switch g.r.IntN(3) {
	case 1:
		st.Else = g.block(s, depth+1)
	case 2:
		st.Else = []Stmt{g.ifStmt(s, depth+1)}
	}
	return st
}

func (g *stmtGen) forStmt(s *scope, depth int) Stmt {
	f := &For{Var: g.fresh("i"), Label: g.fresh("L")}
	iters := 0
	var arrs []arrVar
	for _, a := range s.arrays {
		arrs = append(arrs, a)
	}
	switch n := g.r.IntN(4); {
	case n == 0:
		f.Form, f.N = "range", 1+g.r.IntN(8)
		iters = f.N
	case n == 1:
		var ints []*Var
		for _, v := range s.vars {
			if v.K.isInt() {
				ints = append(ints, v)
			}
		}
		if len(ints) == 0 {
			return nil
		}
		f.Form, f.Bound = "count", ints[g.r.IntN(len(ints))]
		iters = 15
	case n == 2:
		f.Form, f.N = "down", 1+g.r.IntN(9)
		iters = (f.N + 1) / 2
	default:
		if len(arrs) == 0 {
			return nil
		}
		a := arrs[g.r.IntN(len(arrs))]
		f.Form, f.Arr, f.Elem, f.ElemK = "arr", a.name, g.fresh("e"), a.k
		iters = a.n
	}
	if g.weight*iters > maxWeight {
		return nil
	}
	inner := s.clone()
	inner.vars = append(inner.vars, &Var{Name: f.Var, K: Int})
	if f.Form == "arr" {
		inner.vars = append(inner.vars, &Var{Name: f.Elem, K: f.ElemK})
	}
	saved := g.weight
	g.weight *= iters
	g.loops = append(g.loops, f.Label)
	f.Body = g.block(inner, depth+1)
	g.loops = g.loops[:len(g.loops)-1]
	g.weight = saved
	return f
}

func (g *stmtGen) branch(s *scope) Stmt {
	b := &Branch{Tok: []string{"break", "continue"}[g.r.IntN(2)]}
	if len(g.loops) > 1 && g.chance(0.5) {
		b.Label = g.loops[g.r.IntN(len(g.loops))]
	}
	return &If{Cond: g.expr(s, Bool, 2), Then: []Stmt{b}}
}

func (g *stmtGen) switchStmt(s *scope, depth int) *Switch {
	sw := &Switch{HasDef: g.chance(0.6)}
	ncase := 1 + g.r.IntN(4)
	if g.chance(0.5) {
		k := intKinds[g.r.IntN(len(intKinds))]
		sw.Tag = g.nonConst(s, k)
		if isConst(sw.Tag) {
			sw.Tag = nil
		} else {
			seen := map[uint64]bool{}
			for range ncase {
				c := Case{Fall: g.chance(0.2)}
				for range 1 + g.r.IntN(2) {
					v := randomBits(g.r, k)
					if k.bits() < 64 {
						v &= 1<<k.bits() - 1
					}
					if !seen[v] {
						seen[v] = true
						c.Vals = append(c.Vals, &Lit{K: k, Bits: v})
					}
				}
				if len(c.Vals) > 0 {
					c.Body = g.block(s, depth+1)
					sw.Cases = append(sw.Cases, c)
				}
			}
		}
	}
	if sw.Tag == nil {
		for range ncase {
			// Constant cases could repeat, which Go rejects.
			c := g.expr(s, Bool, 2)
			if isConst(c) {
				c = g.nonConst(s, Bool)
			}
			sw.Cases = append(sw.Cases, Case{Vals: []Expr{c}, Body: g.block(s, depth+1), Fall: g.chance(0.2)})
		}
	}
	if sw.HasDef {
		sw.Default = g.block(s, depth+1)
	}
	return sw
}

func (g *stmtGen) arrDecl(s *scope) []Stmt {
	k := g.anyKind()
	n := []int{2, 4, 8, 16}[g.r.IntN(4)]
	a := &ArrDecl{Name: g.fresh("a"), K: k, N: n}
	if n <= 4 && g.chance(0.5) {
		for range n {
			a.Init = append(a.Init, g.expr(s, k, 2))
		}
	}
	out := []Stmt{a}
	s.arrays = append(s.arrays, arrVar{a.Name, k, n})
	for range 1 + g.r.IntN(3) {
		out = append(out, &Assign{Idx: &Index{Base: a.Name, N: n, X: g.indexExpr(s), K: k}, Op: "=", RHS: g.expr(s, k, 2)})
	}
	return out
}

func (g *stmtGen) structDecl(s *scope) []Stmt {
	if len(g.structs) == 0 {
		return g.decl(s)
	}
	st := g.structs[g.r.IntN(len(g.structs))]
	sv := &SVar{Name: g.fresh("s"), S: st}
	out := []Stmt{&StructDecl{Name: sv.Name, S: st}}
	s.structs = append(s.structs, sv)
	for range 1 + g.r.IntN(3) {
		if a := g.assign(s); a != nil {
			out = append(out, a)
		}
	}
	return out
}

// helperCallable reports whether every struct parameter of h has a
// variable of its type in scope.
func helperCallable(s *scope, h *Func) bool {
	for _, p := range h.Params {
		if p.S == nil {
			continue
		}
		ok := false
		for _, sv := range s.structs {
			ok = ok || sv.S == p.S
		}
		if !ok {
			return false
		}
	}
	return true
}

func (g *stmtGen) multiDecl(s *scope) []Stmt {
	var c *Call
	var ks []Kind
	switch n := g.r.IntN(3); {
	case n == 0 && !g.noMath:
		f := findFn([]string{"Frexp", "Modf", "Lgamma", "Sincos"}[g.r.IntN(4)])
		c, ks = g.mathCall(s, f, 2), f.out
	case n == 1:
		k := []Kind{Uint32, Uint64, Uint}[g.r.IntN(3)]
		var f mathFn
		for _, b := range bitsFns(k) {
			if len(b.out) == 2 && g.chance(0.5) || len(b.out) == 2 && f.name == "" {
				f = b
			}
		}
		c, ks = g.mathCall(s, f, 2), f.out
		if len(c.Args) == 3 {
			// The carry or borrow must be 0 or 1.
			c.Args[2] = &Binary{Op: "&", X: g.nonConst(s, k), Y: &Lit{K: k, Bits: 1}, K: k}
		}
	default:
		for _, h := range g.helpers {
			if len(h.Results) > 1 && helperCallable(s, h) {
				c, ks = g.helperCall(s, h, 2), h.Results
				break
			}
		}
	}
	if c == nil {
		return g.decl(s)
	}
	m := &MultiDecl{Call: c, Ks: ks}
	for _, k := range ks {
		name := g.fresh("v")
		m.Names = append(m.Names, name)
		s.vars = append(s.vars, &Var{Name: name, K: k})
		s.assign[name] = true
	}
	return []Stmt{m}
}
