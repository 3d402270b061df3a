package reject

import "github.com/kernlab/kern"

//kern:kernel
func StringParam(t *kern.Thread, s string) {} // ERROR "K038"

type body struct{ X, Y, Z, M float32 }

// Slices of records (structs and arrays of numbers and bools) and of
// bools are launched as the bytes Go lays them out in.
//
//kern:kernel
func StructSliceParam(t *kern.Thread, b []body, m []bool, q [][4]float32) {}

type named struct {
	ID   int32
	Name string
}

//kern:kernel
func StringFieldParam(t *kern.Thread, b []named) {} // ERROR "K038: kernel parameter b has type []reject.named: strings are not supported"

type linked struct {
	V    float32
	Next *linked
}

type counted struct {
	V float32
	N *int32
}

//kern:kernel
func PointerField(t *kern.Thread, b []counted) {} // ERROR "K038: field N: *int32 refers to host memory"

//kern:kernel
func PointerFieldParam(t *kern.Thread, b []linked) {} // ERROR "K038: reject.linked refers to itself"

//kern:kernel
func SliceSliceParam(t *kern.Thread, b [][]float32) {} // ERROR "K038: []float32 refers to host memory"

type viewed struct{ Row kern.Array1[float32] }

//kern:kernel
func ViewFieldParam(t *kern.Thread, b []viewed) {} // ERROR "K038: field Row: kern.Array1[float32] views other memory"

type padded struct {
	X int32
	_ struct{}
}

//kern:kernel
func ZeroSizeLastParam(t *kern.Thread, b []padded) {} // ERROR "K038: Go lays reject.padded out in 8 bytes, the GPU code in 4"

//kern:kernel
func GenericSliceParam[T float32 | kern.Float16](t *kern.Thread, m []T) {}

type list[T float32 | float64] struct {
	V    T
	Next *list[T]
}

//kern:kernel
func GenericRecursive(t *kern.Thread, b []list[float32]) {} // ERROR "K038: kernel parameter b has type []reject.list[float32]: type reject.list[float32] refers to itself"
