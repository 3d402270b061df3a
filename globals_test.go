package kern_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/globaltest"
	"github.com/kernlab/kern/nd"
)

// TestChangedGlobal ports numba-cuda's test_globals: a kernel reads a
// package-level table, which its GPU code holds as constant data. While
// the table keeps its value every place computes Go's result; once code
// kern gen could not see (this test, in another package) writes it, the
// CPU targets compute with the new value, as Go does, and the GPU refuses
// the launch with ErrStale instead of using the old one.
func TestChangedGlobal(t *testing.T) {
	k := kern.NewKernel2(globaltest.ComputeTotals)
	q := []float64{1, 2, 3, 4, 5}
	want := func() []float64 {
		w := make([]float64, len(q))
		for i := range w {
			w[i] = q[i] * globaltest.Prices[i] * (1 + globaltest.TaxRate)
		}
		return w
	}
	saved := globaltest.Prices
	defer func() { globaltest.Prices = saved }()
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			globaltest.Prices = saved
			got := make([]float64, len(q))
			if err := k.Run(p.on, 1, 32, q, got); err != nil {
				t.Fatal(err)
			}
			for i, w := range want() {
				if got[i] != w {
					t.Fatalf("totals[%d] = %v, want %v", i, got[i], w)
				}
			}
			globaltest.Prices = [5]float64{20, 50, 10, 30, 60}
			got = make([]float64, len(q))
			err := k.Run(p.on, 1, 32, q, got)
			if p.gpu {
				if !errors.Is(err, kern.ErrStale) || !strings.Contains(err.Error(), "Prices") {
					t.Fatalf("after Prices changed: %v, want ErrStale naming Prices", err)
				}
				if got[0] != 0 {
					t.Fatalf("the refused launch wrote totals: %v", got)
				}
				globaltest.Prices = saved // the old value again: the GPU runs
				if err := k.Run(p.on, 1, 32, q, got); err != nil {
					t.Fatalf("with Prices restored: %v", err)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			for i, w := range want() {
				if got[i] != w {
					t.Fatalf("totals[%d] = %v, want %v", i, got[i], w)
				}
			}
		})
	}
}

// TestChangedGlobalGraph: a graph captured from such a launch replays the
// GPU code with the values compiled in, so its Launch checks them too.
func TestChangedGlobalGraph(t *testing.T) {
	k := kern.NewKernel2(globaltest.ComputeTotals)
	saved := globaltest.Prices
	defer func() { globaltest.Prices = saved }()
	for _, d := range graphDevices() {
		t.Run(d.name, func(t *testing.T) {
			globaltest.Prices = saved
			s, err := d.dev.NewStream()
			if err != nil {
				t.Fatal(err)
			}
			q, err := kern.ToDevice(d.dev, nd.Must(nd.FromSlice([]float64{1, 2, 3, 4, 5}, 5)))
			if err != nil {
				t.Fatal(err)
			}
			tot, err := kern.NewDeviceArray[float64](d.dev, []int{5}, nd.C)
			if err != nil {
				t.Fatal(err)
			}
			g, err := s.Capture(func() error { return k.Launch(s, 1, 32, q, tot) })
			if err != nil {
				t.Fatal(err)
			}
			defer g.Close()
			if err := g.Launch(s); err != nil {
				t.Fatal(err)
			}
			globaltest.Prices = [5]float64{20, 50, 10, 30, 60}
			err = g.Launch(s)
			if gpu := d.name != "host"; gpu != errors.Is(err, kern.ErrStale) {
				t.Fatalf("replay after Prices changed: %v (ErrStale wanted on a GPU only)", err)
			}
			if err := s.Synchronize(); err != nil {
				t.Fatal(err)
			}
			h, err := tot.CopyToHost()
			if err != nil {
				t.Fatal(err)
			}
			// A GPU keeps the first replay's totals; the host's replay read the new table.
			for i := range 5 {
				if w := float64(i+1) * globaltest.Prices[i] * (1 + globaltest.TaxRate); d.name == "host" && h.At(i) != w {
					t.Fatalf("host replay: totals[%d] = %v, want %v", i, h.At(i), w)
				}
				if w := float64(i+1) * saved[i] * (1 + globaltest.TaxRate); d.name != "host" && h.At(i) != w {
					t.Fatalf("totals[%d] = %v, want the first replay's %v", i, h.At(i), w)
				}
			}
		})
	}
}
