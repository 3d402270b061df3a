package kern_test

// numba-cuda's half-precision tests (numba_cuda/numba/cuda/tests/cudapy:
// test_intrinsics.py, test_operator.py, test_math.py, test_casting.py,
// test_bfloat16.py) ported to kern: the same inputs, run on every place,
// checked against package half bit for bit (kern's promise) and against
// numba's own expected values and tolerances (FLOAT16_RTOL is float16's
// machine epsilon, 2^-10).

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/testing/gputest"
)

const float16RTOL = 0x1p-10 // numba's CUDATestCase.FLOAT16_RTOL, np.finfo(np.float16).eps

// halfOf rounds v to T once, as np.float16(v) (and ml_dtypes' bfloat16) do.
func halfOf[T kern.Half](v float64) T {
	var z T
	if _, bf := any(z).(kern.BFloat16); bf {
		return T(half.ToBFloat16From64(v))
	}
	return T(half.ToFloat16From64(v))
}

func halfF64[T kern.Half](h T) float64 { return float64(kern.HToFloat32(h)) }

func halfIsNaN[T kern.Half](h T) bool { v := halfF64(h); return v != v }

// sameHalfBits is sameHalf for a typed value.
func sameHalfBits[T kern.Half](g, w T) bool {
	_, bf := any(g).(kern.BFloat16)
	return sameHalf(bf, uint16(g), uint16(w))
}

// allClose is numpy.testing.assert_allclose(got, want, rtol): |got − want|
// ≤ rtol·|want|, NaN matching NaN and an infinity itself.
func allClose(got, want, rtol float64) bool {
	if math.IsNaN(want) || math.IsInf(want, 0) {
		return got == want || math.IsNaN(got) && math.IsNaN(want)
	}
	return math.Abs(got-want) <= rtol*math.Abs(want)
}

func halfName[T kern.Half]() string {
	var z T
	if _, bf := any(z).(kern.BFloat16); bf {
		return "bf16"
	}
	return "f16"
}

// numbaKernels are the ported kernels' instances for T. They are made
// where T is a named type: F[T] inside generic code is a closure that
// names no kernel, which kern cannot find GPU code for.
type numbaKernels[T kern.Half] struct {
	scalar  *kern.Kernel5[[]T, []uint8, T, T, T]
	binary  *kern.Kernel3[[]T, []T, []T]
	inplace *kern.Kernel2[[]T, T]
	math    *kern.Kernel2[[]T, []T]
	cast    *kern.Kernel6[[]T, []int64, []float32, []float64, []int64, []T]
	mixed   *kern.Kernel6[[]float32, []float64, []uint8, T, float32, float64]
}

func numbaKernels16() numbaKernels[kern.Float16] {
	return numbaKernels[kern.Float16]{kern.NewKernel5(gputest.HalfScalar[kern.Float16]), kern.NewKernel3(gputest.HalfBinary[kern.Float16]),
		kern.NewKernel2(gputest.HalfInplace[kern.Float16]), kern.NewKernel2(gputest.HalfMathAll[kern.Float16]),
		kern.NewKernel6(gputest.HalfCast[kern.Float16]), kern.NewKernel6(gputest.HalfMixed[kern.Float16])}
}

func numbaKernelsBF() numbaKernels[kern.BFloat16] {
	return numbaKernels[kern.BFloat16]{kern.NewKernel5(gputest.HalfScalar[kern.BFloat16]), kern.NewKernel3(gputest.HalfBinary[kern.BFloat16]),
		kern.NewKernel2(gputest.HalfInplace[kern.BFloat16]), kern.NewKernel2(gputest.HalfMathAll[kern.BFloat16]),
		kern.NewKernel6(gputest.HalfCast[kern.BFloat16]), kern.NewKernel6(gputest.HalfMixed[kern.BFloat16])}
}

// halfScalarWant is what HalfScalar must write for (a, b, c): package
// half's results and Go's comparisons of the widened values.
func halfScalarWant[T kern.Half](a, b, c T) ([]T, []bool) {
	out := []T{half.HAdd(a, b), half.HSub(a, b), half.HMul(a, b), half.HDiv(a, b), half.HFma(a, b, c),
		half.HNeg(a), half.HAbs(a), half.HMax(a, b), half.HMin(a, b), half.HSqrt(a), half.HRcp(a), half.HRsqrt(a)}
	x, y, z := halfF64(a), halfF64(b), halfF64(c)
	cmp := []bool{x == y, x != y, x >= y, x > y, x <= y, x < y,
		x < y && y < z, x < y && y < z, x < y && z >= y, x < y && y < z, x < y && z >= y}
	return out, cmp
}

// runHalfScalar launches HalfScalar[T] on on with (a, b, c) and checks
// every result against package half and Go, bit for bit.
func runHalfScalar[T kern.Half](t *testing.T, k numbaKernels[T], on any, a, b, c T) ([]T, []bool) {
	t.Helper()
	out, flags := make([]T, gputest.HalfScalarOut), make([]uint8, gputest.HalfScalarCmp)
	if err := k.scalar.Launch(on, 1, 1, out, flags, a, b, c); err != nil {
		t.Fatal(err)
	}
	cmp := make([]bool, len(flags))
	for i, f := range flags {
		if f > 1 {
			t.Fatalf("comparison %d: %d, not 0 or 1", i, f)
		}
		cmp[i] = f == 1
	}
	wantOut, wantCmp := halfScalarWant(a, b, c)
	names := [...]string{"hadd", "hsub", "hmul", "hdiv", "hfma", "hneg", "habs", "hmax", "hmin", "hsqrt", "hrcp", "hrsqrt"}
	for i := range out {
		if !sameHalfBits(out[i], wantOut[i]) {
			t.Errorf("%s(%v, %v, %v) = %v (%#04x), package half %v (%#04x)", names[i], a, b, c, out[i], uint16(out[i]), wantOut[i], uint16(wantOut[i]))
		}
	}
	for i := range cmp {
		if cmp[i] != wantCmp[i] {
			t.Errorf("comparison %d of (%v, %v, %v) = %v, want %v", i, a, b, c, cmp[i], wantCmp[i])
		}
	}
	return out, cmp
}

// TestEmulatedNumbaFP16Intrinsics is test_intrinsics.py's test_hadd …
// test_habs (array and scalar forms), test_hmax, test_hmin,
// test_fp16_comparison and test_multiple_float16_comparisons, and
// test_operator.py's test_multiple_float16_comparisons(_false): numba's
// inputs and expected values, rtol FLOAT16_RTOL, on every place.
func TestEmulatedNumbaFP16Intrinsics(t *testing.T) {
	f, k := halfOf[kern.Float16], numbaKernels16()
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			check := func(what string, got kern.Float16, want float64) {
				t.Helper()
				if !allClose(halfF64(got), want, float16RTOL) {
					t.Errorf("%s = %v, numba expects %v (rtol 2^-10)", what, got, want)
				}
			}
			// The array forms: 3 and 4 (hadd, hsub, hmul), hfma(2, 3, 4),
			// hneg(3), habs(-3).
			out, _ := runHalfScalar(t, k, p.on, f(3), f(4), f(4))
			check("hadd(3, 4)", out[0], 7)
			check("hsub(3, 4)", out[1], -1)
			check("hmul(3, 4)", out[2], 12)
			out, _ = runHalfScalar(t, k, p.on, f(2), f(3), f(4))
			check("hfma(2, 3, 4)", out[4], 10)
			out, _ = runHalfScalar(t, k, p.on, f(3), f(-3), f(0))
			check("hneg(3)", out[5], -3)
			out, _ = runHalfScalar(t, k, p.on, f(-3), f(1), f(0))
			check("habs(-3)", out[6], 3)
			// The scalar forms: numba's reference is NumPy's float16
			// arithmetic on the rounded arguments.
			pi, three, h157 := f(3.1415926), f(3.0), f(1.57)
			out, _ = runHalfScalar(t, k, p.on, pi, three, f(0))
			check("hadd(3.1415926, 3)", out[0], halfF64(half.ToFloat16From64(halfF64(pi)+3)))
			out, _ = runHalfScalar(t, k, p.on, pi, h157, f(0))
			check("hsub(3.1415926, 1.57)", out[1], halfF64(half.ToFloat16From64(halfF64(pi)-halfF64(h157))))
			check("hmul(3.1415926, 1.57)", out[2], halfF64(half.ToFloat16From64(halfF64(pi)*halfF64(h157))))
			check("hdiv(3.1415926, 1.57)", out[3], halfF64(half.ToFloat16From64(halfF64(pi)/halfF64(h157))))
			check("hneg(3.1415926)", out[5], -halfF64(pi))
			out, _ = runHalfScalar(t, k, p.on, half.HNeg(pi), three, f(0))
			check("habs(-3.1415926)", out[6], halfF64(pi))
			// test_hmax, test_hmin: (3, 4) and (5, 4).
			out, _ = runHalfScalar(t, k, p.on, f(3), f(4), f(0))
			check("hmax(3, 4)", out[7], 4)
			check("hmin(3, 4)", out[8], 3)
			out, _ = runHalfScalar(t, k, p.on, f(5), f(4), f(0))
			check("hmax(5, 4)", out[7], 5)
			check("hmin(5, 4)", out[8], 4)
			// test_fp16_comparison: (3, 3), (3, 4), (3, 2) against Python's
			// operators on the values.
			for _, ab := range [][2]float64{{3, 3}, {3, 4}, {3, 2}} {
				_, cmp := runHalfScalar(t, k, p.on, f(ab[0]), f(ab[1]), f(0))
				want := []bool{ab[0] == ab[1], ab[0] != ab[1], ab[0] >= ab[1], ab[0] > ab[1], ab[0] <= ab[1], ab[0] < ab[1]}
				for i, w := range want {
					if cmp[i] != w {
						t.Errorf("%s(%v, %v) = %v, want %v", [...]string{"heq", "hne", "hge", "hgt", "hle", "hlt"}[i], ab[0], ab[1], cmp[i], w)
					}
				}
			}
			// test_multiple_float16_comparisons: (2, 3, 4) makes each of
			// multiple_hcmp_1 … _5 true, (2, 3, 1) false.
			for _, c := range []float64{4, 1} {
				_, cmp := runHalfScalar(t, k, p.on, f(2), f(3), f(c))
				for i, r := range cmp[6:] {
					if r != (c == 4) {
						t.Errorf("multiple_hcmp_%d(2, 3, %v) = %v", i+1, c, r)
					}
				}
			}
		})
	}
}

// TestEmulatedNumbaBF16Intrinsics is test_bfloat16.py's
// test_arithmetic_intrinsics_basic, test_comparison_intrinsics,
// test_hmax_hmin_intrinsics and test_hmax_nan_hmin_nan_intrinsics.
// numba's hmax and hmin return the other operand for a NaN (CUDA's
// __hmax), its hmax_nan and hmin_nan the NaN; kern's HMax and HMin are
// Go's max and min, which return the NaN: numba's hmax_nan.
func TestEmulatedNumbaBF16Intrinsics(t *testing.T) {
	f, k := halfOf[kern.BFloat16], numbaKernelsBF()
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			check := func(what string, got kern.BFloat16, want, delta float64) {
				t.Helper()
				if g := halfF64(got); !(math.Abs(g-want) <= delta) {
					t.Errorf("%s = %v, numba expects %v ± %v", what, g, want, delta)
				}
			}
			a, b := f(1.25), f(-2.5)
			out, _ := runHalfScalar(t, k, p.on, a, b, b)
			check("hadd(a, b)", out[0], 1.25-2.5, 1e-2)
			check("hsub(a, b)", out[1], 1.25+2.5, 1e-2)
			check("hmul(a, b)", out[2], 1.25*-2.5, 1e-2)
			check("hneg(a)", out[5], -1.25, 1e-2)
			check("hfma(a, b, b)", out[4], 1.25*-2.5-2.5, 1e-2)
			out, _ = runHalfScalar(t, k, p.on, b, a, a)
			check("habs(b)", out[6], 2.5, 1e-2)
			check("hdiv(b, a)", out[3], -2.5/1.25, 1e-2)
			for _, ab := range [][2]float64{{3, 3}, {3, 4}, {4, 3}} {
				_, cmp := runHalfScalar(t, k, p.on, f(ab[0]), f(ab[1]), f(0))
				want := []bool{ab[0] == ab[1], ab[0] != ab[1], ab[0] >= ab[1], ab[0] > ab[1], ab[0] <= ab[1], ab[0] < ab[1]}
				for i, w := range want {
					if cmp[i] != w {
						t.Errorf("%s(%v, %v) = %v, want %v", [...]string{"heq", "hne", "hge", "hgt", "hle", "hlt"}[i], ab[0], ab[1], cmp[i], w)
					}
				}
			}
			out, _ = runHalfScalar(t, k, p.on, f(3), f(4), f(0))
			check("hmax(3, 4)", out[7], 4, 1e-3)
			check("hmin(3, 4)", out[8], 3, 1e-3)
			out, _ = runHalfScalar(t, k, p.on, f(math.NaN()), f(2), f(0))
			if !halfIsNaN(out[7]) || !halfIsNaN(out[8]) {
				t.Errorf("HMax, HMin(NaN, 2) = %v, %v: want NaN (numba's hmax_nan, hmin_nan)", out[7], out[8])
			}
		})
	}
}

// TestEmulatedNumbaHalfDiv is test_intrinsics.py's test_hdiv: 500 random
// integers in [-65504, 65504] as float16 (and as bfloat16), divided
// elementwise (numba's forall), within FLOAT16_RTOL of NumPy's quotient;
// hadd, hsub and hmul of the same operands beside it. Every result is
// package half's, bit for bit.
func TestEmulatedNumbaHalfDiv(t *testing.T) {
	testNumbaHalfDiv(t, numbaKernels16())
	testNumbaHalfDiv(t, numbaKernelsBF())
}

func testNumbaHalfDiv[T kern.Half](t *testing.T, k numbaKernels[T]) {
	const n = 500
	r := rand.New(rand.NewPCG(1, 500))
	a, b := make([]T, n), make([]T, n)
	for i := range n {
		a[i], b[i] = halfOf[T](float64(r.IntN(2*65504+1)-65504)), halfOf[T](float64(r.IntN(2*65504+1)-65504))
	}
	b[0], b[1] = halfOf[T](0), halfOf[T](math.Copysign(0, -1)) // x/±0
	want := make([]T, 4*n)
	for i := range n {
		want[4*i], want[4*i+1], want[4*i+2], want[4*i+3] = half.HAdd(a[i], b[i]), half.HSub(a[i], b[i]), half.HMul(a[i], b[i]), half.HDiv(a[i], b[i])
		// numba's check: NumPy's float16 quotient (correctly rounded)
		// within FLOAT16_RTOL.
		if q := halfOf[T](halfF64(a[i]) / halfF64(b[i])); !allClose(halfF64(want[4*i+3]), halfF64(q), float16RTOL) {
			t.Fatalf("%s: package half's %v / %v = %v, NumPy's %v", halfName[T](), a[i], b[i], want[4*i+3], q)
		}
	}
	for _, p := range places() {
		t.Run(halfName[T]()+"/"+p.name, func(t *testing.T) {
			out := make([]T, 4*n)
			if err := k.binary.Launch(p.on, (n+127)/128, 128, out, a, b); err != nil {
				t.Fatal(err)
			}
			for i := range out {
				if !sameHalfBits(out[i], want[i]) {
					t.Errorf("%s(%v, %v) = %v, package half %v", [...]string{"hadd", "hsub", "hmul", "hdiv"}[i%4], a[i/4], b[i/4], out[i], want[i])
				}
			}
		})
	}
}

// TestEmulatedNumbaHalfOperator is test_operator.py's test_fp16_binary,
// test_fp16_inplace_binary, test_fp16_unary and test_fp16_comparison
// (random operands in [0, 1), kern.H* for Python's operators, numba's
// assert_allclose with its default rtol 1e-7: the correctly rounded
// result), and test_mixed_fp16_binary_arithmetic and
// test_mixed_fp16_comparison with float32 and float64 operands (NumPy
// promotes to the float type: the kernel widens the 16-bit value).
func TestEmulatedNumbaHalfOperator(t *testing.T) {
	testNumbaHalfOperator(t, numbaKernels16())
	testNumbaHalfOperator(t, numbaKernelsBF())
}

func testNumbaHalfOperator[T kern.Half](t *testing.T, k numbaKernels[T]) {
	r := rand.New(rand.NewPCG(0, 7))
	const trials = 8
	for _, p := range places() {
		t.Run(halfName[T]()+"/"+p.name, func(t *testing.T) {
			for range trials {
				a, b := halfOf[T](r.Float64()), halfOf[T](r.Float64())
				x, y := halfF64(a), halfF64(b)
				out, cmp := runHalfScalar(t, k, p.on, a, b, a)
				for i, w := range []float64{x + y, x - y, x * y, x / y} {
					if g, w := halfF64(out[i]), halfF64(halfOf[T](w)); !allClose(g, w, 1e-7) {
						t.Errorf("%s(%v, %v) = %v, NumPy %v", [...]string{"+", "-", "*", "/"}[i], x, y, g, w)
					}
				}
				if halfF64(out[5]) != -x || halfF64(out[6]) != x {
					t.Errorf("-%v, abs(%v) = %v, %v", x, x, out[5], out[6])
				}
				for i, w := range []bool{x == y, x != y, x >= y, x > y, x <= y, x < y} {
					if cmp[i] != w {
						t.Errorf("comparison %d of %v, %v = %v", i, x, y, cmp[i])
					}
				}
				// In place: x[0] op= a.
				xs := []T{b, b, b, b}
				if err := k.inplace.Launch(p.on, 1, 1, xs, a); err != nil {
					t.Fatal(err)
				}
				for i, w := range []T{half.HAdd(b, a), half.HSub(b, a), half.HMul(b, a), half.HDiv(b, a)} {
					if !sameHalfBits(xs[i], w) || !allClose(halfF64(xs[i]), halfF64(halfOf[T]([]float64{y + x, y - x, y * x, y / x}[i])), 1e-7) {
						t.Errorf("%v %s= %v: %v, want %v", y, [...]string{"+", "-", "*", "/"}[i], x, xs[i], w)
					}
				}
				// Mixed with float32 and float64: (random()·100).astype(ty).
				f, d := float32(r.Float64()*100), r.Float64()*100
				o32, o64, mc := make([]float32, 4), make([]float64, 4), make([]uint8, 12)
				if err := k.mixed.Launch(p.on, 1, 1, o32, o64, mc, a, f, d); err != nil {
					t.Fatal(err)
				}
				w32 := float32(x)
				for i, w := range []float32{w32 + f, w32 - f, w32 * f, w32 / f} {
					if math.Float32bits(o32[i]) != math.Float32bits(w) {
						t.Errorf("float32 op %d of %v, %v = %v, want %v", i, x, f, o32[i], w)
					}
				}
				for i, w := range []float64{x + d, x - d, x * d, x / d} {
					if math.Float64bits(o64[i]) != math.Float64bits(w) {
						t.Errorf("float64 op %d of %v, %v = %v, want %v", i, x, d, o64[i], w)
					}
				}
				fw := float64(f)
				for i, w := range []bool{x > fw, x >= fw, x < fw, x <= fw, x == fw, x != fw, x > d, x >= d, x < d, x <= d, x == d, x != d} {
					if mc[i] != map[bool]uint8{false: 0, true: 1}[w] {
						t.Errorf("mixed comparison %d of %v with %v, %v = %v", i, x, f, d, mc[i])
					}
				}
			}
		})
	}
}

// halfMathRef is package half's function i of HalfMathFns.
func halfMathRef[T kern.Half](i int, a T) T {
	return [...]func(T) T{half.HSin[T], half.HCos[T], half.HLog[T], half.HLog2[T], half.HLog10[T], half.HSqrt[T],
		half.HCeil[T], half.HFloor[T], half.HRcp[T], half.HTrunc[T], half.HRint[T], half.HRsqrt[T], half.HExp[T],
		half.HExp2[T], half.HExp10[T], half.HTanh[T], half.HAbs[T]}[i](a)
}

// numpyMath is the NumPy (or math) function numba compares fn with, in
// float64: the exact value to within float64's rounding.
var numpyMath = [...]func(float64) float64{math.Sin, math.Cos, math.Log, math.Log2, math.Log10, math.Sqrt,
	math.Ceil, math.Floor, func(x float64) float64 { return 1 / x }, math.Trunc, math.RoundToEven,
	func(x float64) float64 { return math.Pow(x, -0.5) }, math.Exp, math.Exp2,
	func(x float64) float64 { return math.Pow(10, x) }, math.Tanh, math.Abs}

// runHalfMath launches HalfMathAll[T] over x on on and checks every result
// against package half, bit for bit; it returns them.
func runHalfMath[T kern.Half](t *testing.T, k numbaKernels[T], on any, x []T) []T {
	t.Helper()
	out := make([]T, gputest.HalfMathN*len(x))
	if err := k.math.Launch(on, (len(x)+255)/256, 256, x, out); err != nil {
		t.Fatal(err)
	}
	bad := 0
	for i, g := range out {
		j, fn := i/gputest.HalfMathN, i%gputest.HalfMathN
		if w := halfMathRef(fn, x[j]); !sameHalfBits(g, w) && bad < 10 {
			bad++
			t.Errorf("%s(%v) (%#04x) = %#04x, package half %#04x", gputest.HalfMathFns[fn], x[j], uint16(x[j]), uint16(g), uint16(w))
		}
	}
	return out
}

// TestEmulatedNumbaHalfMath is test_intrinsics.py's
// test_fp16_intrinsics_common (32 random integers in [1, 65504] as float16
// for hsin … hrsqrt, in [1, 9] for hexp and hexp2, within FLOAT16_RTOL)
// and test_hexp10 (random values in [0, 1)), test_math.py's
// test_math_fp16 and test_math_fp16_trunc (linspace(0, 1, 50), from 1 for
// the logarithms and −1 for fabs, rtol 1e-3), and test_bfloat16.py's
// test_math_bindings (bfloat16(3.14), within 1e-2, 1e-1 for the
// exponentials): numba's expected values on every place, and every result
// package half's bit for bit.
func TestEmulatedNumbaHalfMath(t *testing.T) {
	k16, kbf := numbaKernels16(), numbaKernelsBF()
	r := rand.New(rand.NewPCG(1, 32))
	var ints, small, unit []kern.Float16
	for range 32 {
		ints = append(ints, halfOf[kern.Float16](float64(1+r.IntN(65504))))
		small = append(small, halfOf[kern.Float16](float64(1+r.IntN(9))))
		unit = append(unit, halfOf[kern.Float16](r.Float64()))
	}
	linspace := func(start, stop float64) []kern.Float16 {
		var s []kern.Float16
		for i := range 50 {
			s = append(s, halfOf[kern.Float16](start+(stop-start)*float64(i)/49))
		}
		return s
	}
	const (
		sin, cos, log, log2, log10, sqrt, ceil, floor, rcp, trunc, rint, rsqrt, exp, exp2, exp10, tanh, abs = 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
	)
	type test struct {
		name string
		x    []kern.Float16
		fns  []int
		rtol float64
	}
	tests := []test{
		{"fp16_intrinsics_common", ints, []int{sin, cos, log, log2, log10, sqrt, ceil, floor, rcp, trunc, rint, rsqrt}, float16RTOL},
		{"fp16_intrinsics_common exp", small, []int{exp, exp2}, float16RTOL},
		{"hexp10", unit, []int{exp10}, float16RTOL},
		{"math_fp16", linspace(0, 1), []int{sin, cos, exp, sqrt, ceil, floor, exp2, trunc}, 1e-3},
		{"math_fp16 log", linspace(1, 1), []int{log, log2, log10}, 1e-3},
		{"math_fp16 fabs", linspace(-1, 1), []int{abs}, 1e-3},
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			for _, tc := range tests {
				out := runHalfMath(t, k16, p.on, tc.x)
				for _, fn := range tc.fns {
					for j, a := range tc.x {
						// numba computes the reference in float16 (NumPy's
						// fn(x, dtype=np.float16)): the value rounded to float16.
						w := halfF64(halfOf[kern.Float16](numpyMath[fn](halfF64(a))))
						if g := halfF64(out[gputest.HalfMathN*j+fn]); !allClose(g, w, tc.rtol) {
							t.Errorf("%s: %s(%v) = %v, numba expects %v (rtol %g)", tc.name, gputest.HalfMathFns[fn], a, g, w, tc.rtol)
						}
					}
				}
			}
			// test_math_bindings: bfloat16(3.14), compared in float32
			// with Python's math on 3.14.
			x := halfOf[kern.BFloat16](3.14)
			out := runHalfMath(t, kbf, p.on, []kern.BFloat16{x})
			for _, c := range []struct {
				fn    int
				delta float64
			}{{trunc, 1e-2}, {ceil, 1e-2}, {floor, 1e-2}, {sqrt, 1e-2}, {log, 1e-2}, {log10, 1e-2}, {cos, 1e-2}, {sin, 1e-2}, {tanh, 1e-2}, {exp, 1e-1}, {exp2, 1e-1}} {
				w := numpyMath[c.fn](3.14)
				if g := halfF64(out[c.fn]); !(math.Abs(g-w) <= c.delta) {
					t.Errorf("bfloat16 %s(3.14) = %v, numba expects %v ± %v", gputest.HalfMathFns[c.fn], g, w, c.delta)
				}
			}
		})
	}
}

// TestEmulatedHalfMathMore runs HalfMathAll over every binary16 and
// bfloat16 pattern (every 13th under -short) on every place, against
// package half bit for bit: the functions numba-cuda's cuda.fp16 has
// beside HExp … HTanh (TestEmulatedHalfMath checks those alone).
func TestEmulatedHalfMathMore(t *testing.T) {
	step := 1
	if testing.Short() {
		step = 13
	}
	k16, kbf := numbaKernels16(), numbaKernelsBF()
	x16, xbf := []kern.Float16{}, []kern.BFloat16{}
	for u := 0; u < 1<<16; u += step {
		x16, xbf = append(x16, kern.Float16(u)), append(xbf, kern.BFloat16(u))
	}
	for _, p := range places() {
		t.Run("f16/"+p.name, func(t *testing.T) { runHalfMath(t, k16, p.on, x16) })
		t.Run("bf16/"+p.name, func(t *testing.T) { runHalfMath(t, kbf, p.on, xbf) })
	}
}

// TestEmulatedNumbaHalfCast is test_casting.py's test_float_to_int and
// test_float_to_uint (±12.3 as float16 to each integer type: int(12.3)),
// test_int_to_float (321) and test_float16_to_float (the exact widening),
// for both 16-bit types, on every place; and test_bfloat16.py's
// test_to_float_conversions and test_from_float_conversions (1.5 is
// 0x3fc0, exact).
func TestEmulatedNumbaHalfCast(t *testing.T) {
	testNumbaHalfCast(t, numbaKernels16())
	testNumbaHalfCast(t, numbaKernelsBF())
}

func testNumbaHalfCast[T kern.Half](t *testing.T, k numbaKernels[T]) {
	x := []T{halfOf[T](12.3), halfOf[T](-12.3), halfOf[T](1.5), halfOf[T](100.5)}
	n := []int64{321, -321, 0, 65519, 65520, 1<<24 + 1, -(1<<40 + 1<<31 + 1)}
	for _, p := range places() {
		t.Run(halfName[T]()+"/"+p.name, func(t *testing.T) {
			ints, f32, f64, from := make([]int64, 8*len(x)), make([]float32, len(x)), make([]float64, len(x)), make([]T, len(n))
			if err := k.cast.Launch(p.on, 1, 32, x, ints, f32, f64, n, from); err != nil {
				t.Fatal(err)
			}
			for i, h := range x {
				w := kern.HToFloat32(h)
				want := []int64{int64(int8(w)), int64(int16(w)), int64(int32(w)), int64(w), int64(uint8(w)), int64(uint16(w)), int64(uint32(w)), int64(uint64(w))}
				if w < 0 {
					want = append(want[:4], 0, 0, 0, 0) // not converted: implementation-defined
				}
				if i < 2 {
					for j := range 4 {
						if want[j] != int64(math.Trunc(float64(w))) {
							t.Fatalf("reference %d of %v: %d", j, w, want[j])
						}
					}
				}
				for j := range 8 {
					if ints[8*i+j] != want[j] {
						t.Errorf("%v to %s = %d, want %d", h, [...]string{"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"}[j], ints[8*i+j], want[j])
					}
				}
				if f32[i] != w || f64[i] != float64(w) {
					t.Errorf("%v widened: %v, %v", h, f32[i], f64[i])
				}
			}
			if uint16(x[2]) != map[bool]uint16{false: 0x3e00, true: 0x3fc0}[halfName[T]() == "bf16"] {
				t.Errorf("1.5 is %#04x", uint16(x[2]))
			}
			for i, v := range n {
				if w := halfOf[T](float64(v)); !sameHalfBits(from[i], w) {
					t.Errorf("%d to %s = %v (%#04x), want %v (%#04x)", v, halfName[T](), from[i], uint16(from[i]), w, uint16(w))
				}
			}
			if halfName[T]() == "f16" && halfF64(from[0]) != 321 { // test_int_to_float: float16 holds 321 (bfloat16 rounds it to 320)
				t.Errorf("321 to %s = %v", halfName[T](), from[0])
			}
		})
	}
}

// TestEmulatedNumbaHalfNames checks the ported kernels' reference table
// against the generated one, so a reordering cannot pair a result with
// the wrong reference.
func TestEmulatedNumbaHalfNames(t *testing.T) {
	for i, name := range gputest.HalfMathFns {
		a := kern.Float16(0x3e00) // 1.5
		if got, want := fmt.Sprint(halfMathRef(i, a)), fmt.Sprint(halfOf[kern.Float16](numpyMath[i](1.5))); got != want {
			t.Errorf("%s(1.5): package half %s, reference %s", name, got, want)
		}
	}
}

// TestEmulatedNumbaHalfNaNInf is test_bfloat16.py's
// test_nan_and_inf_intrinsics (hisnan of bfloat16(nan), hisinf of
// bfloat16(inf)) through IsNaN and IsInf, with the other specials and
// binary16 beside, every sign argument, on every place, against the
// methods on the host.
func TestEmulatedNumbaHalfNaNInf(t *testing.T) {
	x := []kern.BFloat16{kern.ToBFloat16(float32(math.NaN())), kern.ToBFloat16(float32(math.Inf(1))), kern.ToBFloat16(float32(math.Inf(-1))),
		0x7f81, 0xffc1, 0x7f7f, 0x8000, 0x3f80, 0x7fff, 0xff80}
	y := []kern.Float16{0x7e00, 0x7c00, 0xfc00, 0x7c01, 0xfe01, 0x7bff, 0x8000, 0x3c00, 0x7fff, 0xfc00}
	if !x[0].IsNaN() || !x[1].IsInf(0) {
		t.Fatal("bfloat16(nan), bfloat16(inf) are not NaN, Inf")
	}
	k := kern.NewKernel4(gputest.HalfNaNInf)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			for _, sign := range []int{-1, 0, 1, math.MinInt, math.MaxInt} {
				out := make([]uint8, 4*len(x))
				if err := k.Launch(p.on, 1, 32, x, y, sign, out); err != nil {
					t.Fatal(err)
				}
				for i := range x {
					want := []bool{x[i].IsNaN(), x[i].IsInf(sign), y[i].IsNaN(), y[i].IsInf(sign)}
					for j, w := range want {
						if g := out[4*i+j]; g != map[bool]uint8{false: 0, true: 1}[w] {
							t.Errorf("sign %d: %s of %#04x = %d, want %v", sign, [...]string{"IsNaN", "IsInf", "IsNaN", "IsInf"}[j],
								[]uint16{uint16(x[i]), uint16(x[i]), uint16(y[i]), uint16(y[i])}[j], g, w)
						}
					}
				}
			}
		})
	}
}

// TestNumbaHalfPTX is test_intrinsics.py's test_hadd_ptx, test_hsub_ptx,
// test_hmul_ptx and test_hfma_ptx (and test_operator.py's
// test_fp16_binary_ptx): the binary16 kernel's PTX (kern gen's default
// sm_70) does the arithmetic with add.rn.f16, sub.rn.f16, mul.rn.f16 and
// fma.rn.f16, and the integer roundings with cvt.rmi/rpi/rzi/rni.
// numba's neg.f16 and abs.f16 are sign-bit xor and and in kern, the same
// bits (TestEmulatedNumbaFP16Intrinsics).
func TestNumbaHalfPTX(t *testing.T) {
	src, err := os.ReadFile("internal/testing/gputest/kern_gen.ptx")
	if err != nil {
		t.Fatal(err)
	}
	entry := func(name string) string {
		const prefix = ".visible .entry github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2e"
		s := string(src)
		i := strings.Index(s, prefix+name+"(")
		if i < 0 {
			t.Fatalf("no entry %s in kern_gen.ptx", name)
		}
		s = s[i+len(prefix):]
		if j := strings.Index(s, ".visible .entry"); j >= 0 {
			s = s[:j]
		}
		return s
	}
	for name, instrs := range map[string][]string{
		"HalfScalar_5bkern_2eFloat16_5d":  {"add.rn.f16 ", "sub.rn.f16 ", "mul.rn.f16 ", "fma.rn.f16 "},
		"HalfMathAll_5bkern_2eFloat16_5d": {"cvt.rmi.f32.f32", "cvt.rpi.f32.f32", "cvt.rzi.f32.f32", "cvt.rni.f32.f32", "sqrt.rn.f64", "div.rn.f32"},
	} {
		body := entry(name)
		for _, in := range instrs {
			if !strings.Contains(body, in) {
				t.Errorf("%s: no %s", name, in)
			}
		}
	}
}

// TestGenericInstanceNoCode: a kernel instantiated with a type parameter
// of generic host code (as this port first wrote its helpers) has no GPU
// code kern can find; the error says why and what to write, rather than
// "mark it //kern:kernel", which it is.
func TestGenericInstanceNoCode(t *testing.T) {
	err := launchInGeneric[kern.Float16](kern.NewDevice(emu.New()))
	if !errors.Is(err, kern.ErrNoGPUCode) || !strings.Contains(err.Error(), "instantiate it with named types") {
		t.Fatalf("%v, want ErrNoGPUCode saying to instantiate with named types", err)
	}
	if err := launchInGeneric[kern.Float16](kern.CPU); err != nil {
		t.Fatal(err) // the host runs the Go function value itself
	}
}

func launchInGeneric[T kern.Half](on any) error {
	return kern.NewKernel2(gputest.HalfInplace[T]).Launch(on, 1, 1, make([]T, 4), halfOf[T](1))
}
