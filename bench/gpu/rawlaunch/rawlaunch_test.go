// Package rawlaunch holds the C program of bench/gpu's launch-cost anchor
// (csrc/rawlaunch.c) and its test against the stand-in libcuda.
package rawlaunch

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern/internal/testing/standin"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// The anchor program builds with cc against cuda.h and makes exactly the
// launches it reports: on the stand-in libcuda (which runs no kernel but
// checks every call), 1000 launches per case of the empty kernel and of
// kern's Discriminant wrapper with n = 16 and the three inputs and the
// output on the device.
func TestRawLaunch(t *testing.T) {
	inc := os.Getenv("KERN_CUDA_INCLUDE")
	if inc == "" {
		testtool.Missing(t, "KERN_CUDA_INCLUDE is unset (run scripts/install-tools.sh and source its env.sh)")
	}
	if _, err := exec.LookPath("cc"); err != nil {
		testtool.Missing(t, "no C compiler (cc)")
	}
	bin := filepath.Join(t.TempDir(), "rawlaunch")
	if out, err := exec.Command("cc", "-O2", "-Wall", "-Wextra", "-Werror", "-I"+inc, "-o", bin, "csrc/rawlaunch.c", "-ldl").CombinedOutput(); err != nil {
		t.Fatalf("cc: %v\n%s", err, out)
	}
	// The program runs in its own process: it configures nothing and
	// prints the library's log itself.
	lib := standin.ForTest(t, standin.CUDA)
	cmd := exec.Command(bin, "../../kernels/kern_gen.ptx", "1")
	cmd.Env = append(os.Environ(), "KERN_LIBCUDA="+lib.Path, "RAWLAUNCH_STANDIN_LOG=1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("rawlaunch: %v\n%s%s", err, out, stderr.String())
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	var cases []string
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) != 6 || f[0] != "rawlaunch" || f[2] != "1000" || f[3] != "us_per_launch" {
			t.Fatalf("unexpected line %q in:\n%s", l, out)
		}
		cases = append(cases, f[1])
	}
	if strings.Join(cases, " ") != "empty empty-sync disc disc-sync" {
		t.Errorf("cases %v", cases)
	}
	launches := map[string]int{}
	for _, l := range strings.Split(stderr.String(), "\n") {
		if !strings.HasPrefix(l, "cuLaunchKernel ") {
			continue
		}
		switch {
		case strings.Contains(l, " rawlaunch_empty ") && strings.Contains(l, "params= "):
			launches["empty"]++
		case strings.Contains(l, "Discriminant_5f_5fcontig ") && strings.Contains(l, "params=x10;d1+0;x0;d2+0;x0;d3+0;x0;d4+0 "):
			launches["disc"]++
		default:
			t.Errorf("unexpected launch %q", l)
		}
	}
	if launches["empty"] != 2000 || launches["disc"] != 2000 {
		t.Errorf("launches %v, want 2000 of each", launches)
	}
}
