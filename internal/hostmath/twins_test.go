//go:build !amd64.v3

// GOAMD64=v3 lets gc fuse the twins' x*y+z (and kern gen's SIMD files are
// not built there).

package hostmath

import (
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// hostFMA reports whether math.Exp runs exp_amd64.s's FMA path here.
func hostFMA(t *testing.T) {
	t.Helper()
	cpuinfo, _ := os.ReadFile("/proc/cpuinfo")
	s := string(cpuinfo)
	if !strings.Contains(s, " avx ") || !strings.Contains(s, " fma ") || strings.Contains(os.Getenv("GODEBUG"), "cpu.") {
		t.Skip("math.Exp does not take the FMA path of exp_amd64.s here")
	}
}

func TestExpBits(t *testing.T) {
	hostFMA(t)
	edges := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 1e-300, -1e-300, 5e-324, -5e-324,
		709.782712893384, 709.7827128933841, 709.78, 709.79, 710, -708.39, -708.4, -709, -744.44,
		-745.1332191019411, -745.1332191019412, -745.2, -746, -1075, -1e10, -1e300, 1e300,
		math.MaxFloat64, -math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN(),
		math.Float64frombits(0x7FF8000000000123), math.Float64frombits(0xFFF0000000000001),
		0.34657359027997264, -0.34657359027997264, 88.72283905206835, 1.0397207708399179}
	check := func(x float64) {
		t.Helper()
		if got, want := Exp(x), math.Exp(x); math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("Exp(%v [%#x]) = %v [%#x], math.Exp %v [%#x]", x, math.Float64bits(x), got, math.Float64bits(got), want, math.Float64bits(want))
		}
	}
	for _, x := range edges {
		check(x)
		check(math.Nextafter(x, math.Inf(1)))
		check(math.Nextafter(x, math.Inf(-1)))
	}
	n := 2_000_000
	if testing.Short() {
		n = 200_000
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range n {
		check(math.Float64frombits(r.Uint64()))                 // every exponent
		check((r.Float64()*2 - 1) * 750)                        // the finite range
		check((r.Float64()*2 - 1) * math.Ldexp(1, -r.IntN(60))) // near 0
	}
	// Every k of the scale, at and between the points where it changes.
	for k := -1080; k <= 1030; k++ {
		x := float64(k) * math.Ln2
		for d := -3; d <= 3; d++ {
			check(x + float64(d)*0.17)
			check(math.Float64frombits(math.Float64bits(x) + uint64(d)))
		}
	}
}

func TestLogBits(t *testing.T) {
	hostFMA(t)
	check := func(x float64) {
		t.Helper()
		if got, want := Log(x), math.Log(x); math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("Log(%v [%#x]) = %v [%#x], math.Log %v [%#x]", x, math.Float64bits(x), got, math.Float64bits(got), want, math.Float64bits(want))
		}
	}
	for _, x := range []float64{0, math.Copysign(0, -1), 1, -1, 2, 0.5, math.Sqrt2 / 2, math.Sqrt2, 5e-324, 1e-310, 0x1p-1022,
		math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN(), math.Float64frombits(0x7FF8000000000123), math.E, 10, 1e300, 1e-300} {
		check(x)
		check(math.Nextafter(x, math.Inf(1)))
		check(math.Nextafter(x, math.Inf(-1)))
		for k := -1074; k < 1024; k += 7 {
			check(math.Ldexp(x, k))
		}
	}
	n := 2_000_000
	if testing.Short() {
		n = 200_000
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range n {
		check(math.Float64frombits(r.Uint64()))
		check(r.Float64() * 4)
		check(1 + (r.Float64()-0.5)*1e-6)
	}
}

func TestHypotBits(t *testing.T) {
	hostFMA(t)
	check := func(p, q float64) {
		t.Helper()
		if got, want := Hypot(p, q), math.Hypot(p, q); math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("Hypot(%v, %v) = %v [%#x], math.Hypot %v [%#x]", p, q, got, math.Float64bits(got), want, math.Float64bits(want))
		}
	}
	edges := []float64{0, math.Copysign(0, -1), 1, -1, 3, 4, 5e-324, -5e-324, 1e-310, 0x1p-1022, 1e300, -1e300,
		math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN(), math.Float64frombits(0xFFF8000000000123)}
	for _, p := range edges {
		for _, q := range edges {
			check(p, q)
		}
	}
	n := 2_000_000
	if testing.Short() {
		n = 200_000
	}
	r := rand.New(rand.NewPCG(7, 8))
	for range n {
		check(math.Float64frombits(r.Uint64()), math.Float64frombits(r.Uint64()))
		check(r.NormFloat64(), r.NormFloat64())
	}
}
