package gen

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// TestMMAArch checks that tensor-core kernels are refused for an -arch
// without mma.sync, with K042 at the MMA call (every kernel of package
// mmatest uses one), and accepted for sm_80.
func TestMMAArch(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and compiles a package")
	}
	pat := []string{"../testing/mmatest"}
	_, diags, err := Generate(Options{Dir: ".", Patterns: pat, Arch: "sm_75", Generator: "test", NoFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(diags) != 12 {
		t.Fatalf("%d diagnostics, want one per kernel (12): %v", len(diags), diags)
	}
	for _, d := range diags {
		if d.Code != compiler.CodeMMA || filepath.Base(d.Pos.Filename) != "mmatest.go" || d.Pos.Line == 0 ||
			!strings.Contains(d.Msg, "sm_80") || !strings.Contains(d.Msg, "sm_75") {
			t.Errorf("diagnostic %v: want K042 at an MMA call of mmatest.go naming sm_75 and sm_80", d)
		}
	}
	if _, diags, err := Generate(Options{Dir: ".", Patterns: pat, Arch: "sm_80", Generator: "test", NoFiles: true}); err != nil || len(diags) > 0 {
		t.Fatalf("sm_80: %v %v", err, diags)
	}
	// A debug build checks each tile's bounds before the MMA operation.
	pkgs, diags, err := Generate(Options{Dir: ".", Patterns: pat, Arch: "sm_90", Generator: "test", NoFiles: true,
		Compiler: compiler.Options{Debug: true}})
	if err != nil || len(diags) > 0 {
		t.Fatalf("sm_90 -debug: %v %v", err, diags)
	}
	n := 0
	for _, tr := range pkgs[0].Traps {
		if strings.Contains(tr, "MMA tile out of range") {
			n++
		}
	}
	if n == 0 {
		t.Errorf("the debug build has no MMA tile checks in its trap table %v", pkgs[0].Traps)
	}
	ptxas := testtool.Path(t, "KERN_PTXAS")
	src := filepath.Join(t.TempDir(), "mma.ptx")
	if err := os.WriteFile(src, pkgs[0].PTX, 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command(ptxas, "-arch=sm_90", src, "-o", src+".cubin").CombinedOutput(); err != nil {
		t.Errorf("ptxas -arch=sm_90 of the debug build: %v\n%s", err, b)
	}
}
