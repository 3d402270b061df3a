// Package rawlaunch holds the C program of bench/gpu's launch-cost anchor
// (csrc/rawlaunch.c) and its test against the stand-in libcuda.
package rawlaunch

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern/bench/internal/measure"
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
	rowsPath := filepath.Join(t.TempDir(), "rows.json")
	cmd := exec.Command(bin, "../../kernels/kern_gen.ptx", "2", rowsPath)
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
	if launches["empty"] != 4000 || launches["disc"] != 4000 {
		t.Errorf("launches %v, want 4000 of each", launches)
	}
	// The rows for the report: each case under the workload of kern's
	// row it anchors, one sample per batch.
	f, err := os.Open(rowsPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := measure.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rows {
		got = append(got, fmt.Sprintf("%s/%s/%d", r.Workload, r.Impl, r.N))
		if r.Suite != "gpu" || len(r.Samples) != 2 || r.Inner != 1000 || r.Bytes != 0 {
			t.Errorf("row %+v", r)
		}
	}
	if want := "launch-empty/raw-cuLaunchKernel/0 launch-empty-sync/raw-cuLaunchKernel/0 " +
		"dispatch/raw-cuLaunchKernel/16 dispatch-sync/raw-cuLaunchKernel/16"; strings.Join(got, " ") != want {
		t.Errorf("rows %v, want %s", got, want)
	}
}

// TestRawLaunchRTSyntax checks the runtime-API anchor (csrc/rawlaunch_rt.cu,
// built with nvcc on the GPU machine) with clang's CUDA front end against
// a stand-in cuda_runtime.h: it compiles for host and device.
func TestRawLaunchRTSyntax(t *testing.T) {
	clang := ""
	for _, c := range []string{"clang-15", "clang"} {
		if p, err := exec.LookPath(c); err == nil {
			clang = p
			break
		}
	}
	if clang == "" {
		testtool.Missing(t, "no clang to check csrc/rawlaunch_rt.cu")
	}
	out, err := exec.Command(clang, "-x", "cuda", "-nocudainc", "-nocudalib", "--cuda-gpu-arch=sm_80", "-Itestdata/cudastub",
		"-fsyntax-only", "-Wall", "-Wextra", "-Werror", "csrc/rawlaunch_rt.cu").CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", clang, err, out)
	}
}
