package kern_test

// numba-cuda's test_iterators.py, test_lang.py and test_slicing.py ported
// to kern (kernels in internal/testing/nbcuda/iterators.go), run on every
// place. numba's enumerate is Go's range; zip has no Go builtin (Go's
// iterator functions are closures, which kernel code cannot call), so
// test_zip, test_enumerate_zip and test_zip_enumerate are one range that
// indexes the second slice. test_slice_as_arg's inp[i, :] is a sub-slice
// of a row-major slice (a kern.Array2 has no row views).

import (
	"slices"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
	"github.com/kernlab/kern/nd"
)

func TestNumbaLang(t *testing.T) {
	tup, t1, t2 := nbcuda.LangTuples()
	wantZip := 0.0
	for i := range t1 {
		wantZip += float64(t1[i]) + t2[i]
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			x, y := []int64{10, 9, 8, 7, 6}, []int64{1, 2, 3, 4, 5}
			errs := []int32{0}
			if err := kern.NewKernel2(nbcuda.Enumerator).Launch(p.on, 1, 1, x, errs); err != nil || errs[0] != 0 {
				t.Fatalf("enumerate: error %d, %v", errs[0], err)
			}
			if err := kern.NewKernel3(nbcuda.Zipper).Launch(p.on, 1, 1, x, y, errs); err != nil || errs[0] != 0 {
				t.Fatalf("zip: error %d, %v", errs[0], err)
			}
			a := make([]float64, 3)
			if err := kern.NewKernel1(nbcuda.LangEnumerate).Launch(p.on, 1, 1, a); err != nil || [3]float64(a) != tup {
				t.Fatalf("lang enumerate: %v %v", a, err)
			}
			a = a[:1]
			if err := kern.NewKernel1(nbcuda.LangZip).Launch(p.on, 1, 1, a); err != nil || a[0] != wantZip {
				t.Fatalf("lang zip: %v, want %v, %v", a, wantZip, err)
			}
			data := make([]float64, 6)
			ary, _ := kern.MakeArray2(data, 2, 3)
			if err := kern.NewKernel1(nbcuda.KernelAPIInMultipleBlocks).Launch(p.on, 1, kern.D2(2, 3), ary); err != nil || !slices.Equal(data, []float64{1, 1, 1, 1, 1, 1}) {
				t.Fatalf("issue_872: %v %v", data, err)
			}
			inp, out := make([]int32, 100), make([]int32, 100)
			for i := range inp {
				inp[i] = int32(i)
			}
			if err := kern.NewKernel3(nbcuda.SliceCopy).Launch(p.on, 1, 10, inp, out, 10); err != nil || !slices.Equal(inp, out) {
				t.Fatalf("slice_as_arg: %v %v", out, err)
			}
			// test_assign_empty_slice: copying an empty device array
			// into another is no error.
			if dev, ok := p.on.(*kern.Device); ok {
				src, err := kern.ToDevice(dev, nd.Must(nd.Zeros[float64](0)))
				if err != nil {
					t.Fatal(err)
				}
				dst, err := kern.NewDeviceArray[float64](dev, []int{0}, nd.C)
				if err != nil {
					t.Fatal(err)
				}
				if err := dst.CopyFromDevice(src); err != nil {
					t.Fatalf("assign_empty_slice: %v", err)
				}
				_, _ = src.Free(), dst.Free()
			}
		})
	}
}
