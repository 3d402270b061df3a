// Command kernels runs the programs of seed 004 ("Target = GPU"): kernels
// launched on a grid (doubled, doubled_auto_grid, doubled_man_copy), a
// reduction, a vectorized and a generalized ufunc. Each prints what it
// computed, where it ran, and its time next to a plain Go loop.
//
//	go run ./examples/kernels              # auto: the GPU if there is one
//	go run ./examples/kernels -target sim  # the CUDA model on the CPU
package main
