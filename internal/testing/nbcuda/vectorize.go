package nbcuda

import (
	"math"

	"github.com/kernlab/kern"
)

// test_vectorize.py's, test_vectorize_device.py's and test_forall.py's
// cores and kernels. numba's @vectorize(signatures) is a generic core
// with one kern.Loop2 per instance. Not ported: the namedtuple arguments
// (Go has no tuples: a slice or an nd.Array is the array), numba's two
// vectorize spellings (one directive in kern), and swapping the driver's
// copy functions to prove device data is not copied (kern's device
// arrays are used in place; the transfers are counted in
// emulated_test.go's TestEmulatedScalarsOutAndDeviceArrays).

// VectorAdd2 is vector_add over int32, float32 and float64.
//
//kern:vectorize
func VectorAdd2[T int32 | float32 | float64](a, b T) T { return a + b }

func cuDeviceFn(x, y, z float32) float32 {
	return float32(math.Pow(float64(x), float64(y))) / z
}

// CuUfunc is test_vectorize_device.py's cu_ufunc: a core calling a
// device function, x**y / z in float32 (numba's float32 power; Go's is
// float64's, rounded).
//
//kern:vectorize
func CuUfunc(x, y, z float32) float32 { return cuDeviceFn(x, y, z) }

// ForAllFoo is test_forall.py's foo.
//
//kern:kernel
func ForAllFoo(t *kern.Thread, x []int64) {
	i := t.Grid1()
	if i < len(x) {
		x[i] += 1
	}
}

// ForAllBar is bar: y = a·x + y in float32.
//
//kern:kernel
func ForAllBar(t *kern.Thread, a float32, x, y []float32) {
	i := t.Grid1()
	if i < len(x) {
		y[i] = a*x[i] + y[i]
	}
}
