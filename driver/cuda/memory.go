package cuda

import (
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// Flags for cuMemHostAlloc and cuMemHostRegister: portable, so the memory is
// page-locked for every context, not only the one current at the call.
const (
	memHostAllocPortable    = 0x01
	memHostRegisterPortable = 0x01
)

// Alloc returns n bytes of device memory (256-byte aligned by the driver).
// Alloc(0) returns the null pointer, which Free accepts.
func (d *Device) Alloc(n int) (driver.Ptr, error) {
	if n < 0 {
		return 0, argError("cuMemAlloc", "negative size %d", n)
	}
	if n == 0 {
		return 0, nil
	}
	if err := d.enter(); err != nil {
		return 0, err
	}
	defer exit()
	var p uintptr
	if err := d.lib.check("cuMemAlloc", d.lib.memAlloc(&p, n)); err != nil {
		return 0, err
	}
	return driver.Ptr(p), nil
}

// Free releases memory from Alloc; Free(0) does nothing.
func (d *Device) Free(p driver.Ptr) error {
	if p == 0 {
		return nil
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	return d.lib.check("cuMemFree", d.lib.memFree(uintptr(p)))
}

// stream resolves s to a CUstream of this device and says whether work is
// queued on it (async) or done synchronously (s is nil). DefaultStream is
// the legacy default stream, handle 0, and asynchronous.
func (d *Device) stream(op string, s driver.Stream) (h uintptr, async bool, err error) {
	switch s := s.(type) {
	case nil:
		return 0, false, nil
	case *Stream:
		if s == nil {
			return 0, false, nil
		}
		if s.dev != d {
			return 0, false, argError(op, "stream of CUDA device %d used on device %d", s.dev.ordinal, d.ordinal)
		}
		return s.h, true, nil
	default:
		return 0, false, argError(op, "stream %T is not a CUDA stream", s)
	}
}

// sizes checks a byte count and, when n > 0, that the host pointer is set.
func sizes(op string, n int, host unsafe.Pointer, needHost bool) error {
	if n < 0 {
		return argError(op, "negative size %d", n)
	}
	if needHost && n > 0 && host == nil {
		return argError(op, "nil host pointer for %d bytes", n)
	}
	return nil
}

// Memset sets n bytes at p to b, on s (nil: synchronously).
func (d *Device) Memset(p driver.Ptr, b byte, n int, s driver.Stream) error {
	if err := sizes("cuMemsetD8", n, nil, false); err != nil || n == 0 {
		return err
	}
	h, async, err := d.stream("cuMemsetD8Async", s)
	if err != nil {
		return err
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	if !async {
		return d.lib.check("cuMemsetD8", d.lib.memsetD8(uintptr(p), b, n))
	}
	return d.lib.check("cuMemsetD8Async", d.lib.memsetD8Async(uintptr(p), b, n, h))
}

// CopyHtoD copies n bytes from host memory src to dst. With a stream the
// copy is asynchronous when src is page-locked (AllocHost, Register) and
// src must stay unchanged until the stream reaches it.
func (d *Device) CopyHtoD(dst driver.Ptr, src unsafe.Pointer, n int, s driver.Stream) error {
	if err := sizes("cuMemcpyHtoD", n, src, true); err != nil || n == 0 {
		return err
	}
	h, async, err := d.stream("cuMemcpyHtoDAsync", s)
	if err != nil {
		return err
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	if !async {
		return d.lib.check("cuMemcpyHtoD", d.lib.memcpyHtoD(uintptr(dst), src, n))
	}
	return d.lib.check("cuMemcpyHtoDAsync", d.lib.memcpyHtoDAsync(uintptr(dst), src, n, h))
}

// CopyDtoH copies n bytes from device memory src to host memory dst.
func (d *Device) CopyDtoH(dst unsafe.Pointer, src driver.Ptr, n int, s driver.Stream) error {
	if err := sizes("cuMemcpyDtoH", n, dst, true); err != nil || n == 0 {
		return err
	}
	h, async, err := d.stream("cuMemcpyDtoHAsync", s)
	if err != nil {
		return err
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	if !async {
		return d.lib.check("cuMemcpyDtoH", d.lib.memcpyDtoH(dst, uintptr(src), n))
	}
	return d.lib.check("cuMemcpyDtoHAsync", d.lib.memcpyDtoHAsync(dst, uintptr(src), n, h))
}

// CopyDtoD copies n bytes within the device.
func (d *Device) CopyDtoD(dst, src driver.Ptr, n int, s driver.Stream) error {
	if err := sizes("cuMemcpyDtoD", n, nil, false); err != nil || n == 0 {
		return err
	}
	h, async, err := d.stream("cuMemcpyDtoDAsync", s)
	if err != nil {
		return err
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	if !async {
		return d.lib.check("cuMemcpyDtoD", d.lib.memcpyDtoD(uintptr(dst), uintptr(src), n))
	}
	return d.lib.check("cuMemcpyDtoDAsync", d.lib.memcpyDtoDAsync(uintptr(dst), uintptr(src), n, h))
}

// AllocHost returns n bytes of page-locked host memory (cuMemHostAlloc,
// portable). The memory belongs to the driver, not the Go heap.
func (d *Device) AllocHost(n int) (unsafe.Pointer, error) {
	if n <= 0 {
		return nil, argError("cuMemHostAlloc", "size %d, want > 0", n)
	}
	if err := d.enter(); err != nil {
		return nil, err
	}
	defer exit()
	var p unsafe.Pointer
	if err := d.lib.check("cuMemHostAlloc", d.lib.memHostAlloc(&p, n, memHostAllocPortable)); err != nil {
		return nil, err
	}
	return p, nil
}

// FreeHost releases memory from AllocHost.
func (d *Device) FreeHost(p unsafe.Pointer) error {
	if p == nil {
		return nil
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	return d.lib.check("cuMemFreeHost", d.lib.memFreeHost(p))
}

// Register page-locks n bytes of existing host memory at p. Go memory is
// pinned (runtime.Pinner) and referenced by the device until Unregister, so
// the GC neither frees nor moves it while the driver may DMA into it.
func (d *Device) Register(p unsafe.Pointer, n int) error {
	if n <= 0 || p == nil {
		return argError("cuMemHostRegister", "register %d bytes at %p", n, p)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, dup := d.registered[uintptr(p)]; dup {
		return argError("cuMemHostRegister", "%p is already registered", p)
	}
	r := &registration{p: p, n: n}
	r.pin.Pin(p)
	if err := d.enter(); err != nil {
		r.pin.Unpin()
		return err
	}
	defer exit()
	if err := d.lib.check("cuMemHostRegister", d.lib.memHostRegister(p, n, memHostRegisterPortable)); err != nil {
		r.pin.Unpin()
		return err
	}
	d.registered[uintptr(p)] = r
	return nil
}

// Unregister undoes Register.
func (d *Device) Unregister(p unsafe.Pointer) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	r, ok := d.registered[uintptr(p)]
	if !ok {
		return &driver.Error{Kind: driver.KindCUDA, Op: "cuMemHostUnregister", Code: 713,
			Name: "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED", Text: "pointer was not registered with this device",
			Sentinel: driver.ErrInvalidValue}
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	if err := d.lib.check("cuMemHostUnregister", d.lib.memHostUnregister(p)); err != nil {
		return err
	}
	delete(d.registered, uintptr(p))
	r.pin.Unpin()
	return nil
}

// Registered reports how many host ranges are registered (for tests and
// leak checks).
func (d *Device) Registered() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.registered)
}
