package kern

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"os"
	"slices"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/cuda"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/driver/roc"
	"github.com/kernlab/kern/internal/chunked"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/internal/placement"
	"github.com/kernlab/kern/internal/simt"
	"github.com/kernlab/kern/nd"
)

// Device is a device of any backend as the user sees it: it allocates device
// arrays, makes streams and events, and runs launches. It wraps a
// driver.Device and adds what the driver has no place for: the queue of
// frees found by the garbage collector and the streams' keep-alive lists.
//
// A Device is safe for concurrent use. Make one per driver device and share
// it: two Devices over one driver.Device work, but each has its own free
// queue.
type Device struct {
	drv   driver.Device
	info  driver.Info
	frees *freeQueue
	def   *Stream

	mu         sync.Mutex
	streams    map[*streamState]struct{} // streams made by NewStream, not yet closed or released
	streamPeak int                       // len(streams) at its largest since the last rebuild

	staging  chunked.Staging   // pinned buffers of chunked calls
	launches gpucall.LaunchLog // the latest kernel launches, to explain a fault
	code     dispatch.Code     // the generated code loaded on the device
	locates  bool              // the driver's faults carry their address (driver.FaultLocator)

	printW io.Writer // where kernels print (SetPrintWriter); nil: os.Stdout

	// fault is the first kernel fault the device reported to a caller
	// (faulted): after it, like a GPU context, it fails every call.
	fault atomic.Pointer[error]

	// capturing counts the device's streams that are capturing a Graph:
	// while any is, allocations and synchronous work are refused.
	capturing atomic.Int32
}

// hostDevice is created on first use; it is the only package-level value
// and it never changes once made.
var hostDevice = sync.OnceValue(func() *Device { return NewDevice(host.New()) })

// HostDevice returns the process's CPU device (driver/host with its default
// capacity), created on first use. Calls and launches placed on it (or on
// its streams) run by the fastest correct host path, as kern.Auto does
// without a GPU: Parallel, a kernel's generated block function, or for a
// kernel without one Go kernel bodies on the simt engine (the sim target).
func HostDevice() *Device { return hostDevice() }

// NewDevice wraps a driver device. A nil d gives a Device whose every
// operation fails with an error wrapping driver.ErrNoDevice. The Device
// holds the code loaded on it: wrap a driver device once (a second
// wrapper loads its own copy of each module, with its own globals).
func NewDevice(d driver.Device) *Device {
	dev := &Device{drv: d, frees: &freeQueue{}, streams: map[*streamState]struct{}{}}
	if d != nil {
		dev.def = &Stream{streamState: &streamState{dev: dev, s: d.DefaultStream()}, isDefault: true}
		// A device's properties are fixed when it is opened; every launch
		// reads them, so keep one copy.
		dev.info = d.Info()
		fl, ok := d.(driver.FaultLocator)
		dev.locates = ok && fl.LocatesFaults()
	}
	return dev
}

// faulted is err as a caller of one of d's operations should read it. A
// kernel fault leaves a GPU context unusable: every later call fails with
// an error of the fault's kind, whose text says little (CUDA's
// CUDA_ERROR_ILLEGAL_ADDRESS) or ends with the cause after the call's own
// description (the emulated devices'). So the first fault a call reports
// is kept, and a later call's failure of that kind leads with it and
// with what to do (a deviceFailed).
func (d *Device) faulted(err error) error {
	if err == nil || d == nil {
		return err // inlined: the calls that succeed allocate nothing here
	}
	return d.faultedErr(err)
}

func (d *Device) faultedErr(err error) error {
	if !contextFault(err) {
		return err
	}
	if _, ok := errors.AsType[*deviceFailed](err); ok {
		return err
	}
	first := d.fault.Load()
	if first == nil {
		// The fault itself, with the arguments of its launch named (it may
		// surface calls after the launch).
		explained := (*callDevice)(d).Launches().Explain(err)
		if d.fault.CompareAndSwap(nil, &explained) {
			return explained
		}
		first = d.fault.Load()
	}
	if fn, ok := (*first).(*gpucall.FaultNote); *first == err || ok && fn.Err == err {
		return *first
	}
	return &deviceFailed{dev: d, first: *first, err: err}
}

// contextFault reports a driver's report of a kernel fault, which leaves
// the context unusable (the drivers' errors matching both ErrKernelTrap
// and ErrLaunchFailed; a debug module's trap record and a host device's
// panic match ErrKernelTrap alone and leave the device usable).
func contextFault(err error) bool {
	de, ok := errors.AsType[*driver.Error](err)
	return ok && errors.Is(de, driver.ErrKernelTrap) && errors.Is(de, driver.ErrLaunchFailed)
}

// deviceFailed is a call's failure on a device that a kernel fault made
// unusable earlier: it names that fault first, then the call's own error,
// which it wraps (the first fault it does not: errors.As must not take
// this call for the kernel that failed).
type deviceFailed struct {
	dev        *Device
	first, err error
}

func (e *deviceFailed) Error() string {
	first, this := strings.TrimPrefix(e.first.Error(), "kern: "), strings.TrimPrefix(e.err.Error(), "kern: ")
	// The call's error usually ends with the fault's own report again (a
	// driver's sticky code and text, an emulated device's report, perhaps
	// without what the first error added after it): said once above, it
	// is referred to here. The earliest ": "-separated tail of the call's
	// text that the first error contains is that report.
	for i := 0; i < len(this); {
		j := strings.Index(this[i:], ": ")
		if j < 0 {
			break
		}
		cut := i + j + 2
		if len(this)-cut >= 32 && strings.Contains(first, this[cut:]) {
			this = this[:cut] + "the fault above"
			break
		}
		i = cut
	}
	return fmt.Sprintf("kern: %v is unusable since a kernel faulted on it: %s; as a GPU context after a fault it fails every call: start a new process (an emulated device: make a new one). This call: %s",
		e.dev, first, this)
}

func (e *deviceFailed) Unwrap() error { return e.err }

// errNoDevice is the failure of a Device made from a nil driver.Device.
func errNoDevice(op string) error {
	return fmt.Errorf("kern: %s: the Device wraps no driver device: %w", op, driver.ErrNoDevice)
}

// Driver returns the wrapped driver device.
func (d *Device) Driver() driver.Device {
	if d == nil {
		return nil
	}
	return d.drv
}

// Info describes the device (cuda.detect's fields).
func (d *Device) Info() driver.Info {
	if d == nil {
		return driver.Info{}
	}
	return d.info
}

// String names the device: its backend and index, and its PCI bus id
// where the driver reports one, so that two devices of one machine (and
// two emulated ones) never print alike.
func (d *Device) String() string {
	if d == nil || d.drv == nil {
		return "kern.Device(none)"
	}
	i := d.info
	if i.PCIBusID != "" && i.Kind != driver.KindHost {
		return fmt.Sprintf("%s device %d (%s, %s, bus %s)", i.Kind, i.Ordinal, i.Name, i.Arch, i.PCIBusID)
	}
	return fmt.Sprintf("%s device %d (%s, %s)", i.Kind, i.Ordinal, i.Name, i.Arch)
}

// CanRun reports whether d runs the GPU code of p, a package kern gen
// wrote (Generated().Lookup or Package finds it): nil, or what p lacks on
// d, wrapping ErrNoGPUCode (no PTX for its compute capability, no code
// object or LLVM IR its processor can run). kern.Auto asks the same before
// it sends a call to a GPU, and passes over one that p does not fit. The
// host device runs every package.
func (d *Device) CanRun(p *GenPackage) error {
	if d == nil || p == nil {
		return fmt.Errorf("kern: CanRun of a nil device or package: %w", ErrNoGPUCode)
	}
	if !deviceTarget(d).isGPU() {
		return nil
	}
	return genCode{p}.Fits(placeDevice(d))
}

// MemInfo returns the free and total device memory in bytes, after
// releasing the frees the garbage collector has queued.
func (d *Device) MemInfo() (free, total int64, err error) {
	if d == nil || d.drv == nil {
		return 0, 0, errNoDevice("MemInfo")
	}
	rerr := d.ReleaseFreed()
	free, total, err = d.drv.MemInfo()
	return free, total, errors.Join(err, rerr)
}

// Synchronize waits for all work on the device, drops the keep-alive lists
// of its streams and returns the first asynchronous failure (a kernel that
// trapped, a copy to freed memory).
func (d *Device) Synchronize() error {
	if d == nil || d.drv == nil {
		return errNoDevice("Synchronize")
	}
	if err := d.notCapturing("Synchronize"); err != nil {
		return err
	}
	ss := d.liveStreams()
	marks := make([]int, len(ss))
	for i, s := range ss {
		marks[i] = s.keepMark()
	}
	sp := gpuprof.Begin(nil, nil, gpuprof.Sync, "device", 0)
	err := sp.End(d.drv.Synchronize())
	for i, s := range ss {
		s.dropKept(marks[i])
	}
	return d.faulted(errors.Join(err, d.ReleaseFreed()))
}

func (d *Device) liveStreams() []*streamState {
	d.mu.Lock()
	defer d.mu.Unlock()
	ss := make([]*streamState, 0, len(d.streams)+1)
	if d.def != nil {
		ss = append(ss, d.def.streamState)
	}
	for s := range d.streams {
		ss = append(ss, s)
	}
	return ss
}

// freeQueue holds device pointers whose arrays the garbage collector found
// unreachable. Cleanups only append here: a driver call from a cleanup
// goroutine could run without the context the driver needs, and could block
// the runtime's cleanup queue.
type freeQueue struct {
	mu      sync.Mutex
	ptrs    []driver.Ptr
	streams []*streamState // streams whose handles were dropped
	handles []destroyer    // events and graphs whose handles were dropped
	errs    []error        // failures destroying them, for the next ReleaseFreed

	// dropped counts the queued streams, events and graphs: the operations that
	// make the driver walk its streams check it without the lock.
	dropped atomic.Int64
	// skip is how many such operations pass before the next attempt: the
	// streams found still busy, so that re-querying them costs O(1) per
	// operation, amortized.
	skip atomic.Int64
}

func (q *freeQueue) pushStream(s *streamState) {
	q.mu.Lock()
	q.streams = append(q.streams, s)
	q.mu.Unlock()
	q.dropped.Add(1)
}

func (q *freeQueue) takeStreams() []*streamState {
	q.mu.Lock()
	defer q.mu.Unlock()
	s := q.streams
	q.streams = nil
	q.dropped.Add(-int64(len(s)))
	return s
}

// destroyer is a driver handle a dropped runtime handle leaves behind: a
// driver.Event, a driver.GraphExec.
type destroyer interface{ Destroy() error }

func (q *freeQueue) pushHandle(h destroyer) {
	q.mu.Lock()
	q.handles = append(q.handles, h)
	q.mu.Unlock()
	q.dropped.Add(1)
}

func (q *freeQueue) takeHandles() []destroyer {
	q.mu.Lock()
	defer q.mu.Unlock()
	h := q.handles
	q.handles = nil
	q.dropped.Add(-int64(len(h)))
	return h
}

func (q *freeQueue) keepErr(err error) {
	if err != nil {
		q.mu.Lock()
		q.errs = append(q.errs, err)
		q.mu.Unlock()
	}
}

func (q *freeQueue) takeErrs() error {
	q.mu.Lock()
	defer q.mu.Unlock()
	err := errors.Join(q.errs...)
	q.errs = nil
	return err
}

// releaseDue releases dropped streams and events before an operation that
// makes the driver walk its streams (a synchronous copy or memset, a
// launch or ufunc on the default stream, an allocation): a dropped stream
// stays registered with the driver until destroyed, and every such walk
// would pay for it. Nothing waits on device work; streams still busy are
// retried after as many operations as there were of them.
func (d *Device) releaseDue() {
	if d.frees.dropped.Load() == 0 || d.frees.skip.Add(-1) >= 0 {
		return
	}
	d.frees.keepErr(d.releaseDropped())
}

func (q *freeQueue) push(p driver.Ptr) {
	q.mu.Lock()
	q.ptrs = append(q.ptrs, p)
	q.mu.Unlock()
}

func (q *freeQueue) take() []driver.Ptr {
	q.mu.Lock()
	defer q.mu.Unlock()
	p := q.ptrs
	q.ptrs = nil
	return p
}

// ReleaseFreed frees the device memory of arrays that the garbage collector
// found unreachable, and destroys dropped streams whose work has finished
// and dropped events. Allocation, MemInfo and Synchronize call it; a program
// that drops many arrays without Free and allocates nothing for a while can
// call it to return memory sooner.
func (d *Device) ReleaseFreed() error {
	if d == nil || d.drv == nil {
		return nil
	}
	return errors.Join(d.releaseDropped(), d.frees.takeErrs(), d.freeQueued())
}

// freeQueued frees the memory of arrays the garbage collector found
// unreachable.
func (d *Device) freeQueued() error {
	var errs []error
	for _, p := range d.frees.take() {
		if err := d.drv.Free(p); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// oomRetries bounds the collections an allocation tries when the device is
// out of memory.
const oomRetries = 5

// allocation is one block of device memory shared by an array and its
// views. refs counts the live handles: a handle gives its reference back
// when it is freed, or, through a cleanup, when the garbage collector finds
// it unreachable. The memory goes back with the last reference.
type allocation struct {
	dev  *Device
	ptr  driver.Ptr
	size int

	mu   sync.Mutex
	refs int
	// freed is set once, under mu, when the last reference went; check
	// reads it without the lock (every call checks its device operands).
	freed atomic.Bool
	// users maps each stream that queued work on the memory to its keep
	// mark after the latest such work; the memory goes back only once every
	// stream has passed its mark.
	users map[*streamState]int
}

// allocHolder is what a stream's keep list recognises as device memory in
// use: a device array handle.
type allocHolder interface{ allocRef() *allocation }

// noteUse records that s has queued work using the memory, up to mark.
// Streams already past their marks are forgotten here, so the map stays
// as small as the set of streams with unfinished work on the memory.
func (a *allocation) noteUse(s *streamState, mark int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for u, m := range a.users {
		if u != s && u.reached(m) {
			delete(a.users, u)
		}
	}
	if a.users == nil {
		a.users = map[*streamState]int{}
	}
	a.users[s] = max(a.users[s], mark)
}

// waitUsers waits for the queued work of every stream that uses the
// memory: a Free must not hand memory back under a kernel or copy that
// still reads or writes it (on a GPU the next allocation could get it).
func (a *allocation) waitUsers() error {
	a.mu.Lock()
	users := a.users
	a.users = nil
	a.mu.Unlock()
	var errs []error
	for s, mark := range users {
		if err := s.waitMark(mark); err != nil {
			errs = append(errs, fmt.Errorf("kern: waiting for stream work on %d bytes at %#x before freeing them: %w", a.size, uintptr(a.ptr), err))
		}
	}
	return errors.Join(errs...)
}

// alloc returns a new allocation of n bytes holding one reference, the
// caller's.
func (d *Device) alloc(n int) (*allocation, error) {
	if d == nil || d.drv == nil {
		return nil, errNoDevice("alloc")
	}
	// Inside a call, this is its output or a host operand staged on the
	// device: say what to pass instead.
	if d.capturing.Load() != 0 {
		return nil, d.refuseCapture(fmt.Sprintf("allocating %d bytes of device memory (a call captured in a graph takes device arrays, and Into for its outputs)", n))
	}
	// Errors of queued frees belong to arrays nobody holds any more; they
	// must not fail an unrelated allocation.
	d.releaseDue()
	_ = d.freeQueued()
	// Round up to a multiple of 8 bytes: atomics on 8- and 16-bit elements
	// are compare-and-swap loops on the aligned 32-bit word holding them,
	// which may extend past the last element. (A GPU's allocation
	// granularity hides this; the emulator's exact bounds check does not.)
	n = (n + 7) &^ 7
	p, err := d.drv.Alloc(n)
	// Out of memory: arrays dropped without Free may be waiting for the
	// collector. Collect, let the cleanups queue them, free, and retry (as
	// Numba flushes its pending deallocations before giving up).
	for try := 0; errors.Is(err, driver.ErrOutOfMemory) && try < oomRetries; try++ {
		runtime.GC()
		time.Sleep(time.Millisecond << try)
		_ = d.ReleaseFreed()
		p, err = d.drv.Alloc(n)
	}
	if err != nil {
		return nil, fmt.Errorf("kern: allocating %d bytes on %v: %w", n, d, err)
	}
	return &allocation{dev: d, ptr: p, size: n, refs: 1}, nil
}

// retain adds a reference for a new handle; it fails once the memory is
// gone.
func (a *allocation) retain() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.freed.Load() {
		return a.errFreed()
	}
	a.refs++
	return nil
}

// release drops a reference and frees the memory with the last one.
func (a *allocation) release() error {
	if !a.drop() {
		return nil
	}
	if err := a.waitUsers(); err != nil {
		// The work may still run: leaking the memory is the safe choice.
		return err
	}
	if err := a.dev.drv.Free(a.ptr); err != nil {
		return fmt.Errorf("kern: freeing %d bytes at %#x: %w", a.size, uintptr(a.ptr), err)
	}
	return nil
}

// drop removes a reference and reports whether it was the last.
func (a *allocation) drop() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.refs--
	if a.refs > 0 || a.freed.Load() {
		return false
	}
	a.freed.Store(true)
	return true
}

// releaseQueued is the cleanup of a dropped handle: like release, but the
// last reference only queues the memory for the device to free, since a
// cleanup must not call the driver.
func releaseQueued(a *allocation) {
	if a.drop() {
		a.dev.frees.push(a.ptr)
	}
}

func (a *allocation) check() error {
	if a.freed.Load() {
		return a.errFreed()
	}
	return nil
}

func (a *allocation) errFreed() error {
	return fmt.Errorf("kern: device memory at %#x (%d bytes) was freed: %w", uintptr(a.ptr), a.size, driver.ErrFreed)
}

// goLauncher is what a device needs to run Go kernel bodies: driver/host
// has it; GPU drivers run compiled code instead.
type goLauncher interface {
	LaunchFunc(cfg simt.Config, body func(*simt.Thread), s driver.Stream) error
}

// hostMemory is how the host device lends its Go memory to Go kernels.
type hostMemory interface {
	HostPointer(p driver.Ptr, n int) (unsafe.Pointer, error)
}

// FuncLaunch is the shape of a launch of a Go kernel body.
type FuncLaunch struct {
	Grid, Block Dim3
	// SharedBytes is the dynamic shared memory per block (DynShared).
	SharedBytes int
	// Stream orders the launch; nil runs it synchronously and returns the
	// kernel's failure.
	Stream *Stream
	// NoSync promises that the body never calls SyncThreads, Barrier,
	// WaveBarrier or a shuffle, so each block can run as a plain loop
	// instead of one goroutine per thread (much faster). Breaking the promise
	// is reported as a kernel error.
	NoSync bool
	// GridSync runs every block at once so that the body may call
	// GridSync (CooperativeLaunch).
	GridSync bool
	// Name names the kernel in a *KernelTrapError ("" is allowed).
	Name string
	// Context, when not nil, stops the kernel once done (see WithContext).
	Context context.Context
	// PrintTo receives what the threads print with Printf (nil: the
	// device's SetPrintWriter, else os.Stdout); PrintThreadIDs prefixes
	// each line with the thread's position.
	PrintTo        io.Writer
	PrintThreadIDs bool
}

// LaunchFunc runs body once per thread of the grid on a device that runs Go
// code (the host device); other devices return an error wrapping
// driver.ErrUnsupported. A panic in the body (an index out of range) comes
// back as a *KernelTrapError naming the block, the thread and the line; on
// a stream it surfaces at the next Synchronize.
func (d *Device) LaunchFunc(l FuncLaunch, body func(t *Thread)) error {
	if d == nil || d.drv == nil {
		return errNoDevice("LaunchFunc")
	}
	if _, ok := d.drv.(goLauncher); !ok {
		return fmt.Errorf("kern: LaunchFunc on %v: Go kernel bodies run only on the host device: %w", d, driver.ErrUnsupported)
	}
	if body == nil {
		return fmt.Errorf("kern: LaunchFunc: nil kernel body: %w", driver.ErrInvalidValue)
	}
	return d.launchGo(l, "", func(st *simt.Thread) { body(threadOf(st)) })
}

// launchGo is LaunchFunc with the engine's thread as the body's parameter
// (the host executors' sim grids).
func (d *Device) launchGo(l FuncLaunch, work string, body func(*simt.Thread)) error {
	if d == nil || d.drv == nil {
		return errNoDevice("LaunchFunc")
	}
	gl, ok := d.drv.(goLauncher)
	if !ok {
		return fmt.Errorf("kern: LaunchFunc on %v: Go kernel bodies run only on the host device: %w", d, driver.ErrUnsupported)
	}
	ds, err := d.driverStream(l.Stream)
	if err != nil {
		return err
	}
	cfg := simt.Config{
		Grid:        simt.Dim3(l.Grid),
		Block:       simt.Dim3(l.Block),
		DynShared:   l.SharedBytes,
		Cooperative: !l.NoSync,
		GridSync:    l.GridSync,
		Name:        l.Name,
		Work:        work,
		Context:     l.Context,
		Print:       d.printer(l.PrintTo, l.PrintThreadIDs),
	}
	return gl.LaunchFunc(cfg, body, ds)
}

// driverStream checks that s belongs to d and returns its driver stream
// (nil for a nil s: synchronous).
func (d *Device) driverStream(s *Stream) (driver.Stream, error) {
	if s == nil {
		if err := d.notCapturing("synchronous work (no stream)"); err != nil {
			return nil, err
		}
		// Synchronous: the driver orders it after every stream.
		d.releaseDue()
		return nil, nil
	}
	if s.dev != d {
		return nil, fmt.Errorf("kern: stream of %v used on %v: %w", s.dev, d, driver.ErrInvalidValue)
	}
	if s.closed.Load() {
		return nil, fmt.Errorf("kern: stream was closed: %w", driver.ErrInvalidValue)
	}
	return s.s, nil
}

// The GPU devices of each backend, in the driver's order, opened on first
// use and never changed afterwards (like HostDevice): one Device per
// driver device, so that identity comparisons of devices hold across the
// process. A machine without the library or without a device keeps the
// error, and the auto target falls back to the CPU.
var (
	cudaDevices = sync.OnceValues(func() ([]*Device, error) {
		em, err := emu.ParseEnv(os.Getenv("KERN_EMULATE"), os.Getenv("KERN_EMULATE_MEMORY"))
		if err != nil {
			return nil, fmt.Errorf("%w: %w", driver.ErrNoDevice, err)
		}
		if em.CUDA {
			// KERN_EMULATE=cuda[:N]: emulated devices run the same PTX
			// through the same calls, on the CPU; NVTX only when asked for.
			if p := os.Getenv("KERN_LIBNVTX"); p != "" {
				if err := gpuprof.LoadNVTX(p); err != nil {
					fmt.Fprintf(os.Stderr, "kern: KERN_LIBNVTX: %v\n", err)
				}
			}
			return wrapDevices(emu.DevicesFromEnv(em)), nil
		}
		ds, err := cuda.Default().Devices()
		if err != nil {
			return nil, err
		}
		// Nsight Systems' ranges, when its library is installed (a
		// missing library is not worth a word unless KERN_LIBNVTX named it).
		if err := gpuprof.LoadNVTX(os.Getenv("KERN_LIBNVTX")); err != nil && os.Getenv("KERN_LIBNVTX") != "" {
			fmt.Fprintf(os.Stderr, "kern: KERN_LIBNVTX: %v\n", err)
		}
		if len(ds) == 0 {
			return nil, fmt.Errorf("libcuda reports no device: %w", driver.ErrNoDevice)
		}
		return wrapDevices(ds), nil
	})
	rocDevices = sync.OnceValues(func() ([]*Device, error) {
		em, err := emu.ParseEnv(os.Getenv("KERN_EMULATE"), os.Getenv("KERN_EMULATE_MEMORY"))
		if err != nil {
			return nil, fmt.Errorf("%w: %w", driver.ErrNoDevice, err)
		}
		if em.ROC {
			// KERN_EMULATE=roc[:N]: emulated ROC devices run the embedded
			// LLVM IR through the same calls, on the CPU.
			ds, err := emu.ROCDevicesFromEnv(em)
			if err != nil {
				return nil, fmt.Errorf("%w: %w", driver.ErrNoDevice, err)
			}
			return wrapDevices(ds), nil
		}
		ds, err := roc.Default().Devices()
		if err != nil {
			return nil, err
		}
		if len(ds) == 0 {
			return nil, fmt.Errorf("libamdhip64 reports no device: %w", driver.ErrNoDevice)
		}
		return wrapDevices(ds), nil
	})
)

func wrapDevices[D driver.Device](ds []D) []*Device {
	out := make([]*Device, len(ds))
	for i, d := range ds {
		out[i] = NewDevice(d)
	}
	return out
}

// Devices returns every device of a GPU target (CUDA or ROC), in the
// driver's order: the real GPUs, or the emulated devices KERN_EMULATE asks
// for ("cuda:4"). The Devices are the process's: Devices(CUDA)[0] is
// DefaultDevice(CUDA). CPU, Parallel and Sim give the host device; Auto
// the devices of the target the auto rule picks. Without a device the
// error wraps driver.ErrNoDriver or driver.ErrNoDevice. The slice is the
// caller's.
func Devices(t Target) ([]*Device, error) {
	switch t {
	case CPU, Parallel, Sim:
		return []*Device{HostDevice()}, nil
	case CUDA:
		ds, err := cudaDevices()
		if err != nil {
			return nil, noDevice(CUDA, err)
		}
		return slices.Clone(ds), nil
	case ROC:
		ds, err := rocDevices()
		if err != nil {
			return nil, noDevice(ROC, err)
		}
		return slices.Clone(ds), nil
	case Auto:
		for _, g := range [...]Target{CUDA, ROC} {
			if ds, err := Devices(g); err == nil {
				return ds, nil
			}
		}
		return []*Device{HostDevice()}, nil
	}
	return nil, fmt.Errorf("kern: %v: %w", t, ErrTarget)
}

// noDevice is the error of a GPU target without a device: err, and, for a
// driver that loaded but found no GPU, how to run the target without one
// (a driver library that is missing says so itself, and a malformed
// KERN_EMULATE needs no such advice).
func noDevice(t Target, err error) error {
	if errors.Is(err, driver.ErrNoDevice) && !errors.Is(err, driver.ErrNoDriver) {
		return fmt.Errorf("kern: no %v device: %w (without a GPU, KERN_EMULATE=%v runs this target on an emulated device)", strings.ToUpper(t.String()), err, t)
	}
	return fmt.Errorf("kern: no %v device: %w", strings.ToUpper(t.String()), err)
}

// DeviceOf returns device i of a target (Devices(t)[i]); an index out of
// range is an error wrapping driver.ErrNoDevice that says how many there
// are.
func DeviceOf(t Target, i int) (*Device, error) {
	ds, err := Devices(t)
	if err != nil {
		return nil, err
	}
	if i < 0 || i >= len(ds) {
		return nil, fmt.Errorf("kern: %v device %d: the machine has %d (0 to %d): %w", t, i, len(ds), len(ds)-1, driver.ErrNoDevice)
	}
	return ds[i], nil
}

// DefaultDevice returns the device a target runs on when the call names
// no device: CUDA or ROC device 0, or the host device for CPU, Parallel
// and Sim. Without a GPU the error wraps driver.ErrNoDriver or
// driver.ErrNoDevice. Auto returns the device the auto rule picks: CUDA,
// else ROC, else the host.
func DefaultDevice(t Target) (*Device, error) {
	switch t {
	case CPU, Parallel, Sim:
		return HostDevice(), nil
	case CUDA:
		ds, err := cudaDevices()
		if err != nil {
			return nil, noDevice(CUDA, err)
		}
		return ds[0], nil
	case ROC:
		ds, err := rocDevices()
		if err != nil {
			return nil, noDevice(ROC, err)
		}
		return ds[0], nil
	case Auto:
		for _, g := range [...]Target{CUDA, ROC} {
			if d, err := DefaultDevice(g); err == nil {
				return d, nil
			}
		}
		return HostDevice(), nil
	}
	return nil, fmt.Errorf("kern: %v: %w", t, ErrTarget)
}

// Every GPU launch runs dispatch.Call's sequence (begin → copy in →
// launch and trap check → copy back → keep → done), and the GPU call path
// of ufuncs, gufuncs and reductions (internal/gpucall) runs it for them.
// What both need of the runtime they get through views of the runtime's
// own types, unexported so that *Device and *Stream gain no methods:
// callDevice allocates a call's temporary copies as device arrays,
// callStream keeps values alive on a stream, and gpuArgOf describes a
// call's arguments.

// callDevice is a *Device as a dispatch.Host.
type callDevice Device

func (d *callDevice) Driver() driver.Device { return d.drv }
func (d *callDevice) Info() driver.Info     { return d.info }
func (d *callDevice) String() string        { return (*Device)(d).String() }
func (d *callDevice) Code() *dispatch.Code  { return &d.code }

// Temp allocates a call's temporary copy as a device array, so that the
// device's accounting and Free see it.
func (d *callDevice) Temp(n int) (dispatch.Temp, driver.Ptr, error) {
	tmp, err := newDeviceArray[uint8]((*Device)(d), []int{n}, nd.C)
	if err != nil {
		return nil, 0, err
	}
	p, err := tmp.DevicePointer()
	if err != nil {
		_ = tmp.Free()
		return nil, 0, err
	}
	return tmp, p, nil
}

// ReleaseDue, Alloc, MemInfo and Staging make a callDevice a
// gpucall.Device.
func (d *callDevice) ReleaseDue() { (*Device)(d).releaseDue() }

func (d *callDevice) Alloc(n int) (gpucall.Mem, error) {
	a, err := (*Device)(d).alloc(n)
	if err != nil {
		return nil, err
	}
	return keptMem{a}, nil
}

// keptMem is device memory whose reference its owner holds (the device's
// Code for the device's life, a stream until it is released): an allocation
// without a handle, whose cleanup would hold the device (through the
// allocation) while the device's Code holds the memory, so neither could
// ever be collected.
type keptMem struct{ a *allocation }

func (m keptMem) DevicePointer() (driver.Ptr, error) {
	if err := m.a.check(); err != nil {
		return 0, err
	}
	return m.a.ptr, nil
}

func (d *callDevice) MemInfo() (free, total int64, err error) { return (*Device)(d).MemInfo() }
func (d *callDevice) Staging() *chunked.Staging               { return &d.staging }

// Launches is nil where faults carry no address: a GPU driver's, which
// the launch record could not explain, so launches skip recording.
func (d *callDevice) Launches() *gpucall.LaunchLog {
	if !d.locates {
		return nil
	}
	return &d.launches
}

// Target and HostAddressable make a callDevice a placement.Device.
func (d *callDevice) Target() placement.Target { return placement.Target(deviceTarget((*Device)(d))) }

func (d *callDevice) HostAddressable() bool {
	_, ok := d.drv.(hostMemory)
	return ok
}

// gpuDevice is d as the engines see it (nil for nil).
func gpuDevice(d *Device) gpucall.Device {
	if d == nil {
		return nil
	}
	return (*callDevice)(d)
}

// notCapturing refuses what (an operation a graph cannot replay) while a
// stream of d captures.
func (d *Device) notCapturing(what string) error {
	if d.capturing.Load() == 0 {
		return nil // inlined: the calls outside a capture pay one load
	}
	return d.refuseCapture(what)
}

// refuseCapture is the error of what, refused during a capture, which it
// fails (see capture.refused).
func (d *Device) refuseCapture(what string) error {
	err := fmt.Errorf("kern: %s on %v while a stream captures: a graph replays launches and copies only; do it before the capture: %w",
		what, d, ErrNotCapturable)
	for _, s := range d.liveStreams() {
		s.refuse(err)
	}
	return err
}
