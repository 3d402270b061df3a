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

// TestMMAMCPU: kern gen refuses tensor-core kernels for an AMD -mcpu
// without the MFMA instructions they need, with K042 at the call — every
// kernel on gfx1030, the bfloat16 ones on gfx908 — and accepts gfx90a
// and gfx940.
func TestMMAMCPU(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and compiles a package")
	}
	for _, c := range []struct {
		mcpu string
		want int    // diagnostics: one per kernel refused
		msg  string // in each
	}{
		{"gfx90a", 0, ""},
		{"gfx940", 0, ""},
		{"gfx1030", 12, "matrix cores (MFMA: gfx908, gfx90a, gfx940), which gfx1030 is not, and this package is generated for -mcpu gfx1030: run kern gen -mcpu gfx90a"},
		{"gfx908", 4, "bfloat16 tensor-core MMA needs gfx90a or gfx940"},
	} {
		t.Run(c.mcpu, func(t *testing.T) {
			_, diags, err := Generate(Options{Dir: ".", Patterns: []string{"../testing/mmatest"}, Arch: "sm_80", MCPUs: []string{c.mcpu}, Generator: "test", NoFiles: true})
			if err != nil {
				t.Fatal(err)
			}
			if len(diags) != c.want {
				t.Fatalf("%d diagnostics %v; want %d", len(diags), diags, c.want)
			}
			for _, d := range diags {
				if d.Code != compiler.CodeMMA || filepath.Base(d.Pos.Filename) != "mmatest.go" || d.Pos.Line == 0 || !strings.Contains(d.Msg, c.msg) {
					t.Errorf("diagnostic %q: want K042 at mmatest.go saying %q", d.Error(), c.msg)
				}
				if c.mcpu == "gfx908" && !strings.Contains(d.Kernel, "BF16") {
					t.Errorf("gfx908 refused %s, which has no bfloat16", d.Kernel)
				}
			}
		})
	}
}
