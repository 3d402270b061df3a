// Command gpu (built as kerngpu) measures kern on a CUDA device and writes
// a JSON array of measure.Row (suite "gpu"): the discriminant ufunc on
// device arrays against a device-to-device copy of the same bytes, the
// dispatch cost of a ufunc call on 16-element device arrays, host arrays of
// N elements against pinned PCIe copies — kern's automatic streaming of
// pageable arrays (the default call), whole copies (NoStreaming), pinned
// operands, and seed 000's hand-written chunks on streams (the log sets
// the default pageable call against this pinned row as a percentage) —
// sums over 2^28 float32 and float64, the shared-memory tiled matmul of
// bench/kernels at 4096², the float16 tensor-core matmul of
// bench/kernels/tensorcore at 8192² (an sm_80 or newer), and the dispatch
// row with each call synchronized.
// Every workload checks its result.
//
// kerngpu -first computes and checks one 16-element discriminant from host
// arrays and exits: the cold-start workload, which kerngpu -cold
// IMPL=COMMAND times over fresh processes (kern's and the peers') as rows
// cold-start/IMPL.
//
// The GPU machines have no Go toolchain: bench/gpu/build.sh builds this
// program into bin/bench-gpu, which the device tool carries, and
// bench/gpu/run-on-device.sh runs it there next to the numba-cuda and CuPy
// peers (bench/peers/gpu_numba_cupy.py). Without a CUDA device it exits
// with status 2 and "no CUDA device".
package main
