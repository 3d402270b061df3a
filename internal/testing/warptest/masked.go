package warptest

import "github.com/kernlab/kern"

// The masked-shuffle tests' kernels (TestEmulatedShflSync in package
// kern): kern.ShflSync, ShflUpSync, ShflDownSync and ShflXorSync with
// whole-warp, tiled and sparse masks, converged and in divergent branches,
// with ActiveMask in partial warps, and a branch that only part of the
// warp enters followed by a whole-warp shuffle.

// MaskElem is the element types Masked is instantiated for: a 32-bit
// word, a value that moves as two halves, a complex128 (two shuffles of
// two halves) and a half.
type MaskElem interface {
	int32 | float64 | complex128 | kern.Float16
}

// Masked sets out[4i…4i+3] to ShflSync, ShflUpSync, ShflDownSync and
// ShflXorSync of v[i] by arg[i] among the lanes of the mask scheme picks:
//
//	0: every lane (^uint64(0)), one converged call
//	1: the lane's 16-lane tile, one converged call whose lanes name different masks
//	2: the same tiles, the lower tile of each 32 lanes in an if, the upper one in its else
//	3: the even lanes in an if, the odd ones in its else
//	4: the lower 8 lanes of each 16 only, in an if without an else (the others keep v)
//
//kern:kernel
func Masked[T MaskElem](t *kern.Thread, out, v []T, arg []int32, scheme int32) {
	i := t.Grid1()
	x, a := v[i], int(arg[i])
	o := out[4*i : 4*i+4]
	lane := t.LaneID()
	tile := uint64(0xFFFF) << (lane &^ 15)
	switch scheme {
	case 0:
		m := ^uint64(0)
		o[0], o[1], o[2], o[3] = kern.ShflSync(t, m, x, a), kern.ShflUpSync(t, m, x, a), kern.ShflDownSync(t, m, x, a), kern.ShflXorSync(t, m, x, a)
	case 1:
		o[0], o[1], o[2], o[3] = kern.ShflSync(t, tile, x, a), kern.ShflUpSync(t, tile, x, a), kern.ShflDownSync(t, tile, x, a), kern.ShflXorSync(t, tile, x, a)
	case 2:
		if lane&16 == 0 {
			o[0], o[1], o[2], o[3] = kern.ShflSync(t, tile, x, a), kern.ShflUpSync(t, tile, x, a), kern.ShflDownSync(t, tile, x, a), kern.ShflXorSync(t, tile, x, a)
		} else {
			o[0], o[1], o[2], o[3] = kern.ShflSync(t, tile, x, a), kern.ShflUpSync(t, tile, x, a), kern.ShflDownSync(t, tile, x, a), kern.ShflXorSync(t, tile, x, a)
		}
	case 3:
		if lane%2 == 0 {
			m := uint64(0x5555555555555555)
			o[0], o[1], o[2], o[3] = kern.ShflSync(t, m, x, a), kern.ShflUpSync(t, m, x, a), kern.ShflDownSync(t, m, x, a), kern.ShflXorSync(t, m, x, a)
		} else {
			m := uint64(0xAAAAAAAAAAAAAAAA)
			o[0], o[1], o[2], o[3] = kern.ShflSync(t, m, x, a), kern.ShflUpSync(t, m, x, a), kern.ShflDownSync(t, m, x, a), kern.ShflXorSync(t, m, x, a)
		}
	case 4:
		o[0], o[1], o[2], o[3] = x, x, x, x
		if lane&8 == 0 {
			m := uint64(0xFF) << (lane &^ 7)
			o[0], o[1], o[2], o[3] = kern.ShflSync(t, m, x, a), kern.ShflUpSync(t, m, x, a), kern.ShflDownSync(t, m, x, a), kern.ShflXorSync(t, m, x, a)
		}
	}
}

// Active shuffles among the lanes ActiveMask names inside a bounds check,
// so that the warps holding thread n are partial (as is a block's last
// warp when the block is not a whole number of warps): out[4i…] as
// Masked's, for i < n.
//
//kern:kernel
func Active(t *kern.Thread, out, v, arg []int32, n int) {
	i := t.Grid1()
	if i < n {
		m := kern.ActiveMask(t)
		x, a := v[i], int(arg[i])
		o := out[4*i : 4*i+4]
		o[0], o[1], o[2], o[3] = kern.ShflSync(t, m, x, a), kern.ShflUpSync(t, m, x, a), kern.ShflDownSync(t, m, x, a), kern.ShflXorSync(t, m, x, a)
	}
}

// Halves adds to v[i], in the lower 16-lane tile of each 32 lanes only,
// the value of the next lane of its tile (ShflDownSync by 1 among the
// tile), then over the whole warp the value 16 lanes away (ShflXorSync by
// 16): the other lanes reach the whole-warp shuffle first and wait there
// for the if's lanes.
//
//kern:kernel
func Halves(t *kern.Thread, out, v []int32) {
	i := t.Grid1()
	x := v[i]
	lane := t.LaneID()
	if lane&16 == 0 {
		x += kern.ShflDownSync(t, uint64(0xFFFF)<<(lane&^15), x, 1)
	}
	out[i] = x + kern.ShflXorSync(t, ^uint64(0), x, 16)
}

// Misuse shuffles x[i] in a way a GPU leaves undefined, which the
// simulator and the emulated CUDA device report: how 0, a mask that does
// not name the caller; 1, a source lane of the mask (lane 4, read by lane
// 3) that exited; 2, a source lane past the end of a block of fewer than
// 32 threads; 3, lanes of one call naming different masks (the lower 16
// lanes their own, the others every lane).
//
//kern:kernel
func Misuse(t *kern.Thread, x []int32, how int32) {
	i := t.Grid1()
	lane := t.LaneID()
	switch how {
	case 0:
		x[i] = kern.ShflSync(t, 1, x[i], 0)
	case 1:
		if lane == 4 {
			return
		}
		x[i] = kern.ShflDownSync(t, ^uint64(0), x[i], 1)
	case 2:
		x[i] = kern.ShflDownSync(t, ^uint64(0), x[i], 1)
	case 3:
		m := ^uint64(0)
		if lane < 16 {
			m = 0xFFFF
		}
		x[i] = kern.ShflXorSync(t, m, x[i], 16)
	}
}

// BranchSum reduces the first 16 threads of each block in a branch the
// rest of the block skips to wait at SyncThreads: a tree of ShflDownSync
// among the lanes ActiveMask names (lanes past the mask keep their own
// value); every thread writes its value after the barrier.
//
//kern:kernel
func BranchSum(t *kern.Thread, x, out []int32) {
	i := t.Grid1()
	v := x[i]
	if t.ThreadIdx().X < 16 {
		m := kern.ActiveMask(t)
		for d := 8; d > 0; d >>= 1 {
			v += kern.ShflDownSync(t, m, v, d)
		}
	}
	t.SyncThreads()
	out[i] = v
}

// GridBranchSum is BranchSum with GridSync for the barrier the rest of
// the block waits at (a cooperative launch).
//
//kern:kernel
func GridBranchSum(t *kern.Thread, x, out []int32) {
	i := t.Grid1()
	v := x[i]
	if t.ThreadIdx().X < 16 {
		m := kern.ActiveMask(t)
		for d := 8; d > 0; d >>= 1 {
			v += kern.ShflDownSync(t, m, v, d)
		}
	}
	t.GridSync()
	out[i] = v
}
