package difffuzz

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// Minimization: an instance is its seed plus a path of reductions, each
// the index of a site (a statement to drop, a block to splice in place of
// its statement, an expression to replace by an operand or a zero, a
// helper or an operand to drop) in the enumeration of the sites of the
// instance the path so far produced. Replaying a path regenerates the
// instance, so no tree is copied. A round builds the candidates of one
// more reduction in batches and keeps the first that still shows the
// finding.

// site is one reduction; del marks the deletions, which are also tried
// in runs of consecutive sites.
type site struct {
	apply func()
	del   bool
}

// replay regenerates seed's instance and applies path: each step is a
// set of sites of one enumeration, applied from the last to the first
// (a site's reduction changes only the sites enumerated after it).
func replay(seed uint64, name string, path [][]int) *Instance {
	in := Generate(seed, name)
	for _, step := range path {
		sites := in.sites()
		for j := len(step) - 1; j >= 0; j-- {
			if step[j] >= len(sites) {
				return nil
			}
			sites[step[j]].apply()
		}
	}
	return in
}

// candidates are a round's steps, coarse first: runs of deletions of
// halving length, then every site alone.
func candidates(sites []site) [][]int {
	var dels []int
	for k, s := range sites {
		if s.del {
			dels = append(dels, k)
		}
	}
	var out [][]int
	for size := len(dels) / 2; size >= 2; size /= 2 {
		for lo := 0; lo+size <= len(dels); lo += size {
			out = append(out, dels[lo:lo+size])
		}
	}
	for k := range sites {
		out = append(out, []int{k})
	}
	return out
}

// sites lists the instance's reductions, coarse ones first.
func (in *Instance) sites() []site {
	var out []site
	// Types, tables and helpers nobody uses.
	for i := range in.Structs {
		out = append(out, site{func() { in.Structs = slices.Delete(in.Structs, i, i+1) }, true})
	}
	for i := range in.Tables {
		out = append(out, site{func() { in.Tables = slices.Delete(in.Tables, i, i+1) }, true})
	}
	for i := range in.Helpers {
		out = append(out, site{func() { in.Helpers = slices.Delete(in.Helpers, i, i+1) }, true})
	}
	// A vectorize core's operands, their reads replaced by zero.
	if in.Kern == nil && len(in.Core.Params) > 1 {
		for j := range in.Core.Params {
			out = append(out, site{func() {
				p := in.Core.Params[j]
				in.Core.Params = slices.Delete(in.Core.Params, j, j+1)
				replaceVar(in.Core.Body, p.Name, &Lit{K: p.K})
			}, true})
		}
	}
	fns := append(slices.Clone(in.Helpers), in.Core)
	if in.Comb != nil {
		fns = append(fns, in.Comb)
	}
	for _, f := range fns {
		out = append(out, stmtSites(&f.Body, len(f.Results) > 0 || f.SResult != nil)...)
	}
	if in.Kern != nil {
		out = append(out, stmtSites(&in.Kern.Step, false)...)
		fns = append(fns, &Func{Body: in.Kern.Step})
	}
	for _, f := range fns {
		walkStmts(f.Body, func(s Stmt) {
			for _, p := range stmtSlots(s) {
				out = append(out, exprSites(p)...)
			}
		}, func(Expr) {})
	}
	return out
}

// stmtSites are the drops and splices of the statements of *ss and of
// the blocks below them. keepLast keeps a function's final return.
func stmtSites(ss *[]Stmt, keepLast bool) []site {
	var out []site
	for i := range *ss {
		if keepLast && i == len(*ss)-1 {
			break
		}
		out = append(out, site{func() { *ss = slices.Delete(*ss, i, i+1) }, true})
		var blocks [][]Stmt
		switch s := (*ss)[i].(type) {
		case *If:
			blocks = [][]Stmt{s.Then, s.Else}
		case *For:
			blocks = [][]Stmt{s.Body}
		case *Switch:
			for _, c := range s.Cases {
				blocks = append(blocks, c.Body)
			}
			blocks = append(blocks, s.Default)
		}
		for _, b := range blocks {
			out = append(out, site{func() { *ss = slices.Concat((*ss)[:i], b, (*ss)[i+1:]) }, false})
		}
	}
	for _, s := range *ss {
		switch s := s.(type) {
		case *If:
			out = append(out, stmtSites(&s.Then, false)...)
			out = append(out, stmtSites(&s.Else, false)...)
		case *For:
			out = append(out, stmtSites(&s.Body, false)...)
		case *Switch:
			for i := range s.Cases {
				out = append(out, stmtSites(&s.Cases[i].Body, false)...)
			}
			out = append(out, stmtSites(&s.Default, false)...)
		}
	}
	return out
}

// stmtSlots are the expression operands of a statement that may be
// replaced (not a switch's case values, whose constants must stay
// distinct, nor a loop bound).
func stmtSlots(s Stmt) []*Expr {
	switch s := s.(type) {
	case *Decl:
		if s.Init != nil {
			return []*Expr{&s.Init}
		}
	case *ArrDecl:
		var ps []*Expr
		for i := range s.Init {
			ps = append(ps, &s.Init[i])
		}
		return ps
	case *Assign:
		return []*Expr{&s.RHS}
	case *If:
		return []*Expr{&s.Cond}
	case *Return:
		var ps []*Expr
		for i := range s.Results {
			if _, sv := s.Results[i].(*SVar); !sv {
				ps = append(ps, &s.Results[i])
			}
		}
		return ps
	case *MultiDecl:
		var ps []*Expr
		for i := range s.Call.Args {
			ps = append(ps, &s.Call.Args[i])
		}
		return ps
	}
	return nil
}

// exprSites replace *p by each operand of its kind and by a zero, then
// recurse into the operands.
func exprSites(p *Expr) []site {
	e := *p
	var out []site
	k := e.kind()
	if _, isLit := e.(*Lit); !isLit && k < numKinds {
		out = append(out, site{func() { *p = &Lit{K: k} }, false})
	}
	if _, nz := e.(*NonZero); !nz {
		for _, c := range e.slots() {
			if (*c).kind() == k {
				out = append(out, site{func() { *p = *c }, false})
			}
		}
	}
	for _, c := range e.slots() {
		out = append(out, exprSites(c)...)
	}
	return out
}

// replaceVar replaces reads of name by e, and drops assignments to it.
func replaceVar(ss []Stmt, name string, e Expr) {
	var fix func(p *Expr)
	fix = func(p *Expr) {
		if v, ok := (*p).(*Var); ok && v.Name == name {
			*p = e
			return
		}
		for _, c := range (*p).slots() {
			fix(c)
		}
	}
	var block func(ss *[]Stmt)
	block = func(ss *[]Stmt) {
		*ss = slices.DeleteFunc(*ss, func(s Stmt) bool {
			a, ok := s.(*Assign)
			return ok && a.Idx == nil && a.LHS == name
		})
		for _, s := range *ss {
			for _, p := range stmtSlots(s) {
				fix(p)
			}
			switch s := s.(type) {
			case *Assign:
				if s.Idx != nil {
					fix(&s.Idx.X)
				}
			case *If:
				block(&s.Then)
				block(&s.Else)
			case *For:
				if s.Bound != nil {
					fix(&s.Bound)
				}
				block(&s.Body)
			case *Switch:
				if s.Tag != nil {
					fix(&s.Tag)
				}
				for i := range s.Cases {
					for j := range s.Cases[i].Vals {
						fix(&s.Cases[i].Vals[j])
					}
					block(&s.Cases[i].Body)
				}
				block(&s.Default)
			}
		}
	}
	block(&ss)
}

// size is a measure of an instance's source for reporting.
func (in *Instance) size() int { return strings.Count(in.Source(), "\n") }

// Minimized is the result of minimizing a finding.
type Minimized struct {
	Instance *Instance
	Path     [][]int
	Finding  Finding
	Rounds   int
}

// Minimize reduces f's instance while a finding of the same kind on the
// same target persists, for at most budget.
func (m *Module) Minimize(f Finding, o Options, budget time.Duration) (*Minimized, error) {
	target := baseTarget(f.Target)
	o.NoAVX2 = target != f.Target // the runs with a CPU feature off
	if o.NoAVX2 {
		o.Targets = []string{}
		if target == "cpu" || target == "parallel" {
			o.Targets = []string{target}
		}
	} else if slices.Contains(DefaultTargets, target) {
		o.Targets = []string{target}
	}
	// A candidate runs only where the finding showed: its form and length
	// (a finding without one, such as a load failure, runs everything).
	if f.Form != "" && f.Form != "load" {
		o.Forms, o.Lengths, o.Big = []string{f.Form}, []int{f.N}, 0
	}
	o.CodeObjects = o.CodeObjects && strings.Contains(f.Err, "code object")
	still := func(round int, cands []*Instance) (int, Finding) {
		br, err := m.RunBatch(fmt.Sprintf("min%d", round), cands, o)
		if err != nil {
			o.logf("difffuzz: minimize round %d: %v", round, err)
			return -1, Finding{}
		}
		for i, c := range cands {
			if g, ok := sameFinding(br.Findings, c, f); ok {
				return i, g
			}
		}
		return -1, Finding{}
	}
	return minimize(f, budget, still, o.logf), nil
}

// minimize is Minimize's search: still runs candidates and returns the
// index of the first that shows the finding (or -1) and its finding.
func minimize(f Finding, budget time.Duration, still func(round int, cands []*Instance) (int, Finding), logf func(string, ...any)) *Minimized {
	deadline := time.Now().Add(budget)
	in := f.Instance
	res := &Minimized{Instance: in, Finding: f}
	var path [][]int
	const chunk = 24
	for round := 0; time.Now().Before(deadline); round++ {
		steps := candidates(replay(in.Seed, in.Name, path).sites())
		found := false
		for lo := 0; lo < len(steps) && !found && time.Now().Before(deadline); lo += chunk {
			var cands []*Instance
			var picked [][]int
			for _, st := range steps[lo:min(len(steps), lo+chunk)] {
				c := replay(in.Seed, fmt.Sprintf("M%d", len(cands)), append(slices.Clone(path), st))
				if c == nil || !c.valid() {
					continue
				}
				if _, err := renderBatch([]*Instance{c}); err != nil {
					continue
				}
				cands = append(cands, c)
				picked = append(picked, st)
			}
			if len(cands) == 0 {
				continue
			}
			if i, g := still(round, cands); i >= 0 {
				path = append(path, picked[i])
				res.Instance, res.Finding, res.Path = replay(in.Seed, in.Name, path), g, slices.Clone(path)
				res.Finding.Case = strings.Replace(g.Case, cands[i].Name, in.Name, 1)
				res.Finding.Err = strings.NewReplacer("."+cands[i].Name, "."+in.Name, "_2e"+cands[i].Name, "_2e"+in.Name).Replace(g.Err)
				res.Finding.Instance = res.Instance
				found = true
			}
		}
		res.Rounds = round + 1
		if !found {
			break
		}
		if logf != nil {
			logf("difffuzz: minimize %s: round %d, %d lines", in.Name, round, res.Instance.size())
		}
	}
	return res
}

// sameFinding finds a finding of c of f's kind on f's target.
func sameFinding(fs []Finding, c *Instance, f Finding) (Finding, bool) {
	for _, g := range fs {
		if g.Instance == c && g.Kind == f.Kind && g.Target == f.Target && g.Form == "load" == (f.Form == "load") {
			return g, true
		}
	}
	return Finding{}, false
}

// Reproducer renders a minimized finding as a Go file: the kernel Go that
// shows it, with what differs and how to run it again.
func (mz *Minimized) Reproducer() string {
	f, in := mz.Finding, mz.Instance
	var b strings.Builder
	fmt.Fprintf(&b, "// Reproducer found by internal/testing/difffuzz: seed %#x, reductions %v.\n//\n", in.Seed, mz.Path)
	for _, l := range strings.Split(f.String(), "\n") {
		fmt.Fprintf(&b, "// %s\n", l)
	}
	if k := in.Kern; k != nil {
		fmt.Fprintf(&b, "//\n// Kernel template %s, block %d (2-D %v); the harness launches it as\n// internal/testing/difffuzz/batch.go's kernRegistration says.\n", k.Template, k.Block, k.Block2)
	}
	fmt.Fprintf(&b, "//\n// Rerun: go test ./internal/testing/difffuzz -run TestFuzzLong -fuzz.seeds=%#x\n\n", in.Seed)
	src, err := goFile(in.Source())
	if err != nil {
		return b.String() + in.Source()
	}
	return b.String() + string(src)
}
