package gpucore

import (
	"runtime"
	"sync"
	"testing"
)

func TestThreadSel(t *testing.T) {
	var c threadSel
	if c.current(0x7f00_0000_1000, 5) {
		t.Fatal("an empty cache knows a thread")
	}
	c.set(0x7f00_0000_1000, 5)
	if !c.current(0x7f00_0000_1000, 5) || c.current(0x7f00_0000_1000, 6) || c.current(0x7f00_0000_2000, 5) {
		t.Fatal("current after set")
	}
	c.forget(0x7f00_0000_2000) // another thread's: no effect
	if !c.current(0x7f00_0000_1000, 5) {
		t.Fatal("forget of another thread dropped the entry")
	}
	c.forget(0x7f00_0000_1000)
	if c.current(0x7f00_0000_1000, 5) {
		t.Fatal("forget kept the entry")
	}
	c.set(0x7f00_0000_1000, 5)
	c.clear()
	if c.current(0x7f00_0000_1000, 5) {
		t.Fatal("clear kept the entry")
	}
}

// threadID tells OS threads apart (or is 0 everywhere, where it cannot).
func TestThreadID(t *testing.T) {
	const n = 4
	ids := make([]uintptr, n)
	var start, done sync.WaitGroup
	start.Add(n)
	done.Add(n)
	for i := range n {
		go func() {
			defer done.Done()
			runtime.LockOSThread() // held until the goroutine ends: n threads at once
			ids[i] = threadID()
			start.Done()
			start.Wait()
		}()
	}
	done.Wait()
	if ids[0] == 0 {
		for _, id := range ids {
			if id != 0 {
				t.Fatalf("threadID is 0 on one thread and %#x on another", id)
			}
		}
		t.Skip("no cheap thread identity on this machine")
	}
	seen := map[uintptr]bool{}
	for _, id := range ids {
		if seen[id] {
			t.Fatalf("two locked threads share the thread pointer %#x: %x", id, ids)
		}
		seen[id] = true
	}
}
