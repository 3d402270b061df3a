package host

import (
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/sysmem"
)

// AllocHost returns n bytes of "page-locked" host memory. On the host device
// every Go allocation is equally fast to copy, so this is zeroed Go memory,
// 256-byte aligned, that the device keeps alive until FreeHost. It does not
// count against the device capacity.
func (d *Device) AllocHost(n int) (unsafe.Pointer, error) {
	if n < 0 {
		return nil, fmt.Errorf("host device: AllocHost(%d): negative size: %w", n, driver.ErrInvalidValue)
	}
	if !sysmem.Fits(n, 1) {
		return nil, fmt.Errorf("host device: AllocHost(%d): more than the machine's %d bytes of memory: %w", n, sysmem.Total(), driver.ErrOutOfMemory)
	}
	s := newSlab(n)
	d.mu.Lock()
	d.hostAllocs[s.base] = s
	d.mu.Unlock()
	return s.at(s.base), nil
}

// FreeHost releases memory from AllocHost. Freeing anything else, or the
// same memory twice, is an error wrapping driver.ErrFreed.
func (d *Device) FreeHost(p unsafe.Pointer) error {
	d.mu.Lock()
	s, ok := d.hostAllocs[uintptr(p)]
	delete(d.hostAllocs, uintptr(p))
	d.mu.Unlock()
	if !ok {
		return fmt.Errorf("host device: FreeHost(%p): not memory from AllocHost, or already freed: %w", p, driver.ErrFreed)
	}
	s.freed.Store(true)
	return nil
}

// Register records that [p, p+n) is page-locked. It is bookkeeping only on
// the host device, but it enforces the CUDA rules: a range may not overlap
// one already registered, and it must not be empty.
func (d *Device) Register(p unsafe.Pointer, n int) error {
	if p == nil || n <= 0 {
		return fmt.Errorf("host device: Register(%p, %d): empty range: %w", p, n, driver.ErrInvalidValue)
	}
	start := uintptr(p)
	d.mu.Lock()
	defer d.mu.Unlock()
	for s, m := range d.registered {
		if start < s+uintptr(m) && s < start+uintptr(n) {
			return fmt.Errorf("host device: Register(%p, %d): overlaps the registered range [%#x, %#x): %w",
				p, n, s, s+uintptr(m), driver.ErrInvalidValue)
		}
	}
	d.registered[start] = n
	return nil
}

// Unregister undoes Register; p must be the start of a registered range.
func (d *Device) Unregister(p unsafe.Pointer) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, ok := d.registered[uintptr(p)]; !ok {
		return fmt.Errorf("host device: Unregister(%p): not a registered range: %w", p, driver.ErrInvalidValue)
	}
	delete(d.registered, uintptr(p))
	return nil
}

// Registered reports how many host ranges are registered (for tests and
// leak checks).
func (d *Device) Registered() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.registered)
}
