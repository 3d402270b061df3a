package gputest

import "github.com/kernlab/kern"

// The kernels here are numba-cuda's half-precision tests
// (tests/cudapy/test_intrinsics.py, test_operator.py, test_math.py,
// test_casting.py, test_bfloat16.py) written against kern's API: cuda.fp16.h*
// is kern.H*, a float16 scalar argument is a kern.Float16 parameter, a b1[:]
// output is a []uint8 of 0 and 1 (a kernel parameter cannot be a []bool). Each is generic over kern.Half, so the bfloat16 tests
// run the same code.

// HalfScalarOut and HalfScalarCmp are the results HalfScalar writes.
const (
	HalfScalarOut = 12
	HalfScalarCmp = 11
)

// HalfScalar applies numba's scalar intrinsics to its scalar arguments:
// out gets hadd(a, b), hsub, hmul, hdiv, hfma(a, b, c), hneg(a), habs(a),
// hmax(a, b), hmin(a, b), hsqrt(a), hrcp(a), hrsqrt(a); cmp gets heq(a, b),
// hne, hge, hgt, hle, hlt, then numba's multiple_hcmp_1 to _5 of (a, b, c),
// which mix predicates in a kernel and in device functions.
//
//kern:kernel
func HalfScalar[T kern.Half](t *kern.Thread, out []T, cmp []uint8, a, b, c T) {
	if t.Grid1() != 0 {
		return
	}
	out[0], out[1], out[2], out[3] = kern.HAdd(a, b), kern.HSub(a, b), kern.HMul(a, b), kern.HDiv(a, b)
	out[4], out[5], out[6] = kern.HFma(a, b, c), kern.HNeg(a), kern.HAbs(a)
	out[7], out[8], out[9] = kern.HMax(a, b), kern.HMin(a, b), kern.HSqrt(a)
	out[10], out[11] = kern.HRcp(a), kern.HRsqrt(a)
	cmp[0], cmp[1], cmp[2] = flag(kern.HEq(a, b)), flag(kern.HNe(a, b)), flag(kern.HGe(a, b))
	cmp[3], cmp[4], cmp[5] = flag(kern.HGt(a, b)), flag(kern.HLe(a, b)), flag(kern.HLt(a, b))
	cmp[6] = flag(hltFunc1(a, b) && hltFunc2(b, c))
	cmp[7] = flag(hltFunc1(a, b) && kern.HLt(b, c))
	cmp[8] = flag(hltFunc1(a, b) && kern.HGe(c, b))
	cmp[9] = flag(kern.HLt(a, b) && kern.HLt(b, c))
	cmp[10] = flag(kern.HLt(a, b) && kern.HGe(c, b))
}

// hltFunc1 and hltFunc2 are numba's device functions hlt_func_1 and _2.
func hltFunc1[T kern.Half](x, y T) bool { return kern.HLt(x, y) }

func hltFunc2[T kern.Half](x, y T) bool { return kern.HLt(x, y) }

// HalfBinary is numba's simple_hdiv_kernel (forall over arrays), with the
// other arithmetic intrinsics beside it: out[4i:4i+4] = hadd, hsub, hmul,
// hdiv of (a[i], b[i]).
//
//kern:kernel
func HalfBinary[T kern.Half](t *kern.Thread, out, a, b []T) {
	if i := t.Grid1(); i < len(a) {
		out[4*i], out[4*i+1] = kern.HAdd(a[i], b[i]), kern.HSub(a[i], b[i])
		out[4*i+2], out[4*i+3] = kern.HMul(a[i], b[i]), kern.HDiv(a[i], b[i])
	}
}

// HalfInplace is numba's simple_fp16_iadd, _isub, _imul and _idiv
// (x[0] += a and so on), one element each.
//
//kern:kernel
func HalfInplace[T kern.Half](t *kern.Thread, x []T, a T) {
	if t.Grid1() == 0 {
		x[0] = kern.HAdd(x[0], a)
		x[1] = kern.HSub(x[1], a)
		x[2] = kern.HMul(x[2], a)
		x[3] = kern.HDiv(x[3], a)
	}
}

// HalfMathFns names the results of HalfMathAll, in order.
var HalfMathFns = [...]string{"HSin", "HCos", "HLog", "HLog2", "HLog10", "HSqrt", "HCeil", "HFloor", "HRcp",
	"HTrunc", "HRint", "HRsqrt", "HExp", "HExp2", "HExp10", "HTanh", "HAbs"}

// HalfMathN is the number of results HalfMathAll writes per element.
const HalfMathN = len(HalfMathFns)

// HalfMathAll writes numba's fp16 math intrinsics of x[i] (the functions of
// test_fp16_intrinsics_common, hexp10, and test_math_fp16's tanh and
// fabs) to out[HalfMathN*i:], in the order of HalfMathFns.
//
//kern:kernel
func HalfMathAll[T kern.Half](t *kern.Thread, x, out []T) {
	if i := t.Grid1(); i < len(x) {
		a, o := x[i], out[HalfMathN*i:HalfMathN*i+HalfMathN]
		o[0], o[1], o[2], o[3], o[4] = kern.HSin(a), kern.HCos(a), kern.HLog(a), kern.HLog2(a), kern.HLog10(a)
		o[5], o[6], o[7], o[8], o[9] = kern.HSqrt(a), kern.HCeil(a), kern.HFloor(a), kern.HRcp(a), kern.HTrunc(a)
		o[10], o[11], o[12], o[13], o[14] = kern.HRint(a), kern.HRsqrt(a), kern.HExp(a), kern.HExp2(a), kern.HExp10(a)
		o[15], o[16] = kern.HTanh(a), kern.HAbs(a)
	}
}

// HalfCast is numba's test_casting for float16: x[i] converted to each
// integer type (truncating toward zero, as C and Go do; in range for the
// inputs, and unsigned only for x[i] ≥ 0, as in numba's test), to float32 and float64, and the integer n converted to the
// 16-bit type through float32, which is correct rounding: float32 holds
// every integer binary16 does not overflow on, and its 24 bits are at
// least 2p+2 for bfloat16 (docs/half.md). ints[8i:8i+8] are int8,
// int16, int32, int64, uint8, uint16, uint32, uint64 of x[i].
//
//kern:kernel
func HalfCast[T kern.Half](t *kern.Thread, x []T, ints []int64, f32 []float32, f64 []float64, n []int64, fromInt []T) {
	if i := t.Grid1(); i < len(x) {
		w := kern.HToFloat32(x[i])
		o := ints[8*i : 8*i+8]
		o[0], o[1], o[2], o[3] = int64(int8(w)), int64(int16(w)), int64(int32(w)), int64(w)
		if w >= 0 { // Go leaves a negative value's unsigned conversion to the implementation
			o[4], o[5], o[6], o[7] = int64(uint8(w)), int64(uint16(w)), int64(uint32(w)), int64(uint64(w))
		}
		f32[i], f64[i] = w, float64(w)
	}
	if i := t.Grid1(); i < len(n) {
		fromInt[i] = kern.HFromFloat32[T](float32(n[i]))
	}
}

// HalfMixed is numba's test_mixed_fp16_binary_arithmetic and
// test_mixed_fp16_comparison for float32 and float64 operands: NumPy
// promotes float16 with float32 to float32 and with float64 to float64, so
// the kernel widens (exactly) and computes in the wider type. out32 gets
// h+f, h−f, h·f, h/f in float32, out64 the same with d; cmp gets h > f,
// h >= f, h < f, h <= f, h == f, h != f, then the same with d.
//
//kern:kernel
func HalfMixed[T kern.Half](t *kern.Thread, out32 []float32, out64 []float64, cmp []uint8, h T, f float32, d float64) {
	if t.Grid1() != 0 {
		return
	}
	w, wd := kern.HToFloat32(h), float64(kern.HToFloat32(h))
	out32[0], out32[1], out32[2], out32[3] = w+f, w-f, w*f, w/f
	out64[0], out64[1], out64[2], out64[3] = wd+d, wd-d, wd*d, wd/d
	cmp[0], cmp[1], cmp[2], cmp[3], cmp[4], cmp[5] = flag(w > f), flag(w >= f), flag(w < f), flag(w <= f), flag(w == f), flag(w != f)
	cmp[6], cmp[7], cmp[8], cmp[9], cmp[10], cmp[11] = flag(wd > d), flag(wd >= d), flag(wd < d), flag(wd <= d), flag(wd == d), flag(wd != d)
}

// flag is b as 0 or 1.
func flag(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// HalfNaNInf is test_bfloat16.py's test_nan_and_inf_intrinsics (hisnan,
// hisinf) through the types' methods: out[4i:4i+4] are x[i].IsNaN(),
// x[i].IsInf(sign), y[i].IsNaN(), y[i].IsInf(sign).
//
//kern:kernel
func HalfNaNInf(t *kern.Thread, x []kern.BFloat16, y []kern.Float16, sign int, out []uint8) {
	if i := t.Grid1(); i < len(x) {
		out[4*i], out[4*i+1] = flag(x[i].IsNaN()), flag(x[i].IsInf(sign))
		out[4*i+2], out[4*i+3] = flag(y[i].IsNaN()), flag(y[i].IsInf(sign))
	}
}
