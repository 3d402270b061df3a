// Package gpuprof times kern's work for the Go tools: a GPU profile in
// pprof format, regions and log events in a runtime/trace recording, and
// NVTX ranges for Nsight Systems.
//
// The call path asks Begin for a Span around each piece of work (a
// launch, a host↔device copy, a host target's call, a stream
// synchronization) and ends it when the work is queued. When nothing
// listens — no profile, no trace being recorded, no NVTX library — On,
// which the hot paths check first, is two inlined atomic loads, and End
// on a nil Span is an inlined nil check. A chunked call's lanes queue
// work on the caller's behalf: an Origin gives their spans the caller's
// stack and trace task.
//
// A profiled span records a timing event on the work's stream before and
// after it; the Profiler's collector goroutine waits for the second event
// and adds the elapsed device time (driver.Event.Elapsed: CUDA and HIP
// events, the emulated devices' timing model) to the sample of the span's
// Go call stack and leaf name, so the issuing goroutine never waits for
// the GPU. Host targets are timed by the wall clock.
//
// The active profiler and the NVTX library are process-wide, as
// runtime/pprof's CPU profile is: a program has one timeline.
package gpuprof
