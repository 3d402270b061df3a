package driver

import (
	"errors"
	"fmt"
)

// Sentinel errors for errors.Is. A backend's *Error matches the one its code
// maps to.
var (
	ErrNoDriver     = errors.New("driver library not found")
	ErrNoDevice     = errors.New("no device")
	ErrOutOfMemory  = errors.New("out of device memory")
	ErrLaunchFailed = errors.New("kernel launch failed")
	ErrInvalidValue = errors.New("invalid value")
	ErrNotReady     = errors.New("not ready")
	ErrJIT          = errors.New("module failed to load")
	ErrNotFound     = errors.New("not found")
	ErrFreed        = errors.New("use of freed memory")
	ErrUnsupported  = errors.New("not supported by this device")
	// ErrKernelTrap is a kernel that trapped or faulted (an illegal address,
	// a failed bounds check in debug mode, a panic on the host device).
	ErrKernelTrap = errors.New("kernel trapped")
)

// Error is a failure reported by a driver library.
type Error struct {
	Kind Kind
	// Op is the library call, e.g. "cuMemAlloc".
	Op string
	// Code is the library's numeric result, Name its symbolic name
	// (CUDA_ERROR_OUT_OF_MEMORY) and Text its description.
	Code int
	Name string
	Text string
	// Log is extra text, such as a JIT error log.
	Log string
	// Sentinel is what errors.Is matches; nil when the code maps to none.
	Sentinel error
}

func (e *Error) Error() string {
	s := fmt.Sprintf("%s: %s: %s", e.Op, e.Name, e.Text)
	if e.Log != "" {
		s += "\n" + e.Log
	}
	return s
}

// Unwrap lets errors.Is see the sentinel.
func (e *Error) Unwrap() error { return e.Sentinel }
