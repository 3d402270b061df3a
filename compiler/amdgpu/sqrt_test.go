package amdgpu

import (
	"math"
	"math/rand/v2"
	"testing"
)

// These tests run the two sqrt sequences of sqrt.go in Go, step for step,
// with the hardware estimate replaced by the true root pushed off by up to
// the hardware's error, and check that the result is math.Sqrt's.

// fma32 stands in for v_fma_f32. It may round twice (to f64, then f32),
// but the algorithm only uses the residuals' signs, which survive both
// roundings (no residual underflows, thanks to the input scaling).
func fma32(a, b, c float32) float32 {
	return float32(math.FMA(float64(a), float64(b), float64(c)))
}

func sqrt32Seq(x float32, ulps int32) float32 {
	need := x < 0x1p-96
	xs := x
	if need {
		xs = x * 0x1p32
	}
	// The hardware estimate: the true root moved by ulps units in the last place.
	s := float32(math.Sqrt(float64(xs)))
	if s > 0 && !math.IsInf(float64(s), 0) {
		s = math.Float32frombits(uint32(int32(math.Float32bits(s)) + ulps))
	}
	si := int32(math.Float32bits(s))
	dn := math.Float32frombits(uint32(si - 1))
	vp := fma32(-dn, s, xs)
	up := math.Float32frombits(uint32(si + 1))
	vs := fma32(-up, s, xs)
	s1 := s
	if vp <= 0 {
		s1 = dn
	}
	s2 := s1
	if vs > 0 {
		s2 = up
	}
	s3 := s2
	if need {
		s3 = s2 * 0x1p-16
	}
	if xs == 0 || math.IsInf(float64(xs), 1) {
		return xs
	}
	return s3
}

func sqrt64Seq(x float64, rel float64) float64 {
	need := x < 0x1p-767
	xs := x
	if need {
		xs = x * 0x1p256
	}
	y := 1 / math.Sqrt(xs) * (1 + rel) // v_rsq_f64 with relative error rel
	s0 := xs * y
	h0 := y * 0.5
	r0 := math.FMA(-h0, s0, 0.5)
	h1 := math.FMA(h0, r0, h0)
	s1 := math.FMA(s0, r0, s0)
	d0 := math.FMA(-s1, s1, xs)
	s2 := math.FMA(d0, h1, s1)
	d1 := math.FMA(-s2, s2, xs)
	r := math.FMA(d1, h1, s2)
	if need {
		r *= 0x1p-128
	}
	if xs == 0 || math.IsInf(xs, 1) {
		return xs
	}
	return r
}

func sameFloat(a, b float64) bool {
	return a == b && math.Signbit(a) == math.Signbit(b) || a != a && b != b
}

func specialInputs() []float64 {
	return []float64{0, math.Copysign(0, -1), 1, 2, 4, 0.25, -1, math.Inf(1), math.Inf(-1), math.NaN(),
		math.SmallestNonzeroFloat64, math.MaxFloat64, 0x1p-1022, 0x1p-767, 0x1p-768, 3, 10, 1e300, 1e-300,
		math.SmallestNonzeroFloat32, math.MaxFloat32, 0x1p-126, 0x1p-96, 0x1p-97, 2.0000002}
}

func TestSqrtF32Sequence(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	check := func(x float32) {
		want := float32(math.Sqrt(float64(x))) // correctly rounded (53 ≥ 2·24+2)
		for _, u := range []int32{-1, 0, 1} {
			if got := sqrt32Seq(x, u); !sameFloat(float64(got), float64(want)) {
				t.Fatalf("sqrt32(%g) with estimate off by %d ulp = %g, want %g", x, u, got, want)
			}
		}
	}
	for _, x := range specialInputs() {
		check(float32(x))
	}
	for range 300000 {
		check(math.Float32frombits(rng.Uint32() &^ (1 << 31)))
	}
	// Exact squares and their neighbours, where rounding is closest to a tie.
	for range 100000 {
		r := math.Float32frombits(rng.Uint32()&0x3fffffff | 0x1f800000)
		sq := r * r
		for _, d := range []int32{-1, 0, 1} {
			check(math.Float32frombits(uint32(int32(math.Float32bits(sq)) + d)))
		}
	}
}

func TestSqrtF64Sequence(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	check := func(x float64) {
		want := math.Sqrt(x)
		for _, rel := range []float64{0, 0x1p-29, -0x1p-29, 0x1p-24, -0x1p-24, 0x1p-22, -0x1p-22} {
			if got := sqrt64Seq(x, rel); !sameFloat(got, want) {
				t.Fatalf("sqrt64(%g) with rsq error %g = %g (%#x), want %g (%#x)", x, rel, got, math.Float64bits(got), want, math.Float64bits(want))
			}
		}
	}
	for _, x := range specialInputs() {
		check(x)
	}
	for range 300000 {
		check(math.Float64frombits(rng.Uint64() &^ (1 << 63)))
	}
	for range 100000 {
		r := math.Float64frombits(rng.Uint64()&0x3fffffffffffffff | 0x1ff0000000000000)
		sq := r * r
		for _, d := range []int64{-1, 0, 1} {
			check(math.Float64frombits(uint64(int64(math.Float64bits(sq)) + d)))
		}
	}
}
