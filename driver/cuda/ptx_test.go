package cuda

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/kernlab/kern/internal/testing/testtool"
)

// TestTestKernelsAssemble runs the hand-written PTX of the GPU tests through
// ptxas, so that a mistake in them shows up without a GPU.
func TestTestKernelsAssemble(t *testing.T) {
	ptxas := testtool.Path(t, "KERN_PTXAS")
	dir := t.TempDir()
	src := filepath.Join(dir, "vadd.ptx")
	if err := os.WriteFile(src, []byte(vaddPTX), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, arch := range []string{"sm_50", "sm_80", "sm_90"} {
		out, err := exec.Command(ptxas, "-arch="+arch, "-o", filepath.Join(dir, arch+".cubin"), src).CombinedOutput()
		if err != nil {
			t.Errorf("ptxas -arch=%s: %v\n%s", arch, err, out)
		}
	}
}
