package amd64

import (
	"github.com/kernlab/kern/compiler/ir"
)

// Float64 in float32 cores. Go has no float32 math, so a float32 core
// writes float32(math.Exp(float64(x))): float64 values between a widening
// of float32 lanes and a narrowing back. Such values (a core's "wide"
// values) are lowered on two 4-lane float64 halves of the 8 float32
// lanes: VCVTPS2PD widens the low and the high 128 bits, each half runs
// the float64 lowering (math calls as in mathcall.go, arithmetic as in
// instr.go), and VCVTPD2PS narrows both halves, which VINSERTF128 puts
// back together. The bits are the scalar Go code's by construction: the
// widening is exact, the float64 operations are the same, and VCVTPD2PS
// rounds to nearest even as gc's CVTSD2SS; NaN payloads pass both
// conversions as in the scalar instructions.
type wideValues struct {
	// vals are the float64 values lowered in halves; narrows are the
	// float32(v) of one of them.
	vals, narrows map[*ir.Instr]bool
	// halves are the registers of the low and the high half of each
	// value; consts the float64 constants' registers (the core's own
	// consts are splats of 32-bit lanes).
	halves [2]map[ir.Value]int
	consts map[uint64]int
	// in is set while a half is lowered.
	in bool
}

// wideOf finds the wide values of f, a core of 4-byte lanes: float64
// widenings of float32 values, float64 arithmetic and math calls
// (mathCalls) whose operands are wide values or constants, every one of
// them used only by wide values and by narrowings to float32 of values
// that depend on a widening. Other float64 values (compared, a phi's,
// another width's) stay as they are: values of another width, which the
// lowering refuses or leaves to the Go core as escapes. It is nil when f
// has none.
func wideOf(f *ir.Function) *wideValues {
	if !fourByte(f) {
		return nil
	}
	vals, narrows := map[*ir.Instr]bool{}, map[*ir.Instr]bool{}
	users := f.Users()
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			switch {
			case wideOp(in):
				vals[in] = true
			case in.Op == ir.OpConvert && kind(in.Typ) == ir.Float32 && kind(in.Args[0].Type()) == ir.Float64:
				narrows[in] = true
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for in := range vals {
			ok := true
			if !widening(in) {
				for _, a := range in.Args {
					d, isInstr := a.(*ir.Instr)
					_, isConst := a.(*ir.Const)
					ok = ok && (isConst || isInstr && vals[d])
				}
			}
			for _, u := range users[in] {
				ok = ok && (vals[u] || narrows[u])
			}
			if !ok {
				delete(vals, in)
				changed = true
			}
		}
		for in := range narrows {
			if d, ok := in.Args[0].(*ir.Instr); !ok || !vals[d] || !fromLanes(d, map[*ir.Instr]bool{}) {
				delete(narrows, in)
				changed = true
			}
		}
	}
	if len(narrows) == 0 {
		return nil
	}
	return &wideValues{vals: vals, narrows: narrows, halves: [2]map[ir.Value]int{{}, {}}, consts: map[uint64]int{}}
}

// fromLanes reports that wide value v depends on a widening: a narrowing
// of a constant (x / float32(math.Log(-1))) is left to the passes, which
// fold it in the core with the call inlined.
func fromLanes(v *ir.Instr, seen map[*ir.Instr]bool) bool {
	if widening(v) {
		return true
	}
	if seen[v] {
		return false
	}
	seen[v] = true
	for _, a := range v.Args {
		if d, ok := a.(*ir.Instr); ok && fromLanes(d, seen) {
			return true
		}
	}
	return false
}

// skip reports the instructions the lowering takes as wide values.
func (w *wideValues) skip(in *ir.Instr) bool { return w.vals[in] || w.narrows[in] }

// fourByte reports that f's operands have 4-byte elements.
func fourByte(f *ir.Function) bool {
	if len(f.Params) > 0 {
		b, ok := f.Params[0].Typ.(*ir.Basic)
		return ok && b.Size() == 4
	}
	if len(f.Results) > 0 {
		b, ok := f.Results[0].(*ir.Basic)
		return ok && b.Size() == 4
	}
	return false
}

func kind(t ir.Type) ir.BasicKind {
	if b, ok := t.(*ir.Basic); ok {
		return b.Kind
	}
	return ir.Invalid
}

func widening(in *ir.Instr) bool {
	return in.Op == ir.OpConvert && kind(in.Args[0].Type()) == ir.Float32
}

// wideOp reports a float64 instruction that the float64 lowering takes
// with all its operands float64: a widening of a float32 value,
// arithmetic, the math intrinsics it lowers, a math call.
func wideOp(in *ir.Instr) bool {
	if kind(in.Typ) != ir.Float64 {
		return false
	}
	switch in.Op {
	case ir.OpConvert:
		return widening(in)
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpNeg, ir.OpMin, ir.OpMax:
		return true
	case ir.OpMath:
		switch ir.MathFn(in.AuxInt) {
		case ir.MathSqrt, ir.MathAbs, ir.MathCopysign, ir.MathFloor, ir.MathCeil, ir.MathTrunc, ir.MathRoundEven, ir.MathFMA:
			return true
		}
	case ir.OpCall:
		c := in.Callee()
		return c != nil && MathCall(c.Name) && len(in.Args) == mathArity(c.Name)
	}
	return false
}

// wideInstr lowers in when it is a wide value or a narrowing of one,
// reporting whether it was.
func (l *lowering) wideInstr(in *ir.Instr) (bool, error) {
	w := l.wide
	if w == nil || w.in {
		return false, nil
	}
	switch {
	case w.narrows[in]:
		lo, ok0 := w.halves[0][in.Args[0]]
		hi, ok1 := w.halves[1][in.Args[0]]
		if !ok0 || !ok1 { // not lowered: in an escape, where no lane sees it
			return true, refusef("value %s used before its definition", in.Args[0].Name())
		}
		l.vals[in] = l.emit("VCVTPD2PSY {0}, X14\n\tVCVTPD2PSY {1}, X15\n\tVINSERTF128 $1, X15, Y14, {d}", lo, hi)
		return true, nil
	case !w.vals[in]:
		return false, nil
	case widening(in):
		x, err := l.get(in.Args[0])
		if err != nil {
			return true, err
		}
		w.halves[0][in] = l.emit("VMOVDQU {0}, Y14\n\tVCVTPS2PD X14, {d}", x)
		w.halves[1][in] = l.emit("VEXTRACTF128 $1, {0}, X14\n\tVCVTPS2PD X14, {d}", x)
		return true, nil
	}
	for h := range 2 {
		if err := l.half(h, func() error { return l.instr(in) }); err != nil {
			return true, err
		}
	}
	return true, nil
}

// half runs lower with the lowering switched to half h (0 low, 1 high) of
// the float32 lanes as 4 float64 lanes: values, constants and the block's
// lane mask (sign-extended to 64 bits) of that half.
func (l *lowering) half(h int, lower func() error) error {
	w := l.wide
	ww, fs, is, vals, consts, mask := l.w, l.fs, l.is, l.vals, l.consts, l.mask
	if mask != all {
		l.mask = l.emit([]string{"VMOVDQU {0}, Y14\n\tVPMOVSXDQ X14, {d}", "VEXTRACTI128 $1, {0}, X14\n\tVPMOVSXDQ X14, {d}"}[h], mask)
	}
	l.w, l.fs, l.is, l.vals, l.consts, w.in = 8, "PD", "Q", w.halves[h], w.consts, true
	err := lower()
	l.w, l.fs, l.is, l.vals, l.consts, l.mask, w.in = ww, fs, is, vals, consts, mask, false
	return err
}
