package amdgpu

import (
	"fmt"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// Debug modules (Options.Debug) fill the trap record (abi.TrapRecordName)
// when a check fails, as compiler/ptx's do, instead of calling llvm.trap:
// s_trap makes the HIP runtime fault the queue, so the record could never
// be read back. The failing work-item then ends its wavefront with
// s_endpgm (llvm.amdgcn.endpgm): AMD GPUs have no per-lane exit, so the
// wavefront's other work-items end with it, which is no loss, since the
// launch is reported as failed. A wavefront that has ended no longer
// counts at s_barrier.

// trapRecordDecl declares the record: exported (the runtime finds it with
// hipModuleGetGlobal), zero at load, written by the host between launches.
func trapRecordDecl() string {
	return fmt.Sprintf("@%s = protected addrspace(1) externally_initialized global [%d x i32] zeroinitializer, align 4\n",
		abi.TrapRecordName, abi.TrapRecordWords)
}

// trapSite registers a debug trap site at pos and returns its id.
func (mod *module) trapSite(pos ir.Pos, msg string) int {
	mod.traps = append(mod.traps, ir.TrapSite(pos, msg))
	return len(mod.traps) - 1
}

// trapRecord ends the current block: the first failing work-item claims
// the record with a CAS on its flag and stores site id and its ids, then
// the wavefront ends.
func (e *fn) trapRecord(id int) error {
	rec := "@" + abi.TrapRecordName
	word := func(k int) string {
		return e.def("getelementptr inbounds [%d x i32], ptr addrspace(1) %s, i64 0, i64 %d", abi.TrapRecordWords, rec, k)
	}
	pair := e.def(`cmpxchg ptr addrspace(1) %s, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4`, word(abi.TrapFlag))
	first := e.def("extractvalue { i32, i1 } %s, 1", pair)
	store, end := e.newBlock("trap.record"), e.newBlock("trap.end")
	e.emit("br i1 %s, label %%%s, label %%%s", first, store.label, end.label)
	e.startBlock(store)
	e.emit("store i32 %d, ptr addrspace(1) %s, align 4", id, word(abi.TrapSite))
	for k, s := range []ir.Special{ir.TidX, ir.TidY, ir.TidZ, ir.CtaidX, ir.CtaidY, ir.CtaidZ} {
		w := abi.TrapTid + k
		if k >= 3 {
			w = abi.TrapCtaid + k - 3
		}
		v, err := e.specialReg(s)
		if err != nil {
			return err
		}
		e.emit("store i32 %s, ptr addrspace(1) %s, align 4", v, word(w))
	}
	e.emit("br label %%%s", end.label)
	e.startBlock(end)
	// The record's stores complete before the wavefront ends.
	e.emit(`fence syncscope("agent") release`)
	e.emit("call void %s()", e.intrinsic("llvm.amdgcn.endpgm", "void"))
	e.emit("unreachable")
	return nil
}

// trapIf writes the record sequence for site msg when cond holds and goes
// on in a fresh block.
func (e *fn) trapIf(cond, msg string) error {
	id := e.mod.trapSite(e.in.Pos, msg)
	bad, ok := e.newBlock("trap"), e.newBlock("ok")
	e.emit("br i1 %s, label %%%s, label %%%s", cond, bad.label, ok.label)
	e.startBlock(bad)
	if err := e.trapRecord(id); err != nil {
		return err
	}
	e.startBlock(ok)
	return nil
}

// trap lowers OpTrap: the record under Options.Debug, else llvm.trap.
func (e *fn) trap(in *ir.Instr) error {
	if e.mod.opts.Debug {
		msg, _ := in.Aux.(string)
		return e.trapRecord(e.mod.trapSite(in.Pos, msg))
	}
	e.mod.declare("llvm.trap", "declare void @llvm.trap() cold noreturn nounwind")
	e.emit("call void @llvm.trap()")
	e.emit("unreachable")
	return nil
}
