package dispatch

import (
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestCachedLoadsInParallel: a slow load (a module the driver JITs, an
// AMD code object comgr compiles) holds up only the callers of its own
// key: a lookup of another key, cached or new, on the same device
// returns meanwhile, and a load may look up another key.
func TestCachedLoadsInParallel(t *testing.T) {
	var c Code
	if v, err := Cached(&c, "old", func() (int, error) { return 1, nil }); v != 1 || err != nil {
		t.Fatal(v, err)
	}
	release := make(chan struct{})
	started := make(chan struct{})
	slow := make(chan int)
	go func() {
		v, _ := Cached(&c, "slow", func() (int, error) {
			close(started)
			<-release
			return 2, nil
		})
		slow <- v
	}()
	<-started
	done := make(chan struct{})
	go func() {
		defer close(done)
		if v, err := Cached(&c, "old", func() (int, error) { return -1, nil }); v != 1 || err != nil {
			t.Errorf("cached key during a slow load: %v %v", v, err)
		}
		v, err := Cached(&c, "new", func() (int, error) {
			return Cached(&c, "inner", func() (int, error) { return 3, nil })
		})
		if v != 3 || err != nil {
			t.Errorf("new key during a slow load: %v %v", v, err)
		}
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("lookups of other keys waited for a slow load")
	}
	close(release)
	if v := <-slow; v != 2 {
		t.Errorf("slow load: %v", v)
	}
}

// TestCachedOncePerKey: concurrent first lookups of one key load once
// (a value may own device memory), and an error is not cached.
func TestCachedOncePerKey(t *testing.T) {
	var c Code
	var loads atomic.Int32
	if _, err := Cached(&c, 1, func() (string, error) { loads.Add(1); return "", errors.New("no") }); err == nil {
		t.Fatal("want the load's error")
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			v, err := Cached(&c, 1, func() (string, error) {
				loads.Add(1)
				time.Sleep(10 * time.Millisecond)
				return "v", nil
			})
			if v != "v" || err != nil {
				t.Errorf("%q %v", v, err)
			}
		}()
	}
	wg.Wait()
	if n := loads.Load(); n != 2 {
		t.Errorf("%d loads, want 2 (the failed one, then one)", n)
	}
}
