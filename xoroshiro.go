package kern

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/kernlab/kern/nd"
)

// Numba's GPU random numbers (numba.cuda.random), for ported kernels: an
// array of xoroshiro128+ states, one per thread, each advanced in memory
// by the draw. The streams are numba's bit for bit: the same seed gives
// the same states, uint64s and uniforms as create_xoroshiro128p_states and
// xoroshiro128p_* (normals: see XoroshiroNormalFloat32).
//
// A state array is a []uint64 of two words per generator, s0 then s1 —
// the memory layout of numba's xoroshiro128p_dtype — so index i of
// numba's states is words 2i and 2i+1 here. The kernel-side functions are
// written in kernel Go and compiled from this source by kern gen.

// Xoroshiro128pStates returns n generators for seed, as numba's
// init_xoroshiro128p_states computes them on the host: the first state is
// SplitMix64(seed) advanced by subsequenceStart jumps of 2^64 steps, and
// each next state is the previous one jumped 2^64 steps further.
func Xoroshiro128pStates(n int, seed, subsequenceStart uint64) []uint64 {
	if n <= 0 {
		return nil
	}
	s := make([]uint64, 2*n)
	z := seed + 0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	z ^= z >> 31
	s[0], s[1] = z, z
	for range subsequenceStart {
		xoroshiroJump(s, 0)
	}
	for i := 1; i < n; i++ {
		s[2*i], s[2*i+1] = s[2*i-2], s[2*i-1]
		xoroshiroJump(s, i)
	}
	return s
}

// NewXoroshiro128pStates is numba's create_xoroshiro128p_states(n, seed):
// n generators made on the host and copied to the device where on runs (a
// target, device or stream; the host device for the CPU targets). For a
// subsequence start, copy Xoroshiro128pStates(n, seed, start) with
// ToDevice.
func NewXoroshiro128pStates(on any, n int, seed uint64) (*DeviceArray[uint64], error) {
	if n < 0 {
		return nil, fmt.Errorf("kern: NewXoroshiro128pStates: %d states: %w", n, ErrArgument)
	}
	e, err := place(&placeReq{on: on, name: "NewXoroshiro128pStates", hasCode: true, grid: true})
	if err != nil {
		return nil, err
	}
	h, err := nd.FromSlice(Xoroshiro128pStates(n, seed, 0), 2*n)
	if err != nil {
		return nil, err
	}
	var opts []CopyOption
	if e.s != nil {
		opts = append(opts, OnStream(e.s))
	}
	return ToDevice(e.dev, h, opts...)
}

// xoroshiroJump advances state i by 2^64 steps (numba's xoroshiro128p_jump).
func xoroshiroJump(s []uint64, i int) {
	jump := [2]uint64{0xBEAC0467EBA5FACB, 0xD86B048B86AA9922}
	var s0, s1 uint64
	for _, j := range jump {
		for b := range 64 {
			if j&(1<<b) != 0 {
				s0 ^= s[2*i]
				s1 ^= s[2*i+1]
			}
			XoroshiroNext(s, i)
		}
	}
	s[2*i], s[2*i+1] = s0, s1
}

// XoroshiroNext returns the next uint64 of generator i and advances it
// (numba's xoroshiro128p_next). Usable in kernels.
func XoroshiroNext(states []uint64, i int) uint64 {
	s0, s1 := states[2*i], states[2*i+1]
	r := s0 + s1
	s1 ^= s0
	states[2*i] = bits.RotateLeft64(s0, 55) ^ s1 ^ s1<<14
	states[2*i+1] = bits.RotateLeft64(s1, 36)
	return r
}

// XoroshiroUniformFloat64 returns a uniform float64 in [0, 1): the top 53
// bits of the next uint64 times 2^-53 (xoroshiro128p_uniform_float64).
func XoroshiroUniformFloat64(states []uint64, i int) float64 {
	return float64(XoroshiroNext(states, i)>>11) * 0x1p-53
}

// XoroshiroUniformFloat32 is xoroshiro128p_uniform_float32: the float64
// uniform rounded to float32, so, as in numba, it is 1.0 when the top 53
// bits are within 2^-25 of 1 (about once in 2^25 draws).
func XoroshiroUniformFloat32(states []uint64, i int) float32 {
	return float32(XoroshiroUniformFloat64(states, i))
}

// XoroshiroNormalFloat32 is xoroshiro128p_normal_float32: Box–Muller of two
// float32 uniforms (two draws), computed in float32 as numba types it on
// the GPU — log, sqrt and cos rounded to float32 from Go's float64 math,
// where numba's GPU code calls libdevice's logf and cosf (within 1–2 ULP
// of it; numba's simulator computes in float64). A uniform of 0 gives
// +Inf, as in numba.
func XoroshiroNormalFloat32(states []uint64, i int) float32 {
	u1 := XoroshiroUniformFloat32(states, i)
	u2 := XoroshiroUniformFloat32(states, i)
	l := float32(exactLog(float64(u1)))
	c := float32(exactCos(float64(float32(2*math.Pi) * u2)))
	return float32(math.Sqrt(float64(-2*l))) * c
}

// XoroshiroNormalFloat64 is xoroshiro128p_normal_float64: Box–Muller of two
// float32 uniforms, with the logarithm in float32 as numba types it on the
// GPU and the rest in float64.
func XoroshiroNormalFloat64(states []uint64, i int) float64 {
	u1 := XoroshiroUniformFloat32(states, i)
	u2 := XoroshiroUniformFloat32(states, i)
	l := float32(exactLog(float64(u1)))
	return math.Sqrt(-2*float64(l)) * exactCos(2*math.Pi*float64(u2))
}
