// Package mathacc measures the accuracy of the math functions that kernel Go
// accepts, as the GPU compiler lowers them. It has no API: its tests compile
// testdata/mathk (one //kern:vectorize function per math function, each for
// float32 and float64) with the front end and kern gen's GPU passes, both
// with FMA contraction (kern gen's default) and without (-fmad=false), run
// every function in the reference interpreter (compiler/interp) over random
// inputs in its natural domain plus edge cases, and compare with Go's math
// package on the host in ULPs. The documented bounds of each mode
// (bounds_test.go) make a regression fail; docs/math-accuracy.md is the
// measured table:
//
//	go test ./compiler/mathacc -run ULP -mathacc.n=1000000 -mathacc.write
//
// rewrites it. The tests also compile the package to PTX for several
// architectures and assemble it with ptxas (KERN_PTXAS) so that every math
// function is known to assemble.
//
// The IR runs Go's pure-Go algorithms; on amd64 Go's math uses assembly for
// Exp, Log, Floor, Ceil, Trunc and Hypot (and an instruction for Sqrt and
// FMA), so small differences from the host are expected: they are what the
// table records.
package mathacc
