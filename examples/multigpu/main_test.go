package main

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/examples/internal/extest"
)

func TestMain(m *testing.M) { extest.Main(m, main) }

// Without a GPU (this process has no KERN_EMULATE) the program falls back
// to the parallel CPU target and checks its result; the CPU targets are
// exact.
func TestRunOnCPU(t *testing.T) {
	if d, err := kern.DefaultDevice(kern.Auto); err == nil && d.Info().Kind != "host" {
		t.Skip("this process has a GPU")
	}
	var out strings.Builder
	if err := run(&out, "auto", 20001, 1); err != nil {
		t.Fatal(err)
	}
	if s := out.String(); !strings.Contains(s, "parallel CPU target") || !strings.Contains(s, "check: all 20001 elements") {
		t.Fatalf("output:\n%s", s)
	}
	if err := run(io.Discard, "nope", 10, 1); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("unknown target: %v", err)
	}
	if err := run(io.Discard, "auto", 0, 1); err == nil {
		t.Error("-n 0 accepted")
	}
}

// On four emulated CUDA devices (and two ROC ones) the call is spread
// over all of them and the program's check passes; one emulated device
// works the same way.
func TestOnEmulatedDevices(t *testing.T) {
	for _, c := range []struct {
		emulate, target string
		devices         int
	}{{"cuda:4", "cuda", 4}, {"roc:2", "roc", 2}, {"cuda", "auto", 1}} {
		out := extest.Run(t, c.emulate, "-target", c.target, "-n", "100003", "-reps", "1")
		want := []string{"spread over " + string(rune('0'+c.devices)) + " device(s)", "check: all 100003 elements match"}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("KERN_EMULATE=%s: output lacks %q:\n%s", c.emulate, w, out)
			}
		}
		if c.devices > 1 && !strings.Contains(out, "emu0:01:00.0") {
			t.Errorf("KERN_EMULATE=%s: device 1 is not listed:\n%s", c.emulate, out)
		}
	}
}
