package cuda

import (
	"errors"
	"fmt"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/dl"
)

// CUresult codes the package treats specially.
const (
	successCode      result = 0
	invalidValueCode result = 1
	noDeviceCode     result = 100
	notReadyCode     result = 600
)

// builtinNames is the built-in table of CUresult names (cuda.h, CUDA 12),
// used when cuGetErrorName fails, e.g. for a code newer than the driver.
// It is built on demand: only failures look names up.
func builtinNames() map[result]string {
	return map[result]string{
		0: "CUDA_SUCCESS", 1: "CUDA_ERROR_INVALID_VALUE", 2: "CUDA_ERROR_OUT_OF_MEMORY",
		3: "CUDA_ERROR_NOT_INITIALIZED", 4: "CUDA_ERROR_DEINITIALIZED",
		5: "CUDA_ERROR_PROFILER_DISABLED", 6: "CUDA_ERROR_PROFILER_NOT_INITIALIZED",
		7: "CUDA_ERROR_PROFILER_ALREADY_STARTED", 8: "CUDA_ERROR_PROFILER_ALREADY_STOPPED",
		34: "CUDA_ERROR_STUB_LIBRARY", 46: "CUDA_ERROR_DEVICE_UNAVAILABLE",
		100: "CUDA_ERROR_NO_DEVICE", 101: "CUDA_ERROR_INVALID_DEVICE", 102: "CUDA_ERROR_DEVICE_NOT_LICENSED",
		200: "CUDA_ERROR_INVALID_IMAGE", 201: "CUDA_ERROR_INVALID_CONTEXT",
		202: "CUDA_ERROR_CONTEXT_ALREADY_CURRENT", 205: "CUDA_ERROR_MAP_FAILED",
		206: "CUDA_ERROR_UNMAP_FAILED", 207: "CUDA_ERROR_ARRAY_IS_MAPPED", 208: "CUDA_ERROR_ALREADY_MAPPED",
		209: "CUDA_ERROR_NO_BINARY_FOR_GPU", 210: "CUDA_ERROR_ALREADY_ACQUIRED", 211: "CUDA_ERROR_NOT_MAPPED",
		212: "CUDA_ERROR_NOT_MAPPED_AS_ARRAY", 213: "CUDA_ERROR_NOT_MAPPED_AS_POINTER",
		214: "CUDA_ERROR_ECC_UNCORRECTABLE", 215: "CUDA_ERROR_UNSUPPORTED_LIMIT",
		216: "CUDA_ERROR_CONTEXT_ALREADY_IN_USE", 217: "CUDA_ERROR_PEER_ACCESS_UNSUPPORTED",
		218: "CUDA_ERROR_INVALID_PTX", 219: "CUDA_ERROR_INVALID_GRAPHICS_CONTEXT",
		220: "CUDA_ERROR_NVLINK_UNCORRECTABLE", 221: "CUDA_ERROR_JIT_COMPILER_NOT_FOUND",
		222: "CUDA_ERROR_UNSUPPORTED_PTX_VERSION", 223: "CUDA_ERROR_JIT_COMPILATION_DISABLED",
		224: "CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY", 225: "CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC",
		300: "CUDA_ERROR_INVALID_SOURCE", 301: "CUDA_ERROR_FILE_NOT_FOUND",
		302: "CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND", 303: "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED",
		304: "CUDA_ERROR_OPERATING_SYSTEM", 400: "CUDA_ERROR_INVALID_HANDLE", 401: "CUDA_ERROR_ILLEGAL_STATE",
		500: "CUDA_ERROR_NOT_FOUND", 600: "CUDA_ERROR_NOT_READY", 700: "CUDA_ERROR_ILLEGAL_ADDRESS",
		701: "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES", 702: "CUDA_ERROR_LAUNCH_TIMEOUT",
		703: "CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING", 704: "CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED",
		705: "CUDA_ERROR_PEER_ACCESS_NOT_ENABLED", 708: "CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE",
		709: "CUDA_ERROR_CONTEXT_IS_DESTROYED", 710: "CUDA_ERROR_ASSERT", 711: "CUDA_ERROR_TOO_MANY_PEERS",
		712: "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED", 713: "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED",
		714: "CUDA_ERROR_HARDWARE_STACK_ERROR", 715: "CUDA_ERROR_ILLEGAL_INSTRUCTION",
		716: "CUDA_ERROR_MISALIGNED_ADDRESS", 717: "CUDA_ERROR_INVALID_ADDRESS_SPACE",
		718: "CUDA_ERROR_INVALID_PC", 719: "CUDA_ERROR_LAUNCH_FAILED",
		720: "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE", 800: "CUDA_ERROR_NOT_PERMITTED",
		801: "CUDA_ERROR_NOT_SUPPORTED", 802: "CUDA_ERROR_SYSTEM_NOT_READY",
		803: "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH", 804: "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE",
		999: "CUDA_ERROR_UNKNOWN",
	}
}

// Sentinel returns the driver sentinel a CUresult maps to, or nil.
//
// Faults inside a kernel (700 ILLEGAL_ADDRESS, 710 ASSERT, 714
// HARDWARE_STACK_ERROR, 715 ILLEGAL_INSTRUCTION, 716 MISALIGNED_ADDRESS,
// 717 INVALID_ADDRESS_SPACE, 718 INVALID_PC, 719 LAUNCH_FAILED) leave the
// context unusable; they match both driver.ErrKernelTrap and
// driver.ErrLaunchFailed. Launch configuration failures (701 out of
// resources, 702 timeout, 720 cooperative launch too large) match
// ErrLaunchFailed only.
func Sentinel(code int) error {
	switch code {
	case 0:
		return nil
	case 1, 101, 400: // INVALID_VALUE, INVALID_DEVICE, INVALID_HANDLE
		return driver.ErrInvalidValue
	case 2:
		return driver.ErrOutOfMemory
	case 100:
		return driver.ErrNoDevice
	case 34, 803: // STUB_LIBRARY, SYSTEM_DRIVER_MISMATCH
		return driver.ErrNoDriver
	case 600:
		return driver.ErrNotReady
	case 500, 301, 302: // NOT_FOUND, FILE_NOT_FOUND, SHARED_OBJECT_SYMBOL_NOT_FOUND
		return driver.ErrNotFound
	case 200, 209, 218, 221, 222, 223, 303: // images, PTX and the JIT
		return driver.ErrJIT
	case 700, 710, 714, 715, 716, 717, 718, 719:
		return errors.Join(driver.ErrKernelTrap, driver.ErrLaunchFailed)
	case 701, 702, 720:
		return driver.ErrLaunchFailed
	case 801, 804:
		return driver.ErrUnsupported
	}
	return nil
}

// errorName is the symbolic name of r: the library's, else the table's.
func (l *lib) errorName(r result) string {
	if l != nil && l.cuGetErrorName != 0 {
		var s uintptr
		if l.getErrorName(r, &s) == successCode && s != 0 {
			return dl.GoString(s)
		}
	}
	if n, ok := builtinNames()[r]; ok {
		return n
	}
	return fmt.Sprintf("CUDA_ERROR_%d", uint32(r))
}

// errorText is the library's description of r, or "" when it has none.
func (l *lib) errorText(r result) string {
	if l != nil && l.cuGetErrorString != 0 {
		var s uintptr
		if l.getErrorString(r, &s) == successCode && s != 0 {
			return dl.GoString(s)
		}
	}
	return "unrecognized error code"
}

// check turns a CUresult into nil or a *driver.Error for op.
func (l *lib) check(op string, r result) error {
	if r == successCode {
		return nil
	}
	return l.newError(op, r)
}

func (l *lib) newError(op string, r result) *driver.Error {
	return &driver.Error{
		Kind:     driver.KindCUDA,
		Op:       op,
		Code:     int(r),
		Name:     l.errorName(r),
		Text:     l.errorText(r),
		Sentinel: Sentinel(int(r)),
	}
}

// argError is a bad argument caught before calling the driver.
func argError(op, format string, args ...any) error {
	return &driver.Error{
		Kind:     driver.KindCUDA,
		Op:       op,
		Code:     int(invalidValueCode),
		Name:     "CUDA_ERROR_INVALID_VALUE",
		Text:     fmt.Sprintf(format, args...),
		Sentinel: driver.ErrInvalidValue,
	}
}
