package cuda

import (
	"fmt"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/dl"
)

// DefaultLibraries are the names tried, in order, when Options.Library is
// empty.
var defaultLibraries = []string{"libcuda.so.1", "libcuda.so"}

// lib is the bound libcuda: one address per C function. Addresses are only
// written while binding, before the lib is shared.
type lib struct {
	path string

	cuInit, cuDriverGetVersion, cuGetErrorName, cuGetErrorString uintptr

	cuDeviceGetCount, cuDeviceGet, cuDeviceGetName, cuDeviceGetAttribute uintptr
	cuDeviceTotalMem, cuDeviceGetPCIBusId                                uintptr

	cuDevicePrimaryCtxRetain, cuDevicePrimaryCtxRelease uintptr
	cuCtxSetCurrent, cuCtxSynchronize                   uintptr

	cuMemGetInfo, cuMemAlloc, cuMemFree, cuMemsetD8, cuMemsetD8Async      uintptr
	cuMemcpyHtoD, cuMemcpyDtoH, cuMemcpyDtoD                              uintptr
	cuMemcpyHtoDAsync, cuMemcpyDtoHAsync, cuMemcpyDtoDAsync               uintptr
	cuMemHostAlloc, cuMemFreeHost, cuMemHostRegister, cuMemHostUnregister uintptr

	cuStreamCreate, cuStreamDestroy, cuStreamSynchronize, cuStreamQuery, cuStreamWaitEvent uintptr
	cuEventCreate, cuEventRecord, cuEventSynchronize, cuEventElapsedTime, cuEventDestroy   uintptr

	cuModuleLoadDataEx, cuModuleUnload, cuModuleGetFunction uintptr
	cuModuleGetGlobal                                       uintptr
	cuLaunchKernel, cuFuncGetAttribute                      uintptr
	cuOccupancyMaxPotentialBlockSize                        uintptr
}

// symbols is the binding table: every C symbol the package calls, by the
// name cuda.h maps its API name to. Tests iterate it.
func (l *lib) symbols() []dl.Sym {
	return []dl.Sym{
		{Name: "cuInit", Addr: &l.cuInit},
		{Name: "cuDriverGetVersion", Addr: &l.cuDriverGetVersion},
		{Name: "cuGetErrorName", Addr: &l.cuGetErrorName},
		{Name: "cuGetErrorString", Addr: &l.cuGetErrorString},

		{Name: "cuDeviceGetCount", Addr: &l.cuDeviceGetCount},
		{Name: "cuDeviceGet", Addr: &l.cuDeviceGet},
		{Name: "cuDeviceGetName", Addr: &l.cuDeviceGetName},
		{Name: "cuDeviceGetAttribute", Addr: &l.cuDeviceGetAttribute},
		{Name: "cuDeviceTotalMem_v2", Addr: &l.cuDeviceTotalMem},
		{Name: "cuDeviceGetPCIBusId", Addr: &l.cuDeviceGetPCIBusId},

		{Name: "cuDevicePrimaryCtxRetain", Addr: &l.cuDevicePrimaryCtxRetain},
		{Name: "cuDevicePrimaryCtxRelease_v2", Addr: &l.cuDevicePrimaryCtxRelease},
		{Name: "cuCtxSetCurrent", Addr: &l.cuCtxSetCurrent},
		{Name: "cuCtxSynchronize", Addr: &l.cuCtxSynchronize},

		{Name: "cuMemGetInfo_v2", Addr: &l.cuMemGetInfo},
		{Name: "cuMemAlloc_v2", Addr: &l.cuMemAlloc},
		{Name: "cuMemFree_v2", Addr: &l.cuMemFree},
		{Name: "cuMemsetD8_v2", Addr: &l.cuMemsetD8},
		{Name: "cuMemsetD8Async", Addr: &l.cuMemsetD8Async},
		{Name: "cuMemcpyHtoD_v2", Addr: &l.cuMemcpyHtoD},
		{Name: "cuMemcpyDtoH_v2", Addr: &l.cuMemcpyDtoH},
		{Name: "cuMemcpyDtoD_v2", Addr: &l.cuMemcpyDtoD},
		{Name: "cuMemcpyHtoDAsync_v2", Addr: &l.cuMemcpyHtoDAsync},
		{Name: "cuMemcpyDtoHAsync_v2", Addr: &l.cuMemcpyDtoHAsync},
		{Name: "cuMemcpyDtoDAsync_v2", Addr: &l.cuMemcpyDtoDAsync},
		{Name: "cuMemHostAlloc", Addr: &l.cuMemHostAlloc},
		{Name: "cuMemFreeHost", Addr: &l.cuMemFreeHost},
		{Name: "cuMemHostRegister_v2", Addr: &l.cuMemHostRegister},
		{Name: "cuMemHostUnregister", Addr: &l.cuMemHostUnregister},

		{Name: "cuStreamCreate", Addr: &l.cuStreamCreate},
		{Name: "cuStreamDestroy_v2", Addr: &l.cuStreamDestroy},
		{Name: "cuStreamSynchronize", Addr: &l.cuStreamSynchronize},
		{Name: "cuStreamQuery", Addr: &l.cuStreamQuery},
		{Name: "cuStreamWaitEvent", Addr: &l.cuStreamWaitEvent},
		{Name: "cuEventCreate", Addr: &l.cuEventCreate},
		{Name: "cuEventRecord", Addr: &l.cuEventRecord},
		{Name: "cuEventSynchronize", Addr: &l.cuEventSynchronize},
		{Name: "cuEventElapsedTime", Addr: &l.cuEventElapsedTime},
		{Name: "cuEventDestroy_v2", Addr: &l.cuEventDestroy},

		{Name: "cuModuleLoadDataEx", Addr: &l.cuModuleLoadDataEx},
		{Name: "cuModuleUnload", Addr: &l.cuModuleUnload},
		{Name: "cuModuleGetFunction", Addr: &l.cuModuleGetFunction},
		{Name: "cuModuleGetGlobal_v2", Addr: &l.cuModuleGetGlobal},
		{Name: "cuLaunchKernel", Addr: &l.cuLaunchKernel},
		{Name: "cuFuncGetAttribute", Addr: &l.cuFuncGetAttribute},
		{Name: "cuOccupancyMaxPotentialBlockSize", Addr: &l.cuOccupancyMaxPotentialBlockSize},
	}
}

// loadLib opens and binds libcuda without initialising it.
func loadLib(o Options) (*lib, error) {
	names := defaultLibraries
	if o.Library != "" {
		names = []string{o.Library}
	}
	h, err := dl.Open(names, o.Preload)
	if err != nil {
		what := "libcuda.so.1"
		if o.Library != "" {
			what = o.Library
		}
		return nil, fmt.Errorf("cuda: %s not found (%v): %w", what, err, driver.ErrNoDriver)
	}
	l := &lib{path: h.Path}
	if err := dl.Bind(h, l.symbols()); err != nil {
		return nil, fmt.Errorf("cuda: driver too old: %v: %w", err, driver.ErrNoDriver)
	}
	return l, nil
}
