package hip

import (
	"github.com/ebitengine/purego"
)

// status is a hipError_t.
type status uint32

const (
	hipSuccess      status = 0
	hipInvalidValue status = 1
	hipNoDevice     status = 100
	hipNotReady     status = 600
)

// call invokes the C function at fn and keeps the 32-bit hipError_t.
//
// uintptrescapes makes a Go pointer converted with uintptr(unsafe.Pointer(p))
// in the caller's argument list escape and stay alive until call returns,
// as for purego.SyscallN itself.
//
//go:uintptrescapes
func call(fn uintptr, args ...uintptr) status {
	r, _, _ := purego.SyscallN(fn, args...)
	return status(uint32(r))
}

// callPtr invokes a C function that returns a pointer (hipGetErrorName).
func callPtr(fn uintptr, args ...uintptr) uintptr {
	r, _, _ := purego.SyscallN(fn, args...)
	return r
}
