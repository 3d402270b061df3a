package dispatch

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// fakeROC looks like a ROC device to load and records the image it is
// given.
type fakeROC struct {
	driver.Device
	arch  string
	image []byte
}

func (f *fakeROC) Info() driver.Info {
	i := f.Device.Info()
	i.Kind = driver.KindROC
	i.Arch = strings.SplitN(f.arch, ":", 2)[0]
	return i
}

func (f *fakeROC) ArchName() string { return f.arch }

// testDevice is the runtime's side of a device, as Modules sees it.
type testDevice struct{ d driver.Device }

func (t testDevice) Driver() driver.Device { return t.d }
func (t testDevice) Info() driver.Info     { return t.d.Info() }
func (t testDevice) String() string        { return t.d.Info().Name }
func (t testDevice) Code() *Code           { return new(Code) } // each call a fresh table: these tests load, never cache

func (f *fakeROC) LoadModule(image []byte) (driver.Module, error) {
	f.image = append([]byte(nil), image...)
	return nil, nil
}

const trivialAMDGPU = `target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
`

func TestLoadImageROC(t *testing.T) {
	var mods Modules
	embedded := []byte("\x7fELF embedded gfx90a object")
	pkg := &abi.Package{Path: "example.com/roc", AMDGPU: map[string][]byte{"gfx90a": embedded}, LLVM: trivialAMDGPU}

	dev := &fakeROC{Device: host.New(), arch: "gfx90a:sramecc+:xnack-"}
	if _, err := mods.load(testDevice{dev}, pkg); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(dev.image, embedded) {
		t.Fatalf("gfx90a device got %q, want the embedded object", dev.image)
	}

	none := &abi.Package{Path: "example.com/roc-none"}
	if _, err := mods.load(testDevice{&fakeROC{Device: host.New(), arch: "gfx1030"}}, none); !errors.Is(err, ErrNoGPUCode) {
		t.Fatalf("no object and no IR: err = %v, want ErrNoGPUCode", err)
	}

	// A processor without an embedded object gets one compiled from the IR.
	other := &fakeROC{Device: host.New(), arch: "gfx1030"}
	_, err := mods.load(testDevice{other}, pkg)
	if err != nil {
		if testtool.Required() {
			t.Fatalf("compiling the LLVM IR for gfx1030 with amd_comgr: %v", err)
		}
		t.Skipf("amd_comgr unavailable: %v", err)
	}
	if !bytes.HasPrefix(other.image, []byte("\x7fELF")) || bytes.Equal(other.image, embedded) {
		t.Fatalf("gfx1030 device got %d bytes starting %q, want a compiled ELF code object", len(other.image), other.image[:min(8, len(other.image))])
	}
}
