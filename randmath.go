package kern

import "math"

// The logarithm and cosine of the normal generators, with Go's algorithms
// (package math's log and cos, from FreeBSD's e_log.c and the Cephes
// library; Go's source is BSD-licensed) and one change: every product that
// feeds a sum is written float64(x*y). The Go specification forbids fusing
// an explicitly converted product into a multiply-add, so these round
// every operation on their own wherever they run — in GPU code, which
// otherwise contracts x*y+z (package math's included), and on CPUs whose
// Go compiler fuses (arm64, GOAMD64=v3) — and give package math's amd64
// bits: the normals are the same numbers on every target.

// exactLog is math.Log rounded step by step as Go's portable source is.
func exactLog(x float64) float64 {
	const (
		ln2Hi = 6.93147180369123816490e-01 // 3fe62e42 fee00000
		ln2Lo = 1.90821492927058770002e-10 // 3dea39ef 35793c76
		l1    = 6.666666666666735130e-01   // 3FE55555 55555593
		l2    = 3.999999999940941908e-01   // 3FD99999 9997FA04
		l3    = 2.857142874366239149e-01   // 3FD24924 94229359
		l4    = 2.222219843214978396e-01   // 3FCC71C5 1D8E78AF
		l5    = 1.818357216161805012e-01   // 3FC74664 96CB03DE
		l6    = 1.531383769920937332e-01   // 3FC39A09 D078C69F
		l7    = 1.479819860511658591e-01   // 3FC2F112 DF3E5244
	)
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x
	case x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	}
	f1, ki := math.Frexp(x)
	if f1 < math.Sqrt2/2 {
		f1 *= 2
		ki--
	}
	f := f1 - 1
	k := float64(ki)
	s := f / (2 + f)
	s2 := s * s
	s4 := s2 * s2
	t1 := float64(s2 * (l1 + float64(s4*(l3+float64(s4*(l5+float64(s4*l7)))))))
	t2 := float64(s4 * (l2 + float64(s4*(l4+float64(s4*l6)))))
	r := t1 + t2
	hfsq := float64(0.5 * f * f)
	return float64(k*ln2Hi) - ((hfsq - (float64(s*(hfsq+r)) + float64(k*ln2Lo))) - f)
}

// exactCos is math.Cos for 0 ≤ |x| < 2^29 (and NaN for NaN and ±Inf),
// rounded step by step as Go's portable source is. The normals call it
// with 2π·u, u in [0, 1]; past 2^29 package math switches to Payne–Hanek
// reduction, which this does not carry.
func exactCos(x float64) float64 {
	const (
		pi4A = 7.85398125648498535156e-1  // 0x3fe921fb40000000, π/4 in three parts
		pi4B = 3.77489470793079817668e-8  // 0x3e64442d00000000
		pi4C = 2.69515142907905952645e-15 // 0x3ce8469898cc5170
		s0   = 1.58962301576546568060e-10 // 0x3de5d8fd1fd19ccd
		s1   = -2.50507477628578072866e-8 // 0xbe5ae5e5a9291f5d
		s2   = 2.75573136213857245213e-6  // 0x3ec71de3567d48a1
		s3   = -1.98412698295895385996e-4 // 0xbf2a01a019bfdf03
		s4   = 8.33333333332211858878e-3  // 0x3f8111111110f7d0
		s5   = -1.66666666666666307295e-1 // 0xbfc5555555555548
		c0   = -1.13585365213876817300e-11
		c1   = 2.08757008419747316778e-9
		c2   = -2.75573141792967388112e-7
		c3   = 2.48015872888517045348e-5
		c4   = -1.38888888888730564116e-3
		c5   = 4.16666666666665929218e-2
	)
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN()
	}
	sign := false
	x = math.Abs(x)
	j := uint64(x * (4 / math.Pi))
	y := float64(j)
	if j&1 == 1 {
		j++
		y++
	}
	j &= 7
	z := ((x - float64(y*pi4A)) - float64(y*pi4B)) - float64(y*pi4C)
	if j > 3 {
		j -= 4
		sign = !sign
	}
	if j > 1 {
		sign = !sign
	}
	zz := z * z
	if j == 1 || j == 2 {
		p := float64(s0*zz) + s1
		p = float64(p*zz) + s2
		p = float64(p*zz) + s3
		p = float64(p*zz) + s4
		p = float64(p*zz) + s5
		y = z + float64(z*zz*p)
	} else {
		p := float64(c0*zz) + c1
		p = float64(p*zz) + c2
		p = float64(p*zz) + c3
		p = float64(p*zz) + c4
		p = float64(p*zz) + c5
		y = 1.0 - float64(0.5*zz) + float64(zz*zz*p)
	}
	if sign {
		y = -y
	}
	return y
}

// RoundDigits rounds x to ndigits decimal digits after the point (before
// it for a negative ndigits), halves to even: Python's round(x, ndigits)
// as numba and numba-cuda compile it for kernels, the algorithm of
// CPython's fallback float rounding (x·10^ndigits rounded to an integer
// and scaled back, float32 computed in float64 and rounded once at the
// end). It is kernel Go that kern gen compiles from this source, so it
// gives the same bits in kernels, ufunc cores and device functions on
// every target as on the host. Like numba, it rounds x·10^ndigits in
// binary, so a decimal halfway case that is not one in binary rounds
// by the binary value: RoundDigits(2.675, 2) is 2.68, where CPython's
// correctly rounded round gives 2.67. Where numba-cuda goes wrong, kern
// follows CPython: x·10^ndigits beyond ±2^63 (numba-cuda's integer
// rounding saturates), the sign of a zero result (RoundDigits(-0.4, 0)
// is -0), and ndigits above 323 (x) or below -308 (±0; numba gives NaN).
// NaN and ±Inf round to themselves; a result that overflows is ±Inf
// (CPython raises OverflowError).
func RoundDigits[T float32 | float64](x T, ndigits int) T {
	return T(roundDigits(float64(x), ndigits))
}

// roundDigits is CPython's double_round (its version without dtoa) with
// float___round__'s bounds on ndigits, powers of ten as numba computes
// 10.0**n, and RoundToEven, which is C's round plus its halfway fix.
// Nothing here multiplies into a sum, so no target fuses it.
func roundDigits(x float64, n int) float64 {
	switch {
	case math.IsInf(x, 0) || math.IsNaN(x) || n > 323:
		return x
	case n < -308:
		return math.Copysign(0, x)
	case n < 0:
		p := pow10Numba(-n)
		return math.RoundToEven(x/p) * p
	}
	p1, p2 := pow10Numba(n), 1.0
	if n > 22 {
		// 10^n itself may overflow where x·10^n does not.
		p1, p2 = pow10Numba(n-22), 1e22
	}
	y := x * p1 * p2
	if math.IsInf(y, 0) {
		return x // x has no digits that far right
	}
	return math.RoundToEven(y) / p2 / p1
}

// pow10Numba is 10^k for 0 ≤ k ≤ 323 by binary powering, numba's
// float ** int: exact up to 10^22, and off the correctly rounded power
// by an ULP or more for many k above.
func pow10Numba(k int) float64 {
	r, a := 1.0, 10.0
	for ; k != 0; k >>= 1 {
		if k&1 != 0 {
			r *= a
		}
		a *= a
	}
	return r
}
