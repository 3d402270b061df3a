package kern_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/internal/testing/recordtest"
	"github.com/kernlab/kern/nd"
)

func TestPinnedArrays(t *testing.T) {
	forDevices(t, func(t *testing.T, dev *kern.Device) {
		p := must[*kern.Pinned[float32]](t)(kern.PinnedArray[float32](dev, 3, 4))
		if !slices.Equal(p.Shape(), []int{3, 4}) || !p.IsCContiguous() {
			t.Fatalf("pinned shape %v C %v", p.Shape(), p.IsCContiguous())
		}
		for v := range p.Values() {
			if v != 0 {
				t.Fatal("pinned array not zeroed")
			}
		}
		for i := range 3 {
			for j := range 4 {
				p.Set(float32(i*10+j), i, j)
			}
		}
		s := must[*kern.Stream](t)(dev.NewStream())
		d := must[*kern.DeviceArray[float32]](t)(kern.ToDevice(dev, p.Array, kern.OnStream(s)))
		back := must[*kern.Pinned[float32]](t)(kern.PinnedArrayLike(dev, p.Array))
		if err := d.CopyInto(back.Array, kern.OnStream(s)); err != nil {
			t.Fatal(err)
		}
		if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(back.ToSlice(), p.ToSlice()) {
			t.Errorf("pinned round trip %v, want %v", back.ToSlice(), p.ToSlice())
		}
		if err := p.Close(); err != nil {
			t.Fatal(err)
		}
		if err := p.Close(); err != nil {
			t.Errorf("second Close = %v", err)
		}
		if p.Size() != 0 {
			t.Errorf("closed pinned array still has %d elements", p.Size())
		}
		if err := back.Free(); err != nil {
			t.Fatal(err)
		}

		f := must[*kern.Pinned[int64]](t)(kern.PinnedArrayLike(dev, must[nd.Array[int64]](t)(nd.ZerosOrder[int64](nd.F, 2, 5))))
		if !f.IsFContiguous() || f.IsCContiguous() {
			t.Error("PinnedArrayLike of an F array is not F-ordered")
		}
		cg := must[*kern.Pinned[uint8]](t)(kern.CoarseGrainArray[uint8](dev, 7))
		if cg.Size() != 7 {
			t.Errorf("coarse-grain size %d", cg.Size())
		}
		empty := must[*kern.Pinned[uint8]](t)(kern.PinnedArray[uint8](dev, 0, 3))
		if empty.Size() != 0 || empty.Close() != nil {
			t.Error("empty pinned array")
		}
		if _, err := kern.PinnedArray[float32](dev, 2, -1); !errors.Is(err, nd.ErrShape) {
			t.Errorf("negative shape: %v", err)
		}
	})
}

func TestPinHost(t *testing.T) {
	hd := host.New()
	dev := kern.NewDevice(hd)
	a := must[nd.Array[float64]](t)(nd.Zeros[float64](4, 4))
	b := make([]int32, 10)
	view := must[nd.Array[float64]](t)(must[nd.Array[float64]](t)(nd.Zeros[float64](10)).Slice(nd.S(8, 2, -2)))
	empty := must[nd.Array[uint8]](t)(nd.Zeros[uint8](0))
	reg, err := kern.PinHost(dev, a, b, view, empty)
	if err != nil {
		t.Fatal(err)
	}
	if hd.Registered() != 3 {
		t.Errorf("%d ranges registered, want 3 (the empty array is skipped)", hd.Registered())
	}
	// Registering memory that is registered fails and leaves nothing of the
	// failed call behind.
	c := make([]float32, 3)
	if _, err := kern.PinHost(dev, c, a); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("registering twice: %v, want ErrInvalidValue", err)
	}
	if hd.Registered() != 3 {
		t.Errorf("%d ranges registered after a failed PinHost, want 3", hd.Registered())
	}
	if err := reg.Close(); err != nil {
		t.Fatal(err)
	}
	if err := reg.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if hd.Registered() != 0 {
		t.Errorf("%d ranges registered after Close", hd.Registered())
	}
	if _, err := kern.PinHost(dev, "not an array"); !errors.Is(err, nd.ErrDType) {
		t.Errorf("registering a string: %v, want ErrDType", err)
	}
	if _, err := kern.PinHost(dev, []int{1}); !errors.Is(err, nd.ErrDType) {
		t.Errorf("registering []int: %v, want ErrDType", err)
	}
	// The scoped form.
	func() {
		reg, err := kern.PinHost(dev, a)
		if err != nil {
			t.Fatal(err)
		}
		defer reg.Close()
		d := must[*kern.DeviceArray[float64]](t)(kern.ToDevice(dev, a))
		_ = d.Free()
	}()
	if hd.Registered() != 0 {
		t.Error("deferred Close left memory registered")
	}
}

// TestPinnedClosedOperand: a nil or closed *Pinned given to a ufunc or a
// kernel is an error on every place, never a panic, and never an empty
// array (Close empties the embedded Array, so a closed Pinned used to pass
// for one and the call quietly did nothing).
func TestPinnedClosedOperand(t *testing.T) {
	add := kern.Vectorize("Add", kern.Loop2(gputest.Add[float32]))
	scatter := kern.NewKernel2(gputest.Scatter)
	mask := kern.NewKernel2(recordtest.Mask)
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			dev := kern.HostDevice()
			if d, ok := p.on.(*kern.Device); ok {
				dev = d
			}
			pf := must[*kern.Pinned[float32]](t)(kern.PinnedArray[float32](dev, 4))
			pb := must[*kern.Pinned[bool]](t)(kern.PinnedArray[bool](dev, 4))
			pf.Fill(1)
			idx := []int32{0, 1, 2, 3}
			x := []float32{1, -1, 1, -1}
			// Open, they work: the checks below fail for being closed.
			if _, err := add.Call(p.on, pf, pf); err != nil {
				t.Fatalf("open Pinned operand: %v", err)
			}
			if err := scatter.Launch(p.on, 1, 32, idx, pf); err != nil {
				t.Fatalf("open Pinned kernel argument: %v", err)
			}
			if err := mask.Launch(p.on, 1, 32, pb, x); err != nil {
				t.Fatalf("open Pinned[bool] kernel argument: %v", err)
			}
			if err := errors.Join(pf.Close(), pb.Close()); err != nil {
				t.Fatal(err)
			}
			var nf *kern.Pinned[float32]
			var nb *kern.Pinned[bool]
			out := must[nd.Array[float32]](t)(nd.Zeros[float32](4))
			for _, c := range []struct {
				name string
				err  func() error
				want error
			}{
				{"ufunc input", func() error { _, err := add.Call(p.on, pf, float32(1)); return err }, kern.ErrFreed},
				{"ufunc output", func() error { return add.Into(p.on, pf, out, out) }, kern.ErrFreed},
				{"kernel []float32", func() error { return scatter.Launch(p.on, 1, 32, idx, pf) }, kern.ErrFreed},
				{"kernel []bool", func() error { return mask.Launch(p.on, 1, 32, pb, x) }, kern.ErrFreed},
				{"nil ufunc input", func() error { _, err := add.Call(p.on, nf, float32(1)); return err }, kern.ErrArgument},
				{"nil kernel []float32", func() error { return scatter.Launch(p.on, 1, 32, idx, nf) }, kern.ErrArgument},
				{"nil kernel []bool", func() error { return mask.Launch(p.on, 1, 32, nb, x) }, kern.ErrArgument},
			} {
				var err error
				func() {
					defer func() {
						if r := recover(); r != nil {
							err = fmt.Errorf("panic: %v", r)
						}
					}()
					err = c.err()
				}()
				if !errors.Is(err, c.want) {
					t.Errorf("%s: %v, want an error wrapping %v", c.name, err, c.want)
				}
			}
		})
	}
}
