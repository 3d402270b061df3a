// Package fastpath is the ufunc dispatch cache. A JIT dispatcher caches
// its compiled code by the call's type signature; kern's loops are
// compiled already, so what a call repeats is the work of finding them:
// converting every argument to an Operand, picking the loop,
// broadcasting, placing. A ufunc remembers the kinds of arguments of its
// last host Into and of its last host Call that took the full path — a
// []T or a C-contiguous nd.Array[T] per operand, all of one shape — and a
// later call whose arguments are of those kinds, of one nonempty shape,
// on the same CPU target, runs the remembered loop directly (Call
// allocating its outputs as the full path does: nd.Array[R] of the
// shape). Each check of the full path still holds there: the arity is the
// cached one; an operand's Go type fixes its dtype, so the cached loop is
// the one pick would choose (no scalars, whose loop depends on their
// value); equal shapes broadcast to themselves, which is the output's
// shape; host memory needs no device. Anything else — another type, shape
// mismatch, a scalar, a strided view, an empty operand — takes the full
// path, which also produces every error message.
//
// A GPU Into on device arrays of one shape on the call's device is
// remembered too, with the runtime's views of its device arrays.
package fastpath
