// Package ufunc holds the target-neutral machinery behind kern's ufuncs:
// the parser of generalized-ufunc layouts ("(m,n),(n,p)->(m,p)"), binding of
// core dimensions and broadcasting of loop dimensions, inference of output
// shapes, operands (arrays, slices and scalars seen as a base pointer, a
// shape and byte strides), iteration plans over a broadcast shape (a
// contiguous 1-d fast path after coalescing, strided n-d runs otherwise) and
// the chunking that spreads a plan over workers.
//
// Nothing here knows a target or a device: the root package kern turns a
// typed Go function into a loop and runs a Plan on the CPU, in parallel, on
// the simulator or (later) on a GPU.
//
// Strides in this package are in BYTES, as NumPy's ufunc loops see them,
// because one plan drives operands of different element sizes. nd arrays
// count strides in elements; Operand converts.
//
// Errors wrap the sentinels ErrLayout, ErrArity, ErrScalar and ErrOperand,
// or nd.ErrBroadcast, nd.ErrShape and nd.ErrDType, and quote the layout,
// the shapes and the dtypes involved.
package ufunc
