package arm64

import (
	"fmt"
	"strings"
)

// write assigns vector registers and writes the TEXT block. Constants
// hold theirs for the whole loop; other values from their step to their
// last use (lastUses: to the end of a vector loop they are live into; a
// pinned register, written in place again, keeps the register of its
// first definition). A destination never shares a register with the
// step's sources (a step of several instructions may write it before its
// last read), but for a pinned register written in place. A core with more values live at once than registers is refused:
// with 30 registers a straight-line core rarely comes close, and a spill
// would cost more than the vector loop saves.
//
// A loop with escapes (Loop.Escapes) returns n − R0: n when it ran to
// the end, the group's first element when it left at a lane test.
func (l *lowering) write(name string, escapes bool) (string, error) {
	l.dce()
	last := l.lastUses()
	reg := make([]int, l.nv)
	assigned := make([]bool, l.nv)
	var holder [numRegs]int
	for i := range holder {
		holder[i] = -1
	}
	take := func(v int) error {
		if assigned[v] {
			return nil // a pinned register written again in place
		}
		for r := range numRegs {
			if holder[r] < 0 {
				holder[r], reg[v], assigned[v] = v, r, true
				return nil
			}
		}
		return refusef("more than %d values live at once", numRegs)
	}
	var b strings.Builder
	wr := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	nops := len(l.f.Params) + len(l.f.Results)
	argSize := 8 + 8*nops
	if escapes {
		argSize += 8
	}
	wr("TEXT ·%s(SB), NOSPLIT, $0-%d\n\tMOVD n+0(FP), R0\n", name, argSize)
	for k := range nops {
		wr("\tMOVD p%d+%d(FP), %s\n", k, 8+8*k, ptrRegs[k])
	}
	wr("\tCBZ R0, done\n")
	for _, c := range l.order {
		v := l.consts[c]
		if !l.used(v) {
			continue
		}
		if err := take(v); err != nil {
			return "", err
		}
		wr("\tMOVD $0x%x, R13\n\tVDUP R13, V%d.%s\n", c.bits, reg[v], map[int]string{4: "S4", 8: "D2"}[c.w])
	}
	wr("\nloop:\n")
	for i, s := range l.body {
		if s.dst >= 0 {
			if err := take(s.dst); err != nil {
				return "", err
			}
		}
		srcs := make([]int, len(s.srcs))
		for k, r := range s.srcs {
			srcs[k] = reg[r]
		}
		switch {
		case s.loopStart != "":
			wr("%s:\n", s.loopStart)
		case s.loopEnd != "":
			// Repeat while a lane is active (any bit of the mask set).
			render(&b, []ins{{op: opUMAXV, d: scratch0, n: 0}}, l.w, 0, srcs)
			wr("\tVMOV V30.S[0], R14\n\tCBNZW R14, %s\n", s.loopEnd)
		case s.load >= 0:
			wr("\tVLD1.P %d(%s), [V%d.B16]\n", 16, ptrRegs[s.load], reg[s.dst])
		case s.store >= 0:
			wr("\tVST1.P [V%d.B16], %d(%s)\n", srcs[0], 16, ptrRegs[s.store])
		case s.cst != nil:
			wr("\tMOVD $0x%x, R13\n\tVDUP R13, V%d.%s\n", s.cst.bits, reg[s.dst], map[int]string{4: "S4", 8: "D2"}[s.cst.w])
		case s.leave:
			// Any bit of the mask set: its largest 32-bit piece is not 0.
			render(&b, []ins{{op: opUMAXV, d: scratch0, n: 0}}, l.w, 0, srcs)
			wr("\tVMOV V30.S[0], R14\n\tCBNZW R14, done\n")
		default:
			render(&b, s.ins, l.w, reg[s.dst], srcs)
		}
		for _, r := range s.srcs {
			if last[r] == i && !l.isConst(r) {
				holder[reg[r]] = -1
			}
		}
		if s.dst >= 0 && last[s.dst] <= i {
			holder[reg[s.dst]] = -1 // never read, or last written in place here
		}
	}
	wr("\tSUB $%d, R0, R0\n\tCBNZ R0, loop\n\ndone:\n", 16/l.w)
	if escapes {
		wr("\tMOVD n+0(FP), R14\n\tSUB R0, R14, R14\n\tMOVD R14, ret+%d(FP)\n", 8+8*nops)
	}
	wr("\tRET\n")
	return b.String(), nil
}

// lastUses is the index of each register's last reading step (-1: none).
// A pinned register written in place is read there (the instruction
// reads its destination), and a register defined before a vector loop
// and read or written in it is read at the loop's closing branch: every
// iteration reads it again.
func (l *lowering) lastUses() []int {
	last := make([]int, l.nv)
	for i := range last {
		last[i] = -1
	}
	defAt := make([]int, l.nv)
	for i := range defAt {
		defAt[i] = -1
	}
	type span struct{ from, to int }
	var open []int
	var loops []span
	for i, s := range l.body {
		for _, r := range s.srcs {
			last[r] = i
		}
		if s.dst >= 0 && defAt[s.dst] < 0 {
			defAt[s.dst] = i
		} else if s.dst >= 0 {
			last[s.dst] = max(last[s.dst], i) // written in place: live here
		}
		if s.loopStart != "" {
			open = append(open, i)
		}
		if s.loopEnd != "" {
			loops = append(loops, span{open[len(open)-1], i})
			open = open[:len(open)-1]
		}
	}
	for _, sp := range loops {
		for i := sp.from; i <= sp.to; i++ {
			s := l.body[i]
			for _, r := range append(s.srcs[:len(s.srcs):len(s.srcs)], s.dst) {
				if r >= 0 && defAt[r] < sp.from && last[r] < sp.to {
					last[r] = sp.to
				}
			}
		}
	}
	return last
}

// dce drops the steps whose result nothing reads (a multiply gc fuses
// into the add that uses it, a load of an unused input).
func (l *lowering) dce() {
	used := map[int]bool{}
	var kept []step
	for i := len(l.body) - 1; i >= 0; i-- {
		s := l.body[i]
		if s.dst >= 0 && !used[s.dst] && !l.pinned[s.dst] {
			continue
		}
		for _, r := range s.srcs {
			used[r] = true
		}
		kept = append(kept, s)
	}
	for i, j := 0, len(kept)-1; i < j; i, j = i+1, j-1 {
		kept[i], kept[j] = kept[j], kept[i]
	}
	l.body = kept
}

// used reports whether a step reads register v.
func (l *lowering) used(v int) bool {
	for _, s := range l.body {
		for _, r := range s.srcs {
			if r == v {
				return true
			}
		}
	}
	return false
}

func (l *lowering) isConst(v int) bool {
	for _, r := range l.consts {
		if r == v {
			return true
		}
	}
	return false
}
