package main

import (
	"testing"

	"github.com/kernlab/kern/examples/internal/extest"
)

func TestMain(m *testing.M) { extest.Main(m, main) }

// TestOnEmulatedGPUs runs the program with -target cuda and -target roc on
// the emulated devices (KERN_EMULATE=cuda, then roc): the PTX and LLVM IR
// kern gen shipped, through the runtime's GPU path; the program checks its
// results against plain Go.
func TestOnEmulatedGPUs(t *testing.T) {
	out := extest.Emulated(t, "-n", "4096")
	t.Log(out)
}
