package main

import (
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/examples/internal/interpdev"
	"github.com/kernlab/kern/nd"
)

// TestKernelsOnInterpDevice runs the seed's kernels through the GPU
// dispatch path on the IR interpreter: slices, a float32 scalar, block
// shared memory behind a barrier, host arrays copied in and out, device
// arrays in place, and a stream.
func TestKernelsOnInterpDevice(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and compiles the package")
	}
	dev := interpdev.New(t, ".")
	sc := kern.NewKernel2(Scale)
	rev := kern.NewKernel1(ReverseGroups)
	for _, n := range []int{1, 64, 150} {
		x := make([]float32, n)
		for i := range x {
			x[i] = float32(i) - 7.5
		}
		want := plainScaleReverse(x, 3)
		// Host slices: copied to the device and back around each launch.
		if err := sc.Launch(dev, 2, 32, x, 3); err != nil {
			t.Fatal(err)
		}
		if err := rev.Launch(dev, groups(n), GroupSize, x); err != nil {
			t.Fatal(err)
		}
		if err := equal(x, want); err != nil {
			t.Fatalf("n=%d host: %v", n, err)
		}
		// Device arrays on a stream: nothing moves until CopyInto.
		s, err := dev.NewStream()
		if err != nil {
			t.Fatal(err)
		}
		h := nd.Must(nd.Wrap(append([]float32(nil), x...), n))
		out := nd.EmptyLike(h)
		err = s.AutoSynchronize(func() error {
			d, err := kern.ToDevice(dev, h, kern.OnStream(s))
			if err != nil {
				return err
			}
			if err := rev.Launch(s, groups(n), GroupSize, d); err != nil {
				return err
			}
			if err := sc.Launch(s, 1, 64, d, float32(0.5)); err != nil {
				return err
			}
			return d.CopyInto(out, kern.OnStream(s))
		})
		if err != nil {
			t.Fatal(err)
		}
		s.Close()
		back := plainScaleReverse(x, 0.5)
		if err := equal(out.ToSlice(), back); err != nil {
			t.Fatalf("n=%d stream: %v", n, err)
		}
	}
}
