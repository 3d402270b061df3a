package kern

import "github.com/kernlab/kern/internal/simt"

// Warp votes, as numba.cuda's ballot_sync, all_sync, any_sync,
// match_any_sync, activemask, lanemask_lt and syncwarp. Masks are uint64:
// bit k is lane k of the warp, and AMD wavefronts have 64 lanes; on
// 32-lane warps the high half is ignored in masks and zero in results.
// A kernel stays portable by never spelling a width: pass ActiveMask(t),
// or ^uint64(0) for every lane of the warp (lanes that exited or lie past
// the end of the block are left out, as on a GPU), and read lanes as
// bits of a uint64.
//
// mask must name the calling lane; every lane of mask that has not exited
// must make the same call (on CUDA the others wait for them; a lane that
// never comes is undefined behaviour, which the emulated CUDA device
// reports). On the simulator (kern.Sim) every running lane of the warp
// must make the call, as with shuffles, and a lane at a different warp
// operation is reported.

// Ballot returns the lanes of mask whose pred is true (__ballot_sync).
func Ballot(t *Thread, mask uint64, pred bool) uint64 {
	return t.st.Vote(simt.VoteBallot, mask, boolBits(pred))
}

// AllSync reports whether pred is true on every lane of mask (__all_sync).
func AllSync(t *Thread, mask uint64, pred bool) bool {
	return t.st.Vote(simt.VoteAll, mask, boolBits(pred)) != 0
}

// AnySync reports whether pred is true on some lane of mask (__any_sync).
func AnySync(t *Thread, mask uint64, pred bool) bool {
	return t.st.Vote(simt.VoteAny, mask, boolBits(pred)) != 0
}

// MatchAnySync returns the lanes of mask whose v has the same bits as this
// lane's (__match_any_sync; PTX needs sm_70).
func MatchAnySync[T Number](t *Thread, mask uint64, v T) uint64 {
	return t.st.Vote(simt.VoteMatch, mask, toBits(v))
}

// ActiveMask returns the lanes of the warp executing this call
// (__activemask).
func ActiveMask(t *Thread) uint64 { return t.st.Vote(simt.VoteActive, 0, 0) }

// LaneMaskLT returns the lanes below the calling one: 1<<LaneID()-1
// (%lanemask_lt). It needs no other lane.
func LaneMaskLT(t *Thread) uint64 { return 1<<t.st.Lane() - 1 }

// SyncWarp waits for the lanes of mask (__syncwarp(mask)); AMD wavefronts
// run in lockstep, so there it orders memory only.
func (t *Thread) SyncWarp(mask uint64) { t.st.Vote(simt.VoteSync, mask, 0) }

func boolBits(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
