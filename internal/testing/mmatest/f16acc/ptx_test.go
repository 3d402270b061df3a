package f16acc

import (
	"os"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// TestGeneratedPTX assembles the checked-in PTX with ptxas for sm_80 and
// sm_90 (skipped without ptxas unless KERN_REQUIRE_TOOLS=1) and checks that
// every mma.sync is the f16-accumulating form, two per MMA call (Layouts,
// Shared and Scale one call, Fill two), which ptxas cannot tell from the f32 one.
func TestGeneratedPTX(t *testing.T) {
	p, ok := kern.Generated().Package("github.com/kernlab/kern/internal/testing/mmatest/f16acc")
	if !ok {
		t.Skip("no kern_gen.go: run go generate ./internal/testing/mmatest/f16acc")
	}
	testtool.AssemblePTX(t, "kern_gen.ptx", p.PTXArch, "sm_90")
	src, err := os.ReadFile("kern_gen.ptx")
	if err != nil {
		t.Fatal(err)
	}
	all := strings.Count(string(src), "mma.sync")
	f16 := strings.Count(string(src), "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 ")
	if all != 10 || f16 != all {
		t.Errorf("%d mma.sync, %d of them m16n8k16 …f16.f16.f16.f16; want 10, all", all, f16)
	}
}

// TestGeneratedLL checks each processor's LLVM IR: the float32 matrix
// instruction (MFMA on gfx90a and gfx940, WMMA on gfx1100) between C
// widened from half and D rounded to half (fptrunc, nearest even).
func TestGeneratedLL(t *testing.T) {
	for _, c := range []struct{ file, call string }{
		{"kern_gen.ll", "@llvm.amdgcn.mfma.f32.16x16x16f16("},
		{"kern_gen_gfx940.ll", "@llvm.amdgcn.mfma.f32.16x16x16f16("},
		{"kern_gen_gfx1100.ll", "@llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32("},
	} {
		src, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		s := string(src)
		// Every mention but the declaration is a call.
		if n := strings.Count(s, c.call) - 1; n != 5 {
			t.Errorf("%s: %d calls of %s, want 5 (one per MMA call)", c.file, n, c.call)
		}
		if !strings.Contains(s, "fptrunc float") || !strings.Contains(s, "fpext half") {
			t.Errorf("%s: no fpext of C or fptrunc of D", c.file)
		}
	}
}
