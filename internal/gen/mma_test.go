package gen

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// mmaKernels and fp8Kernels are the kernels of packages mmatest (one per
// input type of each of its eleven generic kernels (Epilogue and EpilogueTF32 counted as one): a third of them
// bfloat16, a third float32) and mmatest/fp8.
const mmaKernels, fp8Kernels = 33, 24

// mmaFile reports whether a diagnostic is in a file of the mmatest
// package whose main file is main (mmatest.go or fp8.go).
func mmaFile(name, main string) bool {
	dir := map[string]string{"mmatest.go": "mmatest", "fp8.go": "fp8", "macc.go": "macc", "f16acc.go": "f16acc"}[main]
	return filepath.Base(filepath.Dir(name)) == dir
}

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
	if len(diags) != mmaKernels {
		t.Fatalf("%d diagnostics, want one per kernel (%d): %v", len(diags), mmaKernels, diags)
	}
	for _, d := range diags {
		if d.Code != compiler.CodeMMA || !mmaFile(d.Pos.Filename, "mmatest.go") || d.Pos.Line == 0 ||
			!strings.Contains(d.Msg, "sm_80") || !strings.Contains(d.Msg, "sm_75") {
			t.Errorf("diagnostic %v: want K042 at an MMA call of mmatest.go naming sm_75 and sm_80", d)
		}
	}
	// With an AMD processor that has no matrix cores among the targets
	// (kern gen's default -mcpu gfx90a,gfx1030 with an -arch below sm_80),
	// one diagnostic a kernel names both reasons and every flag of the
	// fix, with the real -mcpu list, so that following it succeeds.
	_, diags, err = Generate(Options{Dir: ".", Patterns: pat, Arch: "sm_75", MCPUs: []string{"gfx90a", "gfx1030"}, Generator: "test", NoFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(diags) != mmaKernels {
		t.Fatalf("sm_75 with gfx90a,gfx1030: %d diagnostics, want one per kernel (%d): %v", len(diags), mmaKernels, diags)
	}
	for _, d := range diags {
		for _, want := range []string{"needs -arch sm_80 or newer", "which gfx1030 is not", "; and this package is generated for -arch sm_75 -mcpu gfx90a,gfx1030: run kern gen -arch sm_80 -mcpu gfx90a "} {
			if !strings.Contains(d.Msg, want) {
				t.Errorf("diagnostic %v: want %q in it", d, want)
			}
		}
	}
	if _, diags, err := Generate(Options{Dir: ".", Patterns: pat, Arch: "sm_80", Generator: "test", NoFiles: true}); err != nil || len(diags) > 0 {
		t.Fatalf("sm_80: %v %v", err, diags)
	}
	// A debug build checks each tile's bounds before the MMA operation.
	pkgs, diags, err := Generate(Options{Dir: ".", Patterns: pat, Arch: "sm_90", Generator: "test", NoFiles: true,
		Compiler: compiler.Options{Debug: true}})
	if err != nil || len(diags) > 0 {
		t.Fatalf("sm_90 -debug: %v %v", err, diags)
	}
	n := 0
	for _, tr := range pkgs[0].Traps {
		if strings.Contains(tr, "MMA tile out of range") {
			n++
		}
	}
	if n == 0 {
		t.Errorf("the debug build has no MMA tile checks in its trap table %v", pkgs[0].Traps)
	}
	ptxas := testtool.Path(t, "KERN_PTXAS")
	src := filepath.Join(t.TempDir(), "mma.ptx")
	if err := os.WriteFile(src, pkgs[0].PTX, 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command(ptxas, "-arch=sm_90", src, "-o", src+".cubin").CombinedOutput(); err != nil {
		t.Errorf("ptxas -arch=sm_90 of the debug build: %v\n%s", err, b)
	}
}

// TestMMAMCPU: kern gen refuses tensor-core kernels for an AMD -mcpu
// without the matrix instructions they need, with K042 at the call —
// every kernel on gfx1030, the bfloat16 ones on gfx908, the tf32 ones on
// gfx1100 (RDNA3's WMMA has none) — and accepts gfx90a and gfx940.
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
		{"gfx1030", mmaKernels, "matrix cores (MFMA: gfx908, gfx90a, gfx940; WMMA: gfx1100 … gfx1103), which gfx1030 is not, and this package is generated for -mcpu gfx1030: run kern gen -mcpu gfx90a (gfx940, and gfx1100 for float16 and bfloat16, have matrix cores too"},
		{"gfx1100", mmaKernels / 3, "tf32 tensor-core MMA (float32 inputs) has no RDNA3 form (gfx1100's WMMA takes float16 and bfloat16, not tf32): use kern.Float16 or kern.BFloat16 inputs, or an MFMA processor (gfx90a, gfx940), and this package is generated for -mcpu gfx1100: run kern gen -mcpu gfx90a (or use kern.Float16 or kern.BFloat16 inputs on gfx1100)"},
		{"gfx908", mmaKernels / 3, "bfloat16 tensor-core MMA needs gfx90a, gfx940 or gfx1100"},
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
				if d.Code != compiler.CodeMMA || !mmaFile(d.Pos.Filename, "mmatest.go") || d.Pos.Line == 0 || !strings.Contains(d.Msg, c.msg) {
					t.Errorf("diagnostic %q: want K042 at mmatest.go saying %q", d.Error(), c.msg)
				}
				if c.mcpu == "gfx908" && !strings.Contains(d.Kernel, "[kern.BFloat16]") {
					t.Errorf("gfx908 refused %s, which has no bfloat16", d.Kernel)
				}
				if c.mcpu == "gfx1100" && !strings.Contains(d.Kernel, "[float32]") && !strings.Contains(d.Kernel, "TF32") {
					t.Errorf("gfx1100 refused %s, which has no tf32", d.Kernel)
				}
			}
		})
	}
	// RDNA3's WMMA is wave32: -wave 64 is refused for every MMA kernel.
	_, diags, err := Generate(Options{Dir: ".", Patterns: []string{"../testing/mmatest/rdna3"}, Arch: "sm_80", MCPUs: []string{"gfx1100"}, WaveSize: 64, Generator: "test", NoFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(diags) != 16 {
		t.Fatalf("gfx1100 -wave 64: %d diagnostics %v; want 16", len(diags), diags)
	}
	for _, d := range diags {
		if d.Code != compiler.CodeMMA || filepath.Base(filepath.Dir(d.Pos.Filename)) != "rdna3" || !strings.Contains(d.Msg, "wave32 only") || !strings.Contains(d.Msg, "without -wave 64") {
			t.Errorf("diagnostic %q: want K042 in package rdna3 asking for wave32", d.Error())
		}
	}
}

// TestMMAFP8Arch: kern gen refuses the FP8 tensor-core kernels (package
// mmatest/fp8) for an -arch below sm_89 and for every AMD processor (no
// FP8 MFMA through LLVM 15, and RDNA3's WMMA has no FP8 form), with K042
// at an FP8 MMA call of each kernel
// and advice that works (-arch sm_89, -mcpu none), and accepts sm_89
// and sm_90; the sm_90 -debug build goes through ptxas 12.4
// (KERN_PTXAS_ISA84).
func TestMMAFP8Arch(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and compiles a package")
	}
	pat := []string{"../testing/mmatest/fp8"}
	for _, c := range []struct {
		arch  string
		mcpus []string
		msgs  []string // each diagnostic says one of these
		want  int
	}{
		{"sm_89", nil, nil, 0},
		{"sm_90", nil, nil, 0},
		{"sm_80", nil, []string{"FP8 tensor-core MMA needs -arch sm_89 or newer", "generated for sm_80: run kern gen -arch sm_89 (or sm_90)"}, fp8Kernels},
		{"sm_75", nil, []string{"needs -arch sm_89 or newer", "generated for sm_75"}, fp8Kernels},
		{"sm_89", []string{"gfx940"}, []string{"FP8 tensor-core MMA (e4m3) has no AMD code", "FP8 tensor-core MMA (e5m2) has no AMD code", "-mcpu gfx940: run kern gen -mcpu none"}, fp8Kernels},
		// Both refusals in one diagnostic a kernel, naming both flags.
		{"sm_80", []string{"gfx90a"}, []string{"needs -arch sm_89 or newer (mma.sync m16n8k32 with e4m3/e5m2, PTX ISA 8.4); FP8 tensor-core MMA (e4m3) has no AMD code", "generated for -arch sm_80 -mcpu gfx90a: run kern gen -arch sm_89 -mcpu none"}, fp8Kernels},
		{"sm_89", []string{"gfx1100"}, []string{"FP8 tensor-core MMA (e4m3) has no AMD code", "FP8 tensor-core MMA (e5m2) has no AMD code", "-mcpu gfx1100: run kern gen -mcpu none"}, fp8Kernels},
		// kern gen's default processors: one diagnostic a kernel naming both.
		{"sm_89", []string{"gfx90a", "gfx1030"}, []string{"-mcpu gfx90a,gfx1030: run kern gen -mcpu none"}, fp8Kernels},
	} {
		t.Run(c.arch+"/"+strings.Join(c.mcpus, ","), func(t *testing.T) {
			_, diags, err := Generate(Options{Dir: ".", Patterns: pat, Arch: c.arch, MCPUs: c.mcpus, Generator: "test", NoFiles: true})
			if err != nil {
				t.Fatal(err)
			}
			if len(diags) != c.want {
				t.Fatalf("%d diagnostics %v; want %d", len(diags), diags, c.want)
			}
			for _, d := range diags {
				said := false
				for _, m := range c.msgs {
					said = said || strings.Contains(d.Msg, m)
				}
				if d.Code != compiler.CodeMMA || !mmaFile(d.Pos.Filename, "fp8.go") || d.Pos.Line == 0 || !said {
					t.Errorf("diagnostic %q: want K042 at fp8.go saying one of %q", d.Error(), c.msgs)
				}
			}
		})
	}
	// A debug build checks each FP8 tile's bounds (16×32 and 32×16) too,
	// and stays at PTX ISA 8.4.
	pkgs, diags, err := Generate(Options{Dir: ".", Patterns: pat, Arch: "sm_90", Generator: "test", NoFiles: true,
		Compiler: compiler.Options{Debug: true}})
	if err != nil || len(diags) > 0 {
		t.Fatalf("sm_90 -debug: %v %v", err, diags)
	}
	n := 0
	for _, tr := range pkgs[0].Traps {
		if strings.Contains(tr, "MMA tile out of range") {
			n++
		}
	}
	if n == 0 || !strings.Contains(string(pkgs[0].PTX), ".version 8.4\n.target sm_90\n") {
		t.Errorf("the sm_90 debug build has %d MMA tile checks (want some) or is not .version 8.4 .target sm_90", n)
	}
	// PTX ISA 8.4: ptxas 12.4 assembles it (ptxas 11.8 reads 7.8 at most).
	src := filepath.Join(t.TempDir(), "fp8.ptx")
	if err := os.WriteFile(src, pkgs[0].PTX, 0o644); err != nil {
		t.Fatal(err)
	}
	testtool.AssemblePTXISA84(t, src, "sm_90")
}

// TestMMAAccArch: kern gen refuses the kernels of int8 and uint8 inputs
// (package mmatest/macc) and of the Float16 accumulator (mmatest/f16acc)
// for an -arch below sm_80 and on processors without the matrix
// instructions they need (integers: gfx908, gfx1030), with K042 in the
// package's file and advice that works; it accepts sm_80 and sm_90, and
// gfx90a, gfx940 and gfx1100.
func TestMMAAccArch(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and compiles a package")
	}
	for _, c := range []struct {
		pkg   string
		arch  string
		mcpus []string
		msgs  []string
		want  int // one diagnostic a kernel, or none
	}{
		{"macc", "sm_80", nil, nil, 0},
		{"macc", "sm_90", nil, nil, 0},
		{"macc", "sm_75", nil, []string{"tensor-core MMA needs -arch sm_80 or newer", "generated for sm_75: run kern gen -arch sm_80"}, 9},
		{"macc", "sm_80", []string{"gfx90a", "gfx940", "gfx1100"}, nil, 0},
		{"macc", "sm_80", []string{"gfx908"}, []string{"int8 and uint8 tensor-core MMA needs gfx90a, gfx940 or gfx1100", "-mcpu gfx908: run kern gen -mcpu gfx90a"}, 9},
		{"macc", "sm_80", []string{"gfx940", "gfx1030"}, []string{"(gfx1030 has no integer matrix instruction", "run kern gen -mcpu gfx940"}, 9},
		{"f16acc", "sm_80", []string{"gfx90a", "gfx940", "gfx1100"}, nil, 0},
		{"f16acc", "sm_75", nil, []string{"generated for sm_75: run kern gen -arch sm_80"}, 4},
		{"f16acc", "sm_75", []string{"gfx1030"}, []string{"tensor-core MMA needs -arch sm_80 or newer (mma.sync); on AMD it needs a processor with matrix cores", "which gfx1030 is not; and this package"}, 4},
		{"f16acc", "sm_80", []string{"gfx1030"}, []string{"needs an AMD processor with matrix cores", "run kern gen -mcpu gfx90a"}, 4},
	} {
		t.Run(c.pkg+"/"+c.arch+"/"+strings.Join(c.mcpus, ","), func(t *testing.T) {
			pat := []string{"../testing/mmatest/" + c.pkg}
			_, diags, err := Generate(Options{Dir: ".", Patterns: pat, Arch: c.arch, MCPUs: c.mcpus, Generator: "test", NoFiles: true})
			if err != nil {
				t.Fatal(err)
			}
			if len(diags) != c.want {
				t.Fatalf("%d diagnostics %v; want %d", len(diags), diags, c.want)
			}
			for _, d := range diags {
				said := true
				for _, m := range c.msgs {
					said = said && strings.Contains(d.Msg, m)
				}
				if d.Code != compiler.CodeMMA || !mmaFile(d.Pos.Filename, c.pkg+".go") || d.Pos.Line == 0 || !said {
					t.Errorf("diagnostic %q: want K042 at %s.go saying all of %q", d.Error(), c.pkg, c.msgs)
				}
			}
		})
	}
}

// TestMMAWave32Elem: a constant element index that a lane of a 32-lane
// warp has and a lane of a 64-lane wavefront does not (testdata/
// wave32elem: accumulator element 5, A element 6 in a device function two
// kernels call) is refused with K042 at the call when the package is
// generated for a 64-lane processor (gfx90a, gfx940), once per call, with
// the 32-lane processors as the fix; NVIDIA and gfx1100 alone accept it,
// and an index from a loop to Len() or one every lane has is never refused.
func TestMMAWave32Elem(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and compiles a package")
	}
	for _, c := range []struct {
		mcpus []string
		want  []string // the calls refused, in position order
		fix   string
	}{
		{nil, nil, ""},
		{[]string{"gfx1100"}, nil, ""},
		{[]string{"gfx90a"}, []string{"kern.FragAcc.At: element 5", "kern.FragA.With: element 6"}, "-mcpu none builds no AMD code"},
		{[]string{"gfx1100", "gfx940"}, []string{"kern.FragAcc.At: element 5", "kern.FragA.With: element 6"}, "kern gen -mcpu gfx1100 builds for the 32-lane ones only"},
	} {
		t.Run(strings.Join(append([]string{"sm_80"}, c.mcpus...), ","), func(t *testing.T) {
			_, diags, err := Generate(Options{Dir: ".", Patterns: []string{"./testdata/wave32elem"}, Arch: "sm_80", MCPUs: c.mcpus, Generator: "test", NoFiles: true})
			if err != nil {
				t.Fatal(err)
			}
			if len(diags) != len(c.want) {
				t.Fatalf("%d diagnostics %v; want %d", len(diags), diags, len(c.want))
			}
			slices.SortFunc(diags, func(x, y compiler.Diagnostic) int { return x.Pos.Line - y.Pos.Line })
			wantLine := []int{13, 32}
			for i, d := range diags {
				if d.Code != compiler.CodeMMA || filepath.Base(d.Pos.Filename) != "wave32elem.go" || d.Pos.Line != wantLine[i] || d.Pos.Column == 0 ||
					!strings.Contains(d.Msg, c.want[i]) || !strings.Contains(d.Msg, "from a loop to Len()") || !strings.Contains(d.Msg, c.fix) {
					t.Errorf("diagnostic %q: want K042 at wave32elem.go:%d saying %q and %q", d.Error(), wantLine[i], c.want[i], c.fix)
				}
			}
		})
	}
}
