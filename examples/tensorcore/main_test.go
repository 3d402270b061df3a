package main

import (
	"strings"
	"testing"

	"github.com/kernlab/kern/examples/internal/extest"
)

func TestMain(m *testing.M) { extest.Main(m, main) }

// Every CPU target gives kern.MMA's float32 accumulation bit for bit (the
// program checks it), within the bound of the float64 product.
func TestTensorCoreOnCPUTargets(t *testing.T) {
	for _, tgt := range []string{"cpu", "parallel", "sim"} {
		for _, dt := range []string{"f16", "bf16"} {
			var out strings.Builder
			if err := run(&out, tgt, dt, 64, 128, 48); err != nil {
				t.Fatalf("%s %s: %v", tgt, dt, err)
			}
			if !strings.Contains(out.String(), "8192 of 8192 equal") {
				t.Fatalf("%s %s: %s", tgt, dt, out.String())
			}
		}
	}
}

// Bad flags are errors.
func TestBadFlags(t *testing.T) {
	for _, c := range []struct {
		tgt, dt string
		m, n, k int
	}{{"cpu", "f16", 60, 64, 16}, {"cpu", "f16", 64, 64, 20}, {"cpu", "f8", 64, 64, 16}, {"tpu", "f16", 64, 64, 16}} {
		if err := run(new(strings.Builder), c.tgt, c.dt, c.m, c.n, c.k); err == nil {
			t.Errorf("%+v accepted", c)
		}
	}
}

// TestOnEmulatedGPU runs the program with -target cuda on an emulated
// sm_80 (tensor cores need it) and with -target roc on the emulated
// gfx90a (MFMA, 256-thread blocks of four wavefronts), where the result
// is also the documented accumulation bit for bit.
func TestOnEmulatedGPU(t *testing.T) {
	for _, c := range []struct{ emulate, target, device string }{
		{"cuda,sm_80", "cuda", "emulated CUDA device"},
		{"roc", "roc", "emulated ROC device"},
	} {
		for _, dt := range []string{"f16", "bf16"} {
			out := extest.Run(t, c.emulate, "-target", c.target, "-dtype", dt, "-m", "64", "-n", "128", "-k", "48")
			if !strings.Contains(out, c.device) || !strings.Contains(out, "8192 of 8192 equal") {
				t.Fatalf("%s -dtype %s:\n%s", c.target, dt, out)
			}
			t.Log(out)
		}
	}
}
