package devshared

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/kernlab/kern/internal/testing/testtool"
)

// TestShippedPTXAssembles runs ptxas on the package's kern_gen.ptx for
// sm_70, sm_80 and sm_90 (kern gen already built the AMD code objects
// with llc and ld.lld), and reads NearLimit's shared memory from ptxas -v:
// 48 KiB, the kernel's array and big's once, however many calls.
func TestShippedPTXAssembles(t *testing.T) {
	ptxas := testtool.Path(t, "KERN_PTXAS")
	smem := regexp.MustCompile(`Function properties for (\S+)|Used \d+ registers, (\d+) bytes smem`)
	for _, arch := range []string{"sm_70", "sm_80", "sm_90"} {
		out, err := exec.Command(ptxas, "-v", "-arch="+arch, "kern_gen.ptx", "-o", filepath.Join(t.TempDir(), "k.cubin")).CombinedOutput()
		if err != nil {
			t.Fatalf("ptxas -arch=%s: %v\n%s", arch, err, out)
		}
		fn, got := "", map[string]string{}
		for _, m := range smem.FindAllStringSubmatch(string(out), -1) {
			if m[1] != "" {
				fn = m[1]
			} else {
				got[fn] = m[2]
			}
		}
		if s := got["github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit"]; s != "49152" {
			t.Errorf("ptxas -arch=%s: NearLimit has %q bytes of shared memory, want 49152\n%s", arch, s, out)
		}
	}
}
