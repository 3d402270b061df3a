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
// it. The module is PTX ISA 8.4 (FP8 mma.sync), which ptxas 11.8 cannot
// read, so it is assembled for sm_89 and sm_90 with ptxas 12.4
// (KERN_PTXAS_ISA84); a wrong type suffix and .version 8.3 must make
// that ptxas refuse it. ptxas does not know which FP8 types each kernel
// asked for, so the test checks each kernel's mma.sync by pattern too (A's
// and B's types as the kernel's name gives them, mixed or not).
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
	form := regexp.MustCompile(`mma\.sync\.aligned\.m16n8k32\.row\.col\.f32\.(e4m3|e5m2)\.(e4m3|e5m2)\.f32 `)
	fp8 := form.FindAllString(src, -1)
	// At least 22 MMA calls (ten tile kernels, four fills, four
	// matmuls, four of every layout; the compiler may unroll the fills'
	// loop), two m16n8 halves each, all FP8.
	if all < 44 || all%2 != 0 || len(fp8) != all {
		t.Errorf("%d mma.sync, %d of them the FP8 m16n8k32 forms; want an even number from 44, all FP8", all, len(fp8))
	}
	// Each kernel's mma.sync name A's type, then B's, as the kernel's
	// name does (TileRowE4M3E5M2: A e4m3, B e5m2; TileRowE4M3: both
	// e4m3).
	entry := regexp.MustCompile(`(?m)^\.visible \.entry \S*_2e(\w+?)(E4M3|E5M2)(E4M3|E5M2)?\(`)
	locs := entry.FindAllStringSubmatchIndex(src, -1)
	if len(locs) != 24 {
		t.Fatalf("%d FP8 kernels, want 24", len(locs))
	}
	for i, l := range locs {
		end := len(src)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		name := src[l[2]:l[3]] + src[l[4]:l[5]]
		a := strings.ToLower(src[l[4]:l[5]])
		b := a
		if l[6] >= 0 {
			name += src[l[6]:l[7]]
			b = strings.ToLower(src[l[6]:l[7]])
		}
		ms := form.FindAllStringSubmatch(src[l[1]:end], -1)
		if kind := src[l[2]:l[3]]; kind == "Lens" || kind == "Where" {
			// Element access only: no MMA.
			if len(ms) != 0 {
				t.Errorf("%s: %d mma.sync, want none", name, len(ms))
			}
			continue
		}
		if len(ms) < 2 {
			t.Errorf("%s: %d FP8 mma.sync, want at least 2", name, len(ms))
		}
		for _, m := range ms {
			if m[1] != a || m[2] != b {
				t.Errorf("%s: mma.sync …f32.%s.%s.f32, want A %s and B %s", name, m[1], m[2], a, b)
			}
		}
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "fp8.ptx")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	testtool.AssemblePTXISA84(t, file, "sm_89", "sm_90")
	for _, m := range []struct{ name, from, to, want string }{
		{"f16 accumulator", ".e4m3.e4m3.f32 ", ".e4m3.e4m3.f16 ", "Unexpected instruction types specified for 'mma'"},
		{"version 8.3", ".version 8.4\n", ".version 8.3\n", "requires PTX ISA .version 8.4"},
	} {
		bad := filepath.Join(dir, strings.ReplaceAll(m.name, " ", "-")+".ptx")
		if !strings.Contains(src, m.from) {
			t.Fatalf("the module has no %q to mutate", m.from)
		}
		if err := os.WriteFile(bad, []byte(strings.Replace(src, m.from, m.to, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		testtool.RefusePTXISA84(t, bad, "sm_90", m.want)
	}
}
