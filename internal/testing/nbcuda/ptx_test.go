package nbcuda

import (
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// The checked-in PTX (bar.red and membar among the rest) assembles with
// ptxas for the architecture it was written for, the A100's and the
// H100's (skipped without ptxas unless KERN_REQUIRE_TOOLS=1).
func TestGeneratedPTXAssembles(t *testing.T) {
	if testing.Short() {
		t.Skip("ptxas over the whole module (slow)")
	}
	p, ok := kern.Generated().Package("github.com/kernlab/kern/internal/testing/nbcuda")
	if !ok {
		t.Fatal("github.com/kernlab/kern/internal/testing/nbcuda is not registered")
	}
	testtool.AssemblePTX(t, "kern_gen.ptx", p.PTXArch, "sm_80", "sm_90")
}
