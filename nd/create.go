package nd

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/kernlab/kern/half"
)

// Arange returns the 1-d array start, start+step, … up to but excluding
// stop, like numpy.arange. The length is ceil((stop-start)/step); element i
// is T(start + i*step). Bool is rejected, as NumPy rejects it.
func Arange[T Elem](start, stop, step float64) (Array[T], error) {
	if DTypeOf[T]() == Bool {
		return Array[T]{}, fmt.Errorf("%w: Arange does not support dtype bool", ErrDType)
	}
	if step == 0 || math.IsNaN(start) || math.IsNaN(stop) || math.IsNaN(step) || math.IsInf(step, 0) {
		return Array[T]{}, fmt.Errorf("%w: Arange(%g, %g, %g): step must be finite and non-zero", ErrShape, start, stop, step)
	}
	nf := math.Ceil((stop - start) / step)
	if math.IsNaN(nf) || nf > float64(maxInt>>4) {
		return Array[T]{}, fmt.Errorf("%w: Arange(%g, %g, %g) is too long", ErrShape, start, stop, step)
	}
	n := max(int(nf), 0)
	a, _ := Zeros[T](n)
	for i := range a.data {
		a.data[i] = fromFloat64[T](start + float64(i)*step)
	}
	return a, nil
}

// Linspace returns num evenly spaced values from start to stop inclusive,
// like numpy.linspace (the last element is exactly stop).
func Linspace[T Floating](start, stop float64, num int) (Array[T], error) {
	if num < 0 {
		return Array[T]{}, fmt.Errorf("%w: Linspace: number of samples %d must be non-negative", ErrShape, num)
	}
	a, _ := Zeros[T](num)
	if num == 0 {
		return a, nil
	}
	div := float64(num - 1)
	step := (stop - start) / max(div, 1)
	for i := range a.data {
		a.data[i] = fromFloat64[T](start + float64(i)*step)
	}
	if num > 1 {
		a.data[num-1] = fromFloat64[T](stop)
	}
	return a, nil
}

// Random returns a C-ordered array of pseudo-random values from a PCG
// generator seeded with seed; the same seed gives the same array. Floats are
// uniform in [0, 1) (the reduced floats: multiples of 2^-p, p their
// precision in bits, so every value is exact and none rounds up to 1);
// integers are uniform in [0, 100) (small enough that sums and products of
// a few stay in range for every width); complex values have both parts
// uniform in [0, 1); bools are fair coin flips.
func Random[T Elem](seed uint64, shape ...int) (Array[T], error) {
	a, err := Zeros[T](shape...)
	if err != nil {
		return a, err
	}
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var z T
	switch any(z).(type) {
	case float32:
		for i := range a.data {
			a.data[i] = any(r.Float32()).(T)
		}
	case float64:
		for i := range a.data {
			a.data[i] = any(r.Float64()).(T)
		}
	case complex64:
		for i := range a.data {
			a.data[i] = any(complex(r.Float32(), r.Float32())).(T)
		}
	case complex128:
		for i := range a.data {
			a.data[i] = any(complex(r.Float64(), r.Float64())).(T)
		}
	case bool:
		for i := range a.data {
			a.data[i] = any(r.Uint64()&1 == 1).(T)
		}
	case half.Float16, half.BFloat16, half.Float8E4M3, half.Float8E5M2:
		p := precision(DTypeOf[T]())
		for i := range a.data {
			a.data[i] = fromFloat64[T](math.Ldexp(float64(r.IntN(1<<p)), -p))
		}
	default:
		for i := range a.data {
			a.data[i] = fromInt64[T](int64(r.IntN(100)))
		}
	}
	return a, nil
}

// likeOrder picks the layout for the *Like helpers: F when a is
// Fortran-contiguous but not C-contiguous, else C (NumPy's order='K' for
// the common cases).
func likeOrder[T Elem](a Array[T]) Order {
	if a.IsFContiguous() && !a.IsCContiguous() {
		return F
	}
	return C
}

// ZerosLike returns a new zero-filled array with a's shape and dtype.
func ZerosLike[T Elem](a Array[T]) Array[T] {
	a = a.norm()
	out, _ := ZerosOrder[T](likeOrder(a), a.shape...)
	return out
}

// EmptyLike returns a new array with a's shape and dtype. Go memory is
// always initialised, so it is ZerosLike; it exists to mirror NumPy and
// Numba (device_array_like).
func EmptyLike[T Elem](a Array[T]) Array[T] { return ZerosLike(a) }

// FullLike returns a new array with a's shape, every element set to v.
func FullLike[T Elem](a Array[T], v T) Array[T] {
	out := ZerosLike(a)
	for i := range out.data {
		out.data[i] = v
	}
	return out
}
