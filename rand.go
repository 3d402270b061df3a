package kern

import "math"

// Random numbers in kernels: Philox4x32-10, the counter-based generator of
// cuRAND and Random123. Its whole state is a few 32-bit words that live in
// registers, and a stream is a pure function of (seed, subsequence), so
// every thread makes its own generator and every target — CPU, Parallel,
// Sim, CUDA and ROC, emulated or not — draws the same numbers.
//
// The methods are written in kernel Go: kern gen compiles them from this
// source as device functions. Each exported pointer method M is the value
// method m, which returns its results and the advanced generator; the
// compiler calls m on the local variable's value and stores the new state
// back, so no pointer reaches the GPU code and the state stays in
// registers.

// Philox4x32-10 constants (Salmon et al., "Parallel random numbers: as
// easy as 1, 2, 3", SC'11; Random123's philox.h).
const (
	philoxM0 = 0xD2511F53
	philoxM1 = 0xCD9E8D57
	philoxW0 = 0x9E3779B9 // golden ratio
	philoxW1 = 0xBB67AE85 // sqrt(3) - 1
)

// Philox4x32 is the Philox4x32-10 block function: it maps a 128-bit counter
// and a 64-bit key to 128 random bits, as Random123's philox4x32(ctr, key)
// and cuRAND's curand_Philox4x32_10 do. Usable in kernels.
func Philox4x32(ctr [4]uint32, key [2]uint32) [4]uint32 {
	c0, c1, c2, c3 := ctr[0], ctr[1], ctr[2], ctr[3]
	k0, k1 := key[0], key[1]
	for r := 0; r < 10; r++ {
		if r > 0 {
			k0 += philoxW0
			k1 += philoxW1
		}
		p0 := uint64(philoxM0) * uint64(c0)
		p1 := uint64(philoxM1) * uint64(c2)
		c0, c1, c2, c3 = uint32(p1>>32)^c1^k0, uint32(p1), uint32(p0>>32)^c3^k1, uint32(p0)
	}
	return [4]uint32{c0, c1, c2, c3}
}

// Rand is a Philox4x32-10 generator for one thread:
//
//	r := kern.NewRand(seed, uint64(t.Grid1()))
//	x := r.Float32()
//
// Its stream is cuRAND's curand() after curand_init(seed, subsequence, 0)
// for the Philox4_32_10 generator: key = seed, counter = (block, subsequence)
// with the 64-bit block number in the low half, four 32-bit words per
// block, drawn in order. Subsequences are 2^66 words apart.
//
// In kernel code a Rand is a local variable used through its methods (or
// copied by value: pass it to a device function and return it); the GPU
// compiler rejects its address anywhere else (K011). On every target it
// is a plain Go value: copies draw the same numbers.
type Rand struct {
	k0, k1         uint32 // key: the seed
	c0, c1, c2, c3 uint32 // counter: block (c0, c1), subsequence (c2, c3)
	o0, o1, o2, o3 uint32 // the current block's output
	n              uint32 // the next output word, 0..3
}

// NewRand returns the generator of subsequence of seed. Usable in kernels.
func NewRand(seed, subsequence uint64) Rand {
	r := Rand{
		k0: uint32(seed), k1: uint32(seed >> 32),
		c2: uint32(subsequence), c3: uint32(subsequence >> 32),
	}
	return r.fill()
}

// fill computes the output block of the current counter.
func (r Rand) fill() Rand {
	o := Philox4x32([4]uint32{r.c0, r.c1, r.c2, r.c3}, [2]uint32{r.k0, r.k1})
	r.o0, r.o1, r.o2, r.o3 = o[0], o[1], o[2], o[3]
	r.n = 0
	return r
}

// Uint32 returns the next 32 random bits.
func (r *Rand) Uint32() uint32 {
	var v uint32
	v, *r = r.uint32()
	return v
}

// Uint64 returns the next 64 random bits: two words, the first drawn in
// the low half.
func (r *Rand) Uint64() uint64 {
	var v uint64
	v, *r = r.uint64()
	return v
}

// Float32 returns a uniform float32 in [0, 1): the top 24 bits of a word
// times 2^-24.
func (r *Rand) Float32() float32 {
	var v float32
	v, *r = r.float32()
	return v
}

// Float64 returns a uniform float64 in [0, 1): the top 53 bits of Uint64
// times 2^-53.
func (r *Rand) Float64() float64 {
	var v float64
	v, *r = r.float64()
	return v
}

// NormFloat64 returns a standard normal float64 by the Box–Muller
// transform of two 53-bit uniforms (four words; the sine half is not
// kept, so every call draws the same amount).
func (r *Rand) NormFloat64() float64 {
	var v float64
	v, *r = r.normFloat64()
	return v
}

// NormFloat32 returns a standard normal float32: Box–Muller of two 24-bit
// uniforms (two words) in float64, rounded once.
func (r *Rand) NormFloat32() float32 {
	var v float32
	v, *r = r.normFloat32()
	return v
}

// uint32 is curand(): the words of the current block in order; after the
// fourth the 128-bit counter steps (with carry) and the next block is made.
func (r Rand) uint32() (uint32, Rand) {
	v := r.o3
	switch r.n {
	case 0:
		v = r.o0
	case 1:
		v = r.o1
	case 2:
		v = r.o2
	}
	r.n++
	if r.n == 4 {
		r.c0++
		if r.c0 == 0 {
			r.c1++
			if r.c1 == 0 {
				r.c2++
				if r.c2 == 0 {
					r.c3++
				}
			}
		}
		r = r.fill()
	}
	return v, r
}

func (r Rand) uint64() (uint64, Rand) {
	lo, r := r.uint32()
	hi, r := r.uint32()
	return uint64(lo) | uint64(hi)<<32, r
}

func (r Rand) float32() (float32, Rand) {
	v, r := r.uint32()
	return float32(v>>8) * 0x1p-24, r
}

func (r Rand) float64() (float64, Rand) {
	v, r := r.uint64()
	return float64(v>>11) * 0x1p-53, r
}

// boxMuller is sqrt(-2 ln u1)·cos(2π u2). The logarithm and cosine are
// package math's algorithms rounded step by step (randmath.go), so FMA
// contraction — GPU code's default, arm64's Go — cannot change the bits,
// and no product here feeds a sum: every target draws the same normals.
func boxMuller(u1, u2 float64) float64 {
	return math.Sqrt(-2*exactLog(u1)) * exactCos(2*math.Pi*u2)
}

func (r Rand) normFloat64() (float64, Rand) {
	a, r := r.uint64()
	b, r := r.uint64()
	// u1 in (0, 1], so the logarithm is finite.
	return boxMuller(float64(a>>11+1)*0x1p-53, float64(b>>11)*0x1p-53), r
}

func (r Rand) normFloat32() (float32, Rand) {
	a, r := r.uint32()
	b, r := r.uint32()
	return float32(boxMuller(float64(a>>8+1)*0x1p-24, float64(b>>8)*0x1p-24)), r
}
