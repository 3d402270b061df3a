package amdgpu

import (
	"strings"
	"testing"
)

// TestFastMathAssembles checks that the FastMath variant of the corpus
// carries the flags and still builds, with wave64 on an RDNA processor.
func TestFastMathAssembles(t *testing.T) {
	m := corpusModule()
	ll, err := EmitLLVM(m, Options{MCPU: "gfx1030", WaveSize: 64, FastMath: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"fadd contract afn arcp float", "call contract afn arcp float @llvm.sqrt.f32(", `"target-features"="+wavefrontsize64"`, "llvm.amdgcn.mbcnt.hi"} {
		if !strings.Contains(string(ll), want) {
			t.Errorf("fast-math wave64 module lacks %q", want)
		}
	}
	if strings.Contains(string(ll), "llvm.amdgcn.rsq.f64") {
		t.Error("fast-math sqrt still uses the correction sequence")
	}
	tools := testTools(t)
	co, err := Assemble(ll, "gfx1030", tools)
	if err != nil {
		t.Fatal(err)
	}
	obj, err := ReadCodeObject(co)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range obj.Kernels {
		if k.WavefrontSize != 64 {
			t.Errorf("%s: wavefront size %d, want 64", k.Name, k.WavefrontSize)
		}
	}
}
