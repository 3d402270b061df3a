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
