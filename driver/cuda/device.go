package cuda

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/dl"
)

// CUdevice_attribute values (cuda.h).
const (
	attrMaxThreadsPerBlock     = 1
	attrMaxBlockDimX           = 2
	attrMaxGridDimX            = 5
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
)

// Device is one CUDA device and its primary context.
type Device struct {
	drv     *Driver
	lib     *lib
	ordinal int
	dev     int32   // CUdevice
	ctx     uintptr // CUcontext, the retained primary context
	info    driver.Info
	null    *Stream

	mu         sync.Mutex
	registered map[uintptr]*registration
	closed     bool
}

var _ driver.Device = (*Device)(nil)

// registration is Go memory page-locked with cuMemHostRegister. The pinner
// keeps the GC from freeing it while the driver may DMA into it.
type registration struct {
	p   unsafe.Pointer
	n   int
	pin runtime.Pinner
}

func newDevice(drv *Driver, l *lib, ordinal int) (*Device, error) {
	d := &Device{drv: drv, lib: l, ordinal: ordinal, registered: map[uintptr]*registration{}}
	if err := l.check("cuDeviceGet", l.deviceGet(&d.dev, ordinal)); err != nil {
		return nil, err
	}
	info, err := d.query()
	if err != nil {
		return nil, err
	}
	d.info = info
	if err := l.check("cuDevicePrimaryCtxRetain", l.primaryCtxRetain(&d.ctx, d.dev)); err != nil {
		return nil, err
	}
	openContexts.Add(1)
	d.null = &Stream{dev: d}
	return d, nil
}

// query reads the device's properties; none of these calls needs a context.
func (d *Device) query() (driver.Info, error) {
	l := d.lib
	info := driver.Info{Kind: driver.KindCUDA, Ordinal: d.ordinal}
	name := make([]byte, 256)
	if err := l.check("cuDeviceGetName", l.deviceName(name, d.dev)); err != nil {
		return info, err
	}
	info.Name = dl.CString(name)
	var total uintptr
	if err := l.check("cuDeviceTotalMem", l.deviceTotalMem(&total, d.dev)); err != nil {
		return info, err
	}
	info.TotalMem = int64(total)
	bus := make([]byte, 32)
	if err := l.check("cuDeviceGetPCIBusId", l.devicePCIBusID(bus, d.dev)); err != nil {
		return info, err
	}
	info.PCIBusID = dl.CString(bus)
	var v int32
	if err := l.check("cuDriverGetVersion", l.driverVersion(&v)); err != nil {
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
		{attrMaxBlockDimX + 1, &info.MaxBlockDim.Y},
		{attrMaxBlockDimX + 2, &info.MaxBlockDim.Z},
		{attrMaxGridDimX, &info.MaxGridDim.X},
		{attrMaxGridDimX + 1, &info.MaxGridDim.Y},
		{attrMaxGridDimX + 2, &info.MaxGridDim.Z},
		{attrMaxSharedMemPerBlock, &info.SharedMemPerBlock},
		{attrClockRate, &info.ClockKHz},
		{attrMemoryClockRate, &info.MemoryClockKHz},
		{attrGlobalMemoryBusWidth, &info.MemoryBusWidthBits},
		{attrL2CacheSize, &info.L2CacheBytes},
		{attrAsyncEngineCount, &info.AsyncEngines},
	}
	for _, a := range ints {
		if err := l.check("cuDeviceGetAttribute", l.deviceAttribute(&v, a.attr, d.dev)); err != nil {
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
		if err := l.check("cuDeviceGetAttribute", l.deviceAttribute(&v, a.attr, d.dev)); err != nil {
			return info, err
		}
		*a.dst = v != 0
	}
	info.Arch = fmt.Sprintf("sm_%d%d", info.ComputeMajor, info.ComputeMinor)
	return info, nil
}

// enter pins the calling goroutine to its OS thread and makes the device's
// context current there. Every successful enter must be paired with
// runtime.UnlockOSThread (exit).
func (d *Device) enter() error {
	runtime.LockOSThread()
	if r := d.lib.ctxSetCurrent(d.ctx); r != successCode {
		runtime.UnlockOSThread()
		return d.lib.newError("cuCtxSetCurrent", r)
	}
	return nil
}

func exit() { runtime.UnlockOSThread() }

// openContexts counts the primary contexts retained by every Driver of the
// process. It is process-wide because CUDA's current context is: per OS
// thread, for the whole process. With exactly one open, whatever context
// is current on a thread (kern sets no other) is this device's.
var openContexts atomic.Int32

// invalidContextCode is CUDA_ERROR_INVALID_CONTEXT: no context is current.
const invalidContextCode result = 201

// doCurrent runs a hot-path call (a launch) in one purego call instead of
// two: with a single open context it calls at once, and only when the
// driver answers that this OS thread has no current context yet does it
// make the context current (cuCtxSetCurrent, which stays current on the
// thread for later calls) and call again. With several contexts open a
// thread's current context may be another device's, so it enters first,
// like do. Measured with BenchmarkCallCost: a purego call ~90 ns,
// LockOSThread+Unlock ~0, cuCtxSetCurrent ~85 ns more, handing the call to
// a goroutine that owns the context ~20 µs (so no such goroutine).
func (d *Device) doCurrent(call func() result) (result, error) {
	if openContexts.Load() == 1 {
		if r := call(); r != invalidContextCode {
			return r, nil
		}
	}
	if err := d.enter(); err != nil {
		return 0, err
	}
	defer exit()
	return call(), nil
}

// do runs one driver call with the context current.
func (d *Device) do(op string, call func() result) error {
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	return d.lib.check(op, call())
}

// Info returns the properties read when the device was opened.
func (d *Device) Info() driver.Info { return d.info }

// Ordinal is the device's index in its Driver.
func (d *Device) Ordinal() int { return d.ordinal }

// MemInfo returns free and total device memory.
func (d *Device) MemInfo() (free, total int64, err error) {
	var f, t uintptr
	err = d.do("cuMemGetInfo", func() result { return d.lib.memGetInfo(&f, &t) })
	return int64(f), int64(t), err
}

// Synchronize waits for all work in the device's context.
func (d *Device) Synchronize() error {
	return d.do("cuCtxSynchronize", d.lib.ctxSynchronize)
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
	regs := d.registered
	d.registered = map[uintptr]*registration{}
	d.mu.Unlock()

	first := d.enter()
	entered := first == nil
	for _, r := range regs {
		if entered {
			if err := d.lib.check("cuMemHostUnregister", d.lib.memHostUnregister(r.p)); err != nil && first == nil {
				first = err
			}
		}
		r.pin.Unpin()
	}
	if entered {
		exit()
	}
	d.drv.forget(d)
	openContexts.Add(-1)
	if err := d.lib.check("cuDevicePrimaryCtxRelease", d.lib.primaryCtxRelease(d.dev)); err != nil && first == nil {
		first = err
	}
	return first
}
