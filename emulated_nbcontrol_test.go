package kern_test

// numba-cuda's test_flow_control.py, test_enums.py and test_device_func.py
// ported to kern (kernels in internal/testing/nbcuda/flowcontrol.go,
// enums.go and devicefunc.go), run on every place against plain Go and
// numba's expected values.

import (
	"fmt"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

// TestNumbaFlowControl runs every usecase on numba's operands (x and y of
// each test_* case) in one launch, a thread per case. opt turns the sums
// over a range into closed forms computed in i65, which the emulated ROC
// device runs as two words (driver/emu/llwide.go).
func TestNumbaFlowControl(t *testing.T) {
	operands := [nbcuda.NFlowControl][2][]int{
		nbcuda.ForLoop1:           {{-10, 0, 10}, {0}},
		nbcuda.ForLoop2:           {{-10, 0, 10}, {-10, 0, 10}},
		nbcuda.ForLoop4:           {{10}, {10}},
		nbcuda.ForLoop5:           {{100}, {50}},
		nbcuda.ForLoop6:           {{100}, {50}},
		nbcuda.ForLoop7:           {{5}, {0}},
		nbcuda.ForLoop8:           {{0, 1}, {0, 2, 10}},
		nbcuda.ForLoop9:           {{0, 1}, {0, 2, 10}},
		nbcuda.ForLoop10:          {{5}, {2, 7}},
		nbcuda.WhileLoop1:         {{10}, {0}},
		nbcuda.WhileLoop2:         {{10}, {0}},
		nbcuda.WhileLoop3:         {{10}, {10}},
		nbcuda.WhileLoop4:         {{10}, {0}},
		nbcuda.WhileLoop5:         {{0, 5, 10}, {0, 5, 10}},
		nbcuda.IfElse1:            {{-1, 0, 1}, {-1, 0, 1}},
		nbcuda.IfElse2:            {{-1, 0, 1}, {-1, 0, 1}},
		nbcuda.IfElse3:            {{-1, 0, 1}, {-1, 0, 1}},
		nbcuda.IfElse4:            {{-1, 0, 1}, {-1, 0, 1}},
		nbcuda.TernaryIfElse1:     {{-1, 0, 1}, {-1, 0, 1}},
		nbcuda.DoubleInfiniteLoop: {{10}, {0}},
	}
	var op, xs, ys []int
	for k, o := range operands {
		for _, x := range o[0] {
			for _, y := range o[1] {
				op, xs, ys = append(op, k), append(xs, x), append(ys, y)
			}
		}
	}
	n := len(op)
	want1, want2 := make([]int, n), make([]int, n)
	for i := range op {
		want1[i], want2[i] = nbcuda.FlowControlCase(op[i], xs[i], ys[i])
	}
	// Python's results for some: sum(range(10)) = 45; enumerate(range(10,
	// -10, -1)) gives sum(i*(10-i)) = -570; 100 iterations; break after 51;
	// for-else in 9 and 10; double_infinite_loop's (10, 10).
	python := map[[3]int][2]int{
		{nbcuda.ForLoop1, 10, 0}: {45, 0}, {nbcuda.ForLoop2, 10, -10}: {-570, 0}, {nbcuda.ForLoop4, 10, 10}: {100, 0},
		{nbcuda.ForLoop5, 100, 50}: {51, 0}, {nbcuda.ForLoop6, 100, 50}: {51, 0}, {nbcuda.ForLoop8, 1, 10}: {1, 0},
		{nbcuda.ForLoop9, 1, 10}: {10, 0}, {nbcuda.ForLoop10, 5, 2}: {2, 0}, {nbcuda.ForLoop10, 5, 7}: {8, 0},
		{nbcuda.WhileLoop3, 10, 10}: {90, 0}, {nbcuda.WhileLoop5, 10, 5}: {10, 0}, {nbcuda.DoubleInfiniteLoop, 10, 0}: {10, 10},
	}
	for i := range op {
		if w, ok := python[[3]int{op[i], xs[i], ys[i]}]; ok && (w[0] != want1[i] || w[1] != want2[i]) {
			t.Fatalf("Go usecase %d(%d, %d) = %d, %d; Python %v", op[i], xs[i], ys[i], want1[i], want2[i], w)
		}
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			r1, r2 := make([]int, n), make([]int, n)
			if err := kern.NewKernel5(nbcuda.FlowControl).Launch(p.on, (n+31)/32, 32, op, xs, ys, r1, r2); err != nil {
				t.Fatal(err)
			}
			for i := range op {
				if r1[i] != want1[i] || r2[i] != want2[i] {
					t.Errorf("usecase %d(%d, %d) = %d, %d; Go %d, %d", op[i], xs[i], ys[i], r1[i], r2[i], want1[i], want2[i])
				}
			}
		})
	}
}

func TestNumbaEnums(t *testing.T) {
	enumVec := kern.Vectorize("enumvec", kern.Loop1(nbcuda.EnumVec))
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			// test_compare's pairs: (red, red), (red, green), (EARTH,
			// EARTH), (VENUS, MARS), (Shape.circle,
			// IntEnumWithNegatives.two): ==, !=, is, is not.
			for _, c := range []struct {
				a, b nbcuda.Color
				want string
			}{{nbcuda.Red, nbcuda.Red, "[true false true false]"}, {nbcuda.Red, nbcuda.Green, "[false true false true]"}} {
				out := make([]bool, 4)
				if err := kern.NewKernel3(nbcuda.EnumCompare).Launch(p.on, 1, 1, c.a, c.b, out); err != nil {
					t.Fatal(err)
				}
				if fmt.Sprint(out) != c.want {
					t.Errorf("compare %v, %v: %v, want %s", c.a, c.b, out, c.want)
				}
			}
			for _, c := range []struct {
				a, b nbcuda.Planet
				want string
			}{{nbcuda.Earth, nbcuda.Earth, "[true false] [5.976e+24 6.37814e+06 5.976e+24 6.37814e+06]"},
				{nbcuda.Venus, nbcuda.Mars, "[false true] [4.869e+24 6.0518e+06 6.421e+23 3.3972e+06]"}} {
				out, val := make([]bool, 2), make([]float64, 4)
				if err := kern.NewKernel4(nbcuda.PlanetCompare).Launch(p.on, 1, 1, c.a, c.b, out, val); err != nil {
					t.Fatal(err)
				}
				if got := fmt.Sprint(out, val); got != c.want {
					t.Errorf("planets %d, %d: %s, want %s", c.a, c.b, got, c.want)
				}
			}
			out := make([]bool, 2)
			if err := kern.NewKernel3(nbcuda.IntEnumCompare).Launch(p.on, 1, 1, nbcuda.Circle, nbcuda.Two, out); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(out) != "[true false]" {
				t.Errorf("circle == two: %v", out)
			}
			if err := kern.NewKernel1(nbcuda.EnumGetattr).Launch(p.on, 1, 1, out); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(out) != "[false true]" {
				t.Errorf("getattr: %v", out)
			}
			if err := kern.NewKernel2(nbcuda.EnumFromDevice).Launch(p.on, 1, 1, true, out); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(out) != "[true true]" {
				t.Errorf("from a device function: %v", out)
			}
			for _, c := range [][2]int32{{300, 302}, {450, 452}, {550, 146}} {
				r := make([]int32, 1)
				if err := kern.NewKernel2(nbcuda.EnumIntCoerce).Launch(p.on, 1, 1, c[0], r); err != nil {
					t.Fatal(err)
				}
				if r[0] != c[1] {
					t.Errorf("int coerce %d: %d, want %d", c[0], r[0], c[1])
				}
			}
			got, err := kern.As[int64](enumVec.Call(p.on, []int64{2, 404, 500, 404}))
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got.ToSlice()) != "[500 2 500 2]" {
				t.Errorf("vectorize: %v", got.ToSlice())
			}
		})
	}
}

func TestNumbaDeviceFunc(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			for name, k := range map[string]func(*kern.Thread, []float32){"use_add2f": nbcuda.UseAdd2f, "indirect_add2f": nbcuda.IndirectAdd2f} {
				ary := []float32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
				if err := kern.NewKernel1(k).Launch(p.on, 1, len(ary), ary); err != nil {
					t.Fatal(err)
				}
				if fmt.Sprint(ary) != "[0 2 4 6 8 10 12 14 16 18]" {
					t.Errorf("%s: %v", name, ary)
				}
			}
			ary := []int64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
			if err := kern.NewKernel1(nbcuda.AddKernel).Launch(p.on, 1, len(ary), ary); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(ary) != "[1 2 3 4 5 6 7 8 9 10]" {
				t.Errorf("add_kernel: %v", ary)
			}
			x := make([]int32, 1)
			if err := kern.NewKernel2(nbcuda.RgbaCaller).Launch(p.on, 1, 1, x, []float32{1, 2, 3, 4}); err != nil {
				t.Fatal(err)
			}
			if x[0] != 0x04010203 {
				t.Errorf("rgba: %#x, want 0x04010203", x[0])
			}
			in, r := []int32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, make([]int32, 10)
			if err := kern.NewKernel2(nbcuda.DeclaredTwice).Launch(p.on, 1, 32, r, in); err != nil {
				t.Fatal(err)
			}
			for i, v := range r {
				if v != in[i]*9+2*int32(i) {
					t.Fatalf("r = %v, want x·9 + 2i", r)
				}
			}
		})
	}
}
