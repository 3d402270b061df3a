package amd64

import (
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// Integer division and remainder of int32 and uint32 lanes. Neither AVX2
// nor AVX-512 divides integers, so the lanes are divided as float64:
// each half of the lanes is converted exactly (VCVTDQ2PD; uint32 by the
// bias trick on AVX2, VCVTUDQ2PD on AVX-512), divided (VDIVPD) and
// truncated back (VCVTTPD2DQ; uint32 after VROUNDPD and the bias on
// AVX2, VCVTTPD2UDQ on AVX-512); the remainder is x − q·y (VPMULLD,
// exact mod 2^32).
//
// Why the truncated float64 quotient is Go's: let x, y be the operands
// (|x| ≤ 2^32, 1 ≤ |y|) and Q = x/y exactly. VDIVPD returns Q(1+δ) with
// |δ| ≤ 2^-53, an error of at most |Q|·2^-53 ≤ 2^32/|y|·2^-53 =
// 2^-21/|y|. If Q is an integer it is returned exactly (|Q| ≤ 2^32 is a
// float64). Otherwise Q = x/y lies at least 1/|y| from every integer
// (x − k·y is a nonzero integer for every integer k), more than the
// error, so the computed quotient lies strictly between the same two
// consecutive integers as Q and truncates to trunc(Q), Go's quotient.
//
// Go's edge cases: MinInt32 / −1 is 2^31, exact in float64, and
// VCVTTPD2DQ gives 0x80000000 for it (out of range: the "integer
// indefinite"), which is MinInt32, Go's result; the remainder is then
// MinInt32 − MinInt32·(−1) = 0 mod 2^32, Go's too. A zero divisor makes
// Go panic ("integer divide by zero"): a group in which a lane of the
// block's mask (a lane that runs the division) has one leaves the loop
// before its stores, and the Go core runs it and panics at the element
// where the Go loop does, having written the elements before it. Lanes
// outside the mask divide by zero harmlessly (±Inf or NaN, converted to
// 0x80000000 without a trap: MXCSR's exceptions are masked) and are
// blended out.
//
// 64-bit division is refused: float64 holds 53 bits, so neither the
// conversion nor the quotient is exact, and no x86 vector instruction
// divides integers.

// intDiv lowers an integer x / y or x % y (op) of type t.
func (l *lowering) intDiv(in *ir.Instr, t *ir.Basic, srcs []int) (int, error) {
	if l.w != 4 {
		return 0, refusef("integer %v of %v (no exact vector method: float64 holds 53 bits and x86 has no vector integer division)", in.Op, t)
	}
	x, y := srcs[0], srcs[1]
	c, isConst := in.Args[1].(*ir.Const)
	if in.AuxInt != ir.DivSafe && (!isConst || uint32(c.Bits) == 0) {
		l.guardZero(y)
	}
	unsigned := t.IsUnsigned()
	var q [2]int // the quotient's halves as float64
	for h := range q {
		var yf int
		if isConst {
			// A constant divisor is a float64 constant: no conversion.
			v := float64(int32(c.Bits))
			if unsigned {
				v = float64(uint32(c.Bits))
			}
			yf = l.splat64(math.Float64bits(v))
		} else {
			yf = l.toF64(h, y, unsigned)
		}
		q[h] = l.emit("VDIVPD {1}, {0}, {d}", l.toF64(h, x, unsigned), yf)
	}
	quo := l.truncate(q, unsigned)
	if in.Op == ir.OpDiv {
		return quo, nil
	}
	return l.emit("VPMULLD {1}, {0}, Y14\n\tVPSUBD Y14, {2}, {d}", quo, y, x), nil
}

// guardZero leaves the group to the Go core when a lane of the block's
// mask has a zero divisor y: Go panics there.
func (l *lowering) guardZero(y int) {
	key := [2]int{y, l.mask}
	if l.zeroGuards[key] {
		return // the same lanes are checked already (x / y and x % y)
	}
	l.zeroGuards[key] = true
	z := l.emit("VPCMPEQD {1}, {0}, {d}", y, l.splat(0))
	if l.mask == all {
		l.leaveIf(z, z)
	} else {
		l.leaveIf(z, l.mask)
	}
	l.guards++
}

// toF64 is half h (0: the low lanes, 1: the high ones) of the 4-byte
// integer lanes v as float64 lanes, exact.
func (l *lowering) toF64(h int, v int, unsigned bool) int {
	if l.z {
		cvt := "VCVTDQ2PD"
		if unsigned {
			cvt = "VCVTUDQ2PD"
		}
		return l.emit([]string{"VMOVDQU64 {0}, Z30\n\t", "VEXTRACTI64X4 $1, {0}, Y30\n\t"}[h]+cvt+" Y30, {d}", v)
	}
	half := []string{"VMOVDQU {0}, Y14\n\t", "VEXTRACTI128 $1, {0}, X14\n\t"}[h]
	if !unsigned {
		return l.emit(half+"VCVTDQ2PD X14, {d}", v)
	}
	// v − 2^31 is v with its sign bit flipped read as int32: converted
	// exactly, then 2^31 added back (exact: an integer below 2^32).
	b := l.emit("VPXOR {1}, {0}, {d}", v, l.sign())
	return l.emit(half+"VCVTDQ2PD X14, {d}\n\tVADDPD {1}, {d}, {d}", b, l.splat64(math.Float64bits(1<<31)))
}

// truncate is the 4-byte integer lanes of the float64 halves q, truncated
// toward zero; for uint32 q is in [0, 2^32).
func (l *lowering) truncate(q [2]int, unsigned bool) int {
	switch {
	case l.z && unsigned:
		return l.emit("VCVTTPD2UDQ {0}, Y30\n\tVCVTTPD2UDQ {1}, Y31\n\tVINSERTI64X4 $1, Y31, Z30, {d}", q[0], q[1])
	case l.z:
		return l.emit("VCVTTPD2DQ {0}, Y30\n\tVCVTTPD2DQ {1}, Y31\n\tVINSERTI64X4 $1, Y31, Z30, {d}", q[0], q[1])
	case !unsigned:
		return l.emit("VCVTTPD2DQY {0}, X14\n\tVCVTTPD2DQY {1}, X15\n\tVINSERTI128 $1, X15, Y14, {d}", q[0], q[1])
	}
	// AVX2 converts only to int32: the truncated quotient minus 2^31
	// (exact, in int32's range) converted, and its sign bit flipped back.
	return l.emit("VROUNDPD $11, {0}, Y14\n\tVSUBPD {2}, Y14, Y14\n\tVCVTTPD2DQY Y14, X14\n\t"+
		"VROUNDPD $11, {1}, Y15\n\tVSUBPD {2}, Y15, Y15\n\tVCVTTPD2DQY Y15, X15\n\t"+
		"VINSERTI128 $1, X15, Y14, {d}\n\tVPXOR {3}, {d}, {d}", q[0], q[1], l.splat64(math.Float64bits(1<<31)), l.sign())
}

// splat64 is the register holding the 8-byte bits in every 64-bit lane,
// in a core of 4-byte lanes (whose splat broadcasts 4 bytes).
func (l *lowering) splat64(bits uint64) int {
	if l.w == 8 {
		return l.splat(bits)
	}
	l.w, l.is = 8, "Q"
	defer func() { l.w, l.is = 4, "D" }()
	return l.splat(bits)
}
