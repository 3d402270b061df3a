package main

import (
	"fmt"
	"slices"
	"strings"
)

// The CPU goals (docs/design.md) read rows by these names, so that a workload
// or peer added later is picked up by naming its rows the same way:
//
//   - kern's rows: Impl "kern-cpu-gen" / "kern-parallel-gen" (kern gen's
//     loop, serial and Parallel) on the workloads "discriminant",
//     "expsin", "triage"; "kern-cpu" / "kern-parallel" on "reduce"; Note
//     "isa: <GOARCH> <ISA>" ("isa: amd64 AVX2", "isa: arm64 NEON") for
//     the instruction set kern gen's loop ran on;
//   - an alternative instruction set's row of the same loop: Impl with
//     the suffix "-avx512" (e.g. "kern-cpu-gen-avx512"), compared with the
//     row without it;
//   - the peers: "numpy-expr" (a NumPy expression), "numpy-sum",
//     "numba-cpu" / "numba-parallel" (@vectorize), the plain Go loop
//     "go-loop";
//   - copies (Workload "copy"): any Impl; a row is held to the fastest
//     copy moving the same bytes (cpuRef).
//
// A goal whose rows are missing says "no row" and what it looked for.

// memBoundGoal is goal 5's bound: a memory-bound row at 1e8 moves its
// bytes at least this fraction of the fastest copy of the same bytes.
const memBoundGoal = 0.9

// memBoundN is the N goal 5 is stated at.
const memBoundN = 100_000_000

// avx512Tie is how far below 1× an AVX-512 row may fall and still be a
// tie with its AVX2 row rather than a loss (goal 3).
const avx512Tie = 0.03

// noisySpread is the spread above which a sample set is too noisy to call
// a close goal met.
const noisySpread = 0.2

// cpuGoals states the CPU goals of docs/design.md as met or not with this run's numbers.
func cpuGoals(ds []Derived) []string {
	find := func(wl, impl string, n int64) (Derived, bool) {
		for _, d := range ds {
			if d.Suite == "cpu" && d.Workload == wl && d.Impl == impl && d.N == n {
				return d, true
			}
		}
		return Derived{}, false
	}
	sizes := func(wl, impl string) []int64 {
		var ns []int64
		for _, d := range ds {
			if d.Suite == "cpu" && d.Workload == wl && d.Impl == impl {
				ns = append(ns, d.N)
			}
		}
		slices.Sort(ns)
		return ns
	}
	var out []string

	// Goal 1: exp·sin f64 at NumPy's speed (with SVML) and twice Numba's,
	// with the loop the dispatcher runs on this machine: the AVX-512 row
	// where there is one.
	kimpl := "kern-cpu-gen"
	if len(sizes("expsin", kimpl+"-avx512")) > 0 {
		kimpl += "-avx512"
	}
	ns := sizes("expsin", kimpl)
	if len(ns) == 0 {
		out = append(out, "Goal 1, exp·sin f64 ≥ NumPy and ≥ 2× Numba: no row (expsin/kern-cpu-gen)")
	} else {
		n := ns[len(ns)-1]
		k, _ := find("expsin", kimpl, n)
		for _, p := range []struct {
			impl   string
			target float64
		}{{"numpy-expr", 1}, {"numba-cpu", 2}} {
			if r, ok := find("expsin", p.impl, n); ok {
				x := r.BestS / k.BestS
				out = append(out, fmt.Sprintf("Goal 1, exp·sin f64 at N=%s: %s %.2f× %s (target ≥ %g×): %s",
					fmtN(n), kimpl, x, p.impl, p.target, noisyVerdict(x >= p.target, k, r)))
			} else {
				out = append(out, fmt.Sprintf("Goal 1, exp·sin f64 at N=%s vs %s (target ≥ %g×): no row (expsin/%s)", fmtN(n), p.impl, p.target, p.impl))
			}
		}
	}

	// Goal 2: triage at Numba's speed or better at every N, serial and
	// parallel.
	// Like goal 1, the row of the loop the dispatcher runs here.
	for _, p := range [][2]string{{"kern-cpu-gen", "numba-cpu"}, {"kern-parallel-gen", "numba-parallel"}} {
		if len(sizes("triage", p[0]+"-avx512")) > 0 {
			p[0] += "-avx512"
		}
		var parts []string
		ok, noisy, any := true, false, false
		for _, n := range sizes("triage", p[0]) {
			k, _ := find("triage", p[0], n)
			r, found := find("triage", p[1], n)
			if !found {
				continue
			}
			any = true
			x := r.BestS / k.BestS
			ok = ok && x >= 1
			noisy = noisy || (isNoisy(k, r) && !clearWin(r, k, 1))
			parts = append(parts, fmt.Sprintf("%s: %.2f×", fmtN(n), x))
		}
		if !any {
			out = append(out, fmt.Sprintf("Goal 2, triage %s ≥ %s at every N: no row (triage/%s and triage/%s at one N)", p[0], p[1], p[0], p[1]))
			continue
		}
		v := verdict(ok)
		if ok && noisy {
			v = "met by the best samples, but some spread over 20%: repeat on an idle machine"
		}
		out = append(out, fmt.Sprintf("Goal 2, triage %s vs %s at every N (%s; target ≥ 1×): %s", p[0], p[1], strings.Join(parts, ", "), v))
	}

	// Goal 3: an AVX-512 loop, no slower than the AVX2 one it replaces.
	// Where both loops wait on memory they tie, and the best samples of a
	// tie fall on either side of 1×: a row within avx512Tie of the AVX2
	// row is counted as a tie, not a loss, and said so.
	var avx []string
	all, ties := true, 0
	for _, d := range ds {
		base, ok := strings.CutSuffix(d.Impl, "-avx512")
		if d.Suite != "cpu" || !ok {
			continue
		}
		if b, found := find(d.Workload, base, d.N); found {
			x := b.BestS / d.BestS
			if x < 1 && x >= 1-avx512Tie {
				ties++
			}
			all = all && x >= 1-avx512Tie
			avx = append(avx, fmt.Sprintf("%s N=%s %.2f× %s", d.Workload, fmtN(d.N), x, base))
		}
	}
	if len(avx) == 0 {
		out = append(out, "Goal 3, AVX-512 loops: no row (an Impl ending in -avx512 beside the row without the suffix)")
	} else {
		v := verdict(all)
		if all && ties > 0 {
			v = fmt.Sprintf("met (%d of %d rows tie within %.0f%%: memory-bound, both loops move the same bytes)", ties, len(avx), 100*avx512Tie)
		}
		out = append(out, fmt.Sprintf("Goal 3, AVX-512 loops vs the AVX2 loop (%s; target ≥ 1×, a tie within %.0f%% counted as such): %s", strings.Join(avx, ", "), 100*avx512Tie, v))
	}

	// Goal 4: NEON loops (timed only on an arm64 machine).
	var neon []string
	all = true
	for _, d := range ds {
		if d.Suite != "cpu" || !strings.Contains(d.Note, "NEON") || !strings.HasPrefix(d.Impl, "kern-cpu-gen") {
			continue
		}
		if g, found := find(d.Workload, "go-loop", d.N); found {
			x := g.BestS / d.BestS
			all = all && x >= 1
			neon = append(neon, fmt.Sprintf("%s N=%s %.2f×", d.Workload, fmtN(d.N), x))
		}
	}
	if len(neon) == 0 {
		out = append(out, "Goal 4, arm64 NEON loops: no row (kern-cpu-gen rows noted \"isa: arm64 NEON\"; timing needs an arm64 machine)")
	} else {
		out = append(out, fmt.Sprintf("Goal 4, arm64 NEON loops vs the Go loop (%s; target ≥ 1×): %s", strings.Join(neon, ", "), verdict(all)))
	}

	// Goal 5: memory-bound rows at the copy's speed.
	for _, r := range [][2]string{
		{"discriminant", "kern-cpu-gen"}, {"discriminant", "kern-parallel-gen"},
		{"reduce", "kern-cpu"}, {"reduce", "kern-parallel"},
	} {
		ns := sizes(r[0], r[1])
		if len(ns) == 0 || ns[len(ns)-1] != memBoundN {
			out = append(out, fmt.Sprintf("Goal 5, %s %s at N=1e8 ≥ %.0f%% of the copy: no row at N=1e8", r[0], r[1], 100*memBoundGoal))
			continue
		}
		k, _ := find(r[0], r[1], memBoundN)
		if k.RefImpl == "" {
			out = append(out, fmt.Sprintf("Goal 5, %s %s at N=1e8 ≥ %.0f%% of the copy: no copy row at N=1e8", r[0], r[1], 100*memBoundGoal))
			continue
		}
		c, _ := find("copy", k.RefImpl, memBoundN)
		line := fmt.Sprintf("Goal 5, %s %s at N=1e8: %.2f GB/s, %.0f%% of %s's %.2f GB/s (target ≥ %.0f%%): %s",
			r[0], r[1], k.GBps, k.PctOfRef, k.RefImpl, k.RefGBps, 100*memBoundGoal,
			noisyVerdict(k.PctOfRef >= 100*memBoundGoal, k, c))
		// A read-only row moves half the bytes a copy of its input does:
		// say how its time compares with copying that input outright.
		if w, ok := find("copy", "go-copy-whole-input", memBoundN); ok && r[0] == "reduce" {
			line += fmt.Sprintf(" (%.2f× the time of go-copy-whole-input, a memmove of the whole input)", k.BestS/w.BestS)
		}
		out = append(out, line)
	}
	for _, p := range [][3]string{{"discriminant", "kern-cpu-gen", "numpy-expr"}, {"reduce", "kern-cpu", "numpy-sum"}} {
		if k, ok := find(p[0], p[1], memBoundN); ok {
			if r, ok := find(p[0], p[2], memBoundN); ok {
				x := r.BestS / k.BestS
				out = append(out, fmt.Sprintf("Goal 5, %s %s vs %s at N=1e8: %.2f× (target ≥ 1×): %s", p[0], p[1], p[2], x, noisyVerdict(x >= 1, k, r)))
			}
		}
	}
	return out
}

// isNoisy says whether either row's samples spread too far for a close
// call.
func isNoisy(a, b Derived) bool { return a.Spread > noisySpread || b.Spread > noisySpread }

// noisyVerdict is verdict, except that a goal met by the best samples of
// rows whose samples spread widely is not called met: on a loaded machine
// one lucky sample decides nothing.
// clearWin reports whether fast beats slow by target× even with fast's
// slowest sample against slow's best: a margin no spread of the samples
// can overturn.
func clearWin(slow, fast Derived, target float64) bool {
	return slow.BestS >= target*fast.BestS*(1+fast.Spread)
}

func noisyVerdict(ok bool, a, b Derived) string {
	if ok && isNoisy(a, b) {
		return fmt.Sprintf("met by the best samples, but spreads %.0f%% and %.0f%% exceed %.0f%%: repeat on an idle machine",
			100*a.Spread, 100*b.Spread, 100*noisySpread)
	}
	return verdict(ok)
}

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "NOT met"
}

// isas lists the instruction sets kern gen's loops ran on in this run
// (the rows' "isa: …" notes).
func isas(ds []Derived) []string {
	var out []string
	for _, d := range ds {
		if v, ok := strings.CutPrefix(d.Note, "isa: "); ok && d.Suite == "cpu" && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}
