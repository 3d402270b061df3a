package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// clock lowers OpClock. A read is llvm.amdgcn.s.memtime (s_memtime, the
// shader clock). AMD's s_sleep takes only a constant (64 clocks per unit),
// so a sleep of ns nanoseconds is a loop of s_sleep 1 until
// s_memrealtime, a 100 MHz counter, has advanced ns:
//
//	start = memrealtime
//	loop: s.sleep(1); if (memrealtime - start) * 10 < ns goto loop
func (e *fn) clock(in *ir.Instr) error {
	switch ir.ClockOp(in.AuxInt) {
	case ir.ClockRead:
		if in.Typ == nil || len(in.Args) != 0 {
			return fmt.Errorf("%w: clock.read", ErrBadIR)
		}
		e.set(in, e.def("call i64 %s()", e.intrinsic("llvm.amdgcn.s.memtime", "i64")))
	case ir.ClockSleep:
		if len(in.Args) != 1 {
			return fmt.Errorf("%w: clock.sleep needs 1 operand", ErrBadIR)
		}
		ns, err := e.val(in.Args[0])
		if err != nil {
			return err
		}
		rt := e.intrinsic("llvm.amdgcn.s.memrealtime", "i64")
		sleep := e.intrinsic("llvm.amdgcn.s.sleep", "void", "i32")
		want := e.def("zext i32 %s to i64", ns)
		start := e.def("call i64 %s()", rt)
		loop := e.newBlock("sleep")
		done := e.newBlock("sleep.done")
		e.emit("br label %%%s", loop.label)
		e.startBlock(loop)
		e.emit("call void %s(i32 1)", sleep)
		now := e.def("call i64 %s()", rt)
		ticks := e.def("sub i64 %s, %s", now, start)
		elapsed := e.def("mul i64 %s, 10", ticks)
		more := e.def("icmp ult i64 %s, %s", elapsed, want)
		e.emit("br i1 %s, label %%%s, label %%%s", more, loop.label, done.label)
		e.startBlock(done)
	default:
		return fmt.Errorf("%w: clock op %d", ErrBadIR, in.AuxInt)
	}
	return nil
}
