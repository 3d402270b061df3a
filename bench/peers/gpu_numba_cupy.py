#!/usr/bin/env python3
"""numba-cuda and CuPy peers of bench/gpu (kerngpu), for a GPU machine.

Writes a JSON array of rows in the format of bench/internal/measure.Row
(suite "gpu") with the same workloads and names the report expects:
copy-d2d, discriminant on device arrays, dispatch on 16 elements,
h2d/d2h pinned, host-discriminant (pageable and chunked streams),
reduce over 2^28 float32 and float64 and the tiled matmul of Numba's
documentation next to cupy.matmul (cuBLAS, float32). A workload that
fails is reported on stderr and skipped; the exit status is then 1.

    python3 bench/peers/gpu_numba_cupy.py -o peers.json [--quick]
    python3 bench/peers/gpu_numba_cupy.py --first numba|cupy

--first is the cold-start workload (kerngpu -cold times it): import the
library, compute one 16-element discriminant from host arrays, check it,
exit; it writes no rows.
"""
import argparse
import json
import math
import sys
import time
import traceback

import numpy as np


def timeit(f, sync, reps, min_sample, batch):
    """measure.Time with a batch of calls and a synchronization per call of f."""
    def run():
        for _ in range(batch):
            f()
        sync()
    run()
    t0 = time.perf_counter()
    run()
    one = time.perf_counter() - t0
    inner = 1 if one >= min_sample else int(min_sample / max(one, 1e-9)) + 1
    samples = []
    for _ in range(reps):
        t0 = time.perf_counter()
        for _ in range(inner):
            run()
        samples.append((time.perf_counter() - t0) / inner / batch)
    return samples, inner * batch


class Bench:
    def __init__(self, args, sync, note):
        self.args, self.sync, self.note = args, sync, note
        self.rows, self.failed = [], []

    def add(self, workload, impl, n, nbytes, f, batch=1, flops=0.0):
        samples, inner = timeit(f, self.sync, self.args.reps, self.args.min, batch)
        row = dict(suite='gpu', workload=workload, impl=impl, lang='python', parallel=True,
                   n=int(n), bytes=int(nbytes), inner=inner, samples_s=samples, note=self.note)
        if flops:
            row['flops'] = flops
        self.rows.append(row)
        best = min(samples)
        print('%-18s %-20s N=%-10d best %10.3g s  %8.1f GB/s  spread %4.1f%%' % (
            workload, impl, n, best, nbytes / best / 1e9 if nbytes else 0, 100 * (max(samples) / best - 1)),
            file=sys.stderr)

    def section(self, name, fn):
        try:
            fn(self)
        except Exception:  # report and go on: one broken peer must not hide the others
            self.failed.append(name)
            print('%s failed:' % name, file=sys.stderr)
            traceback.print_exc()


def operands(n):
    rng = np.random.default_rng(12345)
    return (rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32) + np.float32(10),
            rng.random(n, dtype=np.float32))


def reference(a, b, c):
    return np.sqrt((b.astype(np.float64) ** 2 - 4 * a.astype(np.float64) * c)).astype(np.float32)


def close(got, want, what):
    if not np.allclose(got, want, rtol=1e-5, atol=0):
        raise AssertionError('%s: result differs from the reference' % what)


def first(which):
    """The cold-start workload: one checked 16-element discriminant."""
    a, b, c = operands(16)
    want = reference(a, b, c)
    if which == 'numba':
        if not hasattr(np, 'row_stack'):  # see main
            np.row_stack = np.vstack
        from numba import vectorize

        @vectorize(['float32(float32, float32, float32)'], target='cuda')
        def disc(a, b, c):
            return math.sqrt(b ** 2 - 4 * a * c)
        got = disc(a, b, c)
    else:
        import cupy
        disc = cupy.ElementwiseKernel('float32 a, float32 b, float32 c', 'float32 d',
                                      'd = sqrtf(b * b - 4.0f * a * c)', 'discriminant')
        got = cupy.asnumpy(disc(cupy.asarray(a), cupy.asarray(b), cupy.asarray(c)))
    close(got, want, which)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--n', type=int, default=100_000_000)
    p.add_argument('--reduce-n', type=int, default=1 << 28)
    p.add_argument('--matmul', type=int, default=4096)
    p.add_argument('--matmul-f16', type=int, default=8192)
    p.add_argument('--chunks', type=int, default=20)
    p.add_argument('--streams', type=int, default=4)
    p.add_argument('--reps', type=int, default=5)
    p.add_argument('--min', type=float, default=0.05)
    p.add_argument('--quick', action='store_true')
    p.add_argument('-o', default='-')
    p.add_argument('--first', choices=('numba', 'cupy'))
    args = p.parse_args()
    if args.first:
        first(args.first)
        return
    if args.quick:
        args.n, args.reduce_n, args.matmul, args.chunks, args.streams, args.reps, args.min = \
            1 << 16, 1 << 16, 128, 4, 2, 1, 0.0
        args.matmul_f16 = 128

    import cupy
    # numba-cuda 0.2x still names np.row_stack, which NumPy 2.4 removed
    # (an alias of vstack): without it numba.cuda fails at its first compile.
    if not hasattr(np, 'row_stack'):
        np.row_stack = np.vstack
    from numba import cuda, vectorize, float32
    import numba

    dev = cupy.cuda.Device()
    props = cupy.cuda.runtime.getDeviceProperties(dev.id)
    note = '%s, numba %s, cupy %s, CUDA runtime %d, driver %d' % (
        props['name'].decode(), numba.__version__, cupy.__version__,
        cupy.cuda.runtime.runtimeGetVersion(), cupy.cuda.runtime.driverGetVersion())
    print(note, file=sys.stderr)
    bench = Bench(args, dev.synchronize, note)
    n = args.n

    @vectorize(['float32(float32, float32, float32)'], target='cuda')
    def disc_numba(a, b, c):
        return math.sqrt(b ** 2 - 4 * a * c)

    disc_cupy = cupy.ElementwiseKernel('float32 a, float32 b, float32 c', 'float32 d',
                                       'd = sqrtf(b * b - 4.0f * a * c)', 'discriminant')

    def device_arrays(bench):
        src = cupy.arange(2 * n, dtype=cupy.float32)
        dst = cupy.empty_like(src)
        bench.add('copy-d2d', 'cupy-d2d', n, 16 * n, lambda: cupy.copyto(dst, src))
        nsrc, ndst = cuda.as_cuda_array(src), cuda.as_cuda_array(dst)
        bench.add('copy-d2d', 'numba-cuda-d2d', n, 16 * n, lambda: ndst.copy_to_device(nsrc))
        del src, dst, nsrc, ndst
        a, b, c = operands(n)
        want = reference(a, b, c)
        da, db, dc = (cuda.to_device(x) for x in (a, b, c))
        dd = cuda.device_array_like(a)
        bench.add('discriminant', 'numba-cuda', n, 16 * n, lambda: disc_numba(da, db, dc, out=dd))
        close(dd.copy_to_host(), want, 'numba-cuda')
        ca, cb, cc = (cupy.asarray(x) for x in (a, b, c))
        cd = cupy.empty_like(ca)
        bench.add('discriminant', 'cupy-elementwise', n, 16 * n, lambda: disc_cupy(ca, cb, cc, cd))
        close(cupy.asnumpy(cd), want, 'cupy-elementwise')
        bench.add('discriminant', 'cupy-expr', n, 16 * n, lambda: cupy.sqrt(cb * cb - 4 * ca * cc, out=cd))

    def dispatch(bench):
        a, b, c = operands(16)
        da, db, dc = (cuda.to_device(x) for x in (a, b, c))
        dd = cuda.device_array_like(a)
        bench.add('dispatch', 'numba-cuda', 16, 0, lambda: disc_numba(da, db, dc, out=dd), batch=1000)
        bench.add('dispatch', 'numba-cuda-alloc', 16, 0, lambda: disc_numba(da, db, dc), batch=1000)
        ca, cb, cc = (cupy.asarray(x) for x in (a, b, c))
        cd = cupy.empty_like(ca)
        bench.add('dispatch', 'cupy-elementwise', 16, 0, lambda: disc_cupy(ca, cb, cc, cd), batch=1000)
        bench.add('dispatch', 'cupy-elementwise-alloc', 16, 0, lambda: disc_cupy(ca, cb, cc), batch=1000)

    def host_arrays(bench):
        a, b, c = operands(n)
        want = reference(a, b, c)
        pa, pb, pc, pd = (cuda.pinned_array(n, dtype=np.float32) for _ in range(4))
        pa[:], pb[:], pc[:] = a, b, c
        da = cuda.device_array(n, dtype=np.float32)
        bench.add('h2d-pinned', 'numba-h2d', n, 4 * n, lambda: da.copy_to_device(pa))
        bench.add('d2h-pinned', 'numba-d2h', n, 4 * n, lambda: da.copy_to_host(pd))
        del da
        d = np.empty_like(a)
        bench.add('host-discriminant', 'numba-cuda-pageable', n, 16 * n, lambda: disc_numba(a, b, c, out=d))
        close(d, want, 'numba-cuda-pageable')
        # Seed 000's chunked streaming over pinned arrays, with the chunks
        # rotating over several streams as kerngpu does.
        chunks = [np.split(x, args.chunks) for x in (pa, pb, pc, pd)]
        streams = [cuda.stream() for _ in range(args.streams)]
        size = n // args.chunks
        bufs = [[cuda.device_array(size, dtype=np.float32) for _ in range(4)] for _ in streams]

        def streamed():
            for i in range(args.chunks):
                s, buf = streams[i % len(streams)], bufs[i % len(streams)]
                for k in range(3):
                    buf[k].copy_to_device(chunks[k][i], stream=s)
                disc_numba(buf[0], buf[1], buf[2], out=buf[3], stream=s)
                buf[3].copy_to_host(chunks[3][i], stream=s)
            for s in streams:
                s.synchronize()
        bench.add('host-discriminant', 'numba-cuda-streams', n, 16 * n, streamed)
        close(pd, want, 'numba-cuda-streams')

    def reduce(bench):
        rn = args.reduce_n
        x = (np.arange(rn) % 1024).astype(np.float32) / np.float32(1024)
        want = float(np.sum(x, dtype=np.float64))
        sum_numba = cuda.reduce(lambda p, q: p + q)
        dx = cuda.to_device(x)
        got = [0.0]

        def numba_sum():
            got[0] = sum_numba(dx)
        bench.add('reduce', 'numba-cuda-reduce', rn, 4 * rn, numba_sum)
        if abs(got[0] - want) > 1e-3 * want:
            raise AssertionError('numba reduce: %r, want %r' % (got[0], want))
        cx = cupy.asarray(x)
        bench.add('reduce', 'cupy-sum', rn, 4 * rn, lambda: cupy.sum(cx))
        if abs(float(cupy.sum(cx)) - want) > 1e-3 * want:
            raise AssertionError('cupy.sum differs')
        # float64 (kerngpu's reduce-f64): the same values, twice the bytes.
        x64 = x.astype(np.float64)
        dx64 = cuda.to_device(x64)

        def numba_sum64():
            got[0] = sum_numba(dx64)
        bench.add('reduce-f64', 'numba-cuda-reduce', rn, 8 * rn, numba_sum64)
        if abs(got[0] - want) > 1e-9 * want:
            raise AssertionError('numba reduce float64: %r, want %r' % (got[0], want))
        cx64 = cupy.asarray(x64)
        bench.add('reduce-f64', 'cupy-sum', rn, 8 * rn, lambda: cupy.sum(cx64))
        if abs(float(cupy.sum(cx64)) - want) > 1e-9 * want:
            raise AssertionError('cupy.sum float64 differs')

    TPB = 16

    @cuda.jit
    def fast_matmul(A, B, C):
        # Numba's documentation example, verbatim.
        sA = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
        sB = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
        x, y = cuda.grid(2)
        tx = cuda.threadIdx.x
        ty = cuda.threadIdx.y
        bpg = cuda.gridDim.x
        if x >= C.shape[0] and y >= C.shape[1]:
            return
        tmp = float32(0.)
        for i in range(bpg):
            sA[tx, ty] = A[x, ty + i * TPB]
            sB[tx, ty] = B[tx + i * TPB, y]
            cuda.syncthreads()
            for j in range(TPB):
                tmp += sA[tx, j] * sB[j, ty]
            cuda.syncthreads()
        C[x, y] = tmp

    def matmul(bench):
        m = args.matmul
        if m % TPB:
            raise ValueError('Numba example needs a multiple of %d, not %d' % (TPB, m))
        rng = np.random.default_rng(1)
        a, b = rng.random((m, m), dtype=np.float32), rng.random((m, m), dtype=np.float32)
        da, db = cuda.to_device(a), cuda.to_device(b)
        dc = cuda.device_array((m, m), dtype=np.float32)
        grid = (m // TPB, m // TPB)
        flops = 2.0 * m ** 3
        bench.add('matmul', 'numba-tiled16', m, 0, lambda: fast_matmul[grid, (TPB, TPB)](da, db, dc), flops=flops)
        c = dc.copy_to_host()
        ca, cb = cupy.asarray(a), cupy.asarray(b)
        cc = cupy.empty((m, m), dtype=cupy.float32)
        bench.add('matmul', 'cupy-matmul', m, 0, lambda: cupy.matmul(ca, cb, out=cc), flops=flops)
        for s in range(64):
            i, j = (s * 7919) % m, (s * 104729) % m
            want = float(np.dot(a[i].astype(np.float64), b[:, j]))
            for name, got in (('numba-tiled16', c[i, j]), ('cupy-matmul', float(cc[i, j]))):
                if abs(got - want) > 1e-4 * abs(want) + 1e-3:
                    raise AssertionError('%s: C[%d,%d] = %r, want %r' % (name, i, j, got, want))

    def matmul_f16(bench):
        # cupy.matmul on float16 (cuBLAS on the tensor cores): kern's row
        # matmul-f16/kern-mma takes the same float16 inputs and writes
        # float32; CuPy's result is float16, the products accumulated in
        # float32 by cuBLAS's default compute type.
        m = args.matmul_f16
        rng = np.random.default_rng(2)
        a = rng.random((m, m), dtype=np.float32).astype(np.float16)
        b = rng.random((m, m), dtype=np.float32).astype(np.float16)
        ca, cb = cupy.asarray(a), cupy.asarray(b)
        cc = cupy.empty((m, m), dtype=cupy.float16)
        bench.add('matmul-f16', 'cupy-matmul-f16', m, 0, lambda: cupy.matmul(ca, cb, out=cc), flops=2.0 * m ** 3)
        for s in range(64):
            i, j = (s * 7919) % m, (s * 104729) % m
            want = float(np.dot(a[i].astype(np.float64), b[:, j].astype(np.float64)))
            got = float(cc[i, j])
            # float16 output: half an ULP (2^-11 relative), plus float32
            # accumulation.
            if abs(got - want) > 2.0 ** -10 * abs(want) + 1e-3:
                raise AssertionError('cupy-matmul-f16: C[%d,%d] = %r, want %r' % (i, j, got, want))

    for name, fn in (('device arrays', device_arrays), ('dispatch', dispatch), ('host arrays', host_arrays),
                     ('reduce', reduce), ('matmul', matmul), ('matmul-f16', matmul_f16)):
        bench.section(name, fn)
    out = sys.stdout if args.o == '-' else open(args.o, 'w')
    json.dump(bench.rows, out, indent=1)
    out.write('\n')
    if bench.failed:
        print('failed sections: %s' % ', '.join(bench.failed), file=sys.stderr)
        sys.exit(1)


if __name__ == '__main__':
    main()
