package emu

import (
	"math/big"
	"strings"
)

// Integers wider than 64 bits. opt writes them where a closed form must
// not overflow: the sum of a loop's counter, x·(x−1)/2, becomes a
// product of two zero-extended i64s in i65, shifted right and truncated
// back (SCEV's binomial coefficients). An iN with 64 < N ≤ 128 is two
// registers, the low word and the high word; the high word holds bits
// 64…N−1 and is kept zero above them, so that comparisons and shifts can
// read it as it is.

// wideInt reports an integer type of two words.
func wideInt(t *lty) bool { return t != nil && t.k == 'i' && t.bits > 64 }

// wideConst is the two words of constant tok of wide type t.
func wideConst(tok string, t *lty) (lo, hi uint64, ok bool) {
	n, ok := new(big.Int).SetString(tok, 10)
	if !ok {
		return 0, 0, false
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(t.bits))
	n.Mod(n, mod) // two's complement for a negative constant
	words := new(big.Int).Set(n)
	lo = new(big.Int).And(words, new(big.Int).SetUint64(^uint64(0))).Uint64()
	hi = words.Rsh(words, 64).Uint64()
	return lo, hi, true
}

// wideInstr reports an instruction that computes on wide integers (a
// select, phi or freeze of one moves its words like an aggregate's).
func wideInstr(in *linstr) bool {
	switch in.op {
	case "add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "shl", "lshr", "ashr", "and", "or", "xor":
		return wideInt(in.ty)
	case "icmp":
		return wideInt(in.ty2) || len(in.ops) > 0 && wideInt(in.ops[0].ty)
	case "zext", "sext", "trunc":
		return wideInt(in.ty) || len(in.ops) > 0 && wideInt(in.ops[0].ty)
	case "load", "store", "bitcast", "call":
		return wideInt(in.ty)
	}
	return false
}

// wide lowers an instruction on wide integers.
func (lw *lowerer) wide(sc *lscope, in *linstr) error {
	u := ptype{'u', 64}
	tmp := func() opnd { return opnd{k: oReg, r: lw.reg(1)} }
	imm := func(v uint64) opnd { return opnd{k: oImm, imm: v} }
	bin := func(op opcode, t ptype, d, a, b opnd) { lw.emit(instr{op: op, t: t, d: d, a: [4]opnd{a, b}}) }
	setp := func(code uint8, t ptype, d, a, b opnd) {
		lw.emit(instr{op: opSetp, t: t, mod: code, d: d, a: [4]opnd{a, b}})
	}
	selp := func(d, a, b, p opnd) { lw.emit(instr{op: opSelp, t: ptype{'b', 64}, d: d, a: [4]opnd{a, b, p}}) }
	// words is v's low and high word.
	words := func(v lval) (opnd, opnd, error) {
		o, err := lw.ops(sc, v)
		if err != nil {
			return opnd{}, opnd{}, err
		}
		if len(o) != 2 {
			return opnd{}, opnd{}, lw.errf("%v operand of %d registers", v.ty, len(o))
		}
		return o[0], o[1], nil
	}
	// himask clears the high word above bit N-1 of type t.
	himask := func(hi opnd, t *lty) {
		if t.bits < 128 {
			bin(opAnd, ptype{'b', 64}, hi, hi, imm(1<<(t.bits-64)-1))
		}
	}
	// hisext is the high word sign-extended from bit N-1.
	hisext := func(hi opnd, t *lty) opnd {
		if t.bits == 128 {
			return hi
		}
		s := tmp()
		bin(opShl, u, s, hi, imm(uint64(128-t.bits)))
		bin(opShr, signed(u), s, s, imm(uint64(128-t.bits)))
		return s
	}
	switch in.op {
	case "zext", "sext":
		a, err := lw.op1(sc, in.ops[0])
		if err != nil {
			return err
		}
		from := in.ops[0].ty
		if wideInt(from) {
			return lw.errf("%s from %v", in.op, from)
		}
		d := lw.dest(sc, in)
		switch {
		case from.bits == 1 && in.op == "zext":
			lw.mov(d[0], a, ptype{'b', 64})
		case from.bits == 1:
			bin(opSub, u, d[0], imm(0), a)
		case in.op == "zext":
			lw.emit(instr{op: opCvt, t: u, t2: scalar(from), d: d[0], a: [4]opnd{a}})
		default:
			lw.emit(instr{op: opCvt, t: u, t2: signed(scalar(from)), d: d[0], a: [4]opnd{a}})
		}
		if in.op == "zext" {
			lw.mov(d[1], imm(0), u)
			return nil
		}
		bin(opShr, signed(u), d[1], d[0], imm(63))
		himask(d[1], in.ty)
		return nil
	case "trunc":
		lo, hi, err := words(in.ops[0])
		if err != nil {
			return err
		}
		d := lw.dest(sc, in)
		switch to := in.ty; {
		case wideInt(to):
			lw.mov(d[0], lo, u)
			lw.mov(d[1], hi, u)
			himask(d[1], to)
		case to.bits == 1:
			bin(opAnd, ptype{'b', 64}, d[0], lo, imm(1))
		default:
			lw.emit(instr{op: opCvt, t: scalar(to), t2: u, d: d[0], a: [4]opnd{lo}})
		}
		return nil
	case "icmp":
		a0, a1, err := words(in.ops[0])
		if err != nil {
			return err
		}
		b0, b1, err := words(in.ops[1])
		if err != nil {
			return err
		}
		code, ok := icmpCodes[in.pred]
		if !ok {
			return lw.errf("icmp %s", in.pred)
		}
		d := lw.dest(sc, in)[0]
		p := ptype{'b', 1}
		hiEq, loCmp := tmp(), tmp()
		setp(cmpEq, u, hiEq, a1, b1)
		setp(code.c, u, loCmp, a0, b0)
		bin(opAnd, p, loCmp, loCmp, hiEq)
		switch code.c {
		case cmpEq:
			lw.mov(d, loCmp, ptype{'b', 64})
			return nil
		case cmpNe:
			hiNe := tmp()
			setp(cmpNe, u, hiNe, a1, b1)
			bin(opOr, p, d, hiNe, loCmp)
			return nil
		}
		// An ordered comparison: the high words decide unless equal.
		strict := map[uint8]uint8{cmpLt: cmpLt, cmpLe: cmpLt, cmpGt: cmpGt, cmpGe: cmpGt}[code.c]
		ht := u
		if code.s {
			a1, b1, ht = hisext(a1, in.ops[0].ty), hisext(b1, in.ops[0].ty), signed(u)
		}
		hiCmp := tmp()
		setp(strict, ht, hiCmp, a1, b1)
		bin(opOr, p, d, hiCmp, loCmp)
		return nil
	case "add", "sub", "mul", "and", "or", "xor":
		a0, a1, err := words(in.ops[0])
		if err != nil {
			return err
		}
		b0, b1, err := words(in.ops[1])
		if err != nil {
			return err
		}
		d := lw.dest(sc, in)
		lo := tmp() // the inputs may be the destination's registers
		switch in.op {
		case "add":
			c := tmp()
			bin(opAdd, u, lo, a0, b0)
			setp(cmpLt, u, c, lo, a0) // the carry
			selp(c, imm(1), imm(0), c)
			bin(opAdd, u, d[1], a1, b1)
			bin(opAdd, u, d[1], d[1], c)
		case "sub":
			c := tmp()
			bin(opSub, u, lo, a0, b0)
			setp(cmpLt, u, c, a0, b0) // the borrow
			selp(c, imm(1), imm(0), c)
			bin(opSub, u, d[1], a1, b1)
			bin(opSub, u, d[1], d[1], c)
		case "mul":
			x, y := tmp(), tmp()
			bin(opMul, u, lo, a0, b0)
			bin(opMul, u, x, a0, b1)
			bin(opMul, u, y, a1, b0)
			bin(opMulHi, u, d[1], a0, b0)
			bin(opAdd, u, d[1], d[1], x)
			bin(opAdd, u, d[1], d[1], y)
		default:
			op := map[string]opcode{"and": opAnd, "or": opOr, "xor": opXor}[in.op]
			bin(op, ptype{'b', 64}, lo, a0, b0)
			bin(op, ptype{'b', 64}, d[1], a1, b1)
		}
		lw.mov(d[0], lo, u)
		himask(d[1], in.ty)
		return nil
	case "shl", "lshr", "ashr":
		a0, a1, err := words(in.ops[0])
		if err != nil {
			return err
		}
		s, _, err := words(in.ops[1]) // an amount of N or more is poison
		if err != nil {
			return err
		}
		d := lw.dest(sc, in)
		sr := u
		if in.op == "ashr" {
			a1, sr = hisext(a1, in.ty), signed(u)
		}
		// Below 64 the words exchange bits across the boundary (a
		// shift by 64 or more is 0 in the emulator, which covers s =
		// 0); from 64 on one word moves into the other.
		small, s64, ms := tmp(), tmp(), tmp()
		setp(cmpLt, u, small, s, imm(64))
		bin(opSub, u, s64, s, imm(64))
		bin(opSub, u, ms, imm(64), s)
		nlo, nhi, x := tmp(), tmp(), tmp()
		if in.op == "shl" {
			bin(opShl, u, nlo, a0, s)
			bin(opShl, u, nhi, a1, s)
			bin(opShr, u, x, a0, ms)
			bin(opOr, ptype{'b', 64}, nhi, nhi, x)
			bin(opShl, u, x, a0, s64) // s ≥ 64: the high word
			selp(d[1], nhi, x, small)
			selp(d[0], nlo, imm(0), small)
		} else {
			bin(opShr, u, nlo, a0, s)
			bin(opShl, u, x, a1, ms)
			bin(opOr, ptype{'b', 64}, nlo, nlo, x)
			bin(opShr, sr, nhi, a1, s)
			bin(opShr, sr, x, a1, s64) // s ≥ 64: the low word
			selp(d[0], nlo, x, small)
			if in.op == "ashr" {
				bin(opShr, sr, x, a1, imm(63))
			} else {
				lw.mov(x, imm(0), u)
			}
			selp(d[1], nhi, x, small)
		}
		himask(d[1], in.ty)
		return nil
	}
	return lw.errf("%s of %v: the emulator computes on integers of at most 64 bits, and on wider ones only adds, subtracts, multiplies, shifts, compares and converts", in.op, strings.TrimSpace(in.ty.String()))
}
