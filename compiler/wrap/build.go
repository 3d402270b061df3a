package wrap

import (
	"errors"
	"fmt"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// ErrCore is matched (errors.Is) by every error about a core that does not
// fit its wrapper.
var ErrCore = errors.New("core does not fit its wrapper")

// Error says why a core cannot be wrapped.
type Error struct {
	Core string // the core's IR name
	Msg  string
}

func (e *Error) Error() string { return "wrap " + e.Core + ": " + e.Msg }

// Unwrap makes errors.Is(err, ErrCore) true.
func (e *Error) Unwrap() error { return ErrCore }

func coreErr(core *ir.Function, format string, args ...any) error {
	return &Error{Core: core.Name, Msg: fmt.Sprintf(format, args...)}
}

// abiParam is one leaf of a wrapper's launch ABI.
type abiParam struct {
	name string
	typ  ir.Type
}

// params types abi's leaves: elems[k] is operand k's element type.
func params(leaves []abi.Leaf, elems []ir.Type) []abiParam {
	out := make([]abiParam, len(leaves))
	for i, l := range leaves {
		var t ir.Type
		switch l.Kind {
		case abi.LeafI64:
			t = i64T
		case abi.LeafBool:
			t = boolT
		case abi.LeafPtr:
			t = globalPtr(elems[l.Operand])
		case abi.LeafElem:
			t = elems[l.Operand]
		case abi.LeafRe, abi.LeafIm:
			t = partOf(elems[l.Operand])
		}
		out[i] = abiParam{l.Name, t}
	}
	return out
}

// emitter writes a wrapper's body given the values of its ABI leaves, in
// the builder's current block (the entry block of the kernel).
type emitter func(g *gen, args []ir.Value)

// plan is a wrapper before it becomes a kernel.
type plan struct {
	role    string // abi.Role*
	abi     []abiParam
	emit    emitter
	barrier bool
}

// kernel builds the wrapper kernel of p for core and adds it to m.
func (p plan) kernel(m *ir.Module, core *ir.Function) (*ir.Function, error) {
	name := abi.WrapperName(core.Name, p.role)
	if m.Func(name) != nil {
		return nil, coreErr(core, "the module already has a function %s", name)
	}
	f := &ir.Function{Name: name, Kind: ir.Kernel, Pos: core.Pos, Source: abi.WrapperName(core.Source, p.role),
		UsesBarrier: p.barrier || core.UsesBarrier}
	args := make([]ir.Value, len(p.abi))
	for i, a := range p.abi {
		prm := &ir.Param{Ident: a.name, Typ: a.typ, Fn: f, Index: i}
		f.Params = append(f.Params, prm)
		args[i] = prm
	}
	g := newGen(f, core)
	p.emit(g, args)
	f.Renumber()
	m.Funcs = append(m.Funcs, f)
	return f, nil
}

// gen is an ir.Builder with the few idioms the wrappers need.
type gen struct {
	bd   *ir.Builder
	f    *ir.Function
	core *ir.Function
}

func newGen(f *ir.Function, core *ir.Function) *gen {
	bd := ir.NewBuilder(f)
	bd.Pos = core.Pos
	bd.SetBlock(f.NewBlock("entry"))
	return &gen{bd: bd, f: f, core: core}
}

var (
	i64T  = ir.Typ[ir.Int64]
	i32T  = ir.Typ[ir.Int32]
	boolT = ir.Typ[ir.Bool]
)

func i64(v int64) ir.Value  { return ir.ConstInt(i64T, v) }
func i32(v int64) ir.Value  { return ir.ConstInt(i32T, v) }
func boolc(v bool) ir.Value { return ir.ConstInt(boolT, map[bool]int64{false: 0, true: 1}[v]) }

func globalPtr(elem ir.Type) *ir.Pointer { return &ir.Pointer{Elem: elem, Space: ir.SpaceGlobal} }

func (g *gen) bin(op ir.Op, x, y ir.Value) ir.Value { return g.bd.Emit(op, x.Type(), x, y) }
func (g *gen) cmp(op ir.Op, x, y ir.Value) ir.Value { return g.bd.Emit(op, boolT, x, y) }

// special reads a special register as an i64.
func (g *gen) special(s ir.Special) ir.Value {
	r := g.bd.EmitAux(ir.OpSpecial, i32T, int64(s), nil)
	return g.bd.Emit(ir.OpConvert, i64T, r)
}

// elem is the address of element i of p.
func (g *gen) elem(p, i ir.Value) ir.Value { return g.bd.Emit(ir.OpPtrAdd, p.Type(), p, i) }

func (g *gen) load(p ir.Value) ir.Value {
	return g.bd.Emit(ir.OpLoad, p.Type().(*ir.Pointer).Elem, p)
}

func (g *gen) store(p, v ir.Value) { g.bd.Emit(ir.OpStore, nil, p, v) }

// call calls the core.
func (g *gen) call(args ...ir.Value) ir.Value {
	return g.bd.EmitAux(ir.OpCall, g.core.ResultType(), 0, g.core, args...)
}

// results splits a call's value into the core's results.
func (g *gen) results(r ir.Value) []ir.Value {
	switch len(g.core.Results) {
	case 0:
		return nil
	case 1:
		return []ir.Value{r}
	}
	out := make([]ir.Value, len(g.core.Results))
	for j, t := range g.core.Results {
		out[j] = g.bd.EmitAux(ir.OpExtract, t, int64(j), nil, r)
	}
	return out
}

// cast converts a pointer to the address space the core expects.
func (g *gen) cast(p ir.Value, want *ir.Pointer) ir.Value {
	have := p.Type().(*ir.Pointer)
	if have.Space == want.Space {
		return p
	}
	if have.Space != ir.SpaceGeneric && want.Space != ir.SpaceGeneric {
		p = g.bd.Emit(ir.OpAddrSpace, &ir.Pointer{Elem: have.Elem, Space: ir.SpaceGeneric}, p)
	}
	return g.bd.Emit(ir.OpAddrSpace, want, p)
}

// setPhis fills phis with one argument per predecessor of their block.
func setPhis(phis []*ir.Instr, from map[*ir.Block][]ir.Value) {
	for k, phi := range phis {
		phi.Args = phi.Args[:0]
		for _, p := range phi.Block.Preds {
			phi.Args = append(phi.Args, from[p][k])
		}
	}
}

func (g *gen) phis(vals []ir.Value) []*ir.Instr {
	out := make([]*ir.Instr, len(vals))
	for k, v := range vals {
		out[k] = g.bd.Emit(ir.OpPhi, v.Type())
	}
	return out
}

func values(phis []*ir.Instr) []ir.Value {
	out := make([]ir.Value, len(phis))
	for k, p := range phis {
		out[k] = p
	}
	return out
}

// ifThen runs then when c holds and merges its values with els, which
// must have the same types: the result is (c ? then() : els).
func (g *gen) ifThen(c ir.Value, then func() []ir.Value, els []ir.Value) []ir.Value {
	from := g.bd.Block
	tb := g.f.NewBlock("then")
	g.bd.SetBlock(tb)
	vals := then()
	end := g.bd.Block
	// The join block is made after then's blocks so that blocks stay in
	// dominance order.
	join := g.f.NewBlock("join")
	g.bd.Jump(join)
	g.bd.SetBlock(from)
	g.bd.If(c, tb, join)
	g.bd.SetBlock(join)
	phis := g.phis(els)
	setPhis(phis, map[*ir.Block][]ir.Value{from: els, end: vals})
	return values(phis)
}

// loop runs body for i = start, start+step, ... while i < n, carrying
// values from one iteration to the next, and returns their final values.
func (g *gen) loop(start, step, n ir.Value, carried []ir.Value, body func(i ir.Value, c []ir.Value) []ir.Value) []ir.Value {
	return g.loopIn(g.f.NewBlock("loop"), start, step, n, carried, body)
}

// groupLoop is loop for a body that already folds a group of elements of
// an array of n groups (n*v elements at most): its header is
// ir.Block.NoUnroll, so no compiler multiplies its loads, and
// ir.Block.PointerExit, so the AMD code tests the group's address for the
// end of the loop instead of its index.
func (g *gen) groupLoop(start, step, n ir.Value, carried []ir.Value, body func(i ir.Value, c []ir.Value) []ir.Value) []ir.Value {
	head := g.f.NewBlock("loop")
	head.NoUnroll, head.PointerExit = true, true
	return g.loopIn(head, start, step, n, carried, body)
}

// loopIn is loop with head, a new empty block, as the header.
func (g *gen) loopIn(head *ir.Block, start, step, n ir.Value, carried []ir.Value, body func(i ir.Value, c []ir.Value) []ir.Value) []ir.Value {
	pre := g.bd.Block
	g.bd.Jump(head)
	g.bd.SetBlock(head)
	iphi := g.bd.Emit(ir.OpPhi, i64T)
	cphis := g.phis(carried)
	cond := g.cmp(ir.OpLt, iphi, n)
	bodyB := g.f.NewBlock("body")
	g.bd.SetBlock(bodyB)
	next := body(iphi, values(cphis))
	inext := g.bin(ir.OpAdd, iphi, step)
	latch := g.bd.Block
	g.bd.Jump(head)
	exit := g.f.NewBlock("done")
	g.bd.SetBlock(head)
	g.bd.If(cond, bodyB, exit)
	setPhis(append([]*ir.Instr{iphi}, cphis...), map[*ir.Block][]ir.Value{
		pre: append([]ir.Value{start}, carried...), latch: append([]ir.Value{inext}, next...)})
	g.bd.SetBlock(exit)
	return values(cphis)
}

// gridStart is the thread's first index and the grid-stride step.
func (g *gen) gridStart() (start, step ir.Value) {
	tid, bid := g.special(ir.TidX), g.special(ir.CtaidX)
	ntid, nctaid := g.special(ir.NtidX), g.special(ir.NctaidX)
	start = g.bin(ir.OpAdd, g.bin(ir.OpMul, bid, ntid), tid)
	return start, g.bin(ir.OpMul, nctaid, ntid)
}

// decompose splits a C-order linear index over shape[:ndim] (dims past
// ndim are skipped; the runtime passes 1 there) and returns, for each
// stride set, sum(idx[d] * strides[k][d]) in elements.
func (g *gen) decompose(lin, ndim ir.Value, shape []ir.Value, strides [][]ir.Value) []ir.Value {
	cur := make([]ir.Value, 1+len(strides))
	cur[0] = lin
	for k := range strides {
		cur[1+k] = i64(0)
	}
	for d := len(shape) - 1; d >= 0; d-- {
		cur = g.ifThen(g.cmp(ir.OpLt, i64(int64(d)), ndim), func() []ir.Value {
			rem := cur[0]
			idx, rest := rem, i64(0)
			if d > 0 { // the outermost index is what is left
				// One division, unsigned: rem >= 0 and shape[d] >= 1
				// whenever there is an index to split, so neither Go's
				// x/0 nor its MinInt/-1 case can arise, and the remainder
				// is rem - q·shape[d] rather than a second division.
				rest = g.udiv(rem, shape[d])
				idx = g.bin(ir.OpSub, rem, g.bin(ir.OpMul, rest, shape[d]))
			}
			out := []ir.Value{rest}
			for k := range strides {
				out = append(out, g.bin(ir.OpAdd, cur[1+k], g.bin(ir.OpMul, idx, strides[k][d])))
			}
			return out
		}, cur)
	}
	return cur[1:]
}

// udiv is x/y for 0 <= x and 1 <= y, as an unsigned division (no
// MinInt/-1 case to guard) marked ir.DivSafe (no zero divisor either).
func (g *gen) udiv(x, y ir.Value) ir.Value {
	u64 := ir.Typ[ir.Uint64]
	q := g.bd.EmitAux(ir.OpDiv, u64, ir.DivSafe, nil, g.bd.Emit(ir.OpBitcast, u64, x), g.bd.Emit(ir.OpBitcast, u64, y))
	return g.bd.Emit(ir.OpBitcast, i64T, q)
}

// take removes the first n values of *args.
func take(args *[]ir.Value, n int) []ir.Value {
	out := (*args)[:n]
	*args = (*args)[n:]
	return out
}

// scalarOf is t as a scalar type, or nil.
func scalarOf(t ir.Type) *ir.Basic {
	b, _ := t.(*ir.Basic)
	if b == nil || b.Kind == ir.Invalid {
		return nil
	}
	return b
}

// isComplex reports the front end's form of complex64 and complex128: a
// struct {re, im} of float32 or float64.
func isComplex(t ir.Type) bool {
	s, ok := t.(*ir.Struct)
	return ok && (s.Tag == "complex64" || s.Tag == "complex128") && len(s.Fields) == 2
}

// partOf is the float type of a complex type's parts.
func partOf(t ir.Type) ir.Type { return t.(*ir.Struct).Fields[0].Type }

// elemOf is t as an element a ufunc operand can hold (a scalar or a
// complex number), or nil.
func elemOf(t ir.Type) ir.Type {
	if isComplex(t) {
		return t
	}
	if b := scalarOf(t); b != nil {
		return b
	}
	return nil
}

// complexFlags marks the complex types of ts (nil when none is).
func complexFlags(ts []ir.Type) []bool {
	var out []bool
	for k, t := range ts {
		if isComplex(t) {
			if out == nil {
				out = make([]bool, len(ts))
			}
			out[k] = true
		}
	}
	return out
}

// scalarArg is input k's scalar from its leaves at args[i:]: the element
// itself, or a complex number made of its two parts.
func (g *gen) scalarArg(t ir.Type, args []ir.Value, i int) ir.Value {
	if !isComplex(t) {
		return args[i]
	}
	v := g.bd.EmitAux(ir.OpInsert, t, 0, nil, ir.Zero(t), args[i])
	return g.bd.EmitAux(ir.OpInsert, t, 1, nil, v, args[i+1])
}
