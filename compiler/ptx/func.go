package ptx

import (
	"fmt"
	"strings"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// fn writes one function.
type fn struct {
	md    *module
	f     *ir.Function
	name  string
	body  strings.Builder
	nreg  [numClasses]int
	regs  map[ir.Value][]string // registers of instructions' and params' values
	decls []string              // function-scope .local/.shared declarations
	label int
	loc   ir.Pos
	cur   *ir.Instr
	err   error
	// scaleUses are the element sizes each parameter is shifted by as an
	// address index; scaled the registers holding those shifts (scaled.go).
	scaleUses map[ir.Value][]int
	scaled    map[scaleKey]string
	// remake are the ifs that make their comparison again, dropped the
	// comparisons then not written where defined (sinkcmp.go).
	remake, dropped map[*ir.Instr]bool
}

// fail records the first error; emission carries on harmlessly.
func (e *fn) fail(base error, format string, args ...any) {
	if e.err != nil {
		return
	}
	pos := e.f.Pos
	if e.cur != nil {
		pos = e.cur.Pos
	}
	msg := fmt.Sprintf(format, args...)
	if e.cur != nil {
		msg = fmt.Sprintf("%s (in %q)", msg, instrString(e.cur))
	}
	e.err = &Error{Func: e.f.Name, Pos: pos, Msg: msg, Err: base}
}

// instrString prints an instruction for a message. The IR printer indexes
// name tables with AuxInt, so malformed instructions fall back to the op.
func instrString(in *ir.Instr) (s string) {
	defer func() {
		if recover() != nil {
			s = fmt.Sprintf("%s (aux %d)", in.Op, in.AuxInt)
		}
	}()
	return in.String()
}

// ins writes one instruction line.
func (e *fn) ins(format string, args ...any) {
	e.body.WriteString("\t")
	fmt.Fprintf(&e.body, format, args...)
	e.body.WriteString(";\n")
}

// newReg allocates a virtual register (ptxas does the real allocation).
func (e *fn) newReg(c class) string {
	n := e.nreg[c]
	e.nreg[c]++
	return fmt.Sprintf("%s%d", classDecl[c].prefix, n)
}

func (e *fn) newLabel() string {
	e.label++
	return fmt.Sprintf("$L__%d", e.label)
}

func blockLabel(b *ir.Block) string { return fmt.Sprintf("$L__BB%d", b.Index) }

// mov copies a register of class c.
func (e *fn) mov(c class, dst, src string) {
	switch c {
	case clsPred:
		e.ins("mov.pred %s, %s", dst, src)
	case cls32:
		e.ins("mov.b32 %s, %s", dst, src)
	case cls64:
		e.ins("mov.b64 %s, %s", dst, src)
	case clsF32:
		e.ins("mov.f32 %s, %s", dst, src)
	case clsF64:
		e.ins("mov.f64 %s, %s", dst, src)
	case clsB16:
		e.ins("mov.b16 %s, %s", dst, src)
	}
}

// allocRegs gives a register per leaf of type t.
func (e *fn) allocRegs(t ir.Type) []string {
	ls := ir.Leaves(t, nil)
	rs := make([]string, len(ls))
	for i, l := range ls {
		rs[i] = e.newReg(classOf(l))
	}
	return rs
}

// leaves returns the registers holding v, one per leaf; constants and
// globals are materialized into fresh registers at the use.
func (e *fn) leaves(v ir.Value) []string {
	switch v := v.(type) {
	case *ir.Const:
		ls := ir.Leaves(v.Typ, nil)
		rs := make([]string, len(ls))
		for i, l := range ls {
			c := classOf(l)
			rs[i] = e.newReg(c)
			bits := uint64(0)
			if len(ls) == 1 {
				bits = v.Bits
			}
			e.mov(c, rs[i], constOperand(l, bits))
		}
		return rs
	case *ir.Global:
		r := e.newReg(cls64)
		e.ins("mov.u64 %s, %s", r, abi.Mangle(v.Ident))
		if v.Space == ir.SpaceGeneric {
			e.ins("cvta.global.u64 %s, %s", r, r)
		}
		return []string{r}
	case nil:
		e.fail(ErrInvalid, "missing operand")
		return []string{"%invalid"}
	}
	if rs, ok := e.regs[v]; ok {
		return rs
	}
	e.fail(ErrInvalid, "operand %s has no value here", v.Name())
	return make([]string, leafCount(v.Type()))
}

// scalar returns the single register of a scalar value.
func (e *fn) scalar(v ir.Value) string {
	rs := e.leaves(v)
	if len(rs) != 1 {
		e.fail(ErrInvalid, "operand %s is not a scalar", v.Name())
		return "%invalid"
	}
	return rs[0]
}

// dst is the (single) result register of the current instruction.
func (e *fn) dst(in *ir.Instr) string {
	rs := e.regs[in]
	if len(rs) != 1 {
		e.fail(ErrInvalid, "result is not a scalar")
		return "%invalid"
	}
	return rs[0]
}

// paramSlot is the .param type of a leaf in the device-function ABI:
// predicates travel as .b32 0/1.
func paramSlot(t ir.Type) (typ string, size int) {
	switch classOf(t) {
	case cls64:
		return "b64", 8
	case clsF32:
		return "f32", 4
	case clsF64:
		return "f64", 8
	}
	return "b32", 4
}

// retLayout packs a device function's result leaves into one .param byte
// array (PTX allows a single return parameter) at naturally aligned
// offsets. A single scalar result uses a scalar .param instead.
func retLayout(f *ir.Function) (leaves []ir.Type, offs []int, size int) {
	rt := f.ResultType()
	if rt == nil {
		return nil, nil, 0
	}
	leaves = ir.Leaves(rt, nil)
	for _, l := range leaves {
		_, sz := paramSlot(l)
		size = (size + sz - 1) / sz * sz
		offs = append(offs, size)
		size += sz
	}
	return leaves, offs, size
}

// funcHeader is a device function's declaration line (without body).
func funcHeader(f *ir.Function) string {
	name := abi.Mangle(f.Name)
	var b strings.Builder
	b.WriteString(".func ")
	leaves, _, size := retLayout(f)
	switch {
	case len(leaves) == 1:
		t, _ := paramSlot(leaves[0])
		fmt.Fprintf(&b, "(.param .%s %s_retval) ", t, name)
	case len(leaves) > 1:
		fmt.Fprintf(&b, "(.param .align 8 .b8 %s_retval[%d]) ", name, size)
	}
	b.WriteString(name + "(")
	n := 0
	for _, p := range f.Params {
		for _, l := range ir.Leaves(p.Typ, nil) {
			if n > 0 {
				b.WriteString(", ")
			}
			t, _ := paramSlot(l)
			fmt.Fprintf(&b, "\n\t.param .%s %s_param_%d", t, name, n)
			n++
		}
	}
	b.WriteString(")")
	return b.String()
}

// function writes f's definition. Malformed IR is reported as ErrInvalid;
// the recover is a safety net so that no input can crash the caller.
func (md *module) function(f *ir.Function) (text string, err error) {
	e := &fn{md: md, f: f, name: abi.Mangle(f.Name), regs: map[ir.Value][]string{}}
	defer func() {
		if r := recover(); r != nil {
			e.err = nil
			e.fail(ErrInvalid, "malformed IR: %v", r)
			text, err = "", e.err
		}
	}()
	if len(f.Blocks) == 0 {
		return "", &Error{Func: f.Name, Pos: f.Pos, Msg: "function has no blocks", Err: ErrInvalid}
	}
	var head strings.Builder
	if f.Kind == ir.Kernel {
		if f.ResultType() != nil {
			return "", &Error{Func: f.Name, Pos: f.Pos, Msg: "kernel with results", Err: ErrInvalid}
		}
		e.kernelParams(&head)
	} else {
		head.WriteString(funcHeader(f))
		e.deviceParams()
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.HasValue() {
				e.regs[in] = e.allocRegs(in.Typ)
			}
		}
	}
	e.findScaled()
	e.findSunkCompares()
	for _, p := range f.Params {
		e.scaleDefined(p)
	}
	for _, b := range f.Blocks {
		e.block(b)
	}
	if e.err != nil {
		return "", e.err
	}
	var out strings.Builder
	out.WriteString(head.String())
	out.WriteString("\n{\n")
	for c := range numClasses {
		if e.nreg[c] > 0 {
			fmt.Fprintf(&out, "\t.reg %s %s<%d>;\n", classDecl[c].typ, classDecl[c].prefix, e.nreg[c])
		}
	}
	for _, d := range e.decls {
		out.WriteString("\t" + d + ";\n")
	}
	out.WriteString(e.body.String())
	out.WriteString("}\n")
	return out.String(), nil
}

// kernelParams declares the .entry and loads every leaf of every parameter
// (the ABI in doc.go). Global pointers are converted with cvta.to.global.
func (e *fn) kernelParams(head *strings.Builder) {
	fmt.Fprintf(head, ".visible .entry %s(", e.name)
	n := 0
	for _, p := range e.f.Params {
		rs := e.allocRegs(p.Typ)
		e.regs[p] = rs
		for i, l := range ir.Leaves(p.Typ, nil) {
			pname := fmt.Sprintf("%s_param_%d", e.name, n)
			if n > 0 {
				head.WriteString(",")
			}
			mt := memType(l)
			if _, ok := l.(*ir.Pointer); ok {
				mt = "u64"
			}
			fmt.Fprintf(head, "\n\t.param .%s %s", mt, pname)
			n++
			switch classOf(l) {
			case clsPred:
				t := e.newReg(cls32)
				e.ins("ld.param.u8 %s, [%s]", t, pname)
				e.ins("setp.ne.u32 %s, %s, 0", rs[i], t)
			default:
				e.ins("ld.param.%s %s, [%s]", mt, rs[i], pname)
			}
			if pt, ok := l.(*ir.Pointer); ok && pt.Space == ir.SpaceGlobal {
				e.ins("cvta.to.global.u64 %s, %s", rs[i], rs[i])
			}
		}
	}
	head.WriteString(")")
	// Launch bounds, as nvcc writes __launch_bounds__ and __maxnreg__.
	if e.f.MaxThreads > 0 {
		fmt.Fprintf(head, "\n.maxntid %d, 1, 1", e.f.MaxThreads)
	}
	if e.f.MaxRegs > 0 {
		fmt.Fprintf(head, "\n.maxnreg %d", e.f.MaxRegs)
	}
}

// deviceParams loads a device function's parameters from .param space.
func (e *fn) deviceParams() {
	n := 0
	for _, p := range e.f.Params {
		rs := e.allocRegs(p.Typ)
		e.regs[p] = rs
		for i, l := range ir.Leaves(p.Typ, nil) {
			pname := fmt.Sprintf("%s_param_%d", e.name, n)
			n++
			t, _ := paramSlot(l)
			if classOf(l) == clsPred {
				r := e.newReg(cls32)
				e.ins("ld.param.b32 %s, [%s]", r, pname)
				e.ins("setp.ne.u32 %s, %s, 0", rs[i], r)
				continue
			}
			e.ins("ld.param.%s %s, [%s]", t, rs[i], pname)
		}
	}
}

// block writes a label, the block's non-phi instructions and its terminator
// with the phi moves of its outgoing edges.
func (e *fn) block(b *ir.Block) {
	fmt.Fprintf(&e.body, "%s:\n", blockLabel(b))
	if b.NoUnroll {
		// ptxas reads the pragma in a loop's header block.
		e.body.WriteString("\t.pragma \"nounroll\";\n")
	}
	for _, in := range b.Instrs {
		e.cur = in
		// Line information always (as nvcc -lineinfo): it costs nothing at
		// run time and lets faults name the Go line.
		if in.Pos.IsValid() && in.Pos != e.loc {
			e.loc = in.Pos
			fmt.Fprintf(&e.body, "\t.loc %d %d %d\n", e.md.fileNo(in.Pos.File), in.Pos.Line, in.Pos.Col)
		}
		e.instr(in)
		if len(e.scaleUses[in]) > 0 {
			e.scaleDefined(in)
		}
	}
	e.cur = nil
	if b.Terminator() == nil {
		e.fail(ErrInvalid, "block %d has no terminator", b.Index)
	}
}

// terminator writes a block's last instruction.
func (e *fn) terminator(in *ir.Instr) {
	b := in.Block
	switch in.Op {
	case ir.OpJump:
		if len(b.Succs) != 1 {
			e.fail(ErrInvalid, "jump with %d successors", len(b.Succs))
			return
		}
		e.phiMoves(b, 0)
		e.ins("bra.uni %s", blockLabel(b.Succs[0]))
	case ir.OpIf:
		if len(b.Succs) != 2 || len(in.Args) != 1 {
			e.fail(ErrInvalid, "if with %d successors", len(b.Succs))
			return
		}
		c := e.condition(in)
		// An edge into a block with phis gets its own stub holding the moves,
		// so the other edge never sees them (critical edges split here).
		var targets [2]string
		var stubs [2]string
		for k, s := range b.Succs {
			targets[k] = blockLabel(s)
			if hasPhis(s) {
				stubs[k] = e.newLabel()
				targets[k] = stubs[k]
			}
		}
		e.ins("@%s bra %s", c, targets[0])
		e.ins("bra.uni %s", targets[1])
		for k, s := range b.Succs {
			if stubs[k] == "" {
				continue
			}
			fmt.Fprintf(&e.body, "%s:\n", stubs[k])
			e.phiMoves(b, k)
			e.ins("bra.uni %s", blockLabel(s))
		}
	case ir.OpReturn:
		e.ret(in)
	case ir.OpTrap, ir.OpUnreachable:
		msg, _ := in.Aux.(string)
		if msg != "" {
			// The site as the trap table names it: the file relative to
			// FileBase, so the module does not depend on where it was made.
			site := ir.TrapSite(ir.Pos{File: e.md.fileName(in.Pos.File), Line: in.Pos.Line, Col: in.Pos.Col}, strings.TrimSuffix(msg, " at "+in.Pos.String()))
			fmt.Fprintf(&e.body, "\t// trap: %s\n", site)
		}
		if in.Op == ir.OpTrap && e.md.opts.Debug {
			e.trapRecord(e.md.trapSite(in.Pos, msg))
			return
		}
		e.ins("trap")
	}
}

// printable keeps printable ASCII other than quotes and backslashes, for
// comments and .file names.
func printable(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c < ' ' || c > '~' || c == '"' || c == '\\' {
			b[i] = '_'
		}
	}
	return string(b)
}

func hasPhis(b *ir.Block) bool {
	return len(b.Instrs) > 0 && b.Instrs[0].Op == ir.OpPhi
}

// phiMoves assigns the phis of b.Succs[k] their values on the edge from b.
// The copies are parallel: when a source register is also a destination
// (a swap, or a phi feeding another phi), every source goes through a
// temporary first.
func (e *fn) phiMoves(b *ir.Block, k int) {
	s := b.Succs[k]
	if !hasPhis(s) {
		return
	}
	// Which of s's predecessor slots is this edge: the n-th occurrence of b.
	occ := 0
	for j := range k {
		if b.Succs[j] == s {
			occ++
		}
	}
	pi := -1
	for j, p := range s.Preds {
		if p == b {
			if occ == 0 {
				pi = j
				break
			}
			occ--
		}
	}
	if pi < 0 {
		e.fail(ErrInvalid, "block %d is not a predecessor of block %d", b.Index, s.Index)
		return
	}
	var dsts, srcs []string
	var cls []class
	isDst := map[string]bool{}
	for _, phi := range s.Instrs {
		if phi.Op != ir.OpPhi {
			break
		}
		if pi >= len(phi.Args) {
			e.fail(ErrInvalid, "phi %s has %d arguments for %d predecessors", phi.Name(), len(phi.Args), len(s.Preds))
			return
		}
		ds := e.regs[phi]
		ss := e.leaves(phi.Args[pi])
		for i, l := range ir.Leaves(phi.Typ, nil) {
			if i < len(ss) && ds[i] != ss[i] {
				dsts, srcs, cls = append(dsts, ds[i]), append(srcs, ss[i]), append(cls, classOf(l))
				isDst[ds[i]] = true
			}
		}
	}
	conflict := false
	for _, r := range srcs {
		conflict = conflict || isDst[r]
	}
	if conflict {
		for i := range srcs {
			t := e.newReg(cls[i])
			e.mov(cls[i], t, srcs[i])
			srcs[i] = t
		}
	}
	for i := range dsts {
		e.mov(cls[i], dsts[i], srcs[i])
	}
}

// ret returns from a kernel or stores a device function's results.
func (e *fn) ret(in *ir.Instr) {
	if e.f.Kind == ir.Kernel {
		e.ins("ret")
		return
	}
	leaves, offs, _ := retLayout(e.f)
	var rs []string
	for _, a := range in.Args {
		rs = append(rs, e.leaves(a)...)
	}
	if len(rs) != len(leaves) {
		e.fail(ErrInvalid, "return of %d values for %d result leaves", len(rs), len(leaves))
		return
	}
	for i, l := range leaves {
		t, _ := paramSlot(l)
		r := rs[i]
		if classOf(l) == clsPred {
			r = e.newReg(cls32)
			e.ins("selp.u32 %s, 1, 0, %s", r, rs[i])
		}
		if len(leaves) == 1 {
			e.ins("st.param.%s [%s_retval], %s", t, e.name, r)
		} else {
			e.ins("st.param.%s [%s_retval+%d], %s", t, e.name, offs[i], r)
		}
	}
	e.ins("ret")
}

// call emits a device-function call with .param passing.
func (e *fn) call(in *ir.Instr) {
	callee := in.Callee()
	if callee == nil {
		e.fail(ErrInvalid, "call without a callee")
		return
	}
	cname := abi.Mangle(callee.Name)
	e.body.WriteString("\t{\n")
	var args []string
	n := 0
	for i, a := range in.Args {
		if i >= len(callee.Params) {
			e.fail(ErrInvalid, "call with %d arguments for %d parameters", len(in.Args), len(callee.Params))
			return
		}
		rs := e.leaves(a)
		for j, l := range ir.Leaves(callee.Params[i].Typ, nil) {
			if j >= len(rs) {
				e.fail(ErrInvalid, "argument %d has the wrong type", i)
				return
			}
			t, _ := paramSlot(l)
			p := fmt.Sprintf("param%d", n)
			n++
			e.ins(".param .%s %s", t, p)
			r := rs[j]
			if classOf(l) == clsPred {
				r = e.newReg(cls32)
				e.ins("selp.u32 %s, 1, 0, %s", r, rs[j])
			}
			e.ins("st.param.%s [%s], %s", t, p, r)
			args = append(args, p)
		}
	}
	leaves, offs, size := retLayout(callee)
	ret := ""
	switch {
	case len(leaves) == 1:
		t, _ := paramSlot(leaves[0])
		e.ins(".param .%s retval0", t)
		ret = "(retval0), "
	case len(leaves) > 1:
		e.ins(".param .align 8 .b8 retval0[%d]", size)
		ret = "(retval0), "
	}
	if len(args) > 0 {
		e.ins("call.uni %s%s, (%s)", ret, cname, strings.Join(args, ", "))
	} else {
		e.ins("call.uni %s%s", ret, cname)
	}
	if len(leaves) > 0 {
		ds := e.regs[in]
		for i, l := range leaves {
			t, _ := paramSlot(l)
			addr := "retval0"
			if len(leaves) > 1 {
				addr = fmt.Sprintf("retval0+%d", offs[i])
			}
			if classOf(l) == clsPred {
				r := e.newReg(cls32)
				e.ins("ld.param.b32 %s, [%s]", r, addr)
				e.ins("setp.ne.u32 %s, %s, 0", ds[i], r)
				continue
			}
			e.ins("ld.param.%s %s, [%s]", t, ds[i], addr)
		}
	}
	e.body.WriteString("\t}\n")
}
