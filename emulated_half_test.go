package kern_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/testing/gputest"
)

// halfInputs are operand triples of 16-bit patterns: every pair of
// special values (±0, ±subnormals, ±1, values near the largest finite,
// ±Inf, NaNs) with a third, then random patterns, random close operands
// and tiny FMA addends. bf selects bfloat16's specials.
func halfInputs(bf bool, n int) (x, y, z []uint16) {
	special := []uint16{0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x3555, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfe01, 0x4248, 0x1400}
	if bf {
		special = []uint16{0x0000, 0x8000, 0x0001, 0x8001, 0x007f, 0x0080, 0x3f80, 0xbf80, 0x3eab, 0x7f7f, 0xff7f, 0x7f80, 0xff80, 0x7fc0, 0x7f81, 0xffc1, 0x4049, 0x0d00}
	}
	for i, a := range special {
		for j, b := range special {
			x, y, z = append(x, a), append(y, b), append(z, special[(i+2*j)%len(special)])
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for len(x) < n {
		a := uint16(r.Uint32())
		var b, c uint16
		switch len(x) % 3 {
		case 0:
			b, c = uint16(r.Uint32()), uint16(r.Uint32())
		case 1: // close operands: cancellation, ties
			b, c = a^uint16(r.IntN(8)), a^0x8000^uint16(r.IntN(64))
		case 2: // a tiny addend beside a product
			b, c = uint16(r.Uint32())&0x7fff|0x3000, uint16(r.Uint32())&0x83ff
		}
		x, y, z = append(x, a), append(y, b), append(z, c)
	}
	return x, y, z
}

// halfWant is what package half computes for gputest.HalfOps16/BF.
func halfWant[T half.Half](x, y, z []uint16, widen func(T) float32, n32 func(float32) T, n64 func(float64) T) (out []uint16, wide []float64) {
	out, wide = make([]uint16, gputest.HalfOut*len(x)), make([]float64, 3*len(x))
	for i := range x {
		a, b, c := T(x[i]), T(y[i]), T(z[i])
		o := out[gputest.HalfOut*i:]
		o[0], o[1], o[2], o[3] = uint16(half.HAdd(a, b)), uint16(half.HSub(a, b)), uint16(half.HMul(a, b)), uint16(half.HDiv(a, b))
		o[4], o[5] = uint16(half.HFma(a, b, c)), uint16(half.HSqrt(a))
		o[6], o[7], o[8], o[9] = uint16(half.HNeg(a)), uint16(half.HAbs(b)), uint16(half.HMin(a, b)), uint16(half.HMax(a, b))
		for k, r := range [6]bool{half.HEq(a, b), half.HNe(a, b), half.HLt(a, b), half.HLe(a, b), half.HGt(a, b), half.HGe(a, b)} {
			if r {
				o[10] |= 1 << k
			}
		}
		fa, fb, fc := widen(a), widen(b), float64(widen(c))
		o[11] = uint16(n32(fa*fb + 1))
		o[12] = uint16(n64(fc * 1.0000001))
		o[13] = uint16(n64(float64(fa) + fc*0x1p-30))
		wide[3*i], wide[3*i+1], wide[3*i+2] = float64(fa), float64(fb), fc
	}
	return out, wide
}

// sameHalf compares 16-bit results: the same bits, or both NaN (a GPU may
// return its canonical NaN where package half keeps a payload).
func sameHalf(bf bool, g, w uint16) bool {
	nan := func(h uint16) bool {
		if bf {
			return h&0x7fff > 0x7f80
		}
		return h&0x7fff > 0x7c00
	}
	return g == w || nan(g) && nan(w)
}

// TestEmulatedHalf runs binary16 and bfloat16 arithmetic, comparisons and
// conversions in kernels on every place (the emulated devices execute the
// generated PTX and AMD code) and compares with package half, bit for bit.
func TestEmulatedHalf(t *testing.T) {
	n := 4096
	if testing.Short() {
		n = 1024
	}
	for _, bf := range []bool{false, true} {
		x, y, z := halfInputs(bf, n)
		var want []uint16
		var wantWide []float64
		k := kern.NewKernel5(gputest.HalfOps16)
		if bf {
			want, wantWide = halfWant(x, y, z, half.BFloat16.Float32, half.ToBFloat16, half.ToBFloat16From64)
			k = kern.NewKernel5(gputest.HalfOpsBF)
		} else {
			want, wantWide = halfWant(x, y, z, half.Float16.Float32, half.ToFloat16, half.ToFloat16From64)
		}
		for _, p := range places() {
			t.Run(map[bool]string{false: "f16/", true: "bf16/"}[bf]+p.name, func(t *testing.T) {
				out, wide := make([]uint16, len(want)), make([]float64, len(wantWide))
				if err := k.Launch(p.on, (len(x)+127)/128, 128, x, y, z, out, wide); err != nil {
					t.Fatal(err)
				}
				bad := 0
				for i := range out {
					j := i / gputest.HalfOut
					if !sameHalf(bf, out[i], want[i]) && bad < 10 {
						bad++
						t.Errorf("op %d of %#04x, %#04x, %#04x: %#04x, package half %#04x", i%gputest.HalfOut, x[j], y[j], z[j], out[i], want[i])
					}
				}
				for i := range wide {
					if g, w := wide[i], wantWide[i]; math.Float64bits(g) != math.Float64bits(w) && !(g != g && w != w) && bad < 10 {
						bad++
						t.Errorf("widened operand %d of element %d: %v, want %v", i%3, i/3, g, w)
					}
				}
			})
		}
	}
}
