package nbcuda

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// The checked-in PTX (bar.red and membar among the rest) assembles with
// ptxas for the architecture it was written for, the A100's and the
// H100's (skipped without ptxas unless KERN_REQUIRE_TOOLS=1).
func TestGeneratedPTXAssembles(t *testing.T) {
	if testing.Short() {
		t.Skip("ptxas over the whole module (slow)")
	}
	p, ok := kern.Generated().Package("github.com/kernlab/kern/internal/testing/nbcuda")
	if !ok {
		t.Fatal("github.com/kernlab/kern/internal/testing/nbcuda is not registered")
	}
	testtool.AssemblePTX(t, "kern_gen.ptx", p.PTXArch, "sm_80", "sm_90")
}

// numba's test_localmem and test_constmem inspect the PTX: a local array
// lives in .local memory, and a package-level table is read with a
// ld.const of the element's width.
func TestNumbaMemPTX(t *testing.T) {
	src, err := os.ReadFile("kern_gen.ptx")
	if err != nil {
		t.Fatal(err)
	}
	entry := func(name string) string {
		_, body, ok := strings.Cut(string(src), ".entry github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2e"+name+"(")
		if !ok {
			t.Fatalf("no entry %s", name)
		}
		body, _, _ = strings.Cut(body, "\n}\n")
		return body
	}
	for _, c := range []struct{ kernel, re string }{
		{"Culocal", `\.local .*__local_0\[4000\]`},
		{"Cuconst", `ld\.const\.[bf]64`},
		{"Cuconst2D", `ld\.const\.[bus]32`},
		{"Cuconst3D", `ld\.const\.v2\.f32`}, // numba's: one 8-byte load of a complex64
		{"CuconstRecAlign", `ld\.const\.u8(?s:.*)ld\.const\.[bu]32`},
	} {
		if !regexp.MustCompile(c.re).MatchString(entry(c.kernel)) {
			t.Errorf("%s: no %s in its PTX", c.kernel, c.re)
		}
	}
	// A complex64 of a table aligned to 8 is one ld.const.v2.f32; one 4
	// bytes off an 8-byte boundary is read as two floats.
	if body := entry("Cuconst3D"); strings.Count(body, "ld.const") != 1 {
		t.Errorf("Cuconst3D: %d ld.const, want the one ld.const.v2.f32", strings.Count(body, "ld.const"))
	}
	if body := entry("CuconstComplex"); strings.Count(body, "ld.const.v2.f32") != 1 || strings.Count(body, "ld.const.f32") != 2 {
		t.Errorf("CuconstComplex: want one ld.const.v2.f32 (const3D) and two ld.const.f32 (constTagged's Z):\n%s", body)
	}
	// LLVM is told the same alignment on AMD.
	ll, err := os.ReadFile("kern_gen_gfx1030.ll")
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`load <2 x float>, ptr addrspace\(4\) %\S+, align 8`).Match(ll) {
		t.Errorf("kern_gen_gfx1030.ll: no 8-byte aligned load <2 x float> of a constant table")
	}
	// culocal's 1000 int32s are cleared by a loop of st.local.v4 (not a
	// store per element), and range's whole-array read is gone: the one
	// ld.local is the copy-out loop's.
	body := entry("Culocal")
	if st, ld := strings.Count(body, "st.local"), strings.Count(body, "ld.local"); st > 8 || ld != 1 || !strings.Contains(body, "st.local.v4.b32") {
		t.Errorf("Culocal: %d st.local and %d ld.local (want a loop of st.local.v4.b32 and the one ld.local)", st, ld)
	}
}
