// Package gpucall is the GPU call path: how a ufunc, gufunc, reduction or
// kernel launch runs on a CUDA or ROC device once placement chose one.
//
//   - Loop.Run: a vectorize loop's RoleContig or RoleStrided wrapper over
//     the coalesced broadcast shape (Elementwise), or, for host operands
//     above the chunking threshold on no stream, a chunked call through
//     internal/chunked's lanes.
//   - GULoop.Run: a gufunc's RoleGU kernel, one thread per loop index.
//   - Loop.Reduce and ReduceAxis: the two reduce stages, whole or chunked.
//   - Kernel.Launch: a //kern:kernel with its marshalled arguments.
//
// Every launch takes dispatch.Call's sequence (begin → copy in → launch
// and trap check → copy back → keep → done). The runtime's devices and
// streams come in as the Device and Stream interfaces and its call
// arguments through Args, so this package never imports the root.
package gpucall
