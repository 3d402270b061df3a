// Command plot merges the JSON rows of one benchmark run (kern's programs
// and the Python peers) into the run's report: PREFIX.json (every row with
// its derived figures), PREFIX.md (tables, ratios, targets) and PREFIX.png
// (throughput against N per workload and implementation, drawn with
// gonum.org/v1/plot).
//
//	go -C bench run ./plot -o results/2026-11-21-go-2core cpu.json numba.json
//
// Ratios are taken against a baseline of the same workload and N (see
// baselines): a hand-written Go loop on the CPU, Numba's CUDA version on
// the GPU; "% of bandwidth" against the fastest copy of the same bytes in
// the same run.
package main
