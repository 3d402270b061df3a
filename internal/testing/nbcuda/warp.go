package nbcuda

import "github.com/kernlab/kern"

// test_warp_ops.py's kernels. numba spells 0xFFFFFFFF for a whole warp;
// these pass ^uint64(0), which is the whole warp or wavefront on every
// target (kern's masks are 64-bit: AMD wavefronts have 64 lanes).

// Shuffled is the element types the shuffle kernel is instantiated for:
// numba's test_shfl_sync_types (int32, int64, float32, float64) and the
// narrower and unsigned ones.
type Shuffled interface {
	int8 | uint8 | int16 | uint16 | int32 | uint32 | int64 | uint64 | float32 | float64
}

// UsefulSyncWarp is useful_syncwarp: lane 0 writes 42, the warp syncs,
// every lane reads it.
//
//kern:kernel
func UsefulSyncWarp(t *kern.Thread, ary []int32) {
	i := t.Grid1()
	if i == 0 {
		ary[0] = 42
	}
	t.SyncWarp(^uint64(0))
	ary[i] = ary[0]
}

// PartialSyncWarp syncs the first 16 lanes only (a mask of 0xFFFF): each
// writes its lane number, syncs with the others of the mask, and reads
// the one 15−lane; the other lanes write −1.
//
//kern:kernel
func PartialSyncWarp(t *kern.Thread, ary, out []int32) {
	i := t.Grid1()
	if i < 16 {
		ary[i] = int32(i) * 3
		t.SyncWarp(0xFFFF)
		out[i] = ary[15-i]
	} else {
		out[i] = -1
	}
}

// WarpShfl is use_shfl_sync_idx, _up, _down, _xor and _with_val on v[i]:
// out[4i…4i+3] are Shfl(v, idx), ShflUp(v, delta), ShflDown(v, delta)
// and ShflXor(v, xor).
//
//kern:kernel
func WarpShfl[T Shuffled](t *kern.Thread, out, v []T, idx, delta, xor int) {
	i := t.Grid1()
	x := v[i]
	out[4*i] = kern.Shfl(t, x, idx)
	out[4*i+1] = kern.ShflUp(t, x, delta)
	out[4*i+2] = kern.ShflDown(t, x, delta)
	out[4*i+3] = kern.ShflXor(t, x, xor)
}

// WarpVotes is use_vote_sync_all, _any, _eq, _ballot, use_match_any_sync,
// use_match_all_sync and lanemask_lt on in[i] != 0 (and in[i]): out[8i…]
// are all, any, eq (numba's eq_sync, which kern spells all || !any),
// ballot, match_any, match_all (kern has no MatchAllSync: the lanes that
// match this one, when they are every lane of the call, else 0),
// lanemask_lt and the ballot of true (the lanes taking part).
//
//kern:kernel
func WarpVotes(t *kern.Thread, in []int32, out []uint64) {
	i := t.Grid1()
	p := in[i] != 0
	all := kern.AllSync(t, ^uint64(0), p)
	any := kern.AnySync(t, ^uint64(0), p)
	out[8*i] = b2u(all)
	out[8*i+1] = b2u(any)
	out[8*i+2] = b2u(all || !any)
	out[8*i+3] = kern.Ballot(t, ^uint64(0), p)
	m := kern.MatchAnySync(t, ^uint64(0), in[i])
	out[8*i+4] = m
	every := kern.Ballot(t, ^uint64(0), true)
	if m == every {
		out[8*i+5] = m
	} else {
		out[8*i+5] = 0
	}
	out[8*i+6] = kern.LaneMaskLT(t)
	out[8*i+7] = every
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// IndependentScheduling is use_independent_scheduling: the four classes of
// i mod 4 each ballot true over their own lanes (0x1111…, 0x2222…, …).
//
//kern:kernel
func IndependentScheduling(t *kern.Thread, arr []uint64) {
	i := t.ThreadIdx().X
	var ballot uint64
	switch i % 4 {
	case 0:
		ballot = kern.Ballot(t, 0x1111111111111111, true)
	case 1:
		ballot = kern.Ballot(t, 0x2222222222222222, true)
	case 2:
		ballot = kern.Ballot(t, 0x4444444444444444, true)
	case 3:
		ballot = kern.Ballot(t, 0x8888888888888888, true)
	}
	arr[i] = ballot
}

// UseActiveMask is test_activemask's kernel: even lanes and odd lanes
// each read the active mask in their own branch (the branches are the
// same code, which must not be merged into one read before the branch).
//
//kern:kernel
func UseActiveMask(t *kern.Thread, x []uint64) {
	i := t.Grid1()
	if i%2 == 0 {
		x[i] = kern.ActiveMask(t)
	} else {
		x[i] = kern.ActiveMask(t)
	}
}

// UseActiveMaskHelper is UseActiveMask reading the mask in a device
// function that both branches call.
//
//kern:kernel
func UseActiveMaskHelper(t *kern.Thread, x []uint64) {
	i := t.Grid1()
	if i%2 == 0 {
		x[i] = activeOf(t)
	} else {
		x[i] = activeOf(t)
	}
}

func activeOf(t *kern.Thread) uint64 { return kern.ActiveMask(t) }

// WarpShflSync is WarpShfl with numba's own spelling, a member mask
// (shfl_sync(0xFFFFFFFF, …) and its kin): ^uint64(0), every lane.
//
//kern:kernel
func WarpShflSync[T Shuffled](t *kern.Thread, out, v []T, idx, delta, xor int) {
	i := t.Grid1()
	x := v[i]
	m := ^uint64(0)
	out[4*i] = kern.ShflSync(t, m, x, idx)
	out[4*i+1] = kern.ShflUpSync(t, m, x, delta)
	out[4*i+2] = kern.ShflDownSync(t, m, x, delta)
	out[4*i+3] = kern.ShflXorSync(t, m, x, xor)
}

// IndependentShfl is use_independent_scheduling with shuffles: the lanes
// of each residue mod 4 take their own branch and shuffle down by 4 among
// themselves (masks 0x1111… shifted by the residue); the last four lanes
// of the warp keep their own value.
//
//kern:kernel
func IndependentShfl(t *kern.Thread, arr []int32) {
	i := t.ThreadIdx().X
	v := int32(i*3 + 1)
	const m = uint64(0x1111111111111111)
	switch i % 4 {
	case 0:
		v = kern.ShflDownSync(t, m, v, 4)
	case 1:
		v = kern.ShflDownSync(t, m<<1, v, 4)
	case 2:
		v = kern.ShflDownSync(t, m<<2, v, 4)
	case 3:
		v = kern.ShflDownSync(t, m<<3, v, 4)
	}
	arr[i] = v
}
