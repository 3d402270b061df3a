package kern_test

import (
	"fmt"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// A spread call runs its devices side by side, each on its own virtual
// clock (vclock, chunked_sched_test.go): its makespan is the latest
// device's end, and stays within 15 % of the slowest device's share (its
// busiest engine) plus one chunk, for 1, 2, 4 and 8 devices; with devices
// of different speeds, Weights in proportion to their speeds keeps it
// there too.
func TestSpreadSchedule(t *testing.T) {
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
	const chunk = 2048
	n := chunk * 64
	a, b, c := ufRand[float32](t, 1, 0, n), ufRand[float32](t, 2, 10, n), ufRand[float32](t, 3, 0, n)
	want := ufRef3(t, gputest.Disc[float32], a, b, c)
	for _, k := range []int{1, 2, 4, 8} {
		for _, mixed := range []bool{false, true} {
			if mixed && k == 1 {
				continue
			}
			t.Run(fmt.Sprintf("%d devices, mixed %v", k, mixed), func(t *testing.T) {
				// The model's host time moves with the order in which the
				// devices' goroutines reach their waits, which the Go
				// scheduler decides: on a loaded machine a device's
				// timeline is now and then serialized (eight devices on
				// CI's two cores, beside other packages' tests, missed
				// three tries in a row once). Ten tries; the bound must
				// hold on one of them.
				var last string
				for try := 0; try < 10; try++ {
					msg, ok := spreadOnce(t, disc, a, b, c, want, k, mixed, chunk, n)
					if ok {
						return
					}
					last = msg
					t.Logf("try %d: %s", try, msg)
				}
				t.Fatal(last)
			})
		}
	}
}

// spreadOnce runs the spread call once on k fresh modelled devices and
// checks the bound.
func spreadOnce(t *testing.T, disc *kern.Ufunc, a, b, c, want nd.Array[float32], k int, mixed bool, chunk, n int) (string, bool) {
	const h2d, d2h = 1.0, 1.0
	clocks := make([]*vclock, k)
	on := make([]any, 0, k+2)
	w := make([]float64, k)
	for i := range clocks {
		elem := 8.0
		if mixed && i%2 == 1 {
			elem = 24 // a slower device: a third of the kernel rate
		}
		clocks[i] = newVClock(emu.New(), h2d, d2h, elem, 2)
		on = append(on, kern.NewDevice(clocks[i]))
		w[i] = 1 / (12*h2d + elem + 4*d2h) // elements per ns, all engines serial
	}
	if mixed {
		on = append(on, kern.Weights(w...))
	}
	on = append(on, kern.SpreadChunking(kern.ChunkLen(chunk), kern.StreamAbove(0)))
	got, err := kern.As[float32](disc.Call(kern.Spread(on...), a, b, c))
	if err != nil {
		t.Fatal(err)
	}
	sameBits(t, "Disc", got, want)
	var makespan, slowest, latency float64
	for _, g := range clocks {
		g.mu.Lock()
		makespan = max(makespan, g.end)
		slowest = max(slowest, max(g.total["h2d"], g.total["d2h"], g.total["sm"]))
		latency = max(latency, float64(chunk)*(12*g.h2d+g.elem+4*g.d2h))
		g.mu.Unlock()
	}
	bound := slowest + latency
	t.Logf("makespan %.0f µs; slowest share %.0f µs + one chunk %.0f µs", makespan/1e3, slowest/1e3, latency/1e3)
	// The spread pays: k equal devices take about 1/k of one.
	if ideal := float64(n) * 12 * h2d / float64(k); !mixed && slowest > 1.05*ideal {
		t.Fatalf("slowest share %.0f µs, want about %.0f µs (1/%d of the work)", slowest/1e3, ideal/1e3, k)
	}
	if makespan > 1.15*bound {
		return fmt.Sprintf("makespan %.0f µs > 1.15 × (%.0f µs slowest share + %.0f µs one chunk)", makespan/1e3, slowest/1e3, latency/1e3), false
	}
	return "", true
}
