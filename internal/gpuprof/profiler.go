package gpuprof

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"time"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// ErrActive is the failure of Start while a profile is being recorded.
var ErrActive = errors.New("a GPU profile is already being recorded")

// Profiler records a GPU profile: the time and bytes of every span by
// Go call stack and leaf.
type Profiler struct {
	w    io.Writer // Stop writes the profile here; nil in file mode
	path string    // file mode: the profile is rewritten here as it grows
	file *os.File  // file mode: path, open
	fbuf bytes.Buffer

	mu     sync.Mutex
	wake   *sync.Cond
	idle   *sync.Cond // signalled when the collector finishes a batch
	queue  []*Span    // ended spans the collector has not resolved
	busy   bool       // the collector is resolving a batch
	closed bool

	emu  sync.Mutex // the event pool
	pool map[driver.Device][]driver.Event

	smu     sync.Mutex // the samples
	samples map[string]*sample
	dirty   bool // changed since file mode's last write
	dropped int  // spans whose time could not be read
	devs    map[driver.Device]string

	fmu sync.Mutex // serializes file mode's writes

	start     time.Time
	collected chan struct{} // closed when the collector has returned
	flushed   chan struct{} // file mode: closed when the writer has returned
}

// sample is one Go call stack's and leaf's totals.
type sample struct {
	leaf, device string
	kind         Kind
	pcs          []uintptr
	calls, ns    int64
	bytes        int64
}

// Start begins recording a profile that Stop writes to w.
func Start(w io.Writer) error { return start(&Profiler{w: w}) }

// StartFile begins recording a profile that is written to path while
// the program runs (at most flushEvery behind, replaced whole each
// time) and by Stop: the KERN_GPUPROFILE mode, for programs that never
// call Stop.
func StartFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return fmt.Errorf("GPU profile: %w", err)
	}
	if err := start(&Profiler{path: path, file: f}); err != nil {
		_ = f.Close()
		return err
	}
	return nil
}

// flushEvery is how often file mode rewrites a changed profile.
const flushEvery = 100 * time.Millisecond

func start(p *Profiler) error {
	p.wake = sync.NewCond(&p.mu)
	p.idle = sync.NewCond(&p.mu)
	p.pool = map[driver.Device][]driver.Event{}
	p.samples = map[string]*sample{}
	p.devs = map[driver.Device]string{}
	p.start = time.Now()
	p.collected = make(chan struct{})
	if !current.CompareAndSwap(nil, p) {
		return ErrActive
	}
	listeners.Add(1)
	go p.collect()
	if p.path != "" {
		p.flushed = make(chan struct{})
		go p.flushLoop()
	}
	return nil
}

// Stop ends the active profile, waits for its spans' times and writes
// it. Without an active profile it does nothing.
func Stop() error {
	p := current.Load()
	if p == nil || !current.CompareAndSwap(p, nil) {
		return nil
	}
	listeners.Add(-1)
	p.mu.Lock()
	p.closed = true
	p.wake.Broadcast()
	p.mu.Unlock()
	<-p.collected
	if p.flushed != nil {
		<-p.flushed
	}
	p.emu.Lock()
	for _, evs := range p.pool {
		for _, e := range evs {
			_ = e.Destroy()
		}
	}
	p.pool = nil
	p.emu.Unlock()
	if p.path != "" {
		p.fmu.Lock()
		defer p.fmu.Unlock()
		p.fbuf.Reset()
		err := p.Write(&p.fbuf) // the final profile, compressed
		if err == nil {
			err = p.replace(p.fbuf.Bytes())
		}
		if cerr := p.file.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("GPU profile: %w", err)
		}
		return nil
	}
	return p.Write(p.w)
}

// Active is the profile being recorded, or nil.
func Active() *Profiler { return current.Load() }

// add hands an ended span to the collector.
func (p *Profiler) add(sp *Span) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		// Stopped meanwhile: the span is not part of the profile.
		p.putEvents(sp.dev, sp.start, sp.end)
		return
	}
	p.queue = append(p.queue, sp)
	p.wake.Signal()
	p.mu.Unlock()
}

// collect resolves ended spans in order until the profiler is stopped
// and its queue is empty. Waiting for each span's end event here keeps
// the issuing goroutines from ever waiting for the GPU.
func (p *Profiler) collect() {
	defer close(p.collected)
	var batch []*Span
	for {
		p.mu.Lock()
		for len(p.queue) == 0 && !p.closed {
			p.wake.Wait()
		}
		if len(p.queue) == 0 {
			p.mu.Unlock()
			return
		}
		batch, p.queue = p.queue, batch[:0]
		p.busy = true
		p.mu.Unlock()
		for i, sp := range batch {
			p.resolve(sp)
			batch[i] = nil
		}
		p.mu.Lock()
		p.busy = false
		p.idle.Broadcast()
		p.mu.Unlock()
	}
}

// resolve adds a span's time to its sample.
func (p *Profiler) resolve(sp *Span) {
	if !sp.ok {
		p.putEvents(sp.dev, sp.start, sp.end)
		return
	}
	var d time.Duration
	switch {
	case sp.start != nil:
		err := sp.end.Synchronize()
		if err == nil {
			d, err = sp.end.Elapsed(sp.start)
		}
		p.putEvents(sp.dev, sp.start, sp.end)
		if err != nil {
			p.drop()
			return
		}
	case sp.dev == nil:
		d = sp.wall
	default:
		p.drop() // no events on the device: its time is unknown
		return
	}
	stack := sp.pcs[:sp.depth]
	key := make([]byte, 0, 64+len(stack)*8)
	key = append(key, sp.leaf()...)
	key = append(key, 0, byte(sp.kind))
	key = append(key, unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(stack))), len(stack)*8)...)
	p.smu.Lock()
	s := p.samples[string(key)]
	if s == nil {
		s = &sample{leaf: sp.leaf(), kind: sp.kind, device: p.deviceName(sp.dev), pcs: append([]uintptr(nil), stack...)}
		p.samples[string(key)] = s
	}
	s.calls++
	s.ns += int64(d)
	s.bytes += sp.bytes
	p.dirty = true
	p.smu.Unlock()
}

func (p *Profiler) drop() {
	p.smu.Lock()
	p.dropped++
	p.smu.Unlock()
}

// deviceName labels a device's samples ("cuda 0", "roc 0", "host"); the
// caller holds smu.
func (p *Profiler) deviceName(dev driver.Device) string {
	if dev == nil {
		return "host"
	}
	if n, ok := p.devs[dev]; ok {
		return n
	}
	info := dev.Info()
	n := fmt.Sprintf("%s %d (%s)", info.Kind, info.Ordinal, info.Name)
	p.devs[dev] = n
	return n
}

// events returns two timing events of dev from the pool (nil, nil when
// the device cannot make them).
func (p *Profiler) events(dev driver.Device) (driver.Event, driver.Event) {
	p.emu.Lock()
	if evs := p.pool[dev]; len(evs) >= 2 {
		a, b := evs[len(evs)-2], evs[len(evs)-1]
		p.pool[dev] = evs[:len(evs)-2]
		p.emu.Unlock()
		return a, b
	}
	p.emu.Unlock()
	a, err := dev.NewEvent()
	if err != nil {
		return nil, nil
	}
	b, err := dev.NewEvent()
	if err != nil {
		_ = a.Destroy()
		return nil, nil
	}
	return a, b
}

// putEvents returns a span's events to the pool.
func (p *Profiler) putEvents(dev driver.Device, a, b driver.Event) {
	if a == nil {
		return
	}
	p.emu.Lock()
	defer p.emu.Unlock()
	if p.pool == nil { // stopped
		_, _ = a.Destroy(), b.Destroy()
		return
	}
	p.pool[dev] = append(p.pool[dev], a, b)
}

// flush brings file mode's file up to date on the calling goroutine,
// at the points where a program may have done its last GPU work (a
// host call, a synchronous copy to the host, a stream's or the device's
// synchronize): Go runs nothing at exit, so this is how KERN_GPUPROFILE's
// file is complete when a program returns from main. It resolves the
// queued spans whose work is over: all of them when all (the device
// finished its earlier work), else those timed on the host and those of
// the synchronized stream s; the collector keeps the rest.
func (p *Profiler) flush(s driver.Stream, all bool) {
	p.fmu.Lock()
	defer p.fmu.Unlock()
	p.mu.Lock()
	batch := p.queue
	p.queue = nil
	// The device is done: so is the collector's batch, soon.
	for all && p.busy {
		p.idle.Wait()
	}
	p.mu.Unlock()
	var rest []*Span
	for _, sp := range batch {
		if all || sp.start == nil || s != nil && sp.s == s {
			p.resolve(sp)
		} else {
			rest = append(rest, sp)
		}
	}
	if len(rest) > 0 {
		p.mu.Lock()
		p.queue = append(rest, p.queue...)
		p.wake.Signal()
		p.mu.Unlock()
	}
	_ = p.writeFile() // the next flush tries again
}

// flushLoop rewrites the file of a file-mode profile while it changes.
func (p *Profiler) flushLoop() {
	defer close(p.flushed)
	t := time.NewTicker(flushEvery)
	defer t.Stop()
	for {
		select {
		case <-p.collected:
			return
		case <-t.C:
			p.smu.Lock()
			dirty := p.dirty
			p.smu.Unlock()
			if dirty {
				p.fmu.Lock()
				_ = p.writeFile() // the next tick, or Stop, tries again
				p.fmu.Unlock()
			}
		}
	}
}

// writeFile replaces the file's contents with the profile so far,
// uncompressed (pprof reads both; compressing costs more than the write),
// in place: two system calls. The caller holds fmu.
func (p *Profiler) writeFile() error {
	p.fbuf.Reset()
	if err := p.Profile().WriteUncompressed(&p.fbuf); err != nil {
		return err
	}
	return p.replace(p.fbuf.Bytes())
}

func (p *Profiler) replace(b []byte) error {
	if _, err := p.file.WriteAt(b, 0); err != nil {
		return err
	}
	return p.file.Truncate(int64(len(b)))
}
