package kern_test

// numba-cuda's test_vectorize.py, test_vectorize_device.py and
// test_forall.py ported to kern (cores and kernels in
// internal/testing/nbcuda/vectorize.go), run on every place.

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
	"github.com/kernlab/kern/nd"
)

func TestNumbaVectorize(t *testing.T) {
	add := kern.Vectorize("vector_add", kern.Loop2(nbcuda.VectorAdd2[int32]), kern.Loop2(nbcuda.VectorAdd2[float32]),
		kern.Loop2(nbcuda.VectorAdd2[float64]))
	if add.Name() != "vector_add" { // test_name_attribute
		t.Fatalf("name %q", add.Name())
	}
	r := rand.New(rand.NewPCG(5, 6))
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			// test_scalar: two Go scalars give a 0-d result.
			c, err := kern.As[float64](add.Call(p.on, 1.2, 2.3))
			if err != nil {
				t.Fatal(err)
			}
			if v, err := c.Item(); err != nil || v != 1.2+2.3 {
				t.Errorf("vector_add(1.2, 2.3) = %v, %v", v, err)
			}
			// test_1d (numba's N = 1000001 made 100003) and test_tuple_arg
			// (a Go slice for the tuple).
			data := make([]float64, 100003)
			for i := range data {
				data[i] = r.Float64()
			}
			got, err := kern.As[float64](add.Call(p.on, data, data))
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range got.ToSlice() {
				if v != data[i]+data[i] {
					t.Fatalf("1d[%d] = %v, want %v", i, v, data[i]+data[i])
				}
			}
			got32, err := kern.As[float32](add.Call(p.on, []float32{1, 2, 3}, []float32{4, 5, 6}))
			if err != nil || fmt.Sprint(got32.ToSlice()) != "[5 7 9]" {
				t.Errorf("tuple args: %v, %v", got32, err)
			}
			// test_nd: shapes (4,)*nd for nd 1..7, data + data.T in C and
			// F order.
			for dims := 1; dims <= 7; dims++ {
				shape := make([]int, dims)
				n := 1
				for k := range shape {
					shape[k], n = 4, n*4
				}
				vals := make([]int32, n)
				for i := range vals {
					vals[i] = int32(r.IntN(1000))
				}
				a := nd.Must(nd.FromSlice(vals, shape...))
				for _, o := range []nd.Order{nd.C, nd.F} {
					b := a.T().Copy(o)
					got, err := kern.As[int32](add.Call(p.on, a, b))
					if err != nil {
						t.Fatal(err)
					}
					idx := make([]int, dims)
					for i := range n {
						for k, rem := dims-1, i; k >= 0; k-- {
							idx[k], rem = rem%4, rem/4
						}
						if g, w := got.At(idx...), a.At(idx...)+b.At(idx...); g != w {
							t.Fatalf("nd %d order %v at %v: %d, want %d", dims, o, idx, g, w)
						}
					}
				}
			}
			// test_output_arg.
			A := []float32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
			out := make([]float32, 10)
			if err := add.Into(p.on, out, A, A); err != nil || fmt.Sprint(out) != "[0 2 4 6 8 10 12 14 16 18]" {
				t.Errorf("out=: %v, %v", out, err)
			}
			// test_reduce: np.add.reduce of arange(n) as int32.
			for _, n := range []int{8, 100, 1<<10 + 1} {
				x := make([]int32, n)
				for i := range x {
					x[i] = int32(i)
				}
				s, err := add.Reduce(p.on, x)
				if err != nil || fmt.Sprint(s) != fmt.Sprint(int32(n*(n-1)/2)) {
					t.Errorf("reduce of arange(%d): %v (%T), %v; want int32 %d", n, s, s, err, n*(n-1)/2)
				}
			}
			if !p.gpu {
				return
			}
			// test_manual_transfer and test_ufunc_output_2d: a host and a
			// device array in, a device array out; out= a 2-D device array
			// that is also both inputs.
			dev := p.on.(*kern.Device)
			x := nd.Must(nd.FromSlice([]int32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, 2, 5))
			dx, err := kern.ToDevice(dev, x)
			if err != nil {
				t.Fatal(err)
			}
			dr, err := kern.AsDevice[int32](add.Call(dev, x, dx))
			if err != nil {
				t.Fatal(err)
			}
			h, _ := dr.CopyToHost()
			if err := add.Into(dev, dx, dx, dx); err != nil {
				t.Fatal(err)
			}
			h2, _ := dx.CopyToHost()
			if fmt.Sprint(h.ToSlice(), h2.ToSlice(), h2.Shape()) != "[0 2 4 6 8 10 12 14 16 18] [0 2 4 6 8 10 12 14 16 18] [2 5]" {
				t.Errorf("manual transfer %v, out= device array %v %v", h.ToSlice(), h2.ToSlice(), h2.Shape())
			}
		})
	}
}

// TestNumbaVectorizeDevice is test_cuda_vectorize_device_call: x**y / z
// through a device function, within 1 ULP of Go (Pow calls Exp and Log,
// Go's amd64 assembly on the host) and within numba's allclose of
// float64.
func TestNumbaVectorizeDevice(t *testing.T) {
	uf := kern.Vectorize("cu_ufunc", kern.Loop3(nbcuda.CuUfunc))
	r := rand.New(rand.NewPCG(7, 8))
	const n = 100
	x, y, z := make([]float32, n), make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i], z[i] = r.Float32(), r.Float32(), r.Float32()+0.1
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got, err := kern.As[float32](uf.Call(p.on, x, y, z))
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range got.ToSlice() {
				w := nbcuda.CuUfunc(x[i], y[i], z[i])
				gold := math.Pow(float64(x[i]), float64(y[i])) / float64(z[i])
				if nbULP(g, w) > 1 || math.Abs(float64(g)-gold) > 1e-8+1e-5*math.Abs(gold) {
					t.Fatalf("%v**%v / %v = %v, Go %v, float64 %v", x[i], y[i], z[i], g, w, gold)
				}
			}
		})
	}
}

// TestNumbaForAll is test_forall.py: numba's forall(n) picks the grid for
// n threads; in kern the launch says it, (n+block-1)/block blocks. A grid
// of 0 blocks (numba's forall(0), which runs nothing) and a negative one
// are refused.
func TestNumbaForAll(t *testing.T) {
	const block = 32
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			arr := []int64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
			foo := kern.NewKernel1(nbcuda.ForAllFoo)
			if err := foo.Launch(p.on, (len(arr)+block-1)/block, block, arr); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(arr) != "[1 2 3 4 5 6 7 8 9 10 11]" {
				t.Errorf("forall_1: %v", arr)
			}
			x, y := make([]float32, 13), make([]float32, 13)
			for i := range x {
				x[i], y[i] = float32(i), float32(i)
			}
			if err := kern.NewKernel3(nbcuda.ForAllBar).Launch(p.on, 1, block, float32(1.234), x, y); err != nil {
				t.Fatal(err)
			}
			for i, v := range y {
				if w := float32(1.234)*x[i] + float32(i); v != w {
					t.Errorf("forall_2 y[%d] = %v, want %v", i, v, w)
				}
			}
			// numba's forall(0) launches nothing; kern refuses a grid of 0
			// blocks, as cuLaunchKernel does: the caller skips the launch.
			if err := foo.Launch(p.on, 0, block, arr); !errors.Is(err, kern.ErrLaunchConfig) || fmt.Sprint(arr) != "[1 2 3 4 5 6 7 8 9 10 11]" {
				t.Errorf("no work: %v, %v; want ErrLaunchConfig and arr untouched", err, arr)
			}
			if err := foo.Launch(p.on, -1, block, arr); !errors.Is(err, kern.ErrLaunchConfig) {
				t.Errorf("a negative grid: %v, want ErrLaunchConfig", err)
			}
		})
	}
}
