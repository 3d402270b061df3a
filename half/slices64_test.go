package half

import (
	"math"
	"math/rand/v2"
	"testing"
)

// The float64 and FP8 bulk conversions equal the scalar ones: every
// pattern of each type widened, and narrowing of float64 values beside
// every halfway point of the 16-bit types (where rounding through float32
// to nearest would round twice), of every FP8 value and halfway point, of
// the specials and NaN payloads, and of random values.
func TestBulk64AndFP8MatchScalar(t *testing.T) {
	h := make([]Float16, 1<<16)
	bf := make([]BFloat16, 1<<16)
	for i := range h {
		h[i], bf[i] = Float16(i), BFloat16(i)
	}
	w := make([]float64, 1<<16)
	Float16sToFloat64s(w, h)
	for i, x := range w {
		if math.Float64bits(x) != math.Float64bits(h[i].Float64()) {
			t.Fatalf("Float16sToFloat64s(%#04x) = %v", i, x)
		}
	}
	BFloat16sToFloat64s(w, bf)
	for i, x := range w {
		if math.Float64bits(x) != math.Float64bits(bf[i].Float64()) {
			t.Fatalf("BFloat16sToFloat64s(%#04x) = %v", i, x)
		}
	}
	e4, e5 := make([]Float8E4M3, 256), make([]Float8E5M2, 256)
	for i := range 256 {
		e4[i], e5[i] = Float8E4M3(i), Float8E5M2(i)
	}
	w32 := make([]float32, 256)
	Float8E4M3sToFloat32s(w32, e4)
	Float8E4M3sToFloat64s(w, e4)
	for i := range 256 {
		if math.Float32bits(w32[i]) != math.Float32bits(e4[i].Float32()) || math.Float64bits(w[i]) != math.Float64bits(e4[i].Float64()) {
			t.Fatalf("E4M3 %#02x widens to %v / %v", i, w32[i], w[i])
		}
	}
	Float8E5M2sToFloat32s(w32, e5)
	Float8E5M2sToFloat64s(w, e5)
	for i := range 256 {
		if math.Float32bits(w32[i]) != math.Float32bits(e5[i].Float32()) || math.Float64bits(w[i]) != math.Float64bits(e5[i].Float64()) {
			t.Fatalf("E5M2 %#02x widens to %v / %v", i, w32[i], w[i])
		}
	}

	src := narrowingCases()
	d16, dbf := make([]Float16, len(src)), make([]BFloat16, len(src))
	d43, d52 := make([]Float8E4M3, len(src)), make([]Float8E5M2, len(src))
	if Float64sToFloat16s(d16, src) != len(src) || Float64sToBFloat16s(dbf, src) != len(src) ||
		Float64sToFloat8E4M3s(d43, src) != len(src) || Float64sToFloat8E5M2s(d52, src) != len(src) {
		t.Fatal("wrong count")
	}
	for i, x := range src {
		if d16[i] != ToFloat16From64(x) || dbf[i] != ToBFloat16From64(x) || d43[i] != ToFloat8E4M3From64(x) || d52[i] != ToFloat8E5M2From64(x) {
			t.Fatalf("%v (%#016x): bulk %#04x %#04x %#02x %#02x, scalar %#04x %#04x %#02x %#02x", x, math.Float64bits(x),
				d16[i], dbf[i], d43[i], d52[i], ToFloat16From64(x), ToBFloat16From64(x), ToFloat8E4M3From64(x), ToFloat8E5M2From64(x))
		}
	}
	src32 := make([]float32, 0, len(src))
	for _, x := range src {
		if f := float32(x); float64(f) == x {
			src32 = append(src32, f)
		}
	}
	for b := uint64(0); b < 1<<32; b += 4093 { // a million float32 patterns of every exponent
		src32 = append(src32, math.Float32frombits(uint32(b)))
	}
	s43, s52 := make([]Float8E4M3, len(src32)), make([]Float8E5M2, len(src32))
	Float32sToFloat8E4M3s(s43, src32)
	Float32sToFloat8E5M2s(s52, src32)
	for i, f := range src32 {
		if s43[i] != ToFloat8E4M3(f) || s52[i] != ToFloat8E5M2(f) {
			t.Fatalf("%v: bulk %#02x %#02x, scalar %#02x %#02x", f, s43[i], s52[i], ToFloat8E4M3(f), ToFloat8E5M2(f))
		}
	}
	// Short destinations and sources convert the shorter length.
	if Float64sToFloat16s(make([]Float16, 2), src) != 2 || Float8E4M3sToFloat64s(make([]float64, 9), e4[:3]) != 3 {
		t.Fatal("counts of uneven lengths")
	}
}

// narrowingCases lists float64 values at and beside each value and
// halfway point of the four types (both signs; within a few float64 ULPs
// and within fractions of a float32 ULP), the specials, NaNs with payloads
// and random bit patterns.
func narrowingCases() []float64 {
	var out []float64
	add := func(m float64) {
		b := math.Float64bits(m)
		for _, d := range []uint64{0, 1, 2, 1 << 20, 1 << 28, 1 << 29, 1 << 30} {
			for _, v := range []float64{math.Float64frombits(b + d), math.Float64frombits(b - d)} {
				out = append(out, v, -v)
			}
		}
	}
	value := func(bits uint16, f16 bool) float64 {
		if f16 {
			return Float16(bits).Float64()
		}
		return BFloat16(bits).Float64()
	}
	for _, f16 := range []bool{true, false} {
		for i := range 0x7f80 {
			v, next := value(uint16(i), f16), value(uint16(i+1), f16)
			if math.IsNaN(next) || math.IsInf(v, 0) || math.IsNaN(v) {
				continue
			}
			add(v)
			if !math.IsInf(next, 0) {
				add((v + next) / 2)
			} else {
				add(v + (v-value(uint16(i-1), f16))/2) // the overflow threshold
			}
		}
	}
	for i := range 0x7f {
		v, next := Float8E4M3(i).Float64(), Float8E4M3(i+1).Float64()
		add(v)
		if !math.IsNaN(next) {
			add((v + next) / 2)
		}
	}
	add(464)
	add(480)
	add(61440)
	add(65520)
	add(math.MaxFloat32)
	add(math.SmallestNonzeroFloat32)
	add(0x1p-150)
	add(math.SmallestNonzeroFloat64)
	add(math.MaxFloat64)
	out = append(out, 0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1),
		math.Float64frombits(0x7ff0000000000001), math.Float64frombits(0xfff8000000000001),
		math.Float64frombits(0x7ff4000000000000), math.Float64frombits(0x7ffabcdef0123456), math.NaN())
	r := rand.New(rand.NewPCG(3, 4))
	for range 1 << 20 {
		out = append(out, math.Float64frombits(r.Uint64()), r.NormFloat64()*100,
			math.Float64frombits(r.Uint64()&0x800fffffffffffff|uint64(1023-160+r.IntN(180))<<52))
	}
	return out
}

// benchData64 is benchData widened to float64.
func benchData64(src []float32) []float64 {
	s := make([]float64, len(src))
	for i, f := range src {
		s[i] = float64(f)
	}
	return s
}

func BenchmarkFloat64sToFloat16s(b *testing.B) {
	benchConv(b, 10, func(src []float32) func() {
		s, dst := benchData64(src), make([]Float16, len(src))
		return func() { Float64sToFloat16s(dst, s) }
	})
}

func BenchmarkFloat16sToFloat64s(b *testing.B) {
	benchConv(b, 10, func(src []float32) func() {
		h, dst := make([]Float16, len(src)), make([]float64, len(src))
		Float32sToFloat16s(h, src)
		return func() { Float16sToFloat64s(dst, h) }
	})
}

func BenchmarkFloat64sToBFloat16s(b *testing.B) {
	benchConv(b, 10, func(src []float32) func() {
		s, dst := benchData64(src), make([]BFloat16, len(src))
		return func() { Float64sToBFloat16s(dst, s) }
	})
}

func BenchmarkFloat32sToFloat8E4M3s(b *testing.B) {
	benchConv(b, 5, func(src []float32) func() {
		dst := make([]Float8E4M3, len(src))
		return func() { Float32sToFloat8E4M3s(dst, src) }
	})
}

func BenchmarkFloat8E4M3sToFloat32s(b *testing.B) {
	benchConv(b, 5, func(src []float32) func() {
		e := make([]Float8E4M3, len(src))
		Float32sToFloat8E4M3s(e, src)
		return func() { Float8E4M3sToFloat32s(src, e) }
	})
}

func BenchmarkFloat32sToFloat8E5M2s(b *testing.B) {
	benchConv(b, 5, func(src []float32) func() {
		dst := make([]Float8E5M2, len(src))
		return func() { Float32sToFloat8E5M2s(dst, src) }
	})
}

func BenchmarkFloat8E5M2sToFloat32s(b *testing.B) {
	benchConv(b, 5, func(src []float32) func() {
		e := make([]Float8E5M2, len(src))
		Float32sToFloat8E5M2s(e, src)
		return func() { Float8E5M2sToFloat32s(src, e) }
	})
}

func BenchmarkBFloat16sToFloat64s(b *testing.B) {
	benchConv(b, 10, func(src []float32) func() {
		h, dst := make([]BFloat16, len(src)), make([]float64, len(src))
		Float32sToBFloat16s(h, src)
		return func() { BFloat16sToFloat64s(dst, h) }
	})
}

func BenchmarkFloat64sToFloat8E4M3s(b *testing.B) {
	benchConv(b, 9, func(src []float32) func() {
		s, dst := benchData64(src), make([]Float8E4M3, len(src))
		return func() { Float64sToFloat8E4M3s(dst, s) }
	})
}

func BenchmarkFloat64sToFloat8E5M2s(b *testing.B) {
	benchConv(b, 9, func(src []float32) func() {
		s, dst := benchData64(src), make([]Float8E5M2, len(src))
		return func() { Float64sToFloat8E5M2s(dst, s) }
	})
}

func BenchmarkFloat8E4M3sToFloat64s(b *testing.B) {
	benchConv(b, 9, func(src []float32) func() {
		e, dst := make([]Float8E4M3, len(src)), make([]float64, len(src))
		Float32sToFloat8E4M3s(e, src)
		return func() { Float8E4M3sToFloat64s(dst, e) }
	})
}

func BenchmarkFloat8E5M2sToFloat64s(b *testing.B) {
	benchConv(b, 9, func(src []float32) func() {
		e, dst := make([]Float8E5M2, len(src)), make([]float64, len(src))
		Float32sToFloat8E5M2s(e, src)
		return func() { Float8E5M2sToFloat64s(dst, e) }
	})
}
