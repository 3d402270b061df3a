package arm64

import "github.com/kernlab/kern/compiler/ir"

// varShift lowers a shift by a variable count s to Go's semantics, where
// a count of the width or more gives 0 (or the sign for a signed right
// shift): USHL and SSHL shift each lane by the signed low byte of its
// count (left when positive, right when negative, 0 or the sign past the
// width), so the count is first clamped to the width as an unsigned
// number (UMIN; CMHI and a select for 64-bit lanes, which have no UMIN)
// and negated for a right shift. A signed count may be negative, on
// which Go panics: as compiler/amd64 does, a group in which a lane of
// the block's mask has one leaves the loop before its stores
// (Loop.Escapes) and the Go core panics where the Go loop does. Lanes
// outside the mask clamp a negative count to the width harmlessly and
// are selected away.
func (l *lowering) varShift(in *ir.Instr, t *ir.Basic, x int) (int, error) {
	s, err := l.get(in.Args[1])
	if err != nil {
		return 0, err
	}
	if in.ShiftMayPanic() {
		neg := l.op2(opCMGT, l.splat(0), s) // 0 > s
		if l.mask != all {
			neg = l.op2(opAND, neg, l.mask)
		}
		l.leaveIf(neg)
	}
	width := l.splat(uint64(8 * l.w))
	var n int
	if l.w == 4 {
		n = l.op2(opUMIN, s, width)
	} else {
		n = l.sel(l.op2(opCMHI, s, width), width, s)
	}
	if in.Op == ir.OpShl {
		return l.op2(opUSHL, x, n), nil
	}
	n = l.op1(opNEG, n)
	if t.IsSigned() {
		return l.op2(opSSHL, x, n), nil
	}
	return l.op2(opUSHL, x, n), nil
}
