package gpucore

import (
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/dl"
)

// Fn is one bound C function: Op names it in errors (the API name, e.g.
// cuMemAlloc), Sym is the symbol bound (cuMemAlloc_v2), Addr its address.
// Sig is the prototype the calls assume, in driver/internal/cheader's
// notation ("i32(*i64, i64)"); tests check it against the official header.
type Fn struct {
	Op, Sym, Sig string
	Addr         uintptr
	// Optional symbols may be missing from the library (Addr stays 0).
	Optional bool
}

// DlSym is f's entry in a binding table.
func (f *Fn) DlSym() dl.Sym { return dl.Sym{Name: f.Sym, Addr: &f.Addr, Optional: f.Optional} }

// Funcs are the calls both APIs have with the same arguments. An API's
// table fills Op and Sym; binding fills Addr.
type Funcs struct {
	Init, DriverVersion, ErrorName, ErrorString Fn

	DeviceCount, DeviceGet, DeviceName, DeviceAttribute, DeviceTotalMem, DevicePCIBusID Fn
	// Synchronize waits for the device (cuCtxSynchronize, hipDeviceSynchronize).
	Synchronize Fn

	MemGetInfo, Malloc, Free, Memset, MemsetAsync     Fn
	HostAlloc, HostFree, HostRegister, HostUnregister Fn

	StreamCreate, StreamDestroy, StreamSynchronize, StreamQuery, StreamWaitEvent Fn
	EventCreate, EventRecord, EventSynchronize, EventElapsed, EventDestroy       Fn

	ModuleUnload, ModuleGetFunction, ModuleGetGlobal Fn
	Launch, FuncAttribute, Occupancy                 Fn
	// LaunchCooperative launches with every block resident at once
	// (Launch's arguments without the extra-options pointer); ActiveBlocks
	// is how many blocks of a size a multiprocessor holds at once. Both
	// optional: runtimes before them load, and only a cooperative launch
	// then fails.
	LaunchCooperative, ActiveBlocks Fn
	// FuncSetAttribute sets a function attribute (driver.FuncAttribute):
	// optional, so that a library without it loads and only raising a
	// kernel's shared memory past the default then fails.
	FuncSetAttribute Fn
}

// All lists the calls, for binding and for tests.
func (f *Funcs) All() []*Fn {
	return []*Fn{
		&f.Init, &f.DriverVersion, &f.ErrorName, &f.ErrorString,
		&f.DeviceCount, &f.DeviceGet, &f.DeviceName, &f.DeviceAttribute, &f.DeviceTotalMem, &f.DevicePCIBusID,
		&f.Synchronize,
		&f.MemGetInfo, &f.Malloc, &f.Free, &f.Memset, &f.MemsetAsync,
		&f.HostAlloc, &f.HostFree, &f.HostRegister, &f.HostUnregister,
		&f.StreamCreate, &f.StreamDestroy, &f.StreamSynchronize, &f.StreamQuery, &f.StreamWaitEvent,
		&f.EventCreate, &f.EventRecord, &f.EventSynchronize, &f.EventElapsed, &f.EventDestroy,
		&f.ModuleUnload, &f.ModuleGetFunction, &f.ModuleGetGlobal,
		&f.Launch, &f.FuncAttribute, &f.Occupancy,
		&f.LaunchCooperative, &f.ActiveBlocks, &f.FuncSetAttribute,
	}
}

// Dir is a copy's direction.
type Dir int

// The copy directions.
const (
	HtoD Dir = iota
	DtoH
	DtoD
)

// API describes one library: what the shared code needs to call it and to
// name its failures.
type API struct {
	Kind driver.Kind
	// Name is the API in messages ("CUDA"); Pkg prefixes load errors ("cuda").
	Name, Pkg string
	// Library is the default library named in a load failure; TooOld says
	// what a library lacking symbols is ("driver too old").
	Library, TooOld string
	Funcs           Funcs
	// CopyOps are the error names of the copies, by direction, synchronous
	// then asynchronous.
	CopyOps [3][2]string
	// InvalidValueName and NotRegisteredName name codes 1 and 713.
	InvalidValueName, NotRegisteredName string
	// Names is the built-in table of code names, for codes the library
	// cannot name; Unnamed formats a code in none of them ("CUDA_ERROR_%d").
	Names   func() map[Status]string
	Unnamed string
	// Sentinel maps a code to the driver sentinel errors.Is matches.
	Sentinel func(code int) error
	// LibName and LibText ask the library (at fn) for a code's name and
	// description; false when it has no answer.
	LibName, LibText func(fn uintptr, s Status) (string, bool)
	// MaxDimYZ bounds the Y and Z extents of a grid or block (X is at most
	// 2^31-1 on both).
	MaxDimYZ int
	// HostAllocFlags are AllocHost's flags: portable (CUDA), and
	// coarse-grained (HIP).
	HostAllocFlags uint32
	// OccupancyCallback: the occupancy call takes a block-size-to-smem
	// callback before the dynamic shared memory (CUDA), passed as NULL.
	OccupancyCallback bool
	// CacheCurrent: a launch skips the selection call (sel) on a thread
	// where the same selection is known to be current. Only for an API
	// whose driver refuses a launch without its selection current, with
	// one of the codes NotSelected accepts (the call is then retried after
	// selecting; any other failure is the call's own).
	CacheCurrent bool
	NotSelected  func(Status) bool
}

// Copier performs a copy with the API's own entry points (CUDA has one
// per direction, HIP one with a kind argument). dst and src stay
// unsafe.Pointer so that host memory stays alive through the call.
type Copier func(dir Dir, dst, src unsafe.Pointer, n int, stream uintptr, async bool) Status

// Lib is a bound library.
type Lib struct {
	API  *API
	Path string
	Fn   Funcs
	Copy Copier
	// threads remembers what each OS thread has current (API.CacheCurrent).
	threads *threadSel
}

// NewLib returns an unbound Lib of api: its calls' names, no addresses.
func NewLib(api *API) Lib { return Lib{API: api, Fn: api.Funcs, threads: new(threadSel)} }

// Forget drops what the library remembers of threads' current selections:
// a context was released, and its handle may come back for another.
func (l *Lib) Forget() { l.threads.clear() }

// Symbols is the binding table of the shared calls.
func (l *Lib) Symbols() []dl.Sym {
	fns := l.Fn.All()
	syms := make([]dl.Sym, len(fns))
	for i, f := range fns {
		syms[i] = f.DlSym()
	}
	return syms
}

// Load opens the first of names that loads (after preload) and binds
// syms, the shared and the API's own, into l. Failures match
// driver.ErrNoDriver. what is the library the caller asked for, "" for the
// default.
func (l *Lib) Load(names, preload []string, what string, syms []dl.Sym) error {
	a := l.API
	h, err := dl.Open(names, preload)
	if err != nil {
		if what == "" {
			what = a.Library
		}
		// Most machines without the library have no GPU either: say how to
		// run the GPU path anyway.
		return fmt.Errorf("%s: %s not found (%w): %w (without a GPU, KERN_EMULATE=%s runs this target on an emulated device)", a.Pkg, what, err, driver.ErrNoDriver, a.Pkg)
	}
	l.Path = h.Path
	if err := dl.Bind(h, syms); err != nil {
		return fmt.Errorf("%s: %s: %w: %w", a.Pkg, a.TooOld, err, driver.ErrNoDriver)
	}
	return nil
}
