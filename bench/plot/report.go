package main

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/kernlab/kern/bench/internal/measure"
)

// Derived is one row with the figures the report computes from the run.
type Derived struct {
	measure.Row
	BestS   float64 `json:"best_s"`
	MedianS float64 `json:"median_s"`
	Spread  float64 `json:"spread"`
	GBps    float64 `json:"gbps,omitempty"`
	GFlops  float64 `json:"gflops,omitempty"`
	// Baseline is the implementation Ratio compares with; Ratio is
	// baseline time / this time (above 1: faster than the baseline).
	Baseline string  `json:"baseline,omitempty"`
	Ratio    float64 `json:"ratio,omitempty"`
	// RefGBps is the bandwidth this row is held to (copy of the same
	// bytes, or pinned PCIe for host arrays on a GPU); PctOfRef is GBps
	// as a percentage of it.
	RefGBps  float64 `json:"ref_gbps,omitempty"`
	RefImpl  string  `json:"ref_impl,omitempty"`
	PctOfRef float64 `json:"pct_of_ref,omitempty"`
}

// baseline names the implementation a row is compared with.
func baseline(r measure.Row) string {
	switch r.Suite + "/" + r.Workload {
	case "cpu/discriminant", "cpu/dispatch":
		if r.Parallel && r.Workload != "dispatch" {
			return "go-loop-parallel"
		}
		return "go-loop"
	case "cpu/reduce":
		if r.Parallel {
			return "go-sum-parallel"
		}
		return "go-sum"
	case "cpu/copy":
		if r.Parallel {
			return "go-copy-parallel"
		}
		return "go-copy"
	case "gpu/discriminant", "gpu/dispatch":
		return "numba-cuda"
	case "gpu/host-discriminant":
		return "numba-cuda-streams"
	case "gpu/reduce", "gpu/reduce-f64":
		return "numba-cuda-reduce"
	case "gpu/cold-start":
		return "numba-cuda"
	case "gpu/matmul":
		return "numba-tiled16"
	}
	return ""
}

type key struct {
	suite, workload, impl string
	n                     int64
}

// derive computes every row's figures. CPU rows are held to the fastest
// copy of the same bytes at the same N (caches make small N faster; see
// cpuRef); GPU rows to the fastest device-to-device copy, and host-array
// rows to pinned PCIe (host to device for the inputs, device to host for
// the output, one after the other).
func derive(rows []measure.Row) []Derived {
	byKey := map[key]measure.Row{}
	var copies []measure.Row
	var d2d, h2d, d2h float64
	for _, r := range rows {
		byKey[key{r.Suite, r.Workload, r.Impl, r.N}] = r
		switch {
		case r.Suite == "cpu" && r.Workload == "copy":
			copies = append(copies, r)
		case r.Suite == "gpu" && r.Workload == "copy-d2d":
			d2d = max(d2d, r.GBps())
		case r.Suite == "gpu" && r.Workload == "h2d-pinned":
			h2d = max(h2d, r.GBps())
		case r.Suite == "gpu" && r.Workload == "d2h-pinned":
			d2h = max(d2h, r.GBps())
		}
	}
	out := make([]Derived, 0, len(rows))
	for _, r := range rows {
		d := Derived{Row: r, BestS: r.Best(), MedianS: r.Median(), Spread: r.Spread(), GBps: r.GBps()}
		if r.Flops > 0 {
			d.GFlops = r.Flops / r.Best() / 1e9
		}
		if b := baseline(r); b != "" {
			// A baseline moving other bytes (a copy of the sum's input
			// beside a copy of the discriminant's) is no time to compare.
			if br, ok := byKey[key{r.Suite, r.Workload, b, r.N}]; ok && br.Bytes == r.Bytes {
				d.Baseline, d.Ratio = b, br.Best()/r.Best()
			}
		}
		switch {
		case r.Bytes == 0:
		case r.Suite == "cpu":
			if c, ok := cpuRef(r, copies); ok {
				d.RefGBps, d.RefImpl = c.GBps(), c.Impl
			}
		case r.Workload == "host-discriminant" && h2d > 0 && d2h > 0:
			// 12 of the 16 bytes per element go up, 4 come back.
			d.RefGBps = 16 / (12/h2d + 4/d2h)
		case r.Suite == "gpu" && r.Workload != "h2d-pinned" && r.Workload != "d2h-pinned":
			d.RefGBps = d2d
		}
		if d.RefGBps > 0 {
			d.PctOfRef = 100 * d.GBps / d.RefGBps
		}
		out = append(out, d)
	}
	return out
}

// cpuRef is the copy a CPU row is held to: the fastest copy at the same N
// moving the same bytes (within 1%: a copy of whole float32s may round an
// odd byte count), serial copies only for a serial row; without a copy of
// the same bytes in the run (older reports) the fastest copy at that N.
func cpuRef(r measure.Row, copies []measure.Row) (measure.Row, bool) {
	var best measure.Row
	found, same := false, false
	for _, c := range copies {
		if c.N != r.N || (!r.Parallel && c.Parallel) {
			continue
		}
		s := math.Abs(float64(c.Bytes-r.Bytes)) <= 0.01*float64(r.Bytes)
		switch {
		case s && !same, s == same && (!found || c.GBps() > best.GBps()):
			best, found, same = c, true, s
		}
	}
	return best, found
}

// hasCPU says whether the run has CPU rows.
func hasCPU(ds []Derived) bool {
	return slices.ContainsFunc(ds, func(d Derived) bool { return d.Suite == "cpu" })
}

// workloads lists the workloads in first-seen order.
func workloads(ds []Derived) []string {
	var ws []string
	for _, d := range ds {
		if !slices.Contains(ws, d.Workload) {
			ws = append(ws, d.Workload)
		}
	}
	return ws
}

// markdown writes the report's tables and the design's targets.
func markdown(w io.Writer, title, machine string, info []string, ds []Derived) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", title)
	for _, l := range info {
		fmt.Fprintf(&b, "- %s\n", l)
	}
	b.WriteString("\nBest of the samples; spread = (slowest − best) / best. ×baseline = baseline time / this time " +
		"(above 1: faster than the baseline). % of bw = GB/s against the fastest copy of the same bytes in this run " +
		"(pinned PCIe for host arrays on a GPU).\n")
	for _, wl := range workloads(ds) {
		fmt.Fprintf(&b, "\n## %s\n\n| impl | N | best | median | spread | GB/s | GFLOP/s | %% of bw | ×baseline | baseline |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n", wl)
		var sel []Derived
		for _, d := range ds {
			if d.Workload == wl {
				sel = append(sel, d)
			}
		}
		slices.SortStableFunc(sel, func(a, b Derived) int { return cmp.Compare(a.N, b.N) })
		for _, d := range sel {
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %.1f%% | %s | %s | %s | %s | %s |\n", d.Impl, fmtN(d.N),
				fmtDur(d.BestS), fmtDur(d.MedianS), 100*d.Spread, fmtOpt(d.GBps, "%.2f"), fmtOpt(d.GFlops, "%.0f"),
				fmtOpt(d.PctOfRef, "%.0f%%"), fmtOpt(d.Ratio, "%.2f"), d.Baseline)
		}
	}
	if t := targets(ds); len(t) > 0 {
		b.WriteString("\n## Targets (docs/design.md; the GPU goals against the anchors of this run)\n\n")
		for _, l := range t {
			fmt.Fprintf(&b, "- %s\n", l)
		}
	}
	if hasCPU(ds) {
		b.WriteString("\n## Targets: CPU goals\n\n")
		fmt.Fprintf(&b, "Measured on %s; kern gen's loops ran on: %s. Best samples; a goal met only by the best of widely spread samples is not called met.\n\n",
			cmp.Or(machine, "an unnamed machine"), cmp.Or(strings.Join(isas(ds), ", "), "no ISA noted"))
		for _, l := range cpuGoals(ds) {
			fmt.Fprintf(&b, "- %s\n", l)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// targets checks the design's performance targets that this run measured.
func targets(ds []Derived) []string {
	find := func(suite, wl, impl string) (Derived, bool) {
		var best Derived
		found := false
		for _, d := range ds {
			if d.Suite == suite && d.Workload == wl && d.Impl == impl && (!found || d.N > best.N) {
				best, found = d, true
			}
		}
		return best, found
	}
	var out []string
	if k, ok := find("cpu", "discriminant", "kern-parallel-gen"); ok {
		out = append(out, fmt.Sprintf("CPU parallel ufunc at N=%s: %.0f%% of copy bandwidth (target ≥ 85%%): %s",
			fmtN(k.N), k.PctOfRef, verdict(k.PctOfRef >= 85)))
		for _, peer := range []string{"numba-parallel", "numba-cpu"} {
			if p, ok := find("cpu", "discriminant", peer); ok && p.N == k.N {
				out = append(out, fmt.Sprintf("CPU parallel ufunc vs %s at N=%s: %.2f× (target > 1): %s",
					peer, fmtN(k.N), p.BestS/k.BestS, verdict(p.BestS > k.BestS)))
			}
		}
	}
	if k, ok := find("gpu", "discriminant", "kern-cuda"); ok {
		out = append(out, fmt.Sprintf("GPU ufunc on device arrays: %.0f%% of d2d copy bandwidth (target ≥ 90%%): %s", k.PctOfRef, verdict(k.PctOfRef >= 90)))
	}
	// Half precision: ufuncs over float16 and FP8 device arrays, held to
	// the same copy.
	for _, wl := range []struct{ name, what string }{
		{"half-fma", "float16 HFma"}, {"fp8-dequant", "E4M3 → float32 dequantize"}, {"fp8-quant", "float32 → E4M3 quantize"},
	} {
		if k, ok := find("gpu", wl.name, "kern-cuda"); ok && k.PctOfRef > 0 {
			out = append(out, fmt.Sprintf("GPU half-precision ufunc on device arrays, %s: %.0f%% of d2d copy bandwidth (target ≥ 90%%): %s", wl.what, k.PctOfRef, verdict(k.PctOfRef >= 90)))
		}
	}
	// Tensor cores: kern's float16 matmul against cuBLAS's (CuPy) of the
	// same size in the same run.
	if k, ok := find("gpu", "matmul-f16", "kern-mma"); ok {
		if c, ok := find("gpu", "matmul-f16", "cupy-matmul-f16"); ok && c.N == k.N && k.GFlops > 0 && c.GFlops > 0 {
			x := k.GFlops / c.GFlops
			out = append(out, fmt.Sprintf("GPU tensor-core matmul f16 at N=%s: %.1f TFLOP/s, %.0f%% of cuBLAS's %.1f TFLOP/s (target ≥ 25%%): %s",
				fmtN(k.N), k.GFlops/1e3, 100*x, c.GFlops/1e3, verdict(x >= 0.25)))
		} else {
			out = append(out, fmt.Sprintf("GPU tensor-core matmul f16 at N=%s: %.1f TFLOP/s; no cupy-matmul-f16 row of that size to hold it to", fmtN(k.N), k.GFlops/1e3))
		}
	}
	if k, ok := find("gpu", "dispatch", "kern-cuda"); ok {
		out = append(out, fmt.Sprintf("GPU dispatch: %.1f µs per call (target ≤ 5 µs): %s", 1e6*k.BestS, verdict(k.BestS <= 5e-6)))
	}
	// The goal is the default call on pageable Go memory (chunked by kern
	// itself); the hand-written pipeline on pinned memory is the bound.
	if k, ok := find("gpu", "host-discriminant", "kern-cuda-pageable"); ok {
		out = append(out, fmt.Sprintf("GPU host arrays, the default call on pageable memory: %.0f%% of pinned PCIe (target ≥ 85%%): %s", k.PctOfRef, verdict(k.PctOfRef >= 85)))
	}
	if k, ok := find("gpu", "host-discriminant", "kern-cuda-streams"); ok {
		out = append(out, fmt.Sprintf("GPU host arrays, hand-written streams on pinned memory: %.0f%% of pinned PCIe (the bound)", k.PctOfRef))
	}
	if k, ok := find("gpu", "reduce", "kern-cuda"); ok {
		out = append(out, fmt.Sprintf("GPU reduce: %.0f%% of d2d copy bandwidth (target ≥ 85%%): %s", k.PctOfRef, verdict(k.PctOfRef >= 85)))
	}
	if k, ok := find("gpu", "matmul", "kern-tiled16"); ok && k.Ratio > 0 {
		out = append(out, fmt.Sprintf("GPU tiled matmul: %.2f× Numba's tiled example (target ≥ 2×): %s", k.Ratio, verdict(k.Ratio >= 2)))
	}
	if suiteRan(ds, "gpu") {
		out = append(out, gpuGoals(ds, find, verdict)...)
	}
	return out
}

// suiteRan reports whether any row is of suite.
func suiteRan(ds []Derived, suite string) bool {
	return slices.ContainsFunc(ds, func(d Derived) bool { return d.Suite == suite })
}

// gpuGoals states the GPU run's goals against the anchors measured in the
// same run: the bare driver's launch (bench/gpu/rawlaunch), the
// device-to-device copy, the pinned streams by hand. A goal whose rows are
// missing says which.
func gpuGoals(ds []Derived, find func(suite, wl, impl string) (Derived, bool), verdict func(bool) string) []string {
	var out []string
	const raw = "raw-cuLaunchKernel"
	// Goal 1: a steady-state call against a bare launch of the same kernel.
	for _, wl := range []struct{ name, what string }{
		{"dispatch", "back to back"},
		{"dispatch-sync", "each synchronized"},
	} {
		k, okK := find("gpu", wl.name, "kern-cuda")
		r, okR := find("gpu", wl.name, raw)
		switch {
		case !okK:
			out = append(out, fmt.Sprintf("goal 1, per-call cost (%s): no kern-cuda %s row", wl.what, wl.name))
		case !okR:
			out = append(out, fmt.Sprintf("goal 1, per-call cost (%s): no %s row (rawlaunch did not run)", wl.what, raw))
		default:
			x := k.BestS / r.BestS
			out = append(out, fmt.Sprintf("goal 1, per-call cost (%s): a ufunc call on 16-element device arrays %s against a bare cuLaunchKernel of its kernel %s: %.2f× (target ≤ 1.15×): %s",
				wl.what, fmtDur(k.BestS), fmtDur(r.BestS), x, verdict(x <= 1.15)))
		}
	}
	// Goal 2: a graph's replay per kernel under the launch floor (the bare
	// driver's back-to-back launch of an empty kernel).
	g, okG := find("gpu", "graph-replay", "kern-cuda")
	floor, okF := find("gpu", "launch-empty", raw)
	switch {
	case !okG:
		out = append(out, "goal 2, graph replay: no graph row")
	case !okF:
		out = append(out, "goal 2, graph replay: no launch floor (rawlaunch did not run)")
	default:
		out = append(out, fmt.Sprintf("goal 2, graph replay: %s per kernel against the launch floor %s (target below it): %s",
			fmtDur(g.BestS), fmtDur(floor.BestS), verdict(g.BestS < floor.BestS)))
	}
	// Goal 4: sums at ≥ 95 % of the copy bandwidth, float32 and float64.
	for _, wl := range []struct{ name, elem string }{{"reduce", "float32"}, {"reduce-f64", "float64"}} {
		k, ok := find("gpu", wl.name, "kern-cuda")
		if !ok || k.PctOfRef == 0 {
			out = append(out, fmt.Sprintf("goal 4, %s sum: no kern-cuda %s row with a d2d copy to hold it to", wl.elem, wl.name))
			continue
		}
		l := fmt.Sprintf("goal 4, %s sum: %.0f%% of d2d copy bandwidth (target ≥ 95%%): %s", wl.elem, k.PctOfRef, verdict(k.PctOfRef >= 95))
		if c, ok := find("gpu", wl.name, "cupy-sum"); ok && c.N == k.N && c.PctOfRef > 0 {
			l += fmt.Sprintf("; CuPy %.0f%%", c.PctOfRef)
		}
		out = append(out, l)
	}
	// Goal 6: the default call on pageable arrays against the same chunks
	// streamed by hand over pinned arrays.
	p, okP := find("gpu", "host-discriminant", "kern-cuda-pageable")
	h, okH := find("gpu", "host-discriminant", "kern-cuda-streams")
	if okP && okH && p.N == h.N {
		x := 100 * h.BestS / p.BestS
		out = append(out, fmt.Sprintf("goal 6, pageable host arrays: the default call %s against the pinned streams by hand %s: %.0f%% (target ≥ 85%%): %s",
			fmtDur(p.BestS), fmtDur(h.BestS), x, verdict(x >= 85)))
	} else {
		out = append(out, "goal 6, pageable host arrays: no kern-cuda-pageable and kern-cuda-streams rows of one N")
	}
	// The cold start, for the record: no target.
	var cold []string
	for _, impl := range []string{"kern-cuda", "numba-cuda", "cupy"} {
		if c, ok := find("gpu", "cold-start", impl); ok {
			cold = append(cold, fmt.Sprintf("%s %s", impl, fmtDur(c.BestS)))
		}
	}
	if len(cold) > 0 {
		out = append(out, "cold start to the first checked result (a fresh process): "+strings.Join(cold, ", "))
	}
	return out
}

func fmtOpt(v float64, f string) string {
	if v == 0 {
		return ""
	}
	return fmt.Sprintf(f, v)
}

// fmtN writes 10000 as 1e4 and other counts as they are.
func fmtN(n int64) string {
	e := 0
	for m := n; m >= 10 && m%10 == 0; m /= 10 {
		e++
	}
	if e >= 4 && n == pow10(e) {
		return fmt.Sprintf("1e%d", e)
	}
	return fmt.Sprint(n)
}

func pow10(e int) int64 {
	p := int64(1)
	for range e {
		p *= 10
	}
	return p
}

// fmtDur writes seconds with a unit that keeps three digits.
func fmtDur(s float64) string {
	switch {
	case s >= 1:
		return fmt.Sprintf("%.3g s", s)
	case s >= 1e-3:
		return fmt.Sprintf("%.3g ms", s*1e3)
	case s >= 1e-6:
		return fmt.Sprintf("%.3g µs", s*1e6)
	}
	return fmt.Sprintf("%.3g ns", s*1e9)
}
