package roc

import (
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/dl"
	"github.com/kernlab/kern/driver/internal/gpucore"
)

// defaultLibraries are tried in order when Options.Library is empty: the
// development symlink, ROCm 6, ROCm 5, then the usual ROCm prefix.
var defaultLibraries = []string{"libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.5", "/opt/rocm/lib/libamdhip64.so"}

// fn names a shared call; HIP's symbols are its API names.
func fn(name string) gpucore.Fn { return gpucore.Fn{Op: name, Sym: name} }

// hipHostMalloc flags.
const (
	hostMallocPortable = 0x1
	hostMallocMapped   = 0x2
	// hostMallocCoherent is fine-grained memory: coherent with the device
	// while a kernel runs. hostMallocNonCoherent is coarse-grained: made
	// coherent only at synchronization points, and faster to copy.
	hostMallocCoherent    = 0x40000000
	hostMallocNonCoherent = 0x80000000
)

// api is libamdhip64's table for the shared core.
var api = &gpucore.API{
	Kind: driver.KindROC, Name: "ROC", Pkg: "roc",
	Library: "libamdhip64.so", TooOld: "runtime too old",
	Funcs: gpucore.Funcs{
		Init: fn("hipInit"), DriverVersion: fn("hipDriverGetVersion"),
		ErrorName: fn("hipGetErrorName"), ErrorString: fn("hipGetErrorString"),

		DeviceCount: fn("hipGetDeviceCount"), DeviceGet: fn("hipDeviceGet"), DeviceName: fn("hipDeviceGetName"),
		DeviceAttribute: fn("hipDeviceGetAttribute"), DeviceTotalMem: fn("hipDeviceTotalMem"),
		DevicePCIBusID: fn("hipDeviceGetPCIBusId"), Synchronize: fn("hipDeviceSynchronize"),

		MemGetInfo: fn("hipMemGetInfo"), Malloc: fn("hipMalloc"), Free: fn("hipFree"),
		Memset: fn("hipMemset"), MemsetAsync: fn("hipMemsetAsync"),
		HostAlloc: fn("hipHostMalloc"), HostFree: fn("hipHostFree"),
		HostRegister: fn("hipHostRegister"), HostUnregister: fn("hipHostUnregister"),

		StreamCreate: fn("hipStreamCreateWithFlags"), StreamDestroy: fn("hipStreamDestroy"),
		StreamSynchronize: fn("hipStreamSynchronize"), StreamQuery: fn("hipStreamQuery"),
		StreamWaitEvent: fn("hipStreamWaitEvent"),
		EventCreate:     fn("hipEventCreateWithFlags"), EventRecord: fn("hipEventRecord"),
		EventSynchronize: fn("hipEventSynchronize"), EventElapsed: fn("hipEventElapsedTime"),
		EventDestroy: fn("hipEventDestroy"),

		ModuleUnload: fn("hipModuleUnload"), ModuleGetFunction: fn("hipModuleGetFunction"),
		ModuleGetGlobal: fn("hipModuleGetGlobal"), Launch: fn("hipModuleLaunchKernel"),
		FuncAttribute: fn("hipFuncGetAttribute"), Occupancy: fn("hipModuleOccupancyMaxPotentialBlockSize"),
	},
	CopyOps: [3][2]string{
		gpucore.HtoD: {"hipMemcpy", "hipMemcpyAsync"},
		gpucore.DtoH: {"hipMemcpy", "hipMemcpyAsync"},
		gpucore.DtoD: {"hipMemcpy", "hipMemcpyAsync"},
	},
	InvalidValueName:  "hipErrorInvalidValue",
	NotRegisteredName: "hipErrorHostMemoryNotRegistered",
	Names:             builtinNames,
	Unnamed:           "hipError%d",
	Sentinel:          Sentinel,
	LibName:           libName,
	LibText:           libText,
	MaxDimYZ:          1<<31 - 1,
	// Coarse-grained, as ROC's coarsegrain_array: the fast source and
	// target of async copies.
	HostAllocFlags: hostMallocPortable | hostMallocNonCoherent,
}

// libName asks hipGetErrorName, which returns the name. Old runtimes name
// codes they do not know "hipErrorUnknown": that is no answer but for 999.
func libName(fn uintptr, s gpucore.Status) (string, bool) {
	n := dl.GoString(gpucore.CallPtr(fn, uintptr(s)))
	return n, n != "" && n != "hipErrorUnknown" || s == 999
}

// libText asks hipGetErrorString.
func libText(fn uintptr, s gpucore.Status) (string, bool) {
	t := dl.GoString(gpucore.CallPtr(fn, uintptr(s)))
	return t, t != ""
}

// lib is the bound libamdhip64: the shared calls and HIP's own.
type lib struct {
	gpucore.Lib

	hipRuntimeGetVersion, hipSetDevice uintptr
	// Optional: only one of the property entry points exists per version.
	hipGetDevicePropertiesR0600, hipGetDeviceProperties uintptr

	hipMemcpy, hipMemcpyAsync uintptr
	hipModuleLoadData         uintptr
}

// newLib is an unbound lib: errors are named from the built-in table.
func newLib() *lib {
	l := &lib{Lib: gpucore.NewLib(api)}
	l.Copy = l.copy
	return l
}

// symbols is the binding table: every C symbol the package calls. Tests
// iterate it.
func (l *lib) symbols() []dl.Sym {
	return append(l.Symbols(),
		dl.Sym{Name: "hipRuntimeGetVersion", Addr: &l.hipRuntimeGetVersion},
		dl.Sym{Name: "hipSetDevice", Addr: &l.hipSetDevice},
		dl.Sym{Name: "hipGetDevicePropertiesR0600", Addr: &l.hipGetDevicePropertiesR0600, Optional: true},
		dl.Sym{Name: "hipGetDeviceProperties", Addr: &l.hipGetDeviceProperties, Optional: true},
		dl.Sym{Name: "hipMemcpy", Addr: &l.hipMemcpy},
		dl.Sym{Name: "hipMemcpyAsync", Addr: &l.hipMemcpyAsync},
		dl.Sym{Name: "hipModuleLoadData", Addr: &l.hipModuleLoadData},
	)
}

// hipMemcpyKind values, by gpucore.Dir.
var memcpyKind = [3]uintptr{gpucore.HtoD: 1, gpucore.DtoH: 2, gpucore.DtoD: 3}

// copy is HIP's copier: one entry point with a direction argument.
func (l *lib) copy(dir gpucore.Dir, dst, src unsafe.Pointer, n int, s uintptr, async bool) gpucore.Status {
	if async {
		return gpucore.Call(l.hipMemcpyAsync, uintptr(dst), uintptr(src), uintptr(n), memcpyKind[dir], s)
	}
	return gpucore.Call(l.hipMemcpy, uintptr(dst), uintptr(src), uintptr(n), memcpyKind[dir])
}

// loadLib opens and binds libamdhip64 without initialising it.
func loadLib(o Options) (*lib, error) {
	names := defaultLibraries
	if o.Library != "" {
		names = []string{o.Library}
	}
	l := newLib()
	if err := l.Load(names, o.Preload, o.Library, l.symbols()); err != nil {
		return nil, err
	}
	return l, nil
}
