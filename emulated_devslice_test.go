package kern_test

import (
	"errors"
	"reflect"
	"runtime"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/recordtest"
)

// swapped is ps after times launches of recordtest.Swap.
func swapped(ps []recordtest.Particle, times int) []recordtest.Particle {
	w := append([]recordtest.Particle(nil), ps...)
	for range times {
		for i := 0; i+1 < len(w); i += 2 {
			w[i], w[i+1] = w[i+1], w[i]
		}
	}
	return w
}

// TestDeviceSliceUses: a DeviceSlice on another device than the launch's,
// nil and empty slices, a DeviceSlice captured in a graph and replayed,
// one dropped while a stream's work still uses it, one freed with work
// queued.
func TestDeviceSliceUses(t *testing.T) {
	const n = 70
	d1, d2 := kern.NewDevice(emu.New()), kern.NewDevice(emu.New())
	ds, err := kern.ToDeviceSlice(d1, particles(n))
	if err != nil {
		t.Fatal(err)
	}
	swap := kern.NewKernel1(recordtest.Swap)
	if err := swap.Launch(d2, 1, 64, ds); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("DeviceSlice on another device: got %v, want ErrTarget", err)
	}
	var nilDS *kern.DeviceSlice[recordtest.Particle]
	if err := swap.Launch(d1, 1, 64, nilDS); !errors.Is(err, kern.ErrArgument) {
		t.Errorf("nil DeviceSlice: %v", err)
	}
	if err := swap.Launch(kern.Sim, 1, 64, nilDS); !errors.Is(err, kern.ErrArgument) {
		t.Errorf("nil DeviceSlice on sim: %v", err)
	}
	if err := swap.Launch(d1, 1, 64, []recordtest.Particle(nil)); err != nil {
		t.Errorf("nil slice: %v", err)
	}
	if err := swap.Launch(kern.Sim, 1, 64, []recordtest.Particle{}); err != nil {
		t.Errorf("empty slice: %v", err)
	}
	if err := swap.Launch(d1, 1, 64, make([]recordtest.Cell, 4)); !errors.Is(err, kern.ErrArgument) {
		t.Errorf("wrong slice type: %v", err)
	}
	e0, err := kern.NewDeviceSlice[recordtest.Particle](d1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := swap.Launch(d1, 1, 64, e0); err != nil {
		t.Errorf("empty DeviceSlice: %v", err)
	}

	// Graph capture on a stream: replays see the slice as it is then.
	s, err := d1.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	g, err := s.Capture(func() error { return swap.Launch(d1, 2, 64, ds, kern.OnStream(s)) })
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	for range 3 {
		if err := g.Launch(s); err != nil {
			t.Fatal(err)
		}
	}
	got := make([]recordtest.Particle, n)
	if err := ds.CopyToHost(got, kern.OnStream(s)); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if w := swapped(particles(n), 3); !reflect.DeepEqual(got, w) {
		t.Fatalf("graph: got %v want %v", got[:3], w[:3])
	}

	// Dropped while a stream still uses it: the queued work keeps it.
	for range 3 {
		d3, err := kern.ToDeviceSlice(d1, particles(n))
		if err != nil {
			t.Fatal(err)
		}
		for range 5 {
			if err := swap.Launch(d1, 2, 64, d3, kern.OnStream(s)); err != nil {
				t.Fatal(err)
			}
		}
		got := make([]recordtest.Particle, n)
		if err := d3.CopyToHost(got, kern.OnStream(s)); err != nil {
			t.Fatal(err)
		}
		d3 = nil
		runtime.GC()
		runtime.GC()
		if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		}
		if w := swapped(particles(n), 5); !reflect.DeepEqual(got, w) {
			t.Fatalf("dropped: got %v want %v", got[:3], w[:3])
		}
	}
	// Freed with work queued: the work completes first.
	if err := swap.Launch(d1, 2, 64, ds, kern.OnStream(s)); err != nil {
		t.Fatal(err)
	}
	if err := ds.CopyToHost(got, kern.OnStream(s)); err != nil {
		t.Fatal(err)
	}
	if err := ds.Free(); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if w := swapped(particles(n), 4); !reflect.DeepEqual(got, w) {
		t.Fatalf("freed: got %v want %v", got[:3], w[:3])
	}
}
