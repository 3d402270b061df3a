package hip

import (
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// hipMemcpyKind values.
const (
	memcpyHostToDevice   = 1
	memcpyDeviceToHost   = 2
	memcpyDeviceToDevice = 3
)

// hipHostMalloc flags.
const (
	hostMallocPortable = 0x1
	hostMallocMapped   = 0x2
	// hostMallocCoherent is fine-grained memory: coherent with the device
	// while a kernel runs. hostMallocNonCoherent is coarse-grained: made
	// coherent only at synchronization points, and faster to copy.
	hostMallocCoherent    = 0x40000000
	hostMallocNonCoherent = 0x80000000
	hostRegisterPortable  = 0x1
)

// Alloc returns n bytes of device memory; Alloc(0) is the null pointer.
func (d *Device) Alloc(n int) (driver.Ptr, error) {
	if n < 0 {
		return 0, argError("hipMalloc", "negative size %d", n)
	}
	if n == 0 {
		return 0, nil
	}
	if err := d.enter(); err != nil {
		return 0, err
	}
	defer exit()
	var p uintptr
	if err := d.lib.check("hipMalloc", call(d.lib.hipMalloc, uintptr(unsafe.Pointer(&p)), uintptr(n))); err != nil {
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
	return d.lib.check("hipFree", call(d.lib.hipFree, uintptr(p)))
}

// streamOf resolves s to a hipStream_t of this device (nil: the null stream)
// and whether the operation is asynchronous.
func (d *Device) streamOf(op string, s driver.Stream) (h uintptr, async bool, err error) {
	switch s := s.(type) {
	case nil:
		return 0, false, nil
	case *Stream:
		if s == nil {
			return 0, false, nil
		}
		if s.dev != d {
			return 0, false, argError(op, "stream of HIP device %d used on device %d", s.dev.ordinal, d.ordinal)
		}
		return s.h, true, nil
	}
	return 0, false, argError(op, "stream %T is not a HIP stream", s)
}

// Memset sets n bytes at p to b, on s (nil: synchronously).
func (d *Device) Memset(p driver.Ptr, b byte, n int, s driver.Stream) error {
	if n < 0 {
		return argError("hipMemset", "negative size %d", n)
	}
	if n == 0 {
		return nil
	}
	h, async, err := d.streamOf("hipMemsetAsync", s)
	if err != nil {
		return err
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	if async {
		return d.lib.check("hipMemsetAsync", call(d.lib.hipMemsetAsync, uintptr(p), uintptr(b), uintptr(n), h))
	}
	return d.lib.check("hipMemset", call(d.lib.hipMemset, uintptr(p), uintptr(b), uintptr(n)))
}

// copyMem is the one path of the three copies.
func (d *Device) copyMem(dst, src unsafe.Pointer, n int, kind int, s driver.Stream) error {
	if n < 0 {
		return argError("hipMemcpy", "negative size %d", n)
	}
	if n == 0 {
		return nil
	}
	if dst == nil || src == nil {
		return argError("hipMemcpy", "nil pointer for %d bytes", n)
	}
	h, async, err := d.streamOf("hipMemcpyAsync", s)
	if err != nil {
		return err
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	if async {
		return d.lib.check("hipMemcpyAsync", call(d.lib.hipMemcpyAsync, uintptr(dst), uintptr(src), uintptr(n), uintptr(kind), h))
	}
	return d.lib.check("hipMemcpy", call(d.lib.hipMemcpy, uintptr(dst), uintptr(src), uintptr(n), uintptr(kind)))
}

// devPtr views a device address as an unsafe.Pointer for copyMem; the GC
// ignores it (it is not Go memory).
func devPtr(p driver.Ptr) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(&p)) }

// CopyHtoD copies n bytes from host memory src to dst; with a stream, src
// must stay unchanged until the stream reaches the copy.
func (d *Device) CopyHtoD(dst driver.Ptr, src unsafe.Pointer, n int, s driver.Stream) error {
	return d.copyMem(devPtr(dst), src, n, memcpyHostToDevice, s)
}

// CopyDtoH copies n bytes from device memory src to host memory dst.
func (d *Device) CopyDtoH(dst unsafe.Pointer, src driver.Ptr, n int, s driver.Stream) error {
	return d.copyMem(dst, devPtr(src), n, memcpyDeviceToHost, s)
}

// CopyDtoD copies n bytes within the device.
func (d *Device) CopyDtoD(dst, src driver.Ptr, n int, s driver.Stream) error {
	return d.copyMem(devPtr(dst), devPtr(src), n, memcpyDeviceToDevice, s)
}

func (d *Device) hostMalloc(n int, flags uint32) (unsafe.Pointer, error) {
	if n <= 0 {
		return nil, argError("hipHostMalloc", "size %d, want > 0", n)
	}
	if err := d.enter(); err != nil {
		return nil, err
	}
	defer exit()
	var p unsafe.Pointer
	if err := d.lib.check("hipHostMalloc", call(d.lib.hipHostMalloc, uintptr(unsafe.Pointer(&p)), uintptr(n), uintptr(flags))); err != nil {
		return nil, err
	}
	return p, nil
}

// AllocHost returns n bytes of coarse-grained page-locked host memory
// (ROC's coarsegrain_array): the fast source and target of async copies.
func (d *Device) AllocHost(n int) (unsafe.Pointer, error) {
	return d.hostMalloc(n, hostMallocPortable|hostMallocNonCoherent)
}

// AllocHostFine returns n bytes of fine-grained, device-mapped host memory
// (ROC's finegrain_array): coherent while kernels run, slower to copy. Free
// it with FreeHost. An extra method, not part of driver.Device.
func (d *Device) AllocHostFine(n int) (unsafe.Pointer, error) {
	return d.hostMalloc(n, hostMallocPortable|hostMallocMapped|hostMallocCoherent)
}

// FreeHost releases memory from AllocHost or AllocHostFine.
func (d *Device) FreeHost(p unsafe.Pointer) error {
	if p == nil {
		return nil
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	return d.lib.check("hipHostFree", call(d.lib.hipHostFree, uintptr(p)))
}

// Register page-locks n bytes of host memory at p. Go memory is pinned and
// referenced by the device until Unregister.
func (d *Device) Register(p unsafe.Pointer, n int) error {
	if p == nil || n <= 0 {
		return argError("hipHostRegister", "register %d bytes at %p", n, p)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, dup := d.registered[uintptr(p)]; dup {
		return argError("hipHostRegister", "%p is already registered", p)
	}
	r := &registration{p: p}
	r.pin.Pin(p)
	if err := d.enter(); err != nil {
		r.pin.Unpin()
		return err
	}
	defer exit()
	if err := d.lib.check("hipHostRegister", call(d.lib.hipHostRegister, uintptr(p), uintptr(n), hostRegisterPortable)); err != nil {
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
		return &driver.Error{Kind: driver.KindHIP, Op: "hipHostUnregister", Code: 713,
			Name: "hipErrorHostMemoryNotRegistered", Text: "pointer was not registered with this device",
			Sentinel: driver.ErrInvalidValue}
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	if err := d.lib.check("hipHostUnregister", call(d.lib.hipHostUnregister, uintptr(p))); err != nil {
		return err
	}
	delete(d.registered, uintptr(p))
	r.pin.Unpin()
	return nil
}

// Registered reports how many host ranges are registered.
func (d *Device) Registered() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.registered)
}
