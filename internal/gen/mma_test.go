package gen

import (
	"strings"
	"testing"
)

// TestMMATargets: kern gen refuses tensor-core kernels, with K042 at the
// call, for a PTX -arch below sm_80 and for an AMD -mcpu without the MFMA
// instructions they need (bfloat16 on gfx908 only for the bfloat16
// kernels), and accepts sm_80 with gfx90a and gfx940.
func TestMMATargets(t *testing.T) {
	for _, c := range []struct {
		arch, mcpu string
		want       int    // diagnostics: one per kernel refused
		msg        string // in each
	}{
		{"sm_80", "gfx90a", 0, ""},
		{"sm_80", "gfx940", 0, ""},
		{"sm_70", "gfx90a", 12, "needs -arch sm_80 or newer"},
		{"sm_80", "gfx1030", 12, "matrix cores (MFMA: gfx908, gfx90a, gfx940), which gfx1030 is not, and this package is generated for -mcpu gfx1030: run kern gen -mcpu gfx90a"},
		{"sm_80", "gfx908", 4, "bfloat16 tensor-core MMA needs gfx90a or gfx940"},
	} {
		t.Run(c.arch+"/"+c.mcpu, func(t *testing.T) {
			pkgs, diags, err := Generate(Options{Dir: ".", Patterns: []string{"../testing/mmatest"}, Arch: c.arch, MCPUs: []string{c.mcpu}})
			if err != nil {
				t.Fatal(err)
			}
			if len(diags) != c.want || (c.want == 0) != (len(pkgs) == 1) {
				t.Fatalf("%d packages, %d diagnostics %v; want %d", len(pkgs), len(diags), diags, c.want)
			}
			for _, d := range diags {
				if d.Code != "K042" || !strings.Contains(d.Msg, c.msg) || !strings.HasSuffix(d.Pos.Filename, "mmatest/mmatest.go") || d.Pos.Line == 0 {
					t.Errorf("diagnostic %q: want K042 at mmatest.go saying %q", d.Error(), c.msg)
				}
				if c.mcpu == "gfx908" && !strings.Contains(d.Kernel, "BF16") {
					t.Errorf("gfx908 refused %s, which has no bfloat16", d.Kernel)
				}
			}
		})
	}
}
