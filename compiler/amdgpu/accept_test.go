package amdgpu

import (
	"sync"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/driver/emu"
)

// TestAcceptCorpus compiles the front end's accept corpus
// (compiler/testdata/accept) to LLVM IR for every default processor, in
// normal and debug mode, optimizes it with opt -O3 and builds code objects
// from that whose kernels carry kern's argument ABI; the emulated ROC
// device of each processor loads the optimized IR with its code object
// (every construct decodes, every kernel's kernarg layout is the
// metadata's), and the unoptimized IR too (what kern gen ships without
// opt).
func TestAcceptCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	prog := acceptProgram(t)
	for _, debug := range []bool{false, true} {
		m, diags := compiler.CompilePackage(prog, acceptPkg, compiler.Options{Debug: debug})
		if len(diags) > 0 {
			t.Fatalf("accept corpus has diagnostics:\n%v", diags)
		}
		kernels := 0
		for _, f := range m.Funcs {
			if f.Kind == ir.Kernel {
				kernels++
			}
		}
		if kernels == 0 {
			t.Fatal("the accept corpus has no kernels")
		}
		for _, mcpu := range DefaultTargets() {
			ll, err := EmitLLVM(m, Options{MCPU: mcpu})
			if err != nil {
				t.Fatalf("%s debug=%v: %v", mcpu, debug, err)
			}
			tools := testTools(t)
			plain := ll
			if ll, err = Optimize(ll, mcpu, tools); err != nil {
				t.Fatalf("%s debug=%v: %v", mcpu, debug, err)
			}
			co, err := Assemble(ll, mcpu, tools)
			if err != nil {
				t.Fatalf("%s debug=%v: %v", mcpu, debug, err)
			}
			obj, err := ReadCodeObject(co)
			if err != nil {
				t.Fatal(err)
			}
			wave, _ := WaveSizeFor(mcpu)
			for _, f := range m.Funcs {
				if f.Kind != ir.Kernel {
					continue
				}
				k := obj.Kernel(f.Name)
				if k == nil {
					t.Errorf("%s: kernel %s missing from the code object", mcpu, f.Name)
					continue
				}
				checkKernel(t, f, k, wave)
			}
			dev, err := emu.NewROC(emu.WithArch(mcpu))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := dev.LoadModuleIR(ll, co); err != nil {
				t.Errorf("%s debug=%v: the emulated ROC device: %v", mcpu, debug, err)
			}
			if _, err := dev.LoadModuleIR(plain, co); err != nil {
				t.Errorf("%s debug=%v: the emulated ROC device, unoptimized IR: %v", mcpu, debug, err)
			}
			t.Logf("%s: %d kernels, %d functions, %d bytes of code object", mcpu, kernels, len(m.Funcs), len(co))
		}
	}
}

const acceptPkg = "github.com/kernlab/kern/compiler/testdata/accept"

// loadAccept loads the accept corpus once per test binary: the load runs
// the go command and takes seconds.
var loadAccept = sync.OnceValues(func() (*compiler.Program, error) {
	return compiler.Load("../../compiler", "./testdata/accept")
})

func acceptProgram(t *testing.T) *compiler.Program {
	t.Helper()
	p, err := loadAccept()
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return p
}
