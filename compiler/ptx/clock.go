package ptx

import "github.com/kernlab/kern/compiler/ir"

// clock writes OpClock: a read of %clock64 (a volatile special register,
// so ptxas keeps every read), or nanosleep.u32 (sm_70, PTX ISA 6.3).
func (e *fn) clock(in *ir.Instr) {
	switch ir.ClockOp(in.AuxInt) {
	case ir.ClockRead:
		e.ins("mov.u64 %s, %%clock64", e.dst(in))
	case ir.ClockSleep:
		if e.md.sm < 70 {
			e.fail(ErrUnsupported, "nanosleep (kern.Nanosleep) needs sm_70 or newer, not sm_%d", e.md.sm)
			return
		}
		if len(in.Args) != 1 {
			e.fail(ErrInvalid, "clock.sleep needs 1 operand")
			return
		}
		e.md.nanosleep = true
		e.ins("nanosleep.u32 %s", e.scalar(in.Args[0]))
	default:
		e.fail(ErrInvalid, "clock op %d", in.AuxInt)
	}
}
