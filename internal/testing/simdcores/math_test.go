package simdcores_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/simdcores"
)

// TestMathBits runs the math cores on kern.CPU (their SIMD loops: AVX2 on
// amd64, NEON on arm64, where scripts/arm64-test.sh's qemu or a machine
// runs it with -test.run MathBits) over 2^20 inputs per function drawn
// to reach every branch and boundary — random bits, 72 binades around 1,
// a few ulps around each boundary of the reduction and of the special
// cases — and compares each element's bits with package math's on this
// architecture. The generated TestKernGenSIMD checks that the SIMD loops
// run; this test gives them far more inputs than its 4131.
func TestMathBits(t *testing.T) {
	n := 1 << 20
	if testing.Short() {
		n = 1 << 16
	}
	type fn struct {
		name   string
		f      func(float64) float64
		core   func(float64) float64
		bounds []float64 // arguments near which a branch or rounding changes
	}
	var quarters []float64 // multiples of π/4: the octant's boundaries
	for k := range 64 {
		quarters = append(quarters, float64(k)*math.Pi/4, float64(1<<20+k)*math.Pi/4)
	}
	fns := []fn{
		{"Exp", math.Exp, simdcores.Exp, []float64{7.09782712893383973096e+02, -7.45133219101941108420e+02, 0x1p-28, -708.39641853226410622, 0, 0.5 * math.Ln2, 1}},
		{"Log", math.Log, simdcores.Log, []float64{1, math.Sqrt2 / 2, math.Sqrt2, 0x1p-1022, math.MaxFloat64, 0.5, 2}},
		{"Sin", math.Sin, simdcores.Sin, append([]float64{1 << 29, 1 << 28}, quarters...)},
		{"Cos", math.Cos, simdcores.Cos, append([]float64{1 << 29, 1 << 28}, quarters...)},
		{"Tan", math.Tan, simdcores.Tan, append([]float64{1 << 29, 1e-7}, quarters...)},
		{"Atan", math.Atan, simdcores.Atan, []float64{0.66, 2.41421356237309504880, 1, 0}},
		{"Tanh", math.Tanh, simdcores.Tanh, []float64{0.625, 0.5 * 8.8029691931113054295988e+01, 0, 1e-8}},
	}
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range fns {
		in := make([]float64, n)
		for i := range in {
			var x float64
			switch i % 4 {
			case 0: // random bits
				x = math.Float64frombits(r.Uint64())
			case 1: // 72 binades from 2^-40
				x = math.Ldexp(1+r.Float64(), r.IntN(72)-40)
			case 2: // a few ulps from a boundary
				b := c.bounds[r.IntN(len(c.bounds))]
				x = math.Float64frombits(math.Float64bits(b) + uint64(r.IntN(65)-32))
				if b == 0 {
					x = math.Float64frombits(uint64(r.IntN(1 << 20)))
				}
			default: // a boundary, scaled slightly
				x = c.bounds[r.IntN(len(c.bounds))] * (1 + (r.Float64()-0.5)*0x1p-20)
			}
			if r.IntN(2) == 0 {
				x = -x
			}
			in[i] = x
		}
		u := kern.Vectorize(c.name, kern.Loop1(c.core))
		got, err := kern.As[float64](u.Call(kern.CPU, in))
		if err != nil {
			t.Fatal(err)
		}
		out, _ := got.Contiguous()
		bad := 0
		for i, x := range in {
			w := c.f(x)
			if math.Float64bits(out[i]) != math.Float64bits(w) && !(math.IsNaN(w) && math.IsNaN(out[i])) {
				if bad++; bad <= 5 {
					t.Errorf("%s(%v = %#x) = %#x, package math: %#x", c.name, x, math.Float64bits(x), math.Float64bits(out[i]), math.Float64bits(w))
				}
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d of %d elements differ", c.name, bad, n)
		}
	}
}
