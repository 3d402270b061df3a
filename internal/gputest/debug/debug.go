// Package debug holds kernels compiled with kern gen -debug: their failed
// checks write the trap record that the runtime turns into a
// *kern.KernelTrapError naming the Go file:line:col, which the root
// package's emulated_test.go checks on the emulated CUDA device.
package debug

//go:generate go tool kern gen -debug

import "github.com/kernlab/kern"

// Scatter writes out[idx[i]] = i.
//
//kern:kernel
func Scatter(t *kern.Thread, idx []int32, out []float32) {
	i := t.Grid1()
	if i < len(idx) {
		out[idx[i]] = float32(i)
	}
}

// Quo divides: b == 0 fails the debug check.
//
//kern:vectorize
func Quo(a, b int64) int64 { return a / b }

// SharedRace has every thread write shared element 0 with no barrier
// between: racecheck reports it with this file's position.
//
//kern:kernel
func SharedRace(t *kern.Thread, out []int32) {
	sh := kern.Shared[[32]int32](t)
	sh[0] = int32(t.ThreadIdx().X)
	t.SyncThreads()
	if t.ThreadIdx().X == 0 {
		out[0] = sh[0]
	}
}
