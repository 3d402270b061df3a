package kern

import (
	"github.com/kernlab/kern/internal/chunked"
	"github.com/kernlab/kern/internal/gpucall"
)

// Chunked GPU calls on host arrays. A ufunc, gufunc or reduction that runs
// on a GPU with host operands above a threshold splits its loop dimensions
// into chunks and runs them through a pipeline of lanes (streams with
// pinned staging and device buffers), so that the copy engines and the
// SMs work at the same time and the operands may be larger than device
// memory (internal/chunked). These are its options and its error.

// Defaults of chunked calls.
const (
	// DefaultStreamAbove is the host-operand size in bytes from which a GPU
	// call is chunked; smaller calls copy whole arrays, which costs less.
	DefaultStreamAbove = chunked.DefaultAbove
	// DefaultChunkBytes bounds the bytes of chunked operands per chunk.
	DefaultChunkBytes = chunked.DefaultBytes
)

// ChunkOption sets how a GPU call on host arrays streams; see Chunked.
type ChunkOption func(*chunkConfig)

// chunkConfig is the options' record, read by the GPU call path.
type chunkConfig = chunked.Config

// ChunkLen sets the chunk size in loop indices: elements of the broadcast
// shape for a ufunc (C order), loop indices for a gufunc, elements for a
// reduction. It overrides ChunkBytes.
func ChunkLen(n int) ChunkOption { return func(c *chunkConfig) { c.Len = max(n, 1) } }

// ChunkBytes sets the chunk size as the bytes of chunked operands (inputs
// and outputs together) per chunk.
func ChunkBytes(n int) ChunkOption { return func(c *chunkConfig) { c.Bytes = max(n, 1) } }

// ChunkStreams sets the number of streams (lanes) of the pipeline.
func ChunkStreams(n int) ChunkOption { return func(c *chunkConfig) { c.Streams = max(n, 1) } }

// StreamAbove sets the threshold: a call streams when its host operands
// hold at least n bytes. StreamAbove(0) streams every call with a host
// operand.
func StreamAbove(n int) ChunkOption {
	return func(c *chunkConfig) { c.Above, c.AboveSet = max(n, 0), true }
}

// NoStreaming turns streaming off: host operands are copied whole, in and
// out, as Numba does.
func NoStreaming() ChunkOption { return func(c *chunkConfig) { c.Never = true } }

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

// ChunkError is the failure of a chunked call: one chunk's copy or kernel
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

func (e *ChunkError) Error() string { return (*gpucall.ChunkError)(e).Error() }

// Unwrap returns the chunk's error, and ErrPartialOutput when the output
// was partially written.
func (e *ChunkError) Unwrap() []error { return (*gpucall.ChunkError)(e).Unwrap() }

// ReleaseStaging frees the pinned staging buffers that chunked GPU calls
// on host arrays keep for later calls (at most 256 MiB per device).
func (d *Device) ReleaseStaging() error {
	if d == nil || d.drv == nil {
		return nil
	}
	return d.staging.Release(d.drv)
}
