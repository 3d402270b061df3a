package amd64

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/kernlab/kern/compiler/internal/lanes"
	"github.com/kernlab/kern/compiler/ir"
)

// VCMPPS/VCMPPD predicates with Go's comparison semantics: ordered except
// ne, which is true for NaN.
var floatPred = map[ir.Op]int{ir.OpEq: 0x00, ir.OpNe: 0x04, ir.OpLt: 0x11, ir.OpLe: 0x12, ir.OpGt: 0x1e, ir.OpGe: 0x1d}

// vround immediates of the rounding math functions.
var roundImm = map[ir.MathFn]int{ir.MathRoundEven: 8, ir.MathFloor: 9, ir.MathCeil: 10, ir.MathTrunc: 11}

// instr lowers one non-terminator instruction (every accepted one is pure
// and never traps on a lane outside the block's mask, so if-conversion may
// run it on every lane; a lane inside that Go would panic on leaves the
// group to the Go core: a negative shift count, a zero divisor).
func (l *lowering) instr(in *ir.Instr) error {
	if ok, err := l.wideInstr(in); ok {
		return err
	}
	switch in.Op {
	case ir.OpIndexAddr:
		if _, ok := lanes.ConstElem(in); ok {
			return nil // its loads are constants
		}
	case ir.OpLoad:
		if bits, ok := lanes.ConstElem(in.Args[0]); ok && lanes.IsBasic(in.Typ) && in.Typ.Size() == lanes.ElemSize(in.Args[0]) {
			l.vals[in] = l.splat(bits)
			return nil
		}
	}
	srcs := make([]int, len(in.Args))
	for k, a := range in.Args {
		r, err := l.get(a)
		if err != nil {
			return err
		}
		srcs[k] = r
	}
	t, _ := in.Typ.(*ir.Basic)
	var at *ir.Basic // the first operand's type
	if len(in.Args) > 0 {
		at, _ = in.Args[0].Type().(*ir.Basic)
	}
	if t == nil || at == nil {
		return opRefusal(in)
	}
	fl := t.IsFloat()
	r := -1
	switch in.Op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv:
		name := map[ir.Op]string{ir.OpAdd: "ADD", ir.OpSub: "SUB", ir.OpMul: "MUL", ir.OpDiv: "DIV"}[in.Op]
		switch {
		case fl:
			r = l.emit("V"+name+l.fs+" {1}, {0}, {d}", srcs...)
		case in.Op == ir.OpAdd || in.Op == ir.OpSub:
			r = l.emit("VP"+name+l.is+" {1}, {0}, {d}", srcs...)
		case in.Op == ir.OpMul && l.mulConst(in, srcs, &r):
		case in.Op == ir.OpMul && l.w == 4:
			r = l.emit("VPMULLD {1}, {0}, {d}", srcs...)
		case in.Op == ir.OpDiv:
			var err error
			if r, err = l.intDiv(in, t, srcs); err != nil {
				return err
			}
		default:
			return refusef("integer %v of %v (no such AVX2 instruction)", in.Op, t)
		}
	case ir.OpRem:
		if fl {
			return opRefusal(in)
		}
		var err error
		if r, err = l.intDiv(in, t, srcs); err != nil {
			return err
		}
	case ir.OpShl, ir.OpShr:
		r = l.shift(in, t, srcs)
	case ir.OpAnd, ir.OpOr, ir.OpXor:
		name := map[ir.Op]string{ir.OpAnd: "VPAND", ir.OpOr: "VPOR", ir.OpXor: "VPXOR"}[in.Op]
		r = l.emit(name+" {1}, {0}, {d}", srcs...)
	case ir.OpAndNot:
		r = l.emit("VPANDN {0}, {1}, {d}", srcs...) // ^y & x
	case ir.OpMin, ir.OpMax:
		var err error
		if r, err = l.minMax(in.Op == ir.OpMin, t, srcs[0], srcs[1]); err != nil {
			return err
		}
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
		var err error
		if r, err = l.compare(in.Op, at, srcs[0], srcs[1]); err != nil {
			return err
		}
	case ir.OpNeg:
		if fl {
			r = l.emit("VXOR"+l.fs+" {1}, {0}, {d}", srcs[0], l.sign())
		} else {
			r = l.emit("VPXOR {d}, {d}, {d}\n\tVPSUB"+l.is+" {0}, {d}, {d}", srcs[0])
		}
	case ir.OpNot, ir.OpCompl:
		r = l.emit("VPXOR {1}, {0}, {d}", srcs[0], l.ones())
	case ir.OpSelect:
		if srcs[1] == srcs[2] {
			r = srcs[1]
		} else {
			r = l.emit("VBLENDV"+l.fs+" {0}, {1}, {2}, {d}", srcs...)
		}
	case ir.OpBitcast:
		r = srcs[0]
	case ir.OpConvert:
		switch {
		case t.IsInteger() && at.IsInteger(): // same width: the bits stay
			r = srcs[0]
		case t.Kind == ir.Int32 && at.Kind == ir.Float32:
			r = l.emit("VCVTTPS2DQ {0}, {d}", srcs[0]) // 0x80000000 out of range, as CVTTSS2SL
		case t.Kind == ir.Float32 && at.Kind == ir.Int32:
			r = l.emit("VCVTDQ2PS {0}, {d}", srcs[0])
		case t.Kind == ir.Int64 && at.Kind == ir.Float64:
			r = l.f64ToI64(srcs[0])
		case t.Kind == ir.Float64 && at.Kind == ir.Int64:
			r = l.i64ToF64(srcs[0])
		case t.Kind == ir.Float64 && at.Kind == ir.Uint64:
			// As gc does: with the top bit set, x>>1 | x&1 converted and
			// doubled (the kept low bit rounds as x would); the sign of
			// x's lanes picks.
			x := srcs[0]
			half := l.emit("VPSRLQ $1, {0}, {d}", x)
			half = l.emit("VPOR {1}, {0}, {d}", half, l.emit("VPAND {1}, {0}, {d}", x, l.splat(1)))
			hi := l.i64ToF64(half)
			hi = l.emit("VADDPD {0}, {0}, {d}", hi)
			r = l.blend(x, hi, l.i64ToF64(x))
		case t.Kind == ir.Uint64 && at.Kind == ir.Float64:
			// As gc does: below 2^63 the signed conversion, else that of
			// x − 2^63 with the top bit set (NaN included).
			c := l.splat(math.Float64bits(1 << 63))
			lo := l.f64ToI64(srcs[0])
			hi := l.f64ToI64(l.emit("VSUBPD {1}, {0}, {d}", srcs[0], c))
			hi = l.emit("VPOR {1}, {0}, {d}", hi, l.sign())
			r = l.blend(l.emit(fmt.Sprintf("VCMPPD $0x%02x, {1}, {0}, {d}", floatPred[ir.OpLt]), srcs[0], c), lo, hi)
		default:
			return refusef("conversion %v to %v", at, t)
		}
	case ir.OpCall:
		var err error
		if r, err = l.mathCall(in, srcs); err != nil {
			return err
		}
	case ir.OpMath:
		var err error
		if r, err = l.math(ir.MathFn(in.AuxInt), t, srcs); err != nil {
			return err
		}
	default:
		return opRefusal(in)
	}
	l.vals[in] = r
	return nil
}

// compare is a lane mask of x OP y for operands of type t.
func (l *lowering) compare(op ir.Op, t *ir.Basic, x, y int) (int, error) {
	if t.IsFloat() {
		return l.emit(fmt.Sprintf("VCMP%s $0x%02x, {1}, {0}, {d}", l.fs, floatPred[op]), x, y), nil
	}
	// Integers and bools: eq and signed gt are native; unsigned operands
	// are biased by the sign bit first.
	switch op {
	case ir.OpEq:
		return l.emit("VPCMPEQ"+l.is+" {1}, {0}, {d}", x, y), nil
	case ir.OpNe:
		return l.emit("VPCMPEQ"+l.is+" {1}, {0}, {d}\n\tVPXOR {2}, {d}, {d}", x, y, l.ones()), nil
	}
	if op == ir.OpLt || op == ir.OpGe { // x < y is y > x
		x, y = y, x
	}
	gt := "VPCMPGT" + l.is + " {1}, {0}, {d}"
	srcs := []int{x, y}
	if t.IsUnsigned() {
		gt = "VPXOR {2}, {0}, Y14\n\tVPXOR {2}, {1}, Y15\n\tVPCMPGT" + l.is + " Y15, Y14, {d}"
		srcs = append(srcs, l.sign())
	} else if t.Kind == ir.Bool {
		return 0, refusef("ordered comparison of bools")
	}
	if op == ir.OpLe || op == ir.OpGe { // not greater
		gt += "\n\tVPXOR {" + fmt.Sprint(len(srcs)) + "}, {d}, {d}"
		srcs = append(srcs, l.ones())
	}
	return l.emit(gt, srcs...), nil
}

// minMax is Go's min or max. Floats are computed as gc compiles them on
// amd64 (AMD64.rules), so that even NaN bits agree: min(x, y) is
// t1|t2 with t1 = MINPS(x, y), t2 = MINPS(t1, x) (MINPS returns its
// second operand unless the first is less), and max(x, y) = -min(-x, -y).
func (l *lowering) minMax(isMin bool, t *ir.Basic, x, y int) (int, error) {
	s := l.fs
	if t.IsFloat() && isMin {
		return l.emit("VMIN"+s+" {1}, {0}, Y14\n\tVMIN"+s+" {0}, Y14, Y15\n\tVOR"+s+" Y15, Y14, {d}", x, y), nil
	}
	if t.IsFloat() {
		return l.emit("VXOR"+s+" {2}, {0}, Y14\n\tVXOR"+s+" {2}, {1}, Y15\n\t"+
			"VMIN"+s+" Y15, Y14, {d}\n\tVMIN"+s+" Y14, {d}, Y15\n\t"+
			"VOR"+s+" Y15, {d}, {d}\n\tVXOR"+s+" {2}, {d}, {d}", x, y, l.sign()), nil
	}
	if l.w == 4 {
		name := map[[2]bool]string{{true, true}: "VPMINSD", {true, false}: "VPMAXSD",
			{false, true}: "VPMINUD", {false, false}: "VPMAXUD"}[[2]bool{t.IsSigned(), isMin}]
		return l.emit(name+" {1}, {0}, {d}", x, y), nil
	}
	// 64-bit: m = x > y (biased when unsigned); min takes y where m, max x.
	gt, srcs := "VPCMPGTQ {1}, {0}, Y14", []int{x, y}
	if t.IsUnsigned() {
		gt = "VPXOR {2}, {0}, Y14\n\tVPXOR {2}, {1}, Y15\n\tVPCMPGTQ Y15, Y14, Y14"
		srcs = append(srcs, l.sign())
	}
	if isMin {
		return l.emit(gt+"\n\tVBLENDVPD Y14, {1}, {0}, {d}", srcs...), nil
	}
	return l.emit(gt+"\n\tVBLENDVPD Y14, {0}, {1}, {d}", srcs...), nil
}

func (l *lowering) math(fn ir.MathFn, t *ir.Basic, srcs []int) (int, error) {
	if !t.IsFloat() {
		return 0, refusef("math.%v of %v", fn, t)
	}
	s := l.fs
	abs := func() int { return l.splat(uint64(1)<<(8*l.w-1) - 1) }
	switch fn {
	case ir.MathSqrt:
		return l.emit("VSQRT"+s+" {0}, {d}", srcs[0]), nil
	case ir.MathAbs:
		return l.emit("VAND"+s+" {1}, {0}, {d}", srcs[0], abs()), nil
	case ir.MathCopysign:
		return l.emit("VAND"+s+" {2}, {0}, Y14\n\tVAND"+s+" {3}, {1}, Y15\n\tVOR"+s+" Y15, Y14, {d}",
			srcs[0], srcs[1], abs(), l.sign()), nil
	case ir.MathFloor, ir.MathCeil, ir.MathTrunc, ir.MathRoundEven:
		return l.emit(fmt.Sprintf("VROUND%s $%d, {0}, {d}", s, roundImm[fn]), srcs[0]), nil
	case ir.MathFMA:
		return l.emit("VMOVUPS {2}, {d}\n\tVFMADD231"+s+" {1}, {0}, {d}", srcs...), nil
	}
	return 0, refusef("math.%v", fn)
}

// mulConst lowers an integer product by a constant c where c or -c is
// 2^k or 2^k+1 to shifts and adds (exact: both are arithmetic mod 2^w),
// which also gives 64-bit lanes, where AVX2 has no multiplication, the
// common constants. It reports false for any other product.
func (l *lowering) mulConst(in *ir.Instr, srcs []int, r *int) bool {
	j := -1
	for k, a := range in.Args {
		if _, ok := a.(*ir.Const); ok {
			j = k
		}
	}
	if j < 0 {
		return false
	}
	mask := uint64(1)<<(8*l.w) - 1
	if l.w == 8 {
		mask = ^uint64(0)
	}
	c := in.Args[j].(*ir.Const).Bits & mask
	x := srcs[1-j]
	form := func(c uint64) (k int, plus, ok bool) {
		switch {
		case c != 0 && c&(c-1) == 0:
			return bits.TrailingZeros64(c), false, true
		case c > 2 && (c-1)&(c-2) == 0:
			return bits.TrailingZeros64(c - 1), true, true
		}
		return 0, false, false
	}
	neg := false
	k, plus, ok := form(c)
	if !ok {
		if k, plus, ok = form(-c & mask); !ok {
			return false
		}
		neg = true
	}
	v := x
	if k > 0 {
		v = l.emit(fmt.Sprintf("VPSLL%s $%d, {0}, {d}", l.is, k), x)
	}
	if plus {
		v = l.emit("VPADD"+l.is+" {1}, {0}, {d}", v, x)
	}
	if neg {
		v = l.emit("VPXOR {d}, {d}, {d}\n\tVPSUB"+l.is+" {0}, {d}, {d}", v)
	}
	*r = v
	return true
}

// shift lowers Go's shifts, whose counts of the width or more give 0 (or
// the sign for a signed right shift): what the variable shifts VPSLLV,
// VPSRLV and VPSRAVD do per lane. A constant count is clamped to the
// width (it may be of another integer type); AVX2 has no 64-bit
// arithmetic shift, so it is the logical one with the sign filled in.
func (l *lowering) shift(in *ir.Instr, t *ir.Basic, srcs []int) int {
	x, s := srcs[0], srcs[1]
	width := uint64(8 * l.w)
	c, isConst := in.Args[1].(*ir.Const)
	if in.ShiftMayPanic() {
		if isConst {
			// A count the passes made a negative constant (Go rejects only
			// one written as the count): every lane that runs it panics.
			l.guardNegative(l.ones())
		} else {
			l.guardNegative(s)
		}
	}
	if isConst {
		n := min(c.Bits, width)
		if in.ShiftMayPanic() {
			n = width // a negative count, guarded above
		}
		s = l.splat(n)
	}
	switch {
	case in.Op == ir.OpShl:
		return l.emit("VPSLLV"+l.is+" {1}, {0}, {d}", x, s)
	case !t.IsSigned():
		return l.emit("VPSRLV"+l.is+" {1}, {0}, {d}", x, s)
	case l.w == 4:
		return l.emit("VPSRAVD {1}, {0}, {d}", x, s)
	case l.z: // AVX-512 has the 64-bit one: counts of 64 or more give the sign
		return l.emit("VPSRAVQ {1}, {0}, {d}", x, s)
	}
	return l.emit("VPSRLVQ {1}, {0}, {d}\n\tVPCMPGTQ {0}, {2}, Y14\n\tVPSRLVQ {1}, {3}, Y15\n\t"+
		"VPANDN Y14, Y15, Y15\n\tVPOR Y15, {d}, {d}", x, s, l.splat(0), l.ones())
}

// guardNegative leaves the group to the Go core when a lane of the
// block's mask has a negative signed shift count s: Go panics there, and
// the Go core does so with the element's error.
func (l *lowering) guardNegative(s int) {
	if l.mask != all {
		s = l.emit("VPAND {1}, {0}, {d}", s, l.mask)
	}
	l.leaveIf(s, l.sign())
	l.guards++
}

// leaveIf leaves the loop before the group's stores, returning the
// group's first element (Loop.Escapes), when x & y has a bit set.
func (l *lowering) leaveIf(x, y int) {
	l.body = append(l.body, vop{text: "VPTEST {1}, {0}\n\tJNE done", dst: -1, srcs: []int{x, y}})
}

// f64ToI64 is CVTTSD2SQ on 4 lanes (AVX2 has no VCVTTPD2QQ): the
// magnitude's significand shifted by the exponent, truncating, then the
// sign; |x| >= 2^63 and NaN give 0x8000000000000000, as CVTTSD2SQ does.
func (l *lowering) f64ToI64(x int) int {
	if l.z { // AVX512DQ: the same 0x8000000000000000 for NaN and |x| >= 2^63
		return l.emit("VCVTTPD2QQ {0}, {d}", x)
	}
	e := l.emit("VPSRLQ $52, {0}, {d}", x)
	e = l.emit("VPAND {1}, {0}, {d}", e, l.splat(0x7ff))
	m := l.emit("VPAND {1}, {0}, {d}", x, l.splat(1<<52-1))
	m = l.emit("VPOR {1}, {0}, {d}", m, l.splat(1<<52))
	// m·2^(e-1075): one of the two shifts has a count that is negative,
	// so huge as unsigned, and gives 0.
	up := l.emit("VPSUBQ {1}, {0}, {d}", e, l.splat(1075))
	down := l.emit("VPSUBQ {1}, {0}, {d}", l.splat(1075), e)
	up = l.emit("VPSLLVQ {1}, {0}, {d}", m, up)
	down = l.emit("VPSRLVQ {1}, {0}, {d}", m, down)
	mag := l.emit("VPOR {1}, {0}, {d}", up, down)
	neg := l.emit("VPCMPGTQ {1}, {0}, {d}", l.splat(0), x) // 0 > x as int64: the sign bit
	v := l.emit("VPXOR {1}, {0}, {d}", mag, neg)
	v = l.emit("VPSUBQ {1}, {0}, {d}", v, neg)
	big := l.emit("VPCMPGTQ {1}, {0}, {d}", e, l.splat(1085))
	return l.blend(big, l.splat(1<<63), v)
}

// i64ToF64 is CVTSQ2SD on 4 lanes, rounding once: the high half (signed,
// biased into an unsigned 32-bit field) and the low half become exact
// doubles hi·2^32 − 2^52 and 2^52 + lo, whose sum is the one rounding.
func (l *lowering) i64ToF64(x int) int {
	if l.z { // AVX512DQ: rounds to nearest, as CVTSQ2SD
		return l.emit("VCVTQQ2PD {0}, {d}", x)
	}
	hi := l.emit("VPSRLQ $32, {0}, {d}", x)
	hi = l.emit("VPXOR {1}, {0}, {d}", hi, l.splat(1<<31))
	hi = l.emit("VPOR {1}, {0}, {d}", hi, l.splat(0x4530000000000000))                       // 2^84 + (hi+2^31)·2^32
	hi = l.emit("VSUBPD {1}, {0}, {d}", hi, l.splat(math.Float64bits(0x1p84+0x1p63+0x1p52))) // exact
	lo := l.emit("VPAND {1}, {0}, {d}", x, l.splat(1<<32-1))
	lo = l.emit("VPOR {1}, {0}, {d}", lo, l.splat(0x4330000000000000)) // 2^52 + lo
	return l.emit("VADDPD {1}, {0}, {d}", hi, lo)
}

// opRefusal says why the lowering does not take in, in a user's words.
func opRefusal(in *ir.Instr) *refuse {
	switch in.Op {
	case ir.OpTrap:
		msg, _ := in.Aux.(string)
		return refusef("a path that panics (%s): a SIMD loop runs every path on every lane", msg)
	}
	return refusef("%v", in.Op)
}
