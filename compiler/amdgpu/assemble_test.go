package amdgpu

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestAssembleErrors(t *testing.T) {
	if _, err := Assemble([]byte("x"), "sm_80", Tools{LLC: "llc", LLD: "lld"}); !errors.Is(err, ErrOptions) {
		t.Errorf("bad processor: %v", err)
	}
	if _, err := Assemble([]byte("x"), "gfx90a", Tools{}); !errors.Is(err, ErrTool) {
		t.Errorf("no tools: %v", err)
	}
	tools := testTools(t)
	_, err := Assemble([]byte("this is not LLVM IR"), "gfx90a", tools)
	if !errors.Is(err, ErrTool) {
		t.Errorf("bad IR: %v, want ErrTool", err)
	}
}

// TestOptimize: opt's output keeps kern's header, names no processor and
// no temporary file, is the same every time, and is still the module
// (kernels and their signatures); errors name the tool.
func TestOptimize(t *testing.T) {
	if _, err := Optimize([]byte("x"), "sm_80", Tools{Opt: "opt"}); !errors.Is(err, ErrOptions) {
		t.Errorf("bad processor: %v", err)
	}
	if _, err := Optimize([]byte("x"), "gfx90a", Tools{}); !errors.Is(err, ErrTool) {
		t.Errorf("no opt: %v", err)
	}
	tools := testTools(t)
	if _, err := Optimize([]byte("this is not LLVM IR"), "gfx90a", tools); !errors.Is(err, ErrTool) || !strings.Contains(err.Error(), "opt") {
		t.Errorf("bad IR: %v, want ErrTool from opt", err)
	}
	for _, mcpu := range DefaultTargets() {
		ll, err := EmitLLVM(corpusModule(), Options{MCPU: mcpu})
		if err != nil {
			t.Fatal(err)
		}
		a, err := Optimize(ll, mcpu, tools)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Optimize(ll, mcpu, tools)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two runs differ", mcpu)
		}
		header, _, _ := bytes.Cut(ll, []byte("\n"))
		if !bytes.HasPrefix(a, append(header, '\n')) {
			t.Errorf("%s: the optimized IR does not start with %q", mcpu, header)
		}
		for _, bad := range []string{"target-cpu", "ModuleID", "source_filename", "<stdin>"} {
			if bytes.Contains(a, []byte(bad)) {
				t.Errorf("%s: the optimized IR contains %q", mcpu, bad)
			}
		}
		for _, line := range strings.Split(string(ll), "\n") {
			if strings.HasPrefix(line, "define amdgpu_kernel") {
				// opt drops the quotes of a name that needs none.
				name := strings.Trim(line[strings.Index(line, "@")+1:strings.Index(line, "(")], `"`)
				if !bytes.Contains(a, []byte("amdgpu_kernel void @"+name+"(")) && !bytes.Contains(a, []byte("amdgpu_kernel void @\""+name+"\"(")) {
					t.Errorf("%s: kernel %s lost", mcpu, name)
				}
			}
		}
	}
}

// TestOptimizeNoScalarPRE: a value computed on one path and again after
// the join is computed again, not carried from the first path in a phi
// (GVN's scalar PRE), which would keep it live across everything between.
func TestOptimizeNoScalarPRE(t *testing.T) {
	tools := testTools(t)
	ll := []byte(`; kern module test
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p, double %x, i32 %c) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %cc = icmp slt i32 %t, %c
  br i1 %cc, label %a, label %j
a:
  %m = fmul double %x, 3.0
  %q = getelementptr double, ptr addrspace(1) %p, i32 %t
  store double %m, ptr addrspace(1) %q
  br label %j
j:
  %m2 = fmul double %x, 3.0
  store double %m2, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
`)
	out, err := Optimize(ll, "gfx90a", tools)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(out), "fmul double %x, 3.000000e+00"); n != 2 || strings.Contains(string(out), "phi double") {
		t.Errorf("want the multiply on both paths and no phi of it (%d multiplies):\n%s", n, out)
	}
}
