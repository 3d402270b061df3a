package kern_test

import (
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/ufunc"
)

// multiEnv is the emulation the several-device tests run under: the
// process's devices are fixed on first use, so each test re-runs itself
// in a child process with KERN_EMULATE set.
const multiEnv = "cuda:3,roc:2"

// inMultiProcess runs the calling test in a child process with
// KERN_EMULATE=multiEnv and 64 MiB per device, and reports whether the
// caller is that child (true: go on with the test).
func inMultiProcess(t *testing.T) bool {
	t.Helper()
	if os.Getenv("KERN_EMULATE") == multiEnv {
		return true
	}
	if testing.Short() {
		t.Skip("re-runs the test binary")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+t.Name()+"$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), "KERN_EMULATE="+multiEnv, "KERN_EMULATE_MEMORY=64MiB")
	out, err := cmd.CombinedOutput()
	if testing.Verbose() {
		t.Logf("child:\n%s", out)
	}
	if err != nil || !strings.Contains(string(out), "--- PASS: "+t.Name()) {
		t.Fatalf("child with KERN_EMULATE=%s: %v\n%s", multiEnv, err, out)
	}
	return false
}

// TestDevicesEmulated: KERN_EMULATE=cuda:3,roc:2 gives three CUDA and two
// ROC devices, each named by index and bus id, each its own memory.
func TestDevicesEmulated(t *testing.T) {
	if !inMultiProcess(t) {
		return
	}
	for _, c := range []struct {
		t    kern.Target
		n    int
		kind driver.Kind
	}{{kern.CUDA, 3, driver.KindCUDA}, {kern.ROC, 2, driver.KindROC}} {
		ds, err := kern.Devices(c.t)
		if err != nil || len(ds) != c.n {
			t.Fatalf("Devices(%v) = %d devices, %v; want %d", c.t, len(ds), err, c.n)
		}
		def, _ := kern.DefaultDevice(c.t)
		if ds[0] != def {
			t.Errorf("Devices(%v)[0] is not DefaultDevice", c.t)
		}
		names := map[string]bool{}
		for i, d := range ds {
			if d.Info().Ordinal != i || d.Info().Kind != c.kind {
				t.Errorf("%v device %d: %+v", c.t, i, d.Info())
			}
			if d2, err := kern.DeviceOf(c.t, i); err != nil || d2 != d {
				t.Errorf("DeviceOf(%v, %d) = %v, %v", c.t, i, d2, err)
			}
			if !strings.Contains(d.String(), d.Info().PCIBusID) {
				t.Errorf("%v does not name its bus id", d)
			}
			names[d.String()] = true
			if _, total, err := d.MemInfo(); err != nil || total != 64<<20 {
				t.Errorf("%v: memory %d, %v; want 64 MiB each", d, total, err)
			}
		}
		if len(names) != c.n {
			t.Errorf("%v devices print alike: %v", c.t, names)
		}
		if _, err := kern.DeviceOf(c.t, c.n); !errors.Is(err, driver.ErrNoDevice) {
			t.Errorf("DeviceOf(%v, %d): %v", c.t, c.n, err)
		}
	}
	// Streams and events say which device they belong to.
	d1, _ := kern.DeviceOf(kern.CUDA, 1)
	s, err := d1.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	e, err := d1.NewEvent()
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if s.Device() != d1 || e.Device() != d1 || !strings.Contains(s.String(), d1.String()) || !strings.Contains(e.String(), d1.String()) {
		t.Errorf("stream %v, event %v: not on %v", s, e, d1)
	}
}

// TestMixedDevicesError: a ufunc on arrays of two devices fails, naming
// both; nothing is copied behind the user's back.
func TestMixedDevicesError(t *testing.T) {
	if !inMultiProcess(t) {
		return
	}
	d0, _ := kern.DeviceOf(kern.CUDA, 0)
	d1, _ := kern.DeviceOf(kern.CUDA, 1)
	a := ufRand[float32](t, 1, -1, 100)
	x0, err := kern.ToDevice(d0, a)
	if err != nil {
		t.Fatal(err)
	}
	x1, err := kern.ToDevice(d1, a)
	if err != nil {
		t.Fatal(err)
	}
	add := kern.Vectorize("Disc", kern.Loop3(ufDisc[float32]))
	_, err = add.Call(kern.CUDA, x0, x1, x0)
	if !errors.Is(err, ufunc.ErrOperand) || !strings.Contains(err.Error(), d0.String()) || !strings.Contains(err.Error(), d1.String()) {
		t.Errorf("mixed devices: %v; want ErrOperand naming %v and %v", err, d0, d1)
	}
}
