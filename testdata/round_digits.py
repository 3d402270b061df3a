"""Golden values of round(x, ndigits) for kern.RoundDigits.

Pure Python (no numba or numpy needed):

    python3 testdata/round_digits.py > testdata/round_digits.txt

numba-cuda lowers round(x, ndigits) for float32 and float64 as
round_ndigits in numba_cuda/numba/cuda/cudaimpl.py: CPython's fallback
double_round (floatobject.c without dtoa), with 10.0**n computed by
numba's integer power (binary powering, int_power_impl) and round(y) by
__nv_llrint, an int64 conversion that saturates (PTX cvt.rni.s64.f64:
NaN gives 0); float32 is computed in float64 and the result rounded to
float32. cuda_round below is that function; kern_round is kern's: the same
with a float rounding (numba's llvm.rint form in cpython/builtins.py) and
CPython's bounds on ndigits (above 323: x; below -308: 0 with x's sign).

Each line: kind (f64 or f32), x, ndigits, then kern's result, numba-cuda's
result and CPython's round(x, ndigits) of the float64 value ("ovf" where
it raises OverflowError), floats as hex bits of their kind (CPython's
column always float64), and the numba-cuda test the case comes from.
"""
import math
import random
import struct


def ipow(a, b):
    """numba's float ** int (int_power_impl), b >= 0."""
    r = 1.0
    e = b
    if e > 0x10000:
        try:
            return math.pow(a, float(b))
        except OverflowError:
            return math.inf
    while e != 0:
        if e & 1:
            r *= a
        e >>= 1
        a *= a
    return r


def llrint(y):
    if math.isnan(y):
        return 0
    if y >= 2.0**63:
        return 2**63 - 1
    if y < -(2.0**63):
        return -(2**63)
    return round(y)  # half to even, exact


def cuda_round(x, nd):
    """numba-cuda's round_ndigits as the CUDA target compiles it."""
    if math.isinf(x) or math.isnan(x):
        return x
    if nd >= 0:
        if nd > 22:
            pow1, pow2 = ipow(10.0, nd - 22), 1e22
        else:
            pow1, pow2 = ipow(10.0, nd), 1.0
        y = (x * pow1) * pow2
        if math.isinf(y):
            return x
    else:
        pow1 = ipow(10.0, -nd)
        y = x / pow1
    z = llrint(y)
    if math.fabs(y - float(z)) == 0.5:
        z = 2.0 * float(llrint(y / 2.0))
    z = float(z)
    if nd >= 0:
        return (z / pow2) / pow1
    return z * pow1


def rint(y):
    if math.isnan(y) or math.isinf(y):
        return y
    return math.copysign(float(round(y)), y)


def kern_round(x, nd):
    if math.isinf(x) or math.isnan(x) or nd > 323:
        return x
    if nd < -308:
        return math.copysign(0.0, x)
    if nd < 0:
        p = ipow(10.0, -nd)
        return rint(x / p) * p
    if nd > 22:
        pow1, pow2 = ipow(10.0, nd - 22), 1e22
    else:
        pow1, pow2 = ipow(10.0, nd), 1.0
    y = (x * pow1) * pow2
    if math.isinf(y):
        return x
    return (rint(y) / pow2) / pow1


def f32(v):
    """v rounded to float32 (round to nearest even, overflow to inf)."""
    if math.isnan(v) or math.isinf(v):
        return v
    try:
        return struct.unpack("<f", struct.pack("<f", v))[0]
    except OverflowError:
        # Past the largest float32: inf, unless v rounds down to it.
        m = struct.unpack("<f", struct.pack("<I", 0x7F7FFFFF))[0]
        if abs(v) < m + 2.0**103:
            return math.copysign(m, v)
        return math.copysign(math.inf, v)


def bits64(v):
    return "%016x" % struct.unpack("<Q", struct.pack("<d", v))[0]


def bits32(v):
    return "%08x" % struct.unpack("<I", struct.pack("<f", v))[0]


class MT19937:
    """NumPy's legacy RandomState: np.random.seed(n); np.random.random()."""

    def __init__(self, seed):
        self.mt = [0] * 624
        self.mt[0] = seed & 0xFFFFFFFF
        for i in range(1, 624):
            self.mt[i] = (1812433253 * (self.mt[i - 1] ^ (self.mt[i - 1] >> 30)) + i) & 0xFFFFFFFF
        self.i = 624

    def u32(self):
        if self.i >= 624:
            for k in range(624):
                y = (self.mt[k] & 0x80000000) | (self.mt[(k + 1) % 624] & 0x7FFFFFFF)
                v = self.mt[(k + 397) % 624] ^ (y >> 1)
                if y & 1:
                    v ^= 0x9908B0DF
                self.mt[k] = v
            self.i = 0
        y = self.mt[self.i]
        self.i += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        y ^= y >> 18
        return y

    def random(self):
        a, b = self.u32() >> 5, self.u32() >> 6
        return (a * 67108864.0 + b) / 9007199254740992.0


def cases():
    rs = MT19937(123)
    vals = [rs.random() for _ in range(32)]
    assert vals[0] == 0.6964691855978616, vals[0]  # np.random.seed(123); np.random.random()
    edge = [math.inf, -math.inf, math.nan]  # the tests meant to add these
    out = []
    # test_round_to_f8, test_round_to_f8_overflow, test_round_to_f8_halfway
    for v in vals + edge:
        for nd in range(-5, 6):
            out.append(("f64", v, nd, "round_to_f8"))
    out.append(("f64", 0.12345678987654321 * 10e-15, 23, "round_to_f8"))
    out.append(("f64", 1.7976931348623157e308, 12, "round_to_f8_overflow"))
    out.append(("f64", 0.5425, 3, "round_to_f8_halfway"))
    # test_round_to_f4, test_round_to_f4_overflow, test_round_to_f4_halfway
    for v in vals + edge:
        for nd in list(range(-5, 6)) + [13]:
            out.append(("f32", f32(v), nd, "round_to_f4"))
    out.append(("f32", f32(3.4028234663852886e38), 300, "round_to_f4_overflow"))
    out.append(("f32", f32(0.3425), 3, "round_to_f4_halfway"))
    # Python's semantics at the edges.
    more = [
        (2.675, 2), (0.125, 2), (0.375, 2), (1.5, 0), (2.5, 0), (-0.5, 0), (0.5, 0), (-1.5, 0),
        (9.5, 0), (-2.5, 0), (0.5425, 3), (0.3425, 3), (-56.45, 1), (84.55, 1), (34.445, 2),
        (-0.0, 0), (-0.0, 3), (-0.0, -3), (0.0, 5), (-0.4, 0), (-4.0, -1), (-0.04, 1), (0.0, 400), (-0.0, 400),
        (1e300, 300), (1e300, -300), (1.5, 300), (1.5, -300), (-1.5, -300), (5e-324, 300), (5e-324, 323),
        (5e-324, 324), (1e-300, 300), (123.456, 23), (123.456, 30), (0.1, 45), (1e-20, 40),
        (2.675, 19), (0.125, 20), (1e20, 0), (-1e20, 0), (1e300, 0), (1e300, 5), (-1e300, -17),
        (1.7976931348623157e308, -7), (1.7976931348623157e308, -308), (1.7976931348623157e308, 0),
        (1.5, 323), (1.5, 324), (1.5, -308), (1.5, -309), (-1.5, -309), (1e308, -308), (5e307, -308),
        (-7e307, -308), (1.5, 10**6), (1.5, -(10**6)), (123456789.123456789, -4), (1e22, -22),
        (math.inf, -400), (math.nan, 400), (2.2250738585072014e-308, 310), (4503599627370497.5, 0),
        (12345.6789, -2), (-12345.6789, 3),
    ]
    for x, nd in more:
        out.append(("f64", x, nd, "edge"))
    for x, nd in [(2.675, 2), (0.125, 2), (1.5, 0), (2.5, 0), (-0.5, 0), (-0.0, 2), (-0.4, 0),
                  (1e30, 10), (3.4028234663852886e38, -38), (3.4028234663852886e38, 5),
                  (1e-45, 45), (1e-45, 46), (1.5, 300), (1.5, -300), (16777217.0, -1), (0.1, 40)]:
        out.append(("f32", f32(x), nd, "edge"))
    # A spread of magnitudes and digit counts.
    r = random.Random(7)
    for _ in range(300):
        x = r.choice([-1, 1]) * 10 ** r.uniform(-30, 30)
        nd = r.randint(-35, 35)
        out.append(("f64", x, nd, "spread"))
        out.append(("f32", f32(x), nd, "spread"))
    return out


def main():
    print("# kind x ndigits kern numba-cuda cpython source")
    for kind, x, nd, src in cases():
        try:
            py = bits64(round(x, nd))
        except OverflowError:
            py = "ovf"
        if kind == "f64":
            b = bits64
            k, c = kern_round(x, nd), cuda_round(x, nd)
        else:
            b = bits32
            k, c = f32(kern_round(x, nd)), f32(cuda_round(x, nd))
        print(kind, b(x), nd, b(k), b(c), py, src)


main()
