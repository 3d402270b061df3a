package dispatch

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
)

// fakeCUDA looks like a CUDA device of compute capability major.minor.
type fakeCUDA struct {
	driver.Device
	major, minor int
}

func (f *fakeCUDA) Info() driver.Info {
	i := f.Device.Info()
	i.Kind, i.ComputeMajor, i.ComputeMinor = driver.KindCUDA, f.major, f.minor
	return i
}

// fakeIRROC is a ROC device that runs LLVM IR, as the emulated one does:
// wave32 on gfx1030, wave64 elsewhere, refusing IR whose header says the
// other size. It records the IR it loads.
type fakeIRROC struct {
	fakeROC
	ir []byte
}

func (f *fakeIRROC) LoadModuleIR(ir, codeObject []byte) (driver.Module, error) {
	if err := f.CheckIR(ir); err != nil {
		return nil, err
	}
	f.ir = ir
	return nil, nil
}

func (f *fakeIRROC) CheckIR(ir []byte) error {
	other := "wave32"
	if f.arch == "gfx1030" {
		other = "wave64"
	}
	if first, _, _ := strings.Cut(string(ir), "\n"); strings.Contains(first, other) {
		return errors.New("built for " + other)
	}
	return nil
}

// Fits says which code runs where without loading it: PTX for the
// device's compute capability or lower (exactly it for sm_90a), on ROC a
// code object for the processor or LLVM IR, and the IR itself on a
// device that runs IR.
func TestFits(t *testing.T) {
	cuda := func(major, minor int) Device { return testDevice{&fakeCUDA{host.New(), major, minor}} }
	roc := func(arch string) Device { return testDevice{&fakeROC{Device: host.New(), arch: arch}} }
	irROC := testDevice{&fakeIRROC{fakeROC: fakeROC{Device: host.New(), arch: "gfx90a"}}}
	irROC32 := testDevice{&fakeIRROC{fakeROC: fakeROC{Device: host.New(), arch: "gfx1030"}}}
	wave64 := "; kern module p (wave64, gfx90a)\n"
	first := &abi.Package{Path: "p", LLVM: wave64, LLVMFor: map[string]string{"gfx90a": wave64}}
	both := &abi.Package{Path: "p", LLVM: wave64, LLVMFor: map[string]string{"gfx90a": wave64, "gfx1030": "; kern module p (wave32, gfx1030)\n"}}
	ptx := func(arch string) *abi.Package { return &abi.Package{Path: "p", PTX: "ptx", PTXArch: arch} }
	objects := &abi.Package{Path: "p", AMDGPU: map[string][]byte{"gfx90a": []byte("elf")}}
	llvm := &abi.Package{Path: "p", LLVM: "ir"}
	for _, c := range []struct {
		name string
		dev  Device
		pkg  *abi.Package
		fits bool
	}{
		{"sm_70 PTX on sm_70", cuda(7, 0), ptx("sm_70"), true},
		{"sm_70 PTX on sm_90", cuda(9, 0), ptx("sm_70"), true},
		{"sm_80 PTX on sm_70", cuda(7, 0), ptx("sm_80"), false},
		{"sm_80 PTX on sm_86", cuda(8, 6), ptx("sm_80"), true},
		{"sm_90a PTX on sm_90", cuda(9, 0), ptx("sm_90a"), true},
		{"sm_90a PTX on sm_100", cuda(10, 0), ptx("sm_90a"), false},
		{".target sm_80 without PTXArch on sm_75", cuda(7, 5), &abi.Package{Path: "p", PTX: ".version 7.0\n.target sm_80\n"}, false},
		{"no PTX on CUDA", cuda(9, 0), llvm, false},
		{"a gfx90a object on gfx90a with features", roc("gfx90a:sramecc+:xnack-"), objects, true},
		{"a gfx90a object on gfx1030", roc("gfx1030"), objects, false},
		{"LLVM IR on gfx1030", roc("gfx1030"), llvm, true},
		{"PTX only on ROC", roc("gfx90a"), ptx("sm_70"), false},
		{"objects without IR on a device that runs IR", irROC, objects, false},
		{"LLVM IR on a device that runs IR", irROC, llvm, true},
		{"gfx90a's IR on a gfx1030 that runs IR", irROC32, first, false},
		{"gfx1030's own IR on a gfx1030 that runs IR", irROC32, both, true},
		{"gfx90a's IR on a gfx1030 that compiles it", roc("gfx1030"), first, true},
	} {
		err := Fits(c.dev, c.pkg)
		if c.fits && err != nil || !c.fits && !errors.Is(err, ErrNoGPUCode) {
			t.Errorf("%s: %v, want fits %v", c.name, err, c.fits)
		}
	}
}

// load hands a device that runs IR its processor's own IR, else the first
// processor's, and refuses what Fits refuses with the same error.
func TestLoadIRPerProcessor(t *testing.T) {
	var mods Modules
	wave64, wave32 := "; kern module p (wave64, gfx90a)\n", "; kern module p (wave32, gfx1030)\n"
	pkg := &abi.Package{Path: "p", LLVM: wave64, LLVMFor: map[string]string{"gfx90a": wave64, "gfx1030": wave32}}
	for arch, want := range map[string]string{"gfx90a": wave64, "gfx1030": wave32, "gfx940": wave64} {
		dev := &fakeIRROC{fakeROC: fakeROC{Device: host.New(), arch: arch}}
		if _, err := mods.load(testDevice{dev}, pkg); err != nil || string(dev.ir) != want {
			t.Errorf("%s: loaded %q, %v; want %q", arch, dev.ir, err, want)
		}
	}
	only := &abi.Package{Path: "p", LLVM: wave64, LLVMFor: map[string]string{"gfx90a": wave64}}
	dev := testDevice{&fakeIRROC{fakeROC: fakeROC{Device: host.New(), arch: "gfx1030"}}}
	_, err := mods.load(dev, only)
	if fits := Fits(dev, only); !errors.Is(err, ErrNoGPUCode) || fits == nil || err.Error() != fits.Error() ||
		!strings.Contains(err.Error(), "no LLVM IR for gfx1030 (kern gen compiled for [gfx90a]; add gfx1030 to its -mcpu)") {
		t.Errorf("gfx90a's IR only on a gfx1030: load %v, Fits %v; want the same ErrNoGPUCode naming gfx1030 and gfx90a", err, fits)
	}
}
