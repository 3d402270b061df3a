package main

import (
	"bytes"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern/bench/internal/measure"
)

func row(suite, wl, impl string, par bool, n, bytes int64, s ...float64) measure.Row {
	return measure.Row{Suite: suite, Workload: wl, Impl: impl, Parallel: par, N: n, Bytes: bytes, Samples: s}
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }

func testRows() []measure.Row {
	return []measure.Row{
		row("cpu", "copy", "go-copy-parallel", true, 100, 1600, 1e-7),          // 16 GB/s
		row("cpu", "copy", "numpy-copy", false, 100, 1600, 2e-7),               // 8 GB/s
		row("cpu", "discriminant", "go-loop-parallel", true, 100, 1600, 2e-7),  // 8 GB/s
		row("cpu", "discriminant", "kern-parallel-gen", true, 100, 1600, 1e-7), // 16 GB/s
		row("cpu", "discriminant", "numba-parallel", true, 100, 1600, 4e-7, 5e-7),
		row("cpu", "discriminant", "go-loop", false, 100, 1600, 4e-7),
		row("cpu", "discriminant", "numba-cpu", false, 100, 1600, 8e-7),
		row("cpu", "dispatch", "go-loop", false, 16, 0, 1e-8),
		row("cpu", "dispatch", "kern-parallel-gen", false, 16, 0, 1e-6),
		row("gpu", "copy-d2d", "kern-d2d", true, 100, 1600, 1e-9),  // 1600 GB/s
		row("gpu", "h2d-pinned", "kern-h2d", true, 100, 400, 1e-8), // 40 GB/s
		row("gpu", "d2h-pinned", "kern-d2h", true, 100, 400, 2e-8), // 20 GB/s
		row("gpu", "host-discriminant", "kern-cuda-streams", true, 100, 1600, 1e-7),
		row("gpu", "host-discriminant", "kern-cuda-pageable", true, 100, 1600, 2e-7),
		row("gpu", "discriminant", "kern-cuda", true, 100, 1600, 1.25e-9),
		row("gpu", "discriminant", "numba-cuda", true, 100, 1600, 2.5e-9),
		row("gpu", "matmul", "numba-tiled16", true, 64, 0, 4e-3),
		{Suite: "gpu", Workload: "matmul", Impl: "kern-tiled16", Parallel: true, N: 64, Flops: 2 * 64 * 64 * 64, Samples: []float64{1e-3}},
		row("gpu", "half-fma", "kern-cuda", true, 100, 800, 0.5e-9),    // 1600 GB/s: 100%
		row("gpu", "fp8-dequant", "kern-cuda", true, 100, 500, 0.5e-9), // 1000 GB/s: 62.5%
		{Suite: "gpu", Workload: "matmul-f16", Impl: "kern-mma", Parallel: true, N: 64, Flops: 2 * 64 * 64 * 64, Samples: []float64{1e-6}},
		{Suite: "gpu", Workload: "matmul-f16", Impl: "cupy-matmul-f16", Parallel: true, N: 64, Flops: 2 * 64 * 64 * 64, Samples: []float64{0.2e-6}},
	}
}

func TestDerive(t *testing.T) {
	ds := derive(testRows())
	by := map[string]Derived{}
	for _, d := range ds {
		by[d.Suite+"/"+d.Workload+"/"+d.Impl] = d
	}
	for _, tc := range []struct {
		id             string
		baseline       string
		ratio, pct, gb float64
	}{
		{"cpu/discriminant/kern-parallel-gen", "go-loop-parallel", 2, 100, 16},
		{"cpu/discriminant/numba-parallel", "go-loop-parallel", 0.5, 25, 4},
		// A serial row is held to the serial copy (numpy-copy's 8 GB/s).
		{"cpu/discriminant/numba-cpu", "go-loop", 0.5, 25, 2},
		{"cpu/dispatch/kern-parallel-gen", "go-loop", 0.01, 0, 0},
		{"gpu/discriminant/kern-cuda", "numba-cuda", 2, 80, 1280},
		// 16 bytes per element over 12/40 + 4/20 ns per byte-element: 32 GB/s.
		{"gpu/host-discriminant/kern-cuda-streams", "", 0, 50, 16},
		{"gpu/h2d-pinned/kern-h2d", "", 0, 0, 40},
		{"gpu/matmul/kern-tiled16", "numba-tiled16", 4, 0, 0},
	} {
		d, ok := by[tc.id]
		if !ok {
			t.Fatalf("no derived row %s", tc.id)
		}
		if d.Baseline != tc.baseline || !near(d.Ratio, tc.ratio) || !near(d.PctOfRef, tc.pct) || !near(d.GBps, tc.gb) {
			t.Errorf("%s: baseline %q ratio %v pct %v GB/s %v; want %q %v %v %v", tc.id, d.Baseline, d.Ratio, d.PctOfRef, d.GBps,
				tc.baseline, tc.ratio, tc.pct, tc.gb)
		}
	}
	// A copy of other bytes has no baseline: go-copy-input moves a
	// quarter of go-copy's bytes.
	for _, d := range derive(goalRows()) {
		if d.Impl == "go-copy-input" && (d.Baseline != "" || d.Ratio != 0) {
			t.Errorf("go-copy-input compared with %q (%v×)", d.Baseline, d.Ratio)
		}
	}
	if d := by["gpu/matmul/kern-tiled16"]; !near(d.GFlops, 2*64*64*64/1e-3/1e9) {
		t.Errorf("matmul GFLOP/s = %v", d.GFlops)
	}
}

func TestMarkdownTargets(t *testing.T) {
	var b bytes.Buffer
	if err := markdown(&b, "T", "Test CPU (AVX2)", []string{"machine: test"}, derive(testRows())); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	for _, want := range []string{
		"# T", "- machine: test", "## discriminant", "| kern-parallel-gen | 100 |",
		"CPU parallel ufunc at N=100: 100% of copy bandwidth (target ≥ 85%): met",
		"CPU parallel ufunc vs numba-parallel at N=100: 4.00× (target > 1): met",
		"GPU ufunc on device arrays: 80% of d2d copy bandwidth (target ≥ 90%): NOT met",
		"GPU host arrays, the default call on pageable memory: 25% of pinned PCIe (target ≥ 85%): NOT met",
		"GPU host arrays, hand-written streams on pinned memory: 50% of pinned PCIe (the bound)",
		"GPU tiled matmul: 4.00× Numba's tiled example (target ≥ 2×): met",
		"GPU half-precision ufunc on device arrays, float16 HFma: 100% of d2d copy bandwidth (target ≥ 90%): met",
		"GPU half-precision ufunc on device arrays, E4M3 → float32 dequantize: 62% of d2d copy bandwidth (target ≥ 90%): NOT met",
		"GPU tensor-core matmul f16 at N=64: 0.5 TFLOP/s, 20% of cuBLAS's 2.6 TFLOP/s (target ≥ 25%): NOT met",
		"## Targets: CPU goals", "Measured on Test CPU (AVX2); kern gen's loops ran on: no ISA noted.",
		"Goal 5, discriminant kern-cpu-gen at N=1e8 ≥ 90% of the copy: no row at N=1e8",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
}

func TestFormat(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		want string
	}{{10000, "1e4"}, {100000000, "1e8"}, {16, "16"}, {4096, "4096"}, {1000, "1000"}, {268435456, "268435456"}, {20000, "20000"}} {
		if got := fmtN(tc.n); got != tc.want {
			t.Errorf("fmtN(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
	for _, tc := range []struct {
		s    float64
		want string
	}{{2.5, "2.5 s"}, {0.0123, "12.3 ms"}, {4.56e-6, "4.56 µs"}, {1.2e-8, "12 ns"}} {
		if got := fmtDur(tc.s); got != tc.want {
			t.Errorf("fmtDur(%v) = %q, want %q", tc.s, got, tc.want)
		}
	}
}

func TestRunWritesReport(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "rows.json")
	f, err := os.Create(in)
	if err != nil {
		t.Fatal(err)
	}
	rows := testRows()
	rows = append(rows, row("cpu", "discriminant", "kern-parallel-gen", true, 1000, 16000, 1e-6))
	if err := measure.Write(f, rows); err != nil {
		t.Fatal(err)
	}
	f.Close()
	prefix := filepath.Join(dir, "out")
	if err := run(prefix, "title", "m", []string{"x"}, []string{in}); err != nil {
		t.Fatal(err)
	}
	pf, err := os.Open(prefix + ".png")
	if err != nil {
		t.Fatal(err)
	}
	defer pf.Close()
	img, err := png.Decode(pf)
	if err != nil {
		t.Fatalf("PNG does not decode: %v", err)
	}
	if img.Bounds().Dx() < 100 || img.Bounds().Dy() < 100 {
		t.Errorf("PNG is %v", img.Bounds())
	}
	for _, ext := range []string{".md", ".json"} {
		if st, err := os.Stat(prefix + ext); err != nil || st.Size() == 0 {
			t.Errorf("%s: %v", ext, err)
		}
	}
	if err := run(prefix, "t", "", nil, nil); err == nil {
		t.Error("run without inputs succeeded")
	}
	if err := run(prefix, "t", "", nil, []string{filepath.Join(dir, "missing.json")}); err == nil {
		t.Error("run with a missing input succeeded")
	}
}

// TestGPUGoals: the GPU goals against the anchors of the same run, met and
// not met, and what a run without the anchors says.
func TestGPUGoals(t *testing.T) {
	rows := []measure.Row{
		row("gpu", "copy-d2d", "kern-d2d", true, 100, 1600, 1e-9), // 1600 GB/s
		row("gpu", "dispatch", "kern-cuda", true, 16, 0, 2.2e-6),
		row("gpu", "dispatch", "raw-cuLaunchKernel", true, 16, 0, 2e-6, 2.1e-6), // 1.10×: met
		row("gpu", "dispatch-sync", "kern-cuda", true, 16, 0, 12e-6),
		row("gpu", "dispatch-sync", "raw-cuLaunchKernel", true, 16, 0, 10e-6), // 1.20×: not met
		row("gpu", "launch-empty", "raw-cuLaunchKernel", true, 0, 0, 1.5e-6),
		row("gpu", "graph-replay", "kern-cuda", true, 16, 0, 1e-6),
		row("gpu", "reduce", "kern-cuda", true, 100, 400, 0.26e-9),    // 1538 GB/s: 96 %
		row("gpu", "reduce", "cupy-sum", true, 100, 400, 0.255e-9),    // 98 %
		row("gpu", "reduce-f64", "kern-cuda", true, 100, 800, 0.6e-9), // 1333 GB/s: 83 %
		row("gpu", "host-discriminant", "kern-cuda-pageable", true, 100, 1600, 2e-3),
		row("gpu", "host-discriminant", "kern-cuda-streams", true, 100, 1600, 1.8e-3), // 90 %
		row("gpu", "cold-start", "kern-cuda", true, 16, 0, 0.2, 0.25),
		row("gpu", "cold-start", "numba-cuda", true, 16, 0, 1.5),
	}
	var b bytes.Buffer
	if err := markdown(&b, "T", "", nil, derive(rows)); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	for _, want := range []string{
		"goal 1, per-call cost (back to back): a ufunc call on 16-element device arrays 2.2 µs against a bare cuLaunchKernel of its kernel 2 µs: 1.10× (target ≤ 1.15×): met",
		"goal 1, per-call cost (each synchronized): a ufunc call on 16-element device arrays 12 µs against a bare cuLaunchKernel of its kernel 10 µs: 1.20× (target ≤ 1.15×): NOT met",
		"goal 2, graph replay: 1 µs per kernel against the launch floor 1.5 µs (target below it): met",
		"goal 4, float32 sum: 96% of d2d copy bandwidth (target ≥ 95%): met; CuPy 98%",
		"goal 4, float64 sum: 83% of d2d copy bandwidth (target ≥ 95%): NOT met",
		"goal 6, pageable host arrays: the default call 2 ms against the pinned streams by hand 1.8 ms: 90% (target ≥ 85%): met",
		"cold start to the first checked result (a fresh process): kern-cuda 200 ms, numba-cuda 1.5 s",
		"| kern-cuda | 16 | 200 ms | 225 ms | 25.0% |  |  |  | 7.50 | numba-cuda |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}

	// Without the anchors: each goal says what is missing.
	b.Reset()
	if err := markdown(&b, "T", "", nil, derive(rows[:2])); err != nil {
		t.Fatal(err)
	}
	md = b.String()
	for _, want := range []string{
		"goal 1, per-call cost (back to back): no raw-cuLaunchKernel row (rawlaunch did not run)",
		"goal 1, per-call cost (each synchronized): no kern-cuda dispatch-sync row",
		"goal 2, graph replay: no graph row",
		"goal 4, float32 sum: no kern-cuda reduce row with a d2d copy to hold it to",
		"goal 6, pageable host arrays: no kern-cuda-pageable and kern-cuda-streams rows of one N",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "cold start") {
		t.Errorf("a cold-start line without cold-start rows:\n%s", md)
	}
	// A CPU-only run states no GPU goal.
	b.Reset()
	if err := markdown(&b, "T", "", nil, derive(testRows()[:9])); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "- goal ") {
		t.Errorf("GPU goals in a CPU-only report:\n%s", b.String())
	}
}
