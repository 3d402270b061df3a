package kern

import (
	"fmt"
	"os"
	"slices"
	"sync"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/cuda"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/driver/roc"
)

// The GPU devices of each backend, in the driver's order, opened on first
// use and never changed afterwards (like HostDevice): one Device per
// driver device, so that identity comparisons of devices hold across the
// process. A machine without the library or without a device keeps the
// error, and the auto target falls back to the CPU.
var (
	cudaDevices = sync.OnceValues(func() ([]*Device, error) {
		em, err := emu.ParseEnv(os.Getenv("KERN_EMULATE"), os.Getenv("KERN_EMULATE_MEMORY"))
		if err != nil {
			return nil, fmt.Errorf("%w: %w", driver.ErrNoDevice, err)
		}
		if em.CUDA {
			// KERN_EMULATE=cuda[:N]: emulated devices run the same PTX
			// through the same calls, on the CPU.
			return wrapDevices(emu.DevicesFromEnv(em)), nil
		}
		ds, err := cuda.Default().Devices()
		if err != nil {
			return nil, err
		}
		if len(ds) == 0 {
			return nil, fmt.Errorf("libcuda reports no device: %w", driver.ErrNoDevice)
		}
		return wrapDevices(ds), nil
	})
	rocDevices = sync.OnceValues(func() ([]*Device, error) {
		em, err := emu.ParseEnv(os.Getenv("KERN_EMULATE"), os.Getenv("KERN_EMULATE_MEMORY"))
		if err != nil {
			return nil, fmt.Errorf("%w: %w", driver.ErrNoDevice, err)
		}
		if em.ROC {
			// KERN_EMULATE=roc[:N]: emulated ROC devices run the embedded
			// LLVM IR through the same calls, on the CPU.
			ds, err := emu.ROCDevicesFromEnv(em)
			if err != nil {
				return nil, fmt.Errorf("%w: %w", driver.ErrNoDevice, err)
			}
			return wrapDevices(ds), nil
		}
		ds, err := roc.Default().Devices()
		if err != nil {
			return nil, err
		}
		if len(ds) == 0 {
			return nil, fmt.Errorf("libamdhip64 reports no device: %w", driver.ErrNoDevice)
		}
		return wrapDevices(ds), nil
	})
)

func wrapDevices[D driver.Device](ds []D) []*Device {
	out := make([]*Device, len(ds))
	for i, d := range ds {
		out[i] = NewDevice(d)
	}
	return out
}

// Devices returns every device of a GPU target (CUDA or ROC), in the
// driver's order: the real GPUs, or the emulated devices KERN_EMULATE asks
// for ("cuda:4"). The Devices are the process's: Devices(CUDA)[0] is
// DefaultDevice(CUDA). CPU, Parallel and Sim give the host device; Auto
// the devices of the target the auto rule picks. Without a device the
// error wraps driver.ErrNoDriver or driver.ErrNoDevice. The slice is the
// caller's.
func Devices(t Target) ([]*Device, error) {
	switch t {
	case CPU, Parallel, Sim:
		return []*Device{HostDevice()}, nil
	case CUDA:
		ds, err := cudaDevices()
		if err != nil {
			return nil, fmt.Errorf("kern: no CUDA device: %w", err)
		}
		return slices.Clone(ds), nil
	case ROC:
		ds, err := rocDevices()
		if err != nil {
			return nil, fmt.Errorf("kern: no ROC device: %w", err)
		}
		return slices.Clone(ds), nil
	case Auto:
		for _, g := range [...]Target{CUDA, ROC} {
			if ds, err := Devices(g); err == nil {
				return ds, nil
			}
		}
		return []*Device{HostDevice()}, nil
	}
	return nil, fmt.Errorf("kern: %v: %w", t, ErrTarget)
}

// DeviceOf returns device i of a target (Devices(t)[i]); an index out of
// range is an error wrapping driver.ErrNoDevice that says how many there
// are.
func DeviceOf(t Target, i int) (*Device, error) {
	ds, err := Devices(t)
	if err != nil {
		return nil, err
	}
	if i < 0 || i >= len(ds) {
		return nil, fmt.Errorf("kern: %v device %d: the machine has %d (0 to %d): %w", t, i, len(ds), len(ds)-1, driver.ErrNoDevice)
	}
	return ds[i], nil
}
