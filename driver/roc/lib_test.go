package roc

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/testing/testtool"
)

func TestBogusLibrary(t *testing.T) {
	const bogus = "/nonexistent/kern/libamdhip64.so"
	d := Open(Options{Library: bogus})
	_, err := d.Count()
	if !errors.Is(err, driver.ErrNoDriver) || !strings.Contains(err.Error(), bogus+" not found") || !strings.Contains(err.Error(), "KERN_EMULATE=roc") {
		t.Fatalf("Count: %v", err)
	}
	if _, err := d.Device(0); !errors.Is(err, driver.ErrNoDriver) {
		t.Errorf("Device: %v", err)
	}
	if _, err := d.Devices(); !errors.Is(err, driver.ErrNoDriver) {
		t.Errorf("Devices: %v", err)
	}
	if _, err := d.Version(); !errors.Is(err, driver.ErrNoDriver) {
		t.Errorf("Version: %v", err)
	}
	// A missing preload is reported too.
	_, err = Open(Options{Library: "libc.so.6", Preload: []string{"/nonexistent/libhsa.so"}}).Count()
	if !errors.Is(err, driver.ErrNoDriver) || !strings.Contains(err.Error(), "preload") {
		t.Errorf("bad preload: %v", err)
	}
}

func TestSymbolTable(t *testing.T) {
	l := newLib()
	seen := map[string]bool{}
	slots := map[*uintptr]bool{}
	var optional []string
	for _, s := range l.symbols() {
		if seen[s.Name] || slots[s.Addr] {
			t.Errorf("%s bound twice", s.Name)
		}
		seen[s.Name], slots[s.Addr] = true, true
		if s.Optional {
			optional = append(optional, s.Name)
		}
	}
	slices.Sort(optional)
	if want := []string{"hipFuncSetAttribute", "hipGetDeviceProperties", "hipGetDevicePropertiesR0600", "hipMemcpyPeer", "hipMemcpyPeerAsync",
		"hipModuleLaunchCooperativeKernel", "hipModuleOccupancyMaxActiveBlocksPerMultiprocessor"}; !slices.Equal(optional, want) {
		t.Errorf("optional symbols %v, want the attribute setter, the two hipGetDeviceProperties variants, the peer copies and the cooperative launch %v", optional, want)
	}
}

// TestBinding loads the real libamdhip64 (it loads without a GPU), resolves
// every bound symbol and sees "no device" as driver.ErrNoDevice.
func TestBinding(t *testing.T) {
	path := testtool.Path(t, "KERN_LIBHIP")
	l, err := loadLib(Options{Library: path})
	if err != nil {
		t.Fatalf("loadLib(%s): %v", path, err)
	}
	for _, s := range l.symbols() {
		if *s.Addr == 0 && !s.Optional {
			t.Errorf("%s resolved to 0", s.Name)
		}
	}
	if l.own.getDevicePropertiesR0600.Addr == 0 && l.own.getDeviceProperties.Addr == 0 {
		t.Error("neither hipGetDevicePropertiesR0600 nor hipGetDeviceProperties")
	}
	d := Open(Options{Library: path})
	v, err := d.Version()
	_, cerr := d.Count()
	if !errors.Is(cerr, driver.ErrNoDevice) {
		t.Skipf("HIP reports devices here: %v", cerr)
	}
	if !errors.Is(err, driver.ErrNoDevice) || v != 0 {
		t.Errorf("Version = %d, %v", v, err)
	}
	var de *driver.Error
	if !errors.As(cerr, &de) || de.Kind != driver.KindROC || de.Code != 100 || de.Name != "hipErrorNoDevice" {
		t.Errorf("no-device error = %#v", cerr)
	}
	t.Logf("%s without a GPU: %v (%s)", path, cerr, de.Log)
	if _, err := d.Devices(); !errors.Is(err, driver.ErrNoDevice) {
		t.Errorf("Devices: %v", err)
	}
}

// TestErrorNamesMatchLibrary checks the built-in names against
// hipGetErrorName.
func TestErrorNamesMatchLibrary(t *testing.T) {
	path := testtool.Path(t, "KERN_LIBHIP")
	l, err := loadLib(Options{Library: path})
	if err != nil {
		t.Fatal(err)
	}
	for code, name := range builtinNames() {
		// Codes newer than the library come back from the table.
		if got := l.ErrorName(code); got != name {
			t.Errorf("code %d: library says %s, table says %s", code, got, name)
		}
	}
	if got := l.ErrorName(4242); got != "hipError4242" {
		t.Errorf("unknown code: %s", got)
	}
}
