package gpucore

import "github.com/ebitengine/purego"

// Status is a CUresult or hipError_t.
type Status uint32

// Codes with the same number and meaning in both APIs.
const (
	Success        Status = 0
	InvalidValue   Status = 1
	NoDevice       Status = 100
	InvalidContext Status = 201 // CUDA: no context current on the thread
	NotReady       Status = 600
	NotRegistered  Status = 713 // host memory not registered
)

// Call invokes the C function at fn and keeps the 32-bit result. It is the
// one calling style of both APIs: the function's address comes from the
// bound table, so no per-function wrapper is needed.
//
// uintptrescapes makes a Go pointer converted with uintptr(unsafe.Pointer(p))
// in the caller's argument list escape and stay alive until Call returns,
// as for purego.SyscallN itself.
//
//go:uintptrescapes
func Call(fn uintptr, args ...uintptr) Status {
	r, _, _ := purego.SyscallN(fn, args...)
	return Status(uint32(r))
}

// CallPtr invokes a C function that returns a pointer (hipGetErrorName).
//
//go:uintptrescapes
func CallPtr(fn uintptr, args ...uintptr) uintptr {
	r, _, _ := purego.SyscallN(fn, args...)
	return r
}
