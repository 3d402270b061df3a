package nbcuda

import "github.com/kernlab/kern"

// test_iterators.py's, test_lang.py's and test_slicing.py's kernels.
// numba's enumerate(x) is Go's range over a slice or array; zip(x, y) has
// no Go builtin, and Go's iterator functions (iter.Seq) are closures
// kernel code cannot call, so it is a range over x indexing y.

// Enumerator is test_enumerate: error stays 0 when range gives every
// index and element in order.
//
//kern:kernel
func Enumerator(t *kern.Thread, x []int64, errs []int32) {
	count := 0
	for i, v := range x {
		if count != i {
			errs[0] = 1
		}
		if v != x[i] {
			errs[0] = 2
		}
		count++
	}
	if count != len(x) {
		errs[0] = 3
	}
}

// Zipper is test_zip, test_enumerate_zip and test_zip_enumerate (one
// loop in Go).
//
//kern:kernel
func Zipper(t *kern.Thread, x, y []int64, errs []int32) {
	count := 0
	for i, xv := range x {
		yv := y[i]
		if i != count {
			errs[0] = 1
		}
		if xv != x[i] {
			errs[0] = 2
		}
		if yv != y[i] {
			errs[0] = 3
		}
		count++
	}
	if count != len(x) {
		errs[0] = 4
	}
}

// tup, t1 and t2 are test_lang's global tuples.
var (
	tup = [3]float64{1.0, 2.5, 3.0}
	t1  = [3]int64{1, 2, 3}
	t2  = [3]float64{4.5, 5.6, 6.7}
)

// LangEnumerate is test_lang's test_enumerate: range over a package-level
// array.
//
//kern:kernel
func LangEnumerate(t *kern.Thread, a []float64) {
	for i, v := range tup {
		a[i] = v
	}
}

// LangZip is test_lang's test_zip.
//
//kern:kernel
func LangZip(t *kern.Thread, a []float64) {
	c := 0.0
	for i, x := range t1 {
		c += float64(x) + t2[i]
	}
	a[0] = c
}

// LangTuples returns test_lang's tuples, for the test's plain Go.
func LangTuples() ([3]float64, [3]int64, [3]float64) { return tup, t1, t2 }

// KernelAPIInMultipleBlocks is test_issue_872: the thread index read in
// loops, then used after them.
//
//kern:kernel
func KernelAPIInMultipleBlocks(t *kern.Thread, ary kern.Array2[float64]) {
	var tx, ty int
	for range 2 {
		tx = t.ThreadIdx().X
	}
	for range 3 {
		ty = t.ThreadIdx().Y
	}
	sm := kern.Shared[[2][3]float64](t)
	sm[tx][ty] = 1.0
	ary.Set(tx, ty, sm[tx][ty])
}

func cufoo(inp, out []int32) {
	for i := range out {
		out[i] = inp[i]
	}
}

// SliceCopy is test_slice_as_arg's copy: row i of inp and out (n
// columns), sliced, passed to a device function (numba's inp[i, :]).
//
//kern:kernel
func SliceCopy(t *kern.Thread, inp, out []int32, n int) {
	i := t.Grid1()
	cufoo(inp[i*n:(i+1)*n], out[i*n:(i+1)*n])
}
