package roc

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/testing/standin"
)

// These tests load a stand-in libamdhip64 (internal/testing/standin: a C library
// on host memory with hip_runtime_api.h's prototypes) through the real
// binding, so that every call crosses purego and is checked and recorded.

func standinDevice(t *testing.T) (*standin.Lib, *Device) {
	t.Helper()
	lib := standin.ForTest(t, standin.HIP)
	lib.Configure(64<<20, 4, 64, 1024)
	d, err := Open(Options{Library: lib.Path}).Device(0)
	if err != nil {
		t.Fatal(err)
	}
	return lib, d
}

func logHas(t *testing.T, log []string, prefixes ...string) {
	t.Helper()
	i := 0
	for _, l := range log {
		if i < len(prefixes) && strings.HasPrefix(l, prefixes[i]) {
			i++
		}
	}
	if i < len(prefixes) {
		t.Errorf("log lacks %q (after %q):\n%s", prefixes[i], prefixes[:i], strings.Join(log, "\n"))
	}
}

func TestStandInDeviceAndMemory(t *testing.T) {
	lib, d := standinDevice(t)
	info := d.Info()
	if info.Name != "kern stand-in ROC device" || info.Arch != "gfx90a" || d.ArchName() != "gfx90a:sramecc+:xnack-" ||
		info.WarpSize != 64 || info.MultiProcessors != 4 || info.MaxBlockDim != (driver.Dim3{X: 1024, Y: 1024, Z: 1024}) ||
		info.PCIBusID != "0000:c1:00.0" || info.ComputeMajor != 9 {
		t.Errorf("Info = %+v (arch name %q)", info, d.ArchName())
	}
	const n = 1000
	p, err := d.Alloc(4 * n)
	if err != nil {
		t.Fatal(err)
	}
	q, _ := d.Alloc(4 * n)
	src := make([]float32, n)
	for i := range src {
		src[i] = float32(i)
	}
	s, _ := d.NewStream()
	pin, err := d.AllocHost(4 * n)
	if err != nil {
		t.Fatal(err)
	}
	fine, err := d.AllocHostFine(64)
	if err != nil {
		t.Fatal(err)
	}
	_ = d.CopyHtoD(p, unsafe.Pointer(&src[0]), 4*n, nil)
	_ = d.CopyDtoD(q, p, 4*n, s)
	_ = d.Memset(p, 7, 4*n, s)
	_ = d.CopyDtoH(pin, q, 4*n, s)
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(unsafe.Slice((*float32)(pin), n), src) {
		t.Error("the data did not make the round trip")
	}
	for _, f := range []func() error{func() error { return d.FreeHost(pin) }, func() error { return d.FreeHost(fine) },
		func() error { return d.Free(p) }, func() error { return d.Free(q) }, s.Destroy, d.Synchronize} {
		if err := f(); err != nil {
			t.Fatal(err)
		}
	}
	// The flags of pinned memory, the copy kinds by direction.
	logHas(t, lib.Log(), "hipInit flags=0 -> 0", "hipGetDeviceProperties 0 -> 0", "hipMalloc n=4000 -> 0 d1",
		"hipStreamCreateWithFlags flags=1 -> 0 s1", "hipHostMalloc n=4000 flags=0x80000001 -> 0 h1",
		"hipHostMalloc n=64 flags=0x40000003 -> 0 h2", "hipMemcpy HtoD d1+0 go n=4000 stream=sync -> 0",
		"hipMemcpyAsync DtoD d2+0 d1+0 n=4000 stream=s1 -> 0", "hipMemsetAsync d1+0 b=7 n=4000 stream=s1 -> 0",
		"hipMemcpyAsync DtoH h1+0 d2+0 n=4000 stream=s1 -> 0", "hipHostFree h1+0 -> 0", "hipFree d1+0 -> 0",
		"hipStreamDestroy s1 -> 0", "hipDeviceSynchronize -> 0")
	if live := lib.Live(); live != (standin.Live{}) {
		t.Errorf("left behind: %+v", live)
	}
}

// TestStandInLaunch loads a code object kern gen built, launches one of
// its kernels and checks the kernarg segment the stand-in packed from the
// kernelParams against the code object's metadata.
func TestStandInLaunch(t *testing.T) {
	lib, d := standinDevice(t)
	image, err := os.ReadFile("../../internal/testing/gputest/kern_gen_gfx90a.hsaco")
	if err != nil {
		t.Fatal(err)
	}
	layouts, err := lib.Layouts(image)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := d.LoadModule(image)
	if err != nil {
		t.Fatal(err)
	}
	var name string
	for k := range layouts {
		if name == "" || k < name {
			name = k
		}
	}
	fn, err := mod.Function(name)
	if err != nil {
		t.Fatal(err)
	}
	buf, _ := d.Alloc(1024)
	var params []unsafe.Pointer
	var want []string
	for i, a := range layouts[name] {
		v := make([]byte, max(a.Size, 8))
		if a.ValueKind == "global_buffer" {
			*(*driver.Ptr)(unsafe.Pointer(&v[0])) = buf + driver.Ptr(8*i)
			want = append(want, fmt.Sprintf("d1+%d", 8*i))
		} else {
			v[0] = byte(i + 1)
			switch a.Size {
			case 8, 4:
				want = append(want, fmt.Sprintf("x%x", i+1))
			default:
				want = append(want, fmt.Sprintf("%02x%s", i+1, strings.Repeat("00", a.Size-1)))
			}
		}
		params = append(params, unsafe.Pointer(&v[0]))
	}
	cfg := driver.LaunchConfig{Grid: driver.Dim3{X: 2, Y: 1, Z: 1}, Block: driver.Dim3{X: 64, Y: 1, Z: 1}}
	if err := fn.Launch(cfg, params); err != nil {
		t.Fatal(err)
	}
	logHas(t, lib.Log(), "hipModuleLoadData -> 0 m1", "hipModuleGetFunction m1 "+name+" -> 0",
		fmt.Sprintf("hipModuleLaunchKernel %s grid=2,1,1 block=64,1,1 shared=0 stream=s0 params=%s -> 0", name, strings.Join(want, ";")))
	// A runtime before ROCm 6.0 (as the stand-in) has no module-level
	// cooperative launch: the launch says so and reaches nothing.
	coop := cfg
	coop.Cooperative = true
	n := len(lib.Log())
	if err := fn.Launch(coop, params); !errors.Is(err, driver.ErrUnsupported) || !strings.Contains(err.Error(), "hipModuleLaunchCooperativeKernel") {
		t.Errorf("a cooperative launch without hipModuleLaunchCooperativeKernel: %v", err)
	}
	if len(lib.Log()) != n {
		t.Errorf("the refused launch reached the library: %v", lib.Log()[n:])
	}
	if _, err := d.LoadModule([]byte("not a code object")); !errors.Is(err, driver.ErrJIT) {
		t.Errorf("bad code object: %v", err)
	}
	if _, err := mod.Function("missing"); !errors.Is(err, driver.ErrNotFound) {
		t.Errorf("missing function: %v", err)
	}
	lib.Fail("hipModuleLaunchKernel", 719, 0)
	if err := fn.Launch(cfg, params); !errors.Is(err, driver.ErrLaunchFailed) || !errors.Is(err, driver.ErrKernelTrap) {
		t.Errorf("launch failure: %v", err)
	}
	if err := fn.Launch(cfg, params[:0]); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("launch without its parameters: %v", err)
	}
}

func TestStandInErrors(t *testing.T) {
	lib, d := standinDevice(t)
	lib.Fail("hipMalloc", 2, 0)
	var de *driver.Error
	if _, err := d.Alloc(256); !errors.Is(err, driver.ErrOutOfMemory) || !errors.As(err, &de) || de.Name != "hipErrorOutOfMemory" {
		t.Errorf("injected out of memory: %v", err)
	}
	if _, err := d.Alloc(128 << 20); !errors.Is(err, driver.ErrOutOfMemory) {
		t.Errorf("more than the device has: %v", err)
	}
	if err := d.Free(driver.Ptr(0x1234)); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("freeing a bogus pointer: %v", err)
	}
	// A device pointer given as the host side of a copy: the stand-in,
	// like HIP, checks the direction.
	p, _ := d.Alloc(256)
	devAsHost := *(*unsafe.Pointer)(unsafe.Pointer(&p))
	if err := d.CopyDtoH(devAsHost, p, 16, nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("a copy in the wrong direction: %v", err)
	}
}

// TestStandinCopyPeerOptional: hipMemcpyPeer is bound as optional, so a
// library without it (the stand-in) loads, and CopyPeer then says it is
// unsupported, which the runtime answers by staging the copy itself.
func TestStandinCopyPeerOptional(t *testing.T) {
	_, d := standinDevice(t)
	p, err := d.Alloc(64)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Free(p)
	if err := d.CopyPeer(p, d, p, 64, nil); !errors.Is(err, driver.ErrUnsupported) {
		t.Errorf("CopyPeer without the symbol: %v, want ErrUnsupported", err)
	}
	if err := d.CopyPeer(p, nil, p, 64, nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("CopyPeer to a nil device: %v, want ErrInvalidValue", err)
	}
}

// TestStandInAttributes: hipFuncSetAttribute takes what HIP takes (AMD
// GPUs change nothing for it) and refuses values out of range.
func TestStandInAttributes(t *testing.T) {
	lib, d := standinDevice(t)
	image, err := os.ReadFile("../../internal/testing/gputest/kern_gen_gfx90a.hsaco")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := lib.Layouts(image); err != nil {
		t.Fatal(err)
	}
	mod, err := d.LoadModule(image)
	if err != nil {
		t.Fatal(err)
	}
	const name = "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2eDynSpan"
	fn, err := mod.Function(name)
	if err != nil {
		t.Fatal(err)
	}
	af := fn.(driver.AttributeFunction)
	if err := af.SetAttribute(driver.SharedCarveout, 25); err != nil {
		t.Fatal(err)
	}
	if err := af.SetAttribute(driver.MaxDynamicShared, 64<<10); err != nil {
		t.Fatal(err)
	}
	if err := af.SetAttribute(driver.MaxDynamicShared, 64<<10+1); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("past 64 KiB: %v, want an invalid value", err)
	}
	logHas(t, lib.Log(), "hipFuncSetAttribute "+name+" attr=9 value=25 -> 0", "hipFuncSetAttribute "+name+" attr=8 value=65536 -> 0",
		"hipFuncSetAttribute "+name+" attr=8 value=65537 -> 1")
	if got := d.Info().SharedMemPerBlockOptin; got != 0 {
		t.Errorf("SharedMemPerBlockOptin = %d, want 0 (no opt-in on AMD)", got)
	}
}
