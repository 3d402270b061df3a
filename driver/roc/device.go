package roc

import (
	"errors"
	"fmt"
	"strings"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/dl"
	"github.com/kernlab/kern/driver/internal/gpucore"
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
	attrMaxBlockDimX            = 26
	attrMaxBlockDimY            = 27
	attrMaxBlockDimZ            = 28
	attrMaxGridDimX             = 29
	attrMaxGridDimY             = 30
	attrMaxGridDimZ             = 31
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

// Device is one ROC device. Memory, streams and events are the shared
// core's (gpucore.Device); code objects and the architecture name are
// HIP's own.
type Device struct {
	gpucore.Device
	lib *lib
	// archName is the full gcnArchName, with target features
	// ("gfx90a:sramecc+:xnack-"); Info.Arch is the part before ':'.
	archName string
}

var _ driver.Device = (*Device)(nil)

func newDevice(l *lib, ordinal int) (*Device, error) {
	d := &Device{lib: l}
	info, err := d.query(ordinal)
	if err != nil {
		return nil, err
	}
	gpucore.InitDevice(&d.Device, &l.Lib, ordinal, info, l.own.setDevice, uintptr(ordinal))
	if err := gpucore.OwnDefaultStream(&d.Device); err != nil {
		return nil, err
	}
	return d, nil
}

func (l *lib) attr(a, ordinal int) (int, error) {
	var v int32
	f := l.Fn.DeviceAttribute
	err := l.Check(f.Op, gpucore.Call(f.Addr, uintptr(unsafe.Pointer(&v)), uintptr(a), uintptr(ordinal)))
	return int(v), err
}

func (d *Device) query(ordinal int) (driver.Info, error) {
	l := d.lib
	f := &l.Fn
	var info driver.Info
	in := &info
	in.Kind, in.Ordinal = driver.KindROC, ordinal
	var hdev int32
	if err := l.Check(f.DeviceGet.Op, gpucore.Call(f.DeviceGet.Addr, uintptr(unsafe.Pointer(&hdev)), uintptr(ordinal))); err != nil {
		return info, err
	}
	name := make([]byte, deviceNameBytes)
	if err := l.Check(f.DeviceName.Op, gpucore.Call(f.DeviceName.Addr, uintptr(unsafe.Pointer(&name[0])), uintptr(len(name)), uintptr(hdev))); err != nil {
		return info, err
	}
	in.Name = dl.CString(name)
	var total uintptr
	if err := l.Check(f.DeviceTotalMem.Op, gpucore.Call(f.DeviceTotalMem.Addr, uintptr(unsafe.Pointer(&total)), uintptr(hdev))); err != nil {
		return info, err
	}
	in.TotalMem = int64(total)
	bus := make([]byte, pciBusIDBytes)
	if err := l.Check(f.DevicePCIBusID.Op, gpucore.Call(f.DevicePCIBusID.Addr, uintptr(unsafe.Pointer(&bus[0])), uintptr(len(bus)), uintptr(ordinal))); err != nil {
		return info, err
	}
	in.PCIBusID = strings.ToLower(dl.CString(bus))
	var v int32
	if err := l.Check(f.DriverVersion.Op, gpucore.Call(f.DriverVersion.Addr, uintptr(unsafe.Pointer(&v)))); err != nil {
		return info, err
	}
	in.DriverVersion = int(v)

	for _, q := range []struct {
		a   int
		dst *int
	}{
		{attrComputeCapabilityMajor, &in.ComputeMajor}, {attrComputeCapabilityMinor, &in.ComputeMinor},
		{attrMultiprocessorCount, &in.MultiProcessors}, {attrWarpSize, &in.WarpSize},
		{attrMaxThreadsPerBlock, &in.MaxThreadsPerBlock},
		{attrMaxBlockDimX, &in.MaxBlockDim.X}, {attrMaxBlockDimY, &in.MaxBlockDim.Y}, {attrMaxBlockDimZ, &in.MaxBlockDim.Z},
		{attrMaxGridDimX, &in.MaxGridDim.X}, {attrMaxGridDimY, &in.MaxGridDim.Y}, {attrMaxGridDimZ, &in.MaxGridDim.Z},
		{attrMaxSharedMemoryPerBlock, &in.SharedMemPerBlock}, {attrClockRate, &in.ClockKHz},
		{attrMemoryClockRate, &in.MemoryClockKHz}, {attrMemoryBusWidth, &in.MemoryBusWidthBits},
		{attrL2CacheSize, &in.L2CacheBytes}, {attrAsyncEngineCount, &in.AsyncEngines},
	} {
		n, err := l.attr(q.a, ordinal)
		if err != nil {
			return info, err
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
		n, err := l.attr(q.a, ordinal)
		if err != nil {
			return info, err
		}
		*q.dst = n != 0
	}
	d.archName = l.gcnArchName(ordinal)
	in.Arch, _, _ = strings.Cut(d.archName, ":")
	if in.Arch == "" {
		in.Arch = "gfx"
	}
	return info, nil
}

// gcnArchName fills hipDeviceProp_t (R0600 layout where the library has it,
// else the ROCm 5 one) into an oversized buffer and takes the architecture
// name from it with archName. "" when neither entry point exists or the
// call fails.
func (l *lib) gcnArchName(ordinal int) string {
	fn := l.own.getDevicePropertiesR0600.Addr
	if fn == 0 {
		fn = l.own.getDeviceProperties.Addr
	}
	if fn == 0 {
		return ""
	}
	buf := make([]byte, devicePropBytes)
	if gpucore.Call(fn, uintptr(unsafe.Pointer(&buf[0])), uintptr(ordinal)) != gpucore.Success {
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

// ArchName is the full gcnArchName with target features, e.g.
// "gfx90a:sramecc+:xnack-" ("" if the runtime did not report it).
func (d *Device) ArchName() string { return d.archName }

// AllocHostFine returns n bytes of fine-grained, device-mapped host memory
// (ROC's finegrain_array): coherent while kernels run, slower to copy. Free
// it with FreeHost. An extra method, not part of driver.Device.
func (d *Device) AllocHostFine(n int) (unsafe.Pointer, error) {
	return gpucore.HostAlloc(&d.Device, n, hostMallocPortable|hostMallocMapped|hostMallocCoherent)
}

// Close unregisters any host memory still registered with the device and
// destroys its own default stream. HIP holds no per-device context for
// kern to release, so the device stays usable, its default stream then
// HIP's null stream (each call selecting the device first); Close is an
// extra method, not part of driver.Device, matching cuda.Device.Close.
func (d *Device) Close() error {
	return errors.Join(gpucore.UnregisterAll(&d.Device), gpucore.DropDefaultStream(&d.Device))
}

var _ driver.PeerCopier = (*Device)(nil)

// CopyPeer copies n bytes from src on d to dst on dstDev, another device
// of the same library (hipMemcpyPeer, hipMemcpyPeerAsync on s). A library
// without the calls fails with driver.ErrUnsupported.
func (d *Device) CopyPeer(dst driver.Ptr, dstDev driver.Device, src driver.Ptr, n int, s driver.Stream) error {
	const op = "hipMemcpyPeer"
	o, ok := dstDev.(*Device)
	if !ok || o == nil || o.lib != d.lib {
		return api.ArgError(op, "destination %T is not a device of this libamdhip64", dstDev)
	}
	if n < 0 {
		return api.ArgError(op, "negative size %d", n)
	}
	if n == 0 {
		return nil
	}
	h, async, err := gpucore.StreamOf(&d.Device, "hipMemcpyPeerAsync", s)
	if err != nil {
		return err
	}
	f := d.lib.own.memcpyPeer
	if async {
		f = d.lib.own.memcpyPeerAsync
	}
	if f.Addr == 0 {
		return fmt.Errorf("%s: not in this libamdhip64: %w", f.Op, driver.ErrUnsupported)
	}
	if err := gpucore.Enter(&d.Device); err != nil {
		return err
	}
	defer gpucore.Exit()
	dstOrd, srcOrd := uintptr(o.Ordinal()), uintptr(d.Ordinal())
	if async {
		return d.lib.Check(f.Op, gpucore.Call(f.Addr, uintptr(dst), dstOrd, uintptr(src), srcOrd, uintptr(n), h))
	}
	return d.lib.Check(f.Op, gpucore.Call(f.Addr, uintptr(dst), dstOrd, uintptr(src), srcOrd, uintptr(n)))
}
