package ptx

import (
	"github.com/kernlab/kern/compiler/ir"
)

// vote writes OpVote with the sync forms of PTX ISA 6.0 (sm_70): the IR's
// 64-bit masks name lanes of a 32-lane warp in their low half.
//
//	ballot: vote.sync.ballot.b32          all/any: vote.sync.all/any.pred
//	match:  match.any.sync.b32/b64        active:  activemask.b32
//	sync:   bar.warp.sync mask
//
// match compares bits: floats as their bits, 8/16-bit integers in their
// (normalized) 32-bit registers, bools as 0/1.
func (e *fn) vote(in *ir.Instr) {
	mode := ir.VoteMode(in.AuxInt)
	if mode == ir.VoteActive {
		e.md.activemask = true
		r := e.newReg(cls32)
		e.ins("activemask.b32 %s", r)
		e.ins("cvt.u64.u32 %s, %s", e.dst(in), r)
		return
	}
	if len(in.Args) == 0 {
		e.fail(ErrInvalid, "vote.%s without a mask", mode)
		return
	}
	mask := e.newReg(cls32)
	e.ins("cvt.u32.u64 %s, %s", mask, e.scalar(in.Args[0]))
	switch mode {
	case ir.VoteSync:
		e.ins("bar.warp.sync %s", mask)
	case ir.VoteBallot:
		r := e.newReg(cls32)
		e.ins("vote.sync.ballot.b32 %s, %s, %s", r, e.scalar(in.Args[1]), mask)
		e.ins("cvt.u64.u32 %s, %s", e.dst(in), r)
	case ir.VoteAll, ir.VoteAny:
		e.ins("vote.sync.%s.pred %s, %s, %s", mode, e.dst(in), e.scalar(in.Args[1]), mask)
	case ir.VoteMatch:
		if e.md.sm < 70 {
			e.fail(ErrUnsupported, "match.any.sync (kern.MatchAnySync) needs sm_70 or newer, not sm_%d", e.md.sm)
			return
		}
		b := e.basicOf(in.Args[1].Type())
		v := e.scalar(in.Args[1])
		bt := "b32"
		switch {
		case b.Kind == ir.Bool:
			w := e.newReg(cls32)
			e.ins("selp.u32 %s, 1, 0, %s", w, v)
			v = w
		case b.Size() == 8:
			bt = "b64"
			if b.IsFloat() {
				w := e.newReg(cls64)
				e.ins("mov.b64 %s, %s", w, v)
				v = w
			}
		case b.IsFloat():
			w := e.newReg(cls32)
			e.ins("mov.b32 %s, %s", w, v)
			v = w
		}
		r := e.newReg(cls32)
		e.ins("match.any.sync.%s %s, %s, %s", bt, r, v, mask)
		e.ins("cvt.u64.u32 %s, %s", e.dst(in), r)
	default:
		e.fail(ErrInvalid, "vote mode %d", in.AuxInt)
	}
}
