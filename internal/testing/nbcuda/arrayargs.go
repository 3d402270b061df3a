package nbcuda

import "github.com/kernlab/kern"

// test_array_args.py's kernels. numba's tuple arguments are Go values
// passed by value: a tuple of one type is an array ([3]int64), a mixed or
// named one a struct, () a [0]int64. A tuple of arrays has no by-value
// Go form (a struct holding slices is K038: the GPU cannot follow them):
// arrays of one type and length are the rows of a kern.Array2, others
// separate slice parameters.

func arrayDeviceFunction(a []float64, c int) float64 { return a[c] }

// ArrayAry is test_array_ary: a device function indexing a slice.
//
//kern:kernel
func ArrayAry(t *kern.Thread, x, y []float64) {
	i := t.Grid1()
	y[i] = arrayDeviceFunction(x, i)
}

// Unituple is test_unituple: x = (1, 2, 3).
//
//kern:kernel
func Unituple(t *kern.Thread, r []int64, x [3]int64) {
	r[0] = x[0]
	r[1] = x[1]
	r[2] = x[2]
}

// MixedTuple is test_tuple's (1, 2, 3, 4.5, 5.5, 6.5).
type MixedTuple struct {
	A, B, C int64
	D, E, F float64
}

// Tuple is test_tuple.
//
//kern:kernel
func Tuple(t *kern.Thread, r1 []int64, r2 []float64, x MixedTuple) {
	r1[0] = x.A
	r1[1] = x.B
	r1[2] = x.C
	r2[0] = x.D
	r2[1] = x.E
	r2[2] = x.F
}

// Point2 and Point3 are the namedtuples Point(x, y) and Point(x, y, r).
type Point2 struct{ X, Y int64 }
type Point3 struct {
	X, Y int64
	R    float64
}

// NamedUnituple is test_namedunituple.
//
//kern:kernel
func NamedUnituple(t *kern.Thread, r []int64, x Point2) {
	r[0] = x.X
	r[1] = x.Y
}

// NamedTuple is test_namedtuple.
//
//kern:kernel
func NamedTuple(t *kern.Thread, r1 []int64, r2 []float64, x Point3) {
	r1[0] = x.X
	r1[1] = x.Y
	r2[0] = x.R
}

// EmptyTuple is test_empty_tuple.
//
//kern:kernel
func EmptyTuple(t *kern.Thread, r []int64, x [0]int64) {
	r[0] = int64(len(x))
}

// TupleOfEmptyTuples is test_tuple_of_empty_tuples.
//
//kern:kernel
func TupleOfEmptyTuples(t *kern.Thread, r []int64, x [3][0]int64) {
	r[0] = int64(len(x))
	r[1] = int64(len(x[0]))
}

// Tuples is test_tuple_of_tuples's ((), (5, 6), (8, 9, 10)).
type Tuples struct {
	A [0]int64
	B [2]int64
	C [3]int64
}

// TupleOfTuples is test_tuple_of_tuples.
//
//kern:kernel
func TupleOfTuples(t *kern.Thread, r []int64, x Tuples) {
	r[0] = 3
	r[1] = int64(len(x.A))
	r[2] = int64(len(x.B))
	r[3] = int64(len(x.C))
	r[4] = x.B[0]
	r[5] = x.B[1]
	r[6] = x.C[0]
	r[7] = x.C[1]
	r[8] = x.C[2]
}

// TuplesAndScalar is test_tuple_of_tuples_and_scalars's ((6, 5, 4), 7).
type TuplesAndScalar struct {
	A [3]int64
	B int64
}

// TupleOfTuplesAndScalars is test_tuple_of_tuples_and_scalars.
//
//kern:kernel
func TupleOfTuplesAndScalars(t *kern.Thread, r []int64, x TuplesAndScalar) {
	r[0] = 2
	r[1] = int64(len(x.A))
	r[2] = x.A[0]
	r[3] = x.A[1]
	r[4] = x.A[2]
	r[5] = x.B
}

// TupleOfArrays is test_tuple_of_arrays: x0 = x1 + x2 on the rows of x.
//
//kern:kernel
func TupleOfArrays(t *kern.Thread, x kern.Array2[float64]) {
	i := t.Grid1()
	if i < x.Dim(1) {
		x.Set(0, i, x.At(1, i)+x.At(2, i))
	}
}

// TupleOfArrayScalarTuple is test_tuple_of_array_scalar_tuple: the
// tuple (2*z, 10, (4, 3)) as three parameters.
//
//kern:kernel
func TupleOfArrayScalarTuple(t *kern.Thread, r []int64, x0 []int64, x1 int64, x2 [2]int64) {
	r[0] = x0[0]
	r[1] = x0[1]
	r[2] = x1
	r[3] = x2[0]
	r[4] = x2[1]
}
