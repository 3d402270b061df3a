package kern

import (
	"errors"
	"testing"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/nd"
)

func TestGPUHookNeedsADevice(t *testing.T) {
	for _, tg := range []Target{CUDA, ROC} {
		if _, err := DefaultDevice(tg); err == nil {
			t.Skipf("this process has a %v device (a GPU or KERN_EMULATE)", tg)
		}
	}
	// Code as `kern gen` would register it, for no device of this process.
	l := Loop2(func(a, b float32) float32 { return a + b })
	l.gpu = newGPULoop(&l)
	fakeCode(l.gpu, GenVectorize, map[string]string{RoleContig: "add_contig", RoleStrided: "add_strided"})
	add := Vectorize("Add", l)
	x := []float32{1, 2}
	for _, tg := range []Target{CUDA, ROC} {
		if _, err := add.Call(tg, x, x); !errors.Is(err, driver.ErrNoDevice) {
			t.Errorf("%v with code, host operands: %v, want ErrNoDevice", tg, err)
		}
		dev := NewDevice(host.New())
		dx, err := ToDevice(dev, nd.Must(nd.FromSlice(x, 2)))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := add.Call(tg, dx, x); !errors.Is(err, driver.ErrNoDevice) {
			t.Errorf("%v with code, operands on the host device: %v, want ErrNoDevice", tg, err)
		}
	}
	// Auto never picks a GPU for host memory: it runs on Parallel.
	got, err := As[float32](add.Call(Auto, x, x))
	if err != nil || got.At(1) != 4 {
		t.Errorf("Auto: %v %v", got, err)
	}
	if e, err := place(&placeReq{on: Auto, name: "x", hasCode: true, id: "x", directive: "vectorize"}); err != nil || e.t != Parallel {
		t.Errorf("place(Auto, host) = %+v, %v", e, err)
	}
	// The host device runs a call by the fastest host path.
	if e, err := place(&placeReq{on: HostDevice(), name: "x", hasCode: true, id: "x", directive: "vectorize"}); err != nil || e.t != Parallel || e.dev != HostDevice() {
		t.Errorf("place(host device) = %+v, %v", e, err)
	}
	if _, err := place(&placeReq{on: CUDA, name: "x", opDev: HostDevice(), hasCode: true, id: "x", directive: "vectorize"}); !errors.Is(err, driver.ErrNoDevice) {
		t.Errorf("place(CUDA, host device operands) = %v", err)
	}
	if _, err := place(&placeReq{on: Sim, name: "x", opDev: NewDevice(host.New()), hasCode: false, id: "x", directive: "vectorize"}); err != nil {
		t.Errorf("place(Sim, other host device) = %v", err)
	}
	if _, err := place(&placeReq{on: HostDevice(), name: "x", opDev: NewDevice(host.New()), hasCode: false, id: "x", directive: "vectorize"}); !errors.Is(err, ErrTarget) {
		t.Errorf("place(device A, operands on B) = %v", err)
	}
	if _, err := place(&placeReq{on: "cuda", name: "x", hasCode: false, id: "x", directive: "vectorize"}); !errors.Is(err, ErrTarget) {
		t.Errorf("place(string) = %v", err)
	}
}

// TestPlaceKernelRules checks the rules place applies to kernel launches
// (grid requests) beside those of calls.
func TestPlaceKernelRules(t *testing.T) {
	host := HostDevice()
	k := placeReq{name: "kernel k", directive: "kernel", grid: true}
	for _, tg := range []Target{Auto, CPU, Parallel, Sim} {
		r := k
		r.on = tg
		if e, err := place(&r); err != nil || e.t != Sim || e.dev != host {
			t.Errorf("kernel on %v = %+v, %v; want Sim on the host device", tg, e, err)
		}
	}
	// The host device and its streams: a kernel with a block function
	// runs it on Parallel, one without on Sim.
	for _, on := range []any{host, host.DefaultStream()} {
		for _, blocks := range []bool{true, false} {
			r := k
			r.on, r.blocks = on, blocks
			want := map[bool]Target{true: Parallel, false: Sim}[blocks]
			if e, err := place(&r); err != nil || e.t != want || e.dev != host {
				t.Errorf("kernel (block function: %v) on %v = %+v, %v; want %v on the host device", blocks, on, e, err, want)
			}
		}
	}
	r := k
	r.on, r.stream = host, NewDevice(host.drv).DefaultStream()
	if _, err := place(&r); !errors.Is(err, ErrTarget) {
		t.Errorf("kernel on a device with another device's stream: %v", err)
	}
	r = k
	r.on = Chunked(Sim)
	if _, err := place(&r); !errors.Is(err, ErrTarget) {
		t.Errorf("kernel on a Chunking: %v", err)
	}
	r = k
	r.on = CUDA
	if _, err := place(&r); !errors.Is(err, ErrNoGPUCode) {
		t.Errorf("kernel on CUDA without code: %v", err)
	}
	r = k
	r.on, r.stream = Sim, host.DefaultStream()
	if e, err := place(&r); err != nil || e.s != host.DefaultStream() {
		t.Errorf("kernel with OnStream: %+v, %v", e, err)
	}
}
