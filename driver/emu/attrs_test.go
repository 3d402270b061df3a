package emu

import (
	"errors"
	"os"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// TestSharedOptIn: the emulated CUDA device gives a block 48 KiB of
// shared memory until the kernel's MaxDynamicShared attribute is raised,
// up to its architecture's opt-in limit, as CUDA does.
func TestSharedOptIn(t *testing.T) {
	for _, c := range []struct {
		d    *Device
		want int
	}{
		{New(), 96 << 10}, {New(WithArch("sm_75")), 64 << 10}, {New(WithArch("sm_80")), 163 << 10},
		{New(WithArch("sm_90")), 227 << 10}, {New(WithArch("sm_50")), 0}, {New(WithSharedOptIn(200 << 10)), 200 << 10},
		{amdDevice(t), 0},
	} {
		if got := c.d.Info().SharedMemPerBlockOptin; got != c.want {
			t.Errorf("%s: SharedMemPerBlockOptin %d, want %d", c.d.Info().Name, got, c.want)
		}
	}
	d := New()
	v := newVadd(t, d, 64)
	launch := func(shared int) error {
		return v.fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 64, Y: 1, Z: 1}, SharedBytes: shared},
			[]unsafe.Pointer{unsafe.Pointer(&v.a), unsafe.Pointer(&v.b), unsafe.Pointer(&v.c), unsafe.Pointer(&v.n)})
	}
	if err := launch(64 << 10); !errors.Is(err, driver.ErrInvalidValue) || !strings.Contains(err.Error(), "MaxDynamicShared") {
		t.Fatalf("64 KiB without opting in: %v, want an invalid value naming MaxDynamicShared", err)
	}
	af := v.fn.(driver.AttributeFunction)
	for _, bad := range []struct {
		a driver.FuncAttribute
		v int
	}{{driver.MaxDynamicShared, 96<<10 + 1}, {driver.MaxDynamicShared, -1}, {driver.SharedCarveout, 101}, {driver.SharedCarveout, -2}, {3, 0}} {
		if err := af.SetAttribute(bad.a, bad.v); !errors.Is(err, driver.ErrInvalidValue) {
			t.Errorf("SetAttribute(%v, %d): %v, want an invalid value", bad.a, bad.v, err)
		}
	}
	if err := af.SetAttribute(driver.MaxDynamicShared, 64<<10); err != nil {
		t.Fatal(err)
	}
	if err := launch(64 << 10); err != nil {
		t.Fatal(err)
	}
	c := make([]float32, 64)
	if err := d.CopyDtoH(unsafe.Pointer(&c[0]), v.c, 4*64, nil); err != nil {
		t.Fatal(err)
	}
	for i, x := range c {
		if x != float32(2*i) {
			t.Fatalf("c[%d] = %g, want %d", i, x, 2*i)
		}
	}
	if err := launch(64<<10 + 4); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("past the raised attribute: %v, want an invalid value", err)
	}
	for _, pct := range []int{0, 50, 100, -1} {
		if err := af.SetAttribute(driver.SharedCarveout, pct); err != nil {
			t.Fatal(err)
		}
		if got := v.fn.(*kernelFunc).Carveout(); got != pct {
			t.Errorf("carveout %d after setting %d", got, pct)
		}
	}
}

// maxntidPTX is vaddPTX with launch bounds.
var maxntidPTX = strings.Replace(vaddPTX, "\t.param .u32 pn\n)\n", "\t.param .u32 pn\n)\n.maxntid 8, 8, 1\n.maxnreg 32\n", 1)

// TestLaunchBoundsPTX: an entry's .maxntid bounds its blocks, as on CUDA:
// Attributes reports it and a larger block is refused.
func TestLaunchBoundsPTX(t *testing.T) {
	if !strings.Contains(maxntidPTX, ".maxntid") {
		t.Fatal("the test's PTX has no .maxntid")
	}
	d := New()
	fn, err := load(t, d, maxntidPTX).Function("vadd")
	if err != nil {
		t.Fatal(err)
	}
	if a, err := fn.Attributes(); err != nil || a.MaxThreadsPerBlock != 64 {
		t.Errorf("Attributes() = %+v, %v; want 64 threads", a, err)
	}
	v := &vadd{d: d, fn: fn, n: 64}
	for _, p := range []*driver.Ptr{&v.a, &v.b, &v.c} {
		if *p, err = d.Alloc(4 * 64); err != nil {
			t.Fatal(err)
		}
	}
	if err := v.launch(nil, 1, 128); !errors.Is(err, driver.ErrInvalidValue) || !strings.Contains(err.Error(), "compiled for") {
		t.Errorf("a block of 128: %v, want an invalid value", err)
	}
	if err := v.launch(nil, 1, 64); err != nil {
		t.Fatal(err)
	}
	if _, err := d.LoadModule([]byte(strings.Replace(maxntidPTX, ".maxntid 8, 8, 1", ".maxntid many", 1))); !errors.Is(err, driver.ErrJIT) {
		t.Errorf("a malformed .maxntid: %v, want a JIT error", err)
	}
}

// TestLaunchBoundsIR: a ROC kernel's amdgpu-flat-work-group-size bounds
// its blocks (gputest.Bounded is compiled with maxthreads=128).
func TestLaunchBoundsIR(t *testing.T) {
	ir, err := os.ReadFile("../../internal/testing/gputest/kern_gen.ll")
	if err != nil {
		t.Skip(err)
	}
	d := amdDevice(t)
	m, err := d.LoadModuleIR(ir, nil)
	if err != nil {
		t.Fatal(err)
	}
	const prefix = "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2e"
	for name, want := range map[string]int{"Bounded": 128, "DynSpan": maxThreads} {
		fn, err := m.Function(prefix + name)
		if err != nil {
			t.Fatal(err)
		}
		if a, err := fn.Attributes(); err != nil || a.MaxThreadsPerBlock != want {
			t.Errorf("%s: Attributes() = %+v, %v; want %d threads", name, a, err, want)
		}
		if name == "Bounded" {
			err := fn.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: 256, Y: 1, Z: 1}}, nil)
			if !errors.Is(err, driver.ErrInvalidValue) || !strings.Contains(err.Error(), "compiled for") {
				t.Errorf("Bounded with a block of 256: %v, want an invalid value", err)
			}
		}
	}
}

func amdDevice(t *testing.T) *Device {
	t.Helper()
	d, err := NewROC()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestStaticSharedOver48KiB: a module whose entry declares more than 48 KiB
// of static shared memory fails to load, as ptxas refuses it on every
// architecture (even one that opts in to more dynamic shared memory);
// exactly 48 KiB loads.
func TestStaticSharedOver48KiB(t *testing.T) {
	for _, arch := range []string{"sm_70", "sm_90"} {
		d := New(WithArch(arch))
		at := strings.Replace(spacesPTX, "buf[64]", "buf[49152]", 1)
		if _, err := d.LoadModule([]byte(at)); err != nil {
			t.Errorf("%s: 48 KiB of static shared memory refused: %v", arch, err)
		}
		over := strings.Replace(spacesPTX, "buf[64]", "buf[49156]", 1)
		_, err := d.LoadModule([]byte(over))
		if !errors.Is(err, driver.ErrJIT) || !strings.Contains(err.Error(), "uses too much shared data (0xc004 bytes, 0xc000 max)") {
			t.Errorf("%s: 49156 bytes of static shared memory: %v, want a JIT error", arch, err)
		}
	}
}

// EmulationFor names the oldest emulated compute capability that runs a
// module's target, each one ParseEnv accepts, and none past sm_90 or for
// an arch-specific target.
func TestEmulationFor(t *testing.T) {
	d := New()
	for target, want := range map[string]string{"sm_80": "cuda,sm_80", "sm_89": "cuda,sm_89", "sm_87": "cuda,sm_89", "sm_52": "cuda,sm_70", "sm_90": "cuda,sm_90", "sm_100": "", "sm_90a": ""} {
		got := d.EmulationFor(target)
		if want == "" {
			if got != "" {
				t.Errorf("EmulationFor(%s) = %q, want none", target, got)
			}
			continue
		}
		if !strings.Contains(got, "KERN_EMULATE="+want) {
			t.Errorf("EmulationFor(%s) = %q, want KERN_EMULATE=%s", target, got, want)
		}
		if _, err := ParseEnv(want, ""); err != nil {
			t.Errorf("ParseEnv(%q): %v", want, err)
		}
	}
}
