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

// fn names a call: its API name in errors, the symbol cuda.h maps that
// name to, and the prototype the calls assume (cheader notation, checked
// against cuda.h by TestHeader).
func fn(op, sym, sig string) gpucore.Fn { return gpucore.Fn{Op: op, Sym: sym, Sig: sig} }

// hostAllocPortable is CU_MEMHOSTALLOC_PORTABLE.
const hostAllocPortable = 0x01

// api is libcuda's table for the shared core.
var api = &gpucore.API{
	Kind: driver.KindCUDA, Name: "CUDA", Pkg: "cuda",
	Library: "libcuda.so.1", TooOld: "driver too old",
	// A CUfunction belongs to its context: cuLaunchKernel refuses it
	// without that context current, so a stale per-thread entry cannot
	// launch in the wrong place.
	CacheCurrent: true,
	NotSelected: func(r gpucore.Status) bool {
		// CUDA_ERROR_INVALID_CONTEXT, CUDA_ERROR_INVALID_HANDLE (a handle
		// of another context), CUDA_ERROR_CONTEXT_IS_DESTROYED.
		return r == 201 || r == 400 || r == 709
	},
	Funcs: gpucore.Funcs{
		Init:          fn("cuInit", "cuInit", "i32(i32)"),
		DriverVersion: fn("cuDriverGetVersion", "cuDriverGetVersion", "i32(*i32)"),
		ErrorName:     fn("cuGetErrorName", "cuGetErrorName", "i32(i32, *ptr)"),
		ErrorString:   fn("cuGetErrorString", "cuGetErrorString", "i32(i32, *ptr)"),

		DeviceCount:     fn("cuDeviceGetCount", "cuDeviceGetCount", "i32(*i32)"),
		DeviceGet:       fn("cuDeviceGet", "cuDeviceGet", "i32(*i32, i32)"),
		DeviceName:      fn("cuDeviceGetName", "cuDeviceGetName", "i32(*i8, i32, i32)"),
		DeviceAttribute: fn("cuDeviceGetAttribute", "cuDeviceGetAttribute", "i32(*i32, i32, i32)"),
		DeviceTotalMem:  fn("cuDeviceTotalMem", "cuDeviceTotalMem_v2", "i32(*i64, i32)"),
		DevicePCIBusID:  fn("cuDeviceGetPCIBusId", "cuDeviceGetPCIBusId", "i32(*i8, i32, i32)"),
		Synchronize:     fn("cuCtxSynchronize", "cuCtxSynchronize", "i32()"),

		MemGetInfo:     fn("cuMemGetInfo", "cuMemGetInfo_v2", "i32(*i64, *i64)"),
		Malloc:         fn("cuMemAlloc", "cuMemAlloc_v2", "i32(*i64, i64)"),
		Free:           fn("cuMemFree", "cuMemFree_v2", "i32(i64)"),
		Memset:         fn("cuMemsetD8", "cuMemsetD8_v2", "i32(i64, i8, i64)"),
		MemsetAsync:    fn("cuMemsetD8Async", "cuMemsetD8Async", "i32(i64, i8, i64, ptr)"),
		HostAlloc:      fn("cuMemHostAlloc", "cuMemHostAlloc", "i32(*ptr, i64, i32)"),
		HostFree:       fn("cuMemFreeHost", "cuMemFreeHost", "i32(*void)"),
		HostRegister:   fn("cuMemHostRegister", "cuMemHostRegister_v2", "i32(*void, i64, i32)"),
		HostUnregister: fn("cuMemHostUnregister", "cuMemHostUnregister", "i32(*void)"),

		StreamCreate:      fn("cuStreamCreate", "cuStreamCreate", "i32(*ptr, i32)"),
		StreamDestroy:     fn("cuStreamDestroy", "cuStreamDestroy_v2", "i32(ptr)"),
		StreamSynchronize: fn("cuStreamSynchronize", "cuStreamSynchronize", "i32(ptr)"),
		StreamQuery:       fn("cuStreamQuery", "cuStreamQuery", "i32(ptr)"),
		StreamWaitEvent:   fn("cuStreamWaitEvent", "cuStreamWaitEvent", "i32(ptr, ptr, i32)"),
		EventCreate:       fn("cuEventCreate", "cuEventCreate", "i32(*ptr, i32)"),
		EventRecord:       fn("cuEventRecord", "cuEventRecord", "i32(ptr, ptr)"),
		EventSynchronize:  fn("cuEventSynchronize", "cuEventSynchronize", "i32(ptr)"),
		EventElapsed:      fn("cuEventElapsedTime", "cuEventElapsedTime", "i32(*f32, ptr, ptr)"),
		EventDestroy:      fn("cuEventDestroy", "cuEventDestroy_v2", "i32(ptr)"),

		ModuleUnload:      fn("cuModuleUnload", "cuModuleUnload", "i32(ptr)"),
		ModuleGetFunction: fn("cuModuleGetFunction", "cuModuleGetFunction", "i32(*ptr, ptr, *i8)"),
		ModuleGetGlobal:   fn("cuModuleGetGlobal", "cuModuleGetGlobal_v2", "i32(*i64, *i64, ptr, *i8)"),
		Launch:            fn("cuLaunchKernel", "cuLaunchKernel", "i32(ptr, i32, i32, i32, i32, i32, i32, i32, ptr, *ptr, *ptr)"),
		FuncAttribute:     fn("cuFuncGetAttribute", "cuFuncGetAttribute", "i32(*i32, i32, ptr)"),
		Occupancy:         fn("cuOccupancyMaxPotentialBlockSize", "cuOccupancyMaxPotentialBlockSize", "i32(*i32, *i32, ptr, ptr, i64, i32)"),
		LaunchCooperative: optional(fn("cuLaunchCooperativeKernel", "cuLaunchCooperativeKernel", "i32(ptr, i32, i32, i32, i32, i32, i32, i32, ptr, *ptr)")),
		ActiveBlocks:      optional(fn("cuOccupancyMaxActiveBlocksPerMultiprocessor", "cuOccupancyMaxActiveBlocksPerMultiprocessor", "i32(*i32, ptr, i32, i64)")),
		FuncSetAttribute:  optional(fn("cuFuncSetAttribute", "cuFuncSetAttribute", "i32(ptr, i32, i32)")),
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
	HostAllocFlags:    hostAllocPortable,
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
	own ownFuncs
}

// ownFuncs are the calls only CUDA has.
type ownFuncs struct {
	ctxRetain, ctxRelease, ctxSetCurrent gpucore.Fn
	// copies by direction (gpucore.Dir), synchronous then asynchronous
	copies     [3][2]gpucore.Fn
	loadDataEx gpucore.Fn
	// copies between two devices' contexts, synchronous then
	// asynchronous; optional, so that a library without them still loads
	// (the runtime then stages peer copies itself)
	peer [2]gpucore.Fn
}

// newOwnFuncs is the unbound table of CUDA's own calls.
func newOwnFuncs() ownFuncs {
	return ownFuncs{
		ctxRetain:     fn("cuDevicePrimaryCtxRetain", "cuDevicePrimaryCtxRetain", "i32(*ptr, i32)"),
		ctxRelease:    fn("cuDevicePrimaryCtxRelease", "cuDevicePrimaryCtxRelease_v2", "i32(i32)"),
		ctxSetCurrent: fn("cuCtxSetCurrent", "cuCtxSetCurrent", "i32(ptr)"),
		copies: [3][2]gpucore.Fn{
			gpucore.HtoD: {fn("cuMemcpyHtoD", "cuMemcpyHtoD_v2", "i32(i64, *void, i64)"),
				fn("cuMemcpyHtoDAsync", "cuMemcpyHtoDAsync_v2", "i32(i64, *void, i64, ptr)")},
			gpucore.DtoH: {fn("cuMemcpyDtoH", "cuMemcpyDtoH_v2", "i32(*void, i64, i64)"),
				fn("cuMemcpyDtoHAsync", "cuMemcpyDtoHAsync_v2", "i32(*void, i64, i64, ptr)")},
			gpucore.DtoD: {fn("cuMemcpyDtoD", "cuMemcpyDtoD_v2", "i32(i64, i64, i64)"),
				fn("cuMemcpyDtoDAsync", "cuMemcpyDtoDAsync_v2", "i32(i64, i64, i64, ptr)")},
		},
		loadDataEx: fn("cuModuleLoadDataEx", "cuModuleLoadDataEx", "i32(*ptr, *void, i32, *i32, *ptr)"),
		peer: [2]gpucore.Fn{optional(fn("cuMemcpyPeer", "cuMemcpyPeer", "i32(i64, ptr, i64, ptr, i64)")),
			optional(fn("cuMemcpyPeerAsync", "cuMemcpyPeerAsync", "i32(i64, ptr, i64, ptr, i64, ptr)"))},
	}
}

func optional(f gpucore.Fn) gpucore.Fn { f.Optional = true; return f }

// all lists CUDA's own calls.
func (o *ownFuncs) all() []*gpucore.Fn {
	fns := []*gpucore.Fn{&o.ctxRetain, &o.ctxRelease, &o.ctxSetCurrent, &o.loadDataEx, &o.peer[0], &o.peer[1]}
	for i := range o.copies {
		fns = append(fns, &o.copies[i][0], &o.copies[i][1])
	}
	return fns
}

// newLib is an unbound lib: errors are named from the built-in table.
func newLib() *lib {
	l := &lib{Lib: gpucore.NewLib(api), own: newOwnFuncs()}
	l.Copy = l.copy
	return l
}

// fns lists every call the package makes, shared and own. Tests iterate it.
func (l *lib) fns() []*gpucore.Fn { return append(l.Fn.All(), l.own.all()...) }

// symbols is the binding table: every C symbol the package calls, by the
// name cuda.h maps its API name to.
func (l *lib) symbols() []dl.Sym {
	var syms []dl.Sym
	for _, f := range l.fns() {
		syms = append(syms, f.DlSym())
	}
	return syms
}

// copy is CUDA's copier: one entry point per direction and mode.
func (l *lib) copy(dir gpucore.Dir, dst, src unsafe.Pointer, n int, s uintptr, async bool) gpucore.Status {
	if async {
		return gpucore.Call(l.own.copies[dir][1].Addr, uintptr(dst), uintptr(src), uintptr(n), s)
	}
	return gpucore.Call(l.own.copies[dir][0].Addr, uintptr(dst), uintptr(src), uintptr(n))
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
