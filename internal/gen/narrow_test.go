package gen

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// TestNarrowedCode: cores that widen float32 operands to float64 for one
// operation and round back compile to float32 instructions on both GPU
// backends, with no float64 left (compiler/passes.Narrow).
func TestNarrowedCode(t *testing.T) {
	pkgs, diags, err := Generate(Options{Dir: ".", Patterns: []string{"./testdata/narrow"},
		MCPUs: []string{"gfx90a"}, Tools: amdgpu.ToolsFromEnv(), Generator: "test"})
	if err != nil || len(diags) > 0 {
		t.Fatal(err, diags)
	}
	ptx := string(pkgs[0].PTX)
	for _, want := range []string{"add.rn.f32", "sub.rn.f32", "mul.rn.f32", "div.rn.f32", "sqrt.rn.f32"} {
		if !strings.Contains(ptx, want) {
			t.Errorf("PTX has no %s", want)
		}
	}
	if m := regexp.MustCompile(`\S+\.f64\b`).FindString(ptx); m != "" {
		t.Errorf("PTX still computes in float64: %s", m)
	}
	// Div32 and Third, each in a contiguous and a strided entry (Div32's
	// reduce stages, which call it in their folds, are not counted).
	n := 0
	for _, e := range strings.Split(ptx, ".entry ")[1:] {
		if name, _, _ := strings.Cut(e, "("); strings.Contains(name, "contig") || strings.Contains(name, "strided") {
			n += strings.Count(e, "div.rn.f32")
		}
	}
	if n != 4 {
		t.Errorf("PTX has %d div.rn.f32 in element-wise entries, want 4", n)
	}
	testtool.Path(t, "KERN_LLC")
	ll := string(pkgs[0].LLVM)
	for _, want := range []string{"fadd float", "fsub float", "fmul float", "fdiv float", "@llvm.amdgcn.sqrt.f32"} {
		if !strings.Contains(ll, want) {
			t.Errorf("LLVM IR has no %s", want)
		}
	}
	for _, bad := range []string{"double", "fpext", "fptrunc"} {
		if strings.Contains(ll, bad) {
			t.Errorf("LLVM IR still has %s", bad)
		}
	}
}
