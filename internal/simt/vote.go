package simt

import (
	"fmt"
	"math/bits"
)

// Vote modes, as ir.VoteMode.
const (
	VoteBallot = iota
	VoteAll
	VoteAny
	VoteMatch
	VoteActive
	VoteSync
)

var voteNames = [...]string{"Ballot", "AllSync", "AnySync", "MatchAnySync", "ActiveMask", "SyncWarp"}

// Vote is a warp vote over the lanes that take part: every running lane
// of the warp calls it, as it calls Shuffle (the simulator's warps have
// no divergence). v is the lane's predicate (0/1), value or, for
// VoteActive, call site; the result is the ballot, the all/any bit, the
// mask of lanes whose v equals this lane's, or the lanes taking part that
// call from the same site. Lanes of mask past the end of the
// block are left out, as exited lanes are on a GPU. A lane outside its
// own mask, or lanes at different warp operations, are undefined
// behaviour (ErrUndefined).
func (t *Thread) Vote(mode int, mask, v uint64) uint64 {
	if !t.blk.coop {
		panic(ErrNotCooperative)
	}
	t.stopCheck()
	w := t.blk.warps[t.Linear/WarpSize]
	lane := t.Lane()
	w.slots[lane], w.masks[lane], w.kind[lane] = v, mask, uint8(1+mode)
	par := w.bar.round() >> 1 & 1
	w.part[par].Or(1 << lane)
	w.bar.wait()
	part := w.part[par].Load()
	for m := part; m != 0; m &= m - 1 {
		if l := bits.TrailingZeros64(m); w.kind[l] != w.kind[lane] {
			w.bar.wait()
			panic(fmt.Errorf("%w: lane %d calls %s while lane %d is at a different warp operation (every running lane of a warp must call the same one)",
				ErrUndefined, lane, voteNames[mode], l))
		}
	}
	if mode != VoteActive && mask&(1<<lane) == 0 {
		w.bar.wait()
		panic(fmt.Errorf("%w: lane %d calls %s with mask %#x, which does not name it", ErrUndefined, lane, voteNames[mode], mask))
	}
	m := mask & part
	var r uint64
	switch mode {
	case VoteActive:
		// v is the call site (kern.ActiveMask): the lanes at this one.
		for k := part; k != 0; k &= k - 1 {
			if l := bits.TrailingZeros64(k); w.slots[l] == v {
				r |= 1 << l
			}
		}
	case VoteBallot, VoteAll, VoteAny:
		var yes uint64
		for k := m; k != 0; k &= k - 1 {
			if l := bits.TrailingZeros64(k); w.slots[l] != 0 {
				yes |= 1 << l
			}
		}
		switch mode {
		case VoteBallot:
			r = yes
		case VoteAll:
			r = b2u(yes == m)
		default:
			r = b2u(yes != 0)
		}
	case VoteMatch:
		for k := m; k != 0; k &= k - 1 {
			if l := bits.TrailingZeros64(k); w.slots[l] == v {
				r |= 1 << l
			}
		}
	}
	w.bar.wait()
	w.part[par].And(^uint64(1 << lane))
	return r
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
