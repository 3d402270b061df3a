package kern_test

import (
	"errors"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

func TestTargetNames(t *testing.T) {
	for _, tg := range []kern.Target{kern.Auto, kern.CPU, kern.Parallel, kern.Sim, kern.CUDA, kern.ROC} {
		got, err := kern.ParseTarget(tg.String())
		if err != nil || got != tg {
			t.Errorf("ParseTarget(%q) = %v, %v", tg.String(), got, err)
		}
	}
	if _, err := kern.ParseTarget("gpu"); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("ParseTarget(gpu): %v", err)
	}
	var zero kern.Target
	if zero != kern.Auto {
		t.Errorf("the zero Target is %v, want auto", zero)
	}
	disc := ufDiscUfunc()
	if _, err := disc.Call(kern.Target(42), 1.0, 2.0, 3.0); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("unknown target: %v", err)
	}
}

func TestTargetGPUWithoutCode(t *testing.T) {
	disc := ufDiscUfunc()
	a := []float32{1, 2}
	mm := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(ufMatMul[float32]))
	sum := kern.Reduce("Sum", kern.Loop2(ufSum[float32]))
	for _, tg := range []kern.Target{kern.CUDA, kern.ROC} {
		_, err := disc.Call(tg, a, a, a)
		if !errors.Is(err, kern.ErrNoGPUCode) || err.Error() !=
			"kern: no GPU code for github.com/kernlab/kern_test.ufDisc[float32]: mark it //kern:vectorize and run go generate (if it is marked, kern gen refused it or has not succeeded since: its diagnostics say why)" {
			t.Errorf("%v vectorize: %v", tg, err)
		}
		out := []float32{-1, -1}
		if err := disc.Into(tg, out, a, a, a); !errors.Is(err, kern.ErrNoGPUCode) || out[0] != -1 {
			t.Errorf("%v Into: %v (out %v)", tg, err, out)
		}
		if _, err := mm.Call(tg, nd.Must(nd.Zeros[float32](2, 2)), nd.Must(nd.Zeros[float32](2, 2))); !errors.Is(err, kern.ErrNoGPUCode) {
			t.Errorf("%v guvectorize: %v", tg, err)
		}
		if _, err := sum.Call(tg, a); !errors.Is(err, kern.ErrNoGPUCode) {
			t.Errorf("%v reduce: %v", tg, err)
		}
	}
}

// TestTargetDeviceArrays runs ufuncs on device arrays of a host device:
// the result stays on the device when an input is there (Numba's rule).
func TestTargetDeviceArrays(t *testing.T) {
	dev := kern.NewDevice(host.New())
	disc := ufDiscUfunc()
	a := ufRand[float32](t, 1, 0, 50, 40)
	b := ufRand[float32](t, 2, 10, 40)
	want := ufRef3(t, ufDisc[float32], a, b, a)
	da := nd.Must(kern.ToDevice(dev, a))
	db := nd.Must(kern.ToDevice(dev, b))
	for _, tg := range append([]kern.Target{kern.Auto}, cpuTargets...) {
		// Mixed: a device, b host.
		got, err := kern.AsDevice[float32](disc.Call(tg, da, b, a))
		if err != nil {
			t.Fatalf("%v: %v", tg, err)
		}
		if got.Device() != dev {
			t.Errorf("%v: result on %v, want %v", tg, got.Device(), dev)
		}
		h := nd.Must(got.CopyToHost())
		if !nd.Equal(h, want) {
			t.Errorf("%v: device result differs", tg)
		}
		_ = got.Free()
		// out= a device array; inputs all on the device.
		dout := nd.Must(kern.NewDeviceArray[float32](dev, []int{50, 40}, nd.C))
		if err := disc.Into(tg, dout, da, db, da); err != nil {
			t.Fatalf("%v Into: %v", tg, err)
		}
		if h := nd.Must(dout.CopyToHost()); !nd.Equal(h, want) {
			t.Errorf("%v: Into a device array differs", tg)
		}
		// Host inputs, device out: allowed on the host device.
		if err := disc.Into(tg, dout, a, b, a); err != nil {
			t.Errorf("%v: host inputs into a device out: %v", tg, err)
		}
		_ = dout.Free()
		// Reduce and a gufunc on a device array.
		sum := kern.Reduce("Max", kern.Loop2(ufMax[float32]))
		m, err := kern.Value[float32](sum.Call(tg, db))
		wm, _ := ufFold(ufMax[float32], b.ToSlice(), nil)
		if err != nil || m != wm {
			t.Errorf("%v: reduce of a device array = %v, %v; want %v", tg, m, err, wm)
		}
		mm := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(ufMatMul[float32]))
		bt := nd.Must(b.Reshape(40, 1))
		gm, err := kern.AsDevice[float32](mm.Call(tg, da, bt))
		if err != nil {
			t.Fatalf("%v gufunc: %v", tg, err)
		}
		if !nd.Equal(nd.Must(gm.CopyToHost()), ufRefMatMul(t, a, bt)) {
			t.Errorf("%v: gufunc on a device array differs", tg)
		}
	}
	// Operands on two devices, and freed arrays, are errors.
	other := kern.NewDevice(host.New())
	dc := nd.Must(kern.ToDevice(other, a))
	if _, err := disc.Call(kern.CPU, da, b, dc); !errors.Is(err, ufunc.ErrOperand) {
		t.Errorf("two devices: %v", err)
	}
	_ = dc.Free()
	if _, err := disc.Call(kern.CPU, dc, b, a); !errors.Is(err, driver.ErrFreed) {
		t.Errorf("freed input: %v", err)
	}
}

// TestTargetStreamsAndDevices passes a *Device or a *Stream where a Target
// goes: the call runs on that device's target (Sim for a host device),
// asynchronously on the stream.
func TestTargetStreamsAndDevices(t *testing.T) {
	dev := kern.NewDevice(host.New())
	disc := ufDiscUfunc()
	a := ufRand[float32](t, 1, 0, 1000)
	b := ufRand[float32](t, 2, 10, 1000)
	want := ufRef3(t, ufDisc[float32], a, b, a)

	got, err := kern.As[float32](disc.Call(dev, a, b, a))
	if err != nil || !nd.Equal(got, want) {
		t.Errorf("on a *Device: %v", err)
	}
	s, err := dev.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	da := nd.Must(kern.ToDevice(dev, a, kern.OnStream(s)))
	db := nd.Must(kern.ToDevice(dev, b, kern.OnStream(s)))
	dout := nd.Must(kern.NewDeviceArray[float32](dev, []int{1000}, nd.C))
	if err := disc.Into(s, dout, da, db, da); err != nil {
		t.Fatal(err)
	}
	res := nd.Must(nd.Zeros[float32](1000))
	if err := dout.CopyInto(res, kern.OnStream(s)); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if !nd.Equal(res, want) {
		t.Errorf("on a stream: result differs")
	}
	// A reduction on a stream waits for the stream's work.
	mx := kern.Reduce("Max", kern.Loop2(ufMax[float32]))
	m, err := kern.Value[float32](mx.Call(s, dout))
	wm, _ := ufFold(ufMax[float32], want.ToSlice(), nil)
	if err != nil || m != wm {
		t.Errorf("reduce on a stream = %v, %v; want %v", m, err, wm)
	}
	// A panicking core on a stream is reported by Synchronize.
	div := kern.Vectorize("Div", kern.Loop2(func(a, b int64) int64 { return a / b }))
	if _, err := div.Call(s, []int64{1}, []int64{0}); err != nil {
		t.Errorf("queued call failed early: %v", err)
	}
	if err := s.Synchronize(); !errors.Is(err, driver.ErrKernelTrap) {
		t.Errorf("Synchronize after a panicking core: %v", err)
	}
	// The stream's device must hold the operands.
	other := kern.NewDevice(host.New())
	if _, err := disc.Call(other, da, b, a); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("operands on another device: %v", err)
	}
}

// TestTargetDeviceOutOnly gives only the output on a device: the call
// still waits for that device's queued work and checks the placement.
func TestTargetDeviceOutOnly(t *testing.T) {
	dev := kern.NewDevice(host.New())
	add := kern.Vectorize("Add", kern.Loop2(ufAdd[float32]))
	dout := nd.Must(kern.NewDeviceArray[float32](dev, []int{3}, nd.C))
	for _, tg := range cpuTargets {
		if err := add.Into(tg, dout, []float32{1, 2, 3}, float32(1)); err != nil {
			t.Fatalf("%v: %v", tg, err)
		}
		if h := nd.Must(dout.CopyToHost()); h.String() != "[2. 3. 4.]" {
			t.Errorf("%v: %v", tg, h)
		}
	}
	other := kern.NewDevice(host.New())
	if err := add.Into(other, dout, []float32{1, 2, 3}, float32(1)); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("out on another device than the call's: %v", err)
	}
	_ = dout.Free()
	if err := add.Into(kern.CPU, dout, []float32{1, 2, 3}, float32(1)); !errors.Is(err, driver.ErrFreed) {
		t.Errorf("freed out: %v", err)
	}
}
