package emu

import (
	"fmt"
	"strings"
)

// Vectors (<N x T>, which the optimizer's SLP vectorizer writes) are N
// registers, one per element, like an array; element operations pick
// registers, and arithmetic on vectors is the scalar operation per
// element.

// element lowers extractelement, insertelement and shufflevector.
func (lw *lowerer) element(sc *lscope, in *linstr) error {
	v, err := lw.ops(sc, in.ops[0])
	if err != nil {
		return err
	}
	d := lw.dest(sc, in)
	switch in.op {
	case "extractelement":
		return lw.pick(sc, in.ops[1], len(v), func(i int, p *opnd) {
			if p == nil {
				lw.mov(d[0], v[i], ptype{'b', 64})
				return
			}
			lw.emit(instr{op: opSelp, t: ptype{'b', 64}, d: d[0], a: [4]opnd{v[i], d[0], *p}})
		})
	case "insertelement":
		e, err := lw.op1(sc, in.ops[1])
		if err != nil {
			return err
		}
		for i := range d {
			lw.mov(d[i], v[i], ptype{'b', 64})
		}
		return lw.pick(sc, in.ops[2], len(v), func(i int, p *opnd) {
			if p == nil {
				lw.mov(d[i], e, ptype{'b', 64})
				return
			}
			lw.emit(instr{op: opSelp, t: ptype{'b', 64}, d: d[i], a: [4]opnd{e, d[i], *p}})
		})
	}
	// shufflevector: the mask is a constant; an undef or poison element
	// takes element 0 (any value is allowed).
	w, err := lw.ops(sc, in.ops[1])
	if err != nil {
		return err
	}
	mask := in.ops[2]
	tmp := make([]opnd, len(d)) // the result may overwrite an operand
	for k := range d {
		m := 0
		if mask.k == 'a' && mask.agg[k].k == 'c' {
			m = int(mask.agg[k].bits)
		} else if mask.k != 'z' && !(mask.k == 'a' && mask.agg[k].k == 'z') {
			return lw.errf("shufflevector with a mask that is not constant")
		}
		src := v[0]
		switch {
		case m < len(v):
			src = v[m]
		case m-len(v) < len(w):
			src = w[m-len(v)]
		}
		tmp[k] = opnd{k: oReg, r: lw.reg(1)}
		lw.mov(tmp[k], src, ptype{'b', 64})
	}
	for k := range d {
		lw.mov(d[k], tmp[k], ptype{'b', 64})
	}
	return nil
}

// pick calls f for the element idx selects among n: once with a nil
// predicate for a constant index (nothing for one out of range, whose
// result is poison), else for every element with the predicate idx == i.
func (lw *lowerer) pick(sc *lscope, idx lval, n int, f func(i int, p *opnd)) error {
	if idx.k == 'c' || idx.k == 'z' {
		if i := int(idx.bits); idx.bits < uint64(n) {
			f(i, nil)
		}
		return nil
	}
	x, err := lw.op1(sc, idx)
	if err != nil {
		return err
	}
	for i := range n {
		p := opnd{k: oReg, r: lw.reg(1)}
		lw.emit(instr{op: opSetp, t: ptype{'u', uint8(idx.ty.bits)}, mod: cmpEq, d: p, a: [4]opnd{x, {k: oImm, imm: uint64(i)}}})
		f(i, &p)
	}
	return nil
}

// perElement reports an instruction on vectors that is the scalar
// instruction per element: arithmetic, comparisons, casts between vectors
// of as many elements, selects with a vector condition, intrinsics.
func perElement(in *linstr) bool {
	switch in.op {
	case "call":
		// A matrix instruction's vectors are matrix slices, not elements.
		return in.ty.k == 'x' && !isMatrixIntrinsic(in.callee)
	case "add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "shl", "lshr", "ashr", "and", "or", "xor",
		"fadd", "fsub", "fmul", "fdiv", "frem", "fneg":
		return in.ty.k == 'x'
	case "icmp", "fcmp":
		return in.ty2.k == 'x'
	case "select":
		return in.ops[0].ty.k == 'x'
	case "zext", "sext", "trunc", "fptosi", "fptoui", "sitofp", "uitofp", "fptrunc", "fpext", "ptrtoint", "inttoptr", "addrspacecast", "bitcast":
		from := in.ops[0].ty
		return in.ty.k == 'x' && from.k == 'x' && from.n == in.ty.n
	}
	return false
}

// elementwise lowers a vector instruction as the scalar one per element:
// element i of each vector operand (a scalar operand as it is) into
// element i of the result.
func (lw *lowerer) elementwise(sc *lscope, in *linstr) error {
	ops := make([][]opnd, len(in.ops))
	for k, v := range in.ops {
		o, err := lw.ops(sc, v)
		if err != nil {
			return err
		}
		ops[k] = o
	}
	dest := sc.vals[in.dest]
	elem := func(t *lty) *lty {
		if t != nil && t.k == 'x' {
			return t.elem
		}
		return t
	}
	n := in.ty.n
	for i := range n {
		e := *in
		e.ty, e.ty2 = elem(in.ty), elem(in.ty2)
		e.ops = make([]lval, len(in.ops))
		for k, v := range in.ops {
			j := 0
			if v.ty.k == 'x' {
				j = i
			}
			e.ops[k] = lval{k: 'o', ty: elem(v.ty), op: ops[k][j]}
		}
		if in.dest != "" {
			e.dest = fmt.Sprintf("\x00elem%d", dest.first+int32(i))
			sc.vals[e.dest] = lslots{dest.first + int32(i), e.ty}
		}
		if err := lw.instr(sc, nil, &e); err != nil {
			return err
		}
		delete(sc.vals, e.dest)
	}
	return nil
}

// repack lowers a bitcast between a vector and a scalar or a vector of
// another element count, through the value's bits in one register
// (element 0 in the low bits, as in memory) per 64 bits: a wider value
// (<8 x i32> to <16 x half>, a WMMA operand) moves 64 bits at a time, so
// its elements must not straddle them.
func (lw *lowerer) repack(sc *lscope, in *linstr) error {
	from, to := in.ops[0].ty, in.ty
	if from.bitWidth() != to.bitWidth() {
		return lw.errf("bitcast %v to %v: not the same width", from, to)
	}
	v, err := lw.ops(sc, in.ops[0])
	if err != nil {
		return err
	}
	d := lw.dest(sc, in)
	width := from.bitWidth()
	fw, tw := uint(width/len(v)), uint(width/len(d))
	chunk := min(width, 64)
	if width > 64 && (width%64 != 0 || 64%fw != 0 || 64%tw != 0) {
		return lw.errf("bitcast %v to %v (over 64 bits, with elements across 64-bit boundaries)", from, to)
	}
	u64 := ptype{'b', 64}
	fper, tper := chunk/int(fw), chunk/int(tw) // elements per chunk
	for c := range width / chunk {
		all := opnd{k: oReg, r: lw.reg(1)}
		lw.mov(all, opnd{k: oImm}, u64)
		for i, o := range v[c*fper : (c+1)*fper] {
			e := opnd{k: oReg, r: lw.reg(1)}
			lw.emit(instr{op: opAnd, t: u64, d: e, a: [4]opnd{o, {k: oImm, imm: maskTo(^uint64(0), uint8(fw))}}})
			lw.emit(instr{op: opShl, t: u64, d: e, a: [4]opnd{e, {k: oImm, imm: uint64(uint(i) * fw)}}})
			lw.emit(instr{op: opOr, t: u64, d: all, a: [4]opnd{all, e}})
		}
		for i, o := range d[c*tper : (c+1)*tper] {
			lw.emit(instr{op: opShr, t: ptype{'u', 64}, d: o, a: [4]opnd{all, {k: oImm, imm: uint64(uint(i) * tw)}}})
			lw.emit(instr{op: opAnd, t: u64, d: o, a: [4]opnd{o, {k: oImm, imm: maskTo(^uint64(0), uint8(tw))}}})
		}
	}
	return nil
}

// vreduceOps maps llvm.vector.reduce.<kind> to the scalar instruction (or
// intrinsic, after "llvm.") that folds two elements.
var vreduceOps = map[string]string{
	"add": "add", "mul": "mul", "and": "and", "or": "or", "xor": "xor",
	"fadd": "fadd", "fmul": "fmul",
	"smax": "llvm.smax", "smin": "llvm.smin", "umax": "llvm.umax", "umin": "llvm.umin",
	"fmax": "llvm.maxnum", "fmin": "llvm.minnum",
}

// vreduce lowers llvm.vector.reduce.*, which the SLP vectorizer writes for
// an unrolled fold: the scalar operation over the elements in order,
// fadd and fmul starting from their first argument. In order is what an
// fadd or fmul reduction without the reassoc flag means; the others are
// associative, so any order gives their result.
func (lw *lowerer) vreduce(sc *lscope, in *linstr) error {
	kind, _, _ := strings.Cut(strings.TrimPrefix(in.callee, "llvm.vector.reduce."), ".")
	op, ok := vreduceOps[kind]
	if !ok || len(in.ops) == 0 || in.dest == "" {
		return lw.errf("unsupported intrinsic @%s", in.callee)
	}
	vec := in.ops[len(in.ops)-1]
	if vec.ty == nil || vec.ty.k != 'x' {
		return lw.errf("@%s of a %v, not a vector", in.callee, vec.ty)
	}
	elems, err := lw.ops(sc, vec)
	if err != nil {
		return err
	}
	et := vec.ty.elem
	acc, rest := lval{k: 'o', ty: et, op: elems[0]}, elems[1:]
	if kind == "fadd" || kind == "fmul" {
		acc, rest = in.ops[0], elems
	}
	for _, e := range rest {
		s := linstr{op: op, ty: et, ops: []lval{acc, {k: 'o', ty: et, op: e}}, line: in.line, loc: in.loc, dbg: in.dbg}
		if callee, ok := strings.CutPrefix(op, "llvm."); ok {
			s.op, s.callee = "call", "llvm."+callee+"."+in.callee[strings.LastIndex(in.callee, ".")+1:]
		}
		r := lw.reg(1)
		s.dest = fmt.Sprintf("\x00red%d", r)
		sc.vals[s.dest] = lslots{r, et}
		err := lw.instr(sc, nil, &s)
		delete(sc.vals, s.dest)
		if err != nil {
			return err
		}
		acc = lval{k: 'o', ty: et, op: opnd{k: oReg, r: r}}
	}
	a, err := lw.op1(sc, acc)
	if err != nil {
		return err
	}
	lw.mov(lw.dest(sc, in)[0], a, ptype{'b', 64})
	return nil
}
