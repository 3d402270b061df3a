// Package wrap builds the wrapper kernels that make a lowered ufunc core
// launchable: the kernels of the ABI contract in docs/gpu-abi.md, shared
// with the runtime that marshals their arguments.
//
//   - Vectorize wraps a //kern:vectorize core F into "F__contig" (RoleContig:
//     every operand contiguous, or a scalar passed by value) and "F__strided"
//     (RoleStrided: broadcast and strided operands over up to MaxRank
//     dimensions). Both are grid-stride loops, so any grid covers any n.
//     Over operands under 4 bytes F__contig first takes a group of
//     abi.ContigGroup elements a thread, one load per input, where every
//     array is aligned to its group (pack.go).
//   - GUVectorize wraps a //kern:guvectorize core G into "G__gu" (RoleGU): one
//     thread per loop index over up to MaxLoopRank loop dimensions; each
//     operand reaches the core as a kern.ArrayN view (ir.ViewType), a slice
//     or, for a () input, the scalar it points at.
//   - Reduce wraps a //kern:reduce core R into "R__stage1" (RoleStage1: one
//     partial per block) and "R__stage2" (RoleStage2: one block folds the
//     partials and applies the initial value). Both run ReduceBlock threads
//     per block and combine in a fixed tree: shared memory down to one warp,
//     then warp shuffles. A valid flag travels with every value, so no
//     identity element is needed and threads without an element drop out.
//
// Every parameter of a wrapper kernel is one ABI leaf (an i64, a scalar or a
// ptr<global T>), so the kernel's IR parameters are its launch parameters in
// order. The wrappers call the core; passes.Standard inlines it.
//
// A wrapper is built by an emitter that takes the ABI values as ir.Values
// rather than reading its parameters directly: the exported builders feed
// it the kernel's parameters, and the tests feed it values computed from
// interpreter-friendly parameters (the interpreter cannot take raw pointer
// arguments), so the tests run exactly the instructions the kernels hold.
package wrap
