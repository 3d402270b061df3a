// Package testtool finds the external tools that tests use to check
// generated code (ptxas 11.8 and 12.4, llc, ld.lld, the driver libraries,
// NumPy).
//
// A test that needs a tool skips with a message when it is absent, and fails
// instead when KERN_REQUIRE_TOOLS=1, as CI sets after running
// scripts/install-tools.sh.
package testtool

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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

// PTXASISA84 is the environment variable naming a ptxas that reads PTX
// ISA 8.4 (CUDA 12.4's, from Debian 13's non-free; install-tools.sh
// fetches it), which the FP8 tensor-core PTX needs. KERN_PTXAS, CUDA
// 11.8's, reads PTX ISA 7.8 at most; it stays the assembler of every other
// check because the register budgets are measured with it.
const PTXASISA84 = "KERN_PTXAS_ISA84"

// AssemblePTX runs ptxas (KERN_PTXAS) on the PTX file for each
// architecture, failing the test with ptxas's output where it refuses
// (skipping or failing as Path does without ptxas).
func AssemblePTX(t testing.TB, file string, archs ...string) {
	t.Helper()
	assemble(t, Path(t, "KERN_PTXAS"), file, archs)
}

// AssemblePTXISA84 is AssemblePTX with the ptxas of KERN_PTXAS_ISA84,
// for modules of PTX ISA 8.4 (FP8 mma.sync).
func AssemblePTXISA84(t testing.TB, file string, archs ...string) {
	t.Helper()
	assemble(t, Path(t, PTXASISA84), file, archs)
}

// RefusePTXISA84 fails the test unless the ptxas of KERN_PTXAS_ISA84
// refuses the PTX file for arch with a message containing want. Tests
// run it on a mutated module (a wrong type suffix, too low a .version) to
// show that their assembly checks what they say it checks.
func RefusePTXISA84(t testing.TB, file, arch, want string) {
	t.Helper()
	ptxas := Path(t, PTXASISA84)
	b, err := exec.Command(ptxas, "-arch="+arch, file, "-o", filepath.Join(t.TempDir(), arch+".cubin")).CombinedOutput()
	if err == nil || !strings.Contains(string(b), want) {
		t.Errorf("ptxas -arch=%s %s: %v, want a refusal saying %q\n%s", arch, file, err, want, b)
	}
}

func assemble(t testing.TB, ptxas, file string, archs []string) {
	t.Helper()
	for _, arch := range archs {
		out := filepath.Join(t.TempDir(), arch+".cubin")
		if b, err := exec.Command(ptxas, "-arch="+arch, file, "-o", out).CombinedOutput(); err != nil {
			t.Errorf("ptxas -arch=%s %s: %v\n%s", arch, file, err, b)
		}
	}
}
