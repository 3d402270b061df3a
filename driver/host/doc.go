// Package host is kern's CPU device: a driver.Device whose memory is Go
// memory and whose launches run native Go kernel bodies on the simt engine
// (the sim target). The runtime's own tests use it when no GPU is present.
//
// Memory: Alloc hands out 256-byte aligned addresses inside []uint64 slabs
// that the device keeps alive until Free. Every copy or memset checks that
// its range lies in a live allocation, so touching freed memory is an error
// wrapping driver.ErrFreed, never a crash. The device has a capacity (by
// default half of the machine's physical memory, or 4 GiB where that is
// unknown; WithCapacity changes it); allocating beyond it fails with an
// error wrapping driver.ErrOutOfMemory.
//
// Streams: each Stream runs its work in order on a goroutine of its own
// (started when work arrives, gone when the queue is empty). An operation
// given a nil stream is synchronous: like CUDA's legacy null stream it first
// waits for the work already queued on every stream of the device, then runs
// on the caller's goroutine. A failure of queued work (a kernel panic, a
// freed buffer) is sticky: it is returned by the next Synchronize of that
// stream or of the device, as CUDA reports asynchronous errors. Unlike a
// CUDA context after a trap, the device stays usable: an error is reported
// once. A kernel body must not make synchronous (nil-stream) calls on its
// own device: they would wait for the stream that is running the body.
//
// Modules: host code is Go, not an image, so LoadModule returns
// driver.ErrUnsupported; LaunchFunc queues a Go kernel body instead.
package host
