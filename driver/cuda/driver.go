package cuda

import (
	"sync"
	"unsafe"

	"github.com/kernlab/kern/driver/internal/gpucore"
)

// Options say where libcuda is.
type Options struct {
	// Library is the path or soname of libcuda; empty tries libcuda.so.1
	// then libcuda.so on the loader's search path.
	Library string
	// Preload are libraries opened (RTLD_GLOBAL) before Library, for an
	// install whose dependencies are not on the loader's search path.
	Preload []string
}

// Driver is one libcuda, opened and initialised (cuInit) on first use.
type Driver struct {
	opts    Options
	load    func() (*lib, error)
	devices gpucore.Devices[*Device]
}

// Open returns a Driver for o. It does not touch the library: that happens
// on the first call that needs it.
func Open(o Options) *Driver {
	d := &Driver{opts: o, devices: gpucore.Devices[*Device]{Pkg: "cuda"}}
	d.load = sync.OnceValues(func() (*lib, error) {
		l, err := loadLib(o)
		if err != nil {
			return nil, err
		}
		if err := l.Check("cuInit", gpucore.Call(l.Fn.Init.Addr, 0)); err != nil {
			// Keep the library for error names; report cuInit's failure
			// (CUDA_ERROR_NO_DEVICE on a machine without a GPU) to every
			// caller.
			return l, err
		}
		return l, nil
	})
	return d
}

// Default is the Driver for the usual install (Options{}), shared by the
// whole process.
var Default = sync.OnceValue(func() *Driver { return Open(Options{}) })

// lib returns the bound, initialised library.
func (d *Driver) lib() (*lib, error) { return d.load() }

// Path is the library name dlopen accepted. The error is the loading or
// cuInit failure, if any: the path is known even when cuInit failed.
func (d *Driver) Path() (string, error) {
	l, err := d.load()
	if l == nil {
		return "", err
	}
	return l.Path, err
}

// Version is the driver's CUDA version, e.g. 12020 for 12.2.
func (d *Driver) Version() (int, error) {
	l, err := d.lib()
	if err != nil {
		return 0, err
	}
	var v int32
	if err := l.Check("cuDriverGetVersion", gpucore.Call(l.Fn.DriverVersion.Addr, uintptr(unsafe.Pointer(&v)))); err != nil {
		return 0, err
	}
	return int(v), nil
}

// Count is the number of CUDA devices.
func (d *Driver) Count() (int, error) {
	l, err := d.lib()
	if err != nil {
		return 0, err
	}
	return l.Count()
}

// Device returns device ordinal, retaining its primary context on first use.
// The same ordinal gives the same *Device until it is closed.
func (d *Driver) Device(ordinal int) (*Device, error) {
	l, err := d.lib()
	if err != nil {
		return nil, err
	}
	return d.devices.Get(ordinal, l.Count, func(ordinal int) (*Device, error) { return newDevice(d, l, ordinal) })
}

// Devices returns every device. With no device it returns an error matching
// driver.ErrNoDevice.
func (d *Driver) Devices() ([]*Device, error) {
	l, err := d.lib()
	if err != nil {
		return nil, err
	}
	return d.devices.All(l.Count, d.Device)
}

// forget drops a closed device from the cache.
func (d *Driver) forget(dev *Device) { d.devices.Forget(dev.Ordinal(), dev) }
