// gomath.h: Go's math.Pow, math.Exp, math.Log and math.Sin (with their
// helpers Frexp, Ldexp, Modf and trigReduce, and math/bits' Mul64 and
// Add64) ported line by line from Go's pure-Go sources (GOROOT/src/math),
// which is what kern compiles for the GPU: the hardware intrinsics are the
// ones kern uses too (Sqrt, Trunc, Abs, Copysign, LeadingZeros64).
// Go's int is i64; Go's shifts by >= the width give 0 (shl64/shr64).
#pragma once
#include "prelude.h"

#define GO_MASK 0x7FFL
#define GO_SHIFT (64 - 11 - 1)
#define GO_BIAS 1023L

DEV u64 f64bits(double f) { return __builtin_bit_cast(u64, f); }
DEV double f64frombits(u64 b) { return __builtin_bit_cast(double, b); }
DEV double go_inf(int sign) { return f64frombits(sign >= 0 ? 0x7FF0000000000000UL : 0xFFF0000000000000UL); }
DEV double go_nan() { return f64frombits(0x7FF8000000000001UL); }
DEV bool go_isnan(double f) { return f != f; }
DEV bool go_isinf(double f, int sign) {
	if (sign == 0) {
		f = __builtin_fabs(f);
	} else if (sign < 0) {
		f = -f;
	}
	return f > 1.79769313486231570814527423731704356798070e+308;
}
DEV bool go_signbit(double x) { return (i64)f64bits(x) < 0; }
DEV u64 shl64(u64 x, u64 s) { return s >= 64 ? 0 : x << s; }
DEV u64 shr64(u64 x, u64 s) { return s >= 64 ? 0 : x >> s; }

DEV double go_normalize(double x, i64 *exp) {
	const double SmallestNormal = 2.2250738585072014e-308;
	if (__builtin_fabs(x) < SmallestNormal) {
		*exp = -52;
		return x * (double)(1L << 52);
	}
	*exp = 0;
	return x;
}

DEV double go_frexp(double f, i64 *exp) {
	*exp = 0;
	if (f == 0) {
		return f;
	}
	if (go_isinf(f, 0) || go_isnan(f)) {
		return f;
	}
	f = go_normalize(f, exp);
	u64 x = f64bits(f);
	*exp += (i64)((x >> GO_SHIFT) & GO_MASK) - GO_BIAS + 1;
	x &= ~((u64)GO_MASK << GO_SHIFT);
	x |= (u64)(-1 + GO_BIAS) << GO_SHIFT;
	return f64frombits(x);
}

DEV double go_ldexp(double frac, i64 exp) {
	if (frac == 0) {
		return frac;
	}
	if (go_isinf(frac, 0) || go_isnan(frac)) {
		return frac;
	}
	i64 e;
	frac = go_normalize(frac, &e);
	exp += e;
	u64 x = f64bits(frac);
	exp += ((i64)(x >> GO_SHIFT) & GO_MASK) - GO_BIAS;
	if (exp < -1075) {
		return __builtin_copysign(0, frac);
	}
	if (exp > 1023) {
		if (frac < 0) {
			return go_inf(-1);
		}
		return go_inf(1);
	}
	double m = 1;
	if (exp < -1022) {
		exp += 53;
		m = 1.0 / (double)(1L << 53);
	}
	x &= ~((u64)GO_MASK << GO_SHIFT);
	x |= (u64)(exp + GO_BIAS) << GO_SHIFT;
	return m * f64frombits(x);
}

DEV double go_modf(double f, double *frac) {
	double integer = __builtin_trunc(f);
	*frac = __builtin_copysign(f - integer, f);
	return integer;
}

DEV double go_expmulti(double hi, double lo, i64 k) {
	const double P1 = 1.66666666666666657415e-01, P2 = -2.77777777770155933842e-03,
		     P3 = 6.61375632143793436117e-05, P4 = -1.65339022054652515390e-06,
		     P5 = 4.13813679705723846039e-08;
	double r = hi - lo;
	double t = r * r;
	double c = r - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
	double y = 1 - ((lo - (r * c) / (2 - c)) - hi);
	return go_ldexp(y, k);
}

DEV double go_exp(double x) {
	const double Ln2Hi = 6.93147180369123816490e-01, Ln2Lo = 1.90821492927058770002e-10,
		     Log2e = 1.44269504088896338700e+00, Overflow = 7.09782712893383973096e+02,
		     Underflow = -7.45133219101941108420e+02, NearZero = 1.0 / (1 << 28);
	if (go_isnan(x)) {
		return x;
	} else if (x > Overflow) {
		return go_inf(1);
	} else if (x < Underflow) {
		return 0;
	} else if (-NearZero < x && x < NearZero) {
		return 1 + x;
	}
	i64 k = 0;
	if (x < 0) {
		k = (i64)(Log2e * x - 0.5);
	} else if (x > 0) {
		k = (i64)(Log2e * x + 0.5);
	}
	double hi = x - (double)k * Ln2Hi;
	double lo = (double)k * Ln2Lo;
	return go_expmulti(hi, lo, k);
}

DEV double go_log(double x) {
	const double Ln2Hi = 6.93147180369123816490e-01, Ln2Lo = 1.90821492927058770002e-10,
		     L1 = 6.666666666666735130e-01, L2 = 3.999999999940941908e-01,
		     L3 = 2.857142874366239149e-01, L4 = 2.222219843214978396e-01,
		     L5 = 1.818357216161805012e-01, L6 = 1.531383769920937332e-01,
		     L7 = 1.479819860511658591e-01;
	if (go_isnan(x) || go_isinf(x, 1)) {
		return x;
	} else if (x < 0) {
		return go_nan();
	} else if (x == 0) {
		return go_inf(-1);
	}
	i64 ki;
	double f1 = go_frexp(x, &ki);
	if (f1 < 1.41421356237309504880168872420969807856967187537694807317667974 / 2) {
		f1 *= 2;
		ki--;
	}
	double f = f1 - 1;
	double k = (double)ki;
	double s = f / (2 + f);
	double s2 = s * s;
	double s4 = s2 * s2;
	double t1 = s2 * (L1 + s4 * (L3 + s4 * (L5 + s4 * L7)));
	double t2 = s4 * (L2 + s4 * (L4 + s4 * L6));
	double R = t1 + t2;
	double hfsq = 0.5 * f * f;
	return k * Ln2Hi - ((hfsq - (s * (hfsq + R) + k * Ln2Lo)) - f);
}

DEV bool go_isOddInt(double x) {
	if (__builtin_fabs(x) >= (double)(1L << 53)) {
		return false;
	}
	double xf;
	double xi = go_modf(x, &xf);
	return xf == 0 && ((i64)xi & 1) == 1;
}

DEV double go_pow(double x, double y) {
	if (y == 0 || x == 1) {
		return 1;
	} else if (y == 1) {
		return x;
	} else if (go_isnan(x) || go_isnan(y)) {
		return go_nan();
	} else if (x == 0) {
		if (y < 0) {
			if (go_signbit(x) && go_isOddInt(y)) {
				return go_inf(-1);
			}
			return go_inf(1);
		} else if (y > 0) {
			if (go_signbit(x) && go_isOddInt(y)) {
				return x;
			}
			return 0;
		}
	} else if (go_isinf(y, 0)) {
		if (x == -1) {
			return 1;
		} else if ((__builtin_fabs(x) < 1) == go_isinf(y, 1)) {
			return 0;
		} else {
			return go_inf(1);
		}
	} else if (go_isinf(x, 0)) {
		if (go_isinf(x, -1)) {
			return go_pow(1 / x, -y);
		}
		if (y < 0) {
			return 0;
		} else if (y > 0) {
			return go_inf(1);
		}
	} else if (y == 0.5) {
		return go_sqrt(x);
	} else if (y == -0.5) {
		return 1 / go_sqrt(x);
	}

	double yf;
	double yi = go_modf(__builtin_fabs(y), &yf);
	if (yf != 0 && x < 0) {
		return go_nan();
	}
	if (yi >= 9223372036854775808.0) {
		if (x == -1) {
			return 1;
		} else if ((__builtin_fabs(x) < 1) == (y > 0)) {
			return 0;
		} else {
			return go_inf(1);
		}
	}

	double a1 = 1.0;
	i64 ae = 0;
	if (yf != 0) {
		if (yf > 0.5) {
			yf--;
			yi++;
		}
		a1 = go_exp(yf * go_log(x));
	}

	i64 xe;
	double x1 = go_frexp(x, &xe);
	for (i64 i = (i64)yi; i != 0; i >>= 1) {
		if (xe < -(1L << 12) || (1L << 12) < xe) {
			ae += xe;
			break;
		}
		if ((i & 1) == 1) {
			a1 *= x1;
			ae += xe;
		}
		x1 *= x1;
		xe <<= 1;
		if (x1 < .5) {
			x1 += x1;
			xe--;
		}
	}

	if (y < 0) {
		a1 = 1 / a1;
		ae = -ae;
	}
	return go_ldexp(a1, ae);
}

// math/bits
DEV u64 go_mul64(u64 x, u64 y, u64 *lo) {
	const u64 mask32 = (1UL << 32) - 1;
	u64 x0 = x & mask32, x1 = x >> 32;
	u64 y0 = y & mask32, y1 = y >> 32;
	u64 w0 = x0 * y0;
	u64 t = x1 * y0 + (w0 >> 32);
	u64 w1 = t & mask32, w2 = t >> 32;
	w1 += x0 * y1;
	*lo = x * y;
	return x1 * y1 + w2 + (w1 >> 32);
}
DEV u64 go_add64(u64 x, u64 y, u64 carry, u64 *carryOut) {
	u64 sum = x + y + carry;
	*carryOut = ((x & y) | ((x | y) & ~sum)) >> 63;
	return sum;
}
DEV i64 go_lz64(u64 x) { return x == 0 ? 64 : __builtin_clzl(x); }

__device__ static const u64 go_mPi4[20] = {
    0x0000000000000001UL, 0x45f306dc9c882a53UL, 0xf84eafa3ea69bb81UL, 0xb6c52b3278872083UL,
    0xfca2c757bd778ac3UL, 0x6e48dc74849ba5c0UL, 0x0c925dd413a32439UL, 0xfc3bd63962534e7dUL,
    0xd1046bea5d768909UL, 0xd338e04d68befc82UL, 0x7323ac7306a673e9UL, 0x3908bf177bf25076UL,
    0x3ff12fffbc0b301fUL, 0xde5e2316b414da3eUL, 0xda6cfd9e4f96136eUL, 0x9e8c7ecd3cbfd45aUL,
    0xea4f758fd7cbe2f6UL, 0x7a0e73ef14a525d4UL, 0xd7f6bf623f1aba10UL, 0xac06608df8f6d757UL,
};

#define GO_PI 3.14159265358979323846264338327950288419716939937510582097494459

DEV double go_trigReduce(double x, u64 *jout) {
	const double PI4 = GO_PI / 4;
	if (x < PI4) {
		*jout = 0;
		return x;
	}
	u64 ix = f64bits(x);
	i64 exp = (i64)((ix >> GO_SHIFT) & GO_MASK) - GO_BIAS - GO_SHIFT;
	ix &= ~((u64)GO_MASK << GO_SHIFT);
	ix |= 1UL << GO_SHIFT;
	u64 digit = (u64)(exp + 61) / 64, bitshift = (u64)(exp + 61) % 64;
	u64 z0 = shl64(go_mPi4[digit], bitshift) | shr64(go_mPi4[digit + 1], 64 - bitshift);
	u64 z1 = shl64(go_mPi4[digit + 1], bitshift) | shr64(go_mPi4[digit + 2], 64 - bitshift);
	u64 z2 = shl64(go_mPi4[digit + 2], bitshift) | shr64(go_mPi4[digit + 3], 64 - bitshift);
	u64 unused, z1lo, c, c2;
	u64 z2hi = go_mul64(z2, ix, &unused);
	u64 z1hi = go_mul64(z1, ix, &z1lo);
	u64 z0lo = z0 * ix;
	u64 lo = go_add64(z1lo, z2hi, 0, &c);
	u64 hi = go_add64(z0lo, z1hi, c, &c2);
	u64 j = hi >> 61;
	hi = hi << 3 | lo >> 61;
	u64 lz = (u64)go_lz64(hi);
	u64 e = (u64)(GO_BIAS - (lz + 1));
	hi = shl64(hi, lz + 1) | shr64(lo, 64 - (lz + 1));
	hi >>= 64 - GO_SHIFT;
	hi |= e << GO_SHIFT;
	double z = f64frombits(hi);
	if ((j & 1) == 1) {
		j++;
		j &= 7;
		z--;
	}
	*jout = j;
	return z * PI4;
}

__device__ static const double go_sinc[6] = {
    1.58962301576546568060e-10, -2.50507477628578072866e-8, 2.75573136213857245213e-6,
    -1.98412698295895385996e-4, 8.33333333332211858878e-3,  -1.66666666666666307295e-1,
};
__device__ static const double go_cosc[6] = {
    -1.13585365213876817300e-11, 2.08757008419747316778e-9, -2.75573141792967388112e-7,
    2.48015872888517045348e-5,   -1.38888888888730564116e-3, 4.16666666666665929218e-2,
};

DEV double go_sin(double x) {
	const double PI4A = 7.85398125648498535156e-1, PI4B = 3.77489470793079817668e-8,
		     PI4C = 2.69515142907905952645e-15;
	if (x == 0 || go_isnan(x)) {
		return x;
	} else if (go_isinf(x, 0)) {
		return go_nan();
	}
	bool sign = false;
	if (x < 0) {
		x = -x;
		sign = true;
	}
	u64 j;
	double y, z;
	if (x >= (double)(1 << 29)) {
		z = go_trigReduce(x, &j);
	} else {
		j = (u64)(x * (4 / GO_PI));
		y = (double)j;
		if ((j & 1) == 1) {
			j++;
			y++;
		}
		j &= 7;
		z = ((x - y * PI4A) - y * PI4B) - y * PI4C;
	}
	if (j > 3) {
		sign = !sign;
		j -= 4;
	}
	double zz = z * z;
	if (j == 1 || j == 2) {
		y = 1.0 - 0.5 * zz + zz * zz * ((((((go_cosc[0] * zz) + go_cosc[1]) * zz + go_cosc[2]) * zz + go_cosc[3]) * zz + go_cosc[4]) * zz + go_cosc[5]);
	} else {
		y = z + z * zz * ((((((go_sinc[0] * zz) + go_sinc[1]) * zz + go_sinc[2]) * zz + go_sinc[3]) * zz + go_sinc[4]) * zz + go_sinc[5]);
	}
	if (sign) {
		y = -y;
	}
	return y;
}
