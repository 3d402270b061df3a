package compiler_test

import (
	"fmt"
	"math"
	"math/cmplx"
	"reflect"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/passes"
	a "github.com/kernlab/kern/compiler/testdata/accept"
	"github.com/kernlab/kern/internal/simt"
)

// complexSamples covers the cases of runtime.complex128div: zeros, signed
// zeros, infinities, NaNs, huge and tiny parts, and both branches of
// Smith's algorithm.
func complexSamples() []complex128 {
	inf, nan := math.Inf(1), math.NaN()
	parts := []float64{0, math.Copysign(0, -1), 1, -2.5, 3e-310, 1e300, -7.75, inf, -inf, nan, 0.1}
	var out []complex128
	for _, re := range parts {
		for _, im := range parts {
			out = append(out, complex(re, im))
		}
	}
	return append(out, cmplx.Inf(), complex(1.5, 1.5))
}

// pairs returns every (x, y) of the samples as two slices.
func complexPairs() (xs, ys []complex128) {
	s := complexSamples()
	for _, x := range s {
		for _, y := range s {
			xs, ys = append(xs, x), append(ys, y)
		}
	}
	return xs, ys
}

// bitsEqual compares complex slices bit for bit (NaNs by payload-free
// NaN-ness: the GPU makes canonical NaNs).
func bitsEqual128(got, want []complex128) int {
	for i := range got {
		if !sameF64(real(got[i]), real(want[i])) || !sameF64(imag(got[i]), imag(want[i])) {
			return i
		}
	}
	return -1
}

func sameF64(x, y float64) bool {
	if math.IsNaN(x) || math.IsNaN(y) {
		return math.IsNaN(x) && math.IsNaN(y)
	}
	return math.Float64bits(x) == math.Float64bits(y)
}

// TestComplexOps runs the complex corpus kernels in the interpreter, on
// the front end's IR and after the GPU passes with fma contraction on, and
// compares every result bit with Go's.
func TestComplexOps(t *testing.T) {
	xs, ys := complexPairs()
	n := len(xs)
	x64, y64 := make([]complex64, n), make([]complex64, n)
	for i := range xs {
		x64[i], y64[i] = complex64(xs[i]), complex64(ys[i])
	}
	grid, block := simt.Dim3{X: (n + 63) / 64, Y: 1, Z: 1}, simt.Dim3{X: 64, Y: 1, Z: 1}
	want, want64 := make([]complex128, 8*n), make([]complex64, 8*n)
	err := launchNative(grid, block, func(th *kern.Thread) {
		a.ComplexOps128(th, xs, ys, want)
		a.ComplexOps64(th, x64, y64, want64)
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, gpu := range []bool{false, true} {
		mod := acceptModule(t, compiler.Options{})
		if gpu {
			if err := passes.Run(mod, passes.GPU(true), true); err != nil {
				t.Fatal(err)
			}
		}
		g, b := interp.Dim3{X: (n + 63) / 64, Y: 1, Z: 1}, interp.Dim3{X: 64, Y: 1, Z: 1}
		got := make([]complex128, 8*n)
		if err := interp.Launch(fnOf(t, mod, "ComplexOps128"), g, b, xs, ys, got); err != nil {
			t.Fatal(err)
		}
		if i := bitsEqual128(got, want); i >= 0 {
			t.Errorf("gpu=%v complex128 op %d of %v, %v: got %v, want %v", gpu, i%8, xs[i/8], ys[i/8], got[i], want[i])
		}
		got64 := make([]complex64, 8*n)
		if err := interp.Launch(fnOf(t, mod, "ComplexOps64"), g, b, x64, y64, got64); err != nil {
			t.Fatal(err)
		}
		for i := range got64 {
			if !sameF64(float64(real(got64[i])), float64(real(want64[i]))) || !sameF64(float64(imag(got64[i])), float64(imag(want64[i]))) {
				t.Errorf("gpu=%v complex64 op %d of %v, %v: got %v, want %v", gpu, i%8, x64[i/8], y64[i/8], got64[i], want64[i])
				break
			}
		}
		cx, cy := append([]complex128(nil), xs[:200]...), append([]complex64(nil), y64[:200]...)
		wx, wy := append([]complex128(nil), cx...), append([]complex64(nil), cy...)
		if err := interp.Launch(fnOf(t, mod, "ComplexConvert"), interp.Dim3{X: 4, Y: 1, Z: 1}, b, cx, cy); err != nil {
			t.Fatal(err)
		}
		if err := launchNative(simt.Dim3{X: 4, Y: 1, Z: 1}, block, func(th *kern.Thread) { a.ComplexConvert(th, wx, wy) }); err != nil {
			t.Fatal(err)
		}
		if i := bitsEqual128(cx, wx); i >= 0 || !reflect.DeepEqual(fmt.Sprint(cy), fmt.Sprint(wy)) {
			t.Errorf("gpu=%v ComplexConvert differs (first complex128 at %d)", gpu, i)
		}
	}
}
