package main

//go:generate go tool kern gen

import (
	"math"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// The ufuncs of seed 003 ("Introduction to GPU Programming with Python"),
// written as kern ufunc cores. Each generic core is instantiated once per
// signature; kern gen compiles every instantiation for the GPU.

// AddN is the seed's first, CPU-only ufunc:
//
//	@vectorize
//	def add_n(x, n):
//	    return x + n
//
//kern:vectorize
func AddN[T int64 | float64](x, n T) T { return x + n }

// Add is the seed's CUDA ufunc, with the int64 signature of its first use
// ('int64(int64, int64)') and the int32 one of its explicit data
// management section ('int32(int32, int32)').
//
//kern:vectorize
func Add[T int32 | int64](x, y T) T { return x + y }

// CuDiscriminant is the seed's ufunc with several signatures:
//
//	@vectorize(['float32(float32, float32, float32)',
//	            'float64(float64, float64, float64)'], target='cuda')
//	def cu_discriminant(a, b, c):
//	    return math.sqrt(b ** 2 - 4 * a * c)
//
//kern:vectorize
func CuDiscriminant[T float32 | float64](a, b, c T) T {
	return T(math.Sqrt(float64(b*b - 4*a*c)))
}

var (
	addN = kern.Vectorize("add_n", kern.Loop2(AddN[int64]), kern.Loop2(AddN[float64]))
	add  = kern.Vectorize("add", kern.Loop2(Add[int64]), kern.Loop2(Add[int32]))
	disc = kern.Vectorize("cu_discriminant",
		kern.Loop3(CuDiscriminant[float32]), kern.Loop3(CuDiscriminant[float64]))
)

// ints are the seed's x = np.arange(n) and y = np.ones_like(x).
func ints[T int32 | int64](n int) (x, y nd.Array[T], err error) {
	if x, err = nd.Arange[T](0, float64(n), 1); err != nil {
		return
	}
	y = nd.FullLike(x, 1)
	return
}

// floats are A, B + 10 and C, uniform in [0, 1).
func floats[T float32 | float64](n int) (a, b, c nd.Array[T], err error) {
	if a, err = nd.Random[T](1, n); err != nil {
		return
	}
	if b, err = nd.Random[T](2, n); err != nil {
		return
	}
	b.Apply(func(v T) T { return v + 10 })
	c, err = nd.Random[T](3, n)
	return
}

// addScalar is add_n(x, n): the scalar broadcasts and takes x's dtype.
func addScalar[T int64 | float64](on any, x nd.Array[T], n T) (nd.Array[T], error) {
	return kern.As[T](addN.Call(on, x, n))
}

// addHost is add(x, y) on host arrays: on a GPU the call allocates device
// memory, copies x and y in, runs the kernel and copies the result back.
func addHost[T int32 | int64](on any, x, y nd.Array[T]) (nd.Array[T], error) {
	return kern.As[T](add.Call(on, x, y))
}

// addDevice is the explicit data management: d_x = cuda.to_device(x),
// d_y = cuda.to_device(y), add(d_x, d_y). With device operands the result
// stays on the device (Numba's rule); it is copied back here to show it.
func addDevice[T int32 | int64](on any, dev *kern.Device, x, y nd.Array[T]) (nd.Array[T], error) {
	dx, dy, err := toDevice(dev, x, y)
	if err != nil {
		return nd.Array[T]{}, err
	}
	defer dx.Free()
	defer dy.Free()
	res, err := kern.AsDevice[T](add.Call(on, dx, dy))
	if err != nil {
		return nd.Array[T]{}, err
	}
	defer res.Free()
	return res.CopyToHost()
}

// addOut is add(d_x, d_y, out=d_res) with d_res = cuda.device_array(shape=(n,)):
// nothing is allocated by the call, and nothing moves to the host until
// CopyToHost.
func addOut[T int32 | int64](on any, dev *kern.Device, x, y nd.Array[T]) (nd.Array[T], error) {
	dx, dy, err := toDevice(dev, x, y)
	if err != nil {
		return nd.Array[T]{}, err
	}
	defer dx.Free()
	defer dy.Free()
	dres, err := kern.NewDeviceArray[T](dev, x.Shape(), nd.C)
	if err != nil {
		return nd.Array[T]{}, err
	}
	defer dres.Free()
	if err := add.Into(on, dres, dx, dy); err != nil {
		return nd.Array[T]{}, err
	}
	return dres.CopyToHost()
}

func toDevice[T int32 | int64](dev *kern.Device, x, y nd.Array[T]) (dx, dy *kern.DeviceArray[T], err error) {
	if dx, err = kern.ToDevice(dev, x); err != nil {
		return nil, nil, err
	}
	if dy, err = kern.ToDevice(dev, y); err != nil {
		dx.Free()
		return nil, nil, err
	}
	return dx, dy, nil
}

// discriminant is cu_discriminant(A, B, C): the loop is picked by dtype.
func discriminant[T float32 | float64](on any, a, b, c nd.Array[T]) (nd.Array[T], error) {
	return kern.As[T](disc.Call(on, a, b, c))
}

// The plain Go loops the ufuncs are compared with (np.add and friends).

func plainAdd[T int32 | int64 | float64](x, y []T) []T {
	r := make([]T, len(x))
	for i := range r {
		r[i] = x[i] + y[i]
	}
	return r
}

func plainDiscriminant[T float32 | float64](a, b, c []T) []T {
	r := make([]T, len(a))
	for i := range r {
		r[i] = T(math.Sqrt(float64(b[i]*b[i] - 4*a[i]*c[i])))
	}
	return r
}

// same reports the first index where got and want differ, or -1.
func same[T int32 | int64 | float32 | float64](got nd.Array[T], want []T) int {
	g := got.ToSlice()
	if len(g) != len(want) {
		return 0
	}
	for i := range g {
		if g[i] != want[i] {
			return i
		}
	}
	return -1
}
