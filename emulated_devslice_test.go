package kern_test

import (
	"errors"
	"reflect"
	"runtime"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/recordtest"
	"github.com/kernlab/kern/nd"
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

// A DeviceSlice view (s.Slice(lo, hi)) is s[lo:hi] on the device: a launch
// on it changes those elements of s and no others, copies move exactly
// them, views of views add their offsets, and the memory lives until the
// last handle goes.
func TestDeviceSliceViews(t *testing.T) {
	const n = 70
	swap := kern.NewKernel1(recordtest.Swap)
	for _, p := range graphDevices() {
		t.Run(p.name, func(t *testing.T) {
			dev := p.dev
			free0 := freeAfterGC(t, dev)
			ds, err := kern.ToDeviceSlice(dev, particles(n))
			if err != nil {
				t.Fatal(err)
			}
			v := must[*kern.DeviceSlice[recordtest.Particle]](t)(ds.Slice(10, 30))
			if v.Len() != 20 {
				t.Fatalf("Len %d", v.Len())
			}
			if err := swap.Launch(dev, 1, 64, v); err != nil {
				t.Fatal(err)
			}
			want := particles(n)
			copy(want[10:30], swapped(want[10:30], 1))
			got := make([]recordtest.Particle, n)
			if err := ds.CopyToHost(got); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("after a launch on [10:30]: %v, want %v", got, want)
			}
			// A view of the view: elements 14 to 18 of ds.
			vv := must[*kern.DeviceSlice[recordtest.Particle]](t)(v.Slice(4, 8))
			part := make([]recordtest.Particle, 4)
			if err := vv.CopyToHost(part); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(part, want[14:18]) {
				t.Fatalf("v[4:8] = %v, want %v", part, want[14:18])
			}
			repl := particles(4)
			if err := vv.CopyFromHost(repl); err != nil {
				t.Fatal(err)
			}
			copy(want[14:18], repl)
			if err := ds.CopyToHost(got); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("after writing v[4:8]: %v, want %v", got, want)
			}
			if err := vv.CopyToHost(make([]recordtest.Particle, 5)); !errors.Is(err, nd.ErrShape) {
				t.Errorf("a copy of 5 elements into a view of 4: %v, want ErrShape", err)
			}
			for _, r := range [][2]int{{-1, 3}, {5, 3}, {0, 21}, {21, 21}} {
				if _, err := v.Slice(r[0], r[1]); !errors.Is(err, nd.ErrIndex) {
					t.Errorf("Slice(%d, %d) of 20: %v, want ErrIndex", r[0], r[1], err)
				}
			}
			empty := must[*kern.DeviceSlice[recordtest.Particle]](t)(v.Slice(20, 20))
			if err := swap.Launch(dev, 1, 64, empty); err != nil {
				t.Errorf("a launch on an empty view: %v", err)
			}
			// The parent freed: the views still hold the memory.
			if err := ds.Free(); err != nil {
				t.Fatal(err)
			}
			if err := vv.CopyToHost(part); err != nil || !reflect.DeepEqual(part, repl) {
				t.Fatalf("a view after its parent's Free: %v, %v", part, err)
			}
			if _, err := ds.Slice(0, 1); !errors.Is(err, driver.ErrFreed) {
				t.Errorf("Slice of a freed slice: %v, want ErrFreed", err)
			}
			for _, h := range []*kern.DeviceSlice[recordtest.Particle]{v, vv, empty} {
				if err := h.Free(); err != nil {
					t.Fatal(err)
				}
			}
			if err := vv.CopyToHost(part); !errors.Is(err, driver.ErrFreed) {
				t.Errorf("a freed view: %v, want ErrFreed", err)
			}
			if f := freeReaching(t, dev, free0); f != free0 {
				t.Fatalf("%d bytes free after every handle's Free, %d before", f, free0)
			}
		})
	}
}
