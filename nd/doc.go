// Package nd provides host n-dimensional arrays for kern: a typed, strided
// view over a Go slice, with NumPy's rules for views, reshaping, broadcasting
// and the .npy file format.
//
// # Element types
//
// [Elem] lists the element types: bool, the sized integers, float32,
// float64, complex64, complex128 and package half's Float16, BFloat16,
// Float8E4M3 and Float8E5M2 ([Reduced]). The reduced floats are bit
// patterns to Go, so nd treats them by value wherever values matter:
// comparisons, printing, [AsType] and the creation functions round once to
// nearest even. Their .npy descriptors are "<f2" and ml_dtypes' names (see
// [ParseDescr] and [ReadNPY]).
//
// # Layout
//
// An [Array] holds a backing slice []T, an offset into it, a shape and
// strides. Strides are counted in ELEMENTS, not bytes: the element at index
// (i0, i1, …) lives at data[offset + i0*strides[0] + i1*strides[1] + …].
// Multiply by [DType.Size] to get NumPy's byte strides. Strides may be zero
// (broadcast views) or negative (reversed views).
//
// The offset, shape and strides alone are a [Layout]: every view operation
// is Layout arithmetic, which kern's device arrays share with Array.
//
// # Views and copies
//
// Slice, Index, Transpose, BroadcastTo, Split and (when the strides allow it)
// Reshape and Ravel return views that share the backing slice: writing
// through a view changes the original. Reshape never copies: when NumPy would
// have to copy it returns an error wrapping [ErrRequiresCopy], as Numba's
// device arrays do; call Copy first. Ravel copies only when it must.
//
// # Indices
//
// At, Set, Get and Put take Go-style indices (0 ≤ i < n). At and Set panic
// on a bad index, as slice indexing does; Get and Put return an error
// wrapping [ErrIndex] instead. The view operations (Slice, Index) take
// NumPy-style indices, where a negative value counts from the end.
//
// # Record arrays
//
// A NumPy structured dtype (a record array, np.dtype([('x', '<f4'), ('id',
// '<i4')])) is not an Array element: [ReadNPYRecords] and [LoadRecords]
// read its .npy file into a slice of a Go struct, matching fields by name
// and moving each to where Go lays it out (packed or aligned, either byte
// order, Fortran order put in C order), and [WriteNPYRecords] and
// [SaveRecords] write one that np.load reads. Such a slice is what kern
// kernels take as records.
//
// # Errors
//
// Every error wraps one of the sentinels ErrShape, ErrIndex, ErrBroadcast,
// ErrRequiresCopy, ErrDType, ErrFormat or ErrMismatch (test with errors.Is) and quotes the
// shapes, strides or dtypes involved.
package nd
