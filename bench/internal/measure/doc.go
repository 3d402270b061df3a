// Package measure is the shared vocabulary of kern's benchmark programs:
// a Row is one measured (workload, implementation, N) cell with every
// timing sample, written as JSON by the Go programs and by the Python peer
// scripts alike, and Time repeats a call to collect those samples.
package measure
