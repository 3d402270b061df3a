package main

import (
	"strings"
	"testing"
)

// TestShippedKernel holds the shipped MatmulF16 to the shape the report
// describes, on sm_80 and sm_90: no spills or stack, and a main loop of
// 64 HMMAs fed by 16 ldmatrix.x4, 32 global loads and 32 shared stores
// and one barrier, all of them global or shared (no generic accesses).
// It fails when the kernel or the compiler loses one of these (a
// fragment load back to scalar loads, a staged pair to local memory).
// Skipped without KERN_PTXAS and KERN_NVDISASM.
func TestShippedKernel(t *testing.T) {
	tools, err := toolPaths()
	if err != nil {
		t.Skip(err)
	}
	v := version{name: "shipped", ptx: "../../kernels/tensorcore/kern_gen.ptx", step: 32, kernel: "MatmulF16"}
	for _, a := range archs {
		k, err := compile(tools, t.TempDir(), v, a.name)
		if err != nil {
			t.Fatal(err)
		}
		if k.spillSt+k.spillLd+k.stack != 0 || k.regs > 255 {
			t.Errorf("%s: %d registers, spills %d/%d bytes, stack %d bytes", a.name, k.regs, k.spillSt, k.spillLd, k.stack)
		}
		want := map[string]int{"HMMA": 64, "LDSM": 16, "LDG": 32, "STS": 32, "BAR": 1, "LD (generic)": 0, "ST (generic)": 0,
			"VOTE": 0, "LDS (fallback)": 0}
		for cl, n := range want {
			if k.hot.by[cl] != n {
				t.Errorf("%s: main loop hot path has %d %s, want %d", a.name, k.hot.by[cl], cl, n)
			}
			// The fragment loads are proved aligned: no run-time test and
			// no scalar fallback anywhere in the loop either.
			if k.loop.by[cl] != n {
				t.Errorf("%s: main loop has %d %s, want %d", a.name, k.loop.by[cl], cl, n)
			}
		}
		if k.loop.total != k.hot.total {
			t.Errorf("%s: main loop %d instructions, %d of them on the hot path: want no other path", a.name, k.loop.total, k.hot.total)
		}
		t.Logf("%s: %d registers; main loop %d instructions on the hot path, %d in all", a.name, k.regs, k.hot.total, k.loop.total)
	}
}

// A class's name is the mnemonic's first part, and the generic and
// fallback accesses are told apart from the spaced ones.
func TestClass(t *testing.T) {
	for op, want := range map[string]string{
		"HMMA.16816.F32": "HMMA", "LDSM.16.MT88.4": "LDSM", "LDG.E": "LDG", "LD.E": "LD (generic)",
		"STS": "STS", "ST.E.64": "ST (generic)", "LDS.U16": "LDS (fallback)", "VOTEU.ANY": "VOTE", "IMAD.WIDE.U32": "other",
	} {
		if got := class(op); got != want {
			t.Errorf("class(%q) = %q, want %q", op, got, want)
		}
	}
	if !strings.HasPrefix(class("BAR.SYNC"), "BAR") {
		t.Error("BAR.SYNC is not BAR")
	}
}
