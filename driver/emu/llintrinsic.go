package emu

import (
	"strings"
)

// Intrinsics: those kern's backend calls and those the optimizer writes
// in their place or adds (read_register of EXEC for ballot(true), min,
// max, abs, funnel shifts, assume, lifetimes).

// noEffect are intrinsics that only inform the optimizer.
var noEffect = map[string]bool{
	"assume": true, "lifetime": true, "experimental": true, "invariant": true, "sideeffect": true, "donothing": true, "dbg": true,
}

// intrinsic lowers the LLVM and amdgcn intrinsics kern's backend calls,
// and those LLVM's optimizer writes.
func (lw *lowerer) intrinsic(sc *lscope, in *linstr) error {
	name := in.callee
	base, _, _ := strings.Cut(strings.TrimPrefix(name, "llvm."), ".")
	if noEffect[base] && in.dest == "" {
		return nil
	}
	var d opnd
	if in.dest != "" {
		d = lw.dest(sc, in)[0]
	}
	if base == "vector" {
		return lw.vreduce(sc, in)
	}
	if isMatrixIntrinsic(name) {
		return lw.mfma(sc, in)
	}
	if base == "read_register" {
		// The optimizer turns ballot(true), the active-lane mask, into a
		// read of EXEC.
		reg := ""
		if len(in.ops) == 1 && in.ops[0].k == 'm' {
			reg = lw.m.meta[in.ops[0].name]
		}
		if reg != "exec" && reg != "exec_lo" {
			return lw.errf("read_register of %q", reg)
		}
		lw.emit(instr{op: opBallot, t: scalar(in.ty), d: d, a: [4]opnd{{k: oImm, imm: 1}}})
		return nil
	}
	args := make([]opnd, len(in.ops))
	for i, a := range in.ops {
		o, err := lw.op1(sc, a)
		if err != nil {
			return err
		}
		args[i] = o
	}
	special := func(r int32) { lw.mov(d, opnd{k: oSpecial, r: r}, ptype{'u', 32}) }
	var t ptype
	if in.ty.k != 'v' {
		t = scalar(in.ty)
	}
	switch {
	case strings.HasPrefix(name, "llvm.amdgcn.workitem.id."):
		special(spTidX + int32(name[len(name)-1]-'x'))
	case strings.HasPrefix(name, "llvm.amdgcn.workgroup.id."):
		special(spCtaidX + int32(name[len(name)-1]-'x'))
	case name == "llvm.amdgcn.dispatch.ptr":
		lw.mov(d, opnd{k: oSpecial, r: spDispatch}, ptype{'u', 64})
	case name == "llvm.amdgcn.groupstaticsize":
		special(spGroupStatic)
	case name == "llvm.amdgcn.s.memtime":
		lw.mov(d, opnd{k: oSpecial, r: spClock64}, ptype{'u', 64})
	case name == "llvm.amdgcn.s.memrealtime":
		lw.mov(d, opnd{k: oSpecial, r: spRealtime}, ptype{'u', 64})
	case strings.HasPrefix(name, "llvm.amdgcn.s.sendmsg.rtn."):
		// gfx11's clock: MSG_RTN_GET_REALTIME (0x83) is s_memrealtime's
		// counter; no other message is emulated.
		if len(args) != 1 || args[0].k != oImm || args[0].imm != 0x83 || in.ty.k != 'i' || in.ty.bits != 64 {
			return lw.errf("unsupported s_sendmsg_rtn: only MSG_RTN_GET_REALTIME (i32 131) to an i64")
		}
		lw.mov(d, opnd{k: oSpecial, r: spRealtime}, ptype{'u', 64})
	case name == "llvm.amdgcn.s.sleep":
		// Returns at once: the caller's loop waits on s_memrealtime.
	case name == "llvm.amdgcn.s.barrier":
		lw.emit(instr{op: opBar})
	case name == "llvm.amdgcn.wave.barrier":
		// Orders nothing by itself: the fences around it do the work.
	case name == "llvm.amdgcn.ballot.i64" || name == "llvm.amdgcn.ballot.i32":
		lw.emit(instr{op: opBallot, t: t, d: d, a: [4]opnd{args[0]}})
	case name == "llvm.amdgcn.ds.bpermute":
		lw.emit(instr{op: opBperm, t: t, d: d, a: [4]opnd{args[0], args[1]}})
	case name == "llvm.amdgcn.mbcnt.lo" || name == "llvm.amdgcn.mbcnt.hi":
		lw.emit(instr{op: opMbcnt, mod: b2u8(strings.HasSuffix(name, "hi")), t: t, d: d, a: [4]opnd{args[0], args[1]}})
	case name == "llvm.amdgcn.sqrt.f32" || base == "sqrt":
		lw.emit(instr{op: opSqrt, t: t, d: d, a: [4]opnd{args[0]}})
	case strings.HasPrefix(name, "llvm.amdgcn.class.") && len(args) == 2:
		lw.emit(instr{op: opClass, t: scalar(in.ops[0].ty), d: d, a: [4]opnd{args[0], args[1]}})
	case name == "llvm.amdgcn.rsq.f64":
		lw.emit(instr{op: opRsq, t: t, d: d, a: [4]opnd{args[0]}})
	case strings.HasPrefix(name, "llvm.convert.from.fp16."):
		// compiler/amdgpu widens binary16 with it (half.go says why).
		lw.emit(instr{op: opHalf, mod: halfToF32, d: d, a: [4]opnd{args[0]}})
		if t.bits == 64 {
			lw.emit(instr{op: opCvt, t: ptype{'f', 64}, t2: ptype{'f', 32}, mod: rndRn, d: d, a: [4]opnd{d}})
		}
	case name == "llvm.trap":
		lw.emit(instr{op: opTrap})
	case name == "llvm.amdgcn.endpgm":
		lw.emit(instr{op: opExit, mod: exitWave})
	case base == "memset":
		lw.emit(instr{op: opMemset, space: llSpaces[in.ops[0].ty.as], a: [4]opnd{args[0], args[1], args[2]}})
	case base == "memcpy" || base == "memmove":
		lw.emit(instr{op: opMemcpy, a: [4]opnd{args[0], args[1], args[2]}})
	case base == "fma":
		lw.emit(instr{op: opFma, t: t, d: d, a: [4]opnd{args[0], args[1], args[2]}})
	case base == "fabs":
		lw.emit(instr{op: opAbs, t: t, d: d, a: [4]opnd{args[0]}})
	case base == "copysign":
		lw.emit(instr{op: opCopysign, t: t, d: d, a: [4]opnd{args[0], args[1]}})
	case base == "trunc" || base == "floor" || base == "ceil" || base == "rint" || base == "roundeven":
		rnd := map[string]uint8{"trunc": rndRzi, "floor": rndRmi, "ceil": rndRpi, "rint": rndRni, "roundeven": rndRni}[base]
		lw.emit(instr{op: opCvt, t: t, t2: t, mod: rnd, d: d, a: [4]opnd{args[0]}})
	case base == "round":
		lw.emit(instr{op: opRoundAway, t: t, d: d, a: [4]opnd{args[0]}})
	case base == "sin" || base == "cos" || base == "exp2" || base == "log2":
		op := map[string]opcode{"sin": opSin, "cos": opCos, "exp2": opEx2, "log2": opLg2}[base]
		lw.emit(instr{op: op, t: t, d: d, a: [4]opnd{args[0]}})
	case base == "smax" || base == "smin" || base == "umax" || base == "umin":
		op := opMax
		if base[1:] == "min" {
			op = opMin
		}
		if base[0] == 's' {
			t = signed(t)
		}
		lw.emit(instr{op: op, t: t, d: d, a: [4]opnd{args[0], args[1]}})
	case base == "maxnum" || base == "minnum":
		// Go's math.Max is not maxnum (NaN wins there), so only the
		// optimizer's own reductions reach here; PTX max/min is maxnum.
		op := opMax
		if base == "minnum" {
			op = opMin
		}
		lw.emit(instr{op: op, t: t, d: d, a: [4]opnd{args[0], args[1]}})
	case strings.HasPrefix(name, "llvm."+base+".with.overflow.") && len(args) == 2:
		// llvm.{u,s}{add,sub,mul}.with.overflow: {result, overflowed}
		// (opt writes them for bits.Add/Sub/Mul and checked arithmetic).
		return lw.withOverflow(base, scalar(in.ops[0].ty), lw.dest(sc, in), args[0], args[1])
	case base == "uadd" || base == "usub" || base == "sadd" || base == "ssub":
		// llvm.{u,s}{add,sub}.sat: the arithmetic clamped to the type's
		// range (opt writes them for a clamped add or subtract).
		if !strings.HasPrefix(name, "llvm."+base+".sat.") {
			return lw.errf("unsupported intrinsic @%s", name)
		}
		return lw.saturate(base, t, d, args[0], args[1])
	case base == "abs":
		// INT_MIN stays INT_MIN (the poison flag only lets LLVM assume
		// otherwise).
		lw.emit(instr{op: opAbs, t: signed(t), d: d, a: [4]opnd{args[0]}})
	case base == "fshl" || base == "fshr":
		lw.funnel(base == "fshl", t, d, args[0], args[1], args[2])
	case base == "ctlz":
		lw.emit(instr{op: opClz, t: t, d: d, a: [4]opnd{args[0]}})
	case base == "cttz":
		lw.emit(instr{op: opCtz, t: t, d: d, a: [4]opnd{args[0]}})
	case base == "ctpop":
		lw.emit(instr{op: opPopc, t: t, d: d, a: [4]opnd{args[0]}})
	case base == "bitreverse":
		lw.emit(instr{op: opBrev, t: t, d: d, a: [4]opnd{args[0]}})
	case base == "bswap":
		lw.emit(instr{op: opBswap, t: t, d: d, a: [4]opnd{args[0]}})
	default:
		return lw.errf("unsupported intrinsic @%s", name)
	}
	return nil
}

func b2u8(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// funnel lowers fshl (hi = a, lo = b: the top w bits of the concatenation
// shifted left by c mod w) and fshr (the low w bits shifted right). A
// shift by the full width gives 0 in the emulator, so c mod w = 0 gives a
// (fshl) or b (fshr).
func (lw *lowerer) funnel(left bool, t ptype, d, a, b, c opnd) {
	u := ptype{'u', t.bits}
	k := opnd{k: oReg, r: lw.reg(1)}
	rest := opnd{k: oReg, r: lw.reg(1)}
	x := opnd{k: oReg, r: lw.reg(1)}
	lw.emit(instr{op: opAnd, t: u, d: k, a: [4]opnd{c, {k: oImm, imm: uint64(t.bits - 1)}}})
	lw.emit(instr{op: opSub, t: u, d: rest, a: [4]opnd{{k: oImm, imm: uint64(t.bits)}, k}})
	if left {
		lw.emit(instr{op: opShl, t: u, d: x, a: [4]opnd{a, k}})
		lw.emit(instr{op: opShr, t: u, d: d, a: [4]opnd{b, rest}})
	} else {
		lw.emit(instr{op: opShr, t: u, d: x, a: [4]opnd{b, k}})
		lw.emit(instr{op: opShl, t: u, d: d, a: [4]opnd{a, rest}})
	}
	lw.emit(instr{op: opOr, t: u, d: d, a: [4]opnd{d, x}})
}

// withOverflow lowers llvm.<op>.with.overflow into d[0], the wrapped
// result, and d[1], whether the exact result did not fit: unsigned add
// wraps below a, unsigned sub when a < b, a product when its high half
// is not the low half's extension; a signed add or subtract when the
// result's sign differs from both operands' (add) or a's and not b's
// (sub).
func (lw *lowerer) withOverflow(op string, t ptype, d []opnd, a, b opnd) error {
	if len(d) != 2 || t.kind != 'u' {
		return lw.errf("llvm.%s.with.overflow of %v", op, t)
	}
	w := t.bits
	u, sg := ptype{'u', w}, ptype{'s', w}
	r, ov := d[0], d[1]
	x := opnd{k: oReg, r: lw.reg(1)}
	y := opnd{k: oReg, r: lw.reg(1)}
	zero := opnd{k: oImm}
	switch op {
	case "uadd":
		lw.emit(instr{op: opAdd, t: u, d: r, a: [4]opnd{a, b}})
		lw.emit(instr{op: opSetp, t: u, mod: cmpLt, d: ov, a: [4]opnd{r, a}})
	case "usub":
		lw.emit(instr{op: opSub, t: u, d: r, a: [4]opnd{a, b}})
		lw.emit(instr{op: opSetp, t: u, mod: cmpLt, d: ov, a: [4]opnd{a, b}})
	case "sadd", "ssub":
		arith := opAdd
		if op == "ssub" {
			arith = opSub
		}
		lw.emit(instr{op: arith, t: u, d: r, a: [4]opnd{a, b}})
		lw.emit(instr{op: opXor, t: u, d: x, a: [4]opnd{a, r}})
		if op == "sadd" {
			lw.emit(instr{op: opXor, t: u, d: y, a: [4]opnd{b, r}})
		} else {
			lw.emit(instr{op: opXor, t: u, d: y, a: [4]opnd{a, b}})
		}
		lw.emit(instr{op: opAnd, t: u, d: x, a: [4]opnd{x, y}})
		lw.emit(instr{op: opSetp, t: sg, mod: cmpLt, d: ov, a: [4]opnd{x, zero}})
	case "umul":
		lw.emit(instr{op: opMul, t: u, d: r, a: [4]opnd{a, b}})
		lw.emit(instr{op: opMulHi, t: u, d: x, a: [4]opnd{a, b}})
		lw.emit(instr{op: opSetp, t: u, mod: cmpNe, d: ov, a: [4]opnd{x, zero}})
	case "smul":
		lw.emit(instr{op: opMul, t: u, d: r, a: [4]opnd{a, b}})
		lw.emit(instr{op: opMulHi, t: sg, d: x, a: [4]opnd{a, b}})
		lw.emit(instr{op: opShr, t: sg, d: y, a: [4]opnd{r, {k: oImm, imm: uint64(w - 1)}}})
		lw.emit(instr{op: opSetp, t: u, mod: cmpNe, d: ov, a: [4]opnd{x, y}})
	default:
		return lw.errf("unsupported intrinsic @llvm.%s.with.overflow", op)
	}
	return nil
}

// saturate lowers an add or subtract clamped to t's range. Unsigned:
// a + min(b, max-a) and max(a, b) - b. Signed (below 64 bits): the exact
// result in 64 bits, clamped, then cut to t's width.
func (lw *lowerer) saturate(op string, t ptype, d, a, b opnd) error {
	w := t.bits
	u := ptype{'u', w}
	tmp := opnd{k: oReg, r: lw.reg(1)}
	switch op {
	case "uadd":
		lw.emit(instr{op: opXor, t: u, d: tmp, a: [4]opnd{a, {k: oImm, imm: maskTo(^uint64(0), w)}}}) // max - a
		lw.emit(instr{op: opMin, t: u, d: tmp, a: [4]opnd{tmp, b}})
		lw.emit(instr{op: opAdd, t: u, d: d, a: [4]opnd{a, tmp}})
		return nil
	case "usub":
		lw.emit(instr{op: opMax, t: u, d: tmp, a: [4]opnd{a, b}})
		lw.emit(instr{op: opSub, t: u, d: d, a: [4]opnd{tmp, b}})
		return nil
	}
	if w >= 64 {
		return lw.errf("llvm.%s.sat on %d bits", op, w)
	}
	s64 := ptype{'s', 64}
	x, y := opnd{k: oReg, r: lw.reg(1)}, opnd{k: oReg, r: lw.reg(1)}
	lw.emit(instr{op: opCvt, t: s64, t2: ptype{'s', w}, d: x, a: [4]opnd{a}})
	lw.emit(instr{op: opCvt, t: s64, t2: ptype{'s', w}, d: y, a: [4]opnd{b}})
	arith := opAdd
	if op == "ssub" {
		arith = opSub
	}
	lw.emit(instr{op: arith, t: s64, d: tmp, a: [4]opnd{x, y}})
	lo, hi := -(int64(1) << (w - 1)), int64(1)<<(w-1)-1
	lw.emit(instr{op: opMax, t: s64, d: tmp, a: [4]opnd{tmp, {k: oImm, imm: uint64(lo)}}})
	lw.emit(instr{op: opMin, t: s64, d: tmp, a: [4]opnd{tmp, {k: oImm, imm: uint64(hi)}}})
	lw.emit(instr{op: opAnd, t: ptype{'b', 64}, d: d, a: [4]opnd{tmp, {k: oImm, imm: maskTo(^uint64(0), w)}}})
	return nil
}
