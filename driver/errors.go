package driver

import (
	"errors"
	"fmt"
	"strings"
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
	// ErrLaunchConfig is a launch the device cannot run: a grid or block
	// over its limits, more shared memory than a block may have.
	ErrLaunchConfig = errors.New("invalid launch configuration")
	// ErrKernelTrap is a kernel that trapped or faulted (an illegal address,
	// a failed bounds check in debug mode, a panic on the host device).
	ErrKernelTrap = errors.New("kernel trapped")
	// ErrNotCapturable is an operation that a stream capturing into a
	// graph cannot record (a synchronous copy, an allocation, a wait for
	// the stream), or a capture such an operation invalidated.
	ErrNotCapturable = errors.New("operation not permitted while a stream captures")
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
	s := e.Op + ": " + e.Name
	if e.Text != "" && e.Text != e.Name { // some libraries describe a code by its name
		s += ": " + e.Text
	}
	// A one-line log stays on the error's line; a JIT log keeps its lines.
	if log := strings.TrimSpace(e.Log); log != "" {
		if strings.Contains(log, "\n") {
			s += "\n" + log
		} else {
			s += " (" + log + ")"
		}
	}
	return s
}

// Unwrap lets errors.Is see the sentinel.
func (e *Error) Unwrap() error { return e.Sentinel }

// KernelTrapError is a kernel that failed at a known thread: a failed check
// in GPU code that kern gen compiled in debug mode, a panic in a Go kernel
// body on the host device (the sim target), or a fault an emulated device
// detects. Every device reports such a failure with this one type, so
//
//	var te *driver.KernelTrapError // kern.KernelTrapError is the same type
//	if errors.As(err, &te) { ... te.Block, te.Thread, te.Site ... }
//
// works on every target. It matches ErrKernelTrap, and the panic value
// when that is an error.
type KernelTrapError struct {
	// Kernel names the kernel: the Go function's or ufunc's name on the
	// host device, the entry point's Go name for a failed check of debug
	// code on a GPU ("gputest.Scatter"), the entry point's symbol for a
	// fault an emulated device detects ("" when unknown).
	Kernel string
	// Site is where it failed and why: "file:line:col: message" for GPU
	// checks, "file:line: panic value" for Go bodies.
	Site string
	// Block and Thread are the first failing thread's block and thread
	// indices (the first one the device observed when several failed);
	// zero for a ufunc core that panicked on kern.CPU or kern.Parallel,
	// which run no threads.
	Block, Thread Dim3
	// Value is the panic value of a Go kernel body (nil on a GPU).
	Value any
	// Stack is the failing goroutine's stack on the host device ("" on a
	// GPU).
	Stack string
	// Addr and Bytes are the faulting memory access's device address and
	// size when the device reports them (an emulated device's memory
	// faults; a GPU driver does not), else 0: the runtime names the launch
	// argument nearest Addr.
	Addr  Ptr
	Bytes int
}

func (e *KernelTrapError) Error() string {
	k := e.Kernel
	if k == "" {
		k = "(unnamed)"
	}
	return fmt.Sprintf("kernel %s: %s (block (%d,%d,%d), thread (%d,%d,%d))", k, e.Site,
		e.Block.X, e.Block.Y, e.Block.Z, e.Thread.X, e.Thread.Y, e.Thread.Z)
}

// Unwrap lets errors.Is see ErrKernelTrap and an error panic value.
func (e *KernelTrapError) Unwrap() []error {
	errs := []error{ErrKernelTrap}
	if err, ok := e.Value.(error); ok {
		errs = append(errs, err)
	}
	return errs
}

// SharedMemoryError is a launch whose blocks need more shared memory than
// the device gives a block: the static shared memory of the kernel
// (kern.Shared arrays; known from the compiled code on a GPU, counted as
// blocks allocate it on the host device) plus the dynamic amount the
// launch asks for. Every device reports it with this type.
type SharedMemoryError struct {
	Kernel          string // "" when unknown
	Static, Dynamic int    // bytes per block
	Limit           int    // the device's SharedMemPerBlock
	// OptIn is the device's SharedMemPerBlockOptin, the limit for a
	// kernel that opts in to more (kern does for dynamic shared memory);
	// 0 where there is none beyond Limit.
	OptIn int
}

func (e *SharedMemoryError) Error() string {
	k := ""
	if e.Kernel != "" {
		k = "kernel " + e.Kernel + ": "
	}
	if e.OptIn > e.Limit {
		return fmt.Sprintf("%s%d bytes of shared memory per block (%d static + %d dynamic), over the device's limit of %d with opt-in (%d without)",
			k, e.Static+e.Dynamic, e.Static, e.Dynamic, e.OptIn, e.Limit)
	}
	return fmt.Sprintf("%s%d bytes of shared memory per block (%d static + %d dynamic), over the device's limit of %d",
		k, e.Static+e.Dynamic, e.Static, e.Dynamic, e.Limit)
}

// Unwrap makes the error match ErrLaunchConfig, and ErrInvalidValue as
// the drivers' own launch checks do (CUDA_ERROR_INVALID_VALUE).
func (e *SharedMemoryError) Unwrap() []error { return []error{ErrLaunchConfig, ErrInvalidValue} }
