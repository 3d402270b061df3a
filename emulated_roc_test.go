package kern_test

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/internal/testing/gputest/debug"
	mmadebug "github.com/kernlab/kern/internal/testing/mmatest/debug"
	"github.com/kernlab/kern/nd"
)

// What the emulated ROC device reports beyond the conformance suite (which
// runs on it through places): its sanitizer with the Go positions of the
// IR's line tables, failed checks in debug code, out-of-memory, and errors
// named as driver/roc names them.
func TestEmulatedROCSanitizer(t *testing.T) {
	amd := func(opts ...emu.Option) *kern.Device { return kern.NewDevice(amdDevice(opts...)) }
	k := kern.NewKernel1(gputest.ShflSum)
	out := []int32{0}
	// One 64-lane wavefront: lane 0 sums lanes 0..31 (the kernel's
	// shuffles reach 31 lanes down), which is 32 on wave64.
	if err := k.Launch(amd(), 1, 64, out); err != nil || out[0] != 32 {
		t.Fatalf("64 threads: sum %d, %v; want 32", out[0], err)
	}
	// 48 lanes: lanes 32..47 read lanes 48..63, which do not exist.
	err := k.Launch(amd(), 1, 48, out)
	var f *emu.Fault
	if !errors.As(err, &f) || !errors.Is(err, driver.ErrKernelTrap) {
		t.Fatalf("48 threads: err = %v, want an emu.Fault", err)
	}
	if f.Kind != "shuffle" || f.Thread[0] < 32 || !strings.Contains(f.Detail, "does not exist") || !strings.Contains(err.Error(), "emulated ROC device") {
		t.Errorf("fault %+v: %v", f, err)
	}
	var de *driver.Error
	if !errors.As(err, &de) || de.Kind != driver.KindROC || de.Op != "hipModuleLaunchKernel" || !strings.HasPrefix(de.Name, "hipError") {
		t.Errorf("driver error %+v, want a HIP error from hipModuleLaunchKernel", de)
	}
	// kern gen's LLVM IR always has line tables (as its PTX has .loc
	// lines): faults name the Go position, a race both sides'.
	idx := []int32{0, 1, 2, 3, 99, 5}
	failed := amd()
	err = kern.NewKernel2(gputest.Scatter).Launch(failed, 1, 32, idx, make([]float32, 6))
	if !errors.As(err, &f) || f.Kind != "out-of-bounds" || f.Thread != [3]int{4, 0, 0} || !strings.HasPrefix(f.GoPos, "gputest.go:258:") ||
		!strings.Contains(err.Error(), "LLVM IR line") || strings.Contains(err.Error(), "PTX") {
		t.Errorf("out of bounds: %v (Go position %q), want thread 4 at gputest.go:258", err, f.GoPos)
	}
	err = kern.NewKernel2(gputest.Scatter).Launch(failed, 1, 32, idx, make([]float32, 6))
	if !strings.Contains(err.Error(), "faulted HIP context") || strings.Contains(err.Error(), "CUDA") {
		t.Errorf("a launch after the fault: %v, want the earlier failure of a HIP context", err)
	}
	race := kern.NewKernel1(gputest.SharedRace)
	if err := race.Launch(amd(), 1, 32, out); err != nil {
		t.Fatalf("without racecheck: %v", err)
	}
	err = race.Launch(amd(emu.WithRacecheck(true)), 1, 32, out)
	if !errors.As(err, &f) || f.Kind != "race" || !strings.HasPrefix(f.GoPos, "gputest.go:268:") ||
		strings.Count(err.Error(), "gputest.go:268:") < 2 || strings.Count(err.Error(), "LLVM IR line") < 2 || strings.Contains(err.Error(), "PTX") {
		t.Fatalf("racecheck: err = %v (Go position %q), want both sides at LLVM IR lines of gputest.go:268", err, f.GoPos)
	}

	// Debug code writes the trap record, as on CUDA, and ends the
	// wavefront: the error names the failed check's Go position, block
	// and thread, and the device stays usable.
	dev := amd()
	k2 := kern.NewKernel2(debug.Scatter)
	res := make([]float32, 6)
	err = k2.Launch(dev, 1, 32, idx, res)
	var te *kern.KernelTrapError
	if !errors.Is(err, driver.ErrKernelTrap) || !errors.As(err, &te) {
		t.Fatalf("debug trap: %v, want a *kern.KernelTrapError", err)
	}
	for _, want := range []string{"debug.go:17:6: index out of range", "block (0,0,0), thread (4,0,0)"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("debug trap: %q does not mention %q", err, want)
		}
	}
	idx[4] = 4
	if err := k2.Launch(dev, 1, 32, idx, res); err != nil {
		t.Fatalf("after a debug trap the device must still work: %v", err)
	}
	for i, v := range res {
		if v != float32(i) {
			t.Fatalf("out[%d] = %v", i, v)
		}
	}
	quo := kern.Vectorize("Quo", kern.Loop2(debug.Quo))
	a := nd.Must(nd.Arange[int64](1, 1001, 1))
	b := nd.Must(nd.Full[int64](2, 1000))
	b.Set(0, 777)
	if _, err = quo.Call(dev, a, b); !errors.As(err, &te) || !strings.Contains(err.Error(), "debug.go:24:39: integer divide by zero") {
		t.Fatalf("division by zero in debug code: %v", err)
	}

	small := amd(emu.WithMemory(1 << 20))
	_, err = kern.NewDeviceArray[float32](small, []int{1 << 20}, nd.C)
	if !errors.Is(err, driver.ErrOutOfMemory) || !errors.As(err, &de) || de.Name != "hipErrorOutOfMemory" || de.Op != "hipMalloc" {
		t.Fatalf("4 MiB on a 1 MiB device: %v, want hipMalloc: hipErrorOutOfMemory", err)
	}
}

// TestEmulatedROCFromEnv: KERN_EMULATE=roc makes kern.ROC (and Auto when
// no CUDA device is there) run on the emulated ROC device.
func TestEmulatedROCFromEnv(t *testing.T) {
	em, err := emu.ParseEnv("roc,gfx1030", "32MiB")
	if err != nil || !em.ROC || em.CUDA || em.ROCArch != "gfx1030" || em.Memory != 32<<20 {
		t.Fatalf("ParseEnv: %+v, %v", em, err)
	}
	d, err := emu.ROCFromEnv(em)
	if err != nil {
		t.Fatal(err)
	}
	if i := d.Info(); i.Kind != driver.KindROC || i.WarpSize != 32 || i.Arch != "gfx1030" {
		t.Errorf("gfx1030 device: %+v", i)
	}
	// The processors with their own matrix instructions: gfx1100 (WMMA,
	// wave32) and gfx940 (xf32 MFMA, wave64).
	for arch, wave := range map[string]int{"gfx1100": 32, "gfx940": 64} {
		em, err := emu.ParseEnv("roc,"+arch, "")
		if err != nil || em.ROCArch != arch {
			t.Fatalf("ParseEnv roc,%s: %+v, %v", arch, em, err)
		}
		d, err := emu.ROCFromEnv(em)
		if err != nil {
			t.Fatal(err)
		}
		if i := d.Info(); i.WarpSize != wave || i.Arch != arch {
			t.Errorf("%s device: %+v", arch, i)
		}
	}
	if _, err := emu.NewROC(emu.WithArch("gfx803")); err == nil {
		t.Error("an unknown processor was accepted")
	}
}

// TestEmulatedROCDebugBarrierLoop is TestEmulatedDebugBarrierLoop on the
// emulated ROC device.
func TestEmulatedROCDebugBarrierLoop(t *testing.T) {
	testDebugTreeSum(t, kern.NewDevice(amdDevice()))
}

// TestEmulatedNaNConstant: a float NaN constant, a constant expression in
// the LLVM IR, loads and runs on every target (the emulated ROC device
// refused the module: "unsupported operand bitcast").
func TestEmulatedNaNConstant(t *testing.T) {
	u := kern.Vectorize("DivNaN", kern.Loop1(gputest.DivNaN))
	x := ufRand[float32](t, 1, -5, 100)
	for _, p := range places() {
		got, err := kern.As[float32](u.Call(p.on, x))
		if err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		for i, v := range got.ToSlice() {
			if v == v {
				t.Fatalf("%s: element %d = %v, want NaN", p.name, i, v)
			}
		}
	}
}

// TestEmulatedROCProcessorIR: kern gen embeds each processor's LLVM IR
// (GenPackage.LLVMFor; LLVM, kern_gen.ll, is the first processor's), and
// the emulated ROC device of a processor runs its own — the conformance
// suite's gfx1030 place runs the default-generated gputest's wave32 IR,
// the MMA suite's gfx940 place mmatest's gfx940 IR. A package without IR
// for a processor of another wave size (mmatest/debug, gfx90a only, on a
// gfx1030) has no code there: Where says so before the launch, with the
// launch's error.
func TestEmulatedROCProcessorIR(t *testing.T) {
	for path, mcpus := range map[string][]string{
		"github.com/kernlab/kern/internal/testing/gputest":       {"gfx90a", "gfx1030"},
		"github.com/kernlab/kern/internal/testing/mmatest":       {"gfx90a", "gfx940"},
		"github.com/kernlab/kern/internal/testing/mmatest/rdna3": {"gfx1100"},
	} {
		p, ok := kern.Generated().Package(path)
		if !ok {
			t.Fatalf("%s is not registered", path)
		}
		if got := slices.Sorted(maps.Keys(p.LLVMFor)); !slices.Equal(got, slices.Sorted(slices.Values(mcpus))) {
			t.Errorf("%s: IR for %v, want %v", path, got, mcpus)
		}
		if p.LLVM != p.LLVMFor[mcpus[0]] {
			t.Errorf("%s: LLVM is not the first processor's (%s) IR", path, mcpus[0])
		}
		for _, m := range mcpus {
			first, _, _ := strings.Cut(p.LLVMFor[m], "\n")
			if want := fmt.Sprintf("; kern module %s (wave%d, %s)", path, emu.ROCProcessors[m], m); first != want {
				t.Errorf("%s: the IR for %s starts %q, want %q", path, m, first, want)
			}
		}
	}

	dev := kern.NewDevice(amdDevice(emu.WithArch("gfx1030")))
	k := kern.NewKernel4(mmadebug.Tile)
	a, d := make([]kern.Float16, 16*16), make([]float32, 16*16)
	_, _, werr := k.Where(dev, a, a, d, 0)
	err := k.Launch(dev, 1, 32, a, a, d, 0)
	if !errors.Is(err, kern.ErrNoGPUCode) || werr == nil || werr.Error() != err.Error() ||
		!strings.Contains(err.Error(), "no LLVM IR for gfx1030 (kern gen compiled for [gfx90a]; add gfx1030 to its -mcpu)") {
		t.Errorf("gfx90a-only code on a gfx1030: launch %v, Where %v; want the same ErrNoGPUCode naming both", err, werr)
	}
}

// TestDeviceCanRun: Device.CanRun says what Where and Auto say of a
// package on a device: the default-generated gputest (gfx90a, gfx1030) runs
// on emulated gfx90a and gfx1030 devices and the host, and has no code for
// a gfx1100 (wave32, and the first processor's IR is wave64); mmatest/debug
// (gfx90a only) has none for a gfx1030.
func TestDeviceCanRun(t *testing.T) {
	pkg := func(path string) *kern.GenPackage {
		p, ok := kern.Generated().Package(path)
		if !ok {
			t.Fatalf("%s is not registered", path)
		}
		return p
	}
	gputest := pkg("github.com/kernlab/kern/internal/testing/gputest")
	mmadbg := pkg("github.com/kernlab/kern/internal/testing/mmatest/debug")
	for _, c := range []struct {
		dev  *kern.Device
		p    *kern.GenPackage
		runs bool
	}{
		{kern.NewDevice(amdDevice(emu.WithArch("gfx90a"))), gputest, true},
		{kern.NewDevice(amdDevice(emu.WithArch("gfx1030"))), gputest, true},
		{kern.NewDevice(amdDevice(emu.WithArch("gfx1100"))), gputest, false},
		{kern.NewDevice(amdDevice(emu.WithArch("gfx1030"))), mmadbg, false},
		{kern.HostDevice(), mmadbg, true},
	} {
		err := c.dev.CanRun(c.p)
		if c.runs != (err == nil) || err != nil && !errors.Is(err, kern.ErrNoGPUCode) {
			t.Errorf("%v CanRun(%s) = %v; want runs %v (else ErrNoGPUCode)", c.dev, c.p.Path, err, c.runs)
		}
	}
	if err := (*kern.Device)(nil).CanRun(gputest); !errors.Is(err, kern.ErrNoGPUCode) {
		t.Errorf("nil device: %v", err)
	}
}
