#!/usr/bin/python3
"""Numba and NumPy CPU peers of bench/cmd/kernbench.

Writes a JSON array of rows in the format of bench/internal/measure.Row:
the seed's discriminant as Numba @vectorize (target='cpu' and
'parallel') and as a NumPy expression, a NumPy copy of the same bytes
(memory bandwidth), sums (numpy.sum, @njit loops serial and prange), a
compute-bound ufunc (exp·sin, float64) and an integer one with branches, and
the cost of one call on 16 elements. Without Numba only the NumPy rows
are written.

    /usr/bin/python3 bench/peers/cpu_numba.py --sizes 1e4,1e6 -o numba.json
"""
import argparse
import json
import math
import sys
import time

import numpy as np

try:  # without Numba (pip unreachable, no python3-numba) the NumPy rows still run
    import numba
    from numba import njit, prange, vectorize
except ImportError:
    numba = None

    def vectorize(*args, **kwargs):
        return lambda f: None

    def njit(*args, **kwargs):
        return lambda f: None

    prange = range


def discriminant(a, b, c):
    return math.sqrt(b ** 2 - 4 * a * c)


SIG = ['float32(float32, float32, float32)']
disc_cpu = vectorize(SIG, target='cpu')(discriminant)
disc_par = vectorize(SIG, target='parallel')(discriminant)


def expsin(x):
    return math.exp(-x * x) * math.sin(x)


def triage(x):
    if x < 0:
        return -2 * x
    if x > 1000:
        return 1000 + (x & 7)
    return 3 * x + 1


expsin_cpu = vectorize(['float64(float64)'], target='cpu')(expsin)
expsin_par = vectorize(['float64(float64)'], target='parallel')(expsin)
triage_cpu = vectorize(['int32(int32)'], target='cpu')(triage)
triage_par = vectorize(['int32(int32)'], target='parallel')(triage)

# MAX_COMPUTE mirrors kernbench's maxCompute.
MAX_COMPUTE = 10_000_000


@njit(fastmath=False)
def sum_loop(x):
    s = np.float32(0)
    for i in range(x.size):
        s += x[i]
    return s


@njit(parallel=True)
def sum_prange(x):
    s = np.float32(0)
    for i in prange(x.size):
        s += x[i]
    return s


def timeit(f, reps, min_sample):
    """Mirror of measure.Time: warm up, size the samples, take reps."""
    f()
    t0 = time.perf_counter()
    f()
    one = time.perf_counter() - t0
    inner = 1 if one >= min_sample else int(min_sample / max(one, 1e-9)) + 1
    samples = []
    for _ in range(reps):
        t0 = time.perf_counter()
        for _ in range(inner):
            f()
        samples.append((time.perf_counter() - t0) / inner)
    return samples, inner


class Bench:
    def __init__(self, reps, min_sample, log):
        self.reps, self.min_sample, self.log = reps, min_sample, log
        self.rows = []

    def add(self, workload, impl, n, nbytes, f, parallel=False, note=''):
        samples, inner = timeit(f, self.reps, self.min_sample)
        self.rows.append(dict(suite='cpu', workload=workload, impl=impl, lang='python',
                              parallel=parallel, n=int(n), bytes=int(nbytes), inner=inner,
                              samples_s=samples, note=note))
        best = min(samples)
        gbps = nbytes / best / 1e9 if nbytes else 0.0
        print('%-12s %-22s N=%-10d best %10.3g s  %7.2f GB/s  spread %4.1f%%' % (
            workload, impl, n, best, gbps, 100 * (max(samples) / best - 1)), file=self.log)


def operands(n):
    rng = np.random.default_rng(12345)
    a = rng.random(n, dtype=np.float32)
    b = rng.random(n, dtype=np.float32) + np.float32(10)
    c = rng.random(n, dtype=np.float32)
    return a, b, c


def throughput(bench, n):
    a, b, c = operands(n)
    d = np.empty_like(a)
    want = np.sqrt(b * b - np.float32(4) * a * c)
    nbytes = 16 * n
    for impl, fn, par in (('numba-cpu', disc_cpu, False), ('numba-parallel', disc_par, True)):
        if fn is None:
            continue
        bench.add('discriminant', impl, n, nbytes, lambda: fn(a, b, c, out=d), parallel=par)
        # Numba computes in float64 (b ** 2 of a float32 is promoted the same
        # way as Go's float64(b*b)); allow one float32 rounding step.
        if not np.allclose(d, want, rtol=1e-6, atol=0):
            raise SystemExit('%s: wrong result at N=%d' % (impl, n))
    t1, t2 = np.empty_like(a), np.empty_like(a)

    def numpy_expr():
        np.multiply(b, b, out=t1)
        np.multiply(a, c, out=t2)
        np.multiply(t2, np.float32(4), out=t2)
        np.subtract(t1, t2, out=t1)
        np.sqrt(t1, out=d)
    bench.add('discriminant', 'numpy-expr', n, nbytes, numpy_expr)
    del t1, t2
    src = np.arange(2 * n, dtype=np.float32)
    dst = np.empty_like(src)
    bench.add('copy', 'numpy-copy', n, nbytes, lambda: np.copyto(dst, src))
    h = n // 2  # the sum's 4N bytes: 2N read, 2N written
    if h:
        bench.add('copy', 'numpy-copy-input', n, 8 * h, lambda: np.copyto(dst[:h], src[:h]))
    del src, dst
    exact = float(np.sum(a, dtype=np.float64))
    for impl, fn, par in (('numpy-sum', np.sum, False), ('numba-njit-sum', sum_loop, False),
                          ('numba-prange-sum', sum_prange, True)):
        if fn is None:
            continue
        got = [0.0]

        def call(fn=fn):
            got[0] = fn(a)
        bench.add('reduce', impl, n, 4 * n, call, parallel=par)
        # A serial float32 loop stalls at 2**24 (each thread's, for prange):
        # only numpy's pairwise sum stays exact at every N.
        if (impl == 'numpy-sum' or n <= 10_000_000) and abs(float(got[0]) - exact) > 1e-3 * abs(exact):
            raise SystemExit('%s: sum %r, want %r' % (impl, got[0], exact))


def compute(bench, n):
    """ExpSin (float64, two math calls) and Triage (int32, branches), as
    kernbench's compute workloads, with the same input ranges."""
    if n > MAX_COMPUTE:
        return
    a, _, _ = operands(n)
    xf = 8 * a.astype(np.float64) - 4
    xi = (a * 4000).astype(np.int32) - 1500
    wantf = np.exp(-xf * xf) * np.sin(xf)
    wanti = np.where(xi < 0, -2 * xi, np.where(xi > 1000, 1000 + (xi & 7), 3 * xi + 1)).astype(np.int32)
    df, di = np.empty_like(xf), np.empty_like(xi)
    for impl, fn, par in (('numba-cpu', expsin_cpu, False), ('numba-parallel', expsin_par, True)):
        if fn is None:
            continue
        bench.add('expsin', impl, n, 16 * n, lambda: fn(xf, out=df), parallel=par)
        if not np.allclose(df, wantf, rtol=1e-12, atol=1e-300):
            raise SystemExit('%s expsin: wrong result at N=%d' % (impl, n))
    bench.add('expsin', 'numpy-expr', n, 16 * n, lambda: np.multiply(np.exp(-xf * xf), np.sin(xf), out=df))
    for impl, fn, par in (('numba-cpu', triage_cpu, False), ('numba-parallel', triage_par, True)):
        if fn is None:
            continue
        bench.add('triage', impl, n, 8 * n, lambda: fn(xi, out=di), parallel=par)
        if not np.array_equal(di, wanti):
            raise SystemExit('%s triage: wrong result at N=%d' % (impl, n))


def dispatch(bench, n):
    if numba is None:
        return
    a, b, c = operands(n)
    d = np.empty_like(a)
    bench.add('dispatch', 'numba-cpu', n, 0, lambda: disc_cpu(a, b, c, out=d))
    bench.add('dispatch', 'numba-parallel', n, 0, lambda: disc_par(a, b, c, out=d))


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--sizes', default='1e4,1e6,1e7,1e8')
    p.add_argument('--reps', type=int, default=5)
    p.add_argument('--min', type=float, default=0.05, help='shortest sample in seconds')
    p.add_argument('-o', default='-')
    args = p.parse_args()
    sizes = [int(float(s)) for s in args.sizes.split(',')]
    bench = Bench(args.reps, args.min, sys.stderr)
    if numba is None:
        note = 'numpy %s, no numba' % np.__version__
    else:
        note = 'numba %s, numpy %s, threads %d' % (numba.__version__, np.__version__, numba.get_num_threads())
    print(note, file=sys.stderr)
    for n in sizes:
        throughput(bench, n)
        compute(bench, n)
    dispatch(bench, 16)
    for r in bench.rows:
        r['note'] = note
    out = sys.stdout if args.o == '-' else open(args.o, 'w')
    json.dump(bench.rows, out, indent=1)
    out.write('\n')


if __name__ == '__main__':
    main()
