#!/usr/bin/env bash
# bench/dispatch.sh: the per-call cost of a ufunc on 16 elements, kern
# against Numba's CPU ufunc and a plain Go loop, in one run.
# Prints the benchmark lines; bench/results/*-dispatch.md records a run.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-/usr/bin/python3}
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
go test -run XXX -bench 'UfuncSmall|UfuncOperands|IntoNatural|GPUDispatch|GPULaunch|GPUReduce|PlainLoop16' -benchmem -count 3 . | grep -E '^Benchmark'
"$PYTHON" - <<'PY'
import timeit, numpy as np
from numba import vectorize
@vectorize(['float32(float32, float32, float32)'], target='cpu')
def disc(a, b, c):
    return np.sqrt(b * b - 4 * a * c)
a = np.zeros(16, np.float32); b = np.full(16, 10, np.float32); d = np.empty(16, np.float32)
disc(a, b, a, out=d)
for _ in range(3):
    n = 200000
    t = timeit.timeit(lambda: disc(a, b, a, out=d), number=n) / n
    t2 = timeit.timeit(lambda: disc(a, b, a), number=n) / n
    print(f"numba-cpu out=  {t*1e9:8.1f} ns/op    numba-cpu alloc {t2*1e9:8.1f} ns/op")
PY
