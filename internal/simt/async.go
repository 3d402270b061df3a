package simt

import (
	"reflect"
	"unsafe"
)

// asyncCopy is one copy a thread started (kern.CopyAsync) and that has
// not landed yet.
type asyncCopy struct {
	dst, src unsafe.Pointer
	n        int
}

// asyncState is a thread's copies in flight: copies in issue order, and
// the end (an index into copies) of each committed group, oldest first.
type asyncState struct {
	copies []asyncCopy
	ends   []int
}

// CopyAsync starts an n-byte copy from src to dst. It lands at the
// WaitAsync that retires its group, so a thread that reads dst before
// then, or another thread that reads it before a barrier after then,
// reads the old bytes, deterministically: what a GPU may show.
func (t *Thread) CopyAsync(dst, src unsafe.Pointer, n int) {
	if t.blk != nil && !t.blk.isShared(dst, n) {
		panic("kern.CopyAsync: dst is not shared memory: copy into a kern.Shared array's slice or kern.DynShared (a GPU faults)")
	}
	t.async.copies = append(t.async.copies, asyncCopy{dst, src, n})
}

// CommitAsync closes the group of the copies started since the last one.
func (t *Thread) CommitAsync() {
	t.async.ends = append(t.async.ends, len(t.async.copies))
}

// WaitAsync lands the copies of every committed group but the newest n.
func (t *Thread) WaitAsync(n int) {
	a := &t.async
	if len(a.ends) <= n {
		return
	}
	k := a.ends[len(a.ends)-n-1]
	for _, c := range a.copies[:k] {
		copy(unsafe.Slice((*byte)(c.dst), c.n), unsafe.Slice((*byte)(c.src), c.n))
	}
	m := copy(a.copies, a.copies[k:])
	clear(a.copies[m:])
	a.copies = a.copies[:m]
	e := copy(a.ends, a.ends[len(a.ends)-n:])
	a.ends = a.ends[:e]
	for i := range a.ends {
		a.ends[i] -= k
	}
}

// isShared reports whether the n bytes at p lie in one of the block's
// shared arrays or its dynamic shared memory.
func (b *block) isShared(p unsafe.Pointer, n int) bool {
	in := func(base unsafe.Pointer, size int) bool {
		return uintptr(p) >= uintptr(base) && uintptr(p)+uintptr(n) <= uintptr(base)+uintptr(size)
	}
	if len(b.dyn) > 0 && in(unsafe.Pointer(&b.dyn[0]), 8*len(b.dyn)) {
		return true
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, a := range b.shared {
		if a == nil {
			continue
		}
		v := reflect.ValueOf(a)
		if in(v.UnsafePointer(), int(v.Type().Elem().Size())) {
			return true
		}
	}
	return false
}
