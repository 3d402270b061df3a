package simt

import (
	"fmt"
	"reflect"
	"unsafe"
)

// asyncCopy is one copy a thread started (kern.CopyAsync) and that has
// not landed yet.
type asyncCopy struct {
	dst, src unsafe.Pointer
	n        int
}

// CopyAsync starts an n-byte copy from src to dst. It lands at the
// WaitAsync that retires its group, so a thread that reads dst before
// then, or another thread that reads it before a barrier after then,
// reads the old bytes, deterministically: what a GPU may show.
func (t *Thread) CopyAsync(dst, src unsafe.Pointer, n int) {
	if t.blk != nil {
		off, ok := t.blk.sharedOffset(dst, n)
		if !ok {
			panic("kern.CopyAsync: dst is not shared memory: copy into a kern.Shared array's slice or kern.DynShared (a GPU faults)")
		}
		// A GPU places shared arrays at 16 bytes: &dst[dstOff] is aligned
		// to the copy's size only if its offset in its array is (a dst
		// sliced at an element that is not is a misaligned address there).
		if off%n != 0 {
			panic(fmt.Sprintf("kern.CopyAsync: &dst[dstOff] is %d bytes into its shared array, not a multiple of the copy's %d bytes (a GPU faults: misaligned address); slice the array at a multiple of the copy's elements", off, n))
		}
	}
	t.async.Add(asyncCopy{dst, src, n})
}

// CommitAsync closes the group of the copies started since the last one.
func (t *Thread) CommitAsync() { t.async.Commit() }

// WaitAsync lands the copies of every committed group but the newest n.
func (t *Thread) WaitAsync(n int) {
	_ = t.async.Retire(n, func(c asyncCopy) error {
		copy(unsafe.Slice((*byte)(c.dst), c.n), unsafe.Slice((*byte)(c.src), c.n))
		return nil
	})
}

// sharedOffset reports whether the n bytes at p lie in one of the
// block's shared arrays or its dynamic shared memory, and p's offset in
// bytes from that array's start.
func (b *block) sharedOffset(p unsafe.Pointer, n int) (int, bool) {
	in := func(base unsafe.Pointer, size int) bool {
		return uintptr(p) >= uintptr(base) && uintptr(p)+uintptr(n) <= uintptr(base)+uintptr(size)
	}
	if len(b.dyn) > 0 && in(unsafe.Pointer(&b.dyn[0]), 8*len(b.dyn)) {
		return int(uintptr(p) - uintptr(unsafe.Pointer(&b.dyn[0]))), true
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, a := range b.shared {
		if a == nil {
			continue
		}
		v := reflect.ValueOf(a)
		if in(v.UnsafePointer(), int(v.Type().Elem().Size())) {
			return int(uintptr(p) - uintptr(v.UnsafePointer())), true
		}
	}
	return 0, false
}
