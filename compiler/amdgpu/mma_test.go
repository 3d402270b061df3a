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
// the processors with matrix cores — gfx90a and gfx940 (tf32 as one xf32
// MFMA), gfx908 without the bfloat16 kernels, and gfx1100 (wave32 WMMA)
// without the tf32 ones — with opt, llc and ld.lld, checks their argument
// ABI and which matrix instructions they call, loads the IR (optimized
// and not) into the emulated ROC device of that processor, and checks
// that gfx908's bfloat16, gfx1100's tf32 and gfx1030's every MMA are
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
	tf32 := func(f *ir.Function) bool {
		return strings.Contains(f.Name, "[float32]") || strings.Contains(f.Name, "TF32")
	}
	for _, c := range []struct {
		mcpu string
		drop func(*ir.Function) bool // kernels left out
		wave int
		// calls are the matrix intrinsics the optimized IR must call,
		// not the ones it must not.
		calls, not []string
	}{
		{"gfx90a", nil, 64, []string{"mfma.f32.16x16x16f16", "mfma.f32.16x16x16bf16.1k", "mfma.f32.16x16x4f32"}, []string{"xf32", "wmma"}},
		{"gfx940", nil, 64, []string{"mfma.f32.16x16x16f16", "mfma.f32.16x16x16bf16.1k", "mfma.f32.16x16x8.xf32"}, []string{"16x16x4f32", "wmma"}},
		{"gfx908", bf16, 64, []string{"mfma.f32.16x16x16f16", "mfma.f32.16x16x4f32"}, []string{"bf16", "wmma"}},
		{"gfx1100", tf32, 32, []string{"wmma.f32.16x16x16.f16.v8f32", "wmma.f32.16x16x16.bf16.v8f32", "ds.bpermute"}, []string{"mfma"}},
	} {
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
			for _, call := range c.calls {
				if !strings.Contains(string(ll), "@llvm.amdgcn."+call+"(") {
					t.Errorf("the optimized IR calls no @llvm.amdgcn.%s", call)
				}
			}
			for _, call := range c.not {
				if strings.Contains(string(ll), "call <4 x float> @llvm.amdgcn."+call) || strings.Contains(string(ll), "@llvm.amdgcn."+call) {
					t.Errorf("the optimized IR calls an intrinsic with %q", call)
				}
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
					checkKernel(t, f, k, c.wave)
				}
			}
			if _, ok := emu.ROCProcessors[c.mcpu]; !ok {
				return
			}
			dev, err := emu.NewROC(emu.WithArch(c.mcpu))
			if err != nil {
				t.Fatal(err)
			}
			for _, text := range [][]byte{ll, plain} {
				if _, err := dev.LoadModuleIR(text, co); err != nil {
					t.Errorf("the emulated %s: %v", c.mcpu, err)
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
	for _, c := range []struct {
		mcpu string
		wave int
		want string
	}{
		{"gfx908", 0, "bfloat16 tensor-core MMA needs gfx90a"},
		{"gfx1030", 0, "which gfx1030 is not"},
		{"gfx1100", 0, "tf32 tensor-core MMA (float32 inputs) has no RDNA3 form"},
	} {
		_, err := EmitLLVM(m, Options{MCPU: c.mcpu, WaveSize: c.wave})
		if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want ErrUnsupported saying %q", c.mcpu, err, c.want)
		}
	}
	if _, err := EmitLLVM(kernelsOf(m, tf32), Options{MCPU: "gfx1100", WaveSize: 64}); !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "wave32 only") {
		t.Errorf("gfx1100 in wave64: %v, want ErrUnsupported saying wave32 only", err)
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
