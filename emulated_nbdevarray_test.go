package kern_test

// numba-cuda's test_cuda_ndarray.py, test_cuda_array_slicing.py and
// test_array_attr.py ported to kern: Numba's DeviceNDArray is
// kern.DeviceArray, run on every device (the host device that the CPU
// targets use, emulated CUDA, emulated ROC gfx90a and gfx1030), each
// result compared exactly with the same operation on an nd.Array.
//
// Not ported, on purpose: shapes given as floats or NumPy arrays (Go's
// []int shape cannot hold them), read-only NumPy arrays (Go has none),
// __cuda_array_interface__, cuda.core Buffer and StridedMemoryView,
// _numba_type_ layouts (a kernel's parameter type names its layout),
// np.array(dev, copy=False) and the mocked stream synchronizations of
// setitem. A device array is not bound to a stream (arr.bind(stream)):
// each copy takes kern.OnStream. Where Numba refuses a copy that kern
// does (a non-contiguous or differently ordered destination or source,
// transposing a 3-d array), the test checks kern's answer is right.

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

type devPlace struct {
	name string
	dev  *kern.Device
}

// devPlaces are the devices of places(): a fresh host device for the CPU
// targets and the emulated GPUs.
func devPlaces(t *testing.T) []devPlace {
	ps := []devPlace{{"host", newDev(t)}}
	for _, p := range places() {
		if d, ok := p.on.(*kern.Device); ok {
			ps = append(ps, devPlace{p.name, d})
		}
	}
	return ps
}

func forDevPlaces(t *testing.T, f func(t *testing.T, dev *kern.Device)) {
	for _, p := range devPlaces(t) {
		t.Run(p.name, func(t *testing.T) {
			f(t, p.dev)
			if err := p.dev.Synchronize(); err != nil {
				t.Error(err)
			}
		})
	}
}

// iota64 is np.arange(n) reshaped to shape in order o.
func iota64(t *testing.T, o nd.Order, shape ...int) nd.Array[int64] {
	t.Helper()
	n := 1
	for _, d := range shape {
		n *= d
	}
	data := make([]int64, n)
	for i := range data {
		data[i] = int64(i)
	}
	a := must[nd.Array[int64]](t)(nd.Wrap(data, shape...))
	if o == nd.F {
		// np.arange(n).reshape(shape, order="F")
		a = must[nd.Array[int64]](t)(nd.Wrap(data, reversed(shape)...)).T()
	}
	return a
}

func reversed(s []int) []int {
	r := slices.Clone(s)
	slices.Reverse(r)
	return r
}

func toDev[T nd.Elem](t *testing.T, dev *kern.Device, a nd.Array[T]) *kern.DeviceArray[T] {
	t.Helper()
	d, err := kern.ToDevice(dev, a)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Free() })
	return d
}

// sameHost fails unless d's contents, shape included, are want's.
func sameHost[T nd.Elem](t *testing.T, what string, d *kern.DeviceArray[T], want nd.Array[T]) {
	t.Helper()
	got, err := d.CopyToHost()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if !slices.Equal(got.Shape(), want.Shape()) || !nd.Equal(got, want) {
		t.Fatalf("%s: got %v %v, want %v %v", what, got.Shape(), got, want.Shape(), want)
	}
}

func TestNumbaCudaNDArray(t *testing.T) {
	forDevPlaces(t, func(t *testing.T, dev *kern.Device) {
		// test_device_array_interface, _dtype, _shape, _len_*d, _no_copy.
		d, err := kern.NewDeviceArray[float64](dev, []int{100}, nd.C)
		if err != nil || d.NDim() != 1 || d.Size() != 100 || d.Nbytes() != 800 || d.DType() != nd.Float64 {
			t.Fatalf("device_array(100): %v %v", d, err)
		}
		d.Free()
		z := toDev(t, dev, must[nd.Array[float64]](t)(nd.Full(1.234)))
		if z.NDim() != 0 || z.Size() != 1 {
			t.Fatalf("0-d to_device: %v", z)
		}
		if h, err := z.CopyToHost(); err != nil || h.NDim() != 0 || must[float64](t)(h.Item()) != 1.234 {
			t.Fatalf("0-d copy_to_host: %v %v", h, err)
		}
		if f4, _ := kern.NewDeviceArray[float32](dev, []int{100}, nd.C); f4.DType() != nd.Float32 {
			t.Fatalf("dtype f4: %v", f4.DType())
		}
		for _, shape := range [][]int{{3}, {3, 5}, {3, 5, 7}, {2, 3, 4}} {
			a := iota64(t, nd.C, shape...)
			d := toDev(t, dev, a)
			if !slices.Equal(d.Shape(), shape) || d.Shape()[0] != shape[0] || !slices.Equal(d.Shape()[1:], a.Shape()[1:]) {
				t.Fatalf("shape %v: %v", shape, d.Shape())
			}
			if !slices.Equal(d.Strides(), a.Strides()) {
				t.Fatalf("strides %v: %v, want %v", shape, d.Strides(), a.Strides())
			}
		}
		nc, err := kern.ToDevice(dev, iota64(t, nd.C, 100), kern.NoCopy())
		if err != nil || !slices.Equal(nc.Shape(), []int{100}) {
			t.Fatalf("to_device(copy=False): %v %v", nc, err)
		}
		nc.Free()
		// A negative extent is Numba's TypeError for a bad shape.
		if _, err := kern.NewDeviceArray[float64](dev, []int{10, -1}, nd.C); !errors.Is(err, nd.ErrShape) {
			t.Fatalf("device_array((10, -1)): %v, want nd.ErrShape", err)
		}
		// test_device_array_vectors: a bool array.
		b, err := kern.NewDeviceArray[bool](dev, []int{10, 10}, nd.C)
		if err != nil || !slices.Equal(b.Shape(), []int{10, 10}) {
			t.Fatalf("bool device_array: %v %v", b, err)
		}
		b.Free()

		// test_devicearray: copy_to_host into an existing array.
		arr := iota64(t, nd.C, 100)
		orig := arr.Copy(nd.C)
		g := toDev(t, dev, arr)
		arr.Fill(0)
		if err := g.CopyInto(arr); err != nil || !nd.Equal(arr, orig) {
			t.Fatalf("copy_to_host(ary): %v %v", arr, err)
		}
		// test_devicearray_partition.
		halves, err := g.Split(2, 0)
		if err != nil {
			t.Fatal(err)
		}
		arr.Fill(0)
		hs := must[[]nd.Array[int64]](t)(arr.Split(2, 0))
		if err := halves[1].CopyInto(hs[1]); err != nil {
			t.Fatal(err)
		}
		if err := halves[0].CopyInto(hs[0]); err != nil {
			t.Fatal(err)
		}
		if !nd.Equal(arr, orig) {
			t.Fatalf("split: %v", arr)
		}
		// test_devicearray_replace: to_device(ary * 2, to=gpumem).
		twice := orig.Copy(nd.C)
		twice.Apply(func(v int64) int64 { return 2 * v })
		if err := g.CopyToDevice(twice); err != nil {
			t.Fatal(err)
		}
		sameHost(t, "to_device(to=)", g, twice)

		// Transposes: identity, reversed, .T, a 3-d array (Numba refuses,
		// kern permutes any rank), repeated and out-of-range axes.
		a3 := iota64(t, nd.C, 3, 4, 2)
		d3 := toDev(t, dev, a3)
		sameHost(t, "transpose(0,1,2)", must[*kern.DeviceArray[int64]](t)(d3.Transpose(0, 1, 2)), a3)
		sameHost(t, "transpose 3-d", must[*kern.DeviceArray[int64]](t)(d3.Transpose()), must[nd.Array[int64]](t)(a3.Transpose()))
		sameHost(t, "transpose(2,0,1)", must[*kern.DeviceArray[int64]](t)(d3.Transpose(2, 0, 1)), must[nd.Array[int64]](t)(a3.Transpose(2, 0, 1)))
		a2 := iota64(t, nd.C, 3, 4)
		d2 := toDev(t, dev, a2)
		sameHost(t, "transpose", must[*kern.DeviceArray[int64]](t)(d2.Transpose()), a2.T())
		for _, axes := range [][]int{{0, 0}, {0, 2}, {0}, {0, 1, 2}} {
			if v, err := d2.Transpose(axes...); err == nil {
				t.Fatalf("transpose(axes=%v): %v, want an error", axes, v)
			}
		}

		// test_devicearray_contiguous_slice: d[2] of an F-order array is
		// strided; Numba refuses to copy into it, kern copies.
		af := iota64(t, nd.F, 5, 5)
		df := toDev(t, dev, af)
		s := must[nd.Array[int64]](t)(nd.Full[int64](5, 5))
		row := must[*kern.DeviceArray[int64]](t)(df.Index(0, 2))
		if row.IsCContiguous() || row.IsFContiguous() {
			t.Fatalf("d[2] of an F array is contiguous: %v", row.Strides())
		}
		if err := row.CopyToDevice(s); err != nil {
			t.Fatalf("copy into a strided row: %v", err)
		}
		want := af.Copy(nd.F)
		if err := must[nd.Array[int64]](t)(want.Index(0, 2)).Assign(s); err != nil {
			t.Fatal(err)
		}
		sameHost(t, "d[2] = s", df, want)

		// _test_devicearray_contiguous_host_copy: every pairing of C and F.
		for _, shape := range [][]int{{5, 5, 5}, {5}} {
			ac, afo := iota64(t, nd.C, shape...), iota64(t, nd.C, shape...).Copy(nd.F)
			for _, pair := range [][2]nd.Array[int64]{{afo, afo}, {afo, ac}, {ac, afo}, {ac, ac}} {
				d := toDev(t, dev, pair[0])
				if err := d.CopyToDevice(pair[1]); err != nil {
					t.Fatal(err)
				}
				sameHost(t, fmt.Sprintf("%v: C/F host copy", shape), d, ac)
			}
		}
		// test_devicearray_contiguous_copy_device: Numba refuses a device
		// copy between C and F arrays ("incompatible strides"); kern copies
		// element by element.
		ac, afo := iota64(t, nd.C, 5, 5, 5), iota64(t, nd.C, 5, 5, 5).Copy(nd.F)
		for _, pair := range [][2]nd.Array[int64]{{ac, afo}, {ac, ac}, {afo, ac}, {afo, afo}} {
			d := toDev(t, dev, pair[0])
			d.CopyToDevice(must[nd.Array[int64]](t)(nd.Zeros[int64](5, 5, 5)))
			if err := d.CopyFromDevice(toDev(t, dev, pair[1])); err != nil {
				t.Fatal(err)
			}
			sameHost(t, "C/F device copy", d, ac)
		}
		// test_devicearray_broadcast_host_copy.
		for _, o := range []nd.Order{nd.C, nd.F} {
			core := iota64(t, o, 2, 3)
			for dim := range 2 {
				shape := []int{2, 3}
				shape = slices.Insert(shape, dim, 4)
				ex := slices.Insert(core.Shape(), dim, 1)
				b := must[nd.Array[int64]](t)(must[nd.Array[int64]](t)(core.Reshape(ex...)).BroadcastTo(shape...))
				if o == nd.F {
					b = must[nd.Array[int64]](t)(must[nd.Array[int64]](t)(core.T().Reshape(reversed(ex)...)).BroadcastTo(reversed(shape)...)).T()
				}
				db := toDev(t, dev, b)
				sameHost(t, fmt.Sprintf("broadcast %v dim %d", o, dim), db, b)
				other := b.Copy(nd.C)
				other.Apply(func(v int64) int64 { return v + 100 })
				if err := db.CopyToDevice(other); err != nil {
					t.Fatal(err)
				}
				sameHost(t, "copy into broadcast copy", db, other)
			}
		}
		// test_devicearray_contiguous_host_strided / _device_strided.
		d10 := toDev(t, dev, iota64(t, nd.C, 10))
		ev := must[nd.Array[int64]](t)(iota64(t, nd.C, 20).Slice(nd.S(0, 20, 2)))
		if err := d10.CopyToDevice(ev); err != nil {
			t.Fatal(err)
		}
		sameHost(t, "copy_to_device(arr[::2])", d10, ev)
		d10.CopyToDevice(iota64(t, nd.C, 10))
		d20 := toDev(t, dev, iota64(t, nd.C, 20))
		if err := d10.CopyFromDevice(must[*kern.DeviceArray[int64]](t)(d20.Slice(nd.S(0, 20, 2)))); err != nil {
			t.Fatal(err)
		}
		sameHost(t, "copy_to_device(d[::2])", d10, ev)

		// test_devicearray_relaxed_strides and
		// test_c_f_contiguity_matches_numpy.
		for _, shape := range [][]int{{1, 4}, {4, 1}, {1, 10}} {
			for _, o := range []nd.Order{nd.C, nd.F} {
				h := must[nd.Array[int64]](t)(nd.ZerosOrder[int64](o, shape...))
				d := toDev(t, dev, h)
				if d.IsCContiguous() != h.IsCContiguous() || d.IsFContiguous() != h.IsFContiguous() || !d.IsCContiguous() || !d.IsFContiguous() {
					t.Fatalf("%v %v: C %v F %v, NumPy says %v %v", shape, o, d.IsCContiguous(), d.IsFContiguous(), h.IsCContiguous(), h.IsFContiguous())
				}
			}
		}
		// test_bug6697: the host copy keeps the dtype.
		i16 := toDev(t, dev, must[nd.Array[int16]](t)(nd.Arange[int16](0, 10, 1)))
		if h, _ := i16.CopyToHost(); h.DType() != nd.Int16 || i16.DType() != nd.Int16 {
			t.Fatalf("int16 copy: %v", h.DType())
		}
		// test_issue_8477: zero-length copies, whatever the strides.
		e := toDev(t, dev, must[nd.Array[int8]](t)(nd.Zeros[int8](0)))
		he := must[nd.Array[int8]](t)(nd.WrapStrided([]int8{}, 0, []int{0}, []int{0}))
		if err := e.CopyInto(he); err != nil {
			t.Fatal(err)
		}
		if err := e.CopyToDevice(he); err != nil {
			t.Fatal(err)
		}
		e2 := toDev(t, dev, he)
		if !slices.Equal(e2.Shape(), []int{0}) {
			t.Fatalf("to_device of a 0-length array: %v", e2.Shape())
		}
		if err := e.CopyFromDevice(e2); err != nil {
			t.Fatal(err)
		}
		if err := e2.CopyFromDevice(e); err != nil {
			t.Fatal(err)
		}
		// TestArrayMethod: np.array(dev) and np.array(dev, dtype=np.int32).
		fd := toDev(t, dev, must[nd.Array[float64]](t)(nd.FromSlice([]float64{1, 2, 3}, 3)))
		h := must[nd.Array[float64]](t)(fd.CopyToHost())
		if got := nd.AsType[int32](h); !slices.Equal(got.ToSlice(), []int32{1, 2, 3}) {
			t.Fatalf("np.array(dev, dtype=int32): %v", got)
		}
	})
}

func TestNumbaArraySlicing(t *testing.T) {
	forDevPlaces(t, func(t *testing.T, dev *kern.Device) {
		// CudaArrayIndexing: darr[i, j, k] for every index, negative
		// ones included, and IndexError out of range.
		a := iota64(t, nd.C, 3, 4, 5)
		d := toDev(t, dev, a)
		for i := -3; i < 3; i++ {
			for j := -4; j < 4; j++ {
				for k := -5; k < 5; k++ {
					v := must[*kern.DeviceArray[int64]](t)(d.Index(0, i))
					v = must[*kern.DeviceArray[int64]](t)(v.Index(0, j))
					v = must[*kern.DeviceArray[int64]](t)(v.Index(0, k))
					h := must[nd.Array[int64]](t)(v.CopyToHost())
					w := a.At((i+3)%3, (j+4)%4, (k+5)%5)
					if got := must[int64](t)(h.Item()); got != w {
						t.Fatalf("darr[%d, %d, %d] = %d, want %d", i, j, k, got, w)
					}
				}
			}
		}
		for axis, n := range a.Shape() {
			for _, i := range []int{-n - 1, n} {
				if _, err := d.Index(axis, i); !errors.Is(err, nd.ErrIndex) {
					t.Fatalf("index %d on axis %d: %v, want nd.ErrIndex", i, axis, err)
				}
			}
		}
		// CudaArrayStridedSlice: [i::2, j::2, k::2].
		a = iota64(t, nd.C, 6, 7, 8)
		d = toDev(t, dev, a)
		for i := range 6 {
			for j := range 7 {
				for k := range 8 {
					r := []nd.Range{nd.S(i, 6, 2), nd.S(j, 7, 2), nd.S(k, 8, 2)}
					want := must[nd.Array[int64]](t)(a.Slice(r...))
					v := must[*kern.DeviceArray[int64]](t)(d.Slice(r...))
					if !slices.Equal(v.Strides(), want.Strides()) {
						t.Fatalf("strides %v: %v, want %v", r, v.Strides(), want.Strides())
					}
					sameHost(t, "strided slice", v, want)
				}
			}
		}
		// test_select_f / test_select_c / test_prefix_select.
		for _, o := range []nd.Order{nd.C, nd.F} {
			a := iota64(t, o, 5, 6, 7)
			d := toDev(t, dev, a)
			for i := range 5 {
				for j := range 6 {
					r := []nd.Range{nd.S(i, i+1, 1), nd.S(j, j+1, 1)}
					sameHost(t, "da[i, j, :]", must[*kern.DeviceArray[int64]](t)(d.Slice(r...)), must[nd.Array[int64]](t)(a.Slice(r...)))
				}
				di := must[*kern.DeviceArray[int64]](t)(d.Index(0, i))
				ai := must[nd.Array[int64]](t)(a.Index(0, i))
				for j := range 7 {
					sameHost(t, "da[i, :, j]", must[*kern.DeviceArray[int64]](t)(di.Index(1, j)), must[nd.Array[int64]](t)(ai.Index(1, j)))
				}
			}
			for i := range 6 {
				for j := range 7 {
					v := must[*kern.DeviceArray[int64]](t)(must[*kern.DeviceArray[int64]](t)(d.Index(2, j)).Index(1, i))
					w := must[nd.Array[int64]](t)(must[nd.Array[int64]](t)(a.Index(2, j)).Index(1, i))
					sameHost(t, "da[:, i, j]", v, w)
				}
			}
			p := iota64(t, o, 5, 7)
			dp := toDev(t, dev, p)
			v := must[*kern.DeviceArray[int64]](t)(must[*kern.DeviceArray[int64]](t)(dp.Index(1, 1)).Slice(nd.To(1)))
			sameHost(t, "darr[:1, 1]", v, must[nd.Array[int64]](t)(must[nd.Array[int64]](t)(p.Index(1, 1)).Slice(nd.To(1))))
		}
		// test_prefix_2d and test_negative_slicing_2d: [x:y, w:s] with
		// negative bounds, shapes and strides as NumPy's.
		a = iota64(t, nd.C, 3, 4)
		d = toDev(t, dev, a)
		for x := -4; x < 4; x++ {
			for y := -4; y < 4; y++ {
				for w := -4; w < 4; w++ {
					for s := -4; s < 4; s++ {
						r := []nd.Range{nd.S(x, y, 1), nd.S(w, s, 1)}
						want := must[nd.Array[int64]](t)(a.Slice(r...))
						v := must[*kern.DeviceArray[int64]](t)(d.Slice(r...))
						if !slices.Equal(v.Shape(), want.Shape()) {
							t.Fatalf("[%d:%d, %d:%d]: shape %v, want %v", x, y, w, s, v.Shape(), want.Shape())
						}
						sameHost(t, "negative slice", v, want)
					}
				}
			}
		}
		// test_empty_slice_1d/2d: empty slices of empty slices.
		a = iota64(t, nd.C, 5, 7)
		d = toDev(t, dev, a)
		empty := must[*kern.DeviceArray[int64]](t)(d.Slice(nd.To(0)))
		ae := must[nd.Array[int64]](t)(a.Slice(nd.To(0)))
		sameHost(t, "darr[:0]", empty, ae)
		sameHost(t, "darr[:0][:1]", must[*kern.DeviceArray[int64]](t)(empty.Slice(nd.To(1))), must[nd.Array[int64]](t)(ae.Slice(nd.To(1))))
		sameHost(t, "darr[:0][-1:]", must[*kern.DeviceArray[int64]](t)(empty.Slice(nd.From(-1))), must[nd.Array[int64]](t)(ae.Slice(nd.From(-1))))
		r3 := must[*kern.DeviceArray[int64]](t)(d.Index(0, 3))
		sameHost(t, "darr[3, :0]", must[*kern.DeviceArray[int64]](t)(r3.Slice(nd.To(0))), must[nd.Array[int64]](t)(must[nd.Array[int64]](t)(a.Index(0, 3)).Slice(nd.To(0))))

		// CudaArraySetting: darr[sel] = value is a copy into the view
		// (a scalar broadcast to the view's shape).
		set := func(name string, shape []int, sel func(a nd.Array[int64]) nd.Array[int64], dsel func(d *kern.DeviceArray[int64]) *kern.DeviceArray[int64], src func(shape []int) nd.Array[int64]) {
			a := iota64(t, nd.C, shape...)
			d := toDev(t, dev, a)
			view := dsel(d)
			v := src(view.Shape())
			if err := view.CopyToDevice(v); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if err := sel(a).Assign(v); err != nil {
				t.Fatal(err)
			}
			sameHost(t, name, d, a)
		}
		scalar := func(shape []int) nd.Array[int64] {
			return must[nd.Array[int64]](t)(must[nd.Array[int64]](t)(nd.Full[int64](500)).BroadcastTo(shape...))
		}
		full := func(shape []int) nd.Array[int64] { return must[nd.Array[int64]](t)(nd.Full[int64](400, shape...)) }
		idx := func(axis, i int) (func(nd.Array[int64]) nd.Array[int64], func(*kern.DeviceArray[int64]) *kern.DeviceArray[int64]) {
			return func(a nd.Array[int64]) nd.Array[int64] { return must[nd.Array[int64]](t)(a.Index(axis, i)) },
				func(d *kern.DeviceArray[int64]) *kern.DeviceArray[int64] {
					return must[*kern.DeviceArray[int64]](t)(d.Index(axis, i))
				}
		}
		s0, d0 := idx(0, 2)
		s1, d1 := idx(1, 2)
		s2, d2 := idx(2, 2)
		set("darr[2, 2] = 500", []int{5, 7}, func(a nd.Array[int64]) nd.Array[int64] { return must[nd.Array[int64]](t)(s0(a).Index(0, 2)) },
			func(d *kern.DeviceArray[int64]) *kern.DeviceArray[int64] {
				return must[*kern.DeviceArray[int64]](t)(d0(d).Index(0, 2))
			}, scalar)
		set("darr[2] = 500", []int{5, 7}, s0, d0, scalar)
		set("darr[:, 2] = 500", []int{5, 7}, s1, d1, scalar)
		set("darr[2] = full(7)", []int{5, 7}, s0, d0, full)
		set("darr[:, 2] = full(5)", []int{5, 7}, s1, d1, full)
		set("darr[2] = full((6, 7))", []int{5, 6, 7}, s0, d0, full)
		set("darr[:, :, 2] = full((5, 6, 8))", []int{5, 6, 7, 8}, s2, d2, full)
		set("darr[:] = full((5, 7))", []int{5, 7}, func(a nd.Array[int64]) nd.Array[int64] { return a },
			func(d *kern.DeviceArray[int64]) *kern.DeviceArray[int64] { return d }, full)
		step2 := nd.S(0, 20, 2)
		set("darr[::2] = 500", []int{20}, func(a nd.Array[int64]) nd.Array[int64] { return must[nd.Array[int64]](t)(a.Slice(step2)) },
			func(d *kern.DeviceArray[int64]) *kern.DeviceArray[int64] {
				return must[*kern.DeviceArray[int64]](t)(d.Slice(step2))
			}, scalar)
		// test_incompatible_highdim / _shape: a copy of the wrong shape
		// is an error, and leaves the array alone.
		d35 := toDev(t, dev, iota64(t, nd.C, 35))
		for _, bad := range [][]int{{1, 2, 3}, {2}, {35, 1}} {
			if err := d35.CopyToDevice(must[nd.Array[int64]](t)(nd.Zeros[int64](bad...))); err == nil {
				t.Fatalf("darr[:] = ones(%v): no error", bad)
			}
		}
		sameHost(t, "after refused copies", d35, iota64(t, nd.C, 35))
	})
}

func TestNumbaArrayAttr(t *testing.T) {
	forDevPlaces(t, func(t *testing.T, dev *kern.Device) {
		// test_contigous_2d/3d/4d.
		for _, shape := range [][]int{{2, 5}, {2, 5, 2}, {2, 5, 2, 3}} {
			c := iota64(t, nd.C, shape...)
			dc, df := toDev(t, dev, c), toDev(t, dev, c.Copy(nd.F))
			if !dc.IsCContiguous() || df.IsCContiguous() || dc.IsFContiguous() || !df.IsFContiguous() {
				t.Fatalf("%v: C array C %v F %v, F array C %v F %v", shape, dc.IsCContiguous(), dc.IsFContiguous(), df.IsCContiguous(), df.IsFContiguous())
			}
		}
		// test_ravel_1d, _c, _f: the view NumPy's ravel gives. Numba's
		// order "A" is C for a C array and F for an F one.
		for _, c := range []struct {
			a nd.Array[int64]
			o []nd.Order
		}{
			{iota64(t, nd.C, 60), []nd.Order{nd.C, nd.F}},
			{iota64(t, nd.C, 2, 5, 2, 3), []nd.Order{nd.C}},
			{iota64(t, nd.C, 2, 5, 2, 3).Copy(nd.F), []nd.Order{nd.F}},
		} {
			d := toDev(t, dev, c.a)
			for _, o := range c.o {
				flat, err := d.Ravel(o)
				if err != nil {
					t.Fatal(err)
				}
				want, copied := c.a.Ravel(o)
				if copied || flat == d || flat.NDim() != 1 {
					t.Fatalf("ravel(%v) of %v: copied %v, %v", o, c.a.Shape(), copied, flat)
				}
				sameHost(t, "ravel", flat, want)
			}
		}
		// test_ravel_stride_*: a strided view shares the allocation and
		// cannot be raveled without a copy.
		for _, a := range []nd.Array[int64]{iota64(t, nd.C, 60), iota64(t, nd.C, 2, 5, 2, 3), iota64(t, nd.C, 2, 5, 2, 3).Copy(nd.F)} {
			d := toDev(t, dev, a)
			r := make([]nd.Range, a.NDim())
			for i := range r {
				r[i] = nd.S(0, a.Dim(i), 2)
			}
			s := must[*kern.DeviceArray[int64]](t)(d.Slice(r...))
			p0, _ := d.DevicePointer()
			ps, _ := s.DevicePointer()
			if p0 != ps {
				t.Fatalf("strided view data %v, array's %v", ps, p0)
			}
			for _, o := range []nd.Order{nd.C, nd.F} {
				if _, err := s.Ravel(o); !errors.Is(err, nd.ErrRequiresCopy) {
					t.Fatalf("ravel of a strided view: %v", err)
				}
			}
		}
		// test_reshape_c / _f.
		d := toDev(t, dev, iota64(t, nd.C, 10))
		sameHost(t, "reshape(2, 5)", must[*kern.DeviceArray[int64]](t)(d.Reshape(2, 5)), iota64(t, nd.C, 2, 5))
		sameHost(t, "reshape(2, 5, order=F)", must[*kern.DeviceArray[int64]](t)(d.ReshapeOrder(nd.F, 2, 5)), iota64(t, nd.F, 2, 5))
	})
}
