// Package kernels holds the functions kern's benchmarks run, as kernel Go
// compiled ahead of time by `kern gen` (go generate): the seed's
// discriminant ufunc core, a sum reduction, and the shared-memory tiled
// matrix multiply of Numba's CUDA documentation. kern_gen.go registers
// their GPU code and the typed CPU loops with the core inlined.
package kernels
