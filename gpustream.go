package kern

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// Streamed GPU calls on host arrays (issue 16). A ufunc, gufunc or
// reduction that runs on a GPU with host operands above a threshold splits
// its loop dimensions into chunks and runs them through a pipeline of
// lanes: each lane owns a stream, a pinned staging buffer and a device
// buffer, and processes a chunk as
//
//	gather the host inputs into pinned memory → H2D → kernel → D2H → scatter
//
// while the other lanes do the same with other chunks, so the copy engines
// and the SMs work at the same time and the operands may be larger than
// device memory. The call's flow (which operands stream, which stay
// resident, the launch) is in gpustreamcall.go; this file holds the
// options, the chunk geometry, the lanes and the staging-buffer cache.

// Defaults of streamed calls (see chunkConfig.resolve).
const (
	// DefaultStreamAbove is the host-operand size in bytes from which a GPU
	// call streams; smaller calls copy whole arrays, which costs less.
	DefaultStreamAbove = 8 << 20
	// DefaultChunkBytes bounds the bytes of streamed operands per chunk.
	DefaultChunkBytes = 8 << 20
	// stagingKeep is how many bytes of pinned staging memory a device keeps
	// for later calls (Device.ReleaseStaging frees them).
	stagingKeep = 256 << 20
	// bufAlign aligns each operand's buffer within a lane.
	bufAlign = 256
)

// ChunkOption sets how a GPU call on host arrays streams; see Chunked.
type ChunkOption func(*chunkConfig)

type chunkConfig struct {
	chunkLen   int // loop indices per chunk; 0: from chunkBytes
	chunkBytes int // bytes of streamed operands per chunk; 0: default
	streams    int // lanes; 0: default
	above      int // threshold in bytes
	aboveSet   bool
	never      bool
}

// ChunkLen sets the chunk size in loop indices: elements of the broadcast
// shape for a ufunc (C order), loop indices for a gufunc, elements for a
// reduction. It overrides ChunkBytes.
func ChunkLen(n int) ChunkOption { return func(c *chunkConfig) { c.chunkLen = max(n, 1) } }

// ChunkBytes sets the chunk size as the bytes of streamed operands (inputs
// and outputs together) per chunk.
func ChunkBytes(n int) ChunkOption { return func(c *chunkConfig) { c.chunkBytes = max(n, 1) } }

// ChunkStreams sets the number of streams (lanes) of the pipeline.
func ChunkStreams(n int) ChunkOption { return func(c *chunkConfig) { c.streams = max(n, 1) } }

// StreamAbove sets the threshold: a call streams when its host operands
// hold at least n bytes. StreamAbove(0) streams every call with a host
// operand.
func StreamAbove(n int) ChunkOption {
	return func(c *chunkConfig) { c.above, c.aboveSet = max(n, 0), true }
}

// NoStreaming turns streaming off: host operands are copied whole, in and
// out, as Numba does.
func NoStreaming() ChunkOption { return func(c *chunkConfig) { c.never = true } }

// Chunking is a placement with streaming options: pass it where a call
// takes its target, e.g.
//
//	disc.Call(kern.Chunked(kern.CUDA, kern.ChunkBytes(4<<20), kern.ChunkStreams(3)), A, B, C)
//
// Without it a GPU call on host arrays streams with the defaults. The
// options matter only for GPU calls with host operands and no stream (a
// call on a *Stream is queued whole on that stream).
type Chunking struct {
	on  any
	cfg chunkConfig
}

// Chunked returns on (a Target, *Device or *Stream) with streaming options.
func Chunked(on any, opts ...ChunkOption) *Chunking {
	c := &Chunking{on: on}
	for _, o := range opts {
		if o != nil {
			o(&c.cfg)
		}
	}
	return c
}

// unwrapChunking splits a placement into where it runs and its options
// (nil: the defaults).
func unwrapChunking(on any) (any, *chunkConfig) {
	if c, ok := on.(*Chunking); ok && c != nil {
		return c.on, &c.cfg
	}
	return on, nil
}

// laneCount is the number of lanes: two more than the copy engines (one
// lane copying in, one computing, one copying out, one on the host
// between its chunks), at least three.
func (c *chunkConfig) laneCount(info driver.Info) int {
	if c != nil && c.streams > 0 {
		return c.streams
	}
	return 2 + max(1, info.AsyncEngines)
}

// threshold returns the bytes from which a call streams, or -1 for never.
func (c *chunkConfig) threshold() int {
	switch {
	case c == nil:
		return DefaultStreamAbove
	case c.never:
		return -1
	case c.aboveSet:
		return c.above
	}
	return DefaultStreamAbove
}

// budget is the bytes of streamed operands per chunk: the option, else
// DefaultChunkBytes, but at most what lets every lane's device buffer fit
// in half the free device memory.
func (c *chunkConfig) budget(free int64, lanes int) int {
	if c != nil && c.chunkBytes > 0 {
		return c.chunkBytes
	}
	return int(max(1, min(int64(DefaultChunkBytes), free/int64(2*lanes))))
}

// chunkGeom splits a C-ordered loop shape into chunks that are contiguous
// ranges of the flat loop index: axis d is cut into runs of rows indices,
// the axes after it are whole, each index of the axes before it is its own
// run. So every chunk is a rectangular view of every operand.
type chunkGeom struct {
	shape []int
	d     int // the cut axis
	rows  int // indices of axis d per chunk
	inner int // loop indices per index of axis d
	per   int // chunks per index of the axes before d
	n     int // chunks
}

// newGeom cuts shape (non-empty, every extent ≥ 1) into chunks of at most
// chunk loop indices, or of one row of the innermost axis when that is
// longer.
func newGeom(shape []int, chunk int) chunkGeom {
	// The cut axis is the outermost one whose inner axes fit in a chunk.
	g := chunkGeom{shape: shape, d: len(shape) - 1, inner: 1}
	for g.d > 0 && g.inner*shape[g.d] <= chunk {
		g.inner *= shape[g.d]
		g.d--
	}
	g.rows = max(1, min(shape[g.d], chunk/g.inner))
	g.per = (shape[g.d] + g.rows - 1) / g.rows
	g.n = g.per
	for _, e := range shape[:g.d] {
		g.n *= e
	}
	return g
}

// at returns chunk c: the indices of the axes before d (in idx), the first
// index of axis d, its row count and the flat loop range [lo, hi).
func (g *chunkGeom) at(c int, idx []int) (start, rows, lo, hi int) {
	o, j := c/g.per, c%g.per
	start = j * g.rows
	rows = min(g.rows, g.shape[g.d]-start)
	r := o
	for a := g.d - 1; a >= 0; a-- {
		idx[a] = r % g.shape[a]
		r /= g.shape[a]
	}
	lo = (o*g.shape[g.d] + start) * g.inner
	return start, rows, lo, lo + rows*g.inner
}

// ChunkError is the failure of a streamed call: one chunk's copy or kernel
// failed (a trap, a fault, a failed copy), the pipeline stopped, and its
// buffers were freed. Chunk is the lowest-numbered chunk that failed.
// Written is how many chunks had their outputs copied back to the caller's
// arrays: with 0 < Written < Chunks the outputs are partially written
// (the error matches ErrPartialOutput) and the chunks not written hold
// what they held before the call.
type ChunkError struct {
	Func          string // the loop's identity
	Chunk, Chunks int
	Lo, Hi        int // the failing chunk's loop indices, [Lo, Hi) in C order
	Written       int
	HasOutput     bool // false for reductions, which write no array
	Err           error
}

func (e *ChunkError) Error() string {
	s := fmt.Sprintf("kern: %s: chunk %d of %d (loop indices [%d, %d)) failed: %v", e.Func, e.Chunk, e.Chunks, e.Lo, e.Hi, e.Err)
	switch {
	case !e.HasOutput:
	case e.Written == 0:
		s += "; no output chunk was written"
	default:
		s += fmt.Sprintf("; the output is partially written: %d of %d chunks (the others are unchanged)", e.Written, e.Chunks)
	}
	return s
}

// Unwrap returns the chunk's error, and ErrPartialOutput when the output
// was partially written.
func (e *ChunkError) Unwrap() []error {
	if e.HasOutput && e.Written > 0 {
		return []error{e.Err, ErrPartialOutput}
	}
	return []error{e.Err}
}

// stagingCache keeps pinned staging buffers of finished streamed calls for
// the next ones (page-locking memory is slow: cuMemHostAlloc pins every
// page). It lives in the Device.
type stagingCache struct {
	mu   sync.Mutex
	free []pinnedBlock
	kept int
}

type pinnedBlock struct {
	p unsafe.Pointer
	n int
}

// getStaging returns a pinned block of at least n bytes.
func (d *Device) getStaging(n int) (pinnedBlock, error) {
	c := &d.staging
	c.mu.Lock()
	best := -1
	for i, b := range c.free {
		if b.n >= n && (best < 0 || b.n < c.free[best].n) {
			best = i
		}
	}
	if best >= 0 {
		b := c.free[best]
		c.free = append(c.free[:best], c.free[best+1:]...)
		c.kept -= b.n
		c.mu.Unlock()
		return b, nil
	}
	c.mu.Unlock()
	p, err := d.drv.AllocHost(n)
	if err != nil {
		return pinnedBlock{}, fmt.Errorf("kern: %d bytes of pinned staging memory on %v: %w", n, d, err)
	}
	return pinnedBlock{p, n}, nil
}

// putStaging keeps b for later calls, or frees it when the cache is full.
func (d *Device) putStaging(b pinnedBlock) error {
	c := &d.staging
	c.mu.Lock()
	if c.kept+b.n <= stagingKeep {
		c.free = append(c.free, b)
		c.kept += b.n
		c.mu.Unlock()
		return nil
	}
	c.mu.Unlock()
	return d.drv.FreeHost(b.p)
}

// ReleaseStaging frees the pinned staging buffers that streamed GPU calls
// on host arrays keep for later calls (at most 256 MiB per device).
func (d *Device) ReleaseStaging() error {
	if d.drv == nil {
		return nil
	}
	c := &d.staging
	c.mu.Lock()
	free := c.free
	c.free, c.kept = nil, 0
	c.mu.Unlock()
	var errs []error
	for _, b := range free {
		errs = append(errs, d.drv.FreeHost(b.p))
	}
	return errors.Join(errs...)
}

// lane is one stream of a pipeline with its buffers.
type lane struct {
	ds    driver.Stream
	stage pinnedBlock // pinned staging, laneBytes
	dbuf  driver.Ptr  // device buffer, laneBytes
	state any         // the call's per-lane scratch
}

// pipe is the lanes of one streamed call.
type pipe struct {
	dev   *Device
	lanes []*lane
}

// openPipe makes n lanes with laneBytes of staging and device memory each.
func openPipe(dev *Device, n, laneBytes int) (*pipe, error) {
	p := &pipe{dev: dev}
	for range n {
		l := &lane{}
		p.lanes = append(p.lanes, l)
		var err error
		if l.dbuf, err = dev.drv.Alloc(laneBytes); err != nil {
			l.dbuf = 0
			return nil, errors.Join(fmt.Errorf("kern: %d bytes of device memory for a stream's chunk buffer on %v: %w", laneBytes, dev, err), p.close())
		}
		if l.stage, err = dev.getStaging(laneBytes); err != nil {
			return nil, errors.Join(err, p.close())
		}
		if l.ds, err = dev.drv.NewStream(); err != nil {
			return nil, errors.Join(fmt.Errorf("kern: a stream for chunks on %v: %w", dev, err), p.close())
		}
	}
	return p, nil
}

// close waits for and destroys the streams and frees the buffers (the
// staging goes back to the device's cache).
func (p *pipe) close() error {
	var errs []error
	for _, l := range p.lanes {
		if l.ds != nil {
			errs = append(errs, l.ds.Destroy())
		}
	}
	for _, l := range p.lanes {
		if l.dbuf != 0 {
			errs = append(errs, p.dev.drv.Free(l.dbuf))
		}
		if l.stage.p != nil {
			errs = append(errs, p.dev.putStaging(l.stage))
		}
	}
	p.lanes = nil
	return errors.Join(errs...)
}

// run processes chunks 0…n-1: each lane's goroutine takes the next chunk
// and calls do on it, so the lanes' host work runs in parallel and their
// device work overlaps. After a failure no new chunk starts. It returns
// how many chunks succeeded and the lowest-numbered failure.
func (p *pipe) run(n int, do func(l *lane, c int) error) (written int, failed int, err error) {
	var next atomic.Int64
	var stop atomic.Bool
	var mu sync.Mutex
	failed = -1
	var wg sync.WaitGroup
	for _, l := range p.lanes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				c := int(next.Add(1) - 1)
				if c >= n {
					return
				}
				e := do(l, c)
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

// alignUp rounds n up to a multiple of bufAlign.
func alignUp(n int) int { return (n + bufAlign - 1) &^ (bufAlign - 1) }

// denseStrides fills st with the C-order strides (elements) of shape.
func denseStrides(shape, st []int) {
	s := 1
	for a := len(shape) - 1; a >= 0; a-- {
		st[a] = s
		s *= shape[a]
	}
}

// copyView copies the elements of a host view (base at element 0, shape,
// strides in elements, es bytes each) to (gather) or from a dense C-ordered
// buffer. Runs along the innermost axis with stride 1 are single copies.
func copyView(base, dense unsafe.Pointer, es int, shape, strides []int, gather bool) {
	// Merge axes that are contiguous with their inner neighbour.
	var sh, st [MaxRank + MaxLoopRank + 4]int
	r := 0
	for a := range shape {
		if shape[a] == 1 {
			continue
		}
		if r > 0 && st[r-1] == strides[a]*shape[a] {
			sh[r-1] *= shape[a]
			st[r-1] = strides[a]
			continue
		}
		sh[r], st[r] = shape[a], strides[a]
		r++
	}
	if r == 0 {
		sh[0], st[0], r = 1, 1, 1
	}
	inner, istride := sh[r-1], st[r-1]
	var idx [len(sh)]int
	pos := 0 // bytes of dense done
	for {
		out := unsafe.Add(dense, pos)
		off := 0
		for a := range r - 1 {
			off += idx[a] * st[a]
		}
		src := unsafe.Add(base, off*es)
		if istride == 1 {
			h := unsafe.Slice((*byte)(src), inner*es)
			dn := unsafe.Slice((*byte)(out), inner*es)
			if gather {
				copy(dn, h)
			} else {
				copy(h, dn)
			}
		} else {
			copyStrided(src, out, es, inner, istride, gather)
		}
		pos += inner * es
		a := r - 2
		for ; a >= 0; a-- {
			idx[a]++
			if idx[a] < sh[a] {
				break
			}
			idx[a] = 0
		}
		if a < 0 {
			return
		}
	}
}

// copyStrided copies n elements at a stride (elements) to or from n
// consecutive ones.
func copyStrided(h, dn unsafe.Pointer, es, n, stride int, gather bool) {
	switch es {
	case 1:
		stridedN[uint8](h, dn, n, stride, gather)
	case 2:
		stridedN[uint16](h, dn, n, stride, gather)
	case 4:
		stridedN[uint32](h, dn, n, stride, gather)
	case 8:
		stridedN[uint64](h, dn, n, stride, gather)
	default:
		for i := range n {
			x := unsafe.Slice((*byte)(unsafe.Add(h, i*stride*es)), es)
			y := unsafe.Slice((*byte)(unsafe.Add(dn, i*es)), es)
			if gather {
				copy(y, x)
			} else {
				copy(x, y)
			}
		}
	}
}

func stridedN[E uint8 | uint16 | uint32 | uint64](h, dn unsafe.Pointer, n, stride int, gather bool) {
	es := int(unsafe.Sizeof(E(0)))
	d := unsafe.Slice((*E)(dn), n)
	if gather {
		for i := range d {
			d[i] = *(*E)(unsafe.Add(h, i*stride*es))
		}
		return
	}
	for i := range d {
		*(*E)(unsafe.Add(h, i*stride*es)) = d[i]
	}
}
