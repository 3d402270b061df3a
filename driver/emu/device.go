package emu

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// options configure a Device.
type options struct {
	memory    int64
	racecheck bool
	arch      string
	serial    bool
	amd       bool // the emulated ROC device (NewROC)
	wave      int  // its wavefront width
	ordinal   int  // the device's index among the emulated devices of its kind
	// asWritten executes PTX as written, without the load-time promotion
	// of local variables and skipping of dead instructions (tests).
	asWritten bool
	// sharedOptIn is the CUDA device's SharedMemPerBlockOptin; 0 takes
	// its architecture's (sharedOptInFor).
	sharedOptIn int
	// sharedFill, when set, is the byte every block's shared memory
	// starts with (WithSharedFill).
	sharedFill    byte
	sharedFillSet bool
}

// Option configures New.
type Option func(*options)

// WithMemory caps the emulated device memory at n bytes.
func WithMemory(n int64) Option { return func(o *options) { o.memory = n } }

// WithRacecheck turns on the shared-memory race checker.
func WithRacecheck(on bool) Option { return func(o *options) { o.racecheck = on } }

// WithSharedFill starts every block's shared memory (LDS) with bytes b
// instead of zeros. A GPU's shared memory starts with whatever the
// multiprocessor's previous block left there: a kernel, or code kern
// generates, that reads shared memory it never wrote gets b's pattern
// and shows it.
func WithSharedFill(b byte) Option {
	return func(o *options) { o.sharedFill, o.sharedFillSet = b, true }
}

// WithSerialThreads runs one thread at a time, blocks and threads in
// linear order, each to its end or its next barrier: the order of the
// reference interpreter (compiler/interp), for differential tests of
// kernels whose threads share memory without synchronizing. Warp
// shuffles are refused in this mode.
func WithSerialThreads() Option { return func(o *options) { o.serial = true } }

// WithArch sets the compute capability the device reports ("sm_70", ...),
// or the processor of a ROC device ("gfx90a", "gfx940", "gfx1030", "gfx1100").
func WithArch(sm string) Option { return func(o *options) { o.arch = sm } }

// WithSharedOptIn sets the shared memory per block a CUDA kernel may opt
// in to (Info.SharedMemPerBlockOptin), in place of its architecture's
// (96 KiB on sm_70, 163 KiB on sm_80, 227 KiB on sm_90). Values below the
// default 48 KiB mean no opt-in.
func WithSharedOptIn(bytes int) Option { return func(o *options) { o.sharedOptIn = bytes } }

// sharedOptInFor is the opt-in shared memory per block of compute
// capability major.minor (the CUDA C Programming Guide's table), 0 where
// there is none beyond 48 KiB.
func sharedOptInFor(major, minor int) int {
	switch {
	case major == 7 && minor == 5:
		return 64 << 10
	case major == 7:
		return 96 << 10
	case major == 8 && (minor == 0 || minor == 7):
		return 163 << 10
	case major == 8:
		return 99 << 10
	case major >= 9:
		return 227 << 10
	}
	return 0
}

// WithOrdinal numbers the device: its Info().Ordinal and its synthetic
// PCI bus id, so that several emulated devices of one kind can be told
// apart in errors and listings.
func WithOrdinal(i int) Option { return func(o *options) { o.ordinal = max(i, 0) } }

// DefaultMemory is the emulated memory without KERN_EMULATE_MEMORY: 4 GiB,
// or a quarter of the machine's memory when that is less. Memory is only
// taken from the host when allocated.
const DefaultMemory = 4 << 30

// Device is an emulated CUDA device. It implements driver.Device with the
// semantics of driver/cuda: PTX modules, device memory at addresses that
// are not Go pointers, streams and events, sticky errors after a fault.
type Device struct {
	info driver.Info
	opts options
	mem  memory

	hmu  sync.Mutex
	host map[uintptr]*hostRegion // AllocHost'd and registered host memory

	smu    sync.Mutex
	tails  map[uint64]*tail
	def    *Stream
	nextID atomic.Uint64

	stickyErr atomic.Pointer[error]
	faultSeen atomic.Bool // a call has reported stickyErr
	steps     atomic.Int64
	charged   atomic.Int64 // the timing model's fixed costs and transfers, in ns
}

// ThreadInstructions is the number of instructions executed so far,
// counted once per thread (a warp instruction for 32 lanes counts 32).
func (d *Device) ThreadInstructions() int64 { return d.steps.Load() }

var (
	_ driver.Device    = (*Device)(nil)
	_ driver.IRLoader  = (*Device)(nil)
	_ driver.IRChecker = (*Device)(nil)
)

// defaultShared is a CUDA block's shared memory without opting in.
const defaultShared = 48 << 10

// New returns an emulated CUDA device.
func New(opts ...Option) *Device {
	o := options{memory: DefaultMemory, arch: "sm_70"}
	for _, f := range opts {
		f(&o)
	}
	major, minor := 7, 0
	if n, err := strconv.Atoi(strings.TrimPrefix(o.arch, "sm_")); err == nil && n >= 10 {
		major, minor = n/10, n%10
	}
	optIn := o.sharedOptIn
	if optIn == 0 {
		optIn = sharedOptInFor(major, minor)
	}
	if optIn <= defaultShared {
		optIn = 0
	}
	return newDevice(o, driver.Info{
		Kind:                   driver.KindCUDA,
		Name:                   fmt.Sprintf("kern emulated CUDA device (%s, %d cores)", o.arch, runtime.NumCPU()),
		Arch:                   o.arch,
		ComputeMajor:           major,
		ComputeMinor:           minor,
		WarpSize:               32,
		MaxBlockDim:            driver.Dim3{X: 1024, Y: 1024, Z: 64},
		SharedMemPerBlock:      defaultShared,
		SharedMemPerBlockOptin: optIn,
	})
}

// newDevice completes info with what both emulated devices share and
// makes the device.
func newDevice(o options, info driver.Info) *Device {
	d := &Device{opts: o, host: map[uintptr]*hostRegion{}, tails: map[uint64]*tail{}}
	d.mem.capacity = o.memory
	info.MultiProcessors = runtime.NumCPU()
	info.TotalMem = o.memory
	info.MaxThreadsPerBlock = maxThreads
	info.MaxGridDim = driver.Dim3{X: 1<<31 - 1, Y: 65535, Z: 65535}
	info.ConcurrentKernels = true
	info.AsyncEngines = 2
	info.UnifiedAddressing = true
	info.Ordinal = o.ordinal
	info.PCIBusID = SyntheticBusID(o.ordinal)
	d.info = info
	d.def = &Stream{dev: d, t: &tail{dev: d}, isDefault: true}
	d.tails[0] = d.def.t
	return d
}

// SyntheticBusID is the PCI bus id an emulated device reports: the form
// of a real one ("0000:01:00.0"), in a domain no real machine uses, so
// that listings and errors can print it like a GPU's.
func SyntheticBusID(ordinal int) string { return fmt.Sprintf("emu0:%02x:00.0", ordinal) }

// Emulation is what KERN_EMULATE asks for.
type Emulation struct {
	CUDA, ROC bool
	// CUDACount and ROCCount are how many devices of each kind to emulate
	// ("cuda:4"): at least 1 when the kind is asked for.
	CUDACount, ROCCount int
	ROCArch             string // "gfx90a" (default), "gfx940", "gfx1030" or "gfx1100"
	// CUDAArch is the compute capability the CUDA devices report, "sm_70"
	// (default) … "sm_90": sm_80 or newer runs tensor-core kernels, sm_89
	// or newer FP8 ones.
	CUDAArch  string
	Racecheck bool
	Memory    int64 // 0: the default
}

// EmulationFor says how to get an emulated CUDA device that runs PTX for
// target ("sm_80"), for errors about code this one cannot run: the oldest
// compute capability ParseEnv and WithArch take that is target's or newer.
// It is "" when none is.
func (d *Device) EmulationFor(target string) string {
	need, err := strconv.Atoi(strings.TrimPrefix(target, "sm_"))
	if err != nil {
		return "" // sm_90a and the like: no emulated device runs them
	}
	for _, sm := range []int{70, 75, 80, 86, 89, 90} { // ParseEnv's words
		if sm >= need {
			return fmt.Sprintf("KERN_EMULATE=cuda,sm_%d emulates one that can, or emu.WithArch(\"sm_%d\") for a device of your own", sm, sm)
		}
	}
	return ""
}

// maxEmulated bounds the device count of "cuda:N": each device is a full
// emulator, and a typo such as "cuda:400" should not make hundreds.
const maxEmulated = 64

// ParseEnv reads KERN_EMULATE ("cuda", "roc", "cuda,roc"; "cuda:4" or
// "roc:2" for several devices, each with its own memory, streams and
// sanitizer; plus "racecheck", "gfx1030" or "gfx1100" for a wave32 ROC
// device (gfx1100 has RDNA3's WMMA), "gfx940" for one with xf32 MFMA, and
// "sm_80" (sm_70, sm_75, sm_86, sm_89, sm_90) for the compute capability
// the CUDA devices report, sm_70 by default) and
// KERN_EMULATE_MEMORY ("64MiB"; KiB, MiB, GiB or bytes), which caps each
// device.
func ParseEnv(emulate, memory string) (Emulation, error) {
	var e Emulation
	for _, w := range strings.Split(emulate, ",") {
		word, count, hasCount := strings.Cut(strings.TrimSpace(strings.ToLower(w)), ":")
		n := 1
		if hasCount {
			v, err := strconv.Atoi(strings.TrimSpace(count))
			if err != nil || v < 1 || v > maxEmulated || (word != "cuda" && word != "roc") {
				return e, fmt.Errorf("KERN_EMULATE=%q: bad word %q (want cuda:N or roc:N with 1 <= N <= %d)", emulate, w, maxEmulated)
			}
			n = v
		}
		switch word {
		case "":
		case "cuda":
			e.CUDA, e.CUDACount = true, n
		case "roc":
			e.ROC, e.ROCCount = true, n
		case "racecheck":
			e.Racecheck = true
		case "gfx90a", "gfx940", "gfx1030", "gfx1100":
			e.ROCArch = strings.TrimSpace(strings.ToLower(w))
		case "sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90":
			e.CUDAArch = word
		default:
			return e, fmt.Errorf("KERN_EMULATE=%q: unknown word %q (want cuda, roc, racecheck, gfx90a, gfx940, gfx1030, gfx1100, sm_70 … sm_90)", emulate, w)
		}
	}
	if memory != "" {
		n, err := ParseSize(memory)
		if err != nil {
			return e, fmt.Errorf("KERN_EMULATE_MEMORY: %w", err)
		}
		e.Memory = n
	}
	return e, nil
}

// ParseSize reads "64MiB", "1GiB", "512KiB" or a byte count.
func ParseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	mul := int64(1)
	for _, u := range []struct {
		suf string
		m   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"B", 1}} {
		if strings.HasSuffix(t, u.suf) {
			t, mul = strings.TrimSpace(strings.TrimSuffix(t, u.suf)), u.m
			break
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n <= 0 || n > (1<<50)/mul {
		return 0, fmt.Errorf("bad size %q (want a positive number of bytes, KiB, MiB or GiB)", s)
	}
	return n * mul, nil
}

// ROCFromEnv returns the emulated ROC device configured by e (the first
// one when e asks for several).
func ROCFromEnv(e Emulation) (*Device, error) { return rocFromEnv(e, 0) }

// ROCDevicesFromEnv returns every emulated ROC device e asks for, ordinals
// 0 up: separate devices, each with its own memory cap.
func ROCDevicesFromEnv(e Emulation) ([]*Device, error) {
	if !e.ROC {
		return nil, nil
	}
	ds := make([]*Device, max(e.ROCCount, 1))
	for i := range ds {
		d, err := rocFromEnv(e, i)
		if err != nil {
			return nil, err
		}
		ds[i] = d
	}
	return ds, nil
}

func rocFromEnv(e Emulation, ordinal int) (*Device, error) {
	opts := []Option{WithRacecheck(e.Racecheck), WithOrdinal(ordinal)}
	if e.Memory > 0 {
		opts = append(opts, WithMemory(e.Memory))
	}
	if e.ROCArch != "" {
		opts = append(opts, WithArch(e.ROCArch))
	}
	return NewROC(opts...)
}

// FromEnv returns the emulated CUDA device configured by e (the first one
// when e asks for several).
func FromEnv(e Emulation) *Device { return fromEnv(e, 0) }

// DevicesFromEnv returns every emulated CUDA device e asks for, ordinals
// 0 up: separate devices, each with its own memory cap.
func DevicesFromEnv(e Emulation) []*Device {
	if !e.CUDA {
		return nil
	}
	ds := make([]*Device, max(e.CUDACount, 1))
	for i := range ds {
		ds[i] = fromEnv(e, i)
	}
	return ds
}

func fromEnv(e Emulation, ordinal int) *Device {
	opts := []Option{WithRacecheck(e.Racecheck), WithOrdinal(ordinal)}
	if e.Memory > 0 {
		opts = append(opts, WithMemory(e.Memory))
	}
	if e.CUDAArch != "" {
		opts = append(opts, WithArch(e.CUDAArch))
	}
	return New(opts...)
}

func (d *Device) checkArch(target string) error {
	n, err := strconv.Atoi(strings.TrimPrefix(target, "sm_"))
	if err != nil {
		return jitError(1, "unsupported .target %s", target)
	}
	if n > d.info.ComputeMajor*10+d.info.ComputeMinor {
		return jitError(1, "the module targets %s, above the emulated device's %s", target, d.opts.arch)
	}
	return nil
}

// fault is the fault that made the device unusable, or nil: what the
// calls that wait for work (synchronization) report, naming the kernel.
func (d *Device) fault() error {
	if p := d.stickyErr.Load(); p != nil {
		d.faultSeen.Store(true)
		return *p
	}
	return nil
}

// sticky is the error of every other call on a device that faulted, as a
// faulted CUDA or HIP context stays unusable: the fault for the first,
// then an earlierFault.
func (d *Device) sticky() error {
	p := d.stickyErr.Load()
	if p == nil {
		return nil
	}
	// The first call to see the fault reports it (on a GPU, the first
	// call after an asynchronous fault returns it).
	if !d.faultSeen.Swap(true) {
		return *p
	}
	e := &earlierFault{cause: *p, amd: d.opts.amd}
	var de *driver.Error
	if errors.As(*p, &de) {
		cp := *de // flavor may rewrite it for ROC
		e.drv = &cp
	} else {
		e.drv = newError("", codeLaunchFailed, (*p).Error())
	}
	return e
}

// earlierFault is the driver error a faulted context gives later calls
// (its code and sentinel), saying that the failure came before: it does
// not wrap the fault itself, so that a later launch is not taken for the
// kernel that failed.
type earlierFault struct {
	drv   *driver.Error
	cause error
	amd   bool
}

func (e *earlierFault) Error() string {
	ctx := "CUDA"
	if e.amd {
		ctx = "HIP"
	}
	return "the device failed earlier and stays unusable, as a faulted " + ctx + " context does (a new process, or a new emulated device, recovers): " + e.cause.Error()
}

func (e *earlierFault) Unwrap() error { return e.drv }

func (d *Device) setSticky(err error) { d.stickyErr.CompareAndSwap(nil, &err) }

// cancelFlag is set once the launch's Context is done; nil without one.
// Kernels check it at backward branches, barriers and between blocks.
func cancelFlag(c driver.LaunchConfig) (*atomic.Bool, func() bool) {
	if c.Context == nil {
		return nil, func() bool { return true }
	}
	f := new(atomic.Bool)
	return f, context.AfterFunc(c.Context, func() { f.Store(true) })
}

// Info describes the device.
func (d *Device) Info() driver.Info { return d.info }

// LocatesFaults reports that the device's memory faults carry the
// faulting address (driver.FaultLocator).
func (d *Device) LocatesFaults() bool { return true }

// MemInfo reports free and total emulated memory.
func (d *Device) MemInfo() (_ int64, _ int64, err error) {
	defer d.flavor(&err)
	if err := d.sticky(); err != nil {
		return 0, 0, err
	}
	f, t := d.mem.info()
	return f, t, nil
}

// Alloc returns n bytes of device memory.
func (d *Device) Alloc(n int) (_ driver.Ptr, err error) {
	defer d.flavor(&err)
	if err := d.sticky(); err != nil {
		return 0, err
	}
	if n < 0 {
		return 0, newError("cuMemAlloc", codeInvalidValue, fmt.Sprintf("negative size %d", n))
	}
	a, err := d.mem.alloc(n, false)
	if err != nil {
		return 0, err
	}
	return driver.Ptr(a.base), nil
}

// Free releases memory returned by Alloc. Like cuMemFree it waits for the
// device's work first.
func (d *Device) Free(p driver.Ptr) (err error) {
	defer d.flavor(&err)
	if err := checkPtr("cuMemFree", p); err != nil {
		return err
	}
	_ = d.syncAll()
	if a := d.mem.find(uint64(p)); a != nil && a.module {
		return newError("cuMemFree", codeInvalidValue, fmt.Sprintf("%#x is a module variable", uint64(p)))
	}
	if err := d.mem.release(uint64(p)); err != nil {
		return newError("cuMemFree", codeInvalidValue, err.Error())
	}
	return nil
}

func (d *Device) span(op string, p driver.Ptr, n int) ([]byte, error) {
	if err := checkPtr(op, p); err != nil {
		return nil, err
	}
	b, err := d.mem.span(uint64(p), n)
	if err != nil {
		return nil, newError(op, codeInvalidValue, err.Error())
	}
	return b, nil
}

// isPinned reports whether [p, p+n) is AllocHost'd or registered memory.
func (d *Device) isPinned(p unsafe.Pointer, n int) bool {
	d.hmu.Lock()
	defer d.hmu.Unlock()
	a := uintptr(p)
	for base, r := range d.host {
		if a >= base && a+uintptr(n) <= base+uintptr(r.n) {
			return true
		}
	}
	return false
}

func isSync(s driver.Stream) *bool {
	t := s == nil
	return &t
}

// Memset sets n bytes at p to b.
func (d *Device) Memset(p driver.Ptr, b byte, n int, s driver.Stream) (err error) {
	defer d.flavor(&err)
	if err := d.sticky(); err != nil {
		return err
	}
	dst, err := d.span("cuMemsetD8", p, n)
	if err != nil {
		return err
	}
	return d.enqueueKeyed(s, "cuMemsetD8", opKey{op: "cuMemsetD8", n: n}, func() error {
		d.charge(n, modelMemBytesPerNS)
		for i := range dst {
			dst[i] = b
		}
		return nil
	}, isSync(s))
}

// CopyHtoD copies host memory to the device. From pageable memory an
// asynchronous copy stages the bytes before returning, as the driver does;
// from pinned memory it reads them when the stream gets there.
func (d *Device) CopyHtoD(dst driver.Ptr, src unsafe.Pointer, n int, s driver.Stream) (err error) {
	defer d.flavor(&err)
	if err := d.sticky(); err != nil {
		return err
	}
	to, err := d.span("cuMemcpyHtoD", dst, n)
	if err != nil || n == 0 {
		return err
	}
	if src == nil {
		return newError("cuMemcpyHtoD", codeInvalidValue, "nil host pointer")
	}
	from := unsafe.Slice((*byte)(src), n)
	if s != nil && !d.isPinned(src, n) {
		// A graph would copy the bytes staged now at every launch.
		if rec := d.capturing(s); rec != nil {
			return rec.refuse("cuMemcpyHtoD", "a copy from pageable host memory")
		}
		from = append([]byte(nil), from...)
	}
	return d.enqueueKeyed(s, "cuMemcpyHtoD", opKey{op: "cuMemcpyHtoD", n: n}, func() error { d.charge(n, modelBusBytesPerNS); copy(to, from); return nil }, isSync(s))
}

// CopyDtoH copies device memory to the host; into pageable memory it
// returns only when the copy is done, as the driver does.
func (d *Device) CopyDtoH(dst unsafe.Pointer, src driver.Ptr, n int, s driver.Stream) (err error) {
	defer d.flavor(&err)
	if err := d.sticky(); err != nil {
		return err
	}
	from, err := d.span("cuMemcpyDtoH", src, n)
	if err != nil || n == 0 {
		return err
	}
	if dst == nil {
		return newError("cuMemcpyDtoH", codeInvalidValue, "nil host pointer")
	}
	to := unsafe.Slice((*byte)(dst), n)
	wait := s == nil || !d.isPinned(dst, n)
	return d.enqueueKeyed(s, "cuMemcpyDtoH", opKey{op: "cuMemcpyDtoH", n: n}, func() error { d.charge(n, modelBusBytesPerNS); copy(to, from); return nil }, &wait)
}

// CopyDtoD copies within the device.
func (d *Device) CopyDtoD(dst, src driver.Ptr, n int, s driver.Stream) (err error) {
	defer d.flavor(&err)
	if err := d.sticky(); err != nil {
		return err
	}
	to, err := d.span("cuMemcpyDtoD", dst, n)
	if err != nil || n == 0 {
		return err
	}
	from, err := d.span("cuMemcpyDtoD", src, n)
	if err != nil {
		return err
	}
	return d.enqueueKeyed(s, "cuMemcpyDtoD", opKey{op: "cuMemcpyDtoD", n: n}, func() error { d.charge(n, modelMemBytesPerNS); copy(to, from); return nil }, isSync(s))
}

// AllocHost returns n bytes of "page-locked" host memory.
func (d *Device) AllocHost(n int) (_ unsafe.Pointer, err error) {
	defer d.flavor(&err)
	if err := d.sticky(); err != nil {
		return nil, err
	}
	if n <= 0 {
		return nil, newError("cuMemHostAlloc", codeInvalidValue, fmt.Sprintf("size %d", n))
	}
	if int64(n) > d.opts.memory*4 {
		return nil, newError("cuMemHostAlloc", codeOutOfMemory, fmt.Sprintf("%d bytes of pinned memory", n))
	}
	words := make([]uint64, (n+7)/8)
	p := unsafe.Pointer(&words[0])
	d.hmu.Lock()
	d.host[uintptr(p)] = &hostRegion{words: words, n: n}
	d.hmu.Unlock()
	return p, nil
}

// FreeHost releases AllocHost memory.
func (d *Device) FreeHost(p unsafe.Pointer) (err error) {
	defer d.flavor(&err)
	d.hmu.Lock()
	defer d.hmu.Unlock()
	r, ok := d.host[uintptr(p)]
	if !ok || r.words == nil {
		return newError("cuMemFreeHost", codeInvalidValue, "not memory from AllocHost")
	}
	delete(d.host, uintptr(p))
	return nil
}

// Register page-locks existing host memory.
func (d *Device) Register(p unsafe.Pointer, n int) (err error) {
	defer d.flavor(&err)
	if p == nil || n <= 0 {
		return newError("cuMemHostRegister", codeInvalidValue, "nil pointer or empty range")
	}
	d.hmu.Lock()
	defer d.hmu.Unlock()
	if _, ok := d.host[uintptr(p)]; ok {
		return &driver.Error{Kind: driver.KindCUDA, Op: "cuMemHostRegister", Code: 712, Name: "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED",
			Text: "the range is already registered", Sentinel: driver.ErrInvalidValue}
	}
	d.host[uintptr(p)] = &hostRegion{n: n}
	return nil
}

// Unregister undoes Register.
func (d *Device) Unregister(p unsafe.Pointer) (err error) {
	defer d.flavor(&err)
	d.hmu.Lock()
	defer d.hmu.Unlock()
	r, ok := d.host[uintptr(p)]
	if !ok || r.words != nil {
		return &driver.Error{Kind: driver.KindCUDA, Op: "cuMemHostUnregister", Code: 713, Name: "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED",
			Text: "the range is not registered", Sentinel: driver.ErrInvalidValue}
	}
	delete(d.host, uintptr(p))
	return nil
}

// syncAll waits for every stream's work.
func (d *Device) syncAll() error {
	d.smu.Lock()
	var last []*op
	for _, t := range d.tails {
		last = append(last, t.lastOp())
	}
	d.smu.Unlock()
	var first error
	for _, o := range last {
		_ = o.wait()
		if err := o.result(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// Synchronize waits for all work on the device.
func (d *Device) Synchronize() (err error) {
	defer d.flavor(&err)
	err = d.syncAll()
	if s := d.fault(); s != nil {
		return s
	}
	return err
}
