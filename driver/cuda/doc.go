// Package cuda is kern's CUDA backend: the CUDA driver API (libcuda.so.1)
// bound through github.com/ebitengine/purego, without cgo and without the
// CUDA toolkit.
//
// The library is opened on first use by a *Driver (Open, or Default for the
// usual install). Each Device holds the device's primary context.
//
// Threads: a CUDA context is current per OS thread, and goroutines move
// between threads. Every method that calls into the driver therefore locks
// its goroutine to its thread (runtime.LockOSThread), makes the device's
// context current there (cuCtxSetCurrent, a cheap thread-local store) and
// unlocks after the call. Launches and copies skip cuCtxSetCurrent on a
// thread where they know the context current (linux/amd64 with user-mode
// RDFSBASE, which tells threads apart in one instruction), so that a
// steady-state launch is one driver call; a call refused for want of its
// context is retried once after making it current. Methods are safe from
// any goroutine, and a goroutine that locked its own thread keeps it: the
// lock nests.
//
// Errors are *driver.Error values carrying the CUresult, its name and text
// (cuGetErrorName/cuGetErrorString, or a built-in table when those fail) and
// a sentinel for errors.Is: see Sentinel for the mapping. A missing library
// is an error wrapping driver.ErrNoDriver.
//
// Symbols are bound by the names cuda.h maps the API to (cuMemAlloc_v2,
// cuStreamDestroy_v2, ...); the whole table is in lib.go.
package cuda
