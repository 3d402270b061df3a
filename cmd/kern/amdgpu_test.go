package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/internal/testing/testtool"
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
// equals its kern_gen.ll. The shipped file is opt-15's output, so the
// test needs opt-15: without it kern amdgpu writes unoptimized IR (and
// says so), which cannot equal the file.
func TestROCGPUEqualsKernGen(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	if amdgpu.ToolsFromEnv().Opt == "" {
		testtool.Missing(t, "opt-15 not found (set KERN_OPT): the shipped kern_gen.ll is opt-15's output")
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
			t.Errorf("kern amdgpu ./examples/%s differs from its kern_gen.ll (%d vs %d bytes): %s\nstderr: %s", ex, len(out), len(want), firstDiff(out, string(want)), errs)
		}
	}
}

// firstDiff is the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var a, b string
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b || i >= len(g) || i >= len(w) {
			return fmt.Sprintf("line %d is %q, want %q", i+1, a, b)
		}
	}
	return "no line differs"
}

// fakeOpt puts a shell script in KERN_OPT's place for the test.
func fakeOpt(t *testing.T, body string) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the fake opt is a shell script")
	}
	p := filepath.Join(t.TempDir(), "opt-15")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("KERN_OPT", p)
	return p
}

// A failing opt fails kern amdgpu and kern gen with its command line and
// its message, and nothing is written: neither command falls back to
// the unoptimized IR.
func TestROCGPUOptFails(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	t.Setenv("GOFLAGS", os.Getenv("GOFLAGS")) // the commands set it
	opt := fakeOpt(t, `echo "opt-15: simulated failure: out of memory" >&2; exit 1`)
	wants := []string{opt + " -S -O3 -enable-pre=false -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a", "exit status 1", "opt-15: simulated failure: out of memory"}
	out, errs, code := runAMDGPU("-mcpu", "gfx90a", acceptDir)
	if code != 1 || out != "" {
		t.Errorf("kern amdgpu: exit %d with %d bytes on stdout; want 1 and none", code, len(out))
	}
	for _, w := range wants {
		if !strings.Contains(errs, w) {
			t.Errorf("kern amdgpu: stderr %q does not say %q", errs, w)
		}
	}
	var stdout, stderr bytes.Buffer
	code = cmdGen([]string{"-mcpu", "gfx90a", acceptDir}, &stdout, &stderr)
	if written, _ := filepath.Glob(filepath.Join(acceptDir, "kern_gen*")); len(written) > 0 {
		t.Errorf("kern gen wrote %v despite the failure", written)
		for _, f := range written {
			os.Remove(f)
		}
	}
	if code != 1 {
		t.Errorf("kern gen: exit %d, want 1", code)
	}
	for _, w := range wants {
		if !strings.Contains(stderr.String(), w) {
			t.Errorf("kern gen: stderr %q does not say %q", stderr.String(), w)
		}
	}
}

// A slow opt (a loaded machine) gives the IR kern gen shipped.
func TestROCGPUSlowOpt(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	opt := amdgpu.ToolsFromEnv().Opt
	if opt == "" {
		testtool.Missing(t, "opt-15 not found (set KERN_OPT): the shipped kern_gen.ll is opt-15's output")
	}
	fakeOpt(t, `sleep 1; exec "`+opt+`" "$@"`)
	out, errs, code := runAMDGPU("../../examples/kernels")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want, err := os.ReadFile("../../examples/kernels/kern_gen.ll")
	if err != nil {
		t.Fatal(err)
	}
	if out != string(want) {
		t.Errorf("with a slow opt, kern amdgpu ./examples/kernels differs from its kern_gen.ll (%d vs %d bytes): %s", len(out), len(want), firstDiff(out, string(want)))
	}
}

// Without opt-15 kern amdgpu writes the unoptimized IR and says so on
// stderr; a code object needs it.
func TestROCGPUWithoutOpt(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	t.Setenv("GOFLAGS", os.Getenv("GOFLAGS")) // the command sets it
	saved := toolsFromEnv
	t.Cleanup(func() { toolsFromEnv = saved })
	toolsFromEnv = func() amdgpu.Tools { return amdgpu.Tools{} }
	_, errs, code := runAMDGPU("-mcpu", "gfx90a", "-o", filepath.Join(t.TempDir(), "a.hsaco"), acceptDir)
	if code != 1 || !strings.Contains(errs, "code objects need opt-15") {
		t.Errorf("a code object without the tools: exit %d, stderr %q", code, errs)
	}
	out, errs, code := runAMDGPU("-mcpu", "gfx90a", acceptDir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(errs, "opt-15 not found (set KERN_OPT): writing unoptimized LLVM IR") {
		t.Errorf("no warning on stderr: %q", errs)
	}
	if !strings.Contains(out, "define amdgpu_kernel") || strings.Contains(out, ") local_unnamed_addr #") {
		t.Error("the output is not EmitLLVM's unoptimized IR")
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
