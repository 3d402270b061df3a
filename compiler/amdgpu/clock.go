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
//
// RDNA3 (gfx11) has neither s_memtime nor s_memrealtime (llc stops with
// "Cannot select"): there the 100 MHz counter is read with
// s_sendmsg_rtn_b64 MSG_RTN_GET_REALTIME, and it serves the clock reads
// too, as gfx11's shader-cycle register (s_getreg SHADER_CYCLES) has 20
// bits only.
func (e *fn) clock(in *ir.Instr) error {
	switch ir.ClockOp(in.AuxInt) {
	case ir.ClockRead:
		if in.Typ == nil || len(in.Args) != 0 {
			return fmt.Errorf("%w: clock.read", ErrBadIR)
		}
		if e.gfx11() {
			e.set(in, e.realtime())
			break
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
		sleep := e.intrinsic("llvm.amdgcn.s.sleep", "void", "i32")
		want := e.def("zext i32 %s to i64", ns)
		start := e.realtime()
		loop := e.newBlock("sleep")
		done := e.newBlock("sleep.done")
		e.emit("br label %%%s", loop.label)
		e.startBlock(loop)
		e.emit("call void %s(i32 1)", sleep)
		now := e.realtime()
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

// msgRtnGetRealtime is s_sendmsg_rtn's MSG_RTN_GET_REALTIME.
const msgRtnGetRealtime = 0x83

// gfx11 reports a processor of RDNA3's generation or later, which reads
// its clocks with s_sendmsg_rtn.
func (e *fn) gfx11() bool {
	major, _ := gfxVersion(e.mod.opts.MCPU)
	return major >= 11
}

// realtime reads the 100 MHz constant-rate counter.
func (e *fn) realtime() string {
	if e.gfx11() {
		return e.def("call i64 %s(i32 %d)", e.intrinsic("llvm.amdgcn.s.sendmsg.rtn.i64", "i64", "i32"), msgRtnGetRealtime)
	}
	return e.def("call i64 %s()", e.intrinsic("llvm.amdgcn.s.memrealtime", "i64"))
}
