// Package asmstat counts the static instructions of GPU code — PTX, SASS
// (nvdisasm) and AMD GCN assembly (llc/clang -S) — per function and per
// loop, and classifies its memory instructions, so that kern's generated
// code can be compared with clang's (bench/static) and held to a budget
// (budget_test.go).
//
// Loops are the natural loops of each function's control-flow graph (a
// branch to a block that dominates it closes one), so they are found the
// same way in every dialect whatever the block layout.
package asmstat

import (
	"fmt"
	"sort"
	"strings"
)

// Space is where a memory instruction goes.
type Space string

// The spaces. Generic is a flat address the hardware resolves at run time
// (PTX ld without a space, SASS LD/ST, GCN flat_*).
const (
	Global  Space = "global"
	Generic Space = "generic"
	Shared  Space = "shared"
	Const   Space = "const"  // PTX ld.const, SASS LDC, GCN s_load (kernel arguments and constants)
	Param   Space = "param"  // PTX ld.param/st.param
	Local   Space = "local"  // spills and stack: PTX ld.local, SASS LDL/STL, GCN scratch_*
	Buffer  Space = "buffer" // GCN buffer_*
)

// Mem describes a memory instruction.
type Mem struct {
	Space Space
	Store bool
	Atom  bool
	Bits  int // bits moved per thread
	Name  string
}

// Kind is an instruction's effect on control flow.
type Kind int

// The kinds.
const (
	Plain  Kind = iota
	Jump        // unconditional branch to Target
	Branch      // conditional branch to Target, else the next instruction
	Exit        // ends the thread (ret, exit, s_endpgm); conditional if Cond
	Call        // calls Callee and continues with the next instruction
)

// Instr is one instruction.
type Instr struct {
	Op     string // the mnemonic with its modifiers: "ld.global.f32", "LDG.E.64", "global_load_dword"
	Text   string // the whole instruction
	Kind   Kind
	Cond   bool   // an Exit under a predicate
	Target string // branch target label
	Callee string // for Call: the function's name, if known
	Mem    *Mem
}

// Func is one function's instructions and labels.
type Func struct {
	Name     string
	Kernel   bool // an entry point
	Internal bool // a subroutine the assembler added (SASS slow paths)
	Instrs   []Instr
	Labels   map[string]int // label → index of the instruction it precedes
	Regs     map[string]int // register counts when known ("REG", "VGPR", "SGPR", "AGPR", ...)
}

// Module is the functions of one assembly listing.
type Module struct {
	Funcs  []*Func
	byName map[string]*Func
}

// Func returns the named function or nil.
func (m *Module) Func(name string) *Func { return m.byName[name] }

func newModule(fs []*Func) *Module {
	m := &Module{Funcs: fs, byName: map[string]*Func{}}
	for _, f := range fs {
		m.byName[f.Name] = f
	}
	return m
}

func newFunc(name string) *Func {
	return &Func{Name: name, Labels: map[string]int{}, Regs: map[string]int{}}
}

// Block is a basic block: instructions [Start, End).
type Block struct {
	Start, End int
	Succs      []int
	Preds      []int
}

// Loop is a natural loop: a header block and every block that reaches a
// back edge to it without passing the header.
type Loop struct {
	Header   int
	Blocks   map[int]bool
	Parent   *Loop
	Children []*Loop
}

// CFG is a function's blocks and loops. Loops holds every loop, outer
// loops before the loops they contain.
type CFG struct {
	F      *Func
	Blocks []Block
	Loops  []*Loop
	idom   []int
	reach  []bool
}

// Graph builds f's control-flow graph and finds its loops.
func (f *Func) Graph() *CFG {
	g := &CFG{F: f}
	n := len(f.Instrs)
	leader := make([]bool, n+1)
	leader[0] = true
	for _, at := range f.Labels {
		leader[at] = true
	}
	for i, in := range f.Instrs {
		if in.Kind == Jump || in.Kind == Branch || in.Kind == Exit {
			leader[i+1] = true
		}
	}
	blockAt := make([]int, n+1)
	for i := 0; i < n; {
		j := i + 1
		for j < n && !leader[j] {
			j++
		}
		for k := i; k < j; k++ {
			blockAt[k] = len(g.Blocks)
		}
		g.Blocks = append(g.Blocks, Block{Start: i, End: j})
		i = j
	}
	blockAt[n] = -1
	target := func(l string) int {
		at, ok := f.Labels[l]
		if !ok || at >= n {
			return -1
		}
		return blockAt[at]
	}
	for b := range g.Blocks {
		last := f.Instrs[g.Blocks[b].End-1]
		var succ []int
		next := -1
		if g.Blocks[b].End < n {
			next = b + 1
		}
		switch last.Kind {
		case Jump:
			succ = append(succ, target(last.Target))
		case Branch:
			succ = append(succ, target(last.Target), next)
		case Exit:
			if last.Cond {
				succ = append(succ, next)
			}
		default:
			succ = append(succ, next)
		}
		for _, s := range succ {
			if s >= 0 && !contains(g.Blocks[b].Succs, s) {
				g.Blocks[b].Succs = append(g.Blocks[b].Succs, s)
				g.Blocks[s].Preds = append(g.Blocks[s].Preds, b)
			}
		}
	}
	g.dominators()
	g.findLoops()
	return g
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// dominators computes immediate dominators over the blocks reachable from
// the entry (Cooper, Harvey and Kennedy's iteration over reverse postorder).
func (g *CFG) dominators() {
	nb := len(g.Blocks)
	g.reach = make([]bool, nb)
	g.idom = make([]int, nb)
	if nb == 0 {
		return
	}
	var post []int
	var visit func(b int)
	visit = func(b int) {
		g.reach[b] = true
		for _, s := range g.Blocks[b].Succs {
			if !g.reach[s] {
				visit(s)
			}
		}
		post = append(post, b)
	}
	visit(0)
	order := make([]int, nb)
	for i, b := range post {
		order[b] = i
	}
	for b := range g.idom {
		g.idom[b] = -1
	}
	g.idom[0] = 0
	intersect := func(a, b int) int {
		for a != b {
			for order[a] < order[b] {
				a = g.idom[a]
			}
			for order[b] < order[a] {
				b = g.idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(post) - 1; i >= 0; i-- {
			b := post[i]
			if b == 0 {
				continue
			}
			d := -1
			for _, p := range g.Blocks[b].Preds {
				if !g.reach[p] || g.idom[p] < 0 {
					continue
				}
				if d < 0 {
					d = p
				} else {
					d = intersect(p, d)
				}
			}
			if d != g.idom[b] {
				g.idom[b], changed = d, true
			}
		}
	}
}

// dominates reports whether block a dominates block b.
func (g *CFG) dominates(a, b int) bool {
	for {
		if a == b {
			return true
		}
		if b == 0 || g.idom[b] < 0 {
			return false
		}
		b = g.idom[b]
	}
}

func (g *CFG) findLoops() {
	byHeader := map[int]*Loop{}
	for b := range g.Blocks {
		if !g.reach[b] {
			continue
		}
		for _, h := range g.Blocks[b].Succs {
			if !g.dominates(h, b) {
				continue
			}
			l := byHeader[h]
			if l == nil {
				l = &Loop{Header: h, Blocks: map[int]bool{h: true}}
				byHeader[h] = l
			}
			// Everything that reaches b without passing h.
			stack := []int{b}
			for len(stack) > 0 {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if l.Blocks[x] {
					continue
				}
				l.Blocks[x] = true
				for _, p := range g.Blocks[x].Preds {
					if g.reach[p] {
						stack = append(stack, p)
					}
				}
			}
		}
	}
	for _, l := range byHeader {
		g.Loops = append(g.Loops, l)
	}
	// Outer loops first; the parent is the smallest loop strictly containing.
	sort.Slice(g.Loops, func(i, j int) bool {
		if len(g.Loops[i].Blocks) != len(g.Loops[j].Blocks) {
			return len(g.Loops[i].Blocks) > len(g.Loops[j].Blocks)
		}
		return g.Loops[i].Header < g.Loops[j].Header
	})
	for i, l := range g.Loops {
		for j := i - 1; j >= 0; j-- {
			if p := g.Loops[j]; p.Blocks[l.Header] && len(p.Blocks) > len(l.Blocks) {
				l.Parent = p
				p.Children = append(p.Children, l)
				break
			}
		}
	}
}

// Depth is how many loops contain block b.
func (g *CFG) Depth(b int) int {
	d := 0
	for _, l := range g.Loops {
		if l.Blocks[b] {
			d++
		}
	}
	return d
}

// Instrs calls fn for every instruction of the blocks of l, with the
// number of loops strictly inside l that contain it.
func (g *CFG) Instrs(l *Loop, fn func(in Instr, inner int)) {
	base := g.Depth(l.Header)
	for b := range l.Blocks {
		inner := g.Depth(b) - base
		for i := g.Blocks[b].Start; i < g.Blocks[b].End; i++ {
			fn(g.F.Instrs[i], inner)
		}
	}
}

// countable reports whether in counts as an instruction: not a NOP (SASS
// pads with them) and not a branch to itself (SASS ends every function
// with one, never reached).
func (f *Func) countable(i int) bool {
	in := f.Instrs[i]
	if in.Op == "NOP" {
		return false
	}
	if in.Kind == Jump {
		if at, ok := f.Labels[in.Target]; ok && at == i {
			return false
		}
	}
	return true
}

// Count is f's number of instructions.
func (f *Func) Count() int {
	n := 0
	for i := range f.Instrs {
		if f.countable(i) {
			n++
		}
	}
	return n
}

// Callees are the functions f calls, directly or not, that m holds, in
// the order first met; internal subroutines only with internal.
func (m *Module) Callees(f *Func, internal bool) []*Func {
	var out []*Func
	seen := map[*Func]bool{f: true}
	var walk func(f *Func)
	walk = func(f *Func) {
		for _, in := range f.Instrs {
			if in.Kind != Call {
				continue
			}
			c := m.Func(in.Callee)
			if c == nil || seen[c] || (c.Internal && !internal) {
				continue
			}
			seen[c] = true
			out = append(out, c)
			walk(c)
		}
	}
	walk(f)
	return out
}

// Total is the static instruction count of kernel k with every function it
// calls, the assembler's subroutines included.
func (m *Module) Total(k *Func) int {
	n := k.Count()
	for _, c := range m.Callees(k, true) {
		n += c.Count()
	}
	return n
}

// MemCounts counts the memory instructions of f and its callees by
// kind ("LDG.64", "ld.global.f32", "global_load_dword"): the static mix.
func (m *Module) MemCounts(k *Func) map[string]int {
	out := map[string]int{}
	for _, f := range append([]*Func{k}, m.Callees(k, true)...) {
		for i, in := range f.Instrs {
			if in.Mem != nil && f.countable(i) && in.Mem.Space != Param && in.Mem.Space != Const {
				out[in.Mem.Name]++
			}
		}
	}
	return out
}

// FormatMem writes counts as "LDG:3 STG:1", loads before stores, by name.
func FormatMem(c map[string]int) string {
	var names []string
	for k := range c {
		names = append(names, k)
	}
	sort.Strings(names)
	var parts []string
	for _, k := range names {
		parts = append(parts, fmt.Sprintf("%s:%d", k, c[k]))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " ")
}

// Marker picks the memory instructions whose bytes count the elements a
// loop handles: a loop iteration that moves Bytes of them does Elems
// elements.
type Marker struct {
	Spaces []Space // e.g. Global and Generic: the operands' loads
	Store  bool    // stores instead of loads
	Bytes  float64 // bytes the marker moves per unit of work
	Elems  float64 // elements per unit (0: 1)
}

func (mk Marker) match(in Instr) bool {
	if in.Mem == nil || in.Mem.Store != mk.Store || in.Mem.Atom {
		return false
	}
	for _, s := range mk.Spaces {
		if in.Mem.Space == s {
			return true
		}
	}
	return false
}

// Measure is the per-element cost of a kernel's element loop.
type Measure struct {
	Found     bool               // a loop holds the marker
	Loop      float64            // instructions per element (loop, inner loops weighted, callees added)
	Unroll    float64            // elements per iteration of the loop
	LoopInsts int                // the loop's static instructions (inner loops once)
	Calls     int                // static instructions of the functions the loop calls (added to Loop)
	Mem       map[string]int     // the loop's memory instructions by kind (static)
	Ops       map[string]float64 // the loop's instructions per element by mnemonic (callees not included)
}

// ElementLoop finds the element loop of kernel k — the innermost loop
// whose own blocks hold marker instructions (of several, the one moving
// the most marker bytes) — and returns its instructions per element:
// every instruction of the loop weighted by innerTrip (0: 1) for each
// loop nested inside it that contains it, plus the static instructions of
// the (non-internal) functions called from it, divided by the elements
// one iteration handles (marker bytes / mk.Bytes × mk.Elems). Without such
// a loop (a one-element kernel) Found is false.
func (m *Module) ElementLoop(k *Func, mk Marker, innerTrip float64) Measure {
	g := k.Graph()
	if innerTrip <= 0 {
		innerTrip = 1
	}
	if mk.Elems <= 0 {
		mk.Elems = 1
	}
	markerBytes := func(l *Loop) (own int) {
		for b := range l.Blocks {
			for i := g.Blocks[b].Start; i < g.Blocks[b].End; i++ {
				if in := k.Instrs[i]; mk.match(in) {
					own += in.Mem.Bits / 8
				}
			}
		}
		return own
	}
	var best *Loop
	bestBytes := 0
	for _, l := range g.Loops {
		b := markerBytes(l)
		if b == 0 {
			continue
		}
		inner := false
		for _, c := range l.Children {
			if markerBytes(c) > 0 {
				inner = true
			}
		}
		if inner {
			continue
		}
		if best == nil || b > bestBytes || (b == bestBytes && len(l.Blocks) > len(best.Blocks)) {
			best, bestBytes = l, b
		}
	}
	if best == nil {
		return Measure{}
	}
	var ms Measure
	ms.Found = true
	ms.Mem = map[string]int{}
	ms.Ops = map[string]float64{}
	weighted := 0.0
	callees := map[string]bool{}
	g.Instrs(best, func(in Instr, inner int) {
		w := 1.0
		for range inner {
			w *= innerTrip
		}
		weighted += w
		ms.Ops[in.Op] += w
		ms.LoopInsts++
		if in.Mem != nil && in.Mem.Space != Param && in.Mem.Space != Const {
			ms.Mem[in.Mem.Name]++
		}
		if in.Kind == Call {
			callees[in.Callee] = true
		}
	})
	// Instructions removed by countable (NOPs) do not occur inside loops
	// in practice; a self-branch never does.
	seen := map[*Func]bool{}
	for name := range callees {
		c := m.Func(name)
		if c == nil || c.Internal || seen[c] {
			continue
		}
		seen[c] = true
		ms.Calls += c.Count()
		for _, cc := range m.Callees(c, false) {
			if !seen[cc] {
				seen[cc] = true
				ms.Calls += cc.Count()
			}
		}
	}
	ms.Unroll = float64(bestBytes) / mk.Bytes * mk.Elems
	ms.Loop = (weighted + float64(ms.Calls)) / ms.Unroll
	for op := range ms.Ops {
		ms.Ops[op] /= ms.Unroll
	}
	return ms
}
