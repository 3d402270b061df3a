package simt_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestRaceDetectorSeesLoopKernels: under -race, two threads of one block
// writing the same element of a kernel that never synchronizes (run as a
// plain loop per block otherwise) are reported as a data race. It builds
// and runs testdata/racy with -race, which takes a while: skipped with
// -short.
func TestRaceDetectorSeesLoopKernels(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a -race program (-short)")
	}
	gobin := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(gobin); err != nil {
		t.Skip("no go command")
	}
	cmd := exec.Command(gobin, "run", "-race", "./testdata/racy")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
	out, err := cmd.CombinedOutput()
	if strings.Contains(string(out), "-race requires cgo") || strings.Contains(string(out), "C compiler") {
		t.Skip("the race detector needs cgo and a C compiler here")
	}
	if err == nil || !strings.Contains(string(out), "WARNING: DATA RACE") {
		t.Fatalf("no race reported (err %v):\n%s", err, out)
	}
}
