package emu

import "strings"

// LLVM's half type. compiler/amdgpu computes binary16 with it (fadd,
// fsub, fmul and llvm.fma.f16 on half and <2 x half>, fptrunc, and
// llvm.convert.from.fp16, llintrinsic.go), and opt may form more from
// those (fpext, fcmp on half, llvm.fabs.f16, conversions to and from
// integers); half values also reach the IR as MFMA operands. A half is its bits in a register (a <2 x half> is
// two, one an element); its float operations run as package half's
// correctly rounded arithmetic, the semantics LLVM gives them: the
// operations on half itself as opHalf, comparisons and conversions to
// integers on the exactly widened float32, conversions from integers
// through float32 (exact below 2^24, and anything larger is past
// binary16's range either way). Any other operation is refused at load
// rather than computed as an integer.

// onHalf reports a float operation on half operands or results.
func onHalf(in *linstr) bool {
	isH := func(t *lty) bool { return t != nil && t.k == 'h' }
	switch in.op {
	case "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fptrunc", "sitofp", "uitofp":
		return isH(in.ty)
	case "fcmp":
		return isH(in.ty2)
	case "fpext", "fptosi", "fptoui":
		return isH(in.ops[0].ty)
	case "atomicrmw":
		return isH(in.ty)
	case "call":
		if !strings.HasPrefix(in.callee, "llvm.") || isMatrixIntrinsic(in.callee) {
			return false
		}
		if isH(in.ty) {
			return true
		}
		for _, o := range in.ops {
			if isH(o.ty) {
				return true
			}
		}
	}
	return false
}

// halfInstr lowers a float operation on half (onHalf).
func (lw *lowerer) halfInstr(sc *lscope, in *linstr) error {
	var h uint8
	n := 0
	switch {
	case in.op == "fpext":
		h, n = halfToF32, 1
	case in.op == "fptrunc" && in.ops[0].ty.k == 'f':
		h, n = halfFromF32, 1
	case in.op == "fadd":
		h, n = halfAdd, 2
	case in.op == "fsub":
		h, n = halfSub, 2
	case in.op == "fmul":
		h, n = halfMul, 2
	case in.op == "call" && strings.HasPrefix(in.callee, "llvm.fma.") && len(in.ops) == 3:
		h, n = halfFma, 3
	case in.op == "fneg" || in.op == "call" && strings.HasPrefix(in.callee, "llvm.fabs.") && len(in.ops) == 1:
		// The sign bit, flipped or cleared, NaNs included.
		a, err := lw.op1(sc, in.ops[0])
		if err != nil {
			return err
		}
		op, mask := opXor, uint64(0x8000)
		if in.op == "call" {
			op, mask = opAnd, 0x7fff
		}
		lw.emit(instr{op: op, t: ptype{'b', 16}, d: lw.dest(sc, in)[0], a: [4]opnd{a, {k: oImm, imm: mask}}})
		return nil
	case in.op == "fcmp" || in.op == "fptosi" || in.op == "fptoui":
		return lw.onWidened(sc, in)
	case in.op == "sitofp" || in.op == "uitofp":
		// Through float32: exact below 2^24, and a larger integer
		// overflows binary16 to the same infinity either way.
		f := *in
		f.ty = tyF32
		r := lw.reg(1)
		f.dest = "\x00half.int"
		sc.vals[f.dest] = lslots{r, tyF32}
		err := lw.instr(sc, nil, &f)
		delete(sc.vals, f.dest)
		if err != nil {
			return err
		}
		lw.emit(instr{op: opHalf, mod: halfFromF32, d: lw.dest(sc, in)[0], a: [4]opnd{{k: oReg, r: r}}})
		return nil
	default:
		what := in.op
		if in.op == "call" {
			what = "@" + in.callee
		}
		return lw.errf("%s on half is not emulated (compiler/amdgpu writes add, sub, mul, fma and conversions on half)", what)
	}
	var a [4]opnd
	for i := range n {
		o, err := lw.op1(sc, in.ops[i])
		if err != nil {
			return err
		}
		a[i] = o
	}
	d := lw.dest(sc, in)[0]
	lw.emit(instr{op: opHalf, mod: h, d: d, a: a})
	if in.op == "fpext" && in.ty.k == 'd' {
		lw.emit(instr{op: opCvt, t: ptype{'f', 64}, t2: ptype{'f', 32}, mod: rndRn, d: d, a: [4]opnd{d}})
	}
	return nil
}

// onWidened lowers in, whose operands are half, as the same instruction
// on their float32 values, which hold every half exactly.
func (lw *lowerer) onWidened(sc *lscope, in *linstr) error {
	w := *in
	w.ops = make([]lval, len(in.ops))
	for i, v := range in.ops {
		if v.ty == nil || v.ty.k != 'h' {
			w.ops[i] = v
			continue
		}
		a, err := lw.op1(sc, v)
		if err != nil {
			return err
		}
		r := opnd{k: oReg, r: lw.reg(1)}
		lw.emit(instr{op: opHalf, mod: halfToF32, d: r, a: [4]opnd{a}})
		w.ops[i] = lval{k: 'o', ty: tyF32, op: r}
	}
	if w.ty2 != nil && w.ty2.k == 'h' {
		w.ty2 = tyF32
	}
	return lw.instr(sc, nil, &w)
}
