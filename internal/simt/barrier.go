package simt

import "sync"

// barrier is a reusable barrier for a fixed set of participants. A
// participant that leaves (its thread returned) counts as arrived at every
// later phase, as exited threads do on current NVIDIA hardware, so an early
// return before SyncThreads does not deadlock the simulator.
type barrier struct {
	mu      sync.Mutex
	cond    *sync.Cond
	n       int // participants still running
	arrived int
	phase   uint64
	broken  bool
}

func newBarrier(n int) *barrier {
	b := &barrier{n: n}
	b.cond = sync.NewCond(&b.mu)
	return b
}

// errBroken is panicked inside waiting threads when another thread of the
// block failed; the launcher recovers it and reports the original failure.
type errBroken struct{}

// wait blocks until every running participant has arrived.
func (b *barrier) wait() {
	b.mu.Lock()
	if b.broken {
		b.mu.Unlock()
		panic(errBroken{})
	}
	b.arrived++
	if b.arrived >= b.n {
		b.arrived = 0
		b.phase++
		b.cond.Broadcast()
		b.mu.Unlock()
		return
	}
	p := b.phase
	for p == b.phase && !b.broken {
		b.cond.Wait()
	}
	broken := b.broken && p == b.phase
	b.mu.Unlock()
	if broken {
		panic(errBroken{})
	}
}

// leave removes a participant that has finished.
func (b *barrier) leave() {
	b.mu.Lock()
	b.n--
	if b.n > 0 && b.arrived >= b.n {
		b.arrived = 0
		b.phase++
		b.cond.Broadcast()
	}
	b.mu.Unlock()
}

// breakAll releases every waiter with errBroken.
func (b *barrier) breakAll() {
	b.mu.Lock()
	b.broken = true
	b.cond.Broadcast()
	b.mu.Unlock()
}
