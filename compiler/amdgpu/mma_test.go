package amdgpu

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/driver/emu"
)

// TestMMATargets builds the tensor-core kernels of package mmatest for
// the processors with matrix cores — gfx90a and gfx940, and gfx908 without
// the bfloat16 kernels — with opt, llc and ld.lld, checks their argument
// ABI, loads the gfx90a IR (optimized and not) into the emulated ROC
// device, and checks that gfx908's bfloat16 and gfx1030's every MMA are
// refused. The emulator runs them in the root package's
// emulated_mma_test.go.
func TestMMATargets(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	prog, err := compiler.Load("../../internal/testing/mmatest", ".")
	if err != nil {
		t.Fatal(err)
	}
	m, diags := compiler.CompilePackage(prog, "github.com/kernlab/kern/internal/testing/mmatest", compiler.Options{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	bf16 := func(f *ir.Function) bool { return strings.Contains(f.Name, "[kern.BFloat16]") }
	for _, c := range []struct {
		mcpu string
		drop func(*ir.Function) bool // kernels left out
	}{{"gfx90a", nil}, {"gfx940", nil}, {"gfx908", bf16}} {
		t.Run(c.mcpu, func(t *testing.T) {
			mod := kernelsOf(m, c.drop)
			plain, err := EmitLLVM(mod, Options{MCPU: c.mcpu})
			if err != nil {
				t.Fatal(err)
			}
			tools := testTools(t)
			ll, err := Optimize(plain, c.mcpu, tools)
			if err != nil {
				t.Fatal(err)
			}
			if n := strings.Count(string(ll), "call <4 x float> @llvm.amdgcn.mfma."); n == 0 {
				t.Fatal("no MFMA call in the optimized IR")
			}
			co, err := Assemble(ll, c.mcpu, tools)
			if err != nil {
				t.Fatal(err)
			}
			obj, err := ReadCodeObject(co)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range mod.Funcs {
				if f.Kind == ir.Kernel {
					k := obj.Kernel(f.Name)
					if k == nil {
						t.Fatalf("kernel %s missing from the code object", f.Name)
					}
					checkKernel(t, f, k, 64)
				}
			}
			if c.mcpu != "gfx90a" {
				return
			}
			dev, err := emu.NewROC()
			if err != nil {
				t.Fatal(err)
			}
			for _, text := range [][]byte{ll, plain} {
				if _, err := dev.LoadModuleIR(text, co); err != nil {
					t.Errorf("the emulated gfx90a: %v", err)
				}
			}
		})
	}
	// A -debug build (checked tile bounds) emits and loads too.
	dm, diags := compiler.CompilePackage(prog, "github.com/kernlab/kern/internal/testing/mmatest", compiler.Options{Debug: true})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	dll, err := EmitLLVM(dm, Options{MCPU: "gfx90a", Debug: true})
	if err != nil {
		t.Fatal(err)
	}
	dev, err := emu.NewROC()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := dev.LoadModuleIR(dll, nil); err != nil {
		t.Errorf("the emulated gfx90a, -debug IR: %v", err)
	}
	for mcpu, want := range map[string]string{"gfx908": "bfloat16 tensor-core MMA needs gfx90a", "gfx1030": "which gfx1030 is not"} {
		_, err := EmitLLVM(m, Options{MCPU: mcpu})
		if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want ErrUnsupported saying %q", mcpu, err, want)
		}
	}
}

// kernelsOf is m without the kernels drop selects and the functions only
// they call.
func kernelsOf(m *ir.Module, drop func(*ir.Function) bool) *ir.Module {
	if drop == nil {
		return m
	}
	keep := map[*ir.Function]bool{}
	var visit func(f *ir.Function)
	visit = func(f *ir.Function) {
		if f == nil || keep[f] {
			return
		}
		keep[f] = true
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Op == ir.OpCall {
					visit(in.Callee())
				}
			}
		}
	}
	for _, f := range m.Funcs {
		if f.Kind == ir.Kernel && !drop(f) {
			visit(f)
		}
	}
	out := *m
	out.Funcs = nil
	for _, f := range m.Funcs {
		if keep[f] {
			out.Funcs = append(out.Funcs, f)
		}
	}
	return &out
}
