package arm64

import (
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// Integer division and remainder of int32 and uint32 lanes, as
// compiler/amd64 does them (its div.go): NEON has no integer vector
// division, so each half of the 4 lanes is widened to 64 bits (SSHLL or
// USHLL by 0: SXTL, UXTL), converted exactly to float64 (SCVTF, UCVTF
// .2D: |x| ≤ 2^32 < 2^53), divided (FDIV .2D), truncated to a 64-bit
// integer (FCVTZS .2D) and narrowed back to 32 bits (XTN, XTN2); the
// remainder is x − q·y (MUL, SUB .4S: exact mod 2^32).
//
// Why the truncated float64 quotient is Go's: let x, y be the operands
// (|x| ≤ 2^32, 1 ≤ |y|) and Q = x/y exactly. FDIV returns Q(1+δ) with
// |δ| ≤ 2^-53 (round to nearest, the FPCR Go runs with), an error of at
// most |Q|·2^-53 ≤ 2^32/|y|·2^-53 = 2^-21/|y|. If Q is an integer it is
// returned exactly (|Q| ≤ 2^32 is a float64). Otherwise Q lies at least
// 1/|y| from every integer (x − k·y is a nonzero integer for every
// integer k), more than the error, so the computed quotient lies strictly
// between the same two consecutive integers as Q and FCVTZS, which
// truncates toward zero, gives trunc(Q), Go's quotient, as an int64 in
// (−2^32, 2^32]: nothing saturates. XTN keeps its low 32 bits: Go's
// quotient wrapped to 32 bits.
//
// Go's edge cases on arm64: MinInt32 / −1 is 2^31, exact in float64 and
// in int64, whose low 32 bits are 0x80000000 = MinInt32, which is what
// gc's SDIVW gives; the remainder is MinInt32 − MinInt32·(−1) = 0 mod
// 2^32, as gc's MSUBW. A uint32 ≥ 2^31 is widened with zeros (UXTL) and
// converted unsigned (UCVTF), so it is its own value; its quotient is
// below 2^32 and its low 32 bits are the uint32 quotient. A zero divisor
// makes Go panic ("integer divide by zero": arm64's SDIV does not trap,
// gc tests the divisor first): a group in which a lane of the block's
// mask (a lane that runs the division) has one leaves the loop before its
// stores (Loop.Escapes), and the Go core runs it and panics at the
// element where the Go loop does, having written the elements before it.
// Lanes outside the mask divide by zero harmlessly (±Inf or NaN, which
// FCVTZS saturates or makes 0: the FPCR traps no exception) and are
// selected away.
//
// 64-bit division is refused: float64 holds 53 bits, so neither the
// conversion nor the quotient is exact, and NEON has no vector integer
// division.

// intDiv lowers an integer x / y or x % y (in.Op) of type t.
func (l *lowering) intDiv(in *ir.Instr, t *ir.Basic, srcs []int) (int, error) {
	if l.w != 4 {
		return 0, refusef("integer %v of %v (no exact vector method: float64 holds 53 bits and NEON has no integer vector division)", in.Op, t)
	}
	x, y := srcs[0], srcs[1]
	c, isConst := in.Args[1].(*ir.Const)
	if in.AuxInt != ir.DivSafe && (!isConst || uint32(c.Bits) == 0) {
		l.guardZero(y)
	}
	unsigned := t.IsUnsigned()
	var yf [2]int
	if isConst {
		// A constant divisor is a float64 constant: no conversion.
		v := float64(int32(c.Bits))
		if unsigned {
			v = float64(uint32(c.Bits))
		}
		yf[0] = l.splatW(math.Float64bits(v), 8)
		yf[1] = yf[0]
	} else {
		yf[0], yf[1] = l.toF64(0, y, unsigned), l.toF64(1, y, unsigned)
	}
	var qf [2]int
	for h := range qf {
		qf[h] = l.emit([]int{l.toF64(h, x, unsigned), yf[h]}, ins{op: opFDIV, d: rd, n: 0, m: 1, w: 8})
	}
	q := l.emit([]int{qf[0], qf[1]},
		ins{op: opFCVTZS, d: scratch0, n: 0, w: 8}, ins{op: opXTN, d: rd, n: scratch0},
		ins{op: opFCVTZS, d: scratch0, n: 1, w: 8}, ins{op: opXTN2, d: rd, n: scratch0})
	if in.Op == ir.OpDiv {
		return q, nil
	}
	return l.emit([]int{q, y, x}, ins{op: opMUL, d: scratch0, n: 0, m: 1}, ins{op: opSUB, d: rd, n: 2, m: scratch0}), nil
}

// toF64 is half h (0: the low lanes, 1: the high ones) of the 4-byte
// integer lanes v as float64 lanes, exact.
func (l *lowering) toF64(h, v int, unsigned bool) int {
	ext, cvt := [2]*opcode{opSXTL, opSXTL2}[h], opSCVTF
	if unsigned {
		ext, cvt = [2]*opcode{opUXTL, opUXTL2}[h], opUCVTF
	}
	return l.emit([]int{v}, ins{op: ext, d: rd, n: 0}, ins{op: cvt, d: rd, n: rd, w: 8})
}

// guardZero leaves the group to the Go core when a lane of the block's
// mask has a zero divisor y: Go panics there.
func (l *lowering) guardZero(y int) {
	key := [2]int{y, l.mask}
	if l.zeroGuards[key] {
		return // the same lanes are tested already (x / y and x % y)
	}
	l.zeroGuards[key] = true
	z := l.op2(opCMEQ, y, l.splat(0))
	if l.mask != all {
		z = l.op2(opAND, z, l.mask)
	}
	l.leaveIf(z)
}
