package roc

import (
	"errors"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/gpucore"
)

// status is a hipError_t.
type status = gpucore.Status

// builtinNames names hipError_t codes (hip_runtime_api.h, ROCm 5 and 6) for
// when hipGetErrorName is unavailable. Built on demand: only failures look
// names up.
func builtinNames() map[status]string {
	return map[status]string{
		0: "hipSuccess", 1: "hipErrorInvalidValue", 2: "hipErrorOutOfMemory", 3: "hipErrorNotInitialized",
		4: "hipErrorDeinitialized", 5: "hipErrorProfilerDisabled", 6: "hipErrorProfilerNotInitialized",
		7: "hipErrorProfilerAlreadyStarted", 8: "hipErrorProfilerAlreadyStopped",
		9: "hipErrorInvalidConfiguration", 12: "hipErrorInvalidPitchValue", 13: "hipErrorInvalidSymbol",
		17: "hipErrorInvalidDevicePointer", 21: "hipErrorInvalidMemcpyDirection",
		35: "hipErrorInsufficientDriver", 52: "hipErrorMissingConfiguration", 53: "hipErrorPriorLaunchFailure",
		98: "hipErrorInvalidDeviceFunction", 100: "hipErrorNoDevice", 101: "hipErrorInvalidDevice",
		200: "hipErrorInvalidImage", 201: "hipErrorInvalidContext", 202: "hipErrorContextAlreadyCurrent",
		205: "hipErrorMapFailed", 206: "hipErrorUnmapFailed", 207: "hipErrorArrayIsMapped",
		208: "hipErrorAlreadyMapped", 209: "hipErrorNoBinaryForGpu", 210: "hipErrorAlreadyAcquired",
		211: "hipErrorNotMapped", 212: "hipErrorNotMappedAsArray", 213: "hipErrorNotMappedAsPointer",
		214: "hipErrorECCNotCorrectable", 215: "hipErrorUnsupportedLimit", 216: "hipErrorContextAlreadyInUse",
		217: "hipErrorPeerAccessUnsupported", 218: "hipErrorInvalidKernelFile",
		219: "hipErrorInvalidGraphicsContext", 300: "hipErrorInvalidSource", 301: "hipErrorFileNotFound",
		302: "hipErrorSharedObjectSymbolNotFound", 303: "hipErrorSharedObjectInitFailed",
		304: "hipErrorOperatingSystem", 400: "hipErrorInvalidHandle", 401: "hipErrorIllegalState",
		500: "hipErrorNotFound", 600: "hipErrorNotReady", 700: "hipErrorIllegalAddress",
		701: "hipErrorLaunchOutOfResources", 702: "hipErrorLaunchTimeOut",
		704: "hipErrorPeerAccessAlreadyEnabled", 705: "hipErrorPeerAccessNotEnabled",
		708: "hipErrorSetOnActiveProcess", 709: "hipErrorContextIsDestroyed", 710: "hipErrorAssert",
		712: "hipErrorHostMemoryAlreadyRegistered", 713: "hipErrorHostMemoryNotRegistered",
		719: "hipErrorLaunchFailure", 720: "hipErrorCooperativeLaunchTooLarge", 801: "hipErrorNotSupported",
		900: "hipErrorStreamCaptureUnsupported", 901: "hipErrorStreamCaptureInvalidated",
		902: "hipErrorStreamCaptureMerge", 903: "hipErrorStreamCaptureUnmatched",
		904: "hipErrorStreamCaptureUnjoined", 905: "hipErrorStreamCaptureIsolation",
		906: "hipErrorStreamCaptureImplicit", 907: "hipErrorCapturedEvent",
		908: "hipErrorStreamCaptureWrongThread", 910: "hipErrorGraphExecUpdateFailure", 999: "hipErrorUnknown",
		1052: "hipErrorRuntimeMemory", 1053: "hipErrorRuntimeOther",
	}
}

// Sentinel returns the driver sentinel a hipError_t maps to, or nil.
//
// Faults inside a kernel (700 IllegalAddress, 710 Assert, 719
// LaunchFailure, 53 PriorLaunchFailure) match both driver.ErrKernelTrap and
// driver.ErrLaunchFailed; launch failures (701, 702) match ErrLaunchFailed
// only, and 720 (a cooperative grid too large) ErrLaunchConfig too. 9 InvalidConfiguration (a bad grid or block)
// is ErrInvalidValue.
func Sentinel(code int) error {
	switch code {
	case 0:
		return nil
	case 1, 9, 17, 21, 98, 101, 400:
		return driver.ErrInvalidValue
	case 2, 1052:
		return driver.ErrOutOfMemory
	case 100:
		return driver.ErrNoDevice
	case 35:
		return driver.ErrNoDriver
	case 600:
		return driver.ErrNotReady
	case 500, 301, 302:
		return driver.ErrNotFound
	case 200, 209, 218, 303:
		return driver.ErrJIT
	case 53, 700, 710, 719:
		return errors.Join(driver.ErrKernelTrap, driver.ErrLaunchFailed)
	case 701, 702:
		return driver.ErrLaunchFailed
	case 720:
		return errors.Join(driver.ErrLaunchConfig, driver.ErrLaunchFailed)
	case 801:
		return driver.ErrUnsupported
	case 900, 901, 902, 903, 904, 905, 906, 907, 908: // stream capture
		return driver.ErrNotCapturable
	case 910: // hipErrorGraphExecUpdateFailure: a graph of another shape
		return driver.ErrInvalidValue
	}
	return nil
}
