package wrap

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/compiler/ptx"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// allWrappers is a module with every kind of wrapper over several dtypes,
// optimized as kern gen does.
func allWrappers(t *testing.T) *ir.Module {
	m := &ir.Module{Name: testPkg}
	for _, typ := range []*ir.Basic{ir.Typ[ir.Float32], ir.Typ[ir.Float64], i32T, i64T} {
		if _, _, err := Vectorize(m, fmaCore(t, m, typ)); err != nil {
			t.Fatal(err)
		}
		if _, _, err := Reduce(m, binCore(t, m, "Max["+typ.String()+"]", ir.OpMax, typ)); err != nil {
			t.Fatal(err)
		}
		if _, err := GUVectorize(m, matMulCore(t, m, typ), "(m,n),(n,p)->(m,p)"); err != nil {
			t.Fatal(err)
		}
	}
	for _, part := range []*ir.Basic{ir.Typ[ir.Float32], ir.Typ[ir.Float64]} {
		if _, _, err := Vectorize(m, cmulAddCore(t, m, part)); err != nil {
			t.Fatal(err)
		}
		if _, _, err := Reduce(m, caddCore(t, m, part)); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := Vectorize(m, divModCore(t, m)); err != nil {
		t.Fatal(err)
	}
	if _, err := GUVectorize(m, sumCore(t, m, ir.Typ[ir.Float64]), "(n),()->()"); err != nil {
		t.Fatal(err)
	}
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	optimized(t, m)
	return m
}

func kernels(m *ir.Module) []*ir.Function {
	var out []*ir.Function
	for _, f := range m.Funcs {
		if f.Kind == ir.Kernel {
			out = append(out, f)
		}
	}
	return out
}

// TestPTX compiles every wrapper to PTX and assembles it with ptxas.
func TestPTX(t *testing.T) {
	m := allWrappers(t)
	dir := t.TempDir()
	for _, arch := range []string{"sm_70", "sm_80"} {
		src, err := ptx.Compile(m, ptx.Options{Arch: arch})
		if err != nil {
			t.Fatalf("ptx %s: %v", arch, err)
		}
		for _, k := range kernels(m) {
			if !strings.Contains(string(src), ".entry "+abi.EntryName(k.Name)+"(") {
				t.Fatalf("%s: no .entry %s", arch, abi.EntryName(k.Name))
			}
		}
		file := filepath.Join(dir, arch+".ptx")
		if err := os.WriteFile(file, src, 0o644); err != nil {
			t.Fatal(err)
		}
		ptxas := testtool.Path(t, "KERN_PTXAS")
		out, err := exec.Command(ptxas, "-arch="+arch, file, "-o", filepath.Join(dir, arch+".cubin")).CombinedOutput()
		if err != nil {
			t.Fatalf("ptxas %s: %v\n%s", arch, err, out)
		}
	}
}

// TestROCGPU builds a gfx90a code object of every wrapper, with kernels
// renamed to their PTX entry names as kern gen does, and checks each
// kernel's explicit arguments against the ABI leaves.
func TestROCGPU(t *testing.T) {
	m := allWrappers(t)
	want := map[string]int{}
	for _, k := range kernels(m) {
		k.Name = abi.EntryName(k.Name)
		want[k.Name] = len(k.Params)
	}
	ll, err := amdgpu.EmitLLVM(m, amdgpu.Options{MCPU: "gfx90a"})
	if err != nil {
		t.Fatal(err)
	}
	tools := amdgpu.Tools{LLC: testtool.Path(t, "KERN_LLC"), LLD: testtool.Path(t, "KERN_LLD")}
	obj, err := amdgpu.Assemble(ll, "gfx90a", tools)
	if err != nil {
		t.Fatal(err)
	}
	co, err := amdgpu.ReadCodeObject(obj)
	if err != nil {
		t.Fatal(err)
	}
	for name, n := range want {
		k := co.Kernel(name)
		if k == nil {
			t.Fatalf("code object has no kernel %s", name)
		}
		if got := len(k.Explicit()); got != n {
			t.Errorf("%s: %d explicit arguments, want %d", name, got, n)
		}
	}
}
