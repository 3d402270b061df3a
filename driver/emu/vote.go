package emu

import (
	"fmt"
	"math/bits"
	"strings"
)

// Warp votes: vote.sync.{ballot.b32,all.pred,any.pred}, match.any.sync.
// {b32,b64} and activemask.b32. vote and match are warp-synchronous like
// shfl.sync: they wait for the live lanes of their member mask (operand
// a[1]) and then act on exactly those lanes. A lane of the mask that
// exits instead of joining is undefined behaviour on a GPU, reported as
// a "vote" fault (exitAtVote).

const (
	voteBallot uint8 = iota
	voteAll
	voteAny
	voteMatch
)

// voteInstr decodes vote.sync.MODE.TYPE d, p, m; match.any.sync.TYPE d, a,
// m; activemask.b32 d.
func (d *decoder) voteInstr(in instr, parts, args []string, line int) (instr, error) {
	name := strings.Join(parts, ".")
	ok := false
	switch parts[0] {
	case "activemask":
		if len(parts) == 2 && parts[1] == "b32" && len(args) == 1 {
			in.op, ok = opActiveMask, true
		}
	case "vote":
		if len(parts) == 4 && parts[1] == "sync" && len(args) == 3 {
			in.op, ok = opVote, true
			switch parts[2] + "." + parts[3] {
			case "ballot.b32":
				in.mod = voteBallot
			case "all.pred":
				in.mod = voteAll
			case "any.pred":
				in.mod = voteAny
			default:
				ok = false
			}
		}
	case "match":
		if len(parts) == 4 && parts[1] == "any" && parts[2] == "sync" && (parts[3] == "b32" || parts[3] == "b64") && len(args) == 3 {
			in.op, in.mod, in.t, ok = opVote, voteMatch, ptypes[parts[3]], true
		}
	}
	if !ok {
		return in, jitError(line, "unsupported instruction %s", name)
	}
	var err error
	if in.d, err = d.operand(args[0], line); err != nil {
		return in, err
	}
	if in.d.k != oReg {
		return in, jitError(line, "destination %s is not a register", args[0])
	}
	for i := 1; i < len(args) && err == nil; i++ {
		in.a[i-1], err = d.operand(args[i], line)
	}
	return in, err
}

// vote executes a vote or match for lanes mask, which hold every live
// lane of the member masks lm (lane ln votes with the lanes of lm[ln]).
func (w *warp) vote(f *frame, in *instr, mask uint64, lm *[maxLanes]uint64) {
	var yes uint64
	val := func(ln int) uint64 { return w.val(f, &in.a[0], ln) }
	for m := mask; m != 0; m &= m - 1 {
		if ln := bits.TrailingZeros64(m); in.mod != voteMatch && val(ln)&1 != 0 {
			yes |= 1 << ln
		}
	}
	for m := mask; m != 0; m &= m - 1 {
		ln := bits.TrailingZeros64(m)
		own := mask & lm[ln] // the lanes this lane votes with
		var r uint64
		switch in.mod {
		case voteBallot:
			r = yes & own
		case voteAll:
			r = b2u(yes&own == own)
		case voteAny:
			r = b2u(yes&own != 0)
		case voteMatch:
			v := maskTo(val(ln), in.t.bits)
			for k := own; k != 0; k &= k - 1 {
				if l := bits.TrailingZeros64(k); maskTo(val(l), in.t.bits) == v {
					r |= 1 << l
				}
			}
		}
		f.regs[int(in.d.r)<<laneBits|ln] = r
	}
}

// exitAtVote records a fault when lanes m exit while lanes of the warp
// wait at a vote whose member mask names them.
func (w *warp) exitAtVote(m uint64) {
	for _, g := range w.groups {
		in := &g.f.fn.code[g.pc]
		if g.wait != waitWarp || in.op != opVote || w.voteFault != nil {
			continue
		}
		if gone := w.syncMask(g) & m &^ g.mask; gone != 0 {
			ln := bits.TrailingZeros64(gone)
			w.voteFault = w.fault("vote", in, bits.TrailingZeros64(g.mask), fmt.Sprintf(
				"lanes %#x wait at this vote for lanes %#x of its mask, and lane %d exits without taking part: the result is undefined on a GPU", g.mask, w.syncMask(g)&^g.mask, ln), codeIllegalInstr)
		}
	}
}
