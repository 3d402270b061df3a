package main

import (
	"bytes"
	"github.com/kernlab/kern/abi"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/amdgpu"
)

func runAMDGPU(args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	code := cmdAMDGPU(args, &out, &errb)
	return out.String(), errb.String(), code
}

func TestROCGPUUsage(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{nil, "usage: kern amdgpu"},
		{[]string{"-mcpu", "sm_80", acceptDir}, `processor "sm_80" is not gfxNNN`},
		{[]string{"-mcpu", "gfx90a", "-wave", "32", acceptDir}, "gfx90a has no wave32 mode"},
		{[]string{"-o", "a.ll", "-d", "x", acceptDir}, "exclusive"},
		{[]string{"-hsaco", acceptDir}, "-hsaco goes with -d"},
		{[]string{"-nosuchflag"}, "flag provided but not defined"},
	}
	for _, tc := range tests {
		_, errs, code := runAMDGPU(tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("kern amdgpu %q: exit %d, stderr %q; want 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}

func TestROCGPUAccept(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	out, errs, code := runAMDGPU("-mcpu", "gfx1030", acceptDir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	// kern gen's pipeline: kernels under their entry names, wrappers included.
	doubled := abi.EntryName("github.com/kernlab/kern/compiler/testdata/accept.Doubled")
	// opt writes a name that needs no quotes without them.
	out = strings.ReplaceAll(out, `"(`, "(")
	out = strings.ReplaceAll(out, `void @"`, "void @")
	for _, want := range []string{`target triple = "amdgcn-amd-amdhsa"`, `define amdgpu_kernel void @` + doubled + `(`,
		`define amdgpu_kernel void @` + abi.EntryName("github.com/kernlab/kern/compiler/testdata/accept.Discriminant[float32]__contig") + `(`,
		"+wavefrontsize32"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	// The IR printed is the IR kern gen ships: with opt, optimized (opt's
	// global optimizer marks kernels local_unnamed_addr), without it as
	// EmitLLVM wrote it.
	if opt := amdgpu.ToolsFromEnv().Opt; strings.Contains(out, ") local_unnamed_addr #") != (opt != "") {
		t.Errorf("optimized: %v, with opt %q", !(opt != ""), opt)
	}
	if os.Getenv("KERN_OPT") == "" || os.Getenv("KERN_LLC") == "" || os.Getenv("KERN_LLD") == "" {
		if os.Getenv("KERN_REQUIRE_TOOLS") == "1" {
			t.Fatal("KERN_OPT/KERN_LLC/KERN_LLD unset and KERN_REQUIRE_TOOLS=1")
		}
		t.Skip("KERN_OPT/KERN_LLC/KERN_LLD unset: no code object check")
	}
	file := filepath.Join(t.TempDir(), "accept.hsaco")
	if _, errs, code := runAMDGPU("-mcpu", "gfx90a", "-o", file, acceptDir); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	co, err := amdgpu.ReadCodeObject(b)
	if err != nil {
		t.Fatal(err)
	}
	if co.Target != "amdgcn-amd-amdhsa--gfx90a" || co.Kernel(doubled) == nil {
		t.Errorf("code object: target %q, %d kernels", co.Target, len(co.Kernels))
	}
}

// kern amdgpu writes the module kern gen ships: an example's LLVM IR
// equals its kern_gen.ll.
func TestROCGPUEqualsKernGen(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	for _, ex := range []string{"ufuncs", "kernels"} {
		out, errs, code := runAMDGPU("../../examples/" + ex)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", ex, code, errs)
		}
		want, err := os.ReadFile("../../examples/" + ex + "/kern_gen.ll")
		if err != nil {
			t.Fatal(err)
		}
		if out != string(want) {
			t.Errorf("kern amdgpu ./examples/%s differs from its kern_gen.ll (%d vs %d bytes)", ex, len(out), len(want))
		}
	}
}

func TestROCGPUReject(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	_, errs, code := runAMDGPU(rejectDir)
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errs)
	}
	// file:line:col: KIND NAME: msg (Kxxx), KIND the directive
	first := strings.SplitN(errs, "\n", 2)[0]
	if !regexp.MustCompile(`^\S+\.go:\d+:\d+: (kernel|vectorize|guvectorize|reduce) \S+: .+ \(K\d{3}\)$`).MatchString(first) {
		t.Errorf("diagnostic %q is not file:line:col: KIND NAME: msg (Kxxx)", first)
	}
}
