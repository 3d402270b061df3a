package emu

import (
	"math"
	"strings"
)

// Lowering an LLVM kernel to instrs. Every SSA value gets one register
// per scalar leaf (aggregates are flattened). A phi gets a second set,
// its shadow: each predecessor writes the shadow before it branches and
// the phi's block copies the shadow in at its head, so phis that read
// each other see the values of the edge, not of the block. Device
// functions are inlined at every call (kern Go has no recursion, and the
// backend marks them alwaysinline), so a kernel is one straight instr
// array and its threads need no frames. Pointers keep their emulator
// address: LDS (3) and private (5) pointers, 32 bits in LLVM, hold the
// tagged 64-bit address, and ptrtoint/inttoptr take the tag off and put
// it back.

// The launch's parameter buffer on the ROC device: the HSA dispatch packet
// (64 bytes), then the kernarg segment.
const (
	packetBytes  = 64
	kernargStart = packetBytes
)

// Special registers of the ROC device.
const (
	spDispatch = 100 + iota // llvm.amdgcn.dispatch.ptr: the packet's address
	spGroupStatic
)

type lslots struct {
	first int32
	ty    *lty
}

type lscope struct {
	f      *lfunc
	vals   map[string]lslots
	shadow map[*linstr]int32
	phis   map[string][]*linstr // phis of each block
	labels map[string]int
	fix    []lfix
	// An inlined function's ret writes retTo and branches to the end.
	inlined bool
	retTo   int32
	retFix  []int
}

type lfix struct {
	pc    int
	label string
	line  int
}

type lowerer struct {
	m       *lmodule
	globals map[string]uint64 // addrspace 1/4 globals' addresses
	code    []instr
	nregs   int32
	local   int
	shared  map[string]int // this kernel's LDS variables
	shSize  int
	stack   []string // functions being inlined
	line    int
	loc     int32  // the Go position of the instruction being lowered (lmodule.locs)
	wave    int    // the device's wavefront width (1 with WithSerialThreads)
	arch    string // the device's processor (which matrix instructions it has)
}

func (lw *lowerer) reg(n int) int32 {
	r := lw.nregs
	lw.nregs += int32(n)
	return r
}

func (lw *lowerer) emit(in instr) {
	in.line = int32(lw.line)
	in.loc = lw.loc
	if in.op != opBra { // a branch's caller names its guard (-1: none)
		in.guard = -1
	}
	lw.code = append(lw.code, in)
}

func (lw *lowerer) errf(format string, args ...any) error { return llError(lw.line, format, args...) }

// lowerKernel builds the decoded function of kernel f.
func (lw *lowerer) lowerKernel(f *lfunc, index int) (*function, []param, error) {
	lw.reset()
	sc := lw.newScope(f)
	// The kernel's arguments, read from the kernarg segment at the
	// offsets the AMDGPU ABI gives them.
	var params []param
	off := 0
	for i, t := range f.params {
		if t.leaves() != 1 {
			return nil, nil, llError(f.line, "kernel %s: aggregate argument %d", f.name, i)
		}
		off = alignUp(off, t.align())
		params = append(params, param{name: f.pnames[i], size: t.size(), align: t.align(), offset: off})
		r := lw.reg(1)
		if f.pnames[i] != "" {
			sc.vals[f.pnames[i]] = lslots{r, t}
		}
		lw.line, lw.loc = f.line, -1
		pt := memType(t)
		lw.emit(instr{op: opLd, space: spParam, t: pt, d: opnd{k: oReg, r: r}, a: [4]opnd{{k: oImm, imm: tagParam<<spaceShift | uint64(kernargStart+off)}}})
		if t.k == 'i' && t.bits == 1 {
			lw.emit(instr{op: opAnd, t: ptype{'b', 8}, d: opnd{k: oReg, r: r}, a: [4]opnd{{k: oReg, r: r}, {k: oImm, imm: 1}}})
		}
		off += t.size()
	}
	if err := lw.body(sc); err != nil {
		return nil, nil, err
	}
	fn := &function{name: f.name, index: index, entry: true, code: lw.code, nregs: int(lw.nregs), local: lw.local, shSize: lw.shSize, defLine: f.line, defined: true}
	analyzeFlow(fn)
	vectorize(fn)
	return fn, params, nil
}

// check lowers device function f on its own (its parameters in fresh
// registers) and discards the code.
func (lw *lowerer) check(f *lfunc) error {
	lw.reset()
	sc := lw.newScope(f)
	sc.inlined = true
	for i, t := range f.params {
		if f.pnames[i] != "" {
			sc.vals[f.pnames[i]] = lslots{lw.reg(t.leaves()), t}
		}
	}
	sc.retTo = lw.reg(f.ret.leaves())
	lw.stack = append(lw.stack[:0], f.name)
	defer func() { lw.stack = lw.stack[:0] }()
	return lw.body(sc)
}

// reset starts a new function: code, registers, private and LDS layout.
func (lw *lowerer) reset() {
	lw.code, lw.nregs, lw.local, lw.shared, lw.shSize, lw.loc = nil, 0, 0, map[string]int{}, 0, -1
}

func (lw *lowerer) newScope(f *lfunc) *lscope {
	return &lscope{f: f, vals: map[string]lslots{}, shadow: map[*linstr]int32{}, phis: map[string][]*linstr{}, labels: map[string]int{}}
}

// body emits f's blocks in text order.
func (lw *lowerer) body(sc *lscope) error {
	f := sc.f
	if len(f.blocks) == 0 {
		return llError(f.line, "function %s has no body", f.name)
	}
	for _, b := range f.blocks {
		for _, in := range b.ins {
			if in.dest == "" {
				continue
			}
			if _, dup := sc.vals[in.dest]; dup {
				return llError(in.line, "%%%s defined twice", in.dest)
			}
			sc.vals[in.dest] = lslots{lw.reg(in.ty.leaves()), in.ty}
			if in.op == "phi" {
				sc.shadow[in] = lw.reg(in.ty.leaves())
				sc.phis[b.name] = append(sc.phis[b.name], in)
			}
		}
	}
	for _, b := range f.blocks {
		sc.labels[b.name] = len(lw.code)
		for _, in := range b.ins {
			lw.line, lw.loc = in.line, in.loc
			if err := lw.instr(sc, b, in); err != nil {
				return err
			}
		}
	}
	for _, fx := range sc.fix {
		pc, ok := sc.labels[fx.label]
		if !ok {
			return llError(fx.line, "branch to unknown block %%%s", fx.label)
		}
		lw.code[fx.pc].target = pc
	}
	return nil
}

// operands returns v's leaf operands.
func (lw *lowerer) operands(sc *lscope, v lval) ([]opnd, error) {
	switch v.k {
	case 'r':
		s, ok := sc.vals[v.name]
		if !ok {
			return nil, lw.errf("use of undefined value %%%s", v.name)
		}
		n := s.ty.leaves()
		out := make([]opnd, n)
		for i := range out {
			out[i] = opnd{k: oReg, r: s.first + int32(i)}
		}
		return out, nil
	case 'c':
		if wideInt(v.ty) {
			return []opnd{{k: oImm, imm: v.bits}, {k: oImm, imm: v.hi}}, nil
		}
		return []opnd{{k: oImm, imm: v.bits}}, nil
	case 'z':
		return imms(make([]opnd, v.ty.leaves())), nil
	case 'a':
		var out []opnd
		for _, e := range v.agg {
			o, err := lw.operands(sc, e)
			if err != nil {
				return nil, err
			}
			out = append(out, o...)
		}
		return out, nil
	case 'g':
		o, err := lw.global(v.name)
		return []opnd{o}, err
	case 'x':
		return lw.constExpr(sc, v)
	case 'o':
		return []opnd{v.op}, nil
	}
	return nil, lw.errf("unsupported operand")
}

// fixZero turns the zero-valued operands operands returns for 'z' (kind
// oNone) into immediates.
func imms(os []opnd) []opnd {
	for i := range os {
		if os[i].k == oNone {
			os[i] = opnd{k: oImm}
		}
	}
	return os
}

func (lw *lowerer) ops(sc *lscope, v lval) ([]opnd, error) {
	o, err := lw.operands(sc, v)
	return imms(o), err
}

func (lw *lowerer) op1(sc *lscope, v lval) (opnd, error) {
	o, err := lw.ops(sc, v)
	if err != nil {
		return opnd{}, err
	}
	if len(o) != 1 {
		return opnd{}, lw.errf("aggregate operand where a scalar belongs")
	}
	return o[0], nil
}

// op2 is the scalar operands of a binary instruction.
func (lw *lowerer) op2(sc *lscope, in *linstr) (opnd, opnd, error) {
	a, err := lw.op1(sc, in.ops[0])
	if err != nil {
		return a, a, err
	}
	c, err := lw.op1(sc, in.ops[1])
	return a, c, err
}

// global is the address of module variable name.
func (lw *lowerer) global(name string) (opnd, error) {
	g := lw.m.globals[name]
	if g == nil {
		return opnd{}, lw.errf("unknown global @%s", name)
	}
	switch g.as {
	case 3:
		if g.extern {
			return opnd{k: oDynShared}, nil
		}
		off, ok := lw.shared[name]
		if !ok {
			off = alignUp(lw.shSize, max(g.align, g.ty.align()))
			lw.shared[name] = off
			lw.shSize = off + g.ty.size()
		}
		return opnd{k: oShared, imm: uint64(off)}, nil
	case 1, 4, 0:
		a, ok := lw.globals[name]
		if !ok {
			return opnd{}, lw.errf("global @%s has no storage", name)
		}
		return opnd{k: oImm, imm: a}, nil
	}
	return opnd{}, lw.errf("global @%s in address space %d", name, g.as)
}

func (lw *lowerer) dest(sc *lscope, in *linstr) []opnd {
	s := sc.vals[in.dest]
	out := make([]opnd, s.ty.leaves())
	for i := range out {
		out[i] = opnd{k: oReg, r: s.first + int32(i)}
	}
	return out
}

func (lw *lowerer) mov(d, a opnd, t ptype) {
	lw.emit(instr{op: opMov, t: t, d: d, a: [4]opnd{a}})
}

// scalar is the emulator type of an LLVM scalar: integers unsigned (the
// instruction picks the signedness), floats f32/f64, pointers 64 bits.
func scalar(t *lty) ptype {
	switch t.k {
	case 'i':
		if t.bits == 1 {
			return ptype{'p', 1}
		}
		return ptype{'u', uint8(t.bits)}
	case 'h':
		return ptype{'b', 16} // its bits: halfInstr lowers the arithmetic
	case 'f':
		return ptype{'f', 32}
	case 'd':
		return ptype{'f', 64}
	}
	return ptype{'u', 64}
}

// memType is the type of t's bytes in memory.
func memType(t *lty) ptype {
	switch t.k {
	case 'i':
		if t.bits == 1 {
			return ptype{'u', 8}
		}
		return ptype{'u', uint8(t.bits)}
	case 'h':
		return ptype{'u', 16}
	case 'f':
		return ptype{'f', 32}
	case 'd':
		return ptype{'f', 64}
	case 'p':
		if t.as == 3 || t.as == 5 {
			return ptype{'u', 32}
		}
	}
	return ptype{'u', 64}
}

func signed(t ptype) ptype { t.kind = 's'; return t }

var llSpaces = map[int]uint8{0: spGeneric, 1: spGlobal, 3: spShared, 4: spAMDConst, 5: spLocal}

var icmpCodes = map[string]struct {
	c uint8
	s bool
}{
	"eq": {cmpEq, false}, "ne": {cmpNe, false}, "slt": {cmpLt, true}, "sle": {cmpLe, true}, "sgt": {cmpGt, true}, "sge": {cmpGe, true},
	"ult": {cmpLt, false}, "ule": {cmpLe, false}, "ugt": {cmpGt, false}, "uge": {cmpGe, false},
}

var fcmpCodes = map[string]uint8{
	"oeq": cmpEq, "one": cmpNe, "olt": cmpLt, "ole": cmpLe, "ogt": cmpGt, "oge": cmpGe,
	"ueq": cmpEqu, "une": cmpNeu, "ult": cmpLtu, "ule": cmpLeu, "ugt": cmpGtu, "uge": cmpGeu,
	"ord": cmpNum, "uno": cmpNan,
}

// instr lowers one instruction.
func (lw *lowerer) instr(sc *lscope, b *lblock, in *linstr) error {
	if perElement(in) {
		return lw.elementwise(sc, in)
	}
	if onHalf(in) {
		return lw.halfInstr(sc, in)
	}
	if wideInstr(in) {
		return lw.wide(sc, in)
	}
	switch in.op {
	case "phi":
		d := lw.dest(sc, in)
		sh := sc.shadow[in]
		for i := range d {
			lw.mov(d[i], opnd{k: oReg, r: sh + int32(i)}, ptype{'b', 64})
		}
		return nil
	case "add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "shl", "lshr", "ashr", "and", "or", "xor":
		if in.ty.k != 'i' {
			return lw.errf("%s of %v", in.op, in.ty)
		}
		a, c, err := lw.op2(sc, in)
		if err != nil {
			return err
		}
		t := scalar(in.ty)
		if t.kind == 'p' {
			t = ptype{'b', 1}
		}
		op := map[string]opcode{"add": opAdd, "sub": opSub, "mul": opMul, "sdiv": opDiv, "udiv": opDiv, "srem": opRem, "urem": opRem,
			"shl": opShl, "lshr": opShr, "ashr": opShr, "and": opAnd, "or": opOr, "xor": opXor}[in.op]
		if in.op == "sdiv" || in.op == "srem" || in.op == "ashr" {
			t = signed(t)
		}
		lw.emit(instr{op: op, t: t, d: lw.dest(sc, in)[0], a: [4]opnd{a, c}})
		return nil
	case "fadd", "fsub", "fmul", "fdiv", "frem":
		a, c, err := lw.op2(sc, in)
		if err != nil {
			return err
		}
		if in.op == "frem" {
			lw.emit(instr{op: opFrem, t: scalar(in.ty), d: lw.dest(sc, in)[0], a: [4]opnd{a, c}})
			return nil
		}
		op := map[string]opcode{"fadd": opAdd, "fsub": opSub, "fmul": opMul, "fdiv": opDiv}[in.op]
		lw.emit(instr{op: op, t: scalar(in.ty), d: lw.dest(sc, in)[0], a: [4]opnd{a, c}})
		return nil
	case "fneg":
		a, err := lw.op1(sc, in.ops[0])
		if err != nil {
			return err
		}
		lw.emit(instr{op: opNeg, t: scalar(in.ty), d: lw.dest(sc, in)[0], a: [4]opnd{a}})
		return nil
	case "icmp":
		a, c, err := lw.op2(sc, in)
		if err != nil {
			return err
		}
		code, ok := icmpCodes[in.pred]
		if !ok {
			return lw.errf("icmp %s", in.pred)
		}
		t := scalar(in.ty2)
		if t.kind == 'p' {
			t = ptype{'u', 8}
		}
		if code.s {
			t = signed(t)
		}
		lw.emit(instr{op: opSetp, t: t, mod: code.c, d: lw.dest(sc, in)[0], a: [4]opnd{a, c}})
		return nil
	case "fcmp":
		a, c, err := lw.op2(sc, in)
		if err != nil {
			return err
		}
		d := lw.dest(sc, in)[0]
		switch in.pred {
		case "true", "false":
			lw.mov(d, opnd{k: oImm, imm: b2u(in.pred == "true")}, ptype{'p', 1})
			return nil
		}
		code, ok := fcmpCodes[in.pred]
		if !ok {
			return lw.errf("fcmp %s", in.pred)
		}
		lw.emit(instr{op: opSetp, t: scalar(in.ty2), mod: code, d: d, a: [4]opnd{a, c}})
		return nil
	case "select":
		c, err := lw.op1(sc, in.ops[0])
		if err != nil {
			return err
		}
		x, err := lw.ops(sc, in.ops[1])
		if err != nil {
			return err
		}
		y, err := lw.ops(sc, in.ops[2])
		if err != nil {
			return err
		}
		d := lw.dest(sc, in)
		for i := range d {
			lw.emit(instr{op: opSelp, t: ptype{'b', 64}, d: d[i], a: [4]opnd{x[i], y[i], c}})
		}
		return nil
	case "zext", "sext", "trunc", "bitcast", "fptosi", "fptoui", "sitofp", "uitofp", "fptrunc", "fpext", "ptrtoint", "inttoptr", "addrspacecast":
		return lw.cast(sc, in)
	case "br":
		return lw.branch(sc, b, in)
	case "switch":
		return lw.switchBr(sc, b, in)
	case "freeze":
		// The emulator's values are never poison: freeze is a copy.
		v, err := lw.ops(sc, in.ops[0])
		if err != nil {
			return err
		}
		for i, d := range lw.dest(sc, in) {
			lw.mov(d, v[i], ptype{'b', 64})
		}
		return nil
	case "ret":
		if !sc.inlined {
			lw.emit(instr{op: opRet})
			return nil
		}
		if len(in.ops) > 0 {
			v, err := lw.ops(sc, in.ops[0])
			if err != nil {
				return err
			}
			for i, o := range v {
				lw.mov(opnd{k: oReg, r: sc.retTo + int32(i)}, o, ptype{'b', 64})
			}
		}
		sc.retFix = append(sc.retFix, len(lw.code))
		lw.emit(instr{op: opBra, guard: -1})
		return nil
	case "unreachable":
		lw.emit(instr{op: opTrap, mod: 1})
		return nil
	case "load", "store":
		return lw.memory(sc, in)
	case "getelementptr":
		return lw.gep(sc, in)
	case "alloca":
		if in.ty2.size() == 0 {
			return lw.errf("alloca of %v", in.ty2)
		}
		lw.local = alignUp(lw.local, 16)
		off := lw.local
		lw.local += in.ty2.size()
		lw.mov(lw.dest(sc, in)[0], opnd{k: oLocalSym, imm: uint64(off)}, ptype{'u', 64})
		return nil
	case "extractvalue":
		v, err := lw.ops(sc, in.ops[0])
		if err != nil {
			return err
		}
		first, n, _ := in.ty2.leafRange(in.idx)
		d := lw.dest(sc, in)
		for i := range n {
			lw.mov(d[i], v[first+i], ptype{'b', 64})
		}
		return nil
	case "insertvalue":
		v, err := lw.ops(sc, in.ops[0])
		if err != nil {
			return err
		}
		e, err := lw.ops(sc, in.ops[1])
		if err != nil {
			return err
		}
		first, n, _ := in.ty.leafRange(in.idx)
		if n != len(e) {
			return lw.errf("insertvalue of %d leaves into %d", len(e), n)
		}
		d := lw.dest(sc, in)
		for i := range d {
			src := v[i]
			if i >= first && i < first+n {
				src = e[i-first]
			}
			lw.mov(d[i], src, ptype{'b', 64})
		}
		return nil
	case "atomicrmw", "cmpxchg":
		return lw.atomic(sc, in)
	case "extractelement", "insertelement", "shufflevector":
		return lw.element(sc, in)
	case "fence":
		lw.emit(instr{op: opMembar})
		return nil
	case "call":
		return lw.call(sc, in)
	}
	return lw.errf("unsupported instruction %s", in.op)
}

// branch writes the target blocks' phi shadows, then branches.
func (lw *lowerer) branch(sc *lscope, b *lblock, in *linstr) error {
	if err := lw.shadows(sc, b, in.labels); err != nil {
		return err
	}
	if len(in.labels) == 1 {
		sc.fix = append(sc.fix, lfix{len(lw.code), in.labels[0], in.line})
		lw.emit(instr{op: opBra, guard: -1})
		return nil
	}
	c, err := lw.op1(sc, in.ops[0])
	if err != nil {
		return err
	}
	if c.k != oReg {
		r := lw.reg(1)
		lw.mov(opnd{k: oReg, r: r}, c, ptype{'p', 1})
		c = opnd{k: oReg, r: r}
	}
	sc.fix = append(sc.fix, lfix{len(lw.code), in.labels[0], in.line})
	lw.emit(instr{op: opBra, guard: c.r})
	sc.fix = append(sc.fix, lfix{len(lw.code), in.labels[1], in.line})
	lw.emit(instr{op: opBra, guard: -1})
	return nil
}

// switchBr writes the targets' phi shadows, then compares the value with
// each case in turn and branches to the first equal one's block, or to
// the default.
func (lw *lowerer) switchBr(sc *lscope, b *lblock, in *linstr) error {
	if err := lw.shadows(sc, b, in.labels); err != nil {
		return err
	}
	v, err := lw.op1(sc, in.ops[0])
	if err != nil {
		return err
	}
	t := scalar(in.ops[0].ty)
	if t.kind == 'p' {
		t = ptype{'u', 8}
	}
	for i, c := range in.ops[1:] {
		co, err := lw.op1(sc, c)
		if err != nil {
			return err
		}
		p := lw.reg(1)
		lw.emit(instr{op: opSetp, t: t, mod: cmpEq, d: opnd{k: oReg, r: p}, a: [4]opnd{v, co}})
		sc.fix = append(sc.fix, lfix{len(lw.code), in.labels[i+1], in.line})
		lw.emit(instr{op: opBra, guard: p})
	}
	sc.fix = append(sc.fix, lfix{len(lw.code), in.labels[0], in.line})
	lw.emit(instr{op: opBra, guard: -1})
	return nil
}

// shadows writes the phi shadows of the blocks that b branches to: every
// edge from b to a block carries the same values.
func (lw *lowerer) shadows(sc *lscope, b *lblock, labels []string) error {
	seen := map[string]bool{}
	for _, l := range labels {
		if seen[l] {
			continue
		}
		seen[l] = true
		for _, p := range sc.phis[l] {
			var v *lval
			for i := range p.phi {
				if p.phi[i].block == b.name {
					v = &p.phi[i].v
					break
				}
			}
			if v == nil {
				return llError(p.line, "phi has no value for predecessor %%%s", b.name)
			}
			o, err := lw.ops(sc, *v)
			if err != nil {
				return err
			}
			sh := sc.shadow[p]
			for i := range o {
				lw.mov(opnd{k: oReg, r: sh + int32(i)}, o[i], ptype{'b', 64})
			}
		}
	}
	return nil
}

func (lw *lowerer) cast(sc *lscope, in *linstr) error {
	if in.op == "bitcast" && in.ops[0].ty.leaves() != in.ty.leaves() {
		return lw.repack(sc, in)
	}
	a, err := lw.op1(sc, in.ops[0])
	if err != nil {
		return err
	}
	from, to := in.ops[0].ty, in.ty
	d := lw.dest(sc, in)[0]
	st, dt := scalar(from), scalar(to)
	switch in.op {
	case "zext":
		if from.bits == 1 {
			lw.mov(d, a, ptype{'b', 64})
			return nil
		}
		lw.emit(instr{op: opCvt, t: dt, t2: st, d: d, a: [4]opnd{a}})
	case "sext":
		if from.bits == 1 {
			// 0 or 1 → 0 or all ones.
			lw.emit(instr{op: opSub, t: ptype{'u', uint8(to.bits)}, d: d, a: [4]opnd{{k: oImm}, a}})
			return nil
		}
		lw.emit(instr{op: opCvt, t: dt, t2: signed(st), d: d, a: [4]opnd{a}})
	case "trunc":
		if to.bits == 1 {
			lw.emit(instr{op: opAnd, t: ptype{'b', 64}, d: d, a: [4]opnd{a, {k: oImm, imm: 1}}})
			return nil
		}
		lw.emit(instr{op: opCvt, t: dt, t2: st, d: d, a: [4]opnd{a}})
	case "bitcast":
		lw.mov(d, a, ptype{'b', 64})
	case "fptosi", "fptoui":
		if to.bits == 1 {
			return lw.errf("%s to i1", in.op)
		}
		if in.op == "fptosi" {
			dt = signed(dt)
		}
		lw.emit(instr{op: opCvt, t: dt, t2: st, mod: rndRzi, d: d, a: [4]opnd{a}})
		if dt.kind == 's' && dt.bits < 32 {
			lw.emit(instr{op: opAnd, t: ptype{'b', 64}, d: d, a: [4]opnd{d, {k: oImm, imm: 1<<dt.bits - 1}}})
		}
	case "sitofp", "uitofp":
		if from.bits == 1 {
			// A bool as a number (opt writes it for a select of 1 or
			// 0): 1 for true, or -1 as a signed i1.
			one := 1.0
			if in.op == "sitofp" {
				one = -1
			}
			bits := math.Float64bits(one)
			if dt.bits == 32 {
				bits = uint64(math.Float32bits(float32(one)))
			}
			lw.emit(instr{op: opSelp, t: ptype{'b', 64}, d: d, a: [4]opnd{{k: oImm, imm: bits}, {k: oImm}, a}})
			break
		}
		if in.op == "sitofp" {
			st = signed(st)
		}
		lw.emit(instr{op: opCvt, t: dt, t2: st, mod: rndRn, d: d, a: [4]opnd{a}})
	case "fptrunc", "fpext":
		lw.emit(instr{op: opCvt, t: dt, t2: st, mod: rndRn, d: d, a: [4]opnd{a}})
	case "ptrtoint":
		// An LDS or private pointer's integer is its offset in its space.
		if from.as == 3 || from.as == 5 {
			lw.emit(instr{op: opAnd, t: ptype{'b', 64}, d: d, a: [4]opnd{a, {k: oImm, imm: 1<<spaceShift - 1}}})
			if to.bits < 64 {
				lw.emit(instr{op: opCvt, t: dt, t2: ptype{'u', 64}, d: d, a: [4]opnd{d}})
			}
			return nil
		}
		lw.emit(instr{op: opCvt, t: dt, t2: ptype{'u', 64}, d: d, a: [4]opnd{a}})
	case "inttoptr":
		src := a
		if from.bits < 64 {
			lw.emit(instr{op: opCvt, t: ptype{'u', 64}, t2: st, d: d, a: [4]opnd{a}})
			src = d
		}
		switch to.as {
		case 3:
			lw.emit(instr{op: opOr, t: ptype{'b', 64}, d: d, a: [4]opnd{src, {k: oImm, imm: tagShared << spaceShift}}})
		case 5:
			lw.emit(instr{op: opOr, t: ptype{'b', 64}, d: d, a: [4]opnd{src, {k: oImm, imm: tagLocal << spaceShift}}})
		default:
			lw.mov(d, src, ptype{'b', 64})
		}
	case "addrspacecast":
		// Emulator addresses are generic already; the space check happens
		// at the access.
		lw.mov(d, a, ptype{'b', 64})
	}
	return nil
}

// call lowers an intrinsic, or inlines a device function.
func (lw *lowerer) call(sc *lscope, in *linstr) error {
	name := in.callee
	if strings.HasPrefix(name, "llvm.") {
		return lw.intrinsic(sc, in)
	}
	f := lw.m.funcs[name]
	if f == nil {
		return lw.errf("call of undefined function @%s", name)
	}
	for _, s := range lw.stack {
		if s == name {
			return lw.errf("recursive call of @%s", name)
		}
	}
	if len(in.ops) != len(f.params) {
		return lw.errf("call of @%s with %d arguments, it takes %d", name, len(in.ops), len(f.params))
	}
	if len(lw.stack) > 64 {
		return lw.errf("calls nested over 64 deep")
	}
	cs := lw.newScope(f)
	cs.inlined = true
	for i, a := range in.ops {
		o, err := lw.ops(sc, a)
		if err != nil {
			return err
		}
		if len(o) != f.params[i].leaves() {
			return lw.errf("argument %d of @%s has %d leaves, want %d", i, name, len(o), f.params[i].leaves())
		}
		r := lw.reg(len(o))
		for j := range o {
			lw.mov(opnd{k: oReg, r: r + int32(j)}, o[j], ptype{'b', 64})
		}
		if f.pnames[i] != "" {
			cs.vals[f.pnames[i]] = lslots{r, f.params[i]}
		}
	}
	if in.dest != "" {
		cs.retTo = sc.vals[in.dest].first
	} else {
		cs.retTo = lw.reg(f.ret.leaves())
	}
	lw.stack = append(lw.stack, name)
	line, loc := lw.line, lw.loc
	if err := lw.body(cs); err != nil {
		return err
	}
	lw.stack = lw.stack[:len(lw.stack)-1]
	lw.line, lw.loc = line, loc
	end := len(lw.code)
	for _, pc := range cs.retFix {
		lw.code[pc].target = end
	}
	return nil
}
