package placement

import (
	"errors"
	"testing"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/errs"
)

type fakeDevice struct {
	name string
	t    Target
	host bool
}

func (d *fakeDevice) Target() Target        { return d.t }
func (d *fakeDevice) HostAddressable() bool { return d.host }
func (d *fakeDevice) String() string        { return d.name }

// fakeEnv has a host device and, when gpu is set, a default CUDA device.
type fakeEnv struct{ gpu, host *fakeDevice }

func (e fakeEnv) DefaultDevice(t Target) (Device, error) {
	if e.gpu != nil && (t == Auto || t == e.gpu.t) {
		return e.gpu, nil
	}
	if t == Auto {
		return e.host, nil
	}
	return nil, driver.ErrNoDevice
}

func (e fakeEnv) HostDevice() Device { return e.host }

// fakeCode fits every device (err nil) or none.
type fakeCode struct{ err error }

func (c fakeCode) Fits(Device) error { return c.err }

// errStale stands for the staleness error the root hands placement.
var errStale = errors.New("the generated code of k is stale")

func TestResolve(t *testing.T) {
	host := &fakeDevice{"host", Sim, true}
	gpu := &fakeDevice{"gpu", CUDA, false}
	withGPU, noGPU := fakeEnv{gpu, host}, fakeEnv{nil, host}
	fits, noFit := fakeCode{nil}, fakeCode{dispatch.ErrNoGPUCode}
	for _, c := range []struct {
		name    string
		r       Request
		env     fakeEnv
		want    Target
		wantDev Device
		err     []error
	}{
		{"auto with code and a GPU", Request{Target: Auto, HasCode: true}, withGPU, CUDA, gpu, nil},
		{"auto without code", Request{Target: Auto}, withGPU, Parallel, nil, nil},
		{"auto on a machine without a GPU", Request{Target: Auto, HasCode: true}, noGPU, Parallel, nil, nil},
		{"auto with GPU operands", Request{Target: Auto, HasCode: true, Dev: gpu}, noGPU, CUDA, gpu, nil},
		{"cuda without code or device", Request{Target: CUDA}, noGPU, CUDA, nil, []error{dispatch.ErrNoGPUCode, driver.ErrNoDevice}},
		{"cuda without a device", Request{Target: CUDA, HasCode: true}, noGPU, CUDA, nil, []error{driver.ErrNoDevice}},
		{"roc on CUDA operands", Request{Target: ROC, HasCode: true, Dev: gpu}, noGPU, ROC, gpu, []error{errs.Target, driver.ErrNoDevice}},
		{"cuda on host-device operands", Request{Target: CUDA, HasCode: true, Dev: host}, withGPU, CUDA, host, []error{errs.Target}},
		{"cpu on GPU memory", Request{Target: CPU, Dev: gpu}, withGPU, CPU, gpu, []error{errs.Target}},
		{"a kernel with blocks on auto without a GPU", Request{Target: Auto, HasCode: true, Grid: true, Blocks: true}, noGPU, Parallel, host, nil},
		{"a kernel without blocks on auto without a GPU", Request{Target: Auto, HasCode: true, Grid: true}, noGPU, Sim, host, nil},
		{"a kernel with blocks on auto with a GPU", Request{Target: Auto, HasCode: true, Grid: true, Blocks: true}, withGPU, CUDA, gpu, nil},
		{"a kernel without code on auto with a GPU", Request{Target: Auto, Grid: true}, withGPU, Sim, host, nil},
		{"auto with code that does not fit the GPU", Request{Target: Auto, HasCode: true, Code: noFit}, withGPU, Parallel, nil, nil},
		{"auto with code that fits the GPU", Request{Target: Auto, HasCode: true, Code: fits}, withGPU, CUDA, gpu, nil},
		{"a kernel whose code does not fit the GPU", Request{Target: Auto, HasCode: true, Grid: true, Code: noFit}, withGPU, Sim, host, nil},
		{"a kernel with blocks whose code does not fit the GPU", Request{Target: Auto, HasCode: true, Grid: true, Blocks: true, Code: noFit}, withGPU, Parallel, host, nil},
		{"cuda with code that does not fit: what it lacks, before any work", Request{Target: CUDA, HasCode: true, Code: noFit}, withGPU, CUDA, gpu, []error{dispatch.ErrNoGPUCode}},
		{"cuda with code that fits", Request{Target: CUDA, HasCode: true, Code: fits}, withGPU, CUDA, gpu, nil},
		{"stale code on cuda", Request{Target: CUDA, HasCode: true, Stale: errStale}, withGPU, CUDA, gpu, []error{errStale}},
		{"stale code on auto with a GPU", Request{Target: Auto, HasCode: true, Stale: errStale}, withGPU, CUDA, gpu, []error{errStale}},
		{"stale code on cuda without a device", Request{Target: CUDA, HasCode: true, Stale: errStale}, noGPU, CUDA, nil, []error{driver.ErrNoDevice}},
		{"stale code on parallel", Request{Target: Parallel, HasCode: true, Stale: errStale}, withGPU, Parallel, nil, nil},
		{"a kernel with blocks on parallel", Request{Target: Parallel, Grid: true, Blocks: true}, noGPU, Parallel, host, nil},
		{"a kernel without blocks on cpu", Request{Target: CPU, Grid: true}, noGPU, Sim, host, nil},
		{"cpu only on cuda", Request{Target: CUDA, HasCode: true, CPUOnly: "runs on the CPU only"}, withGPU, CUDA, nil, []error{errs.Target}},
		{"an unknown target", Request{Target: Target(42)}, noGPU, 0, nil, []error{errs.Target}},
	} {
		r := c.r
		r.Name = c.name
		got, dev, err := Resolve(&r, c.env)
		if len(c.err) > 0 {
			if c.r.Dev != nil && c.r.Dev.Target() != c.r.Target && c.env.gpu != nil && c.env.gpu.Target() == c.r.Target && errors.Is(err, driver.ErrNoDevice) {
				t.Errorf("%s: %v: misplaced operands are not a missing device", c.name, err)
			}
			for _, e := range c.err {
				if !errors.Is(err, e) {
					t.Errorf("%s: error %v, want %v", c.name, err, e)
				}
			}
			continue
		}
		if err != nil || got != c.want || dev != c.wantDev {
			t.Errorf("%s: %v on %v, %v; want %v on %v", c.name, got, dev, err, c.want, c.wantDev)
		}
	}
}
