package kern_test

// numba-cuda's test_complex.py, test_complex_kernel.py,
// test_vectorize_complex.py and test_mandel.py ported to kern (kernels in
// internal/testing/nbcuda/complex.go): every cmath usecase on numba's
// value grids, complex128 and complex64, on every place, compared with
// plain Go calling the same functions. Arithmetic, real, imag, conj,
// phase and the predicates are Go's bits; math/cmplx's transcendental
// functions within numba's own bounds (2 ULP, 3 for log with a base) on
// top of the 4 ULP docs/math-accuracy.md allows the device's pure-Go math
// against Go's amd64 assembly.

import (
	"fmt"
	"math"
	"testing"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
	"github.com/kernlab/kern/nd"
)

// nbComplexGrid is numba's basic_values (reals -0, 0, 1, -1, 1.5, -3.5,
// ±inf, nan) or more_values (0, 0, 1, -1, ±pi, ±inf, nan): every pair.
func nbComplexGrid(more bool) []complex128 {
	inf, nan := math.Inf(1), math.NaN()
	reals := []float64{math.Copysign(0, -1), 0, 1, -1, 1.5, -3.5, -inf, inf, nan}
	if more {
		reals = []float64{0, 0, 1, -1, -math.Pi, math.Pi, -inf, inf, nan}
	}
	var s []complex128
	for _, x := range reals {
		for _, y := range reals {
			s = append(s, complex(x, y))
		}
	}
	return s
}

func TestNumbaComplex(t *testing.T) {
	// x over both grids; y (log's base) pairs each x with every value of
	// more_values in turn, as numba's product does.
	basic, more := nbComplexGrid(false), nbComplexGrid(true)
	var xs, ys []complex128
	for _, x := range append(append([]complex128(nil), basic...), more...) {
		for _, y := range more {
			xs, ys = append(xs, x), append(ys, y)
		}
	}
	n := len(xs)
	x64, y64 := make([]complex64, n), make([]complex64, n)
	for i := range xs {
		x64[i], y64[i] = complex64(xs[i]), complex64(ys[i])
	}
	// ULP bounds per complex result, numba's (1 or 2, 3 for log with a
	// base) plus the device's 4 against the host's assembly; conj and
	// rect... are exact.
	bound := [nbcuda.NCMath]uint64{0, 4, 4, 6, 5, 7, 5, 0, 6, 6, 6, 6, 6, 6, 5, 6, 6, 6, 6, 6}
	names := [nbcuda.NCMath]string{"conj", "polar", "rect", "exp", "log", "log base", "log10", "sqrt", "acos", "asin",
		"atan", "cos", "sin", "tan", "acosh", "asinh", "atanh", "cosh", "sinh", "tanh"}
	fnames := [nbcuda.NCMathFloat]string{"real", "imag", "phase"}
	pnames := [nbcuda.NCMathPred]string{"isnan", "isinf", "isfinite"}
	fbound := [nbcuda.NCMathFloat]uint64{0, 0, 4}
	for _, p := range places() {
		t.Run("complex128/"+p.name, func(t *testing.T) {
			out, fl, pred := make([]complex128, nbcuda.NCMath*n), make([]float64, nbcuda.NCMathFloat*n), make([]bool, nbcuda.NCMathPred*n)
			if err := kern.NewKernel5(nbcuda.CMath).Launch(p.on, (n+255)/256, 256, xs, ys, out, fl, pred); err != nil {
				t.Fatal(err)
			}
			bad := 0
			for i := range xs {
				c, f, pr := nbcuda.CMathOne(xs[i], ys[i])
				for k := range c {
					g := out[nbcuda.NCMath*i+k]
					if d := max(nbULP(real(g), real(c[k])), nbULP(imag(g), imag(c[k]))); d > bound[k] {
						if bad++; bad < 20 {
							t.Errorf("%s(%v, %v) = %v, Go %v (%d ULP)", names[k], xs[i], ys[i], g, c[k], d)
						}
					}
				}
				for k := range f {
					if g := fl[nbcuda.NCMathFloat*i+k]; nbULP(g, f[k]) > fbound[k] {
						t.Errorf("%s(%v) = %v, Go %v", fnames[k], xs[i], g, f[k])
					}
				}
				for k := range pr {
					if g := pred[nbcuda.NCMathPred*i+k]; g != pr[k] {
						t.Errorf("%s(%v) = %v, Go %v", pnames[k], xs[i], g, pr[k])
					}
				}
			}
		})
		t.Run("complex64/"+p.name, func(t *testing.T) {
			out, fl, pred := make([]complex64, nbcuda.NCMath*n), make([]float32, nbcuda.NCMathFloat*n), make([]bool, nbcuda.NCMathPred*n)
			if err := kern.NewKernel5(nbcuda.CMath64).Launch(p.on, (n+255)/256, 256, x64, y64, out, fl, pred); err != nil {
				t.Fatal(err)
			}
			bad := 0
			for i := range x64 {
				c, f, pr := nbcuda.CMathOne(complex128(x64[i]), complex128(y64[i]))
				for k := range c {
					// Rounded to float32, a few ULP of float64 are at most 1 ULP.
					g, w := out[nbcuda.NCMath*i+k], complex64(c[k])
					b := min(bound[k], 1)
					if d := max(nbULP(real(g), real(w)), nbULP(imag(g), imag(w))); d > b {
						if bad++; bad < 20 {
							t.Errorf("%s(%v, %v) = %v, Go %v (%d ULP)", names[k], x64[i], y64[i], g, w, d)
						}
					}
				}
				for k := range f {
					if g := fl[nbcuda.NCMathFloat*i+k]; nbULP(g, float32(f[k])) > min(fbound[k], 1) {
						t.Errorf("%s(%v) = %v, Go %v", fnames[k], x64[i], g, float32(f[k]))
					}
				}
				for k := range pr {
					if g := pred[nbcuda.NCMathPred*i+k]; g != pr[k] {
						t.Errorf("%s(%v) = %v, Go %v", pnames[k], x64[i], g, pr[k])
					}
				}
			}
		})
	}
}

// TestNumbaComplexAtomicParts is TestAtomicOnComplexComponents: 1 added
// atomically to the real, then the imaginary, part of arange(32) +
// arange(32)·1j.
func TestNumbaComplexAtomicParts(t *testing.T) {
	const n = 32
	for _, p := range places() {
		for part, name := range []string{"real", "imag"} {
			t.Run(name+"/"+p.name, func(t *testing.T) {
				a := make([]complex128, n)
				for i := range a {
					a[i] = complex(float64(i), float64(i))
				}
				parts := unsafe.Slice((*float64)(unsafe.Pointer(&a[0])), 2*n)
				if err := kern.NewKernel2(nbcuda.AtomicRealImag).Launch(p.on, 1, n, parts, part); err != nil {
					t.Fatal(err)
				}
				for i, v := range a {
					want := complex(float64(i), float64(i)) + []complex128{1, 1i}[part]
					if v != want {
						t.Fatalf("a[%d] = %v, want %v", i, v, want)
					}
				}
			})
		}
	}
}

// TestNumbaComplexArg is test_complex_kernel.py: a complex128 scalar
// argument (numba passes 2j; a Go caller passes 2i, a complex128).
func TestNumbaComplexArg(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a := []complex128{0, 1, 2, 3, 4}
			if err := kern.NewKernel2(nbcuda.ComplexArg).Launch(p.on, 1, len(a), a, 2i); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(a) != "[(0+2i) (1+2i) (2+2i) (3+2i) (4+2i)]" {
				t.Fatalf("a + 2j = %v", a)
			}
		})
	}
}

// TestNumbaVectorizeComplex is test_vectorize_complex.py: a*a + 1 over
// arange(5) as complex128.
func TestNumbaVectorizeComplex(t *testing.T) {
	vcomp := kern.Vectorize("vcomp", kern.Loop1(nbcuda.VComp))
	a := nd.Must(nd.Arange[complex128](0, 5, 1))
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			b, err := kern.As[complex128](vcomp.Call(p.on, a))
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range b.ToSlice() {
				x := complex(float64(i), 0)
				if v != x*x+1 {
					t.Fatalf("vcomp(%v) = %v, want %v", x, v, x*x+1)
				}
			}
		})
	}
}

// TestNumbaMandel runs test_mandel.py's device function (numba only
// compiles it) over a 64×48 grid and compares with Go.
func TestNumbaMandel(t *testing.T) {
	const w, h, iters = 64, 48, 200
	want := make([]uint32, w*h)
	for i := range want {
		want[i] = nbcuda.Mandel(uint32(i), -2, 1, -1, 1, w, h, iters)
	}
	// c = -2-1i escapes at once (|c|² = 5); c = 0 (x = 2w/3, y = h/2)
	// never does; c = -1 cycles between -1 and 0.
	if want[0] != 0 || want[h/2*w+2*w/3] != iters || want[h/2*w+w/3] != iters {
		t.Fatalf("Go's mandel: %d %d %d", want[0], want[h/2*w+2*w/3], want[h/2*w+w/3])
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got := make([]uint32, w*h)
			if err := kern.NewKernel8(nbcuda.MandelKernel).Launch(p.on, (w*h+127)/128, 128, got, -2.0, 1.0, -1.0, 1.0, uint32(w), uint32(h), uint32(iters)); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("mandel:\n%v\nGo:\n%v", got, want)
			}
		})
	}
}
