package roc

import (
	"runtime"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/gpucore"
)

// Module is a loaded HSA code object (its InfoLog stays empty: HIP has no
// JIT).
type Module = gpucore.Module

// Function is a kernel in a module (hipModuleLaunchKernel).
type Function = gpucore.Function

// LoadModule loads an HSA code object (ELF, as ld.lld or amd_comgr write
// it) built for the device's gfx target. HIP has no JIT log: a failure is a
// *driver.Error matching driver.ErrJIT that names the device's target.
func (d *Device) LoadModule(image []byte) (driver.Module, error) {
	if len(image) == 0 {
		return nil, api.ArgError("hipModuleLoadData", "empty module image")
	}
	if err := gpucore.Enter(&d.Device); err != nil {
		return nil, err
	}
	defer gpucore.Exit()
	var h uintptr // hipModule_t
	if r := gpucore.Call(d.lib.own.moduleLoadData.Addr, uintptr(unsafe.Pointer(&h)), uintptr(unsafe.Pointer(&image[0]))); r != gpucore.Success {
		e := d.lib.NewError("hipModuleLoadData", r)
		if e.Sentinel == nil {
			e.Sentinel = driver.ErrJIT
		}
		e.Log = "device target " + d.archName
		return nil, e
	}
	runtime.KeepAlive(image)
	return gpucore.NewModule(&d.Device, h, ""), nil
}
