// Package testtool finds the external tools that tests use to check
// generated code (ptxas, llc, ld.lld, the driver libraries, NumPy).
//
// A test that needs a tool skips with a message when it is absent, and fails
// instead when KERN_REQUIRE_TOOLS=1, as CI sets after running
// scripts/install-tools.sh.
package testtool

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Required reports whether missing tools are failures (KERN_REQUIRE_TOOLS=1).
func Required() bool { return os.Getenv("KERN_REQUIRE_TOOLS") == "1" }

// Path returns the file named by the environment variable env (for example
// KERN_PTXAS), skipping or failing the test when it is unset or missing.
func Path(t testing.TB, env string) string {
	t.Helper()
	p := os.Getenv(env)
	if p != "" {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	Missing(t, env+" is unset or names a missing file (run scripts/install-tools.sh and source its env.sh)")
	return ""
}

// Python returns a python3 that can import numpy, or skips/fails.
func Python(t testing.TB) string {
	t.Helper()
	for _, p := range []string{os.Getenv("KERN_PYTHON"), "/usr/bin/python3", "python3"} {
		if p == "" {
			continue
		}
		if err := exec.Command(p, "-c", "import numpy").Run(); err == nil {
			return p
		}
	}
	Missing(t, "no python3 with numpy (apt-get install python3-numpy)")
	return ""
}

// Missing skips the test with why, or fails it when tools are required.
func Missing(t testing.TB, why string) {
	t.Helper()
	if Required() {
		t.Fatalf("required tool missing: %s", why)
	}
	t.Skip(why)
}

// AssemblePTX runs ptxas on the PTX file for each architecture, failing
// the test with ptxas's output where it refuses (skipping or failing as
// Path does without ptxas).
func AssemblePTX(t testing.TB, file string, archs ...string) {
	t.Helper()
	ptxas := Path(t, "KERN_PTXAS")
	for _, arch := range archs {
		out := filepath.Join(t.TempDir(), arch+".cubin")
		if b, err := exec.Command(ptxas, "-arch="+arch, file, "-o", out).CombinedOutput(); err != nil {
			t.Errorf("ptxas -arch=%s %s: %v\n%s", arch, file, err, b)
		}
	}
}
