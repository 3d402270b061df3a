package kern_test

// numba-cuda's test_array_reductions.py and test_minmax.py ported to kern
// (kernels in internal/testing/nbcuda/arrayreductions.go and minmax.go):
// NumPy's reductions written as Go loops over numba's arrays, and Python's
// max and min of two arrays as Go's builtins, on every place, bit for bit
// with plain Go (nbcuda is generated with -fmad=false) and checked against
// NumPy's values for numba's cases.

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

// nbReduceCases are the 1-D float64 arrays of test_sum_basic and the
// others' (nan* and all/any/count_nonzero ones) after them.
func nbReduceCases() [][]float64 {
	inf, nan, nz := math.Inf(1), math.NaN(), math.Copysign(0, -1)
	return [][]float64{
		{1, 2, 0, nz, 1, -1.5},
		{nz, -1.5},
		{-1.5, 2.5, inf},
		{-1.5, 2.5, -inf},
		{-1.5, 2.5, inf, -inf},
		{nan, -1.5, 2.5, nan, 3},
		{nan, -1.5, 2.5, nan, inf, -inf, 3},
		{5, nan, -1.5, nan},
		{nan, nan},
		{-1.5, 2.5, nan},
		{1, 0, inf, nan},
		{1, nz, inf, nan},
		{1, 1.5, inf, nan},
		{0, nz, 0, 0},
		{0, nz, nan, 0},
		{0, nz, inf, 0},
		{0, nz, 1.5, 0},
		{nan, 0, inf, -inf, 0},
	}
}

func TestNumbaArrayReductions(t *testing.T) {
	cases := nbReduceCases()
	var data []float64
	off := []int{0}
	for _, c := range cases {
		data = append(data, c...)
		off = append(off, len(data))
	}
	want := make([]float64, nbcuda.NRed*len(cases))
	for k, c := range cases {
		nbcuda.ReduceAll(c, want[nbcuda.NRed*k:])
	}
	// NumPy's values for numba's cases: sum, prod, mean, var, std, min,
	// max, nanmin, nanmax, nansum, nanprod, nanmean, all, any,
	// count_nonzero (var and std of ±inf arrays are NaN, as NumPy's).
	numpy := map[int]string{
		0: "[2.5 0 0.4166666666666667 1.201388888888889 1.0960788698304922 -1.5 2 -1.5 2 2.5 0 0.4166666666666667 0 1 4]",
		1: "[-1.5 0 -0.75 0.5625 0.75 -1.5 -0 -1.5 -0 -1.5 0 -0.75 0 1 1]",
		2: "[+Inf -Inf +Inf NaN NaN -1.5 +Inf -1.5 +Inf +Inf -Inf +Inf 1 1 3]",
		4: "[NaN +Inf NaN NaN NaN -Inf +Inf -Inf +Inf NaN +Inf NaN 1 1 4]",
		5: "[NaN NaN NaN NaN NaN NaN NaN -1.5 3 4 -11.25 1.3333333333333333 1 1 5]",
		8: "[NaN NaN NaN NaN NaN NaN NaN NaN NaN 0 1 NaN 1 1 2]",
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got := make([]float64, len(want))
			if err := kern.NewKernel3(nbcuda.Reductions).Launch(p.on, 1, 32, data, off, got); err != nil {
				t.Fatal(err)
			}
			for k := range cases {
				g, w := got[nbcuda.NRed*k:nbcuda.NRed*(k+1)], want[nbcuda.NRed*k:nbcuda.NRed*(k+1)]
				for j := range g {
					if nbULP(g[j], w[j]) != 0 {
						t.Errorf("%v: %v\nGo %v", cases[k], g, w)
						break
					}
				}
				if s, ok := numpy[k]; ok && fmt.Sprint(g) != s {
					t.Errorf("%v: %v\nnumpy %v", cases[k], g, s)
				}
			}
		})
	}
}

func TestNumbaArrayReductionsLocal(t *testing.T) {
	// all of the two 2-D cases (NaN and inf are true); all and any of [[0,-0],[1.5,0]], any of
	// zeros; count_nonzero of the 2-D, integer, bool and empty cases.
	want := "[1 1 0 1 0 3 0 1 3 4 3 0]"
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got := make([]int, nbcuda.NLocal)
			if err := kern.NewKernel1(nbcuda.ReduceLocal).Launch(p.on, 1, 1, got); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != want {
				t.Fatalf("%v, want %v", got, want)
			}
		})
	}
}

// TestNumbaMinMax is test_minmax.py: numba's a = arange(5)+0.5, b = 2,
// plus NaNs and signed zeros, where Go's rules (NaN wins, -0 < +0) are
// kept on every place; FMax is PTX max.f64's rule written in Go.
func TestNumbaMinMax(t *testing.T) {
	nan, nz := math.NaN(), math.Copysign(0, -1)
	a := []float64{0.5, 1.5, 2.5, 3.5, 4.5, nan, 1, nz, 0, nan, math.Inf(-1)}
	b := []float64{2, 2, 2, 2, 2, 1, nan, 0, nz, nan, 3}
	n := len(a)
	a32, b32 := make([]float32, n), make([]float32, n)
	for i := range a {
		a32[i], b32[i] = float32(a[i]), float32(b[i])
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			cmax, cmin, fmax := make([]float64, n), make([]float64, n), make([]float64, n)
			mixMax, mixMin := make([]float64, n), make([]float64, n)
			max32, min32 := make([]float64, n), make([]float64, n)
			for _, err := range []error{
				kern.NewKernel3(nbcuda.BuiltinMax).Launch(p.on, 1, 32, a, b, cmax),
				kern.NewKernel3(nbcuda.BuiltinMin).Launch(p.on, 1, 32, a, b, cmin),
				kern.NewKernel3(nbcuda.FMax).Launch(p.on, 1, 32, a, b, fmax),
				kern.NewKernel3(nbcuda.BuiltinMaxMixed).Launch(p.on, 1, 32, a32, b, mixMax),
				kern.NewKernel3(nbcuda.BuiltinMinMixed).Launch(p.on, 1, 32, a, b32, mixMin),
				kern.NewKernel4(nbcuda.BuiltinMaxMin32).Launch(p.on, 1, 32, a32, b32, max32, min32),
			} {
				if err != nil {
					t.Fatal(err)
				}
			}
			for i := range a {
				fm := max(a[i], b[i])
				if math.IsNaN(a[i]) {
					fm = b[i]
				} else if math.IsNaN(b[i]) {
					fm = a[i]
				}
				got := []float64{cmax[i], cmin[i], fmax[i], mixMax[i], mixMin[i], max32[i], min32[i]}
				want := []float64{max(a[i], b[i]), min(a[i], b[i]), fm, max(float64(a32[i]), b[i]), min(a[i], float64(b32[i])),
					float64(max(a32[i], b32[i])), float64(min(a32[i], b32[i]))}
				for k := range got {
					if nbULP(got[k], want[k]) != 0 {
						t.Errorf("max, min, fmax, f4f8 max, f8f4 min, f4f4 max, min of %v, %v: %v, Go %v", a[i], b[i], got, want)
						break
					}
				}
			}
			// numba's expectations on its inputs: np.maximum, np.minimum.
			if fmt.Sprint(cmax[:5], cmin[:5]) != "[2 2 2.5 3.5 4.5] [0.5 1.5 2 2 2]" {
				t.Errorf("numba's cases: max %v, min %v", cmax[:5], cmin[:5])
			}
		})
	}
}

// TestNumbaMinMaxPTX is test_minmax.py's PTX checks. numba's max.f64,
// min.f64 and max.f32 return the operand that is not NaN, which is not
// Go's max; kern keeps Go's rule, so a builtin's PTX has max or min under
// a NaN test (sm_70 has no max.NaN), and FMax, numba's rule written out,
// is one max.f64.
func TestNumbaMinMaxPTX(t *testing.T) {
	for _, c := range []struct{ kernel, want string }{
		{"BuiltinMax", "max.f64"}, {"BuiltinMin", "min.f64"}, {"BuiltinMaxMixed", "max.f64"},
		{"BuiltinMinMixed", "min.f64"}, {"BuiltinMaxMin32", "max.f32"}, {"BuiltinMaxMin32", "min.f32"},
		{"FMax", "max.f64"},
	} {
		body := nbPTXEntry(t, c.kernel)
		if !strings.Contains(body, c.want) {
			t.Errorf("%s: no %s in its PTX:\n%s", c.kernel, c.want, body)
		}
	}
}

// nbPTXEntry is the PTX of nbcuda's kernel name in kern_gen.ptx, up to
// the next entry.
func nbPTXEntry(t *testing.T, name string) string {
	t.Helper()
	src, err := os.ReadFile("internal/testing/nbcuda/kern_gen.ptx")
	if err != nil {
		t.Fatal(err)
	}
	const prefix = ".visible .entry github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2e"
	i := strings.Index(string(src), prefix+name+"(")
	if i < 0 {
		t.Fatalf("no entry %s in kern_gen.ptx", name)
	}
	body := string(src)[i:]
	if j := strings.Index(body[1:], ".visible .entry"); j >= 0 {
		body = body[:j+1]
	}
	return body
}
