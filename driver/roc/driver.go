package roc

import (
	"sync"
	"unsafe"

	"github.com/kernlab/kern/driver/internal/gpucore"
)

// Options say where libamdhip64 is.
type Options struct {
	// Library is the path or soname of libamdhip64; empty tries
	// libamdhip64.so, .so.6, .so.5 on the loader's path, then
	// /opt/rocm/lib/libamdhip64.so.
	Library string
	// Preload are libraries opened (RTLD_GLOBAL) before Library, for an
	// unpacked install whose dependencies (libhsa-runtime64, libamd_comgr,
	// libhsakmt, libnuma) are not on the loader's search path.
	Preload []string
}

// Driver is one libamdhip64, opened and initialised (hipInit) on first use.
type Driver struct {
	load    func() (*lib, error)
	devices gpucore.Devices[*Device]
}

// Open returns a Driver for o without touching the library.
func Open(o Options) *Driver {
	d := &Driver{devices: gpucore.Devices[*Device]{Pkg: "roc"}}
	d.load = sync.OnceValues(func() (*lib, error) {
		l, err := loadLib(o)
		if err != nil {
			return nil, err
		}
		// A failure here is every later call's answer.
		return l, l.init()
	})
	return d
}

// init runs hipInit. Without a GPU, ROCm 5.2's hipInit reports
// hipErrorInvalidDevice (101) while hipGetDeviceCount reports
// hipErrorNoDevice (100): when the count confirms there is no device, the
// count's error (matching driver.ErrNoDevice) is returned instead.
func (l *lib) init() error {
	r := gpucore.Call(l.Fn.Init.Addr, 0)
	if r == gpucore.Success {
		return nil
	}
	var n int32
	switch c := gpucore.Call(l.Fn.DeviceCount.Addr, uintptr(unsafe.Pointer(&n))); {
	case c == gpucore.NoDevice:
		e := l.NewError("hipGetDeviceCount", c)
		e.Log = "hipInit: " + l.ErrorName(r)
		return e
	case c == gpucore.Success && n == 0:
		e := l.NewError("hipGetDeviceCount", gpucore.NoDevice)
		e.Log = "hipInit: " + l.ErrorName(r)
		return e
	}
	return l.NewError("hipInit", r)
}

// Default is the Driver for the usual install, shared by the process.
var Default = sync.OnceValue(func() *Driver { return Open(Options{}) })

// Path is the library name dlopen accepted, with the loading or hipInit
// failure, if any.
func (d *Driver) Path() (string, error) {
	l, err := d.load()
	if l == nil {
		return "", err
	}
	return l.Path, err
}

// Version is the HIP runtime version (hipRuntimeGetVersion), e.g. 50221153.
func (d *Driver) Version() (int, error) {
	l, err := d.load()
	if err != nil {
		return 0, err
	}
	var v int32
	if err := l.Check("hipRuntimeGetVersion", gpucore.Call(l.own.runtimeGetVersion.Addr, uintptr(unsafe.Pointer(&v)))); err != nil {
		return 0, err
	}
	return int(v), nil
}

// Count is the number of ROC devices.
func (d *Driver) Count() (int, error) {
	l, err := d.load()
	if err != nil {
		return 0, err
	}
	return l.Count()
}

// Device returns device ordinal; the same ordinal gives the same *Device.
func (d *Driver) Device(ordinal int) (*Device, error) {
	l, err := d.load()
	if err != nil {
		return nil, err
	}
	return d.devices.Get(ordinal, l.Count, func(ordinal int) (*Device, error) { return newDevice(l, ordinal) })
}

// Devices returns every device; with none, an error matching
// driver.ErrNoDevice.
func (d *Driver) Devices() ([]*Device, error) {
	l, err := d.load()
	if err != nil {
		return nil, err
	}
	return d.devices.All(l.Count, d.Device)
}
