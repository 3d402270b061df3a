package gputest

import (
	"math"
	"math/rand/v2"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/half"
)

// FP8Widen widens the E4M3 and E5M2 patterns x[i] and y[i] (typed byte
// slices): w32[2i:] gets both as float32, w64[2i:] as float64, and
// class[i] their IsNaN and IsInf(±1, 0) answers as bits.
//
//kern:kernel
func FP8Widen(t *kern.Thread, x []kern.Float8E4M3, y []kern.Float8E5M2, w32 []float32, w64 []float64, class []uint8) {
	if i := t.Grid1(); i < len(x) {
		a, b := x[i], y[i]
		w32[2*i], w32[2*i+1] = a.Float32(), b.Float32()
		w64[2*i], w64[2*i+1] = a.Float64(), b.Float64()
		var c uint8
		for k, r := range [8]bool{a.IsNaN(), a.IsInf(1), a.IsInf(-1), a.IsInf(0), b.IsNaN(), b.IsInf(1), b.IsInf(-1), b.IsInf(0)} {
			if r {
				c |= 1 << k
			}
		}
		class[i] = c
	}
}

// FP8Round rounds x[i] (float32) and d[i] (float64) to both FP8 formats
// through every narrowing kernel code has: e4[3i:] gets kern.ToFloat8E4M3(x[i]),
// half.ToFloat8E4M3(x[i]) and half.ToFloat8E4M3From64(d[i]), e5[3i:] the
// same for E5M2, and bits[2i:] the patterns through Bits and FromBits.
//
//kern:kernel
func FP8Round(t *kern.Thread, x []float32, d []float64, e4 []kern.Float8E4M3, e5 []kern.Float8E5M2, bits []uint8) {
	if i := t.Grid1(); i < len(x) {
		e4[3*i] = kern.ToFloat8E4M3(x[i])
		e4[3*i+1] = half.ToFloat8E4M3(x[i])
		e4[3*i+2] = half.ToFloat8E4M3From64(d[i])
		e5[3*i] = kern.ToFloat8E5M2(x[i])
		e5[3*i+1] = half.ToFloat8E5M2(x[i])
		e5[3*i+2] = half.ToFloat8E5M2From64(d[i])
		bits[2*i] = half.Float8E4M3FromBits(e4[3*i].Bits()).Bits()
		bits[2*i+1] = half.Float8E5M2FromBits(e5[3*i].Bits()).Bits()
	}
}

// FP8Dequant is the dequantization of an E4M3 tensor with a scale, the
// ufunc an ML user writes: x·s in float32.
//
//kern:vectorize
func FP8Dequant(x kern.Float8E4M3, s float32) float32 { return x.Float32() * s }

// FP8Quant is the quantization to E4M3: v/s rounded to nearest even,
// NaN past ±464.
//
//kern:vectorize
func FP8Quant(v, s float32) kern.Float8E4M3 { return kern.ToFloat8E4M3(v / s) }

// FP8RequantRow rescales a row of E5M2 values into E4M3 so that its
// largest magnitude becomes 448 (a gufunc core: widening, a float32
// reduction and narrowing from float64); an all-zero row stays zero.
//
//kern:guvectorize (n)->(n)
func FP8RequantRow(x kern.Array1[kern.Float8E5M2], q kern.Array1[kern.Float8E4M3]) {
	var amax float32
	for i := range x.Len() {
		if v := x.At(i); !v.IsNaN() && !v.IsInf(0) {
			amax = max(amax, v.Float32(), -v.Float32())
		}
	}
	s := 1.0
	if amax > 0 {
		s = 448 / float64(amax)
	}
	for i := range x.Len() {
		q.Set(i, half.ToFloat8E4M3From64(x.At(i).Float64()*s))
	}
}

// FP8RoundInputs are the narrowing tests' operands, n of each (n ≥ the
// targeted cases, about 12000): x holds every float32 within 4 ULP of
// each FP8 value and of each halfway point between neighbours (both
// formats, both signs, the overflow thresholds 464 and 61440 included),
// then ±0, ±Inf, NaNs with payloads, float32 subnormals, huge values and
// random patterns; d holds float64s just beside each halfway point —
// closer than half a float32 ULP, where rounding through float32 would
// land on the tie — and float64's own specials, then random patterns.
func FP8RoundInputs(n int) (x []float32, d []float64) {
	var points []float64 // exact FP8 values and halfway points, positive
	for _, f := range []struct {
		top  uint8 // the largest finite pattern
		next func(uint8) float64
	}{
		{0x7e, func(b uint8) float64 {
			if b == 0x7f {
				return 480 // where 0x7f would be, were it not NaN
			}
			return float64(half.Float8E4M3(b).Float32())
		}},
		{0x7b, func(b uint8) float64 {
			if b == 0x7c {
				return 65536
			}
			return float64(half.Float8E5M2(b).Float32())
		}},
	} {
		for b := uint8(0); b <= f.top; b++ {
			v, w := f.next(b), f.next(b+1)
			points = append(points, v, (v+w)/2)
		}
	}
	for _, p := range points {
		for _, s := range []float64{1, -1} {
			b := math.Float32bits(float32(s * p))
			for j := -4; j <= 4; j++ {
				if p != 0 || j >= 0 {
					x = append(x, math.Float32frombits(b+uint32(j)))
				}
			}
			for _, k := range []float64{0x1p-25, 0x1p-30, 0x1p-40, 0x1p-52} {
				d = append(d, s*p*(1+k), s*p*(1-k))
			}
		}
	}
	inf, nan := float32(math.Inf(1)), math.Float32frombits
	x = append(x, 0, float32(math.Copysign(0, -1)), inf, -inf, nan(0x7fc00000), nan(0xffc00001), nan(0x7f800001), nan(0xffbfffff),
		nan(1), nan(0x80000001), nan(0x007fffff), nan(0x00400000), 3.4e38, -3.4e38, 1e30, 1e10, 1e-30, 0x1p-126, -0x1p-127)
	d = append(d, 0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), math.Float64frombits(0xfff0000000000001),
		math.Float64frombits(0x7ff8000000000123), 1e-300, -1e-310, 0x1p-126, 0x1p-127*(1-0x1p-30), 1e-40, 1e300, -0x1p128, 0x1p128*(1-0x1p-30),
		464*(1-0x1p-40), 464, 61440*(1-0x1p-40), 61440)
	r := rand.New(rand.NewPCG(8, 9))
	for len(x) < n {
		x = append(x, math.Float32frombits(r.Uint32()))
	}
	for len(d) < n {
		if len(d)%2 == 0 {
			d = append(d, math.Float64frombits(r.Uint64()))
		} else { // near FP8's range, where the rounding is
			d = append(d, (r.Float64()*2-1)*math.Ldexp(1, r.IntN(40)-24))
		}
	}
	return x[:n], d[:n]
}
