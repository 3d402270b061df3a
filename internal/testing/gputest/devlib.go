package gputest

import (
	"math"

	"github.com/kernlab/kern"
)

// The device library's random numbers, drawn in kernels. Each kernel
// writes every draw as its bits, so the suite compares them exactly.

// RandKinds is how many words RandDraws writes per round.
const RandKinds = 7

// RandDraws gives thread i the generator NewRand(seed, i) and writes m
// rounds of Uint32, Uint64, Float32, Float64, NormFloat32, NormFloat64 and
// a Float32 drawn in a device function that takes and returns the
// generator by value.
//
//kern:kernel
func RandDraws(t *kern.Thread, seed uint64, m int, out []uint64) {
	i := t.Grid1()
	if (i+1)*m*RandKinds > len(out) {
		return
	}
	r := kern.NewRand(seed, uint64(i))
	for j := range m {
		o := out[(i*m+j)*RandKinds:]
		o[0] = uint64(r.Uint32())
		o[1] = r.Uint64()
		o[2] = uint64(math.Float32bits(r.Float32()))
		o[3] = math.Float64bits(r.Float64())
		o[4] = uint64(math.Float32bits(r.NormFloat32()))
		o[5] = math.Float64bits(r.NormFloat64())
		var f float32
		f, r = drawByValue(r)
		o[6] = uint64(math.Float32bits(f))
	}
}

func drawByValue(r kern.Rand) (float32, kern.Rand) {
	f := r.Float32()
	return f, r
}

// PhiloxBlocks computes Philox4x32 of counters ctr[4i:4i+4] and keys
// key[2i:2i+2] into out[4i:4i+4].
//
//kern:kernel
func PhiloxBlocks(t *kern.Thread, ctr, key, out []uint32) {
	i := t.Grid1()
	if 4*i+4 > len(out) {
		return
	}
	o := kern.Philox4x32([4]uint32{ctr[4*i], ctr[4*i+1], ctr[4*i+2], ctr[4*i+3]}, [2]uint32{key[2*i], key[2*i+1]})
	for k, v := range o {
		out[4*i+k] = v
	}
}

// XoroKinds is how many words XoroDraws writes per round.
const XoroKinds = 5

// XoroDraws draws m rounds of next, uniform float32/float64 and normal
// float32/float64 from generator i of numba-style states.
//
//kern:kernel
func XoroDraws(t *kern.Thread, states []uint64, m int, out []uint64) {
	i := t.Grid1()
	if 2*i+2 > len(states) || (i+1)*m*XoroKinds > len(out) {
		return
	}
	for j := range m {
		o := out[(i*m+j)*XoroKinds:]
		o[0] = kern.XoroshiroNext(states, i)
		o[1] = uint64(math.Float32bits(kern.XoroshiroUniformFloat32(states, i)))
		o[2] = math.Float64bits(kern.XoroshiroUniformFloat64(states, i))
		o[3] = uint64(math.Float32bits(kern.XoroshiroNormalFloat32(states, i)))
		o[4] = math.Float64bits(kern.XoroshiroNormalFloat64(states, i))
	}
}

// AtomicBits exercises AtomicAnd, AtomicOr and AtomicXor on global int32,
// uint64 and uint8 words, and on a shared uint64 tile per block (written
// to blk[3b:3b+3]). Every result is independent of the order of the
// threads.
//
//kern:kernel
func AtomicBits(t *kern.Thread, n int, g32 []int32, g64 []uint64, g8 []uint8, blk []uint64) {
	sh := kern.Shared[[3]uint64](t)
	tid := t.ThreadIdx().X
	if tid == 0 {
		sh[0], sh[1], sh[2] = 0, 0, ^uint64(0)
	}
	t.SyncThreads()
	i := t.Grid1()
	if i < n {
		kern.AtomicAnd(&g32[0], ^int32(1<<(i%31)))
		kern.AtomicOr(&g32[1], int32(1)<<(i%31))
		kern.AtomicXor(&g32[2], int32(i*40503))
		kern.AtomicAnd(&g64[0], ^(uint64(1) << (i % 64)))
		kern.AtomicOr(&g64[1], uint64(1)<<(i%64))
		kern.AtomicXor(&g64[2], uint64(i)*0x9E3779B97F4A7C15)
		kern.AtomicXor(&g8[1], uint8(i))
		kern.AtomicOr(&sh[0], uint64(1)<<(tid%64))
		kern.AtomicXor(&sh[1], uint64(tid+1)*0xBF58476D1CE4E5B9)
		kern.AtomicAnd(&sh[2], ^(uint64(1) << (tid % 64)))
	}
	t.SyncThreads()
	if tid == 0 {
		b := t.BlockIdx().X
		blk[3*b], blk[3*b+1], blk[3*b+2] = sh[0], sh[1], sh[2]
	}
}

// AtomicCounters counts with AtomicInc and AtomicDec: c32[0] and c64[0]
// wrap to 0 after bound, c32[1] and c64[1] count down and wrap to bound,
// olds[i] is the value thread i's c32[0] increment saw, and each block
// counts in shared memory too (c32[2+2b], c32[3+2b]).
//
//kern:kernel
func AtomicCounters(t *kern.Thread, n int, bound uint32, c32 []uint32, c64 []uint64, olds []uint32) {
	sh := kern.Shared[[2]uint32](t)
	tid := t.ThreadIdx().X
	if tid == 0 {
		sh[0], sh[1] = 0, 5
	}
	t.SyncThreads()
	i := t.Grid1()
	if i < n {
		olds[i] = kern.AtomicInc(&c32[0], bound)
		kern.AtomicDec(&c32[1], bound)
		kern.AtomicInc(&c64[0], uint64(bound))
		kern.AtomicDec(&c64[1], uint64(bound))
		kern.AtomicInc(&sh[0], 6)
		kern.AtomicDec(&sh[1], 9)
	}
	t.SyncThreads()
	if tid == 0 {
		b := t.BlockIdx().X
		c32[2+2*b], c32[3+2*b] = sh[0], sh[1]
	}
}

// AtomicNaN folds v32 and v64 with AtomicNanMax and AtomicNanMin (NaN is
// missing) into o32[0:2] and o64[0:2], per block in shared memory into
// o64[2+b], and the int64 forms into oi[0:2].
//
//kern:kernel
func AtomicNaN(t *kern.Thread, v32 []float32, v64 []float64, o32 []float32, o64 []float64, oi []int64) {
	sh := kern.Shared[[1]float64](t)
	tid := t.ThreadIdx().X
	if tid == 0 {
		sh[0] = math.NaN()
	}
	t.SyncThreads()
	i := t.Grid1()
	if i < len(v32) {
		kern.AtomicNanMax(&o32[0], v32[i])
		kern.AtomicNanMin(&o32[1], v32[i])
		kern.AtomicNanMax(&o64[0], v64[i])
		kern.AtomicNanMin(&o64[1], v64[i])
		kern.AtomicNanMax(&sh[0], v64[i])
		kern.AtomicNanMax(&oi[0], int64(i)-7)
		kern.AtomicNanMin(&oi[1], int64(i)-7)
	}
	t.SyncThreads()
	if tid == 0 {
		o64[2+t.BlockIdx().X] = sh[0]
	}
}

// WarpVotes writes, per thread i of the first n, the warp functions'
// results for in[i]: the ballot of in[i] > 0, AllSync and AnySync of it
// (bits 0 and 1), MatchAnySync of in[i]%3, ActiveMask and LaneMaskLT.
// The mask is the lanes of the warp below lane 40 (so a 64-lane wavefront
// shows a mask that leaves lanes out), and threads at or past n have
// returned before the votes. A SyncWarp of the active lanes comes first.
//
//kern:kernel
func WarpVotes(t *kern.Thread, n int, in []int32, ballot, match, active []uint64, allAny []uint8) {
	i := t.Grid1()
	if i >= n {
		return
	}
	act := kern.ActiveMask(t)
	t.SyncWarp(act)
	mask := act & (uint64(1)<<40 - 1)
	if t.LaneID() >= 40 {
		mask = act
	}
	p := in[i] > 0
	ballot[i] = kern.Ballot(t, mask, p)
	var aa uint8
	if kern.AllSync(t, mask, p) {
		aa |= 1
	}
	if kern.AnySync(t, mask, p) {
		aa |= 2
	}
	allAny[i] = aa
	match[i] = kern.MatchAnySync(t, mask, in[i]%3)
	active[i] = act
	ballot[n+i] = kern.LaneMaskLT(t)
	match[n+i] = kern.MatchAnySync(t, act, float64(in[i]%2)*0.5)
}

// VoteSplit is undefined behaviour: the two halves of each warp vote at
// different calls, each naming the whole warp.
//
//kern:kernel
func VoteSplit(t *kern.Thread, out []uint64) {
	i := t.Grid1()
	if t.LaneID() < 16 {
		out[i] = kern.Ballot(t, ^uint64(0), true)
	} else {
		out[i] = kern.Ballot(t, ^uint64(0), false)
	}
}

// VoteNotInMask is undefined behaviour: every lane votes with a mask that
// names lane 0 only.
//
//kern:kernel
func VoteNotInMask(t *kern.Thread, out []uint64) {
	out[t.Grid1()] = kern.Ballot(t, 1, true)
}
