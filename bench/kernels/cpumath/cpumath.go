// Package cpumath holds ufunc cores that only the CPU benchmarks run. They
// live apart from package kernels because kern gen compiles every marked
// function of a package into one GPU module, which a GPU benchmark's first
// call loads (and the CUDA driver JIT-compiles) whole: math.Pow alone
// would triple kernels' PTX and the cold start's load with it.
package cpumath

//go:generate go tool kern gen -mcpu none

import "math"

// Pow is math.Pow of two float64 operands. Its SIMD loop computes Go's
// pow.go (through math.Exp and Log as Go's amd64 assembly does) as vector
// code and leaves the groups whose squaring loop outlasts its unrolled
// iterations to the Go core, so it gives the Go loop's bits.
//
//kern:vectorize
func Pow(x, y float64) float64 { return math.Pow(x, y) }
