package chunked

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/gpuprof"
)

// Lane is one stream of a pipeline with its buffers.
type Lane struct {
	DS    driver.Stream
	Stage Block      // pinned staging, the pipe's lane bytes
	DBuf  driver.Ptr // device buffer, the pipe's lane bytes
	State any        // the call's per-lane scratch

	obs     Observer
	workers int
	parts   []int
}

// Observer is a driver.Device that models time (a test's timing model
// of copy engines and SMs): a pipeline on it reports each staging copy
// between Go memory and a lane's pinned buffer, as the bytes each of
// its goroutines copied (at the same time), at the point in the lane's
// stream where the host did it.
type Observer interface {
	HostCopy(s driver.Stream, parts []int, gather bool)
}

// Copy gathers the lane's chunk of host views into its staging buffer
// (gather) or scatters it back, on GOMAXPROCS goroutines: the Go memory
// is pageable, and one goroutine's memcpy is slower than the bus, so the
// copy engines would wait for the staging otherwise. Other lanes' copies
// and kernels run meanwhile.
func (l *Lane) Copy(views []View, gather bool) {
	if len(views) == 0 {
		return
	}
	l.parts = Copy(views, gather, l.workers, l.parts)
	if l.obs != nil {
		l.obs.HostCopy(l.DS, l.parts, gather)
	}
}

// Pipe is the lanes of one chunked call.
type Pipe struct {
	drv     driver.Device
	staging *Staging
	Lanes   []*Lane
}

// Open makes n lanes with laneBytes of staging and device memory each on
// drv (named dev in errors), taking staging from st.
func Open(drv driver.Device, dev fmt.Stringer, st *Staging, n, laneBytes int) (*Pipe, error) {
	p := &Pipe{drv: drv, staging: st}
	obs, _ := drv.(Observer)
	for range n {
		l := &Lane{obs: obs, workers: Workers()}
		p.Lanes = append(p.Lanes, l)
		var err error
		if l.DBuf, err = drv.Alloc(laneBytes); err != nil {
			l.DBuf = 0
			return nil, errors.Join(fmt.Errorf("kern: %d bytes of device memory for a stream's chunk buffer on %v: %w", laneBytes, dev, err), p.Close())
		}
		if l.Stage, err = st.Get(drv, dev, laneBytes); err != nil {
			return nil, errors.Join(err, p.Close())
		}
		if l.DS, err = drv.NewStream(); err != nil {
			return nil, errors.Join(fmt.Errorf("kern: a stream for chunks on %v: %w", dev, err), p.Close())
		}
	}
	return p, nil
}

// Close waits for and destroys the streams and frees the buffers (the
// staging goes back to the device's cache).
func (p *Pipe) Close() error {
	var errs []error
	for _, l := range p.Lanes {
		if l.DS != nil {
			errs = append(errs, l.DS.Destroy())
		}
	}
	for _, l := range p.Lanes {
		if l.DBuf != 0 {
			errs = append(errs, p.drv.Free(l.DBuf))
		}
		if l.Stage.P != nil {
			errs = append(errs, p.staging.Put(p.drv, l.Stage))
		}
	}
	p.Lanes = nil
	return errors.Join(errs...)
}

// origin is the pipeline's gpuprof.Origin, when the GPU profile, a trace
// or NVTX listens: the chunks' work is attributed to the goroutine that
// runs the pipeline.
func (p *Pipe) origin() *gpuprof.Origin {
	if !gpuprof.On() {
		return nil
	}
	ss := make([]driver.Stream, len(p.Lanes))
	for i, l := range p.Lanes {
		ss[i] = l.DS
	}
	return gpuprof.Adopt("chunked call", ss...)
}

// Run processes chunks 0…n-1: each lane's goroutine takes the next chunk
// and calls do on it, so the lanes' host work runs in parallel and their
// device work overlaps. After a failure no new chunk starts. It returns
// how many chunks succeeded and the lowest-numbered failure.
func (p *Pipe) Run(n int, do func(l *Lane, c int) error) (written int, failed int, err error) {
	var next atomic.Int64
	var stop atomic.Bool
	var mu sync.Mutex
	failed = -1
	o := p.origin()
	defer o.Release()
	var wg sync.WaitGroup
	for _, l := range p.Lanes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				c := int(next.Add(1) - 1)
				if c >= n {
					return
				}
				e := o.Chunk(c, n).End(do(l, c))
				mu.Lock()
				if e == nil {
					written++
				} else if failed < 0 || c < failed {
					failed, err = c, e
				}
				mu.Unlock()
				if e != nil {
					stop.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	return written, failed, err
}
