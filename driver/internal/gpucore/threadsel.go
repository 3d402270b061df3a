package gpucore

import (
	"runtime"
	"sync/atomic"
)

// A launch on a device whose context is already current on the calling OS
// thread need not make it current again (cuCtxSetCurrent is a driver call
// of its own). threadSel remembers, per OS thread, the selector last made
// current there by this library, so that a steady-state launch makes one
// driver call. An OS thread is known by its thread pointer (threadID),
// read in one instruction where the CPU and kernel allow it; elsewhere
// there is no cache and every launch selects.
//
// A thread pointer can be reused by a new thread after one exits (Go
// frees an M whose goroutine exited while locked to it). Such a stale
// entry can only make a launch fail, never run it elsewhere: a CUDA
// function belongs to its context and the driver refuses it without that
// context current. So a launch that fails after a cached selection is
// retried once after selecting.
type threadSel struct {
	// slots: 64, indexed by the top 6 bits of a hash of the thread pointer.
	slots [64]struct {
		tid, sel atomic.Uintptr
	}
}

func (c *threadSel) slot(tid uintptr) int {
	// Thread pointers are far apart and aligned: mix the high bits down.
	return int((uint64(tid) * 0x9E3779B97F4A7C15) >> 58)
}

// current reports whether sel is current on the thread tid.
func (c *threadSel) current(tid, sel uintptr) bool {
	s := &c.slots[c.slot(tid)]
	return s.tid.Load() == tid && s.sel.Load() == sel
}

// set records that sel is current on the thread tid. A reader may see the
// tid and sel of two writers mixed only for another thread's slot, whose
// tid it then does not match, or as a selector that was current there a
// moment ago; either way the worst is a refused launch, which is retried.
func (c *threadSel) set(tid, sel uintptr) {
	s := &c.slots[c.slot(tid)]
	s.tid.Store(0)
	s.sel.Store(sel)
	s.tid.Store(tid)
}

// forget drops thread tid's entry.
func (c *threadSel) forget(tid uintptr) {
	s := &c.slots[c.slot(tid)]
	if s.tid.Load() == tid {
		s.tid.Store(0)
	}
}

// clear drops every entry (a context released: its handle may come back
// for another context).
func (c *threadSel) clear() {
	for i := range c.slots {
		c.slots[i].tid.Store(0)
	}
}

// ThreadCache reports whether the per-thread cache works here (threads
// told apart in one instruction), for tests that count selection calls.
func ThreadCache() bool {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	return threadID() != 0
}
