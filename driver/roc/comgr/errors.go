package comgr

import (
	"errors"
	"fmt"
	"strings"

	"github.com/kernlab/kern/driver"
)

// Sentinels for errors.Is. Every *Error also matches the driver sentinel
// named in its comment, so the runtime can treat comgr failures like module
// load failures.
var (
	// ErrNoLibrary: libamd_comgr cannot be opened or lacks a symbol
	// (also matches driver.ErrNoDriver).
	ErrNoLibrary = errors.New("comgr: library not available")
	// ErrVersion: the library's interface major version is not one whose
	// enum values this package knows (also driver.ErrNoDriver).
	ErrVersion = errors.New("comgr: unsupported interface version")
	// ErrCompile: comgr rejected the LLVM IR or failed to generate or link
	// code; Error.Log holds its log (also driver.ErrJIT).
	ErrCompile = errors.New("comgr: compilation failed")
	// ErrISA: the ISA name or processor is malformed or unknown to comgr
	// (also driver.ErrInvalidValue).
	ErrISA = errors.New("comgr: bad isa name")
	// ErrWaveSize: the LLVM IR was generated for a wavefront size the device
	// cannot run (also driver.ErrUnsupported).
	ErrWaveSize = errors.New("comgr: wavefront size mismatch")
	// ErrNoCode: neither an embedded code object nor LLVM IR is available
	// for the device (also driver.ErrNotFound).
	ErrNoCode = errors.New("comgr: no code for device")
)

// Status is an amd_comgr_status_t.
type Status uint32

// amd_comgr_status_t values (amd_comgr.h, identical in interface 2.x and 3.x).
const (
	StatusSuccess         Status = 0
	StatusError           Status = 1
	StatusInvalidArgument Status = 2
	StatusOutOfResources  Status = 3
)

func (s Status) String() string {
	switch s {
	case StatusSuccess:
		return "AMD_COMGR_STATUS_SUCCESS"
	case StatusError:
		return "AMD_COMGR_STATUS_ERROR"
	case StatusInvalidArgument:
		return "AMD_COMGR_STATUS_ERROR_INVALID_ARGUMENT"
	case StatusOutOfResources:
		return "AMD_COMGR_STATUS_ERROR_OUT_OF_RESOURCES"
	}
	return fmt.Sprintf("amd_comgr_status(%d)", uint32(s))
}

// Error is a failure of libamd_comgr or of a check around it.
type Error struct {
	Op     string // the C function or step, e.g. "amd_comgr_do_action(CODEGEN_BC_TO_RELOCATABLE)"
	ISA    string // the isa name, when one was involved
	Status Status // the returned status; 0 for errors found before calling comgr
	Text   string // amd_comgr_status_string, or a description
	// Log is comgr's action log (AMD_COMGR_DATA_KIND_LOG): the compiler's
	// diagnostics for a failed action. Empty when there is none.
	Log string
	// Kind is the sentinel this error matches (ErrCompile, ErrISA, ...).
	Kind error
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("comgr: ")
	b.WriteString(e.Op)
	if e.ISA != "" {
		fmt.Fprintf(&b, " for %s", e.ISA)
	}
	if e.Status != StatusSuccess {
		fmt.Fprintf(&b, ": %s", e.Status)
	}
	if e.Text != "" {
		fmt.Fprintf(&b, ": %s", e.Text)
	}
	if log := strings.TrimSpace(e.Log); log != "" {
		b.WriteString("\n")
		b.WriteString(log)
	}
	return b.String()
}

// Unwrap gives the package sentinel and the matching driver sentinel.
func (e *Error) Unwrap() []error {
	out := []error{e.Kind}
	switch e.Kind {
	case ErrNoLibrary, ErrVersion:
		out = append(out, driver.ErrNoDriver)
	case ErrCompile:
		out = append(out, driver.ErrJIT)
	case ErrISA:
		out = append(out, driver.ErrInvalidValue)
	case ErrWaveSize:
		out = append(out, driver.ErrUnsupported)
	case ErrNoCode:
		out = append(out, driver.ErrNotFound)
	}
	return out
}
