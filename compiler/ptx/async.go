package ptx

import (
	"fmt"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// async writes OpAsync. From sm_80 a copy is cp.async (.cg, which
// bypasses L1, for 16 bytes; .ca, the only form for 4 and 8) into a
// group that cp.async.commit_group closes and cp.async.wait_group
// retires. Before sm_80 there is no cp.async: the copy is a load and a
// store at the call, which already gives the order the groups promise,
// and commit and wait are no-ops.
func (e *fn) async(in *ir.Instr) {
	op, n := ir.AsyncOf(in.AuxInt)
	async := e.md.sm >= 80
	switch op {
	case ir.AsyncCommit:
		if async {
			e.ins("cp.async.commit_group")
		}
		return
	case ir.AsyncWait:
		if async {
			e.ins("cp.async.wait_group %d", n)
		}
		return
	case ir.AsyncCopy:
	default:
		e.fail(ErrInvalid, "async op %d", in.AuxInt)
		return
	}
	if len(in.Args) != 2 {
		e.fail(ErrInvalid, "async.copy needs 2 operands")
		return
	}
	dt, st := e.pointerOf(in.Args[0]), e.pointerOf(in.Args[1])
	if dt.Space != ir.SpaceShared && dt.Space != ir.SpaceGeneric || st.Space != ir.SpaceGlobal && st.Space != ir.SpaceGeneric {
		e.fail(ErrInvalid, "async.copy from %s to %s memory: it copies global to shared", st.Space, dt.Space)
		return
	}
	d, s := e.scalar(in.Args[0]), e.scalar(in.Args[1])
	if !async {
		words := make([]string, n/4)
		for i := range words {
			words[i] = e.newReg(cls32)
		}
		vec, ws := "", words[0]
		if len(words) > 1 {
			vec, ws = fmt.Sprintf(".v%d", len(words)), "{"+strings.Join(words, ", ")+"}"
		}
		e.ins("ld%s%s.u32 %s, [%s]", spaceSuffix(st.Space), vec, ws, s)
		e.ins("st%s%s.u32 [%s], %s", spaceSuffix(dt.Space), vec, d, ws)
		return
	}
	if dt.Space == ir.SpaceGeneric {
		r := e.newReg(cls64)
		e.ins("cvta.to.shared.u64 %s, %s", r, d)
		d = r
	}
	if st.Space == ir.SpaceGeneric {
		r := e.newReg(cls64)
		e.ins("cvta.to.global.u64 %s, %s", r, s)
		s = r
	}
	cache := ".ca"
	if n == 16 {
		cache = ".cg"
	}
	e.ins("cp.async%s.shared.global [%s], [%s], %d", cache, d, s, n)
}
