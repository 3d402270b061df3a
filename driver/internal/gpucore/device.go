package gpucore

import (
	"runtime"
	"sync"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// Device is the shared part of a CUDA or ROC device: memory, copies,
// registered host memory, streams and events. The API's device embeds it
// and sets it up with InitDevice.
type Device struct {
	lib     *Lib
	api     *API
	ordinal int
	info    driver.Info
	// sel makes the device current on the calling thread: cuCtxSetCurrent
	// of the primary context, hipSetDevice of the ordinal; both take one
	// argument.
	sel    Fn
	selArg uintptr
	null   *Stream

	mu         sync.Mutex
	registered map[uintptr]*registration
	// pinned are the AllocHost allocations and their sizes: with the
	// registered ranges, the host memory a capture may copy from or to.
	pinned map[uintptr]int
}

// registration is Go memory page-locked with the library: the pinner keeps
// the GC from freeing or moving it while the device may DMA into it.
type registration struct {
	p   unsafe.Pointer
	n   int
	pin runtime.Pinner
}

// InitDevice sets up d for device ordinal of l, made current by calling
// sel(selArg). A function rather than a method, so that it is not
// promoted into the API's Device.
func InitDevice(d *Device, l *Lib, ordinal int, info driver.Info, sel Fn, selArg uintptr) {
	*d = Device{lib: l, api: l.API, ordinal: ordinal, info: info, sel: sel, selArg: selArg,
		registered: map[uintptr]*registration{}, pinned: map[uintptr]int{}}
	d.null = &Stream{dev: d}
}

// Enter pins the calling goroutine to its OS thread and makes d current
// there. Pair every successful Enter with Exit.
func Enter(d *Device) error {
	runtime.LockOSThread()
	// Other calls select every time (only launches and copies read the
	// cache): keep the cache true of this thread.
	var tid uintptr
	if d.api.CacheCurrent {
		tid = threadID()
	}
	if err := d.selectHere(tid); err != nil {
		runtime.UnlockOSThread()
		return err
	}
	return nil
}

// Exit undoes Enter.
func Exit() { runtime.UnlockOSThread() }

// UnregisterAll unregisters every host range still registered (a closing
// device) and returns the first failure.
func UnregisterAll(d *Device) error {
	d.mu.Lock()
	regs := d.registered
	d.registered = map[uintptr]*registration{}
	d.mu.Unlock()
	if len(regs) == 0 {
		return nil
	}
	first := Enter(d)
	entered := first == nil
	for _, r := range regs {
		if entered {
			if err := d.lib.Check(d.lib.Fn.HostUnregister.Op, Call(d.lib.Fn.HostUnregister.Addr, uintptr(r.p))); err != nil && first == nil {
				first = err
			}
		}
		r.pin.Unpin()
	}
	if entered {
		Exit()
	}
	return first
}

// do runs one call of fn with d current.
//
//go:uintptrescapes
func (d *Device) do(fn Fn, args ...uintptr) error {
	if err := Enter(d); err != nil {
		return err
	}
	defer Exit()
	return d.lib.Check(fn.Op, Call(fn.Addr, args...))
}

// Info returns the properties read when the device was opened.
func (d *Device) Info() driver.Info { return d.info }

// Ordinal is the device's index in its Driver.
func (d *Device) Ordinal() int { return d.ordinal }

// MemInfo returns free and total device memory.
func (d *Device) MemInfo() (free, total int64, err error) {
	var f, t uintptr
	err = d.do(d.lib.Fn.MemGetInfo, uintptr(unsafe.Pointer(&f)), uintptr(unsafe.Pointer(&t)))
	return int64(f), int64(t), err
}

// Synchronize waits for all work on the device.
func (d *Device) Synchronize() error { return d.do(d.lib.Fn.Synchronize) }

// Alloc returns n bytes of device memory (256-byte aligned by the library).
// Alloc(0) returns the null pointer, which Free accepts.
func (d *Device) Alloc(n int) (driver.Ptr, error) {
	fn := d.api.Funcs.Malloc
	if n < 0 {
		return 0, d.api.ArgError(fn.Op, "negative size %d", n)
	}
	if n == 0 {
		return 0, nil
	}
	var p uintptr
	if err := d.do(d.lib.Fn.Malloc, uintptr(unsafe.Pointer(&p)), uintptr(n)); err != nil {
		return 0, err
	}
	return driver.Ptr(p), nil
}

// Free releases memory from Alloc; Free(0) does nothing.
func (d *Device) Free(p driver.Ptr) error {
	if p == 0 {
		return nil
	}
	return d.do(d.lib.Fn.Free, uintptr(p))
}

// StreamOf resolves s to a stream handle of d and says whether work is
// queued on it (async) or done synchronously (s is nil). The default
// stream is handle 0, and asynchronous.
func StreamOf(d *Device, op string, s driver.Stream) (h uintptr, async bool, err error) {
	switch s := s.(type) {
	case nil:
		return 0, false, nil
	case *Stream:
		if s == nil {
			return 0, false, nil
		}
		if s.dev.api != d.api {
			return 0, false, d.api.ArgError(op, "%s stream used on a %s device", s.dev.api.Name, d.api.Name)
		}
		if s.dev != d {
			return 0, false, d.api.ArgError(op, "stream of %s device %d used on device %d", d.api.Name, s.dev.ordinal, d.ordinal)
		}
		return s.h, true, nil
	}
	return 0, false, d.api.ArgError(op, "stream %T is not a %s stream", s, d.api.Name)
}

// Memset sets n bytes at p to b, on s (nil: synchronously).
func (d *Device) Memset(p driver.Ptr, b byte, n int, s driver.Stream) error {
	f := &d.api.Funcs
	if n < 0 {
		return d.api.ArgError(f.Memset.Op, "negative size %d", n)
	}
	if n == 0 {
		return nil
	}
	h, async, err := StreamOf(d, f.MemsetAsync.Op, s)
	if err != nil {
		return err
	}
	if async {
		return d.do(d.lib.Fn.MemsetAsync, uintptr(p), uintptr(b), uintptr(n), h)
	}
	return d.do(d.lib.Fn.Memset, uintptr(p), uintptr(b), uintptr(n))
}

// copyMem is the one path of the three copies; host is the host side
// (nil for DtoD), which must be set when n > 0.
func (d *Device) copyMem(dir Dir, dst, src, host unsafe.Pointer, n int, s driver.Stream) error {
	ops := d.api.CopyOps[dir]
	if n < 0 {
		return d.api.ArgError(ops[0], "negative size %d", n)
	}
	if dir != DtoD && n > 0 && host == nil {
		return d.api.ArgError(ops[0], "nil host pointer for %d bytes", n)
	}
	if n == 0 {
		return nil
	}
	h, async, err := StreamOf(d, ops[1], s)
	if err != nil {
		return err
	}
	op := ops[0]
	if async {
		op = ops[1]
	} else if d.lib.SyncCopyOnStream != "" && d.null.h != 0 {
		op, h = d.lib.SyncCopyOnStream, d.null.h
	}
	if dir != DtoD && async {
		if cs := s.(*Stream); cs.capturing.Load() && !d.isPinned(host, n) {
			// A graph would copy from or to this memory at every launch,
			// long after the caller let go of it: refuse as the emulated
			// devices do, whatever this driver would record.
			return &driver.Error{Kind: d.api.Kind, Op: op, Code: captureUnsupported, Name: d.lib.ErrorName(captureUnsupported),
				Text: "a copy from or to pageable host memory cannot be captured (use pinned memory)", Sentinel: driver.ErrNotCapturable}
		}
	}
	r, err := d.cachedCall(h, func() Status { return d.lib.Copy(dir, dst, src, n, h, async) })
	if err != nil {
		return err
	}
	return d.lib.Check(op, r)
}

// devPtr views a device address as an unsafe.Pointer for a Copier; the GC
// ignores it (it is not Go memory).
func devPtr(p driver.Ptr) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(&p)) }

// CopyHtoD copies n bytes from host memory src to dst. With a stream the
// copy is asynchronous when src is page-locked (AllocHost, Register) and
// src must stay unchanged until the stream reaches it.
func (d *Device) CopyHtoD(dst driver.Ptr, src unsafe.Pointer, n int, s driver.Stream) error {
	return d.copyMem(HtoD, devPtr(dst), src, src, n, s)
}

// CopyDtoH copies n bytes from device memory src to host memory dst.
func (d *Device) CopyDtoH(dst unsafe.Pointer, src driver.Ptr, n int, s driver.Stream) error {
	return d.copyMem(DtoH, dst, devPtr(src), dst, n, s)
}

// CopyDtoD copies n bytes within the device.
func (d *Device) CopyDtoD(dst, src driver.Ptr, n int, s driver.Stream) error {
	return d.copyMem(DtoD, devPtr(dst), devPtr(src), nil, n, s)
}

// HostAlloc returns n bytes of page-locked host memory allocated with the
// API's flags. The memory belongs to the library, not the Go heap.
func HostAlloc(d *Device, n int, flags uint32) (unsafe.Pointer, error) {
	if n <= 0 {
		return nil, d.api.ArgError(d.api.Funcs.HostAlloc.Op, "size %d, want > 0", n)
	}
	var p unsafe.Pointer
	if err := d.do(d.lib.Fn.HostAlloc, uintptr(unsafe.Pointer(&p)), uintptr(n), uintptr(flags)); err != nil {
		return nil, err
	}
	d.mu.Lock()
	d.pinned[uintptr(p)] = n
	d.mu.Unlock()
	return p, nil
}

// isPinned reports whether [p, p+n) lies in one AllocHost allocation or
// registered range.
func (d *Device) isPinned(p unsafe.Pointer, n int) bool {
	a := uintptr(p)
	d.mu.Lock()
	defer d.mu.Unlock()
	for base, m := range d.pinned {
		if a >= base && a+uintptr(n) <= base+uintptr(m) {
			return true
		}
	}
	for base, r := range d.registered {
		if a >= base && a+uintptr(n) <= base+uintptr(r.n) {
			return true
		}
	}
	return false
}

// AllocHost returns n bytes of page-locked host memory, portable (for every
// context or device), coarse-grained on HIP: the fast source and target of
// asynchronous copies.
func (d *Device) AllocHost(n int) (unsafe.Pointer, error) {
	return HostAlloc(d, n, d.api.HostAllocFlags)
}

// FreeHost releases memory from AllocHost.
func (d *Device) FreeHost(p unsafe.Pointer) error {
	if p == nil {
		return nil
	}
	d.mu.Lock()
	delete(d.pinned, uintptr(p))
	d.mu.Unlock()
	return d.do(d.lib.Fn.HostFree, uintptr(p))
}

// hostRegisterPortable page-locks for every context (CU_MEMHOSTREGISTER_PORTABLE,
// hipHostRegisterPortable).
const hostRegisterPortable = 0x1

// Register page-locks n bytes of existing host memory at p. Go memory is
// pinned (runtime.Pinner) and referenced by the device until Unregister, so
// the GC neither frees nor moves it while the device may DMA into it.
func (d *Device) Register(p unsafe.Pointer, n int) error {
	op := d.api.Funcs.HostRegister.Op
	if n <= 0 || p == nil {
		return d.api.ArgError(op, "register %d bytes at %p", n, p)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, dup := d.registered[uintptr(p)]; dup {
		return d.api.ArgError(op, "%p is already registered", p)
	}
	r := &registration{p: p, n: n}
	r.pin.Pin(p)
	if err := d.do(d.lib.Fn.HostRegister, uintptr(p), uintptr(n), hostRegisterPortable); err != nil {
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
		return &driver.Error{Kind: d.api.Kind, Op: d.api.Funcs.HostUnregister.Op, Code: int(NotRegistered),
			Name: d.api.NotRegisteredName, Text: "pointer was not registered with this device",
			Sentinel: driver.ErrInvalidValue}
	}
	if err := d.do(d.lib.Fn.HostUnregister, uintptr(p)); err != nil {
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
