package kern_test

import (
	"math"
	"math/cmplx"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
)

// complexInputs cover Go's complex division cases: signed zeros,
// subnormals, huge parts, infinities, NaNs.
func complexInputs() (xs, ys []complex128) {
	inf, nan := math.Inf(1), math.NaN()
	parts := []float64{0, math.Copysign(0, -1), 1, -2.5, 3e-310, 1e300, inf, -inf, nan, 0.1}
	var s []complex128
	for _, re := range parts {
		for _, im := range parts {
			s = append(s, complex(re, im))
		}
	}
	for i, x := range s {
		for j, y := range s {
			if (i+2*j)%5 == 0 {
				xs, ys = append(xs, x), append(ys, y)
			}
		}
	}
	return xs, ys
}

func sameComplex(x, y complex128) bool {
	same := func(a, b float64) bool {
		if math.IsNaN(a) || math.IsNaN(b) {
			return math.IsNaN(a) && math.IsNaN(b)
		}
		return math.Float64bits(a) == math.Float64bits(b)
	}
	return same(real(x), real(y)) && same(imag(x), imag(y))
}

// TestEmulatedComplex launches the complex kernels of internal/testing/gputest on
// every place (the emulated CUDA and ROC devices run the generated PTX and
// code objects) and compares with the Go kernel run directly: bit for bit
// for the arithmetic; math/cmplx within 4 ULP (the device runs Go's
// pure-Go math, the host amd64 assembly for some of it).
func TestEmulatedComplex(t *testing.T) {
	xs, ys := complexInputs()
	n := len(xs)
	x64, y64 := make([]complex64, n), make([]complex64, n)
	for i := range xs {
		x64[i], y64[i] = complex64(xs[i]), complex64(ys[i])
	}
	blocks := (n + 63) / 64
	want, want64 := make([]complex128, 8*n), make([]complex64, 8*n)
	if err := kern.NewKernel3(gputest.ComplexOps).Launch(kern.Sim, blocks, 64, xs, ys, want); err != nil {
		t.Fatal(err)
	}
	if err := kern.NewKernel3(gputest.ComplexOps64).Launch(kern.Sim, blocks, 64, x64, y64, want64); err != nil {
		t.Fatal(err)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got, got64 := make([]complex128, 8*n), make([]complex64, 8*n)
			if err := kern.NewKernel3(gputest.ComplexOps).Launch(p.on, blocks, 64, xs, ys, got); err != nil {
				t.Fatal(err)
			}
			if err := kern.NewKernel3(gputest.ComplexOps64).Launch(p.on, blocks, 64, x64, y64, got64); err != nil {
				t.Fatal(err)
			}
			for i := range got {
				op, g, w := i%8, got[i], want[i]
				ok := sameComplex(g, w)
				if op >= 6 { // math/cmplx
					ok = ok || cmplx.Abs(g-w) <= 1e-15*cmplx.Abs(w)
				}
				if !ok {
					t.Errorf("complex128 op %d of %v, %v: %v, Go %v", op, xs[i/8], ys[i/8], g, w)
					break
				}
			}
			for i := range got64 {
				if !sameComplex(complex128(got64[i]), complex128(want64[i])) {
					t.Errorf("complex64 op %d of %v, %v: %v, Go %v", i%8, x64[i/8], y64[i/8], got64[i], want64[i])
					break
				}
			}
		})
	}
}

// TestEmulatedComplexScalars passes complex64 and complex128 kernel
// arguments by value on every place.
func TestEmulatedComplexScalars(t *testing.T) {
	xs, _ := complexInputs()
	a, b := complex(1.5, -0.25), complex64(complex(-3, 0.125))
	want := append([]complex128(nil), xs...)
	for i := range want {
		want[i] = a*want[i] + complex128(b)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got := append([]complex128(nil), xs...)
			if err := kern.NewKernel3(gputest.ComplexScale).Launch(p.on, (len(got)+63)/64, 64, a, b, got); err != nil {
				t.Fatal(err)
			}
			for i := range got {
				if !sameComplex(got[i], want[i]) {
					t.Fatalf("%v: %v, Go %v", xs[i], got[i], want[i])
				}
			}
		})
	}
}
