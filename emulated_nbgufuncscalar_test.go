package kern_test

// numba-cuda's test_gufunc_scalar.py and test_vectorize_scalar_arg.py
// ported to kern (cores in internal/testing/nbcuda/gufuncscalar.go), run
// on every place; on a GPU place with device arrays where numba uses
// them (cuda.to_device, out=), else with host arrays. numba's
// test_gufunc_old_style_scalar_as_array case 1 relies on numba treating
// a one-element array as a scalar; kern follows NumPy's broadcasting
// there (see the test).

import (
	"errors"
	"slices"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
	"github.com/kernlab/kern/nd"
)

// nbHost is a call's result on the host: a host array as is, a device
// array copied back.
func nbHost[T nd.Elem](t *testing.T) func(v any, err error) []T {
	return func(v any, err error) []T { t.Helper(); return nbHostOf[T](t, v, err) }
}

func nbHostOf[T nd.Elem](t *testing.T, v any, err error) []T {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	if d, ok := v.(*kern.DeviceArray[T]); ok {
		h, err := d.CopyToHost()
		if err != nil {
			t.Fatal(err)
		}
		return h.ToSlice()
	}
	a, err := kern.As[T](v, nil)
	if err != nil {
		t.Fatal(err)
	}
	return a.ToSlice()
}

func TestNumbaGufuncScalar(t *testing.T) {
	sumRow := kern.GUVectorize("SumRow", "(n)->()", kern.GULoop2(nbcuda.SumRow))
	twice := kern.GUVectorize("Twice", "()->()", kern.GULoop2(nbcuda.Twice))
	saxpy := kern.GUVectorize("GuSaxpy", "(),(t),(t)->(t)", kern.GULoop4(nbcuda.GuSaxpy))
	foo := kern.GUVectorize("GuScalarCast", "(),(t)->(t)", kern.GULoop3(nbcuda.GuScalarCast))
	old := kern.GUVectorize("GufuncOldStyle", "(n),()->(n)", kern.GULoop3(nbcuda.GufuncOldStyle))
	vadd := kern.Vectorize("VectorAdd", kern.Loop2(nbcuda.VectorAdd))
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			dev, gpu := p.on.(*kern.Device)
			// test_gufunc_scalar_output.
			inp := npArange[int32](100, 3)
			want := make([]int32, 100)
			for i := range want {
				want[i] = int32(9*i + 3)
			}
			var in any = inp
			out1 := nd.Must(nd.Zeros[int32](100))
			var o1 any = out1
			if gpu {
				di, err := kern.ToDevice(dev, inp)
				if err != nil {
					t.Fatal(err)
				}
				defer di.Free()
				do, err := kern.ToDevice(dev, out1, kern.NoCopy())
				if err != nil {
					t.Fatal(err)
				}
				defer do.Free()
				in, o1 = di, do
			}
			if err := sumRow.Into(p.on, o1, in); err != nil {
				t.Fatal(err)
			}
			got1 := out1.ToSlice()
			if d, ok := o1.(*kern.DeviceArray[int32]); ok {
				got1 = nbHost[int32](t)(d, nil)
			}
			got2 := nbHost[int32](t)(sumRow.Call(p.on, in))
			if !slices.Equal(got1, want) || !slices.Equal(got2, want) {
				t.Fatalf("sum_row: %v, %v", got1[:5], got2[:5])
			}
			// test_gufunc_scalar_output_bug.
			if v := nbHost[int32](t)(twice.Call(p.on, 10)); !slices.Equal(v, []int32{20}) {
				t.Fatalf("twice(10) = %v", v)
			}
			arg := npArange[int32](10)
			tw := nbHost[int32](t)(twice.Call(p.on, arg))
			for i, v := range tw {
				if v != int32(2*i) {
					t.Fatalf("twice(arange) = %v", tw)
				}
			}
			// test_gufunc_scalar_input_saxpy: a scalar a, then a per row.
			x := npArange[float32](5, 2)
			for _, a := range []any{float32(2), npArange[float32](5)} {
				got := nbHost[float32](t)(saxpy.Call(p.on, a, x, x))
				for j := range 5 {
					aj := float32(2)
					if _, ok := a.(nd.Array[float32]); ok {
						aj = float32(j)
					}
					for i := range 2 {
						if v := float32(2*j + i); got[2*j+i] != aj*v+v {
							t.Fatalf("saxpy(%v): %v", a, got)
						}
					}
				}
			}
			x1 := npArange[float32](10)
			got := nbHost[float32](t)(saxpy.Call(p.on, float32(2), x1, x1))
			for j, v := range got {
				if v != 2*float32(j)+float32(j) {
					t.Fatalf("saxpy 1-d: %v", got)
				}
			}
			// test_gufunc_scalar_cast: an int64 2 fills the int32 scalar;
			// an int64 array does not.
			b := npArange[int32](10)
			fo := nbHost[int32](t)(foo.Call(p.on, int64(2), b))
			for i, v := range fo {
				if v != int32(2*i) {
					t.Fatalf("foo(int64(2), b) = %v", fo)
				}
			}
			a64 := nd.Must(nd.FromSlice([]int64{2}))
			var da any = a64
			if gpu {
				d, err := kern.ToDevice(dev, a64)
				if err != nil {
					t.Fatal(err)
				}
				defer d.Free()
				da = d
			}
			if _, err := foo.Call(p.on, da, b); !errors.Is(err, nd.ErrDType) {
				t.Fatalf("foo(int64 array, b): %v, want nd.ErrDType", err)
			}
			// test_gufunc_old_style_scalar_as_array.
			// numba's case 1 passes b of shape (1,) with an out of
			// shape (4,); NumPy's rule (kern's) broadcasts the loop
			// dimensions () and (1,) to (1,), so out is (1, 4), and (4,)
			// is refused with the shape it wants.
			res := make([]int32, 4)
			if err := old.Into(p.on, res, []int32{1, 2, 3, 4}, []int32{2}); !errors.Is(err, nd.ErrShape) {
				t.Fatalf("old style 1 with out (4,): %v, want nd.ErrShape", err)
			}
			res1 := nd.Must(nd.Zeros[int32](1, 4))
			if err := old.Into(p.on, res1, []int32{1, 2, 3, 4}, []int32{2}); err != nil || !slices.Equal(res1.ToSlice(), []int32{3, 4, 5, 6}) {
				t.Fatalf("old style 1: %v %v", res1.ToSlice(), err)
			}
			if r := nbHost[int32](t)(old.Call(p.on, []int32{1, 2, 3, 4}, 2)); !slices.Equal(r, []int32{3, 4, 5, 6}) {
				t.Fatalf("old style 1 with a scalar: %v", r)
			}
			a2 := nd.Must(nd.FromSlice([]int32{1, 2, 3, 4, 1, 2, 3, 4}, 2, 4))
			res2 := nd.Must(nd.Zeros[int32](2, 4))
			if err := old.Into(p.on, res2, a2, []int32{2, 10}); err != nil || !slices.Equal(res2.ToSlice(), []int32{3, 4, 5, 6, 11, 12, 13, 14}) {
				t.Fatalf("old style 2: %v %v", res2.ToSlice(), err)
			}
			// test_vectorize_scalar_arg and test_vectorize_all_scalars.
			A := npArange[float64](10)
			var dA any = A
			if gpu {
				d, err := kern.ToDevice(dev, A)
				if err != nil {
					t.Fatal(err)
				}
				defer d.Free()
				dA = d
			}
			v, err := vadd.Call(p.on, 1.0, dA)
			if _, isDev := v.(*kern.DeviceArray[float64]); err == nil && gpu != isDev {
				t.Fatalf("vector_add(1.0, dA) is a %T", v)
			}
			vs := nbHost[float64](t)(v, err)
			for i, w := range vs {
				if w != float64(i+1) {
					t.Fatalf("vector_add(1.0, dA) = %v", vs)
				}
			}
			if s := nbHost[float64](t)(vadd.Call(p.on, 1.0, 1.0)); len(s) != 1 || s[0] != 2 {
				t.Fatalf("vector_add(1.0, 1.0) = %v", s)
			}
		})
	}
}
