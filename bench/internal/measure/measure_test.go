package measure

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestRowStats(t *testing.T) {
	r := Row{Workload: "discriminant", Impl: "x", N: 100, Bytes: 1600, Samples: []float64{4e-6, 2e-6, 3e-6, 5e-6}}
	if got := r.Best(); got != 2e-6 {
		t.Errorf("Best = %v, want 2e-6", got)
	}
	if got := r.Median(); math.Abs(got-3.5e-6) > 1e-18 {
		t.Errorf("Median = %v, want 3.5e-6", got)
	}
	if got := r.Spread(); math.Abs(got-1.5) > 1e-12 {
		t.Errorf("Spread = %v, want 1.5", got)
	}
	if got := r.GBps(); math.Abs(got-0.8) > 1e-12 {
		t.Errorf("GBps = %v, want 0.8", got)
	}
	r.Samples = r.Samples[:3]
	if got := r.Median(); got != 3e-6 {
		t.Errorf("odd Median = %v, want 3e-6", got)
	}
	if (Row{Samples: []float64{1}}).GBps() != 0 {
		t.Error("GBps of a row without bytes is not 0")
	}
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		row  Row
		ok   bool
	}{
		{"good", Row{N: 1, Bytes: 16, Samples: []float64{1e-3}}, true},
		{"no samples", Row{N: 1}, false},
		{"zero sample", Row{N: 1, Samples: []float64{0}}, false},
		{"nan sample", Row{N: 1, Samples: []float64{math.NaN()}}, false},
		{"inf sample", Row{N: 1, Samples: []float64{math.Inf(1)}}, false},
		{"negative bytes", Row{N: 1, Bytes: -1, Samples: []float64{1}}, false},
	} {
		err := tc.row.Validate()
		if (err == nil) != tc.ok || (err != nil && !errors.Is(err, ErrBadRow)) {
			t.Errorf("%s: Validate = %v, want ok=%v", tc.name, err, tc.ok)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	rows := []Row{{Suite: "cpu", Workload: "copy", Impl: "go-copy", Lang: "go", N: 10, Bytes: 160, Inner: 3, Samples: []float64{1e-6, 2e-6}}}
	var buf bytes.Buffer
	if err := Write(&buf, rows); err != nil {
		t.Fatal(err)
	}
	got, err := Read(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Impl != "go-copy" || got[0].Samples[1] != 2e-6 || got[0].Inner != 3 {
		t.Fatalf("round trip = %+v", got)
	}
	if _, err := Read(strings.NewReader(`[{"n":1,"samples_s":[]}]`)); !errors.Is(err, ErrBadRow) {
		t.Errorf("Read of a row without samples = %v, want ErrBadRow", err)
	}
	if _, err := Read(strings.NewReader(`{`)); err == nil {
		t.Error("Read of broken JSON succeeded")
	}
}

func TestTime(t *testing.T) {
	calls := 0
	// The sample length is far above the call's so that a descheduled warm
	// call on a loaded CI machine still leaves several calls per sample.
	samples, inner, err := Time(3, 50*time.Millisecond, func() error {
		calls++
		time.Sleep(100 * time.Microsecond)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) != 3 || inner < 2 {
		t.Fatalf("samples %v inner %d: want 3 samples of several calls", samples, inner)
	}
	for _, s := range samples {
		if s < 100e-6 {
			t.Errorf("sample %v is shorter than the 100 µs call", s)
		}
	}
	if calls < 1+3*inner {
		t.Errorf("%d calls, want at least %d", calls, 1+3*inner)
	}
	boom := errors.New("boom")
	if _, _, err := Time(2, 0, func() error { return boom }); !errors.Is(err, boom) {
		t.Errorf("Time's error = %v, want boom", err)
	}
	if _, _, err := Time(0, 0, func() error { return nil }); !errors.Is(err, ErrBadRow) {
		t.Errorf("Time(0) = %v, want ErrBadRow", err)
	}
}

// TestTimeAlternating: the functions' samples are taken in turn, each of
// its own number of calls.
func TestTimeAlternating(t *testing.T) {
	var order []int
	mk := func(k int, d time.Duration) func() error {
		return func() error { order = append(order, k); time.Sleep(d); return nil }
	}
	samples, inner, err := TimeAlternating(3, 20*time.Millisecond, mk(0, 100*time.Microsecond), mk(1, 2*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) != 2 || len(samples[0]) != 3 || len(samples[1]) != 3 || inner[0] <= inner[1] {
		t.Fatalf("samples %v inner %v: want 3 each, more calls of the shorter function", samples, inner)
	}
	// After the warm-up (two calls each), the calls come in runs of
	// inner[0] zeros and inner[1] ones, three times.
	runs, prev := 0, -1
	for _, k := range order[4:] {
		if k != prev {
			runs++
			prev = k
		}
	}
	if runs != 6 {
		t.Errorf("%d runs of calls after the warm-up, want 6 (alternating): %v", runs, order)
	}
	if _, _, err := TimeAlternating(0, 0, mk(0, 0)); !errors.Is(err, ErrBadRow) {
		t.Errorf("TimeAlternating(0) = %v, want ErrBadRow", err)
	}
}

func TestOperands(t *testing.T) {
	a, b, c := Operands(1000)
	a2, _, _ := Operands(1000)
	for i := range a {
		if a[i] < 0 || a[i] >= 1 || c[i] < 0 || c[i] >= 1 || b[i] < 10 || b[i] >= 11 {
			t.Fatalf("element %d out of range: %v %v %v", i, a[i], b[i], c[i])
		}
		if a[i] != a2[i] {
			t.Fatalf("Operands is not deterministic at %d", i)
		}
	}
	if a[0] == a[1] || a[0] == c[0] {
		t.Error("Operands repeats values")
	}
}

// TestChunks: every element is covered exactly once, in chunks of the
// given length (the last one shorter), whatever the goroutine count, by
// Chunks and by ReduceRuns.
func TestChunks(t *testing.T) {
	for _, tc := range []struct{ n, chunk int }{{1, 1}, {10, 3}, {10, 10}, {10, 100}, {1000, 64}, {100_000, 4096}} {
		for name, split := range map[string]func(n, chunk int, body func(lo, hi int)){"Chunks": Chunks, "ReduceRuns": ReduceRuns} {
			seen := make([]int32, tc.n)
			var bad atomic.Int32
			split(tc.n, tc.chunk, func(lo, hi int) {
				if lo%tc.chunk != 0 || (hi-lo != tc.chunk && hi != tc.n) {
					bad.Add(1)
				}
				for i := lo; i < hi; i++ {
					atomic.AddInt32(&seen[i], 1)
				}
			})
			if bad.Load() != 0 {
				t.Errorf("%s n=%d chunk=%d: %d chunks off the grid", name, tc.n, tc.chunk, bad.Load())
			}
			for i, c := range seen {
				if c != 1 {
					t.Fatalf("%s n=%d chunk=%d: element %d visited %d times", name, tc.n, tc.chunk, i, c)
				}
			}
		}
	}
}
