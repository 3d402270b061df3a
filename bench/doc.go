// Package bench holds kern's benchmarks: `go test -bench . .` in bench/ runs
// the CPU ones (the seed's discriminant ufunc on the CPU and Parallel
// targets against a hand-written Go loop and against the machine's
// measured memory-copy bandwidth). Results are reported as GB/s of memory
// traffic, so that ratios between rows are meaningful; nothing here writes
// result files.
package bench
