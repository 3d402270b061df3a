// Package roc is kern's driver for AMD GPUs (the roc target, kern.ROC): it
// binds the HIP runtime API (libamdhip64) through
// github.com/ebitengine/purego, without cgo and without a ROCm compiler.
//
// It has the shape of package cuda: a *Driver opens the library on first
// use (Open, or Default for the usual install), Device values run copies,
// streams, events, modules and launches.
//
// Threads: HIP keeps the current device per OS thread, and its null stream
// is the current device's. Every method locks its goroutine to its thread
// and selects the device (hipSetDevice) before its call, so methods are
// correct from any goroutine. Launches and copies on a created stream skip
// hipSetDevice on a thread where the binding knows the device current (the
// per-thread cache of package cuda): HIP runs a created stream's work on
// the stream's device, and newer runtimes refuse a launch on a stream of
// another device than the current one (hipErrorInvalidHandle), which is
// then retried after selecting; a stale entry can cost a call, never
// misplace work. Each Device's default stream is therefore a blocking
// stream created on it (ordered with the null stream both ways, as the
// null stream is with every blocking stream), and a synchronous copy is
// hipMemcpyWithStream on it where the runtime has it: a steady-state
// launch or copy is one call. Null-stream work is refused nowhere, so it
// selects every time; Close destroys the default stream, and the device
// then uses the null stream.
//
// Device properties come from hipDeviceGetAttribute, hipDeviceGetName,
// hipDeviceTotalMem and hipDeviceGetPCIBusId, whose ABI is stable across
// ROCm 5 and 6. hipDeviceProp_t changed layout in ROCm 6
// (hipGetDevicePropertiesR0600), so it is used only for gcnArchName, the one
// property no attribute gives: the struct is filled into an oversized buffer
// and the name is the NUL-terminated "gfx..." string found after the
// 256-byte device name (see archName).
//
// Errors are *driver.Error values with the hipError_t, its name and text
// (hipGetErrorName/hipGetErrorString) and a sentinel for errors.Is.
package roc
