// Command kernbench measures kern's CPU targets on the seed's workloads and
// writes one JSON array of measure.Row: the discriminant ufunc (kern's cpu
// and parallel targets, each with the loop `kern gen` generated and with
// the plain kern.Loop3 closure) against hand-written Go loops and against
// a copy of the same number of bytes (the memory-bandwidth ceiling), the
// sum reduction, and the dispatch cost of a call on 16 elements.
//
//	go -C bench run ./cmd/kernbench -sizes 1e4,1e6,1e7,1e8 -reps 5 -o cpu.json
//
// bench/run.sh runs it next to the Numba peer script; bench/plot turns
// both into the report.
package main
