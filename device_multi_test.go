package kern_test

import (
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
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

// TestPeerCopy copies between emulated devices (staged through pinned
// memory, as without peer access): contiguous arrays, views of another
// layout, across backends, on a stream; the result equals the host array.
func TestPeerCopy(t *testing.T) {
	if !inMultiProcess(t) {
		return
	}
	d0, _ := kern.DeviceOf(kern.CUDA, 0)
	d2, _ := kern.DeviceOf(kern.CUDA, 2)
	r1, _ := kern.DeviceOf(kern.ROC, 1)
	h := ufRand[float64](t, 7, -3, 30, 40)
	src, err := kern.ToDevice(d0, h)
	if err != nil {
		t.Fatal(err)
	}
	for _, dst := range []*kern.Device{d2, r1} {
		y, err := kern.NewDeviceArray[float64](dst, []int{30, 40}, nd.C)
		if err != nil {
			t.Fatal(err)
		}
		if err := kern.Copy(y, src); err != nil {
			t.Fatalf("Copy to %v: %v", dst, err)
		}
		if got, _ := y.CopyToHost(); !nd.Equal(got, h) {
			t.Errorf("%v: copy differs", dst)
		}
		// An F-ordered destination gets the same values through a reorder.
		f, _ := kern.NewDeviceArray[float64](dst, []int{30, 40}, nd.F)
		if err := f.CopyFromDevice(src); err != nil {
			t.Fatal(err)
		}
		if got, _ := f.CopyToHost(); !nd.Equal(got, h) {
			t.Errorf("%v: F-order copy differs", dst)
		}
		// A view: rows 5..15 of the source into a fresh array.
		v, _ := src.SliceAxis(0, nd.S(5, 15, 1))
		w, _ := kern.NewDeviceArray[float64](dst, []int{10, 40}, nd.C)
		s, _ := dst.NewStream()
		if err := kern.Copy(w, v, kern.OnStream(s)); err != nil {
			t.Fatal(err)
		}
		if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		}
		hv, _ := h.SliceAxis(0, nd.S(5, 15, 1))
		if got, _ := w.CopyToHost(); !nd.Equal(got, hv) {
			t.Errorf("%v: copied view differs", dst)
		}
		_ = s.Close()
	}
	// A stream of a third device is refused, naming the devices.
	d1, _ := kern.DeviceOf(kern.CUDA, 1)
	s1, _ := d1.NewStream()
	defer s1.Close()
	y, _ := kern.NewDeviceArray[float64](d2, []int{30, 40}, nd.C)
	if err := kern.Copy(y, src, kern.OnStream(s1)); !errors.Is(err, driver.ErrInvalidValue) || !strings.Contains(err.Error(), d1.String()) {
		t.Errorf("stream of a third device: %v", err)
	}
	if err := kern.Copy(y, src, kern.OnStream(nil)); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("nil stream: %v", err)
	}
}

// TestDevicesConcurrent drives every emulated device from its own
// goroutine at once: allocate, copy in, run a ufunc on device arrays on a
// stream of that device, copy back; each result equals plain Go.
func TestDevicesConcurrent(t *testing.T) {
	if !inMultiProcess(t) {
		return
	}
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
	cs, _ := kern.Devices(kern.CUDA)
	rs, _ := kern.Devices(kern.ROC)
	devs := append(cs, rs...)
	errs := make([]error, len(devs))
	// Inputs are made here: t.Fatal belongs to the test's goroutine.
	as, bs, wants := make([]nd.Array[float32], len(devs)), make([]nd.Array[float32], len(devs)), make([]nd.Array[float32], len(devs))
	for i := range devs {
		as[i] = ufRand[float32](t, uint64(i+1), 0, 4000)
		bs[i] = ufRand[float32](t, uint64(i+11), 10, 4000)
		wants[i] = ufRef3(t, gputest.Disc[float32], as[i], as[i], bs[i])
	}
	var wg sync.WaitGroup
	for i, d := range devs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = func() error {
				a, b, want := as[i], bs[i], wants[i]
				s, err := d.NewStream()
				if err != nil {
					return err
				}
				defer s.Close()
				da, err := kern.ToDevice(d, a, kern.OnStream(s))
				if err != nil {
					return err
				}
				db, err := kern.ToDevice(d, b, kern.OnStream(s))
				if err != nil {
					return err
				}
				r, err := kern.AsDevice[float32](disc.Call(s, da, da, db))
				if err != nil {
					return err
				}
				got, err := r.CopyToHost(kern.OnStream(s))
				if err != nil {
					return err
				}
				if err := s.Synchronize(); err != nil {
					return err
				}
				if r.Device() != d {
					return fmt.Errorf("result on %v, want %v", r.Device(), d)
				}
				g, w := got.ToSlice(), want.ToSlice()
				for k := range w {
					if math.Float32bits(g[k]) != math.Float32bits(w[k]) && !(g[k] != g[k] && w[k] != w[k]) {
						return fmt.Errorf("element %d = %v, want %v", k, g[k], w[k])
					}
				}
				return nil
			}()
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("%v: %v", devs[i], err)
		}
	}
}
