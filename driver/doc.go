// Package driver is kern's device interface: devices and their properties,
// memory, copies, pinned and registered host memory, streams, events,
// modules and launches, with typed errors.
//
// Implementations live in subpackages: cuda (libcuda.so.1 through purego),
// roc (AMD GPUs: libamdhip64 through purego), host (a CPU device that runs
// native Go kernels with the simt engine; the sim target) and emu. The package never imports
// the compiler or the root package.
package driver
