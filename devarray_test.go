package kern_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

func arange(t *testing.T, shape ...int) nd.Array[float64] {
	t.Helper()
	n := 1
	for _, d := range shape {
		n *= d
	}
	data := make([]float64, n)
	for i := range data {
		data[i] = float64(i)
	}
	return must[nd.Array[float64]](t)(nd.Wrap(data, shape...))
}

func roundTrip[T nd.Elem](t *testing.T, a *kern.DeviceArray[T]) []T {
	t.Helper()
	h, err := a.CopyToHost()
	if err != nil {
		t.Fatal(err)
	}
	return h.ToSlice()
}

func TestToDeviceLayouts(t *testing.T) {
	forDevices(t, func(t *testing.T, dev *kern.Device) {
		base := arange(t, 4, 6)
		strided := must[nd.Array[float64]](t)(base.Slice(nd.S(3, 0, -1), nd.S(1, 6, 2)))
		cases := []struct {
			name         string
			host         nd.Array[float64]
			wantC, wantF bool
		}{
			{"C", base, true, false},
			{"F", base.T(), false, true},
			{"strided", strided, true, false},
			{"F copy", base.Copy(nd.F), false, true},
			{"0-d", must[nd.Array[float64]](t)(nd.Full(2.5)), true, true},
			{"empty", must[nd.Array[float64]](t)(nd.Zeros[float64](0, 3)), true, true},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				d, err := kern.ToDevice(dev, c.host)
				if err != nil {
					t.Fatal(err)
				}
				defer d.Free()
				if !slices.Equal(d.Shape(), c.host.Shape()) || d.IsCContiguous() != c.wantC || d.IsFContiguous() != c.wantF {
					t.Errorf("shape %v C %v F %v; want %v %v %v", d.Shape(), d.IsCContiguous(), d.IsFContiguous(), c.host.Shape(), c.wantC, c.wantF)
				}
				if d.DType() != nd.Float64 || d.Nbytes() != 8*c.host.Size() {
					t.Errorf("dtype %v nbytes %d", d.DType(), d.Nbytes())
				}
				if got, want := roundTrip(t, d), c.host.ToSlice(); !slices.Equal(got, want) {
					t.Errorf("round trip %v, want %v", got, want)
				}
				// Into a host array of the other layout (a strided, reversed one).
				dst := must[nd.Array[float64]](t)(nd.ZerosOrder[float64](nd.F, c.host.Shape()...))
				if err := d.CopyInto(dst); err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(dst.ToSlice(), c.host.ToSlice()) {
					t.Errorf("CopyInto F array: %v", dst.ToSlice())
				}
			})
		}
	})
}

func TestNewDeviceArrayAndLike(t *testing.T) {
	dev := newDev(t)
	a := must[*kern.DeviceArray[int16]](t)(kern.NewDeviceArray[int16](dev, []int{3, 5}, nd.F))
	if !a.IsFContiguous() || a.IsCContiguous() || !slices.Equal(a.Strides(), []int{1, 3}) || a.Size() != 15 || a.NDim() != 2 {
		t.Errorf("F array: strides %v C %v F %v size %d", a.Strides(), a.IsCContiguous(), a.IsFContiguous(), a.Size())
	}
	like := must[*kern.DeviceArray[float64]](t)(kern.DeviceArrayLike(dev, arange(t, 2, 3).T()))
	if !slices.Equal(like.Shape(), []int{3, 2}) || !like.IsFContiguous() {
		t.Errorf("DeviceArrayLike of a transposed array: shape %v F %v", like.Shape(), like.IsFContiguous())
	}
	for _, bad := range [][]int{{-1}, {2, -3}, {1 << 40, 1 << 40}} {
		if _, err := kern.NewDeviceArray[float32](dev, bad, nd.C); !errors.Is(err, nd.ErrShape) {
			t.Errorf("shape %v: err = %v, want ErrShape", bad, err)
		}
	}
	if _, err := kern.NewDeviceArray[float32](dev, []int{2}, nd.Order(7)); !errors.Is(err, nd.ErrShape) {
		t.Errorf("bad order: %v", err)
	}
	small := newDev(t, hostCap(1024))
	if _, err := kern.NewDeviceArray[float64](small, []int{200}, nd.C); !errors.Is(err, driver.ErrOutOfMemory) {
		t.Errorf("over capacity: err = %v, want ErrOutOfMemory", err)
	}
}

func TestToDeviceNoCopyAndOptions(t *testing.T) {
	dev := newDev(t)
	h := arange(t, 8)
	d := must[*kern.DeviceArray[float64]](t)(kern.ToDevice(dev, h, kern.NoCopy()))
	if got := roundTrip(t, d); !slices.Equal(got, make([]float64, 8)) {
		t.Errorf("NoCopy array holds %v, want the host device's zeroed memory", got)
	}
	if err := d.CopyToDevice(h, kern.NoCopy()); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("NoCopy on CopyToDevice: %v", err)
	}
	if err := d.CopyToDevice(arange(t, 2, 4)); !errors.Is(err, nd.ErrShape) {
		t.Errorf("shape mismatch: %v", err)
	}
	if err := d.CopyInto(arange(t, 9)); !errors.Is(err, nd.ErrShape) {
		t.Errorf("shape mismatch to host: %v", err)
	}
	other := newDev(t)
	s := must[*kern.Stream](t)(other.NewStream())
	if err := d.CopyToDevice(h, kern.OnStream(s)); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("stream of another device: %v", err)
	}
	o := must[*kern.DeviceArray[float64]](t)(kern.ToDevice(other, h))
	// A copy between devices is what the user asked for: it runs (staged).
	if err := d.CopyFromDevice(o); err != nil {
		t.Errorf("device copy across devices: %v", err)
	} else if got := must[nd.Array[float64]](t)(d.CopyToHost()); !nd.Equal(got, h) {
		t.Errorf("copy across devices gave %v, want %v", got, h)
	}
}

// TestSliceMatchesND compares device views with nd's views of the same host
// array, element for element, through every copy direction.
func TestSliceMatchesND(t *testing.T) {
	forDevices(t, func(t *testing.T, dev *kern.Device) {
		h := arange(t, 5, 7)
		d := must[*kern.DeviceArray[float64]](t)(kern.ToDevice(dev, h))
		ranges := [][]nd.Range{
			{nd.S(1, 4, 1)},
			{nd.All(), nd.S(1, 7, 3)},
			{nd.All().By(-1), nd.From(2)},
			{nd.S(-2, -6, -2), nd.To(-1).By(2)},
			{nd.From(4).By(-1), nd.S(6, 0, -3)},
			{nd.S(3, 3, 1)},
			{nd.S(10, 20, 1), nd.All()},
		}
		for _, rs := range ranges {
			name := fmt.Sprint(rs)
			hv := must[nd.Array[float64]](t)(h.Slice(rs...))
			dv, err := d.Slice(rs...)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if !slices.Equal(dv.Shape(), hv.Shape()) {
				t.Fatalf("%s: shape %v, want %v", name, dv.Shape(), hv.Shape())
			}
			if got := roundTrip(t, dv); !slices.Equal(got, hv.ToSlice()) {
				t.Errorf("%s: %v, want %v", name, got, hv.ToSlice())
			}
			// Writing through the strided device view.
			neg := hv.Copy(nd.C)
			neg.Apply(func(x float64) float64 { return -x })
			if err := dv.CopyToDevice(neg); err != nil {
				t.Fatal(err)
			}
			if got := roundTrip(t, dv); !slices.Equal(got, neg.ToSlice()) {
				t.Errorf("%s: after CopyToDevice %v, want %v", name, got, neg.ToSlice())
			}
			if err := dv.CopyToDevice(hv); err != nil { // restore
				t.Fatal(err)
			}
		}
		if got := roundTrip(t, d); !slices.Equal(got, h.ToSlice()) {
			t.Errorf("base array changed: %v", got)
		}
		if _, err := d.Slice(nd.All(), nd.All(), nd.All()); !errors.Is(err, nd.ErrIndex) {
			t.Errorf("too many ranges: %v", err)
		}
		if _, err := d.Slice(nd.S(0, 5, 0)); !errors.Is(err, nd.ErrIndex) {
			t.Errorf("zero step: %v", err)
		}
		row := must[*kern.DeviceArray[float64]](t)(d.Index(0, -1))
		if got := roundTrip(t, row); !slices.Equal(got, []float64{28, 29, 30, 31, 32, 33, 34}) {
			t.Errorf("Index(0, -1) = %v", got)
		}
		if _, err := d.Index(1, 7); !errors.Is(err, nd.ErrIndex) {
			t.Errorf("Index out of range: %v", err)
		}
	})
}

func TestDeviceToDeviceCopy(t *testing.T) {
	forDevices(t, func(t *testing.T, dev *kern.Device) {
		h := arange(t, 4, 6)
		src := must[*kern.DeviceArray[float64]](t)(kern.ToDevice(dev, h))
		for _, o := range []nd.Order{nd.C, nd.F} {
			dst := must[*kern.DeviceArray[float64]](t)(kern.NewDeviceArray[float64](dev, []int{4, 6}, o))
			if err := dst.CopyFromDevice(src); err != nil {
				t.Fatal(err)
			}
			if got := roundTrip(t, dst); !slices.Equal(got, h.ToSlice()) {
				t.Errorf("order %v: %v", o, got)
			}
		}
		// Strided to strided: every other column, reversed rows.
		dst := must[*kern.DeviceArray[float64]](t)(kern.NewDeviceArray[float64](dev, []int{4, 6}, nd.C))
		dv := must[*kern.DeviceArray[float64]](t)(dst.Slice(nd.All().By(-1), nd.S(0, 6, 2)))
		sv := must[*kern.DeviceArray[float64]](t)(src.Slice(nd.All(), nd.S(1, 6, 2)))
		if err := dv.CopyFromDevice(sv); err != nil {
			t.Fatal(err)
		}
		want := make([]float64, 24)
		for i := range 4 {
			for j := 0; j < 6; j += 2 {
				want[(3-i)*6+j] = h.At(i, j+1)
			}
		}
		if got := roundTrip(t, dst); !slices.Equal(got, want) {
			t.Errorf("strided device copy: %v, want %v", got, want)
		}
	})
}

func TestSplitViews(t *testing.T) {
	forDevices(t, func(t *testing.T, dev *kern.Device) {
		h := arange(t, 12)
		d := must[*kern.DeviceArray[float64]](t)(kern.ToDevice(dev, h))
		parts, err := d.Split(4, 0)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range parts {
			want := h.ToSlice()[3*i : 3*i+3]
			if got := roundTrip(t, p); !slices.Equal(got, want) {
				t.Errorf("part %d = %v, want %v", i, got, want)
			}
		}
		// Writing a chunk writes the parent.
		if err := parts[2].CopyToDevice(must[nd.Array[float64]](t)(nd.Full(-1.0, 3))); err != nil {
			t.Fatal(err)
		}
		got := roundTrip(t, d)
		if got[5] != 5 || got[6] != -1 || got[8] != -1 || got[9] != 9 {
			t.Errorf("parent after chunk write: %v", got)
		}
		if _, err := d.Split(5, 0); !errors.Is(err, nd.ErrShape) {
			t.Errorf("Split(5) of 12: %v", err)
		}
		if _, err := d.Split(2, 1); !errors.Is(err, nd.ErrShape) {
			t.Errorf("Split on a missing axis: %v", err)
		}
		m := must[*kern.DeviceArray[float64]](t)(kern.ToDevice(dev, arange(t, 2, 6)))
		cols, err := m.Split(3, -1)
		if err != nil {
			t.Fatal(err)
		}
		if got := roundTrip(t, cols[1]); !slices.Equal(got, []float64{2, 3, 8, 9}) {
			t.Errorf("column chunk = %v", got)
		}
	})
}

func TestReshapeAndRavel(t *testing.T) {
	forDevices(t, func(t *testing.T, dev *kern.Device) {
		h := arange(t, 4, 6)
		d := must[*kern.DeviceArray[float64]](t)(kern.ToDevice(dev, h))
		dT := must[*kern.DeviceArray[float64]](t)(d.Transpose())
		half := must[*kern.DeviceArray[float64]](t)(d.Slice(nd.All(), nd.S(0, 6, 2)))
		quarter := must[*kern.DeviceArray[float64]](t)(d.Slice(nd.All(), nd.S(0, 4, 2)))
		fOrder := func(a nd.Array[float64]) []float64 { return a.T().ToSlice() }
		cases := []struct {
			name  string
			a     *kern.DeviceArray[float64]
			o     nd.Order
			shape []int
			want  []float64 // elements in order o of the result; nil: requires copy
		}{
			{"C to 3-d", d, nd.C, []int{2, 3, 4}, h.ToSlice()},
			{"C with -1", d, nd.C, []int{-1, 8}, h.ToSlice()},
			{"C to 1-d", d, nd.C, []int{24}, h.ToSlice()},
			{"C add unit axes", d, nd.C, []int{1, 4, 1, 6, 1}, h.ToSlice()},
			{"T in F order", dT, nd.F, []int{24}, h.ToSlice()},
			{"T in C order", dT, nd.C, []int{24}, nil},
			{"strided split axis", half, nd.C, []int{2, 2, 3}, must[nd.Array[float64]](t)(h.Slice(nd.All(), nd.S(0, 6, 2))).ToSlice()},
			{"strided merge axes", half, nd.C, []int{12}, must[nd.Array[float64]](t)(h.Slice(nd.All(), nd.S(0, 6, 2))).ToSlice()},
			{"strided no merge", quarter, nd.C, []int{8}, nil},
			{"C in F order", d, nd.F, []int{6, 4}, nil},
			{"F in F order", dT, nd.F, []int{3, 8}, fOrder(h.T())},
		}
		for _, c := range cases {
			r, err := c.a.ReshapeOrder(c.o, c.shape...)
			if c.want == nil {
				if !errors.Is(err, nd.ErrRequiresCopy) {
					t.Errorf("%s: err = %v, want ErrRequiresCopy", c.name, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
				continue
			}
			wantShape := c.shape
			if c.name == "C with -1" {
				wantShape = []int{3, 8}
			}
			if !slices.Equal(r.Shape(), wantShape) {
				t.Errorf("%s: shape %v", c.name, r.Shape())
			}
			got := must[nd.Array[float64]](t)(r.CopyToHost())
			seq := got.ToSlice()
			if c.o == nd.F {
				seq = fOrder(got)
			}
			if !slices.Equal(seq, c.want) {
				t.Errorf("%s: elements %v, want %v", c.name, seq, c.want)
			}
		}
		for _, bad := range [][]int{{5, 5}, {-1, -1}, {7, -1}, {-2, 12}} {
			if _, err := d.Reshape(bad...); !errors.Is(err, nd.ErrShape) {
				t.Errorf("Reshape%v: err = %v, want ErrShape", bad, err)
			}
		}
		if r, err := d.Ravel(nd.C); err != nil || !slices.Equal(roundTrip(t, r), h.ToSlice()) {
			t.Errorf("Ravel(C) of a C array: %v", err)
		}
		if _, err := d.Ravel(nd.F); !errors.Is(err, nd.ErrRequiresCopy) {
			t.Errorf("Ravel(F) of a C array: %v, want ErrRequiresCopy", err)
		}
		if r, err := dT.Ravel(nd.F); err != nil || !slices.Equal(roundTrip(t, r), h.ToSlice()) {
			t.Errorf("Ravel(F) of a transposed array: %v", err)
		}
		if _, err := half.Ravel(nd.C); !errors.Is(err, nd.ErrRequiresCopy) {
			t.Errorf("Ravel of a strided view: %v, want ErrRequiresCopy", err)
		}
		if _, err := d.Transpose(0, 0); !errors.Is(err, nd.ErrShape) {
			t.Errorf("Transpose(0, 0): %v", err)
		}
	})
}

func TestFreeAndViews(t *testing.T) {
	dev := newDev(t, hostCap(1<<20))
	used := func() int64 {
		free, total, err := dev.MemInfo()
		if err != nil {
			t.Fatal(err)
		}
		return total - free
	}
	u0 := used()
	a := must[*kern.DeviceArray[float32]](t)(kern.ToDevice(dev, must[nd.Array[float32]](t)(nd.Arange[float32](0, 100, 1))))
	v := must[*kern.DeviceArray[float32]](t)(a.Slice(nd.S(10, 20, 1)))
	if used() != u0+400 {
		t.Fatalf("in use %d, want %d", used(), u0+400)
	}
	if err := a.Free(); err != nil {
		t.Fatal(err)
	}
	if err := a.Free(); err != nil {
		t.Errorf("second Free = %v, want nil (idempotent)", err)
	}
	// The view keeps the memory.
	if used() != u0+400 {
		t.Errorf("memory released while a view lives")
	}
	if got := roundTrip(t, v); got[0] != 10 || got[9] != 19 {
		t.Errorf("view after parent Free: %v", got)
	}
	// Every use of the freed handle is an error.
	_, err1 := a.CopyToHost()
	err2 := a.CopyToDevice(must[nd.Array[float32]](t)(nd.Zeros[float32](100)))
	_, err3 := a.Slice(nd.All())
	_, err4 := a.DevicePointer()
	_, _, err5 := a.HostData()
	err6 := v.CopyFromDevice(a)
	for i, err := range []error{err1, err2, err3, err4, err5, err6} {
		if !errors.Is(err, driver.ErrFreed) {
			t.Errorf("use %d after Free: %v, want ErrFreed", i+1, err)
		}
	}
	if err := v.Free(); err != nil {
		t.Fatal(err)
	}
	if used() != u0 {
		t.Errorf("in use %d after the last handle was freed, want %d", used(), u0)
	}
	if _, err := v.CopyToHost(); !errors.Is(err, driver.ErrFreed) {
		t.Errorf("view after Free: %v", err)
	}
}

func TestAsArrayViews(t *testing.T) {
	dev := newDev(t)
	d := must[*kern.DeviceArray[float64]](t)(kern.ToDevice(dev, arange(t, 3, 4, 5)))
	a3 := must[kern.Array3[float64]](t)(kern.AsArray3(d))
	if a3.At(2, 3, 4) != 59 || a3.At(1, 0, 2) != 22 {
		t.Errorf("Array3 view: %g %g", a3.At(2, 3, 4), a3.At(1, 0, 2))
	}
	rev := must[*kern.DeviceArray[float64]](t)(d.Slice(nd.All().By(-1), nd.S(1, 4, 2), nd.From(3)))
	hr := must[nd.Array[float64]](t)(arange(t, 3, 4, 5).Slice(nd.All().By(-1), nd.S(1, 4, 2), nd.From(3)))
	a := must[kern.Array3[float64]](t)(kern.AsArray3(rev))
	for i := range 3 {
		for j := range 2 {
			for k := range 2 {
				if a.At(i, j, k) != hr.At(i, j, k) {
					t.Fatalf("reversed view (%d,%d,%d) = %g, want %g", i, j, k, a.At(i, j, k), hr.At(i, j, k))
				}
			}
		}
	}
	a.Set(0, 0, 0, -5) // writes device memory
	if got := roundTrip(t, d); got[2*20+1*5+3] != -5 {
		t.Errorf("write through Array3 view not seen")
	}
	if _, err := kern.AsArray2(d); !errors.Is(err, nd.ErrShape) {
		t.Errorf("AsArray2 of 3-d: %v", err)
	}
	row := must[*kern.DeviceArray[float64]](t)(d.Index(0, 1))
	flat := must[*kern.DeviceArray[float64]](t)(row.Reshape(20))
	a1 := must[kern.Array1[float64]](t)(kern.AsArray1(flat))
	if a1.Len() != 20 || a1.At(0) != 20 {
		t.Errorf("Array1 view: len %d first %g", a1.Len(), a1.At(0))
	}
}
