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
	// site is where the first thread of this phase waits ("" for warp
	// barriers, which do not check).
	site string
	// gone is, for the grid barrier, the error every GridSync gets once a
	// block's first thread has returned (abandon); nil until then.
	gone error
	// yes counts this phase's arrivals whose predicate is true
	// (SyncThreadsReduce); lastYes and lastN are the released phase's
	// count and arrivals, which stay put until every thread released
	// with them has read them: the next phase needs every one of them.
	yes, lastYes, lastN int
	// out counts the participants of a warp barrier that wait at their
	// block's barrier instead (away); onRelease, for a block barrier,
	// brings them back (back) as the phase ends, when every one of them
	// is released.
	out       int
	onRelease func()
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
func (b *barrier) wait() { b.waitAt("") }

// waitAt is wait for a thread at site: a participant arriving at another
// site than this phase's first one panics with the divergence error.
func (b *barrier) waitAt(site string) { b.vote(site, false) }

// vote is waitAt that also counts the arrivals whose pred is true: it
// returns that count and the number of arrivals of the phase.
func (b *barrier) vote(site string, pred bool) (yes, n int) {
	b.mu.Lock()
	if b.broken {
		b.mu.Unlock()
		panic(errBroken{})
	}
	if site != "" {
		if b.arrived == 0 {
			b.site = site
		} else if site != b.site {
			there := b.site
			b.mu.Unlock()
			panic(divergentBarrier(site, there))
		}
	}
	if b.gone != nil {
		err := b.gone
		b.mu.Unlock()
		panic(err)
	}
	b.arrived++
	if pred {
		b.yes++
	}
	if b.arrived >= b.n {
		b.release()
		yes, n = b.lastYes, b.lastN
		b.mu.Unlock()
		return yes, n
	}
	p := b.phase
	for p == b.phase && !b.broken && b.gone == nil {
		b.cond.Wait()
	}
	broken := b.broken && p == b.phase
	gone := b.gone
	if p != b.phase {
		gone = nil // released before the block's first thread left
	}
	yes, n = b.lastYes, b.lastN
	b.mu.Unlock()
	if gone != nil {
		panic(gone)
	}
	if broken {
		panic(errBroken{})
	}
	return yes, n
}

// release ends the phase; b.mu is held.
func (b *barrier) release() {
	if b.onRelease != nil {
		b.onRelease()
	}
	b.lastYes, b.lastN = b.yes, b.arrived
	b.arrived, b.yes = 0, 0
	b.phase++
	b.cond.Broadcast()
}

// abandon removes a participant that has finished and that a GPU's grid
// barrier counts its block's arrival by: every thread waiting now, and
// every later GridSync, fails with err.
func (b *barrier) abandon(err error) {
	b.mu.Lock()
	if b.gone == nil {
		b.gone = err
	}
	b.n--
	b.cond.Broadcast()
	b.mu.Unlock()
}

// leave removes a participant that has finished.
func (b *barrier) leave() {
	b.mu.Lock()
	b.n--
	if b.n > 0 && b.arrived >= b.n {
		b.release()
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

// away removes a participant of a warp barrier while it waits at its
// block's barrier: the other lanes of the warp go on with their warp
// operations without it (the lanes that skipped a masked shuffle and wait
// at SyncThreads), as on a GPU.
func (b *barrier) away() {
	b.mu.Lock()
	b.n--
	b.out++
	if b.n > 0 && b.arrived >= b.n {
		b.release()
	}
	b.mu.Unlock()
}

// back returns the participants away() removed; the block barrier's
// release calls it, with no lane of the warp at a warp operation.
func (b *barrier) back() {
	b.mu.Lock()
	b.n += b.out
	b.out = 0
	b.mu.Unlock()
}

// round is the phase the next arrival waits in: the same for every
// participant of one warp operation, each of which waits twice.
func (b *barrier) round() uint64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.phase
}
