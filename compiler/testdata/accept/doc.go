// Package accept is the corpus of kernel Go that the GPU compiler must
// accept: every construct docs/design.md lists, and the seed programs' kernels.
// The compiler tests lower each marked function, run the IR in the
// interpreter and compare with calling the same Go function natively.
package accept
