package host

import (
	"fmt"
	"sort"
	"sync/atomic"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// align is the alignment of every device allocation, as cudaMalloc gives.
const align = 256

// slab is one allocation: Go memory the device keeps alive until it is
// freed. Pointers into it are derived from words, never from a bare Ptr, so
// that the garbage collector and checkptr see valid Go pointers.
type slab struct {
	words []uint64
	base  uintptr // first usable byte, aligned
	size  int     // usable bytes
	freed atomic.Bool
}

func newSlab(n int) *slab {
	words := make([]uint64, (n+align)/8+1)
	raw := uintptr(unsafe.Pointer(&words[0]))
	base := (raw + align - 1) &^ (align - 1)
	return &slab{words: words, base: base, size: n}
}

// at is the Go pointer to byte base+off of the slab.
func (s *slab) at(addr uintptr) unsafe.Pointer {
	return unsafe.Add(unsafe.Pointer(&s.words[0]), addr-uintptr(unsafe.Pointer(&s.words[0])))
}

// bytes is the slab's n bytes starting at addr.
func (s *slab) bytes(addr uintptr, n int) []byte {
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(s.at(addr)), n)
}

// Alloc returns n bytes of zeroed device memory at a 256-byte aligned
// address. It fails with an error wrapping driver.ErrOutOfMemory when the
// device's capacity would be exceeded.
func (d *Device) Alloc(n int) (driver.Ptr, error) {
	if n < 0 {
		return 0, fmt.Errorf("host device: Alloc(%d): negative size: %w", n, driver.ErrInvalidValue)
	}
	d.mu.Lock()
	if d.used+int64(n) > d.capacity {
		used := d.used
		d.mu.Unlock()
		return 0, fmt.Errorf("host device: Alloc(%d): %d of %d bytes in use: %w", n, used, d.capacity, driver.ErrOutOfMemory)
	}
	d.used += int64(n)
	d.mu.Unlock()
	// Allocate outside the lock: zeroing a large slab takes a while.
	s := newSlab(n)
	d.mu.Lock()
	d.allocs[driver.Ptr(s.base)] = s
	d.dirty = true
	d.mu.Unlock()
	return driver.Ptr(s.base), nil
}

// Free releases an allocation. Freeing an address that is not a live
// allocation (already freed, or never returned by Alloc) is an error
// wrapping driver.ErrFreed; the device stays consistent.
func (d *Device) Free(p driver.Ptr) error {
	d.mu.Lock()
	s, ok := d.allocs[p]
	if ok {
		delete(d.allocs, p)
		d.dirty = true
		d.used -= int64(s.size)
	}
	d.mu.Unlock()
	if !ok {
		return fmt.Errorf("host device: Free(%#x): not a live allocation: %w", uintptr(p), driver.ErrFreed)
	}
	s.freed.Store(true)
	return nil
}

// MemInfo returns the free and total bytes of the device's capacity.
func (d *Device) MemInfo() (free, total int64, err error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.capacity - d.used, d.capacity, nil
}

// lookup finds the live allocation holding [p, p+n).
func (d *Device) lookup(p driver.Ptr, n int) (*slab, error) {
	if n < 0 {
		return nil, fmt.Errorf("host device: negative size %d: %w", n, driver.ErrInvalidValue)
	}
	d.mu.Lock()
	s, ok := d.allocs[p]
	if !ok {
		// An interior address (a view at an offset): search by address.
		if d.dirty {
			d.sorted = d.sorted[:0]
			for _, s := range d.allocs {
				d.sorted = append(d.sorted, s)
			}
			sort.Slice(d.sorted, func(i, j int) bool { return d.sorted[i].base < d.sorted[j].base })
			d.dirty = false
		}
		i := sort.Search(len(d.sorted), func(i int) bool { return d.sorted[i].base > uintptr(p) }) - 1
		if i >= 0 && uintptr(p) < d.sorted[i].base+uintptr(max(d.sorted[i].size, 1)) {
			s, ok = d.sorted[i], true
		}
	}
	d.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("host device: address %#x is not in a live allocation (freed or never allocated): %w",
			uintptr(p), driver.ErrFreed)
	}
	if end := uintptr(p) + uintptr(n); end > s.base+uintptr(s.size) {
		return nil, fmt.Errorf("host device: range [%#x, %#x) runs past the end of the %d-byte allocation at %#x: %w",
			uintptr(p), end, s.size, s.base, driver.ErrInvalidValue)
	}
	return s, nil
}

// live is checked when queued work runs: the allocation may have been freed
// after the work was queued.
func live(addr driver.Ptr, ss ...*slab) error {
	for _, s := range ss {
		if s.freed.Load() {
			return fmt.Errorf("host device: allocation at %#x was freed before queued work on it ran: %w",
				uintptr(addr), driver.ErrFreed)
		}
	}
	return nil
}

// Memset sets n bytes at p to b.
func (d *Device) Memset(p driver.Ptr, b byte, n int, s driver.Stream) error {
	sl, err := d.lookup(p, n)
	if err != nil {
		return err
	}
	return d.exec(s, opKey{op: "Memset", n: n}, func() error {
		if err := live(p, sl); err != nil {
			return err
		}
		buf := sl.bytes(uintptr(p), n)
		for i := range buf {
			buf[i] = b
		}
		return nil
	})
}

// CopyHtoD copies n bytes from host memory src to device memory dst.
func (d *Device) CopyHtoD(dst driver.Ptr, src unsafe.Pointer, n int, s driver.Stream) error {
	sl, err := d.lookup(dst, n)
	if err != nil {
		return err
	}
	if n > 0 && src == nil {
		return fmt.Errorf("host device: CopyHtoD from a nil host pointer: %w", driver.ErrInvalidValue)
	}
	if s == nil { // synchronous: no closure for a queue to keep
		d.drainAll()
		return copyHtoD(dst, src, sl, n)
	}
	return d.exec(s, opKey{op: "CopyHtoD", n: n}, func() error { return copyHtoD(dst, src, sl, n) })
}

func copyHtoD(dst driver.Ptr, src unsafe.Pointer, sl *slab, n int) error {
	if err := live(dst, sl); err != nil {
		return err
	}
	if n > 0 {
		copy(sl.bytes(uintptr(dst), n), unsafe.Slice((*byte)(src), n))
	}
	return nil
}

// CopyDtoH copies n bytes from device memory src to host memory dst.
func (d *Device) CopyDtoH(dst unsafe.Pointer, src driver.Ptr, n int, s driver.Stream) error {
	sl, err := d.lookup(src, n)
	if err != nil {
		return err
	}
	if n > 0 && dst == nil {
		return fmt.Errorf("host device: CopyDtoH to a nil host pointer: %w", driver.ErrInvalidValue)
	}
	if s == nil { // synchronous: no closure for a queue to keep
		d.drainAll()
		return copyDtoH(dst, src, sl, n)
	}
	return d.exec(s, opKey{op: "CopyDtoH", n: n}, func() error { return copyDtoH(dst, src, sl, n) })
}

func copyDtoH(dst unsafe.Pointer, src driver.Ptr, sl *slab, n int) error {
	if err := live(src, sl); err != nil {
		return err
	}
	if n > 0 {
		copy(unsafe.Slice((*byte)(dst), n), sl.bytes(uintptr(src), n))
	}
	return nil
}

// CopyDtoD copies n bytes within the device; the ranges may overlap.
func (d *Device) CopyDtoD(dst, src driver.Ptr, n int, s driver.Stream) error {
	ds, err := d.lookup(dst, n)
	if err != nil {
		return err
	}
	ss, err := d.lookup(src, n)
	if err != nil {
		return err
	}
	return d.exec(s, opKey{op: "CopyDtoD", n: n}, func() error {
		if err := live(dst, ds, ss); err != nil {
			return err
		}
		copy(ds.bytes(uintptr(dst), n), ss.bytes(uintptr(src), n))
		return nil
	})
}

// HostPointer returns a Go pointer to the n bytes of device memory at p, so
// that Go kernel bodies on this device can read and write device arrays
// directly. The pointer keeps the memory alive for the garbage collector,
// but using it after Free is a bug the device cannot see.
func (d *Device) HostPointer(p driver.Ptr, n int) (unsafe.Pointer, error) {
	s, err := d.lookup(p, n)
	if err != nil {
		return nil, err
	}
	return s.at(uintptr(p)), nil
}
