package gputest

import (
	"github.com/kernlab/kern"
	"github.com/kernlab/kern/half"
)

// HalfOut is the number of results HalfOps16 and HalfOpsBF write per
// element.
const HalfOut = 14

// HalfOps16 applies every binary16 operation to (x[i], y[i], z[i]), bit
// patterns in uint16 slices: out[HalfOut*i:] gets the results and
// wide[3*i:] the operands widened.
//
//kern:kernel
func HalfOps16(t *kern.Thread, x, y, z, out []uint16, wide []float64) {
	if i := t.Grid1(); i < len(x) {
		a, b, c := kern.Float16(x[i]), kern.Float16(y[i]), kern.Float16(z[i])
		o := out[HalfOut*i : HalfOut*i+HalfOut]
		halfOps(a, b, c, o)
		fa, fb, fc := a.Float32(), b.Float32(), c.Float64()
		o[11] = uint16(half.ToFloat16(fa*fb + 1)) // float32 arithmetic, rounded to 16 bits
		o[12] = uint16(half.ToFloat16From64(fc * 1.0000001))
		o[13] = uint16(half.ToFloat16From64(float64(fa) + fc*0x1p-30))
		wide[3*i], wide[3*i+1], wide[3*i+2] = float64(fa), b.Float64(), fc
	}
}

// HalfOpsBF is HalfOps16 for bfloat16.
//
//kern:kernel
func HalfOpsBF(t *kern.Thread, x, y, z, out []uint16, wide []float64) {
	if i := t.Grid1(); i < len(x) {
		a, b, c := kern.BFloat16(x[i]), kern.BFloat16(y[i]), kern.BFloat16(z[i])
		o := out[HalfOut*i : HalfOut*i+HalfOut]
		halfOps(a, b, c, o)
		fa, fb, fc := a.Float32(), b.Float32(), c.Float64()
		o[11] = uint16(half.ToBFloat16(fa*fb + 1))
		o[12] = uint16(half.ToBFloat16From64(fc * 1.0000001))
		o[13] = uint16(half.ToBFloat16From64(float64(fa) + fc*0x1p-30))
		wide[3*i], wide[3*i+1], wide[3*i+2] = float64(fa), b.Float64(), fc
	}
}

// halfOps writes the H* operations of (a, b, c) to o[0:11], the
// comparisons as the bits of o[10].
func halfOps[T kern.Half](a, b, c T, o []uint16) {
	o[0], o[1], o[2], o[3] = uint16(kern.HAdd(a, b)), uint16(kern.HSub(a, b)), uint16(kern.HMul(a, b)), uint16(kern.HDiv(a, b))
	o[4], o[5] = uint16(kern.HFma(a, b, c)), uint16(kern.HSqrt(a))
	o[6], o[7] = uint16(kern.HNeg(a)), uint16(kern.HAbs(b))
	o[8], o[9] = uint16(kern.HMin(a, b)), uint16(kern.HMax(a, b))
	var cmp uint16
	for k, r := range [6]bool{kern.HEq(a, b), kern.HNe(a, b), kern.HLt(a, b), kern.HLe(a, b), kern.HGt(a, b), kern.HGe(a, b)} {
		if r {
			cmp |= 1 << k
		}
	}
	o[10] = cmp
}

// HalfDot accumulates x[k]·y[k] in float32 over bfloat16 rows of n: out[r]
// is row r's dot product rounded to bfloat16, and acc16[r] the sum of
// h[k]² kept in binary16 with HFma (the two common accumulations). The
// slices hold bit patterns.
//
//kern:kernel
func HalfDot(t *kern.Thread, x, y, h []uint16, n int, out, acc16 []uint16) {
	if r := t.Grid1(); r < len(out) {
		var acc float32
		var a16 kern.Float16
		for k := r * n; k < r*n+n; k++ {
			acc += kern.BFloat16(x[k]).Float32() * kern.BFloat16(y[k]).Float32()
			a16 = kern.HFma(kern.Float16(h[k]), kern.Float16(h[k]), a16)
		}
		out[r], acc16[r] = uint16(half.ToBFloat16(acc)), uint16(a16)
	}
}

// HalfAxpy is a·x + y in float32 over a binary16 x and a bfloat16 y (bit
// patterns: the ufunc runtime's dtypes are its operands'), the common
// float32 arithmetic over 16-bit inputs, with a 16-bit result too.
//
//kern:vectorize
func HalfAxpy(a float32, x, y uint16) float32 {
	return a*kern.Float16(x).Float32() + kern.BFloat16(y).Float32()
}

// HalfFma is HFma(a, b, HSqrt(c)) on binary16 bit patterns.
//
//kern:vectorize
func HalfFma(a, b, c uint16) uint16 {
	return uint16(kern.HFma(kern.Float16(a), kern.Float16(b), kern.HSqrt(kern.Float16(c))))
}

// HalfMax is HMax over bfloat16 bit patterns: a reduction whose result
// does not depend on the order.
//
//kern:reduce
func HalfMax(a, b uint16) uint16 { return uint16(kern.HMax(kern.BFloat16(a), kern.BFloat16(b))) }

// HalfMath16 writes HExp, HLog, HSin, HCos and HTanh of the binary16
// patterns x[i] to out[5i:5i+5].
//
//kern:kernel
func HalfMath16(t *kern.Thread, x, out []uint16) {
	if i := t.Grid1(); i < len(x) {
		halfMath(kern.Float16(x[i]), out[5*i:5*i+5])
	}
}

// HalfMathBF is HalfMath16 for bfloat16.
//
//kern:kernel
func HalfMathBF(t *kern.Thread, x, out []uint16) {
	if i := t.Grid1(); i < len(x) {
		halfMath(kern.BFloat16(x[i]), out[5*i:5*i+5])
	}
}

func halfMath[T kern.Half](a T, o []uint16) {
	o[0], o[1], o[2], o[3], o[4] = uint16(kern.HExp(a)), uint16(kern.HLog(a)), uint16(kern.HSin(a)), uint16(kern.HCos(a)), uint16(kern.HTanh(a))
}

// HalfAtomic adds into block-shared binary16 and bfloat16 accumulators
// with kern.AtomicAdd, and writes them to out[8b:8b+6] for block b. Thread
// i adds (i%4)/2 to accumulator 0 (sums exact in either format, so the
// order of the adds does not matter), the thread with ThreadIdx 1 adds
// x[0] to accumulator 1 and x[1] to accumulator 2 (one add each, rounded:
// x = 2^-11 to 1.0 in binary16 and 2^-8 to 1.0 in bfloat16 are ties),
// which start at 1.0. Then the thread with ThreadIdx 2 exchanges
// accumulator 2 of binary16 for 2.0 and compare-and-swaps bfloat16's
// from 1+2^-7 to 2.0: out[8b+6:8b+8] are the old values.
//
//kern:kernel
func HalfAtomic(t *kern.Thread, x []uint16, out []uint16) {
	s16 := kern.Shared[[3]kern.Float16](t)
	sb := kern.Shared[[3]kern.BFloat16](t)
	tid := t.ThreadIdx().X
	if tid == 0 {
		s16[0], s16[1], s16[2] = 0, kern.Float16(0x3c00), kern.Float16(0x3c00)
		sb[0], sb[1], sb[2] = 0, kern.BFloat16(0x3f80), kern.BFloat16(0x3f80)
	}
	t.SyncThreads()
	v := float32(tid%4) / 2
	kern.AtomicAdd(&s16[0], half.ToFloat16(v))
	kern.AtomicAdd(&sb[0], half.ToBFloat16(v))
	if tid == 1 {
		kern.AtomicAdd(&s16[1], kern.Float16(x[0]))
		kern.AtomicAdd(&s16[2], kern.Float16(x[1]))
		kern.AtomicAdd(&sb[1], kern.BFloat16(x[2]))
		kern.AtomicAdd(&sb[2], kern.BFloat16(x[3]))
	}
	t.SyncThreads()
	b := t.BlockIdx().X
	if tid == 2 {
		out[8*b+6] = uint16(kern.AtomicExch(&s16[2], kern.Float16(0x4000)))
		out[8*b+7] = uint16(kern.AtomicCAS(&sb[2], kern.BFloat16(0x3f81), kern.BFloat16(0x4000)))
	}
	t.SyncThreads()
	if tid == 0 {
		for k := range 3 {
			out[8*b+k], out[8*b+3+k] = uint16(s16[k]), uint16(sb[k])
		}
	}
}

// HalfMixT is a·x + y over typed operands — nd arrays of kern.Float16 and
// kern.BFloat16, as users hold them — with a binary16 result: float32
// arithmetic over 16-bit inputs, rounded once at the end.
//
//kern:vectorize
func HalfMixT(a float32, x kern.Float16, y kern.BFloat16) kern.Float16 {
	return half.ToFloat16(a*x.Float32() + y.Float32())
}

// HalfFmaT is HFma(a, b, c) on typed bfloat16 operands.
//
//kern:vectorize
func HalfFmaT(a, b, c kern.BFloat16) kern.BFloat16 { return kern.HFma(a, b, c) }

// HalfMaxT is HMax over typed binary16 operands: a reduction whose
// result does not depend on the order.
//
//kern:reduce
func HalfMaxT(a, b kern.Float16) kern.Float16 { return kern.HMax(a, b) }

// HalfScaleT writes s·x[i] (binary16, correctly rounded) to out[i] as
// bfloat16, through typed slices and arrays.
//
//kern:kernel
func HalfScaleT(t *kern.Thread, s kern.Float16, x []kern.Float16, out kern.Array1[kern.BFloat16]) {
	if i := t.Grid1(); i < len(x) {
		out.Set(i, half.ToBFloat16(kern.HMul(s, x[i]).Float32()))
	}
}

// HalfFmaG is HFma(a, b, HAbs(c)) in either 16-bit format: one core, which
// kern gen compiles once for kern.Float16 and once for kern.BFloat16.
//
//kern:vectorize
func HalfFmaG[T kern.Half](a, b, c T) T { return kern.HFma(a, b, kern.HAbs(c)) }

// HalfMinG is HMin in either format, as a reduction.
//
//kern:reduce
func HalfMinG[T kern.Half](a, b T) T { return kern.HMin(a, b) }

// HalfScaleG writes s·x[i]+x[i] (one rounding) to out[i] in either format,
// through a typed slice and a kern array.
//
//kern:kernel
func HalfScaleG[T kern.Half](t *kern.Thread, s T, x []T, out kern.Array1[T]) {
	if i := t.Grid1(); i < len(x) {
		out.Set(i, kern.HFma(s, x[i], x[i]))
	}
}

// HalfWidenG computes a·b+0.5 in float32 from values widened with
// kern.HToFloat32 and rounds it back with kern.HFromFloat32: generic
// widening and narrowing, for a type parameter has no Float32 method.
//
//kern:vectorize
func HalfWidenG[T kern.Half](a, b T) T {
	return kern.HFromFloat32[T](kern.HToFloat32(a)*kern.HToFloat32(b) + 0.5)
}

// HalfRound rounds x[i]·s to both 16-bit formats with kern.ToFloat16 and
// kern.ToBFloat16.
//
//kern:kernel
func HalfRound(t *kern.Thread, s float32, x []float32, o16 []kern.Float16, obf []kern.BFloat16) {
	if i := t.Grid1(); i < len(x) {
		o16[i], obf[i] = kern.ToFloat16(x[i]*s), kern.ToBFloat16(x[i]*s)
	}
}

// HalfDotG writes the dot product of the rows a and b, accumulated in
// order with HFma in the rows' format, to res[0]: a generalized ufunc
// generic over kern.Half.
//
//kern:guvectorize (n),(n)->()
func HalfDotG[T kern.Half](a, b, res kern.Array1[T]) {
	var acc T
	for i := range a.Len() {
		acc = kern.HFma(a.At(i), b.At(i), acc)
	}
	res.Set(0, acc)
}

// HalfPairOut is the number of pairs HalfPairs16 and HalfPairsBF write per
// input pair.
const HalfPairOut = 9

// HalfPairs16 applies every packed-pair operation to the pairs at element
// 2j of x, y and z (read with kern.Load2): out[2·HalfPairOut·j:] gets the
// result pairs (kern.Store2), in the order HAdd2, HSub2, HMul2, HFma2,
// HNeg2, HAbs2, HMin2, HMax2 and Pack2(a.Hi(), b.Lo()).
//
//kern:kernel
func HalfPairs16(t *kern.Thread, x, y, z, out []kern.Float16) {
	if j := t.Grid1(); 2*j+1 < len(x) {
		i := 2 * j
		halfPairs(kern.Load2(x, i), kern.Load2(y, i), kern.Load2(z, i), out, HalfPairOut*i)
	}
}

// HalfPairsBF is HalfPairs16 for bfloat16.
//
//kern:kernel
func HalfPairsBF(t *kern.Thread, x, y, z, out []kern.BFloat16) {
	if j := t.Grid1(); 2*j+1 < len(x) {
		i := 2 * j
		halfPairs(kern.Load2(x, i), kern.Load2(y, i), kern.Load2(z, i), out, HalfPairOut*i)
	}
}

func halfPairs[T kern.Half](a, b, c kern.Half2[T], o []T, k int) {
	kern.Store2(o, k, kern.HAdd2(a, b))
	kern.Store2(o, k+2, kern.HSub2(a, b))
	kern.Store2(o, k+4, kern.HMul2(a, b))
	kern.Store2(o, k+6, kern.HFma2(a, b, c))
	kern.Store2(o, k+8, kern.HNeg2(a))
	kern.Store2(o, k+10, kern.HAbs2(b))
	kern.Store2(o, k+12, kern.HMin2(a, b))
	kern.Store2(o, k+14, kern.HMax2(a, b))
	kern.Store2(o, k+16, kern.Pack2(a.Hi(), b.Lo()))
}

// HalfPairAxpy is y[i:i+2] = a·x[i:i+2] + y[i:i+2] over binary16 pairs,
// one pair a thread, and the pair loaded at x[at] stored to last (whose
// index may be odd, to check the misaligned-access error).
//
//kern:kernel
func HalfPairAxpy(t *kern.Thread, a kern.Float16, x, y []kern.Float16, at int, last []kern.Float16) {
	i := 2 * t.Grid1()
	if i+1 < len(x) {
		kern.Store2(y, i, kern.HFma2(kern.Pack2(a, a), kern.Load2(x, i), kern.Load2(y, i)))
	}
	if i == 0 && at >= 0 {
		p := kern.Load2(x, at)
		last[0], last[1] = p.Lo(), p.Hi()
	}
}

// HalfPairDot is a·c + b·d over bfloat16, the two products as one packed
// multiply: a core computes one element a call, so a pair inside it gains
// nothing, but it is ordinary kernel code.
//
//kern:vectorize
func HalfPairDot(a, b, c, d kern.BFloat16) kern.BFloat16 {
	p := kern.HMul2(kern.Pack2(a, b), kern.Pack2(c, d))
	return kern.HAdd(p.Lo(), p.Hi())
}
