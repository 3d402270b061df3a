package main

import (
	"testing"

	"github.com/kernlab/kern/examples/internal/extest"
)

func TestMain(m *testing.M) { extest.Main(m, main) }

// TestOnEmulatedCUDA runs the program with -target cuda on the emulated
// CUDA device (KERN_EMULATE=cuda): the PTX kern gen shipped, through the
// runtime's GPU path; the program checks its results against plain Go.
func TestOnEmulatedCUDA(t *testing.T) {
	out := extest.Emulated(t, "-n", "100003", "-dtype", "both", "-reps", "1")
	t.Log(out)
}
