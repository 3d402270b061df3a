// Package chunked is the pipeline of chunked GPU calls on host arrays. A
// ufunc, gufunc or reduction that runs on a GPU with host operands above a
// threshold splits its loop dimensions into chunks and runs them through
// a pipeline of lanes: each lane owns a stream, a pinned staging buffer
// and a device buffer, and processes a chunk as
//
//	gather the host inputs into pinned memory → H2D → kernel → D2H → scatter
//
// while the other lanes do the same with other chunks, so the copy engines
// and the SMs work at the same time and the operands may be larger than
// device memory.
//
// The gathers and scatters (Lane.Copy) run on up to GOMAXPROCS goroutines
// each: the operands are pageable Go memory, never pinned behind the
// caller's back, and one core's memcpy is slower than the bus.
//
// This package holds the options (Config), the chunk geometry (Geom), the
// lanes (Pipe), the pinned staging cache (Staging) and the gathers and
// scatters between strided host views and dense buffers; the GPU call path
// decides which operands are chunked and launches the kernels.
package chunked
