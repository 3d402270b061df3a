package cuda

import (
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/dl"
	"github.com/kernlab/kern/driver/internal/gpucore"
)

// DefaultLibraries are the names tried, in order, when Options.Library is
// empty.
var defaultLibraries = []string{"libcuda.so.1", "libcuda.so"}

// fn names a shared call: its API name in errors and the symbol cuda.h
// maps that name to.
func fn(op, sym string) gpucore.Fn { return gpucore.Fn{Op: op, Sym: sym} }

// api is libcuda's table for the shared core.
var api = &gpucore.API{
	Kind: driver.KindCUDA, Name: "CUDA", Pkg: "cuda",
	Library: "libcuda.so.1", TooOld: "driver too old",
	Funcs: gpucore.Funcs{
		Init:          fn("cuInit", "cuInit"),
		DriverVersion: fn("cuDriverGetVersion", "cuDriverGetVersion"),
		ErrorName:     fn("cuGetErrorName", "cuGetErrorName"),
		ErrorString:   fn("cuGetErrorString", "cuGetErrorString"),

		DeviceCount:     fn("cuDeviceGetCount", "cuDeviceGetCount"),
		DeviceGet:       fn("cuDeviceGet", "cuDeviceGet"),
		DeviceName:      fn("cuDeviceGetName", "cuDeviceGetName"),
		DeviceAttribute: fn("cuDeviceGetAttribute", "cuDeviceGetAttribute"),
		DeviceTotalMem:  fn("cuDeviceTotalMem", "cuDeviceTotalMem_v2"),
		DevicePCIBusID:  fn("cuDeviceGetPCIBusId", "cuDeviceGetPCIBusId"),
		Synchronize:     fn("cuCtxSynchronize", "cuCtxSynchronize"),

		MemGetInfo:     fn("cuMemGetInfo", "cuMemGetInfo_v2"),
		Malloc:         fn("cuMemAlloc", "cuMemAlloc_v2"),
		Free:           fn("cuMemFree", "cuMemFree_v2"),
		Memset:         fn("cuMemsetD8", "cuMemsetD8_v2"),
		MemsetAsync:    fn("cuMemsetD8Async", "cuMemsetD8Async"),
		HostAlloc:      fn("cuMemHostAlloc", "cuMemHostAlloc"),
		HostFree:       fn("cuMemFreeHost", "cuMemFreeHost"),
		HostRegister:   fn("cuMemHostRegister", "cuMemHostRegister_v2"),
		HostUnregister: fn("cuMemHostUnregister", "cuMemHostUnregister"),

		StreamCreate:      fn("cuStreamCreate", "cuStreamCreate"),
		StreamDestroy:     fn("cuStreamDestroy", "cuStreamDestroy_v2"),
		StreamSynchronize: fn("cuStreamSynchronize", "cuStreamSynchronize"),
		StreamQuery:       fn("cuStreamQuery", "cuStreamQuery"),
		StreamWaitEvent:   fn("cuStreamWaitEvent", "cuStreamWaitEvent"),
		EventCreate:       fn("cuEventCreate", "cuEventCreate"),
		EventRecord:       fn("cuEventRecord", "cuEventRecord"),
		EventSynchronize:  fn("cuEventSynchronize", "cuEventSynchronize"),
		EventElapsed:      fn("cuEventElapsedTime", "cuEventElapsedTime"),
		EventDestroy:      fn("cuEventDestroy", "cuEventDestroy_v2"),

		ModuleUnload:      fn("cuModuleUnload", "cuModuleUnload"),
		ModuleGetFunction: fn("cuModuleGetFunction", "cuModuleGetFunction"),
		ModuleGetGlobal:   fn("cuModuleGetGlobal", "cuModuleGetGlobal_v2"),
		Launch:            fn("cuLaunchKernel", "cuLaunchKernel"),
		FuncAttribute:     fn("cuFuncGetAttribute", "cuFuncGetAttribute"),
		Occupancy:         fn("cuOccupancyMaxPotentialBlockSize", "cuOccupancyMaxPotentialBlockSize"),
	},
	CopyOps: [3][2]string{
		gpucore.HtoD: {"cuMemcpyHtoD", "cuMemcpyHtoDAsync"},
		gpucore.DtoH: {"cuMemcpyDtoH", "cuMemcpyDtoHAsync"},
		gpucore.DtoD: {"cuMemcpyDtoD", "cuMemcpyDtoDAsync"},
	},
	InvalidValueName:  "CUDA_ERROR_INVALID_VALUE",
	NotRegisteredName: "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED",
	Names:             builtinNames,
	Unnamed:           "CUDA_ERROR_%d",
	Sentinel:          Sentinel,
	LibName:           libString,
	LibText:           libString,
	MaxDimYZ:          1<<16 - 1,
	// Portable: page-locked for every context, not only the current one.
	HostAllocFlags:    0x01, // CU_MEMHOSTALLOC_PORTABLE
	OccupancyCallback: true,
}

// libString asks cuGetErrorName or cuGetErrorString (at fn), which return
// the text through an out-pointer.
func libString(fn uintptr, r gpucore.Status) (string, bool) {
	var s uintptr
	if gpucore.Call(fn, uintptr(r), uintptr(unsafe.Pointer(&s))) != successCode || s == 0 {
		return "", false
	}
	return dl.GoString(s), true
}

// lib is the bound libcuda: the shared calls and CUDA's own. Addresses are
// only written while binding, before the lib is shared.
type lib struct {
	gpucore.Lib

	cuDevicePrimaryCtxRetain, cuDevicePrimaryCtxRelease, cuCtxSetCurrent uintptr

	cuMemcpyHtoD, cuMemcpyDtoH, cuMemcpyDtoD                uintptr
	cuMemcpyHtoDAsync, cuMemcpyDtoHAsync, cuMemcpyDtoDAsync uintptr

	cuModuleLoadDataEx uintptr
}

// newLib is an unbound lib: errors are named from the built-in table.
func newLib() *lib {
	l := &lib{Lib: gpucore.NewLib(api)}
	l.Copy = l.copy
	return l
}

// symbols is the binding table: every C symbol the package calls, by the
// name cuda.h maps its API name to. Tests iterate it.
func (l *lib) symbols() []dl.Sym {
	return append(l.Symbols(),
		dl.Sym{Name: "cuDevicePrimaryCtxRetain", Addr: &l.cuDevicePrimaryCtxRetain},
		dl.Sym{Name: "cuDevicePrimaryCtxRelease_v2", Addr: &l.cuDevicePrimaryCtxRelease},
		dl.Sym{Name: "cuCtxSetCurrent", Addr: &l.cuCtxSetCurrent},

		dl.Sym{Name: "cuMemcpyHtoD_v2", Addr: &l.cuMemcpyHtoD},
		dl.Sym{Name: "cuMemcpyDtoH_v2", Addr: &l.cuMemcpyDtoH},
		dl.Sym{Name: "cuMemcpyDtoD_v2", Addr: &l.cuMemcpyDtoD},
		dl.Sym{Name: "cuMemcpyHtoDAsync_v2", Addr: &l.cuMemcpyHtoDAsync},
		dl.Sym{Name: "cuMemcpyDtoHAsync_v2", Addr: &l.cuMemcpyDtoHAsync},
		dl.Sym{Name: "cuMemcpyDtoDAsync_v2", Addr: &l.cuMemcpyDtoDAsync},

		dl.Sym{Name: "cuModuleLoadDataEx", Addr: &l.cuModuleLoadDataEx},
	)
}

// copy is CUDA's copier: one entry point per direction and mode.
func (l *lib) copy(dir gpucore.Dir, dst, src unsafe.Pointer, n int, s uintptr, async bool) gpucore.Status {
	fns := [3][2]uintptr{
		{l.cuMemcpyHtoD, l.cuMemcpyHtoDAsync},
		{l.cuMemcpyDtoH, l.cuMemcpyDtoHAsync},
		{l.cuMemcpyDtoD, l.cuMemcpyDtoDAsync},
	}[dir]
	if async {
		return gpucore.Call(fns[1], uintptr(dst), uintptr(src), uintptr(n), s)
	}
	return gpucore.Call(fns[0], uintptr(dst), uintptr(src), uintptr(n))
}

// loadLib opens and binds libcuda without initialising it.
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
