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

		BeginCapture:     optional(fn("hipStreamBeginCapture", "i32(ptr, i32)")),
		EndCapture:       optional(fn("hipStreamEndCapture", "i32(ptr, *ptr)")),
		GraphInstantiate: optional(fn("hipGraphInstantiateWithFlags", "i32(*ptr, ptr, i64)")),
		GraphLaunch:      optional(fn("hipGraphLaunch", "i32(ptr, ptr)")),
		GraphExecUpdate:  optional(fn("hipGraphExecUpdate", "i32(ptr, ptr, *ptr, *i32)")),
		GraphExecDestroy: optional(fn("hipGraphExecDestroy", "i32(ptr)")),
		GraphDestroy:     optional(fn("hipGraphDestroy", "i32(ptr)")),
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
	// Work on a created stream runs on the stream's device or not at all:
	// hipModuleLaunchKernel takes the device from the stream
	// (hip::Stream::DeviceId) and, in newer runtimes, refuses a stream of
	// another device than the current one with hipErrorInvalidHandle, as
	// CUDA's runtime does; copies run whatever device is current. So the
	// per-thread cache is sound for work on created streams (each device's
	// default stream is one: OwnDefaultStream), and a refused launch is
	// retried after hipSetDevice. Null-stream work follows the current
	// device and is not refused: it always selects (StreamDevice).
	CacheCurrent: true,
	NotSelected:  func(r gpucore.Status) bool { return r == 400 },
	StreamDevice: true,
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
	// Optional: a synchronous copy on a stream (ROCm 3.5 on); without it
	// synchronous copies select the device and use hipMemcpy.
	memcpyWithStream gpucore.Fn
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
		memcpyWithStream:         fn("hipMemcpyWithStream", "i32(*void, *void, i64, i32, ptr)"),
		memcpyPeer:               fn("hipMemcpyPeer", "i32(*void, i32, *void, i32, i64)"),
		memcpyPeerAsync:          fn("hipMemcpyPeerAsync", "i32(*void, i32, *void, i32, i64, ptr)"),
	}
	o.getDevicePropertiesR0600.Optional = true
	o.getDeviceProperties.Optional = true
	o.memcpyWithStream.Optional = true
	o.memcpyPeer.Optional = true
	o.memcpyPeerAsync.Optional = true
	return o
}

func (o *ownFuncs) all() []*gpucore.Fn {
	return []*gpucore.Fn{&o.runtimeGetVersion, &o.setDevice, &o.getDevicePropertiesR0600, &o.getDeviceProperties,
		&o.memcpy, &o.memcpyAsync, &o.moduleLoadData, &o.memcpyWithStream, &o.memcpyPeer, &o.memcpyPeerAsync}
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

// copy is HIP's copier: one entry point with a direction argument. A
// synchronous copy given a stream (Lib.SyncCopyOnStream) is
// hipMemcpyWithStream: hipMemcpy's semantics on that stream.
func (l *lib) copy(dir gpucore.Dir, dst, src unsafe.Pointer, n int, s uintptr, async bool) gpucore.Status {
	if async {
		return gpucore.Call(l.own.memcpyAsync.Addr, uintptr(dst), uintptr(src), uintptr(n), memcpyKind(dir), s)
	}
	if s != 0 {
		return gpucore.Call(l.own.memcpyWithStream.Addr, uintptr(dst), uintptr(src), uintptr(n), memcpyKind(dir), s)
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
	if l.own.memcpyWithStream.Addr != 0 {
		l.SyncCopyOnStream = l.own.memcpyWithStream.Op
	}
	return l, nil
}
