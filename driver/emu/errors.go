package emu

import (
	"errors"
	"fmt"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
)

// The CUresult codes the emulator reports, with the names libcuda gives
// them, so that callers see the errors a real device would raise.
const (
	codeInvalidValue      = 1
	codeOutOfMemory       = 2
	codeNotInitialized    = 3
	codeInvalidPTX        = 218
	codeNotFound          = 500
	codeNotReady          = 600
	codeIllegalAddress    = 700
	codeLaunchOutOfRes    = 701
	codeIllegalInstr      = 715
	codeMisalignedAddress = 716
	codeLaunchFailed      = 719
	codeInvalidHandle     = 400
	codeCoopTooLarge      = 720
)

var codeNames = map[int]string{
	codeInvalidValue:      "CUDA_ERROR_INVALID_VALUE",
	codeOutOfMemory:       "CUDA_ERROR_OUT_OF_MEMORY",
	codeNotInitialized:    "CUDA_ERROR_NOT_INITIALIZED",
	codeInvalidPTX:        "CUDA_ERROR_INVALID_PTX",
	codeNotFound:          "CUDA_ERROR_NOT_FOUND",
	codeNotReady:          "CUDA_ERROR_NOT_READY",
	codeIllegalAddress:    "CUDA_ERROR_ILLEGAL_ADDRESS",
	codeLaunchOutOfRes:    "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
	codeIllegalInstr:      "CUDA_ERROR_ILLEGAL_INSTRUCTION",
	codeMisalignedAddress: "CUDA_ERROR_MISALIGNED_ADDRESS",
	codeLaunchFailed:      "CUDA_ERROR_LAUNCH_FAILED",
	codeInvalidHandle:     "CUDA_ERROR_INVALID_HANDLE",
	codeCoopTooLarge:      "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE",
}

// sentinel mirrors driver/cuda.Sentinel for the codes above.
func sentinel(code int) error {
	switch code {
	case codeInvalidValue, codeInvalidHandle:
		return driver.ErrInvalidValue
	case codeOutOfMemory:
		return driver.ErrOutOfMemory
	case codeInvalidPTX:
		return driver.ErrJIT
	case codeNotFound:
		return driver.ErrNotFound
	case codeNotReady:
		return driver.ErrNotReady
	case codeIllegalAddress, codeIllegalInstr, codeMisalignedAddress, codeLaunchFailed:
		return errors.Join(driver.ErrKernelTrap, driver.ErrLaunchFailed)
	case codeLaunchOutOfRes:
		return driver.ErrLaunchFailed
	case codeCoopTooLarge:
		return errors.Join(driver.ErrLaunchConfig, driver.ErrLaunchFailed)
	}
	return nil
}

// newError is a *driver.Error as driver/cuda would build it, with the
// emulator's explanation as its text.
func newError(op string, code int, text string) *driver.Error {
	return &driver.Error{
		Kind:     driver.KindCUDA,
		Op:       op,
		Code:     code,
		Name:     codeNames[code],
		Text:     text,
		Sentinel: sentinel(code),
	}
}

// jitError is a module that does not load: the JIT log names the line.
func jitError(line int, format string, args ...any) *driver.Error {
	e := newError("cuModuleLoadData", codeInvalidPTX, "a PTX JIT compilation failed")
	e.Log = fmt.Sprintf("ptxas application ptx input, line %d; error   : %s", line, fmt.Sprintf(format, args...))
	return e
}

// Fault is a kernel failure found by the emulator: a sanitizer report or a
// trap. It is the Log of the *driver.Error that the launch (or the next
// synchronizing call) returns, and can be had with errors.As.
type Fault struct {
	Kernel string
	// Kind is the kind of failure: "out-of-bounds", "misaligned",
	// "divergent barrier", "shuffle", "race", "trap", ...
	Kind   string
	Block  [3]int
	Thread [3]int
	// PTXLine is the line in the module's PTX text, GoPos the kernel's
	// Go file:line:col when the module has line information.
	// On the ROC device PTXLine is the line in the LLVM IR.
	PTXLine int
	GoPos   string
	Detail  string
	// Addr and Bytes are the faulting access's address and size, for a
	// memory fault ("out-of-bounds", "invalid address", "misaligned
	// address"); 0 otherwise.
	Addr  uint64
	Bytes int
	code  int
	amd   bool
}

// at records a memory fault's access.
func (f *Fault) at(a uint64, n int) *Fault {
	f.Addr, f.Bytes = a, n
	return f
}

// lang names the module text a fault's line is in.
func (f *Fault) lang() (device, text string) {
	if f.amd {
		return "emulated ROC device", "LLVM IR"
	}
	return "emulated CUDA device", "PTX"
}

func (f *Fault) Error() string {
	dev, lang := f.lang()
	s := fmt.Sprintf("%s: %s in kernel %s, block (%d,%d,%d), thread (%d,%d,%d), %s line %d",
		dev, f.Kind, abi.Demangle(f.Kernel), f.Block[0], f.Block[1], f.Block[2], f.Thread[0], f.Thread[1], f.Thread[2], lang, f.PTXLine)
	if f.GoPos != "" {
		s += " (" + f.GoPos + ")"
	}
	return s + ": " + f.Detail
}

// faultError wraps f in the driver error a real device would report.
type faultError struct {
	drv   *driver.Error
	fault *Fault
}

func (e *faultError) Error() string { return e.drv.Op + ": " + e.drv.Name + ": " + e.fault.Error() }

// Unwrap gives the driver error (and so its sentinel), the Fault, and the
// driver.KernelTrapError every target reports for a failed kernel.
func (e *faultError) Unwrap() []error { return []error{e.drv, e.fault, e.fault.trapError()} }

// trapError is f as the target-neutral kernel-failure error.
func (f *Fault) trapError() *driver.KernelTrapError {
	site := f.GoPos
	if site == "" {
		_, lang := f.lang()
		site = fmt.Sprintf("%s line %d", lang, f.PTXLine)
	}
	return &driver.KernelTrapError{
		Kernel: f.Kernel, Site: site + ": " + f.Kind + ": " + f.Detail,
		Block:  driver.Dim3{X: f.Block[0], Y: f.Block[1], Z: f.Block[2]},
		Thread: driver.Dim3{X: f.Thread[0], Y: f.Thread[1], Z: f.Thread[2]},
		Addr:   driver.Ptr(f.Addr), Bytes: f.Bytes,
	}
}

func (f *Fault) asError(op string) error {
	return &faultError{drv: newError(op, f.code, f.Error()), fault: f}
}
