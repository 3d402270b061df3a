package main

import (
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// The seed's programs on every CPU target, compared with plain Go.
func TestSeedOnCPUTargets(t *testing.T) {
	dev := kern.HostDevice()
	for _, tgt := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		t.Run(tgt.String(), func(t *testing.T) {
			for _, n := range []int{1, 63, 64, 200} {
				x := make([]float32, n)
				y := make([]float32, n)
				for i := range x {
					x[i], y[i] = float32(i)+0.5, float32(3*i)
				}
				wantX := make([]float32, n)
				for i := range x {
					wantX[i] = 2 * x[i]
				}
				wantY := plainScaleReverse(y, 1)
				if err := registered(tgt, dev, x, y); err != nil {
					t.Fatal(err)
				}
				if err := equal(x, wantX); err != nil {
					t.Fatalf("n=%d scale: %v", n, err)
				}
				if err := equal(y, wantY); err != nil {
					t.Fatalf("n=%d reverse: %v", n, err)
				}
				h := nd.Must(nd.Random[float32](uint64(n), n))
				out, err := streamed(dev, h)
				if err != nil {
					t.Fatal(err)
				}
				if err := equal(out.ToSlice(), plainScaleReverse(h.ToSlice(), 2)); err != nil {
					t.Fatalf("n=%d streamed: %v", n, err)
				}
			}
		})
	}
	a := nd.Must(nd.Random[float32](9, 5, 3))
	back, _, err := deviceArrays(dev, a)
	if err != nil {
		t.Fatal(err)
	}
	if !nd.Equal(back, a) {
		t.Fatalf("round trip: %v, want %v", back, a)
	}
}

// Registering one array twice fails and leaves nothing registered.
func TestRegisterTwice(t *testing.T) {
	x := make([]float32, 8)
	if err := registered(kern.Sim, kern.HostDevice(), x, x); err == nil {
		t.Fatal("registering x twice succeeded")
	}
	if err := registered(kern.Sim, kern.HostDevice(), x, make([]float32, 8)); err != nil {
		t.Fatalf("x stayed registered: %v", err)
	}
}

func TestRun(t *testing.T) {
	if err := run("auto", 1000); err != nil {
		t.Fatal(err)
	}
}
