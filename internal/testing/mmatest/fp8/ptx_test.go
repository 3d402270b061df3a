package fp8

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// TestGeneratedPTX checks the checked-in PTX's structure and assembles
// what ptxas 11.8 can read of it. The module is PTX ISA 8.4 (FP8
// mma.sync), above the 7.8 that ptxas 11.8 reads, so the test assembles
// it for sm_89 and sm_90 with .version 7.8 and each FP8 mma.sync replaced
// by the m16n8k16 f16 form, whose operands have the same number and
// register types: the loads, packing and everything around the
// instruction are checked, the FP8 instruction itself is not (compiler/ptx's
// TestFP8MMA checks its operands).
func TestGeneratedPTX(t *testing.T) {
	p, ok := kern.Generated().Package("github.com/kernlab/kern/internal/testing/mmatest/fp8")
	if !ok {
		t.Skip("no kern_gen.go: run go generate ./internal/testing/mmatest/fp8")
	}
	src := p.PTX
	if !strings.Contains(src, "\n.version 8.4\n.target sm_89\n") {
		t.Fatalf("the module is not .version 8.4 .target sm_89:\n%.300s", src)
	}
	all := strings.Count(src, "mma.sync")
	fp8 := regexp.MustCompile(`mma\.sync\.aligned\.m16n8k32\.row\.col\.f32\.(e4m3\.e4m3|e5m2\.e5m2)\.f32 `).FindAllString(src, -1)
	// At least eight MMA calls (four tile kernels, two fills, two
	// matmuls; the compiler may unroll the fills' loop), two m16n8
	// halves each, all FP8.
	if all < 16 || all%2 != 0 || len(fp8) != all {
		t.Errorf("%d mma.sync, %d of them the FP8 m16n8k32 forms; want an even number from 16, all FP8", all, len(fp8))
	}
	sub := strings.Replace(src, ".version 8.4", ".version 7.8", 1)
	sub = regexp.MustCompile(`m16n8k32\.row\.col\.f32\.(e4m3\.e4m3|e5m2\.e5m2)\.f32`).ReplaceAllString(sub, "m16n8k16.row.col.f32.f16.f16.f32")
	file := filepath.Join(t.TempDir(), "sub.ptx")
	if err := os.WriteFile(file, []byte(sub), 0o644); err != nil {
		t.Fatal(err)
	}
	testtool.AssemblePTX(t, file, "sm_89", "sm_90")
}
