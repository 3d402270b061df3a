package emu

import "strings"

// LLVM's half type. kern's backend computes binary16 as i16 integer code
// (compiler/amdgpu/half.go); half values reach the IR as the operands of
// llvm.amdgcn.mfma.f32.16x16x16f16, made by bitcasts, loads and vector
// element operations that move a half's 16 bits as they are. A half is
// therefore its bits in a register; the few float operations on half
// that opt could form (widening, narrowing a float, add, sub, mul, fma,
// negation) run as package half's correctly rounded arithmetic, the
// semantics LLVM gives them, and any other is refused at load rather
// than computed as an integer.

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
		if !strings.HasPrefix(in.callee, "llvm.") || strings.HasPrefix(in.callee, "llvm.amdgcn.mfma.") {
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
	case in.op == "fneg":
		a, err := lw.op1(sc, in.ops[0])
		if err != nil {
			return err
		}
		lw.emit(instr{op: opXor, t: ptype{'b', 16}, d: lw.dest(sc, in)[0], a: [4]opnd{a, {k: oImm, imm: 0x8000}}})
		return nil
	default:
		what := in.op
		if in.op == "call" {
			what = "@" + in.callee
		}
		return lw.errf("%s on half is not emulated (kern's backend computes binary16 as i16 integer code)", what)
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
