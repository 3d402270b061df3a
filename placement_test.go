package kern_test

import (
	"errors"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// TestNilPlacementIsAnError: every nil placement (an
// untyped nil, a nil *Device, a nil *Stream, OnStream(nil), Record(nil))
// fails with ErrTarget on kernels, ufuncs, reductions and copies alike;
// kern.Auto is how to ask for the default.
func TestNilPlacementIsAnError(t *testing.T) {
	dev := newDev(t)
	k := kern.NewKernel1(kIndex)
	add := kern.Vectorize("add", kern.Loop2(func(a, b float32) float32 { return a + b }))
	var (
		noDev    *kern.Device
		noStream *kern.Stream
	)
	for _, on := range []any{nil, noDev, noStream} {
		a := make([]int64, 32)
		if err := k.Launch(on, 1, 32, a); !errors.Is(err, kern.ErrTarget) {
			t.Errorf("Launch on %#v: %v, want ErrTarget", on, err)
		}
		if _, err := add.Call(on, []float32{1}, float32(1)); !errors.Is(err, kern.ErrTarget) {
			t.Errorf("Call on %#v: %v, want ErrTarget", on, err)
		}
		if _, err := add.Reduce(on, []float32{1, 2}); !errors.Is(err, kern.ErrTarget) {
			t.Errorf("Reduce on %#v: %v, want ErrTarget", on, err)
		}
	}
	if err := k.Launch(kern.Auto, 1, 32, make([]int64, 32), kern.OnStream(nil)); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("Launch with OnStream(nil): %v, want ErrTarget", err)
	}
	host := must[nd.Array[float32]](t)(nd.Zeros[float32](4))
	if _, err := kern.ToDevice(dev, host, kern.OnStream(nil)); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("ToDevice with OnStream(nil): %v, want ErrTarget", err)
	}
	ev := must[*kern.Event](t)(dev.NewEvent())
	defer ev.Close()
	if err := ev.Record(nil); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("Record(nil): %v, want ErrTarget", err)
	}
	if err := ev.Record(dev.DefaultStream()); err != nil {
		t.Errorf("Record on the default stream: %v", err)
	}
	// Auto still means the default.
	if err := k.Launch(kern.Auto, 1, 32, make([]int64, 32)); err != nil {
		t.Errorf("Launch on Auto: %v", err)
	}
}
