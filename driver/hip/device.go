package hip

import (
	"runtime"
	"strings"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/dl"
)

// hipDeviceAttribute_t values. The CUDA-compatible block (0..9999) keeps
// its numbering from ROCm 5.0 on: ROCm 6 renamed retired entries to
// hipDeviceAttributeUnusedN rather than removing them.
const (
	attrAsyncEngineCount        = 2
	attrCanMapHostMemory        = 3
	attrClockRate               = 5
	attrConcurrentKernels       = 8
	attrL2CacheSize             = 19
	attrComputeCapabilityMajor  = 23
	attrMaxBlockDimX            = 26 // Y, Z follow
	attrMaxGridDimX             = 29 // Y, Z follow
	attrMaxThreadsPerBlock      = 56
	attrMemoryBusWidth          = 59
	attrMemoryClockRate         = 60
	attrComputeCapabilityMinor  = 61
	attrMultiprocessorCount     = 63
	attrMaxSharedMemoryPerBlock = 74
	attrUnifiedAddressing       = 85
	attrWarpSize                = 87
	devicePropBytes             = 8 << 10 // larger than any hipDeviceProp_t
	deviceNameBytes             = 256
	pciBusIDBytes               = 32
)

// Device is one HIP device.
type Device struct {
	lib     *lib
	ordinal int
	info    driver.Info
	// archName is the full gcnArchName, with target features
	// ("gfx90a:sramecc+:xnack-"); Info.Arch is the part before ':'.
	archName string
	null     *Stream

	mu         sync.Mutex
	registered map[uintptr]*registration
}

var _ driver.Device = (*Device)(nil)

// registration is Go memory page-locked with hipHostRegister, pinned
// against the GC while registered.
type registration struct {
	p   unsafe.Pointer
	pin runtime.Pinner
}

func newDevice(l *lib, ordinal int) (*Device, error) {
	d := &Device{lib: l, ordinal: ordinal, registered: map[uintptr]*registration{}}
	if err := d.query(); err != nil {
		return nil, err
	}
	d.null = &Stream{dev: d}
	return d, nil
}

func (d *Device) attr(a int) (int, error) {
	var v int32
	err := d.lib.check("hipDeviceGetAttribute", call(d.lib.hipDeviceGetAttribute, uintptr(unsafe.Pointer(&v)), uintptr(a), uintptr(d.ordinal)))
	return int(v), err
}

func (d *Device) query() error {
	l := d.lib
	in := &d.info
	in.Kind, in.Ordinal = driver.KindHIP, d.ordinal
	var hdev int32
	if err := l.check("hipDeviceGet", call(l.hipDeviceGet, uintptr(unsafe.Pointer(&hdev)), uintptr(d.ordinal))); err != nil {
		return err
	}
	name := make([]byte, deviceNameBytes)
	if err := l.check("hipDeviceGetName", call(l.hipDeviceGetName, uintptr(unsafe.Pointer(&name[0])), uintptr(len(name)), uintptr(hdev))); err != nil {
		return err
	}
	in.Name = dl.CString(name)
	var total uintptr
	if err := l.check("hipDeviceTotalMem", call(l.hipDeviceTotalMem, uintptr(unsafe.Pointer(&total)), uintptr(hdev))); err != nil {
		return err
	}
	in.TotalMem = int64(total)
	bus := make([]byte, pciBusIDBytes)
	if err := l.check("hipDeviceGetPCIBusId", call(l.hipDeviceGetPCIBusId, uintptr(unsafe.Pointer(&bus[0])), uintptr(len(bus)), uintptr(d.ordinal))); err != nil {
		return err
	}
	in.PCIBusID = strings.ToLower(dl.CString(bus))
	var v int32
	if err := l.check("hipDriverGetVersion", call(l.hipDriverGetVersion, uintptr(unsafe.Pointer(&v)))); err != nil {
		return err
	}
	in.DriverVersion = int(v)

	for _, q := range []struct {
		a   int
		dst *int
	}{
		{attrComputeCapabilityMajor, &in.ComputeMajor}, {attrComputeCapabilityMinor, &in.ComputeMinor},
		{attrMultiprocessorCount, &in.MultiProcessors}, {attrWarpSize, &in.WarpSize},
		{attrMaxThreadsPerBlock, &in.MaxThreadsPerBlock},
		{attrMaxBlockDimX, &in.MaxBlockDim.X}, {attrMaxBlockDimX + 1, &in.MaxBlockDim.Y}, {attrMaxBlockDimX + 2, &in.MaxBlockDim.Z},
		{attrMaxGridDimX, &in.MaxGridDim.X}, {attrMaxGridDimX + 1, &in.MaxGridDim.Y}, {attrMaxGridDimX + 2, &in.MaxGridDim.Z},
		{attrMaxSharedMemoryPerBlock, &in.SharedMemPerBlock}, {attrClockRate, &in.ClockKHz},
		{attrMemoryClockRate, &in.MemoryClockKHz}, {attrMemoryBusWidth, &in.MemoryBusWidthBits},
		{attrL2CacheSize, &in.L2CacheBytes}, {attrAsyncEngineCount, &in.AsyncEngines},
	} {
		n, err := d.attr(q.a)
		if err != nil {
			return err
		}
		*q.dst = n
	}
	for _, q := range []struct {
		a   int
		dst *bool
	}{
		{attrConcurrentKernels, &in.ConcurrentKernels}, {attrUnifiedAddressing, &in.UnifiedAddressing},
		{attrCanMapHostMemory, &in.CanMapHostMemory},
	} {
		n, err := d.attr(q.a)
		if err != nil {
			return err
		}
		*q.dst = n != 0
	}
	d.archName = d.gcnArchName()
	in.Arch, _, _ = strings.Cut(d.archName, ":")
	if in.Arch == "" {
		in.Arch = "gfx"
	}
	return nil
}

// gcnArchName fills hipDeviceProp_t (R0600 layout where the library has it,
// else the ROCm 5 one) into an oversized buffer and takes the architecture
// name from it with archName. "" when neither entry point exists or the
// call fails.
func (d *Device) gcnArchName() string {
	fn := d.lib.hipGetDevicePropertiesR0600
	if fn == 0 {
		fn = d.lib.hipGetDeviceProperties
	}
	if fn == 0 {
		return ""
	}
	buf := make([]byte, devicePropBytes)
	if call(fn, uintptr(unsafe.Pointer(&buf[0])), uintptr(d.ordinal)) != hipSuccess {
		return ""
	}
	return archName(buf)
}

// archName finds gcnArchName in a filled hipDeviceProp_t without relying on
// its layout: the first NUL-terminated string after the 256-byte device name
// that starts with "gfx" followed by a digit and holds only the characters
// of a target id (letters, digits, ':', '+', '-'). Every layout since ROCm
// 3 stores gcnArchName as a char[256] after the name.
func archName(prop []byte) string {
	for i := deviceNameBytes; i+4 < len(prop); i++ {
		if prop[i] != 'g' || prop[i+1] != 'f' || prop[i+2] != 'x' || prop[i+3] < '0' || prop[i+3] > '9' {
			continue
		}
		if prop[i-1] != 0 {
			continue // inside another string or number
		}
		j := i
		for j < len(prop) && prop[j] != 0 && isTargetChar(prop[j]) {
			j++
		}
		if j < len(prop) && prop[j] == 0 {
			return string(prop[i:j])
		}
	}
	return ""
}

func isTargetChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ':' || c == '+' || c == '-' || c == '_'
}

// enter pins the goroutine to its OS thread and selects the device there;
// pair every successful enter with exit.
func (d *Device) enter() error {
	runtime.LockOSThread()
	if r := call(d.lib.hipSetDevice, uintptr(d.ordinal)); r != hipSuccess {
		runtime.UnlockOSThread()
		return d.lib.newError("hipSetDevice", r)
	}
	return nil
}

func exit() { runtime.UnlockOSThread() }

// Info returns the properties read when the device was opened.
func (d *Device) Info() driver.Info { return d.info }

// ArchName is the full gcnArchName with target features, e.g.
// "gfx90a:sramecc+:xnack-" ("" if the runtime did not report it).
func (d *Device) ArchName() string { return d.archName }

// Ordinal is the device's index.
func (d *Device) Ordinal() int { return d.ordinal }

// MemInfo returns free and total device memory.
func (d *Device) MemInfo() (free, total int64, err error) {
	if err := d.enter(); err != nil {
		return 0, 0, err
	}
	defer exit()
	var f, t uintptr
	err = d.lib.check("hipMemGetInfo", call(d.lib.hipMemGetInfo, uintptr(unsafe.Pointer(&f)), uintptr(unsafe.Pointer(&t))))
	return int64(f), int64(t), err
}

// Synchronize waits for all work on the device.
func (d *Device) Synchronize() error {
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	return d.lib.check("hipDeviceSynchronize", call(d.lib.hipDeviceSynchronize))
}

// Close unregisters any host memory still registered with the device. HIP
// holds no per-device context for kern to release, so the device stays
// usable; Close is an extra method, not part of driver.Device, matching
// cuda.Device.Close.
func (d *Device) Close() error {
	d.mu.Lock()
	regs := d.registered
	d.registered = map[uintptr]*registration{}
	d.mu.Unlock()
	if len(regs) == 0 {
		return nil
	}
	first := d.enter()
	entered := first == nil
	for _, r := range regs {
		if entered {
			if err := d.lib.check("hipHostUnregister", call(d.lib.hipHostUnregister, uintptr(r.p))); err != nil && first == nil {
				first = err
			}
		}
		r.pin.Unpin()
	}
	if entered {
		exit()
	}
	return first
}
