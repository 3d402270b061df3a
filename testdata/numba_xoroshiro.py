"""Golden vectors of numba.cuda.random for kern's Xoroshiro* functions.

numba's random functions are @jit functions that compile for the CPU as
well as the GPU, with the same typing (float32 math stays float32), so
this runs them on the CPU, no GPU or simulator needed:

    python3 testdata/numba_xoroshiro.py > testdata/numba_xoroshiro.txt

Each line: seed subsequence_start n, then per state i: s0 s1, then 6 draws
of next (hex), uniform_float32, uniform_float64, normal_float32,
normal_float64 (float bits in hex), each from a fresh copy of the states.
"""
import struct
import sys

import numpy as np
import numba
from numba.cuda import random as nr

CASES = [(0, 0, 3), (1, 0, 2), (42, 0, 5), (12345, 2, 3), (2**64 - 1, 0, 2), (0xDEADBEEF, 1, 4)]
DRAWS = 6


def f32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f64(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def main():
    print("# numba", numba.__version__, "numpy", np.__version__)
    for seed, sub, n in CASES:
        states = np.empty(n, dtype=nr.xoroshiro128p_dtype)
        nr.init_xoroshiro128p_states_cpu(states, np.uint64(seed), np.uint64(sub))
        words = [seed, sub, n]
        for i in range(n):
            words += [int(states[i]["s0"]), int(states[i]["s1"])]
        for fn, conv in [(nr.xoroshiro128p_next, int), (nr.xoroshiro128p_uniform_float32, f32),
                         (nr.xoroshiro128p_uniform_float64, f64), (nr.xoroshiro128p_normal_float32, f32),
                         (nr.xoroshiro128p_normal_float64, f64)]:
            st = states.copy()
            for i in range(n):
                for _ in range(DRAWS):
                    words.append(conv(fn(st, i)))
        print(" ".join("%x" % w for w in words))


main()
