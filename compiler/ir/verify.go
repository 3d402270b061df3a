package ir

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// ErrInvalid is the sentinel every verification failure matches with
// errors.Is.
var ErrInvalid = errors.New("invalid IR")

// VerifyError lists every problem found in one function (or the module).
type VerifyError struct {
	Func     string
	Problems []string
}

func (e *VerifyError) Error() string {
	return fmt.Sprintf("ir: %s: %d problem(s):\n\t%s", e.Func, len(e.Problems), strings.Join(e.Problems, "\n\t"))
}

// Is makes errors.Is(err, ErrInvalid) true.
func (e *VerifyError) Is(target error) bool { return target == ErrInvalid }

// VerifyModule verifies every function of m, and that calls, globals and
// function names stay inside the module.
func VerifyModule(m *Module) error {
	var errs []error
	funcs := map[*Function]bool{}
	names := map[string]bool{}
	for _, f := range m.Funcs {
		funcs[f] = true
		if names[f.Name] {
			errs = append(errs, &VerifyError{Func: m.Name, Problems: []string{"duplicate function name " + f.Name}})
		}
		names[f.Name] = true
	}
	globals := map[*Global]bool{}
	for _, g := range m.Globals {
		globals[g] = true
		if g.Init != nil && len(g.Init) != g.Elem.Size() {
			errs = append(errs, &VerifyError{Func: m.Name, Problems: []string{fmt.Sprintf("global %s: %d init bytes for %s (%d bytes)", g.Name(), len(g.Init), g.Elem, g.Elem.Size())}})
		}
	}
	for _, f := range m.Funcs {
		v := &verifier{f: f, funcs: funcs, globals: globals}
		if err := v.run(); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Verify checks f's structure, types and SSA dominance. The error is a
// *VerifyError listing every problem.
func Verify(f *Function) error {
	v := &verifier{f: f}
	return v.run()
}

type verifier struct {
	f       *Function
	funcs   map[*Function]bool // nil: not checking module membership
	globals map[*Global]bool
	probs   []string
	// where each instruction of f is: its block and position.
	pos  map[*Instr]int
	blk  map[*Instr]*Block
	idom []*Block
}

func (v *verifier) errorf(b *Block, in *Instr, format string, args ...any) {
	var s strings.Builder
	if b != nil {
		fmt.Fprintf(&s, "block %d", b.Index)
		if b.Comment != "" {
			s.WriteString(" (" + b.Comment + ")")
		}
		s.WriteString(": ")
	}
	if in != nil {
		s.WriteString(safeString(in) + ": ")
	}
	fmt.Fprintf(&s, format, args...)
	v.probs = append(v.probs, s.String())
}

// safeString prints an instruction even when its operands are malformed.
func safeString(in *Instr) (s string) {
	defer func() {
		if recover() != nil {
			s = in.Op.String() + " (unprintable)"
		}
	}()
	return in.String()
}

func (v *verifier) run() error {
	f := v.f
	if len(f.Blocks) == 0 {
		v.errorf(nil, nil, "function has no blocks")
	}
	if f.Kind == Kernel && len(f.Results) > 0 {
		v.errorf(nil, nil, "kernel has %d result(s); kernels return nothing", len(f.Results))
	}
	for i, p := range f.Params {
		if p.Fn != f || p.Index != i {
			v.errorf(nil, nil, "param %s: Fn/Index not set to this function's param %d", p.Name(), i)
		}
	}
	v.pos, v.blk = map[*Instr]int{}, map[*Instr]*Block{}
	ids := map[int]*Instr{}
	for i, b := range f.Blocks {
		if b.Index != i || b.Fn != f {
			v.errorf(b, nil, "block at position %d has Index %d or wrong Fn", i, b.Index)
		}
		for k, in := range b.Instrs {
			if _, dup := v.blk[in]; dup {
				v.errorf(b, in, "instruction appears twice")
			}
			v.pos[in], v.blk[in] = k, b
			if in.Block != b {
				v.errorf(b, in, "Instr.Block is not its block")
			}
			if in.HasValue() {
				if other, dup := ids[in.ID]; dup {
					v.errorf(b, in, "ID %d already used by %s", in.ID, safeString(other))
				}
				ids[in.ID] = in
			}
		}
	}
	for _, b := range f.Blocks {
		v.checkBlock(b)
	}
	v.idom = Idoms(f)
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			v.checkInstr(b, in)
		}
	}
	if len(f.Blocks) > 0 {
		v.checkShared(f.Blocks[0])
	}
	if len(v.probs) == 0 {
		return nil
	}
	return &VerifyError{Func: f.Name, Problems: v.probs}
}

// checkShared checks that the shared allocations of an entry block have
// numbers of their own and that no two are one declaration: inlining
// merges the copies of a device function's arrays (SameShared).
func (v *verifier) checkShared(entry *Block) {
	var seen []*Instr
	for _, in := range entry.Instrs {
		if _, ok := in.Aux.(Type); in.Op != OpShared || !ok {
			continue
		}
		for _, x := range seen {
			if x.AuxInt == in.AuxInt {
				v.errorf(entry, in, "shared allocation number %d already used by %s", in.AuxInt, safeString(x))
			}
			if SameShared(x, in) {
				v.errorf(entry, in, "second shared allocation of the declaration at %s", in.Pos)
			}
		}
		seen = append(seen, in)
	}
}

func (v *verifier) checkBlock(b *Block) {
	if len(b.Instrs) == 0 {
		v.errorf(b, nil, "empty block (no terminator)")
		return
	}
	phis := true
	for k, in := range b.Instrs {
		info := in.Op < numOps
		if !info || in.Op == OpInvalid {
			v.errorf(b, in, "invalid op %d", in.Op)
			continue
		}
		if OpInfo[in.Op].Term && k != len(b.Instrs)-1 {
			v.errorf(b, in, "terminator in the middle of the block")
		}
		if in.Op == OpPhi {
			if !phis {
				v.errorf(b, in, "phi after a non-phi instruction")
			}
			if len(in.Args) != len(b.Preds) {
				v.errorf(b, in, "phi has %d args for %d preds", len(in.Args), len(b.Preds))
			}
		} else {
			phis = false
		}
	}
	term := b.Instrs[len(b.Instrs)-1]
	if term.Op >= numOps || !OpInfo[term.Op].Term {
		v.errorf(b, term, "block does not end in a terminator")
		return
	}
	want := 0
	switch term.Op {
	case OpJump:
		want = 1
	case OpIf:
		want = 2
	}
	if len(b.Succs) != want {
		v.errorf(b, term, "%s needs %d successors, block has %d", term.Op, want, len(b.Succs))
	}
	for _, s := range b.Succs {
		if s == nil || s.Fn != v.f || s.Index >= len(v.f.Blocks) || v.f.Blocks[s.Index] != s {
			v.errorf(b, term, "successor is not a block of this function")
			continue
		}
		if count(s.Preds, b) != count(b.Succs, s) {
			v.errorf(b, term, "edge %d→%d: block %d lists %d as pred %d time(s), succ count %d", b.Index, s.Index, s.Index, b.Index, count(s.Preds, b), count(b.Succs, s))
		}
	}
	for _, p := range b.Preds {
		if p == nil || p.Fn != v.f {
			v.errorf(b, nil, "predecessor is not a block of this function")
			continue
		}
		if count(p.Succs, b) == 0 {
			v.errorf(b, nil, "pred %d does not list block %d as a successor", p.Index, b.Index)
		}
	}
}

func count(bs []*Block, x *Block) int {
	n := 0
	for _, b := range bs {
		if b == x {
			n++
		}
	}
	return n
}

// ReversePostorder lists the blocks reachable from f's entry so that
// each comes before its successors except along back edges (and so after
// its dominators). f's blocks must be numbered (Index); successors that
// are not f's blocks are ignored, as the verifier meets them.
func ReversePostorder(f *Function) []*Block {
	n := len(f.Blocks)
	if n == 0 {
		return nil
	}
	seen := make([]bool, n)
	var post []*Block
	var dfs func(b *Block)
	dfs = func(b *Block) {
		seen[b.Index] = true
		for _, s := range b.Succs {
			if s != nil && s.Index < n && f.Blocks[s.Index] == s && !seen[s.Index] {
				dfs(s)
			}
		}
		post = append(post, b)
	}
	dfs(f.Blocks[0])
	slices.Reverse(post)
	return post
}

// Idoms computes the immediate dominator of every block, indexed by block
// Index (Cooper, Harvey and Kennedy's iterative algorithm). The entry block
// and unreachable blocks have nil.
func Idoms(f *Function) []*Block {
	n := len(f.Blocks)
	idom := make([]*Block, n)
	if n == 0 {
		return idom
	}
	order := make([]int, n) // block index → rpo number, -1 unreachable
	for i := range order {
		order[i] = -1
	}
	rpo := ReversePostorder(f)
	for i, b := range rpo {
		order[b.Index] = i
	}
	entry := f.Blocks[0]
	idom[entry.Index] = entry
	intersect := func(a, b *Block) *Block {
		for a != b {
			for order[a.Index] > order[b.Index] {
				a = idom[a.Index]
			}
			for order[b.Index] > order[a.Index] {
				b = idom[b.Index]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			var nd *Block
			for _, p := range b.Preds {
				if p == nil || p.Index >= n || order[p.Index] < 0 || idom[p.Index] == nil {
					continue
				}
				if nd == nil {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != nil && idom[b.Index] != nd {
				idom[b.Index], changed = nd, true
			}
		}
	}
	idom[entry.Index] = nil
	return idom
}

// Dominates reports whether a dominates b given Idoms' result (a block
// dominates itself).
func Dominates(idom []*Block, a, b *Block) bool {
	for x := b; x != nil; x = idom[x.Index] {
		if x == a {
			return true
		}
	}
	return false
}

func (v *verifier) reachable(b *Block) bool {
	return b.Index == 0 || (b.Index < len(v.idom) && v.idom[b.Index] != nil)
}

// checkUse verifies that operand x of in (in block b) is defined where it
// may be used.
func (v *verifier) checkUse(b *Block, in *Instr, k int, x Value) {
	switch x := x.(type) {
	case nil:
		v.errorf(b, in, "operand %d is nil", k)
	case *Param:
		if x.Fn != v.f {
			v.errorf(b, in, "operand %d: param %s of another function", k, x.Name())
		}
	case *Global:
		if v.globals != nil && !v.globals[x] {
			v.errorf(b, in, "operand %d: global %s is not in the module", k, x.Name())
		}
	case *Const:
		if x.Typ == nil {
			v.errorf(b, in, "operand %d: constant without a type", k)
		}
	case *Instr:
		db, ok := v.blk[x]
		if !ok {
			v.errorf(b, in, "operand %d: %s is not an instruction of this function", k, x.Name())
			return
		}
		if !x.HasValue() {
			v.errorf(b, in, "operand %d: %s yields no value", k, safeString(x))
			return
		}
		if !v.reachable(b) {
			return
		}
		if in.Op == OpPhi {
			if k < len(b.Preds) {
				p := b.Preds[k]
				if v.reachable(p) && !Dominates(v.idom, db, p) {
					v.errorf(b, in, "operand %d: %s (block %d) does not dominate the end of pred %d", k, x.Name(), db.Index, p.Index)
				}
			}
			return
		}
		if db == b {
			if v.pos[x] >= v.pos[in] {
				v.errorf(b, in, "operand %d: %s is used before its definition", k, x.Name())
			}
		} else if !Dominates(v.idom, db, b) {
			v.errorf(b, in, "operand %d: %s (block %d) does not dominate its use", k, x.Name(), db.Index)
		}
	}
}

func basic(t Type) *Basic {
	b, _ := t.(*Basic)
	return b
}

func isNumeric(t Type) bool {
	b := basic(t)
	return b != nil && (b.IsInteger() || b.IsFloat())
}

func isInteger(t Type) bool {
	b := basic(t)
	return b != nil && b.IsInteger()
}

func isBool(t Type) bool {
	b := basic(t)
	return b != nil && b.Kind == Bool
}

func same(x, y Type) bool { return x != nil && y != nil && Identical(x, y) }

func typeName(t Type) string {
	if t == nil {
		return "no type"
	}
	return t.String()
}

// mathArity mirrors the math functions' operand counts.
func mathArity(fn MathFn) int {
	switch fn {
	case MathFMA:
		return 3
	case MathCopysign:
		return 2
	}
	return 1
}

func (v *verifier) checkInstr(b *Block, in *Instr) {
	if in.Op == OpInvalid || in.Op >= numOps {
		return
	}
	info := OpInfo[in.Op]
	if info.NArgs >= 0 && len(in.Args) != info.NArgs {
		v.errorf(b, in, "%s takes %d operand(s), has %d", in.Op, info.NArgs, len(in.Args))
		return
	}
	for k, a := range in.Args {
		v.checkUse(b, in, k, a)
		if a == nil || a.Type() == nil {
			return
		}
	}
	t, a := in.Typ, in.Args
	bad := func(format string, args ...any) { v.errorf(b, in, format, args...) }
	noValue := func() {
		if t != nil {
			bad("%s yields no value but has type %s", in.Op, t)
		}
	}
	switch op := in.Op; op {
	case OpAdd, OpSub, OpMul, OpDiv, OpRem, OpMin, OpMax, OpAnd, OpOr, OpXor, OpAndNot:
		logic := op == OpAnd || op == OpOr || op == OpXor || op == OpAndNot
		switch {
		case basic(t) == nil:
			bad("%s needs a Basic result type, has %s", op, typeName(t))
		case !same(a[0].Type(), t) || !same(a[1].Type(), t):
			bad("operands %s, %s differ from result type %s", a[0].Type(), a[1].Type(), t)
		case logic && !isInteger(t) && !isBool(t):
			bad("%s on %s: needs an integer or bool type", op, t)
		case !logic && !isNumeric(t):
			bad("%s on %s: needs a numeric type", op, t)
		case op == OpRem && !isInteger(t):
			bad("rem on %s: needs an integer type (float remainder is math.Mod)", t)
		case (op == OpDiv || op == OpRem) && in.AuxInt != 0 && (in.AuxInt != DivSafe || !isInteger(t)):
			bad("%s on %s with AuxInt %d: only an integer division may be DivSafe", op, t, in.AuxInt)
		}
	case OpShl, OpShr:
		if !isInteger(t) || !same(a[0].Type(), t) {
			bad("shifted operand %s and result %s must be the same integer type", a[0].Type(), typeName(t))
		}
		if !isInteger(a[1].Type()) {
			bad("shift count has type %s, needs an integer", a[1].Type())
		}
	case OpEq, OpNe, OpLt, OpLe, OpGt, OpGe:
		if !isBool(t) {
			bad("comparison result must be bool, is %s", typeName(t))
		}
		x := a[0].Type()
		_, isPtr := x.(*Pointer)
		if !same(x, a[1].Type()) || (basic(x) == nil && !isPtr) {
			bad("comparison operands %s, %s must be one Basic or Pointer type", x, a[1].Type())
		}
	case OpNeg:
		if !isNumeric(t) || !same(a[0].Type(), t) {
			bad("neg needs a numeric operand of the result type")
		}
	case OpNot:
		if !isBool(t) || !same(a[0].Type(), t) {
			bad("not needs bool operand and result")
		}
	case OpCompl:
		if !isInteger(t) || !same(a[0].Type(), t) {
			bad("compl needs an integer operand of the result type")
		}
	case OpConvert:
		if !isNumeric(t) || !isNumeric(a[0].Type()) {
			bad("convert from %s to %s: both must be numeric", a[0].Type(), typeName(t))
		}
	case OpBitcast:
		_, ok1 := t.(*Basic)
		_, ok2 := t.(*Pointer)
		if t == nil || (!ok1 && !ok2) || t.Size() != a[0].Type().Size() {
			bad("bitcast from %s to %s needs scalar types of one size", a[0].Type(), typeName(t))
		}
	case OpSelect:
		if !isBool(a[0].Type()) || !same(a[1].Type(), t) || !same(a[2].Type(), t) {
			bad("select needs a bool condition and both values of type %s", typeName(t))
		}
	case OpAlloca, OpShared, OpDynShared:
		space := map[Op]AddrSpace{OpAlloca: SpaceLocal, OpShared: SpaceShared, OpDynShared: SpaceShared}[op]
		p, ok := t.(*Pointer)
		if !ok || p.Space != space {
			bad("%s must yield a ptr<%s ...>, has %s", op, space, typeName(t))
			break
		}
		if op != OpDynShared {
			at, ok := in.Aux.(Type)
			if !ok || !Identical(at, p.Elem) {
				bad("%s: Aux type %v does not match %s", op, in.Aux, p.Elem)
			}
		}
		if op == OpShared && b.Index != 0 {
			bad("shared allocation outside its function's entry block")
		}
	case OpLoad:
		p, ok := a[0].Type().(*Pointer)
		if !ok || !same(p.Elem, t) {
			bad("load of %s from %s", typeName(t), a[0].Type())
		}
		if in.AuxInt == LoadAligned && !IsVector(t) {
			bad("aligned load of %s, which is not an array of 2 or 4 scalars of 4 or 8 bytes", typeName(t))
		} else if in.AuxInt != 0 && in.AuxInt != LoadAligned {
			bad("load with AuxInt %d", in.AuxInt)
		}
	case OpStore:
		noValue()
		p, ok := a[0].Type().(*Pointer)
		if !ok || !same(p.Elem, a[1].Type()) {
			bad("store of %s through %s", a[1].Type(), a[0].Type())
		}
		if in.AuxInt == StoreAligned && !IsVector(a[1].Type()) {
			bad("aligned store of %s, which is not an array of 2 or 4 scalars of 4 or 8 bytes", typeName(a[1].Type()))
		} else if in.AuxInt != 0 && in.AuxInt != StoreAligned {
			bad("store with AuxInt %d", in.AuxInt)
		}
	case OpFieldAddr:
		p, ok := a[0].Type().(*Pointer)
		var st *Struct
		if ok {
			st, ok = p.Elem.(*Struct)
		}
		switch {
		case !ok:
			bad("fieldaddr of %s: needs a pointer to a struct", a[0].Type())
		case in.AuxInt < 0 || int(in.AuxInt) >= len(st.Fields):
			bad("field %d out of range for %s", in.AuxInt, st)
		case !same(t, &Pointer{Elem: st.Fields[in.AuxInt].Type, Space: p.Space}):
			bad("fieldaddr result %s, want ptr<%s %s>", typeName(t), p.Space, st.Fields[in.AuxInt].Type)
		}
	case OpIndexAddr:
		p, ok := a[0].Type().(*Pointer)
		var at *Array
		if ok {
			at, ok = p.Elem.(*Array)
		}
		switch {
		case !ok:
			bad("indexaddr of %s: needs a pointer to an array", a[0].Type())
		case !isInteger(a[1].Type()):
			bad("index has type %s, needs an integer", a[1].Type())
		case !same(t, &Pointer{Elem: at.Elem, Space: p.Space}):
			bad("indexaddr result %s, want ptr<%s %s>", typeName(t), p.Space, at.Elem)
		}
	case OpPtrAdd:
		if _, ok := a[0].Type().(*Pointer); !ok || !same(t, a[0].Type()) {
			bad("ptradd of %s must yield the same pointer type, has %s", a[0].Type(), typeName(t))
		}
		if !isInteger(a[1].Type()) {
			bad("ptradd offset has type %s, needs an integer", a[1].Type())
		}
	case OpExtract, OpInsert:
		ft, ok := elemType(a[0].Type(), in.AuxInt)
		switch {
		case !ok:
			bad("%s index %d out of range for %s", op, in.AuxInt, a[0].Type())
		case op == OpExtract && !same(t, ft):
			bad("extract yields %s, element %d is %s", typeName(t), in.AuxInt, ft)
		case op == OpInsert && (!same(t, a[0].Type()) || !same(a[1].Type(), ft)):
			bad("insert of %s into element %d (%s) of %s", a[1].Type(), in.AuxInt, ft, a[0].Type())
		}
	case OpAddrSpace:
		p, ok1 := a[0].Type().(*Pointer)
		q, ok2 := t.(*Pointer)
		if !ok1 || !ok2 || !same(p.Elem, q.Elem) || p.Space == q.Space || (p.Space != SpaceGeneric && q.Space != SpaceGeneric) {
			bad("cast from %s to %s: needs pointers to one type, to or from generic", a[0].Type(), typeName(t))
		}
	case OpCall:
		v.checkCall(b, in)
	case OpSpecial:
		if !same(t, Typ[Int32]) || in.AuxInt < 0 || int(in.AuxInt) >= len(specialNames) {
			bad("special register %d must be a known i32", in.AuxInt)
		}
	case OpBarrier:
		noValue()
		if in.AuxInt != BarrierGrid && in.AuxInt&^(FenceLocal|FenceGlobal) != 0 {
			bad("barrier flags %d: FenceLocal|FenceGlobal, or BarrierGrid alone", in.AuxInt)
		}
	case OpBarrierRed:
		want := Type(Typ[Bool])
		if BarrierRedOp(in.AuxInt) == BarrierPopc {
			want = Typ[Int32]
		}
		if in.AuxInt < 0 || int(in.AuxInt) >= len(barrierRedNames) {
			bad("unknown barrier reduction %d", in.AuxInt)
		} else if !same(a[0].Type(), Typ[Bool]) || !same(t, want) {
			bad("barrier.%s takes a bool and yields %s", BarrierRedOp(in.AuxInt), typeName(want))
		}
	case OpFence:
		noValue()
		if in.AuxInt < 0 || in.AuxInt > 2 {
			bad("fence scope %d: 0 block, 1 device, 2 system", in.AuxInt)
		}
	case OpWarpSync, OpJump, OpTrap, OpUnreachable:
		noValue()
	case OpAtomic, OpAtomicCAS:
		p, ok := a[0].Type().(*Pointer)
		if !ok || !isNumeric(p.Elem) || !same(t, p.Elem) {
			bad("%s through %s must yield its numeric element type, has %s", op, a[0].Type(), typeName(t))
			break
		}
		for _, x := range a[1:] {
			if !same(x.Type(), t) {
				bad("%s operand %s differs from %s", op, x.Type(), t)
			}
		}
		if op == OpAtomic && (in.AuxInt < 0 || int(in.AuxInt) >= len(atomicNames)) {
			bad("unknown atomic op %d", in.AuxInt)
			break
		}
		if op == OpAtomic {
			switch bt, ao := basic(t), AtomicOp(in.AuxInt); {
			case bt == nil:
			case (ao == AtomicAnd || ao == AtomicOr || ao == AtomicXor) && !bt.IsInteger(),
				(ao == AtomicInc || ao == AtomicDec) && (!bt.IsInteger() || bt.IsSigned()),
				(ao == AtomicAddF16 || ao == AtomicAddBF16) && bt.Kind != Uint16:
				bad("atomic.%s on %s", ao, typeName(t))
			}
		}
	case OpClock:
		switch ClockOp(in.AuxInt) {
		case ClockRead:
			if len(a) != 0 || !same(t, Typ[Int64]) {
				bad("clock.read takes nothing and yields i64")
			}
		case ClockSleep:
			if len(a) != 1 || !same(a[0].Type(), Typ[Uint32]) || t != nil {
				bad("clock.sleep takes a u32 and yields nothing")
			}
		default:
			bad("unknown clock op %d", in.AuxInt)
		}
	case OpAsync:
		op, n := AsyncOf(in.AuxInt)
		switch {
		case t != nil:
			bad("async yields nothing")
		case op == AsyncCopy:
			// Pointers of any space: one that inlining has shown to be
			// in the wrong memory is the user's error, which kern gen
			// reports (internal/gen's asyncSpaces).
			ok := len(a) == 2 && (n == 4 || n == 8 || n == 16)
			if ok {
				_, ok1 := a[0].Type().(*Pointer)
				_, ok2 := a[1].Type().(*Pointer)
				ok = ok1 && ok2
			}
			if !ok {
				bad("async.copy takes two pointers and copies 4, 8 or 16 bytes")
			}
		case op == AsyncCommit:
			if len(a) != 0 || n != 0 {
				bad("async.commit takes nothing")
			}
		case op == AsyncWait:
			if len(a) != 0 || n < 0 {
				bad("async.wait takes nothing and a count of groups")
			}
		default:
			bad("unknown async op %d", in.AuxInt)
		}
	case OpPrint:
		if t != nil || in.AuxInt < 0 {
			bad("print yields nothing and needs a format id")
		}
		for _, x := range a {
			if basic(x.Type()) == nil {
				bad("print argument %s is not a scalar", x.Type())
			}
		}
	case OpVote:
		u64, boolT := Typ[Uint64], Typ[Bool]
		mode := VoteMode(in.AuxInt)
		maskOK := len(a) > 0 && same(a[0].Type(), u64)
		switch mode {
		case VoteBallot, VoteAll, VoteAny:
			want := Type(u64)
			if mode != VoteBallot {
				want = boolT
			}
			if len(a) != 2 || !maskOK || !same(a[1].Type(), boolT) || !same(t, want) {
				bad("vote.%s takes a u64 mask and a bool, yielding %s", mode, typeName(want))
			}
		case VoteMatch:
			if len(a) != 2 || !maskOK || basic(a[1].Type()) == nil || !same(t, u64) {
				bad("vote.match takes a u64 mask and a scalar, yielding u64")
			}
		case VoteActive:
			if len(a) != 0 || !same(t, u64) {
				bad("vote.active takes nothing and yields u64")
			}
		case VoteSync:
			if len(a) != 1 || !maskOK || t != nil {
				bad("vote.sync takes a u64 mask and yields nothing")
			}
		default:
			bad("unknown vote mode %d", in.AuxInt)
		}
	case OpMMA:
		if msg := verifyMMA(in); msg != "" {
			bad("%s", msg)
		}
	case OpShfl:
		m, w := ShflOf(in.AuxInt)
		if len(a) != 2 && len(a) != 3 {
			bad("shfl takes 2 or 3 operands, has %d", len(a))
			break
		}
		if basic(t) == nil || !same(a[0].Type(), t) || !isInteger(a[1].Type()) || m < 0 || int(m) >= len(shflNames) || !ValidShflWidth(w) {
			bad("shfl needs a scalar value of the result type, an integer lane, a known mode and a width of 0 or a power of two up to 32")
		}
		if len(a) == 3 && (!same(a[2].Type(), Typ[Uint64]) || w != 0) {
			bad("a shfl's member mask is a uint64, on a whole-warp shuffle")
		}
	case OpMath:
		fn := MathFn(in.AuxInt)
		if in.AuxInt < 0 || int(in.AuxInt) >= len(mathNames) {
			bad("unknown math function %d", in.AuxInt)
			break
		}
		if len(a) != mathArity(fn) {
			bad("math.%s takes %d operand(s), has %d", fn, mathArity(fn), len(a))
			break
		}
		intFn := fn >= MathPopCount && fn <= MathByteSwap
		if bt := basic(t); bt == nil || (intFn && !bt.IsInteger()) || (!intFn && !bt.IsFloat()) {
			bad("math.%s on %s", fn, typeName(t))
		}
		for _, x := range a {
			if !same(x.Type(), t) {
				bad("math.%s operand %s differs from %s", fn, x.Type(), typeName(t))
			}
		}
	case OpHalf:
		op, _ := in.Half()
		if op < 0 || op >= numHalfOps || in.AuxInt&^(HalfBF16|0xff) != 0 {
			bad("unknown half operation %d", in.AuxInt)
			break
		}
		if len(a) != halfArity(op) {
			bad("half.%s takes %d operand(s), has %d", op, halfArity(op), len(a))
			break
		}
		in16, out := Type(Typ[Uint16]), Type(Typ[Uint16])
		if _, packed := op.Packed(); packed {
			in16, out = Typ[Uint32], Typ[Uint32]
		}
		switch op {
		case HalfToF32:
			out = Typ[Float32]
		case HalfFromF32:
			in16 = Typ[Float32]
		}
		if !same(t, out) {
			bad("half.%s yields %s, not %s", op, typeName(out), typeName(t))
		}
		for _, x := range a {
			if !same(x.Type(), in16) {
				bad("half.%s operand has type %s, needs %s", op, x.Type(), typeName(in16))
			}
		}
	case OpIf:
		noValue()
		if !isBool(a[0].Type()) {
			bad("if condition has type %s, needs bool", a[0].Type())
		}
	case OpReturn:
		noValue()
		if len(a) != len(v.f.Results) {
			bad("returns %d value(s), function has %d result(s)", len(a), len(v.f.Results))
			break
		}
		for k, x := range a {
			if !same(x.Type(), v.f.Results[k]) {
				bad("result %d has type %s, want %s", k, x.Type(), v.f.Results[k])
			}
		}
	case OpPhi:
		for k, x := range a {
			if !same(x.Type(), t) {
				bad("phi operand %d has type %s, want %s", k, x.Type(), typeName(t))
			}
		}
	}
}

// elemType is the type of field or element i of an aggregate.
func elemType(t Type, i int64) (Type, bool) {
	switch t := t.(type) {
	case *Struct:
		if i >= 0 && int(i) < len(t.Fields) {
			return t.Fields[i].Type, true
		}
	case *Array:
		if i >= 0 && int(i) < t.Len {
			return t.Elem, true
		}
	}
	return nil, false
}

func (v *verifier) checkCall(b *Block, in *Instr) {
	callee := in.Callee()
	if callee == nil {
		v.errorf(b, in, "call without a callee function")
		return
	}
	if v.funcs != nil && !v.funcs[callee] {
		v.errorf(b, in, "callee %s is not in the module", callee.Name)
	}
	if callee.Kind == Kernel {
		v.errorf(b, in, "call of kernel %s", callee.Name)
	}
	if len(in.Args) != len(callee.Params) {
		v.errorf(b, in, "%d argument(s) for %d parameter(s) of %s", len(in.Args), len(callee.Params), callee.Name)
		return
	}
	for k, x := range in.Args {
		if !same(x.Type(), callee.Params[k].Typ) {
			v.errorf(b, in, "argument %d has type %s, %s wants %s", k, x.Type(), callee.Params[k].Name(), callee.Params[k].Typ)
		}
	}
	rt := callee.ResultType()
	if (rt == nil) != (in.Typ == nil) || (rt != nil && !Identical(rt, in.Typ)) {
		v.errorf(b, in, "call yields %s, %s returns %s", typeName(in.Typ), callee.Name, typeName(rt))
	}
}
