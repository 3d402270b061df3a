package cuda

import (
	"errors"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/gpucore"
	"github.com/kernlab/kern/internal/testing/testtool"
)

func TestBogusLibrary(t *testing.T) {
	const bogus = "/nonexistent/kern/libcuda.so.1"
	d := Open(Options{Library: bogus})
	_, err := d.Count()
	if !errors.Is(err, driver.ErrNoDriver) {
		t.Fatalf("Count with %s: got %v, want ErrNoDriver", bogus, err)
	}
	if !strings.Contains(err.Error(), bogus+" not found") {
		t.Errorf("error does not say what was not found: %v", err)
	}
	if !strings.Contains(err.Error(), "KERN_EMULATE=cuda") {
		t.Errorf("error does not point at the emulated device: %v", err)
	}
	// Every entry point reports the same failure; none panics.
	if _, err := d.Device(0); !errors.Is(err, driver.ErrNoDriver) {
		t.Errorf("Device(0): %v", err)
	}
	if _, err := d.Devices(); !errors.Is(err, driver.ErrNoDriver) {
		t.Errorf("Devices: %v", err)
	}
	if _, err := d.Version(); !errors.Is(err, driver.ErrNoDriver) {
		t.Errorf("Version: %v", err)
	}
	if _, err := d.Path(); !errors.Is(err, driver.ErrNoDriver) {
		t.Errorf("Path: %v", err)
	}
}

func TestDefaultLibraryMessage(t *testing.T) {
	// A library name the loader cannot find reads like the default one.
	_, err := loadLib(Options{Library: "libcuda-kern-missing.so.1"})
	if !errors.Is(err, driver.ErrNoDriver) || !strings.Contains(err.Error(), "libcuda-kern-missing.so.1 not found") {
		t.Fatalf("got %v", err)
	}
}

func TestSymbolTable(t *testing.T) {
	l := newLib()
	seen := map[string]bool{}
	addrs := map[*uintptr]bool{}
	for _, s := range l.symbols() {
		if seen[s.Name] {
			t.Errorf("symbol %s bound twice", s.Name)
		}
		if addrs[s.Addr] {
			t.Errorf("symbol %s shares its slot with another", s.Name)
		}
		seen[s.Name], addrs[s.Addr] = true, true
	}
	// The names cuda.h maps the API to, not the legacy ones.
	for _, want := range []string{"cuMemAlloc_v2", "cuMemFree_v2", "cuMemcpyHtoD_v2", "cuMemcpyDtoHAsync_v2",
		"cuStreamDestroy_v2", "cuEventDestroy_v2", "cuMemHostRegister_v2", "cuMemGetInfo_v2",
		"cuDevicePrimaryCtxRelease_v2", "cuDeviceTotalMem_v2", "cuMemsetD8_v2"} {
		if !seen[want] {
			t.Errorf("table lacks %s", want)
		}
	}
	for _, legacy := range []string{"cuMemAlloc", "cuMemFree", "cuStreamDestroy", "cuEventDestroy", "cuMemGetInfo"} {
		if seen[legacy] {
			t.Errorf("table binds legacy %s", legacy)
		}
	}
}

// TestBinding loads the real libcuda (which loads without a GPU), resolves
// every bound symbol and sees cuInit fail with CUDA_ERROR_NO_DEVICE.
func TestBinding(t *testing.T) {
	path := testtool.Path(t, "KERN_LIBCUDA")
	l, err := loadLib(Options{Library: path})
	if err != nil {
		t.Fatalf("loadLib(%s): %v", path, err)
	}
	for _, s := range l.symbols() {
		if *s.Addr == 0 {
			t.Errorf("%s resolved to 0", s.Name)
		}
	}
	var v int32
	if r := gpucore.Call(l.Fn.DriverVersion.Addr, uintptr(unsafe.Pointer(&v))); r != successCode || v < 11000 {
		t.Errorf("cuDriverGetVersion = %d, %d", r, v)
	}
	t.Logf("%s: CUDA driver version %d", path, v)

	d := Open(Options{Library: path})
	_, err = d.Count()
	if !errors.Is(err, driver.ErrNoDevice) {
		t.Skipf("cuInit did not report NO_DEVICE (a GPU is present?): %v", err)
	}
	var de *driver.Error
	if !errors.As(err, &de) {
		t.Fatalf("cuInit error is %T, want *driver.Error", err)
	}
	if de.Kind != driver.KindCUDA || de.Op != "cuInit" || de.Code != 100 || de.Name != "CUDA_ERROR_NO_DEVICE" || de.Text == "" {
		t.Errorf("cuInit error = %+v", de)
	}
	if _, err := d.Devices(); !errors.Is(err, driver.ErrNoDevice) {
		t.Errorf("Devices: %v", err)
	}
	if p, err := d.Path(); p != path || !errors.Is(err, driver.ErrNoDevice) {
		t.Errorf("Path = %q, %v", p, err)
	}
}

// TestErrorNamesMatchLibrary checks the built-in name table against the
// library's own cuGetErrorName for every code the library knows.
func TestErrorNamesMatchLibrary(t *testing.T) {
	path := testtool.Path(t, "KERN_LIBCUDA")
	l, err := loadLib(Options{Library: path})
	if err != nil {
		t.Fatal(err)
	}
	known := 0
	for code, name := range builtinNames() {
		if _, ok := libString(l.Fn.ErrorName.Addr, code); !ok {
			t.Logf("%s (%d) is newer than this driver", name, code)
			continue
		}
		known++
		if got := l.ErrorName(code); got != name {
			t.Errorf("code %d: library says %s, table says %s", code, got, name)
		}
		if l.ErrorText(code) == "" {
			t.Errorf("code %d: no text", code)
		}
	}
	if known < 60 {
		t.Errorf("only %d codes known to the library", known)
	}
	// A code no driver knows gets the table's fallback.
	if got := l.ErrorName(54321); got != "CUDA_ERROR_54321" {
		t.Errorf("unknown code name = %s", got)
	}
}
