package roc

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/kernlab/kern/internal/testing/testtool"
)

// vaddLL adds two float32 arrays, c[i] = a[i] + b[i] for i < n, as LLVM IR
// for amdgcn-amd-amdhsa. The block size comes from the dispatch packet
// (workgroup_size_x, a u16 at byte 4).
const vaddLL = `target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

define amdgpu_kernel void @vadd(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bid = call i32 @llvm.amdgcn.workgroup.id.x()
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %szp = getelementptr i8, ptr addrspace(4) %dp, i64 4
  %sz16 = load i16, ptr addrspace(4) %szp, align 4
  %sz = zext i16 %sz16 to i32
  %base = mul i32 %bid, %sz
  %i = add i32 %base, %tid
  %in = icmp ult i32 %i, %n
  br i1 %in, label %body, label %done

body:
  %idx = zext i32 %i to i64
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr float, ptr addrspace(1) %b, i64 %idx
  %pc = getelementptr float, ptr addrspace(1) %c, i64 %idx
  %x = load float, ptr addrspace(1) %pa, align 4
  %y = load float, ptr addrspace(1) %pb, align 4
  %s = fadd float %x, %y
  store float %s, ptr addrspace(1) %pc, align 4
  br label %done

done:
  ret void
}
`

// buildVadd compiles vaddLL for arch with llc and ld.lld (KERN_LLC,
// KERN_LLD) and returns the code object.
func buildVadd(t *testing.T, arch string) []byte {
	t.Helper()
	llc := testtool.Path(t, "KERN_LLC")
	lld := testtool.Path(t, "KERN_LLD")
	dir := t.TempDir()
	ll, obj, so := filepath.Join(dir, "k.ll"), filepath.Join(dir, "k.o"), filepath.Join(dir, "k.hsaco")
	if err := os.WriteFile(ll, []byte(vaddLL), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu="+arch, "-O2", "-filetype=obj", ll, "-o", obj).CombinedOutput(); err != nil {
		t.Fatalf("llc -mcpu=%s: %v\n%s", arch, err, out)
	}
	if out, err := exec.Command(lld, "-shared", obj, "-o", so).CombinedOutput(); err != nil {
		t.Fatalf("ld.lld: %v\n%s", err, out)
	}
	b, err := os.ReadFile(so)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestTestKernelBuilds checks that the GPU tests' kernel builds to a code
// object for the usual targets, without a GPU.
func TestTestKernelBuilds(t *testing.T) {
	for _, arch := range []string{"gfx906", "gfx90a", "gfx1030"} {
		b := buildVadd(t, arch)
		if len(b) < 4 || string(b[:4]) != "\x7fELF" {
			t.Errorf("%s: not an ELF code object", arch)
		}
	}
}
