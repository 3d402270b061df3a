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

// fn names a call (HIP's symbols are its API names) with the prototype
// the calls assume (cheader notation, checked against
// hip_runtime_api.h by TestHeader).
func fn(name, sig string) gpucore.Fn { return gpucore.Fn{Op: name, Sym: name, Sig: sig} }

func optional(f gpucore.Fn) gpucore.Fn { f.Optional = true; return f }

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
		Init: fn("hipInit", "i32(i32)"), DriverVersion: fn("hipDriverGetVersion", "i32(*i32)"),
		ErrorName: fn("hipGetErrorName", "*i8(i32)"), ErrorString: fn("hipGetErrorString", "*i8(i32)"),

		DeviceCount: fn("hipGetDeviceCount", "i32(*i32)"), DeviceGet: fn("hipDeviceGet", "i32(*i32, i32)"),
		DeviceName:      fn("hipDeviceGetName", "i32(*i8, i32, i32)"),
		DeviceAttribute: fn("hipDeviceGetAttribute", "i32(*i32, i32, i32)"),
		DeviceTotalMem:  fn("hipDeviceTotalMem", "i32(*i64, i32)"),
		DevicePCIBusID:  fn("hipDeviceGetPCIBusId", "i32(*i8, i32, i32)"),
		Synchronize:     fn("hipDeviceSynchronize", "i32()"),

		MemGetInfo: fn("hipMemGetInfo", "i32(*i64, *i64)"), Malloc: fn("hipMalloc", "i32(*ptr, i64)"),
		Free: fn("hipFree", "i32(*void)"), Memset: fn("hipMemset", "i32(*void, i32, i64)"),
		MemsetAsync: fn("hipMemsetAsync", "i32(*void, i32, i64, ptr)"),
		HostAlloc:   fn("hipHostMalloc", "i32(*ptr, i64, i32)"), HostFree: fn("hipHostFree", "i32(*void)"),
		HostRegister: fn("hipHostRegister", "i32(*void, i64, i32)"), HostUnregister: fn("hipHostUnregister", "i32(*void)"),

		StreamCreate: fn("hipStreamCreateWithFlags", "i32(*ptr, i32)"), StreamDestroy: fn("hipStreamDestroy", "i32(ptr)"),
		StreamSynchronize: fn("hipStreamSynchronize", "i32(ptr)"), StreamQuery: fn("hipStreamQuery", "i32(ptr)"),
		StreamWaitEvent: fn("hipStreamWaitEvent", "i32(ptr, ptr, i32)"),
		EventCreate:     fn("hipEventCreateWithFlags", "i32(*ptr, i32)"), EventRecord: fn("hipEventRecord", "i32(ptr, ptr)"),
		EventSynchronize: fn("hipEventSynchronize", "i32(ptr)"), EventElapsed: fn("hipEventElapsedTime", "i32(*f32, ptr, ptr)"),
		EventDestroy: fn("hipEventDestroy", "i32(ptr)"),

		ModuleUnload: fn("hipModuleUnload", "i32(ptr)"), ModuleGetFunction: fn("hipModuleGetFunction", "i32(*ptr, ptr, *i8)"),
		ModuleGetGlobal: fn("hipModuleGetGlobal", "i32(*ptr, *i64, ptr, *i8)"),
		Launch:          fn("hipModuleLaunchKernel", "i32(ptr, i32, i32, i32, i32, i32, i32, i32, ptr, *ptr, *ptr)"),
		FuncAttribute:   fn("hipFuncGetAttribute", "i32(*i32, i32, ptr)"),
		Occupancy:       fn("hipModuleOccupancyMaxPotentialBlockSize", "i32(*i32, *i32, ptr, i64, i32)"),
		// ROCm 6.0 added the module form of the cooperative launch.
		LaunchCooperative: optional(fn("hipModuleLaunchCooperativeKernel", "i32(ptr, i32, i32, i32, i32, i32, i32, i32, ptr, *ptr)")),
		ActiveBlocks:      optional(fn("hipModuleOccupancyMaxActiveBlocksPerMultiprocessor", "i32(*i32, ptr, i32, i64)")),
		// HIP takes a host function (const void*) where CUDA takes a
		// module's; AMD GPUs have neither a shared-memory opt-in nor a
		// carveout, so the runtime never calls it.
		FuncSetAttribute: optional(fn("hipFuncSetAttribute", "i32(*void, i32, i32)")),
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
	own ownFuncs
}

// ownFuncs are the calls only HIP has.
type ownFuncs struct {
	runtimeGetVersion, setDevice gpucore.Fn
	// Optional: only one of the property entry points exists per version.
	getDevicePropertiesR0600, getDeviceProperties gpucore.Fn
	memcpy, memcpyAsync, moduleLoadData           gpucore.Fn
	// Optional, so that a library without them loads: copies between two
	// devices (the runtime stages them itself when absent).
	memcpyPeer, memcpyPeerAsync gpucore.Fn
}

// newOwnFuncs is the unbound table of HIP's own calls.
func newOwnFuncs() ownFuncs {
	o := ownFuncs{
		runtimeGetVersion:        fn("hipRuntimeGetVersion", "i32(*i32)"),
		setDevice:                fn("hipSetDevice", "i32(i32)"),
		getDevicePropertiesR0600: fn("hipGetDevicePropertiesR0600", "i32(*struct, i32)"),
		getDeviceProperties:      fn("hipGetDeviceProperties", "i32(*struct, i32)"),
		memcpy:                   fn("hipMemcpy", "i32(*void, *void, i64, i32)"),
		memcpyAsync:              fn("hipMemcpyAsync", "i32(*void, *void, i64, i32, ptr)"),
		moduleLoadData:           fn("hipModuleLoadData", "i32(*ptr, *void)"),
		memcpyPeer:               fn("hipMemcpyPeer", "i32(*void, i32, *void, i32, i64)"),
		memcpyPeerAsync:          fn("hipMemcpyPeerAsync", "i32(*void, i32, *void, i32, i64, ptr)"),
	}
	o.getDevicePropertiesR0600.Optional = true
	o.getDeviceProperties.Optional = true
	o.memcpyPeer.Optional = true
	o.memcpyPeerAsync.Optional = true
	return o
}

func (o *ownFuncs) all() []*gpucore.Fn {
	return []*gpucore.Fn{&o.runtimeGetVersion, &o.setDevice, &o.getDevicePropertiesR0600, &o.getDeviceProperties,
		&o.memcpy, &o.memcpyAsync, &o.moduleLoadData, &o.memcpyPeer, &o.memcpyPeerAsync}
}

// newLib is an unbound lib: errors are named from the built-in table.
func newLib() *lib {
	l := &lib{Lib: gpucore.NewLib(api), own: newOwnFuncs()}
	l.Copy = l.copy
	return l
}

// fns lists every call the package makes, shared and own. Tests iterate it.
func (l *lib) fns() []*gpucore.Fn { return append(l.Fn.All(), l.own.all()...) }

// symbols is the binding table: every C symbol the package calls.
func (l *lib) symbols() []dl.Sym {
	var syms []dl.Sym
	for _, f := range l.fns() {
		syms = append(syms, f.DlSym())
	}
	return syms
}

// hipMemcpyKind values.
const (
	memcpyHostToDevice   = 1
	memcpyDeviceToHost   = 2
	memcpyDeviceToDevice = 3
)

// memcpyKind is the hipMemcpyKind of a gpucore.Dir.
func memcpyKind(d gpucore.Dir) uintptr {
	return [3]uintptr{gpucore.HtoD: memcpyHostToDevice, gpucore.DtoH: memcpyDeviceToHost, gpucore.DtoD: memcpyDeviceToDevice}[d]
}

// copy is HIP's copier: one entry point with a direction argument.
func (l *lib) copy(dir gpucore.Dir, dst, src unsafe.Pointer, n int, s uintptr, async bool) gpucore.Status {
	if async {
		return gpucore.Call(l.own.memcpyAsync.Addr, uintptr(dst), uintptr(src), uintptr(n), memcpyKind(dir), s)
	}
	return gpucore.Call(l.own.memcpy.Addr, uintptr(dst), uintptr(src), uintptr(n), memcpyKind(dir))
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
