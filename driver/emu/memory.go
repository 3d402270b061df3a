package emu

import (
	"fmt"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// Emulated addresses carry their state space in the top four bits, so a
// generic address (PTX's cvta) is the space address itself and a Go
// pointer, whose top bits are zero, never names emulated memory: a host
// pointer passed where a device pointer belongs faults instead of
// silently reading host memory.
//
//	global  1<<60 | slot<<40 | offset   one slot per allocation, 1 TiB each
//	shared  2<<60 | offset              the running block's shared memory
//	local   3<<60 | offset              the running thread's local stack
//	param   4<<60 | offset              the launch's parameter buffer
const (
	spaceShift = 60
	slotShift  = 40
	offMask    = 1<<slotShift - 1
	slotMask   = 1<<(spaceShift-slotShift) - 1

	tagGlobal = 1
	tagShared = 2
	tagLocal  = 3
	tagParam  = 4

	// slotChunk allocations share one table page; maxSlots bounds the
	// table (the slot field has 20 bits).
	slotChunk = 4096
	maxSlots  = 1 << (spaceShift - slotShift)
)

func spaceOf(a uint64) uint64 { return a >> spaceShift }

// allocation is one cuMemAlloc: its bytes live in a []uint64 so that every
// naturally aligned access can use sync/atomic.
type allocation struct {
	base  uint64
	size  int
	words []uint64
	bytes []byte
	// module marks module-scope variables, freed with their module.
	module bool
}

// memory is the device's global memory. Lookups during a launch take no
// lock: the slot table is two levels of atomic pointers, written only by
// Alloc and Free.
type memory struct {
	capacity int64

	mu    sync.Mutex
	used  int64
	next  int   // next never-used slot; slot 0 is never handed out
	free  []int // slots freed, reused only after the table is full
	pages [maxSlots / slotChunk]atomic.Pointer[[slotChunk]atomic.Pointer[allocation]]
}

func (m *memory) slot(i int) *atomic.Pointer[allocation] {
	p := m.pages[i/slotChunk].Load()
	if p == nil {
		return nil
	}
	return &p[i%slotChunk]
}

// alloc returns n bytes (n may be 0) at a fresh slot.
func (m *memory) alloc(n int, module bool) (*allocation, error) {
	if n < 0 {
		return nil, fmt.Errorf("negative size %d", n)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if int64(n) > m.capacity-m.used {
		return nil, errOutOfMemory(n, m.capacity-m.used, m.capacity)
	}
	var s int
	switch {
	case m.next < maxSlots:
		if m.next == 0 {
			m.next = 1
		}
		s = m.next
		m.next++
	case len(m.free) > 0:
		s = m.free[len(m.free)-1]
		m.free = m.free[:len(m.free)-1]
	default:
		return nil, errOutOfMemory(n, m.capacity-m.used, m.capacity)
	}
	if m.pages[s/slotChunk].Load() == nil {
		m.pages[s/slotChunk].Store(new([slotChunk]atomic.Pointer[allocation]))
	}
	words := make([]uint64, (n+7)/8)
	a := &allocation{base: tagGlobal<<spaceShift | uint64(s)<<slotShift, size: n, words: words, module: module}
	if len(words) > 0 {
		a.bytes = unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), n)
	}
	m.slot(s).Store(a)
	m.used += int64(n)
	return a, nil
}

// release frees the allocation at base, which must be a live allocation's
// first byte.
func (m *memory) release(base uint64) error {
	a := m.find(base)
	if a == nil || a.base != base {
		return fmt.Errorf("%#x is not the start of a live allocation", base)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	s := int(base >> slotShift & slotMask)
	if m.slot(s).Load() != a {
		return fmt.Errorf("%#x is not the start of a live allocation", base)
	}
	m.slot(s).Store(nil)
	m.used -= int64(a.size)
	m.free = append(m.free, s)
	return nil
}

// find returns the live allocation of global address a's slot, or nil;
// the caller checks the offset against its size.
func (m *memory) find(a uint64) *allocation {
	if spaceOf(a) != tagGlobal {
		return nil
	}
	p := m.slot(int(a >> slotShift & slotMask))
	if p == nil {
		return nil
	}
	return p.Load()
}

// outside describes where the n bytes at global address a lie, reaching
// past the end of al (the allocation of a's slot): beyond al, or — when
// the next slot's allocation starts nearer — just before that one, which
// is where an access before an array's first element lands.
func (m *memory) outside(al *allocation, a uint64, n int) string {
	past := a&offMask + uint64(n) - uint64(al.size)
	if next := m.find(al.base + 1<<slotShift); next != nil && next.base-a < past {
		return fmt.Sprintf("every allocation: %d bytes before the %d-byte allocation at %#x", next.base-a, next.size, next.base)
	}
	return fmt.Sprintf("the %d-byte allocation at %#x (%d bytes past its end)", al.size, al.base, past)
}

// nextAbove names the allocation just above global address a, which lies
// in a slot with no live allocation, when a is in the last MiB below it:
// an access just before that allocation's first byte.
func (m *memory) nextAbove(a uint64) string {
	next := m.find((a>>slotShift + 1) << slotShift)
	if next == nil || next.base-a > 1<<20 {
		return ""
	}
	return fmt.Sprintf("; %d bytes before the %d-byte allocation at %#x", next.base-a, next.size, next.base)
}

// span returns the n bytes at global address a, which must lie in one live
// allocation.
func (m *memory) span(a uint64, n int) ([]byte, error) {
	al := m.find(a)
	if al == nil {
		return nil, fmt.Errorf("address %#x is not in any live allocation", a)
	}
	off := int(a & offMask)
	if n < 0 || off+n > al.size {
		return nil, fmt.Errorf("%d bytes at %#x run past the end of the %d-byte allocation at %#x", n, a, al.size, al.base)
	}
	return al.bytes[off : off+n : off+n], nil
}

func (m *memory) info() (free, total int64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.capacity - m.used, m.capacity
}

// errOutOfMemory is CUDA_ERROR_OUT_OF_MEMORY with the emulated numbers.
func errOutOfMemory(n int, free, total int64) error {
	return newError("cuMemAlloc", codeOutOfMemory,
		fmt.Sprintf("%d bytes requested, %d of %d free (KERN_EMULATE_MEMORY sets the emulated capacity)", n, free, total))
}

// hostRegion is pinned or registered host memory.
type hostRegion struct {
	words []uint64 // AllocHost's backing, nil for Register
	n     int
}

// checkPtr rejects nil and the use of a Ptr that is not emulated memory.
func checkPtr(op string, p driver.Ptr) error {
	if p == 0 {
		return newError(op, codeInvalidValue, "null device pointer")
	}
	if spaceOf(uint64(p)) != tagGlobal {
		return newError(op, codeInvalidValue, fmt.Sprintf("%#x is not an emulated device address (a host pointer?)", uint64(p)))
	}
	return nil
}
