package kern

import (
	"errors"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/internal/hostexec"
	"github.com/kernlab/kern/internal/registry"
	"github.com/kernlab/kern/ufunc"
)

// The package's sentinel errors, for errors.Is. Their texts carry no
// "kern:" prefix: the message that wraps one has it. Driver failures
// (driver.ErrNoDevice, driver.ErrOutOfMemory, driver.ErrKernelTrap, ...)
// and nd's (nd.ErrShape, nd.ErrDType, ...) come through wrapped as well.

// ErrView reports a view whose shape or strides reach outside its data.
var ErrView = errors.New("invalid array view")

// ErrPartialOutput is a chunked call that failed after writing some of
// its output chunks.
var ErrPartialOutput = errs.PartialOutput

// ErrRank is an element-wise call whose operands stay above MaxRank
// dimensions after coalescing.
var ErrRank = errs.Rank

// ErrArgument is an argument that cannot be used: a kernel launch whose
// arguments do not fit the kernel's parameters (wrong count, type, dtype or
// rank), or a nil or zero-value operand of any call.
var ErrArgument = errs.Argument

// ErrLaunchConfig is a launch whose grid, block or shared memory the device
// cannot run (a zero extent, a block over the device's thread limit, more
// shared memory than a block may have: a *driver.SharedMemoryError). It is
// driver.ErrLaunchConfig, so devices report it too.
var ErrLaunchConfig = driver.ErrLaunchConfig

// ErrEmpty is a reduction of no elements without an initial value.
var ErrEmpty = hostexec.ErrEmpty

// ErrTarget is an unknown target, or operands the target cannot reach
// (device memory of a GPU given to a CPU target).
var ErrTarget = errs.Target

// ErrNoGPUCode is a GPU target asked to run a loop for which `kern gen`
// compiled no code.
var ErrNoGPUCode = dispatch.ErrNoGPUCode

// ErrStale is generated code whose function's source changed after kern
// gen compiled it: a GPU call of it fails rather than run the old code
// (stale.go). Run go generate, or use the JIT (KERN_JIT=1).
var ErrStale = registry.ErrStale

// ErrOperand is an operand a call cannot use as given: a value that is not
// an array, slice or scalar of a supported type, a scalar where an array is
// needed, operands on different devices. It is ufunc.ErrOperand, so
// errors.Is matches either name.
var ErrOperand = ufunc.ErrOperand

// ErrDefinition is a ufunc defined with no loops, loops of different
// arities, or a layout its loops do not fit, or a kernel with a parameter
// no launch can pass (a map, a slice of structs). Vectorize, GUVectorize,
// Reduce and NewKernelN do not fail; every call or launch returns the
// error (and Err reports it at once).
var ErrDefinition = errors.New("invalid definition")

// The driver's failures, under kern's name, so that a program checks
// errors.Is(err, kern.ErrOutOfMemory) without importing driver: each is
// the driver sentinel itself, which every device's errors match (CUDA and
// ROC result codes, the emulated and host devices).
var (
	// ErrNoDevice: no GPU, or no driver library (then ErrNoDriver too).
	ErrNoDevice = driver.ErrNoDevice
	ErrNoDriver = driver.ErrNoDriver
	// ErrOutOfMemory: device memory (or pinned host memory) is exhausted.
	ErrOutOfMemory = driver.ErrOutOfMemory
	// ErrLaunchFailed: a launch the device refused or that failed while
	// running; a fault inside the kernel also matches ErrKernelTrap.
	ErrLaunchFailed = driver.ErrLaunchFailed
	ErrKernelTrap   = driver.ErrKernelTrap
	// ErrInvalidValue: an argument the driver or kern refused (a bad
	// pointer, a stream of another device, a closed stream).
	ErrInvalidValue = driver.ErrInvalidValue
	// ErrFreed: use of a device array after Free, or of a Pinned array
	// after Close.
	ErrFreed = driver.ErrFreed
	// ErrNotCapturable: an operation a stream capturing a Graph cannot
	// record (an allocation, a wait, synchronous work), and the capture
	// it failed.
	ErrNotCapturable = driver.ErrNotCapturable
)

// ErrProfileActive is the failure of StartGPUProfile while a GPU profile
// is being recorded (by an earlier StartGPUProfile or KERN_GPUPROFILE).
var ErrProfileActive = gpuprof.ErrActive
