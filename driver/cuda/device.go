package cuda

import (
	"fmt"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/dl"
	"github.com/kernlab/kern/driver/internal/gpucore"
)

// CUdevice_attribute values (cuda.h).
const (
	attrMaxThreadsPerBlock     = 1
	attrMaxBlockDimX           = 2
	attrMaxBlockDimY           = 3
	attrMaxBlockDimZ           = 4
	attrMaxGridDimX            = 5
	attrMaxGridDimY            = 6
	attrMaxGridDimZ            = 7
	attrMaxSharedMemPerBlock   = 8
	attrWarpSize               = 10
	attrClockRate              = 13
	attrMultiprocessorCount    = 16
	attrCanMapHostMemory       = 19
	attrConcurrentKernels      = 31
	attrMemoryClockRate        = 36
	attrGlobalMemoryBusWidth   = 37
	attrL2CacheSize            = 38
	attrAsyncEngineCount       = 40
	attrUnifiedAddressing      = 41
	attrComputeCapabilityMajor = 75
	attrComputeCapabilityMinor = 76
	attrMaxSharedMemOptin      = 97
)

// Device is one CUDA device and its primary context. Memory, streams and
// events are the shared core's (gpucore.Device); module loading and the
// context are CUDA's own.
type Device struct {
	gpucore.Device
	drv *Driver
	lib *lib
	dev int32   // CUdevice
	ctx uintptr // CUcontext, the retained primary context

	mu     sync.Mutex
	closed bool
}

var _ driver.Device = (*Device)(nil)

func newDevice(drv *Driver, l *lib, ordinal int) (*Device, error) {
	d := &Device{drv: drv, lib: l}
	if err := l.Check("cuDeviceGet", gpucore.Call(l.Fn.DeviceGet.Addr, uintptr(unsafe.Pointer(&d.dev)), uintptr(ordinal))); err != nil {
		return nil, err
	}
	info, err := query(l, d.dev, ordinal)
	if err != nil {
		return nil, err
	}
	if err := l.Check("cuDevicePrimaryCtxRetain", gpucore.Call(l.own.ctxRetain.Addr, uintptr(unsafe.Pointer(&d.ctx)), uintptr(d.dev))); err != nil {
		return nil, err
	}
	gpucore.InitDevice(&d.Device, &l.Lib, ordinal, info, l.own.ctxSetCurrent, d.ctx)
	return d, nil
}

// query reads the device's properties; none of these calls needs a context.
func query(l *lib, dev int32, ordinal int) (driver.Info, error) {
	f := &l.Fn
	info := driver.Info{Kind: driver.KindCUDA, Ordinal: ordinal}
	name := make([]byte, 256)
	if err := l.Check(f.DeviceName.Op, gpucore.Call(f.DeviceName.Addr, uintptr(unsafe.Pointer(&name[0])), uintptr(len(name)), uintptr(dev))); err != nil {
		return info, err
	}
	info.Name = dl.CString(name)
	var total uintptr
	if err := l.Check(f.DeviceTotalMem.Op, gpucore.Call(f.DeviceTotalMem.Addr, uintptr(unsafe.Pointer(&total)), uintptr(dev))); err != nil {
		return info, err
	}
	info.TotalMem = int64(total)
	bus := make([]byte, 32)
	if err := l.Check(f.DevicePCIBusID.Op, gpucore.Call(f.DevicePCIBusID.Addr, uintptr(unsafe.Pointer(&bus[0])), uintptr(len(bus)), uintptr(dev))); err != nil {
		return info, err
	}
	info.PCIBusID = dl.CString(bus)
	var v int32
	if err := l.Check(f.DriverVersion.Op, gpucore.Call(f.DriverVersion.Addr, uintptr(unsafe.Pointer(&v)))); err != nil {
		return info, err
	}
	info.DriverVersion = int(v)

	ints := []struct {
		attr int
		dst  *int
	}{
		{attrComputeCapabilityMajor, &info.ComputeMajor},
		{attrComputeCapabilityMinor, &info.ComputeMinor},
		{attrMultiprocessorCount, &info.MultiProcessors},
		{attrWarpSize, &info.WarpSize},
		{attrMaxThreadsPerBlock, &info.MaxThreadsPerBlock},
		{attrMaxBlockDimX, &info.MaxBlockDim.X},
		{attrMaxBlockDimY, &info.MaxBlockDim.Y},
		{attrMaxBlockDimZ, &info.MaxBlockDim.Z},
		{attrMaxGridDimX, &info.MaxGridDim.X},
		{attrMaxGridDimY, &info.MaxGridDim.Y},
		{attrMaxGridDimZ, &info.MaxGridDim.Z},
		{attrMaxSharedMemPerBlock, &info.SharedMemPerBlock},
		{attrMaxSharedMemOptin, &info.SharedMemPerBlockOptin},
		{attrClockRate, &info.ClockKHz},
		{attrMemoryClockRate, &info.MemoryClockKHz},
		{attrGlobalMemoryBusWidth, &info.MemoryBusWidthBits},
		{attrL2CacheSize, &info.L2CacheBytes},
		{attrAsyncEngineCount, &info.AsyncEngines},
	}
	for _, a := range ints {
		if err := l.Check(f.DeviceAttribute.Op, gpucore.Call(f.DeviceAttribute.Addr, uintptr(unsafe.Pointer(&v)), uintptr(a.attr), uintptr(dev))); err != nil {
			return info, err
		}
		*a.dst = int(v)
	}
	bools := []struct {
		attr int
		dst  *bool
	}{
		{attrConcurrentKernels, &info.ConcurrentKernels},
		{attrUnifiedAddressing, &info.UnifiedAddressing},
		{attrCanMapHostMemory, &info.CanMapHostMemory},
	}
	for _, a := range bools {
		if err := l.Check(f.DeviceAttribute.Op, gpucore.Call(f.DeviceAttribute.Addr, uintptr(unsafe.Pointer(&v)), uintptr(a.attr), uintptr(dev))); err != nil {
			return info, err
		}
		*a.dst = v != 0
	}
	info.Arch = fmt.Sprintf("sm_%d%d", info.ComputeMajor, info.ComputeMinor)
	return info, nil
}

// Close unregisters any host memory still registered, releases the primary
// context and drops the device from its Driver. Memory, streams and modules
// of the device must not be used afterwards. Close is an extra method, not
// part of driver.Device.
func (d *Device) Close() error {
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		return nil
	}
	d.closed = true
	d.mu.Unlock()

	first := gpucore.UnregisterAll(&d.Device)
	d.drv.forget(d)
	d.lib.Forget() // the context's handle may come back for another
	if err := d.lib.Check("cuDevicePrimaryCtxRelease", gpucore.Call(d.lib.own.ctxRelease.Addr, uintptr(d.dev))); err != nil && first == nil {
		first = err
	}
	return first
}

var _ driver.PeerCopier = (*Device)(nil)

// CopyPeer copies n bytes from src on d to dst on dstDev, another device
// of the same library (cuMemcpyPeer, cuMemcpyPeerAsync on s): the driver
// copies directly where the two have peer access and stages otherwise. A
// library without the calls fails with driver.ErrUnsupported.
func (d *Device) CopyPeer(dst driver.Ptr, dstDev driver.Device, src driver.Ptr, n int, s driver.Stream) error {
	const op = "cuMemcpyPeer"
	o, ok := dstDev.(*Device)
	if !ok || o == nil || o.lib != d.lib {
		return api.ArgError(op, "destination %T is not a device of this libcuda", dstDev)
	}
	if n < 0 {
		return api.ArgError(op, "negative size %d", n)
	}
	if n == 0 {
		return nil
	}
	h, async, err := gpucore.StreamOf(&d.Device, "cuMemcpyPeerAsync", s)
	if err != nil {
		return err
	}
	f := d.lib.own.peer[0]
	if async {
		f = d.lib.own.peer[1]
	}
	if f.Addr == 0 {
		return fmt.Errorf("%s: not in this libcuda: %w", f.Op, driver.ErrUnsupported)
	}
	if err := gpucore.Enter(&d.Device); err != nil {
		return err
	}
	defer gpucore.Exit()
	if async {
		return d.lib.Check(f.Op, gpucore.Call(f.Addr, uintptr(dst), o.ctx, uintptr(src), d.ctx, uintptr(n), h))
	}
	return d.lib.Check(f.Op, gpucore.Call(f.Addr, uintptr(dst), o.ctx, uintptr(src), d.ctx, uintptr(n)))
}
