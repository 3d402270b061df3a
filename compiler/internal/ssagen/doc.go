// Package ssagen lowers golang.org/x/tools/go/ssa functions (built with
// ssa.InstantiateGenerics, so every body is monomorphic) to kern's IR.
//
// A Gen lowers entry functions (kernels and ufunc cores) and, on demand,
// every function they call: device functions compiled from their Go
// source, including the pure-Go algorithms of package math. Calls into
// package kern become intrinsics (thread indices, barriers, shared memory,
// atomics, shuffles, strided views). Everything the GPU cannot run is
// reported as a coded Diag; lowering continues after an error so that one
// run reports every problem, and an internal panic becomes K999 instead of
// crashing the caller.
package ssagen
