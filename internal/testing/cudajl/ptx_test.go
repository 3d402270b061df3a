package cudajl

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// The checked-in PTX assembles with ptxas for the architecture it was
// written for and for the H100's (skipped without kern_gen.go, or without
// ptxas unless KERN_REQUIRE_TOOLS=1).
func TestGeneratedPTXAssembles(t *testing.T) {
	p, ok := kern.Generated().Package("github.com/kernlab/kern/internal/testing/cudajl")
	if !ok {
		t.Skip("no kern_gen.go: run go generate ./internal/testing/cudajl")
	}
	testtool.AssemblePTX(t, "kern_gen.ptx", p.PTXArch, "sm_90")
}

// function returns the text of the function of src whose symbol ends in
// name, from its header line (which starts with head) to the closing
// brace.
func function(t *testing.T, src, head, name string) string {
	t.Helper()
	m := regexp.MustCompile(`(?ms)^` + regexp.QuoteMeta(head) + `[^\n]*2e` + name + `\b.*?^}`).FindString(src)
	if m == "" {
		t.Fatalf("no function %s", name)
	}
	return m
}

// TestStoreAddressing is CUDA.jl's "Codegen addressing": an accumulator
// stored to a kernel argument is stored with global memory's
// instructions, and one stored to shared memory with shared memory's,
// not through generic addresses — in the PTX (st.global.f32,
// st.shared.f32) and in the LLVM IR of every AMD processor (stores
// of the zeros through addrspace(1) and addrspace(3) pointers).
func TestStoreAddressing(t *testing.T) {
	ptx, err := os.ReadFile("kern_gen.ptx")
	if err != nil {
		t.Skip("no kern_gen.ptx: run go generate ./internal/testing/cudajl")
	}
	generic := regexp.MustCompile(`\bst\.f32\b`)
	for name, want := range map[string]string{"StoreGlobal": "st.global.f32", "StoreShared": "st.shared.f32"} {
		f := function(t, string(ptx), ".visible .entry", name)
		if n := strings.Count(f, want); n < 8 {
			t.Errorf("PTX of %s: %d %s, want the 8 of a lane's accumulator", name, n, want)
		}
		if generic.MatchString(f) {
			t.Errorf("PTX of %s stores through a generic address (st.f32)", name)
		}
	}
	for _, file := range []string{"kern_gen.ll", "kern_gen_gfx940.ll", "kern_gen_gfx1100.ll"} {
		ir, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for name, space := range map[string]string{"StoreGlobal": "addrspace(1)", "StoreShared": "addrspace(3)"} {
			f := function(t, string(ir), "define", name)
			stores := regexp.MustCompile(`(?m)^\s*store (?:<2 x float> zeroinitializer|float 0\.000000e\+00), ptr (addrspace\(\d\) )?`).FindAllStringSubmatch(f, -1)
			if len(stores) == 0 {
				t.Errorf("%s: %s stores no accumulator", file, name)
			}
			for _, s := range stores {
				if strings.TrimSpace(s[1]) != space {
					t.Errorf("%s: %s stores its accumulator through %q, want %s", file, name, s[0], space)
				}
			}
		}
	}
}

// TestClockCode: ClockNanosleep's two clock reads and its sleep loop read
// s_memtime and s_memrealtime on gfx90a and gfx940, and on gfx1100, which
// has neither (llc-15 stops with "Cannot select"), s_sendmsg_rtn's
// MSG_RTN_GET_REALTIME (i32 131) for both.
func TestClockCode(t *testing.T) {
	for file, want := range map[string][2]string{
		"kern_gen.ll":         {"call i64 @llvm.amdgcn.s.memtime()", "call i64 @llvm.amdgcn.s.memrealtime()"},
		"kern_gen_gfx940.ll":  {"call i64 @llvm.amdgcn.s.memtime()", "call i64 @llvm.amdgcn.s.memrealtime()"},
		"kern_gen_gfx1100.ll": {"call i64 @llvm.amdgcn.s.sendmsg.rtn.i64(i32 131)", "call i64 @llvm.amdgcn.s.sendmsg.rtn.i64(i32 131)"},
	} {
		ir, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		f := function(t, string(ir), "define", "ClockNanosleep")
		reads, sleeps := strings.Count(f, want[0]), strings.Count(f, want[1])
		if want[0] == want[1] {
			reads, sleeps = reads/2, reads-reads/2
		}
		if reads < 2 || sleeps < 2 || !strings.Contains(f, "@llvm.amdgcn.s.sleep(i32 1)") {
			t.Errorf("%s: %d × %s and %d × %s, or no s_sleep loop; want two reads and the loop's two", file, reads, want[0], sleeps, want[1])
		}
		if strings.Contains(file, "gfx1100") && strings.Contains(f, "memtime") {
			t.Errorf("%s: gfx1100 has no s_memtime or s_memrealtime", file)
		}
	}
}
