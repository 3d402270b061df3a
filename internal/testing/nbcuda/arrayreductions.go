package nbcuda

import (
	"math"

	"github.com/kernlab/kern"
)

// test_array_reductions.py's kernels. numba runs NumPy's reductions
// (np.sum, np.mean, np.var, np.std, np.min, np.max, the nan* forms, np.all,
// np.any, np.count_nonzero) over constant arrays unrolled in a kernel
// (literal_unroll); a Go user writes the loops, as device functions over a
// slice, and the constant arrays as local arrays sliced for the call
// (ReduceLocal), or passes the data (Reductions, one case per thread).
// The functions follow numba's implementations: a sum starts at 0 and adds
// left to right, mean is sum/n, var is the mean of the squared deviations
// from the mean, std its square root; min and max return the first NaN
// (Go's builtin min and max, which also order -0 below +0), nanmin and
// nanmax skip NaNs and give NaN for none left; nanmean, nansum, nanprod
// skip NaNs. Not ported: np.min of an empty array raises ValueError in
// numba (Python exceptions); here the caller checks the length.

// NRed is how many results ReduceAll writes for one array.
const NRed = 15

// Sum is np.sum.
func Sum(a []float64) float64 {
	var s float64
	for _, v := range a {
		s += v
	}
	return s
}

// Prod is np.prod.
func Prod(a []float64) float64 {
	p := 1.0
	for _, v := range a {
		p *= v
	}
	return p
}

// Mean is np.mean.
func Mean(a []float64) float64 { return Sum(a) / float64(len(a)) }

// Var is np.var.
func Var(a []float64) float64 {
	m := Mean(a)
	var ssd float64
	for _, v := range a {
		d := v - m
		ssd += d * d
	}
	return ssd / float64(len(a))
}

// Std is np.std.
func Std(a []float64) float64 { return math.Sqrt(Var(a)) }

// Min is np.min: NaN if any element is NaN.
func Min(a []float64) float64 {
	m := a[0]
	for _, v := range a[1:] {
		m = min(m, v)
	}
	return m
}

// Max is np.max.
func Max(a []float64) float64 {
	m := a[0]
	for _, v := range a[1:] {
		m = max(m, v)
	}
	return m
}

// NanMin is np.nanmin: the NaNs skipped, NaN when all are.
func NanMin(a []float64) float64 {
	m := math.NaN()
	for _, v := range a {
		if !math.IsNaN(v) && (math.IsNaN(m) || v < m) {
			m = v
		}
	}
	return m
}

// NanMax is np.nanmax.
func NanMax(a []float64) float64 {
	m := math.NaN()
	for _, v := range a {
		if !math.IsNaN(v) && (math.IsNaN(m) || v > m) {
			m = v
		}
	}
	return m
}

// NanSum is np.nansum.
func NanSum(a []float64) float64 {
	var s float64
	for _, v := range a {
		if v == v {
			s += v
		}
	}
	return s
}

// NanProd is np.nanprod.
func NanProd(a []float64) float64 {
	p := 1.0
	for _, v := range a {
		if v == v {
			p *= v
		}
	}
	return p
}

// NanMean is np.nanmean: NaN (0/0) when every element is NaN.
func NanMean(a []float64) float64 {
	var s float64
	n := 0
	for _, v := range a {
		if !math.IsNaN(v) {
			s += v
			n++
		}
	}
	return s / float64(n)
}

// All is np.all: NaN is true, as any nonzero value.
func All[T int64 | float64](a []T) bool {
	for _, v := range a {
		if v == 0 {
			return false
		}
	}
	return true
}

// Any is np.any.
func Any[T int64 | float64](a []T) bool {
	for _, v := range a {
		if v != 0 {
			return true
		}
	}
	return false
}

// CountNonzero is np.count_nonzero.
func CountNonzero[T int64 | float64](a []T) int {
	n := 0
	for _, v := range a {
		if v != 0 {
			n++
		}
	}
	return n
}

// CountTrue is np.count_nonzero of a bool array.
func CountTrue(a []bool) int {
	n := 0
	for _, v := range a {
		if v {
			n++
		}
	}
	return n
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// ReduceAll writes every reduction of a to out[:NRed]: sum, prod, mean,
// var, std, min, max, nanmin, nanmax, nansum, nanprod, nanmean, all, any
// (1 or 0) and count_nonzero.
func ReduceAll(a []float64, out []float64) {
	out[0], out[1], out[2], out[3], out[4] = Sum(a), Prod(a), Mean(a), Var(a), Std(a)
	out[5], out[6], out[7], out[8] = Min(a), Max(a), NanMin(a), NanMax(a)
	out[9], out[10], out[11] = NanSum(a), NanProd(a), NanMean(a)
	out[12], out[13], out[14] = b2f(All(a)), b2f(Any(a)), float64(CountNonzero(a))
}

// Reductions is ReduceAll of data[off[i]:off[i+1]] for thread i.
//
//kern:kernel
func Reductions(t *kern.Thread, data []float64, off []int, out []float64) {
	i := t.Grid1()
	if i+1 < len(off) {
		ReduceAll(data[off[i]:off[i+1]], out[NRed*i:])
	}
}

// NLocal is how many results ReduceLocal writes.
const NLocal = 12

// ReduceLocal is numba's kernels over constant arrays written the other
// way a Go user would, as local arrays reduced by loops in the kernel:
// test_all_basic's and test_any_basic's 2-D cases (a Go array of arrays),
// test_count_nonzero_2d's, and test_count_nonzero_basic's and _bool's
// integer, bool and empty ones, 1 for true. (Passing a slice of a local
// array to a device function such as Sum is refused, K010: the array
// would escape; Reductions takes the 1-D cases as a parameter instead.)
//
//kern:kernel
func ReduceLocal(t *kern.Thread, ints []int) {
	if t.Grid1() != 0 {
		return
	}
	inf, nan, nz := math.Inf(1), math.NaN(), math.Copysign(0, -1)
	m0 := [2][2]float64{{1, 1.5}, {inf, nan}}
	m1 := [2][2]float64{{1, 1.5}, {1.5, 1}}
	m2 := [2][2]float64{{0, nz}, {1.5, 0}}
	m3 := [2][2]float64{{0, nz}, {0, 0}}
	all0, all1, all2, any2, any3 := 1, 1, 1, 0, 0
	for r := range 2 {
		for c := range 2 {
			if m0[r][c] == 0 {
				all0 = 0
			}
			if m1[r][c] == 0 {
				all1 = 0
			}
			if m2[r][c] == 0 {
				all2 = 0
			}
			if m2[r][c] != 0 {
				any2 = 1
			}
			if m3[r][c] != 0 {
				any3 = 1
			}
		}
	}
	ints[0], ints[1], ints[2], ints[3], ints[4] = all0, all1, all2, any2, any3
	c0 := [2][3]int64{{1, 0, 2}, {0, 3, 0}}
	c1 := [2][2]int64{{0, 0}, {0, 0}}
	for _, row := range c0 {
		for _, v := range row {
			if v != 0 {
				ints[5]++
			}
		}
	}
	for _, row := range c1 {
		for _, v := range row {
			if v != 0 {
				ints[6]++
			}
		}
	}
	for _, row := range m2 {
		for _, v := range row {
			if v != 0 {
				ints[7]++
			}
		}
	}
	i0 := [...]int64{1, 0, 2, 0, 3}
	i1 := [...]int64{1, 2, 3, 4}
	b0 := [...]bool{true, false, true, false, true}
	var empty [0]float64
	for _, v := range i0 {
		if v != 0 {
			ints[8]++
		}
	}
	for _, v := range i1 {
		if v != 0 {
			ints[9]++
		}
	}
	for _, v := range b0 {
		if v {
			ints[10]++
		}
	}
	for _, v := range empty {
		if v != 0 {
			ints[11]++
		}
	}
}
