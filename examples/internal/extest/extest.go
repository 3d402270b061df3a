// Package extest runs an example program, as a user would, on the emulated
// CUDA device: the test binary re-executes itself with KERN_EMULATE=cuda
// and the program's flags, and the program's own self-check (which exits
// non-zero when a result differs from the plain Go loop) decides.
package extest

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

const runMain = "KERN_EXAMPLE_RUN_MAIN"

// Main is the example's TestMain: in the re-executed process it runs the
// program's main with the given arguments instead of the tests.
func Main(m *testing.M, main func()) {
	if os.Getenv(runMain) == "1" {
		os.Args = append([]string{os.Args[0]}, strings.Fields(os.Getenv(runMain+"_ARGS"))...)
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Emulated runs the program with -target cuda and args on the emulated
// CUDA device and returns its output; a non-zero exit fails the test.
func Emulated(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), runMain+"=1", runMain+"_ARGS="+strings.Join(append([]string{"-target", "cuda"}, args...), " "),
		"KERN_EMULATE=cuda")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("-target cuda %s on the emulated device: %v\n%s", strings.Join(args, " "), err, out)
	}
	if !strings.Contains(string(out), "emulated CUDA device") {
		t.Fatalf("the program did not run on the emulated device:\n%s", out)
	}
	return string(out)
}
