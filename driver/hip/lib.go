package hip

import (
	"fmt"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/dl"
)

// defaultLibraries are tried in order when Options.Library is empty: the
// development symlink, ROCm 6, ROCm 5, then the usual ROCm prefix.
var defaultLibraries = []string{"libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.5", "/opt/rocm/lib/libamdhip64.so"}

// lib is the bound libamdhip64: one address per C function.
type lib struct {
	path string

	hipInit, hipDriverGetVersion, hipRuntimeGetVersion, hipGetErrorName, hipGetErrorString uintptr

	hipGetDeviceCount, hipDeviceGet, hipDeviceGetName, hipDeviceGetAttribute    uintptr
	hipDeviceTotalMem, hipDeviceGetPCIBusId, hipSetDevice, hipDeviceSynchronize uintptr
	// Optional: only one of the property entry points exists per version.
	hipGetDevicePropertiesR0600, hipGetDeviceProperties uintptr

	hipMemGetInfo, hipMalloc, hipFree, hipMemset, hipMemsetAsync, hipMemcpy, hipMemcpyAsync uintptr
	hipHostMalloc, hipHostFree, hipHostRegister, hipHostUnregister                          uintptr

	hipStreamCreateWithFlags, hipStreamDestroy, hipStreamSynchronize, hipStreamQuery, hipStreamWaitEvent uintptr
	hipEventCreateWithFlags, hipEventRecord, hipEventSynchronize, hipEventElapsedTime, hipEventDestroy   uintptr

	hipModuleLoadData, hipModuleUnload, hipModuleGetFunction, hipModuleLaunchKernel uintptr
	hipModuleGetGlobal                                                              uintptr
	hipFuncGetAttribute, hipModuleOccupancyMaxPotentialBlockSize                    uintptr
}

// symbols is the binding table: every C symbol the package calls. Tests
// iterate it.
func (l *lib) symbols() []dl.Sym {
	return []dl.Sym{
		{Name: "hipInit", Addr: &l.hipInit},
		{Name: "hipDriverGetVersion", Addr: &l.hipDriverGetVersion},
		{Name: "hipRuntimeGetVersion", Addr: &l.hipRuntimeGetVersion},
		{Name: "hipGetErrorName", Addr: &l.hipGetErrorName},
		{Name: "hipGetErrorString", Addr: &l.hipGetErrorString},

		{Name: "hipGetDeviceCount", Addr: &l.hipGetDeviceCount},
		{Name: "hipDeviceGet", Addr: &l.hipDeviceGet},
		{Name: "hipDeviceGetName", Addr: &l.hipDeviceGetName},
		{Name: "hipDeviceGetAttribute", Addr: &l.hipDeviceGetAttribute},
		{Name: "hipDeviceTotalMem", Addr: &l.hipDeviceTotalMem},
		{Name: "hipDeviceGetPCIBusId", Addr: &l.hipDeviceGetPCIBusId},
		{Name: "hipSetDevice", Addr: &l.hipSetDevice},
		{Name: "hipDeviceSynchronize", Addr: &l.hipDeviceSynchronize},
		{Name: "hipGetDevicePropertiesR0600", Addr: &l.hipGetDevicePropertiesR0600, Optional: true},
		{Name: "hipGetDeviceProperties", Addr: &l.hipGetDeviceProperties, Optional: true},

		{Name: "hipMemGetInfo", Addr: &l.hipMemGetInfo},
		{Name: "hipMalloc", Addr: &l.hipMalloc},
		{Name: "hipFree", Addr: &l.hipFree},
		{Name: "hipMemset", Addr: &l.hipMemset},
		{Name: "hipMemsetAsync", Addr: &l.hipMemsetAsync},
		{Name: "hipMemcpy", Addr: &l.hipMemcpy},
		{Name: "hipMemcpyAsync", Addr: &l.hipMemcpyAsync},
		{Name: "hipHostMalloc", Addr: &l.hipHostMalloc},
		{Name: "hipHostFree", Addr: &l.hipHostFree},
		{Name: "hipHostRegister", Addr: &l.hipHostRegister},
		{Name: "hipHostUnregister", Addr: &l.hipHostUnregister},

		{Name: "hipStreamCreateWithFlags", Addr: &l.hipStreamCreateWithFlags},
		{Name: "hipStreamDestroy", Addr: &l.hipStreamDestroy},
		{Name: "hipStreamSynchronize", Addr: &l.hipStreamSynchronize},
		{Name: "hipStreamQuery", Addr: &l.hipStreamQuery},
		{Name: "hipStreamWaitEvent", Addr: &l.hipStreamWaitEvent},
		{Name: "hipEventCreateWithFlags", Addr: &l.hipEventCreateWithFlags},
		{Name: "hipEventRecord", Addr: &l.hipEventRecord},
		{Name: "hipEventSynchronize", Addr: &l.hipEventSynchronize},
		{Name: "hipEventElapsedTime", Addr: &l.hipEventElapsedTime},
		{Name: "hipEventDestroy", Addr: &l.hipEventDestroy},

		{Name: "hipModuleLoadData", Addr: &l.hipModuleLoadData},
		{Name: "hipModuleUnload", Addr: &l.hipModuleUnload},
		{Name: "hipModuleGetFunction", Addr: &l.hipModuleGetFunction},
		{Name: "hipModuleGetGlobal", Addr: &l.hipModuleGetGlobal},
		{Name: "hipModuleLaunchKernel", Addr: &l.hipModuleLaunchKernel},
		{Name: "hipFuncGetAttribute", Addr: &l.hipFuncGetAttribute},
		{Name: "hipModuleOccupancyMaxPotentialBlockSize", Addr: &l.hipModuleOccupancyMaxPotentialBlockSize},
	}
}

// loadLib opens and binds libamdhip64 without initialising it.
func loadLib(o Options) (*lib, error) {
	names := defaultLibraries
	if o.Library != "" {
		names = []string{o.Library}
	}
	h, err := dl.Open(names, o.Preload)
	if err != nil {
		what := "libamdhip64.so"
		if o.Library != "" {
			what = o.Library
		}
		return nil, fmt.Errorf("hip: %s not found (%v): %w", what, err, driver.ErrNoDriver)
	}
	l := &lib{path: h.Path}
	if err := dl.Bind(h, l.symbols()); err != nil {
		return nil, fmt.Errorf("hip: runtime too old: %v: %w", err, driver.ErrNoDriver)
	}
	return l, nil
}
