package ptx

import (
	"fmt"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// Debug modules (Options.Debug) fill the trap record (abi.TrapRecordName)
// when a check fails, instead of executing PTX trap: a trap leaves a CUDA
// context unusable, so the record could never be read back.

// trapSite registers a debug trap site at pos and returns its id.
func (md *module) trapSite(pos ir.Pos, msg string) int {
	md.traps = append(md.traps, ir.TrapSite(pos, msg))
	return len(md.traps) - 1
}

// trapRecord writes the failing thread's record for site id (when it is
// the first to fail) and exits the thread: straight-line code, the stores
// guarded by the CAS's outcome.
func (e *fn) trapRecord(id int) {
	old, first := e.newReg(cls32), e.newReg(clsPred)
	e.ins("atom.global.cas.b32 %s, [%s], 0, 1", old, abi.TrapRecordName) // abi.TrapFlag is word 0
	e.ins("setp.eq.u32 %s, %s, 0", first, old)
	e.ins("@%s st.global.u32 [%s+%d], %d", first, abi.TrapRecordName, 4*abi.TrapSite, id)
	for k, r := range []string{"%tid.x", "%tid.y", "%tid.z", "%ctaid.x", "%ctaid.y", "%ctaid.z"} {
		word := abi.TrapTid + k
		if k >= 3 {
			word = abi.TrapCtaid + k - 3
		}
		v := e.newReg(cls32)
		e.ins("mov.u32 %s, %s", v, r)
		e.ins("@%s st.global.u32 [%s+%d], %s", first, abi.TrapRecordName, 4*word, v)
	}
	e.ins("exit")
}

// trapIf traps when predicate p holds: a plain trap, or under
// Options.Debug a branch around the record sequence for site msg.
func (e *fn) trapIf(p, msg string) {
	if !e.md.opts.Debug {
		e.ins("@%s trap", p)
		return
	}
	pos := e.f.Pos
	if e.cur != nil {
		pos = e.cur.Pos
	}
	id := e.md.trapSite(pos, msg)
	ok := e.newLabel()
	e.ins("@!%s bra %s", p, ok)
	e.trapRecord(id)
	fmt.Fprintf(&e.body, "%s:\n", ok)
}
