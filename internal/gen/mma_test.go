package gen

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
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
}
