package amdgpu

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// llBlock is one LLVM basic block being written.
type llBlock struct {
	label string
	lines []string
}

// fn writes one IR function.
type fn struct {
	mod    *module
	f      *ir.Function
	names  map[ir.Value]string
	tmpN   int
	entry  []string // allocas and kernel-argument unpacking
	blocks []*llBlock
	cur    *llBlock
	// exit is the LLVM block that ends each IR block (the phi predecessor):
	// lowering may split an IR block (atomic loops).
	exit  map[*ir.Block]string
	label map[*ir.Block]string
	phis  map[*ir.Block][]*ir.Instr
	in    *ir.Instr // the instruction being lowered, for errors
	alias map[string]string
	// sp and spFile are the function's DISubprogram and DIFile; dbg is the
	// DILocation the emitted instructions get (0: none).
	sp, spFile, dbg int
	// outer holds the blocks of loops that hold other loops (computed on
	// first use: keepDivisorInLoop).
	outer map[*ir.Block]bool
}

func (mod *module) function(f *ir.Function) (string, error) {
	e := &fn{mod: mod, f: f, names: map[ir.Value]string{}, exit: map[*ir.Block]string{},
		label: map[*ir.Block]string{}, phis: map[*ir.Block][]*ir.Instr{}}
	text, err := e.write()
	if err != nil {
		ee := &EmitError{Func: f.Name, Err: err}
		if e.in != nil {
			ee.Instr = printInstr(e.in)
		}
		return "", ee
	}
	return text, nil
}

// printInstr is the instruction's printed form for messages. ir's printer
// indexes name tables with AuxInt, so a damaged instruction is printed
// by op number instead.
func printInstr(in *ir.Instr) (s string) {
	defer func() {
		if recover() != nil {
			s = fmt.Sprintf("op %d (aux %d)", in.Op, in.AuxInt)
		}
	}()
	return in.String()
}

func (e *fn) write() (string, error) {
	f := e.f
	if len(f.Blocks) == 0 {
		return "", fmt.Errorf("%w: function has no blocks", ErrBadIR)
	}
	for i, b := range f.Blocks {
		e.label[b] = "b" + strconv.Itoa(i)
	}
	// Name every value first: phis and forward references need them.
	used := map[int]bool{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if !in.HasValue() {
				continue
			}
			if in.ID >= 0 && !used[in.ID] {
				used[in.ID] = true
				e.names[in] = "%t" + strconv.Itoa(in.ID)
			} else {
				e.names[in] = e.tmp()
			}
		}
	}
	e.sp, e.spFile = e.mod.dbg.subprogram(f)
	var head strings.Builder
	var err error
	if f.Kind == ir.Kernel {
		err = e.kernelHeader(&head)
	} else {
		err = e.deviceHeader(&head)
	}
	if err != nil {
		return "", err
	}
	prologue, err := e.votePrologue()
	if err != nil {
		return "", err
	}
	// An instruction without a position keeps the one before it, as a
	// .loc line stays in force in PTX.
	pos := f.Pos
	for _, b := range f.Blocks {
		e.cur = &llBlock{label: e.label[b]}
		e.blocks = append(e.blocks, e.cur)
		if b.Terminator() == nil {
			return "", fmt.Errorf("%w: block %d has no terminator", ErrBadIR, b.Index)
		}
		for _, in := range b.Instrs {
			e.in = in
			if in.Block != b {
				return "", fmt.Errorf("%w: instruction's Block is not the block holding it", ErrBadIR)
			}
			if in.Op == ir.OpPhi {
				e.phis[b] = append(e.phis[b], in)
				continue
			}
			if in.Pos.IsValid() {
				pos = in.Pos
			}
			e.dbg = e.mod.dbg.location(e.sp, e.spFile, pos)
			if err := e.instr(in); err != nil {
				return "", err
			}
		}
		e.exit[b] = e.cur.label
	}
	e.in, e.dbg = nil, 0
	var out strings.Builder
	out.WriteString(head.String())
	out.WriteString("entry:\n")
	for _, l := range e.entry {
		out.WriteString("  " + l + "\n")
	}
	if len(prologue) > 0 {
		out.WriteString("  br label %" + prologue[0].label + "\n")
		for _, b := range prologue {
			e.writeBlock(&out, b, nil)
		}
	} else {
		out.WriteString("  br label %b0\n")
	}
	bi := 0
	for _, b := range f.Blocks {
		// The IR block's first LLVM block gets its phis; split-off
		// continuation blocks follow it.
		for ; bi < len(e.blocks); bi++ {
			lb := e.blocks[bi]
			if lb.label == e.label[b] {
				break
			}
			e.writeBlock(&out, lb, nil)
		}
		var phis []string
		for _, in := range e.phis[b] {
			p, err := e.phi(in)
			if err != nil {
				e.in = in
				return "", err
			}
			phis = append(phis, p)
		}
		e.writeBlock(&out, e.blocks[bi], phis)
		bi++
	}
	for ; bi < len(e.blocks); bi++ {
		e.writeBlock(&out, e.blocks[bi], nil)
	}
	out.WriteString("}\n\n")
	return out.String(), nil
}

func (e *fn) writeBlock(out *strings.Builder, b *llBlock, phis []string) {
	out.WriteString("\n" + b.label + ":\n")
	for _, l := range phis {
		out.WriteString("  " + e.resolve(l) + "\n")
	}
	for _, l := range b.lines {
		out.WriteString("  " + e.resolve(l) + "\n")
	}
}

// kernelHeader declares one LLVM argument per leaf of every parameter
// (ir.Leaves) and rebuilds the parameters' values in the entry block.
func (e *fn) kernelHeader(head *strings.Builder) error {
	if len(e.f.Results) > 0 {
		return fmt.Errorf("%w: a kernel returns no results", ErrBadIR)
	}
	var args []string
	for _, p := range e.f.Params {
		v, err := e.unpackParam(p.Typ, &args)
		if err != nil {
			return fmt.Errorf("parameter %s: %w", p.Ident, err)
		}
		e.names[p] = v
	}
	fmt.Fprintf(head, "define amdgpu_kernel void %s(%s) #%d !dbg !%d {\n", globalName(e.f.Name), strings.Join(args, ", "), e.mod.attrGroup(e.f), e.sp)
	return nil
}

// unpackParam appends the kernel arguments of t's leaves and returns the
// rebuilt value.
func (e *fn) unpackParam(t ir.Type, args *[]string) (string, error) {
	switch t := t.(type) {
	case *ir.Basic:
		a := "%a" + strconv.Itoa(len(*args))
		if t.Kind == ir.Bool {
			// Go stores bool as one byte 0 or 1: the argument is an i8.
			*args = append(*args, "i8 "+a)
			v := e.tmp()
			e.entry = append(e.entry, fmt.Sprintf("%s = icmp ne i8 %s, 0", v, a))
			return v, nil
		}
		s, err := basicType(t)
		if err != nil {
			return "", err
		}
		*args = append(*args, s+" "+a)
		return a, nil
	case *ir.Pointer:
		a := "%a" + strconv.Itoa(len(*args))
		*args = append(*args, "ptr addrspace(1) "+a)
		as, err := addrSpace(t.Space)
		if err != nil {
			return "", err
		}
		switch as {
		case asGlobal:
			return a, nil
		case asFlat, asConstant:
			v := e.tmp()
			e.entry = append(e.entry, fmt.Sprintf("%s = addrspacecast ptr addrspace(1) %s to %s", v, a, ptrType(as)))
			return v, nil
		}
		return "", fmt.Errorf("%w: kernel parameter pointer to %v memory", ErrUnsupported, t.Space)
	case *ir.Array, *ir.Struct:
		ty, err := llType(t)
		if err != nil {
			return "", err
		}
		acc := "poison"
		n := 0
		var elem func(i int) ir.Type
		if a, ok := t.(*ir.Array); ok {
			n, elem = a.Len, func(int) ir.Type { return a.Elem }
		} else {
			s := t.(*ir.Struct)
			n, elem = len(s.Fields), func(i int) ir.Type { return s.Fields[i].Type }
		}
		for i := range n {
			ft := elem(i)
			fv, err := e.unpackParam(ft, args)
			if err != nil {
				return "", err
			}
			fty, _ := llType(ft)
			v := e.tmp()
			e.entry = append(e.entry, fmt.Sprintf("%s = insertvalue %s %s, %s %s, %d", v, ty, acc, fty, fv, i))
			acc = v
		}
		if n == 0 {
			return "zeroinitializer", nil
		}
		return acc, nil
	}
	return "", fmt.Errorf("%w: parameter type %v", ErrUnsupported, t)
}

func (e *fn) deviceHeader(head *strings.Builder) error {
	rt, err := llType(e.f.ResultType())
	if err != nil {
		return err
	}
	var args []string
	for i, p := range e.f.Params {
		t, err := llType(p.Typ)
		if err != nil {
			return fmt.Errorf("parameter %s: %w", p.Ident, err)
		}
		name := "%p" + strconv.Itoa(i)
		e.names[p] = name
		args = append(args, t+" "+name)
	}
	fmt.Fprintf(head, "define internal %s %s(%s) #1 !dbg !%d {\n", rt, globalName(e.f.Name), strings.Join(args, ", "), e.sp)
	return nil
}

// phi writes an IR phi with the LLVM predecessor blocks.
func (e *fn) phi(in *ir.Instr) (string, error) {
	b := in.Block
	if len(in.Args) != len(b.Preds) {
		return "", fmt.Errorf("%w: phi has %d arguments for %d predecessors", ErrBadIR, len(in.Args), len(b.Preds))
	}
	t, err := llType(in.Typ)
	if err != nil {
		return "", err
	}
	parts := make([]string, len(in.Args))
	for k, a := range in.Args {
		v, err := e.val(a)
		if err != nil {
			return "", err
		}
		lbl, ok := e.exit[b.Preds[k]]
		if !ok {
			return "", fmt.Errorf("%w: phi predecessor is not in the function", ErrBadIR)
		}
		parts[k] = fmt.Sprintf("[ %s, %%%s ]", v, lbl)
	}
	return fmt.Sprintf("%s = phi %s %s", e.names[in], t, strings.Join(parts, ", ")), nil
}

// tmp is a fresh local name.
func (e *fn) tmp() string {
	e.tmpN++
	return "%." + strconv.Itoa(e.tmpN)
}

// emit appends an instruction line to the current block, with the
// current instruction's debug location.
func (e *fn) emit(format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	if e.dbg != 0 {
		line += ", !dbg !" + strconv.Itoa(e.dbg)
	}
	e.cur.lines = append(e.cur.lines, line)
}

// def emits "NAME = text" with a fresh name and returns the name.
func (e *fn) def(format string, args ...any) string {
	v := e.tmp()
	e.emit("%s = %s", v, fmt.Sprintf(format, args...))
	return v
}

// newBlock starts a fresh LLVM block continuing the current IR block.
func (e *fn) newBlock(hint string) *llBlock {
	e.tmpN++
	return &llBlock{label: hint + "." + strconv.Itoa(e.tmpN)}
}

func (e *fn) startBlock(b *llBlock) {
	e.blocks = append(e.blocks, b)
	e.cur = b
}

// val is the LLVM operand text of an IR value.
func (e *fn) val(v ir.Value) (string, error) {
	switch v := v.(type) {
	case *ir.Const:
		return constText(v)
	case *ir.Global:
		if !e.mod.globals[v] {
			return "", fmt.Errorf("%w: global %s is not in the module", ErrBadIR, v.Name())
		}
		return globalName(v.Ident), nil
	case nil:
		return "", fmt.Errorf("%w: nil operand", ErrBadIR)
	}
	if n, ok := e.names[v]; ok {
		return n, nil
	}
	return "", fmt.Errorf("%w: operand %s is not defined in this function", ErrBadIR, v.Name())
}

// tval is "TYPE VALUE".
func (e *fn) tval(v ir.Value) (string, error) {
	s, err := e.val(v)
	if err != nil {
		return "", err
	}
	t, err := llType(v.Type())
	if err != nil {
		return "", err
	}
	return t + " " + s, nil
}

// args evaluates every operand; it checks the count first.
func (e *fn) args(in *ir.Instr, n int) ([]string, error) {
	if len(in.Args) != n {
		return nil, fmt.Errorf("%w: %d operands, want %d", ErrBadIR, len(in.Args), n)
	}
	out := make([]string, n)
	for i, a := range in.Args {
		s, err := e.val(a)
		if err != nil {
			return nil, err
		}
		out[i] = s
	}
	return out, nil
}

// basicOf is the Basic type of a value, or an error.
func basicOf(v ir.Value) (*ir.Basic, error) {
	if v == nil {
		return nil, fmt.Errorf("%w: nil operand", ErrBadIR)
	}
	b, ok := v.Type().(*ir.Basic)
	if !ok {
		return nil, fmt.Errorf("%w: operand %s has type %v, want a scalar", ErrBadIR, v.Name(), v.Type())
	}
	return b, nil
}

// set binds the instruction's result to an already computed operand text.
// LLVM has no copy instruction, so the result's name is replaced by v
// wherever it is used when the function is written out.
func (e *fn) set(in *ir.Instr, v string) {
	if e.alias == nil {
		e.alias = map[string]string{}
	}
	e.alias[e.names[in]] = v
}

var valueName = regexp.MustCompile(`%t[0-9]+`)

// resolve applies the aliases recorded by set to one line.
func (e *fn) resolve(line string) string {
	if len(e.alias) == 0 {
		return line
	}
	return valueName.ReplaceAllStringFunc(line, func(n string) string {
		for range len(e.alias) + 1 { // chains end; the bound guards a cycle
			v, ok := e.alias[n]
			if !ok {
				break
			}
			n = v
		}
		return n
	})
}

// terminators and the dispatch of every op.
func (e *fn) instr(in *ir.Instr) error {
	switch in.Op {
	case ir.OpJump:
		if len(in.Block.Succs) < 1 {
			return fmt.Errorf("%w: jump without successor", ErrBadIR)
		}
		e.emit("br label %%%s%s", e.label[in.Block.Succs[0]], e.loopHint(in.Block))
		return nil
	case ir.OpIf:
		a, err := e.args(in, 1)
		if err != nil {
			return err
		}
		if len(in.Block.Succs) < 2 {
			return fmt.Errorf("%w: if without two successors", ErrBadIR)
		}
		e.emit("br i1 %s, label %%%s, label %%%s%s", a[0], e.label[in.Block.Succs[0]], e.label[in.Block.Succs[1]], e.loopHint(in.Block))
		return nil
	case ir.OpReturn:
		return e.ret(in)
	case ir.OpTrap:
		return e.trap(in)
	case ir.OpUnreachable:
		e.emit("unreachable")
		return nil
	}
	switch in.Op {
	case ir.OpStore, ir.OpBarrier, ir.OpWarpSync, ir.OpFence, ir.OpCall, ir.OpVote, ir.OpClock, ir.OpPrint, ir.OpMMA, ir.OpAsync: // mma.store has no result
	default:
		if in.Typ == nil {
			return fmt.Errorf("%w: %v without a result type", ErrBadIR, in.Op)
		}
	}
	if int(in.Op) < len(ir.OpInfo) && ir.OpInfo[in.Op].NArgs >= 0 && len(in.Args) != ir.OpInfo[in.Op].NArgs {
		return fmt.Errorf("%w: %d operands, want %d", ErrBadIR, len(in.Args), ir.OpInfo[in.Op].NArgs)
	}
	switch in.Op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpRem, ir.OpAnd, ir.OpOr, ir.OpXor,
		ir.OpAndNot, ir.OpShl, ir.OpShr, ir.OpMin, ir.OpMax:
		return e.binary(in)
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
		return e.compare(in)
	case ir.OpNeg, ir.OpNot, ir.OpCompl:
		return e.unary(in)
	case ir.OpConvert:
		return e.convert(in)
	case ir.OpBitcast:
		return e.bitcast(in)
	case ir.OpSelect:
		return e.selectOp(in)
	case ir.OpAlloca, ir.OpShared, ir.OpDynShared, ir.OpLoad, ir.OpStore, ir.OpFieldAddr,
		ir.OpIndexAddr, ir.OpPtrAdd, ir.OpExtract, ir.OpInsert, ir.OpAddrSpace:
		return e.memory(in)
	case ir.OpCall:
		return e.call(in)
	case ir.OpSpecial:
		return e.special(in)
	case ir.OpBarrier, ir.OpWarpSync, ir.OpFence:
		return e.sync(in)
	case ir.OpAtomic, ir.OpAtomicCAS:
		return e.atomic(in)
	case ir.OpShfl:
		return e.shuffle(in)
	case ir.OpVote:
		return e.vote(in)
	case ir.OpClock:
		return e.clock(in)
	case ir.OpAsync:
		return e.async(in)
	case ir.OpPrint:
		return e.print(in)
	case ir.OpMath:
		return e.math(in)
	case ir.OpHalf:
		return e.half(in)
	case ir.OpMMA:
		return e.mma(in)
	case ir.OpBarrierRed:
		return e.barrierRed(in)
	}
	return fmt.Errorf("%w: op %v", ErrUnsupported, in.Op)
}

func (e *fn) ret(in *ir.Instr) error {
	if e.f.Kind == ir.Kernel || len(e.f.Results) == 0 {
		if len(in.Args) != 0 {
			return fmt.Errorf("%w: return of %d values from a function without results", ErrBadIR, len(in.Args))
		}
		e.emit("ret void")
		return nil
	}
	if len(in.Args) != len(e.f.Results) {
		return fmt.Errorf("%w: return of %d values, want %d", ErrBadIR, len(in.Args), len(e.f.Results))
	}
	if len(in.Args) == 1 {
		tv, err := e.tval(in.Args[0])
		if err != nil {
			return err
		}
		e.emit("ret %s", tv)
		return nil
	}
	rt, err := llType(e.f.ResultType())
	if err != nil {
		return err
	}
	acc := "poison"
	for i, a := range in.Args {
		tv, err := e.tval(a)
		if err != nil {
			return err
		}
		acc = e.def("insertvalue %s %s, %s, %d", rt, acc, tv, i)
	}
	e.emit("ret %s %s", rt, acc)
	return nil
}

func (e *fn) call(in *ir.Instr) error {
	callee := in.Callee()
	if callee == nil {
		return fmt.Errorf("%w: call without callee", ErrBadIR)
	}
	if !e.mod.funcs[callee] {
		return fmt.Errorf("%w: callee %s is not in the module", ErrBadIR, callee.Name)
	}
	if callee.Kind == ir.Kernel {
		return fmt.Errorf("%w: call of kernel %s", ErrUnsupported, callee.Name)
	}
	if len(in.Args) != len(callee.Params) {
		return fmt.Errorf("%w: %d arguments for %d parameters", ErrBadIR, len(in.Args), len(callee.Params))
	}
	parts := make([]string, len(in.Args))
	for i, a := range in.Args {
		tv, err := e.tval(a)
		if err != nil {
			return err
		}
		parts[i] = tv
	}
	rt, err := llType(callee.ResultType())
	if err != nil {
		return err
	}
	call := fmt.Sprintf("call %s %s(%s)", rt, globalName(callee.Name), strings.Join(parts, ", "))
	if in.HasValue() && rt != "void" {
		e.emit("%s = %s", e.names[in], call)
	} else {
		e.emit("%s", call)
	}
	return nil
}

// loopHint is ", !llvm.loop !N" when b ends with a back edge to an
// ir.Block.NoUnroll header (b is a latch: the header reaches it), so that
// opt neither unrolls nor vectorizes that loop, whose body already holds
// its copies; otherwise "".
func (e *fn) loopHint(b *ir.Block) string {
	for _, h := range b.Succs {
		if h.NoUnroll && reaches(h, b) {
			return ", !llvm.loop !" + strconv.Itoa(e.mod.dbg.noUnrollLoop())
		}
	}
	return ""
}

// reaches says whether a path of successor edges leads from a to b.
func reaches(a, b *ir.Block) bool {
	seen := map[*ir.Block]bool{a: true}
	work := []*ir.Block{a}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == b {
			return true
		}
		for _, s := range x.Succs {
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return false
}
