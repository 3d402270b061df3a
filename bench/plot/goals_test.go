package main

import (
	"strings"
	"testing"

	"github.com/kernlab/kern/bench/internal/measure"
)

// goalRows is a run at N = 1e8 and 1e4: copies of the discriminant's 16N
// bytes and the sum's 4N, and rows that meet or miss each goal.
func goalRows() []measure.Row {
	const n = 100_000_000
	isa := func(r measure.Row) measure.Row { r.Note = "isa: amd64 AVX2"; return r }
	return []measure.Row{
		row("cpu", "copy", "go-copy", false, n, 16*n, 0.1),                       // 16 GB/s
		row("cpu", "copy", "go-copy-parallel", true, n, 16*n, 0.08),              // 20 GB/s
		row("cpu", "copy", "go-copy-input", false, n, 4*n, 0.02),                 // 20 GB/s
		row("cpu", "copy", "go-copy-input-chunked", true, n, 4*n, 0.02),          // 20 GB/s
		row("cpu", "copy", "go-copy-whole-input", false, n, 8*n, 0.042),          // 19 GB/s
		isa(row("cpu", "discriminant", "kern-cpu-gen", false, n, 16*n, 0.105)),   // 95%
		isa(row("cpu", "discriminant", "kern-parallel-gen", true, n, 16*n, 0.1)), // 80%
		isa(row("cpu", "reduce", "kern-cpu", false, n, 4*n, 0.021, 0.03)),        // 95%, spread 43%
		row("cpu", "reduce", "numpy-sum", false, n, 4*n, 0.025),
		isa(row("cpu", "expsin", "kern-cpu-gen", false, 10_000, 16*10_000, 1e-4)),
		row("cpu", "expsin", "numpy-expr", false, 10_000, 16*10_000, 1.2e-4),
		row("cpu", "expsin", "numba-cpu", false, 10_000, 16*10_000, 1.5e-4),
		row("cpu", "expsin", "kern-cpu-gen-avx512", false, 10_000, 16*10_000, 0.5e-4),
		isa(row("cpu", "triage", "kern-cpu-gen", false, 10_000, 8*10_000, 1e-5)),
		row("cpu", "triage", "numba-cpu", false, 10_000, 8*10_000, 2e-5),
	}
}

func TestCPUGoals(t *testing.T) {
	got := strings.Join(cpuGoals(derive(goalRows())), "\n")
	for _, want := range []string{
		// Goal 1 reads the AVX-512 row where there is one: the loop the
		// dispatcher runs on the machine.
		"Goal 1, exp·sin f64 at N=1e4: kern-cpu-gen-avx512 2.40× numpy-expr (target ≥ 1×): met",
		"Goal 1, exp·sin f64 at N=1e4: kern-cpu-gen-avx512 3.00× numba-cpu (target ≥ 2×): met",
		"Goal 2, triage kern-cpu-gen vs numba-cpu at every N (1e4: 2.00×; target ≥ 1×): met",
		"Goal 2, triage kern-parallel-gen ≥ numba-parallel at every N: no row",
		"Goal 3, AVX-512 loops vs the AVX2 loop (expsin N=1e4 2.00× kern-cpu-gen; target ≥ 1×, a tie within 3% counted as such): met",
		"Goal 4, arm64 NEON loops: no row",
		// The serial row is held to the serial copy of the same bytes,
		// the parallel one to the fastest copy of them.
		"Goal 5, discriminant kern-cpu-gen at N=1e8: 15.24 GB/s, 95% of go-copy's 16.00 GB/s (target ≥ 90%): met",
		"Goal 5, discriminant kern-parallel-gen at N=1e8: 16.00 GB/s, 80% of go-copy-parallel's 20.00 GB/s (target ≥ 90%): NOT met",
		"Goal 5, reduce kern-cpu at N=1e8: 19.05 GB/s, 95% of go-copy-input's 20.00 GB/s (target ≥ 90%): met by the best samples, but spreads 43% and 0% exceed 20%",
		"exceed 20%: repeat on an idle machine (0.50× the time of go-copy-whole-input, a memmove of the whole input)",
		"Goal 5, reduce kern-parallel at N=1e8 ≥ 90% of the copy: no row at N=1e8",
		"Goal 5, reduce kern-cpu vs numpy-sum at N=1e8: 1.19× (target ≥ 1×): met by the best samples, but",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("goals lack %q:\n%s", want, got)
		}
	}
	if is := isas(derive(goalRows())); len(is) != 1 || is[0] != "amd64 AVX2" {
		t.Errorf("isas = %q, want [amd64 AVX2]", is)
	}
}

// TestCPURefSameBytes: a row is held to a copy of its own bytes, not a
// faster copy of other bytes, and falls back to any copy at its N only
// when the run has none of the same bytes.
func TestCPURefSameBytes(t *testing.T) {
	copies := []measure.Row{
		row("cpu", "copy", "big", false, 100, 1600, 1e-7),    // 16 GB/s
		row("cpu", "copy", "small", false, 100, 401, 1e-8),   // 40 GB/s
		row("cpu", "copy", "par", true, 100, 1600, 0.5e-7),   // 32 GB/s
		row("cpu", "copy", "other-n", false, 99, 1600, 1e-9), // another N
	}
	for _, tc := range []struct {
		r    measure.Row
		want string
	}{
		{row("cpu", "reduce", "x", false, 100, 400, 1), "small"},
		{row("cpu", "discriminant", "x", false, 100, 1600, 1), "big"},
		{row("cpu", "discriminant", "x", true, 100, 1600, 1), "par"},
		{row("cpu", "other", "x", false, 100, 800, 1), "small"}, // no copy of 800 bytes: the fastest at N
	} {
		c, ok := cpuRef(tc.r, copies)
		if !ok || c.Impl != tc.want {
			t.Errorf("%s parallel=%v bytes=%d: ref %q (%v), want %q", tc.r.Workload, tc.r.Parallel, tc.r.Bytes, c.Impl, ok, tc.want)
		}
	}
	if _, ok := cpuRef(row("cpu", "reduce", "x", false, 7, 28, 1), copies); ok {
		t.Error("a ref at an N with no copy")
	}
}

// TestClearWin: a margin the spread of the faster row's samples cannot
// overturn is a win however noisy the samples; a close one is not.
func TestClearWin(t *testing.T) {
	fast := Derived{BestS: 1e-3, Spread: 0.3}
	if !clearWin(Derived{BestS: 50e-3, Spread: 3}, fast, 1) {
		t.Error("50× with a 30% spread is not a clear win")
	}
	if clearWin(Derived{BestS: 1.2e-3}, fast, 1) {
		t.Error("1.2× with a 30% spread is a clear win")
	}
}
