package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// math lowers OpMath. Rounding functions map to LLVM intrinsics that the
// AMDGPU backend selects exactly (v_floor, v_ceil, v_trunc, v_rndne for
// roundeven via llvm.rint: LLVM 15 cannot select llvm.roundeven and the
// GPU's rounding mode is round-to-nearest-even). sqrt is correctly rounded
// by the sequences in sqrt.go, since LLVM 15 selects a bare v_sqrt_f32 /
// v_sqrt_f64 (about 1 ulp) for llvm.sqrt.
func (e *fn) math(in *ir.Instr) error {
	fnID := ir.MathFn(in.AuxInt)
	if len(in.Args) == 0 {
		return fmt.Errorf("%w: math without operands", ErrBadIR)
	}
	b, err := basicOf(in.Args[0])
	if err != nil {
		return err
	}
	t, err := basicType(b)
	if err != nil {
		return err
	}
	want := 1
	switch fnID {
	case ir.MathFMA:
		want = 3
	case ir.MathCopysign:
		want = 2
	}
	a, err := e.args(in, want)
	if err != nil {
		return err
	}
	for _, x := range in.Args[1:] {
		if !ir.Identical(x.Type(), b) {
			return fmt.Errorf("%w: math.%v operands of types %v and %v", ErrBadIR, fnID, b, x.Type())
		}
	}
	name := e.names[in]
	sfx := map[bool]string{true: "f64", false: "f32"}[b.Kind == ir.Float64]
	if b.IsInteger() {
		sfx = fmt.Sprintf("i%d", b.Bits())
	}
	call := func(intr string, n int) string {
		ps := make([]string, n)
		args := ""
		for i := range n {
			ps[i] = t
			if i > 0 {
				args += ", "
			}
			args += t + " " + a[i]
		}
		return fmt.Sprintf("call %s%s %s(%s)", e.fflags(), t, e.intrinsic(intr+"."+sfx, t, ps...), args)
	}
	isFloat := b.IsFloat()
	switch fnID {
	case ir.MathSqrt, ir.MathFMA, ir.MathFloor, ir.MathCeil, ir.MathTrunc, ir.MathRoundEven,
		ir.MathRound, ir.MathAbs, ir.MathCopysign, ir.MathApproxRcp, ir.MathApproxSqrt,
		ir.MathApproxExp2, ir.MathApproxLog2, ir.MathApproxSin, ir.MathApproxCos:
		if !isFloat || !ir.Identical(in.Typ, b) {
			return fmt.Errorf("%w: math.%v on %v yielding %v", ErrBadIR, fnID, b, in.Typ)
		}
	case ir.MathPopCount, ir.MathClz, ir.MathCtz, ir.MathBitRev, ir.MathByteSwap:
		if !b.IsInteger() {
			return fmt.Errorf("%w: math.%v on %v", ErrBadIR, fnID, b)
		}
	default:
		return fmt.Errorf("%w: math function %d", ErrUnsupported, in.AuxInt)
	}
	switch fnID {
	case ir.MathSqrt:
		if e.mod.opts.FastMath {
			e.emit("%s = %s", name, call("llvm.sqrt", 1))
		} else if b.Kind == ir.Float32 {
			e.set(in, e.sqrtF32(a[0]))
		} else {
			e.set(in, e.sqrtF64(a[0]))
		}
	case ir.MathFMA:
		e.emit("%s = %s", name, call("llvm.fma", 3))
	case ir.MathFloor, ir.MathCeil, ir.MathTrunc, ir.MathRoundEven, ir.MathRound, ir.MathAbs, ir.MathCopysign:
		intr := map[ir.MathFn]string{ir.MathFloor: "llvm.floor", ir.MathCeil: "llvm.ceil", ir.MathTrunc: "llvm.trunc",
			ir.MathRoundEven: "llvm.rint", ir.MathRound: "llvm.round", ir.MathAbs: "llvm.fabs", ir.MathCopysign: "llvm.copysign"}[fnID]
		e.emit("%s = %s", name, call(intr, want))
	case ir.MathApproxRcp:
		e.emit("%s = fdiv afn arcp %s %s, %s", name, t, floatHex(b, 1), a[0])
	case ir.MathApproxSqrt, ir.MathApproxExp2, ir.MathApproxLog2, ir.MathApproxSin, ir.MathApproxCos:
		if b.Kind != ir.Float32 {
			// The GPU has no f64 transcendental instructions and LLVM
			// would emit a libcall that cannot be linked.
			return fmt.Errorf("%w: math.%v on f64", ErrUnsupported, fnID)
		}
		intr := map[ir.MathFn]string{ir.MathApproxSqrt: "llvm.sqrt", ir.MathApproxExp2: "llvm.exp2",
			ir.MathApproxLog2: "llvm.log2", ir.MathApproxSin: "llvm.sin", ir.MathApproxCos: "llvm.cos"}[fnID]
		e.emit("%s = call afn float %s(float %s)", name, e.intrinsic(intr+".f32", "float", "float"), a[0])
	default:
		// Bit counts: computed in the operand's type, then converted to the
		// result type (bits.OnesCount returns int).
		var r string
		switch fnID {
		case ir.MathPopCount:
			r = e.def("call %s %s(%s %s)", t, e.intrinsic("llvm.ctpop."+sfx, t, t), t, a[0])
		case ir.MathClz, ir.MathCtz:
			// is_zero_poison = false: a zero operand counts the width, as Go.
			intr := map[bool]string{true: "llvm.ctlz.", false: "llvm.cttz."}[fnID == ir.MathClz] + sfx
			r = e.def("call %s %s(%s %s, i1 false)", t, e.intrinsic(intr, t, t, "i1"), t, a[0])
		case ir.MathBitRev:
			r = e.def("call %s %s(%s %s)", t, e.intrinsic("llvm.bitreverse."+sfx, t, t), t, a[0])
		case ir.MathByteSwap:
			if b.Bits() == 8 {
				r = a[0] // one byte: nothing to swap (llvm.bswap.i8 does not exist)
			} else {
				r = e.def("call %s %s(%s %s)", t, e.intrinsic("llvm.bswap."+sfx, t, t), t, a[0])
			}
		}
		rb, ok := in.Typ.(*ir.Basic)
		if !ok || !rb.IsInteger() {
			return fmt.Errorf("%w: math.%v yielding %v", ErrBadIR, fnID, in.Typ)
		}
		rt, _ := basicType(rb)
		switch {
		case rb.Bits() == b.Bits():
			e.set(in, r)
		case rb.Bits() > b.Bits():
			e.emit("%s = zext %s %s to %s", name, t, r, rt)
		default:
			e.emit("%s = trunc %s %s to %s", name, t, r, rt)
		}
	}
	return nil
}
