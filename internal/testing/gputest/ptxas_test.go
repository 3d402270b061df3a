package gputest

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/kernlab/kern/internal/testing/testtool"
)

// TestShippedPTXAssembles runs ptxas on the suite's kern_gen.ptx for the
// oldest and newest architectures kern targets (kern gen already built
// the AMD code objects with llc and ld.lld).
func TestShippedPTXAssembles(t *testing.T) {
	ptxas := testtool.Path(t, "KERN_PTXAS")
	for _, arch := range []string{"sm_70", "sm_90"} {
		out, err := exec.Command(ptxas, "-arch="+arch, "kern_gen.ptx", "-o", filepath.Join(t.TempDir(), "k.cubin")).CombinedOutput()
		if err != nil {
			t.Fatalf("ptxas -arch=%s: %v\n%s", arch, err, out)
		}
	}
}
