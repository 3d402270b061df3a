// Package roc is kern's driver for AMD GPUs (the roc target, kern.ROC): it
// binds the HIP runtime API (libamdhip64) through
// github.com/ebitengine/purego, without cgo and without a ROCm compiler.
//
// It has the shape of package cuda: a *Driver opens the library on first
// use (Open, or Default for the usual install), Device values run copies,
// streams, events, modules and launches.
//
// Threads: HIP keeps the current device per OS thread, and its null stream
// is the current device's. A created stream's work runs on the device the
// stream was created on, whatever is current: so each Device's default
// stream is a blocking stream created on it (kept in order with the null
// stream both ways, as the null stream is with blocking streams), and
// launches and copies on it or on any stream of NewStream make one call,
// without hipSetDevice; a synchronous copy is hipMemcpyWithStream on the
// default stream where the runtime has it. Every other method locks its
// goroutine to its thread, selects the device (hipSetDevice) and unlocks
// after the call, so methods are correct from any goroutine. Close
// destroys the default stream; the device then uses the null stream,
// selecting before each call.
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
