package kern_test

// numba-cuda's test_print.py ported to kern (kernels in
// internal/testing/nbcuda/print.go): each kernel's lines on every place,
// sorted where threads print in no particular order.
//
// Not ported: test_exception.py (Python exceptions raised in a kernel:
// kern's counterpart is a trap, a *kern.KernelTrapError from -debug GPU
// code and from every CPU target, tested in kernel_trap_test.go and
// gputrap_test.go) and test_fastmath.py (its checks are PTX's
// div.approx, sqrt.approx, ex2.approx and friends under fastmath=True:
// kern has no approximate math, and kern gen -fastmath leaves the PTX as
// it is; docs/kernels.md, "fused multiply-add").

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

func TestNumbaPrint(t *testing.T) {
	r := make([]int64, 33)
	for i := range r {
		r[i] = int64(i)
	}
	var all []string
	for i := range r {
		all = append(all, fmt.Sprint(i))
	}
	dim3 := []string{}
	for x := range 2 {
		for y := range 2 {
			for z := range 2 {
				dim3 = append(dim3, fmt.Sprintf("(%d, %d, %d)", z, y, x))
			}
		}
	}
	slices.Sort(dim3)
	cases := []struct {
		name   string
		launch func(on any, w *bytes.Buffer) error
		want   []string
		sorted bool
	}{
		{"cuhello", func(on any, w *bytes.Buffer) error {
			return kern.NewKernel0(nbcuda.Cuhello).Launch(on, 2, 3, kern.PrintTo(w))
		}, []string{"-42", "-42", "-42", "-42", "-42", "-42", "0 999", "1 999", "2 999", "3 999", "4 999", "5 999"}, true},
		{"printfloat", func(on any, w *bytes.Buffer) error {
			return kern.NewKernel0(nbcuda.PrintFloat).Launch(on, 1, 1, kern.PrintTo(w))
		}, []string{"0 23 34.75 321"}, false},
		{"printbool", func(on any, w *bytes.Buffer) error {
			k := kern.NewKernel1(nbcuda.PrintBool)
			return errorsJoin(k.Launch(on, 1, 1, 0, kern.PrintTo(w)), k.Launch(on, 1, 1, 1, kern.PrintTo(w)))
		}, []string{"True", "False", "True", "True", "False", "False"}, false},
		{"printbool Go", func(on any, w *bytes.Buffer) error {
			return kern.NewKernel1(nbcuda.PrintBoolGo).Launch(on, 1, 1, 1, kern.PrintTo(w))
		}, []string{"true false false"}, false},
		{"printstring", func(on any, w *bytes.Buffer) error {
			return kern.NewKernel0(nbcuda.PrintString).Launch(on, 1, 3, kern.PrintTo(w))
		}, []string{"0 hop! 999", "1 hop! 999", "2 hop! 999"}, true},
		{"printdim3", func(on any, w *bytes.Buffer) error {
			return kern.NewKernel0(nbcuda.PrintDim3).Launch(on, 1, kern.D3(2, 2, 2), kern.PrintTo(w))
		}, dim3, true},
		{"printempty", func(on any, w *bytes.Buffer) error {
			return kern.NewKernel0(nbcuda.PrintEmpty).Launch(on, 1, 1, kern.PrintTo(w))
		}, []string{""}, false},
		{"print_too_many", func(on any, w *bytes.Buffer) error {
			return kern.NewKernel1(nbcuda.PrintTooMany).Launch(on, 1, 1, r, kern.PrintTo(w))
		}, []string{strings.Join(all, " ")}, false},
		{"print_bfloat16", func(on any, w *bytes.Buffer) error {
			return kern.NewKernel0(nbcuda.PrintBFloat16).Launch(on, 1, 1, kern.PrintTo(w))
		}, []string{"0.9375 0.9375 0.9375"}, false},
		{"print_tuple", func(on any, w *bytes.Buffer) error {
			return kern.NewKernel6(nbcuda.PrintTuple).Launch(on, 1, 1, int64(1), int64(2), int64(3), int64(4), int64(5), 3.0, kern.PrintTo(w))
		}, []string{"(1, 2, 3, 4, 5)", "(1, ((2, 4), 3.0), (4,), 5)"}, false},
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			for _, c := range cases {
				var buf bytes.Buffer
				if err := c.launch(p.on, &buf); err != nil {
					t.Fatalf("%s: %v", c.name, err)
				}
				lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
				if c.sorted {
					slices.Sort(lines)
				}
				if !slices.Equal(lines, c.want) {
					t.Errorf("%s: %q, want %q", c.name, lines, c.want)
				}
			}
		})
	}
}

func errorsJoin(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
