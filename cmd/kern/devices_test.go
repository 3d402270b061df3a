package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/kernlab/kern/driver"
)

// devicesLib returns the library named by env, skipping when absent and
// failing when KERN_REQUIRE_TOOLS=1.
func devicesLib(t *testing.T, env string) string {
	t.Helper()
	p := os.Getenv(env)
	if p != "" {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	if os.Getenv("KERN_REQUIRE_TOOLS") == "1" {
		t.Fatalf("%s=%q is not a file (KERN_REQUIRE_TOOLS=1)", env, p)
	}
	t.Skipf("%s=%q is not a file (run scripts/install-tools.sh)", env, p)
	return ""
}

func runDevices(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := cmdDevices(args, &out, &errb)
	return out.String(), errb.String(), code
}

func TestDevicesLibraryNotFound(t *testing.T) {
	// The output under test has no emulated device in it.
	t.Setenv("KERN_EMULATE", "")
	out, errs, code := runDevices(t, "-libcuda", "/nonexistent/libcuda.so.1", "-libhip", "/nonexistent/libamdhip64.so")
	if code != 0 {
		t.Fatalf("exit %d, stderr %s", code, errs)
	}
	want := "CUDA:\n  /nonexistent/libcuda.so.1 not found\nROC:\n  /nonexistent/libamdhip64.so not found\nHost:\n  kern host device"
	if !strings.HasPrefix(out, want) || !strings.Contains(out, "targets cpu, parallel, sim") {
		t.Errorf("output\n%s\nwant\n%s", out, want)
	}
	out, _, _ = runDevices(t, "-v", "-libcuda", "/nonexistent/libcuda.so.1", "-libhip", "/nonexistent/libamdhip64.so")
	if !strings.Contains(out, "No such file") && !strings.Contains(out, "cannot open") {
		t.Errorf("-v does not show the loader's message:\n%s", out)
	}
}

func TestDevicesNoDevice(t *testing.T) {
	// The output under test has no emulated device in it.
	t.Setenv("KERN_EMULATE", "")
	libcuda := devicesLib(t, "KERN_LIBCUDA")
	libhip := devicesLib(t, "KERN_LIBHIP")
	out, errs, code := runDevices(t, "-libcuda", libcuda, "-libhip", libhip)
	if code != 0 {
		t.Fatalf("exit %d, stderr %s", code, errs)
	}
	want := "CUDA:\n  no CUDA device: CUDA_ERROR_NO_DEVICE\nROC:\n  no ROC device: hipErrorNoDevice\nHost:\n  kern host device"
	if !strings.HasPrefix(out, want) {
		t.Errorf("output\n%s\nwant\n%s", out, want)
	}
}

func TestDevicesUsage(t *testing.T) {
	for _, args := range [][]string{{"-bogus"}, {"extra"}, {"-libcuda"}} {
		if _, errs, code := runDevices(t, args...); code != 2 || !strings.Contains(errs, "usage: kern devices") {
			t.Errorf("%q: exit %d, stderr %q", args, code, errs)
		}
	}
	if _, _, code := runDevices(t, "-h"); code != 0 {
		t.Errorf("-h: exit %d", code)
	}
}

func TestWriteDevices(t *testing.T) {
	var b bytes.Buffer
	writeDevices(&b, "CUDA", "libcuda.so.1", []driver.Info{
		{Kind: driver.KindCUDA, Ordinal: 0, Name: "NVIDIA H100 80GB HBM3", Arch: "sm_90", ComputeMajor: 9,
			MultiProcessors: 132, TotalMem: 80 << 30, PCIBusID: "0000:1b:00.0"},
		{Kind: driver.KindCUDA, Ordinal: 1, Name: "Tesla K80", Arch: "sm_37", ComputeMajor: 3, ComputeMinor: 7,
			MultiProcessors: 13, TotalMem: 12 << 30, PCIBusID: "0000:05:00.0"},
	})
	out := b.String()
	for _, want := range []string{
		"Found 2 CUDA devices (libcuda.so.1)",
		"id 0    NVIDIA H100 80GB HBM3",
		"[SUPPORTED]",
		"compute capability: 9.0 (sm_90)",
		"multiprocessors: 132",
		"memory: 80.0 GiB",
		"pci bus id: 0000:1b:00.0",
		"[NOT SUPPORTED: compute capability 3.7 < 5.0]",
		"1/2 devices are supported",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	b.Reset()
	writeDevices(&b, "ROC", "libamdhip64.so.6", []driver.Info{
		{Kind: driver.KindROC, Name: "AMD Instinct MI210", Arch: "gfx90a", MultiProcessors: 104, TotalMem: 64 << 30, PCIBusID: "0000:c3:00.0"},
	})
	for _, want := range []string{"Found 1 ROC device (", "architecture: gfx90a", "[SUPPORTED]", "1/1 devices"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("ROC output lacks %q:\n%s", want, b.String())
		}
	}
}

func TestGfxMajor(t *testing.T) {
	for arch, want := range map[string]int{
		"gfx90a": 9, "gfx942": 9, "gfx906": 9, "gfx1030": 10, "gfx1100": 11, "gfx803": 8,
		"sm_90": -1, "gfx": -1, "gfxzz1": -1,
	} {
		if got := gfxMajor(arch); got != want {
			t.Errorf("gfxMajor(%q) = %d, want %d", arch, got, want)
		}
	}
	if unsupported(driver.Info{Kind: driver.KindROC, Arch: "gfx803"}) == "" {
		t.Error("gfx803 reported supported")
	}
	if why := unsupported(driver.Info{Kind: driver.KindCUDA, ComputeMajor: 8, ComputeMinor: 6}); why != "" {
		t.Errorf("sm_86 unsupported: %s", why)
	}
}

func TestDevicesEmulated(t *testing.T) {
	t.Setenv("KERN_EMULATE", "cuda,racecheck")
	t.Setenv("KERN_EMULATE_MEMORY", "64MiB")
	out, errs, code := runDevices(t, "-libcuda", "/nonexistent/libcuda.so.1", "-libhip", "/nonexistent/libamdhip64.so")
	if code != 0 {
		t.Fatalf("exit %d, stderr %s", code, errs)
	}
	want := "CUDA:\n  /nonexistent/libcuda.so.1 not found\n  emulated CUDA device (KERN_EMULATE=cuda,racecheck): sm_70, compute 7.0, 64 MiB, sanitizer + racecheck; kern.CUDA runs on it\nROC:\n"
	if !strings.HasPrefix(out, want) {
		t.Errorf("output\n%s\nwant it to start with\n%s", out, want)
	}
	t.Setenv("KERN_EMULATE", "roc,gfx1030")
	out, _, code = runDevices(t, "-libcuda", "/nonexistent/libcuda.so.1", "-libhip", "/nonexistent/libamdhip64.so")
	if want := "  emulated ROC device (KERN_EMULATE=roc,gfx1030): gfx1030, wave32, 64 MiB, sanitizer; kern.ROC runs on it\n"; code != 0 || !strings.Contains(out, want) || strings.Contains(out, "emulated CUDA") {
		t.Errorf("KERN_EMULATE=roc,gfx1030: exit %d\n%s\nwant the line\n%s", code, out, want)
	}
	t.Setenv("KERN_EMULATE", "cuda:2,roc:2")
	out, _, code = runDevices(t, "-libcuda", "/nonexistent/libcuda.so.1", "-libhip", "/nonexistent/libamdhip64.so")
	for _, want := range []string{
		"  2 emulated CUDA devices (KERN_EMULATE=cuda:2,roc:2), sanitizer; kern.CUDA runs on id 0, kern.Devices(kern.CUDA) gives all\n",
		"  id 0    sm_70, compute 7.0, 64 MiB, pci bus id emu0:00:00.0\n",
		"  id 1    sm_70, compute 7.0, 64 MiB, pci bus id emu0:01:00.0\n",
		"  2 emulated ROC devices (KERN_EMULATE=cuda:2,roc:2), sanitizer;",
		"  id 1    gfx90a, wave64, 64 MiB, pci bus id emu0:01:00.0\n",
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("KERN_EMULATE=cuda:2,roc:2: exit %d\n%s\nwant the line\n%s", code, out, want)
		}
	}
	t.Setenv("KERN_EMULATE", "cuda,fast")
	if out, _, code := runDevices(t, "-libcuda", "/nonexistent/libcuda.so.1", "-libhip", "/nonexistent/libamdhip64.so"); code != 1 || !strings.Contains(out, `unknown word "fast"`) {
		t.Errorf("bad KERN_EMULATE: exit %d\n%s", code, out)
	}
}
