package amdgpu

import (
	"os"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/testing/testtool"
)

func testTools(t *testing.T) Tools {
	return Tools{Opt: testtool.Path(t, "KERN_OPT"), LLC: testtool.Path(t, "KERN_LLC"), LLD: testtool.Path(t, "KERN_LLD")}
}

// TestAssembleCorpus optimizes and builds the corpus for every default
// processor, as kern gen does, and checks each kernel's symbols,
// descriptor and argument metadata against kern's ABI.
func TestAssembleCorpus(t *testing.T) {
	tools := testTools(t)
	m := corpusModule()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatalf("the corpus is not valid IR: %v", err)
	}
	for _, mcpu := range DefaultTargets() {
		t.Run(mcpu, func(t *testing.T) {
			ll, err := EmitLLVM(m, Options{MCPU: mcpu})
			if err != nil {
				t.Fatal(err)
			}
			if os.Getenv("KERN_DUMP_LL") != "" {
				_ = os.WriteFile(os.Getenv("KERN_DUMP_LL")+"."+mcpu+".ll", ll, 0o644)
			}
			if ll, err = Optimize(ll, mcpu, tools); err != nil {
				t.Fatal(err)
			}
			co, err := Assemble(ll, mcpu, tools)
			if err != nil {
				t.Fatal(err)
			}
			obj, err := ReadCodeObject(co)
			if err != nil {
				t.Fatal(err)
			}
			if want := "amdgcn-amd-amdhsa--" + mcpu; obj.Target != want || obj.Version != 4 {
				t.Errorf("target %q, code object v%d; want %q, v4", obj.Target, obj.Version, want)
			}
			wave, _ := WaveSizeFor(mcpu)
			for _, f := range m.Funcs {
				if f.Kind != ir.Kernel {
					if obj.Kernel(f.Name) != nil {
						t.Errorf("device function %s listed as a kernel", f.Name)
					}
					continue
				}
				k := obj.Kernel(f.Name)
				if k == nil {
					t.Errorf("kernel %s missing from the metadata", f.Name)
					continue
				}
				checkKernel(t, f, k, wave)
			}
		})
	}
}

func checkKernel(t *testing.T, f *ir.Function, k *KernelInfo, wave int) {
	t.Helper()
	if !k.HasCode || !k.HasDescriptor || k.Symbol != f.Name+".kd" {
		t.Errorf("%s: code symbol %v, 64-byte descriptor %v (%q)", f.Name, k.HasCode, k.HasDescriptor, k.Symbol)
	}
	var leaves []ir.Type
	for _, p := range f.Params {
		leaves = ir.Leaves(p.Typ, leaves)
	}
	args := k.Explicit()
	if len(args) != len(leaves) {
		t.Fatalf("%s: %d explicit arguments, want %d leaves", f.Name, len(args), len(leaves))
	}
	off := 0
	for i, l := range leaves {
		off = (off + l.Align() - 1) / l.Align() * l.Align()
		a := args[i]
		if a.Size != l.Size() || a.Offset != off {
			t.Errorf("%s: argument %d: size %d at %d, want %s: size %d at %d", f.Name, i, a.Size, a.Offset, l, l.Size(), off)
		}
		_, isPtr := l.(*ir.Pointer)
		if isPtr != (a.ValueKind == "global_buffer") {
			t.Errorf("%s: argument %d (%s) has value kind %q", f.Name, i, l, a.ValueKind)
		}
		off += l.Size()
	}
	if k.WavefrontSize != wave {
		t.Errorf("%s: wavefront size %d, want %d", f.Name, k.WavefrontSize, wave)
	}
	if f32, f64, ok := k.DenormModes(); !ok || f32 != 3 || f64 != 3 {
		t.Errorf("%s: denormal modes f32 %d, f64 %d (descriptor read: %v); want 3, 3 (no flushing)", f.Name, f32, f64, ok)
	}
	wantFlat := 1024 // kern's block limit, unless the kernel declares maxthreads
	if f.MaxThreads > 0 {
		wantFlat = f.MaxThreads
	}
	if k.MaxFlatWorkgroupSize != wantFlat {
		t.Errorf("%s: max flat work-group size %d, want %d", f.Name, k.MaxFlatWorkgroupSize, wantFlat)
	}
	if k.KernargSize < off {
		t.Errorf("%s: kernarg segment %d bytes < %d explicit", f.Name, k.KernargSize, off)
	}
}
