package ptx

import (
	"fmt"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// TrapRecord is the name of the module-scope record that debug modules
// (Options.Debug) fill when a check fails, instead of executing PTX trap:
// a trap leaves a CUDA context unusable, so the record could never be read
// back. It is TrapRecordWords u32 words, zero until the first failure:
//
//	[0] flag     1 once a thread has failed (atom.cas 0 → 1 picks one)
//	[1] site     the trap site: an index into CompileDebug's table
//	[2..4]       %tid.x, %tid.y, %tid.z of the failing thread
//	[5..7]       %ctaid.x, %ctaid.y, %ctaid.z of its block
//
// Every failing thread exits after the check (the winner after writing
// the record), so the launch completes and the host reads the record.
const TrapRecord = "__kern_trap"

// TrapRecordWords is the record's size in u32 words.
const TrapRecordWords = 8

// trapSite registers a debug trap site at pos and returns its id.
func (md *module) trapSite(pos ir.Pos, msg string) int {
	if msg == "" {
		msg = "kernel trap"
	}
	// The front end's messages may end with the position itself.
	msg = strings.TrimSuffix(msg, " at "+pos.String())
	md.traps = append(md.traps, fmt.Sprintf("%s: %s", pos, printable(msg)))
	return len(md.traps) - 1
}

// trapRecord writes the failing thread's record for site id (when it is
// the first to fail) and exits the thread: straight-line code, the stores
// guarded by the CAS's outcome.
func (e *fn) trapRecord(id int) {
	old, first := e.newReg(cls32), e.newReg(clsPred)
	e.ins("atom.global.cas.b32 %s, [%s], 0, 1", old, TrapRecord)
	e.ins("setp.eq.u32 %s, %s, 0", first, old)
	e.ins("@%s st.global.u32 [%s+4], %d", first, TrapRecord, id)
	for k, r := range []string{"%tid.x", "%tid.y", "%tid.z", "%ctaid.x", "%ctaid.y", "%ctaid.z"} {
		v := e.newReg(cls32)
		e.ins("mov.u32 %s, %s", v, r)
		e.ins("@%s st.global.u32 [%s+%d], %s", first, TrapRecord, 8+4*k, v)
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
