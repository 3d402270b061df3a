package nbcuda

import (
	"math"
	"math/cmplx"

	"github.com/kernlab/kern"
)

// test_complex.py's and test_complex_kernel.py's kernels. numba compiles
// each complex_usecases function as a device function and calls it from a
// kernel over an array; here each is a Go device function over complex128
// (math/cmplx is Go's, the device runs Go's algorithms), and CMath applies
// them all at once. numba's complex64 signatures compute in float32; a Go
// user widens to complex128, calls math/cmplx and rounds the result
// (CMath64), as math/cmplx has no complex64 functions. cmath.polar's tuple
// is Go's two results, cmath.log(x, base) is Log(x)/Log(base) as CPython
// computes it, cmath.isfinite is both parts finite. The atomics on
// values.real and values.imag (TestAtomicOnComplexComponents) are
// AtomicRealImag: Go cannot take the address of a complex number's part,
// so the kernel takes the array as its float64 parts.

// NCMath, NCMathFloat and NCMathPred are how many complex, float and bool
// results CMath writes per element.
const (
	NCMath      = 20
	NCMathFloat = 3
	NCMathPred  = 3
)

func polarAsComplex(x complex128) complex128 {
	r, phi := cmplx.Polar(x)
	return complex(r, phi)
}

func logBase(x, base complex128) complex128 { return cmplx.Log(x) / cmplx.Log(base) }

func isFinite(x complex128) bool {
	return !math.IsInf(real(x), 0) && !math.IsNaN(real(x)) && !math.IsInf(imag(x), 0) && !math.IsNaN(imag(x))
}

// CMathOne is every usecase of x (and, for rect and log with a base, of
// x's parts and y) in test_complex.py's order.
func CMathOne(x, y complex128) (c [NCMath]complex128, f [NCMathFloat]float64, p [NCMathPred]bool) {
	c[0] = cmplx.Conj(x)
	c[1] = polarAsComplex(x)
	c[2] = cmplx.Rect(real(x), imag(x))
	c[3] = cmplx.Exp(x)
	c[4] = cmplx.Log(x)
	c[5] = logBase(x, y)
	c[6] = cmplx.Log10(x)
	c[7] = cmplx.Sqrt(x)
	c[8] = cmplx.Acos(x)
	c[9] = cmplx.Asin(x)
	c[10] = cmplx.Atan(x)
	c[11] = cmplx.Cos(x)
	c[12] = cmplx.Sin(x)
	c[13] = cmplx.Tan(x)
	c[14] = cmplx.Acosh(x)
	c[15] = cmplx.Asinh(x)
	c[16] = cmplx.Atanh(x)
	c[17] = cmplx.Cosh(x)
	c[18] = cmplx.Sinh(x)
	c[19] = cmplx.Tanh(x)
	f[0], f[1], f[2] = real(x), imag(x), cmplx.Phase(x)
	p[0], p[1], p[2] = cmplx.IsNaN(x), cmplx.IsInf(x), isFinite(x)
	return
}

// CMath writes CMathOne(x[i], y[i]) to out, fl and pred.
//
//kern:kernel
func CMath(t *kern.Thread, x, y, out []complex128, fl []float64, pred []bool) {
	i := t.Grid1()
	if i >= len(x) {
		return
	}
	c, f, p := CMathOne(x[i], y[i])
	for k := range c {
		out[NCMath*i+k] = c[k]
	}
	for k := range f {
		fl[NCMathFloat*i+k] = f[k]
	}
	for k := range p {
		pred[NCMathPred*i+k] = p[k]
	}
}

// CMath64 is CMath over complex64, each result rounded to complex64 and
// float32.
//
//kern:kernel
func CMath64(t *kern.Thread, x, y, out []complex64, fl []float32, pred []bool) {
	i := t.Grid1()
	if i >= len(x) {
		return
	}
	c, f, p := CMathOne(complex128(x[i]), complex128(y[i]))
	for k := range c {
		out[NCMath*i+k] = complex64(c[k])
	}
	for k := range f {
		fl[NCMathFloat*i+k] = float32(f[k])
	}
	for k := range p {
		pred[NCMathPred*i+k] = p[k]
	}
}

// AtomicRealImag is test_atomic_on_real and test_atomic_on_imag: parts
// holds a complex128 array as its float64 parts, real then imaginary; the
// kernel adds 1 to part (0: real, 1: imag) of element i atomically.
//
//kern:kernel
func AtomicRealImag(t *kern.Thread, parts []float64, part int) {
	i := t.Grid1()
	if 2*i+part < len(parts) {
		kern.AtomicAdd(&parts[2*i+part], 1)
	}
}

// ComplexArg is test_complex_kernel.py's foo: a complex128 scalar
// argument added to each element.
//
//kern:kernel
func ComplexArg(t *kern.Thread, a []complex128, b complex128) {
	i := t.Grid1()
	a[i] += b
}

// Mandel is test_mandel.py's device function (numba only compiles it):
// the escape count of pixel tid of a width×height grid over [minX,
// maxX]×[minY, maxY]. numba's y = tid / width is a float division; the
// Go user writes the integer row, which is what it means.
func Mandel(tid uint32, minX, maxX, minY, maxY float64, width, height, iters uint32) uint32 {
	pixelSizeX := (maxX - minX) / float64(width)
	pixelSizeY := (maxY - minY) / float64(height)
	x := tid % width
	y := tid / width
	re := minX + float64(x)*pixelSizeX
	im := minY + float64(y)*pixelSizeY
	c := complex(re, im)
	z := 0i
	for i := uint32(0); i < iters; i++ {
		z = z*z + c
		if real(z)*real(z)+imag(z)*imag(z) >= 4 {
			return i
		}
	}
	return iters
}

// MandelKernel runs Mandel for every pixel.
//
//kern:kernel
func MandelKernel(t *kern.Thread, out []uint32, minX, maxX, minY, maxY float64, width, height, iters uint32) {
	i := t.Grid1()
	if i < len(out) {
		out[i] = Mandel(uint32(i), minX, maxX, minY, maxY, width, height, iters)
	}
}

// VComp is test_vectorize_complex.py's vcomp.
//
//kern:vectorize
func VComp(a complex128) complex128 { return a*a + 1 }
