package reject

import (
	"github.com/kernlab/kern"
	"github.com/kernlab/kern/half"
)

//kern:vectorize
func AnyConstraint[T any](x T) T { return x } // ERROR "K026"

//kern:vectorize
func TildeConstraint[T ~float32](x T) T { return x } // ERROR "K026"

type withMethod interface {
	float32 | float64
	Scale() float64
}

//kern:vectorize
func MethodConstraint[T withMethod](x T) T { return x } // ERROR "K026"

// The 16-bit float types instantiate like basic types: these are accepted.

// MMAGeneric is one tile kernel for every MMA input type. It names A's
// type only, kern.MMA[T], as code written for the one-type MMA may: B's
// is inferred.
//
//kern:kernel
func MMAGeneric[T kern.MMAInput](t *kern.Thread, a, b []T, d []float32) {
	fa := kern.LoadA(t, a, 0, 16, kern.RowMajor)
	fb := kern.LoadB(t, b, 0, 16, kern.ColMajor)
	kern.StoreC(t, d, 0, 16, kern.MMA[T](t, fa, fb, kern.FillC(t, 0)), kern.RowMajor)
}

// HalfGeneric is one core for both 16-bit formats.
//
//kern:vectorize
func HalfGeneric[T kern.Half](x, y T) T { return kern.HFma(x, y, kern.HAbs(x)) }

// HalfOrFloat mixes a 16-bit type with a basic type, named through package half.
//
//kern:vectorize
func HalfOrFloat[T half.Float16 | float32](x T) T { return x }

//kern:vectorize
func FP8Constraint[T half.Float8E4M3 | kern.Float16](x T) T { return x } // ERROR "K026"

// An FP8 union with the methods a helper would call is refused for the
// FP8 types' reason, not only for having methods.
//
//kern:vectorize
func FP8MethodConstraint[T interface { // ERROR "K026: type parameter T interface{Float32() float32; kern.Float8E4M3 | kern.Float8E5M2}: kern.Float8E4M3 is a storage format"
	kern.Float8E4M3 | kern.Float8E5M2
	Float32() float32
}](x T, s float32) float32 {
	return x.Float32() * s
}

// A kernel may be generic over its own package's records; a ufunc core
// may not, nor may a kernel be over another package's, or a record a
// launch cannot copy.
type point struct{ X, Y float32 }

type node struct {
	V    float32
	Next *node
}

//kern:vectorize
func RecordCore[T point | float32](x T) T { return x } // ERROR "K026: only a //kern:kernel may be generic over records"

//kern:kernel
func ForeignRecord[T point | kern.Dim3](t *kern.Thread, s []T) { s[0] = s[1] } // ERROR "K026: kern.Dim3 is declared in another package"

//kern:kernel
func PointerRecord[T point | node](t *kern.Thread, s []T) { s[0] = s[1] } // ERROR "K026: refers to host memory"

//kern:kernel
func AnyKernel[T any](t *kern.Thread, s []T) { s[0] = s[1] } // ERROR "K026: type parameter T any: the constraint allows every type, and the package names no instance of AnyKernel: kern gen compiles the instances its package's non-test files name"

// A kernel generic over T any is compiled for the instances its package
// names; one over a type no kernel takes is refused where it is named.
//
//kern:kernel
func AnyNamed[T any](t *kern.Thread, s []T) { s[0] = s[1] }

var (
	_ = AnyNamed[float32]
	_ = AnyNamed[point]
	_ = AnyNamed[kern.Float16]
	_ = AnyNamed[half.BFloat16]
	_ = AnyNamed[complex64]
	_ = AnyNamed[string]    // ERROR "K026: instance of kernel AnyNamed over string: string has no GPU representation"
	_ = AnyNamed[node]      // ERROR "K026: field Next: *reject.node refers to host memory"
	_ = AnyNamed[kern.Dim3] // ERROR "K026: kern.Dim3 is declared in another package"
	_ = AnyNamed[error]     // ERROR "K026: error is an interface type"
	_ = AnyNamed[[]float32] // ERROR "K026: []float32 is neither a basic type"
)

// Two type parameters, one a union: the instances named, each checked.
//
//kern:kernel
func AnyPair[T float32 | float64, U comparable](t *kern.Thread, a []T, b []U) {
	b[0] = b[1]
	a[0] = a[1]
}

var _ = AnyPair[float64, int8]

// A generic function that names a kernel with its own type parameter:
// its instances give the kernel's.
func launchAny[T any](s []T) any { return AnyViaGeneric[T] }

var _ = launchAny[string] // ERROR "K026: instance of kernel AnyViaGeneric over string"

//kern:kernel
func AnyViaGeneric[T any](t *kern.Thread, s []T) { s[0] = s[1] }
