// Package extest runs an example program, as a user would, on the emulated
// CUDA and ROC devices: the test binary re-executes itself with
// KERN_EMULATE=cuda (then roc) and the program's flags, and the program's own self-check (which exits
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

// Emulated runs the program on each emulated GPU — with -target cuda
// under KERN_EMULATE=cuda, then -target roc under KERN_EMULATE=roc — and
// returns the outputs; a non-zero exit fails the test.
func Emulated(t *testing.T, args ...string) string {
	t.Helper()
	var all strings.Builder
	for _, g := range []struct{ target, device string }{{"cuda", "emulated CUDA device"}, {"roc", "emulated ROC device"}} {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), runMain+"=1", runMain+"_ARGS="+strings.Join(append([]string{"-target", g.target}, args...), " "),
			"KERN_EMULATE="+g.target)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("-target %s %s on the %s: %v\n%s", g.target, strings.Join(args, " "), g.device, err, out)
		}
		if !strings.Contains(string(out), g.device) {
			t.Fatalf("the program did not run on the %s:\n%s", g.device, out)
		}
		all.Write(out)
	}
	return all.String()
}

// Run runs the program once with the given KERN_EMULATE value and flags
// and returns its output; a non-zero exit fails the test.
func Run(t *testing.T, emulate string, args ...string) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), runMain+"=1", runMain+"_ARGS="+strings.Join(args, " "), "KERN_EMULATE="+emulate)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("KERN_EMULATE=%s, %s: %v\n%s", emulate, strings.Join(args, " "), err, out)
	}
	return string(out)
}
