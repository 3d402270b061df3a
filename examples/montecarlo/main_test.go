package main

import (
	"math"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/examples/internal/extest"
)

func TestMain(m *testing.M) { extest.Main(m, main) }

// Every CPU target counts exactly what the plain loop counts, and the
// estimate is near π.
func TestMonteCarloOnCPUTargets(t *testing.T) {
	for _, tgt := range []string{"cpu", "parallel", "sim"} {
		var out strings.Builder
		if err := run(&out, tgt, 1000, 64, 7); err != nil {
			t.Fatalf("%s: %v", tgt, err)
		}
		if !strings.Contains(out.String(), "check: every thread's count equals") {
			t.Fatalf("%s: %s", tgt, out.String())
		}
	}
}

// The stream is Philox4x32-10's: seed 0, subsequence 0 starts with
// Random123's known answer for counter 0 and key 0.
func TestKnownAnswerStream(t *testing.T) {
	r := kern.NewRand(0, 0)
	want := []uint32{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}
	for i, w := range want {
		if got := r.Uint32(); got != w {
			t.Fatalf("draw %d = %#x, want %#x", i, got, w)
		}
	}
}

// Enough points give π to a few standard errors.
func TestEstimate(t *testing.T) {
	const threads, draws = 4096, 256
	var total int64
	for _, h := range plainHits(1, draws, threads) {
		total += h
	}
	n := float64(threads * draws)
	pi := 4 * float64(total) / n
	if se := 4 * math.Sqrt(math.Pi/4*(1-math.Pi/4)/n); math.Abs(pi-math.Pi) > 5*se {
		t.Fatalf("π ≈ %v, more than 5 standard errors (%v) from π", pi, se)
	}
}

// Bad flags are errors.
func TestBadFlags(t *testing.T) {
	if err := run(new(strings.Builder), "cpu", 0, 1, 1); err == nil {
		t.Error("0 threads accepted")
	}
	if err := run(new(strings.Builder), "tpu", 1, 1, 1); err == nil {
		t.Error("target tpu accepted")
	}
}

// TestOnEmulatedGPUs runs the program with -target cuda and -target roc on
// the emulated devices; the program checks every count against plain Go.
func TestOnEmulatedGPUs(t *testing.T) {
	t.Log(extest.Emulated(t, "-threads", "3000", "-draws", "32"))
}
