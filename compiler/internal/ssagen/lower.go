package ssagen

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// fnState is the lowering of one function.
type fnState struct {
	g     *Gen
	sfn   *ssa.Function
	fn    *ir.Function
	b     *ir.Builder
	space ir.AddrSpace // where pointer parameters point
	// exact: every float multiply is emitted ir.NoContract (alwaysExact's
	// functions and what they call).
	exact bool

	vals   map[ssa.Value]ir.Value
	blocks map[*ssa.BasicBlock]*ir.Block
	exits  map[*ssa.BasicBlock]*ir.Block // the IR block holding the ssa block's terminator
	reach  map[*ssa.BasicBlock]bool
	phis   []*phiFix
	skip   map[ssa.Instruction]bool
	entry  *ir.Block
	curBlk *ssa.BasicBlock
	pos    token.Pos
	nerr   int
}

type phiFix struct {
	in  *ir.Instr
	phi *ssa.Phi
}

func newFnState(g *Gen, sfn *ssa.Function, f *ir.Function) *fnState {
	space := ir.SpaceGeneric
	if f.Kind == ir.Kernel {
		space = ir.SpaceGlobal
	}
	return &fnState{
		g: g, sfn: sfn, fn: f, b: ir.NewBuilder(f), space: space,
		vals:   map[ssa.Value]ir.Value{},
		blocks: map[*ssa.BasicBlock]*ir.Block{},
		exits:  map[*ssa.BasicBlock]*ir.Block{},
		skip:   map[ssa.Instruction]bool{},
		pos:    sfn.Pos(),
	}
}

// internal reports an inconsistency, unless it follows a real error in
// this function (whose placeholder values cause it).
func (fs *fnState) internal(pos token.Pos, format string, args ...any) {
	if fs.nerr == 0 {
		fs.errorf(pos, CodeInternal, "internal compiler error: "+format, args...)
	}
}

func (fs *fnState) errorf(pos token.Pos, code Code, format string, args ...any) {
	if !pos.IsValid() {
		pos = fs.pos
	}
	fs.nerr++
	fs.g.report(pos, code, format, args...)
}

// typ lowers a Go type in the function's default space, reporting failures
// at pos. It never returns nil: after an error it returns i64 so lowering
// can go on.
func (fs *fnState) typ(t types.Type, pos token.Pos) ir.Type {
	it, err := Type(t, fs.space)
	if err != nil {
		te, _ := err.(*typeError)
		fs.errorf(pos, te.code, "%s", te.msg)
		return ir.Typ[ir.Int64]
	}
	return it
}

func (fs *fnState) lower() {
	sfn := fs.sfn
	if len(sfn.Blocks) == 0 {
		fs.errorf(sfn.Pos(), CodeForeignCall, "%s has no Go body (assembly or external): it cannot be compiled for the GPU", sfn.Name())
		return
	}
	if len(sfn.FreeVars) > 0 {
		fs.errorf(sfn.Pos(), CodeClosure, "closures that capture variables are not supported in kernel code; pass the values as parameters")
	}
	fs.halfConstCheck()
	fs.params()
	fs.results()
	fs.reachable()
	for _, sb := range sfn.DomPreorder() {
		if fs.reach[sb] {
			fs.blocks[sb] = fs.fn.NewBlock(sb.Comment)
		}
	}
	fs.entry = fs.blocks[sfn.Blocks[0]]
	for _, sb := range sfn.DomPreorder() {
		if fs.reach[sb] {
			fs.block(sb)
		}
	}
	fs.fixPhis()
	fs.fn.Renumber()
}

func (fs *fnState) params() {
	for _, p := range fs.sfn.Params {
		if IsThread(p.Type()) {
			continue
		}
		t := fs.typ(p.Type(), p.Pos())
		if fs.fn.Kind == ir.Kernel && isFrag(p.Type()) {
			fs.errorf(p.Pos(), CodeMMA, "parameter %s is an MMA fragment: a kernel takes the tiles' memory (a slice) and loads fragments with kern.LoadA, LoadB, LoadC", p.Name())
		}
		if _, ok := t.(*ir.Pointer); ok && (fs.fn.Kind == ir.Kernel || !isStructPointer(p.Type())) {
			if isArrayPointer(p.Type()) {
				// kern.Shared returns *[N]T, so a helper over a shared tile is the usual way here.
				fs.errorf(p.Pos(), CodePointer, "parameter %s is a pointer to an array: take a slice (%s []T) and pass the array sliced, s[:] (a kern.Shared tile stays in shared memory)", p.Name(), p.Name())
			} else {
				fs.errorf(p.Pos(), CodePointer, "parameter %s is a pointer: kernel code takes slices, kern arrays and values, not pointers", p.Name())
			}
		}
		name := p.Name()
		if name == "_" || name == "" {
			name = "p" + itoa(len(fs.fn.Params)) // printed names stay unique
		}
		ip := &ir.Param{Ident: name, Typ: t, Fn: fs.fn, Index: len(fs.fn.Params), DType: ParamDType(p.Type())}
		fs.fn.Params = append(fs.fn.Params, ip)
		fs.vals[p] = ip
	}
}

// isStructPointer reports a pointer to a struct of the user's: a device
// function may take one (a pointer method's receiver, &ps[i] or
// &tile[i] passed on), which GPU code passes as a generic address. A
// kern.Rand keeps its own rule (its methods work on a local's value).
func isStructPointer(t types.Type) bool {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	if _, ok = p.Elem().Underlying().(*types.Struct); !ok {
		return false
	}
	_, inKern := kernNamed(p.Elem())
	return inKern == nil
}

func isArrayPointer(t types.Type) bool {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	_, ok = p.Elem().Underlying().(*types.Array)
	return ok
}

func (fs *fnState) results() {
	res := fs.sfn.Signature.Results()
	for i := range res.Len() {
		t := fs.typ(res.At(i).Type(), fs.sfn.Pos())
		if hasPointer(t) {
			fs.errorf(fs.sfn.Pos(), CodePointer, "%s returns a pointer or slice: kernel code cannot return references", fs.sfn.Name())
		}
		fs.fn.Results = append(fs.fn.Results, t)
		if d := HalfDType(res.At(i).Type()); d != "" {
			if fs.fn.ResultDTypes == nil {
				fs.fn.ResultDTypes = make([]string, res.Len())
			}
			fs.fn.ResultDTypes[i] = d
		}
	}
}

// reachable marks the blocks reachable from the entry when branches on
// constants are taken (math's "if haveArchExp" among them).
func (fs *fnState) reachable() {
	fs.reach = map[*ssa.BasicBlock]bool{}
	var walk func(b *ssa.BasicBlock)
	walk = func(b *ssa.BasicBlock) {
		if fs.reach[b] {
			return
		}
		fs.reach[b] = true
		if k, ok := constCond(b); ok {
			if k {
				walk(b.Succs[0])
			} else {
				walk(b.Succs[1])
			}
			return
		}
		for _, s := range b.Succs {
			walk(s)
		}
	}
	walk(fs.sfn.Blocks[0])
}

func constCond(b *ssa.BasicBlock) (taken bool, ok bool) {
	if len(b.Instrs) == 0 {
		return false, false
	}
	iff, isIf := b.Instrs[len(b.Instrs)-1].(*ssa.If)
	if !isIf {
		return false, false
	}
	c, isConst := iff.Cond.(*ssa.Const)
	if !isConst || c.Value == nil {
		return false, false
	}
	return c.Value.String() == "true", true
}

func (fs *fnState) block(sb *ssa.BasicBlock) {
	fs.curBlk = sb
	fs.b.SetBlock(fs.blocks[sb])
	for _, instr := range sb.Instrs {
		if p := instr.Pos(); p.IsValid() {
			fs.pos = p
		}
		fs.b.Pos = fs.g.irPos(fs.pos)
		if fs.skip[instr] {
			continue
		}
		fs.instr(instr)
	}
	if fs.b.Block.Terminator() == nil {
		// Only after an error: keep the IR well formed.
		fs.b.Emit(ir.OpUnreachable, nil)
	}
}

// fixPhis fills phi operands once every block is lowered, in the order of
// the IR block's predecessors (blocks added by checks shift them).
func (fs *fnState) fixPhis() {
	for _, pf := range fs.phis {
		sb := pf.phi.Block()
		used := make([]bool, len(sb.Preds))
		for _, pred := range pf.in.Block.Preds {
			var arg ir.Value
			for j, sp := range sb.Preds {
				if !used[j] && fs.exits[sp] == pred {
					used[j] = true
					arg = fs.phiArg(pf.phi.Edges[j], pred)
					break
				}
			}
			if arg == nil {
				arg = ir.Zero(pf.in.Typ)
			}
			if !ir.Identical(arg.Type(), pf.in.Typ) {
				if c, ok := arg.(*ir.Const); ok && c.Bits == 0 {
					arg = ir.Zero(pf.in.Typ)
				} else {
					fs.errorf(pf.phi.Pos(), CodePointer, "this variable may refer to different kinds of memory (%s or %s): use separate variables", pf.in.Typ, arg.Type())
					arg = ir.Zero(pf.in.Typ)
				}
			}
			pf.in.Args = append(pf.in.Args, arg)
		}
	}
}

// phiArg is a phi's operand from pred. A constant that is no IR constant
// (a complex number is built with inserts) is made at the end of pred:
// every block is lowered by now, and the builder's block is the last one
// lowered, which need not reach the phi.
func (fs *fnState) phiArg(v ssa.Value, pred *ir.Block) ir.Value {
	c, ok := v.(*ssa.Const)
	if _, done := fs.vals[v]; done || !ok || len(pred.Instrs) == 0 {
		return fs.val(v)
	}
	cur, last := fs.b.Block, len(pred.Instrs)-1
	term := pred.Instrs[last]
	pred.Instrs = pred.Instrs[:last]
	fs.b.SetBlock(pred)
	x := fs.constant(c)
	pred.Instrs = append(pred.Instrs, term)
	fs.b.SetBlock(cur)
	return x
}

// val is the IR value of an ssa operand.
func (fs *fnState) val(v ssa.Value) ir.Value {
	if x, ok := fs.vals[v]; ok {
		return x
	}
	switch v := v.(type) {
	case *ssa.Const:
		return fs.constant(v)
	case *ssa.Global:
		return fs.global(v)
	case *ssa.Function:
		fs.errorf(fs.pos, CodeDynCall, "function value %s: kernel code can only call functions directly", v.Name())
	case *ssa.FreeVar:
		fs.errorf(v.Pos(), CodeClosure, "closures that capture variables are not supported in kernel code")
	case *ssa.Builtin:
		fs.errorf(v.Pos(), CodeDynCall, "builtin %s used as a value", v.Name())
	}
	// After an error (or a value whose definition was rejected): a zero of
	// the best type we can find keeps lowering going.
	it, err := Type(v.Type(), fs.space)
	if err != nil {
		it = ir.Typ[ir.Int64]
	}
	z := ir.Zero(it)
	fs.vals[v] = z
	return z
}

func (fs *fnState) set(v ssa.Value, x ir.Value) {
	if x != nil {
		fs.vals[v] = x
	}
}

func (fs *fnState) emit(op ir.Op, t ir.Type, args ...ir.Value) *ir.Instr {
	return fs.b.Emit(op, t, args...)
}

func (fs *fnState) emitAux(op ir.Op, t ir.Type, auxInt int64, aux any, args ...ir.Value) *ir.Instr {
	return fs.b.EmitAux(op, t, auxInt, aux, args...)
}

// check branches to a trap of kind when ok is false and continues in a
// fresh block.
func (fs *fnState) check(ok ir.Value, kind ir.TrapKind, what string) {
	cont := fs.fn.NewBlock("ok")
	bad := fs.fn.NewBlock("trap")
	fs.b.If(ok, cont, bad)
	fs.b.SetBlock(bad)
	fs.emitAux(ir.OpTrap, nil, int64(kind), what+" at "+fs.b.Pos.String())
	fs.b.SetBlock(cont)
}

func (fs *fnState) instr(instr ssa.Instruction) {
	if printPart(instr) {
		return // part of a kern.Printf call, which reads the arguments itself
	}
	switch in := instr.(type) {
	case *ssa.DebugRef:
	case *ssa.Jump:
		fs.exits[fs.curBlk] = fs.b.Block
		fs.b.Jump(fs.blocks[in.Block().Succs[0]])
	case *ssa.If:
		fs.exits[fs.curBlk] = fs.b.Block
		succ := in.Block().Succs
		if k, ok := constCond(in.Block()); ok {
			if k {
				fs.b.Jump(fs.blocks[succ[0]])
			} else {
				fs.b.Jump(fs.blocks[succ[1]])
			}
			return
		}
		fs.b.If(fs.val(in.Cond), fs.blocks[succ[0]], fs.blocks[succ[1]])
	case *ssa.Return:
		fs.exits[fs.curBlk] = fs.b.Block
		var rs []ir.Value
		for i, r := range in.Results {
			x := fs.val(r)
			if i < len(fs.fn.Results) {
				x = fs.coerce(x, fs.fn.Results[i])
			}
			rs = append(rs, x)
		}
		fs.b.Return(rs...)
	case *ssa.Panic:
		fs.exits[fs.curBlk] = fs.b.Block
		fs.emitAux(ir.OpTrap, nil, int64(ir.TrapPanic), "panic at "+fs.b.Pos.String())
	case *ssa.Phi:
		fs.phi(in)
	case *ssa.BinOp:
		fs.set(in, fs.binop(in))
	case *ssa.UnOp:
		fs.set(in, fs.unop(in))
	case *ssa.Convert:
		fs.set(in, fs.convert(in))
	case *ssa.ChangeType:
		// kern.BFloat16(h) of a kern.Float16: the same uint16, another
		// format.
		if !fs.halfConvertCheck(in.Pos(), in.X.Type(), in.Type()) {
			return
		}
		fs.set(in, fs.val(in.X))
	case *ssa.Call:
		fs.set(in, fs.call(in.Common(), in))
	case *ssa.Extract:
		fs.set(in, fs.extract(in))
	case *ssa.Alloc:
		fs.set(in, fs.alloc(in))
	case *ssa.Store:
		fs.store(in)
	case *ssa.FieldAddr:
		fs.set(in, fs.fieldAddr(in))
	case *ssa.Field:
		fs.set(in, fs.field(in))
	case *ssa.IndexAddr:
		fs.set(in, fs.indexAddr(in))
	case *ssa.Index:
		fs.set(in, fs.index(in))
	case *ssa.Slice:
		fs.set(in, fs.slice(in))
	case *ssa.SliceToArrayPointer:
		fs.set(in, fs.sliceToArrayPointer(in))
	default:
		fs.unsupported(instr)
	}
}

// phi creates the phi; its operands are filled by fixPhis. Its type comes
// from an already lowered operand when there is one, so pointers keep
// their address space.
func (fs *fnState) phi(p *ssa.Phi) {
	var t ir.Type
	for _, e := range p.Edges {
		if x, ok := fs.vals[e]; ok {
			if _, isConst := x.(*ir.Const); !isConst {
				t = x.Type()
				break
			}
		}
	}
	if t == nil {
		t = fs.typ(p.Type(), p.Pos())
	}
	in := fs.emit(ir.OpPhi, t)
	fs.phis = append(fs.phis, &phiFix{in: in, phi: p})
	fs.vals[p] = in
}

// coerce converts pointer spaces where a value flows into a slot of type
// t (generic parameters and results).
func (fs *fnState) coerce(x ir.Value, t ir.Type) ir.Value {
	if ir.Identical(x.Type(), t) {
		return x
	}
	if c, ok := x.(*ir.Const); ok && c.Bits == 0 && !isBasic(c.Typ) {
		return ir.Zero(t)
	}
	switch xt := x.Type().(type) {
	case *ir.Pointer:
		if pt, ok := t.(*ir.Pointer); ok && ir.Identical(xt.Elem, pt.Elem) {
			if xt.Space != ir.SpaceGeneric && pt.Space != ir.SpaceGeneric {
				// Shared memory where global memory is kept (a shared
				// slice stored into an array of slices): no cast makes
				// one the other.
				fs.errorf(token.NoPos, CodePointer, "this value points to %s memory and is kept where %s memory is (an array or struct of slices, or a slice parameter's variable): use separate variables for slices of different kinds of memory", xt.Space, pt.Space)
				return ir.Zero(t)
			}
			return fs.emit(ir.OpAddrSpace, t, x)
		}
	case *ir.Struct:
		st, ok := t.(*ir.Struct)
		if !ok || len(st.Fields) != len(xt.Fields) {
			return x
		}
		var out ir.Value = ir.Zero(t)
		for i, f := range xt.Fields {
			fv := fs.emitAux(ir.OpExtract, f.Type, int64(i), nil, x)
			out = fs.emitAux(ir.OpInsert, t, int64(i), nil, out, fs.coerce(fv, st.Fields[i].Type))
		}
		return out
	}
	return x
}

func isBasic(t ir.Type) bool { _, ok := t.(*ir.Basic); return ok }

func (fs *fnState) unsupported(instr ssa.Instruction) {
	pos := instr.Pos()
	switch in := instr.(type) {
	case *ssa.Go:
		fs.errorf(pos, CodeGo, "go statements are not supported in kernel code: every GPU thread already runs the kernel")
	case *ssa.Defer:
		fs.errorf(pos, CodeDefer, "defer is not supported in kernel code; call the function at the end instead")
	case *ssa.RunDefers: // reported at the defer
	case *ssa.Select:
		fs.errorf(pos, CodeSelect, "select is not supported in kernel code")
	case *ssa.MakeChan, *ssa.Send:
		fs.errorf(pos, CodeChan, "channels are not supported in kernel code")
	case *ssa.MakeMap, *ssa.MapUpdate:
		fs.errorf(pos, CodeMap, "maps are not supported in kernel code; use an array or slice indexed by key")
	case *ssa.Lookup:
		if _, isMap := in.X.Type().Underlying().(*types.Map); isMap {
			fs.errorf(pos, CodeMap, "maps are not supported in kernel code; use an array or slice indexed by key")
		} else {
			fs.errorf(pos, CodeString, "strings are not supported in kernel code")
		}
	case *ssa.Range, *ssa.Next:
		fs.errorf(pos, CodeMap, "range over a map or string is not supported in kernel code")
	case *ssa.MakeInterface, *ssa.ChangeInterface, *ssa.TypeAssert:
		if mi, ok := in.(*ssa.MakeInterface); ok && (onlyPanics(mi) || fs.foreignArg(mi)) {
			return // the argument of a panic (the trap carries no value) or of a reported call
		}
		fs.errorf(pos, CodeInterface, "interfaces are not supported in kernel code; use a concrete type or a type parameter")
	case *ssa.MakeClosure:
		if fn, ok := in.Fn.(*ssa.Function); ok && strings.HasPrefix(fn.Synthetic, "bound method wrapper") {
			// x.M as a value: Go's SSA makes it a closure over x, but
			// the user wrote no closure; point at the selector.
			fs.errorf(in.Pos(), CodeDynCall, "method value .%s: kernel code can only call functions and methods directly; call it where it is used, x.%s(...)", fn.Object().Name(), fn.Object().Name())
			return
		}
		fs.errorf(in.Fn.Pos(), CodeClosure, "closures that capture variables are not supported in kernel code; use a named function and pass the values as parameters")
	case *ssa.MakeSlice:
		fs.errorf(pos, CodeAlloc, "make allocates memory: kernel code cannot allocate; pass the slice as a parameter or use a local array")
	default:
		fs.errorf(pos, CodeUnsupported, "%T is not supported in kernel code", instr)
	}
}

func onlyPanics(v ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil || len(*refs) == 0 {
		return false
	}
	for _, r := range *refs {
		if _, ok := r.(*ssa.Panic); !ok {
			if _, dbg := r.(*ssa.DebugRef); !dbg {
				return false
			}
		}
	}
	return true
}
